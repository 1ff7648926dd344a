"""How long does a person wait for the computers?  A round (from the start of the person's turn to the start
of their next one) of a big table with one person and computers, played through the table session at its
default pace, the computers at their table level (Normal by default).

    python benchmarks/bench_table_pace.py [--format melee --players 8] [--rounds 4] [--level normal] [--json]

The session runs on a virtual clock (gui/session/driver.py): a computer move that shows something stays
`pace_ms` on the screen before the next automatic move, moves that show nothing are not paced, and the
next computer thinks while the pace runs; so a round's wait is the pace of its shown moves plus any thinking
that outlasts the pace (measured as CPU time here).  The person plays a land and ends the turn.  The bar
(issue 31 item 6): a round of 8 seats with 7 computers ≤ 20 s of waiting at the default pace."""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.sim import bundled_decks, default_teams  # noqa: E402
from gui.session import Driver, Session, TableOptions  # noqa: E402
from gui.session.protocol import PACE_MS  # noqa: E402


def table(fmt: str, n: int, level: str, seed: int):
    decks = bundled_decks(fmt)
    teams = default_teams(fmt, n)
    players = [{"name": f"P{i}", "deck": decks[i % len(decks)], "seat": i,
                "kind": "human" if i == 0 else "computer", "level": level} for i in range(n)]
    for p, t in zip(players, teams or []):
        p["team"] = t
    options = {"ask_every_player": True} if "ask_every_player" in engine.get_format(fmt).info.options else None
    return engine.new_game(fmt, players, options=options, seed=seed, first_player=0)


def person(s, seat: int) -> None:
    """Plays the first land offered, then ends the turn; takes the screen and says no to open calls."""
    snap = s.snapshot()
    if snap.curtain is not None:
        s.dismiss_curtain(seat)
    elif snap.open_call is not None:
        s.answer_call(seat, False)
    else:
        land = [o for o in snap.offers if o.text.split()[1:2] == ["play"]]
        if land:
            s.answer(seat, land[0].text)
        elif snap.controls.end_turn:
            s.end_turn(seat)
        else:
            passing = [o for o in snap.offers if o.passing]
            s.answer(seat, (passing or [o for o in snap.offers if not o.text.endswith("concede")])[0].text)


def measure(fmt: str, n: int, rounds: int, level: str, seed: int, pace_ms: int) -> dict:
    s = Session(table(fmt, n, level, seed), options=TableOptions(pace_ms=pace_ms))
    d = Driver(s)
    shown = [0]
    s.subscribe(lambda _sc, _snap: None)
    waits, moves, asked, thought = [], [], [], []
    start = None
    t0 = time.perf_counter()
    while len(waits) < rounds:
        before = (d.waited, d.thinking, d.asked, s.history.entries[-1:] and len(s.history.entries))
        w = d.until_person()
        if w.over:
            break
        g = s.game
        mine = g.turn_player == 0 and g.decision is not None
        if mine and start is not None and g.turn != start[0]:
            waits.append(round(d.waited - start[1], 2))
            moves.append(start[2])
            asked.append(d.asked - start[3])
            thought.append(round(d.thinking - start[4], 2))
            start = None
        if mine and start is None:
            start = [g.turn, d.waited, 0, d.asked, d.thinking]
        if start is not None:
            start[2] = sum(1 for e in s.history.entries if e.how == "computer")
        person(s, w.person)
        del before
    shown[0] = 0
    return {"format": fmt, "players": n, "computers": n - 1, "level": level, "pace_ms": pace_ms,
            "rounds": len(waits), "wait_s": waits, "mean_wait_s": round(statistics.mean(waits), 2) if waits else None,
            "max_wait_s": max(waits) if waits else None, "thinking_s": thought, "computer_questions": asked,
            "wall_s": round(time.perf_counter() - t0, 1)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--format", default="melee")
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pace", type=int, default=PACE_MS)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = measure(a.format, a.players, a.rounds, a.level, a.seed, a.pace)
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
