"""A seat and a team on the zone table (gui/table/layouts/zone_items.py has the zones).

SeatBox   a player: name, marks and counters (life, poison, energy …), their zones
TeamBox   a team: members, shared life (with its yellow / red state) and poison"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...card_render import font
from ...i18n import tr
from ..zone_words import head_text, keep_together, seat_tags, short_of, zone_title
from .zone_items import PILE_KINDS, RATIO, ZoneBox


CONTROLS_W = 130.0     # the own seat's room for End turn at the right of its hand line


def pile_word_width(zviews: dict, piles: list) -> float:
    """How wide a pile must be for its shortest word at 8 px (ライブラリー): a caption is never cut."""
    fm = QFontMetricsF(font(8, True))
    return max((min(fm.horizontalAdvance(zone_title(zviews[k])),
                    fm.horizontalAdvance(short_of(zviews[k].label, zviews[k].name))) + 12 for k in piles),
               default=0.0)


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
        self.life_in_team_box = False
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
        self._sync_zone_boxes(keys)
        rows = [k for k in keys if zviews[k].kind == "row"]
        fans = [k for k in keys if zviews[k].kind not in ("row",) + PILE_KINDS]
        piles = [k for k in keys if zviews[k].kind in PILE_KINDS]
        r = rect.adjusted(6, self.HEADER, -6, -6)
        gap = 5.0
        word = pile_word_width(zviews, piles)
        if piles and not own and (word + gap) * len(piles) > r.width() * 0.6:
            r = self._pile_column(piles, r, word, gap)      # a narrow seat: the piles in a column at its right
            piles = []
        # the person at the screen reads their hand: it gets the larger line (other seats' hands are backs)
        line_a = r.height() * ((0.5 if own else 0.62) if rows else 0.0)
        line_b = r.height() - line_a - (gap if rows else 0)
        self._place_rows(rows, zviews, QRectF(r.left(), r.top(), r.width(), line_a), gap)
        # line B: the hand, then the piles
        y = r.top() + line_a + (gap if rows else 0)
        self._place_line_b(fans, piles, QRectF(r.left(), y, r.width(), line_b), word, gap)
        for k in keys:
            self.zones[k].large = own
            self.zones[k].set_zone(zviews[k])
        self.repaint_if_changed()

    def _sync_zone_boxes(self, keys: list) -> None:
        for k in list(self.zones):
            if k not in keys:
                box = self.zones.pop(k)
                if box.scene() is not None:
                    box.scene().removeItem(box)
        for k in keys:
            if k not in self.zones:
                self.zones[k] = ZoneBox(self.tbl, k, self)

    def _place_line_b(self, fans: list, piles: list, line: QRectF, word: float, gap: float) -> None:
        """Line B: the hands from the left, the piles at the right (clear of End turn on the own seat)."""
        line_b = line.height()
        pile_w = min(84.0, max(40.0, (line_b - 20) / RATIO + 10))
        if piles:   # a narrow seat keeps at least half its width for the hand
            pile_w = max(min(pile_w, (line.width() * (0.5 if fans else 1.0)) / len(piles) - gap), word)
        # End turn's and Skip ahead's column (gui/table/view.py), off the piles: as wide as the wider button
        controls = self.tbl.controls_w if self.own else 0.0
        piles_w = len(piles) * (pile_w + gap)
        fan_w = (line.width() - piles_w - controls) / max(1, len(fans)) - (gap if fans else 0)
        x = line.left()
        for k in fans:
            self.zones[k].set_rect(QRectF(x, line.top(), fan_w, line_b))
            x += fan_w + gap
        x = line.right() - controls - piles_w + gap
        for k in piles:
            self.zones[k].set_rect(QRectF(x, line.top(), pile_w, line_b))
            x += pile_w + gap

    def _place_rows(self, rows: list, zviews: dict, line: QRectF, gap: float) -> None:
        """Line A: the rows side by side, wider for more cards."""
        weights = [max(2, zviews[k].count + 1) for k in rows]
        x = line.left()
        for k, wgt in zip(rows, weights):
            w = (line.width() - gap * (len(rows) - 1)) * wgt / sum(weights)
            self.zones[k].set_rect(QRectF(x, line.top(), w, line.height()))
            x += w + gap

    def _pile_column(self, piles: list, r: QRectF, word: float, gap: float) -> QRectF:
        """The piles one above the other at the right of `r`; returns what is left of `r` for the rest."""
        col_w = max(word, 40.0)
        ph = (r.height() - gap * (len(piles) - 1)) / len(piles)
        for i, k in enumerate(piles):
            self.zones[k].set_rect(QRectF(r.right() - col_w, r.top() + i * (ph + gap), col_w, ph))
        return QRectF(r.left(), r.top(), r.width() - col_w - gap, r.height())

    def repaint_if_changed(self) -> None:
        sig = (self.rect, self.own, self.active, self.acting, self.lit, self.thinking, self.out_of_range,
               self.head_text(), self.counters_text(), self.sv.alive)
        if sig != getattr(self, "_sig", None):
            self._sig = sig
            self.update()

    def counters_text(self) -> str:
        c = (self.sv.counters if self.sv else {}) or {}
        parts = []
        if "life" in c and not self.life_in_team_box:
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
        for text, px, bold, col, x in self.header_layout(hr.width()):
            p.setFont(font(px, bold))
            p.setPen(col)
            p.drawText(QRectF(hr.left() + x, hr.top(), hr.width() - x, hr.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def header_layout(self, width: float) -> list:
        """[(text, px, bold, colour, x)] of the header in `width`: name and marks, the tags (Turn, Thinking,
        Deciding …), the counters at the right.  What a narrow seat cannot hold goes in this order, never cut
        mid-word: the team mark (the team's box names the team), the tags' words (their symbols stay), a
        smaller name; only a name too long even then is shortened ("Chiharu [CP…" at 8 seats)."""
        counters = self.counters_text()
        sv = self.sv
        heads = [head_text(sv.name, self.own, sv.kind, sv.team)]
        if sv.team is not None:
            heads.append(head_text(sv.name, self.own, sv.kind, None))
        tags = self.tags()
        big = 14 if self.own else 13
        for cpx in (13, 11):
            cw = QFontMetricsF(font(cpx, True)).horizontalAdvance(counters) + 8 if counters else 0.0
            tail = [(counters, cpx, True, QColor("#ffb4a8"), width - cw + 8)] if counters else []
            for head in heads:
                for words in (True, False):
                    shown = [(t if words else t.split()[0], c) for t, c in tags]
                    for px in (big, 12, 11, 10):
                        items = self._header_items(head, px, shown, width - cw)
                        if items is not None:
                            return items + tail
        fm = QFontMetricsF(font(10, True))
        head = fm.elidedText(heads[-1], Qt.TextElideMode.ElideRight, max(20.0, width - cw - 4))
        return [(head, 10, True, QColor("white"), 0.0)] + tail

    @staticmethod
    def _header_items(head: str, px: float, tags: list, room: float):
        fm = QFontMetricsF(font(px, True))
        x = fm.horizontalAdvance(head) + 10
        if x - 10 > room:
            return None
        items = [(head, px, True, QColor("white"), 0.0)]
        tfm = QFontMetricsF(font(11, True))
        for text, col in tags:
            tw = tfm.horizontalAdvance(text)
            if x + tw > room:
                return None
            items.append((text, 11, True, col, x))
            x += tw + 8
        return items

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
        head += "" if tv.alive else " — " + tr("Lost the game")
        if self.active:
            head = "▶ " + head
        parts = [tr("● Deciding")] if self.deciding else []
        if c.get("head") is not None and len(tv.members) > 1:
            parts.append(tr("★ {name} leads", name=self.tbl.player_name(c["head"])))
        not_dealt = "red_zone" in c and not tv.state       # the life is dealt after the mulligans
        if "life" in c and (len(tv.members) > 1 or tv.state) and c.get("shared_life", 1) and not not_dealt:
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
        heads, px = self.head_lines(head, r.width())
        p.setFont(font(px, True))
        p.setPen(QColor("#e8ecf2"))
        for i, line in enumerate(heads):
            p.drawText(QRectF(r.left(), r.top() + 15 * i, r.width(), 16), Qt.AlignmentFlag.AlignLeft, line)
        top = 15 * len(heads) + 1
        p.setFont(font(15 if len(heads) == 1 else 13, True))
        p.setPen(col)
        p.drawText(QRectF(r.left(), r.top() + top, r.width(), r.height() - top),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   self.painted_body(body))

    @staticmethod
    def head_lines(head: str, width: float) -> tuple[list, int]:
        """The team's heading in `width`: one line (11 to 9 px), else the team's name over its members (the
        Japanese box cut "チーム2 Chiharu・Dai…"); a members' line too long even so is shortened."""
        for px in (11, 10, 9):
            if QFontMetricsF(font(px, True)).horizontalAdvance(head) <= width:
                return [head], px
        first, _, rest = head.partition("  ")
        fm = QFontMetricsF(font(10, True))
        return [first, fm.elidedText(rest, Qt.TextElideMode.ElideRight, width)] if rest else \
            [fm.elidedText(head, Qt.TextElideMode.ElideRight, width)], 10

    @staticmethod
    def painted_body(body: str) -> str:
        """The body as drawn: a line breaks between its pieces ("Life 3", "red zone"), never inside one."""
        return "  ".join(keep_together(t) for t in body.split("  "))
