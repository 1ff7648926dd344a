"""What gestures mean at a life-zone table (engine/core/gestures.py), legal or not:

- a card from your hand dropped on your energy zone is placed as energy; dropped on the field or the
  resolution area it is played (a unit enters the field, any other card goes to the resolution area);
- your unit dropped on an opponent (their seat or any of their zones) attacks that player; dropped on the
  opposing team's life zone (tag) it attacks the one player of that team the rules let it attack (tag 602-1a:
  the player in front of you) — with none or several, the refusal names the targets that would work; dropped
  on an opponent's unit it attacks that unit; dropped on the unit attacking your side while you may block,
  it blocks;
- a click on your energy card pays with it.
"""
from __future__ import annotations


def meaning(g, p: int, src, dst) -> list:
    if src.card is None:
        return []
    c = g.cards[src.card]
    tok = f"c{c.id}"
    if c.zname == "hand" and c.zowner == p:
        if dst.zname == "energy" and dst.owner == p:
            return [(f"p{p} energy {tok}", None)]
        if dst.zname in ("field", "res"):
            return [(f"p{p} play {tok}", None)]
        return []
    if c.zname == "field" and c.controller == p:
        return _from_field(g, p, tok, dst)
    return []


def _from_field(g, p: int, tok: str, dst) -> list:
    R = g.rules
    d = g.decision
    if dst.kind == "card" and dst.card is not None and g.cards[dst.card].zname == "field":
        if d is not None and d.kind == "block" and d.info.get("attacker") == dst.card:
            return [(f"p{p} block {tok}", None)]
        if g.cards[dst.card].controller != p:
            return [(f"p{p} attack {tok}", f"c{dst.card}")]
        return []
    if dst.team is not None:
        return _at_team(g, p, tok, dst.team)
    whose = dst.owner if dst.kind in ("player", "zone", "card") else None
    if whose is not None and whose < len(g.players) and whose in R.opponents(g, p):
        return [(f"p{p} attack {tok}", f"p{whose}")]
    return []


def _at_team(g, p: int, tok: str, team: int) -> list:
    """The opposing team's life zone: the one member that may be attacked (602-1a); otherwise each member,
    so that the refusal says which would work."""
    R = g.rules
    if team not in R.side_ids(g) or team == R.side_of(g, p):
        return []
    members = [q for q in R.side_members(g, team) if g.players[q].alive]
    allowed = [q for q in members if q in R.attackable_players(g, p)]
    return [(f"p{p} attack {tok}", f"p{q}") for q in (allowed if len(allowed) == 1 else members)]


def click_meaning(g, p: int, spot) -> list:
    if spot.card is None:
        return []
    c = g.cards[spot.card]
    if c.zname == "energy" and c.zowner == p:
        return [(f"p{p} rest c{c.id}", None)]
    if c.zname == "field" and c.controller == p:
        return [(f"p{p} attack c{c.id}", None)]
    if c.zname == "hand" and c.zowner == p:
        return [(f"p{p} play c{c.id}", None)]
    return []
