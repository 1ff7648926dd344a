"""Card definitions of the life-zone game and their loader (schema: SCHEMA.md beside this file).

Every problem names the file, the line and what is wrong (engine.core.errors.DataError), like
engine/cards/reader.py, whose CardReader it extends."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from ...cards.reader import CardDefinition, CardReader, CardSource, Pool, is_int, type_ok
from ...core.game import Card
from ...core.save_setup import excerpt
from ...paths import assets_dir

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
MAX_POWER = 99999
PLAYER_OPS = {"discard", "player_damage"}   # ops whose `who` names the player affected: always said
PLAYER_WHO = ("self", "opponent")
WHO = ("self", "your", "ally", "opponent")
ABILITY_TYPES = {"kind": str, "when": str, "timing": str, "cost": int, "rest_self": bool, "condition": str,
                 "effects": list, "static": list}
# parameter -> an int range or the allowed words
PARAM_TYPES = {"n": (-MAX_POWER, MAX_POWER), "who": WHO, "target": None}
TARGET_TYPES = {"count": (1, 10), "side": ("opponent", "ally", "your"), "rested": (False, True),
                "max_power": (0, MAX_POWER), "self": (False, True)}


def _param_ok(spec, v) -> bool:
    if spec is None:
        return True
    if isinstance(spec[0], bool):
        return isinstance(v, bool)
    if isinstance(spec[0], int):
        return is_int(v) and spec[0] <= v <= spec[1]
    return isinstance(v, str) and v in spec


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
class LZCardDef(CardDefinition):
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
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def is_unit(self) -> bool:
        return self.type == "unit"

    @property
    def is_ace(self) -> bool:
        return "ace" in self.attributes

    # Read by the rules at every priority and state check; a definition never changes, so they are worked
    # out once (cached_property keeps them in the instance, beside the frozen fields).
    @cached_property
    def permanents(self) -> tuple:
        """The permanent (static) abilities."""
        return tuple(ab for ab in self.abilities if ab.kind == "permanent")

    @cached_property
    def power_effects(self) -> tuple:
        """(condition, static effect) of every static power effect of the permanent abilities, in order."""
        return tuple((ab.condition, s) for ab in self.permanents for s in ab.static if s["op"] == "power")

    @cached_property
    def hand_timing(self) -> int:
        """When the card may be played from hand: 0 never (a territory, or no cost), 1 at normal timing
        only, 2 at quick timing too."""
        if self.type == "territory" or self.cost < 0:
            return 0
        return 1 if self.timing == "normal" else 2

    @cached_property
    def effect_targets(self) -> tuple:
        """The target specs of the card's own effect (a command's text): each needs a candidate to play it."""
        return tuple(t["target"] for ab in self.abilities if ab.kind == "effect"
                     for t in (ab.target_op(),) if t is not None)

    @cached_property
    def activated(self) -> tuple:
        """(index, ability) of the activated abilities."""
        return tuple((i, ab) for i, ab in enumerate(self.abilities) if ab.kind == "activated")


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


class _Parser(CardSource):
    def card(self, raw) -> LZCardDef:
        if not isinstance(raw, dict):
            self.err(None, "a [[card]] must be a table")
        for k in raw:
            if k not in CARD_KEYS:
                self.err(k, f"unknown key {excerpt(k)} (known: {', '.join(sorted(CARD_KEYS))})")
        cid = self.typed(raw, "id", str, required=True)
        if not ID_RE.match(cid):
            self.err("id", f"bad card id {excerpt(cid)}: expected letters, a dash and a number like 'LZ-001'")
        ctype = self.typed(raw, "type", str, required=True)
        if ctype not in TYPES:
            self.err("type", f"unknown type {excerpt(ctype)} (one of {', '.join(TYPES)})")
        colors, cost, req = self.colours(raw)
        timing, icon, kws = self.words(raw)
        power, hit = self.body(raw, ctype)
        self.typed(raw, "rarity", str, "")
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
            attributes=self.strings(raw, "attributes"), titles=self.strings(raw, "titles"),
            keywords=tuple(kws), abilities=tuple(abilities), text_ja=self.typed(raw, "text_ja", str, ""),
            text_en=self.typed(raw, "text_en", str, ""), opened_name_ja=self.typed(raw, "opened_name_ja", str, ""),
            opened_name_en=self.typed(raw, "opened_name_en", str, ""), start_life=start_life, file=self.path,
            line=self.loc.card_range(self.idx)[0])

    def words(self, raw: dict) -> tuple:
        """(timing, icon, keywords), each one of the known words."""
        timing = self.typed(raw, "timing", str, "normal")
        if timing not in TIMINGS:
            self.err("timing", f"unknown timing {excerpt(timing)} (normal or quick)")
        icon = self.typed(raw, "icon", str, "")
        if icon not in ICONS:
            self.err("icon", f"unknown icon {excerpt(icon)} (buster, shot or none)")
        kws = self.strings(raw, "keywords")
        for k in kws:
            if k not in KEYWORDS:
                self.err("keywords", f"'keywords': unknown keyword {excerpt(k)} (known: {', '.join(sorted(KEYWORDS))})")
        return timing, icon, kws

    def colours(self, raw: dict) -> tuple:
        """(colours, total cost, colour minimums inside it)."""
        colors = self.typed(raw, "colors", list, [])
        for j, c in enumerate(colors):
            if not isinstance(c, str) or c not in COLORS:
                self.at(("colors", j), f"'colors': unknown colour {excerpt(c)} (one of {', '.join(COLORS)})")
        cost = self.typed(raw, "cost", int, 0)
        if not 0 <= cost <= 99:
            self.err("cost", f"cost must be 0-99, got {cost}")
        req = self.typed(raw, "require", dict, {})
        for c, n in req.items():
            if c not in COLORS:
                self.at(("require", c), f"'require': unknown colour {excerpt(c)}")
            if not is_int(n) or not 1 <= n <= 99:
                self.at(("require", c), f"'require' {c} must be a whole number 1-99, got {excerpt(n)}")
        if sum(req.values()) > cost:
            self.err("require", f"colour minimums ({sum(req.values())}) exceed the total cost {cost}")
        return colors, cost, req

    def body(self, raw: dict, ctype: str) -> tuple[int, int]:
        """(power, hit): a unit has both, no other card either."""
        power = self.typed(raw, "power", int, 0)
        hit = self.typed(raw, "hit", int, 0)
        if not 0 <= power <= MAX_POWER:
            self.err("power", f"power must be 0-{MAX_POWER}, got {power}")
        if not 0 <= hit <= 99:
            self.err("hit", f"hit must be 0-99, got {hit}")
        if ctype == "unit":
            for k in ("power", "hit"):
                if k not in raw:
                    self.err(None, f"a unit needs {k!r}")
        elif "power" in raw or "hit" in raw:
            self.err("power" if "power" in raw else "hit", f"a {ctype} has no power or hit")
        return power, hit

    def op(self, e, ops: dict, where: tuple) -> dict:
        """An effect table: a known op, its own parameters, each of the right type and range."""
        field = where[-2]
        if not isinstance(e, dict):
            self.at(where, f"{field!r} {where[-1] + 1} must be a table with an 'op', got {excerpt(e)}")
        if not isinstance(e.get("op"), str) or e["op"] not in ops:
            self.at(where + ("op",) if "op" in e else where,
                    f"'op': unknown op {excerpt(e.get('op'))} in {field!r} (ops: {', '.join(sorted(ops))})")
        for k, v in e.items():
            if k == "op":
                continue
            if k not in ops[e["op"]]:
                self.at(where + (k,), f"op {e['op']!r} has no parameter {excerpt(k)}")
            if not _param_ok(PARAM_TYPES.get(k), v):
                self.at(where + (k,), f"op {e['op']!r}: {k!r} cannot be {excerpt(v)}")
        if e["op"] in PLAYER_OPS and e.get("who") not in PLAYER_WHO:     # no silent default for a player
            self.at(where + (("who",) if "who" in e else ()), f"op {e['op']!r} must say whose: 'who' = \"opponent\" "
                                                             f"or \"self\", got {excerpt(e.get('who', 'nothing'))}")
        if "target" in e:
            self.target(e["target"], where + ("target",))
        return dict(e)

    def target(self, t, where: tuple) -> None:
        if not isinstance(t, dict):
            self.at(where, f"'target' must be a table (keys: {', '.join(sorted(TARGET_KEYS))}), got {excerpt(t)}")
        for k, v in t.items():
            if k not in TARGET_KEYS:
                self.at(where + (k,), f"'target' has no key {excerpt(k)} (keys: {', '.join(sorted(TARGET_KEYS))})")
            if not _param_ok(TARGET_TYPES[k], v):
                self.at(where + (k,), f"target {k!r} cannot be {excerpt(v)}")

    def ability(self, ab, j, ctype) -> LZAbility:
        where = ("abilities", j)
        if not isinstance(ab, dict):
            self.at(where, f"'abilities' {j + 1} must be a [[card.abilities]] table, got {excerpt(ab)}")
        for k in ab:
            if k not in ABILITY_KEYS:
                self.at(where + (k,), f"unknown ability key {excerpt(k)} (known: {', '.join(sorted(ABILITY_KEYS))})")
        for k, t in ABILITY_TYPES.items():
            if k in ab and not type_ok(ab[k], t):
                self.at(where + (k,), f"ability {k!r} must be {t.__name__}, got {excerpt(ab[k])}")
        kind = ab.get("kind")
        if kind not in ABILITY_KINDS:
            self.at(where + ("kind",), f"ability 'kind' must be one of {', '.join(sorted(ABILITY_KINDS))}, "
                                       f"got {excerpt(kind)}")
        self.ability_words(ab, kind, ctype, where)
        effects, static = self.ability_effects(ab, kind, where)
        return LZAbility(kind=kind, when=ab.get("when", ""), timing=ab.get("timing", "quick"), cost=ab.get("cost", 0),
                         rest_self=ab.get("rest_self", False), condition=ab.get("condition", ""),
                         effects=tuple(effects), static=tuple(static))

    def ability_effects(self, ab: dict, kind: str, where: tuple) -> tuple[list, list]:
        """(effects, static effects): what an effect, auto or activated ability does; what a permanent one
        keeps true; at most one effect chooses targets."""
        effects = [self.op(e, OPS, where + ("effects", i)) for i, e in enumerate(ab.get("effects", []))]
        if kind in ("effect", "auto", "activated") and not effects:
            self.at(where, f"a {kind} ability needs 'effects'")
        if sum(1 for e in effects if "target" in e) > 1:
            self.at(where + ("effects",), "'effects': at most one effect of an ability chooses targets")
        static = [self.op(e, STATIC_OPS, where + ("static", i)) for i, e in enumerate(ab.get("static", []))]
        if kind == "permanent" and not static:
            self.at(where, "a permanent ability needs 'static'")
        return effects, static

    def ability_words(self, ab: dict, kind: str, ctype: str, where: tuple) -> None:
        """The ability's words: an effect ability only on a command; when, condition and timing known."""
        if kind == "effect" and ctype != "command":
            self.at(where + ("kind",), "'kind': only commands have an 'effect' ability")
        if kind == "auto" and ab.get("when", "") not in WHENS:
            self.at(where + (("when",) if "when" in ab else ()),
                    f"'when': an auto ability needs one of {', '.join(sorted(WHENS))}")
        if ab.get("condition", "") not in CONDITIONS:
            self.at(where + ("condition",), f"'condition': unknown condition {excerpt(ab['condition'])}")
        if ab.get("timing", "quick") not in TIMINGS:
            self.at(where + ("timing",), f"'timing': unknown timing {excerpt(ab['timing'])}")


class LifeZoneCardReader(CardReader):
    family = "lifezone"

    def parse_card(self, src: CardSource, raw: dict) -> LZCardDef:
        return _Parser(src.path, src.loc, src.idx).card(raw)


READER = LifeZoneCardReader()
LZPool = Pool


def parse_cards(text: str, path: str, other_keys: bool = False) -> list[LZCardDef]:
    return READER.parse_text(text, path, other_keys)


def load_files(paths) -> LZPool:
    return READER.read_files(paths)


_POOL: list = []


def lifezone_pool() -> LZPool:
    if not _POOL:
        _POOL.append(load_files(list((assets_dir() / "cards" / "lifezone").glob("*.toml"))))
    return _POOL[0]
