"""What gestures mean at a stack-game table (engine/core/gestures.py), legal or not:

- a land from your hand dropped on your battlefield is played; a spell or a creature dropped on your
  battlefield or on the stack is cast (a spell goes on the stack in any case: the battlefield is where a
  person expects a creature to go); a land dropped on the stack is "cast" and told lands are played;
- your creature dropped on an opponent (their seat, any of their zones or cards) attacks that player; dropped
  on a creature attacking you while you declare blockers, it blocks that creature; dropped on a teammate
  (emperor), it is deployed to them;
- a click on your land pays with it (outside a payment: lands are tapped for mana while paying a cost).
"""
from __future__ import annotations

from ...core.gestures import own_card


def meaning(g, p: int, src, dst) -> list:
    c = own_card(g, p, src)
    if c is None:
        return []
    tok = f"c{c.id}"
    if c.zname == "hand":
        if dst.zname == "battlefield" and dst.owner == p:
            return [(f"p{p} {'play' if c.defn.is_land else 'cast'} {tok}", None)]
        if dst.zname is not None and dst.zname.startswith("stack"):
            return [(f"p{p} cast {tok}", None)]
        return []
    if c.zname == "battlefield" and c.defn.is_creature:
        return _from_battlefield(g, p, tok, dst)
    return []


def _from_battlefield(g, p: int, tok: str, dst) -> list:
    R = g.rules
    d = g.decision
    if dst.kind == "card" and dst.card is not None and d is not None and d.kind == "declare-blockers" \
            and g.cards[dst.card].zname == "battlefield" and g.cards[dst.card].attacking != -1:
        return [(f"p{p} block {tok} c{dst.card}", None)]
    whose = dst.owner if dst.kind in ("player", "zone", "card") else None
    if whose is None or whose == p or whose >= len(g.players):
        return []
    if whose in R.team_members(g, p):
        return [(f"p{p} deploy {tok} p{whose}", None)] if "deploy" in R.verbs else []
    return [(f"p{p} attack {tok} p{whose}", None)]


def click_meaning(g, p: int, spot) -> list:
    c = own_card(g, p, spot)
    if c is None:
        return []
    if c.zname == "battlefield" and c.defn.is_land:
        return [(f"p{p} tap c{c.id}", None)]
    if c.zname == "hand":
        return [(f"p{p} {'play' if c.defn.is_land else 'cast'} c{c.id}", None)]
    return []
