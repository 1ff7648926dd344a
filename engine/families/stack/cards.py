"""Card definitions of the stack family and their loader (schema: SCHEMA.md beside this file).

Every problem is reported as `file:line: problem` through engine.core.errors.DataError."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from ...paths import assets_dir
from ...cards.reader import CardDefinition, CardReader, CardSource, Pool
from .fields import CARD, COLORS, MANA, TARGETED  # noqa: F401  (TARGETED: the frames and play read it here)

@dataclass(frozen=True)
class Effect:
    op: str
    params: dict
    line: int | None = None

    def get(self, k, default=None):
        return self.params.get(k, default)


@dataclass(frozen=True)
class Trigger:
    when: str
    effects: tuple
    line: int | None = None


@dataclass(frozen=True, eq=False)
class StackCardDef(CardDefinition):
    text_ja: str = ""
    text_en: str = ""
    generic: int = 0
    colored: tuple = ()            # e.g. ("G", "G")
    produces: str = ""             # lands: one of MANA
    basic: bool = False
    power: int = 0
    toughness: int = 0
    keywords: frozenset = frozenset()
    effects: tuple = ()            # instants and sorceries
    abilities: tuple = ()          # triggered abilities of permanents
    subtype_en: str = ""
    subtype_ja: str = ""
    family: str = "stack"

    @cached_property   # asked for every card at every priority and state check: worked out once per definition
    def is_creature(self) -> bool:
        return self.type == "creature"

    @cached_property
    def is_land(self) -> bool:
        return self.type == "land"

    @property
    def mana_value(self) -> int:
        return self.generic + len(self.colored)

    @property
    def colors(self) -> tuple:
        return tuple(sorted(set(self.colored), key=COLORS.index))

    @property
    def cost_text(self) -> str:
        return (str(self.generic) if self.generic or not self.colored else "") + "".join(self.colored)

    def to_data(self) -> dict:
        return {"id": self.id, "name_ja": self.name_ja, "name_en": self.name_en, "type": self.type,
                "cost": self.cost_text if self.type != "land" else "", "produces": self.produces,
                "power": self.power, "toughness": self.toughness, "keywords": sorted(self.keywords),
                "text_ja": self.text_ja, "text_en": self.text_en}


class _Card(CardSource):
    """One [[card]] of a stack card file, read against the declared fields (fields.py); what is left here ties
    fields together."""

    def build(self, v: dict, raw: dict) -> StackCardDef:
        typ = v["type"]
        generic, colored = self.cost(v, typ)
        self.body(raw, typ)
        return StackCardDef(
            id=v["id"], name_ja=v["name_ja"], name_en=v["name_en"], type=typ, text_ja=v["text_ja"],
            text_en=v["text_en"], generic=generic, colored=colored, produces=v["produces"], basic=v["basic"],
            power=v["power"], toughness=v["toughness"], keywords=frozenset(v["keywords"]),
            effects=self.spell_effects(v, typ), abilities=self.abilities(v["abilities"], typ),
            subtype_en=v["subtype_en"], subtype_ja=v["subtype_ja"], line=self.line, file=self.path)

    def cost(self, v: dict, typ: str) -> tuple:
        """(generic, coloured symbols): a land has no cost and produces one mana; other cards the reverse."""
        if typ == "land":
            self.land(v)
            return 0, ()
        if v["produces"]:
            self.at(("produces",), "'produces': only lands produce mana")
        if v["cost"] is None:
            self.at((), "a non-land card needs a 'cost' string like \"2G\" or \"0\"")
        digits = v["cost"].rstrip("WUBRG")
        return int(digits or 0), tuple(v["cost"][len(digits):])

    def land(self, v: dict) -> None:
        if v["cost"] is not None:
            self.at(("cost",), "'cost': a land has no mana cost")
        if not v["produces"]:
            self.at((), f"a land needs 'produces': one of {', '.join(MANA)}")

    def body(self, raw: dict, typ: str) -> None:
        for k in ("power", "toughness"):
            if typ != "creature" and k in raw:
                self.at((k,), f"{k!r}: only creatures have power and toughness")
            if typ == "creature" and k not in raw:
                self.at((), f"a creature needs a non-negative integer {k!r}")

    def spell_effects(self, v: dict, typ: str) -> tuple:
        if typ in ("instant", "sorcery") and not v["effects"]:
            self.at(("effects",) if v["effects"] is not None else (), f"an {typ} needs 'effects'")
        if typ not in ("instant", "sorcery") and v["effects"] is not None:
            self.at(("effects",), "'effects': only instants and sorceries have them; permanents use "
                                  "[[card.abilities]]")
        return tuple(v["effects"] or ())

    def abilities(self, values: list, typ: str) -> tuple:
        out = []
        for j, ab in enumerate(values):
            where = ("abilities", j)
            if typ != "creature":
                self.at(where, "'abilities': only creatures have triggered abilities here")
            if not ab["effects"]:
                self.at(where + ("effects",), "'effects' must be a non-empty list of effect tables")
            out.append(Trigger(ab["when"], tuple(ab["effects"]), self.loc.line_of(self.idx, where)))
        return tuple(out)

    def make_effect(self, op: str, params: dict, raw: dict, where: tuple) -> Effect:
        return Effect(op, {k: x for k, x in raw.items() if k != "op"}, self.loc.line_of(self.idx, where))


class StackCardReader(CardReader):
    family = "stack"
    version_prefix = "stack-"
    hash_names = False
    check_names = False
    schema = CARD
    source = _Card


READER = StackCardReader()
StackPool = Pool


def parse_cards_text(text: str, path: str) -> list[StackCardDef]:
    """The cards of a text that may hold other tables too (a scenario's inline [[card]]s)."""
    return READER.parse_text(text, path, other_keys=True)


def load_pool(folder: Path) -> StackPool:
    return READER.read_files(Path(folder).glob("*.toml"))


@lru_cache(maxsize=1)
def stack_pool() -> StackPool:
    return load_pool(assets_dir() / "cards" / "stack")
