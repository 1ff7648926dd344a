"""The deck being edited (plain Python, no widgets) and its live validation."""
from __future__ import annotations

from collections import Counter

import engine
from engine.decks import Deck, DeckProblem, parse_deck

from .storage import LoadResult

from .families import formats_of_every_family

FORMATS = tuple(formats_of_every_family())      # every registered format, each with its family's pool


class EditDeck:
    """Name, format, partner and ordered card counts; unknown ids and unreadable lines are kept."""

    def __init__(self, pool, fmt: str = "duepa"):
        self.pool = pool
        self.name = ""
        self.name_ja = ""       # the Japanese interface's name, kept while the name is not edited
        self.format = fmt
        self.partner: str | None = None
        self.counts: dict[str, int] = {}
        self.kept_lines: list[str] = []     # unreadable lines of the file it was loaded from

    # ----- construction -------------------------------------------------------------------
    @classmethod
    def from_load(cls, pool, res: LoadResult, fmt_guess: str = "duepa") -> "EditDeck":
        d = cls(pool, fmt_guess)
        deck = res.deck
        d.name, d.name_ja = deck.name, deck.name_ja
        if deck.format in FORMATS:
            d.format = deck.format
        elif deck.partner:
            d.format = "duepa"
        d.partner = deck.partner
        for e in deck.entries:
            d.counts[e.card] = d.counts.get(e.card, 0) + e.count
        d.kept_lines = [res.bad_lines[n] for n in sorted(res.bad_lines)]
        return d

    def shown_name(self, lang: str) -> str:
        """The name the editor shows in `lang` (the Japanese one when the deck has it)."""
        return (self.name_ja if lang == "ja" else "") or self.name

    # ----- edits ----------------------------------------------------------------------------
    def limit(self, cid: str) -> int:
        rules = _deck_rules(self.format)
        c = self.pool.cards.get(cid) if hasattr(self.pool, "cards") else None
        if c is not None and c.copies is not None:
            return c.copies
        if c is not None and getattr(c, "basic", False):
            return 99        # basic lands: any number (mtg:100.2a)
        return rules.get("max_copies", 4)

    def copies_of(self, cid: str) -> int:
        return self.counts.get(cid, 0) + (1 if self.partner == cid else 0)

    def add(self, cid: str, n: int = 1) -> int:
        """Add up to n copies within the copy limit; returns how many were added."""
        room = max(0, self.limit(cid) - self.copies_of(cid))
        k = min(n, room)
        if k > 0:
            self.counts[cid] = self.counts.get(cid, 0) + k
        return k

    def remove(self, cid: str, n: int = 1) -> int:
        have = self.counts.get(cid, 0)
        k = min(n, have)
        if k:
            if have - k:
                self.counts[cid] = have - k
            else:
                del self.counts[cid]
        return k

    def set_partner(self, cid: str | None) -> None:
        """Make `cid` the partner; a copy in the main deck moves into the partner slot."""
        if cid and self.counts.get(cid):
            self.remove(cid, 1)
        self.partner = cid or None

    # ----- views ----------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return sum(self.counts.values()) + (1 if self.partner else 0)

    def sorted_ids(self) -> list[str]:
        def key(cid):
            c = self.pool.cards.get(cid)
            return (0, c.cost, c.name_en, cid) if c else (1, 0, "", cid)
        return sorted(self.counts, key=key)

    def to_text(self) -> str:
        """The deck file text (the format `enza check-deck` reads), with readable comments."""
        out = [f"# {self.name or 'Deck'} — written by Enza's deck editor"]
        if self.name:
            out.append(f"name: {self.name}")
        if self.name_ja:
            out.append(f"name_ja: {self.name_ja}")
        if self.format:
            out.append(f"format: {self.format}")
        if self.partner:
            out.append(f"partner: {self.partner}{self._comment(self.partner)}")
        for cid in self.sorted_ids():
            out.append(f"{self.counts[cid]} {cid}{self._comment(cid)}")
        if self.kept_lines:
            out.append("# Lines the editor could not read when it opened this file (kept as comments):")
            out += ["# " + line.replace("\n", " ") for line in self.kept_lines]
        return "\n".join(out) + "\n"

    def _comment(self, cid: str) -> str:
        c = self.pool.cards.get(cid)
        if not c:
            return "    # unknown card"
        return f"    # {c.name_en} / {c.name_ja} ({c.cost})"

    def to_deck(self, path: str = "<unsaved>") -> Deck:
        """The engine Deck that to_text() reads back as (line numbers match the file)."""
        return parse_deck(self.to_text(), path)

    def line_cards(self) -> dict[int, str]:
        """Line number in to_text() -> card id (partner included)."""
        d = self.to_deck()
        m = {e.line: e.card for e in d.entries}
        if d.partner_line:
            m[d.partner_line] = d.partner
        return m

    def validate(self, path: str = "<unsaved>") -> list[DeckProblem]:
        rules = engine.get_format(self.format)()
        if hasattr(self.pool, "cards"):
            pool = self.pool
            rules.pool = lambda: pool   # user cards validate too
        return rules.validate_deck(self.to_deck(path))

    def civ_counts(self) -> Counter:
        """Cards per civilization (a multicolor card counts for each), plus 'colorless' and 'multi'."""
        out: Counter = Counter()
        for cid, n in self._all():
            c = self.pool.cards.get(cid)
            if not c:
                continue
            civs = c.all_civs
            if not civs:
                out["colorless"] += n
            for v in civs:
                out[v] += n
            if len(civs) >= 2:
                out["multi"] += n
        return out

    def cost_curve(self, top: int = 10) -> list[int]:
        """Counts for cost 0..top-1 and top+ (index top)."""
        curve = [0] * (top + 1)
        for cid, n in self._all():
            c = self.pool.cards.get(cid)
            if c:
                curve[min(c.cost, top)] += n
        return curve

    def type_counts(self) -> Counter:
        out: Counter = Counter()
        for cid, n in self._all():
            c = self.pool.cards.get(cid)
            if c:
                out["twinpact" if c.spell else c.type] += n
        return out

    def _all(self):
        yield from self.counts.items()
        if self.partner:
            yield self.partner, 1


def _deck_rules(fmt: str) -> dict:
    return engine.get_format(fmt).info.deck_rules


def fits_partner(card, partner, banned: set) -> bool:
    """Could `card` go into a DuePa deck with this partner (civilizations, ban list, starts_in)?"""
    if card.id in banned or card.starts_in:
        return False
    if partner is None:
        return True
    civs = card.all_civs
    return not civs or civs <= partner.all_civs
