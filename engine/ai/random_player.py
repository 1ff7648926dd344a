"""The random player: a random legal answer (never concedes).  policy "uniform" (default) picks any
answer alike; "act" is the playout policy of engine/sim.py, which prefers acting over passing."""
from __future__ import annotations

import random


class RandomPlayer:
    def __init__(self, seed: int = 0, policy: str = "uniform"):
        self.rng = random.Random(seed)
        self.policy = policy

    def choose(self, game, player: int):
        from ..sim import choose_random
        acts = [a for a in game.legal_actions(player) if a.verb != "concede"]
        return choose_random(acts, self.rng, self.policy) if acts else None
