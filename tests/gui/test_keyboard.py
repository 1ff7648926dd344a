"""The keyboard (U1a item 4): Enter presses the focused answer, Tab moves between answers without opening big
card previews, Ctrl+Q quits from any dialog, Save as starts in the documents folder (or home); View ->
Larger text is remembered."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"


def load(window, qtbot, name="stack/magic_last_swing.toml"):
    assert window.puzzles.load_puzzle(str(PUZZLES / name))
    qtbot.waitUntil(lambda: window.ctl.screen_player is not None or window.curtain.isVisible())
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(window.panel.buttons))


def answer_buttons(window) -> list:
    return [b for b in window.panel.buttons.values() if isinstance(b, QPushButton) and b.isVisible()]


def test_enter_presses_the_focused_answer(window, qtbot):
    load(window, qtbot)
    g = window.game
    n0 = len(g.actions_log)
    b = answer_buttons(window)[0]
    b.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(b.hasFocus)
    QTest.keyClick(b, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(g.actions_log) > n0, timeout=3000)   # Qt alone presses a button with Space only


def test_tab_moves_between_answers_and_never_opens_a_preview(window, qtbot):
    load(window, qtbot)
    first = answer_buttons(window)[0]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    seen = []
    for _ in range(12):
        w = QApplication.focusWidget()
        QTest.keyClick(w, Qt.Key.Key_Tab)
        qtbot.wait(5)
        seen.append(QApplication.focusWidget())
        assert not window.preview.isVisible(), "a card's big preview opened as Tab passed"
    # Tab came back to the answers: it is not trapped among the cards of the table
    assert sum(1 for w in seen if w in answer_buttons(window)) >= 2, seen
    # on the table the arrows walk the cards and Enter opens a card's menu, still without a preview
    window.table.setFocus(Qt.FocusReason.TabFocusReason)
    sc = window.table.tscene
    qtbot.waitUntil(lambda: sc.focusItem() is not None)
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Right)
    assert sc.focusItem() is not None and not window.preview.isVisible()


def test_ctrl_q_quits_from_the_game_over_dialog(window, qtbot):
    load(window, qtbot, "shield/duel_direct_attack.toml")
    g = window.game
    g.perform(f"p{g.turn_player} concede") if g.outcome is None else None
    window.ctl.changed.emit()
    window.games.show_game_over()
    dlg = window.games.game_over_dialog
    qtbot.waitUntil(dlg.isVisible)
    assert QApplication.activeModalWidget() is dlg or dlg.isModal() or dlg.windowModality() != Qt.WindowModality.NonModal
    QTest.keyClick(dlg, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
    assert not dlg.isVisible()


def test_save_as_starts_in_the_documents_folder_or_home(window, qtbot, monkeypatch, tmp_path):
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    from gui.window_files import documents_dir
    load(window, qtbot)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (asked.append(a[2]), ("", ""))[1]))
    missing = tmp_path / "no-such-Documents"
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda loc: str(missing)))
    assert documents_dir() == str(Path.home())          # a documents folder that is not there: home
    window.files.save_as()
    assert Path(asked[-1]).parent == Path.home()
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda loc: str(docs)))
    window.files.save_as()
    assert Path(asked[-1]).parent == docs


def test_larger_text_grows_the_words_and_is_remembered(window, qtbot):
    from gui.settings import Settings
    from gui.text_size import text_size
    log_title = window.log_title
    before = log_title.fontInfo().pixelSize()
    window.acts["largetext"].trigger()
    qtbot.wait(10)
    assert window.settings.get("large_text") is True
    assert Settings().get("large_text") is True             # written to the settings file
    assert log_title.fontInfo().pixelSize() > before        # a style sheet's px size grows too
    window.acts["largetext"].trigger()
    assert log_title.fontInfo().pixelSize() == before and not Settings().get("large_text")
    text_size().set_large(False)
