"""One card on the table.  Its face comes from the renderer's pixmap cache; lighting, tapping and
summoning sickness are drawn on top so that the cached pixmap is shared."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from ..card_render import font
from .seat_slots import DISCARD, FRONT


def card_data(cv) -> dict:
    """What a CardItem draws of a card's CardView besides its face: tapped, the family's stats (power,
    summoning sickness …), the cards under it."""
    d = dict(cv.stats or {})
    d["tapped"] = bool(cv.tapped)
    if cv.attached:
        d["under"] = [a.token for a in cv.attached]
    return d


class CardItem(QGraphicsItem):
    def __init__(self, tbl, token: str, owner: int, zone: str, parent=None):
        super().__init__(parent)
        self.tbl = tbl
        self.token = token
        self.owner = owner
        self.zone = zone
        self.slot = None        # its zone's place on a seat box (seat_slots), None on the zone table
        self.data_: dict = {}
        self.defn = None
        self.w = self.h = 0
        self.face_up = False
        self.lit = False
        self.draggable = False      # it has a drag answer (its targets light up)
        self.movable = False        # it may be dragged at all (the session says why a drop is refused)
        self.home = QPointF()
        self._z = 0.0
        self._press = None
        self._dragging = False
        self._refused = False   # a drag of a card without moves was explained once
        self._anim: QVariantAnimation | None = None
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        # painted once per change and then blitted by Qt: a repaint of the table calls no Python per card
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- state ---------------------------------------------------------------------------
    @property
    def zone_key(self):
        """The typed view's key of the zone this card is drawn in (what a drop on it lands in)."""
        return self.tbl.zone_key(self.owner, self.zone)

    @property
    def browsable(self) -> bool:
        """The seat shows only the top card of this pile; the rest can be listed."""
        return self.slot == DISCARD

    def set_card(self, data: dict, defn, w: int, h: int, face_up: bool) -> None:
        if data == self.data_ and w == self.w and h == self.h and face_up == self.face_up and defn is self.defn:
            return
        self.prepareGeometryChange()
        self.data_, self.defn, self.w, self.h, self.face_up = data, defn, w, h, face_up
        self.setTransformOriginPoint(w / 2, h / 2)
        self.setRotation(90 if data.get("tapped") else 0)
        self.update()

    def set_home(self, x: float, y: float, came_from: QPointF | None = None, animate: bool = False) -> None:
        """Where the card rests.  `came_from` (in the parent's coordinates) is where the same card was
        drawn before this refresh, when it moved between zones."""
        self.home = QPointF(x, y)
        if self._dragging:
            return
        if came_from is not None and animate:
            self.setPos(came_from)
        if animate:
            self.glide_to(self.home)
        else:
            self._stop_anim()
            self.setPos(self.home)

    def glide_to(self, target: QPointF) -> None:
        """Move with a short animation (the scene's anim_ms, at most 200 ms; 0 = jump)."""
        ms = min(200, int(getattr(self.tbl, "anim_ms", 0) or 0))
        if not self.settled() and self._anim.endValue() == target:
            return
        self._stop_anim()
        if ms <= 0 or (self.pos() - target).manhattanLength() < 1:
            self.setPos(target)
            return
        a = QVariantAnimation(self.tbl)     # dies with the table, never outlives its card's scene
        a.setDuration(ms)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        a.setStartValue(self.pos())
        a.setEndValue(target)
        a.valueChanged.connect(self._anim_step)
        a.finished.connect(a.deleteLater)   # a long game must not pile up finished animations
        self._anim = a
        a.start()

    def _anim_step(self, v) -> None:
        try:
            self.setPos(v)
        except RuntimeError:    # the item left the table while gliding
            a, self._anim = self._anim, None
            if a is not None:
                a.stop()

    def _stop_anim(self) -> None:
        if self.settled():
            return
        a, self._anim = self._anim, None
        a.stop()            # stop() does not emit finished: delete it here
        a.deleteLater()

    def settled(self) -> bool:
        try:
            return self._anim is None or self._anim.state() != QVariantAnimation.State.Running
        except RuntimeError:    # finished and deleted
            self._anim = None
            return True

    def set_z(self, z: float) -> None:
        self._z = z
        self.setZValue(z)

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def snap_back(self) -> None:
        self.setZValue(self._z)
        self.glide_to(self.home)

    def scene_center(self) -> QPointF:
        return self.mapToScene(QPointF(self.w / 2, self.h / 2))

    def rest_center(self) -> QPointF:
        """The scene centre of the card where it rests (its home), wherever it glides or is dragged now: arrows
        start and end there, so an arrow drawn once stays right while the card moves (Qt repaints only the
        moving card's path, and an arrow following it was left in pieces)."""
        c = self.home + QPointF(self.w / 2, self.h / 2)
        parent = self.parentItem()
        return parent.mapToScene(c) if parent is not None else c

    # -- drawing -------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def paint(self, p: QPainter, opt: QStyleOptionGraphicsItem, widget=None) -> None:
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        zoom = p.transform().m11() if not self.data_.get("tapped") else abs(p.transform().m12())
        if zoom > 1.01:  # sharp when zoomed in
            dpr = round(dpr * zoom * 4) / 4
        t = p.transform()
        if t.type() == QTransform.TransformationType.TxTranslate:
            # on whole device pixels: a face drawn at a fractional offset is filtered pixel by pixel
            p.translate(round(t.dx()) - t.dx(), round(t.dy()) - t.dy())
        r = self.tbl.renderer
        if self.face_up and self.defn is not None:
            pm = r.face(self.defn, self.w, self.h, dpr, self.data_)
        else:
            pm = r.back(self.w, self.h, dpr)
        p.drawPixmap(QPointF(0, 0), pm)
        if self.data_.get("sick") and self.slot == FRONT:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(30, 30, 60, 210))
            d = max(12.0, self.w * 0.22)
            rr = QRectF(self.w - d - 2, 2, d, d)
            p.drawEllipse(rr)
            p.setPen(QColor("#cfe3ff"))
            p.setFont(font(d * 0.6, True))
            p.drawText(rr, Qt.AlignmentFlag.AlignCenter, "z")
        if self.data_.get("under"):
            p.setPen(QColor("white"))
            p.setBrush(QColor(0, 0, 0, 190))
            rr = QRectF(self.w - 24, self.h - 17, 22, 15)
            p.drawRoundedRect(rr, 3, 3)
            p.setFont(font(11, True))
            p.drawText(rr, Qt.AlignmentFlag.AlignCenter, f"+{len(self.data_['under'])}")
        if self.lit or self.hasFocus():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#7CFC8A") if self.lit else QColor("#8fd3ff"), 3))
            p.drawRoundedRect(QRectF(-1.5, -1.5, self.w + 3, self.h + 3), 6, 6)

    # -- input ---------------------------------------------------------------------------
    def hoverEnterEvent(self, e):
        self.tbl.card_hovered(self, True)

    def hoverLeaveEvent(self, e):
        self.tbl.card_hovered(self, False)

    def mousePressEvent(self, e):
        if e.button() == Qt.MouseButton.LeftButton:
            self._press = e.scenePos()
            e.accept()
        else:
            e.ignore()

    def mouseMoveEvent(self, e):
        if self._press is None:
            return
        if not self._dragging and (e.scenePos() - self._press).manhattanLength() < 6:
            return
        if not self.movable:
            if not self._refused:   # never silence: a card that cannot move says why, once per drag
                self._refused = True
                self.tbl.drag_refused(self)
            return
        if not self._dragging:
            self._dragging = True
            self._stop_anim()
            self.setZValue(1000)
            self.tbl.drag_started(self)
        self.setPos(self.home + (e.scenePos() - self._press))
        self.tbl.drag_moved(self, e.scenePos())

    def mouseReleaseEvent(self, e):
        if self._press is None:
            return
        was_drag = self._dragging
        refused = self._refused
        self._press = None
        self._dragging = False
        self._refused = False
        if refused:
            return
        if was_drag:
            self.tbl.drag_dropped(self, e.scenePos())
        else:
            self.tbl.item_clicked(self)

    def sceneEvent(self, e):
        if e.type() == QEvent.Type.UngrabMouse and self._dragging:
            # the mouse was taken away mid-drag (a dialog, the table redrawn under the card): no drop comes,
            # so the drag ends here; its targets go dark and the card goes home
            self._press = None
            self._dragging = False
            self.tbl.drag_cancelled(self)
        return super().sceneEvent(e)

    def contextMenuEvent(self, e):
        self.tbl.context_menu(self, e.screenPos())

    def keyPressEvent(self, e):
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Menu):
            views = self.scene().views() if self.scene() else []
            if views:
                v = views[0]
                pt = v.viewport().mapToGlobal(v.mapFromScene(self.scene_center()))
                self.tbl.context_menu(self, pt)
            return
        if e.key() in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            # the arrows walk the cards that can do something; Tab leaves the table for the answers (view.py)
            self.tbl.focus_next(self, e.key() in (Qt.Key.Key_Left, Qt.Key.Key_Up))
            return
        super().keyPressEvent(e)

    # a focused card is outlined, not previewed: Tab passing by must not open big cards over the table (its
    # menu, Enter, has "Show this card large")
    def focusInEvent(self, e):
        self.update()

    def focusOutEvent(self, e):
        self.update()


def sync_cards(host, tbl, old: dict, entries: list, zone: str, slot=None, appear_at: QPointF | None = None) -> dict:
    """The card items of one zone box after an update, for both table layouts: `old` {token: CardItem} are the
    items drawn so far, `entries` [(token, owner, data, defn, w, h, face_up, x, y)] what to draw now (x, y in
    `host`'s coordinates).  A kept card moves, a card drawn elsewhere a moment ago glides from there, a new one
    appears at `appear_at` (or in place); the rest leave the table.  Returns the new {token: CardItem}."""
    new: dict = {}
    last = getattr(tbl, "last_pos", {})
    animate = getattr(tbl, "animate_moves", False)
    for z, (tok, owner, data, defn, w, h, face_up, x, y) in enumerate(entries):
        it = old.pop(tok, None)
        came_from = None
        if it is None:
            it = CardItem(tbl, tok, owner, zone, host)
            was = last.get(tok)
            if was is not None:     # the same card drawn elsewhere a moment ago: glide from there
                came_from = host.mapFromScene(was)
            else:
                it.setPos(appear_at if appear_at is not None else QPointF(x, y))
        it.zone, it.slot = zone, slot
        it.set_card(data, defn, w, h, face_up)
        it.set_home(x, y, came_from, animate)
        it.set_z(z)
        new[tok] = it
    leaving = getattr(last, "leaving", None)
    for it in old.values():
        it._stop_anim()
        if leaving is not None:
            leaving(it)     # where it was, for the same card drawn in another zone (scene.DrawnAt)
        if host.scene() is not None:
            host.scene().removeItem(it)
        it.setParentItem(None)
        tbl.retire(it)      # alive until the event being handled (a drop's mouse release) is over
    return new
