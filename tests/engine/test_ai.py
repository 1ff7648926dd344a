"""Computer players only ever choose legal actions and never concede.  How well the heuristic player
plays (it used to be asserted here as >= 14 wins of 20 duels) is a figure of benchmarks/bench_ai.py."""
import random

import engine
from engine.ai.heuristic import HeuristicPlayer
from engine.ai.random_player import RandomPlayer
from engine.sim import random_players


def _play(fmt, n, seed, heuristic_seat, cap=6000):
    rng = random.Random(seed)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    bots = {p: HeuristicPlayer(seed) if p == heuristic_seat else RandomPlayer(seed + p) for p in range(n)}
    steps = 0
    while g.outcome is None and steps < cap:
        p = g.decision.waiting_for()[0]
        a = bots[p].choose(g, p)
        assert a is not None and str(a) in {str(x) for x in g.legal_actions(p)}
        assert a.verb != "concede"
        g.perform(a)
        steps += 1
    return g


def test_heuristic_and_random_players_play_duels_to_the_end_with_legal_actions():
    for i in range(4):
        g = _play("duel", 2, 500 + i, i % 2)
        assert g.outcome is not None


def test_heuristic_player_in_four_player_duepa_plays_legal_actions_to_the_end():
    for i in range(2):
        g = _play("duepa", 4, 700 + i, i % 4)
        assert g.outcome is not None
