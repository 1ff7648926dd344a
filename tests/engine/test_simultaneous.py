"""Private simultaneous answers are held by the engine (MTG 103.4 mulligans in a free-for-all)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.sim import random_players


def ffa():
    return engine.new_game("ffa", random_players("ffa", 3, random.Random(4)), seed=4)


def test_mtg_103_4_mulligan_declarations_are_held_privately_until_all_are_made():
    g = ffa()
    d = g.decision
    assert d.kind == "mulligan" and d.mode == "simultaneous" and set(d.waiting_for()) == {0, 1, 2}
    since = len(g.events)
    g.perform("p1 mulligan")
    assert g.decision is d and set(d.waiting_for()) == {0, 2}
    assert g.legal_actions(1) == [] and g.actions_log[-1] == "p1 mulligan"
    with pytest.raises(IllegalAction):
        g.perform("p1 keep")
    ev1, ev0 = g.events_for(1, since), g.events_for(0, since)
    assert [e["kind"] for e in ev0] == ["answered"] and ev0[0]["answer"] is None and ev1[0]["answer"] == "p1 mulligan"
    assert g.view(0).decision.answered == [1] and sorted(g.view(0).decision.players) == [0, 2]
    # a save taken now carries the held answer and replays to the same state
    g2 = engine.load_game(g.to_json())
    assert g2.fingerprint() == g.fingerprint() and set(g2.decision.waiting_for()) == {0, 2}
    hand1 = list(g.zones["p1.hand"])
    g.perform("p2 keep")
    assert g.zones["p1.hand"] == hand1        # nothing happens before everyone has declared
    g.perform("p0 keep")
    assert g.zones["p1.hand"] != hand1        # then p1's mulligan is taken
    kinds = [e["kind"] for e in g.events_for(0, since)]
    assert kinds.count("answered") == 3 and "mulligan" in kinds
