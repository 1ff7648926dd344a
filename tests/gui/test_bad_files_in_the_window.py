"""Every file the window opens gives a clean message on a bad file, never a traceback; the app keeps
running and the game on the table is untouched (issue 18 item 2, the GUI's half)."""
from __future__ import annotations

import logging

import pytest

import engine
from engine.sim import bundled_decks


def running(window):
    d = bundled_decks("duepa")
    window.settings.set("privacy", False)
    g = engine.new_game("duepa", [{"name": n, "deck": d[i], "seat": i} for i, n in enumerate(("Aki", "Ben"))],
                        seed=5, first_player=0)
    window.games.set_game(g)
    return g


BAD_SAVES = {
    "binary.enza": b"\x00\xff\xfe garbage \x80",
    "deep.enza": b"[" * 50000 + b"]" * 50000,
    "inf.enza": b'{"format": "duepa", "seed": Infinity, "actions": []}',
    "wrong_types.enza": b'{"format": [1], "setup": "x", "actions": 5}',
    "bom.enza": b"\xef\xbb\xbf{}",
    "truncated.enza": b'{"format": "duepa", "setup": {"players": [',
}

BAD_PUZZLES = {
    "bad_toml.toml": b"format = \n[[[",
    "not_utf8.toml": b"format = \"\xff\xfe\"\n",
    "deep.toml": b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n",
    "wrong_types.toml": b"format = [1]\nseed = \"x\"\n",
    "inf_seed.toml": b'format = "duepa"\nseed = inf\n',
}


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_a_bad_save_gives_a_message_and_the_game_stays(window, tmp_path, name):
    g = running(window)
    fp = g.fingerprint()
    p = tmp_path / name
    p.write_bytes(BAD_SAVES[name])
    assert not window.files.open_path(str(p))
    assert window.game is g and g.fingerprint() == fp
    assert window.last_message is not None and window.last_message.isVisible()
    assert "Traceback" not in window.last_message.text()


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_a_bad_save_cannot_be_replayed_either(window, tmp_path, name):
    g = running(window)
    p = tmp_path / name
    p.write_bytes(BAD_SAVES[name])
    assert not window.replay.start_replay(str(p))
    assert window.game is g and not window.ctl.replay_mode
    assert "Traceback" not in window.last_message.text()


@pytest.mark.parametrize("name", sorted(BAD_PUZZLES))
def test_a_bad_puzzle_gives_a_message_and_the_game_stays(window, tmp_path, name):
    g = running(window)
    fp = g.fingerprint()
    p = tmp_path / name
    p.write_bytes(BAD_PUZZLES[name])
    assert not window.puzzles.load_puzzle(str(p))
    assert window.game is g and g.fingerprint() == fp
    text = window.last_message.text()
    assert "Traceback" not in text and (name in text or "Error" in text)


def test_a_puzzle_card_of_the_wrong_type_names_file_line_and_field_not_a_type_error(window, tmp_path):
    """Issue 30: a stack card with `abilities = false` showed a bare TypeError in the Puzzles dialog."""
    g = running(window)
    p = tmp_path / "abilities_false.toml"
    p.write_text('format = "magic"\n\n[[player]]\nname = "A"\n\n[[player]]\nname = "B"\n\n[[card]]\n'
                 'id = "ST-900"\nname_ja = "獣"\nname_en = "Beast"\ntype = "creature"\ncost = "1G"\npower = 2\n'
                 'toughness = 2\nabilities = false\n', encoding="utf-8")
    assert not window.puzzles.load_puzzle(str(p))
    assert window.game is g
    text = window.last_message.text()
    assert "abilities_false.toml:17" in text and "'abilities'" in text and "TypeError" not in text, text


def test_a_reader_bug_is_reported_and_logged_not_raised(window, tmp_path, monkeypatch, caplog):
    """Whatever a reader raises (here a RecursionError), the window says so and keeps the game."""
    g = running(window)

    def broken(path):
        raise RecursionError("maximum recursion depth exceeded")
    monkeypatch.setattr(engine, "load_scenario", broken)
    with caplog.at_level(logging.ERROR, logger="enza.files"):
        assert not window.puzzles.load_puzzle(str(tmp_path / "x.toml"))
    assert window.game is g
    assert "RecursionError" in window.last_message.text()
    assert any("unexpected error" in r.getMessage() for r in caplog.records)


def test_a_bad_deck_file_at_new_game_gives_a_message(window, tmp_path):
    g = running(window)
    bad = tmp_path / "bad.deck"
    bad.write_bytes(b"\xff\xfe 4 SG-001\n")
    window.games.start_game({"format": "duepa", "options": None, "seed": 1, "first_player": 0,
                       "players": [{"name": "A", "deck": str(bad), "seat": 0},
                                   {"name": "B", "deck": bundled_decks("duepa")[0], "seat": 1}]})
    assert window.game is g
    assert window.last_message.isVisible() and "bad.deck" in window.last_message.text()


@pytest.mark.parametrize("content", [b"\xff\xfe not utf-8", b"[card]\nid = " + b"[" * 5000 + b"]" * 5000,
                                     b"[[card]]\nid = 5\nname_en = [1]\n"])
def test_a_bad_user_card_folder_leaves_the_deck_editor_open_with_a_message(window, data_dir, content):
    from gui.deckedit.storage import user_cards_dir
    (user_cards_dir() / "mine.toml").write_bytes(content)
    window.dialogs.deck_editor()
    ed = window.dialogs.deck_window
    assert ed.isVisible() and len(ed.pool) > 100          # the bundled cards are there
    text = ed.browser.error.text()     # the file, or at least the folder, is named
    assert ed.browser.error.isVisibleTo(ed) and ("mine.toml" in text or str(user_cards_dir()) in text)
    ed.close()
