import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QMimeData, QPoint, QPointF, QStandardPaths, Qt  # noqa: E402
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(autouse=True)
def user_data(tmp_path, monkeypatch):
    """Every test gets its own data folder: nothing touches a real home."""
    d = tmp_path / "enza-data"
    monkeypatch.setenv("ENZA_DATA_DIR", str(d))
    return d


@pytest.fixture
def editor(qtbot):
    from gui.deckedit.editor import DeckEditor
    w = DeckEditor(lang="en")
    qtbot.addWidget(w)
    w.show()
    # never block on a dialog in tests: unexpected questions fail loudly
    w.asked = []
    w.errors = []

    def unsaved():
        w.asked.append("unsaved")
        return "discard"
    w._ask_unsaved = unsaved
    w._error = lambda title, text: w.errors.append((title, text))
    yield w
    w.dirty = False


def drop(target, mime: QMimeData, pos: QPoint | None = None) -> bool:
    """Deliver a drag-enter, drag-move and drop of `mime` to `target` (a widget or a view's viewport),
    as Qt does at the end of a QDrag.  Returns whether the drop was accepted."""
    pos = pos or target.rect().center()
    act = Qt.DropAction.CopyAction
    btn, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, act, mime, btn, mods)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(target, QDragMoveEvent(pos, act, mime, btn, mods))
    ev = QDropEvent(QPointF(pos), act, mime, btn, mods)
    QApplication.sendEvent(target, ev)
    return ev.isAccepted()


def browser_mime(browser, cid):
    """The mime data the browser's QTableView puts into a drag of the row of `cid`."""
    assert browser.select_card(cid), cid
    r = browser.model.row_of(cid)
    return browser.model.mimeData([browser.model.index(r, 0)])


def deck_mime(editor, cid):
    t = editor.table
    for r in range(t.rowCount()):
        if t.card_id(r) == cid:
            t.selectRow(r)
            return t.mimeData([t.item(r, 2)])
    raise AssertionError(f"{cid} not in the deck list")


def dclick_row(qtbot, view, row):
    idx = view.model().index(row, 2)
    view.scrollTo(idx)
    rect = view.visualRect(idx)
    # Qt 6's QTest double click alone does not reach doubleClicked offscreen: a click first, as a user does
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
