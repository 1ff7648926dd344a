"""The random player: picks uniformly among legal answers (never concedes)."""
from __future__ import annotations

import random


class RandomPlayer:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game, player: int):
        acts = [a for a in game.legal_actions(player) if a.verb != "concede"]
        return self.rng.choice(acts) if acts else None
