"""Computer players: they only ever choose legal actions, and the heuristic one plays better than chance."""
import random

import engine
from engine.ai.heuristic import HeuristicPlayer
from engine.ai.random_player import RandomPlayer
from engine.sim import random_players


def _play(fmt, n, seed, heuristic_seat):
    rng = random.Random(seed)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    bots = {p: HeuristicPlayer(seed) if p == heuristic_seat else RandomPlayer(seed + p) for p in range(n)}
    steps = 0
    while g.outcome is None and steps < 6000:
        p = g.decision.waiting_for()[0]
        a = bots[p].choose(g, p)
        assert a is not None and str(a) in {str(x) for x in g.legal_actions(p)}
        assert a.verb != "concede"
        g.perform(a)
        steps += 1
    return g


def test_heuristic_player_beats_random_players_in_duel():
    wins = 0
    for i in range(20):
        g = _play("duel", 2, 500 + i, i % 2)
        wins += g.outcome is not None and (i % 2) in g.outcome.winners
    assert wins >= 14  # chance alone would be about 10 of 20 (seeded, so this is stable)


def test_heuristic_player_in_four_player_duepa():
    wins = 0
    for i in range(8):
        g = _play("duepa", 4, 700 + i, i % 4)
        assert g.outcome is not None
        wins += (i % 4) in g.outcome.winners
    assert wins >= 4  # chance alone would be 2 of 8
