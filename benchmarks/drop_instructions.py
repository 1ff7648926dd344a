"""Instructions per drop, counted by valgrind's callgrind: load does not move them, so a change of a few
per cent is seen on a busy machine where the CPU-time medians of bench_table.py move by ±25 % run to run.

The span counted is bench_table.py --window's: the mouse release of a hand card dropped on the mana zone (the
session's answer, the auto-pass, the window drawing the snapshot) and the repaint of the window that follows.
Only that span is counted: instrumentation starts once the table is up, and collection is on only inside
`operator.call` (the span is called through it, and nothing else here calls it).  A run of 16 rounds takes
about a minute.

    .venv/bin/python benchmarks/drop_instructions.py [--seats 8] [--rounds 16]

Needs valgrind (apt-get install valgrind); prints "N drops, M instructions per drop"."""
from __future__ import annotations

import argparse
import operator
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def under_callgrind(args) -> None:
    out = Path(tempfile.mkdtemp()) / "callgrind.out"
    cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
           "--toggle-collect=_operator_call", f"--callgrind-out-file={out}",
           sys.executable, __file__, "--inside", "--seats", str(args.seats), "--rounds", str(args.rounds)]
    run = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    spans = next((int(line.split()[1]) for line in run.stderr.splitlines() if line.startswith("SPANS ")), 0)
    total = next((int(line.split()[1]) for line in out.read_text().splitlines()
                  if line.startswith(("summary:", "totals:"))), 0) if out.exists() else 0
    if not spans or not total:
        sys.exit(f"no drop counted:\n{run.stderr[-2000:]}")
    print(f"{args.seats} seats: {spans} drops, {total / spans / 1e6:.1f} M instructions per drop (callgrind)")


def inside(args) -> None:
    os.environ.setdefault("ENZA_DATA_DIR", tempfile.mkdtemp())
    sys.path.insert(0, str(ROOT))
    import gui  # noqa: F401  (PySide6 None-refcount workaround first)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_table import duepa_window
    app = QApplication.instance() or QApplication([])
    w = duepa_window(app, args.seats)
    v, vp = w.table, w.table.viewport()
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
    spans = 0
    for _ in range(args.rounds):
        if w.game.decision.kind != "charge":
            w.ctl.end_turn()
            app.processEvents()
            continue
        seat = v.tscene.seats[w.ctl.acting()]
        card = next(iter(seat.items["hand"].values()))
        a = v.mapFromScene(card.scene_center())
        b = v.mapFromScene(seat.mapToScene(seat.areas["mana"].rect.center()))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for k in range(1, 5):
            QTest.mouseMove(vp, a + (b - a) * (k / 4))

        def drop():
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
            vp.repaint()
        operator.call(drop)
        spans += 1
        moved = [it for s in v.tscene.seats.values() for it in s.card_items() if not it.settled()]
        while any(not it.settled() for it in moved):
            app.processEvents()
        w.ctl.end_turn()
        app.processEvents()
    print("SPANS", spans, file=sys.stderr)
    os._exit(0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seats", type=int, default=8)
    ap.add_argument("--rounds", type=int, default=16)
    ap.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    (inside if args.inside else under_callgrind)(args)


if __name__ == "__main__":
    main()
