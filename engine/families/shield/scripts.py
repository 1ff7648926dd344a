"""Per-card scripts of the shield game (see engine/cards/scripts.py).  Each has its own test."""
from __future__ import annotations

from ...cards.scripts import script


@script("even_the_shields")
def even_the_shields(g, f, op):
    """SG-240 「均しの鐘」: every other player with fewer shields than you adds shields from the top
    of their deck until they have as many as you (at most 3 each).  No primitive counts against the
    controller's own zone, hence a script."""
    mine = len(g.zones[f"p{f.owner}.shield"])
    for p in g.turn_order_from(g.turn_player):
        if p == f.owner:
            continue
        for _ in range(3):
            if len(g.zones[f"p{p}.shield"]) >= mine or not g.players[p].alive:
                break
            deck = g.zones[f"p{p}.deck"]
            if not deck:
                break
            g.rules.move(g, deck[-1], p, "shield", cause="script")
    return None
