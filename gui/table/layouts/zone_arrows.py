"""The zone table's arrows and lines (gui/table/layouts/zone_scene.py): the stack's targets, attacks and
blocks, the seating graph's left and front links, and the felt under the shared zones."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...card_render import font
from ...i18n import tr


class ZoneArrows:
    """Mixed into ZoneTableScene before TableScene, whose arrows and felt it draws in the classic mode."""

    # -- arrows: the stack's targets, attacks ------------------------------------------------------
    def _point(self, tok) -> QPointF | None:
        if isinstance(tok, int):
            tok = f"c{tok}"
        if not isinstance(tok, str):
            return None
        if tok.startswith("p") and tok[1:].isdigit():
            b = self.boxes.get(int(tok[1:]))
            return b.header_point() if b is not None else None
        for z in self.zone_boxes():
            if z.zv is not None and z.zv.kind == "lifo":
                continue
            it = z.items.get(tok)
            if it is not None:
                return it.scene_center()
        return None

    TARGET_COLOR = QColor(200, 140, 255, 220)

    def arrows(self) -> list:
        if not self.zone_mode:
            return super().arrows()
        out = []
        for z in self.shared_boxes.values():
            if z.zv is None or z.zv.kind != "lifo":
                continue
            for it in z.items.values():
                a = it.scene_center()
                for t in it.data_.get("targets", []):
                    b = self._point(t)
                    if b is not None:
                        out.append((a, b, self.TARGET_COLOR, "dash"))
        for it in self.all_cards():
            att = it.data_.get("attacking")
            if isinstance(att, int) and att >= 0 and it.zone != "stack":
                b = self._point(f"p{att}")
                if b is not None:
                    out.append((it.scene_center(), b, self.ATTACK_COLOR, "solid"))
            blk = it.data_.get("blocking")
            if isinstance(blk, int) and blk >= 0:
                b = self._point(blk)
                if b is not None:
                    out.append((it.scene_center(), b, self.BLOCK_COLOR, "solid"))
        combat = getattr(self.ctx, "combat", None) or {}
        if combat.get("attacker") is not None and not any(c == self.ATTACK_COLOR for _a, _b, c, _s in out):
            a, b = self._point(combat.get("attacker")), self._point(combat.get("target"))
            if a is not None and b is not None:
                out.append((a, b, self.ATTACK_COLOR, "solid"))
        if self._drag_line is not None:
            out.append((*self._drag_line, QColor(255, 170, 60, 230), "solid"))
        return out

    def drawForeground(self, p: QPainter, rect: QRectF) -> None:
        if not self.zone_mode:
            super().drawForeground(p, rect)
            return
        arrows = self.arrows()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for a, b, col, style in arrows:
            self.draw_arrow(p, a, b, col, style)
        if self.ctx.show_links and self.ctx.links:
            self._draw_links(p)

    def front_lines(self) -> list:
        """(point, point) between the seats of front players (tag 403-1b), from the seating graph."""
        by_seat = {s.seat: s.player for s in self.tv.seats}
        out = []
        for a, b, kind in self.ctx.links:
            ba, bb = self.boxes.get(by_seat.get(a)), self.boxes.get(by_seat.get(b))
            if kind == "front" and ba is not None and bb is not None:
                out.append((ba.rect.center(), bb.rect.center()))
        return out

    def _draw_links(self, p: QPainter) -> None:
        """Seating-graph lines (left neighbours, front players) between the seats' headers."""
        by_seat = {s.seat: s.player for s in self.tv.seats}
        for a, b, kind in self.ctx.links:
            ba, bb = self.boxes.get(by_seat.get(a)), self.boxes.get(by_seat.get(b))
            if ba is None or bb is None:
                continue
            col = QColor(242, 193, 78, 200) if kind == "left" else QColor(120, 200, 255, 220)
            self.draw_arrow(p, ba.rect.center(), bb.rect.center(), col, "dash" if kind == "front" else "solid")
            mid = (ba.rect.center() + bb.rect.center()) / 2
            p.setPen(col)
            p.drawText(mid + QPointF(8, -8), tr("left") if kind == "left" else tr("front"))

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        order = self.order
        if self.zone_mode:
            self.order = []     # the classic table's felt alone: its turn arc would sit on the shared zones
        try:
            super().drawBackground(p, rect)
        finally:
            self.order = order
        m = getattr(self, "plan", None)
        if not self.zone_mode or m is None:
            return
        # front players face each other across the table: a quiet dashed line under the shared zones
        p.setPen(QPen(QColor(120, 200, 255, 110), 2, Qt.PenStyle.DashLine))
        for a, b in self.front_lines():
            p.drawLine(a, b)
        p.setFont(font(12, True))
        p.setPen(QColor(242, 220, 160))
        r = m.middle
        p.drawText(QRectF(r.left(), r.bottom() - 20, r.width(), 18), Qt.AlignmentFlag.AlignCenter, self.ctx.info or "")
