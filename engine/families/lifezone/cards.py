"""Card definitions of the life-zone game and their loader (schema: SCHEMA.md beside this file).

Every problem names the file, the line and what is wrong (engine.core.errors.DataError), like
engine/cards/loader.py, whose line locator is reused."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from ...cards.loader import _Locator
from ...cards.model import CardPool
from ...core.errors import DataError
from ...core.game import Card
from ...paths import assets_dir
from ...cards.toml_data import card_tables

COLORS = ("red", "blue", "white", "black")
TYPES = ("unit", "command", "territory")
TIMINGS = ("normal", "quick")
ICONS = ("", "buster", "shot")
KEYWORDS = {"blitz", "cant_block"}
WHENS = {"enter", "attack", "block", "turn_start", "destroyed"}
CONDITIONS = {"", "awakened", "opponent_hand_empty", "red_zone", "yellow_zone"}
# op -> allowed parameter keys (besides "op")
OPS = {
    "draw": {"n"},
    "discard": {"n", "who"},
    "destroy": {"target"},
    "damage_unit": {"n", "target"},
    "rest": {"target"},
    "stand": {"target"},
    "power": {"n", "target", "who"},
    "hit": {"n", "target", "who"},
    "player_damage": {"n", "who"},
    "life_to_hand": {"n"},
    "life_to_deck": {"n"},
    "life_to_field": {},
    "look_deck": {"n"},
    "energy_from_deck": {"n"},
    "lose": {},
    "win": {},
}
STATIC_OPS = {"power": {"n", "who"}, "hand_limit": {"n", "who"}}
TARGET_KEYS = {"count", "side", "rested", "max_power", "self"}
CARD_KEYS = {"id", "name_ja", "name_en", "type", "colors", "cost", "require", "timing", "power", "hit", "icon",
             "attributes", "titles", "keywords", "abilities", "text_ja", "text_en", "opened_name_ja",
             "opened_name_en", "start_life", "rarity"}
ABILITY_KEYS = {"kind", "when", "timing", "cost", "rest_self", "condition", "effects", "static"}
ABILITY_KINDS = {"effect", "auto", "activated", "permanent"}
ID_RE = re.compile(r"^[A-Z]{1,4}-[A-Za-z0-9_]+$")


@dataclass(frozen=True)
class LZAbility:
    kind: str                      # effect (a command's text) | auto | activated | permanent
    when: str = ""                 # auto: enter | attack | block | turn_start | destroyed
    timing: str = "quick"          # activated: quick | normal
    cost: int = 0                  # activated: energy to rest
    rest_self: bool = False        # activated: rest this unit as a cost
    condition: str = ""
    effects: tuple = ()            # tuple of dicts {"op": …}
    static: tuple = ()             # permanent: tuple of dicts {"op": "power"|"hand_limit", …}

    def target_op(self):
        for e in self.effects:
            if "target" in e:
                return e
        return None

    def needs_opponent(self) -> bool:
        """901-1: refers simply to "the opponent" without targeting a card."""
        return self.refers_to_opponent() and self.target_op() is None

    def refers_to_opponent(self) -> bool:
        return any(e.get("who") == "opponent" for e in self.effects)


@dataclass(frozen=True)
class LZCardDef:
    id: str
    name_ja: str
    name_en: str
    type: str
    colors: tuple = ()
    cost: int = 0
    require: tuple = ()            # ((colour, n), …) minimums inside the total cost
    timing: str = "normal"
    power: int = 0
    hit: int = 0
    icon: str = ""
    attributes: tuple = ()
    titles: tuple = ()
    keywords: tuple = ()
    abilities: tuple = ()
    text_ja: str = ""
    text_en: str = ""
    opened_name_ja: str = ""
    opened_name_en: str = ""
    start_life: int | None = None
    file: str = ""
    line: int = 0
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def is_unit(self) -> bool:
        return self.type == "unit"

    @property
    def is_ace(self) -> bool:
        return "ace" in self.attributes


class LZCard(Card):
    """A card instance of the life-zone game."""

    __slots__ = ("controller", "damage", "mods", "opened", "entered")

    def __init__(self, cid, defn, owner):
        super().__init__(cid, defn, owner)
        self.controller = owner
        self.damage = 0
        self.mods = []          # [power, hit] until end of turn
        self.opened = False     # territory
        self.entered = 0

    def fp(self):
        return super().fp() + (self.controller, self.damage, tuple(tuple(m) for m in self.mods), self.opened,
                                self.entered)

    def copy(self) -> "LZCard":
        n = super().copy()
        n.controller, n.damage, n.mods, n.opened, n.entered = (self.controller, self.damage, list(self.mods),
                                                               self.opened, self.entered)
        return n


class _Parser:
    def __init__(self, path, loc, idx):
        self.path, self.loc, self.idx = path, loc, idx

    def err(self, key, problem, after=None):
        raise DataError(self.path, self.loc.find(self.idx, key, after) if key else self.loc.card_range(self.idx)[0],
                        problem)

    def typed(self, raw, key, t, default=None, required=False):
        if key not in raw:
            if required:
                self.err(None, f"card is missing {key!r}")
            return default
        v = raw[key]
        ok = isinstance(v, t) and not (t is int and isinstance(v, bool))
        if not ok:
            self.err(key, f"{key!r} must be {t.__name__ if not isinstance(t, tuple) else 'a value'}, got {v!r}")
        return v

    def card(self, raw) -> LZCardDef:
        if not isinstance(raw, dict):
            self.err(None, "a [[card]] must be a table")
        for k in raw:
            if k not in CARD_KEYS:
                self.err(k, f"unknown key {k!r} (known: {', '.join(sorted(CARD_KEYS))})")
        cid = self.typed(raw, "id", str, required=True)
        if not ID_RE.match(cid):
            self.err("id", f"bad card id {cid!r}: expected letters, a dash and a number like 'LZ-001'")
        ctype = self.typed(raw, "type", str, required=True)
        if ctype not in TYPES:
            self.err("type", f"unknown type {ctype!r} (one of {', '.join(TYPES)})")
        colors = self.typed(raw, "colors", list, [])
        for c in colors:
            if c not in COLORS:
                self.err("colors", f"unknown colour {c!r} (one of {', '.join(COLORS)})")
        cost = self.typed(raw, "cost", int, 0)
        if cost < 0:
            self.err("cost", "cost must be 0 or more")
        req = self.typed(raw, "require", dict, {})
        for c, n in req.items():
            if c not in COLORS:
                self.err("require", f"unknown colour {c!r} in require")
            if not isinstance(n, int) or n < 1:
                self.err("require", f"require.{c} must be a positive integer")
        if sum(req.values()) > cost:
            self.err("require", f"colour minimums ({sum(req.values())}) exceed the total cost {cost}")
        timing = self.typed(raw, "timing", str, "normal")
        if timing not in TIMINGS:
            self.err("timing", f"unknown timing {timing!r} (normal or quick)")
        icon = self.typed(raw, "icon", str, "")
        if icon not in ICONS:
            self.err("icon", f"unknown icon {icon!r} (buster, shot or none)")
        power = self.typed(raw, "power", int, 0)
        hit = self.typed(raw, "hit", int, 0)
        if ctype == "unit":
            if "power" not in raw:
                self.err(None, "a unit needs 'power'")
            if "hit" not in raw:
                self.err(None, "a unit needs 'hit'")
        elif "power" in raw or "hit" in raw:
            self.err("power" if "power" in raw else "hit", f"a {ctype} has no power or hit")
        kws = self.typed(raw, "keywords", list, [])
        for k in kws:
            if k not in KEYWORDS:
                self.err("keywords", f"unknown keyword {k!r} (known: {', '.join(sorted(KEYWORDS))})")
        abilities = []
        abl = self.typed(raw, "abilities", list, [])
        for j, ab in enumerate(abl):
            abilities.append(self.ability(ab, j, ctype))
        if ctype == "command" and not any(a.kind == "effect" for a in abilities):
            self.err(None, "a command needs an ability of kind 'effect'")
        start_life = self.typed(raw, "start_life", int, None)
        if start_life is not None and (ctype != "territory" or start_life < 3):
            self.err("start_life", "start_life is for territories and must be at least 3")
        if ctype == "territory" and not raw.get("titles"):
            self.err(None, "a territory needs 'titles' (the title its ace opens)")
        return LZCardDef(
            id=cid, name_ja=self.typed(raw, "name_ja", str, required=True),
            name_en=self.typed(raw, "name_en", str, required=True), type=ctype, colors=tuple(colors), cost=cost,
            require=tuple(sorted(req.items())), timing=timing, power=power, hit=hit, icon=icon,
            attributes=tuple(self.typed(raw, "attributes", list, [])), titles=tuple(self.typed(raw, "titles", list, [])),
            keywords=tuple(kws), abilities=tuple(abilities), text_ja=self.typed(raw, "text_ja", str, ""),
            text_en=self.typed(raw, "text_en", str, ""), opened_name_ja=self.typed(raw, "opened_name_ja", str, ""),
            opened_name_en=self.typed(raw, "opened_name_en", str, ""), start_life=start_life, file=self.path,
            line=self.loc.card_range(self.idx)[0])

    def ability(self, ab, j, ctype) -> LZAbility:
        line = self.loc.ability(self.idx, j)
        if not isinstance(ab, dict):
            raise DataError(self.path, line, "an ability must be a table")
        for k in ab:
            if k not in ABILITY_KEYS:
                raise DataError(self.path, line, f"unknown ability key {k!r} (known: {', '.join(sorted(ABILITY_KEYS))})")
        kind = ab.get("kind")
        if kind not in ABILITY_KINDS:
            raise DataError(self.path, line, f"ability kind must be one of {', '.join(sorted(ABILITY_KINDS))}, got {kind!r}")
        if kind == "effect" and ctype != "command":
            raise DataError(self.path, line, "only commands have an 'effect' ability")
        when = ab.get("when", "")
        if kind == "auto" and when not in WHENS:
            raise DataError(self.path, line, f"auto ability needs 'when' (one of {', '.join(sorted(WHENS))})")
        cond = ab.get("condition", "")
        if cond not in CONDITIONS:
            raise DataError(self.path, line, f"unknown condition {cond!r}")
        timing = ab.get("timing", "quick")
        if timing not in TIMINGS:
            raise DataError(self.path, line, f"unknown timing {timing!r}")
        effects = []
        for e in ab.get("effects", []):
            if not isinstance(e, dict) or e.get("op") not in OPS:
                raise DataError(self.path, line, f"unknown effect {e!r} (ops: {', '.join(sorted(OPS))})")
            for k in e:
                if k != "op" and k not in OPS[e["op"]]:
                    raise DataError(self.path, line, f"effect {e['op']!r} has no parameter {k!r}")
            if "target" in e:
                t = e["target"]
                if not isinstance(t, dict) or set(t) - TARGET_KEYS:
                    raise DataError(self.path, line, f"bad target {t!r} (keys: {', '.join(sorted(TARGET_KEYS))})")
            effects.append(dict(e))
        if kind in ("effect", "auto", "activated") and not effects:
            raise DataError(self.path, line, f"a {kind} ability needs 'effects'")
        if sum(1 for e in effects if "target" in e) > 1:
            raise DataError(self.path, line, "at most one effect of an ability chooses targets")
        static = []
        for s in ab.get("static", []):
            if not isinstance(s, dict) or s.get("op") not in STATIC_OPS:
                raise DataError(self.path, line, f"unknown permanent effect {s!r} (ops: power, hand_limit)")
            static.append(dict(s))
        if kind == "permanent" and not static:
            raise DataError(self.path, line, "a permanent ability needs 'static'")
        return LZAbility(kind=kind, when=when, timing=timing, cost=int(ab.get("cost", 0)),
                         rest_self=bool(ab.get("rest_self", False)), condition=cond, effects=tuple(effects),
                         static=tuple(static))


def parse_cards(text: str, path: str, other_keys: bool = False) -> list[LZCardDef]:
    cards = card_tables(text, path, other_keys)
    return [_Parser(path, _Locator(text), i).card(raw) for i, raw in enumerate(cards)]


class LZPool(CardPool):
    pass


def load_files(paths) -> LZPool:
    cards, names = {}, {}
    h = hashlib.blake2b(digest_size=8)
    for p in sorted(paths):
        text = Path(p).read_text(encoding="utf-8")
        h.update(Path(p).name.encode() + text.encode())
        for c in parse_cards(text, str(p)):
            if c.id in cards:
                raise DataError(str(p), c.line, f"duplicate card id {c.id} (also in {cards[c.id].file}:{cards[c.id].line})")
            for lang, nm in (("ja", c.name_ja), ("en", c.name_en)):
                if (lang, nm) in names:
                    raise DataError(str(p), c.line, f"duplicate {lang} card name {nm!r} (also {names[(lang, nm)]})")
                names[(lang, nm)] = c.id
            cards[c.id] = c
    return LZPool(cards, h.hexdigest())


_POOL: list = []


def lifezone_pool() -> LZPool:
    if not _POOL:
        _POOL.append(load_files(list((assets_dir() / "cards" / "lifezone").glob("*.toml"))))
    return _POOL[0]
