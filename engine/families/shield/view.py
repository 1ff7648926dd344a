"""What one viewer may see of a shield game (the only way hidden information leaves the engine)."""
from __future__ import annotations

from ...core.view import decision_dict, knows, seat_dict, seat_zones, zone_counts
from .cards import has_kw, power

ZONE_ORDER = ("deck", "hand", "mana", "battle", "shield", "graveyard", "partner")


def card_view(g, cid: int, viewer, full: bool) -> dict:
    c = g.cards[cid]
    if not knows(g, cid, viewer, full):
        return {"handle": g.handle(cid), "hidden": True}
    d = c.defn
    v = {"id": cid, "card": d.id, "tapped": c.tapped}
    if c.zname == "battle":
        v["power"] = power(g, c)
        v["sick"] = c.sick
        v["under"] = [card_view(g, u, viewer, full) for u in c.under]
        v["keywords"] = sorted(k for k in ("blocker", "speed_attacker", "w_breaker", "t_breaker", "slayer")
                               if has_kw(g, c, k))
    if c.zname == "shield":
        v["face_up"] = c.face_up
    return v


def build_view(g, viewer, full: bool) -> dict:
    players = [{**seat_dict(p), "zones": seat_zones(g, p, ZONE_ORDER, "deck", card_view, viewer, full),
                "counts": zone_counts(g, p, ZONE_ORDER)} for p in g.players]
    dec = decision_dict(g, viewer, full)
    return {
        "format": g.format.name, "family": "shield", "viewer": viewer, "turn": g.turn,
        "turn_player": g.turn_player, "step": g.step, "players": players, "decision": dec,
        "outcome": g.outcome.to_data() if g.outcome else None,
        "pending": [{"seq": pe.seq, "controller": pe.controller, "source": pe.source if
                     (g.cards[pe.source].known == g.all_mask or full or
                      (viewer is not None and (g.cards[pe.source].known >> viewer) & 1)) else None}
                    for pe in g.pending],
    }


# ----- hooks of the typed view (engine/core/view.py) ------------------------------------------
def card_stats(g, c) -> dict:
    if c.zname == "battle":
        return {"power": power(g, c), "sick": c.sick,
                "keywords": sorted(k for k in ("blocker", "speed_attacker", "w_breaker", "t_breaker", "slayer")
                                   if has_kw(g, c, k))}
    if c.zname == "shield":
        return {"face_up": c.face_up}
    return {}


def attack_targets(g, p: int) -> list:
    """Whatever one of p's creatures could attack: opponents, and their attackable (tapped) creatures."""
    R = g.rules
    out: list = []
    for cid in g.zones[f"p{p}.battle"]:
        for t in R.attack_targets(g, p, cid):
            tok = t if isinstance(t, str) else f"c{t}"
            if tok not in out:
                out.append(tok)
    if not out:
        out = [f"p{o}" for o in R.opponents(g, p)]
    return out


def pending_items(g, viewer, full) -> list:
    from ...core.view import StackItemView, knows
    out = []
    for pe in g.pending:
        seen = knows(g, pe.source, viewer, full)
        out.append(StackItemView(f"c{pe.source}" if seen else g.handle(pe.source),
                                 g.cards[pe.source].defn.id if seen else None, "pending", pe.controller,
                                 [f"p{pe.opp}"] if pe.opp is not None else [],
                                 pe.ability[1] if isinstance(pe.ability[1], int) else None))
    return out
