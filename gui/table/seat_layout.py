"""The classic seat layout of the table scene (gui/table/scene.py): every zone is a player's own, so each
player is one seat box (seat_item.py) around an oval, in seat order from the person at the screen at the
bottom.  Which answers a card has comes from the answers' texts; a drag lights the targets its hints name."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .arrows import ATTACK_COLOR, BLOCK_COLOR, draw_seat_link, parse_ref
from .card_item import CardItem
from .placement import place_others
from .seat_item import SeatItem
from .seat_parts import ZoneArea
from .seat_slots import FRONT
from .layouts.zone_layout import NOT_ASKED_OPACITY


# the strip under the bottom seat kept for the Pass-until buttons (gui/priority.py): they never cover a hand card
BUTTON_ROW = 40.0


def seat_order(view, bottom) -> list:
    """Player indices clockwise from `bottom`'s seat."""
    seat_of = {s.player: s.seat for s in view.seats}
    n = len(seat_of)
    base = seat_of.get(bottom, 0)
    by_seat = {seat: p for p, seat in seat_of.items()}
    return [by_seat[(base + k) % n] for k in range(n) if (base + k) % n in by_seat]


class SeatLayout:
    repaint_foreground = False      # the scene repaints the arrows when there are some

    def __init__(self, scene):
        self.sc = scene
        self.seats: dict[int, SeatItem] = {}
        self.order: list[int] = []          # player indices clockwise from the bottom
        self._drag_targets: set = set()     # cards and players the dragged card may point at
        self._placed_key = None

    # -- state and geometry -----------------------------------------------------------------------------
    def set_view(self, view, ctx) -> None:
        bottom = ctx.viewer if ctx.viewer is not None else (ctx.turn_player or 0)
        self.order = seat_order(view, bottom)
        players = {s.player for s in view.seats}
        for idx in list(self.seats):
            if idx not in players:
                self.sc.removeItem(self.seats.pop(idx))
        for p in players - set(self.seats):
            it = self.seats[p] = SeatItem(self.sc, p)
            self.sc.addItem(it)

    def clear(self) -> None:
        for idx in list(self.seats):
            self.sc.removeItem(self.seats.pop(idx))
        self.order = []
        self.sc.turn_info.hide()     # the zone table writes its own turn line

    def own_rect(self, W: float, H: float, cs: float) -> tuple[QRectF, float]:
        """The person at the screen: as large as fits in the lower part, above the button row; (its box,
        its scale)."""
        s_own = 1.0
        ow, oh = SeatItem.size_for(True, s_own, cs)
        while (ow > W * 0.98 or oh > H * 0.52) and s_own > 0.5:
            s_own -= 0.05
            ow, oh = SeatItem.size_for(True, s_own, cs)
        return QRectF((W - ow) / 2, H - oh - BUTTON_ROW, ow, oh), s_own

    def placed(self, W: float, H: float, own_rect: QRectF) -> list:
        key = (len(self.order) - 1, W, H, own_rect.x(), own_rect.y(), own_rect.width(), own_rect.height())
        if self._placed_key != key:  # the search is the costly part of an update
            self._placed_key, self._placed = key, place_others(len(self.order) - 1, W, H, own_rect)
        return self._placed

    def relayout(self, W: float, H: float) -> None:
        if not self.order:
            return
        sc, ctx = self.sc, self.sc.ctx
        own_rect, s_own = self.own_rect(W, H, ctx.card_scale)
        rects = self.placed(W, H, own_rect)
        above = [r.bottom() for r, _ in rects if r.left() < W * 0.7 and r.right() > W * 0.3]
        top = max(above) if above else 0
        sc.center_y = (top + own_rect.top()) / 2
        seat_views = {s.player: s for s in sc.view.seats}
        for k, idx in enumerate(self.order):
            seat = self.seats[idx]
            seat.set_slots_of(sc.view, seat_views.get(idx))
            if k == 0:
                seat.layout(True, s_own, ctx.card_scale)
                seat.own = ctx.viewer is not None and idx == ctx.viewer
                seat.setPos(own_rect.topLeft())
            else:
                r, s = rects[k - 1]
                seat.layout(False, s, 1.0)
                seat.setPos(r.topLeft())
            seat.active = idx == ctx.turn_player
            seat.acting = idx in ctx.deciding
            seat.thinking = idx == sc.thinking
            seat.setOpacity(NOT_ASKED_OPACITY if idx in ctx.dimmed else 1.0)
            seat.lit = bool(self.clicks_on(f"p{idx}"))
            seat.set_seat(sc.view, seat_views.get(idx), sc.defn)
        # repaint only what changed: items update themselves; the felt (cached background) shows the turn
        # info and the seats' places, the foreground the seating links
        oval = QRectF(W * 0.06, H * 0.08, W * 0.88, H * 0.84)
        sc.turn_info.set(ctx.info, ctx.clockwise, QPointF(oval.center().x(), sc.center_y), min(W, H) * 0.09,
                         own_rect.top() - top)
        sc.turn_info.show()
        sc.background_is(W, H, tuple(self.order), ctx.show_links, tuple(ctx.links) if ctx.show_links else ())

    def cards(self):
        for i in self.order:
            yield from self.seats[i].card_items()

    # -- what can be done ---------------------------------------------------------------------------------
    def tokens(self) -> dict:
        """token → the acting player's answers that name it (cN, a handle, or pN)."""
        out: dict[str, list] = {}
        for a in self.sc.ctx.answers:
            for tok in a.text.split()[2:]:
                out.setdefault(tok, []).append(a)
        return out

    def clicks_on(self, token: str) -> list:
        """Answers given by clicking this card or seat: it is their target and nothing is dragged."""
        return [a for a in self.sc.ctx.answers if a.source is None and a.target == token]

    def mark_actionable(self) -> None:
        toks = self.tokens()
        acting = self.sc.ctx.acting
        for seat in self.seats.values():
            for it in seat.card_items():
                acts = toks.get(it.token, [])
                it.draggable = any(a.source == it.token and (a.target is not None or a.follow) for a in acts)
                # the asked person's own face-up cards move too: a drop with no answer is said why, as made
                it.movable = it.draggable or (it.face_up and acting is not None and it.owner == acting)
                # every card with a legal move glows: playable, chargeable, able to attack or answer
                it.set_lit(bool(acts))
            seat.lit = bool(self.clicks_on(f"p{seat.player}"))
            seat.repaint_if_changed()

    def set_thinking(self, player) -> None:
        for idx, seat in self.seats.items():
            on = idx == player
            if seat.thinking != on:
                seat.thinking = on
                seat.update()

    def item_clicked(self, item: CardItem) -> None:
        self.sc.choose(self.clicks_on(item.token), self.tokens().get(item.token, []), item)

    # -- drag and drop ----------------------------------------------------------------------------------
    def legal_drop_targets(self, item: CardItem) -> tuple[set, set]:
        """(card and player tokens, zone keys) this card may be dropped on now, from its answers' hints."""
        toks: set = set()
        zones: set = set()
        for a in self.sc.ctx.answers:
            if a.source != item.token:
                continue
            for t in ((a.target,) if a.target is not None else ()) + tuple(a.follow or ()):
                (toks if t.split(".")[0] == t else zones).add(t)
        return toks, zones

    def drag_started(self, item: CardItem) -> None:
        toks, zones = self.legal_drop_targets(item)
        self._drag_targets = toks
        for seat in self.seats.values():
            seat.lit = f"p{seat.player}" in toks
            seat.repaint_if_changed()
            for z, a in seat.areas.items():
                a.set_lit(self.sc.zone_key(seat.player, z) in zones)
            for it in seat.card_items():
                it.set_lit(it.token in toks)

    def points_at_things(self, item: CardItem) -> bool:
        """The dragged card points at cards or players (an attack): an arrow follows the pointer."""
        return bool(self._drag_targets)

    def target_at(self, pos: QPointF, dragged: CardItem | None = None):
        """What lies under a scene point: ('card', token, owner, zone) / ('zone', owner, zone) /
        ('seat', player) / None."""
        for it in self.sc.items(pos):
            if it is dragged:
                continue
            if isinstance(it, CardItem):
                return ("card", it.token, it.owner, self.sc.zone_key(it.owner, it.zone))
            if isinstance(it, ZoneArea):
                return ("zone", it.seat.player, self.sc.zone_key(it.seat.player, it.zone))
            if isinstance(it, SeatItem):
                return ("seat", it.player)
        return None

    def drag_ended(self, relight: bool = True) -> None:
        """The drag is over (dropped or cancelled): no target stays lit."""
        self._drag_targets = set()
        for seat in self.seats.values():
            for a in seat.areas.values():
                a.set_lit(False)
        if relight:
            self.mark_actionable()

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        target = self.target_at(pos, item)
        self.drag_ended(relight=False)
        ctx = self.sc.ctx
        self.sc.drop_requested.emit(item, target)
        if self.sc.ctx is ctx:      # not redrawn (a menu of choices opened): the cards light as before the drag
            self.mark_actionable()  # (a redraw lights them itself: once per drop, not twice)

    # -- arrows and lines ---------------------------------------------------------------------------------
    def point_of(self, ref, zone: str | None = None):
        """Scene centre of a card id / card token / player token on the table, or None; with
        `zone`, only a card at that place of its seat (gui/table/seat_slots.py)."""
        kind, tok = parse_ref(ref) or (None, None)
        if kind == "player":
            seat = self.seats.get(tok)
            return seat.mapToScene(QPointF(seat.w / 2, seat.header_h / 2)) if seat else None
        if kind is None:
            return None
        for seat in self.seats.values():
            for it in seat.card_items():
                if it.token == tok and (zone is None or it.slot == zone):
                    return it.rest_center()
        return None

    def combat(self) -> dict:
        """The attack in progress: the decision names it (trust it over the log), else the public log."""
        combat = dict(self.sc.ctx.combat or {})
        d = self.sc.view.decision
        info = d.info if d is not None else {}
        if "attacker" in info:
            combat.update(attacker=info.get("attacker"), target=info.get("target"))
        return combat

    def arrows(self) -> list:
        """The attack in progress (red, attacker -> target), its block (blue, blocker -> attacker; dashed from
        each creature that may block while the defender decides)."""
        combat = self.combat()
        # creatures fight in the battle zone: an attacker or blocker that left it ended the fight
        att = self.point_of(combat.get("attacker"), FRONT) if combat.get("attacker") is not None else None
        if att is None:
            return []
        out = []
        tgt = self.point_of(combat.get("target"), FRONT) if combat.get("target") is not None else None
        if tgt is not None:
            out.append((att, tgt, ATTACK_COLOR, "solid"))
        blk = self.point_of(combat.get("blocker"), FRONT) if combat.get("blocker") is not None else None
        d = self.sc.view.decision
        if blk is not None:
            out.append((blk, att, BLOCK_COLOR, "solid"))
        elif d is not None and d.kind == "block":
            cands = (self.point_of(a.target, FRONT) for a in self.sc.ctx.answers
                     if a.source is None and a.target is not None)
            out += [(c, att, BLOCK_COLOR, "dash") for c in cands if c is not None]
        return out

    def draw_links(self, p) -> None:
        """The seating graph's links (left neighbours, front players) between the seats' middles."""
        idx_of_seat = {s.seat: s.player for s in self.sc.view.seats}
        for a, b, kind in self.sc.ctx.links:
            sa, sb = self.seats.get(idx_of_seat.get(a)), self.seats.get(idx_of_seat.get(b))
            if sa is not None and sb is not None:
                draw_seat_link(p, sa.mapToScene(QPointF(sa.w / 2, sa.h / 2)),
                               sb.mapToScene(QPointF(sb.w / 2, sb.h / 2)), kind)

    def draw_background(self, p) -> None:
        """Nothing on the felt: the turn line is an item of its own (turn_info.py)."""
