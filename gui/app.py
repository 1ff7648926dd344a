"""Application start: language, error log, the start screen at once, then the main window."""
from __future__ import annotations

import os
import sys

def run(argv: list[str]) -> int:
    """The start screen is painted first (gui/shell.py); the main window, the engine and the autosave
    (its lock, the Continue summary) follow right after that first frame."""
    from .import_memory import check_sources_without_keeping, one_malloc_arena
    one_malloc_arena()              # before Qt's threads and the prefetch start
    from .none_guard import install
    install()                       # before the first Qt call (PySide6 6.12 on Python 3.11)
    from PySide6.QtCore import QCoreApplication
    check_sources_without_keeping()
    from PySide6.QtWidgets import QApplication
    QCoreApplication.setOrganizationName("Enza")
    QCoreApplication.setApplicationName("Enza")
    smoke = None
    if os.environ.get("ENZA_SMOKE"):    # CI: exit once the main window is ready; fail on Qt warnings and on
        # any uncaught exception (gui/selftest.py SmokeCheck)
        from .selftest import SmokeCheck, watch_qt_messages
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
            main.files.open_path(args[0])
        else:
            main.refresh()  # the start screen; Continue offers the autosave, no question box at start
        main.files.tell_set_aside()   # files of the data folder that could not be used, named once
        from .import_memory import drop_read_sources
        drop_read_sources()
        _prefetch(app, (lambda: probe.ready(main)) if probe else None)
        if smoke:
            smoke.main_ready(main)

    shell = Shell(build_main, ready, settings)
    if os.environ.get("ENZA_STARTUP_PROBE"):    # benchmarks/bench_startup.py
        from .startup_probe import StartupProbe
        probe = StartupProbe(app, shell)
    from .window_geometry import show_placed
    show_placed(shell, settings, "main")    # inside the screen, maximized up to 1440 px, as it was left
    if os.environ.get("ENZA_SMOKE"):
        smoke = SmokeCheck(app, shell, qt_problems)
    return app.exec()


def _prefetch(app, done=None) -> None:
    """While the players read the start screen, load on a worker thread what New game and Start would
    otherwise load while somebody waits; pure engine work only, no Qt object is touched there:
    - networkx (the seating graph, ~0.15 s of CPU);
    - the default format's module, its card pool and the checks of its bundled decks (the dialog's
      first page); the dialog lists every format from the generated index without importing them, and
      another format is imported when somebody picks it, so the table's peak memory holds only the
      family played (issue 22). Python's import locks make a concurrent import from the dialog safe.
    Then, on the main thread, the sources read meanwhile are dropped (gui/import_memory.py; linecache
    is not thread-safe) and `done()` is called."""
    import threading

    from PySide6.QtCore import QTimer

    from .dialogs.new_game import DEFAULT_FORMAT
    from .import_memory import declare_without_qt, drop_read_sources

    def finished():
        drop_read_sources()
        if done is not None:
            done()

    def work():
        try:
            declare_without_qt("networkx")
            import networkx  # noqa: F401
            import engine
            from engine.catalog import bundled_decks
            rules = engine.get_format(DEFAULT_FORMAT)()
            for deck in bundled_decks(DEFAULT_FORMAT):
                rules.validate_deck(deck)
        except Exception:  # noqa: BLE001  only a head start: New game and Start report what fails
            pass
        finally:
            QTimer.singleShot(0, app, finished)

    threading.Thread(target=work, name="prefetch", daemon=True).start()
