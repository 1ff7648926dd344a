"""The one interface of every computer player: `choose(game, player)` turns the game into an
`Observation` (own view, events shown, legal answers, worlds) and asks `decide(obs)`; a player never
touches the game itself.  A decision with a single answer is answered at once, without thinking."""
from __future__ import annotations

import random

from .combat import attack_reason

# answers that go on with a gesture already started (paying, targeting, choosing) or give it up
GESTURE_STEPS = frozenset({"cancel", "pass", "done", "autopay", "tap", "target", "choose"})


class Gestures:
    """The gestures (a cast, a summon, an attack: answers that start a multi-step play) a player gave up
    this turn, never started again in the same turn: without it a spell whose only targets are bad is cast
    and cancelled until something else ends the turn (seen in Hard's playouts, which then reached their
    action cap inside one priority window and scored a position nobody would play)."""

    __slots__ = ("started", "regret")

    def __init__(self):
        self.started = None     # (turn, text) of the last gesture-starting answer
        self.regret: set = set()

    def fresh(self, turn: int, legal: list) -> list:
        """The legal answers without the gestures given up this turn (all of them if nothing else is left)."""
        if not self.regret:
            return legal
        keep = [a for a in legal if (turn, str(a)) not in self.regret]
        return keep if keep else legal

    def note(self, turn: int, a) -> None:
        v = a.verb
        if v == "cancel":
            if self.started is not None and self.started[0] == turn:
                self.regret.add(self.started)
        elif v not in GESTURE_STEPS:
            self.started = (turn, str(a))


class ComputerPlayer:
    level = "?"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.gestures = Gestures()
        self.reason: str | None = None     # what the last answer was made for (attacks only)

    def choose(self, game, player: int):
        from .observation import Observation
        self.reason = None
        acts = [a for a in game.legal_actions(player) if a.verb != "concede"]
        if not acts:
            return None
        if len(acts) == 1:
            return acts[0]
        obs = Observation(game, player)
        turn = obs.view.turn
        obs.legal = self.gestures.fresh(turn, obs.legal)   # a gesture cancelled this turn is not tried again
        a = self.decide(obs)
        self.gestures.note(turn, a)
        # an attack says what it is made for (combat.attack_reason): an attack into a blocker that wins the
        # fight names its gain, or is a gift no computer makes
        self.reason = attack_reason(obs, a)
        return a

    def decide(self, obs):  # pragma: no cover - abstract
        raise NotImplementedError
