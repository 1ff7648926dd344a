"""Load and validate card files.  Every problem names the file, the line and what is wrong.

TOML parsing (tomllib) gives no line numbers for keys, so a small locator scans the raw text for
table headers and `key =` lines to point at the offending line.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..core.errors import DataError
from ..core.save_setup import excerpt
from ..paths import assets_dir, user_cache_dir
from .model import CIVILIZATIONS, Ability, CardDef, Op, Side
from .primitives import FILTER_KEYS, PRIMITIVES, REQUIRED, STATIC_OPS, ensure_registered
from .reader import CardReader, CardSource, Locator, Pool, parse_toml, read_file, type_ok

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
MIN_POWER, MAX_POWER, POWER_STEP = 500, 99999, 500     # SCHEMA.md: a multiple of 500, 500-99999
ID_RE = re.compile(r"^[A-Z]{1,4}-[A-Za-z0-9_]+$")


_Locator = Locator
_type_ok = type_ok


class _CardParser:
    def __init__(self, path: str, loc: _Locator, idx: int):
        self.path = path
        self.loc = loc
        self.idx = idx

    def err(self, key: str, problem: str, after: int | None = None):
        raise DataError(self.path, self.loc.find(self.idx, key, after), problem)

    def err_at(self, line: int, problem: str):
        raise DataError(self.path, line, problem)

    def types(self, raw: dict, types: dict, line: int | None = None, after: int | None = None) -> None:
        """Every present key of `raw` has its type (a bool is never a whole number)."""
        for k, t in types.items():
            if k in raw and not _type_ok(raw[k], t):
                problem = f"{k!r} must be {_TYPE_WORDS[t]}, got {excerpt(raw[k])}"
                if line:
                    self.err_at(self.loc.find(self.idx, k, line), problem)
                self.err(k, problem, after)

    def keywords(self, raw, key_line_key="keywords") -> tuple[frozenset, dict]:
        if not isinstance(raw, list):
            self.err(key_line_key, "keywords must be a list of strings")
        kws, params = set(), {}
        for k in raw:
            if not isinstance(k, str):
                self.err(key_line_key, f"keyword {excerpt(k)} is not a string")
            if ":" in k:
                name, _, n = k.partition(":")
                if name not in PARAM_KEYWORDS or not _NUMBER.match(n):
                    self.err(key_line_key, f"unknown keyword {excerpt(k)} (parameterised ones: "
                                           f"{', '.join(sorted(PARAM_KEYWORDS))} as name:N)")
                params[name] = int(n)
                kws.add(name)
            elif k in KEYWORDS:
                kws.add(k)
            else:
                self.err(key_line_key, f"unknown keyword {excerpt(k)}")
        return frozenset(kws), params

    def condition(self, c, line: int) -> str:
        if not isinstance(c, str):
            self.err_at(line, f"condition must be a string, got {excerpt(c)}")
        if c in CONDITIONS:
            return c
        name, _, n = c.partition(":")
        if name in PARAM_CONDITIONS and _NUMBER.match(n):
            return c
        self.err_at(line, f"unknown condition {excerpt(c)}")

    def op(self, raw, line: int, static: bool = False) -> Op:
        if not isinstance(raw, dict) or "op" not in raw:
            self.err_at(line, f"an effect must be a table with an 'op' key, got {excerpt(raw)}")
        name = raw["op"]
        if not isinstance(name, str):
            self.err_at(line, f"'op' must be the name of an effect, got {excerpt(name)}")
        oline = self.loc.find_text(self.idx, f'"{name}"', line)
        spec = STATIC_OPS.get(name) if static else (PRIMITIVES[name].params if name in PRIMITIVES else None)
        if spec is None:
            kind = "static effect" if static else "effect op"
            known = sorted(STATIC_OPS) if static else sorted(PRIMITIVES)
            self.err_at(oline, f"unknown {kind} {excerpt(name)}; known: {', '.join(known)}")
        params = {}
        for k, v in raw.items():
            if k in ("op", "then", "else"):
                continue
            if k not in spec:
                self.err_at(oline, f"op {excerpt(name)} has no parameter {excerpt(k)} (it takes: {', '.join(sorted(spec))})")
            t = spec[k][0]
            if not _type_ok(v, t):
                self.err_at(oline, f"op {excerpt(name)}: parameter {excerpt(k)} must be {t.__name__}, got {excerpt(v)}")
            if k == "filter":
                self.filter(v, oline)
            if k == "condition":
                self.condition(v, oline)
            if name == "script" and k == "name":
                from ..cards.scripts import SCRIPTS
                ensure_registered()
                if v not in SCRIPTS:
                    self.err_at(oline, f"unknown script {excerpt(v)}; registered: {', '.join(sorted(SCRIPTS))}")
            params[k] = v
        for k, (t, default) in spec.items():
            if k not in params:
                if default is REQUIRED:
                    self.err_at(oline, f"op {excerpt(name)} needs parameter {excerpt(k)}")
                if k not in ("then", "else"):
                    params[k] = default
        for k in ("then", "else"):
            if not isinstance(raw.get(k, []), list):
                self.err_at(oline, f"op {name!r}: {k!r} must be a list of effects, got {excerpt(raw[k])}")
        then = tuple(self.op(o, oline) for o in raw.get("then", ()))
        orelse = tuple(self.op(o, oline) for o in raw.get("else", ()))
        if ("then" in raw or "else" in raw) and "then" not in spec:
            self.err_at(oline, f"op {excerpt(name)} takes no 'then'/'else'")
        return Op(name, params, then, orelse, oline)

    def filter(self, f, line: int) -> None:
        for k, v in f.items():
            if k not in FILTER_KEYS:
                self.err_at(line, f"filter has no key {excerpt(k)} (keys: {', '.join(sorted(FILTER_KEYS))})")
            if not _type_ok(v, FILTER_KEYS[k]):
                self.err_at(line, f"filter key {excerpt(k)} must be {FILTER_KEYS[k].__name__}, got {excerpt(v)}")
        if f.get("zone", "battle") not in ("battle", "mana", "hand", "graveyard", "shield", "deck"):
            self.err_at(line, f"filter zone {excerpt(f['zone'])} is not a zone")
        if f.get("owner", "opponent") not in ("self", "opponent", "any"):
            self.err_at(line, f"filter owner {excerpt(f['owner'])} must be self, opponent or any")
        for c in f.get("civ", ()):
            if c not in CIVILIZATIONS:
                self.err_at(line, f"filter civ {excerpt(c)} is not a civilization")

    def ability(self, raw, j: int, side: bool) -> Ability:
        line = self.loc.ability(self.idx, j, side)
        if not isinstance(raw, dict):
            self.err_at(line, "an ability must be a table")
        for k in raw:
            if k not in ABILITY_KEYS:
                self.err_at(line, f"ability has no key {excerpt(k)} (keys: {', '.join(sorted(ABILITY_KEYS))})")
        self.types(raw, ABILITY_TYPES, line)
        kind = raw.get("kind")
        if kind not in ("triggered", "static", "replacement", "spell"):
            self.err_at(line, f"ability kind must be triggered, static, replacement or spell, got {excerpt(kind)}")
        when = raw.get("when", "")
        if kind == "triggered" and (not isinstance(when, str) or when not in TRIGGERS):
            self.err_at(self.loc.find(self.idx, "when", line), f"unknown trigger {excerpt(when)}")
        zone = raw.get("zone", "battle")
        if zone not in ("battle", "hand", "graveyard"):
            self.err_at(line, f"ability zone must be battle, hand or graveyard, got {excerpt(zone)}")
        if zone == "graveyard" and (kind != "triggered" or when not in GRAVEYARD_TRIGGERS):
            self.err_at(line, "an ability that works in the graveyard (DMP-20) is triggered, when = "
                              + " or ".join(repr(w) for w in sorted(GRAVEYARD_TRIGGERS)))
        cond = raw.get("condition", "")
        if cond:
            cond = self.condition(cond, self.loc.find(self.idx, "condition", line))
        segs = []
        if "segments" in raw and "effects" in raw:
            self.err_at(line, "an ability has either 'effects' or 'segments', not both")
        if kind == "replacement":
            ev, inst = raw.get("event"), raw.get("instead")
            if not isinstance(ev, str) or ev not in REPLACEMENT_EVENTS:
                self.err_at(self.loc.find(self.idx, "event", line), f"unknown replacement event {excerpt(ev)}")
            if not isinstance(inst, str) or inst not in REPLACEMENT_RESULTS:
                self.err_at(self.loc.find(self.idx, "instead", line), f"unknown replacement result {excerpt(inst)}")
            return Ability(kind, zone=zone, condition=cond, event=ev, instead=inst, line=line)
        raw_segs = raw.get("segments") if "segments" in raw else [raw.get("effects", [])]
        if not isinstance(raw_segs, list) or not all(isinstance(s, list) for s in raw_segs):
            self.err_at(line, "'effects' must be a list of tables ('segments' a list of such lists)")
        for s in raw_segs:
            segs.append(tuple(self.op(o, line, static=(kind == "static")) for o in s))
        if not any(segs):
            self.err_at(line, f"{kind} ability has no effects")
        return Ability(kind, when=when, zone=zone, condition=cond, segments=tuple(segs), line=line)

    def civs(self, v, key="civilizations") -> tuple:
        if not isinstance(v, list) or any(c not in CIVILIZATIONS for c in v):
            self.err(key, f"civilizations must be a list drawn from {', '.join(CIVILIZATIONS)}, got {excerpt(v)}")
        return tuple(v)

    def card(self, raw: dict) -> CardDef:
        for k in raw:
            if k not in CARD_KEYS:
                self.err(k, f"unknown key {excerpt(k)} in card")
        for k in ("id", "name_ja", "name_en", "type", "civilizations", "cost", "text_ja", "text_en"):
            if k not in raw:
                self.err_at(self.loc.card_range(self.idx)[0], f"card is missing required key {excerpt(k)}")
        self.types(raw, CARD_TYPES)
        for k, v in (raw.get("evolution") or {}).items():
            if not isinstance(v, str):
                self.err("evolution", f"evolution {k} must be a string, got {excerpt(v)}")
        cid = raw["id"]
        if not isinstance(cid, str) or not ID_RE.match(cid):
            self.err("id", f"card id {excerpt(cid)} must look like SG-001")
        typ = raw["type"]
        if typ not in ("creature", "evolution", "spell"):
            self.err("type", f"type must be creature, evolution or spell, got {excerpt(typ)}")
        for k in ("name_ja", "name_en", "text_ja", "text_en", "race_ja", "race_en", "reading_ja"):
            if k in raw and (not isinstance(raw[k], str) or (k.startswith("name") and not raw[k].strip())):
                self.err(k, f"{k} must be a non-empty string")
        cost = raw["cost"]
        if not _type_ok(cost, int) or not 0 <= cost <= 99:
            self.err("cost", f"cost must be a whole number 0-99, got {excerpt(cost)}")
        power = raw.get("power", 0)
        if typ != "spell":
            if "power" not in raw:
                self.err_at(self.loc.card_range(self.idx)[0], "a creature needs 'power'")
            if not _type_ok(power, int) or not (power == 0 or MIN_POWER <= power <= MAX_POWER):
                self.err("power", f"power must be a whole number {MIN_POWER}-{MAX_POWER} (or 0), got {excerpt(power)}")
            if power % POWER_STEP:
                self.err("power", f"power must be a multiple of {POWER_STEP}, got {power}")
        elif "power" in raw:
            self.err("power", "a spell has no power")
        kws, kwp = self.keywords(raw.get("keywords", []))
        abilities = tuple(self.ability(a, j, False) for j, a in enumerate(raw.get("abilities", [])))
        evo = raw.get("evolution")
        if typ == "evolution":
            if not isinstance(evo, dict) or len(evo) != 1 or not (set(evo) <= {"race", "civilization"}):
                self.err("evolution", "an evolution creature needs evolution = { race = \"…\" } or "
                                      "{ civilization = \"…\" }")
        elif evo is not None:
            self.err("evolution", "only type = \"evolution\" cards have 'evolution'")
        side = None
        if "spell" in raw:
            s = raw["spell"]
            if typ == "spell" or not isinstance(s, dict):
                self.err("spell", "'spell' (a twinpact's spell side) is a table on a creature card")
            for k in s:
                if k not in SIDE_KEYS:
                    self.err(k, f"unknown key {excerpt(k)} in the spell side")
            self.types(s, CARD_TYPES, after=self.loc.find(self.idx, "spell"))
            if _type_ok(s.get("cost"), int) and not 0 <= s["cost"] <= 99:
                self.err("cost", f"the spell side's cost must be 0-99, got {s['cost']}", after=self.loc.find(self.idx, "spell"))
            for k in ("name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en"):
                if k not in s:
                    self.err("spell", f"the spell side is missing {excerpt(k)}")
            skw, skwp = self.keywords(s.get("keywords", []))
            sab = tuple(self.ability(a, j, True) for j, a in enumerate(s.get("abilities", [])))
            if not any(a.kind == "spell" for a in sab):
                self.err("spell", "the spell side needs an ability with kind = \"spell\"")
            if not _type_ok(s["cost"], int):
                self.err("spell", "the spell side's cost must be a whole number")
            side = Side(s["name_ja"], s["name_en"], self.civs(s["civilizations"]), s["cost"], s["text_ja"],
                        s["text_en"], skw, skwp, sab)
        if typ == "spell" and not any(a.kind == "spell" for a in abilities):
            self.err_at(self.loc.card_range(self.idx)[0], "a spell needs an ability with kind = \"spell\"")
        if "g_zero" in kws and not raw.get("g_zero_if"):
            self.err("keywords", "g_zero needs g_zero_if = \"condition\"")
        if raw.get("g_zero_if"):
            self.condition(raw["g_zero_if"], self.loc.find(self.idx, "g_zero_if"))
        copies = raw.get("copies")
        if copies is not None and (not _type_ok(copies, int) or copies < 1):
            self.err("copies", "copies must be a positive whole number")
        starts = raw.get("starts_in", "")
        if starts not in ("", "battle", "hyperspatial", "gr"):
            self.err("starts_in", f"starts_in must be battle, hyperspatial or gr, got {excerpt(starts)}")
        src = CardSource(self.path, self.loc, self.idx)
        rarity = src.typed(raw, "rarity", str, "")
        if rarity not in RARITIES:
            self.err("rarity", f"rarity must be one of {', '.join(RARITIES[1:])}, got {excerpt(rarity)}")
        return CardDef(
            id=cid, family="shield", name_ja=raw["name_ja"], name_en=raw["name_en"], type=typ,
            civs=self.civs(raw["civilizations"]), cost=cost, text_ja=raw["text_ja"], text_en=raw["text_en"],
            power=power, race_ja=raw.get("race_ja", ""), race_en=raw.get("race_en", ""), keywords=kws, kw=kwp,
            abilities=abilities, evolution=evo, spell=side, copies=copies, starts_in=starts,
            not_for_tournaments=src.typed(raw, "not_for_tournaments", bool, False), g_zero_if=raw.get("g_zero_if", ""),
            rarity=rarity, reading_ja=raw.get("reading_ja", ""), file=self.path, line=self.loc.card_range(self.idx)[0])


class ShieldCardReader(CardReader):
    family = "shield"

    def parse_card(self, src: CardSource, raw: dict) -> CardDef:
        return _CardParser(src.path, src.loc, src.idx).card(raw)

    def parse_data(self, data, text, path, other_keys=False):
        ensure_registered()
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

    def find_text(self, idx, text, after=None):
        return self.cards[idx]

    def ability(self, idx, j, side=False):
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
    ensure_registered()
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
