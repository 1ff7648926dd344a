"""Every family's cards in the one browser and deck list.  The editor was written for the shield game's
cards (civilizations, cost, races, twinpacts, partner); the life-zone and stack games' cards are wrapped
here with the same few facts (their own colours, cost, type, power, kind words; the colours' words are the
family's: palette.py), and
each format's construction rules stay the engine's: `get_format(fmt).validate_deck` on the real card
definitions, which the wrapper passes through.  Which family a format is comes from the engine."""
from __future__ import annotations

import engine
from engine.formats import get_format

from ..i18n import tr
from .palette import Palette, palette


def family_of(fmt: str) -> str:
    return get_format(fmt).info.family


def formats_of_every_family() -> list[str]:
    """The formats the editor offers, from the engine's registry (a new format appears by itself)."""
    return [f.name for f in engine.formats()]


class CardFacts:
    """A life-zone or stack card definition seen through the attributes the editor reads; anything else
    (icon, basic, name_en … for the engine's validators) is the definition's own."""

    spell = None
    starts_in = None
    copies = None

    def __init__(self, defn, family: str):
        self.defn = defn
        self.family = family

    def __getattr__(self, key):
        return getattr(self.defn, key)

    @property
    def all_civs(self) -> frozenset:
        d = self.defn
        return frozenset(getattr(d, "colors", ()) or ())   # the card data's keys (palette.py names them)

    @property
    def cost(self) -> int:
        d = self.defn
        if hasattr(d, "generic"):
            return d.generic + len(d.colored)
        return getattr(d, "cost", 0)

    @property
    def is_creature(self) -> bool:
        return self.defn.type in ("unit", "creature")

    @property
    def race_ja(self) -> str:
        d = self.defn
        return getattr(d, "subtype_ja", "") or "・".join(getattr(d, "attributes", ()) or ())

    @property
    def race_en(self) -> str:
        d = self.defn
        return getattr(d, "subtype_en", "") or " / ".join(getattr(d, "attributes", ()) or ())

    @property
    def keywords(self) -> tuple:
        """The card's keywords, and for the life-zone game its buster or shot mark (a deck needs exactly 12
        busters: the browser filters and names them like keywords)."""
        marks = (self.defn.icon,) if self.family == "lifezone" and getattr(self.defn, "icon", "") else ()
        return tuple(sorted(getattr(self.defn, "keywords", ()) or ())) + marks

    def name(self, lang: str) -> str:
        return self.defn.name(lang) if callable(getattr(self.defn, "name", None)) else \
            (self.defn.name_ja if lang == "ja" else self.defn.name_en)


class FamilyPool:
    """A pool of wrapped cards with the shield pool's reading interface (`cards`, `in`, `[]`, iteration)."""

    def __init__(self, pool, family: str):
        self.family = family
        self.cards = {c.id: CardFacts(c, family) for c in pool}

    def __iter__(self):
        return iter(self.cards.values())

    def __contains__(self, cid) -> bool:
        return cid in self.cards

    def __getitem__(self, cid):
        return self.cards[cid]

    def __len__(self) -> int:
        return len(self.cards)


def pool_family(pool) -> str:
    return pool.family if isinstance(pool, FamilyPool) else "shield"


def palette_of(pool) -> Palette:
    return palette(pool_family(pool))


def pool_for(fmt: str, shield_loader):
    """(pool, error text) of the format's family: the shield game's with the user's card folder, the others
    the engine's bundled pool of that family."""
    family = family_of(fmt)
    if family == "shield":
        return shield_loader()
    return FamilyPool(get_format(fmt)(None).pool(), family), ""


def keyword_word(family: str, key: str) -> str:
    """A keyword (or a life-zone mark, buster / shot) in the family's glossary words, never its raw id."""
    from ..glossary import glossary
    from ..i18n import language
    g = glossary(family)
    base = str(key).partition(":")[0]
    section = "keywords" if g.has("keywords", base) else "terms"
    return g.word(section, base, language())


def type_word(card, family: str) -> str:
    """A card's type in the family's words, with the life-zone game's buster / shot mark ("Unit · Buster")."""
    from ..glossary import glossary
    from ..i18n import language
    g = glossary(family)
    t = "twinpact" if getattr(card, "spell", None) else card.type
    word = g.word("types", t, language()) if g.has("types", t) else tr(t.title())
    icon = getattr(card, "icon", "") if family == "lifezone" else ""
    return f"{word} · {g.word('terms', icon, language())}" if icon else word


def deck_count(fmt: str, deck) -> int:
    """The deck's size as its family's construction rules count it (the life-zone game: without the
    territory), so the editor's two counts say the same."""
    if family_of(fmt) == "lifezone":
        return sum(n for cid, n in deck.counts.items()
                   if getattr(deck.pool.cards.get(cid), "type", "") != "territory")
    return deck.size


def construction_summary(fmt: str, deck) -> str:
    """The counts each family's construction rules are about, as the engine's deck rules give the limits:
    life-zone buster / shot / territory counts, stack size and basic lands; "" for the shield game (its
    stats view says it)."""
    dr = get_format(fmt).info.deck_rules
    cards = [(deck.pool.cards.get(cid), n) for cid, n in deck.counts.items()]
    cards = [(c, n) for c, n in cards if c is not None]
    family = family_of(fmt)
    if family == "lifezone":
        main = sum(n for c, n in cards if c.type != "territory")
        return tr("Cards {n} ({lo}–{hi}) · busters {b} (exactly {nb}) · shots {s} (at most {ns}) · territory {t} "
                  "(exactly 1)", n=main, lo=dr["min"], hi=dr["max"],
                  b=sum(n for c, n in cards if getattr(c, "icon", "") == "buster"), nb=dr["busters"],
                  s=sum(n for c, n in cards if getattr(c, "icon", "") == "shot"), ns=dr["max_shots"],
                  t=sum(n for c, n in cards if c.type == "territory"))
    if family == "stack":
        return tr("Cards {n} ({lo}–{hi}) · basic lands {b} (any number) · other cards at most {k} of each",
                  n=sum(n for _c, n in cards), lo=dr.get("min_size", 40), hi=dr.get("max_size", 60),
                  b=sum(n for c, n in cards if getattr(c, "basic", False)), k=dr.get("max_copies", 4))
    return ""
