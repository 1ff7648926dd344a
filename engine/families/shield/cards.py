"""Shield-game card instances and the characteristics computed from them (power, keywords)."""
from __future__ import annotations

from ...core.game import Card, canon

_new = object.__new__

ZONES = ("deck", "hand", "mana", "battle", "shield", "graveyard", "partner", "limbo", "gone")


class ShieldCard(Card):
    """`mods` are (kind, value, until, source player) tuples from one-shot effects; `under` holds
    evolution sources (bottom first); `side` is the twinpact side in use ('creature'/'spell')."""

    __slots__ = ("sick", "under", "mods", "face_up", "entered_turn", "ninja_return")

    def __init__(self, cid, defn, owner):
        super().__init__(cid, defn, owner)
        self.sick = False
        self.under: list[int] = []
        self.mods: list[tuple] = []
        self.face_up = False
        self.entered_turn = -1
        self.ninja_return = False

    def fp(self):
        return super().fp() + (self.sick, tuple(self.under), canon(self.mods), self.face_up,
                               self.entered_turn, self.ninja_return)

    def copy(self):
        """A copy for a cloned game: Card.copy's slots written out here too (one call less per card, and a
        clone copies every card), then this class's, the lists copied."""
        n = _new(type(self))
        n.id = self.id
        n.defn = self.defn
        n.owner = self.owner
        n.zone = self.zone
        n.zname = self.zname
        n.zowner = self.zowner
        n.tapped = self.tapped
        n.known = self.known
        n.epoch = self.epoch
        n.sick = self.sick
        n.under = self.under[:]
        n.mods = self.mods[:]
        n.face_up = self.face_up
        n.entered_turn = self.entered_turn
        n.ninja_return = self.ninja_return
        return n




def modified_cards(g) -> list:
    """The cards that have modifiers now (`g.modded` forgets those that lost theirs)."""
    out = []
    cards, modded = g.cards, g.modded
    for cid in list(modded):
        c = cards[cid]
        if c.mods:
            out.append(c)
        else:
            del modded[cid]
    return out


def has_kw(g, c: ShieldCard, kw: str) -> bool:
    if kw in c.defn.keywords:
        return True
    for m in c.mods:
        if m[0] == "grant" and m[1] == kw:
            return True
    st = g.memory.get("static_src")
    return bool(st) and c.id in st and _static_grant(g, c, kw)   # a static "grant" gives its keyword to its own card


def _static_grant(g, c: ShieldCard, kw: str) -> bool:
    for _, ab in c.defn.statics:
        for op in ab.segments[0]:
            if op.name == "grant" and op.params.get("keyword") == kw and g.rules.static_condition(g, c, ab):
                return True
    return False


def breaker_count(g, c: ShieldCard) -> int:
    if has_kw(g, c, "t_breaker"):
        return 3
    if has_kw(g, c, "w_breaker"):
        return 2
    return 1


def power(g, c: ShieldCard, attacking: bool = False) -> int:
    p = c.defn.power
    for m in c.mods:
        if m[0] == "power":
            p += m[1]
    st = g.memory.get("static_src")
    if st:
        p += _static_power(g, c, st)
    if attacking and "power_attacker" in c.defn.kw:
        p += c.defn.kw["power_attacker"]
    return g.rules.clamp_power(p)


def _static_power(g, c: ShieldCard, st) -> int:
    """What the static abilities in play add to `c`'s power: its own "power", and its owner's other cards'
    "others_power"."""
    p = 0
    cards = g.cards
    for src in st:
        s = cards[src]
        for name, ab in s.defn.statics:
            mine = name == "power" and src == c.id
            others = name == "others_power" and src != c.id and s.owner == c.owner
            if (mine or others) and g.rules.static_condition(g, s, ab):
                p += ab.segments[0][0].params.get("amount", 0)
    return p
