"""The application's top-level window, which shows the start screen at once.

Building the main window (table, side panel, controller, and through them the engine and most of Qt's
classes and enums) costs about as much CPU again as starting Qt itself.  A person should not wait for it
to see the start screen, so the shell first paints a start page of its own: the same StartScreen, menu
bar titles, status line and style sheet as the main window's, and nothing else (no engine, no `Qt`
namespace).  Right after that first frame it builds the main window and puts it in the start page's
place: a QMainWindow may be a child widget, and the two look the same pixel for pixel.  Mouse clicks
and keys that arrive meanwhile wait in the event queue and reach the main window's identical buttons.

The shell forwards the window title, and closing works both ways: closing the shell closes the main
window first (its closeEvent stops the game and releases the autosave lock; if it refuses, the shell
stays), and Game -> Quit closing the main window closes the shell."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from .i18n import tr
from .start_screen import StartScreen
from .style import AUTOSAVE_NOTE_STYLE, TABLE_STYLE
from .window_menus import MENUS

TITLE = "Enza — card game table"      # MainWindow.retranslate sets the same


def start_page() -> QMainWindow:
    """What the main window shows before a game: menu bar titles, the start screen, the status line."""
    page = QMainWindow()
    page.setObjectName("start_page")
    for _key, title in MENUS:
        page.menuBar().addMenu(tr(title))
    stage = QStackedWidget()
    stage.setObjectName("stage")
    start = StartScreen()
    start.buttons["continue"].setEnabled(False)     # until the main window has looked at the autosave
    start.resume_info.setText(" ")                  # keeps the line, says nothing yet
    stage.addWidget(start)
    stage.setStyleSheet(TABLE_STYLE)
    page.setCentralWidget(stage)
    page.statusBar().addWidget(QLabel(tr("No game")), 1)
    # no size grip: a child window's status bar would draw it by "No game" in the first frame (it places
    # the grip only at a later layout pass); the main window's grip appears in the corner after the swap
    page.statusBar().setSizeGripEnabled(False)
    note = QLabel()                                 # the main window's autosave note: hidden, but it
    note.setStyleSheet(AUTOSAVE_NOTE_STYLE)         # makes the status bar a pixel taller
    note.hide()
    page.statusBar().addPermanentWidget(note)
    page.start = start
    return page


class Shell(QWidget):
    def __init__(self, build_main, on_ready=None):
        """`build_main()` returns the MainWindow; it is called after the first frame.  `on_ready(main)`
        is called once the main window is in place."""
        super().__init__()
        self.setObjectName("shell")
        self.setWindowTitle(tr(TITLE))
        self.resize(1366, 768)
        self._build_main, self._on_ready = build_main, on_ready
        self.main: QMainWindow | None = None
        self._closing = False
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.page = start_page()
        self._layout.addWidget(self.page)
        self.page.start.buttons["new"].setFocus()   # as the main window does when nothing can be continued
        # called once the start page is first painted (the start-up probe adds its own)
        self.first_paint_hooks = [lambda: QTimer.singleShot(0, self._swap)]
        self._painted = _FirstPaint(self.page.centralWidget(), self._first_paint)

    def _first_paint(self) -> None:
        for fn in self.first_paint_hooks:
            fn()

    def _swap(self) -> None:
        main = self._build_main()
        main.windowTitleChanged.connect(self.setWindowTitle)
        self.setWindowTitle(main.windowTitle())
        main.installEventFilter(self)
        self._layout.replaceWidget(self.page, main)
        self.page.hide()
        self.page.deleteLater()
        self.page = None
        self.main = main
        main.show()
        if self._on_ready is not None:
            self._on_ready(main)

    def eventFilter(self, obj, event):
        # Game -> Quit closes the main window (a child here): then the application window closes too
        if obj is self.main and event.type() == QEvent.Type.Hide:
            QTimer.singleShot(0, self._main_closed)
        return False

    def _main_closed(self) -> None:
        if self.main is not None and self.main.isHidden() and not self._closing:
            self.close()

    def closeEvent(self, e):
        if self.main is not None and not self.main.isHidden() and not self._closing:
            if not self.main.close():
                e.ignore()
                return
        self._closing = True
        super().closeEvent(e)


class _FirstPaint(QObject):
    """Calls `fn` once, when `widget` has been painted for the first time.  A filter on this one widget:
    an application-wide Python filter would see events whose conversion builds the `Qt` namespace."""

    def __init__(self, widget, fn):
        super().__init__(widget)
        self._fn = fn
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and self._fn is not None:
            fn, self._fn = self._fn, None
            obj.removeEventFilter(self)
            fn()
        return False
