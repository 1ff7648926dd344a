"""Start-up of the app to its first window with a 4-seat table: time (median of several runs) and
memory.  Runs the packaged app (dist/Enza/Enza) if it exists, else the source launcher.  Figures only."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    seats = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    exe = ROOT / "dist" / "Enza" / "Enza"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "gui.launch"]
    times, rss, peak = [], [], []
    for _ in range(runs):
        env = dict(os.environ, ENZA_STARTUP_PROBE=str(seats), ENZA_T0=repr(time.time()),
                   QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   ENZA_DATA_DIR=str(ROOT / "build" / "probe-data"))
        env["ENZA_T0"] = repr(time.time())
        out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60).stdout
        line = next((l for l in out.splitlines() if l.startswith("probe:")), "")
        f = dict(kv.split("=") for kv in line.split(" marks:")[0].split()[1:])
        if len(times) == 0:
            print("milestones (s since launch):", line.split(" marks:")[1].strip())
        times.append(float(f["first_window_s"]))
        rss.append(int(f["rss_kib"].split()[0]) / 1024)
        peak.append(int(f["peak_rss_kib"].split()[0]) / 1024)
    print(f"{' '.join(cmd[-1:])}: first window with a {seats}-seat table: median {statistics.median(times) * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, {runs} runs); "
          f"RSS {statistics.median(rss):.0f} MiB, peak {statistics.median(peak):.0f} MiB")
    if exe.exists():
        size = sum(p.stat().st_size for p in (ROOT / "dist" / "Enza").rglob("*") if p.is_file() and not p.is_symlink())
        print(f"bundle size: {size / 2 ** 20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
