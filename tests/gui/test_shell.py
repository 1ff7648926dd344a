"""The application window of gui/shell.py: the start page is painted before the main window exists, then
the main window takes its place and behaves as the window (title, Quit, closing); and the user folders come
from QStandardPaths (issue 22 items 5 and 6)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def make_shell(qtbot, built):
    from gui import i18n
    from gui.main_window import MainWindow
    from gui.settings import Settings
    from gui.shell import Shell
    i18n.set_language("en")

    def build():
        built.append(MainWindow(Settings()))
        return built[-1]

    ready = []
    shell = Shell(build, ready.append)
    qtbot.addWidget(shell)
    return shell, ready


def test_start_page_is_painted_before_the_main_window_is_built(qtbot):
    built = []
    shell, ready = make_shell(qtbot, built)
    painted_before = []
    shell.first_paint_hooks.insert(0, lambda: painted_before.append(len(built)))
    shell.show()
    qtbot.waitUntil(lambda: bool(ready), timeout=20000)
    assert painted_before == [0], "the start page must be painted before the main window is built"
    main = ready[0]
    assert shell.main is main and main.parent() is shell and main.isVisible() and not main.isWindow()
    assert shell.page is None
    assert main.stage.currentWidget() is main.start
    assert shell.windowTitle() == main.windowTitle() == "Enza — card game table"


def test_the_application_window_is_a_main_window_with_the_menus_from_the_start(qtbot):
    """Tools, accessibility and macOS's native menu bar look for a top-level QMainWindow and its actions as
    soon as the event loop starts: they are there before the main window's content is built."""
    from PySide6.QtWidgets import QApplication, QMainWindow
    from gui.window_menus import ACTIONS, MENUS
    built = []
    shell, _ready = make_shell(qtbot, built)
    shell.show()
    assert built == []
    assert isinstance(shell, QMainWindow) and shell.isWindow() and shell in QApplication.topLevelWidgets()
    assert [a.text() for a in shell.menuBar().actions()] == ["&Game", "&View", "&Language", "&Help"][:len(MENUS)]
    assert {k for k, *_ in ACTIONS if k not in ("-", "recent")} <= set(shell.acts)
    assert shell.acts["new"].text() == "New game…"


def test_a_menu_action_used_before_the_first_frame_builds_the_main_window_and_passes_it_on(qtbot):
    from PySide6.QtWidgets import QDialog
    built = []
    shell, ready = make_shell(qtbot, built)
    shell.acts["new"].trigger()                 # before show(): no frame painted yet
    assert len(built) == 1 and ready == built and shell.main is built[0]
    dlg = shell.main.findChild(QDialog, "new_game_dialog")
    assert dlg is not None and dlg.isVisible()
    dlg.reject()
    shell.show()
    qtbot.wait(50)
    assert len(built) == 1                      # the first frame does not build a second one


def test_after_the_swap_the_menus_are_the_main_windows_own(qtbot):
    """One menu bar, the main window's: its actions (undo texts, check boxes, shortcuts) are the ones shown
    and the ones the keys reach; the start-up actions have no shortcut that could make a key ambiguous."""
    from PySide6.QtWidgets import QMenuBar
    built = []
    shell, ready = make_shell(qtbot, built)
    shell.show()
    qtbot.waitUntil(lambda: bool(ready), timeout=20000)
    main = ready[0]
    qtbot.wait(50)                              # the start-up menu bar is deleted later
    bars = [b for b in shell.findChildren(QMenuBar) if b.isVisible()]
    assert bars == [shell.menuBar()]
    shown = {a for m in main.menus.values() for a in m.actions()}
    assert main.acts["new"] in shown and main.acts["new"] not in shell.acts.values()
    assert not main.acts["new"].shortcut().isEmpty()
    assert all(a.shortcut().isEmpty() for a in shell.acts.values())     # no key is ambiguous
    assert main.last_message is None
    shell.acts["about"].trigger()               # an action somebody kept from before goes to the main window
    assert main.last_message is not None and main.last_message.isVisible()
    main.last_message.accept()


def test_start_page_looks_like_the_main_windows_start_screen(qtbot):
    """Pixel for pixel: the swap must not be seen."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QPainter
    built = []
    shell, ready = make_shell(qtbot, built)
    shell.resize(1366, 768)
    shell.show()
    qtbot.waitExposed(shell)
    before = shell.grab().toImage()
    qtbot.waitUntil(lambda: bool(ready), timeout=20000)
    main = ready[0]
    main.start.resume_info.setText(" ")       # the start page says nothing yet about the autosave
    main.start.buttons["continue"].setEnabled(False)
    main.start.buttons["new"].clearFocus()     # the focus ring depends on when the window became active
    qtbot.wait(50)
    after = shell.grab().toImage()
    assert before.size() == after.size()
    corner = QRect(after.width() - 24, after.height() - 24, 24, 24)    # the size grip comes with the main window
    for img in (before, after):
        QPainter(img).fillRect(corner, QColor("black"))
    assert before == after


def test_quit_in_the_main_window_closes_the_application_window(qtbot):
    built = []
    shell, ready = make_shell(qtbot, built)
    shell.show()
    qtbot.waitUntil(lambda: bool(ready), timeout=20000)
    ready[0].acts["quit"].trigger()
    qtbot.waitUntil(lambda: not shell.isVisible(), timeout=5000)


def test_closing_the_application_window_closes_the_main_window_first(qtbot):
    built = []
    shell, ready = make_shell(qtbot, built)
    shell.show()
    qtbot.waitUntil(lambda: bool(ready), timeout=20000)
    main = ready[0]
    assert main.ctl.autosaver._locked
    assert shell.close()
    assert main.isHidden() and not main.ctl.autosaver._locked     # its closeEvent ran: lock released


def test_user_cache_folder_is_the_one_qt_names():
    """engine.paths.user_cache_dir (pure Python, for the command line) names the folder that
    QStandardPaths.CacheLocation gives the GUI; the GUI sets Qt's answer at start."""
    code = ("import os, sys\n"
            "from PySide6.QtCore import QCoreApplication, QStandardPaths\n"
            "QCoreApplication.setOrganizationName('Enza'); QCoreApplication.setApplicationName('Enza')\n"
            "from engine.paths import user_cache_dir, set_user_cache_dir\n"
            "qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)\n"
            "print(os.path.normpath(qt) == os.path.normpath(str(user_cache_dir())))\n"
            "set_user_cache_dir('/elsewhere'); print(str(user_cache_dir()) == os.path.normpath('/elsewhere'))\n")
    env = {k: v for k, v in os.environ.items() if k != "ENZA_CACHE_DIR"}
    env["XDG_CACHE_HOME"] = str(ROOT / "build" / "no-such-cache")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["True", "True"], r.stdout + r.stderr
