"""Soak tier of the random-playout conformance: `make soak` (10,000 games per format by default).

Prints, per format and player count: games, unfinished (action cap), draws, mean actions per game,
games/s, actions/s and invariant failures.  Figures go in closing notes, never into test assertions."""
from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.invariants import Checker  # noqa: E402
from engine.sim import random_players, simulate  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=20261122)
    ap.add_argument("--formats", default="duel:2,duepa:3-6")
    ap.add_argument("--view-every", type=int, default=50)
    args = ap.parse_args()
    failures = 0
    for spec in args.formats.split(","):
        fmt, _, sizes = spec.partition(":")
        lo, _, hi = sizes.partition("-")
        sizes = list(range(int(lo), int(hi or lo) + 1))

        def make(i, rng, fmt=fmt, sizes=sizes):
            return engine.new_game(fmt, random_players(fmt, sizes[i % len(sizes)], rng), seed=rng.randrange(1 << 62))

        checker = Checker(view_every=args.view_every, save_every=5000)
        t0 = time.perf_counter()
        try:
            r = simulate(fmt, 0, args.games, args.seed, 6000, check=checker, factory=make)
        except Exception:
            failures += 1
            traceback.print_exc()
            continue
        d = r.as_dict()
        print(f"{fmt} {sizes}: {d['games']} games, unfinished {d['unfinished']}, draws {d['draws']}, "
              f"nobody won {d['nobody_won']}, mean actions {d['mean_actions']:.0f}, "
              f"{d['games_per_s']:.1f} games/s, {d['actions_per_s']:.0f} actions/s (with invariant checks), "
              f"{time.perf_counter() - t0:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
