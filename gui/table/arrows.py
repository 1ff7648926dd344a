"""Arrows over the table (the scene's foreground): the attack in progress (red), its block (blue; dashed from
each creature that may block while the defender decides), the drag in progress, and the seating links."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from ..card_render import font
from ..i18n import tr
from .seat_slots import FRONT


class ArrowsMixin:
    # -- attack and block arrows -----------------------------------------------------------
    @staticmethod
    def _arrow_rect(line) -> QRectF:
        a, b = line
        return QRectF(a, b).normalized().adjusted(-30, -30, 30, 30)

    def _point_of(self, ref, zone: str | None = None):
        """Scene centre of a card id / card token / player token on the table, or None; with
        `zone`, only a card at that place of its seat (gui/table/seat_slots.py)."""
        if isinstance(ref, int):
            ref = f"c{ref}"
        if not isinstance(ref, str):
            return None
        if ref.startswith("p") and ref[1:].isdigit():
            seat = self.seats.get(int(ref[1:]))
            return seat.mapToScene(QPointF(seat.w / 2, seat.header_h / 2)) if seat else None
        for seat in self.seats.values():
            for it in seat.card_items():
                if it.token == ref and (zone is None or it.slot == zone):
                    return it.scene_center()
        return None

    ATTACK_COLOR = QColor(255, 96, 80, 230)
    BLOCK_COLOR = QColor(90, 170, 255, 235)

    def arrows(self) -> list:
        """(from, to, colour, style) for the attack in progress (red, attacker -> target), its block
        (blue, blocker -> attacker; dashed from each creature that may block while the defender
        decides) and the drag in progress.  style: "solid" or "dash"."""
        out = []
        d = self.view_data.get("decision") or {}
        info = d.get("info") or {}
        combat = dict(getattr(self.ctx, "combat", None) or {})
        if "attacker" in info:      # the decision names the attack: trust it over the log
            combat.update(attacker=info.get("attacker"), target=info.get("target"))
        # creatures fight in the battle zone: an attacker or blocker that left it ended the fight
        att = self._point_of(combat.get("attacker"), FRONT) if combat.get("attacker") is not None else None
        if att is not None:
            tgt = self._point_of(combat.get("target"), FRONT) if combat.get("target") is not None else None
            if tgt is not None:
                out.append((att, tgt, self.ATTACK_COLOR, "solid"))
            blk = self._point_of(combat.get("blocker"), FRONT) if combat.get("blocker") is not None else None
            if blk is not None:
                out.append((blk, att, self.BLOCK_COLOR, "solid"))
            elif d.get("kind") == "block":
                for ans in self.ctx.answers:
                    if ans.source is None and ans.target is not None:
                        cand = self._point_of(ans.target, FRONT)
                        if cand is not None:
                            out.append((cand, att, self.BLOCK_COLOR, "dash"))
        if self._drag_line is not None:
            out.append((*self._drag_line, QColor(255, 170, 60, 230), "solid"))
        return out

    @staticmethod
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

    def drawForeground(self, p: QPainter, rect: QRectF) -> None:
        arrows = self.arrows()
        if arrows:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for a, b, col, style in arrows:
                self.draw_arrow(p, a, b, col, style)
        if not self.ctx.show_links or not self.ctx.links:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        idx_of_seat = {pd["seat"]: pd["index"] for pd in self.view_data.get("players", [])}
        for a, b, kind in self.ctx.links:
            ia, ib = idx_of_seat.get(a), idx_of_seat.get(b)
            if ia not in self.seats or ib not in self.seats:
                continue
            sa, sb = self.seats[ia], self.seats[ib]
            pa = sa.mapToScene(QPointF(sa.w / 2, sa.h / 2))
            pb = sb.mapToScene(QPointF(sb.w / 2, sb.h / 2))
            col = QColor(242, 193, 78, 200) if kind == "left" else QColor(120, 200, 255, 200)
            pen = QPen(col, 3, Qt.PenStyle.DashLine if kind == "front" else Qt.PenStyle.SolidLine)
            p.setPen(pen)
            p.drawLine(pa, pb)
            # arrow head two thirds of the way, pointing to b
            d = pb - pa
            L = math.hypot(d.x(), d.y()) or 1
            ux, uy = d.x() / L, d.y() / L
            tip = pa + d * 0.62
            p.setBrush(col)
            p.drawPolygon(QPolygonF([tip, tip - QPointF(ux * 16 - uy * 8, uy * 16 + ux * 8),
                                     tip - QPointF(ux * 16 + uy * 8, uy * 16 - ux * 8)]))
            p.setFont(font(12, True))
            p.drawText(tip + QPointF(8, -8), tr("left") if kind == "left" else tr("front"))
