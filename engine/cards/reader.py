"""The one reader of data files (cards, decks, scenarios, saves) and the card-file base that every
family extends.

The error contract, shared by every reader: text is UTF-8 with or without a BOM, CRLF or LF; a file
over its size limit or nested deeper than MAX_DEPTH is refused before it is parsed further; types are
checked and never coerced; every problem is one DataError naming the file and the line (a save: the
action number) and quoting at most 80 characters of the bad value; the work is linear in the size of
the file.  tomllib gives no line numbers for keys, so `Locator` scans the raw text once for the
`[[card]]` headers and then looks for `key =` lines inside one card's range; `Locator.line_of` finds any
field by its path from the card (sub-tables by their headers, inline values at the line they begin on), so
an error names the field and its line at any depth (tests/engine/test_card_type_confusion.py).
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import DataError
from ..core.save_setup import excerpt
from .schema import FieldReader, is_int, type_ok  # noqa: F401  (the families' readers import them here)
from ..core.textdata import (MAX_DEPTH, SIZE_LIMITS, check_depth, check_text, decode, normalize,  # noqa: F401
                             parse_json, parse_toml, read_file)


# a table header line ([card.spell], [[card.abilities]]), not an inline list's line that begins with "["
_HEADER = re.compile(r"^\s*\[\[?\s*[A-Za-z0-9_.-]+\s*\]\]?\s*(#.*)?$")


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

    def line_of(self, idx: int, path: tuple) -> int:
        """The line of a field of card `idx`, `path` being its keys and list indices from the card
        (("abilities", 1, "effects", 0, "amount")): a sub-table written as a header ([[card.abilities]],
        [card.spell]) is found by its header, a key by its `key =` line inside its table, and anything inside
        a value written inline (a list, an inline table) at the line where that value begins."""
        start, end = self.card_range(idx)
        header, line, span = "card", start, (start, self._table_end(start, end))
        i = 0
        while i < len(path):
            k = path[i]
            if not isinstance(k, str):
                return line
            listed = self._headers(span[0], end, f"[[{header}.{k}]]")
            if listed:   # an array of tables: the j-th one's header, or the first when the path ends here
                j = path[i + 1] if i + 1 < len(path) and isinstance(path[i + 1], int) else None
                if j is None or j >= len(listed):
                    return listed[0]
                header, line = f"{header}.{k}", listed[j]
                span, i = (line, self._table_end(line, end)), i + 2
                continue
            table = self._headers(span[0], end, f"[{header}.{k}]")
            if table:
                header, line = f"{header}.{k}", table[0]
                span, i = (line, self._table_end(line, end)), i + 1
                continue
            return self._key_line(span, k) or line
        return line

    def _headers(self, start: int, end: int, header: str) -> list[int]:
        return [n for n in range(start, end + 1) if self.lines[n - 1].strip() == header]

    def _table_end(self, start: int, end: int) -> int:
        """The last line of the table whose header (or the card's) is at `start`: before the next header."""
        for n in range(start + 1, end + 1):
            if _HEADER.match(self.lines[n - 1]):
                return n - 1
        return end

    def _key_line(self, span: tuple[int, int], key: str) -> int | None:
        pat = re.compile(r"^\s*" + re.escape(key) + r"\s*=")
        for n in range(span[0], span[1] + 1):
            if pat.match(self.lines[n - 1]):
                return n
        return None

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


class CardSource:
    """One card of one file being read: raises DataError at the line of a key, quoting short excerpts."""

    def __init__(self, path: str, loc: Locator, idx: int):
        self.path, self.loc, self.idx = path, loc, idx

    @property
    def line(self) -> int:
        return self.loc.card_line(self.idx)

    def err(self, key: str | None, problem: str, after: int | None = None):
        raise DataError(self.path, self.loc.find(self.idx, key, after) if key else self.line, problem)

    def at(self, path: tuple, problem: str):
        """A DataError at the line of the field `path` (keys and list indices from the card)."""
        raise DataError(self.path, self.loc.line_of(self.idx, path), problem)

    def read(self, raw, schema, where: tuple = (), fill: bool = True) -> dict:
        """The values of a table of this card, checked against its declared fields (engine/cards/schema.py)."""
        return FieldReader(self).fields(raw, schema, where, fill)

    def read_value(self, v, fld, where: tuple, name: str):
        return FieldReader(self).value(v, fld, where, repr(name))

    def build(self, values: dict, raw: dict):
        """The family's definition from a card's checked values: only what ties fields together is left."""
        raise NotImplementedError

    def make_effect(self, op: str, params: dict, raw: dict, where: tuple):
        """One checked effect table as the family keeps it."""
        raise NotImplementedError


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


class Pool:
    """The cards of one family, by id, with the version (hash) recorded in saves."""

    def __init__(self, cards: dict, version: str):
        self.cards = cards
        self.version = version

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
    schema = None              # the family's card table (engine/cards/schema.py Schema)
    source = CardSource        # the family's CardSource: `build` and `make_effect`
    version_prefix = ""
    hash_names = True          # the pool version hashes file names too (kept as each family had it)
    check_names = True         # two cards may not share a name in one language

    def parse_card(self, src: CardSource, raw: dict):
        card = self.source(src.path, src.loc, src.idx)
        return card.build(card.read(raw, self.schema), raw)

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
