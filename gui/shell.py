"""The application's main window as a person (and the system: macOS's menu bar, accessibility, tools that
look for the window) meets it from the first frame: a QMainWindow with the real menus, showing the start
screen at once.

Building the main window's content (table, side panel, controller, and through them the engine and most
of Qt's classes and enums) costs about as much CPU again as starting Qt itself.  A person should not wait
for it to see the start screen, so the shell first paints a start page of its own: the same StartScreen,
status line and style sheet as the main window's, and nothing else (no engine, no `Qt` namespace), under
the menus declared once in gui/window_menus.py.  Right after that first frame it builds the MainWindow and
puts it in the start page's place as its central widget (a QMainWindow may be a child widget), and takes
the MainWindow's menu bar as its own: the two look the same pixel for pixel.  Mouse clicks and keys that
arrive meanwhile wait in the event queue and reach the main window's identical buttons.  A menu action or
start-screen button used before that (an accessibility tool, a quick click) builds the MainWindow at
once and passes the request on to it.

The shell forwards the window title, and closing works both ways: closing the shell closes the main
window first (its closeEvent stops the game and releases the autosave lock; if it refuses, the shell
stays), and Game -> Quit closing the main window closes the shell."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from .i18n import tr
from .start_screen import StartScreen
from .style import AUTOSAVE_NOTE_STYLE, TABLE_STYLE
from .window_menus import Menus, slot_of

TITLE = "Enza — card game table"      # MainWindow.retranslate sets the same

# the start screen's buttons -> the main window's parts and methods they call (MainWindow connects the same)
START_BUTTONS = (("new_game", "games.new_game_dialog"), ("resume", "files.resume_autosave"),
                 ("puzzles", "puzzles.puzzle_dialog"), ("deck_editor", "dialogs.deck_editor"),
                 ("rules", "dialogs.rules_dialog"))


def start_page() -> QMainWindow:
    """What the main window shows below its menu bar before a game: the start screen, the status line."""
    page = QMainWindow()
    page.setObjectName("start_page")
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


class Shell(QMainWindow):
    def __init__(self, build_main, on_ready=None, settings=None):
        """`build_main()` returns the MainWindow; it is called after the first frame, or as soon as a menu
        action or start-screen button is used.  `on_ready(main)` is called once the main window is in place.
        `settings` give the menus' check boxes and recent files (the main window's own, by default)."""
        super().__init__()
        self.setObjectName("shell")
        self.setWindowTitle(tr(TITLE))
        self.resize(1366, 768)
        if settings is None:
            from .settings import Settings
            settings = Settings()
        self.settings = settings
        self._build_main, self._on_ready = build_main, on_ready
        self.main: QMainWindow | None = None
        self._closing = False
        self._focus_taken = False
        # the menus: each action builds the main window if need be and triggers the main window's own
        self.menu_set = Menus(self, settings, lambda path: self.main_window().files.open_path(path),
                              connect=self._forward)
        self.menu_set.build(shortcuts=False)        # the main window's actions bring them, right after the
        self.menu_set.retranslate()                 # first frame
        self.acts = self.menu_set.acts
        self.page = start_page()
        self.setCentralWidget(self.page)
        for signal, slot in START_BUTTONS:
            getattr(self.page.start, signal).connect(lambda _=False, s=slot: slot_of(self.main_window(), s)())
        self.page.start.buttons["new"].setFocus()   # as the main window does when nothing can be continued
        # called once the start page is first painted (the start-up probe adds its own)
        self.first_paint_hooks = [lambda: QTimer.singleShot(0, self._swap)]
        self._painted = _FirstPaint(self.page.centralWidget(), self._first_paint)

    # ----- the menus before the main window exists: each builds it and triggers the main window's own ------
    def _forward(self, action, key, _slot) -> None:
        action.triggered.connect(lambda _=False: self.main_window().acts[key].trigger())

    def main_window(self) -> QMainWindow:
        """The main window, built now if the first frame has not yet brought it."""
        if self.main is None:
            self._swap()
        return self.main

    # ----- start-up ----------------------------------------------------------------------
    def showEvent(self, e):
        super().showEvent(e)
        if not self._focus_taken:
            # Take the keyboard at once: without a window manager (a kiosk, a bare X session) nobody else
            # gives it, and Ctrl+N or Return would go nowhere until a click.  On X11 Qt waits for the map.
            self._focus_taken = True
            self.activateWindow()

    def _first_paint(self) -> None:
        for fn in self.first_paint_hooks:
            fn()

    def _swap(self) -> None:
        if self.main is not None:
            return
        main = self._build_main()
        self.main = main
        main.windowTitleChanged.connect(self.setWindowTitle)
        self.setWindowTitle(main.windowTitle())
        main.installEventFilter(self)
        # its menu bar becomes this window's (the old one goes); it stays the main window's `acts`/`menus`
        self.setMenuBar(main.menuBar())
        self.setCentralWidget(main)                 # the start page goes (deleted later)
        self.page = None
        main.show()
        if self._on_ready is not None:
            self._on_ready(main)

    # ----- closing -----------------------------------------------------------------------
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
        from .window_geometry import remember
        remember(self, self.settings, "main")
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
