"""Application start: language, error log, main window, offer to resume after a crash."""
from __future__ import annotations

import os
import sys
import traceback


def install_error_hook(window_getter) -> None:
    """Unexpected errors go to a log file in the user data folder and a dialog, never a silent exit."""
    from .settings import data_dir

    def hook(etype, value, tb):
        text = "".join(traceback.format_exception(etype, value, tb))
        try:
            import datetime
            with open(data_dir() / "enza-errors.log", "a", encoding="utf-8") as f:
                f.write(f"--- {datetime.datetime.now().isoformat()}\n{text}\n")
        except OSError:
            pass
        sys.__stderr__.write(text)
        try:
            from PySide6.QtWidgets import QMessageBox
            from .i18n import tr
            w = window_getter()
            box = QMessageBox(QMessageBox.Icon.Critical, tr("Unexpected error"),
                              tr("Something went wrong; the game is kept. Details were written to {path}.",
                                 path=str(data_dir() / "enza-errors.log")) + "\n\n" + f"{etype.__name__}: {value}",
                              QMessageBox.StandardButton.Ok, w)
            box.open()
        except Exception:
            pass

    sys.excepthook = hook


def run(argv: list[str]) -> int:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication
    QCoreApplication.setOrganizationName("Enza")
    QCoreApplication.setApplicationName("Enza")
    smoke = os.environ.get("ENZA_SMOKE")  # CI: exit after the first painted frame, fail on Qt warnings
    if smoke:
        from .selftest import smoke_check, watch_qt_messages
        qt_problems = watch_qt_messages()
    app = QApplication.instance() or QApplication([sys.argv[0]] + argv)
    from . import i18n
    from .main_window import MainWindow
    from .settings import Settings
    from engine.paths import assets_dir
    icon = assets_dir() / "icons" / "enza.png"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    settings = Settings()
    i18n.set_language(i18n.startup_language(settings.get("language")))
    holder = {}
    install_error_hook(lambda: holder.get("w"))
    w = MainWindow(settings)
    holder["w"] = w
    probe = None
    if os.environ.get("ENZA_STARTUP_PROBE"):    # benchmarks/bench_startup.py
        from .startup_probe import StartupProbe
        probe = StartupProbe(app, w)
    w.show()
    if smoke:
        smoke_check(app, w, qt_problems)
    args = [a for a in argv if not a.startswith("-")]
    if probe:
        w.refresh()
        probe.ready()
        return app.exec()
    if args:
        w.open_path(args[0])
    else:
        w.refresh()  # the start screen; Continue offers the autosave, no question box at start
    code = app.exec()
    return code
