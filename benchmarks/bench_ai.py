"""Computer players' strength, measured: level against level in every format, seeded, games spread over
two worker processes.  Figures only (nothing here is asserted by the test suite).

    python benchmarks/bench_ai.py --games 100 --json            # the strength table, one JSON line per row
    python benchmarks/bench_ai.py --only hard-normal --formats duel,magic --games 100 --json
    python benchmarks/bench_ai.py --think 200 --json            # Hard's think time at the table's budget
    python benchmarks/bench_ai.py --only hard-normal --log run.jsonl --json   # keep every game's result...
    python benchmarks/bench_ai.py --summary run.jsonl --json    # ...and print the rows reached so far

A row: format, players, level_a, level_b, games, wins_a (games won by level_a's seat, or its team),
fair_share_a (1/players for one seat, 1/2 for a team), ci95 (Wilson interval of the win rate), think_p95_s
(CPU seconds of level_a per decision that needed thought, 95th percentile), plus bar (the issue's target
for the row), meets_bar, playouts_per_s (Hard: playout games per CPU second), unfinished, cpu_s.
Level_a sits at seat i % players in game i (its team: team i % 2), so no seat is favoured.  Hard plays at a
fixed playout budget (--playouts, no clock), so a run is reproducible from its seed; CPU time is process
time, which holds under load better than wall time."""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import load_1min  # noqa: E402
import engine  # noqa: E402
from engine.ai import make_player  # noqa: E402
from engine.sim import default_cap, random_players  # noqa: E402

# (format, players, level_a, level_b, bar kind, bar value): the bars
ROWS = [
    ("duel", 2, "normal", "random", "rate", 0.90), ("digital", 2, "normal", "random", "rate", 0.90),
    ("divide", 2, "normal", "random", "rate", 0.90), ("magic", 2, "normal", "random", "rate", 0.90),
    ("duepa", 4, "normal", "random", "share", 2.0), ("ffa", 4, "normal", "random", "share", 2.0),
    ("tag", 4, "normal", "random", "rate", 0.90), ("2hg", 4, "normal", "random", "rate", 0.90),
    ("teams", 4, "normal", "random", "rate", 0.90),
    ("duel", 2, "easy", "random", "rate", 0.5), ("duel", 2, "normal", "easy", "rate", 0.5),
    ("duel", 2, "hard", "normal", "rate", 0.65), ("magic", 2, "hard", "normal", "rate", 0.65),
    ("divide", 2, "hard", "normal", "rate", 0.65),
    ("duepa", 4, "hard", "normal", "share", 1.5), ("ffa", 4, "hard", "normal", "share", 1.5),
    ("tag", 4, "hard", "normal", "rate", 0.65), ("2hg", 4, "hard", "normal", "rate", 0.65),
]


def is_team(fmt: str) -> bool:
    from engine.formats import get_format
    return bool(get_format(fmt).info.teams)


def play_one(task) -> dict:
    fmt, n, la, lb, i, seed, playouts = task
    start = time.process_time()
    rng = random.Random(seed * 1000003 + i)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    team = is_team(fmt)
    if team:
        side = i % 2
        mine = {p.index for p in g.players if p.team == side}
    else:
        mine = {i % n}
    bots = {p: make_player(la if p in mine else lb, seed + 7919 * i + p, playouts=playouts, seconds=1e9)
            for p in range(n)}
    think: list = []
    steps, cap = 0, default_cap(n)
    while g.outcome is None and steps < cap:
        p = g.decision.waiting_for()[0]
        t0 = time.process_time()
        a = bots[p].choose(g, p)
        dt = time.process_time() - t0
        if p in mine and len(g.legal_actions(p)) > 1:
            think.append(dt)
        g.perform(a)
        steps += 1
    won = g.outcome is not None and bool(mine & set(g.outcome.winners))
    stats = [b.stats for p, b in bots.items() if p in mine and hasattr(b, "stats")]
    return {"won": won, "unfinished": g.outcome is None, "think": think, "actions": steps,
            "playouts": sum(s["playouts"] for s in stats), "search_cpu": sum(s["cpu"] for s in stats),
            "cpu": time.process_time() - start}


def wilson(k: int, n: int, z: float = 1.96) -> list:
    if n == 0:
        return [0.0, 1.0]
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, c - h), 3), round(min(1.0, c + h), 3)]


def p95(xs: list) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(math.ceil(0.95 * len(xs))) - 1)], 4)


def row(fmt, n, la, lb, kind, bar, results, cpu) -> dict:
    games = len(results)
    wins = sum(r["won"] for r in results)
    fair = 0.5 if is_team(fmt) else 1 / n
    rate = wins / games if games else 0.0
    lo, hi = wilson(wins, games)
    think = [t for r in results for t in r["think"]]
    search = sum(r["search_cpu"] for r in results)
    out = {"format": fmt, "players": n, "level_a": la, "level_b": lb, "games": games, "wins_a": wins,
           "fair_share_a": round(fair, 3), "ci95": [lo, hi], "think_p95_s": p95(think),
           "rate_a": round(rate, 3), "share_ratio": round(rate / fair, 2),
           "bar": f"{'win rate' if kind == 'rate' else 'x fair share'} >= {bar}",
           "meets_bar": (rate >= bar) if kind == "rate" else (rate / fair >= bar),
           "unfinished": sum(r["unfinished"] for r in results), "cpu_s": round(cpu, 1),
           "load_avg": load_1min()}
    if search:
        out["playouts_per_s"] = round(sum(r["playouts"] for r in results) / search, 1)
    return out


def strength(rows, games: int, seed: int, playouts: int, procs: int, as_json: bool, log=None, first=0) -> None:
    """Games are dealt round-robin over the rows (game i of every row before game i + 1), so a run stopped
    early leaves every row with about as many games; `log` keeps each game's result as a JSON line, from
    which `--summary` prints the rows reached so far (a run resumed with `first` adds games first, first+1, ...)."""
    tasks = [(fmt, n, la, lb, i, seed, playouts) for i in range(first, first + games) for fmt, n, la, lb, _, _ in rows]
    per_row: dict = {}
    out_log = open(log, "a", encoding="utf-8") if log else None
    with multiprocessing.get_context("spawn").Pool(procs) as pool:
        for task, res in zip(tasks, pool.imap(play_one, tasks, chunksize=1)):
            key = task[:4]
            if out_log:
                out_log.write(json.dumps({"row": list(key), "game": task[4], "seed": seed, "playouts": playouts,
                                          **res}) + "\n")
                out_log.flush()
            per_row.setdefault(key, []).append(res)
            if len(per_row[key]) == games:
                report(next(r for r in rows if r[:4] == key), per_row.pop(key), as_json)


def report(spec, results, as_json: bool) -> None:
    out = row(*spec, results, sum(r["cpu"] for r in results))
    if as_json:
        print(json.dumps(out), flush=True)
    else:
        print(f"{out['format']:8} {out['level_a']:>6} vs {out['level_b']:<6} {out['wins_a']:4}/"
              f"{out['games']:<4} ci95 {out['ci95']} x{out['share_ratio']} ({out['bar']}: "
              f"{'yes' if out['meets_bar'] else 'NO'}) think p95 {out['think_p95_s']} s", flush=True)


def summary(log: str, as_json: bool) -> None:
    """The rows of a (possibly unfinished) run from its per-game log."""
    per_row: dict = {}
    with open(log, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            per_row.setdefault(tuple(r["row"]), []).append(r)
    for spec in ROWS:
        if spec[:4] in per_row:
            report(spec, per_row[spec[:4]], as_json)


def think_one(task) -> dict:
    """Hard (at the table's budget) against Normal in one format until `want` decisions needing thought."""
    fmt, n, want, seed = task
    from engine.ai.levels import TABLE_BUDGET
    times, searched = [], []
    i = 0
    while len(times) < want and i < 20:
        rng = random.Random(seed * 7 + i)
        g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
        # the CPU budget is what is measured: under load the wall-clock cap would cut searches short
        budget = {k: v for k, v in TABLE_BUDGET["hard"].items() if k != "wall"}
        hard = make_player("hard", seed + i, **budget)
        bots = {p: hard if p == i % n else make_player("normal", seed + i + p) for p in range(n)}
        steps = 0
        while g.outcome is None and steps < default_cap(n) and len(times) < want:
            p = g.decision.waiting_for()[0]
            before = hard.stats["decisions"]
            t0 = time.process_time()
            a = bots[p].choose(g, p)
            dt = time.process_time() - t0
            if bots[p] is hard and len(g.legal_actions(p)) > 1:
                times.append(dt)
                if hard.stats["decisions"] > before:
                    searched.append(dt)
            g.perform(a)
            steps += 1
        i += 1
    return {"format": fmt, "times": times, "searched": searched}


def measure_think(decisions: int, seed: int, procs: int, as_json: bool) -> None:
    fmts = [("duel", 2), ("digital", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 4),
            ("2hg", 4), ("teams", 4)]
    want = math.ceil(decisions / len(fmts))
    with multiprocessing.get_context("spawn").Pool(procs) as pool:
        res = pool.map(think_one, [(f, n, want, seed) for f, n in fmts], chunksize=1)
    times = [t for r in res for t in r["times"]][:decisions]
    searched = [t for r in res for t in r["searched"]]
    out = {"level": "hard", "decisions": len(times), "think_p95_s": p95(times),
           "think_max_s": round(max(times), 4) if times else 0, "searched_decisions": len(searched),
           "searched_p95_s": p95(searched), "bar": "p95 <= 1.0 s", "meets_bar": p95(times) <= 1.0,
           "per_format_p95_s": {r["format"]: p95(r["times"]) for r in res}, "load_avg": load_1min()}
    print(json.dumps(out) if as_json else out, flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--playouts", type=int, default=40, help="Hard's playouts per decision (fixed budget)")
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--only", help="rows level_a-level_b, e.g. hard-normal")
    ap.add_argument("--formats", help="comma-separated formats")
    ap.add_argument("--think", type=int, default=0, help="measure Hard's think time over this many decisions")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--log", help="append each game's result to this file (JSON lines)")
    ap.add_argument("--summary", help="print the rows of a --log file (a run still going, or stopped)")
    ap.add_argument("--first", type=int, default=0, help="index of the first game (to resume a stopped run)")
    a = ap.parse_args(argv)
    if a.summary:
        summary(a.summary, a.json)
        return 0
    if a.think:
        measure_think(a.think, a.seed, a.procs, a.json)
        return 0
    rows = [r for r in ROWS if (not a.only or f"{r[2]}-{r[3]}" == a.only) and
            (not a.formats or r[0] in a.formats.split(","))]
    strength(rows, a.games, a.seed, a.playouts, a.procs, a.json, a.log, a.first)
    return 0


if __name__ == "__main__":
    sys.exit(main())
