"""The table scene, the one for every format: it draws one typed View (engine/core/view.py) and turns drags,
drops and clicks into requests the window sends to the engine.  Where the areas go is the business of a layout
object chosen from the view's zone specs (composition, not subclasses):

    SeatLayout  (gui/table/seat_layout.py)          every zone is a player's own: seats around an oval, in
                                                     seat order (clockwise = to the left of the person at the
                                                     screen, who sits at the bottom)
    ZoneLayout  (gui/table/layouts/zone_layout.py)  a zone shared by the table or a team (a field, a stack,
                                                     team life): seats, team boxes and the shared zones

The scene keeps what both share: the signals, the card renderer, the context of the drawing (TableContext),
the drag line, the hover, the felt and the arrows' painting."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..card_render import CardRenderer
from .arrows import ATTACK_COLOR, BLOCK_COLOR, DRAG_COLOR, arrow_rect, draw_arrow
from .card_item import CardItem
from .layouts.seat_boxes import CONTROLS_W
from .layouts.zone_layout import ZoneLayout, needs_zone_table
from .seat_layout import SeatLayout
from .turn_info import TurnInfo


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
    dimmed: tuple = ()                  # seats drawn dimmed (not asked while every player answers in turn)
    combat: dict | None = None          # the attack in progress: attacker, target, blocker (public)


class DrawnAt:
    """Where each card was drawn before this update (scene points by token), read only for the few cards that
    changed zone: a drop moves one card, and asking every card of eight seats for its place cost a Qt call each.
    A card item leaving the table says where it was as it goes (`leaving`); the others are still where they
    were drawn when asked."""

    def __init__(self, items):
        self.items = {it.token: it for it in items}
        self.left: dict = {}

    def leaving(self, item) -> None:
        self.left[item.token] = item.scenePos()

    def get(self, token):
        if token in self.left:
            return self.left[token]
        it = self.items.get(token)
        return it.scenePos() if it is not None and it.scene() is not None else None


class TableScene(QGraphicsScene):
    drop_requested = Signal(object, object)     # CardItem, target tuple
    action_chosen = Signal(str)                 # an action text chosen by a click
    menu_requested = Signal(object, object)     # item, global QPoint
    hovered = Signal(object)                    # CardItem or None
    explain_requested = Signal(object)          # CardItem with no legal move that a person tried to use

    ATTACK_COLOR = ATTACK_COLOR
    BLOCK_COLOR = BLOCK_COLOR

    def __init__(self, parent=None):
        super().__init__(parent)
        self.renderer = CardRenderer()
        self.view = None                    # the typed View drawn now
        self.ctx = TableContext()
        self.size = (1200.0, 800.0)
        self._drag_line: tuple | None = None    # (from, to) scene points while a card points at something
        self.thinking: int | None = None        # the computer seat thinking now
        self.anim_ms = 0                        # card move / snap-back animation length (0 = off)
        self.animate_moves = False
        self.last_pos: dict = {}
        self.center_y = 0.0
        self.controls_w = CONTROLS_W    # the zone table's column for End turn and Skip ahead (TableView.fit_controls_column)
        self._hover: CardItem | None = None     # the card whose preview is shown
        # is the pointer on this card where it rests?  The view answers (TableView.pointer_on); alone, a
        # scene only knows whether the card is still on the table
        self.pointer_on = lambda item: item.scene() is self and item.isVisible()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._retired: list = []            # removed card items, freed after the current event
        self.turn_info = TurnInfo()
        self.addItem(self.turn_info)
        self.turn_info.hide()
        self.seat_layout = SeatLayout(self)
        self.zone_layout = ZoneLayout(self)
        self.layout = self.seat_layout

    # -- what the layouts hold, as the window and the tests read it ------------------------------------
    @property
    def zone_mode(self) -> bool:
        return self.layout is self.zone_layout

    @property
    def order(self) -> list:
        """Player indices drawn, the person at the screen first."""
        return self.layout.order

    @property
    def seats(self) -> dict:
        return self.seat_layout.seats

    @property
    def boxes(self) -> dict:
        return self.zone_layout.boxes

    @property
    def team_boxes(self) -> dict:
        return self.zone_layout.team_boxes

    @property
    def shared_boxes(self) -> dict:
        return self.zone_layout.shared_boxes

    @property
    def plan(self):
        return self.zone_layout.plan

    @property
    def answers(self) -> list:
        """The acting person's answers with their gesture hints."""
        return self.ctx.answers

    def all_cards(self):
        return self.layout.cards()

    def zone_boxes(self):
        return self.zone_layout.zone_boxes()

    def front_lines(self) -> list:
        return self.zone_layout.front_lines()

    def _point_of(self, ref, zone: str | None = None):
        return self.layout.point_of(ref, zone)

    # -- state -----------------------------------------------------------------------------------------
    def set_state(self, view, ctx: TableContext) -> None:
        """Draw `view` (the typed View of engine/core/view.py) with the table context `ctx`."""
        layout = self.zone_layout if needs_zone_table(view) else self.seat_layout
        # arrows span seats: repaint them as a whole when there were some or are some now (the zone layout's
        # always: its stack targets and attacks follow every change)
        repaint = self.layout.repaint_foreground or layout.repaint_foreground or bool(self.arrows())
        if layout is not self.layout:
            self.layout.clear()
            self.layout = layout
        if ctx.viewer != self.ctx.viewer:
            self.clear_hover()      # the screen passed to another person: the card looked at stays with its viewer
        self.view, self.ctx = view, ctx
        layout.set_view(view, ctx)
        self.relayout()
        if repaint or self.arrows():
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.ForegroundLayer)

    def relayout(self, w: float | None = None, h: float | None = None) -> None:
        if w is not None:
            self.size = (max(400.0, w), max(300.0, h))
        W, H = self.size
        self.setSceneRect(0, 0, W, H)
        if self.view is None or not self.layout.order and not self.zone_mode:
            return
        # where every card was drawn before this update: a card that changed zone glides from there
        self.animate_moves = self.anim_ms > 0 and w is None
        self.last_pos = DrawnAt(self.layout.cards()) if self.animate_moves else {}
        self.layout.relayout(W, H)
        self.mark_actionable()
        h_ = self._hover
        if h_ is not None and not self.pointer_on(h_):
            self.clear_hover()  # the hovered card left the table or its place under the pointer: no preview stays
        elif h_ is not None:
            self.hovered.emit(h_)   # still looked at: its preview finds a place on the table as it is now

    def background_is(self, *key) -> None:
        """Drop the view's cached background (felt, frames, lines) only when `key`, what it shows, changes."""
        if key != getattr(self, "_bg_key", None):
            self._bg_key = key
            if (cb := getattr(self, "changed_layout", None)) is not None:
                cb()
            self.update()

    def defn(self, card_id):
        f = self.ctx.defn
        return f(card_id) if f and card_id else None

    def player_name(self, p) -> str:
        for s in (self.view.seats if self.view is not None else ()):
            if s.player == p:
                return s.name
        return f"P{p}"

    def retire(self, item) -> None:
        """A card item taken off the table stays alive until the event being handled is over: a drop
        removes the very item whose mouse release Qt is still delivering (freeing it then would crash)."""
        if not self._retired:
            QTimer.singleShot(0, self._retired.clear)
        self._retired.append(item)

    def zone_key(self, owner, name: str):
        keys = self.ctx.zone_keys
        return keys.get((owner, name), keys.get((None, name)))

    def set_thinking(self, player) -> None:
        self.thinking = player
        self.layout.set_thinking(player)

    def mark_actionable(self) -> None:
        self.layout.mark_actionable()

    # -- interaction -----------------------------------------------------------------------------------
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
        self.layout.item_clicked(item)

    def choose(self, acts: list, every: list, item: CardItem) -> None:
        """A click on a card: its one answer, else the menu of its answers, else why nothing is possible."""
        if len(acts) == 1 and len(every) == 1:
            self.action_chosen.emit(acts[0].text)
        elif every:
            self.menu_requested.emit(item, None)     # the card's moves, named, to pick from
        else:
            self.explain_requested.emit(item)       # never silence: say why nothing is possible

    def click_on(self, token: str) -> None:
        """A click on a seat or zone: the answer that names it, when there is exactly one."""
        acts = [a for a in self.ctx.answers if a.source is None and a.target == token]
        if len(acts) == 1:
            self.action_chosen.emit(acts[0].text)

    # the items' clicks (seat_item.py, seat_parts.py, layouts/seat_boxes.py, layouts/zone_items.py)
    def seat_clicked(self, seat) -> None:
        self.click_on(f"p{seat.player}")

    def area_clicked(self, area) -> None:
        self.seat_clicked(area.seat)

    def seat_box_clicked(self, box) -> None:
        self.click_on(f"p{box.player}")

    def box_clicked(self, box) -> None:
        self.click_on(box.key)

    def drag_refused(self, item: CardItem) -> None:
        """A card without a legal move was dragged: it stays, and the table says why."""
        self.explain_requested.emit(item)

    def context_menu(self, item: CardItem, pos) -> None:
        self.menu_requested.emit(item, pos)

    def focus_items(self) -> list:
        return [it for it in self.layout.cards() if it.draggable or it.lit]

    def focus_next(self, item: CardItem, back: bool) -> None:
        items = self.focus_items()
        if items:
            k = items.index(item) if item in items else -1
            items[(k + (-1 if back else 1)) % len(items)].setFocus(Qt.FocusReason.TabFocusReason)

    def focus_first(self) -> bool:
        items = self.focus_items()
        if items:
            items[0].setFocus(Qt.FocusReason.TabFocusReason)
        return bool(items)

    # -- drag and drop ---------------------------------------------------------------------------------
    def drag_started(self, item: CardItem) -> None:
        self.clear_hover()
        self.layout.drag_started(item)

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        if self.layout.points_at_things(item):   # an attack or a block: an arrow follows the pointer
            old = self._drag_line
            start = item.mapToScene(QPointF(item.w / 2, item.h / 2)) - item.pos() + item.home
            self._drag_line = (start, pos)
            self.invalidate(arrow_rect(old) if old else QRectF(), QGraphicsScene.SceneLayer.ForegroundLayer)
            self.invalidate(arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)

    def drag_cancelled(self, item: CardItem) -> None:
        """A drag that ended without a drop: its line and lit targets go, the card goes home."""
        if self._drag_line is not None:
            self.invalidate(arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)
            self._drag_line = None
        self.layout.drag_ended()
        if item.scene() is self:
            item.snap_back()

    def drag_dropped(self, item: CardItem, pos: QPointF) -> None:
        if self._drag_line is not None:
            self.invalidate(arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)
            self._drag_line = None
        self.layout.dropped(item, pos)

    # -- painting --------------------------------------------------------------------------------------
    def arrows(self) -> list:
        """(from, to, colour, style) of the layout's arrows (attacks, blocks, targets) and the drag in
        progress.  style: "solid" or "dash"."""
        out = self.layout.arrows() if self.view is not None else []
        if self._drag_line is not None:
            out.append((*self._drag_line, DRAG_COLOR, "solid"))
        return out

    def drawForeground(self, p: QPainter, rect: QRectF) -> None:
        arrows = self.arrows()
        if arrows:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for a, b, col, style in arrows:
                draw_arrow(p, a, b, col, style)
        if self.ctx.show_links and self.ctx.links:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.layout.draw_links(p)

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        """The felt, and what the layout draws on it; it changes with the size and the layout's key only,
        so Qt's background cache stays valid (background_is)."""
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
        if self.view is not None:
            self.layout.draw_background(p)
