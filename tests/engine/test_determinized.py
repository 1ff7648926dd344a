"""game.determinized(player, rng): hidden cards dealt again, what the player sees unchanged."""
from __future__ import annotations

import dataclasses
import json
import random

import engine
from engine.invariants import Checker
from engine.sim import play_random_game, random_players


def dump(v) -> str:
    return json.dumps(dataclasses.asdict(v), sort_keys=True)


def hidden_part(g, player) -> list:
    return [(k, [cid for cid in ids if not (g.cards[cid].known >> player) & 1 and g.cards[cid].known != g.all_mask])
            for k, ids in sorted(g.zones.items())]


def test_determinized_keeps_the_players_view_and_deals_the_hidden_cards_again():
    for fmt, n in [("duel", 2), ("duepa", 4), ("tag", 4), ("divide", 2), ("2hg", 4), ("ffa", 3)]:
        g = engine.new_game(fmt, random_players(fmt, n, random.Random(9)), seed=9)
        play_random_game(g, 1, 40)
        assert g.outcome is None, fmt
        for p in range(n):
            before = dump(g.view(p))
            worlds = [g.determinized(p, random.Random(s)) for s in range(3)]
            for w in worlds:
                assert dump(w.view(p)) == before, (fmt, p)
                assert [len(ids) for ids in w.zones.values()] == [len(ids) for ids in g.zones.values()]
                Checker()(w)
            parts = {json.dumps(hidden_part(w, p)) for w in worlds}
            assert len(parts) == 3, (fmt, p)          # the hidden part differs from seed to seed
            assert len({w.rng.state for w in worlds}) == 3 and all(w.rng.state != g.rng.state for w in worlds)
        assert dump(g.view(0)) == dump(g.view(0))   # the original is untouched


def test_a_determinized_world_plays_on_by_the_rules():
    g = engine.new_game("duepa", random_players("duepa", 4, random.Random(3)), seed=3)
    play_random_game(g, 2, 60)
    w = g.determinized(0, 17)
    play_random_game(w, 5, 400, Checker(view_every=5))
    assert g.fingerprint() != w.fingerprint()
