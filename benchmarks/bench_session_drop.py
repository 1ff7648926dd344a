"""The session's half of a drop, without Qt (S1c item 4): a hand card dropped on its owner's mana zone
(`Session.gesture`), then `run()` (the auto-passes due, the snapshots of every screen), duepa at 4 and 8 seats,
30 fresh games each.  CPU time (process_time); prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_session_drop.py
"""
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import engine
from engine.sim import bundled_decks
from gui.session import Session, TableOptions
d = bundled_decks("duepa")
for n in (4, 8):
    cpu = []
    for seed in range(1, 31):
        g = engine.new_game("duepa", [{"name": f"P{i+1}", "deck": d[i % len(d)], "seat": i, "kind": "human"} for i in range(n)],
                            seed=seed, first_player=0)
        s = Session(g, options=TableOptions(privacy=False, pace_ms=0))
        s.run()
        p = s.asking.seat
        snap = s.snapshot()
        tok = snap.view.zones[f"p{p}.hand"].cards[0].token
        c0 = time.process_time()
        r = s.gesture(p, tok, f"p{p}.mana")
        s.run()
        c1 = time.process_time()
        if r.ok:
            cpu.append((c1 - c0) * 1000)
    print(f"{n} seats: session drop (gesture + run + snapshots) CPU median {statistics.median(cpu):.2f} ms, max {max(cpu):.2f} ms ({len(cpu)} drops)")
