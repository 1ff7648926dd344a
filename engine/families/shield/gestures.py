"""What gestures mean at a shield-game table (engine/core/gestures.py), legal or not:

- a card from your hand (partner zone, face-up shield) dropped on your battle zone is used: summoned when it
  is a creature, cast when it is a spell (a twinpact: both, the person picks);
- a card from your hand dropped on your mana zone is charged;
- your creature dropped on an opponent (their seat, any of their zones, a face-down shield) attacks that
  player; dropped on an opponent's creature it attacks that creature; dropped on the creature attacking you
  while you may block, it blocks;
- a click on your mana card pays with it (outside a payment: mana is tapped only to pay).
"""
from __future__ import annotations

from ...core.gestures import own_card


def meaning(g, p: int, src, dst) -> list:
    c = own_card(g, p, src)
    if c is None:
        return []
    tok = f"c{c.id}"
    if c.zname in g.rules.usable_zones(g, p) or (c.zname == "shield" and getattr(c, "face_up", False)):
        if _own(dst, p, "battle"):
            return [(f"p{p} {verb} {tok}", None) for verb in _uses(c)]
        if c.zname == "hand" and _own(dst, p, "mana"):
            return [(f"p{p} charge {tok}", None)]
        return []
    if c.zname == "battle":
        return _from_battle(g, p, tok, dst)
    return []


def _uses(c) -> list:
    d = c.defn
    out = ["summon"] if d.is_creature else []
    if d.type == "spell" or d.spell is not None:
        out.append("cast")
    return out or ["summon"]


def _own(dst, p: int, zname: str) -> bool:
    return dst.zname == zname and dst.owner == p


def _from_battle(g, p: int, tok: str, dst) -> list:
    d = g.decision
    if dst.kind == "card" and dst.card is not None and d is not None and d.kind == "block" \
            and d.info.get("attacker") == dst.card:
        return [(f"p{p} block {tok}", None)]
    if dst.kind == "card" and dst.card is not None and dst.zname == "battle" and dst.owner != p:
        return [(f"p{p} attack {tok}", f"c{dst.card}")]
    whose = dst.owner if dst.kind in ("player", "zone", "card") else None
    if whose is not None and whose != p and whose < len(g.players):
        return [(f"p{p} attack {tok}", f"p{whose}")]
    return []


def click_meaning(g, p: int, spot) -> list:
    c = own_card(g, p, spot)
    if c is None:
        return []
    tok = f"c{c.id}"
    if c.zname == "mana":
        return [(f"p{p} tap {tok}", None)]
    if c.zname == "battle":
        return [(f"p{p} attack {tok}", None)]
    if c.zname in g.rules.usable_zones(g, p):
        return [(f"p{p} {verb} {tok}", None) for verb in _uses(c)]
    return []
