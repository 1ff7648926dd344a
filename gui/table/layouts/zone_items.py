"""The pieces of a zone-spec table, each drawn from the typed view (engine/core/view.py).

ZoneBox   one zone, drawn by its spec's kind: a row of cards (grouped by controller on a shared field,
          lands apart from other permanents), a fan (a hand), a pile (top card and count) or a
          last-in-first-out list (the stack, the resolution area: newest on top, each with its controller)
SeatBox   a player: name, marks and counters (life, poison, energy …), their zones
TeamBox   a team: members, shared life (with its yellow / red state) and poison
Every ZoneBox and SeatBox is a drop target; cards are the table's CardItems (gui/table/card_item.py)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..card_item import CardItem, sync_cards  # noqa: F401  (CardItem: older imports)
from ...card_render import font
from ...i18n import tr
from ..zone_words import head_text, seat_tags, zone_title

PILE_KINDS = ("pile", "counter")
RATIO = 1.4     # card height / width


def item_kind_words(kind: str) -> str:
    """What a stack or resolution-area entry is, when it is not a card itself."""
    words = {"ability": tr("ability"), "trigger": tr("triggered ability"), "pending": tr("waiting effect")}
    return words.get(kind, kind)


def card_data(cv) -> dict:
    """The dictionary a CardItem draws from (tapped, power, summoning sickness …)."""
    d = dict(cv.stats or {})
    d["tapped"] = bool(cv.tapped)
    if cv.attached:
        d["under"] = [a.token for a in cv.attached]
    return d


class ZoneBox(QGraphicsObject):
    """One zone; `key` is its zone key ("p0.hand", "all.field", "stack")."""

    def __init__(self, tbl, key: str, parent=None):
        super().__init__(parent)
        self.tbl = tbl
        self.key = key
        self.zv = None
        self.rect = QRectF()
        self.lit = False
        self.large = False
        self.items: dict[str, CardItem] = {}
        self.groups: list = []          # (label, y) of the sub-rows drawn
        self.setZValue(-1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- geometry and content --------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_rect(self, r: QRectF) -> None:
        if r != self.rect:
            self.prepareGeometryChange()
            self.rect = r

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self._repaint_if_changed()

    def caption_h(self) -> float:
        return 16.0 if self.rect.height() >= 44 else 0.0

    def card_items(self):
        return self.items.values()

    def set_zone(self, zv, entries: list | None = None) -> None:
        """Show zone view `zv`; `entries` (lifo zones): the view's stack items, bottom first."""
        self.zv = zv
        if zv is not None and zv.kind == "lifo":
            self._sync(self._lifo_cards(entries or []))
        elif zv is not None and zv.kind in PILE_KINDS:
            top = zv.cards[-1:] if zv.cards else []
            self._sync(self._pile_cards(top, zv.count))
        elif zv is not None:
            self._sync(self._row_cards(zv.cards))
        else:
            self._sync([])
        self._repaint_if_changed()

    def _repaint_if_changed(self) -> None:
        """The box is painted from a cache (a translucent rounded box is costly): repaint it only when its
        captions or lighting changed."""
        sig = (self.rect, self.lit, self.caption() if self.zv is not None else "",
               tuple((label, pt.x(), pt.y()) for label, pt in self.groups))
        if sig != getattr(self, "_sig", None):
            self._sig = sig
            self.update()

    def _card_size(self, h: float, rows: int) -> tuple[int, int]:
        per = (h - self.caption_h() - 6 - 14 * (rows - 1 if rows > 1 else 0)) / max(1, rows)
        ch = max(24.0, min(per - 4, 168.0 if self.large else 112.0))
        return int(ch / RATIO), int(ch)

    def _groups(self, cards: list) -> list:
        """[(label, cards)]: a shared zone by controller; lands apart from other permanents."""
        if self.zv.scope == "shared":
            by: dict = {}
            for c in cards:
                by.setdefault(c.controller if c.controller is not None else c.owner, []).append(c)
            if len(by) > 1 or (by and self.zv.kind == "row"):
                return [(self.tbl.player_name(p), cs) for p, cs in sorted(by.items(), key=lambda kv: kv[0])]
            return [("", cards)]
        if self.zv.kind != "row":
            return [("", cards)]
        lands = [c for c in cards if getattr(self.tbl.defn(c.card), "type", "") == "land"]
        if lands and len(lands) < len(cards):
            return [("", [c for c in cards if c not in lands]), (tr("Lands"), lands)]
        return [("", cards)]

    def _row_cards(self, cards: list) -> list:
        """One line of cards per group, or, in a box much wider than high, the groups side by side as
        columns (controllers on a shared field, lands beside the other permanents), each as wide as its cards
        need."""
        r = self.rect
        groups = self._groups(cards) if cards else [("", [])]
        labelled = any(label for label, _cs in groups)
        top = r.top() + self.caption_h() + 2
        out, self.groups = [], []
        as_columns = len(groups) > 1 and (self.zv.scope == "shared" or r.width() > r.height() * 1.2 * len(groups))
        if as_columns:
            cw, ch = self._card_size(r.height() - (14 if labelled else 0), 1)
            weights = [max(2, len(cs)) for _label, cs in groups]
            x = r.left() + 4
            for (label, cs), wgt in zip(groups, weights):
                col_w = (r.width() - 8) * wgt / sum(weights)
                if label:
                    self.groups.append((label, QPointF(x + 2, top)))
                out += self._line(cs, x, top + (14 if labelled else 0), col_w - 6, cw, ch)
                x += col_w
            return out
        cw, ch = self._card_size(r.height(), len(groups))
        y = top
        for label, cs in groups:
            if label:
                self.groups.append((label, QPointF(r.left() + 6, y)))
                y += 14
            out += self._line(cs, r.left() + 4, y, r.width() - 8, cw, ch)
            y += ch + 4
        return out

    def _line(self, cards: list, x0: float, y: float, width: float, cw: int, ch: int) -> list:
        """Cards side by side, overlapping when they do not fit; a tapped card lies across."""
        n = len(cards)
        widths = [(ch if c.tapped else cw) + 4 for c in cards]
        total = sum(widths[:-1]) if n > 1 else 0.0
        avail = width - (widths[-1] if n else 0)
        squeeze = 1.0 if total <= avail or total == 0 else max(0.05, avail / total)
        out, x = [], x0
        for c, wd in zip(cards, widths):
            px = x + ((ch - cw) / 2 if c.tapped else 0)
            py = y + ((ch - cw) / 2 if c.tapped else 0) * 0
            out.append((c.token, c.owner, c.card, card_data(c), cw, ch, px, py))
            x += wd * squeeze
        return out

    def _pile_cards(self, top: list, count: int) -> list:
        self.groups = []
        if not count:
            return []
        r = self.rect
        ch = int(max(24.0, min(r.height() - self.caption_h() - 8, (r.width() - 8) * RATIO)))
        cw = int(ch / RATIO)
        x = r.left() + (r.width() - cw) / 2
        y = r.top() + self.caption_h() + 2
        if top:
            c = top[0]
            return [(c.token, c.owner, c.card, card_data(c), cw, ch, x, y)]
        return [(f"{self.key}#pile", None, None, {}, cw, ch, x, y)]

    def _lifo_cards(self, entries: list) -> list:
        """Newest on top; each entry a small card, its controller's name drawn beside it."""
        self.groups = []
        r = self.rect
        n = len(entries)
        if not n:
            return []
        avail = r.height() - self.caption_h() - 6
        ch = int(max(28.0, min(84.0, avail / n - 4)))
        cw = int(ch / RATIO)
        step = min(ch + 4.0, (avail - ch) / max(1, n - 1)) if n > 1 else 0.0
        out = []
        for i, e in enumerate(reversed(entries)):        # the top of the stack first
            y = r.top() + self.caption_h() + 2 + i * step
            tok = e.token if e.kind in ("spell", "card") and e.token else f"{self.key}#{n - 1 - i}"
            data = {"controller": e.controller, "targets": list(e.targets), "kind": e.kind, "source": e.token}
            out.append((tok, e.controller, e.card, data, cw, ch, r.left() + 4, y))
            self.groups.append((self.tbl.player_name(e.controller) + ("" if e.kind in ("spell", "card")
                                                                      else " · " + item_kind_words(e.kind)),
                                QPointF(r.left() + 10 + cw, y + ch / 2 - 7)))
        return out

    def _sync(self, cards: list) -> None:
        entries = []
        for tok, owner, card, data, cw, ch, x, y in cards:
            defn = self.tbl.defn(card) if card else None
            entries.append((tok, owner if owner is not None else -1, data, defn, cw, ch, defn is not None, x, y))
        self.items = sync_cards(self, self.tbl, self.items, entries, self.key)    # shared with the seat boxes

    # -- drawing ----------------------------------------------------------------------------
    def paint(self, p: QPainter, opt, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            p.setPen(QPen(QColor("#7CFC8A"), 3))
            p.setBrush(QColor(124, 252, 138, 45))
        else:
            p.setPen(QPen(QColor(255, 255, 255, 34), 1))
            p.setBrush(QColor(0, 0, 0, 46))
        p.drawRoundedRect(self.rect, 6, 6)
        if self.zv is None:
            return
        p.setFont(font(11, True))
        p.setPen(QColor("#e8ecf2"))
        if self.caption_h():
            room = self.rect.width() - 12
            text, size = self.fitted_caption(room)
            p.setFont(font(size, True))
            p.drawText(QRectF(self.rect.left() + 6, self.rect.top() + 1, room, 15),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        p.setFont(font(11, self.zv.kind == "lifo"))
        fm = QFontMetricsF(p.font())
        for label, pt in self.groups:
            w = self.rect.right() - pt.x() - 4
            p.drawText(QRectF(pt.x(), pt.y(), w, 14), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(label, Qt.TextElideMode.ElideRight, w))
        if self.zv.kind in PILE_KINDS and not self.caption_h():
            p.setFont(font(12, True))
            p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, str(self.zv.count))

    def fitted_caption(self, room: float) -> tuple[str, int]:
        """(text, font size) of the caption in `room` pixels: a narrow pile gets a smaller caption, its
        name shortened but never dropped (a bare count does not say which pile it is)."""
        text = self.caption()
        if QFontMetricsF(font(11, True)).horizontalAdvance(text) <= room:
            return text, 11
        fm = QFontMetricsF(font(9, True))
        if fm.horizontalAdvance(text) <= room:
            return text, 9
        name, count = text.rsplit(" ", 1)
        left = max(0.0, room - fm.horizontalAdvance(" " + count))
        short = fm.elidedText(name, Qt.TextElideMode.ElideRight, left)
        if short.strip("…") == "":      # not even one letter and the ellipsis: the first letters alone
            k = 1
            while k < len(name) and fm.horizontalAdvance(name[:k + 1]) <= left:
                k += 1
            short = name[:k]
        return f"{short} {count}", 9

    def caption(self) -> str:
        zv = self.zv
        if zv.kind == "row" and zv.name in ("energy", "mana"):
            standing = sum(1 for c in zv.cards if not c.tapped)
            return f"{zone_title(zv)} {standing}/{zv.count}"
        return f"{zone_title(zv)} {zv.count}"

    def mousePressEvent(self, e):
        e.accept()

    def mouseReleaseEvent(self, e):
        self.tbl.box_clicked(self)


class SeatBox(QGraphicsObject):
    """A player at the table: header (name, marks, counters) over their zones."""
    HEADER = 24.0

    def __init__(self, tbl, player: int):
        super().__init__()
        self.tbl = tbl
        self.player = player
        self.sv = None
        self.rect = QRectF()
        self.zones: dict[str, ZoneBox] = {}
        self.own = False
        self.active = self.acting = self.lit = self.thinking = False
        self.out_of_range = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def card_items(self):
        for z in self.zones.values():
            yield from z.card_items()

    def set_seat(self, sv, zviews: dict, rect: QRectF, own: bool) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.sv, self.own = sv, own
        keys = [k for k in sv.zones if k in zviews]
        for k in list(self.zones):
            if k not in keys:
                box = self.zones.pop(k)
                if box.scene() is not None:
                    box.scene().removeItem(box)
        for k in keys:
            if k not in self.zones:
                self.zones[k] = ZoneBox(self.tbl, k, self)
        rows = [k for k in keys if zviews[k].kind == "row"]
        fans = [k for k in keys if zviews[k].kind not in ("row",) + PILE_KINDS]
        piles = [k for k in keys if zviews[k].kind in PILE_KINDS]
        r = rect.adjusted(6, self.HEADER, -6, -6)
        gap = 5.0
        line_a = r.height() * (0.55 if rows else 0.0)
        line_b = r.height() - line_a - (gap if rows else 0)
        # line A: the rows side by side, wider for more cards
        weights = [max(2, zviews[k].count + 1) for k in rows]
        x = r.left()
        for k, wgt in zip(rows, weights):
            w = (r.width() - gap * (len(rows) - 1)) * wgt / sum(weights)
            self.zones[k].set_rect(QRectF(x, r.top(), w, line_a))
            x += w + gap
        # line B: the hand, then the piles
        y = r.top() + line_a + (gap if rows else 0)
        pile_w = min(84.0, max(40.0, (line_b - 20) / RATIO + 10))
        if piles:   # a narrow seat keeps at least half its width for the hand
            pile_w = min(pile_w, (r.width() * (0.5 if fans else 1.0)) / len(piles) - gap)
        piles_w = len(piles) * (pile_w + gap)
        fan_w = (r.width() - piles_w) / max(1, len(fans)) - (gap if fans else 0)
        x = r.left()
        for k in fans:
            self.zones[k].set_rect(QRectF(x, y, fan_w, line_b))
            x += fan_w + gap
        x = r.right() - piles_w + gap
        for k in piles:
            self.zones[k].set_rect(QRectF(x, y, pile_w, line_b))
            x += pile_w + gap
        for k in keys:
            self.zones[k].large = own
            self.zones[k].set_zone(zviews[k])
        self.repaint_if_changed()

    def repaint_if_changed(self) -> None:
        sig = (self.rect, self.own, self.active, self.acting, self.lit, self.thinking, self.out_of_range,
               self.head_text(), self.counters_text(), self.sv.alive)
        if sig != getattr(self, "_sig", None):
            self._sig = sig
            self.update()

    def counters_text(self) -> str:
        c = (self.sv.counters if self.sv else {}) or {}
        parts = []
        if "life" in c:
            parts.append(tr("Life {n}", n=c["life"]))
        if c.get("poison"):
            parts.append(tr("Poison {n}", n=c["poison"]))
        return "  ".join(parts)

    def head_text(self) -> str:
        sv = self.sv
        return head_text(sv.name, self.own, sv.kind, sv.team)

    def tags(self) -> list:
        out = seat_tags(self.sv.alive, self.active, self.thinking, self.acting)
        if self.out_of_range:
            out.append((tr("out of range"), QColor("#c9c9c9")))
        return out

    def paint(self, p: QPainter, opt, widget=None) -> None:
        if self.sv is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 255, 255, 70), 1.2)
        if self.active:
            pen = QPen(QColor("#f2c14e"), 3.5)
        elif self.acting:
            pen = QPen(QColor("#5fd0ff"), 3)
        if self.lit:
            pen = QPen(QColor("#7CFC8A"), 4)
        p.setPen(pen)
        p.setBrush(QColor(18, 24, 32, 235) if self.sv.alive else QColor(40, 40, 44, 200))
        p.drawRoundedRect(self.rect, 9, 9)
        hr = QRectF(self.rect.left() + 9, self.rect.top() + 2, self.rect.width() - 18, self.HEADER - 4)
        nf = font(14 if self.own else 13, True)
        p.setFont(nf)
        fm = QFontMetricsF(nf)
        counters = self.counters_text()
        cf = font(13, True)
        cw = QFontMetricsF(cf).horizontalAdvance(counters) + 6 if counters else 0
        head = fm.elidedText(self.head_text(), Qt.TextElideMode.ElideRight, max(40.0, hr.width() * 0.5))
        p.setPen(QColor("white"))
        p.drawText(hr, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, head)
        x = hr.left() + fm.horizontalAdvance(head) + 10
        tf = font(11, True)
        p.setFont(tf)
        tfm = QFontMetricsF(tf)
        for text, col in self.tags():
            tw = tfm.horizontalAdvance(text)
            if x + tw > hr.right() - cw:
                text = text.split()[0]
                tw = tfm.horizontalAdvance(text)
                if x + tw > hr.right() - cw:
                    break
            p.setPen(col)
            p.drawText(QRectF(x, hr.top(), tw + 2, hr.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += tw + 8
        if counters:
            p.setFont(cf)
            p.setPen(QColor("#ffb4a8"))
            p.drawText(hr, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, counters)

    def header_point(self) -> QPointF:
        return QPointF(self.rect.center().x(), self.rect.top() + self.HEADER / 2)

    def mousePressEvent(self, e):
        e.accept()

    def mouseReleaseEvent(self, e):
        self.tbl.seat_box_clicked(self)


STATE_COLORS = {"yellow": QColor("#e3c23b"), "red": QColor("#e0453a")}


class TeamBox(QGraphicsObject):
    """A team: its number and members, its shared life with the life zone's state, poison."""

    def __init__(self, tbl, team: int):
        super().__init__()
        self.tbl = tbl
        self.team = team
        self.tv = None
        self.rect = QRectF()
        self.lit = False
        self.active = False         # the team has the turn
        self.deciding = False       # a member must answer now: team priority and team decisions, per team
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_team(self, tv, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.tv = tv
        sig = (rect, self.lit, self.lines())
        if sig != getattr(self, "_sig", None):
            self._sig = sig
            self.update()

    def lines(self) -> tuple[str, str]:
        tv = self.tv
        c = tv.counters or {}
        # the star: the player the team's result follows (an emperor), else with shared team turns the
        # primary player who decides when teammates disagree (805.2)
        star = c.get("head", c.get("primary") if c.get("shared_turns", 1) else None)
        names = " · ".join(("★" if star == m and len(tv.members) > 1 else "") + self.tbl.player_name(m)
                           for m in tv.members)
        if len(tv.members) > 1:
            head = tr("Team {t}", t=tv.team + 1) + "  " + names
        else:       # a side of one player (the 1-vs-1 life-zone game): their name says it
            head = names
        head += "" if tv.alive else " — " + tr("Out")
        if self.active:
            head = "▶ " + head
        parts = [tr("● Deciding")] if self.deciding else []
        if c.get("head") is not None and len(tv.members) > 1:
            parts.append(tr("★ {name} leads", name=self.tbl.player_name(c["head"])))
        if "life" in c and (len(tv.members) > 1 or tv.state) and c.get("shared_life", 1):   # per player: at the seats
            parts.append(tr("Life {n}", n=c["life"]))
        if tv.state == "yellow":
            parts.append(tr("yellow zone"))
        elif tv.state == "red":
            parts.append(tr("red zone"))
        if c.get("poison"):
            parts.append(tr("Poison {n}", n=c["poison"]))
        return head, "  ".join(parts)

    def paint(self, p: QPainter, opt, widget=None) -> None:
        if self.tv is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        col = STATE_COLORS.get(self.tv.state, QColor("#8fb3d9"))
        p.setPen(QPen(QColor("#7CFC8A"), 4) if self.lit else QPen(col, 2.5))
        p.setBrush(QColor(16, 20, 28, 230))
        p.drawRoundedRect(self.rect, 8, 8)
        head, body = self.lines()
        r = self.rect.adjusted(8, 4, -8, -4)
        f = font(11, True)
        p.setFont(f)
        p.setPen(QColor("#e8ecf2"))
        fm = QFontMetricsF(f)
        p.drawText(QRectF(r.left(), r.top(), r.width(), 16), Qt.AlignmentFlag.AlignLeft,
                   fm.elidedText(head, Qt.TextElideMode.ElideRight, r.width()))
        p.setFont(font(15, True))
        p.setPen(col)
        p.drawText(QRectF(r.left(), r.top() + 16, r.width(), r.height() - 16),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, body)
