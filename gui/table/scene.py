"""The table scene: seats around an oval in seat order (clockwise = to the left of the person at
the screen, who sits at the bottom), drawn from one engine view.  Drags light up the legal targets
derived from legal_actions; a drop becomes a request that the window sends to the engine."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from .. import i18n
from ..card_render import CardRenderer, font
from ..i18n import tr
from .arrows import ArrowsMixin
from .card_item import CardItem
from .placement import place_others
from .seat_item import SeatItem, ZoneArea


@dataclass
class TableContext:
    viewer: int | None = None           # the player sitting at the bottom (the screen's person)
    acting: int | None = None           # who the table currently takes input from
    legal: list = field(default_factory=list)   # action texts the acting player may answer now
    answers: list = field(default_factory=list)  # the same with their gesture hints (source, target, follow)
    zone_keys: dict = field(default_factory=dict)  # (owner, zone name) -> zone key of the typed view
    turn_player: int | None = None
    deciding: tuple = ()
    clockwise: bool = True
    links: list = field(default_factory=list)   # (seat a, seat b, kind) from the seating graph
    show_links: bool = False
    card_scale: float = 1.0
    defn: object = None                 # card id → CardDef
    info: str = ""
    combat: dict | None = None          # the attack in progress: attacker, target, blocker (public)


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


class TableScene(ArrowsMixin, QGraphicsScene):
    drop_requested = Signal(object, object)     # CardItem, target tuple
    action_chosen = Signal(str)                 # an action text chosen by a click
    menu_requested = Signal(object, object)     # item, global QPoint
    hovered = Signal(object)                    # CardItem or None
    explain_requested = Signal(object)          # CardItem with no legal move that a person tried to use

    def __init__(self, parent=None):
        super().__init__(parent)
        self.renderer = CardRenderer()
        self.seats: dict[int, SeatItem] = {}
        self.view = None                    # the typed View drawn now
        self.view_data: dict = {}           # the same as the seats draw it (view_model.table_data)
        self.ctx = TableContext()
        self.size = (1200.0, 800.0)
        self.order: list[int] = []          # player indices clockwise from the bottom
        self._drag_targets: set = set()         # cards and players the dragged card may point at
        self._drag_line: tuple | None = None    # (from, to) scene points while a creature is dragged
        self.thinking: int | None = None        # the computer seat thinking now
        self.anim_ms = 0                        # card move / snap-back animation length (0 = off)
        self.animate_moves = False
        self.last_pos: dict = {}
        self._hover: CardItem | None = None     # the card whose preview is shown
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._retired: list = []            # removed card items, freed after the current event
        self.turn_info = TurnInfo()
        self.addItem(self.turn_info)
        self.turn_info.hide()

    # -- state ---------------------------------------------------------------------------
    def set_state(self, view, ctx: TableContext) -> None:
        """Draw `view` (the typed View of engine/core/view.py) with the table context `ctx`."""
        from .view_model import table_data
        old_arrows = [(a, b) for a, b, *_ in self.arrows()] if self.ctx is not None else []
        self.view, self.view_data, self.ctx = view, table_data(view), ctx
        seat_of = {s.player: s.seat for s in view.seats}
        n = len(seat_of)
        bottom = ctx.viewer if ctx.viewer is not None else (ctx.turn_player or 0)
        base = seat_of.get(bottom, 0)
        by_seat = {seat: p for p, seat in seat_of.items()}
        self.order = [by_seat[(base + k) % n] for k in range(n) if (base + k) % n in by_seat]
        for idx in list(self.seats):
            if idx not in seat_of:
                self.removeItem(self.seats.pop(idx))
        for p in seat_of:
            if p not in self.seats:
                it = SeatItem(self, p)
                self.addItem(it)
                self.seats[p] = it
        self.relayout()
        if old_arrows or self.arrows():   # arrows span seats: repaint them as a whole when they change
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.ForegroundLayer)

    def relayout(self, w: float | None = None, h: float | None = None) -> None:
        if w is not None:
            self.size = (max(400.0, w), max(300.0, h))
        W, H = self.size
        self.setSceneRect(0, 0, W, H)
        if not self.order:
            return
        ctx = self.ctx
        others = self.order[1:]
        m = len(others)
        cs = ctx.card_scale
        # the person at the screen: as large as fits in the lower part
        s_own = 1.0
        ow, oh = SeatItem.size_for(True, s_own, cs)
        while (ow > W * 0.98 or oh > H * 0.52) and s_own > 0.5:
            s_own -= 0.05
            ow, oh = SeatItem.size_for(True, s_own, cs)
        own_rect = QRectF((W - ow) / 2, H - oh - 6, ow, oh)
        key = (m, W, H, own_rect.x(), own_rect.y(), own_rect.width(), own_rect.height())
        if getattr(self, "_placed_key", None) != key:  # the search is the costly part of an update
            self._placed_key, self._placed = key, place_others(m, W, H, own_rect)
        rects = self._placed
        above = [r.bottom() for r, _ in rects if r.left() < W * 0.7 and r.right() > W * 0.3]
        self.center_y = ((max(above) if above else 0) + own_rect.top()) / 2
        views = {p["index"]: p for p in self.view_data.get("players", [])}
        viewer = ctx.viewer
        # where every card was drawn before this update: a card that changed zone glides from there
        self.animate_moves = self.anim_ms > 0 and w is None
        self.last_pos = {it.token: it.scenePos() for seat in self.seats.values() for it in seat.card_items()} \
            if self.animate_moves else {}
        for k, idx in enumerate(self.order):
            seat = self.seats[idx]
            seat.set_slots(views.get(idx, {}).get("slots", {}))
            own = k == 0 and viewer is not None and idx == viewer
            if k == 0:
                seat.layout(own or True, s_own, cs)
                seat.own = own
                seat.setPos(own_rect.topLeft())
            else:
                r, s = rects[k - 1]
                seat.layout(False, s, 1.0)
                seat.setPos(r.topLeft())
            seat.active = idx == ctx.turn_player
            seat.acting = idx in ctx.deciding
            seat.thinking = idx == self.thinking
            seat.lit = bool(self._clicks_on(f"p{idx}"))
            seat.set_player(views.get(idx, {}), self._face_fn(idx), self._defn)
        self._mark_actionable()
        h = self._hover
        if h is not None and (h.scene() is not self or not h.isVisible()):
            self.clear_hover()  # the hovered card left the table: its preview must not stay
        # repaint only what changed: items update themselves; the felt (cached background) shows the turn
        # info and the seats' places, the foreground the seating links
        oval = QRectF(W * 0.06, H * 0.08, W * 0.88, H * 0.84)
        self.turn_info.set(ctx.info, ctx.clockwise, QPointF(oval.center().x(), self.center_y), min(W, H) * 0.09,
                           own_rect.top() - (max(above) if above else 0))
        self.turn_info.show()
        self.background_is(W, H, tuple(self.order), ctx.show_links, tuple(ctx.links) if ctx.show_links else ())

    def background_is(self, *key) -> None:
        """Drop the view's cached background (felt, frames, lines) only when `key`, what it shows, changes."""
        if key != getattr(self, "_bg_key", None):
            self._bg_key = key
            if (cb := getattr(self, "changed_layout", None)) is not None:
                cb()
            self.update()

    def _defn(self, card_id):
        f = self.ctx.defn
        return f(card_id) if f and card_id else None

    def _face_fn(self, owner: int):
        def face(role, card):
            return "card" in card and not card.get("hidden")
        return face

    def retire(self, item) -> None:
        """A card item taken off the table stays alive until the event being handled is over: a drop
        removes the very item whose mouse release Qt is still delivering (freeing it then would crash)."""
        if not self._retired:
            QTimer.singleShot(0, self._retired.clear)
        self._retired.append(item)

    # -- actionable items ----------------------------------------------------------------
    def _tokens(self) -> dict:
        """token → the acting player's answers that name it (cN, a handle, or pN)."""
        out: dict[str, list] = {}
        for a in self.ctx.answers:
            for tok in a.text.split()[2:]:
                out.setdefault(tok, []).append(a)
        return out

    def zone_key(self, owner, name: str):
        keys = self.ctx.zone_keys
        return keys.get((owner, name), keys.get((None, name)))

    def set_thinking(self, player) -> None:
        self.thinking = player
        for idx, seat in self.seats.items():
            on = idx == player
            if seat.thinking != on:
                seat.thinking = on
                seat.update()

    def _mark_actionable(self) -> None:
        toks = self._tokens()
        for seat in self.seats.values():
            for it in seat.card_items():
                acts = toks.get(it.token, [])
                it.draggable = any(a.source == it.token and (a.target is not None or a.follow) for a in acts)
                # the asked person's own face-up cards move too: a drop with no answer is said why, as made
                it.movable = it.draggable or (it.face_up and self.ctx.acting is not None and
                                              it.owner == self.ctx.acting)
                # every card with a legal move glows: playable, chargeable, able to attack or answer
                it.set_lit(bool(acts))
            seat.lit = bool(self._clicks_on(f"p{seat.player}"))
            seat.repaint_if_changed()

    def _clicks_on(self, token: str) -> list:
        """Answers given by clicking this card or seat: it is their target and nothing is dragged."""
        return [a for a in self.ctx.answers if a.source is None and a.target == token]

    def actions_for(self, token: str) -> list[str]:
        return [a.text for a in self._tokens().get(token, [])]

    # -- interaction ---------------------------------------------------------------------
    def card_hovered(self, item: CardItem, on: bool) -> None:
        if on:
            self._hover = item
            self.hovered.emit(item)
        elif self._hover is item or self._hover is None:
            self.clear_hover()

    def clear_hover(self) -> None:
        self._hover = None
        self.hovered.emit(None)

    def item_clicked(self, item: CardItem) -> None:
        every = self.actions_for(item.token)
        acts = self._clicks_on(item.token)
        if len(acts) == 1 and len(every) == 1:
            self.action_chosen.emit(acts[0].text)
        elif every:
            self.menu_requested.emit(item, None)     # the card's moves, named, to pick from
        else:
            self.explain_requested.emit(item)       # never silence: say why nothing is possible

    def drag_refused(self, item: CardItem) -> None:
        """A card without a legal move was dragged: it stays, and the table says why."""
        self.explain_requested.emit(item)

    def seat_clicked(self, seat: SeatItem) -> None:
        acts = self._clicks_on(f"p{seat.player}")
        if len(acts) == 1:
            self.action_chosen.emit(acts[0].text)

    def area_clicked(self, area: ZoneArea) -> None:
        self.seat_clicked(area.seat)

    def context_menu(self, item: CardItem, pos) -> None:
        self.menu_requested.emit(item, pos)

    def focus_next(self, item: CardItem, back: bool) -> None:
        items = [it for s in (self.seats[i] for i in self.order) for it in s.card_items()
                 if it.draggable or it.lit]
        if not items:
            return
        try:
            k = items.index(item)
        except ValueError:
            k = -1
        items[(k + (-1 if back else 1)) % len(items)].setFocus(Qt.FocusReason.TabFocusReason)

    def focus_first(self) -> bool:
        for i in self.order:
            for it in self.seats[i].card_items():
                if it.draggable or it.lit:
                    it.setFocus(Qt.FocusReason.TabFocusReason)
                    return True
        return False

    # -- drag and drop -------------------------------------------------------------------
    def legal_drop_targets(self, item: CardItem) -> tuple[set, set]:
        """(card and player tokens, zone keys) this card may be dropped on now, from its answers' hints."""
        toks: set = set()
        zones: set = set()
        for a in self.ctx.answers:
            if a.source != item.token:
                continue
            for t in ((a.target,) if a.target is not None else ()) + tuple(a.follow or ()):
                (toks if t.split(".")[0] == t else zones).add(t)
        return toks, zones

    def drag_started(self, item: CardItem) -> None:
        self.clear_hover()
        toks, zones = self.legal_drop_targets(item)
        self._drag_targets = toks
        for seat in self.seats.values():
            seat.lit = f"p{seat.player}" in toks
            seat.repaint_if_changed()
            for z, a in seat.areas.items():
                a.set_lit(self.zone_key(seat.player, z) in zones)
            for it in seat.card_items():
                it.set_lit(it.token in toks)

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        if self._drag_targets:   # it points at cards or players (an attack): an arrow follows the pointer
            old = self._drag_line
            start = item.mapToScene(QPointF(item.w / 2, item.h / 2)) - item.pos() + item.home
            self._drag_line = (start, pos)
            self.invalidate(self._arrow_rect(old) if old else QRectF(), QGraphicsScene.SceneLayer.ForegroundLayer)
            self.invalidate(self._arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)

    def target_at(self, pos: QPointF, dragged: CardItem | None = None):
        """What lies under a scene point: ('card', token, owner, zone) / ('zone', owner, zone) /
        ('seat', player) / None."""
        for it in self.items(pos):
            if it is dragged:
                continue
            if isinstance(it, CardItem):
                return ("card", it.token, it.owner, self.zone_key(it.owner, it.zone))
            if isinstance(it, ZoneArea):
                return ("zone", it.seat.player, self.zone_key(it.seat.player, it.zone))
            if isinstance(it, SeatItem):
                return ("seat", it.player)
        return None

    def drag_dropped(self, item: CardItem, pos: QPointF) -> None:
        if self._drag_line is not None:
            self.invalidate(self._arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)
            self._drag_line = None
        for seat in self.seats.values():
            for a in seat.areas.values():
                a.set_lit(False)
        target = self.target_at(pos, item)
        self._mark_actionable()
        self.drop_requested.emit(item, target)

    # -- background: felt oval, turn direction, seating links ----------------------------
    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        """The felt: it depends on the table's size only, so Qt's background cache stays valid."""
        W, H = self.size
        p.fillRect(rect, QColor("#1b2027"))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        oval = QRectF(W * 0.06, H * 0.08, W * 0.88, H * 0.84)
        g = QRadialGradient(oval.center(), oval.width() / 2)
        g.setColorAt(0, QColor("#2d6b45"))
        g.setColorAt(1, QColor("#1d4a30"))
        p.setPen(QPen(QColor("#5a3d22"), 14))
        p.setBrush(g)
        p.drawEllipse(oval)
