"""The computer players' one interface: a player decides from its own view, the events shown to it, its
legal answers and worlds dealt from what it knows — never from the game's hidden state.

The proof is by permutation: two games that differ only by where the cards hidden from a player lie (each
owner's hidden cards trading places among that owner's hidden places: deck order, other hands, face-down
shields and life cards) and by the hidden random future look the same to that player, so every level must
make the same choice in both.  A deliberately peeking player shows the test can tell."""
from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest

import engine
from engine.ai import LEVELS, make_player
from engine.ai.base import ComputerPlayer
from engine.sim import choose_random, random_players

FORMATS = [("duel", 2), ("digital", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 3),
           ("2hg", 4), ("teams", 4)]


def twin(g, player: int, seed: int):
    """A game that differs from g only by a permutation of the cards hidden from `player` (the handles the
    player saw stay with their places) and keeps g's random future: determinized() deals exactly such a
    permutation; putting the real generator and the past events back leaves nothing else different."""
    t = g.determinized(player, random.Random(seed))
    t.rng = copy.deepcopy(g.rng)
    t.events = list(g.events)   # the same past (events are immutable; each viewer sees its share)
    return t


def dump(v) -> str:
    return json.dumps(dataclasses.asdict(v), sort_keys=True)


def hidden_cards(g, p) -> list:
    return [(k, [cid for cid in ids if not (g.cards[cid].known >> p) & 1 and g.cards[cid].known != g.all_mask])
            for k, ids in sorted(g.zones.items())]


def sample_points(fmt, n, seed, count=3):
    """Positions of a seeded random game where the player to act has a real choice."""
    rng = random.Random(seed)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=seed)
    out = []
    steps = 0
    while g.outcome is None and len(out) < count and steps < 3000:
        p = g.decision.waiting_for()[0]
        acts = [a for a in g.legal_actions(p) if a.verb != "concede"]
        if len(acts) > 1 and g.turn > 2 and rng.random() < 0.08:
            out.append((g.clone(keep_events=True), p))
        g.perform(choose_random(acts, rng))
        steps += 1
    return out


def player(level, seed):
    return make_player(level, seed, playouts=6, seconds=1e9)   # Hard: a fixed playout budget, no clock


class Peeker(ComputerPlayer):
    """Cheats: picks by the order of the next opponent's hidden hand.  The test must catch it."""

    def decide(self, obs):
        g = obs._game
        opp = obs.opponents()[0]
        hand = next((ids for k, ids in g.zones.items() if k.startswith(f"p{opp}.") and k.endswith("hand")), [])
        deck = next((ids for k, ids in g.zones.items() if k.startswith(f"p{opp}.") and
                     (k.endswith("deck") or k.endswith("library"))), [])
        return obs.legal[sum(hand[:3] + deck[:3]) % len(obs.legal)]


@pytest.mark.parametrize("fmt,n", FORMATS)
def test_every_level_chooses_the_same_in_games_that_differ_only_by_hidden_cards(fmt, n):
    differed = 0
    for seed in (11, 12):
        for g, p in sample_points(fmt, n, seed):
            t = twin(g, p, seed * 7 + 1)
            assert dump(t.view(p)) == dump(g.view(p))                  # the same to the player …
            assert t.events_for(p) == g.events_for(p)
            differed += hidden_cards(t, p) != hidden_cards(g, p)       # … though not the same game
            for level in LEVELS:
                a, b = player(level, seed).choose(g, p), player(level, seed).choose(t, p)
                assert str(a) == str(b), (fmt, level, p, g.decision.kind)
    assert differed, f"{fmt}: no sample had hidden cards to permute"


def test_the_permutation_test_catches_a_player_that_peeks():
    caught = 0
    for fmt, n in FORMATS:
        for g, p in sample_points(fmt, n, 11):
            t = twin(g, p, 5)
            caught += str(Peeker().choose(g, p)) != str(Peeker().choose(t, p))
    assert caught >= 3
