"""Card definitions as loaded from data files (immutable once built)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...cards.reader import CardDefinition, Pool

CIVILIZATIONS = ("light", "water", "darkness", "fire", "nature")


@dataclass(frozen=True)
class Op:
    name: str
    params: dict
    then: tuple = ()
    orelse: tuple = ()
    line: int | None = None


@dataclass(frozen=True)
class Ability:
    kind: str                      # triggered | static | replacement | spell
    when: str = ""                 # triggered: the event
    zone: str = "battle"           # where the ability works: battle | hand
    condition: str = ""
    segments: tuple = ()           # tuple of tuples of Op (each a ■/▶ segment: one "opponent" binding)
    event: str = ""                # replacement: the event replaced
    instead: str = ""              # replacement: what happens instead
    line: int | None = None


@dataclass(frozen=True)
class Side:
    """The spell side of a twinpact card."""
    name_ja: str
    name_en: str
    civs: tuple
    cost: int
    text_ja: str
    text_en: str
    keywords: frozenset = frozenset()
    kw: dict = field(default_factory=dict)
    abilities: tuple = ()


@dataclass(frozen=True, eq=False)
class CardDef(CardDefinition):
    """A shield-game card; `type` is creature | evolution | spell."""
    family: str
    civs: tuple
    cost: int
    text_ja: str
    text_en: str
    power: int = 0
    race_ja: str = ""
    race_en: str = ""
    keywords: frozenset = frozenset()
    kw: dict = field(default_factory=dict)   # keyword parameters: ninja_strike -> 7 …
    abilities: tuple = ()
    evolution: dict | None = None
    spell: Side | None = None
    copies: int | None = None
    starts_in: str = ""
    not_for_tournaments: bool = False
    g_zero_if: str = ""
    rarity: str = ""
    reading_ja: str = ""           # the name's reading (ruby): shown, never part of a name category (DMP-25)

    @cached_property   # the tables below are read at every decision: built once per definition
    def is_creature(self) -> bool:
        return self.type in ("creature", "evolution")

    @cached_property
    def triggers(self) -> dict:
        """(when, zone) -> indices of the triggered abilities that fire on `when` while the card is in `zone`."""
        out: dict = {}
        for i, ab in enumerate(self.abilities):
            if ab.kind == "triggered":
                out.setdefault((ab.when, ab.zone), []).append(i)
        return {k: tuple(v) for k, v in out.items()}

    @cached_property
    def statics(self) -> tuple:
        """(first op's name, ability) of every static ability, in order."""
        return tuple((ab.segments[0][0].name if ab.segments and ab.segments[0] else "", ab)
                     for ab in self.abilities if ab.kind == "static")

    @cached_property
    def replaces(self) -> frozenset:
        """The events that a replacement ability of the card replaces."""
        return frozenset(ab.event for ab in self.abilities if ab.kind == "replacement")

    @cached_property   # read at every payment check: build the set once per definition
    def all_civs(self) -> frozenset:
        """Civilizations of the card as a whole (both sides of a twinpact)."""
        if self.spell is None:
            return frozenset(self.civs)
        return frozenset(self.civs) | frozenset(self.spell.civs)

    @cached_property
    def multicolor(self) -> bool:
        return len(self.all_civs) >= 2

    def __repr__(self) -> str:
        return f"<{self.id} {self.name_en}>"


CardPool = Pool   # every family's pool is the reader's
