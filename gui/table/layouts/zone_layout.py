"""The zone layout of the table scene (gui/table/scene.py), for formats whose zones are not all a player's own:
a shared field, a stack or resolution area, team life.  It is chosen from the typed view's zone specs, not from
family names: a view with a team or shared zone is laid out here, every other by the seat layout.

Gestures come from the engine's hints (engine/core/hints.py): a card may be dragged when an answer has it
as `source`; while it is dragged, every zone, card, player or team named as that answer's `target` (or in
its `follow` list) lights up; a drop performs that answer (and, for a `follow` gesture, the second answer
that names the drop).  A click performs a card's only answer or opens the menu of its answers."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen

from ...card_render import font
from ..arrows import ATTACK_COLOR, BLOCK_COLOR, TARGET_COLOR, draw_seat_link, parse_ref
from ..card_item import CardItem
from .plan import plan_table
from .seat_boxes import SeatBox, TeamBox
from .zone_items import ZoneBox

OUT_OF_RANGE_OPACITY = 0.45
LINK_APART = 12.0       # px between two seating links joining the same two seats
NOT_ASKED_OPACITY = 0.55        # a seat not asked while every player answers in turn (a mulligan)


def fitted(text: str, width: float, sizes=(12, 11, 10, 9)) -> tuple:
    """(text, font) of a line that fits `width`: a smaller font first (grand melee's line names two turns),
    then the smallest, elided; never cut at both ends."""
    for px in sizes:
        f = font(px, True)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return text, f
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width), f


def needs_zone_table(view) -> bool:
    """A view with a zone shared by the table or by a team needs this layout."""
    return any(z.scope in ("shared", "team") for z in view.zones.values())


def cards_under(item):
    for child in item.childItems():
        if isinstance(child, CardItem):
            yield child
        else:
            yield from cards_under(child)


def sync_boxes(sc, boxes: dict, keep, make) -> None:
    """Remove the boxes whose key is not in `keep`; add one made by make(key) for each key missing."""
    leaving = getattr(sc.last_pos, "leaving", None)
    for k in list(boxes):
        if k not in keep:
            box = boxes.pop(k)
            if leaving is not None:     # its cards may be drawn elsewhere now: they glide from here
                for it in cards_under(box):
                    leaving(it)
            sc.removeItem(box)
    for k in keep:
        if k not in boxes:
            boxes[k] = make(k)
            sc.addItem(boxes[k])


class ZoneLayout:
    repaint_foreground = True       # stack targets and attacks move with every change

    def __init__(self, scene):
        self.sc = scene
        self.order: list[int] = []
        self.plan = None
        self.boxes: dict[int, SeatBox] = {}
        self.team_boxes: dict[int, TeamBox] = {}
        self.shared_boxes: dict[str, ZoneBox] = {}

    # -- state and geometry ---------------------------------------------------------------------------
    def set_view(self, view, ctx) -> None:
        """Everything happens in relayout: the plan depends on the size too."""

    def clear(self) -> None:
        for box in list(self.boxes.values()) + list(self.team_boxes.values()) + list(self.shared_boxes.values()):
            self.sc.removeItem(box)
        self.boxes, self.team_boxes, self.shared_boxes = {}, {}, {}
        self.order, self.plan = [], None

    def relayout(self, W: float, H: float) -> None:
        sc = self.sc
        tv, ctx = sc.view, sc.ctx
        bottom = ctx.viewer if ctx.viewer is not None else (tv.turn_player if tv.turn_player is not None else 0)
        shared = [tv.zones[k] for k in tv.shared if k in tv.zones]
        plan = self.plan = plan_table(tv, bottom, W, H, [z.key for z in shared if z.kind == "lifo"],
                                      [z.key for z in shared if z.kind != "lifo"])
        self.order = list(plan.seats)
        active = set(tv.active_players or [tv.turn_player])
        self.place_seats(tv, ctx, active)
        self.place_teams(tv, ctx, active)
        self.place_shared(tv)
        sc.center_y = plan.middle.center().y()
        # the background: the felt, front-player lines and the turn line under the shared zones
        sc.background_is(W, H, tuple((a.x(), a.y(), b.x(), b.y()) for a, b in self.front_lines()), ctx.info)

    def in_range_of_viewer(self, tv, viewer) -> set | None:
        """The players within the viewer's range of influence, None where it reaches everyone."""
        me = next((s for s in tv.seats if s.player == viewer), None) if viewer is not None else None
        if me is None or len(me.in_range) >= len(tv.seats):
            return None
        return set(me.in_range)

    def place_seats(self, tv, ctx, active: set) -> None:
        plan, deciding = self.plan, set(ctx.deciding)
        in_range = self.in_range_of_viewer(tv, ctx.viewer)
        sync_boxes(self.sc, self.boxes, [sv.player for sv in tv.seats], lambda p: SeatBox(self.sc, p))
        shared_life = {m for t in tv.teams if t.counters.get("shared_life") and t.team in plan.teams
                       for m in t.members}
        for sv in tv.seats:
            box = self.boxes[sv.player]
            box.active = sv.player in active
            box.acting = sv.player in deciding
            box.thinking = sv.player == self.sc.thinking
            box.out_of_range = in_range is not None and sv.alive and sv.player not in in_range
            box.setOpacity(OUT_OF_RANGE_OPACITY if box.out_of_range else
                           NOT_ASKED_OPACITY if sv.player in ctx.dimmed else 1.0)
            # a life the team shares (2HG) is said once, in the team's box, not again at every seat
            box.life_in_team_box = sv.player in shared_life
            box.set_seat(sv, tv.zones, plan.seats[sv.player], sv.player in plan.bottom[:1] and ctx.viewer is not None)

    def place_teams(self, tv, ctx, active: set) -> None:
        deciding = set(ctx.deciding)
        teams = [t for t in tv.teams if t.team in self.plan.teams]
        sync_boxes(self.sc, self.team_boxes, [t.team for t in teams], lambda t: TeamBox(self.sc, t))
        for team in teams:
            tb = self.team_boxes[team.team]
            tb.active = any(m in active for m in team.members)
            tb.deciding = any(m in deciding for m in team.members)
            tb.set_team(team, self.plan.teams[team.team])

    def place_shared(self, tv) -> None:
        sync_boxes(self.sc, self.shared_boxes, list(self.plan.shared), lambda k: ZoneBox(self.sc, k))
        for k, r in self.plan.shared.items():
            zb = self.shared_boxes[k]
            zb.large = True
            zb.set_rect(r)
            zv = tv.zones[k]
            # a game with several stacks (grand melee, 807.5) names each item's zone; else all in the one
            zb.set_zone(zv, [e for e in tv.stack if getattr(e, "zone", None) in (None, k)] if zv.kind == "lifo" else None)

    def cards(self):
        for b in self.boxes.values():
            yield from b.card_items()
        for z in self.shared_boxes.values():
            yield from z.card_items()

    def zone_boxes(self):
        for b in self.boxes.values():
            yield from b.zones.values()
        yield from self.shared_boxes.values()

    # -- what can be done -------------------------------------------------------------------------------
    def mark_actionable(self) -> None:
        answers = self.sc.ctx.answers
        sources = {a.source for a in answers if a.source}
        named = {a.target for a in answers if a.target and not a.source}
        acting = self.sc.ctx.acting
        for it in self.cards():
            it.draggable = it.token in sources
            # the asked person's own face-up cards move too: a drop with no answer is said why, as made
            it.movable = it.draggable or (it.face_up and acting is not None and it.owner == acting)
            it.set_lit(it.token in sources or it.token in named)
        for b in self.boxes.values():
            b.lit = f"p{b.player}" in named
            b.repaint_if_changed()

    def answers_from(self, token: str) -> list:
        return [a for a in self.sc.ctx.answers if a.source == token]

    def drop_targets(self, token: str) -> set:
        out = set()
        for a in self.answers_from(token):
            if a.target:
                out.add(a.target)
            out.update(a.follow or ())
        return out

    def set_thinking(self, player) -> None:
        for p, b in self.boxes.items():
            if b.thinking != (p == player):
                b.thinking = p == player
                b.repaint_if_changed()

    def item_clicked(self, item: CardItem) -> None:
        answers = self.sc.ctx.answers
        self.sc.choose([a for a in answers if a.target == item.token and not a.source],
                       [a for a in answers if item.token in (a.source, a.target)], item)

    # -- gestures ---------------------------------------------------------------------------------------
    def drag_started(self, item: CardItem) -> None:
        targets = self.drop_targets(item.token)
        for z in self.zone_boxes():
            z.set_lit(z.key in targets)
        for b in self.boxes.values():
            b.lit = f"p{b.player}" in targets
            b.repaint_if_changed()
        for tb in self.team_boxes.values():
            tb.lit = f"t{tb.team}" in targets
            tb.update()
        for it in self.cards():
            it.set_lit(it.token in targets)

    def points_at_things(self, item: CardItem) -> bool:
        """An attack or a block: the answer points at a card, not at a player, team or zone."""
        return any(a.follow or (a.target and not a.target.startswith(("p", "t", "all", "stack")) and "." not in a.target)
                   for a in self.answers_from(item.token))

    def target_tokens_at(self, pos: QPointF, dragged=None) -> list:
        """What lies under a scene point, most specific first: card token, zone key, player, team."""
        out = []
        for it in self.sc.items(pos):
            if it is dragged:
                continue
            if isinstance(it, CardItem):
                out.append(it.token)
            elif isinstance(it, ZoneBox):
                out.append(it.key)
                if isinstance(it.parentItem(), SeatBox):
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

    def drag_ended(self, relight: bool = True) -> None:
        """The drag is over (dropped or cancelled): no target stays lit."""
        for z in self.zone_boxes():
            z.set_lit(False)
        for tb in self.team_boxes.values():
            tb.lit = False
            tb.update()
        if relight:
            self.mark_actionable()

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        under = self.target_tokens_at(pos, item)
        answer, follow = self.gesture_for(item.token, under)
        item.snap_back()
        self.drag_ended(relight=False)
        ctx = self.sc.ctx
        if answer is None:      # a drop no hint takes: the session reads it as made (it may be an answer)
            self.sc.drop_requested.emit(item, ("tokens", tuple(under)))
        else:
            self.drop_answer(answer, follow)
        if self.sc.ctx is ctx:      # not redrawn (refused, or a menu opened): the cards light as before the drag
            self.mark_actionable()  # (a redraw lights them itself: once per drop, not twice)

    def drop_answer(self, answer, follow) -> None:
        """Perform the answer; a follow gesture then answers the next decision with the drop's target: the
        table is drawn again by then, its answers are the next decision's."""
        sc = self.sc
        sc.action_chosen.emit(answer.text)
        if follow is None:
            return
        who = answer.text.split()[0]
        nxt = [a for a in sc.ctx.answers if a.text.split()[0] == who and follow in a.text.split()[2:]]
        if len(nxt) == 1:
            sc.action_chosen.emit(nxt[0].text)

    # -- arrows and lines -------------------------------------------------------------------------------
    def point_of(self, ref, zone: str | None = None) -> QPointF | None:
        """Scene point of a player's header or a card (not one on a stack: its targets start there)."""
        kind, tok = parse_ref(ref) or (None, None)
        if kind == "player":
            b = self.boxes.get(tok)
            return b.header_point() if b is not None else None
        if kind is None:
            return None
        for z in self.zone_boxes():
            if z.zv is not None and z.zv.kind == "lifo":
                continue
            it = z.items.get(tok)
            if it is not None:
                return it.rest_center()
        return None

    def target_arrows(self) -> list:
        """From each stack item to its targets."""
        out = []
        for z in self.shared_boxes.values():
            if z.zv is None or z.zv.kind != "lifo":
                continue
            for it in z.items.values():
                ends = (self.point_of(t) for t in it.data_.get("targets", []))
                out += [(it.rest_center(), b, TARGET_COLOR, "dash") for b in ends if b is not None]
        return out

    def combat_arrows(self) -> list:
        """Each attacker to the player it attacks, each blocker to the creature it blocks."""
        out = []
        for it in self.cards():
            att = it.data_.get("attacking")
            b = self.point_of(f"p{att}") if isinstance(att, int) and att >= 0 and it.zone != "stack" else None
            if b is not None:
                out.append((it.rest_center(), b, ATTACK_COLOR, "solid"))
            blk = it.data_.get("blocking")
            b = self.point_of(blk) if isinstance(blk, int) and blk >= 0 else None
            if b is not None:
                out.append((it.rest_center(), b, BLOCK_COLOR, "solid"))
        return out

    def arrows(self) -> list:
        out = self.target_arrows() + self.combat_arrows()
        combat = self.sc.ctx.combat or {}
        if combat.get("attacker") is not None and not any(c == ATTACK_COLOR for _a, _b, c, _s in out):
            a, b = self.point_of(combat.get("attacker")), self.point_of(combat.get("target"))
            if a is not None and b is not None:
                out.append((a, b, ATTACK_COLOR, "solid"))
        return out

    def seat_pairs(self, kinds=("left", "front")):
        """(box, box, kind) of the seating graph's links whose both seats are drawn."""
        by_seat = {s.seat: s.player for s in self.sc.view.seats}
        for a, b, kind in self.sc.ctx.links:
            ba, bb = self.boxes.get(by_seat.get(a)), self.boxes.get(by_seat.get(b))
            if kind in kinds and ba is not None and bb is not None:
                yield ba, bb, kind

    def front_lines(self) -> list:
        """(point, point) between the seats of front players (tag 403-1b), from the seating graph."""
        return [(ba.rect.center(), bb.rect.center()) for ba, bb, _k in self.seat_pairs(("front",))]

    def link_lines(self) -> list:
        """(from, to, kind) of the seating graph's links between the seats' middles, as the seat table draws
        them; two links joining the same two seats (in tag a left neighbour is often also the front player)
        are drawn side by side, else one hid the other."""
        pairs = list(self.seat_pairs())
        shared: dict = {}
        left_from: dict = {}
        for ba, bb, k in pairs:
            key = frozenset((ba.player, bb.player))
            shared[key] = shared.get(key, 0) + 1
            if k == "left":
                left_from[key] = ba.player
        out = []
        for ba, bb, kind in pairs:
            if kind == "front" and left_from.get(frozenset((ba.player, bb.player))) == ba.player:
                ba, bb = bb, ba     # facing each other has no direction: its head and word away from the left's
            a, b = ba.rect.center(), bb.rect.center()
            if shared[frozenset((ba.player, bb.player))] > 1:
                d = b - a
                length = math.hypot(d.x(), d.y()) or 1.0
                side = QPointF(-d.y() / length, d.x() / length) * (LINK_APART if kind == "front" else -LINK_APART)
                if ba.player > bb.player:
                    side = -side        # the same side of the pair whichever way the link points
                a, b = a + side, b + side
            out.append((a, b, kind))
        return out

    def draw_links(self, p) -> None:
        """Seating-graph lines (left neighbours, front players), drawn as on the seat table."""
        for a, b, kind in self.link_lines():
            draw_seat_link(p, a, b, kind)

    def draw_background(self, p) -> None:
        """Front players face each other across the table: a quiet dashed line under the shared zones; the
        turn line under them."""
        if self.plan is None:
            return
        p.setPen(QPen(QColor(120, 200, 255, 110), 2, Qt.PenStyle.DashLine))
        for a, b in self.front_lines():
            p.drawLine(a, b)
        p.setPen(QColor(242, 220, 160))
        r = self.plan.middle
        text, f = fitted(self.sc.ctx.info or "", r.width() - 8)
        p.setFont(f)
        p.drawText(QRectF(r.left(), r.bottom() - 20, r.width(), 18), Qt.AlignmentFlag.AlignCenter, text)
