"""Arrows over the table (the scene's foreground), for both layouts: their colours and how one is drawn —
the attack in progress (red), its block (blue; dashed from each creature that may block while the defender
decides), a spell's targets (violet, dashed), the drag in progress (orange), and the seating links."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from ..card_render import font
from ..i18n import tr

ATTACK_COLOR = QColor(255, 96, 80, 230)
BLOCK_COLOR = QColor(90, 170, 255, 235)
TARGET_COLOR = QColor(200, 140, 255, 220)
DRAG_COLOR = QColor(255, 170, 60, 230)
LEFT_COLOR = QColor(242, 193, 78, 200)


def parse_ref(ref):
    """What an arrow's end names: ("player", index) for "pN", ("card", token) for a card id or token, None
    for anything else."""
    if isinstance(ref, int):
        ref = f"c{ref}"
    if not isinstance(ref, str):
        return None
    if ref.startswith("p") and ref[1:].isdigit():
        return "player", int(ref[1:])
    return "card", ref


def arrow_rect(line) -> QRectF:
    a, b = line
    return QRectF(a, b).normalized().adjusted(-30, -30, 30, 30)


def draw_arrow(p: QPainter, a: QPointF, b: QPointF, col: QColor, style: str = "solid") -> None:
    d = b - a
    L = math.hypot(d.x(), d.y())
    if L < 8:
        return
    ux, uy = d.x() / L, d.y() / L
    dash = style == "dash"
    pen = QPen(col, 3 if dash else 6, Qt.PenStyle.DashLine if dash else Qt.PenStyle.SolidLine,
               Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawLine(a, b - QPointF(ux * 14, uy * 14))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(col)
    p.drawPolygon(QPolygonF([b, b - QPointF(ux * 24 - uy * 12, uy * 24 + ux * 12),
                             b - QPointF(ux * 24 + uy * 12, uy * 24 - ux * 12)]))


def link_word(kind: str) -> str:
    return tr("left") if kind == "left" else tr("front")


def draw_seat_link(p: QPainter, pa: QPointF, pb: QPointF, kind: str) -> None:
    """A seating link of the classic table: a line with its head two thirds of the way, named."""
    col = LEFT_COLOR if kind == "left" else QColor(120, 200, 255, 200)
    p.setPen(QPen(col, 3, Qt.PenStyle.DashLine if kind == "front" else Qt.PenStyle.SolidLine))
    p.drawLine(pa, pb)
    d = pb - pa
    L = math.hypot(d.x(), d.y()) or 1
    ux, uy = d.x() / L, d.y() / L
    tip = pa + d * 0.62
    p.setBrush(col)
    p.drawPolygon(QPolygonF([tip, tip - QPointF(ux * 16 - uy * 8, uy * 16 + ux * 8),
                             tip - QPointF(ux * 16 + uy * 8, uy * 16 - ux * 8)]))
    p.setFont(font(12, True))
    p.drawText(tip + QPointF(8, -8), link_word(kind))
