"""Random-playout conformance, CI tier (the soak tier is `make soak`, benchmarks/soak.py).

Invariants after every action: every card in exactly one zone, zone rules hold, per-viewer events
leak no secret card; views are checked after every action in the small tier and every 10th in the
large one; save/load replays to the same fingerprint on sampled states.  Games that hit the action
cap are counted as unfinished (decision D-random-cap) and must stay rare."""
import random

import pytest

import engine
from engine.invariants import Checker
from engine.sim import random_players, simulate

CAP = 6000


def _factory(fmt, sizes, options=None):
    def make(i, rng):
        n = sizes[i % len(sizes)]
        return engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62), options=options)
    return make


@pytest.mark.parametrize("fmt,sizes,games,seed,view_every,save_every", [
    ("duel", (2,), 300, 101, 25, 150),
    ("duepa", (3, 4, 5, 6), 300, 202, 50, 600),
    ("duel", (2,), 20, 303, 1, 60),
    ("duepa", (3, 8), 4, 404, 1, 300),
])
def test_random_playouts_keep_invariants(fmt, sizes, games, seed, view_every, save_every):
    checker = Checker(view_every=view_every, save_every=save_every)
    r = simulate(fmt, 0, games, seed, CAP, check=checker, factory=_factory(fmt, sizes))
    assert r.games == games
    assert r.unfinished <= games // 100, f"{r.unfinished} games hit the cap of {CAP} actions"
    assert r.finished + r.unfinished == games
    assert sum(r.wins.values()) + r.draws + r.nobody_won == r.finished


def test_checker_catches_a_card_in_two_zones():
    from engine.invariants import InvariantError, check_cards
    g = engine.new_game("duel", random_players("duel", 2, random.Random(1)), seed=1)
    cid = g.pzone(0, "hand")[0]
    g.pzone(1, "hand").append(cid)
    with pytest.raises(InvariantError):
        check_cards(g)


def test_checker_catches_a_leaking_view(monkeypatch):
    """A view builder that showed every card would be caught."""
    from engine.families.shield import view as view_mod
    from engine.invariants import InvariantError, check_views
    g = engine.new_game("duel", random_players("duel", 2, random.Random(1)), seed=1)
    check_views(g)
    honest = view_mod.card_view
    monkeypatch.setattr(view_mod, "card_view", lambda g, cid, viewer, full: honest(g, cid, viewer, True))
    with pytest.raises(InvariantError):
        check_views(g)


def test_duepa_with_the_digital_options_keeps_invariants():
    """DuePa with seed 002's rules switched on as options (digital mana, zone caps, automatic order)."""
    opts = {"digital_mana": True, "zone_caps": True, "auto_order": True}
    checker = Checker(view_every=5, save_every=300)
    r = simulate("duepa", 0, 30, 505, CAP, check=checker, factory=_factory("duepa", (3, 4, 5), opts))
    assert r.unfinished == 0 and r.finished == 30
