"""The typed view (engine/core/view.py `View`, the same for every family) as the seat items draw it:
per seat its zones by their spec names and places (seat_slots), cards as small dicts (a known card: id,
definition, tapped and the family's stats; an unknown one: its opaque handle), the seat's counters.  The
table reads nothing else of the engine."""
from __future__ import annotations

from .seat_slots import seat_slots


def card_data(c) -> dict:
    """One CardView as a seat draws it."""
    if c.card is None or not c.token.startswith("c"):
        return {"handle": c.token, "hidden": True}
    d = {"id": int(c.token[1:]), "card": c.card, "tapped": c.tapped}
    d.update(c.stats)
    if c.attached:
        d["under"] = [card_data(u) for u in c.attached]
    return d


def zone_data(z):
    """A zone whose faces and order are both secret (a deck) is drawn as a count."""
    if z.order == "secret" and z.visibility == "hidden":
        return {"cards_in_pile": z.count}
    return [card_data(c) for c in z.cards]


def seat_data(view, s) -> dict:
    """zones by name, with each zone's place on the seat box (from its spec: seat_slots) and caption key."""
    zvs = [view.zones[k] for k in s.zones]
    out = {"index": s.player, "name": s.name, "seat": s.seat, "team": s.team, "alive": s.alive, "kind": s.kind,
           "zones": {z.name: zone_data(z) for z in zvs}, "slots": seat_slots(zvs),
           "labels": {z.name: z.label for z in zvs}}
    # counters a seat shows in words: digital mana (available / maximum, unlocked civilizations, caps)
    for key in ("mana_max", "mana_available", "unlocked", "caps"):
        if key in s.counters:
            out[key] = s.counters[key]
    return out


def table_data(view) -> dict:
    """{"players": [seat dicts], "decision": {"kind", "info"} or None}."""
    d = view.decision
    return {"players": [seat_data(view, s) for s in view.seats],
            "decision": {"kind": d.kind, "info": dict(d.info)} if d is not None else None}
