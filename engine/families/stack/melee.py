"""Grand melee (807): several turn markers take turns at the same time, each with its own stack.

A turn marker is one turn under way: who holds it, its number, when its turn began, its step, its stack,
its waiting triggers and its frames (`TurnMarker`, a plain dict in `g.memory["markers"]`).  The one-stack
game is the common case: the stack family's frames and rules read the turn under way from the game itself
(`g.turn_player`, `g.step`, `g.per_turn`, `g.pending`, `g.memory["stack"]`, `g.memory["active"]`,
`g.frames`), and `MeleeFrame`, the only frame of a grand melee below the markers' own frames, swaps each
marker's turn in and out of those places.  It runs the markers one decision each in marker order (D-807): the
marker whose decision was just answered runs on to its next decision, which is asked once every other
marker has asked one (from the state then), so two turns interleave decision by decision and the game stays
deterministic.

* 807.4a: one marker per full four players (at least one);
* 807.4b: the starting player holds marker 1, the player four seats to their left marker 2, and so on, and all
  marker holders begin their turns at once;
* 807.4c: after a turn the marker passes to the player on the holder's left (an extra turn (500.7) keeps it:
  a player takes their extra turns just before the next turn they would take);
* 807.4d: a player can't receive a marker while a player among the three seats to their left holds one: the
  marker waits until that one has moved on (a marker that waits itself holds nobody back);
* 807.4 (removal): when a departure leaves fewer full fours than markers, the marker nearest to the departed
  player's right (their own first, then rightwards) is removed at the end of its turn; the lower number first;
* 807.5: one stack per marker (zone `stack` for marker 1, `stack2` for marker 2 …); a player receives
  priority for a marker's stack only if its holder or a controller of an object on it is within their range
  of influence; spells and abilities go on the stack of the turn whose priority their controller holds, and a
  spell may target only spells on that same stack (D-807)."""
from __future__ import annotations

from ...core.game import DONE, Frame

# the places of the game that hold the turn under way (Game attributes, then g.memory keys)
TURN_ATTRS = ("turn", "turn_player", "step", "per_turn", "pending")
TURN_MEMORY = ("stack", "active")


def marker_count(players: int) -> int:
    """807.4a: one turn marker for each full four players (a game never runs without one)."""
    return max(1, players // 4)


def stack_zone(n: int) -> str:
    """The zone of marker `n`'s stack (807.5)."""
    return "stack" if n == 1 else f"stack{n}"


def new_marker(n: int, holder: int, frames: list) -> dict:
    """A TurnMarker: marker `n` held by `holder`; its turn's state is kept here while another turn runs."""
    return {"n": n, "player": holder, "turn": 0, "turn_player": holder, "step": "untap",
            "per_turn": {}, "pending": [], "stack": [], "active": [holder], "frames": frames, "fresh": not frames}


def current(g) -> dict | None:
    """The marker whose turn the game holds now (None once it was removed)."""
    return next((m for m in g.memory["markers"] if m["n"] == g.memory["marker"]), None)


def swap_out(g, m: dict | None) -> None:
    """Keep the turn under way in its marker (its frames are kept there already: `m["frames"]`)."""
    if m is None:
        return
    for k in TURN_ATTRS:
        m[k] = getattr(g, k)
    for k in TURN_MEMORY:
        m[k] = g.memory[k]


def swap_in(g, m: dict) -> None:
    for k in TURN_ATTRS:
        setattr(g, k, m[k])
    for k in TURN_MEMORY:
        g.memory[k] = m[k]
    g.frames = m["frames"]
    g.memory["marker"] = m["n"]


class within:
    """`with within(g, m):` runs code in marker `m`'s turn and comes back to the turn that was under way."""

    def __init__(self, g, m: dict):
        self.g, self.m = g, m

    def __enter__(self):
        g = self.g
        self.was, self.frames = current(g), g.frames
        if self.was is not self.m:
            swap_out(g, self.was)
            swap_in(g, self.m)
        return self.m

    def __exit__(self, *_):
        g = self.g
        if self.was is not self.m:
            swap_out(g, self.m)
            if self.was is not None:
                swap_in(g, self.was)
        g.frames = self.frames


class MeleeFrame(Frame):
    """The bottom frame of a grand melee: asks each turn marker for its next decision in turn (D-807)."""

    __slots__ = ("asked",)

    def __init__(self):
        super().__init__(None)
        self.asked = 0   # the marker whose decision was asked last (0: none yet)

    def run(self, g):
        outer = g.frames
        markers = g.memory["markers"]
        order = [m["n"] for m in markers]
        if self.asked in order:   # the markers after the one just answered first, then the others
            i = order.index(self.asked) + 1
            order = order[i:] + order[:i]
        try:
            for n in order:
                m = next((x for x in markers if x["n"] == n), None)
                if m is None:   # removed while another marker ran
                    continue
                d = self._run_marker(g, m)
                if g.outcome is not None:
                    break
                if d is not None:
                    self.asked = m["n"]
                    return d
        finally:
            g.frames = outer
        if g.outcome is not None:
            self._settle(g)
            outer.clear()
        return DONE

    @staticmethod
    def _run_marker(g, m):
        cur = current(g)
        if cur is not m:
            swap_out(g, cur)
            swap_in(g, m)
        else:
            g.frames = m["frames"]
        g.advance()   # the marker's own frames, until its next decision (or the end of the game)
        m["frames"] = g.frames
        d, g.decision = g.decision, None
        return d

    def answer(self, g, a):
        """The answer goes to the marker that asked, whose turn then runs on to its next decision (so what
        the answer does is done before anyone else decides); that decision is asked again, from the state
        then, when this marker's next turn of the round comes."""
        outer = g.frames
        m = current(g)
        g.frames = m["frames"]
        try:
            g.frames[-1].answer(g, a)
            g.per_turn["answers"] = g.per_turn.get("answers", 0) + 1   # (loops.py: a re-ask is no loop)
            g.advance()
            g.decision = None
        finally:
            g.frames = outer
        if g.outcome is not None:
            self._settle(g)
            outer.clear()

    @staticmethod
    def _settle(g):
        """The game ended during one turn: every other turn's half-resolved spell settles too (608.2n)."""
        for m in list(g.memory["markers"]):
            with within(g, m):
                g.rules.settle_at_end(g)
                g.frames.clear()


def place_markers(g, first: int) -> list:
    """807.4b: marker 1 to the starting player, the next to the player four seats to their left, …"""
    order = g.rules.turn_order_from(g, first)
    return [order[4 * i] for i in range(marker_count(len(order)))]


def next_holder(g, m: dict):
    """807.4c/d: who receives marker `m` after its holder's turn, or None while it must wait."""
    R = g.rules
    holder = m["player"]
    extra = g.memory["extra_turns"]
    if holder in extra and g.players[holder].alive:   # 500.7: the holder's extra turn comes first
        extra.remove(holder)
        g.emit("extra_turn", player=holder, rule="mtg:500.7")
        return holder
    order = R.turn_order_from(g, holder)
    nxt = order[1] if g.players[holder].alive and len(order) > 1 else order[0]
    ahead = R.turn_order_from(g, nxt)[1:4]
    # a marker that waits itself does not hold anyone back (D-807: else four-apart markers, as 807.4b
    # places them, would wait for each other for ever)
    held = {x["player"] for x in g.memory["markers"] if x is not m and not x.get("waiting")}
    if held & set(ahead):
        return None   # 807.4d: a turn under way among the three seats to their left; this marker waits
    return nxt


def marker_to_remove(g, departed_seat: int, markers: list) -> int | None:
    """807.4: the marker nearest to the departed player's right (their own seat first, then rightwards)."""
    held = {g.players[m["player"]].seat: m["n"] for m in markers}
    s = departed_seat
    for _ in range(len(g.players)):
        if s in held:
            return held[s]
        s = g.seating.right(s)
    return None
