"""Cards drawn procedurally from card data, the same way in every family and at every size the table uses:
the colour frame (the family's glossary paint) and symbols (so colour is never the only cue), the cost, the
name wrapped at word boundaries (Japanese by character), a picture (gui/card_pictures.py), the numbers each
family's players read first (gui/card_facts.py) and, on larger cards, the type line and the text.

`face_layout` decides where everything goes and in which pixel size; `CardRenderer.paint_face` draws what
it decided, and tests/gui/test_card_faces.py measures it for every bundled card at every table size.
Pixmaps are cached per (card, language, size, device pixel ratio, numbers shown): redrawing the table only
blits them."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
                           QPen, QPixmap, QPolygonF, QTextLayout, QTextOption)

from . import card_pictures, i18n
from .card_facts import Facts, facts
from .glossary import FAMILIES, card_family, glossary

BACK = QColor("#27306b")
# Japanese needs the CJK face; English takes the interface's own font, already loaded, rather than
# mapping pages of the 19 MB CJK collection for Latin text (2.7 MiB at the table; issue 22); Qt falls back per
# glyph, so a Japanese player name shows in English too
CJK_FAMILY = "Noto Sans CJK JP"
READABLE_PX = 11.0   # the smallest text a person reads on their own cards across the table (G1 item 4)
OWN_W = 60           # cards at least this wide are the person's own hand and battle zone: READABLE_PX applies
SMALL_PX = 6.0       # the smallest numbers on the smallest cards (other seats' piles and rows)
NUMBERS_W = 20       # narrower faces (other seats' mana at 8 seats) show cost, colour and picture, no power
TEXT_W = 110         # from this width a face shows its type line and text
# a name that does not fit is drawn narrower, then in regular weight, before it is drawn smaller than the
# size its card allows: (bold, stretch) in the order tried
VARIANTS = ((True, 100), (True, 88), (True, 76), (False, 88), (False, 76), (False, 66))
NAME_MIN_OWN = 9.0   # ... and the smallest size of a name with a word too long for READABLE_PX
PIP_MIN = 13.0       # a coloured mana symbol on the person's own cards: its colour and letter still read


def colour_of(family: str, key: str) -> QColor:
    """The paint of a family's colour key: the glossary's, the one place card colours come from."""
    return QColor(glossary(family).colour(key).paint)


def ink_on(c: QColor) -> QColor:
    """Text colour on a chip of colour `c`: dark on light chips, white on the others."""
    return QColor("#222") if c.lightness() > 170 else QColor("white")


def font(px: float, bold: bool = False, stretch: int = 100) -> QFont:
    f = QFont(CJK_FAMILY) if i18n.language() == "ja" else QFont()
    f.setPixelSize(max(5, int(round(px))))
    f.setBold(bold)
    if stretch != 100:
        f.setStretch(stretch)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def card_name(defn) -> str:
    return i18n.words().card_name(defn)


# ----- text measurement ----------------------------------------------------------------------------------------
def wrapped_lines(text: str, f: QFont, width: float) -> list:
    """[(line text, natural width, height)] of `text` wrapped at word boundaries in `width` (Japanese breaks
    between characters, which Unicode allows); a word wider than the line stays whole and overflows."""
    lay = QTextLayout(text, f)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    lay.setTextOption(opt)
    lay.beginLayout()
    out = []
    while True:
        line = lay.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append((text[line.textStart():line.textStart() + line.textLength()], line.naturalTextWidth(),
                    line.height()))
    lay.endLayout()
    return out


def text_width(text: str, px: float, bold: bool = True) -> float:
    return QFontMetricsF(font(px, bold)).horizontalAdvance(text)


# ----- layout ----------------------------------------------------------------------------------------------------
@dataclass
class Box:
    kind: str           # cost | pip | name | picture | type | text | power | right | badge | damage
    rect: QRectF
    text: str = ""
    px: float = 0.0
    bold: bool = True
    key: str = ""       # a pip's colour, a badge's key
    stretch: int = 100


@dataclass
class FaceLayout:
    facts: Facts
    rect: QRectF
    margin: float
    floor: float                        # the smallest name size allowed at this width
    boxes: list = field(default_factory=list)

    def get(self, kind: str):
        return next((b for b in self.boxes if b.kind == kind), None)

    def all(self, kind: str) -> list:
        return [b for b in self.boxes if b.kind == kind]

    # the keys the older layout test read
    def __getitem__(self, key):
        name, cost, power = self.get("name"), self.get("cost") or self.get("pip"), self.get("power") or \
            self.get("right")
        return {"name_px": name.px if name else 0.0, "cost_px": cost.px if cost else READABLE_PX,
                "power_px": power.px if power else READABLE_PX, "name_fits": name is not None}[key]


def compact(number: str) -> str:
    """A power in thousands ("16000" -> "16k", "2500" -> "2.5k"); anything else as it is."""
    if number.isdigit() and len(number) >= 4 and int(number) % 100 == 0:
        return f"{int(number) / 1000:g}k"
    return number


def _fit_px(text: str, px: float, floor: float, room: float, bold: bool = True) -> float:
    while px - 0.5 >= floor and text_width(text, px, bold) > room:
        px -= 0.5
    return px


def _cost_boxes(F: Facts, x: float, y: float, w: float, own: bool) -> list:
    """The cost circle (shield, life-zone) or the stack game's generic number and coloured pips, left to
    right from (x, y); a row too long for the card shows the mana value in one circle."""
    parts = ([("cost", F.cost, "")] if F.cost else []) + [("pip", "", k) for k in F.pips]
    if not parts:
        return []
    num_floor = READABLE_PX if own else SMALL_PX
    d = max(min(12.0, w * 0.62), min(w * 0.25, 40.0), num_floor / 0.62 if own else 0.0)
    if len(parts) > 1:
        room = w * 0.9
        d_row = min(d if own else d * 0.82, (room - 1.5 * (len(parts) - 1)) / len(parts))
        if d_row < (PIP_MIN if own else 9.0):    # too small to read: the mana value in one circle
            mv = (int(F.cost) if F.cost else 0) + len(F.pips)
            parts, d_row = [("cost", str(mv), F.pips[0] if F.pips else "")], d
        d = d_row
    out = []
    for kind, text, key in parts:
        label = text or glossary(F.family).colour(key).glyph
        px = _fit_px(label, max(d * 0.62, SMALL_PX), SMALL_PX, d * 0.95)
        out.append(Box(kind, QRectF(x, y, d, d), text, px, True, key))
        x += d + 1.5
    return out


def _fits_name(name: str, px: float, bold: bool, stretch: int, r: QRectF) -> bool:
    lines = wrapped_lines(name, font(px, bold, stretch), r.width())
    return sum(h for *_x, h in lines) <= r.height() + 0.5 and all(w <= r.width() + 0.5 for _t, w, _h in lines)


def _place_name(name: str, areas: list, top_px: float, floor: float):
    """(rect, px, bold, stretch) of the first way the whole name fits, wrapped between words: beside the cost,
    then under it; bold and wide, then narrower, then regular; None when it fits nowhere at `floor` or more."""
    for bold, stretch in VARIANTS:
        for r in areas:
            if r.width() < 8 or r.height() < floor or not _fits_name(name, floor, bold, stretch, r):
                continue
            lo, hi = floor, top_px      # the largest size that fits, in half pixels (fitting shrinks with size)
            while hi - lo > 0.25:
                mid = round((lo + hi) * 2) / 4
                if mid <= lo:
                    break
                if _fits_name(name, mid, bold, stretch, r):
                    lo = mid
                else:
                    hi = mid - 0.5
            if hi > lo and _fits_name(name, hi, bold, stretch, r):
                lo = hi
            return r, lo, bold, stretch
    return None


def _numbers_px(items: list, w: float, own: bool, pad: float, gap: float) -> tuple:
    """(px, items): the largest size at which the numbers stand side by side in the card's width; a tiny
    card's thousands in short (16k)."""
    room = w - 2.0          # the numbers sit on the frame's foot, corner to corner

    def need(its, size):
        return sum(text_width(t, size) + pad for _k, t in its) + gap * (len(its) - 1)
    px = max(READABLE_PX if own else SMALL_PX, min(w * 0.15, 30.0))
    while px - 0.5 >= SMALL_PX and need(items, px) > room:
        px -= 0.5
    if need(items, px) > room:      # thousands too long for a tiny card: 16000 reads 16k, never 160
        items = [(k, compact(t)) for k, t in items]
    return px, items, need(items, px) > room


def _number_boxes(F: Facts, inner: QRectF, w: float, own: bool, m: float) -> list:
    """Power bottom left, the right number (P/T, hit) bottom right: both whole, never overlapping (the right
    one above the power when even short they cannot stand side by side); damage above the toughness."""
    items = [(k, t) for k, t in (("power", F.power), ("right", F.right)) if t]
    if not items or w < NUMBERS_W:
        return []
    pad = 4.0 if w >= 40 else 2.0
    px, items, two_lines = _numbers_px(items, w, own, pad, 3.0 if w >= 40 else 1.0)
    fm = QFontMetricsF(font(px, True))
    hgt = fm.height()
    out = []
    for k, t in items:
        bw = fm.horizontalAdvance(t) + pad
        x = inner.right() + m - 1 - bw if k == "right" else inner.left() - m + 1
        y = inner.bottom() + m * 0.4 - hgt - (hgt + 1 if two_lines and k == "right" else 0)
        out.append(Box(k, QRectF(x, y, bw, hgt), t, px))
    if F.damage and out and out[-1].kind == "right":    # damage marked above the toughness it counts against
        r = out[-1].rect
        t = f"−{F.damage}"
        bw = fm.horizontalAdvance(t) + pad
        out.append(Box("damage", QRectF(r.right() - bw, r.top() - hgt - 1, bw, hgt), t, px))
    return out


def face_layout(defn, rect: QRectF, lang: str | None = None, stats: dict | None = None,
                detail: bool = False) -> FaceLayout:
    """Where a face puts each of its parts, and in which pixel sizes.  Cards at least OWN_W wide (the person's
    own hand and battle zone) never go below READABLE_PX for cost, name and numbers; smaller cards may drop
    the name (their picture and numbers stay; the large preview names them), never cut a number or a word."""
    lang = lang or i18n.language()
    F = facts(defn, lang, stats, detail)
    w, h = rect.width(), rect.height()
    m = max(2.0, w * 0.045)
    inner = rect.adjusted(m, m, -m, -m)
    own = w >= OWN_W
    L = FaceLayout(F, QRectF(rect), m, READABLE_PX if own else 7.0)
    cost = _cost_boxes(F, rect.x() + m * 0.6, rect.y() + m * 0.6, w, own)
    L.boxes += cost
    numbers = _number_boxes(F, inner, w, own, m)
    L.boxes += numbers
    bottom = min((b.rect.top() for b in numbers), default=inner.bottom()) - 1
    cost_right = max((b.rect.right() for b in cost), default=inner.left() - 2)
    cost_bottom = max((b.rect.bottom() for b in cost), default=inner.top())
    top_px = max(L.floor, min(w * 0.135, 22.0))
    # the person's own small cards give the name what it needs before the picture; text cards keep room for text
    name_h = h * (0.3 if w >= TEXT_W else 0.62 if own else 0.45)
    beside = QRectF(cost_right + 2, inner.top() + 1, inner.right() - cost_right - 3,
                    min(max(cost_bottom - inner.top(), name_h), bottom - inner.top() - 2))
    under = QRectF(inner.left() + 1, cost_bottom + 1, inner.width() - 2, min(name_h, bottom - cost_bottom - 2))
    placed = _place_name(F.name, [beside, under], top_px, L.floor)
    if placed is None and own:      # one word too long for the card at READABLE_PX, even narrowed: smaller
        placed = _place_name(F.name, [beside, under], L.floor - 0.5, NAME_MIN_OWN)
    y = cost_bottom + 1
    if placed is not None:
        r, px, bold, stretch = placed
        used = sum(hh for *_x, hh in wrapped_lines(F.name, font(px, bold, stretch), r.width()))
        box = QRectF(r.x(), r.y(), r.width(), max(used, min(r.height(), cost_bottom - r.y())))
        L.boxes.append(Box("name", box, F.name, px, bold, stretch=stretch))
        y = max(y, box.bottom() + 1)
    if w >= TEXT_W:
        _type_and_text(L, F, inner, y, bottom, w, detail)
    else:
        _picture(L, QRectF(inner.left() + 1, y + 1, inner.width() - 2, bottom - y - 2))
    _badges(L, F, inner, w)
    return L


def _picture(L: FaceLayout, r: QRectF) -> None:
    """The picture box, and the colour chips along its foot (shield and life-zone cards: colour is never the
    only cue; the deck editor's list shows the same glyphs)."""
    if min(r.width(), r.height()) < 10:
        return
    L.boxes.append(Box("picture", r))
    F = L.facts
    if F.family == "stack":     # its pips name its colours; a land's frame is the colour it makes
        return
    d = max(7.0, min(r.width() * 0.2, r.height() * 0.24, 18.0))
    if r.height() < 2 * d or r.width() < len(F.colours) * (d + 1):
        return
    for i, key in enumerate(F.colours[:3]):
        L.boxes.append(Box("chip", QRectF(r.left() + 1 + i * (d + 1), r.bottom() - d - 1, d, d), key=key))


def _type_and_text(L: FaceLayout, F: Facts, inner: QRectF, y: float, bottom: float, w: float, detail: bool) -> None:
    """A card with room for words: picture, type line and text share what the name and numbers left."""
    room = bottom - y
    tpx = max(7.0, w * 0.062)
    th = QFontMetricsF(font(tpx)).height() + 1
    text_h = room * (0.5 if F.text else 0.0)
    pic_h = room - th - text_h - 4
    _picture(L, QRectF(inner.left() + 2, y + 1, inner.width() - 4, pic_h))
    ty = y + 1 + max(pic_h, 0) + 1
    L.boxes.append(Box("type", QRectF(inner.left() + 3, ty, inner.width() - 6, th), F.type_line, tpx, False))
    if F.text and text_h > 8:
        L.boxes.append(Box("text", QRectF(inner.left() + 3, ty + th + 1, inner.width() - 6, bottom - ty - th - 2),
                           F.text, max(6.5, w * (0.075 if detail else 0.058)), False))


def _badges(L: FaceLayout, F: Facts, inner: QRectF, w: float) -> None:
    """Marks at the top right of the picture (quick, buster, shot, shield trigger, blocker)."""
    pic = L.get("picture")
    if not F.badges or pic is None:
        return
    d = max(SMALL_PX / 0.62, min(w * 0.16, 26.0))
    x = pic.rect.right() - d
    chips = L.all("chip")
    for i, b in enumerate(F.badges):
        r = QRectF(x, pic.rect.top() + i * (d + 1), d, d)
        if r.bottom() > pic.rect.bottom() or any(r.intersects(c.rect) for c in chips):
            break
        L.boxes.append(Box("badge", r, b.symbol, d * 0.62, True, b.key))


# ----- painting --------------------------------------------------------------------------------------------------
def draw_civ_symbol(p: QPainter, civ: str, r: QRectF, family: str = "shield") -> None:
    """A shape per civilization (sun, drop, crescent, flame, leaf) on its colour; other colours: their glyph."""
    col = colour_of(family, civ)
    p.save()
    p.setPen(QPen(QColor(0, 0, 0, 170), max(0.8, r.width() * 0.06)))
    p.setBrush(col)
    p.drawEllipse(r)
    c = r.center()
    s = r.width() / 2
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 235))
    path = _civ_path(civ, c, s) if family == "shield" else None
    if civ == "light" and family == "shield":
        pts = [QPointF(c.x() + s * (0.62 if i % 2 == 0 else 0.3) * math.cos(math.pi * i / 8),
                       c.y() + s * (0.62 if i % 2 == 0 else 0.3) * math.sin(math.pi * i / 8)) for i in range(16)]
        p.drawPolygon(QPolygonF(pts))
    elif path is not None:
        p.drawPath(path)
    else:
        p.setPen(ink_on(col))
        p.setFont(font(s * 1.1, True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, glossary(family).colour(civ).letter(i18n.language()))
    p.restore()


def _civ_path(civ: str, c: QPointF, s: float):
    path = QPainterPath()
    if civ == "water":
        path.moveTo(c.x(), c.y() - s * 0.62)
        path.quadTo(c.x() + s * 0.55, c.y() + s * 0.05, c.x(), c.y() + s * 0.55)
        path.quadTo(c.x() - s * 0.55, c.y() + s * 0.05, c.x(), c.y() - s * 0.62)
    elif civ == "darkness":
        path.addEllipse(c, s * 0.55, s * 0.55)
        cut = QPainterPath()
        cut.addEllipse(QPointF(c.x() + s * 0.28, c.y() - s * 0.18), s * 0.48, s * 0.48)
        path = path.subtracted(cut)
    elif civ == "fire":
        path.moveTo(c.x(), c.y() - s * 0.65)
        path.quadTo(c.x() + s * 0.65, c.y() + s * 0.1, c.x() + s * 0.25, c.y() + s * 0.55)
        path.lineTo(c.x() - s * 0.25, c.y() + s * 0.55)
        path.quadTo(c.x() - s * 0.65, c.y() + s * 0.1, c.x(), c.y() - s * 0.65)
    elif civ == "nature":
        path.moveTo(c.x() - s * 0.5, c.y() + s * 0.5)
        path.quadTo(c.x() - s * 0.55, c.y() - s * 0.55, c.x() + s * 0.55, c.y() - s * 0.55)
        path.quadTo(c.x() + s * 0.55, c.y() + s * 0.55, c.x() - s * 0.5, c.y() + s * 0.5)
    else:
        return None
    return path


BADGE_COLOURS = {"buster": "#8a1f1f", "shot": "#1f4f8a", "quick": "#b07a00", "s_trigger": "#6a2c91",
                 "blocker": "#2f5f3f"}


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

    @staticmethod
    def stats_key(stats) -> tuple:
        if not stats:
            return ()
        if not isinstance(stats, dict):         # an older caller's power
            return (("power", stats),)
        return tuple((k, stats[k]) for k in ("power", "toughness", "hit", "damage") if k in stats)

    def face(self, defn, w: int, h: int, dpr: float = 1.0, stats=None) -> QPixmap:
        sk = self.stats_key(stats)
        key = (defn.id if defn else "?", i18n.language(), w, h, dpr, sk)
        pm = self._cache.get(key)
        if pm is None:
            pm = self._new(w, h, dpr)
            p = QPainter(pm)
            self.paint_face(p, defn, QRectF(0, 0, w, h), dict(sk))
            p.end()
            self._cache[key] = pm
        return pm

    @staticmethod
    def _new(w: int, h: int, dpr: float) -> QPixmap:
        pm = QPixmap(int(w * dpr), int(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        return pm

    def paint_face(self, p: QPainter, defn, rect: QRectF, stats=None, detail: bool = False) -> None:
        if stats is not None and not isinstance(stats, dict):
            stats = {"power": stats}
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        L = face_layout(defn, rect, stats=stats, detail=detail)
        F = L.facts
        paints = [colour_of(F.family, c) for c in F.colours]
        self._frame(p, rect, paints, L.margin)
        for b in L.boxes:
            getattr(self, "_draw_" + b.kind)(p, b, F, paints, defn)
        p.restore()

    # -- the parts --------------------------------------------------------------------------------------------------
    @staticmethod
    def _frame(p: QPainter, rect: QRectF, paints: list, m: float) -> None:
        w, x0, y0 = rect.width(), rect.x(), rect.y()
        g = QLinearGradient(x0, y0, x0 + w, y0)
        if len(paints) == 1:
            g.setColorAt(0, paints[0].lighter(115))
            g.setColorAt(1, paints[0].darker(115))
        else:
            for i, c in enumerate(paints):
                g.setColorAt(i / (len(paints) - 1), c)
        rad = w * 0.07
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(QBrush(g))
        p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(250, 248, 240, 240))
        p.drawRoundedRect(rect.adjusted(m, m, -m, -m), rad * 0.6, rad * 0.6)

    @staticmethod
    def _circle(p: QPainter, r: QRectF, fill: QColor, text: str, px: float) -> None:
        p.setPen(QPen(QColor("#111"), max(1.0, r.width() * 0.06)))
        p.setBrush(fill)
        p.drawEllipse(r)
        p.setPen(ink_on(fill))
        p.setFont(font(px, True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def _draw_cost(self, p, b: Box, F: Facts, paints, defn) -> None:
        if F.family == "stack":
            fill = QColor("#cfcac0") if not b.key else colour_of("stack", b.key)
        else:
            fill = paints[0].darker(150)
            if fill.lightness() > 150:
                fill = fill.darker(150)
        self._circle(p, b.rect, fill, b.text, b.px)

    def _draw_pip(self, p, b: Box, F: Facts, paints, defn) -> None:
        fill = colour_of("stack", b.key)
        self._circle(p, b.rect, fill, glossary("stack").colour(b.key).glyph, b.px)

    def _draw_name(self, p, b: Box, F: Facts, paints, defn) -> None:
        p.setPen(QColor("#111"))
        p.setFont(font(b.px, b.bold, b.stretch))
        opt = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        opt.setWrapMode(QTextOption.WrapMode.WordWrap)
        p.drawText(b.rect, b.text, opt)

    def _draw_picture(self, p, b: Box, F: Facts, paints, defn) -> None:
        r = b.rect
        g = QLinearGradient(r.topLeft(), r.bottomRight())
        for i, c in enumerate(paints):
            g.setColorAt(i / max(1, len(paints) - 1), QColor(c).lighter(160) if c.lightness() < 200 else c)
        if len(paints) == 1:
            g.setColorAt(1, paints[0].lighter(125) if paints[0].lightness() < 200 else paints[0].darker(108))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(g)
        p.drawRoundedRect(r, 3, 3)
        icon = card_pictures.picture_of(defn.id) if defn is not None else ""
        if not icon:
            return
        ink = paints[0].darker(190) if len(paints) == 1 else QColor("#2a2a2a")
        if ink.lightness() > 110:
            ink = ink.darker(170)
        if len(paints) > 1:
            ink = QColor("#2a2a2a")
        card_pictures.draw(p, icon, r.adjusted(2, 2, -2, -2), ink.name())

    def _draw_type(self, p, b: Box, F: Facts, paints, defn) -> None:
        f = font(b.px)
        p.setFont(f)
        p.setPen(QColor("#333"))
        p.drawText(b.rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   QFontMetricsF(f).elidedText(b.text, Qt.TextElideMode.ElideRight, b.rect.width()))

    def _draw_text(self, p, b: Box, F: Facts, paints, defn) -> None:
        r = b.rect
        px = b.px
        while px > 6.5 and QFontMetricsF(font(px)).boundingRect(r, int(Qt.TextFlag.TextWordWrap),
                                                                 b.text).height() > r.height():
            px -= 0.5
        p.setFont(font(px))
        p.setPen(QColor("#222"))
        o = QTextOption(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        o.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        p.save()
        p.setClipRect(r)
        p.drawText(r, b.text, o)
        p.restore()

    def _draw_power(self, p, b: Box, F: Facts, paints, defn) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(20, 20, 20, 215))
        p.drawRoundedRect(b.rect, 3, 3)
        p.setPen(QColor("#ffe9a8") if F.changed else QColor("white"))
        p.setFont(font(b.px, True))
        p.drawText(b.rect, Qt.AlignmentFlag.AlignCenter, b.text)

    def _draw_right(self, p, b: Box, F: Facts, paints, defn) -> None:
        if F.right_kind == "hit":       # a hit count: a red diamond-cornered box, apart from the power's
            p.setPen(QPen(QColor("#ffd0d0"), 1))
            p.setBrush(QColor(138, 31, 31, 230))
            p.drawRoundedRect(b.rect, b.rect.height() / 2, b.rect.height() / 2)
            p.setPen(QColor("white"))
            p.setFont(font(b.px, True))
            p.drawText(b.rect, Qt.AlignmentFlag.AlignCenter, b.text)
            return
        self._draw_power(p, b, F, paints, defn)

    def _draw_damage(self, p, b: Box, F: Facts, paints, defn) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(170, 20, 20, 230))
        p.drawRoundedRect(b.rect, 3, 3)
        p.setPen(QColor("white"))
        p.setFont(font(b.px, True))
        p.drawText(b.rect, Qt.AlignmentFlag.AlignCenter, b.text)

    def _draw_chip(self, p, b: Box, F: Facts, paints, defn) -> None:
        draw_civ_symbol(p, b.key, b.rect, F.family)

    def _draw_badge(self, p, b: Box, F: Facts, paints, defn) -> None:
        self._circle(p, b.rect, QColor(BADGE_COLOURS.get(b.key, "#444")), b.text, b.px)

    def preview(self, defn, w: int = 300, dpr: float = 1.0, stats=None) -> QPixmap:
        h = int(w * 1.4)
        pm = self._new(w, h, dpr)
        p = QPainter(pm)
        self.paint_face(p, defn, QRectF(0, 0, w, h), stats, detail=True)
        p.end()
        return pm
