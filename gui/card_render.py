"""Cards drawn procedurally from card data: civilization frame colour AND symbol (so colour is never
the only cue), cost, name, type, power and text in the chosen language.  Pixmaps are cached per
(card, language, size, device pixel ratio): redrawing the table only blits them."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
                           QPen, QPixmap, QPolygonF, QTextLayout, QTextOption)

from . import i18n

CIV_COLORS = {
    "light": QColor("#e9c93b"), "water": QColor("#3b82d6"), "darkness": QColor("#5b5566"),
    "fire": QColor("#d8453a"), "nature": QColor("#3fa45b"), "zero": QColor("#b9b9b9"),
    "colorless": QColor("#b9b9b9"),
}
# English sources, translated through Qt Linguist like every other word (assets/translations/)
TYPE_NAMES = {"creature": "Creature", "spell": "Spell", "evolution": "Evolution Creature", "cross": "Cross Gear",
              "field": "Field", "twinpact": "Twinpact"}
BACK = QColor("#27306b")
# Japanese needs the CJK face; English takes the interface's own font, already loaded, rather than
# mapping pages of the 19 MB CJK collection for Latin text (2.7 MiB at the table; issue 22); Qt falls back per
# glyph, so a Japanese player name shows in English too
CJK_FAMILY = "Noto Sans CJK JP"


def civ_color(civ: str) -> QColor:
    c = CIV_COLORS.get(civ)
    if c is None:  # other families' colours: stable pastel from the name
        h = sum(map(ord, civ)) * 37 % 360
        c = QColor.fromHsv(h, 120, 200)
    return c


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(CJK_FAMILY) if i18n.language() == "ja" else QFont()
    f.setPixelSize(max(6, int(round(px))))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def draw_civ_symbol(p: QPainter, civ: str, r: QRectF) -> None:
    """A shape per civilization (sun, drop, crescent, flame, leaf) on its colour."""
    col = civ_color(civ)
    p.save()
    p.setPen(QPen(QColor(0, 0, 0, 170), max(0.8, r.width() * 0.06)))
    p.setBrush(col)
    p.drawEllipse(r)
    c = r.center()
    s = r.width() / 2
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 235))
    if civ == "light":
        pts = []
        import math
        for i in range(16):
            a = math.pi * 2 * i / 16
            rad = s * (0.62 if i % 2 == 0 else 0.3)
            pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
        p.drawPolygon(QPolygonF(pts))
    elif civ == "water":
        path = QPainterPath()
        path.moveTo(c.x(), c.y() - s * 0.62)
        path.quadTo(c.x() + s * 0.55, c.y() + s * 0.05, c.x(), c.y() + s * 0.55)
        path.quadTo(c.x() - s * 0.55, c.y() + s * 0.05, c.x(), c.y() - s * 0.62)
        p.drawPath(path)
    elif civ == "darkness":
        path = QPainterPath()
        path.addEllipse(c, s * 0.55, s * 0.55)
        cut = QPainterPath()
        cut.addEllipse(QPointF(c.x() + s * 0.28, c.y() - s * 0.18), s * 0.48, s * 0.48)
        p.drawPath(path.subtracted(cut))
    elif civ == "fire":
        path = QPainterPath()
        path.moveTo(c.x(), c.y() - s * 0.65)
        path.quadTo(c.x() + s * 0.65, c.y() + s * 0.1, c.x() + s * 0.25, c.y() + s * 0.55)
        path.lineTo(c.x() - s * 0.25, c.y() + s * 0.55)
        path.quadTo(c.x() - s * 0.65, c.y() + s * 0.1, c.x(), c.y() - s * 0.65)
        p.drawPath(path)
    elif civ == "nature":
        path = QPainterPath()
        path.moveTo(c.x() - s * 0.5, c.y() + s * 0.5)
        path.quadTo(c.x() - s * 0.55, c.y() - s * 0.55, c.x() + s * 0.55, c.y() - s * 0.55)
        path.quadTo(c.x() + s * 0.55, c.y() + s * 0.55, c.x() - s * 0.5, c.y() + s * 0.5)
        p.drawPath(path)
    else:
        p.setPen(QColor("white"))
        p.setFont(font(s * 1.1, True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, civ[:1].upper())
    p.restore()


def _civs(defn) -> tuple:
    civs = tuple(getattr(defn, "civs", ()) or getattr(defn, "colors", ()) or ())
    return civs or ("zero",)


def card_name(defn) -> str:
    return i18n.words().card_name(defn)


def type_line(defn) -> str:
    t = getattr(defn, "type", "") or ""
    race = i18n.pick(getattr(defn, "race_ja", None), getattr(defn, "race_en", None))
    base = i18n.tr(TYPE_NAMES[t]) if t in TYPE_NAMES else t.title()
    return f"{base} — {race}" if race else base


def card_text(defn) -> str:
    return i18n.pick(getattr(defn, "text_ja", None), getattr(defn, "text_en", None)) or ""


def fmt_power(v) -> str:
    return "" if v in (None, 0, "") else str(v)


def wrapped_size(text: str, f: QFont, width: float, anywhere: bool = True) -> tuple[float, float]:
    """(height, widest line) of text laid out the way paint_face draws a name: wrapped at word
    boundaries, and (anywhere=True) inside a word when one word is wider than the line; with
    anywhere=False a too wide word shows as a line wider than `width`."""
    lay = QTextLayout(text, f)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere if anywhere
                    else QTextOption.WrapMode.WordWrap)
    lay.setTextOption(opt)
    lay.beginLayout()
    h = widest = 0.0
    while True:
        line = lay.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        h += line.height()
        widest = max(widest, line.naturalTextWidth())
    lay.endLayout()
    return h, widest


READABLE_PX = 11.0   # the smallest text a person reads on their own cards across the table (G1 item 4)


def face_layout(defn, rect: QRectF) -> dict:
    """Where a card face puts its cost, civilization symbols and name, and in which pixel sizes.
    Cards at least 60 px wide (the hand and battle zone of the person at the screen) never go
    below READABLE_PX for cost, name and power; a name that does not fit beside the cost wraps
    under it across the card's whole width instead of being elided.  paint_face and the layout
    test both read this."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.x(), rect.y()
    m = max(2.0, w * 0.045)
    inner = rect.adjusted(m, m, -m, -m)
    civs = _civs(defn)
    floor = READABLE_PX if w >= 60 else 7.0
    cd = max(12.0, w * 0.25, floor / 0.62 if w >= 60 else 0.0)
    cost_r = QRectF(x0 + m * 0.6, y0 + m * 0.6, cd, cd)
    sd = cd * 0.5
    power_px = max(9.0, floor, min(w * 0.15, 30.0))
    name = card_name(defn)
    fpx = max(7.0, floor, min(w * 0.135, 22.0))
    name_r = QRectF(cost_r.right() + 2, inner.y() + 1, inner.right() - cost_r.right() - 3, max(cd, fpx * 2.5))
    below = False

    def fits(r, px, anywhere=False):
        h, wid = wrapped_size(name, font(px, True), r.width(), anywhere)
        return h <= r.height() + 0.5 and wid <= r.width() + 0.5

    while fpx - 0.5 >= floor and not fits(name_r, fpx):
        fpx -= 0.5
    civ_at = (lambda i: QPointF(cost_r.x() + cd * 0.25, cost_r.bottom() + 1 + i * (sd + 1)))
    if not fits(name_r, fpx) and 60 <= w < 110:   # small cards: the name goes below the cost, text gives way
        # a small card with a long name: symbols beside the cost, the name under both, full width
        below = True
        civ_at = (lambda i: QPointF(cost_r.right() + 2 + i * (sd + 1), cost_r.y() + (cd - sd) / 2))
        has_power = bool(getattr(defn, "power", None)) if defn is not None else False
        pw_h = QFontMetricsF(font(power_px, True)).height() + m if has_power else 2.0
        name_r = QRectF(inner.x() + 1, cost_r.bottom() + 2, inner.width() - 2,
                        inner.bottom() - pw_h - cost_r.bottom() - 2)
        fpx = max(floor, min(w * 0.135, 22.0))
        while fpx - 0.5 >= floor and not fits(name_r, fpx):
            fpx -= 0.5
    elif not fits(name_r, fpx) and w >= 110:
        # a card with text: the name takes the lines it needs, the rules text gives way
        need, _ = wrapped_size(name, font(fpx, True), name_r.width())
        name_r.setHeight(max(name_r.height(), min(need + 1, h * 0.5)))
    # a single word longer than the card is wide breaks inside the word rather than being cut
    name_fits = fits(name_r, fpx) or fits(name_r, fpx, anywhere=True)
    return {"cost_d": cd, "cost_rect": cost_r, "cost_px": cd * 0.62, "civ_d": sd, "civ_at": civ_at,
            "name_rect": name_r, "name_px": fpx, "name_below": below, "name_fits": name_fits,
            "power_px": power_px}


class CardRenderer:
    """Draws and caches card faces and backs."""

    def __init__(self):
        self._cache: dict = {}

    def clear(self) -> None:
        self._cache.clear()

    def back(self, w: int, h: int, dpr: float = 1.0) -> QPixmap:
        key = ("back", w, h, dpr)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._new(w, h, dpr)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(0.5, 0.5, w - 1, h - 1)
            g = QLinearGradient(0, 0, w, h)
            g.setColorAt(0, BACK.lighter(130))
            g.setColorAt(1, BACK.darker(130))
            p.setBrush(g)
            p.setPen(QPen(QColor("#10132c"), 1))
            p.drawRoundedRect(r, w * 0.08, w * 0.08)
            p.setPen(QPen(QColor(230, 200, 120, 200), max(1.0, w * 0.03)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            d = min(w, h) * 0.55
            p.drawEllipse(QRectF((w - d) / 2, (h - d) / 2, d, d))
            if w >= 40:
                p.setFont(font(d * 0.45, True))
                p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, "円")
            p.end()
            self._cache[key] = pm
        return pm

    def face(self, defn, w: int, h: int, dpr: float = 1.0, power=None) -> QPixmap:
        key = (defn.id if defn else "?", i18n.language(), w, h, dpr, power)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._new(w, h, dpr)
            p = QPainter(pm)
            self.paint_face(p, defn, QRectF(0, 0, w, h), power)
            p.end()
            self._cache[key] = pm
        return pm

    @staticmethod
    def _new(w: int, h: int, dpr: float) -> QPixmap:
        pm = QPixmap(int(w * dpr), int(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        return pm

    def paint_face(self, p: QPainter, defn, rect: QRectF, power=None, detail: bool = False) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = rect.width(), rect.height()
        x0, y0 = rect.x(), rect.y()
        civs = _civs(defn)
        g = QLinearGradient(x0, y0, x0 + w, y0)
        if len(civs) == 1:
            g.setColorAt(0, civ_color(civs[0]).lighter(115))
            g.setColorAt(1, civ_color(civs[0]).darker(115))
        else:
            for i, c in enumerate(civs):
                g.setColorAt(i / (len(civs) - 1), civ_color(c))
        rad = w * 0.07
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(QBrush(g))
        p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad)
        m = max(2.0, w * 0.045)
        inner = rect.adjusted(m, m, -m, -m)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(250, 248, 240, 240))
        p.drawRoundedRect(inner, rad * 0.6, rad * 0.6)
        L = face_layout(defn, rect)
        cd, cost_r, sd = L["cost_d"], L["cost_rect"], L["civ_d"]
        p.setPen(QPen(QColor("#111"), max(1.0, w * 0.015)))
        p.setBrush(civ_color(civs[0]).darker(150))
        p.drawEllipse(cost_r)
        p.setPen(QColor("white"))
        p.setFont(font(L["cost_px"], True))
        cost = getattr(defn, "cost", None) if defn else None
        p.drawText(cost_r, Qt.AlignmentFlag.AlignCenter, "" if cost is None else str(cost))
        for i, c in enumerate(civs[:3]):
            p0 = L["civ_at"](i)
            draw_civ_symbol(p, c, QRectF(p0.x(), p0.y(), sd, sd))
        name = card_name(defn)
        name_r = L["name_rect"]
        p.setPen(QColor("#111"))
        p.setFont(font(L["name_px"], True))
        opt = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop if L["name_below"]
                          else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        p.drawText(name_r, name, opt)
        y = max(name_r.bottom(), cost_r.bottom() + (sd + 1) * min(len(civs), 3)) + 2
        small = w >= 100 and not L["name_below"]
        if small:
            tf = font(max(7.0, w * 0.065))
            p.setFont(tf)
            p.setPen(QColor("#333"))
            tl = QRectF(inner.x() + 2, y, inner.width() - 4, QFontMetricsF(tf).height() + 1)
            p.drawText(tl, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       QFontMetricsF(tf).elidedText(type_line(defn), Qt.TextElideMode.ElideRight, tl.width()))
            y = tl.bottom() + 1
            body = card_text(defn)
            reading = getattr(defn, "reading_ja", "")
            if reading and detail:  # DMP-25: the reading (ruby) is shown with the card, never part of its name
                body = i18n.pick(f"（{reading}）\n", "") + body
            spell = getattr(defn, "spell", None)
            if spell is not None:
                body += "\n— " + i18n.pick(spell.name_ja, spell.name_en) + f" ({spell.cost})\n" + \
                        i18n.pick(spell.text_ja, spell.text_en)
            pw_h = h * 0.13
            txt_r = QRectF(inner.x() + 3, y, inner.width() - 6, inner.bottom() - y - pw_h)
            if txt_r.height() > 8:
                bf_px = max(6.5, w * (0.075 if detail else 0.058))
                bf = font(bf_px)
                while bf_px > 6.5 and QFontMetricsF(bf).boundingRect(
                        txt_r, int(Qt.TextFlag.TextWordWrap), body).height() > txt_r.height():
                    bf_px -= 0.5
                    bf = font(bf_px)
                p.setFont(bf)
                p.setPen(QColor("#222"))
                o = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                o.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
                p.save()
                p.setClipRect(txt_r)
                p.drawText(txt_r, body, o)
                p.restore()
        pw = power if power is not None else (getattr(defn, "power", None) if defn else None)
        if pw:
            pf = font(L["power_px"], True)
            p.setFont(pf)
            fmp = QFontMetricsF(pf)
            txt = fmt_power(pw)
            bw = fmp.horizontalAdvance(txt) + 6
            br = QRectF(rect.x() + m * 0.6, rect.bottom() - fmp.height() - m * 0.6, bw, fmp.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 215))
            p.drawRoundedRect(br, 3, 3)
            p.setPen(QColor("#ffe9a8") if power is not None and power != getattr(defn, "power", None)
                     else QColor("white"))
            p.drawText(br, Qt.AlignmentFlag.AlignCenter, txt)
        p.restore()

    def preview(self, defn, w: int = 300, dpr: float = 1.0, power=None) -> QPixmap:
        h = int(w * 1.4)
        pm = self._new(w, h, dpr)
        p = QPainter(pm)
        self.paint_face(p, defn, QRectF(0, 0, w, h), power, detail=True)
        p.end()
        return pm
