"""Who must act now, on what, under which rule.

mode:
  "single"        one player answers;
  "sequential"    several players answer one after another in the listed order (seat/turn order);
                  `players[0]` is the one asked now;
  "simultaneous"  every listed player answers privately; the decision stays open until all have.
"""
from __future__ import annotations

from .actions import Action


class Decision:
    __slots__ = ("kind", "players", "mode", "rule", "actions", "info")

    def __init__(self, kind: str, players: tuple[int, ...], actions: dict[int, list[Action]],
                 rule: str = "", mode: str = "single", info: dict | None = None):
        self.kind = kind
        self.players = players
        self.mode = mode
        self.rule = rule
        self.actions = actions
        self.info = info or {}

    def waiting_for(self) -> tuple[int, ...]:
        if self.mode == "sequential":
            return self.players[:1]
        return self.players

    def fp(self):
        return (self.kind, self.players, self.mode, self.rule,
                tuple((p, tuple(str(a) for a in acts)) for p, acts in sorted(self.actions.items())))

    def __repr__(self) -> str:
        return f"Decision({self.kind}, players={self.players}, mode={self.mode}, rule={self.rule})"
