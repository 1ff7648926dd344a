"""Starting the real app on a data folder holding one planted bad file (issue 30, item 1): for each case, the
wall time to `ENZA_SMOKE: main window ready`, the app's CPU time and its peak RSS, on the first start (the
file is set aside) and the second (a clean start).  Offscreen, one case at a time.  Figures only.

    python benchmarks/bench_bad_files.py [--json]

The cases are tests/gui/bad_data.py PLANTS (the test starts them a few to a folder; here each has its own).
The issue's bound: ≤ 10 s and ≤ 300 MiB each.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.machine import load_text  # noqa: E402
from tests.gui.bad_data import PLANTS, Start  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    rows = []
    for name, plant in {"nothing planted": lambda d: d.mkdir(parents=True), **PLANTS}.items():
        folder = Path(tempfile.mkdtemp(prefix="enza-bench-bad-")) / "data"
        try:
            plant(folder)
            first, second = Start(folder), Start(folder)
        finally:
            shutil.rmtree(folder.parent, ignore_errors=True)
        rows.append({"case": name, "rc": [first.rc, second.rc],
                     "ready_s": [first.ready_s, second.ready_s], "cpu_s": [round(first.cpu_s, 2), round(second.cpu_s, 2)],
                     "peak_rss_mib": [first.rss_mib, second.rss_mib], "told": len(first.messages()),
                     "told_again": len(second.messages()), "traceback": "Traceback" in first.err + second.err})
    if a.json:
        for r in rows:
            print(json.dumps(r))
        return 0
    print(f"load average {load_text()}")
    print(f"{'case':32s} {'ready s (1st, 2nd)':>19s} {'CPU s':>11s} {'peak RSS MiB':>13s}  exit  told  traceback")
    for r in rows:
        ready = ", ".join(f"{x:.2f}" if x is not None else "never" for x in r["ready_s"])
        print(f"{r['case']:32s} {ready:>19s} {r['cpu_s'][0]:5.2f},{r['cpu_s'][1]:5.2f} "
              f"{r['peak_rss_mib'][0]:6.0f},{r['peak_rss_mib'][1]:5.0f}  {r['rc'][0]},{r['rc'][1]}  "
              f"{r['told']},{r['told_again']}   {'yes' if r['traceback'] else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
