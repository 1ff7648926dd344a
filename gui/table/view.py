"""The table view: fits the scene to the window (the layout is recomputed for its size, so cards
stay crisp instead of being scaled), with zoom (Ctrl+wheel, +/-/0) and pan (middle button)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from .scene import TableContext, TableScene


def defn_lookup(game):
    """card id → definition, for every card of this game (any family)."""
    table = {}
    for c in game.cards:
        table.setdefault(c.defn.id, c.defn)
    extra = getattr(game, "extra_defs", None) or {}
    if isinstance(extra, dict):
        for k, v in extra.items():
            if hasattr(v, "id"):
                table.setdefault(k, v)
    return table.get


def seating_links(game) -> list:
    seating = game.seating
    out = []
    try:
        for s in seating.alive_seats():
            out.append((s, seating.left(s), "left"))
            f = seating.front(s)
            if f is not None and s < f:
                out.append((s, f, "front"))
    except Exception:  # a seating without these queries: draw no links rather than fail
        pass
    return out


def build_context(game, viewer, acting=None, legal=None, show_links=False, card_scale=1.0,
                  attack_targets=None) -> TableContext:
    from .. import i18n
    from ..i18n import tr
    d = game.decision
    deciding = tuple(d.waiting_for()) if d is not None else ()
    clockwise = bool(game.options.get("clockwise", True)) if isinstance(game.options, dict) else True
    fmt = i18n.pick(getattr(game.format, "title_ja", ""), getattr(game.format, "title_en", "")) or game.format.name
    info = tr("{fmt} — turn {turn}, {step}", fmt=fmt, turn=game.turn, step=tr(str(game.step)))
    return TableContext(viewer=viewer, acting=acting, legal=list(legal or []), turn_player=game.turn_player,
                        deciding=deciding, clockwise=clockwise, links=seating_links(game),
                        show_links=show_links, card_scale=card_scale, defn=defn_lookup(game),
                        attack_targets=attack_targets, info=info)


class TableView(QGraphicsView):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.tscene = TableScene(self)
        self.setScene(self.tscene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform |
                            QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.zoom = 1.0
        self._pan = None
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.tscene.changed_layout = self.resetCachedContent

    def show_game(self, game, viewer=None, full=False, **kw) -> None:
        """Draw a game as `viewer` sees it (used by the self-test and benchmarks too)."""
        view = game.full_view() if full else game.view(viewer)
        legal = [str(a) for a in game.legal_actions(viewer)] if viewer is not None else []
        self.tscene.set_state(view, build_context(game, viewer, viewer, legal, **kw))

    def resizeEvent(self, e):
        super().resizeEvent(e)
        vp = self.viewport().size()
        self.tscene.relayout(vp.width(), vp.height())

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
        if e.key() == Qt.Key.Key_Tab and not self.tscene.focusItem():
            if self.tscene.focus_first():
                return
        super().keyPressEvent(e)

    def focusNextPrevChild(self, next_: bool) -> bool:
        # Tab moves between actionable cards on the table, not out of the view
        if self.tscene.focusItem() is not None or self.tscene.focus_first():
            it = self.tscene.focusItem()
            if it is not None and hasattr(it, "token"):
                self.tscene.focus_next(it, not next_)
                return True
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
