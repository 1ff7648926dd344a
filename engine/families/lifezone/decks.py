"""Deck rules of the life-zone game (DIGEST B2.5): 40-50 cards, at most 4 of a name, exactly 12
buster cards, at most 12 shot cards, one territory outside the deck."""
from __future__ import annotations

from ...decks import NO_PARTNER, UNKNOWN_CARD, DeckProblem


def validate_deck(rules, deck, max_copies: int | None = None, ace_rule: bool = False) -> list:
    pool = rules.pool()
    dr = rules.info.deck_rules
    probs = []
    path = deck.path
    counts: dict[str, int] = {}
    lines: dict[str, int] = {}
    main = busters = shots = territories = 0
    if deck.partner:
        probs.append(DeckProblem(path, deck.partner_line, NO_PARTNER, f"{rules.info.name} decks have no partner"))
    for e in deck.entries:
        if e.card not in pool:
            probs.append(DeckProblem(path, e.line, UNKNOWN_CARD, f"unknown card {e.card!r}"))
            continue
        d = pool[e.card]
        if d.type == "territory":
            territories += e.count
            continue
        counts[d.name_en] = counts.get(d.name_en, 0) + e.count
        lines.setdefault(d.name_en, e.line)
        main += e.count
        busters += e.count if d.icon == "buster" else 0
        shots += e.count if d.icon == "shot" else 0
    if territories != 1:
        probs.append(DeckProblem(path, None, "bd:deck", f"a deck has exactly 1 territory card, this one has {territories}"))
    if not dr["min"] <= main <= dr["max"]:
        probs.append(DeckProblem(path, None, "bd:deck", f"a deck has {dr['min']}-{dr['max']} cards besides the "
                                                        f"territory, this one has {main}"))
    if busters != dr["busters"]:
        probs.append(DeckProblem(path, None, "bd:deck", f"a deck has exactly {dr['busters']} buster cards, this one has {busters}"))
    if shots > dr["max_shots"]:
        probs.append(DeckProblem(path, None, "bd:deck", f"a deck has at most {dr['max_shots']} shot cards, this one has {shots}"))
    if ace_rule:  # tag 402-1a: one chosen ace up to 4, every other name up to 2
        over = [n for n, k in counts.items() if k > 2]
        by_name = {pool[e.card].name_en: pool[e.card] for e in deck.entries if e.card in pool}
        if len(over) > 1 or (over and not by_name[over[0]].is_ace):
            for n in over[1:] if over and by_name[over[0]].is_ace else over:
                probs.append(DeckProblem(path, lines[n], "tag:402-1a", f"{n!r}: only the chosen ace may have more than 2 copies"))
        for n in over:
            if counts[n] > 4:
                probs.append(DeckProblem(path, lines[n], "tag:402-1a", f"{n!r}: at most 4 copies of the ace"))
    else:
        limit = max_copies or dr["max_copies"]
        for n, k in counts.items():
            if k > limit:
                probs.append(DeckProblem(path, lines[n], "bd:deck", f"{n!r}: at most {limit} copies, this deck has {k}"))
    return probs
