"""Engine cost per format and player count: seeded random playouts (the default playout policy of
`enza sim`), each configuration in a subprocess of its own so that its peak RSS is its own.

Columns: CPU µs per action (time.process_time, one core, whole actions, no division by seats), the
ratio to 2-player duel measured in the same run, games per CPU-second, actions per game, unfinished
games (hit the cap of 3000 actions per seat), the RSS after loading the engine and card pools, and the
peak RSS of the run (resource.getrusage ru_maxrss).  `--profile [CONFIG]` prints the hot spots of one
configuration (default duel-2p): by own time, by time with callees, and calls per action.
`--instructions CONFIGS` counts instructions per action with callgrind instead (deterministic: the figure to
compare two trees by on a loaded machine).  No assertions: figures only (`make bench`)."""
from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.machine import peak_rss_mib  # noqa: E402

# 2-seat games are cheap and short: more of them; seat**2 is about how a game's cost grows.
UNIT_GAMES = 240
MIN_GAMES = 3


def _rss_mib() -> float:
    return peak_rss_mib() or 0.0       # 0 where the system does not say (Windows)


def run_one(name: str, games: int, seed: int, warm_only: bool = False) -> dict:
    import functools
    from engine.conformance import configurations
    from engine.sim import simulate
    cfg = next(c for c in configurations() if c.name == name)
    simulate(cfg.format, cfg.players, 1, 98, options=cfg.options or None)   # imports, card pools
    if warm_only:
        return {"name": name, "actions": 0}
    base = _rss_mib()
    t0 = time.process_time()
    # (run through functools.reduce so that callgrind can count these games alone: --toggle-collect, --one-run)
    r = functools.reduce(lambda _, __: simulate(cfg.format, cfg.players, games, seed, None,
                                                options=cfg.options or None), [0], None)
    cpu = time.process_time() - t0
    return {"name": name, "games": r.games, "actions": r.actions, "unfinished": r.unfinished, "cpu": cpu,
            "rss_base": base, "rss_peak": _rss_mib()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", nargs="?", const="duel-2p", default="",
                    help="also profile one configuration's playouts (default duel-2p)")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the number of games")
    ap.add_argument("--only", default="", help="comma-separated configurations (default: the defaults of "
                                               "every format at min / 4 / max seats)")
    ap.add_argument("--all", action="store_true", help="also the option variants (range, attack left …)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--instructions", default="", metavar="CONFIGS",
                    help="callgrind instructions per action of these comma-separated configurations (needs "
                         "valgrind; deterministic, unlike CPU time on a shared machine) and of a mid-game clone "
                         "(config 'clone')")
    ap.add_argument("--one-run", action="store_true",
                    help="with --instructions: one callgrind run counting only the measured games (about half "
                         "the time of the default, which subtracts a warm-up run)")
    ap.add_argument("--games", type=int, default=0,
                    help="with --instructions: games to play (default 40 / seats², at least 2; 'clone': clones); "
                         "fewer games give a quicker, slightly different per-action figure")
    ap.add_argument("--warm-only", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--one", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        if args.one == "clone":
            clone_run(args.games)
        else:
            print(json.dumps(run_one(args.one, args.games, args.seed, args.warm_only)))
        return 0
    if args.instructions:
        for name in args.instructions.split(","):
            print(instructions(name, args.games or None, args.seed, args.one_run), flush=True)
        return 0

    from engine.conformance import configurations
    configs = configurations()
    if args.only:
        configs = [c for c in configs if c.name in args.only.split(",")]
    elif not args.all:
        configs = [c for c in configs if not c.options]
    names = [c.name for c in configs]
    if "duel-2p" in names:
        names.remove("duel-2p")
    names.insert(0, "duel-2p")   # the reference of the ratio column, measured first
    players = {c.name: c.players for c in configurations()}
    print(f"{'configuration':20s} {'games':>5s} {'act/game':>8s} {'CPU µs/act':>10s} {'× duel':>6s} "
          f"{'games/CPU-s':>11s} {'unfinished':>10s} {'RSS base':>8s} {'RSS peak':>8s}")
    duel_us = None
    for name in names:
        games = max(MIN_GAMES, math.ceil(UNIT_GAMES * args.scale / players[name] ** 2))
        out = subprocess.run([sys.executable, __file__, "--one", name, "--games", str(games),
                              "--seed", str(args.seed)], capture_output=True, text=True, cwd=ROOT)
        if out.returncode:
            print(f"{name}: failed\n{out.stderr[-2000:]}")
            continue
        d = json.loads(out.stdout.strip().splitlines()[-1])
        us = d["cpu"] / max(d["actions"], 1) * 1e6
        if name == "duel-2p":
            duel_us = us
        print(f"{name:20s} {d['games']:5d} {d['actions'] / d['games']:8.0f} {us:10.1f} "
              f"{us / duel_us if duel_us else float('nan'):6.2f} {d['games'] / max(d['cpu'], 1e-9):11.2f} "
              f"{d['unfinished']:10d} {d['rss_base']:6.0f}Mi {d['rss_peak']:6.0f}Mi", flush=True)
    print()
    print("search readiness (CPU time): clone a mid-game state, play it out at random to the end")
    import engine
    from engine.sim import bundled_decks, play_random_game
    for fmt, n in (("duel", 2), ("duepa", 4)):
        d = bundled_decks(fmt)
        g = engine.new_game(fmt, [{"deck": d[i % len(d)]} for i in range(n)], seed=5)
        play_random_game(g, 1, 120 if fmt == "duel" else 400)
        t0 = time.process_time()
        for _ in range(20):
            g.clone()
        clone_ms = (time.process_time() - t0) / 20 * 1000
        t0 = time.process_time()
        k = 0
        while time.process_time() - t0 < 2.0:
            play_random_game(g.clone(), k, None)
            k += 1
        print(f"  {fmt} {n} seats: clone {clone_ms:.2f} ms CPU; {k / (time.process_time() - t0):.1f} "
              f"playouts to the end per CPU-second")
    if args.profile:
        profile(args.profile)
    return 0


def clone_run(n: int) -> None:
    """A mid-game duel (as the search-readiness figure) cloned n times."""
    import engine
    from engine.sim import bundled_decks, play_random_game
    d = bundled_decks("duel")
    g = engine.new_game("duel", [{"deck": d[i % len(d)]} for i in range(2)], seed=5)
    play_random_game(g, 1, 120)
    import functools
    functools.reduce(lambda _, __: g.clone(), range(n), None)
    print(json.dumps({"name": "clone", "actions": n}))


def instructions(name: str, games: int | None, seed: int, one_run: bool = False) -> str:
    """Instructions per action counted by callgrind: a run of `games` playouts less a run that only warms up
    (imports, card pools), divided by the actions played; for 'clone', per clone of a mid-game duel.
    `one_run`: one callgrind run that counts only inside the measured games (functools.reduce), half the time."""
    if games is None:
        games = 200 if name == "clone" else max(2, math.ceil(40 / players_of(name) ** 2))
    unit = "clone" if name == "clone" else "action"
    if one_run:
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              "--toggle-collect=functools_reduce", sys.executable, __file__, "--one", name,
                              "--games", str(games), "--seed", str(seed)], capture_output=True, text=True, cwd=ROOT)
        if out.returncode:
            return f"{name}: failed\n{out.stderr[-2000:]}"
        total = int(next(ln for ln in out.stderr.splitlines() if "Collected" in ln).split()[-1])
        acts = json.loads(out.stdout.strip().splitlines()[-1])["actions"]
        return f"{name:20s} {total / max(acts, 1):12,.0f} instructions per {unit} ({acts} {unit}s, one run)"
    counts = []
    for n, extra in ((games, []), (0 if name == "clone" else 1, [] if name == "clone" else ["--warm-only"])):
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                              __file__, "--one", name, "--games", str(n), "--seed", str(seed)] + extra,
                             capture_output=True, text=True, cwd=ROOT)
        if out.returncode:
            return f"{name}: failed\n{out.stderr[-2000:]}"
        total = int(next(ln for ln in out.stderr.splitlines() if "Collected" in ln).split()[-1])
        counts.append((total, json.loads(out.stdout.strip().splitlines()[-1])["actions"]))
    (run, acts), (warm, _) = counts
    return f"{name:20s} {(run - warm) / max(acts, 1):12,.0f} instructions per {unit} ({acts} {unit}s)"


def players_of(name: str) -> int:
    from engine.conformance import configurations
    return next(c.players for c in configurations() if c.name == name)


def profile(name: str, top: int = 15) -> None:
    """The hot spots of one configuration's playouts: by own time, by time with callees, and the calls per
    action of the most called functions (what a structural change has to cut)."""
    import cProfile
    import pstats

    from engine.conformance import configurations
    from engine.sim import simulate
    cfg = next(c for c in configurations() if c.name == name)
    simulate(cfg.format, cfg.players, 1, 98, options=cfg.options or None)
    pr = cProfile.Profile()
    pr.enable()
    r = simulate(cfg.format, cfg.players, max(MIN_GAMES, math.ceil(UNIT_GAMES / cfg.players ** 2)), 3, None,
                 options=cfg.options or None)
    pr.disable()
    st = pstats.Stats(pr)
    print(f"\nprofile of {name}: {r.actions} actions")
    st.sort_stats("tottime").print_stats(top)
    st.sort_stats("cumtime").print_stats(top)
    calls = sorted(((v[1], k) for k, v in st.stats.items()), reverse=True)[:top]
    print("calls per action")
    for n, (path, line, fn) in calls:
        print(f"  {n / max(r.actions, 1):7.2f}  {Path(path).name}:{line}({fn})")


if __name__ == "__main__":
    sys.exit(main())
