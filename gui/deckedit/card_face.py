"""A procedural card face: frame coloured by civilization, civilization glyphs, cost, name,
type/race, text and power in Japanese or English.  Used by the browser preview and lists."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
                           QPen, QPixmap, QTextOption)

from .i18n import CIV_NAMES, KEYWORD_NAMES, TYPE_NAMES, pick

CIV_COLORS = {
    "light": QColor("#e2bd3a"), "water": QColor("#2f74c9"), "darkness": QColor("#4a3d5c"),
    "fire": QColor("#d23a24"), "nature": QColor("#36913b"), "colorless": QColor("#8d8d8d"),
}
CIV_GLYPH_JA = {"light": "光", "water": "水", "darkness": "闇", "fire": "火", "nature": "自"}
CIV_GLYPH_EN = {"light": "L", "water": "W", "darkness": "D", "fire": "F", "nature": "N"}
CIV_ORDER = ("light", "water", "darkness", "fire", "nature")
RATIO = 88 / 63


def civ_color(civ: str) -> QColor:
    return CIV_COLORS.get(civ, CIV_COLORS["colorless"])


def ordered(civs) -> list[str]:
    return [c for c in CIV_ORDER if c in civs]


def civ_glyph(civ: str, lang: str) -> str:
    return (CIV_GLYPH_JA if lang == "ja" else CIV_GLYPH_EN).get(civ, "○" if lang == "ja" else "C")


def _frame_brush(civs, rect: QRectF) -> QBrush:
    cs = ordered(civs) or ["colorless"]
    if len(cs) == 1:
        return QBrush(civ_color(cs[0]))
    g = QLinearGradient(rect.topLeft(), rect.topRight())
    for i, c in enumerate(cs):
        g.setColorAt(i / (len(cs) - 1), civ_color(c))
    return QBrush(g)


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(["Noto Sans CJK JP", "Noto Sans JP", "Noto Serif CJK JP", "IPAGothic", "Sans Serif"])
    f.setPixelSize(max(6, int(px)))
    f.setBold(bold)
    return f


def _fit_text(p: QPainter, rect: QRectF, text: str, px: float, bold=False, min_px: float = 7,
              align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, wrap=True) -> None:
    """Draw text in rect, shrinking the font until it fits (elided when even min_px does not)."""
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    size = px
    while True:
        f = _font(size, bold)
        fm = QFontMetricsF(f)
        br = fm.boundingRect(rect, flags, text)
        if (br.height() <= rect.height() + 0.5 and br.width() <= rect.width() + 0.5) or size <= min_px:
            break
        size -= 0.5
    p.setFont(f)
    if not wrap and fm.horizontalAdvance(text) > rect.width():
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    p.drawText(rect, flags, text)


def _round(rect: QRectF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    return path


def _cost_gem(p: QPainter, center: QPointF, r: float, civs, cost: int, lang: str) -> None:
    rect = QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r)
    p.setPen(QPen(QColor("#111"), max(1.0, r / 10)))
    p.setBrush(_frame_brush(civs, rect))
    p.drawEllipse(rect)
    p.setPen(QColor("white"))
    p.setFont(_font(r * 1.15, True))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(cost))


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


def _keyword_label(card, lang: str) -> str:
    out = []
    for k in sorted(card.keywords):
        n = card.kw.get(k)
        name = pick(KEYWORD_NAMES, k, lang)
        out.append(f"{name} {n}" if n is not None else name)
    return "・".join(out) if lang == "ja" else ", ".join(out)


def paint_card(p: QPainter, rect: QRectF, card, lang: str = "ja") -> None:
    """Paint `card` (engine CardDef) into rect (any size; about 63:88 looks right)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    w, h = rect.width(), rect.height()
    u = w / 63.0                                          # one "millimetre" of a real card
    civs = card.civs
    # outer frame
    p.setPen(QPen(QColor("#0c0c0c"), max(1.0, u * 0.6)))
    p.setBrush(_frame_brush(card.all_civs if not card.spell else civs, rect))
    p.drawPath(_round(rect, 3 * u))
    inner = rect.adjusted(2.2 * u, 2.2 * u, -2.2 * u, -2.2 * u)
    # name bar
    name_bar = QRectF(inner.left(), inner.top(), inner.width(), 8.5 * u)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 235))
    p.drawPath(_round(name_bar, 1.5 * u))
    gem_r = 5.2 * u
    _cost_gem(p, QPointF(inner.left() + gem_r * 0.85, inner.top() + gem_r * 0.85), gem_r, civs, card.cost, lang)
    p.setPen(QColor("#111"))
    _fit_text(p, name_bar.adjusted(gem_r * 2 + 1 * u, 0, -1 * u, 0), card.name(lang), 4.2 * u, True,
              min_px=max(6, 2.6 * u), align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, wrap=False)
    # art box: a soft gradient with the civilization glyph(s), and the type
    twin = card.spell is not None
    art_h = (24 if twin else 31) * u
    art = QRectF(inner.left() + 1 * u, name_bar.bottom() + 1.2 * u, inner.width() - 2 * u, art_h)
    g = QLinearGradient(art.topLeft(), art.bottomRight())
    base = civ_color((ordered(civs) or ["colorless"])[0])
    g.setColorAt(0, base.lighter(170))
    g.setColorAt(1, base.darker(130))
    p.setBrush(QBrush(g))
    p.setPen(QPen(QColor("#222"), max(1.0, 0.4 * u)))
    p.drawRect(art)
    glyphs = "".join(civ_glyph(c, lang) for c in (ordered(civs) or ["colorless"]))
    p.setPen(QColor(255, 255, 255, 110))
    p.setFont(_font(art_h * (0.6 if len(glyphs) == 1 else 0.45), True))
    p.drawText(art, Qt.AlignmentFlag.AlignCenter, glyphs)
    # type / race line
    type_key = card.type
    tline = pick(TYPE_NAMES, type_key, lang)
    race = card.race_ja if lang == "ja" else card.race_en
    if race:
        tline += ("：" if lang == "ja" else " — ") + race
    type_bar = QRectF(inner.left(), art.bottom() + 1 * u, inner.width(), 5.2 * u)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(20, 20, 20, 200))
    p.drawPath(_round(type_bar, 1 * u))
    p.setPen(QColor("white"))
    _civ_chips(p, type_bar.left() + 0.8 * u, type_bar.top() + 0.6 * u, type_bar.height() - 1.2 * u, civs, lang)
    chips_w = (len(ordered(civs)) or 1) * (type_bar.height() - 1.2 * u + 2) + 1.5 * u
    _fit_text(p, type_bar.adjusted(chips_w, 0, -1 * u, 0), tline, 3.0 * u, min_px=max(6, 2.0 * u),
              align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, wrap=False)
    # text box
    bottom_reserved = 7.5 * u if card.is_creature else 4.5 * u
    text_box = QRectF(inner.left(), type_bar.bottom() + 1 * u, inner.width(),
                      inner.bottom() - type_bar.bottom() - 1 * u - bottom_reserved)
    if twin:
        top_h = text_box.height() * 0.45
        creature_box = QRectF(text_box.left(), text_box.top(), text_box.width(), top_h)
        spell_box = QRectF(text_box.left(), creature_box.bottom() + 1 * u, text_box.width(),
                           text_box.height() - top_h - 1 * u)
    else:
        creature_box, spell_box = text_box, None
    p.setPen(QPen(QColor("#333"), max(1.0, 0.3 * u)))
    p.setBrush(QColor(250, 248, 240, 245))
    p.drawPath(_round(creature_box, 1.2 * u))
    p.setPen(QColor("#111"))
    body = card.text_ja if lang == "ja" else card.text_en
    if not body.strip():
        body = _keyword_label(card, lang)
    _fit_text(p, creature_box.adjusted(1.4 * u, 1 * u, -1.4 * u, -1 * u), body, 3.3 * u, min_px=max(5, 1.7 * u))
    if spell_box is not None:
        sp = card.spell
        p.setPen(QPen(QColor("#333"), max(1.0, 0.3 * u)))
        p.setBrush(_frame_brush(sp.civs, spell_box))
        p.drawPath(_round(spell_box, 1.2 * u))
        head = QRectF(spell_box.left() + 0.8 * u, spell_box.top() + 0.8 * u, spell_box.width() - 1.6 * u, 5 * u)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawPath(_round(head, 1 * u))
        _cost_gem(p, QPointF(head.left() + 2.6 * u, head.center().y()), 2.5 * u, sp.civs, sp.cost, lang)
        p.setPen(QColor("#111"))
        sname = (sp.name_ja if lang == "ja" else sp.name_en) + ("（呪文）" if lang == "ja" else " (spell)")
        _fit_text(p, head.adjusted(5.8 * u, 0, -0.5 * u, 0), sname, 3.0 * u, True, min_px=max(5, 1.8 * u),
                  align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, wrap=False)
        body_r = QRectF(head.left(), head.bottom() + 0.6 * u, head.width(), spell_box.bottom() - head.bottom() - 1.4 * u)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(250, 248, 240, 245))
        p.drawRect(body_r)
        p.setPen(QColor("#111"))
        _fit_text(p, body_r.adjusted(0.8 * u, 0.4 * u, -0.8 * u, -0.4 * u),
                  sp.text_ja if lang == "ja" else sp.text_en, 3.1 * u, min_px=max(5, 1.7 * u))
    # power and id
    foot = QRectF(inner.left(), inner.bottom() - bottom_reserved + 0.8 * u, inner.width(), bottom_reserved - 0.8 * u)
    if card.is_creature:
        pw = QRectF(foot.left(), foot.top(), 20 * u, foot.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(15, 15, 15, 220))
        p.drawPath(_round(pw, 1.2 * u))
        p.setPen(QColor("white"))
        p.setFont(_font(4.4 * u, True))
        p.drawText(pw, Qt.AlignmentFlag.AlignCenter, str(card.power))
    p.setPen(QColor(255, 255, 255, 220) if base.lightness() < 150 else QColor(0, 0, 0, 200))
    p.setFont(_font(max(6, 2.3 * u)))
    p.drawText(foot.adjusted(0, 0, -0.5 * u, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, card.id)
    p.restore()


def card_pixmap(card, lang: str = "ja", width: int = 315, dpr: float = 1.0) -> QPixmap:
    h = round(width * RATIO)
    pm = QPixmap(round(width * dpr), round(h * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_card(p, QRectF(0, 0, width, h), card, lang)
    p.end()
    return pm


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
