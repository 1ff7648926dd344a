"""Deck rules of the stack family: 40-60 cards, at most 4 copies of a non-basic card, all cards known."""
from __future__ import annotations

from ...decks import NO_PARTNER, UNKNOWN_CARD, DeckProblem


def validate_stack_deck(rules, deck) -> list:
    pool = rules.pool()
    dr = rules.info.deck_rules
    out = []
    counts: dict = {}
    if deck.partner:
        out.append(DeckProblem(deck.path, deck.partner_line, NO_PARTNER, f"{rules.info.name} decks have no partner"))
    for e in deck.entries:
        if e.card not in pool:
            out.append(DeckProblem(deck.path, e.line, UNKNOWN_CARD, f"unknown card {e.card!r}"))
            continue
        counts[e.card] = counts.get(e.card, 0) + e.count
    for e in deck.entries:
        if e.card in pool and not pool[e.card].basic and counts[e.card] > dr.get("max_copies", 4):
            out.append(DeckProblem(deck.path, e.line, "mtg:100.2a",
                                   f"at most {dr.get('max_copies', 4)} copies of {e.card}, found {counts[e.card]}"))
            counts[e.card] = 0
    size = sum(e.count for e in deck.entries)
    lo, hi = dr.get("min_size", 40), dr.get("max_size", 60)
    if not lo <= size <= hi:
        out.append(DeckProblem(deck.path, None, "mtg:100.2a", f"a deck has {lo}-{hi} cards, this one {size}"))
    return out
