"""Plain-text deck lists: `count card-id` lines, `#` comments, `name:`, `name_ja:` (the name the Japanese
interface shows), `format:` and `partner:` headers.

    # Ember and Grove
    name: Ember and Grove
    name_ja: 熾火と森
    partner: SG-123
    4 SG-001
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .core.errors import DataError
from .core.save_setup import CARD_ID, MAX_NAME, WORD, excerpt

MAX_DECK_CARDS = 1000     # as many as a save may carry (save_setup.MAX_DECK)
MAX_COUNT = 999            # copies on one line (a deck of more could not be played, nor held in memory)

_LINE = re.compile(r"^(\d+)\s*x?\s+(\S+)\s*(#.*)?$")
_HEADER = re.compile(r"^(name_ja|name|partner|format)\s*:\s*(.*?)\s*(#.*)?$", re.I)


@dataclass
class DeckEntry:
    card: str
    count: int
    line: int


@dataclass
class Deck:
    path: str
    name: str = ""
    name_ja: str = ""
    partner: str | None = None
    partner_line: int | None = None
    format: str = ""
    entries: list[DeckEntry] = field(default_factory=list)

    def card_ids(self) -> list[str]:
        out = []
        for e in self.entries:
            out.extend([e.card] * e.count)
        return out

    @property
    def size(self) -> int:
        return sum(e.count for e in self.entries) + (1 if self.partner else 0)

    def to_text(self) -> str:
        lines = []
        if self.name:
            lines.append(f"name: {self.name}")
        if self.name_ja:
            lines.append(f"name_ja: {self.name_ja}")
        if self.format:
            lines.append(f"format: {self.format}")
        if self.partner:
            lines.append(f"partner: {self.partner}")
        lines += [f"{e.count} {e.card}" for e in self.entries]
        return "\n".join(lines) + "\n"


# A deck problem that no game rule states is cited from the deck list format itself (this module), in the
# one `<document>:<id>` form (kinds.RULE_ID); every family uses these three, the GUI names them.
UNKNOWN_CARD = "deck:unknown-card"   # a card id the format's pool lacks
NO_PARTNER = "deck:partner"          # a partner line in a format without partners
SYNTAX = "deck:syntax"               # a line that does not parse (the deck editor's lenient reading)


@dataclass
class DeckProblem:
    """One problem of a deck: where (file, line) and why; `rule` a rule id, or one of the codes above."""
    path: str
    line: int | None
    rule: str
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: [{self.rule}] {self.message}"


def parse_deck(text: str, path: str = "<deck>", errors: list | None = None) -> Deck:
    """Parse a deck list; raises DataError (file, line, problem) on the first bad line - or, given an
    `errors` list, records every bad line's DataError there, skips the line and reads on (one pass)."""
    from .cards.reader import check_text
    text = check_text(text, str(path), "deck")
    deck = Deck(path=str(path))
    total = 0
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            total += _read_line(deck, path, n, line, total)
        except DataError as e:
            if errors is None:
                raise
            errors.append(e)
    return deck


def _read_line(deck: Deck, path, n: int, line: str, total: int) -> int:
    """Apply one non-blank line to `deck`; the number of cards it adds."""
    m = _HEADER.match(line)
    if m:
        key, val = m.group(1).lower(), m.group(2)
        if key in ("name", "name_ja"):
            if len(val) > MAX_NAME:
                raise DataError(path, n, f"a deck name has at most {MAX_NAME} characters: {excerpt(val)}")
            setattr(deck, key, val)
        elif key == "format":
            if val and not WORD.match(val):
                raise DataError(path, n, f"'format:' needs a format name, got {excerpt(val)}")
            deck.format = val
        else:
            if deck.partner:
                raise DataError(path, n, "a deck has one partner; 'partner:' appears twice")
            if not val:
                raise DataError(path, n, "'partner:' needs a card id")
            if not CARD_ID.match(val):
                raise DataError(path, n, f"'partner:' needs a card id, got {excerpt(val)}")
            deck.partner, deck.partner_line = val, n
        return 0
    m = _LINE.match(line)
    if not m:
        raise DataError(path, n, f"cannot read {excerpt(line)}: expected 'count card-id' (e.g. '2 SG-014')")
    digits, card = m.group(1), m.group(2)
    count = int(digits) if len(digits) <= 4 else MAX_COUNT + 1
    if count < 1:
        raise DataError(path, n, f"count must be at least 1, got {count}")
    if count > MAX_COUNT:
        raise DataError(path, n, f"count must be at most {MAX_COUNT}, got {excerpt(digits)}")
    if not CARD_ID.match(card):
        raise DataError(path, n, f"{excerpt(card)} is not a card id (e.g. 'SG-014')")
    if total + count > MAX_DECK_CARDS:
        raise DataError(path, n, f"a deck list holds at most {MAX_DECK_CARDS} cards")
    deck.entries.append(DeckEntry(card, count, n))
    return count


def load_deck(path) -> Deck:
    from .cards.reader import read_file
    return parse_deck(read_file(path, "deck"), str(Path(path)))
