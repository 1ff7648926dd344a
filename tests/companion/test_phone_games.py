"""Whole games played from phones through the protocol (issue 35 items 1, 2 and 4): every answer a phone gives is
one it was offered, for the decision it was shown; computers play the other seats; the game ends."""
from __future__ import annotations

import random
import time

import pytest

import engine
from engine.ai.levels import make_player
from engine.sim import random_players
from tests.companion.helpers import claim, recv, send, served


def pick(answers: list, rng: random.Random) -> int:
    """A person in a hurry: mostly the first answer (charge, cast, pay automatically, attack), sometimes
    another, never Cancel (a cast-and-cancel loop would never end)."""
    choices = [i for i, a in enumerate(answers) if a["label"] != "Cancel"] or [0]
    return choices[0] if rng.random() < 0.8 else rng.choice(choices)


def play_from_phones(fmt: str, n: int, people: tuple, seed: int, cap: int = 4000) -> dict:
    players = random_players(fmt, n, random.Random(seed))
    game = engine.new_game(fmt, players, seed=seed)
    computers = {p: make_player("random", seed + p) for p in range(n) if p not in people}
    rng = random.Random(seed)
    answered = {p: 0 for p in people}
    # a scripted phone answers far faster than a thumb: the rate limit (tested on its own) is raised here
    with served(game, people=people, computers=computers, rate=(10 ** 6, 1.0)) as t:
        socks, first = {}, {}
        for p in people:
            socks[p], _, first[p] = claim(t, p)
        latest = {}
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and sum(answered.values()) < cap:
            for p, ws in socks.items():
                if p in first:                           # claim() read the first snapshot already
                    m = {"type": "snapshot", "snapshot": first.pop(p)}
                else:
                    try:
                        m = recv(ws, 0.02)
                    except TimeoutError:
                        continue
                if m["type"] == "snapshot":
                    latest[p] = m["snapshot"]
                    d = m["snapshot"]["decision"]
                    if d and d["yours"] and d["answers"]:
                        send(ws, type="answer", decision=d["id"], answer=pick(d["answers"], rng))
                        answered[p] += 1
                elif m["type"] == "error":
                    # a stale answer can happen while two phones answer one simultaneous decision
                    assert m["code"] in ("stale-decision",), m
            if any(s.get("outcome") for s in latest.values()):
                break
        for p, ws in socks.items():                      # the game's end reaches every phone
            end = time.monotonic() + 5
            while not latest.get(p, {}).get("outcome") and time.monotonic() < end:
                m = recv(ws, 5)
                if m["type"] == "snapshot":
                    latest[p] = m["snapshot"]
        for ws in socks.values():
            ws.close()
        outcome = t.game.outcome
    return {"outcome": outcome, "answered": answered, "last": latest}


@pytest.mark.parametrize("fmt,n,people,seed", [("duel", 2, (0,), 1), ("duel", 2, (0, 1), 2),
                                               ("divide", 2, (1,), 3), ("magic", 2, (0,), 4)])
def test_a_whole_game_from_phones(fmt, n, people, seed):
    r = play_from_phones(fmt, n, people, seed)
    assert r["outcome"] is not None, r["answered"]
    assert all(r["answered"][p] > 0 for p in people)
    for p in people:
        assert r["last"][p]["outcome"], "every phone is told how the game ended"
