"""The Puzzles screen (G3 item 7): bundled puzzles of every family with a title and a description in the
interface language; each one loads; Rematch after a puzzle plays the puzzle again."""
from PySide6.QtCore import Qt

import engine
from gui import i18n
from gui.dialogs.puzzles import bundled_puzzles


def test_every_family_has_a_bundled_puzzle_that_loads():
    puzzles = bundled_puzzles()
    assert {z.family for z in puzzles} >= {"shield", "lifezone", "stack"}
    for z in puzzles:
        assert not z.problem and z.title and z.description, z.path
        g = engine.load_scenario(str(z.path))
        assert g.outcome is None and g.decision is not None, z.path


def test_puzzle_screen_lists_by_family_and_plays_the_chosen_one(window, qtbot):
    window.puzzles.puzzle_dialog()
    dlg = window.puzzles.dlg
    rows = [dlg.list.item(i) for i in range(dlg.list.count())]
    heads = [r.text() for r in rows if r.data(Qt.ItemDataRole.UserRole) is None]
    assert heads == ["Shield game", "Life-zone game", "Stack game"]
    k = next(i for i, r in enumerate(rows) if "Two-Headed Giant" in r.text())
    dlg.list.setCurrentRow(k)
    assert "4 life" in dlg.about.text()
    qtbot.mouseClick(dlg.play, Qt.MouseButton.LeftButton)
    assert window.game is not None and window.game.format.name == "2hg"
    first = window.game.fingerprint()
    window.table_input.do_action("p0 concede")
    window.table_input.do_action("p1 concede") if window.game.outcome is None else None
    window.games.rematch()        # the puzzle again, not empty decks
    assert window.game.format.name == "2hg" and window.game.fingerprint() == first


def test_puzzle_words_in_japanese(window):
    i18n.set_language("ja")
    try:
        window.puzzles.puzzle_dialog()
        dlg = window.puzzles.dlg
        texts = [dlg.list.item(i).text() for i in range(dlg.list.count())]
        assert "シールド戦" in texts and any("双頭巨人戦" in t for t in texts)
        dlg.reject()
    finally:
        i18n.set_language("en")


# ----- U1a item 5: four puzzles or more per family, a goal in sight, a "Solved" end, a readable list ----------
SOLUTIONS = {   # the moves that solve each bundled puzzle (found by a search over the legal answers)
    "shield/duel_direct_attack.toml": ["p0 attack c5", "p0 target p1"],
    "shield/duel_last_shield.toml": ["p0 attack c5", "p0 target p1", "p0 attack c6", "p0 target p1"],
    "shield/duel_speed_attacker.toml": ["p0 summon c5", "p0 autopay", "p0 pass", "p0 attack c5", "p0 target p1"],
    "shield/duepa_two_rivals.toml": ["p0 attack c5", "p0 target p1", "p0 attack c6", "p0 target p2"],
    "lifezone/divide_blitz.toml": ["p0 play c6", "p0 attack c6", "p0 target p1"],
    "lifezone/divide_last_hit.toml": ["p0 attack c6", "p0 target p1"],
    "lifezone/divide_two_swings.toml": ["p0 attack c6", "p0 target p1", "p0 attack c7", "p0 target p1"],
    "lifezone/tag_last_hit.toml": ["p0 attack c6", "p0 target p3"],
}


def test_every_family_has_four_puzzles_each_with_a_one_line_goal_in_both_languages():
    import tomllib
    from collections import Counter
    puzzles = bundled_puzzles()
    per = Counter(z.family for z in puzzles)
    assert all(per[f] >= 4 for f in ("shield", "lifezone", "stack")), per
    for z in puzzles:
        data = tomllib.loads(z.path.read_text(encoding="utf-8"))
        for key in ("title", "goal", "description", "title_ja", "goal_ja", "description_ja"):
            assert str(data.get(key, "")).strip(), (z.path.name, key)
        assert "\n" not in data["goal"] and len(data["goal"]) <= 90, z.path.name


def test_the_puzzles_are_solved_by_their_moves():
    root = bundled_puzzles()[0].path.parents[1]
    for rel, moves in SOLUTIONS.items():
        g = engine.load_scenario(str(root / rel))
        solver = g.turn_player
        for m in moves:
            g.perform(m)
        assert g.outcome is not None and solver in g.outcome.winners, rel


def test_the_goal_stays_on_the_table_and_a_solved_puzzle_says_solved(window, qtbot):
    z = next(z for z in bundled_puzzles() if z.path.name == "duel_last_shield.toml")
    assert window.puzzles.load_puzzle(str(z.path))
    assert window.puzzle_goal.isVisible() and z.goal in window.puzzle_goal.text()
    for m in SOLUTIONS["shield/duel_last_shield.toml"][:2]:
        assert window.table_input.do_action(m)
    assert window.puzzle_goal.isVisible() and z.goal in window.puzzle_goal.text()   # still there mid-puzzle
    for m in SOLUTIONS["shield/duel_last_shield.toml"][2:]:
        window.table_input.do_action(m)
    qtbot.waitUntil(lambda: window.games.game_over_dialog is not None and window.games.game_over_dialog.isVisible())
    dlg = window.games.game_over_dialog
    assert dlg.head.text() == "Solved!"
    assert "won, dm:" not in dlg.head.text()
    dlg.close()
    window.puzzles.load_puzzle(str(z.path))
    window.table_input.do_action("p0 concede")
    qtbot.waitUntil(lambda: window.games.game_over_dialog is not None and window.games.game_over_dialog.isVisible())
    assert window.games.game_over_dialog.head.text() == "Not solved"
    window.games.new_game_dialog()
    window.games.start_game({"format": "duel", "players": [{"name": n, "deck": d, "seat": i} for i, (n, d) in
                       enumerate(zip("AB", __import__("engine.sim", fromlist=["x"]).bundled_decks("duel")))],
                       "options": None, "seed": 1, "first_player": 0})
    assert not window.puzzle_goal.isVisible()        # an ordinary game has no goal line


def test_the_puzzle_list_headings_are_readable(window, qtbot):
    from PySide6.QtCore import QRect

    from .test_readable import WCAG_AA, label_contrast
    window.puzzles.puzzle_dialog()
    dlg = window.puzzles.dlg
    qtbot.waitExposed(dlg)
    shot = dlg.list.viewport().grab().toImage()
    heads = [dlg.list.item(i) for i in range(dlg.list.count())
             if dlg.list.item(i).data(Qt.ItemDataRole.UserRole) is None]
    assert len(heads) == 3
    for it in heads:
        r = dlg.list.visualItemRect(it).intersected(QRect(0, 0, shot.width(), shot.height()))
        if r.height() < 4:
            continue
        assert label_contrast(shot.copy(r)) >= WCAG_AA, it.text()
    dlg.reject()


def test_the_rules_reference_is_filled_for_every_format(window):
    from gui.dialogs.misc import RulesDialog
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        try:
            for info in engine.formats():
                dlg = RulesDialog(info, window)
                text = dlg.browser.toPlainText()
                assert len(dlg.refs) >= 5, info.name
                assert "(no summary)" not in text and "（要約なし）" not in text, info.name
                dlg.close()
        finally:
            i18n.set_language("en")
