"""Opening bad deck files, bundled decks, unsaved changes, safe writing."""
from pathlib import Path

import pytest

from engine.decks import parse_deck
from engine.paths import assets_dir
from gui.deckedit import storage
from gui.deckedit.storage import WriteRefused, parse_deck_lenient, user_decks_dir, write_deck_file

BAD = """# a broken deck
name: Broken
partner: SG-224
partner: SG-225
4 SG-103
0 SG-128
two SG-105
1 SG-999
1 SG-162
"""


def test_bad_deck_file_lists_every_problem_and_keeps_everything(editor, user_data):
    p = user_decks_dir() / "broken.deck"
    p.write_text(BAD, encoding="utf-8")
    assert editor.open_deck(p)
    probs = {(pr.line, pr.rule) for pr in editor.load_problems}
    assert probs == {(4, "deck:syntax"), (6, "deck:syntax"), (7, "deck:syntax")}
    assert all(pr.path == str(p) for pr in editor.load_problems)
    # the good part is loaded, unknown ids are kept and flagged with their line
    assert editor.deck.partner == "SG-224"
    assert editor.deck.counts == {"SG-103": 4, "SG-999": 1, "SG-162": 1}
    assert ("deck:unknown-card", "SG-999") in {(pr.rule, "SG-999") for pr in editor.problems}
    # the raw text stays visible, and every problem is in the list with file name and line
    assert editor.source.toPlainText() == BAD
    texts = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert any("broken.deck:6" in t and "count must be at least 1" in t for t in texts)
    assert any("broken.deck:7" in t and "cannot read" in t for t in texts)
    assert any("broken.deck:4" in t and "partner" in t for t in texts)
    # saving keeps the unreadable lines as comments; the file reads back
    out = user_decks_dir() / "fixed.deck"
    editor._ask_save_path = lambda s: str(out)
    editor.save_as()
    text = out.read_text(encoding="utf-8")
    back = parse_deck(text, str(out))
    assert back.partner == "SG-224" and {e.card: e.count for e in back.entries} == editor.deck.counts
    for raw in ("partner: SG-225", "0 SG-128", "two SG-105"):
        assert "# " + raw in text
    assert editor.errors == []


def test_lenient_parse_matches_parse_deck_on_good_files():
    for p in storage.bundled_deck_paths():
        res = parse_deck_lenient(p.read_text(encoding="utf-8"), str(p))
        good = parse_deck(p.read_text(encoding="utf-8"), str(p))
        assert res.problems == [] and storage.same_deck(res.deck, good)


def test_unreadable_file_is_reported_not_crashing(editor, user_data):
    p = user_decks_dir() / "latin1.deck"
    p.write_bytes("name: caf\xe9\n".encode("latin-1"))
    assert not editor.open_deck(p)
    assert editor.errors and "UTF-8" in editor.errors[0][1]
    assert not editor.open_deck(user_decks_dir() / "missing.deck")


def test_bundled_deck_opens_and_saves_only_as_a_copy(editor, user_data):
    src = assets_dir() / "decks" / "duepa" / "ember_and_grove.deck"
    before = src.read_bytes()
    assert editor.open_deck(src)
    assert editor.deck.format == "duepa" and editor.problems == []
    assert "bundled" in editor.windowTitle()
    editor.remove_cards(["SG-103"])
    assert editor.dirty
    # refuse a path inside the bundled assets
    editor._ask_save_path = lambda suggested: str(src)
    assert not editor.save()
    assert editor.errors and src.read_bytes() == before
    # Save goes to "save as" with a copy in the user folder suggested
    seen = []
    editor._ask_save_path = lambda suggested: seen.append(suggested) or str(suggested)
    assert editor.save()
    assert seen[0] == user_decks_dir() / "ember_and_grove-copy.deck"
    assert seen[0].exists() and editor.path == seen[0] and not editor.dirty
    assert src.read_bytes() == before
    with pytest.raises(WriteRefused):
        write_deck_file(src, "1 SG-001\n")


def test_unsaved_changes_are_never_dropped_silently(editor, user_data):
    editor.add_cards(["SG-001"])
    assert editor.dirty and editor.windowTitle().startswith("*")
    editor._ask_unsaved = lambda: "cancel"
    assert not editor.new_deck()
    assert editor.deck.counts == {"SG-001": 1}
    assert not editor.open_deck(assets_dir() / "decks" / "duel" / "blazing_grove.deck")
    assert editor.deck.counts == {"SG-001": 1}
    assert not editor.close() and editor.isVisible()
    # "save" writes the deck before going on
    out = user_decks_dir() / "kept.deck"
    editor._ask_unsaved = lambda: "save"
    editor._ask_save_path = lambda s: str(out)
    assert editor.new_deck()
    assert parse_deck(out.read_text(encoding="utf-8")).entries[0].card == "SG-001"
    assert editor.deck.counts == {} and not editor.dirty
    # "discard" drops it on purpose
    editor.add_cards(["SG-002"])
    editor._ask_unsaved = lambda: "discard"
    assert editor.new_deck() and editor.deck.counts == {}


def test_write_is_atomic_and_round_trip_checked(tmp_path):
    p = tmp_path / "d.deck"
    with pytest.raises(WriteRefused):
        write_deck_file(p, "this is not a deck\n")
    assert not p.exists()
    write_deck_file(p, "name: X\n2 SG-001\n")
    assert p.read_text() == "name: X\n2 SG-001\n"
    expect = parse_deck("name: X\n3 SG-001\n")
    with pytest.raises(WriteRefused):
        write_deck_file(p, "name: X\n2 SG-001\n", expect=expect)
    assert [x.name for x in tmp_path.iterdir()] == ["d.deck"]


def test_user_dirs_are_created_on_demand(user_data):
    assert not user_data.exists()
    assert storage.user_decks_dir() == user_data / "decks" and (user_data / "decks").is_dir()
    assert storage.user_cards_dir() == user_data / "cards" and (user_data / "cards").is_dir()
    assert storage.list_user_decks() == []
    (user_data / "decks" / "sub").mkdir()
    (user_data / "decks" / "sub" / "b.deck").write_text("format: duel\n4 SG-001\n")
    (user_data / "decks" / "a.deck").write_text("4 SG-001\n")
    assert [p.name for p in storage.list_user_decks()] == ["a.deck", "b.deck"]
    assert [p.name for p in storage.list_user_decks("duepa")] == ["a.deck"]


def test_data_dir_without_override_uses_qstandardpaths(monkeypatch):
    monkeypatch.delenv("ENZA_DATA_DIR")
    from PySide6.QtCore import QStandardPaths
    assert QStandardPaths.isTestModeEnabled()
    d = storage.data_dir()        # AppDataLocation (GenericDataLocation/Enza for an unnamed app)
    assert d.is_absolute() and ".qttest" in d.parts


def test_user_card_folder_is_browsable(qtbot, user_data):
    cards = storage.user_cards_dir()
    src = (assets_dir() / "cards" / "shield" / "light.toml").read_text(encoding="utf-8")
    import re
    first = src.split("[[card]]")[1]
    first = re.sub(r'id = "SG-\d+"', 'id = "US-001"', first)
    first = re.sub(r'name_ja = "[^"]*"', 'name_ja = "ユーザーの光"', first)
    first = re.sub(r'name_en = "[^"]*"', 'name_en = "User Light"', first)
    (cards / "mine.toml").write_text("[[card]]" + first, encoding="utf-8")
    from gui.deckedit.editor import DeckEditor
    ed = DeckEditor(lang="en")
    qtbot.addWidget(ed)
    ed.browser.search.setText("User Light")
    assert [c.id for c in ed.browser.model.cards] == ["US-001"]
    ed.add_cards(["US-001"])
    assert "deck:unknown-card" not in ed.problem_rules()
    ed.dirty = False


def test_bad_user_card_folder_is_reported(qtbot, user_data):
    (storage.user_cards_dir() / "bad.toml").write_text("[[card]]\nid = 3\n", encoding="utf-8")
    from gui.deckedit.editor import DeckEditor
    ed = DeckEditor(lang="en")
    qtbot.addWidget(ed)
    assert "bad.toml" in ed.browser.error.text()
    assert len(ed.pool) >= 238


def test_a_bad_user_card_file_is_skipped_and_the_good_ones_still_load(qtbot, user_data):
    """Issue 18 item 2: one bad file (not UTF-8, nested too deep, a wrong type) does not take the
    others down; the editor opens, names every bad file with its line, and offers the good cards."""
    cards = storage.user_cards_dir()
    src = (assets_dir() / "cards" / "shield" / "light.toml").read_text(encoding="utf-8")
    import re
    first = re.sub(r'id = "SG-\d+"', 'id = "US-002"', src.split("[[card]]")[1])
    first = re.sub(r'name_ja = "[^"]*"', 'name_ja = "ユーザーの札"', first)
    first = re.sub(r'name_en = "[^"]*"', 'name_en = "User Card"', first)
    (cards / "good.toml").write_bytes(b"\xef\xbb\xbf" + ("[[card]]" + first).replace("\n", "\r\n").encode())
    (cards / "latin1.toml").write_bytes(b"[[card]]\nname_en = \"caf\xe9\"\n")
    (cards / "deep.toml").write_text("x = " + "[" * 3000 + "]" * 3000, encoding="utf-8")
    (cards / "float.toml").write_text((("[[card]]" + first).replace("US-002", "US-003")
                                       .replace("ユーザーの札", "別").replace("User Card", "Other")
                                       .replace("cost = ", "cost = 1.5 #")), encoding="utf-8")
    from gui.deckedit.editor import DeckEditor
    ed = DeckEditor(lang="en")
    qtbot.addWidget(ed)
    text = ed.browser.error.text()
    assert "latin1.toml:2" in text and "deep.toml:1" in text and "float.toml:" in text and "good.toml" not in text
    ed.browser.search.setText("User Card")
    assert [c.id for c in ed.browser.model.cards] == ["US-002"]
    ed.dirty = False


def test_a_copy_of_a_bundled_deck_keeps_its_japanese_name_until_it_is_renamed(editor, user_data, qtbot):
    src = assets_dir() / "decks" / "duepa" / "ember_and_grove.deck"
    assert editor.open_deck(src)
    assert (editor.deck.shown_name("ja"), editor.deck.shown_name("en")) == ("熾火と森", "Ember and Grove")
    assert editor.deck.shown_name(editor.lang) in editor.windowTitle()
    editor.remove_cards(["SG-103"])
    editor._ask_save_path = lambda suggested: str(suggested)
    assert editor.save()
    kept = parse_deck(editor.path.read_text(encoding="utf-8"), str(editor.path))
    assert (kept.name, kept.name_ja) == ("Ember and Grove", "熾火と森")
    editor.name_edit.selectAll()
    qtbot.keyClicks(editor.name_edit, "My Grove")      # typed, as a person renames it
    assert editor.save()
    renamed = parse_deck(editor.path.read_text(encoding="utf-8"), str(editor.path))
    assert (renamed.name, renamed.name_ja) == ("My Grove", "")
