"""The configurations of issue 31's "Done when" (every counter must read 0) and the planted faults (each must
raise its counter), for tests/session/test_table_sim.py and `make table-sim`, which plays the bigger tier:

    python -m gui.session.sim.matrix --games 20 [--seed 1] [--only FORMAT]

prints one JSON line per configuration and a table; exit status 1 if any configuration says what it should
not (cli.verdict)."""
from __future__ import annotations

import argparse
import json
import sys
import time

from .cli import COUNTERS, FAULT_COUNTER, run, verdict
from .table import Config

CONFIGS = (
    Config("digital", 2, (0, 1)), Config("duel", 2, (0, 1)), Config("divide", 2, (0, 1)),
    Config("magic", 2, (0, 1)), Config("duepa", 2, (0, 1)), Config("duepa", 4, (0, 2)),
    Config("ffa", 3, (0, 1)), Config("ffa", 4, (0, 2)), Config("melee", 8, (0, 4)),
    Config("2hg", 4, (0, 1)), Config("2hg", 4, (0, 2)), Config("tag", 4, (0, 1)), Config("tag", 4, (0, 2)),
    Config("teams", 4, (0, 1)), Config("teams", 4, (0, 2)), Config("teams", 4, (0, 1), {"shared_turns": True}),
    Config("emperor", 6, (0, 1)), Config("emperor", 6, (0, 3)),
    Config("alternating", 4, (0, 1)), Config("alternating", 4, (0, 2)),
)

# each fault where its defect shows: two people of one team (2HG), two people at the deal, computers between
# two people, undo in a two-person game, and one person alone against a computer
FAULTS = (
    Config("2hg", 4, (0, 1), fault="teammate-autopass"),
    Config("duel", 2, (0, 1), fault="no-curtain-at-start"),
    Config("ffa", 4, (0, 2), fault="hand-up-during-computers"),
    Config("magic", 2, (0, 1), fault="undo-off-by-one"),
    Config("duel", 2, (0,), fault="lone-person-open-call"),
    Config("duepa", 4, (0, 2), fault="guessed-verb-refusal"),
    Config("magic", 2, (0, 1), fault="raw-id-refusal"),
)


def row(out: dict) -> str:
    name = Config(out["format"], out["players"], tuple(out["humans"]), out["options"], fault=out["fault"]).name
    fault = f" [{out['fault']}]" if out["fault"] else ""
    counts = " ".join(f"{out[k]:>5}" for k in COUNTERS)
    return (f"{name + fault:<48} {counts} {out['actions']:>8} {out['undos']:>5} {out['resumes']:>5} "
            f"{out['seconds']:>8.1f}  {'ok' if verdict(out) else 'WRONG'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m gui.session.sim.matrix")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--fault-games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default=None, help="one format's configurations")
    a = ap.parse_args(argv)
    rows, bad = [], 0
    t0 = time.process_time()
    for cfg in CONFIGS + FAULTS:
        if a.only and cfg.format != a.only:
            continue
        out = run(cfg, a.fault_games if cfg.fault else a.games, a.seed)
        print(json.dumps(out, ensure_ascii=False), flush=True)
        rows.append(row(out))
        bad += not verdict(out)
    head = " ".join(f"{k[:5]:>5}" for k in COUNTERS)
    print(f"\n{'configuration':<48} {head} {'actions':>8} {'undos':>5} {'resum':>5} {'cpu s':>8}")
    print("\n".join(rows))
    print(f"{len(rows)} configurations, {bad} wrong, {time.process_time() - t0:.0f} s of CPU "
          f"(faults: the counter that must rise: {', '.join(f'{k} → {v}' for k, v in FAULT_COUNTER.items())})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
