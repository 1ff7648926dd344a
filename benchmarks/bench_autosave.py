"""UI-thread cost of autosave per action (issue 17): what GameController.after_change pays for
Autosave.sync (one journal line written; fsync runs on a background thread; a snapshot segment every
SNAPSHOT_EVERY actions), beside the old way (the whole save rewritten atomically with fsync after every
action).  Random 4-seat DuePa games on the real disk (build/bench-autosave).  Figures only, no assertions.

    python benchmarks/bench_autosave.py [--games 6] [--actions 400]
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine.sim import random_players  # noqa: E402
from gui import autosave as A  # noqa: E402
from gui.saves import atomic_write  # noqa: E402


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(games: int, cap: int, folder: Path):
    journal, old, fsync_wait = [], [], []
    snapshots = 0
    for k in range(games):
        rng = random.Random(k)
        g = engine.new_game("duepa", random_players("duepa", 4, rng), seed=k, first_player=0)
        aut = A.Autosave(folder / "new", lock=False)
        aut.sync(g)
        for _ in range(cap):
            if g.outcome is not None:
                break
            p = g.decision.waiting_for()[0]
            g.perform(rng.choice(g.legal_actions(p)))
            seg = aut._seg
            t = time.perf_counter()
            aut.sync(g, {})
            journal.append(time.perf_counter() - t)
            snapshots += aut._seg != seg
            t = time.perf_counter()
            atomic_write(folder / "old" / "autosave.enza", g.to_json())
            old.append(time.perf_counter() - t)
        t = time.perf_counter()
        aut.close()            # waits for the background fsyncs
        fsync_wait.append(time.perf_counter() - t)
    return journal, old, snapshots, fsync_wait


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--actions", type=int, default=400)
    args = ap.parse_args()
    folder = ROOT / "build" / "bench-autosave"
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "old").mkdir(parents=True)
    journal, old, snaps, _ = run(args.games, args.actions, folder)
    ms = lambda x: f"{x * 1e3:7.3f}"  # noqa: E731
    print(f"{len(journal)} actions in {args.games} random 4-seat DuePa games; {snaps} snapshot segments "
          f"(every {A.SNAPSHOT_EVERY} actions)")
    print(f"{'UI thread per action (ms)':38s} {'median':>7s} {'p95':>7s} {'p99':>7s} {'max':>7s}")
    for name, xs in (("journal line (+ snapshot when due)", journal),
                     ("old: whole save, atomic + fsync", old)):
        print(f"{name:38s} {ms(statistics.median(xs))} {ms(pct(xs, .95))} {ms(pct(xs, .99))} {ms(max(xs))}")
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
