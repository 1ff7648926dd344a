"""The turn, step and turn direction in the middle of the classic table's felt."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from .. import i18n
from ..card_render import font
from ..i18n import tr


class TurnInfo(QGraphicsItem):
    """The turn, step and turn direction in the middle of the felt: an item of its own, so that a new step
    repaints these few lines, not the whole table."""

    LINE = 20.0     # the height of one line of text

    def __init__(self):
        super().__init__()
        self.key = None
        self.info, self.clockwise = "", True
        self.rx, self.ry = 60.0, 36.0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # an antialiased arc and two lines of text: drawn once per change, blitted on every repaint
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def order_text(self) -> str:
        return tr("Turn order: clockwise (to the left)") if self.clockwise \
            else tr("Turn order: counter-clockwise (to the right)")

    def set(self, info: str, clockwise: bool, centre: QPointF, r: float, room: float = 1e9) -> None:
        """`room`: the height free between the seats above and below the centre."""
        key = (info, clockwise, round(centre.x(), 1), round(centre.y(), 1), round(r, 1), round(room), i18n.language())
        if key == self.key:
            return
        self.key = key
        self.prepareGeometryChange()
        self.info, self.clockwise = info, clockwise
        # the two lines sit inside the ring, clear of its arc: it is as wide as the longer line needs and
        # as high as two lines, and shrinks to the room between the seats
        wide = max(QFontMetricsF(font(14, True)).horizontalAdvance(info),
                   QFontMetricsF(font(12)).horizontalAdvance(self.order_text()))
        self.rx = max(r, wide / 2 + 26)
        self.ry = max(self.LINE + 6, min(0.6 * r, room / 2 - 8))
        self.setPos(centre)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.rx - 8, -self.ry - 8, 2 * self.rx + 16, 2 * self.ry + 16)

    def paint(self, p: QPainter, opt, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(242, 193, 78, 170), 3))
        arc = QRectF(-self.rx, -self.ry, 2 * self.rx, 2 * self.ry)
        path = QPainterPath()
        path.arcMoveTo(arc, 200)
        path.arcTo(arc, 200, -220 if self.clockwise else 220)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setBrush(QColor(242, 193, 78, 200))
        p.drawEllipse(path.currentPosition(), 5, 5)
        w = 2 * self.rx
        p.setFont(font(14, True))
        p.setPen(QColor(242, 220, 160))
        p.drawText(QRectF(-self.rx, -self.LINE, w, self.LINE),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self.info or "")
        p.setFont(font(12))
        p.drawText(QRectF(-self.rx, 0, w, self.LINE), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                   self.order_text())
