"""Who must act now, on what, under which rule.

mode:
  "single"        one player answers;
  "sequential"    several players answer one after another in the listed order (seat/turn order);
                  `players[0]` is the one asked now;
  "simultaneous"  every listed player answers; the decision stays open until all have.
`private` (simultaneous only): the engine holds each answer, unseen by the others, and gives the answers to
the rules together, in the listed order, once everyone has answered (`held`: player -> action).  The held
answers are in the action log (and so in saves) in the order they were given.
"""
from __future__ import annotations

from .actions import Action
from .statecopy import copy_state
from .kinds import SEQUENTIAL, SIMULTANEOUS, SINGLE


class Decision:
    __slots__ = ("kind", "players", "mode", "rule", "actions", "info", "private", "held")

    def __init__(self, kind: str, players: tuple[int, ...], actions: dict[int, list[Action]],
                 rule: str = "", mode: str = SINGLE, info: dict | None = None, private: bool = False):
        self.kind = kind
        self.players = players
        self.mode = mode
        self.rule = rule
        self.actions = actions
        self.info = info or {}
        self.private = private and mode == SIMULTANEOUS
        self.held: dict | None = None

    def __deepcopy__(self, memo):
        n = object.__new__(type(self))
        memo[id(self)] = n
        n.kind, n.players, n.mode, n.rule, n.private = self.kind, self.players, self.mode, self.rule, self.private
        n.actions = copy_state(self.actions, memo)
        n.info = copy_state(self.info, memo)
        n.held = copy_state(self.held, memo)
        return n

    def waiting_for(self) -> tuple[int, ...]:
        if self.mode == SEQUENTIAL:
            return self.players[:1]
        if self.held:
            return tuple(p for p in self.players if p not in self.held)
        return self.players

    def fp(self):
        out = (self.kind, self.players, self.mode, self.rule,
               tuple((p, tuple(str(a) for a in acts)) for p, acts in sorted(self.actions.items())))
        if self.held:
            out += (tuple((p, str(a)) for p, a in sorted(self.held.items())),)
        return out

    def __repr__(self) -> str:
        return f"Decision({self.kind}, players={self.players}, mode={self.mode}, rule={self.rule})"
