"""Application start: language, error log, main window, offer to resume after a crash."""
from __future__ import annotations

import os
import sys


_MARKS: list[tuple[str, float]] = []


def _mark(name: str) -> None:
    if os.environ.get("ENZA_STARTUP_PROBE"):
        import time
        _MARKS.append((name, time.time()))


def run(argv: list[str]) -> int:
    _mark("run")
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
    _mark("qt")
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
    from .error_log import install_error_hook
    install_error_hook(lambda: holder.get("w"))
    _mark("imports")
    w = MainWindow(settings)
    _mark("window")
    holder["w"] = w
    w.show()
    if smoke:
        smoke_check(app, w, qt_problems)
    args = [a for a in argv if not a.startswith("-")]
    probe = os.environ.get("ENZA_STARTUP_PROBE")
    if probe:
        return _startup_probe(app, w, int(probe))
    if args:
        w.open_path(args[0])
    else:
        w.refresh()  # the start screen; Continue offers the autosave, no question box at start
    code = app.exec()
    return code


def _startup_probe(app, w, seats: int) -> int:
    """benchmarks/bench_startup.py: open a table with `seats` seats, paint it once, report the time
    since ENZA_T0 (set by the launcher just before starting us) and the memory, then quit."""
    import time
    from engine.sim import bundled_decks
    decks = bundled_decks("duepa")
    w.start_game({"format": "duepa", "players": [{"name": f"P{i + 1}", "deck": decks[i % len(decks)], "seat": i,
                                                   "kind": "human"} for i in range(seats)],
                  "options": None, "seed": 1, "first_player": 0})
    _mark("game")
    app.processEvents()
    w.repaint()
    app.processEvents()
    _mark("painted")
    elapsed = time.time() - float(os.environ.get("ENZA_T0", time.time()))
    status = {}
    try:
        for line in open("/proc/self/status", encoding="ascii"):
            k, _, v = line.partition(":")
            status[k] = v.strip()
    except OSError:
        pass
    kib = lambda k: status.get(k, "0 kB").split()[0]  # noqa: E731
    t0 = float(os.environ.get("ENZA_T0", _MARKS[0][1]))
    marks = " ".join(f"{n}={t - t0:.3f}" for n, t in _MARKS)
    print(f"probe: first_window_s={elapsed:.4f} rss_kib={kib('VmRSS')} peak_rss_kib={kib('VmHWM')} marks: {marks}",
          flush=True)
    return 0
