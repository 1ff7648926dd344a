"""Card definitions of the stack family and their loader (schema: SCHEMA.md beside this file).

Every problem is reported as `file:line: problem` through engine.core.errors.DataError."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...core.errors import DataError
from ...paths import assets_dir
from ...cards.reader import CardDefinition, CardReader, CardSource, Locator, Pool, is_int
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


_Loc = Locator


def _effects(raw, path, line, where) -> tuple:
    if not isinstance(raw, list) or not raw:
        raise DataError(path, line, f"{where}: 'effects' must be a non-empty list of tables")
    out = []
    for e in raw:
        if not isinstance(e, dict) or "op" not in e:
            raise DataError(path, line, f"{where}: every effect is a table with an 'op'")
        op = e["op"]
        if not isinstance(op, str) or op not in OPS:
            raise DataError(path, line, f"{where}: unknown op {excerpt(op)} (known: {', '.join(sorted(OPS))})")
        params = {k: v for k, v in e.items() if k != "op"}
        for k, v in params.items():
            if k not in OPS[op]:
                raise DataError(path, line, f"{where}: op {excerpt(op)} has no parameter {excerpt(k)}")
            if k in ("to", "who") and (not isinstance(v, str) or v not in TO_VALUES):
                raise DataError(path, line, f"{where}: {k} = {excerpt(v)} is not one of {', '.join(sorted(TO_VALUES))}")
            if k in ("amount", "power", "toughness") and (not is_int(v) or not -MAX_AMOUNT <= v <= MAX_AMOUNT):
                raise DataError(path, line, f"{where}: {k} must be a whole number -{MAX_AMOUNT}..{MAX_AMOUNT}, "
                                            f"got {excerpt(v)}")
            if k == "amount" and v < 0 and op != "set_life":
                raise DataError(path, line, f"{where}: amount must not be negative, got {v}")
            if k == "mana" and (not isinstance(v, str) or not v or any(ch not in MANA for ch in v)):
                raise DataError(path, line, f"{where}: mana must be symbols among {''.join(MANA)}, e.g. \"RR\"")
        out.append(Effect(op, params, line))
    return tuple(out)


def parse_card(d: dict, path: str, loc: _Loc, idx: int, extra_keys: bool = False) -> StackCardDef:
    line = loc.card_line(idx)

    def err(key, problem):
        raise DataError(path, loc.find(idx, key) if key else line, problem)

    if not isinstance(d, dict):
        raise DataError(path, line, "a [[card]] must be a table")
    for k in d:
        if k not in CARD_KEYS and not extra_keys:
            err(k, f"unknown key {excerpt(k)} (known: {', '.join(sorted(CARD_KEYS))})")
    for k in ("id", "name_ja", "name_en", "type"):
        if k not in d:
            err(None, f"card is missing {excerpt(k)}")
        if not isinstance(d[k], str) or not d[k].strip():
            err(k, f"{excerpt(k)} must be a non-empty string")
    cid = d["id"]
    if not ID_RE.match(cid):
        err("id", f"id {excerpt(cid)} must look like ST-001 (letters, dash, letters/digits)")
    typ = d["type"]
    if typ not in TYPES:
        err("type", f"type {excerpt(typ)} must be one of {', '.join(TYPES)}")
    kw = d.get("keywords", [])
    if not isinstance(kw, list) or any(not isinstance(k, str) or k not in KEYWORDS for k in kw):
        bad = [k for k in kw if not isinstance(k, str) or k not in KEYWORDS] if isinstance(kw, list) else kw
        err("keywords", f"unknown keyword(s) {excerpt(bad)} (known: {', '.join(sorted(KEYWORDS))})")
    generic, colored = 0, ()
    produces = ""
    if typ == "land":
        if "cost" in d:
            err("cost", "a land has no mana cost")
        produces = d.get("produces", "")
        if produces not in MANA:
            err("produces", f"a land produces one of {', '.join(MANA)}, got {excerpt(produces)}")
    else:
        cost = d.get("cost")
        if not isinstance(cost, str):
            err("cost" if "cost" in d else None, "a non-land card needs a 'cost' string like \"2G\" or \"0\"")
        m = COST_RE.match(cost) if len(cost) <= 20 else None
        if not m or cost == "":
            err("cost", f"cost {excerpt(cost)} must be generic digits then colour letters WUBRG, e.g. \"1UU\"")
        generic = int(m.group(1) or 0)
        colored = tuple(m.group(2))
        if "produces" in d:
            err("produces", "only lands produce mana")
    power = toughness = 0
    if typ == "creature":
        for k in ("power", "toughness"):
            v = d.get(k)
            if not is_int(v) or not 0 <= v <= MAX_POWER:
                err(k if k in d else None, f"a creature needs a non-negative integer {excerpt(k)}")
        power, toughness = d["power"], d["toughness"]
    elif "power" in d or "toughness" in d:
        err("power" if "power" in d else "toughness", "only creatures have power and toughness")
    effects = ()
    if typ in ("instant", "sorcery"):
        if "effects" not in d:
            err(None, f"an {typ} needs 'effects'")
        effects = _effects(d["effects"], path, loc.find(idx, "effects"), cid)
    elif "effects" in d:
        err("effects", "only instants and sorceries have 'effects'; permanents use [[card.abilities]]")
    abilities = []
    for j, ab in enumerate(d.get("abilities", [])):
        aline = loc.find(idx, "when")
        if not isinstance(ab, dict):
            raise DataError(path, aline, f"{cid}: an ability must be a table")
        for k in ab:
            if k not in ABILITY_KEYS:
                raise DataError(path, aline, f"{cid}: unknown ability key {excerpt(k)}")
        if not isinstance(ab.get("when"), str) or ab["when"] not in TRIGGERS:
            raise DataError(path, aline, f"{cid}: 'when' must be one of {', '.join(sorted(TRIGGERS))}")
        if typ != "creature":
            raise DataError(path, aline, f"{cid}: only creatures have triggered abilities here")
        abilities.append(Trigger(ab["when"], _effects(ab.get("effects"), path, aline, cid), aline))
    for k in ("text_ja", "text_en", "subtype_en", "subtype_ja"):
        if k in d and not isinstance(d[k], str):
            err(k, f"{k} must be a string")
    if not isinstance(d.get("basic", False), bool):
        err("basic", f"basic must be true or false, got {excerpt(d['basic'])}")
    if not isinstance(d.get("abilities", []), list):
        err("abilities", "abilities are [[card.abilities]] tables")
    return StackCardDef(
        id=cid, name_ja=d["name_ja"], name_en=d["name_en"], type=typ, text_ja=d.get("text_ja", ""),
        text_en=d.get("text_en", ""), generic=generic, colored=colored, produces=produces,
        basic=d.get("basic", False), power=power, toughness=toughness, keywords=frozenset(kw),
        effects=effects, abilities=tuple(abilities), subtype_en=d.get("subtype_en", ""),
        subtype_ja=d.get("subtype_ja", ""), line=line, file=path)


class StackCardReader(CardReader):
    family = "stack"
    version_prefix = "stack-"
    hash_names = False
    check_names = False

    def parse_card(self, src: CardSource, raw: dict) -> StackCardDef:
        return parse_card(raw, src.path, src.loc, src.idx)


READER = StackCardReader()
StackPool = Pool


def parse_cards_text(text: str, path: str, extra_keys: bool = False) -> list[StackCardDef]:
    return READER.parse_text(text, path, other_keys=True)


def load_pool(folder: Path) -> StackPool:
    return READER.read_files(Path(folder).glob("*.toml"))


@lru_cache(maxsize=1)
def stack_pool() -> StackPool:
    return load_pool(assets_dir() / "cards" / "stack")
