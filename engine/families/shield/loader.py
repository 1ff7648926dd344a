"""Load and validate card files.  Every problem names the file, the line and what is wrong.

TOML parsing (tomllib) gives no line numbers for keys, so a small locator scans the raw text for
table headers and `key =` lines to point at the offending line.
"""
from __future__ import annotations

import re
from pathlib import Path

from ...core.errors import DataError
from ...core.save_setup import excerpt
from ...paths import assets_dir, user_cache_dir
from .model import CIVILIZATIONS, Ability, CardDef, Op, Side
from ...cards.primitives import FILTER_KEYS, REQUIRED, ensure_registered, ops, static_ops
from ...cards.reader import CardReader, CardSource, Locator, Pool, parse_toml, read_file, type_ok

CARD_KEYS = {"id", "name_ja", "name_en", "type", "civilizations", "cost", "power", "race_ja", "race_en",
             "keywords", "text_ja", "text_en", "abilities", "evolution", "spell", "copies", "starts_in",
             "not_for_tournaments", "rarity", "g_zero_if", "reading_ja"}
SIDE_KEYS = {"name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en", "keywords", "abilities"}
ABILITY_KEYS = {"kind", "when", "zone", "condition", "effects", "segments", "event", "instead"}
KEYWORDS = {"blocker", "speed_attacker", "w_breaker", "t_breaker", "s_trigger", "slayer",
            "cant_attack_players", "cant_attack", "unblockable", "g_zero",
            "attack_untapped"}  # DMP-39: an ability ("can attack untapped creatures"), not an effect
PARAM_KEYWORDS = {"power_attacker", "ninja_strike", "galaxy_shield", "kirifudash"}
TRIGGERS = {"enter", "attack", "block", "destroyed", "leave", "win_battle", "your_turn_start",
            "your_turn_end", "opponent_turn_end", "any_creature_attacks", "opponent_creature_attacks",
            "you_are_attacked", "opponent_casts_spell", "your_creature_destroyed", "break_shield",
            "your_creature_enters"}
GRAVEYARD_TRIGGERS = {"your_creature_destroyed"}   # what a card in its owner's graveyard can react to
CONDITIONS = {"oni_time", "labyrinth", "opponent_used_free"}
PARAM_CONDITIONS = {"shields_at_most", "creatures_at_least", "mana_at_least", "hand_at_most",
                    "no_shields_at_most"}
REPLACEMENT_EVENTS = {"destroyed", "opponent_creature_enters", "your_shield_broken"}
REPLACEMENT_RESULTS = {"bounce", "to_mana", "to_shields", "to_deck_bottom", "graveyard"}
CARD_TYPES = {"id": str, "name_ja": str, "name_en": str, "type": str, "civilizations": list, "cost": int,
              "power": int, "race_ja": str, "race_en": str, "keywords": list, "text_ja": str, "text_en": str,
              "abilities": list, "evolution": dict, "spell": dict, "copies": int, "starts_in": str,
              "not_for_tournaments": bool, "rarity": str, "g_zero_if": str, "reading_ja": str}
ABILITY_TYPES = {"kind": str, "when": str, "zone": str, "condition": str, "effects": list, "segments": list,
                 "event": str, "instead": str}
_TYPE_WORDS = {str: "a string", int: "a whole number", list: "a list", dict: "a table", bool: "true or false"}
_NUMBER = re.compile(r"^[0-9]{1,6}$")
RARITIES = ("", "C", "U", "R", "VR", "SR")
WHO = ("self", "opponent", "each")   # the players an op's `who` may name (primitives.py _targets_players)
MIN_POWER, MAX_POWER, POWER_STEP = 500, 99999, 500     # SCHEMA.md: a multiple of 500, 500-99999
ID_RE = re.compile(r"^[A-Z]{1,4}-[A-Za-z0-9_]+$")


# the modules whose ops this family's card files may name: its rules class declares them (primitive_modules)
PRIMITIVE_MODULES = ("engine.families.shield.primitives", "engine.families.shield.scripts")
PRIMITIVES = ops("shield")
STATIC_OPS = static_ops("shield")

_Locator = Locator
_type_ok = type_ok


class _CardParser(CardSource):
    """One [[card]] of a shield card file: a problem is a DataError at the line of the field it is about,
    naming that field (`at(path, …)`, path = keys and list indices from the card)."""

    def types(self, raw: dict, types: dict, where: tuple = ()) -> None:
        """Every present key of `raw` has its type (a bool is never a whole number)."""
        for k, t in types.items():
            if k in raw and not _type_ok(raw[k], t):
                self.at(where + (k,), f"{k!r} must be {_TYPE_WORDS[t]}, got {excerpt(raw[k])}")

    def keywords(self, raw, where: tuple) -> tuple[frozenset, dict]:
        if not isinstance(raw, list):
            self.at(where, f"'keywords' must be a list of strings, got {excerpt(raw)}")
        kws, params = set(), {}
        for j, k in enumerate(raw):
            if not isinstance(k, str):
                self.at(where + (j,), f"'keywords': keyword {excerpt(k)} is not a string")
            if ":" in k:
                name, _, n = k.partition(":")
                if name not in PARAM_KEYWORDS or not _NUMBER.match(n):
                    self.at(where + (j,), f"'keywords': unknown keyword {excerpt(k)} (parameterised ones: "
                                          f"{', '.join(sorted(PARAM_KEYWORDS))} as name:N)")
                params[name] = int(n)
                kws.add(name)
            elif k in KEYWORDS:
                kws.add(k)
            else:
                self.at(where + (j,), f"'keywords': unknown keyword {excerpt(k)}")
        return frozenset(kws), params

    def condition(self, c, where: tuple) -> str:
        if not isinstance(c, str):
            self.at(where, f"{where[-1]!r} must be a condition string, got {excerpt(c)}")
        if c in CONDITIONS:
            return c
        name, _, n = c.partition(":")
        if name in PARAM_CONDITIONS and _NUMBER.match(n):
            return c
        self.at(where, f"{where[-1]!r}: unknown condition {excerpt(c)}")

    def op(self, raw, where: tuple, static: bool = False) -> Op:
        field = next(k for k in reversed(where) if isinstance(k, str))
        if not isinstance(raw, dict) or "op" not in raw:
            self.at(where, f"{field!r}: an effect must be a table with an 'op' key, got {excerpt(raw)}")
        name = raw["op"]
        if not isinstance(name, str):
            self.at(where + ("op",), f"'op' must be the name of an effect, got {excerpt(name)}")
        spec = self.spec(name, static, where)
        params = {k: self.param(name, spec, k, v, where + (k,)) for k, v in raw.items()
                  if k not in ("op", "then", "else")}
        for k, (t, default) in spec.items():
            if k not in params:
                if default is REQUIRED:
                    self.at(where, f"op {excerpt(name)} needs parameter {excerpt(k)}")
                if k not in ("then", "else"):
                    params[k] = default
        then, orelse = self.branches(raw, name, spec, where)
        return Op(name, params, then, orelse, self.loc.line_of(self.idx, where))

    def branches(self, raw: dict, name: str, spec: dict, where: tuple) -> tuple:
        """The effects of an op's `then` and `else` (if, may, gachinko)."""
        if ("then" in raw or "else" in raw) and "then" not in spec:
            self.at(where + ("then" if "then" in raw else "else",), f"op {excerpt(name)} takes no 'then'/'else'")
        out = []
        for k in ("then", "else"):
            if not isinstance(raw.get(k, []), list):
                self.at(where + (k,), f"op {name!r}: {k!r} must be a list of effects, got {excerpt(raw[k])}")
            out.append(tuple(self.op(o, where + (k, i)) for i, o in enumerate(raw.get(k, ()))))
        return tuple(out)

    def spec(self, name: str, static: bool, where: tuple) -> dict:
        """The parameters op `name` takes: a static ability's ops, or the typed primitives of the registry."""
        spec = STATIC_OPS.get(name) if static else (PRIMITIVES[name].params if name in PRIMITIVES else None)
        if spec is None:
            kind = "static effect" if static else "effect op"
            known = sorted(STATIC_OPS) if static else sorted(PRIMITIVES)
            self.at(where + ("op",), f"'op': unknown {kind} {excerpt(name)}; known: {', '.join(known)}")
        return spec

    def param(self, name: str, spec: dict, k: str, v, where: tuple):
        if k not in spec:
            self.at(where, f"op {excerpt(name)} has no parameter {excerpt(k)} (it takes: {', '.join(sorted(spec))})")
        t = spec[k][0]
        if not _type_ok(v, t):
            self.at(where, f"op {excerpt(name)}: parameter {excerpt(k)} must be {t.__name__}, got {excerpt(v)}")
        if k == "who" and v not in WHO:     # any other word used to mean "the opponent" (who = "you" too)
            self.at(where, f"op {excerpt(name)}: parameter 'who' must be one of {', '.join(WHO)}, got {excerpt(v)}")
        if k == "filter":
            self.filter(v, where)
        if k == "condition":
            self.condition(v, where)
        if name == "script" and k == "name":
            from ...cards.scripts import SCRIPTS
            ensure_registered(PRIMITIVE_MODULES)
            if v not in SCRIPTS:
                self.at(where, f"unknown script {excerpt(v)}; registered: {', '.join(sorted(SCRIPTS))}")
        return v

    def filter(self, f, where: tuple) -> None:
        for k, v in f.items():
            if k not in FILTER_KEYS:
                self.at(where + (k,), f"filter has no key {excerpt(k)} (keys: {', '.join(sorted(FILTER_KEYS))})")
            if not _type_ok(v, FILTER_KEYS[k]):
                self.at(where + (k,), f"filter key {excerpt(k)} must be {FILTER_KEYS[k].__name__}, got {excerpt(v)}")
        if f.get("zone", "battle") not in ("battle", "mana", "hand", "graveyard", "shield", "deck"):
            self.at(where + ("zone",), f"filter 'zone' {excerpt(f['zone'])} is not a zone")
        if f.get("owner", "opponent") not in ("self", "opponent", "any"):
            self.at(where + ("owner",), f"filter 'owner' {excerpt(f['owner'])} must be self, opponent or any")
        for i, c in enumerate(f.get("civ", ())):
            if not isinstance(c, str) or c not in CIVILIZATIONS:
                self.at(where + ("civ", i), f"filter 'civ' {excerpt(c)} is not a civilization")

    def ability(self, raw, j: int, side: bool) -> Ability:
        where = ("spell", "abilities", j) if side else ("abilities", j)
        line = self.loc.line_of(self.idx, where)
        if not isinstance(raw, dict):
            self.at(where, f"'abilities' {j + 1} must be a [[card.abilities]] table, got {excerpt(raw)}")
        for k in raw:
            if k not in ABILITY_KEYS:
                self.at(where + (k,), f"ability has no key {excerpt(k)} (keys: {', '.join(sorted(ABILITY_KEYS))})")
        self.types(raw, ABILITY_TYPES, where)
        kind = raw.get("kind")
        if kind not in ("triggered", "static", "replacement", "spell"):
            self.at(where + (("kind",) if "kind" in raw else ()),
                    f"ability 'kind' must be triggered, static, replacement or spell, got {excerpt(kind)}")
        when, zone = self.ability_when(raw, kind, where)
        cond = self.condition(raw["condition"], where + ("condition",)) if raw.get("condition") else ""
        if kind == "replacement":
            ev, inst = raw.get("event"), raw.get("instead")
            if ev not in REPLACEMENT_EVENTS:
                self.at(where + (("event",) if "event" in raw else ()),
                        f"'event': unknown replacement event {excerpt(ev)}")
            if inst not in REPLACEMENT_RESULTS:
                self.at(where + (("instead",) if "instead" in raw else ()),
                        f"'instead': unknown replacement result {excerpt(inst)}")
            return Ability(kind, zone=zone, condition=cond, event=ev, instead=inst, line=line)
        return Ability(kind, when=when, zone=zone, condition=cond, segments=self.segments(raw, kind, where),
                       line=line)

    def ability_when(self, raw: dict, kind: str, where: tuple) -> tuple[str, str]:
        """(when, zone) of an ability: a triggered one names a known trigger; a graveyard one only DMP-20's."""
        when = raw.get("when", "")
        if kind == "triggered" and when not in TRIGGERS:
            self.at(where + (("when",) if "when" in raw else ()), f"'when': unknown trigger {excerpt(when)}")
        zone = raw.get("zone", "battle")
        if zone not in ("battle", "hand", "graveyard"):
            self.at(where + ("zone",), f"ability 'zone' must be battle, hand or graveyard, got {excerpt(zone)}")
        if zone == "graveyard" and (kind != "triggered" or when not in GRAVEYARD_TRIGGERS):
            self.at(where + ("zone",), "'zone': an ability that works in the graveyard (DMP-20) is triggered, when = "
                                       + " or ".join(repr(w) for w in sorted(GRAVEYARD_TRIGGERS)))
        return when, zone

    def segments(self, raw: dict, kind: str, where: tuple) -> tuple:
        """The ability's effects, as one segment, or its segments (each ■/▶ part, DuePa 300.1a)."""
        if "segments" in raw and "effects" in raw:
            self.at(where + ("segments",), "an ability has either 'effects' or 'segments', not both")
        static = kind == "static"
        if "segments" not in raw:
            segs = (tuple(self.op(o, where + ("effects", i), static) for i, o in enumerate(raw.get("effects", []))),)
        else:
            for s, seg in enumerate(raw["segments"]):
                if not isinstance(seg, list):
                    self.at(where + ("segments", s),
                            f"'segments' {s + 1} must be a list of effects, got {excerpt(seg)}")
            segs = tuple(tuple(self.op(o, where + ("segments", s, i), static) for i, o in enumerate(seg))
                         for s, seg in enumerate(raw["segments"]))
        if not any(segs):
            self.at(where, f"{kind} ability has no effects")
        return segs

    def civs(self, v, where: tuple = ("civilizations",)) -> tuple:
        if not isinstance(v, list):
            self.at(where, f"'civilizations' must be a list drawn from {', '.join(CIVILIZATIONS)}, got {excerpt(v)}")
        for i, c in enumerate(v):
            if not isinstance(c, str) or c not in CIVILIZATIONS:
                self.at(where + (i,), f"'civilizations': {excerpt(c)} is not one of {', '.join(CIVILIZATIONS)}")
        return tuple(v)

    def card(self, raw: dict) -> CardDef:
        cid, typ = self.identity(raw)
        cost = raw["cost"]
        if not 0 <= cost <= 99:
            self.at(("cost",), f"'cost' must be a whole number 0-99, got {excerpt(cost)}")
        power = self.power(raw, typ)
        kws, kwp = self.keywords(raw.get("keywords", []), ("keywords",))
        abilities = tuple(self.ability(a, j, False) for j, a in enumerate(raw.get("abilities", [])))
        evo = self.evolution(raw, typ)
        side = self.spell_side(raw["spell"], typ) if "spell" in raw else None
        if typ == "spell" and not any(a.kind == "spell" for a in abilities):
            self.at((), "a spell needs an ability with kind = \"spell\"")
        if "g_zero" in kws and not raw.get("g_zero_if"):
            self.at(("keywords",), "'keywords': g_zero needs g_zero_if = \"condition\"")
        if raw.get("g_zero_if"):
            self.condition(raw["g_zero_if"], ("g_zero_if",))
        copies, starts, rarity = raw.get("copies"), raw.get("starts_in", ""), raw.get("rarity", "")
        if copies is not None and copies < 1:
            self.at(("copies",), f"'copies' must be a positive whole number, got {copies}")
        if starts not in ("", "battle", "hyperspatial", "gr"):
            self.at(("starts_in",), f"'starts_in' must be battle, hyperspatial or gr, got {excerpt(starts)}")
        if rarity not in RARITIES:
            self.at(("rarity",), f"'rarity' must be one of {', '.join(RARITIES[1:])}, got {excerpt(rarity)}")
        return CardDef(
            id=cid, family="shield", name_ja=raw["name_ja"], name_en=raw["name_en"], type=typ,
            civs=self.civs(raw["civilizations"]), cost=cost, text_ja=raw["text_ja"], text_en=raw["text_en"],
            power=power, race_ja=raw.get("race_ja", ""), race_en=raw.get("race_en", ""), keywords=kws, kw=kwp,
            abilities=abilities, evolution=evo, spell=side, copies=copies, starts_in=starts,
            not_for_tournaments=raw.get("not_for_tournaments", False), g_zero_if=raw.get("g_zero_if", ""),
            rarity=rarity, reading_ja=raw.get("reading_ja", ""), file=self.path, line=self.loc.card_range(self.idx)[0])


    def identity(self, raw: dict) -> tuple[str, str]:
        """(id, type), once every key is known, every required one present and each of its type."""
        for k in raw:
            if k not in CARD_KEYS:
                self.at((k,), f"unknown key {excerpt(k)} in card")
        for k in ("id", "name_ja", "name_en", "type", "civilizations", "cost", "text_ja", "text_en"):
            if k not in raw:
                self.at((), f"card is missing required key {excerpt(k)}")
        self.types(raw, CARD_TYPES)
        cid, typ = raw["id"], raw["type"]
        if not ID_RE.match(cid):
            self.at(("id",), f"card id {excerpt(cid)} must look like SG-001")
        if typ not in ("creature", "evolution", "spell"):
            self.at(("type",), f"type must be creature, evolution or spell, got {excerpt(typ)}")
        for k in ("name_ja", "name_en"):
            if not raw[k].strip():
                self.at((k,), f"{k!r} must be a non-empty string")
        return cid, typ

    def evolution(self, raw: dict, typ: str):
        """What an evolution creature goes on: { race = "…" } or { civilization = "…" }."""
        evo = raw.get("evolution")
        for k, v in (evo or {}).items():
            if not isinstance(v, str):
                self.at(("evolution", k), f"'evolution' {k} must be a string, got {excerpt(v)}")
        if typ == "evolution":
            if not isinstance(evo, dict) or len(evo) != 1 or not (set(evo) <= {"race", "civilization"}):
                self.at(("evolution",), "an evolution creature needs 'evolution' = { race = \"…\" } or "
                                        "{ civilization = \"…\" }")
        elif evo is not None:
            self.at(("evolution",), "only type = \"evolution\" cards have 'evolution'")
        return evo

    def power(self, raw: dict, typ: str) -> int:
        power = raw.get("power", 0)
        if typ == "spell":
            if "power" in raw:
                self.at(("power",), "'power': a spell has no power")
            return power
        if "power" not in raw:
            self.at((), "a creature needs 'power'")
        if not (power == 0 or MIN_POWER <= power <= MAX_POWER):
            self.at(("power",), f"'power' must be a whole number {MIN_POWER}-{MAX_POWER} (or 0), got {excerpt(power)}")
        if power % POWER_STEP:
            self.at(("power",), f"'power' must be a multiple of {POWER_STEP}, got {power}")
        return power

    def spell_side(self, s, typ: str) -> Side:
        """A twinpact creature's spell side ([card.spell])."""
        if typ == "spell" or not isinstance(s, dict):
            self.at(("spell",), "'spell' (a twinpact's spell side) is a table on a creature card")
        for k in s:
            if k not in SIDE_KEYS:
                self.at(("spell", k), f"unknown key {excerpt(k)} in the spell side")
        self.types(s, CARD_TYPES, ("spell",))
        for k in ("name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en"):
            if k not in s:
                self.at(("spell",), f"the spell side is missing {excerpt(k)}")
        if not 0 <= s["cost"] <= 99:
            self.at(("spell", "cost"), f"the spell side's 'cost' must be 0-99, got {s['cost']}")
        skw, skwp = self.keywords(s.get("keywords", []), ("spell", "keywords"))
        sab = tuple(self.ability(a, j, True) for j, a in enumerate(s.get("abilities", [])))
        if not any(a.kind == "spell" for a in sab):
            self.at(("spell",), "the spell side needs an ability with kind = \"spell\"")
        return Side(s["name_ja"], s["name_en"], self.civs(s["civilizations"], ("spell", "civilizations")), s["cost"],
                    s["text_ja"], s["text_en"], skw, skwp, sab)


class ShieldCardReader(CardReader):
    family = "shield"

    def parse_card(self, src: CardSource, raw: dict) -> CardDef:
        return _CardParser(src.path, src.loc, src.idx).card(raw)

    def parse_data(self, data, text, path, other_keys=False):
        ensure_registered(PRIMITIVE_MODULES)
        return super().parse_data(data, text, path, other_keys)

    def parse_with_raw(self, text: str, path: str) -> tuple[list, list]:
        """The cards and the raw tables they came from (kept in the parsed-pool cache)."""
        data = parse_toml(text, path, "card")
        return self.parse_data(data, text, path), data.get("card", [])


READER = ShieldCardReader()
CardPool = Pool


def parse_card_text(text: str, path: str, other_keys: bool = False) -> list[CardDef]:
    return READER.parse_text(text, path, other_keys)


class _LineOnly(_Locator):
    """Locator for cards read from the cache: they were validated already, only their line is kept."""

    def __init__(self, lines: list[int]):
        self.lines = []
        self.cards = lines

    def find(self, idx, needle, after=None):
        return self.cards[idx]

    def ability(self, idx, j, side=False):
        return self.cards[idx]

    def line_of(self, idx, path):
        return self.cards[idx]


CACHE_VERSION = 1


def _cache_dirs() -> list[Path]:
    """Where parsed pools may be cached: inside the bundle (written at build time, read-only), then
    the user's cache folder.  tomllib is pure Python and parsing the pool costs ~150 ms at start-up."""
    return [assets_dir() / "cards" / ".cache", user_cache_dir()]


def _read_cache(digest: str):
    """The cached parse of the files whose texts hash to `digest`, or None.  A cache is only a head start:
    one that is not a regular file, too large, or of another shape (a damaged or foreign file) is not used,
    and the next write replaces it."""
    import json
    for d in _cache_dirs():
        try:
            data = json.loads(read_file(d / f"pool-{digest}.json", "cache"))
        except (DataError, ValueError, RecursionError):
            continue
        if isinstance(data, dict) and data.get("version") == CACHE_VERSION and data.get("hash") == digest \
                and _cache_files_ok(data.get("files")):
            return data["files"]
    return None


def _cache_files_ok(files) -> bool:
    return isinstance(files, list) and all(
        isinstance(f, dict) and isinstance(f.get("cards"), list) and isinstance(f.get("lines"), list)
        and len(f["cards"]) == len(f["lines"]) and all(isinstance(c, dict) for c in f["cards"])
        and all(type(n) is int for n in f["lines"]) for f in files)


def write_cache(digest: str, files: list, folder: Path | None = None) -> None:
    import json
    for d in ([folder] if folder else _cache_dirs()[1:]):
        try:
            d.mkdir(parents=True, exist_ok=True)
            tmp = d / f"pool-{digest}.json.tmp"
            tmp.write_text(json.dumps({"version": CACHE_VERSION, "hash": digest, "files": files}), encoding="utf-8")
            tmp.replace(d / f"pool-{digest}.json")
            return
        except OSError:
            continue


def load_card_files(paths: list[Path], use_cache: bool = True) -> CardPool:
    ensure_registered(PRIMITIVE_MODULES)
    texts = READER.read_texts(paths)
    digest = READER.version(texts)
    cached = _read_cache(digest) if use_cache else None
    parsed_files = None
    if cached is not None and len(cached) == len(texts):
        try:
            parsed_files = [(p, [_CardParser(str(p), _LineOnly(c["lines"]), j).card(raw)
                                 for j, raw in enumerate(c["cards"])]) for (p, _t), c in zip(texts, cached)]
        except Exception:  # noqa: BLE001  a damaged or foreign cache, whatever it trips: parse the files
            parsed_files = None
    to_cache = []
    if parsed_files is None:
        cached, parsed_files = None, []
        for p, text in texts:
            parsed, raws = READER.parse_with_raw(text, str(p))
            to_cache.append({"cards": raws, "lines": [c.line for c in parsed]})
            parsed_files.append((p, parsed))
    pool = READER.pool(parsed_files, digest)
    if cached is None and use_cache:
        write_cache(digest, to_cache)
    return pool


_POOLS: dict[str, CardPool] = {}


def shield_pool(extra_dirs: tuple[Path, ...] = ()) -> CardPool:
    key = "shield" + "|".join(str(d) for d in extra_dirs)
    if key not in _POOLS:
        files = list((assets_dir() / "cards" / "shield").glob("*.toml"))
        for d in extra_dirs:
            files.extend(Path(d).glob("*.toml"))
        _POOLS[key] = load_card_files(files)
    return _POOLS[key]


def shield_pool_with_user_cards(folder: Path) -> tuple[CardPool, list[DataError]]:
    """The bundled pool plus every good card file of the user's folder: a bad file (or one whose card
    repeats an id or a name) is reported and left out, the others still load."""
    base = shield_pool()
    ids = set(base.cards)
    names = {(lang, c.name(lang)) for c in base for lang in ("ja", "en")}
    good, problems = [], []
    for p in sorted(Path(folder).glob("*.toml")):
        try:
            cards = READER.parse_text(read_file(p, "card"), str(p))
            new_ids, new_names = set(), set()
            for c in cards:
                if c.id in ids or c.id in new_ids:
                    raise DataError(str(p), c.line, f"card id {c.id} is taken by another card")
                for key in (("ja", c.name_ja), ("en", c.name_en)):
                    if key in names or key in new_names:
                        raise DataError(str(p), c.line, f"card name {excerpt(key[1])} is taken by another card")
                    new_names.add(key)
                new_ids.add(c.id)
        except DataError as e:
            problems.append(e)
            continue
        good.append(p)
        ids |= new_ids
        names |= new_names
    if not good:
        return base, problems
    key = "shield+" + "|".join(str(p) for p in good)
    if key not in _POOLS:
        _POOLS[key] = load_card_files(list((assets_dir() / "cards" / "shield").glob("*.toml")) + good)
    return _POOLS[key], problems


def precompile_pools() -> Path:
    """Write the parsed shield pool into assets/cards/.cache (the build does this inside the bundle)."""
    texts = READER.read_texts((assets_dir() / "cards" / "shield").glob("*.toml"))
    parsed = []
    for p, text in texts:
        cards, raws = READER.parse_with_raw(text, str(p))
        parsed.append({"cards": raws, "lines": [c.line for c in cards]})
    folder = assets_dir() / "cards" / ".cache"
    write_cache(READER.version(texts), parsed, folder)
    return folder
