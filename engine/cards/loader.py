"""Load and validate card files.  Every problem names the file, the line and what is wrong.

TOML parsing (tomllib) gives no line numbers for keys, so a small locator scans the raw text for
table headers and `key =` lines to point at the offending line.
"""
from __future__ import annotations

import hashlib
import re
import tomllib
from pathlib import Path

from ..core.errors import DataError
from ..paths import assets_dir, user_cache_dir
from .model import CIVILIZATIONS, Ability, CardDef, Op, Side
from .primitives import FILTER_KEYS, PRIMITIVES, REQUIRED, STATIC_OPS
from .toml_data import load_toml

CARD_KEYS = {"id", "name_ja", "name_en", "type", "civilizations", "cost", "power", "race_ja", "race_en",
             "keywords", "text_ja", "text_en", "abilities", "evolution", "spell", "copies", "starts_in",
             "not_for_tournaments", "rarity", "g_zero_if"}
SIDE_KEYS = {"name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en", "keywords", "abilities"}
ABILITY_KEYS = {"kind", "when", "zone", "condition", "effects", "segments", "event", "instead"}
KEYWORDS = {"blocker", "speed_attacker", "w_breaker", "t_breaker", "s_trigger", "slayer",
            "cant_attack_players", "cant_attack", "unblockable", "g_zero"}
PARAM_KEYWORDS = {"power_attacker", "ninja_strike", "galaxy_shield", "kirifudash"}
TRIGGERS = {"enter", "attack", "block", "destroyed", "leave", "win_battle", "your_turn_start",
            "your_turn_end", "opponent_turn_end", "any_creature_attacks", "opponent_creature_attacks",
            "you_are_attacked", "opponent_casts_spell", "your_creature_destroyed", "break_shield",
            "your_creature_enters"}
CONDITIONS = {"oni_time", "labyrinth", "opponent_used_free"}
PARAM_CONDITIONS = {"shields_at_most", "creatures_at_least", "mana_at_least", "hand_at_most",
                    "no_shields_at_most"}
REPLACEMENT_EVENTS = {"destroyed", "opponent_creature_enters", "your_shield_broken"}
REPLACEMENT_RESULTS = {"bounce", "to_mana", "to_shields", "to_deck_bottom", "graveyard"}
ID_RE = re.compile(r"^[A-Z]{1,4}-[A-Za-z0-9_]+$")


class _Locator:
    def __init__(self, text: str):
        self.lines = text.splitlines()
        self.cards = [i + 1 for i, l in enumerate(self.lines) if l.strip() == "[[card]]"]

    def card_range(self, idx: int) -> tuple[int, int]:
        start = self.cards[idx] if idx < len(self.cards) else 1
        end = self.cards[idx + 1] - 1 if idx + 1 < len(self.cards) else len(self.lines)
        return start, end

    def find(self, idx: int, needle: str, after: int | None = None) -> int:
        start, end = self.card_range(idx)
        if after:
            start = max(start, after)
        pat = re.compile(r"(^|[\s{,])" + re.escape(needle) + r"\s*=")
        for n in range(start, end + 1):
            if pat.search(self.lines[n - 1]):
                return n
        return start

    def find_text(self, idx: int, text: str, after: int | None = None) -> int:
        start, end = self.card_range(idx)
        if after:
            start = max(start, after)
        for n in range(start, end + 1):
            if text in self.lines[n - 1]:
                return n
        return start

    def ability(self, idx: int, j: int, side: bool = False) -> int:
        start, end = self.card_range(idx)
        header = "[[card.spell.abilities]]" if side else "[[card.abilities]]"
        seen = -1
        for n in range(start, end + 1):
            if self.lines[n - 1].strip() == header:
                seen += 1
                if seen == j:
                    return n
        return self.find(idx, "abilities")


def _type_ok(v, t) -> bool:
    if t is int:
        return isinstance(v, int) and not isinstance(v, bool)
    return isinstance(v, t)


class _CardParser:
    def __init__(self, path: str, loc: _Locator, idx: int):
        self.path = path
        self.loc = loc
        self.idx = idx

    def err(self, key: str, problem: str, after: int | None = None):
        raise DataError(self.path, self.loc.find(self.idx, key, after), problem)

    def err_at(self, line: int, problem: str):
        raise DataError(self.path, line, problem)

    def keywords(self, raw, key_line_key="keywords") -> tuple[frozenset, dict]:
        if not isinstance(raw, list):
            self.err(key_line_key, "keywords must be a list of strings")
        kws, params = set(), {}
        for k in raw:
            if not isinstance(k, str):
                self.err(key_line_key, f"keyword {k!r} is not a string")
            if ":" in k:
                name, _, n = k.partition(":")
                if name not in PARAM_KEYWORDS or not n.isdigit():
                    self.err(key_line_key, f"unknown keyword {k!r} (parameterised ones: "
                                           f"{', '.join(sorted(PARAM_KEYWORDS))} as name:N)")
                params[name] = int(n)
                kws.add(name)
            elif k in KEYWORDS:
                kws.add(k)
            else:
                self.err(key_line_key, f"unknown keyword {k!r}")
        return frozenset(kws), params

    def condition(self, c, line: int) -> str:
        if not isinstance(c, str):
            self.err_at(line, f"condition must be a string, got {c!r}")
        if c in CONDITIONS:
            return c
        name, _, n = c.partition(":")
        if name in PARAM_CONDITIONS and n.isdigit():
            return c
        self.err_at(line, f"unknown condition {c!r}")

    def op(self, raw, line: int, static: bool = False) -> Op:
        if not isinstance(raw, dict) or "op" not in raw:
            self.err_at(line, f"an effect must be a table with an 'op' key, got {raw!r}")
        name = raw["op"]
        oline = self.loc.find_text(self.idx, f'"{name}"', line)
        spec = STATIC_OPS.get(name) if static else (PRIMITIVES[name].params if name in PRIMITIVES else None)
        if spec is None:
            kind = "static effect" if static else "effect op"
            known = sorted(STATIC_OPS) if static else sorted(PRIMITIVES)
            self.err_at(oline, f"unknown {kind} {name!r}; known: {', '.join(known)}")
        params = {}
        for k, v in raw.items():
            if k in ("op", "then", "else"):
                continue
            if k not in spec:
                self.err_at(oline, f"op {name!r} has no parameter {k!r} (it takes: {', '.join(sorted(spec))})")
            t = spec[k][0]
            if not _type_ok(v, t):
                self.err_at(oline, f"op {name!r}: parameter {k!r} must be {t.__name__}, got {v!r}")
            if k == "filter":
                self.filter(v, oline)
            if k == "condition":
                self.condition(v, oline)
            if name == "script" and k == "name":
                from ..cards.scripts import SCRIPTS
                from ..families.shield import scripts  # noqa: F401
                if v not in SCRIPTS:
                    self.err_at(oline, f"unknown script {v!r}; registered: {', '.join(sorted(SCRIPTS))}")
            params[k] = v
        for k, (t, default) in spec.items():
            if k not in params:
                if default is REQUIRED:
                    self.err_at(oline, f"op {name!r} needs parameter {k!r}")
                if k not in ("then", "else"):
                    params[k] = default
        then = tuple(self.op(o, oline) for o in raw.get("then", ()))
        orelse = tuple(self.op(o, oline) for o in raw.get("else", ()))
        if ("then" in raw or "else" in raw) and "then" not in spec:
            self.err_at(oline, f"op {name!r} takes no 'then'/'else'")
        return Op(name, params, then, orelse, oline)

    def filter(self, f, line: int) -> None:
        for k, v in f.items():
            if k not in FILTER_KEYS:
                self.err_at(line, f"filter has no key {k!r} (keys: {', '.join(sorted(FILTER_KEYS))})")
            if not _type_ok(v, FILTER_KEYS[k]):
                self.err_at(line, f"filter key {k!r} must be {FILTER_KEYS[k].__name__}, got {v!r}")
        if f.get("zone", "battle") not in ("battle", "mana", "hand", "graveyard", "shield", "deck"):
            self.err_at(line, f"filter zone {f['zone']!r} is not a zone")
        if f.get("owner", "opponent") not in ("self", "opponent", "any"):
            self.err_at(line, f"filter owner {f['owner']!r} must be self, opponent or any")
        for c in f.get("civ", ()):
            if c not in CIVILIZATIONS:
                self.err_at(line, f"filter civ {c!r} is not a civilization")

    def ability(self, raw, j: int, side: bool) -> Ability:
        line = self.loc.ability(self.idx, j, side)
        if not isinstance(raw, dict):
            self.err_at(line, "an ability must be a table")
        for k in raw:
            if k not in ABILITY_KEYS:
                self.err_at(line, f"ability has no key {k!r} (keys: {', '.join(sorted(ABILITY_KEYS))})")
        kind = raw.get("kind")
        if kind not in ("triggered", "static", "replacement", "spell"):
            self.err_at(line, f"ability kind must be triggered, static, replacement or spell, got {kind!r}")
        when = raw.get("when", "")
        if kind == "triggered" and when not in TRIGGERS:
            self.err_at(self.loc.find(self.idx, "when", line), f"unknown trigger {when!r}")
        zone = raw.get("zone", "battle")
        if zone not in ("battle", "hand"):
            self.err_at(line, f"ability zone must be battle or hand, got {zone!r}")
        cond = raw.get("condition", "")
        if cond:
            cond = self.condition(cond, self.loc.find(self.idx, "condition", line))
        segs = []
        if "segments" in raw and "effects" in raw:
            self.err_at(line, "an ability has either 'effects' or 'segments', not both")
        if kind == "replacement":
            ev, inst = raw.get("event"), raw.get("instead")
            if ev not in REPLACEMENT_EVENTS:
                self.err_at(self.loc.find(self.idx, "event", line), f"unknown replacement event {ev!r}")
            if inst not in REPLACEMENT_RESULTS:
                self.err_at(self.loc.find(self.idx, "instead", line), f"unknown replacement result {inst!r}")
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
            self.err(key, f"civilizations must be a list drawn from {', '.join(CIVILIZATIONS)}, got {v!r}")
        return tuple(v)

    def card(self, raw: dict) -> CardDef:
        for k in raw:
            if k not in CARD_KEYS:
                self.err(k, f"unknown key {k!r} in card")
        for k in ("id", "name_ja", "name_en", "type", "civilizations", "cost", "text_ja", "text_en"):
            if k not in raw:
                self.err_at(self.loc.card_range(self.idx)[0], f"card is missing required key {k!r}")
        cid = raw["id"]
        if not isinstance(cid, str) or not ID_RE.match(cid):
            self.err("id", f"card id {cid!r} must look like SG-001")
        typ = raw["type"]
        if typ not in ("creature", "evolution", "spell"):
            self.err("type", f"type must be creature, evolution or spell, got {typ!r}")
        for k in ("name_ja", "name_en", "text_ja", "text_en", "race_ja", "race_en"):
            if k in raw and (not isinstance(raw[k], str) or (k.startswith("name") and not raw[k].strip())):
                self.err(k, f"{k} must be a non-empty string")
        cost = raw["cost"]
        if not _type_ok(cost, int) or not 0 <= cost <= 99:
            self.err("cost", f"cost must be a whole number 0-99, got {cost!r}")
        power = raw.get("power", 0)
        if typ != "spell":
            if "power" not in raw:
                self.err_at(self.loc.card_range(self.idx)[0], "a creature needs 'power'")
            if not _type_ok(power, int) or power < 0:
                self.err("power", f"power must be a whole number >= 0, got {power!r}")
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
                    self.err(k, f"unknown key {k!r} in the spell side")
            for k in ("name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en"):
                if k not in s:
                    self.err("spell", f"the spell side is missing {k!r}")
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
            self.err("starts_in", f"starts_in must be battle, hyperspatial or gr, got {starts!r}")
        return CardDef(
            id=cid, family="shield", name_ja=raw["name_ja"], name_en=raw["name_en"], type=typ,
            civs=self.civs(raw["civilizations"]), cost=cost, text_ja=raw["text_ja"], text_en=raw["text_en"],
            power=power, race_ja=raw.get("race_ja", ""), race_en=raw.get("race_en", ""), keywords=kws, kw=kwp,
            abilities=abilities, evolution=evo, spell=side, copies=copies, starts_in=starts,
            not_for_tournaments=bool(raw.get("not_for_tournaments", False)), g_zero_if=raw.get("g_zero_if", ""),
            rarity=str(raw.get("rarity", "")), file=self.path, line=self.loc.card_range(self.idx)[0])


def parse_card_text(text: str, path: str, other_keys: bool = False) -> list[CardDef]:
    from ..families.shield import primitives  # noqa: F401  (fills the registry)
    data = load_toml(text, path)
    loc = _Locator(text)
    extra = set(data) - {"card"}
    if extra and not other_keys:
        raise DataError(path, 1, f"unknown top-level key(s) {', '.join(sorted(extra))}; cards go in [[card]]")
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise DataError(path, 1, "'card' must be an array of tables ([[card]])")
    return [_CardParser(path, loc, i).card(raw) for i, raw in enumerate(cards)]


class CardPool:
    def __init__(self, cards: dict[str, CardDef], version: str):
        self.cards = cards
        self.version = version
        self.by_name_en = {c.name_en: c for c in cards.values()}

    def __getitem__(self, cid: str) -> CardDef:
        return self.cards[cid]

    def __contains__(self, cid: str) -> bool:
        return cid in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards.values())


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
    import json
    for d in _cache_dirs():
        p = d / f"pool-{digest}.json"
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if data.get("version") == CACHE_VERSION and data.get("hash") == digest:
            return data["files"]
    return None


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
    from ..families.shield import primitives  # noqa: F401  (fills the registry)
    cards: dict[str, CardDef] = {}
    names: dict[tuple[str, str], str] = {}
    h = hashlib.blake2b(digest_size=8)
    texts = []
    for p in sorted(paths):
        text = p.read_text(encoding="utf-8")
        h.update(p.name.encode() + text.encode())
        texts.append((p, text))
    digest = h.hexdigest()
    cached = _read_cache(digest) if use_cache else None
    parsed_files = []
    for i, (p, text) in enumerate(texts):
        if cached is not None:
            raws, lines = cached[i]["cards"], cached[i]["lines"]
            loc = _LineOnly(lines)
            parsed = [_CardParser(str(p), loc, j).card(raw) for j, raw in enumerate(raws)]
        else:
            parsed = parse_card_text(text, str(p))
            data = tomllib.loads(text)
            parsed_files.append({"cards": data.get("card", []), "lines": [c.line for c in parsed]})
        for c in parsed:
            if c.id in cards:
                raise DataError(str(p), c.line, f"duplicate card id {c.id} (also in {cards[c.id].file}:"
                                                f"{cards[c.id].line})")
            for lang, nm in (("ja", c.name_ja), ("en", c.name_en)):
                if (lang, nm) in names:
                    raise DataError(str(p), c.line, f"duplicate {lang} card name {nm!r} (also {names[(lang, nm)]})")
                names[(lang, nm)] = c.id
            cards[c.id] = c
    if cached is None and use_cache:
        write_cache(digest, parsed_files)
    return CardPool(cards, digest)


_POOLS: dict[str, CardPool] = {}


def shield_pool(extra_dirs: tuple[Path, ...] = ()) -> CardPool:
    key = "shield" + "|".join(str(d) for d in extra_dirs)
    if key not in _POOLS:
        files = list((assets_dir() / "cards" / "shield").glob("*.toml"))
        for d in extra_dirs:
            files.extend(Path(d).glob("*.toml"))
        _POOLS[key] = load_card_files(files)
    return _POOLS[key]


def precompile_pools() -> Path:
    """Write the parsed shield pool into assets/cards/.cache (the build does this inside the bundle)."""
    files = sorted((assets_dir() / "cards" / "shield").glob("*.toml"))
    pool = load_card_files(files, use_cache=False)
    parsed = []
    for p in files:
        text = p.read_text(encoding="utf-8")
        lines = [c.line for c in parse_card_text(text, str(p))]
        parsed.append({"cards": tomllib.loads(text).get("card", []), "lines": lines})
    folder = assets_dir() / "cards" / ".cache"
    write_cache(pool.version, parsed, folder)
    return folder
