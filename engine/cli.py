"""`enza sim | scenario | check-deck | replay | formats | ai-worker` — pure Python, never imports Qt."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _cmd_sim(a) -> int:
    from .sim import simulate
    opts = json.loads(a.options) if a.options else None
    r = simulate(a.format, a.players, a.games, a.seed, a.max_actions or None, options=opts, policy=a.policy)
    d = r.as_dict()
    if a.json:
        print(json.dumps(d, indent=1))
    else:
        print(f"format {a.format}, {a.players} players, {d['games']} games (seed {a.seed})")
        print(f"  finished {d['finished']}, unfinished (hit the action cap) {d['unfinished']}, "
              f"draws {d['draws']}, nobody won {d['nobody_won']}")
        print(f"  wins by seat: {d['wins_by_seat']}")
        print(f"  mean actions per game {d['mean_actions']:.1f}")
        print(f"  {d['games_per_s']:.1f} games/s, {d['actions_per_s']:.0f} actions/s")
    return 0


def _cmd_scenario(a) -> int:
    from .scenario import run_scenario
    from .core.errors import DataError
    try:
        report = run_scenario(a.file)
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for line in report.lines:
        print(line)
    return 0 if report.ok else 1


def _cmd_check_deck(a) -> int:
    from . import get_format
    from .core.errors import DataError
    from .decks import load_deck
    try:
        deck = load_deck(a.file)
        rules = get_format(a.format)()
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except KeyError as e:
        print(f"error: {e.args[0]}", file=sys.stderr)
        return 2
    probs = rules.validate_deck(deck)
    if not probs:
        print(f"{a.file}: legal {rules.info.name} deck ({deck.size} cards"
              + (f", partner {deck.partner}" if deck.partner else "") + ")")
        return 0
    for p in probs:
        print(p)
    print(f"{len(probs)} problem(s)")
    return 1


def _cmd_replay(a) -> int:
    from . import load_game
    from .core.errors import DataError
    try:
        text = Path(a.file).read_text(encoding="utf-8")
        g = load_game(text, a.file)
    except OSError as e:
        print(f"error: {a.file}: {e.strerror}", file=sys.stderr)
        return 2
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if g.load_note:
        print(g.load_note)
    else:
        print(f"{a.file}: {len(g.actions_log)} actions replayed, fingerprint {g.fingerprint()} (matches the save)")
    if a.verbose:
        for i, t in enumerate(g.actions_log, 1):
            print(f"{i:5d}  {t}")
    if g.outcome:
        for p, (r, why) in sorted(g.outcome.players.items()):
            print(f"  {g.players[p].name}: {r} ({why})")
    else:
        print("  game not finished")
    return 0


def _cmd_formats(a) -> int:
    from . import formats
    for f in formats():
        print(f"{f.name:8s} {f.family:8s} {f.min_players}-{f.max_players} players  {f.title_en}")
    return 0


def _cmd_ai_worker(a) -> int:
    from .ai.worker import main as worker_main
    return worker_main()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="enza", description="Enza: run with no command to open the table.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sim", help="seeded random playouts")
    s.add_argument("--format", default="duel")
    s.add_argument("--players", type=int, default=2)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--max-actions", type=int, default=0, help="action cap (default: 3000 per seat)")
    s.add_argument("--policy", choices=("act", "uniform"), default="act",
                   help="act: prefer acting over passing (default); uniform: any legal answer alike")
    s.add_argument("--options", help="format options as JSON")
    s.add_argument("--json", action="store_true")
    s.set_defaults(fn=_cmd_sim)
    s = sub.add_parser("scenario", help="load a scenario, apply its actions, check its expectations")
    s.add_argument("file")
    s.set_defaults(fn=_cmd_scenario)
    s = sub.add_parser("check-deck", help="validate a deck file against a format")
    s.add_argument("file")
    s.add_argument("--format", required=True)
    s.set_defaults(fn=_cmd_check_deck)
    s = sub.add_parser("replay", help="replay a save and check its fingerprint")
    s.add_argument("file")
    s.add_argument("-v", "--verbose", action="store_true")
    s.set_defaults(fn=_cmd_replay)
    s = sub.add_parser("formats", help="list the formats")
    s.set_defaults(fn=_cmd_formats)
    s = sub.add_parser("ai-worker", help="the computer players' worker process (JSON lines on stdin/stdout)")
    s.set_defaults(fn=_cmd_ai_worker)
    a = ap.parse_args(argv)
    return a.fn(a)


if __name__ == "__main__":
    sys.exit(main())
