"""The one reader of data files (cards, decks, scenarios, saves) and the card-file base that every
family extends.

The error contract, shared by every reader: text is UTF-8 with or without a BOM, CRLF or LF; a file
over its size limit or nested deeper than MAX_DEPTH is refused before it is parsed further; types are
checked and never coerced; every problem is one DataError naming the file and the line (a save: the
action number) and quoting at most 80 characters of the bad value; the work is linear in the size of
the file.  tomllib gives no line numbers for keys, so `Locator` scans the raw text once for the
`[[card]]` headers and then looks for `key =` lines inside one card's range.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import DataError
from ..core.save_setup import clip, excerpt

MiB = 1 << 20
SIZE_LIMITS = {"card": 4 * MiB, "deck": 1 * MiB, "scenario": 4 * MiB, "save": 32 * MiB, "journal": 32 * MiB,
               "settings": 1 * MiB}
MAX_DEPTH = 64
# tomllib is pure Python (about 3.5 µs of CPU per array item): these caps keep the worst 4 MiB file
# under a second.  The bundled files use a few hundred of each.
MAX_ITEMS = 100_000        # commas in one TOML file (array items, inline-table entries)
MAX_TABLES = 20_000        # [table] and [[array]] headers in one TOML file
_LINE = re.compile(r"line (\d+)")
_BOM = "\ufeff"


def _limit_line(data, limit: int) -> int:
    return data[:limit].count(b"\n" if isinstance(data, bytes) else "\n") + 1


def _too_big(path, kind: str, data, limit: int) -> DataError:
    return DataError(path, _limit_line(data, limit), f"{kind} file is larger than {limit // MiB} MiB; "
                                                     f"it is cut off from here on")


def decode(data: bytes, path, kind: str = "card") -> str:
    """Bytes of a data file as text: UTF-8 with or without BOM, CRLF read as LF."""
    limit = SIZE_LIMITS[kind]
    if len(data) > limit:
        raise _too_big(path, kind, data, limit)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise DataError(path, line, f"not UTF-8 text (byte 0x{data[e.start]:02x} at column {col}); "
                                    f"save the file as UTF-8") from None
    return normalize(text)


def normalize(text: str) -> str:
    if text.startswith(_BOM):
        text = text[1:]
    return text.replace("\r\n", "\n") if "\r" in text else text


def read_file(path, kind: str = "card") -> str:
    """The text of a data file, refusing (DataError) what cannot be read, is too large or is not UTF-8."""
    limit = SIZE_LIMITS[kind]
    try:
        # non-blocking and regular files only: a FIFO or a device named as a deck must not hang the app
        fd = os.open(str(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise DataError(str(path), None, f"cannot read {kind} file: not a regular file")
            data = f.read(limit + 1)
    except OSError as e:
        raise DataError(str(path), None, f"cannot read {kind} file: {e.strerror or e}") from None
    return decode(data, str(path), kind)


def check_text(text, path, kind: str) -> str:
    """Text handed over directly (not read from a file) under the same contract."""
    if not isinstance(text, str):
        raise DataError(path, None, f"{kind} data must be text, got {type(text).__name__}")
    if len(text) > SIZE_LIMITS[kind]:
        raise _too_big(path, kind, text, SIZE_LIMITS[kind])
    return normalize(text)


def _depth_line(text: str, limit: int) -> int | None:
    """The line where brackets nest deepest (strings are not told apart and table headers do not
    count: a guess that points at the right place, made only once the data is known to be too deep)."""
    depth, best, line = 0, 0, None
    for n, ln in enumerate(text.split("\n"), 1):
        for ch in re.findall(r"[\[\]{}]", ln):
            depth = depth + 1 if ch in "[{" else max(0, depth - 1)
            if depth > best:
                best, line = depth, n
    return line


def check_depth(value, path, text: str = "", limit: int = MAX_DEPTH) -> None:
    """Refuse data nested deeper than `limit` (iterative: the check itself never recurses)."""
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            v = v.values()
        elif not isinstance(v, list):
            continue
        if d > limit:
            raise DataError(path, _depth_line(text, limit) if text else None,
                            f"values are nested deeper than {limit} levels")
        stack.extend((x, d + 1) for x in v if isinstance(x, (dict, list)))


def _count_cap(text: str, needle: str, cap: int, path, what: str) -> None:
    if text.count(needle) > cap:
        at = -1
        for _ in range(cap + 1):
            at = text.find(needle, at + 1)
        raise DataError(path, text.count("\n", 0, at) + 1, f"more than {cap:,} {what} in one file")


def parse_toml(text: str, path, kind: str = "card") -> dict:
    text = check_text(text, path, kind)
    _count_cap(text, ",", MAX_ITEMS, path, "values in lists and tables")
    _count_cap(text, "\n[", MAX_TABLES, path, "[tables]")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = _LINE.search(str(e))
        line = int(m.group(1)) if m else text.count("\n") + 1     # "(at end of document)"
        raise DataError(path, line, f"TOML syntax error: {clip(str(e))}") from None
    except RecursionError:
        raise DataError(path, _depth_line(text, MAX_DEPTH), f"values are nested deeper than {MAX_DEPTH} levels") \
            from None
    except ValueError as e:   # e.g. an integer longer than Python converts
        raise DataError(path, _value_line(text), f"unreadable value: {clip(str(e))}") from None
    check_depth(data, path, text)
    return data


def parse_json(text: str, path, kind: str = "save"):
    text = check_text(text, path, kind)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(path, e.lineno, f"not a valid {kind} (JSON error: {e.msg} at column {e.colno})") from None
    except RecursionError:
        raise DataError(path, _depth_line(text, MAX_DEPTH), f"values are nested deeper than {MAX_DEPTH} levels") \
            from None
    except ValueError as e:
        raise DataError(path, _value_line(text), f"unreadable value: {clip(str(e))}") from None
    check_depth(data, path, text)
    return data


def _value_line(text: str) -> int | None:
    """Where an over-long number sits (the only ValueError tomllib and json raise besides syntax)."""
    m = re.search(r"\d{4000}", text)
    return text.count("\n", 0, m.start()) + 1 if m else None


# ------------------------------------------------------------------------------------------------
class Locator:
    """Line numbers inside a card file: one scan for the `[[card]]` headers, then per-card lookups."""

    def __init__(self, text: str):
        self.lines = text.splitlines()
        self.cards = [i + 1 for i, ln in enumerate(self.lines) if ln.strip() == "[[card]]"]

    def card_range(self, idx: int) -> tuple[int, int]:
        start = self.cards[idx] if idx < len(self.cards) else 1
        end = self.cards[idx + 1] - 1 if idx + 1 < len(self.cards) else len(self.lines)
        return start, end

    def card_line(self, idx: int) -> int:
        return self.card_range(idx)[0]

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


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def type_ok(v, t) -> bool:
    if t is int:
        return is_int(v)
    return isinstance(v, t)


class CardSource:
    """One card of one file being read: raises DataError at the line of a key, quoting short excerpts."""

    def __init__(self, path: str, loc: Locator, idx: int):
        self.path, self.loc, self.idx = path, loc, idx

    @property
    def line(self) -> int:
        return self.loc.card_line(self.idx)

    def err(self, key: str | None, problem: str, after: int | None = None):
        raise DataError(self.path, self.loc.find(self.idx, key, after) if key else self.line, problem)

    def err_at(self, line: int, problem: str):
        raise DataError(self.path, line, problem)

    def typed(self, raw: dict, key: str, t, default=None, required: bool = False, what: str = ""):
        """raw[key] if it has type `t` (a bool is never an int), else a DataError; `default` if absent."""
        if key not in raw:
            if required:
                self.err(None, f"card is missing {key!r}")
            return default
        v = raw[key]
        if not type_ok(v, t):
            self.err(key, f"{key!r} must be {what or _TYPE_NAMES.get(t, t.__name__)}, got {excerpt(v)}")
        return v

    def strings(self, raw: dict, key: str) -> tuple:
        v = self.typed(raw, key, list, [], what="a list of strings")
        for s in v:
            if not isinstance(s, str):
                self.err(key, f"{key!r} must be a list of strings, got {excerpt(s)}")
        return tuple(v)


@dataclass(frozen=True, eq=False)
class CardDefinition:
    """What every family's card definition has: its id, its two names, its type and where it was read
    (file and line, for messages).  Families add their own fields in a dataclass that extends it."""
    id: str
    name_ja: str
    name_en: str
    type: str
    file: str = field(default="", kw_only=True)
    line: int | None = field(default=None, kw_only=True)

    def name(self, lang: str = "en") -> str:
        return self.name_ja if lang == "ja" else self.name_en


_TYPE_NAMES = {int: "a whole number", str: "a string", bool: "true or false", list: "a list", dict: "a table"}


class Pool:
    """The cards of one family, by id, with the version (hash) recorded in saves."""

    def __init__(self, cards: dict, version: str):
        self.cards = cards
        self.version = version
        self.by_name_en = {c.name_en: c for c in cards.values()}

    def __getitem__(self, cid: str):
        return self.cards[cid]

    def __contains__(self, cid) -> bool:
        return cid in self.cards

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards.values())


class CardReader:
    """A family's card files: the family supplies `parse_card`; the reading, the contract, the
    duplicate checks and the pool are here."""

    family = ""
    version_prefix = ""
    hash_names = True          # the pool version hashes file names too (kept as each family had it)
    check_names = True         # two cards may not share a name in one language

    def parse_card(self, src: CardSource, raw: dict):
        raise NotImplementedError

    def parse_text(self, text: str, path: str, other_keys: bool = False) -> list:
        data = parse_toml(text, path, "scenario" if other_keys else "card")
        return self.parse_data(data, text, path, other_keys)

    def parse_data(self, data: dict, text: str, path: str, other_keys: bool = False) -> list:
        extra = set(data) - {"card"}
        if extra and not other_keys:
            raise DataError(path, 1, f"unknown top-level key(s) {excerpt(', '.join(sorted(extra)))}; "
                                     f"cards go in [[card]]")
        cards = data.get("card", [])
        loc = Locator(normalize(text))
        if not isinstance(cards, list):
            raise DataError(path, loc.find(0, "card") if loc.cards else 1, "'card' must be an array of tables ([[card]])")
        out = []
        for i, raw in enumerate(cards):
            src = CardSource(path, loc, i)
            if not isinstance(raw, dict):
                src.err(None, f"a [[card]] must be a table, got {excerpt(raw)}")
            out.append(self.parse_card(src, raw))
        return out

    def read_texts(self, paths) -> list[tuple[Path, str]]:
        return [(p, read_file(p, "card")) for p in sorted(Path(p) for p in paths)]

    def version(self, texts) -> str:
        h = hashlib.blake2b(digest_size=8)
        for p, text in texts:
            h.update((p.name.encode() if self.hash_names else b"") + text.encode())
        return self.version_prefix + h.hexdigest()

    def pool(self, parsed_files, version: str) -> Pool:
        """Cards of every file, refusing a duplicate id or name (file and line of both)."""
        cards: dict = {}
        names: dict = {}
        for path, parsed in parsed_files:
            for c in parsed:
                if c.id in cards:
                    o = cards[c.id]
                    raise DataError(str(path), c.line, f"duplicate card id {c.id} (also in {o.file}:{o.line})")
                if self.check_names:
                    for lang, nm in (("ja", c.name_ja), ("en", c.name_en)):
                        if (lang, nm) in names:
                            raise DataError(str(path), c.line,
                                            f"duplicate {lang} card name {excerpt(nm)} (also {names[(lang, nm)]})")
                        names[(lang, nm)] = c.id
                cards[c.id] = c
        return Pool(cards, version)

    def read_files(self, paths) -> Pool:
        texts = self.read_texts(paths)
        return self.pool([(p, self.parse_text(t, str(p))) for p, t in texts], self.version(texts))
