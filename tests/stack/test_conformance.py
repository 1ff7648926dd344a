"""Random playouts of magic, ffa, 2hg and teams with the invariants checked after every action."""
from __future__ import annotations

import pytest

from engine.invariants import Checker
from engine.sim import simulate


@pytest.mark.parametrize("fmt,players,games,options", [
    ("magic", 2, 6, None), ("ffa", 4, 2, None), ("ffa", 5, 1, {"range": 1, "attack": "left"}),
    ("2hg", 4, 3, None), ("teams", 4, 2, {"shared_turns": True}), ("teams", 6, 1, None)])
def test_random_playouts_keep_the_invariants(fmt, players, games, options):
    res = simulate(fmt, players, games, seed=11, max_actions=6000, options=options,
                   check=Checker(view_every=10, save_every=400))
    assert res.games == games
    assert res.unfinished <= max(1, games // 4)
