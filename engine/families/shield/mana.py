"""Paying costs with mana cards: each required civilization needs its own card (a multicolour mana
card supplies only one civilization per payment), and the number of tapped cards equals the cost."""
from __future__ import annotations


def _cover(req: list[str], cards: list[tuple[int, frozenset]], used: set[int], prefer: set[int],
           budget: int) -> list[int] | None:
    """Assign each civilization in req to a distinct card; cards outside `prefer` cost 1 budget."""
    if not req:
        return []
    civ = req[0]
    # try preferred (already tapped) cards first, then cards with fewer civilizations
    for cid, civs in sorted(cards, key=lambda t: (t[0] not in prefer, len(t[1]), t[0])):
        if cid in used or civ not in civs:
            continue
        cost = 0 if cid in prefer else 1
        if cost > budget:
            continue
        used.add(cid)
        rest = _cover(req[1:], cards, used, prefer, budget - cost)
        if rest is not None:
            return [cid] + rest
        used.discard(cid)
    return None


def payment_plan(cost: int, civs: tuple, untapped: list[tuple[int, frozenset]],
                 tapped: list[tuple[int, frozenset]] = ()) -> list[int] | None:
    """Cards to tap (beyond `tapped`) to pay, or None if impossible."""
    n_tapped = len(tapped)
    if n_tapped > cost:
        return None
    need = cost - n_tapped
    if need > len(untapped):
        return None
    req = sorted(set(civs))
    pool = list(tapped) + list(untapped)
    prefer = {cid for cid, _ in tapped}
    cover = _cover(req, pool, set(), prefer, need)
    if cover is None:
        return None
    extra = [cid for cid in cover if cid not in prefer]
    chosen = set(extra)
    # fill with the least useful cards: fewest civilizations first
    for cid, cs in sorted(untapped, key=lambda t: (len(t[1]), t[0])):
        if len(extra) >= need:
            break
        if cid not in chosen:
            extra.append(cid)
            chosen.add(cid)
    return extra if len(extra) == need else None
