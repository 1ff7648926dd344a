"""The baseline of benchmarks/bench_startup.py: a bare PySide6 main window (1366x768), shown and
painted once, reporting in the same format as Enza's start-up probe (gui/startup_probe.py).  Run from
source or bundled with packaging/enza.spec (ENZA_SPEC_ENTRY), like Enza itself."""
import os
import sys
import time


def main() -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow
    app = QApplication(sys.argv[:1])
    w = QMainWindow()
    w.setWindowTitle("bare")
    w.resize(1366, 768)
    w.show()
    app.processEvents()
    w.repaint()
    app.processEvents()
    elapsed = time.time() - float(os.environ.get("ENZA_T0", time.time()))
    print(f"probe: first_window_s={elapsed:.4f} first_window_cpu_s={time.process_time():.4f} "
          f"peak_rss_kib={peak_kib()}", flush=True)
    return 0


def peak_kib() -> int:
    try:
        import resource  # Unix; ru_maxrss is KiB on Linux, bytes on macOS
    except ImportError:
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak


if __name__ == "__main__":
    sys.exit(main())
