"""Card filters from card data: which cards an effect may choose."""
from __future__ import annotations

from .cards import has_kw, power


def owners_for(g, filt: dict, controller: int, opp: int | None) -> list[int]:
    owner = filt.get("owner", "opponent")
    if owner == "self":
        return [controller]
    if owner == "opponent":
        return [opp] if opp is not None else []
    return g.turn_order_from(g.turn_player)


def matches(g, cid: int, filt: dict, controller: int, opp: int | None, source: int | None) -> bool:
    c = g.cards[cid]
    d = c.defn
    if filt.get("other") and cid == source:
        return False
    t = filt.get("type")
    if t == "creature" and not d.is_creature:
        return False
    if t == "spell" and d.type != "spell" and d.spell is None:
        return False
    civ = filt.get("civ")
    if civ and not (d.all_civs & set(civ)):
        return False
    if "max_cost" in filt and d.cost > filt["max_cost"]:
        return False
    if "min_cost" in filt and d.cost < filt["min_cost"]:
        return False
    if "max_power" in filt or "min_power" in filt:
        if not d.is_creature:
            return False
        pw = power(g, c) if c.zname == "battle" else d.power
        if "max_power" in filt and pw > filt["max_power"]:
            return False
        if "min_power" in filt and pw < filt["min_power"]:
            return False
    if "tapped" in filt and c.tapped != filt["tapped"]:
        return False
    if "race" in filt and filt["race"] not in (d.race_en, d.race_ja):
        return False
    if filt.get("not_multicolor") and d.multicolor:
        return False
    if "keyword" in filt and not has_kw(g, c, filt["keyword"]):
        return False
    if "name_contains" in filt and not in_name_category(d, filt["name_contains"]):
        return False
    return True


def in_name_category(d, chars: str) -> bool:
    """DMP-25: a name category looks at the characters of the name only, never at its reading (ruby), so
    the same characters read differently are in the same category.  A twinpact has both sides' names."""
    names = [d.name_ja] + ([d.spell.name_ja] if d.spell is not None else [])
    return any(chars in n for n in names)


def candidates(g, filt: dict, controller: int, opp: int | None, source: int | None) -> list[int]:
    zone = filt.get("zone", "battle")
    out = []
    for p in owners_for(g, filt, controller, opp):
        if not g.players[p].alive:
            continue
        for cid in g.zones[f"p{p}.{zone}"]:
            if matches(g, cid, filt, controller, opp, source):
                out.append(cid)
    return out


def touches_opponent(op) -> bool:
    """Whether an op affects "the opponent" and so needs one designated (DuePa 300.1)."""
    p = op.params
    if p.get("who") == "opponent":
        return True
    f = p.get("filter")
    if isinstance(f, dict) and f.get("owner", "opponent") == "opponent" and "filter" in p:
        return True
    return op.name in ("break_shields", "gachinko", "opponent_loses", "look_hand")
