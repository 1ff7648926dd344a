"""The start-up probe of benchmarks/bench_startup.py (ENZA_STARTUP_PROBE=1): the real start of gui/app.py,
timed as a person meets it.  It notes when the first frame of the main window is painted (the start
screen), waits until the start-up work deferred past that frame is done, then does what a newcomer does:
New game, Start with the defaults, and notes when the table is painted.  Prints one line
`probe: key=value ...` (wall seconds since ENZA_T0, set by the launcher just before starting us; CPU
seconds of this process; peak RSS after each step, to see which one sets it) and quits.  Figures only:
nothing here is asserted."""
from __future__ import annotations

import os
import sys
import time


def _now() -> tuple[float, float]:
    return time.time(), time.process_time()


def peak_rss_kib() -> int:
    """Peak resident memory in KiB, 0 where unknown (Windows).  Linux's VmHWM where there is one: ru_maxrss
    may keep the size of the parent that started us (the kernel carries it across fork and exec, so a big
    test runner would be counted); else ru_maxrss (the kernel gives KiB on Linux, bytes on macOS)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            return next(int(ln.split()[1]) for ln in f if ln.startswith("VmHWM:"))
    except (OSError, StopIteration, ValueError):
        pass
    try:
        import resource
    except ImportError:
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak


class StartupProbe:
    def __init__(self, app, shell):
        self.app, self.window = app, shell
        self.t0 = float(os.environ.get("ENZA_T0") or time.time())
        self.figures: dict[str, float] = {}
        self._ready = False
        shell.first_paint_hooks.insert(0, self._painted)    # before the main window is built

    def _painted(self) -> None:
        wall, cpu = _now()
        self.figures.update(first_window_s=wall - self.t0, first_window_cpu_s=cpu,
                            peak_rss_first_window_kib=peak_rss_kib())
        self._next()

    def ready(self, main) -> None:
        """Called with the main window once the start-up work deferred past the first frame is done."""
        self.main = main
        self._ready = True
        self.figures["peak_rss_ready_kib"] = peak_rss_kib()
        self._next()

    def _next(self) -> None:
        """Once the start screen is painted and the start-up work done: New game, Start with the defaults."""
        if self._ready and "first_window_s" in self.figures:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self._new_game)

    def _new_game(self) -> None:
        from PySide6.QtWidgets import QDialog, QPushButton
        w, app = self.main, self.app
        wall, cpu = _now()
        w.games.new_game_dialog()
        dlg = w.findChild(QDialog, "new_game_dialog")
        if dlg is None:
            return self._fail("no New game dialog")
        app.processEvents()
        dlg.repaint()
        app.processEvents()
        wall2, cpu2 = _now()
        self.figures.update(dialog_s=wall2 - wall, dialog_cpu_s=cpu2 - cpu, peak_rss_dialog_kib=peak_rss_kib())
        start = dlg.findChild(QPushButton, "start")
        if start is None:
            return self._fail("no Start button in the New game dialog")
        self.figures["networkx_before_start"] = int("networkx" in sys.modules)
        wall, cpu = _now()
        start.click()
        app.processEvents()
        self.window.repaint()
        app.processEvents()
        wall2, cpu2 = _now()
        game = getattr(w, "game", None)
        if game is None:
            return self._fail("Start with the defaults started no game")
        self.figures.update(start_to_table_s=wall2 - wall, start_to_table_cpu_s=cpu2 - cpu,
                            seats=len(game.players), peak_rss_kib=peak_rss_kib())
        self.figures["networkx_after_start"] = int("networkx" in sys.modules)
        if "networkx" not in sys.modules:
            # the seating graph did not need it this time: what importing it would add to Start
            wall, cpu = _now()
            import networkx  # noqa: F401
            wall2, cpu2 = _now()
            self.figures.update(networkx_import_s=wall2 - wall, networkx_import_cpu_s=cpu2 - cpu,
                                peak_rss_networkx_kib=peak_rss_kib())
        print("probe: " + " ".join(f"{k}={v:.4f}" if isinstance(v, float) else f"{k}={v}"
                                   for k, v in self.figures.items()), flush=True)
        app.exit(0)

    def _fail(self, why: str) -> None:
        print(f"probe: FAILED {why}", file=sys.stderr, flush=True)
        self.app.exit(1)
