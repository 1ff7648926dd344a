"""A world for search: the game as one player might imagine it (`game.determinized(player, rng)`).

Every card hidden from `player` is dealt again at random among the places that hold cards hidden from that
player (decks, other players' hands, face-down shields and life cards …), each owner's cards only among
that owner's places, so that every deck list holds (cards that another player's pending answers name stay); what the player knows — every card they see or have seen,
every count, every handle they see — stays as it is, and the random generator gets a new seed.  A computer
player can then search without knowing deck orders, hidden hands or future random results.
"""
from __future__ import annotations

from .rng import Rng
from .zones import zone_name, zone_owner

def _seed(rng) -> int:
    if hasattr(rng, "getrandbits"):
        return rng.getrandbits(63)
    return int(rng)

def determinized(g, player: int, rng):
    w = g.clone()
    seed = _seed(rng)
    deal = Rng(seed)
    everyone = w.all_mask
    bit = 1 << player
    named = _named(w)
    places: dict[int, list] = {}   # owner -> [(zone key, index)]
    for key, ids in w.zones.items():
        for i, cid in enumerate(ids):
            c = w.cards[cid]
            if c.known != everyone and not c.known & bit and not (named and (
                    f"c{cid}" in named or g.handle(cid) in named)):
                places.setdefault(c.owner, []).append((key, i))
    alias = dict(g.handle_alias or {})
    for owner, spots in sorted(places.items()):
        cards = [w.zones[k][i] for k, i in spots]
        handles = [g.handle(cid) for cid in cards]
        knowledge = [w.cards[cid].known for cid in cards]   # who knows a place's card stays with the place
        dealt = sorted(cards)   # dealt from a canonical order: games that differ only by where the
        deal.shuffle(dealt)     # hidden cards lie give the same worlds (a computer player cannot tell them apart)
        for (key, i), cid, h, known in zip(spots, dealt, handles, knowledge):
            w.zones[key][i] = cid
            c = w.cards[cid]
            c.known = known
            c.zone, c.zname = key, zone_name(key)
            zo = zone_owner(key)
            c.zowner = zo if zo is not None and w.rules.zone_spec_map[c.zname].scope == "player" else c.owner
            alias[cid] = (c.epoch, h)  # the card now here answers to the handle the player saw here

    w.handle_alias = alias
    w.rng = Rng(deal.next64() ^ seed)
    return w

def _named(g) -> set:
    """Tokens (ids and handles) that the pending decision's answers use: those cards stay in place, so that
    another player's options keep meaning what the rules offered."""
    d = g.decision
    if d is None:
        return set()
    acts = [a for lst in d.actions.values() for a in lst] + list((d.held or {}).values())
    return {t for a in acts for t in a.args}
