"""A family's card colours as people see them in the editor: what the family calls a colour ("Civilization"
in the shield game, "Colour" in the others), each colour's name, chip paint and one-letter glyph.  The keys,
their order and the English words are the engine's (`colour_term`, `colour_words` of the family's rules);
the words are translated through Qt Linguist like every other word (assets/translations/)."""
from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor

import engine
from engine.formats import get_format

from ..card_render import colour_of, ink_on
from ..glossary import glossary
from ..i18n import language, tr

# not colours of any family: a card without colour, the stats' count of cards with several
OTHER_WORDS = {"colorless": "Colourless", "multi": "Multicolour"}


class Palette:
    """Keys and order are the engine's (`colour_words`); words, paint and glyphs are the family's glossary
    (assets/glossary/<family>.toml), the one place the table's card faces read them too."""

    def __init__(self, term: str, words, family: str = ""):
        self.term_en = term
        self.words = dict(words)
        self.keys = tuple(self.words)
        self.family = family

    def term(self) -> str:
        g = glossary(self.family) if self.family else None
        return g.word("terms", "colour", language()) if g and g.has("terms", "colour") else tr(self.term_en)

    def ordered(self, civs) -> list[str]:
        return [k for k in self.keys if k in civs]

    def _known(self, key: str) -> bool:
        return bool(self.family) and key in glossary(self.family).colours

    def colourless_key(self) -> str:
        return glossary(self.family).colourless if self.family else "colorless"

    def name(self, key: str) -> str:
        if key == "colorless" and self.family:
            key = self.colourless_key()
        if self._known(key):
            return glossary(self.family).colour(key).word(language())
        word = self.words.get(key) or OTHER_WORDS.get(key)
        return tr(word) if word else key

    def glyph(self, key: str, lang: str | None = None) -> str:
        if key == "colorless" and self.family:
            key = self.colourless_key()
        if self._known(key):
            return glossary(self.family).colour(key).letter(lang or language())
        return "○" if (lang or language()) == "ja" else "C"

    def color(self, key: str) -> QColor:
        if key == "colorless" and self.family:
            key = self.colourless_key()
        return colour_of(self.family or "shield", key)

    def ink(self, key: str) -> QColor:
        """Glyph colour on a chip of `key`'s colour: dark on light chips (white), white on the others."""
        return ink_on(self.color(key))


@cache
def palette(family: str) -> Palette:
    """The palette of a family, from the first registered format of it."""
    rules = next(get_format(f.name) for f in engine.formats() if f.family == family)
    return Palette(rules.colour_term, rules.colour_words, family)
