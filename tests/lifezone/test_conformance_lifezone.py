"""Random-playout conformance for the life-zone formats (CI tier): invariants after every action
(cards conserved, family zone rules, views and per-viewer events leak nothing), saves round-trip on
sampled states; games that hit the cap are 'unfinished' (D-random-cap) and must stay rare."""
import random

import pytest

import engine
from engine.invariants import Checker
from engine.sim import random_players, simulate

CAP = 6000


def _factory(fmt, n):
    def make(i, rng):
        return engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    return make


@pytest.mark.parametrize("fmt,n,games,seed,view_every,save_every", [
    ("divide", 2, 40, 11, 5, 150),
    ("tag", 4, 20, 22, 10, 300),
])
def test_random_playouts_keep_invariants(fmt, n, games, seed, view_every, save_every):
    checker = Checker(view_every=view_every, save_every=save_every)
    r = simulate(fmt, n, games, seed, CAP, check=checker, factory=_factory(fmt, n))
    assert r.games == games and r.unfinished <= games // 100
    winners_per_game = 2 if fmt == "tag" else 1      # tag 103-1: the whole team wins
    assert sum(r.wins.values()) + r.draws + r.nobody_won == winners_per_game * r.finished


def test_tag_random_players_have_teams_by_seat_and_distinct_decks():
    ps = random_players("tag", 4, random.Random(3))
    assert [p["team"] for p in ps] == [0, 0, 1, 1]
    assert ps[0]["deck"].path != ps[1]["deck"].path and ps[2]["deck"].path != ps[3]["deck"].path


def test_every_action_round_trips_through_text_and_undo():
    g = engine.new_game("tag", random_players("tag", 4, random.Random(1)), seed=5)
    rng = random.Random(2)
    for _ in range(60):
        if g.outcome:
            break
        for a in g.legal_actions():
            assert str(g.parse(str(a))) == str(a)
        a = rng.choice(g.legal_actions())
        g.perform(str(a))
    fp = g.fingerprint()
    assert engine.load_game(g.to_json()).fingerprint() == fp
    u = g.undo()
    assert u.fingerprint() != fp and len(u.actions_log) == len(g.actions_log) - 1
