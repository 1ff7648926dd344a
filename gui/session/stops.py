"""Stops and "pass until": which of a person's passes the session gives without asking (the policy that was
gui/priority.py's; the bar that sets it stays in Qt).

A person is asked at a priority decision only where they can do something other than pass (never otherwise),
and then only
  * in the main steps of a turn their team has (every teammate of a shared turn, 805.5: each may act),
  * while something waits on the stack or in the resolution area (a chance to respond; asked through the
    open call among people who share the screen, D-306-ask),
  * at a step they marked as a stop (the Stops list: the family's priority steps, one name each),
and never while their "pass until the end of the turn" (F6, End turn) or "pass until something happens" (F4:
the stack grows, the turn ends, or a decision other than priority comes) holds.  Other decisions always ask,
except the pass-like answer of a decision in the person's own turn while their "pass until" holds (no
attackers, end of the main step …).  "The turn" is the person's own turn marker where two run at once
(grand melee, 807.4): the other marker's decisions neither end it nor stop it."""
from __future__ import annotations

from dataclasses import dataclass

from . import faults
from .answers import PRIORITY


@dataclass(frozen=True)
class TurnKey:
    turn: int
    player: int


def turn_key(view) -> TurnKey:
    return TurnKey(view.turn, view.turn_player)


def same_turn(key: TurnKey, view) -> bool:
    """Whether the turn `key` still goes on at `view`: it is that turn, or another turn marker's decision
    while the key's player still has the turn (807.4: two markers take turns at once)."""
    if (view.turn, view.turn_player) == (key.turn, key.player):
        return True
    return view.turn_player != key.player and key.player in (view.active_players or ())


def has_turn(view, p: int) -> bool:
    """p's team has the turn: every player of a shared team turn (805.5a), not only its primary player."""
    active = view.active_players or [view.turn_player]
    if faults.on("teammate-autopass"):
        team = next((t for t in view.teams if p in t.members), None)
        primary = (team.counters or {}).get("primary") if team is not None else None
        return p in active and (primary is None or primary == p)
    return p in active


def priority_steps(game) -> tuple:
    """The steps of the game's family at which players receive priority, in turn order: the one family fact
    the session reads (declared data of the rules, for the Stops list)."""
    return tuple(game.rules.priority_steps)   # declared on BaseRules (empty: no priority)


class Stops:
    def __init__(self, steps=()):
        self.steps = tuple(steps)               # the family's priority steps (engine: rules.priority_steps)
        self.user: dict[int, set] = {}          # seat -> steps where they always stop
        self.until: dict[int, tuple] = {}       # seat -> ("turn", TurnKey) or ("event", (TurnKey, stack size))

    # ----- the controls ------------------------------------------------------------------------
    def until_end_of_turn(self, p: int, view) -> None:
        self.until[p] = ("turn", turn_key(view))

    def until_something_happens(self, p: int, view) -> None:
        self.until[p] = ("event", (turn_key(view), len(view.stack)))

    def set_stop(self, p: int, step: str, on: bool) -> None:
        s = self.user.setdefault(p, set())
        (s.add if on else s.discard)(step)

    def stops_of(self, p: int) -> set:
        return self.user.get(p, set())

    def forget(self, p: int) -> None:
        """The person chose something: their "pass until" ends."""
        self.until.pop(p, None)

    def expire(self, view, kind: str) -> None:
        """End every "pass until" that something has ended, at every decision, whoever is asked: a stack that
        grew and shrank again while its person could only pass still ended their F4."""
        for p in list(self.until):
            self._until_holds(p, view, kind)

    def waiting(self, p: int) -> str | None:
        u = self.until.get(p)
        return u[0] if u else None

    # ----- the policy ----------------------------------------------------------------------------
    def _until_holds(self, p: int, view, kind: str) -> bool:
        u = self.until.get(p)
        if u is None:
            return False
        how, key = u
        if how == "turn":
            holds = same_turn(key, view)
        else:       # a decision of another kind, a new turn or a bigger stack is something happening
            holds = kind == PRIORITY and same_turn(key[0], view) and len(view.stack) <= key[1]
        if not holds:
            del self.until[p]
        return holds

    def gives_pass(self, p: int, kind: str, view) -> bool:
        """Whether p's pass is given without asking p, at a decision of `kind` where p could also do
        something else (the session never asks a person who can only pass)."""
        if kind != PRIORITY:
            return has_turn(view, p) and self._until_holds(p, view, kind)
        if self._until_holds(p, view, kind):
            return True
        if view.stack:
            return False                # a chance to respond
        step = str(view.step)
        if step in self.stops_of(p):
            return False
        if step.startswith("main") and has_turn(view, p):
            return False
        return True
