"""`enza sim | scenario | check-deck | replay | formats | ai-worker` — pure Python, never imports Qt."""
from __future__ import annotations

import argparse
import json
import sys


def _cmd_sim(a) -> int:
    from .cards.reader import parse_json
    from .sim import simulate
    opts = parse_json(a.options, "--options", "settings") if a.options else None
    if opts is not None and not isinstance(opts, dict):
        raise UsageError("--options must be a JSON object such as '{\"shields\": 6}'")
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
    report = run_scenario(a.file)
    for line in report.lines:
        print(line)
    return 0 if report.ok else 1


def _cmd_check_deck(a) -> int:
    from . import get_format
    from .decks import load_deck
    deck = load_deck(a.file)
    try:
        rules = get_format(a.format)()
    except KeyError as e:
        raise UsageError(str(e.args[0])) from None
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
    from .cards.reader import read_file
    g = load_game(read_file(a.file, "save"), a.file)
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
    return run(a.fn, a)


class UsageError(Exception):
    """A bad command-line value (not a file's fault)."""


def _one_line(text: str, limit: int = 400) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def run(fn, a) -> int:
    """Run one command: every failure is one line on stderr and an exit code, never a traceback
    (2: bad input - a file, an action or an argument; 3: a fault of Enza itself; 130: interrupted)."""
    from .core.errors import ActionError, DataError
    try:
        return fn(a)
    except (DataError, UsageError) as e:
        msg = str(e)
    except ActionError as e:
        msg = f"refused: {e}"
    except OSError as e:
        msg = f"{e.filename or ''}: {e.strerror or e}" if e.filename else str(e)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except (KeyError, ValueError) as e:
        msg = str(e.args[0]) if e.args else type(e).__name__
    except Exception as e:  # noqa: BLE001 - the promise is "no traceback": say what broke, in one line
        print(f"internal error: {type(e).__name__}: {_one_line(e)} (please report this)", file=sys.stderr)
        return 3
    print(f"error: {_one_line(msg)}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
