"""Card definitions of the life-zone game and their loader (schema: SCHEMA.md beside this file).

Every problem names the file, the line and what is wrong (engine.core.errors.DataError), like
engine/cards/reader.py, whose CardReader it extends."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ...cards.reader import CardDefinition, CardReader, CardSource, Pool
from ...core.game import Card
from .fields import CARD, WHENS
from ...paths import assets_dir

_new = object.__new__


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
        for e in self.effects:
            if e.get("who") == "opponent":
                return True
        return False


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
        n = _new(type(self))   # (Card.copy's slots written out: one call less per card of every clone)
        n.id, n.defn, n.owner, n.zone, n.zname = self.id, self.defn, self.owner, self.zone, self.zname
        n.zowner, n.tapped, n.known, n.epoch = self.zowner, self.tapped, self.known, self.epoch
        n.controller, n.damage, n.mods, n.opened, n.entered = (self.controller, self.damage, list(self.mods),
                                                               self.opened, self.entered)
        return n


class _Parser(CardSource):
    """One [[card]] of a life-zone card file, read against the declared fields (fields.py); what is left here
    ties fields together."""

    def build(self, v: dict, raw: dict) -> LZCardDef:
        ctype = v["type"]
        self.body(v, raw, ctype)
        if sum(v["require"].values()) > v["cost"]:
            self.at(("require",), f"'require': colour minimums ({sum(v['require'].values())}) exceed the total "
                                  f"cost {v['cost']}")
        abilities = tuple(self.ability(a, ("abilities", j), ctype) for j, a in enumerate(v["abilities"]))
        if ctype == "command" and not any(a.kind == "effect" for a in abilities):
            self.at((), "a command needs an ability of kind 'effect'")
        if "start_life" in raw and ctype != "territory":
            self.at(("start_life",), "'start_life' is for territories")
        if ctype == "territory" and not v["titles"]:
            self.at((), "a territory needs 'titles' (the title its ace opens)")
        return LZCardDef(
            id=v["id"], name_ja=v["name_ja"], name_en=v["name_en"], type=ctype, colors=tuple(v["colors"]),
            cost=v["cost"], require=tuple(sorted(v["require"].items())), timing=v["timing"], power=v["power"],
            hit=v["hit"], icon=v["icon"], attributes=tuple(v["attributes"]), titles=tuple(v["titles"]),
            keywords=tuple(v["keywords"]), abilities=abilities, text_ja=v["text_ja"], text_en=v["text_en"],
            opened_name_ja=v["opened_name_ja"], opened_name_en=v["opened_name_en"], start_life=v["start_life"],
            file=self.path, line=self.loc.card_range(self.idx)[0])

    def body(self, v: dict, raw: dict, ctype: str) -> None:
        """A unit has power and hit, no other card either."""
        for k in ("power", "hit"):
            if ctype == "unit" and k not in raw:
                self.at((), f"a unit needs {k!r}")
            if ctype != "unit" and k in raw:
                self.at((k,), f"{k!r}: a {ctype} has no power or hit")

    def make_effect(self, op: str, params: dict, raw: dict, where: tuple) -> dict:
        return dict(raw)

    def ability(self, a: dict, where: tuple, ctype: str) -> LZAbility:
        kind = a["kind"]
        if kind == "effect" and ctype != "command":
            self.at(where + ("kind",), "'kind': only commands have an 'effect' ability")
        if kind == "auto" and a["when"] not in WHENS:
            self.at(where + ("when",), f"'when': an auto ability needs one of {', '.join(WHENS)}")
        self.ability_effects(a, kind, where)
        return LZAbility(kind=kind, when=a["when"], timing=a["timing"], cost=a["cost"], rest_self=a["rest_self"],
                         condition=a["condition"], effects=tuple(a["effects"]), static=tuple(a["static"]))

    def ability_effects(self, a: dict, kind: str, where: tuple) -> None:
        """What an effect, auto or activated ability does; what a permanent one keeps true; at most one effect
        chooses targets."""
        if kind in ("effect", "auto", "activated") and not a["effects"]:
            self.at(where, f"a {kind} ability needs 'effects'")
        if kind == "permanent" and not a["static"]:
            self.at(where, "a permanent ability needs 'static'")
        if sum(1 for e in a["effects"] if "target" in e) > 1:
            self.at(where + ("effects",), "'effects': at most one effect of an ability chooses targets")


class LifeZoneCardReader(CardReader):
    family = "lifezone"
    schema = CARD
    source = _Parser


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
