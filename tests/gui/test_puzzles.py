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
    window.puzzle_dialog()
    dlg = window.puzzle_dlg
    rows = [dlg.list.item(i) for i in range(dlg.list.count())]
    heads = [r.text() for r in rows if r.data(Qt.ItemDataRole.UserRole) is None]
    assert heads == ["Shield game", "Life-zone game", "Stack game"]
    k = next(i for i, r in enumerate(rows) if "Two-Headed Giant" in r.text())
    dlg.list.setCurrentRow(k)
    assert "4 life" in dlg.about.text()
    qtbot.mouseClick(dlg.play, Qt.MouseButton.LeftButton)
    assert window.game is not None and window.game.format.name == "2hg"
    first = window.game.fingerprint()
    window.do_action("p0 concede")
    window.do_action("p1 concede") if window.game.outcome is None else None
    window.rematch()        # the puzzle again, not empty decks
    assert window.game.format.name == "2hg" and window.game.fingerprint() == first


def test_puzzle_words_in_japanese(window):
    i18n.set_language("ja")
    try:
        window.puzzle_dialog()
        dlg = window.puzzle_dlg
        texts = [dlg.list.item(i).text() for i in range(dlg.list.count())]
        assert "シールド戦" in texts and any("双頭巨人戦" in t for t in texts)
        dlg.reject()
    finally:
        i18n.set_language("en")
