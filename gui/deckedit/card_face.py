"""Colour chips for the deck editor's lists (the family's palette: palette.py), and its card faces, which
come from the one card painter of the table (gui/card_render.py): the same face in the editor as on the
table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from ..card_render import CardRenderer, font
from .palette import Palette

RATIO = 1.4             # the table's card shape (gui/card_render.py)
_renderer = CardRenderer()


def _font(px: float, bold: bool = False) -> QFont:
    return font(max(6, int(px)), bold)


def _civ_chips(p: QPainter, x: float, y: float, h: float, civs, lang: str, pal: Palette) -> float:
    cs = pal.ordered(civs) or ["colorless"]
    for c in cs:
        rect = QRectF(x, y, h, h)
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(pal.color(c))
        p.drawEllipse(rect)
        p.setPen(pal.ink(c))
        p.setFont(_font(h * 0.62, True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, pal.glyph(c, lang))
        x += h + 2
    return x


def card_pixmap(card, lang: str = "ja", width: int = 315, dpr: float = 1.0) -> QPixmap:
    """The card's face as the table draws it: the detailed preview when large, the table face when small."""
    card = getattr(card, "defn", card)      # another family's card, wrapped for the lists (families.py)
    if width >= 160:
        return _renderer.preview(card, width, dpr)
    return _renderer.face(card, width, round(width * RATIO), dpr)


def civ_swatch(civs, pal: Palette, size: int = 16, lang: str = "ja") -> QPixmap:
    """A small round chip per colour (for list rows)."""
    cs = pal.ordered(civs) or ["colorless"]
    pm = QPixmap(size * len(cs) + 2 * (len(cs) - 1), size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _civ_chips(p, 0, 0, size - 1, cs, lang, pal)
    p.end()
    return pm
