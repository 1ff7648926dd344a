"""Plain-text deck lists: `count card-id` lines, `#` comments, `name:` and `partner:` headers.

    # Ember and Grove
    name: Ember and Grove
    partner: SG-123
    4 SG-001
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .core.errors import DataError
from .core.save_setup import excerpt

_LINE = re.compile(r"^(\d+)\s*x?\s+(\S+)\s*(#.*)?$")
_HEADER = re.compile(r"^(name|partner|format)\s*:\s*(.*?)\s*(#.*)?$", re.I)


@dataclass
class DeckEntry:
    card: str
    count: int
    line: int


@dataclass
class Deck:
    path: str
    name: str = ""
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
        if self.format:
            lines.append(f"format: {self.format}")
        if self.partner:
            lines.append(f"partner: {self.partner}")
        lines += [f"{e.count} {e.card}" for e in self.entries]
        return "\n".join(lines) + "\n"


@dataclass
class DeckProblem:
    path: str
    line: int | None
    rule: str
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: [{self.rule}] {self.message}"


def parse_deck(text: str, path: str = "<deck>") -> Deck:
    """Parse a deck list; raises DataError (file, line, problem) on syntax errors."""
    deck = Deck(path=str(path))
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _HEADER.match(line)
        if m:
            key, val = m.group(1).lower(), m.group(2)
            if key == "name":
                deck.name = val
            elif key == "format":
                deck.format = val
            else:
                if deck.partner:
                    raise DataError(path, n, "a deck has one partner; 'partner:' appears twice")
                if not val:
                    raise DataError(path, n, "'partner:' needs a card id")
                deck.partner, deck.partner_line = val, n
            continue
        m = _LINE.match(line)
        if not m:
            raise DataError(path, n, f"cannot read {excerpt(raw.strip())}: expected 'count card-id' (e.g. '2 SG-014')")
        count = int(m.group(1))
        if count < 1:
            raise DataError(path, n, f"count must be at least 1, got {count}")
        deck.entries.append(DeckEntry(m.group(2), count, n))
    return deck


def load_deck(path) -> Deck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise DataError(str(p), None, f"cannot read deck file: {e.strerror}") from None
    except UnicodeDecodeError:
        raise DataError(str(p), None, "deck file is not UTF-8 text") from None
    return parse_deck(text, str(p))
