"""Application start: language, error log, the start screen at once, then the main window."""
from __future__ import annotations

import os
import sys

def run(argv: list[str]) -> int:
    """The start screen is painted first (gui/shell.py); the main window, the engine and the autosave
    (its lock, the Continue summary) follow right after that first frame."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication
    QCoreApplication.setOrganizationName("Enza")
    QCoreApplication.setApplicationName("Enza")
    smoke = os.environ.get("ENZA_SMOKE")  # CI: exit after the first painted frame, fail on Qt warnings
    if smoke:
        from .selftest import smoke_check, watch_qt_messages
        qt_problems = watch_qt_messages()
    app = QApplication.instance() or QApplication([sys.argv[0]] + argv)
    from . import i18n
    from .settings import Settings
    from .shell import Shell
    settings = Settings()
    i18n.set_language(i18n.startup_language(settings.get("language")))
    args = [a for a in argv if not a.startswith("-")]
    probe = None

    def build_main():
        # the rotating error log (logging.handlers, the data folder) is set up right after the first frame
        from .error_log import install_error_hook
        install_error_hook(lambda: shell.main or shell)
        from PySide6.QtCore import QStandardPaths
        from PySide6.QtGui import QIcon
        from .import_memory import declare_without_qt
        declare_without_qt("engine")
        from engine.paths import assets_dir, set_user_cache_dir
        from .main_window import MainWindow
        set_user_cache_dir(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))
        icon = assets_dir() / "icons" / "enza.png"
        if icon.exists():
            app.setWindowIcon(QIcon(str(icon)))
        return MainWindow(settings)

    def ready(main):
        if args and not probe:
            main.open_path(args[0])
        else:
            main.refresh()  # the start screen; Continue offers the autosave, no question box at start
        from .import_memory import drop_read_sources
        drop_read_sources()
        _preload_seating_graph(app)
        if probe:
            probe.ready(main)

    shell = Shell(build_main, ready, settings)
    if os.environ.get("ENZA_STARTUP_PROBE"):    # benchmarks/bench_startup.py
        from .startup_probe import StartupProbe
        probe = StartupProbe(app, shell)
    shell.show()
    if smoke:
        smoke_check(app, shell, qt_problems)
    return app.exec()


def _preload_seating_graph(app) -> None:
    """Import networkx (the seating graph, ~0.15 s of CPU) on a worker thread once the start screen is up,
    while the players read it, so that New game -> Start does not pay for it; the engine imports it itself
    when the first game is created, and Python's import lock makes the two meet safely.  The sources read
    meanwhile are dropped on the main thread (gui/import_memory.py; linecache is not thread-safe)."""
    import threading

    from PySide6.QtCore import QTimer

    from .import_memory import declare_without_qt, drop_read_sources

    def load():
        declare_without_qt("networkx")
        import networkx  # noqa: F401
        QTimer.singleShot(0, app, drop_read_sources)

    threading.Thread(target=load, name="preload-networkx", daemon=True).start()

