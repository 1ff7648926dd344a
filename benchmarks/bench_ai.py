"""Computer players' strength, measured: level against level in every format, seeded, games spread over
two worker processes.  Figures only (nothing here is asserted by the test suite).

    python benchmarks/bench_ai.py --games 100 --json            # the strength table, one JSON line per row
    python benchmarks/bench_ai.py --only hard-normal --formats duel,magic --games 100 --json
    python benchmarks/bench_ai.py --think 200 --json            # Hard's think time per format, table's budget
    python benchmarks/bench_ai.py --only hard-normal --log run.jsonl --json   # keep every game's result
                                  # (the same command again resumes: games already in the log are not replayed)
    python benchmarks/bench_ai.py --summary run.jsonl --json    # the rows reached so far

A row: format, players, level_a, level_b, games, wins_a (games won by level_a's seat, or its team),
fair_share_a (1/sides: 1/players for one seat, 1/teams for a team), ci95 (Wilson interval of the win rate), think_p95_s
(CPU seconds of level_a per decision that needed thought, 95th percentile), plus bar (the issue's target
for the row), meets_bar, playouts_per_s (Hard: playout games per CPU second), unfinished, cpu_s.
Level_a sits at seat i % players in game i (its team: team i % teams), so no seat is favoured.  Hard plays at a
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
from engine.ai.levels import TABLE_BUDGET  # noqa: E402
from engine.sim import default_cap, random_players  # noqa: E402

# The twelve formats at the seat count each row plays (a format's recommended table where it has one)
# (alternating at 4: two teams seated alternately; at its recommended 6 it is three teams of two, a free-for-all
# of teams; emperor is two teams of three)
FORMATS = [("duel", 2), ("duepa", 4), ("digital", 2), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 4),
           ("teams", 4), ("2hg", 4), ("emperor", 6), ("alternating", 4), ("melee", 8)]


def sides(fmt: str, n: int) -> int:
    """How many sides an n-seat game of fmt has: its teams, or its players."""
    from engine.sim import team_sizes
    sizes = team_sizes(fmt, n)
    return len(sizes) if sizes else n


def _bar(fmt: str, n: int, strong: float, weak: float) -> tuple:
    """A row of two sides (two seats, two teams) has a win rate for its bar; a row of more sides a multiple
    of the fair share."""
    return ("rate", strong) if sides(fmt, n) == 2 else ("share", weak)


def is_team(fmt: str) -> bool:
    from engine.formats import get_format
    return bool(get_format(fmt).info.teams)


# (format, players, level_a, level_b, bar kind, bar value): the bars, Normal against random and Hard
# against Normal in every format, and Easy's two plausibility rows
ROWS = [(f, n, "normal", "random", *_bar(f, n, 0.90, 2.0)) for f, n in FORMATS] + \
    [("duel", 2, "easy", "random", "rate", 0.5), ("duel", 2, "normal", "easy", "rate", 0.5)] + \
    [(f, n, "hard", "normal", *_bar(f, n, 0.65, 1.5)) for f, n in FORMATS]


def play_one(task) -> dict:
    fmt, n, la, lb, i, seed, playouts = task
    start = time.process_time()
    rng = random.Random(seed * 1000003 + i)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    team = is_team(fmt)
    if team:
        side = sorted({p.team for p in g.players})[i % sides(fmt, n)]
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
    fair = 1 / sides(fmt, n)
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


def logged(log, seed: int, playouts: int) -> dict:
    """The games a --log file already holds for this seed and budget: {(row, game): result}."""
    done: dict = {}
    if not log or not Path(log).exists():
        return done
    with open(log, encoding="utf-8") as f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:      # a line cut short when a run was stopped mid-write
                continue
            # "budget" is the run's playouts per decision ("playouts" is what Hard spent in the game; logs
            # written before the budget had its own key are taken by their seed alone)
            if r.get("seed") == seed and r.get("budget", playouts) == playouts:
                done[(tuple(r["row"]), r["game"])] = r
    return done


def strength(rows, games: int, seed: int, playouts: int, procs: int, as_json: bool, log=None, first=0) -> None:
    """Games are dealt round-robin over the rows (game i of every row before game i + 1), so a run stopped
    early leaves every row with about as many games.  `log` keeps each game's result as a JSON line; run the
    same command again and the games it already holds are not played again (a stopped run resumes where it
    stopped); `--summary` prints the rows reached so far."""
    done = logged(log, seed, playouts)
    per_row: dict = {}
    tasks = []
    for i in range(first, first + games):
        for fmt, n, la, lb, _, _ in rows:
            key = (fmt, n, la, lb)
            if (key, i) in done:
                per_row.setdefault(key, []).append(done[(key, i)])
            else:
                tasks.append((fmt, n, la, lb, i, seed, playouts))
    for spec in rows:
        if len(per_row.get(spec[:4], ())) == games:
            report(spec, per_row.pop(spec[:4]), as_json)
    out_log = open(log, "a", encoding="utf-8") if log else None
    with multiprocessing.get_context("spawn").Pool(procs) as pool:
        for task, res in zip(tasks, pool.imap(play_one, tasks, chunksize=1)):
            key = task[:4]
            if out_log:
                out_log.write(json.dumps({"row": list(key), "game": task[4], "seed": seed, **res,
                                          "budget": playouts}) + "\n")
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
    """The rows of a (possibly unfinished) run from its per-game log (a game logged twice counts once)."""
    per_row: dict = {}
    for (key, _), r in sorted(logged_all(log).items(), key=lambda kv: kv[0][1]):
        per_row.setdefault(key, []).append(r)
    for spec in ROWS:
        if spec[:4] in per_row:
            report(spec, per_row[spec[:4]], as_json)


def logged_all(log) -> dict:
    """Every game of a --log file, whatever its seed and budget: {(row, game): result}."""
    done: dict = {}
    with open(log, encoding="utf-8") as f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:
                continue
            done[(tuple(r["row"]), r["game"])] = r
    return done


def think_one(task) -> dict:
    """Hard at the table's playout budget, without its clock (what the strength rows play), against Normal in
    one format until `want` decisions that needed thought (more than one answer): their CPU seconds."""
    fmt, n, want, seed, playouts = task
    times, searched = [], []
    i = 0
    while len(times) < want and i < 20:
        rng = random.Random(seed * 7 + i)
        g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
        hard = make_player("hard", seed + i, playouts=playouts, seconds=1e9)
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
    return {"format": fmt, "players": n, "times": times, "searched": searched}


def measure_think(decisions: int, seed: int, procs: int, as_json: bool, formats=None, playouts=None) -> None:
    """Hard's think time per format (one JSON line each) and over all: p95 of the CPU seconds of decisions
    that needed thought, at the table's playout budget without a clock.  `over_table_cap` is the share of
    those decisions that took longer than the table's CPU cap (levels.TABLE_BUDGET): only there does the
    table's Hard stop its search before the budget and play otherwise than the strength rows measure."""
    fmts = [(f, n) for f, n in FORMATS if not formats or f in formats]
    playouts = playouts or TABLE_BUDGET["hard"]["playouts"]
    cap = TABLE_BUDGET["hard"]["seconds"]
    with multiprocessing.get_context("spawn").Pool(procs) as pool:
        res = pool.map(think_one, [(f, n, decisions, seed, playouts) for f, n in fmts], chunksize=1)
    for r in res:
        t = r["times"]
        out = {"level": "hard", "format": r["format"], "players": r["players"], "playouts": playouts,
               "decisions": len(t), "think_p95_s": p95(t), "think_max_s": round(max(t), 4) if t else 0,
               "searched_decisions": len(r["searched"]), "searched_p95_s": p95(r["searched"]),
               "over_table_cap": round(sum(x > cap for x in t) / max(1, len(t)), 3),
               "bar": "p95 <= 1.0 s", "meets_bar": p95(t) <= 1.0, "load_avg": load_1min()}
        print(json.dumps(out) if as_json else out, flush=True)
    allt = [t for r in res for t in r["times"]]
    out = {"level": "hard", "format": "all", "decisions": len(allt), "think_p95_s": p95(allt),
           "worst_format_p95_s": max((p95(r["times"]) for r in res), default=0.0),
           "meets_bar": all(p95(r["times"]) <= 1.0 for r in res)}
    print(json.dumps(out) if as_json else out, flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--playouts", type=int, default=TABLE_BUDGET["hard"]["playouts"],
                    help="Hard's playouts per decision (a fixed budget, no clock; default: the table's)")
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--only", help="rows level_a-level_b, e.g. hard-normal")
    ap.add_argument("--formats", help="comma-separated formats")
    ap.add_argument("--think", type=int, default=0, help="measure Hard's think time over this many decisions "
                                                             "per format")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--log", help="append each game's result to this file (JSON lines)")
    ap.add_argument("--summary", help="print the rows of a --log file (a run still going, or stopped)")
    ap.add_argument("--first", type=int, default=0, help="index of the first game (games first, first+1, ...)")
    a = ap.parse_args(argv)
    if a.summary:
        summary(a.summary, a.json)
        return 0
    if a.think:
        measure_think(a.think, a.seed, a.procs, a.json, a.formats and a.formats.split(","), a.playouts)
        return 0
    rows = [r for r in ROWS if (not a.only or f"{r[2]}-{r[3]}" == a.only) and
            (not a.formats or r[0] in a.formats.split(","))]
    strength(rows, a.games, a.seed, a.playouts, a.procs, a.json, a.log, a.first)
    return 0


if __name__ == "__main__":
    sys.exit(main())
