"""Engine throughput: seeded random playouts per second for duel and 3/4/6/8-player DuePa, with
actions per game and peak memory; `--profile` prints the hot spots.  No assertions: figures only."""
from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.sim import simulate  # noqa: E402

CASES = [("duel", 2, 200), ("duepa", 3, 40), ("duepa", 4, 30), ("duepa", 6, 20), ("duepa", 8, 15)]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--formats", default="")
    args = ap.parse_args()
    cases = CASES
    if args.formats:
        cases = [(f, int(n), 20) for f, n in (s.split(":") for s in args.formats.split(","))]
    simulate("duel", 2, 3, 99)  # warm the card pool and imports
    print(f"{'format':8s} {'seats':>5s} {'games':>6s} {'act/game':>9s} {'games/s':>8s} {'actions/s':>10s} "
          f"{'µs/action/seat':>15s} {'peak MiB':>9s}")
    for fmt, n, games in cases:
        games = max(1, int(games * args.scale))
        tracemalloc.start()
        t0 = time.perf_counter()
        r = simulate(fmt, n, games, 7)
        peak = tracemalloc.get_traced_memory()[1] / 2 ** 20
        tracemalloc.stop()
        # second run without tracemalloc for honest speed
        r = simulate(fmt, n, games, 7)
        d = r.as_dict()
        per = 1e6 / d["actions_per_s"] / n
        print(f"{fmt:8s} {n:5d} {games:6d} {d['mean_actions']:9.0f} {d['games_per_s']:8.1f} "
              f"{d['actions_per_s']:10.0f} {per:15.1f} {peak:9.1f}   (unfinished {d['unfinished']})")
    print()
    print("search readiness: clone a mid-game state and play it out at random to the end")
    import engine
    from engine.sim import bundled_decks, play_random_game
    for fmt, n in (("duel", 2), ("duepa", 4)):
        d = bundled_decks(fmt)
        g = engine.new_game(fmt, [{"deck": d[i % len(d)]} for i in range(n)], seed=5)
        play_random_game(g, 1, 120 if fmt == "duel" else 400)
        t0 = time.perf_counter()
        for _ in range(3):
            g.clone()
        clone_ms = (time.perf_counter() - t0) / 3 * 1000
        t0 = time.perf_counter()
        k = 0
        while time.perf_counter() - t0 < 2.0:
            play_random_game(g.clone(), k, 20000)
            k += 1
        rate = k / (time.perf_counter() - t0)
        t0 = time.perf_counter()
        m = 0
        while time.perf_counter() - t0 < 1.0:
            play_random_game(g.clone(), m, 40)
            m += 1
        print(f"  {fmt} {n} seats: clone {clone_ms:.1f} ms; full playouts {rate:.0f}/s; "
              f"40-action playouts {m / (time.perf_counter() - t0):.0f}/s")
    if args.profile:
        pr = cProfile.Profile()
        pr.enable()
        simulate("duepa", 6, 10, 3)
        pr.disable()
        pstats.Stats(pr).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
