"""The New game dialog's table diagram: the seats around a round table, each ringed in its team's colour, an
emperor crowned (♛), and the turn order the engine derives from the seats written in the middle (tag plays
1 → 4 → 3 → 2); drag one seat onto another to swap the two places (gui/dialogs/new_game.py)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ..i18n import tr

TEAM_COLORS = ("#e0793a", "#4aa3df", "#9bd36a", "#c58be0")


class SeatDiagram(QWidget):
    """Seats around a small oval in seat order (clockwise from the bottom); drag to swap two seats."""
    swap = Signal(int, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.names: list[str] = []
        self.teams: list[int | None] = []
        self.order: list[int] = []       # seats in turn order when seat 1 starts (empty: not known)
        self.heads: list[int] = []
        self.setMinimumSize(300, 220)
        self._from = None
        self.setObjectName("seat_diagram")

    def set_names(self, names: list[str], teams: list | None = None, order=(), heads=()) -> None:
        self.names = names
        self.teams = list(teams or [])
        self.order = list(order)
        self.heads = list(heads)
        self.update()

    def order_text(self) -> str:
        if not self.order:
            return tr("turn order: see Start")
        return tr("turn order from seat 1: {order}", order=" → ".join(str(s + 1) for s in self.order))

    def seat_center(self, i: int) -> QPointF:
        n = max(1, len(self.names))
        w, h = self.width(), self.height()
        a = math.radians(90 + 360 * i / n)
        return QPointF(w / 2 + (w / 2 - 48) * math.cos(a), h / 2 + (h / 2 - 26) * math.sin(a))

    def seat_at(self, pos) -> int | None:
        for i in range(len(self.names)):
            c = self.seat_center(i)
            if (c - pos).manhattanLength() < 34:
                return i
        return None

    def paintEvent(self, e):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.setPen(QPen(QColor("#5a3d22"), 5))
        p.setBrush(QColor("#2d6b45"))
        p.drawEllipse(QRectF(40, 26, w - 80, h - 52))
        p.setPen(QColor(242, 220, 160))
        # inside the oval, clear of the seats on its left and right
        p.drawText(QRectF(w * 0.3, h / 2 - 30, w * 0.4, 60), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                   self.order_text())
        fm = p.fontMetrics()
        for i, name in enumerate(self.names):
            c = self.seat_center(i)
            tag = "" if i >= len(self.teams) or self.teams[i] is None else f" ({self.teams[i] + 1})"
            if i in self.heads:
                tag = " ♛" + tag
            label = fm.elidedText(f"{i + 1} {name}{tag}", Qt.TextElideMode.ElideRight, 96)
            rw = max(56, fm.horizontalAdvance(label) + 14) / 2
            team = self.teams[i] if i < len(self.teams) else None
            ring = QColor(TEAM_COLORS[team % len(TEAM_COLORS)]) if team is not None else QColor("white")
            p.setPen(QPen(QColor("#f2c14e") if i == 0 and team is None else ring, 3 if team is not None else 2))
            p.setBrush(QColor("#223"))
            p.drawRoundedRect(QRectF(c.x() - rw, c.y() - 12, 2 * rw, 24), 12, 12)
            p.setPen(QColor("white"))
            p.drawText(QRectF(c.x() - rw, c.y() - 12, 2 * rw, 24), Qt.AlignmentFlag.AlignCenter, label)

    def mousePressEvent(self, e):
        self._from = self.seat_at(e.position())

    def mouseReleaseEvent(self, e):
        to = self.seat_at(e.position())
        if self._from is not None and to is not None and to != self._from:
            self.swap.emit(self._from, to)
        self._from = None
