"""Card definitions of the stack family and their loader (schema: SCHEMA.md beside this file).

Every problem is reported as `file:line: problem` through engine.core.errors.DataError."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...core.errors import DataError
from ...paths import assets_dir
from ...cards.toml_data import load_toml

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
class StackCardDef:
    id: str
    name_ja: str
    name_en: str
    type: str
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
    line: int | None = None
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


class _Loc:
    def __init__(self, text: str):
        self.lines = text.splitlines()
        self.starts = [i + 1 for i, ln in enumerate(self.lines) if ln.strip() == "[[card]]"]

    def card_line(self, idx: int) -> int:
        return self.starts[idx] if idx < len(self.starts) else 1

    def find(self, idx: int, key: str) -> int:
        start = self.card_line(idx)
        end = self.starts[idx + 1] - 1 if idx + 1 < len(self.starts) else len(self.lines)
        pat = re.compile(r"(^|[\s{,])" + re.escape(key) + r"\s*=")
        for n in range(start, end + 1):
            if pat.search(self.lines[n - 1]):
                return n
        return start


def _effects(raw, path, line, where) -> tuple:
    if not isinstance(raw, list) or not raw:
        raise DataError(path, line, f"{where}: 'effects' must be a non-empty list of tables")
    out = []
    for e in raw:
        if not isinstance(e, dict) or "op" not in e:
            raise DataError(path, line, f"{where}: every effect is a table with an 'op'")
        op = e["op"]
        if op not in OPS:
            raise DataError(path, line, f"{where}: unknown op {op!r} (known: {', '.join(sorted(OPS))})")
        params = {k: v for k, v in e.items() if k != "op"}
        for k, v in params.items():
            if k not in OPS[op]:
                raise DataError(path, line, f"{where}: op {op!r} has no parameter {k!r}")
            if k in ("to", "who") and v not in TO_VALUES:
                raise DataError(path, line, f"{where}: {k} = {v!r} is not one of {', '.join(sorted(TO_VALUES))}")
            if k in ("amount", "power", "toughness") and (not isinstance(v, int) or isinstance(v, bool)):
                raise DataError(path, line, f"{where}: {k} must be an integer")
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
            err(k, f"unknown key {k!r} (known: {', '.join(sorted(CARD_KEYS))})")
    for k in ("id", "name_ja", "name_en", "type"):
        if k not in d:
            err(None, f"card is missing {k!r}")
        if not isinstance(d[k], str) or not d[k].strip():
            err(k, f"{k!r} must be a non-empty string")
    cid = d["id"]
    if not ID_RE.match(cid):
        err("id", f"id {cid!r} must look like ST-001 (letters, dash, letters/digits)")
    typ = d["type"]
    if typ not in TYPES:
        err("type", f"type {typ!r} must be one of {', '.join(TYPES)}")
    kw = d.get("keywords", [])
    if not isinstance(kw, list) or any(k not in KEYWORDS for k in kw):
        bad = [k for k in kw if k not in KEYWORDS] if isinstance(kw, list) else kw
        err("keywords", f"unknown keyword(s) {bad!r} (known: {', '.join(sorted(KEYWORDS))})")
    generic, colored = 0, ()
    produces = ""
    if typ == "land":
        if "cost" in d:
            err("cost", "a land has no mana cost")
        produces = d.get("produces", "")
        if produces not in MANA:
            err("produces", f"a land produces one of {', '.join(MANA)}, got {produces!r}")
    else:
        cost = d.get("cost")
        if not isinstance(cost, str):
            err("cost" if "cost" in d else None, "a non-land card needs a 'cost' string like \"2G\" or \"0\"")
        m = COST_RE.match(cost)
        if not m or cost == "":
            err("cost", f"cost {cost!r} must be generic digits then colour letters WUBRG, e.g. \"1UU\"")
        generic = int(m.group(1) or 0)
        colored = tuple(m.group(2))
        if "produces" in d:
            err("produces", "only lands produce mana")
    power = toughness = 0
    if typ == "creature":
        for k in ("power", "toughness"):
            v = d.get(k)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                err(k if k in d else None, f"a creature needs a non-negative integer {k!r}")
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
                raise DataError(path, aline, f"{cid}: unknown ability key {k!r}")
        if ab.get("when") not in TRIGGERS:
            raise DataError(path, aline, f"{cid}: 'when' must be one of {', '.join(sorted(TRIGGERS))}")
        if typ != "creature":
            raise DataError(path, aline, f"{cid}: only creatures have triggered abilities here")
        abilities.append(Trigger(ab["when"], _effects(ab.get("effects"), path, aline, cid), aline))
    for k in ("text_ja", "text_en"):
        if k in d and not isinstance(d[k], str):
            err(k, f"{k} must be a string")
    return StackCardDef(
        id=cid, name_ja=d["name_ja"], name_en=d["name_en"], type=typ, text_ja=d.get("text_ja", ""),
        text_en=d.get("text_en", ""), generic=generic, colored=colored, produces=produces,
        basic=bool(d.get("basic", False)), power=power, toughness=toughness, keywords=frozenset(kw),
        effects=effects, abilities=tuple(abilities), subtype_en=d.get("subtype_en", ""),
        subtype_ja=d.get("subtype_ja", ""), line=line)


def parse_cards_text(text: str, path: str, extra_keys: bool = False) -> list[StackCardDef]:
    data = load_toml(text, path)
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise DataError(path, None, "cards are [[card]] tables")
    loc = _Loc(text)
    return [parse_card(c, path, loc, i, extra_keys) for i, c in enumerate(cards)]


class StackPool:
    def __init__(self, cards: dict, version: str):
        self.cards = cards
        self.version = version

    def __getitem__(self, cid: str) -> StackCardDef:
        return self.cards[cid]

    def __contains__(self, cid: str) -> bool:
        return cid in self.cards

    def __iter__(self):
        return iter(self.cards.values())

    def __len__(self) -> int:
        return len(self.cards)


def load_pool(folder: Path) -> StackPool:
    cards: dict = {}
    h = hashlib.blake2b(digest_size=8)
    for p in sorted(Path(folder).glob("*.toml")):
        text = p.read_text(encoding="utf-8")
        h.update(text.encode())
        for c in parse_cards_text(text, str(p)):
            if c.id in cards:
                raise DataError(str(p), c.line, f"duplicate card id {c.id!r}")
            cards[c.id] = c
    return StackPool(cards, "stack-" + h.hexdigest())


@lru_cache(maxsize=1)
def stack_pool() -> StackPool:
    return load_pool(assets_dir() / "cards" / "stack")
