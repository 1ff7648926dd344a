"""Civilization chips and glyphs for the deck editor's lists, and its card faces, which come from the one
card painter of the table (gui/card_render.py): the same face in the editor as on the table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from ..card_render import CardRenderer, civ_color, font

CIV_GLYPH_JA = {"light": "光", "water": "水", "darkness": "闇", "fire": "火", "nature": "自"}
CIV_GLYPH_EN = {"light": "L", "water": "W", "darkness": "D", "fire": "F", "nature": "N"}
CIV_ORDER = ("light", "water", "darkness", "fire", "nature")
RATIO = 1.4             # the table's card shape (gui/card_render.py)
_renderer = CardRenderer()


def ordered(civs) -> list[str]:
    return [c for c in CIV_ORDER if c in civs]


def civ_glyph(civ: str, lang: str) -> str:
    return (CIV_GLYPH_JA if lang == "ja" else CIV_GLYPH_EN).get(civ, "○" if lang == "ja" else "C")


def _font(px: float, bold: bool = False) -> QFont:
    return font(max(6, int(px)), bold)


def _civ_chips(p: QPainter, x: float, y: float, h: float, civs, lang: str) -> float:
    cs = ordered(civs) or ["colorless"]
    for c in cs:
        rect = QRectF(x, y, h, h)
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(civ_color(c))
        p.drawEllipse(rect)
        p.setPen(QColor("white"))
        p.setFont(_font(h * 0.62, True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, civ_glyph(c, lang))
        x += h + 2
    return x


def card_pixmap(card, lang: str = "ja", width: int = 315, dpr: float = 1.0) -> QPixmap:
    """The card's face as the table draws it: the detailed preview when large, the table face when small."""
    card = getattr(card, "defn", card)      # another family's card, wrapped for the lists (families.py)
    if width >= 160:
        return _renderer.preview(card, width, dpr)
    return _renderer.face(card, width, round(width * RATIO), dpr)


def civ_swatch(civs, size: int = 16, lang: str = "ja") -> QPixmap:
    """A small round chip per civilization (for list rows)."""
    cs = ordered(civs) or ["colorless"]
    pm = QPixmap(size * len(cs) + 2 * (len(cs) - 1), size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _civ_chips(p, 0, 0, size - 1, cs, lang)
    p.end()
    return pm
