"""`enza table-sim`: play games through the table's session with scripted people at the seats and print what
the observer counted (issue 31 item 7).  Qt-free; gui/launch.py dispatches here.

    enza table-sim --format 2hg --players 4 --humans 0,1 [--options JSON] [--games G] [--seed S]
                   [--computers random|easy|normal] [--fault NAME] --json

Exit status: 0 when every counter but `asked` is 0 (with --fault: when the planted fault's counter is above
0), 1 otherwise, 2 on a wrong argument."""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from .. import faults
from .labelled import play_labelled
from .observer import COUNTERS, Observer
from .table import Config, Table

# the counter each fault must raise (issue 31 item 7)
FAULT_COUNTER = {
    "teammate-autopass": "missed_asks",
    "no-curtain-at-start": "leaks",
    "hand-up-during-computers": "leaks",
    "undo-off-by-one": "undo_mismatches",
    "lone-person-open-call": "needless_asks",
    "guessed-verb-refusal": "bad_refusals",
    "raw-id-refusal": "bad_refusals",
}
LEVELS = ("random", "easy", "normal")


def run(cfg: Config, games: int = 1, seed: int = 1) -> dict:
    """Play `games` games of `cfg`; the JSON object `enza table-sim --json` prints."""
    t0 = time.process_time()
    obs = Observer({p: "pc" for p in cfg.humans})
    rng = random.Random(seed)
    faults.clear()
    if cfg.fault:
        faults.plant(cfg.fault)
    try:
        for i in range(games):
            Table(cfg, obs, random.Random(rng.randrange(1 << 62))).play(i)
        labelled = play_labelled(cfg.format, obs, random.Random(rng.randrange(1 << 62)))
    finally:
        faults.clear()
    out = {"format": cfg.format, "players": cfg.players, "humans": list(cfg.humans), "options": cfg.options,
           "games": games, "seed": seed, "computers": cfg.computers, "fault": cfg.fault}
    out.update(obs.report())
    out["actions"] = obs.stats["actions"]
    out["labelled_gestures"] = labelled
    out["gestures"] = {k.split(":", 1)[1]: v for k, v in sorted(obs.stats.items()) if k.startswith("gesture:")}
    for k in ("refused", "legal-refused", "illegal-taken", "undos", "resumes", "desyncs"):
        out[k.replace("-", "_")] = obs.stats[k]
    out["examples"] = {k: v for k, v in obs.examples.items() if v}
    if obs.desyncs:
        out["examples"]["desyncs"] = obs.desyncs
    out["seconds"] = round(time.process_time() - t0, 2)
    return out


def verdict(out: dict) -> bool:
    """Whether a run says what it should: every counter 0, or the planted fault's counter above 0."""
    if out.get("fault"):
        return out[FAULT_COUNTER[out["fault"]]] > 0
    return all(out[k] == 0 for k in (*COUNTERS, "illegal_taken", "legal_refused", "desyncs"))


def _humans(text: str) -> tuple:
    try:
        seats = tuple(sorted({int(x) for x in text.split(",") if x.strip()}))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--humans: seat numbers separated by commas, not {text!r}") from None
    return seats


def _options(text: str) -> dict:
    try:
        v = json.loads(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"--options: not JSON ({e})") from None
    if not isinstance(v, dict):
        raise argparse.ArgumentTypeError("--options: a JSON object, e.g. '{\"shared_turns\": true}'")
    return v


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="enza table-sim", description="Play games through the table's session "
                                 "with scripted people and count what the table did wrong to them.")
    ap.add_argument("--format", required=True)
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--humans", type=_humans, required=True, help="the people's seats, e.g. 0,1")
    ap.add_argument("--options", type=_options, default=None, help="format options as a JSON object")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--computers", choices=LEVELS, default="random")
    ap.add_argument("--fault", choices=tuple(FAULT_COUNTER), default=None, help="(tests) plant a known defect")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = parser()
    a = ap.parse_args(argv)
    import engine
    known = [f.name for f in engine.formats()]
    if a.format not in known:
        ap.error(f"unknown format {a.format!r} (known: {', '.join(known)})")
    bad = [p for p in a.humans if not 0 <= p < a.players]
    if bad or a.games < 1:
        ap.error(f"--humans: seats are 0 to {a.players - 1}" if bad else "--games: at least 1")
    cfg = Config(a.format, a.players, a.humans, a.options, a.computers, a.fault)
    try:
        out = run(cfg, a.games, a.seed)
    except (ValueError, engine.DataError) as e:      # a table the format refuses (seats, options)
        print(f"enza table-sim: {e}", file=sys.stderr)
        return 2
    if a.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{cfg.name}: {a.games} game(s), {out['actions']} actions, {out['seconds']} s")
        for k in ("asked", *COUNTERS):
            print(f"  {k}: {out[k]}")
        for k, lines in out["examples"].items():
            for line in lines:
                print(f"    {k}: {line}")
    return 0 if verdict(out) else 1


if __name__ == "__main__":
    sys.exit(main())
