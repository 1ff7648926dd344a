"""The one record of an effect waiting to resolve (`Game.pending`), for every family: the shield game's pool
of triggered and declared effects (DuePa 305.1: a pool, not a stack), the life-zone game's automatic
abilities waiting to be placed, the stack game's triggered abilities waiting to go on the stack (603.3b).

Each family used to keep its own shape (an object, a list, a dictionary), and a save's fingerprint hashes that
shape: a family whose shape is not this record's plain one (seq, controller, source, ability) subclasses the
record and gives its own `fp` (the hook), so that saves written before the one record replay to their
recorded fingerprints."""
from __future__ import annotations

from .statecopy import ATOMIC, copy_state


class Pending:
    """`seq` orders the records (Game.memory["seq"]); `source` is the card, `ability` what it does: the
    shield game's (side, index) into the source's abilities (or ("x", "summon_self")), an ability index
    elsewhere.  `opp` (shield: the opponent the trigger concerns), `why` (shield: the trigger's moment) and
    `ctx` (stack: what the trigger knows of its event, such as the player) are the families' extras."""

    __slots__ = ("seq", "controller", "source", "ability", "opp", "why", "ctx")

    def __init__(self, seq: int, controller: int, source: int, ability, opp=None, why: str = "",
                 ctx: dict | None = None):
        self.seq, self.controller, self.source, self.ability = seq, controller, source, ability
        self.opp, self.why, self.ctx = opp, why, ctx

    def fp(self):
        """The record as the fingerprint sees it (a family's subclass keeps its older shape)."""
        return (self.seq, self.controller, self.source, self.ability)

    def __deepcopy__(self, memo):
        new = object.__new__(type(self))
        memo[id(self)] = new
        new.seq, new.controller, new.source = self.seq, self.controller, self.source
        a, ctx = self.ability, self.ctx
        new.ability = a if type(a) in ATOMIC else copy_state(a, memo)
        new.opp, new.why = self.opp, self.why
        new.ctx = None if ctx is None else copy_state(ctx, memo)
        return new

    def __repr__(self) -> str:
        return f"Pending({self.seq}, p{self.controller}, c{self.source}, {self.ability!r})"


def queue_pending(g, record: type, controller: int, source: int, ability, opp=None, why: str = "",
                  ctx: dict | None = None) -> Pending:
    """Number a new pending effect (`record`: Pending or the family's subclass) and add it to the game's
    pending effects."""
    g.memory["seq"] += 1
    pe = record(g.memory["seq"], controller, source, ability, opp, why, ctx)
    g.pending.append(pe)
    return pe
