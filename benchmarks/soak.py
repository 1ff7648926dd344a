"""Soak tier of the generic conformance test: `make soak`.

The same checked random games as tests/engine/test_conformance_generic.py (engine/conformance.py:
every registered format at its minimum, 4 and maximum seats and key options; invariants after every
action, views every 10, clone == replay == save at sampled points), over many more games.  Games per
configuration: ceil(GAMES / seats**2), since a game costs about the square of its seats; the default
(GAMES=2500) is sized to about 45 minutes on 2 quiet cores (--jobs 2).  `--formats emperor,melee` soaks
only those formats (`make soak SOAK_FORMATS=…`), and `--per-format N` plays N games of each, shared
evenly by its configurations (`SOAK_GAMES=N`).  Breaks are counted, not raised, and the first one of
each configuration is printed with its seed, so that it can be replayed.

Resumable: every finished chunk of games is appended to a journal (build/soak/<run>.jsonl, one file per
set of parameters, with the commit it ran on); a soak stopped (SIGTERM, Ctrl-C, a reboot) and started
again with the same parameters plays only the chunks the journal lacks, and the table counts them all.
`--fresh` forgets the journal.

Prints, per configuration: games, unfinished (hit the action cap of 3000 per seat), invariant breaks,
mean actions per game and CPU seconds.  Figures go in closing notes, never into test assertions."""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.conformance import Row, configurations, run_config  # noqa: E402

CHUNK = 10      # games per task at most: a stopped soak loses at most this many games of work per job


def _chunk(args):
    key, cfg, games, seed, view_every = args
    return key, cfg.name, run_config(cfg, games, seed, view_every=view_every, keep_going=True)


def plan(configs, args) -> list[tuple]:
    """(chunk key, configuration, games, seed, view_every) of every chunk, round by round over the
    configurations (a soak stopped early has played some of each), the longest chunks of a round first."""
    per_format: dict = {}
    for c in configs:
        per_format.setdefault(c.format, []).append(c)
    tasks = []
    for k, cfg in enumerate(configs):
        if args.per_format:
            siblings = per_format[cfg.format]
            i = siblings.index(cfg)
            games = args.per_format // len(siblings) + (i < args.per_format % len(siblings))
        else:
            games = math.ceil(args.games / cfg.players ** 2)
        per = max(1, min(CHUNK, math.ceil(games / 8)))
        for j, start in enumerate(range(0, games, per)):
            # distinct seeds per chunk; the break message names the game's seed
            seed = args.seed + 1000 * k + j
            tasks.append((j, (f"{cfg.name}/{seed}", cfg, min(per, games - start), seed, args.view_every)))
    return [t for _, t in sorted(tasks, key=lambda t: (t[0], -t[1][2] * t[1][1].players ** 2))]


def journal_path(tasks, args) -> Path:
    ident = json.dumps([(key, games) for key, _, games, _, _ in tasks] + [args.view_every])
    digest = hashlib.blake2b(ident.encode(), digest_size=6).hexdigest()
    return Path(args.journal_dir) / f"soak-{args.seed}-{digest}.jsonl"


def read_journal(path: Path) -> dict:
    """Chunk key -> its recorded row; a line cut short by a stop is ignored (that chunk is played again)."""
    done = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return done
    for line in lines:
        try:
            rec = json.loads(line)
            done[rec["key"]] = rec
        except (ValueError, KeyError, TypeError):
            continue
    return done


def commit() -> str:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, timeout=10).stdout.strip() or "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def add(row: Row, r) -> None:
    row.games += r["games"] if isinstance(r, dict) else r.games
    for f in ("unfinished", "breaks", "actions", "cpu"):
        setattr(row, f, getattr(row, f) + (r[f] if isinstance(r, dict) else getattr(r, f)))
    row.first_break = row.first_break or (r["first_break"] if isinstance(r, dict) else r.first_break)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2500, help="games of a 1-seat unit (divided by seats**2)")
    ap.add_argument("--per-format", type=int, default=0, help="games of each format instead (split evenly "
                                                                "over its configurations)")
    ap.add_argument("--formats", default="", help="comma-separated format names (default: all)")
    ap.add_argument("--seed", type=int, default=20261123)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--view-every", type=int, default=10)
    ap.add_argument("--only", default="", help="comma-separated configuration names (default: all)")
    ap.add_argument("--journal-dir", default=str(ROOT / "build" / "soak"))
    ap.add_argument("--fresh", action="store_true", help="forget the journal of these parameters")
    args = ap.parse_args()
    formats = [f for f in args.formats.split(",") if f]
    configs = [c for c in configurations() if (not args.only or c.name in args.only.split(","))
               and (not formats or c.format in formats)]
    unknown = set(formats) - {c.format for c in configurations()}
    if unknown or not configs:
        print(f"soak: no such format {', '.join(sorted(unknown))}" if unknown else "soak: nothing to play",
              file=sys.stderr)
        return 2
    tasks = plan(configs, args)
    journal = journal_path(tasks, args)
    journal.parent.mkdir(parents=True, exist_ok=True)
    if args.fresh:
        journal.unlink(missing_ok=True)
    done = read_journal(journal)
    rows = {c.name: Row(c.name) for c in configs}
    for rec in done.values():
        if rec["config"] in rows:
            add(rows[rec["config"]], rec)
    todo = [t for t in tasks if t[0] not in done]
    at = commit()
    t0 = time.perf_counter()
    print(f"soak: {len(configs)} configurations, {sum(t[2] for t in tasks)} games in {len(tasks)} chunks, "
          f"{args.jobs} jobs; journal {journal}: {len(tasks) - len(todo)} chunks done, {len(todo)} to play "
          f"(commit {at})", flush=True)
    # SIGTERM (or Ctrl-C) stops the soak early and still prints the table of the games played so far
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    pool = ProcessPoolExecutor(args.jobs, initializer=signal.signal, initargs=(signal.SIGTERM, signal.SIG_DFL))
    stopped = False
    try:
        futures = [pool.submit(_chunk, t) for t in todo]
        with journal.open("a", encoding="utf-8") as out:
            if journal.stat().st_size and not journal.read_bytes().endswith(b"\n"):
                out.write("\n")     # a line cut short by a stop stays a line of its own (and is ignored)
            for n, f in enumerate(as_completed(futures), 1):
                key, name, r = f.result()
                out.write(json.dumps({"key": key, "config": name, "games": r.games, "unfinished": r.unfinished,
                                      "breaks": r.breaks, "actions": r.actions, "cpu": round(r.cpu, 2),
                                      "first_break": r.first_break, "commit": at}) + "\n")
                out.flush()
                add(rows[name], r)
                print(f"[{time.perf_counter() - t0:6.0f} s] {n}/{len(todo)} {name}: {r.games} games, "
                      f"{r.unfinished} unfinished, {r.breaks} breaks, {r.cpu:.0f} CPU s", flush=True)
    except KeyboardInterrupt:
        stopped = True
        print("stopped early: the table holds the games finished so far; run again to resume", flush=True)
    finally:
        workers = list((getattr(pool, "_processes", None) or {}).values())
        if stopped:
            for proc in workers:
                proc.terminate()
        pool.shutdown(wait=not stopped, cancel_futures=True)
    return report(configs, rows, time.perf_counter() - t0, args.jobs, stopped)


def report(configs, rows: dict, wall: float, jobs: int, stopped: bool) -> int:
    print(f"\n{'configuration':20s} {'games':>6s} {'unfinished':>10s} {'breaks':>6s} {'act/game':>8s} {'CPU s':>7s}")
    for c in configs:
        r = rows[c.name]
        print(f"{r.config:20s} {r.games:6d} {r.unfinished:10d} {r.breaks:6d} {r.actions / max(r.games, 1):8.0f} "
              f"{r.cpu:7.0f}")
    total = Row("total")
    for r in rows.values():
        add(total, r)
    print(f"{'total':20s} {total.games:6d} {total.unfinished:10d} {total.breaks:6d} {'':8s} {total.cpu:7.0f}")
    print(f"wall {wall:.0f} s (this run) with {jobs} jobs{' (stopped early)' if stopped else ''}")
    for r in rows.values():
        if r.first_break:
            print(f"first break in {r.config}: {r.first_break}")
    return 1 if total.breaks else 0


if __name__ == "__main__":
    sys.exit(main())
