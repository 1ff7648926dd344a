"""The parts of a seat besides its cards: a zone's drop area, and the name-and-count pills drawn above
the cards."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..card_render import font
from .seat_slots import FACEDOWN, FRONT, HELD, RESOURCE


def paint_box(p: QPainter, r: QRectF, lit: bool) -> None:
    """A zone's box: translucent, green while a dragged card may go there."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if lit:
        p.setPen(QPen(QColor("#7CFC8A"), 3))
        p.setBrush(QColor(124, 252, 138, 45))
    else:
        p.setPen(QPen(QColor(255, 255, 255, 28), 1))
        p.setBrush(QColor(0, 0, 0, 40))
    p.drawRoundedRect(r, 6, 6)


class ZoneArea(QGraphicsItem):
    """A drop target and caption for one zone."""

    def __init__(self, seat, zone: str):
        super().__init__(seat)
        self.seat = seat
        self.zone = zone
        self.rect = QRectF()
        self.lit = False
        self.count = 0
        self.setZValue(-1)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # unlit, the box is part of its seat's cached picture (SeatItem.paint draws it with `paint_box`): a
        # translucent layer per zone, blended on every repaint, cost more than all the cards together
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def set_rect(self, r: QRectF) -> None:
        if r == self.rect:
            return      # unchanged: its cached look stays valid
        self.prepareGeometryChange()
        self.rect = r

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            if not lit:
                # an item with no contents is skipped when Qt repaints what was marked: the green frame would
                # stay on the screen; the seat, whose cached picture draws the unlit box, repaints the place
                self.seat.update(self.mapRectToParent(self.boundingRect()))
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not lit)
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, opt, widget=None) -> None:
        if self.lit:
            paint_box(p, self.rect, True)


    def mouseReleaseEvent(self, e):
        self.seat.tbl.area_clicked(self)

    def mousePressEvent(self, e):
        e.accept()


class Badges(QGraphicsItem):
    """Zone name and count pills drawn above the cards, so counts stay readable however full a
    zone is."""

    def __init__(self, seat):
        super().__init__(seat)
        self.seat = seat
        self.setZValue(900)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.seat.w, self.seat.h)

    @staticmethod
    def px(seat) -> float:
        return max(11.0, 12 * seat.s) if seat.own else max(10.5, 12 * seat.s)

    @staticmethod
    def text(seat, z: str) -> str:
        c = getattr(seat, "counts", {})
        title = seat.zone_title(z)
        k = seat.counters
        if seat.slots.get(z) == RESOURCE and "mana_max" in k:   # digital rules: available / maximum
            return f"{title} {k.get('mana_available', 0)}/{k['mana_max']}"
        if seat.slots.get(z) == RESOURCE:     # untapped / total: what can still be paid this turn
            return f"{title} {getattr(seat, 'untapped', {}).get(z, 0)}/{c.get(z, 0)}"
        return f"{title} {c.get(z, 0)}"

    def paint(self, p: QPainter, opt, widget=None) -> None:
        seat = self.seat
        if not hasattr(seat, "geom"):
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = font(self.px(seat), True)
        p.setFont(f)
        fm = QFontMetricsF(f)
        for z in seat.names_in(FRONT, FACEDOWN, RESOURCE, HELD):
            if z not in seat.geom:
                continue
            x, y, w, h, cw, ch = seat.geom[z]
            text = self.text(seat, z)
            tw = fm.horizontalAdvance(text) + 10
            r = QRectF(x + w - tw - 2, y + h - fm.height() - 3, tw, fm.height() + 1)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(8, 10, 14, 200))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(QColor("#e8ecf2"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
