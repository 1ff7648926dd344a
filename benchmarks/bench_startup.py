"""Start-up figures, each against a bare PySide6 window built the same way (issue 22 item 5):
from source (python -m …) and, when dist/Enza exists, from the bundle (the bare window is then
bundled by the same spec, packaging/enza.spec, into build/bench-bare).  Prints, as medians:
  first window  - Enza's first painted window (ENZA_SMOKE's first frame), and its ratio to the bare window
  4-seat table  - a started 4-seat game painted (ENZA_STARTUP_PROBE), and its ratio to the bare window
  peak RSS      - of each
usage: bench_startup.py [runs=7] [seats=4]; QT_QPA_PLATFORM (default offscreen) or DISPLAY pick the platform.
Figures only: nothing here is asserted."""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "Enza" / "Enza"
BARE_BUNDLE = ROOT / "build" / "bench-bare" / "dist" / "Bare" / "Bare"


def once(cmd: list[str], extra: dict) -> tuple[float, float]:
    """(seconds from launch to the painted window, peak RSS MiB) of one run."""
    env = dict(os.environ, ENZA_DATA_DIR=tempfile.mkdtemp(prefix="enza-bench-"), **extra)
    if "DISPLAY" not in os.environ:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["ENZA_T0"] = repr(time.time())
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    out = r.stdout + r.stderr
    m = re.search(r"first_window_s=([\d.]+).*?peak_rss_kib=(\d+)", out) or \
        re.search(r"ENZA_SMOKE: first frame painted .* after ([\d.]+) s", out)
    if r.returncode != 0 or not m:
        raise SystemExit(f"{' '.join(cmd)} failed ({r.returncode}):\n{out[-2000:]}")
    peak = int(m.group(2)) / 1024 if m.lastindex and m.lastindex >= 2 else float("nan")
    return float(m.group(1)), peak


def series(cmd, extra, runs):
    results = [once(cmd, extra) for _ in range(runs)]
    return statistics.median(t for t, _ in results), statistics.median(p for _, p in results)


def build_bare_bundle() -> None:
    if BARE_BUNDLE.exists() and BARE_BUNDLE.stat().st_mtime > (ROOT / "packaging" / "enza.spec").stat().st_mtime:
        return
    env = dict(os.environ, ENZA_SPEC_ENTRY=str(ROOT / "benchmarks" / "bare_window.py"), ENZA_SPEC_NAME="Bare")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(BARE_BUNDLE.parent.parent), "--workpath", str(ROOT / "build" / "bench-bare" / "work"),
                    str(ROOT / "packaging" / "enza.spec")], cwd=ROOT, env=env, check=True)


def report(label: str, enza: list[str], bare: list[str], runs: int, seats: int) -> None:
    t_bare, rss_bare = series(bare, {}, runs)
    t_first, _ = series(enza, {"ENZA_SMOKE": "1"}, runs)
    t_table, rss_table = series(enza, {"ENZA_STARTUP_PROBE": str(seats)}, runs)
    print(f"{label}: bare window {t_bare * 1000:.0f} ms (peak {rss_bare:.0f} MiB); "
          f"Enza first window {t_first * 1000:.0f} ms = {t_first / t_bare:.2f}x; "
          f"{seats}-seat table {t_table * 1000:.0f} ms = {t_table / t_bare:.2f}x (peak {rss_table:.0f} MiB, "
          f"bare + {rss_table - rss_bare:.0f} MiB)  [medians of {runs}]", flush=True)


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    seats = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    platform = "xcb (DISPLAY)" if "DISPLAY" in os.environ and "QT_QPA_PLATFORM" not in os.environ else \
        os.environ.get("QT_QPA_PLATFORM", "offscreen")
    print(f"platform: {platform}")
    report("source", [sys.executable, "-m", "gui.launch"], [sys.executable, "benchmarks/bare_window.py"], runs, seats)
    if BUNDLE.exists():
        build_bare_bundle()
        report("bundle", [str(BUNDLE)], [str(BARE_BUNDLE)], runs, seats)
        size = sum(p.stat().st_size for p in BUNDLE.parent.rglob("*") if p.is_file() and not p.is_symlink())
        print(f"bundle size: {size / 2 ** 20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
