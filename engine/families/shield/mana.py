"""Paying costs with mana cards: each required civilization needs its own card (a multicolour mana
card supplies only one civilization per payment), and the number of tapped cards equals the cost."""
from __future__ import annotations


def _cover(req: list[str], i: int, pool: list[tuple[int, frozenset, int]], used: set[int], budget: int):
    """Assign req[i:] to distinct cards of `pool` (already in preference order); a card's third field
    is what it costs from `budget` (0 for cards already tapped)."""
    if i == len(req):
        return []
    civ = req[i]
    for cid, civs, cost in pool:
        if cid in used or civ not in civs or cost > budget:
            continue
        used.add(cid)
        rest = _cover(req, i + 1, pool, used, budget - cost)
        if rest is not None:
            return [cid] + rest
        used.discard(cid)
    return None


def payment_plan(cost: int, civs: tuple, untapped: list[tuple[int, frozenset]],
                 tapped: list[tuple[int, frozenset]] = ()) -> list[int] | None:
    """Cards to tap (beyond `tapped`) to pay, or None if impossible."""
    n_tapped = len(tapped)
    need = cost - n_tapped
    if need < 0 or need > len(untapped):
        return None
    # cards already tapped first, then cards with fewer civilizations (keep flexible ones for later)
    pool = [(cid, cs, 0) for cid, cs in tapped]
    pool += sorted(((cid, cs, 1) for cid, cs in untapped), key=lambda t: (len(t[1]), t[0]))
    if civs:
        req = sorted(set(civs))
        cover = _cover(req, 0, pool, set(), need)
        if cover is None:
            return None
        extra = [cid for cid, _, c in pool if c and cid in set(cover)]
    else:
        extra = []
    chosen = set(extra)
    for cid, cs, c in pool:
        if len(extra) >= need:
            break
        if c and cid not in chosen:
            extra.append(cid)
            chosen.add(cid)
    return extra if len(extra) == need else None


def payable(cost: int, civs: tuple, untapped: list[tuple[int, frozenset]],
            tapped: list[tuple[int, frozenset]] = ()) -> bool:
    """Exactly `payment_plan(...) is not None`, without building the plan (asked for every card in
    hand at every decision).  Once the required civilizations are covered the rest of the cost is any
    untapped cards, so only the cover matters; cards with the same civilizations are interchangeable,
    so at most as many of each kind as there are required civilizations are kept for the search."""
    need = cost - len(tapped)
    if need < 0 or need > len(untapped):
        return False
    if not civs:
        return True
    req = set(civs)
    if len(req) == 1:
        civ = civs[0]
        for _, cs in tapped:
            if civ in cs:
                return True
        if need:
            for _, cs in untapped:
                if civ in cs:
                    return True
        return False
    k = len(req)
    kept: dict = {}
    pool = []
    for cards, price in ((tapped, 0), (untapped, 1)):
        for cid, cs in cards:
            if req.isdisjoint(cs):
                continue
            n = kept.get((cs, price), 0)
            if n < k:
                kept[(cs, price)] = n + 1
                pool.append((cid, cs, price))
    return _cover(sorted(req), 0, pool, set(), need) is not None


def tappable(cost: int, civs: tuple, untapped: list[tuple[int, frozenset]],
             tapped: list[tuple[int, frozenset]]) -> list[int]:
    """The untapped cards that can be tapped next with the payment still completable.  Cards with
    the same civilizations are interchangeable, so each civilization set is tried once."""
    if len(set(civs)) == 1:
        # one civilization to cover (most costs): payable() for "this card tapped next", spelled out
        need = cost - len(tapped) - 1
        if need < 0 or need > len(untapped) - 1:
            return []
        civ = civs[0]
        # (loops: generators and comprehensions cost more than these few cards, at every tap of a payment)
        for _, cs in tapped:
            if civ in cs:
                return [cid for cid, _ in untapped]
        holders = 0
        for _, cs in untapped:
            if civ in cs:
                holders += 1
        out = []
        for cid, cs in untapped:
            if civ in cs or (need and holders):
                out.append(cid)
        return out
    verdict: dict[frozenset, bool] = {}
    out = []
    for cid, cs in untapped:
        ok = verdict.get(cs)
        if ok is None:
            rest = [u for u in untapped if u[0] != cid]
            ok = verdict[cs] = payable(cost, civs, rest, list(tapped) + [(cid, cs)])
        if ok:
            out.append(cid)
    return out
