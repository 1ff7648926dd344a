"""What one viewer may see of a shield game (the only way hidden information leaves the engine)."""
from __future__ import annotations

from .cards import has_kw, power

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
