"""Card definitions of the stack family and their loader (schema: SCHEMA.md beside this file).

Every problem is reported as `file:line: problem` through engine.core.errors.DataError."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...paths import assets_dir
from ...cards.reader import CardDefinition, CardReader, CardSource, Pool, is_int
from ...core.save_setup import excerpt

COLORS = ("W", "U", "B", "R", "G")
MANA = COLORS + ("C",)
TYPES = ("land", "creature", "instant", "sorcery")
KEYWORDS = {"flying", "reach", "vigilance", "haste", "trample", "first_strike", "lifelink", "deathtouch",
            "defender", "begin_on_battlefield", "cant_lose_opponents_cant_win"}
TRIGGERS = {"enters", "dies", "attacks", "blocks", "upkeep", "opponent_upkeep"}
# op -> allowed parameter keys (besides "op")
OPS = {
    "damage": {"amount", "to"},
    "draw": {"amount", "who"},
    "discard": {"amount", "who"},
    "gain_life": {"amount", "who"},
    "lose_life": {"amount", "who"},
    "poison": {"amount", "who"},
    "destroy": {"to"},
    "exile": {"to"},
    "bounce": {"to"},
    "tap": {"to"},
    "pump": {"to", "power", "toughness"},
    "counter": {"to"},
    "sacrifice": {"who"},
    "skip_untap": {"who"},
    "extra_turn": {"who"},
    "win_game": {"who"},
    "lose_game": {"who"},
    "draw_game": set(),
    "restart_game": set(),
    "set_life": {"who", "amount"},
    "add_mana": {"who", "mana"},
    "reanimate": {"to"},
}
# what an op acts on: "to" names objects (targets or groups), "who" names players
TO_VALUES = {"target_creature", "target_player", "any_target", "target_opponent", "target_spell", "self",
             "each_creature", "each_other_creature", "each_opponent", "each_player", "each_opponent_creature",
             "defending_player", "attacking_player", "that_player", "you", "active_player"}
TARGETED = {"target_creature": "creature", "target_player": "player", "any_target": "any",
            "target_opponent": "opponent", "target_spell": "spell"}
CARD_KEYS = {"id", "name_ja", "name_en", "type", "cost", "produces", "basic", "power", "toughness", "keywords",
             "text_ja", "text_en", "effects", "abilities", "subtype_en", "subtype_ja"}
ABILITY_KEYS = {"when", "effects"}
MAX_AMOUNT, MAX_POWER = 99, 9999
ID_RE = re.compile(r"^[A-Z]{1,4}-[A-Za-z0-9_]+$")
COST_RE = re.compile(r"^(\d*)([WUBRG]*)$")


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

    @property
    def is_creature(self) -> bool:
        return self.type == "creature"

    @property
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
    """One [[card]] of a stack card file: every problem a DataError at the line of the field it is about,
    naming that field; a value of another type is refused before it is looked into."""

    def card(self, d: dict) -> StackCardDef:
        for k in d:
            if k not in CARD_KEYS:
                self.at((k,), f"unknown key {excerpt(k)} (known: {', '.join(sorted(CARD_KEYS))})")
        for k in ("id", "name_ja", "name_en", "type"):
            if k not in d:
                self.at((), f"card is missing {excerpt(k)}")
            if not isinstance(d[k], str) or not d[k].strip():
                self.at((k,), f"{k!r} must be a non-empty string, got {excerpt(d[k])}")
        cid, typ = d["id"], d["type"]
        if not ID_RE.match(cid):
            self.at(("id",), f"'id' {excerpt(cid)} must look like ST-001 (letters, dash, letters/digits)")
        if typ not in TYPES:
            self.at(("type",), f"'type' {excerpt(typ)} must be one of {', '.join(TYPES)}")
        for k in ("text_ja", "text_en", "subtype_en", "subtype_ja"):
            self.typed(d, k, str, "")
        basic = self.typed(d, "basic", bool, False)
        generic, colored, produces = self.cost(d, typ)
        power, toughness = self.body(d, typ)
        return StackCardDef(
            id=cid, name_ja=d["name_ja"], name_en=d["name_en"], type=typ, text_ja=d.get("text_ja", ""),
            text_en=d.get("text_en", ""), generic=generic, colored=colored, produces=produces, basic=basic,
            power=power, toughness=toughness, keywords=self.keywords(d), effects=self.spell_effects(d, typ),
            abilities=self.abilities(d, typ), subtype_en=d.get("subtype_en", ""),
            subtype_ja=d.get("subtype_ja", ""), line=self.line, file=self.path)

    def keywords(self, d: dict) -> frozenset:
        kw = self.typed(d, "keywords", list, [], what="a list of keywords")
        for j, k in enumerate(kw):
            if not isinstance(k, str) or k not in KEYWORDS:
                self.at(("keywords", j), f"'keywords': unknown keyword {excerpt(k)} "
                                         f"(known: {', '.join(sorted(KEYWORDS))})")
        return frozenset(kw)

    def cost(self, d: dict, typ: str) -> tuple:
        """(generic, coloured symbols, the mana a land produces)."""
        if typ == "land":
            if "cost" in d:
                self.at(("cost",), "'cost': a land has no mana cost")
            produces = d.get("produces", "")
            if not isinstance(produces, str) or produces not in MANA:
                self.at(("produces",), f"'produces': a land produces one of {', '.join(MANA)}, "
                                       f"got {excerpt(produces)}")
            return 0, (), produces
        if "produces" in d:
            self.at(("produces",), "'produces': only lands produce mana")
        if "cost" not in d:
            self.at((), "a non-land card needs a 'cost' string like \"2G\" or \"0\"")
        cost = d["cost"]
        m = COST_RE.match(cost) if isinstance(cost, str) and 0 < len(cost) <= 20 else None
        if not m:
            self.at(("cost",), f"'cost' must be generic digits then colour letters WUBRG, e.g. \"1UU\", "
                               f"got {excerpt(cost)}")
        return int(m.group(1) or 0), tuple(m.group(2)), ""

    def body(self, d: dict, typ: str) -> tuple[int, int]:
        if typ != "creature":
            for k in ("power", "toughness"):
                if k in d:
                    self.at((k,), f"{k!r}: only creatures have power and toughness")
            return 0, 0
        for k in ("power", "toughness"):
            if k not in d:
                self.at((), f"a creature needs a non-negative integer {k!r}")
            if not is_int(d[k]) or not 0 <= d[k] <= MAX_POWER:
                self.at((k,), f"{k!r} must be a whole number 0..{MAX_POWER}, got {excerpt(d[k])}")
        return d["power"], d["toughness"]

    def spell_effects(self, d: dict, typ: str) -> tuple:
        if typ in ("instant", "sorcery"):
            if "effects" not in d:
                self.at((), f"an {typ} needs 'effects'")
            return self.effects(d["effects"], ("effects",))
        if "effects" in d:
            self.at(("effects",), "'effects': only instants and sorceries have them; permanents use "
                                  "[[card.abilities]]")
        return ()

    def abilities(self, d: dict, typ: str) -> tuple:
        raw = self.typed(d, "abilities", list, [], what="a list of [[card.abilities]] tables")
        out = []
        for j, ab in enumerate(raw):
            where = ("abilities", j)
            if not isinstance(ab, dict):
                self.at(where, f"'abilities' {j + 1} must be a [[card.abilities]] table, got {excerpt(ab)}")
            for k in ab:
                if k not in ABILITY_KEYS:
                    self.at(where + (k,), f"unknown ability key {excerpt(k)} "
                                          f"(known: {', '.join(sorted(ABILITY_KEYS))})")
            when = ab.get("when")
            if not isinstance(when, str) or when not in TRIGGERS:
                self.at(where + (("when",) if "when" in ab else ()),
                        f"'when' must be one of {', '.join(sorted(TRIGGERS))}, got {excerpt(when)}")
            if typ != "creature":
                self.at(where, "'abilities': only creatures have triggered abilities here")
            if "effects" not in ab:
                self.at(where, "an ability needs 'effects'")
            effects = self.effects(ab["effects"], where + ("effects",))
            out.append(Trigger(when, effects, self.loc.line_of(self.idx, where)))
        return tuple(out)

    def effects(self, raw, where: tuple) -> tuple:
        if not isinstance(raw, list) or not raw:
            self.at(where, f"'effects' must be a non-empty list of tables, got {excerpt(raw)}")
        out = []
        for j, e in enumerate(raw):
            if not isinstance(e, dict) or "op" not in e:
                self.at(where + (j,), f"'effects' {j + 1} must be a table with an 'op', got {excerpt(e)}")
            op = e["op"]
            if not isinstance(op, str) or op not in OPS:
                self.at(where + (j, "op"), f"'op': unknown op {excerpt(op)} (known: {', '.join(sorted(OPS))})")
            params = {k: v for k, v in e.items() if k != "op"}
            for k, v in params.items():
                self.param(op, k, v, where + (j, k))
            out.append(Effect(op, params, self.loc.line_of(self.idx, where + (j,))))
        return tuple(out)

    def param(self, op: str, k: str, v, where: tuple) -> None:
        if k not in OPS[op]:
            self.at(where, f"op {excerpt(op)} has no parameter {excerpt(k)}")
        if k in ("to", "who") and (not isinstance(v, str) or v not in TO_VALUES):
            self.at(where, f"{k!r} = {excerpt(v)} is not one of {', '.join(sorted(TO_VALUES))}")
        if k in ("amount", "power", "toughness"):
            self.amount(op, k, v, where)
        if k == "mana" and (not isinstance(v, str) or not v or any(ch not in MANA for ch in v)):
            self.at(where, f"'mana' must be symbols among {''.join(MANA)}, e.g. \"RR\", got {excerpt(v)}")

    def amount(self, op: str, k: str, v, where: tuple) -> None:
        if not is_int(v) or not -MAX_AMOUNT <= v <= MAX_AMOUNT:
            self.at(where, f"{k!r} must be a whole number -{MAX_AMOUNT}..{MAX_AMOUNT}, got {excerpt(v)}")
        if k == "amount" and v < 0 and op != "set_life":
            self.at(where, f"'amount' must not be negative, got {v}")


class StackCardReader(CardReader):
    family = "stack"
    version_prefix = "stack-"
    hash_names = False
    check_names = False

    def parse_card(self, src: CardSource, raw: dict) -> StackCardDef:
        return _Card(src.path, src.loc, src.idx).card(raw)


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
