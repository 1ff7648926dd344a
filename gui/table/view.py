"""The table view: fits the scene to the window (the layout is recomputed for its size, so cards
stay crisp instead of being scaled), with zoom (Ctrl+wheel, +/-/0) and pan (middle button)."""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QCursor, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QApplication, QGraphicsView, QPushButton

from .preview import ARROW_END, CardPreview
from .scene import TableContext, TableScene


def defn_lookup(game):
    """definition id → definition (public card data; a table only sees the ids of cards it may show)."""
    cache: dict = {}

    def lookup(def_id):
        if def_id not in cache:
            cache[def_id] = game.card_definition(def_id)
        return cache[def_id]
    return lookup


def seating_links(view) -> list:
    """(seat, seat, kind) of the seating graph: each alive seat's left neighbour, and front players once."""
    out = []
    for s in sorted(view.seats, key=lambda s: s.seat):
        if s.left is not None:
            out.append((s.seat, s.left, "left"))
        if s.front is not None and s.seat < s.front:
            out.append((s.seat, s.front, "front"))
    return out


COMBAT_WINDOW = 256     # events read back first; an attack's events are never further back than its turn


def _named(e: dict, role: str):
    """The card an attack or block event names: `card`, or the field named for its role (the life-zone
    game's events say `attacker` / `blocker`, as the log's words read them)."""
    return e["card"] if e.get("card") is not None else e.get(role)


def combat_now(game) -> dict | None:
    """The attack in progress as the public log tells it (the per-viewer events of a spectator): the
    attacker, its target and, once declared, the blocker; None between attacks.  Read back to the last
    attack of this turn."""
    for since in (-COMBAT_WINDOW, 0):
        blocker = None
        for e in reversed(game.events_for(None, since)):
            k = e["kind"]
            if k == "block" and blocker is None:
                blocker = _named(e, "blocker")
            elif k == "attack":
                return {"attacker": _named(e, "attacker"), "target": e.get("target"), "blocker": blocker}
            elif k in ("attack_end", "turn_start", "turn_end", "game_over"):
                return None
    return None


def zone_keys(view) -> dict:
    """(owner, zone name) -> zone key, from the typed view's zone specs: where a drop lands."""
    return {(z.owner if z.scope == "player" else None, z.name): k for k, z in view.zones.items()}


def build_context(game, viewer, acting=None, answers=None, show_links=False, card_scale=1.0,
                  view=None, snap=None) -> TableContext:
    """`answers`: the acting person's legal answers with their gesture hints (gui.controller.Answer); `snap`: the
    session's snapshot, whose words and facts (the turn line, the seats dimmed) the table draws as given."""
    from .. import i18n
    if view is None:
        view = game.view(viewer)
    d = view.decision
    deciding = tuple(d.players) if d is not None else ()
    if snap is not None:
        info, dimmed = snap.caption, tuple(snap.dimmed)
    else:       # a game drawn without a session (the self-test, benchmarks): the same words, made here
        from ..session.words.status import dimmed_seats, turn_caption
        info, dimmed = turn_caption(i18n.words(), game, view), dimmed_seats(game, view)
    answers = list(answers or [])
    return TableContext(viewer=viewer, acting=acting, legal=[a.text for a in answers], answers=answers,
                        zone_keys=zone_keys(view), turn_player=view.turn_player,
                        deciding=deciding, clockwise=view.clockwise, links=seating_links(view),
                        show_links=show_links, card_scale=card_scale, defn=defn_lookup(game),
                        info=info, dimmed=dimmed,
                        combat=combat_now(game) if view.outcome is None else None)


def at_rest(item) -> QRectF:
    """A card's scene rectangle where it rests (its home): not where a drag or a glide has it now."""
    return item.sceneBoundingRect().translated(item.home - item.pos())


def own_seat_box(sc):
    """The zone table's box of the person at the screen (None on the seat table or before a game)."""
    plan = sc.plan
    if not sc.zone_mode or plan is None or not plan.bottom:
        return None
    box = sc.boxes.get(plan.bottom[0])
    return box if box is not None and box.own else None


class TableView(QGraphicsView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.tscene = TableScene(self)     # laid out by seats or by zone specs, per game (scene.py)
        self.setScene(self.tscene)
        # no SmoothPixmapTransform: every pixmap here is drawn 1:1 (card faces are rendered at the zoom's
        # pixel ratio, cached items are blitted in device pixels), and the filter made each blit ~5x slower
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.zoom = 1.0
        self._pan = None
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.tscene.changed_layout = self.resetCachedContent
        self.ctl = None
        self.settings = None
        # always-visible controls on the table itself, where the eyes are
        self.end_turn_button = QPushButton(self)
        self.end_turn_button.setObjectName("end_turn")
        self.end_turn_button.setStyleSheet(
            "QPushButton { background: #f2c14e; color: #1b2027; font-size: 15px; font-weight: bold;"
            " padding: 3px 16px; border-radius: 6px; border: 2px solid #7a5a10; }"
            "QPushButton:disabled { background: #59606b; color: #e6e9ee; border-color: #3a3f47; }"
            "QPushButton:hover { background: #ffd36b; }")
        self.end_turn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.end_turn_button.hide()
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skip_ahead")
        self.skip_button.setStyleSheet(
            "QPushButton { background: #2c3e57; color: #ffffff; font-size: 14px; padding: 6px 14px;"
            " border-radius: 6px; border: 1px solid #8fb4e0; } QPushButton:hover { background: #3a5273; }")
        self.skip_button.hide()
        self.skip_key = QShortcut(QKeySequence(Qt.Key.Key_S), self, context=Qt.ShortcutContext.WindowShortcut)
        # the buttons on the table: the preview never covers them (the window adds its Pass-until row)
        self.keep_clear = [self.end_turn_button, self.skip_button]
        self.preview = CardPreview(self)
        self.tscene.pointer_on = self.pointer_on

    def bind(self, controller, settings=None) -> None:
        """Connect the table to the game controller: End turn and Skip ahead, the thinking mark,
        explanations for cards without moves, and the animation setting."""
        from ..i18n import on_change
        self.ctl, self.settings = controller, settings
        self.end_turn_button.clicked.connect(self._end_turn)
        self.skip_button.clicked.connect(controller.skip_ahead)
        self.skip_key.activated.connect(controller.skip_ahead)
        controller.thinking.connect(self._thinking)
        controller.changed.connect(self.update_controls)
        self.tscene.explain_requested.connect(self._explain)
        on_change(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        from ..i18n import remove_listener, tr
        try:
            self.end_turn_button.setText(tr("End turn"))
            self.skip_button.setText(tr("Skip ahead ▶▶ (S)"))
        except RuntimeError:   # the window is gone: stop listening
            remove_listener(self.retranslate)
            return
        self.fit_controls_column()
        self.update_controls()

    def fit_controls_column(self) -> None:
        """The zone table keeps a column at the right of the own hand line for End turn with Skip ahead
        above it (place_controls): as wide as the wider of the two in this language, so neither covers a pile."""
        from .layouts.seat_boxes import CONTROLS_W
        w = max(CONTROLS_W, *(b.sizeHint().width() + 12.0 for b in (self.end_turn_button, self.skip_button)))
        if w != self.tscene.controls_w:
            self.tscene.controls_w = w
            if self.tscene.view is not None:    # before a game, a layout would only set a scene rect the
                self.tscene.relayout()          # view's scroll bars then come and go for (the resize moves cards)

    def animation_ms(self) -> int:
        if self.settings is None:
            return 0
        try:
            return 150 if self.settings.get("animations") else 0
        except KeyError:
            return 150

    def update_controls(self) -> None:
        ctl = self.ctl
        if ctl is None:
            return
        self.tscene.anim_ms = self.animation_ms()
        has_game = ctl.game is not None and ctl.game.outcome is None and not ctl.replay_mode
        self.end_turn_button.setVisible(has_game)
        self.end_turn_button.setEnabled(has_game and ctl.end_turn_answer() is not None)
        self.skip_button.setVisible(has_game and ctl.thinking_player is not None)
        self.place_controls()

    def place_controls(self) -> None:
        """End turn sits at the right end of the bottom seat's header (the person at the screen),
        Skip ahead beside it."""
        vp = self.viewport().geometry()
        b = self.end_turn_button
        b.adjustSize()
        sc = self.tscene
        own = sc.seats.get(sc.order[0]) if sc.order else None
        box = own_seat_box(sc)
        if box is not None:     # the zone table: in the room the own seat keeps right of its hand line
            col = sc.controls_w
            br = self.mapFromScene(box.mapToScene(box.rect.bottomRight()))
            x = int(br.x() - 6 - col + (col - b.width()) / 2)
            y = int(br.y() - 6 - b.height() - 8)
        elif own is not None:
            tr_ = self.mapFromScene(own.mapToScene(own.w, 0))
            x = min(tr_.x() - b.width() - 10, vp.right() - b.width() - 8)
            y = max(4, min(tr_.y() + 2, vp.bottom() - b.height() - 8))
        else:
            x, y = vp.right() - b.width() - 14, vp.bottom() - b.height() - 14
        b.move(x, y)
        k = self.skip_button
        k.adjustSize()
        if box is not None:     # above End turn in the same column: beside it are the piles
            k.move(b.x() + (b.width() - k.width()) // 2, b.y() - k.height() - 6)
        else:                   # beside End turn in the own seat's header
            k.move(max(4, b.x() - k.width() - 10), b.y() + (b.height() - k.height()) // 2)
        b.raise_()
        k.raise_()

    # -- the large preview (preview.py) ----------------------------------------------------------------
    def pointer_on(self, item) -> bool:
        """The mouse pointer is over `item` where it rests (its home: not where a drag or a glide has it now),
        on the table itself: not over a button, a popup, the curtain or another window."""
        if item.scene() is not self.tscene or not item.isVisible():
            return False
        vp = self.viewport()
        g = QCursor.pos()
        if QApplication.widgetAt(g) is not vp:
            return False
        return at_rest(item).contains(self.mapToScene(vp.mapFromGlobal(g)))

    def preview_room(self, item):
        """(area, the card, what the preview must keep clear, what it should avoid) in this view's coordinates."""
        vp = self.viewport().geometry()
        keep = [w.geometry() for w in self.keep_clear if w.isVisible()]

        def on_view(r: QRectF) -> QRect:
            return self.mapFromScene(r).boundingRect().translated(vp.topLeft())
        card = on_view(at_rest(item))
        # the fight (both ends of each arrow) and the cards that can do something now
        ends = [QRectF(p.x() - ARROW_END.width() / 2, p.y() - ARROW_END.height() / 2, ARROW_END.width(),
                       ARROW_END.height()) for a, b, _c, _s in self.tscene.arrows() for p in (a, b)]
        avoid = [on_view(r) for r in ends] + \
            [on_view(at_rest(it)) for it in self.tscene.focus_items() if it is not item]
        return vp, card, keep, avoid

    def _end_turn(self) -> None:
        if self.ctl is None:
            return
        self.tscene.clear_hover()
        if self.settings is not None and self.settings.get("confirm_end_turn"):
            from PySide6.QtWidgets import QMessageBox
            from ..i18n import tr
            if QMessageBox.question(self, tr("End of turn"), tr("End your turn?")) != \
                    QMessageBox.StandardButton.Yes:
                return
        self.ctl.end_turn()

    def _thinking(self, player) -> None:
        self.tscene.set_thinking(player)
        self.update_controls()

    def _explain(self, item) -> None:
        if self.ctl is None:
            return
        reply = self.ctl.gesture(item.token)     # a click (or a drag of a card that cannot move) as made
        item.snap_back()
        if not reply.ok and reply.refusal:
            self.ctl.refused.emit(reply.refusal)

    def leaveEvent(self, e):
        self.tscene.clear_hover()   # the pointer left the table: no preview may stay behind
        super().leaveEvent(e)

    def show_game(self, game, viewer=None, full=False, **kw) -> None:
        """Draw a game as `viewer` sees it (used by the self-test and benchmarks too)."""
        from ..controller import Answer
        view = game.full_view() if full else game.view(viewer)
        d = view.decision
        mine = [a for a in d.answers if a.text.split()[0] == f"p{viewer}"] if d is not None and viewer is not None else []
        answers = [Answer(a.text, a.source, a.target, tuple(a.follow)) for a in mine]
        self.tscene.set_state(view, build_context(game, viewer, viewer, answers, view=view, **kw))

    def resizeEvent(self, e):
        super().resizeEvent(e)
        vp = self.viewport().size()
        self.tscene.relayout(vp.width(), vp.height())
        self.place_controls()

    def set_zoom(self, z: float) -> None:
        self.zoom = max(0.5, min(3.0, z))
        self.resetTransform()
        self.scale(self.zoom, self.zoom)

    def wheelEvent(self, e):
        if e.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
            self.set_zoom(self.zoom * (1.15 if e.angleDelta().y() > 0 else 1 / 1.15))
            return
        super().wheelEvent(e)

    def keyPressEvent(self, e):
        if e.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and e.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.zoom * 1.15)
            return
        if e.key() == Qt.Key.Key_Minus and e.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.zoom / 1.15)
            return
        if e.key() == Qt.Key.Key_0 and e.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(1.0)
            return
        arrows = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up)
        if e.key() in arrows and not self.tscene.focusItem():
            if self.tscene.focus_first():
                return
        super().keyPressEvent(e)

    def focusInEvent(self, e):
        # tabbed into: the first card that can do something takes the arrows and Enter (its menu)
        super().focusInEvent(e)
        if e.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason) \
                and not self.tscene.focusItem():
            self.tscene.focus_first()

    def focusNextPrevChild(self, next_: bool) -> bool:
        # Tab leaves the table for the next answer, as everywhere else in the window (the arrows walk cards)
        if self.tscene.focusItem() is not None:
            self.tscene.clearFocus()
        return super().focusNextPrevChild(next_)

    def mousePressEvent(self, e):
        if e.button() == Qt.MouseButton.MiddleButton:
            self._pan = e.position()
            return
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e):
        if self._pan is not None:
            d = e.position() - self._pan
            self._pan = e.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(d.y()))
            return
        super().mouseMoveEvent(e)

    def mouseReleaseEvent(self, e):
        if e.button() == Qt.MouseButton.MiddleButton:
            self._pan = None
            return
        super().mouseReleaseEvent(e)
