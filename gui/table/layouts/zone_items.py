"""The pieces of a zone-spec table, each drawn from the typed view (engine/core/view.py).

ZoneBox   one zone, drawn by its spec's kind: a row of cards (grouped by controller on a shared field,
          lands apart from other permanents), a fan (a hand), a pile (top card and count) or a
          last-in-first-out list (the stack, the resolution area: newest on top, each with its controller)
A seat and a team (SeatBox, TeamBox) are in seat_boxes.py.
Every ZoneBox and SeatBox is a drop target; cards are the table's CardItems (gui/table/card_item.py)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..card_item import CardItem, card_data, sync_cards
from ...card_render import font
from ... import i18n
from ...i18n import tr
from ..zone_words import short_of, zone_title

PILE_KINDS = ("pile", "counter")
RATIO = 1.4     # card height / width


def item_kind_words(kind: str) -> str:
    """What a stack or resolution-area entry is, when it is not a card itself."""
    words = {"ability": tr("ability"), "trigger": tr("triggered ability"), "pending": tr("waiting effect"),
             "revealed": tr("revealed card")}
    return words.get(kind, kind)


def chunks(cards: list, rows: int) -> list:
    """`cards` in reading order on `rows` rows (the first rows full), no empty row."""
    n = max(1, -(-len(cards) // rows))
    return [cards[k:k + n] for k in range(0, len(cards), n)] or [[]]


def column_rows(groups: list, avail_w: float, avail_h: float, cap: float, most: int = 3) -> tuple[int, float]:
    """(rows, card height) for columns of cards side by side (a shared field, a column per player): each column
    wraps its cards onto up to `most` rows, whichever lets the cards be largest without piling them on each
    other (four players' units on one field were a pile per player, each card hidden under the next)."""
    best = (1, 0.0)
    for rows in range(1, most + 1):
        per_h = min(cap, (avail_h - 4 * (rows - 1)) / rows - 4)
        across = [-(-len(cs) // rows) or 1 for _label, cs in groups]     # cards in a column's widest row
        room = avail_w - sum(4 * n + 10 for n in across)
        per_w = room * RATIO / sum(across) if room > 0 else 0.0
        h = min(per_h, per_w)
        if h > best[1] + 1:
            best = (rows, h)
    return best


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
        self.objects = 0                # a lifo zone: the objects on it (spells, abilities, waiting triggers)
        self._drawn = None              # what set_zone drew last (its view, stack items, box, words, names)
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
        """The caption's height: one line, two (a narrow pile: its word over its count), or none on a box too
        low for one (a pile then writes its word and count in the middle, never a bare count)."""
        if self.rect.height() < 44:
            return 0.0
        return 16.0 * len(self.caption_lines()[0])

    def card_items(self):
        return self.items.values()

    def set_zone(self, zv, entries: list | None = None) -> None:
        """Show zone view `zv`; `entries` (lifo zones): the view's stack items, bottom first."""
        self.zv = zv
        self.objects = len(entries or ())
        # drawn from an equal view in the same box, in the same words and names: its cards need no visit (a drop
        # changes two or three of a table's zones)
        drawn = (zv, tuple(entries) if entries else (), self.rect, self.large, i18n.language(),
                 tuple(s.name for s in self.tbl.view.seats) if self.tbl.view is not None else ())
        if drawn == self._drawn:
            self._repaint_if_changed()
            return
        self._drawn = drawn
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
            self.setToolTip(sig[2])     # the full caption, where a narrow box shows its short word
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
        lands, others = [], []
        for c in cards:      # one pass: `c not in lands` compared every card view field by field
            (lands if getattr(self.tbl.defn(c.card), "type", "") == "land" else others).append(c)
        if lands and others:
            return [("", others), (tr("Lands"), lands)]
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
            return self._columns(groups, top, labelled)
        cw, ch = self._card_size(r.height(), len(groups))
        y = top
        for label, cs in groups:
            if label:
                self.groups.append((label, QPointF(r.left() + 6, y)))
                y += 14
            out += self._line(cs, r.left() + 4, y, r.width() - 8, cw, ch)
            y += ch + 4
        return out

    def _columns(self, groups: list, top: float, labelled: bool) -> list:
        """The groups side by side, each as wide as its cards need (the room left shared out: columns by card
        count let three cards overlap beside one card with room to spare, U1a), each wrapped onto the rows
        that keep its cards apart (column_rows)."""
        r = self.rect
        cw, ch = self._card_size(r.height() - (14 if labelled else 0), 1)
        rows, h = column_rows(groups, r.width() - 8, r.bottom() - top - (14 if labelled else 0) - 4, ch)
        if h >= 24:
            cw, ch = int(h / RATIO), int(h)
        out = []
        lines = [chunks(cs, rows) for _label, cs in groups]
        needs = [max(cw + 10, max(sum((ch if c.tapped else cw) + 4 for c in ln) for ln in col) + 6) for col in lines]
        avail = r.width() - 8
        spare = max(0.0, avail - sum(needs))
        widths = [n + spare * n / sum(needs) if spare else avail * n / sum(needs) for n in needs]
        x = r.left() + 4
        for (label, _cs), col, col_w in zip(groups, lines, widths):
            if label:
                self.groups.append((label, QPointF(x + 2, top)))
            y = top + (14 if labelled else 0)
            for ln in col:
                out += self._line(ln, x, y, col_w - 6, cw, ch)
                y += ch + 4
            x += col_w
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
        if not count or not self.caption_h():   # a low pile: its word and count are what it shows (no card over them)
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
            lines, size = self.caption_lines()
            p.setFont(font(size, True))
            for i, text in enumerate(lines):
                p.drawText(QRectF(self.rect.left() + 4, self.rect.top() + 1 + 16 * i, self.rect.width() - 8, 15),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        p.setFont(font(11, self.zv.kind == "lifo"))
        fm = QFontMetricsF(p.font())
        for label, pt in self.groups:
            w = self.rect.right() - pt.x() - 4
            p.drawText(QRectF(pt.x(), pt.y(), w, 14), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(label, Qt.TextElideMode.ElideRight, w))
        if self.zv.kind in PILE_KINDS and not self.caption_h():     # a low pile: word and count in its middle
            lines, size = self.caption_lines(self.rect.height() // 16 or 1)
            p.setFont(font(size, True))
            p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))

    def caption_lines(self, max_lines: int = 2) -> tuple[list, int]:
        """([lines], font px) of the caption in this box: the full caption on one line when it fits (11, then
        9 px), else the zone's short word and its count (山札 for … ), else, in a narrow pile, the word over
        the count on two lines (down to 7 px); a word is never cut to "L…" and a count never stands alone (the
        full caption is the box's tooltip)."""
        room = self.rect.width() - 8
        text = self.caption()
        name, _, count = text.rpartition(" ")
        short = short_of(self.zv.label, self.zv.name)
        for px in (11, 9):
            fm = QFontMetricsF(font(px, True))
            for cand in (text, f"{short} {count}"):
                if fm.horizontalAdvance(cand) <= room:
                    return [cand], px
        if max_lines >= 2 and self.zv.kind in PILE_KINDS:
            for px in (9, 8, 7):
                fm = QFontMetricsF(font(px, True))
                word = name if fm.horizontalAdvance(name) <= room else short
                if fm.horizontalAdvance(word) <= room:
                    return [word, count], px
        for px in (8, 7):
            fm = QFontMetricsF(font(px, True))
            if fm.horizontalAdvance(f"{short} {count}") <= room:
                return [f"{short} {count}"], px
        return [f"{short} {count}"], 7

    def caption(self) -> str:
        zv = self.zv
        if zv.kind == "row" and zv.name in ("energy", "mana"):
            standing = sum(1 for c in zv.cards if not c.tapped)
            return f"{zone_title(zv)} {standing}/{zv.count}"
        # a stack counts what is drawn on it: abilities and waiting triggers are no cards of the zone
        return f"{zone_title(zv)} {self.objects if zv.kind == 'lifo' else zv.count}"

    def mousePressEvent(self, e):
        e.accept()

    def mouseReleaseEvent(self, e):
        self.tbl.box_clicked(self)
