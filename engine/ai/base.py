"""The one interface of every computer player: `choose(game, player)` turns the game into an
`Observation` (own view, events shown, legal answers, worlds) and asks `decide(obs)`; a player never
touches the game itself.  A decision with a single answer is answered at once, without thinking."""
from __future__ import annotations

import random


class ComputerPlayer:
    level = "?"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._started = None            # (turn, text) of this player's last gesture-starting answer
        self._regret: set = set()       # (turn, text): gestures this player cancelled this turn

    def choose(self, game, player: int):
        from .observation import Observation
        acts = [a for a in game.legal_actions(player) if a.verb != "concede"]
        if not acts:
            return None
        if len(acts) == 1:
            return acts[0]
        obs = Observation(game, player)
        turn = obs.view.turn
        fresh = [a for a in obs.legal if (turn, str(a)) not in self._regret]
        if fresh and len(fresh) < len(obs.legal):
            obs.legal = fresh   # a gesture cancelled this turn is not tried again (no cast/cancel loops)
        a = self.decide(obs)
        if a.verb == "cancel" and self._started is not None and self._started[0] == turn:
            self._regret.add(self._started)
        elif a.verb not in ("cancel", "pass", "done", "autopay", "tap", "target", "choose"):
            self._started = (turn, str(a))
        return a

    def decide(self, obs):  # pragma: no cover - abstract
        raise NotImplementedError
