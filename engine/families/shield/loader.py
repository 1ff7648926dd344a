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
from .fields import (CARD, CONDITIONS, PRIMITIVE_MODULES, GRAVEYARD_TRIGGERS, KEYWORDS, MAX_POWER, MIN_POWER, PARAM_CONDITIONS,
                     PARAM_KEYWORDS, POWER_STEP, REPLACEMENT_EVENTS, REPLACEMENT_RESULTS, SIDE, TRIGGERS, effect_ops,
                     static_effect_ops)
from .model import Ability, CardDef, Op, Side
from ...cards.primitives import ensure_registered
from ...cards.reader import CardReader, CardSource, Locator, Pool, parse_toml, read_file
from ...cards.schema import Field

_NUMBER = re.compile(r"^[0-9]{1,6}$")


class _CardParser(CardSource):
    """One [[card]] of a shield card file, read against the declared fields (fields.py): a problem is a
    DataError at the line of the field it is about, naming that field; what is left here ties fields together."""

    def card(self, raw) -> CardDef:
        return self.build(self.read(raw, CARD), raw)

    def build(self, v: dict, raw: dict) -> CardDef:
        typ = v["type"]
        self.power(v, raw, typ)
        kws, kwp = self.keywords(v["keywords"], ("keywords",))
        abilities = self.abilities(v["abilities"], ("abilities",))
        side = self.spell_side(raw["spell"], typ) if "spell" in raw else None
        self.card_checks(v, typ, abilities, kws)
        return CardDef(
            id=v["id"], family="shield", name_ja=v["name_ja"], name_en=v["name_en"], type=typ,
            civs=tuple(v["civilizations"]), cost=v["cost"], text_ja=v["text_ja"], text_en=v["text_en"],
            power=v["power"], race_ja=v["race_ja"], race_en=v["race_en"], keywords=kws, kw=kwp,
            abilities=abilities, evolution=self.evolution(v, typ), spell=side, copies=v["copies"],
            starts_in=v["starts_in"], not_for_tournaments=v["not_for_tournaments"], g_zero_if=v["g_zero_if"],
            rarity=v["rarity"], reading_ja=v["reading_ja"], file=self.path, line=self.loc.card_range(self.idx)[0])

    def card_checks(self, v: dict, typ: str, abilities: tuple, kws: frozenset) -> None:
        if typ == "spell" and not any(a.kind == "spell" for a in abilities):
            self.at((), "a spell needs an ability with kind = \"spell\"")
        if "g_zero" in kws and not v["g_zero_if"]:
            self.at(("keywords",), "'keywords': g_zero needs g_zero_if = \"condition\"")
        if v["g_zero_if"]:
            self.condition(v["g_zero_if"], ("g_zero_if",))

    def keywords(self, raw: list, where: tuple) -> tuple[frozenset, dict]:
        kws, params = set(), {}
        for j, k in enumerate(raw):
            name, colon, n = k.partition(":")
            if colon and name in PARAM_KEYWORDS and _NUMBER.match(n):
                params[name] = int(n)
            elif colon or k not in KEYWORDS:
                self.at(where + (j,), f"'keywords': unknown keyword {excerpt(k)} (with a number: "
                                      f"{', '.join(PARAM_KEYWORDS)} as name:N)")
            kws.add(name)
        return frozenset(kws), params

    def condition(self, c: str, where: tuple) -> str:
        name, _, n = c.partition(":")
        if c in CONDITIONS or (name in PARAM_CONDITIONS and _NUMBER.match(n)):
            return c
        self.at(where, f"{where[-1]!r}: unknown condition {excerpt(c)}")

    def make_effect(self, op: str, params: dict, raw: dict, where: tuple) -> Op:
        if op == "if":
            self.condition(params["condition"], where + ("condition",))
        if op == "script":
            self.script(params["name"], where + ("name",))
        rest = {k: x for k, x in params.items() if k not in ("then", "else")}
        return Op(op, rest, tuple(params.get("then", ())), tuple(params.get("else", ())),
                  self.loc.line_of(self.idx, where))

    def script(self, name: str, where: tuple) -> None:
        from ...cards.scripts import SCRIPTS
        ensure_registered(PRIMITIVE_MODULES)
        if name not in SCRIPTS:
            self.at(where, f"unknown script {excerpt(name)}; registered: {', '.join(sorted(SCRIPTS))}")

    def abilities(self, values: list, where: tuple) -> tuple:
        return tuple(self.ability(a, where + (j,)) for j, a in enumerate(values))

    def ability(self, a: dict, where: tuple) -> Ability:
        kind, zone, line = a["kind"], a["zone"], self.loc.line_of(self.idx, where)
        cond = self.condition(a["condition"], where + ("condition",)) if a["condition"] else ""
        if kind == "replacement":
            self.replacement(a, where)
            return Ability(kind, zone=zone, condition=cond, event=a["event"], instead=a["instead"], line=line)
        self.trigger(a, kind, where)
        return Ability(kind, when=a["when"], zone=zone, condition=cond, segments=self.segments(a, kind, where),
                       line=line)

    def replacement(self, a: dict, where: tuple) -> None:
        if a["event"] not in REPLACEMENT_EVENTS:
            self.at(where + ("event",), f"'event': unknown replacement event {excerpt(a['event'])} "
                                        f"(one of {', '.join(REPLACEMENT_EVENTS)})")
        if a["instead"] not in REPLACEMENT_RESULTS:
            self.at(where + ("instead",), f"'instead': unknown replacement result {excerpt(a['instead'])} "
                                          f"(one of {', '.join(REPLACEMENT_RESULTS)})")

    def trigger(self, a: dict, kind: str, where: tuple) -> None:
        """A triggered ability names a known trigger; one that works in the graveyard only DMP-20's."""
        if kind == "triggered" and a["when"] not in TRIGGERS:
            self.at(where + ("when",), f"'when': unknown trigger {excerpt(a['when'])}")
        if a["zone"] == "graveyard" and (kind != "triggered" or a["when"] not in GRAVEYARD_TRIGGERS):
            self.at(where + ("zone",), "'zone': an ability that works in the graveyard (DMP-20) is triggered, when = "
                                       + " or ".join(repr(w) for w in GRAVEYARD_TRIGGERS))

    def segments(self, a: dict, kind: str, where: tuple) -> tuple:
        """The ability's effects, as one segment, or its segments (each ■/▶ part, DuePa 300.1a)."""
        if a["segments"] and a["effects"]:
            self.at(where + ("segments",), "an ability has either 'effects' or 'segments', not both")
        effects = Field(list, ops=static_effect_ops if kind == "static" else effect_ops)
        if not a["segments"]:
            segs = (tuple(self.read_value(a["effects"], effects, where + ("effects",), "effects")),)
        else:
            segs = tuple(tuple(self.read_value(seg, effects, where + ("segments", s), "segments"))
                         for s, seg in enumerate(a["segments"]))
        if not any(segs):
            self.at(where, f"{kind} ability has no effects")
        return segs

    def evolution(self, v: dict, typ: str):
        """What an evolution creature goes on: { race = "…" } or { civilization = "…" }."""
        evo = v["evolution"]
        for k, x in (evo or {}).items():
            if not isinstance(x, str):
                self.at(("evolution", k), f"'evolution' {k} must be a string, got {excerpt(x)}")
        if typ == "evolution" and (evo is None or len(evo) != 1 or not set(evo) <= {"race", "civilization"}):
            self.at(("evolution",), "an evolution creature needs 'evolution' = { race = \"…\" } or "
                                    "{ civilization = \"…\" }")
        if typ != "evolution" and evo is not None:
            self.at(("evolution",), "only type = \"evolution\" cards have 'evolution'")
        return evo

    def power(self, v: dict, raw: dict, typ: str) -> None:
        power = v["power"]
        if typ == "spell" and "power" in raw:
            self.at(("power",), "'power': a spell has no power")
        if typ != "spell" and "power" not in raw:
            self.at((), "a creature needs 'power'")
        if (power and power < MIN_POWER) or power % POWER_STEP:
            self.at(("power",), f"'power' must be a multiple of {POWER_STEP}, {MIN_POWER}-{MAX_POWER} (or 0), "
                                f"got {power}")

    def spell_side(self, raw, typ: str) -> Side:
        """A twinpact creature's spell side ([card.spell])."""
        if typ == "spell":
            self.at(("spell",), "'spell' (a twinpact's spell side) is a table on a creature card")
        s = self.read(raw, SIDE, ("spell",))
        skw, skwp = self.keywords(s["keywords"], ("spell", "keywords"))
        sab = self.abilities(s["abilities"], ("spell", "abilities"))
        if not any(a.kind == "spell" for a in sab):
            self.at(("spell",), "the spell side needs an ability with kind = \"spell\"")
        return Side(s["name_ja"], s["name_en"], tuple(s["civilizations"]), s["cost"], s["text_ja"], s["text_en"],
                    skw, skwp, sab)


class ShieldCardReader(CardReader):
    family = "shield"
    schema = CARD
    source = _CardParser

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


class _LineOnly(Locator):
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
    parsed_files = _from_cache(texts, digest) if use_cache else None
    if parsed_files is not None:
        return READER.pool(parsed_files, digest)
    to_cache, parsed_files = [], []
    for p, text in texts:
        parsed, raws = READER.parse_with_raw(text, str(p))
        to_cache.append({"cards": raws, "lines": [c.line for c in parsed]})
        parsed_files.append((p, parsed))
    pool = READER.pool(parsed_files, digest)
    if use_cache:
        write_cache(digest, to_cache)
    return pool


def _from_cache(texts: list, digest: str) -> list | None:
    """The parsed files from the cache of these texts, or None (no cache, or one that does not fit)."""
    cached = _read_cache(digest)
    if cached is None or len(cached) != len(texts):
        return None
    try:
        return [(p, [_CardParser(str(p), _LineOnly(c["lines"]), j).card(raw) for j, raw in enumerate(c["cards"])])
                for (p, _t), c in zip(texts, cached)]
    except Exception:  # noqa: BLE001  a damaged or foreign cache, whatever it trips: parse the files
        return None


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
            new_ids, new_names = _user_file(p, ids, names)
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


def _user_file(p: Path, ids: set, names: set) -> tuple[set, set]:
    """The ids and names of a user's card file, refused (DataError) when one is taken."""
    new_ids, new_names = set(), set()
    for c in READER.parse_text(read_file(p, "card"), str(p)):
        if c.id in ids or c.id in new_ids:
            raise DataError(str(p), c.line, f"card id {c.id} is taken by another card")
        for key in (("ja", c.name_ja), ("en", c.name_en)):
            if key in names or key in new_names:
                raise DataError(str(p), c.line, f"card name {excerpt(key[1])} is taken by another card")
            new_names.add(key)
        new_ids.add(c.id)
    return new_ids, new_names


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
