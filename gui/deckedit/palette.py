"""A family's card colours as people see them in the editor: what the family calls a colour ("Civilization"
in the shield game, "Colour" in the others), each colour's name, chip paint and one-letter glyph.  The keys,
their order and the English words are the engine's (`colour_term`, `colour_words` of the family's rules);
the words are translated through Qt Linguist like every other word (assets/translations/)."""
from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor

import engine
from engine.formats import get_format

from ..card_render import CIV_COLORS, civ_color
from ..i18n import tr

# not colours of any family: a card without colour, the stats' count of cards with several
OTHER_WORDS = {"colorless": "Colourless", "multi": "Multicolour"}


class Palette:
    def __init__(self, term: str, words):
        self.term_en = term
        self.words = dict(words)
        self.keys = tuple(self.words)
        self._glyph_en = {}
        for k, w in self.words.items():
            # the card data's own one-letter key (the stack game's W U B R G), else the word's first letter,
            # or its last when an earlier colour took the first (Blue, Black: B, K)
            g = k if len(k) == 1 else w[0].upper()
            if g in self._glyph_en.values():
                g = w[-1].upper()
            self._glyph_en[k] = g

    def term(self) -> str:
        return tr(self.term_en)

    def ordered(self, civs) -> list[str]:
        return [k for k in self.keys if k in civs]

    def name(self, key: str) -> str:
        word = self.words.get(key) or OTHER_WORDS.get(key)
        return tr(word) if word else key

    def glyph(self, key: str, lang: str) -> str:
        if key not in self.words:
            return "○" if lang == "ja" else "C"
        return self.name(key)[:1] if lang == "ja" else self._glyph_en[key]

    def color(self, key: str) -> QColor:
        """The shield game's civilization colours; another family's colour painted from its English word
        (a softened named colour), else a stable pastel."""
        if key in CIV_COLORS or key not in self.words:
            return civ_color(key)
        c = QColor(self.words[key].lower())
        if not c.isValid():
            return civ_color(key)
        return QColor.fromHsv(max(c.hsvHue(), 0), min(c.hsvSaturation(), 170), min(max(c.value(), 70), 225))

    def ink(self, key: str) -> QColor:
        """Glyph colour on a chip of `key`'s colour: dark on light chips (white), white on the others."""
        return QColor("#222") if self.color(key).lightness() > 170 else QColor("white")


@cache
def palette(family: str) -> Palette:
    """The palette of a family, from the first registered format of it."""
    rules = next(get_format(f.name) for f in engine.formats() if f.family == family)
    return Palette(rules.colour_term, rules.colour_words)
