"""Soak tier of the generic conformance test: `make soak`.

The same checked random games as tests/engine/test_conformance_generic.py (engine/conformance.py:
every registered format at its minimum, 4 and maximum seats and key options; invariants after every
action, views every 10, clone == replay == save at sampled points), over many more games.  Games per
configuration: ceil(GAMES / seats**2), since a game costs about the square of its seats; the default
(GAMES=2500) is sized to about 45 minutes on 2 quiet cores (--jobs 2).  Breaks are counted, not raised,
and the first one of each configuration is printed with its seed, so that it can be replayed.

Prints, per configuration: games, unfinished (hit the action cap of 3000 per seat), invariant breaks,
mean actions per game and CPU seconds.  Figures go in closing notes, never into test assertions."""
from __future__ import annotations

import argparse
import math
import signal
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.conformance import Row, configurations, run_config  # noqa: E402


def _chunk(args):
    cfg, games, seed, view_every = args
    return cfg.name, run_config(cfg, games, seed, view_every=view_every, keep_going=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2500, help="games of a 1-seat unit (divided by seats**2)")
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--view-every", type=int, default=10)
    ap.add_argument("--only", default="", help="comma-separated configuration names (default: all)")
    args = ap.parse_args()
    configs = [c for c in configurations() if not args.only or c.name in args.only.split(",")]
    tasks = []
    for k, cfg in enumerate(configs):
        games = math.ceil(args.games / cfg.players ** 2)
        per = max(1, math.ceil(games / 8))   # chunks keep both workers busy to the end
        for j, start in enumerate(range(0, games, per)):
            # distinct seeds per chunk; the break message names the game's seed
            tasks.append((j, cfg, min(per, games - start), args.seed + 1000 * k + j, args.view_every))
    # round by round over the configurations (a soak stopped early has played some of each), the
    # longest chunks of a round first
    tasks = [t[1:] for t in sorted(tasks, key=lambda t: (t[0], -t[2] * t[1].players ** 2))]
    rows = {c.name: Row(c.name) for c in configs}
    t0 = time.perf_counter()
    print(f"soak: {len(configs)} configurations, {sum(t[1] for t in tasks)} games, {args.jobs} jobs", flush=True)
    # SIGTERM (or Ctrl-C) stops the soak early and still prints the table of the games played so far
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    pool = ProcessPoolExecutor(args.jobs, initializer=signal.signal, initargs=(signal.SIGTERM, signal.SIG_DFL))
    stopped = False
    try:
        futures = [pool.submit(_chunk, t) for t in tasks]
        for done, f in enumerate(as_completed(futures), 1):
            name, r = f.result()
            row = rows[name]
            row.games += r.games
            row.unfinished += r.unfinished
            row.breaks += r.breaks
            row.actions += r.actions
            row.cpu += r.cpu
            row.first_break = row.first_break or r.first_break
            print(f"[{time.perf_counter() - t0:6.0f} s] {done}/{len(tasks)} {name}: {r.games} games, "
                  f"{r.unfinished} unfinished, {r.breaks} breaks, {r.cpu:.0f} CPU s", flush=True)
    except KeyboardInterrupt:
        stopped = True
        print("stopped early: the table holds the games finished so far", flush=True)
    finally:
        workers = list((getattr(pool, "_processes", None) or {}).values())
        if stopped:
            for proc in workers:
                proc.terminate()
        pool.shutdown(wait=not stopped, cancel_futures=True)
    wall = time.perf_counter() - t0
    print(f"\n{'configuration':20s} {'games':>6s} {'unfinished':>10s} {'breaks':>6s} {'act/game':>8s} {'CPU s':>7s}")
    for c in configs:
        r = rows[c.name]
        print(f"{r.config:20s} {r.games:6d} {r.unfinished:10d} {r.breaks:6d} {r.actions / max(r.games, 1):8.0f} "
              f"{r.cpu:7.0f}")
    total = Row("total")
    for r in rows.values():
        total.games += r.games
        total.unfinished += r.unfinished
        total.breaks += r.breaks
        total.cpu += r.cpu
    print(f"{'total':20s} {total.games:6d} {total.unfinished:10d} {total.breaks:6d} {'':8s} {total.cpu:7.0f}")
    print(f"wall {wall:.0f} s with {args.jobs} jobs{' (stopped early)' if stopped else ''}")
    for r in rows.values():
        if r.first_break:
            print(f"first break in {r.config}: {r.first_break}")
    return 1 if total.breaks else 0


if __name__ == "__main__":
    sys.exit(main())
