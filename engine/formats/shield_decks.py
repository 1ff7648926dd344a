"""Deck construction rules of the shield formats."""
from __future__ import annotations

import tomllib

from ..decks import NO_PARTNER, UNKNOWN_CARD, Deck, DeckProblem
from ..filecache import read_cached
from ..paths import assets_dir


def banlist(name: str) -> dict[str, str]:
    """Card id -> reason, from assets/banlists/<name>.toml `banned = [...]` (read again only when it changes)."""
    p = assets_dir() / "banlists" / f"{name}.toml"
    if not p.exists():
        return {}
    return read_cached(p, _read_banned)


def _read_banned(p) -> dict[str, str]:
    data = tomllib.loads(p.read_text(encoding="utf-8"))
    reasons = data.get("reasons", {})
    return {cid: reasons.get(cid, "") for cid in data.get("banned", [])}


def validate_shield_deck(rules, deck: Deck) -> list[DeckProblem]:
    info = rules.info
    dr = info.deck_rules
    pool = rules.pool()
    probs: list[DeckProblem] = []

    def bad(line, rule, msg):
        probs.append(DeckProblem(deck.path, line, rule, msg))

    known = True
    for e in deck.entries:
        if e.card not in pool:
            bad(e.line, UNKNOWN_CARD, f"unknown card id {e.card!r}")
            known = False
    if deck.partner and deck.partner not in pool:
        bad(deck.partner_line, UNKNOWN_CARD, f"unknown partner card id {deck.partner!r}")
        known = False
    size = deck.size
    if size != dr["size"]:
        first = deck.entries[0].line if deck.entries else None
        bad(first, dr.get("size_rule", "dm:100"), f"the deck has {size} cards; {info.name} needs exactly {dr['size']}"
            + (" including the partner" if dr.get("partner") else ""))
    counts: dict[str, int] = {}
    lines: dict[str, int] = {}
    for e in deck.entries:
        counts[e.card] = counts.get(e.card, 0) + e.count
        lines.setdefault(e.card, e.line)
    if deck.partner:
        counts[deck.partner] = counts.get(deck.partner, 0) + 1
        lines.setdefault(deck.partner, deck.partner_line)
    if not dr.get("partner") and deck.partner:
        bad(deck.partner_line, NO_PARTNER, f"{info.name} decks have no partner")
    if not known:
        return probs
    # copies are counted by name (a card's text may allow more, DuePa 101.1b)
    by_name: dict[str, int] = {}
    for cid, n in counts.items():
        nm = pool[cid].name_en
        by_name[nm] = by_name.get(nm, 0) + n
    for cid, n in counts.items():
        d = pool[cid]
        limit = d.copies if d.copies is not None else dr["max_copies"]
        if by_name.get(d.name_en, 0) > limit:
            by_name[d.name_en] = -1  # report once
            bad(lines[cid], dr.get("copies_rule", "dm:100"),
                f"{n} copies of {d.name_en} ({cid}); at most {limit}")
        if d.starts_in and dr.get("no_start_outside"):
            bad(lines[cid], "duepa:101.1c", f"{d.name_en} ({cid}) starts the game outside the deck and is "
                                            "not allowed in DuePa")
    if dr.get("partner"):
        if not deck.partner:
            bad(None, "duepa:201.1", "a DuePa deck needs a partner ('partner: SG-…' line)")
        else:
            pd = pool[deck.partner]
            if not pd.is_creature or pd.cost < 5:
                bad(deck.partner_line, "duepa:201.1" if not pd.spell else "duepa:201.1a",
                    f"the partner must be a creature of cost 5 or more ({pd.name_en} is "
                    f"{'a ' + pd.type if not pd.is_creature else 'cost ' + str(pd.cost)})")
            allowed = pd.all_civs  # a twinpact partner's spell side counts too (201.2a)
            for e in deck.entries:
                civs = pool[e.card].all_civs
                if civs and not civs <= allowed:
                    bad(e.line, "duepa:201.2" if not pd.spell else "duepa:201.2a",
                        f"{pool[e.card].name_en} ({'/'.join(sorted(civs))}) is outside the partner's civilizations "
                        f"({'/'.join(sorted(allowed)) or 'colorless'})")
    ban = banlist(dr["banlist"]) if dr.get("banlist") else {}
    for cid in counts:
        if cid in ban:
            bad(lines[cid], "duepa:101.1", f"{pool[cid].name_en} ({cid}) is on the hall-of-fame ban list"
                + (f": {ban[cid]}" if ban[cid] else ""))
    return probs
