"""The table for formats whose zones are not all a player's own: a shared field, a stack or resolution
area, team life.  It is drawn from the typed view (game.view) and its zone specs, not from family names:
a game whose view has a team or shared zone is laid out here, every other game by the classic seat table
(TableScene, which this scene extends and falls back to).

Gestures come from the engine's hints (engine/core/hints.py): a card may be dragged when an answer has it
as `source`; while it is dragged, every zone, card, player or team named as that answer's `target` (or in
its `follow` list) lights up; a drop performs that answer (and, for a `follow` gesture, the second answer
that names the drop).  A click performs a card's only answer or opens the menu of its answers."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from ..card_item import CardItem
from ..scene import TableScene
from .plan import plan_table
from .zone_arrows import ZoneArrows
from .zone_items import ZoneBox
from .seat_boxes import SeatBox, TeamBox

OUT_OF_RANGE_OPACITY = 0.45


def needs_zone_table(view) -> bool:
    """A view with a zone shared by the table or by a team needs this layout."""
    return any(z.scope in ("shared", "team") for z in view.zones.values())


class ZoneTableScene(ZoneArrows, TableScene):
    """TableScene with a second layout, chosen per game from the view's zone specs."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.game_fn = None             # () -> the current Game (set by the table view)
        self.zone_mode = False
        self.tv = None                  # the typed view drawn now
        self.boxes: dict[int, SeatBox] = {}
        self.team_boxes: dict[int, TeamBox] = {}
        self.shared_boxes: dict[str, ZoneBox] = {}
        self.answers: list = []         # the acting player's legal actions (with hints)

    # -- state -------------------------------------------------------------------------------
    def set_state(self, view, ctx) -> None:
        g = self.game_fn() if self.game_fn is not None else None
        tv = None
        from engine.core.view import View
        if isinstance(view, View):
            tv = view           # the typed view the window draws (its viewer, or everything in open play)
        elif g is not None:
            tv = g.view(ctx.viewer) if ctx.viewer is not None else g.view(None)
        if tv is None or not needs_zone_table(tv):
            if self.zone_mode:
                self._clear_zone_items()
            super().set_state(view, ctx)
            return
        if not self.zone_mode:
            for idx in list(self.seats):     # the classic seats of a previous game
                self.removeItem(self.seats.pop(idx))
            self.turn_info.hide()            # and its turn line: the zone table writes its own
            self.zone_mode = True
        self.view_data, self.ctx, self.tv = view, ctx, tv
        legal = set(ctx.legal)
        self.answers = [a for a in g.legal_actions(ctx.acting) if str(a) in legal] if ctx.acting is not None else []
        self.relayout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.ForegroundLayer)

    def _clear_zone_items(self) -> None:
        for box in list(self.boxes.values()) + list(self.team_boxes.values()) + list(self.shared_boxes.values()):
            self.removeItem(box)
        self.boxes, self.team_boxes, self.shared_boxes = {}, {}, {}
        self.zone_mode = False
        self.tv = None

    def player_name(self, p) -> str:
        tv = self.tv
        if tv is not None:
            for s in tv.seats:
                if s.player == p:
                    return s.name
        return f"P{p}"

    def defn(self, card_id):
        return self._defn(card_id)

    def relayout(self, w: float | None = None, h: float | None = None) -> None:
        if not self.zone_mode:
            super().relayout(w, h)
            return
        if w is not None:
            self.size = (max(400.0, w), max(300.0, h))
        W, H = self.size
        self.setSceneRect(0, 0, W, H)
        tv, ctx = self.tv, self.ctx
        self.last_pos = {it.token: it.scenePos() for it in self.all_cards()}
        self.animate_moves = self.anim_ms > 0 and w is None
        bottom = ctx.viewer if ctx.viewer is not None else (tv.turn_player if tv.turn_player is not None else 0)
        shared = [tv.zones[k] for k in tv.shared if k in tv.zones]
        lifo = [z.key for z in shared if z.kind == "lifo"]
        rows = [z.key for z in shared if z.kind != "lifo"]
        plan = plan_table(tv, bottom, W, H, lifo, rows)
        self.plan = plan
        self.order = [p for p in plan.seats]
        in_range = None
        if ctx.viewer is not None:
            me = next((s for s in tv.seats if s.player == ctx.viewer), None)
            if me is not None and len(me.in_range) < len(tv.seats):
                in_range = set(me.in_range)
        for p in list(self.boxes):
            if p not in plan.seats:
                self.removeItem(self.boxes.pop(p))
        deciding = set(ctx.deciding)
        active = set(tv.active_players or [tv.turn_player])
        for sv in tv.seats:
            box = self.boxes.get(sv.player)
            if box is None:
                box = self.boxes[sv.player] = SeatBox(self, sv.player)
                self.addItem(box)
            box.active = sv.player in active
            box.acting = sv.player in deciding
            box.thinking = sv.player == self.thinking
            box.out_of_range = in_range is not None and sv.alive and sv.player not in in_range
            box.setOpacity(OUT_OF_RANGE_OPACITY if box.out_of_range else 1.0)
            # a life the team shares (2HG) is said once, in the team's box, not again at every seat
            box.life_in_team_box = any(sv.player in t.members and t.counters.get("shared_life") and t.team in plan.teams
                                       for t in tv.teams)
            box.set_seat(sv, tv.zones, plan.seats[sv.player], sv.player in plan.bottom[:1] and ctx.viewer is not None)
        for t in list(self.team_boxes):
            if t not in plan.teams:
                self.removeItem(self.team_boxes.pop(t))
        for team in tv.teams:
            if team.team not in plan.teams:
                continue
            tb = self.team_boxes.get(team.team)
            if tb is None:
                tb = self.team_boxes[team.team] = TeamBox(self, team.team)
                self.addItem(tb)
            tb.active = any(m in active for m in team.members)
            tb.deciding = any(m in deciding for m in team.members)
            tb.set_team(team, plan.teams[team.team])
        for k in list(self.shared_boxes):
            if k not in plan.shared:
                self.removeItem(self.shared_boxes.pop(k))
        for k, r in plan.shared.items():
            zb = self.shared_boxes.get(k)
            if zb is None:
                zb = self.shared_boxes[k] = ZoneBox(self, k)
                self.addItem(zb)
            zb.large = True
            zb.set_rect(r)
            zv = tv.zones[k]
            # a game with several stacks (grand melee, 807.5) names each item's zone; else all in the one
            zb.set_zone(zv, [e for e in tv.stack if getattr(e, "zone", None) in (None, k)] if zv.kind == "lifo" else None)
        self.center_y = plan.middle.center().y()
        self._mark_actionable()
        h_ = self._hover
        if h_ is not None and (h_.scene() is not self or not h_.isVisible()):
            self.clear_hover()
        # the background: the felt, front-player lines and the turn line under the shared zones
        self.background_is(W, H, tuple((a.x(), a.y(), b.x(), b.y()) for a, b in self.front_lines()), ctx.info)

    def all_cards(self):
        for b in self.boxes.values():
            yield from b.card_items()
        for z in self.shared_boxes.values():
            yield from z.card_items()

    def zone_boxes(self):
        for b in self.boxes.values():
            yield from b.zones.values()
        yield from self.shared_boxes.values()

    # -- what can be done ----------------------------------------------------------------------
    def _mark_actionable(self) -> None:
        if not self.zone_mode:
            super()._mark_actionable()
            return
        sources = {a.source for a in self.answers if a.source}
        named = {a.target for a in self.answers if a.target and not a.source}
        acting = self.ctx.acting if self.ctx is not None else None
        for it in self.all_cards():
            it.draggable = it.token in sources
            # the asked person's own face-up cards move too: a drop with no answer is said why, as made
            it.movable = it.draggable or (it.face_up and acting is not None and it.owner == acting)
            it.set_lit(it.token in sources or it.token in named)
        for b in self.boxes.values():
            b.lit = f"p{b.player}" in named
            b.repaint_if_changed()

    def answers_from(self, token: str) -> list:
        return [a for a in self.answers if a.source == token]

    def drop_targets(self, token: str) -> set:
        out = set()
        for a in self.answers_from(token):
            if a.target:
                out.add(a.target)
            out.update(a.follow or ())
        return out

    def set_thinking(self, player) -> None:
        if not self.zone_mode:
            super().set_thinking(player)
            return
        self.thinking = player
        for p, b in self.boxes.items():
            if b.thinking != (p == player):
                b.thinking = p == player
                b.repaint_if_changed()

    # -- gestures ------------------------------------------------------------------------------
    def item_clicked(self, item: CardItem) -> None:
        if not self.zone_mode:
            super().item_clicked(item)
            return
        acts = [a for a in self.answers if a.target == item.token and not a.source]
        every = [a for a in self.answers if item.token in (a.source, a.target)]
        if len(acts) == 1 and len(every) == 1:
            self.action_chosen.emit(str(acts[0]))
        elif every:
            self.menu_requested.emit(item, None)
        else:
            self.explain_requested.emit(item)

    def box_clicked(self, box: ZoneBox) -> None:
        acts = [a for a in self.answers if a.target == box.key and not a.source]
        if len(acts) == 1:
            self.action_chosen.emit(str(acts[0]))

    def seat_box_clicked(self, box: SeatBox) -> None:
        acts = [a for a in self.answers if a.target == f"p{box.player}" and not a.source]
        if len(acts) == 1:
            self.action_chosen.emit(str(acts[0]))

    def drag_started(self, item: CardItem) -> None:
        if not self.zone_mode:
            super().drag_started(item)
            return
        self.clear_hover()
        targets = self.drop_targets(item.token)
        for z in self.zone_boxes():
            z.set_lit(z.key in targets)
        for b in self.boxes.values():
            b.lit = f"p{b.player}" in targets
            b.repaint_if_changed()
        for tb in self.team_boxes.values():
            tb.lit = f"t{tb.team}" in targets
            tb.update()
        for it in self.all_cards():
            it.set_lit(it.token in targets)

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        if not self.zone_mode:
            super().drag_moved(item, pos)
            return
        if any(a.follow or (a.target and not a.target.startswith(("p", "t", "all", "stack")) and "." not in a.target)
               for a in self.answers_from(item.token)):     # an attack or a block: an arrow to the pointer
            old = self._drag_line
            start = item.mapToScene(QPointF(item.w / 2, item.h / 2)) - item.pos() + item.home
            self._drag_line = (start, pos)
            self.invalidate(self._arrow_rect(old) if old else QRectF(), QGraphicsScene.SceneLayer.ForegroundLayer)
            self.invalidate(self._arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)

    def target_tokens_at(self, pos: QPointF, dragged=None) -> list:
        """What lies under a scene point, most specific first: card token, zone key, player, team."""
        out = []
        for it in self.items(pos):
            if it is dragged:
                continue
            if isinstance(it, CardItem):
                out.append(it.token)
            elif isinstance(it, ZoneBox):
                out.append(it.key)
                if it.parentItem() is not None and isinstance(it.parentItem(), SeatBox):
                    out.append(f"p{it.parentItem().player}")
            elif isinstance(it, SeatBox):
                out.append(f"p{it.player}")
            elif isinstance(it, TeamBox):
                out.append(f"t{it.team}")
        return out

    def gesture_for(self, token: str, under: list):
        """(first answer, follow token or None) that a drop of `token` onto `under` means."""
        acts = self.answers_from(token)
        for t in under:
            for a in acts:
                if a.target == t:
                    return a, None
            for a in acts:
                if t in (a.follow or ()):
                    return a, t
        return None, None

    def drag_dropped(self, item: CardItem, pos: QPointF) -> None:
        if not self.zone_mode:
            super().drag_dropped(item, pos)
            return
        if self._drag_line is not None:
            self.invalidate(self._arrow_rect(self._drag_line), QGraphicsScene.SceneLayer.ForegroundLayer)
            self._drag_line = None
        for z in self.zone_boxes():
            z.set_lit(False)
        for tb in self.team_boxes.values():
            tb.lit = False
            tb.update()
        answer, follow = self.gesture_for(item.token, self.target_tokens_at(pos, item))
        item.snap_back()
        self._mark_actionable()
        if answer is None:      # a drop no hint takes: the session reads it as made (it may be an answer)
            self.drop_requested.emit(item, ("tokens", tuple(self.target_tokens_at(pos, item))))
            return
        self.drop_answer(answer, follow)

    def drop_answer(self, answer, follow) -> None:
        """Perform the answer; a follow gesture then answers the next decision with the drop's target."""
        self.action_chosen.emit(str(answer))
        if follow is None:
            return
        g = self.game_fn() if self.game_fn is not None else None
        if g is None or g.decision is None or answer.player not in g.decision.waiting_for():
            return
        nxt = [a for a in g.legal_actions(answer.player) if follow in a.args]
        if len(nxt) == 1:
            self.action_chosen.emit(str(nxt[0]))

    def focus_next(self, item: CardItem, back: bool) -> None:
        if not self.zone_mode:
            super().focus_next(item, back)
            return
        items = [it for it in self.all_cards() if it.draggable or it.lit]
        if items:
            k = items.index(item) if item in items else -1
            items[(k + (-1 if back else 1)) % len(items)].setFocus()

    def focus_first(self) -> bool:
        if not self.zone_mode:
            return super().focus_first()
        for it in self.all_cards():
            if it.draggable or it.lit:
                it.setFocus()
                return True
        return False
