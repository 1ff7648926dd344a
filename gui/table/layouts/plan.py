"""Where things go on a zone-spec table: one rectangle per seat, per team and for the shared middle.

Pure geometry from the typed view (engine/core/view.py): the seats come in seat order clockwise from the
person at the screen, who sits at the bottom (to their left is the next seat clockwise, as on the
classic table).  Teammates sit beside the person at the screen, so two teams face each other across the
table (tag 403-1b's front players then sit opposite).  The others go up the left side, across the top and
down the right side.  What is left in the middle holds the shared zones (a field, the stack or the
resolution area) and each team's box."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF


@dataclass
class TablePlan:
    seats: dict = field(default_factory=dict)      # player -> QRectF
    bottom: list = field(default_factory=list)     # players drawn large at the bottom (the screen's person first)
    middle: QRectF = field(default_factory=QRectF)
    teams: dict = field(default_factory=dict)      # team -> QRectF
    shared: dict = field(default_factory=dict)     # zone key -> QRectF


def clockwise_from(view, bottom: int) -> list[int]:
    """Players in seat order starting with `bottom` (the seats are numbered clockwise)."""
    seats = sorted(view.seats, key=lambda s: s.seat)
    k = next((i for i, s in enumerate(seats) if s.player == bottom), 0)
    return [s.player for s in seats[k:] + seats[:k]]


def bottom_group(view, bottom: int, order: list[int]) -> list[int]:
    """The person at the screen and the teammates who sit next to them, without another player between:
    left to right as they sit (clockwise = to the left, so a teammate next in turn order is drawn on the
    left).  Teams seated alternately (811) have no such neighbours: every seat keeps its place in the
    seating graph's turn order around the table."""
    team = {s.player: s.team for s in view.seats}
    if team.get(bottom) is None or not view.teams:
        return [bottom]
    left, right = [], []
    for p in order[1:]:                 # clockwise from the screen's person: the next seats
        if team.get(p) != team[bottom]:
            break
        left.append(p)
    for p in reversed(order[1:]):       # counter-clockwise: the previous seats
        if team.get(p) != team[bottom] or p in left:
            break
        right.append(p)
    return list(reversed(left)) + [bottom] + right


def plan_table(view, bottom: int, W: float, H: float, lifo_keys: list, row_keys: list) -> TablePlan:
    """Rectangles for a W x H table.  `lifo_keys` / `row_keys`: the shared zones drawn as a pile of
    objects (stack, resolution area) and as a field of cards."""
    order = clockwise_from(view, bottom)
    group = bottom_group(view, bottom, order)
    rest = [p for p in order if p not in group]
    plan = TablePlan(bottom=[bottom] + [p for p in group if p != bottom])
    gap = 6.0
    k = len(rest)
    side_n = 0 if k <= 3 else (1 if k <= 5 else 2)
    top_n = k - 2 * side_n
    has_field = bool(row_keys)
    bottom_h = H * (0.36 if has_field else 0.40)
    top_h = H * (0.22 if has_field else 0.27) if top_n else 0.0
    if top_n == 1 and not side_n and not has_field:     # one opponent across a stack: their cards readable
        top_h = H * 0.32
    side_w = W * 0.19 if side_n else 0.0
    # bottom row: the screen's person twice as wide as each teammate
    weights = [2.0 if p == bottom else 1.0 for p in group]
    x = gap
    for p, wgt in zip(group, weights):
        w = (W - gap * (len(group) + 1)) * wgt / sum(weights)
        plan.seats[p] = QRectF(x, H - bottom_h - gap, w, bottom_h)
        x += w + gap
    left, top, right = rest[:side_n], rest[side_n:side_n + top_n], rest[side_n + top_n:]
    side_top = gap + (top_h + gap if top_n else 0.0)
    side_h_all = H - bottom_h - 2 * gap - side_top
    _plan_side(plan, left, gap, side_top, side_w, side_h_all, up=True)     # clockwise: up the left side
    _plan_side(plan, right, W - side_w - gap, side_top, side_w, side_h_all, up=False)
    if top_n:
        x0 = gap + (side_w + gap if side_n else 0.0)
        span = W - 2 * x0
        w = (span - gap * (top_n - 1)) / top_n
        for i, p in enumerate(top):
            plan.seats[p] = QRectF(x0 + i * (w + gap), gap, w, top_h)
    mx = gap + (side_w + gap if side_n else 0.0)
    my = gap + (top_h + gap if top_n else 0.0)
    plan.middle = QRectF(mx, my, W - 2 * mx, H - bottom_h - 2 * gap - my)
    _plan_middle(plan, view, lifo_keys, row_keys)
    return plan


def _plan_side(plan: TablePlan, players: list, x0: float, top: float, w: float, height: float, up: bool) -> None:
    """One side column of seats, `height` high from `top`, in order down it (or up it)."""
    m, gap = len(players), 6.0
    if not m:
        return
    h = (height - gap * (m - 1)) / m
    ys = [top + i * (h + gap) for i in range(m)]
    if up:
        ys.reverse()
    for p, y in zip(players, ys):
        plan.seats[p] = QRectF(x0, y, w, h)


def _plan_middle(plan: TablePlan, view, lifo_keys: list, row_keys: list) -> None:
    """Team boxes in a column on the left (each team at the height of its members), the lifo zones in a
    column on the right, the shared field between them."""
    m = plan.middle
    gap = 6.0
    x0, x1 = m.left(), m.right()
    teams = [t for t in view.teams if len(t.members) > 1 or t.zones or t.state]
    if teams:
        tw = min(190.0, m.width() * 0.24)
        th = min(74.0, (m.height() - gap * (len(teams) - 1)) / len(teams))

        def mean_y(t):
            ys = [plan.seats[p].center().y() for p in t.members if p in plan.seats]
            return sum(ys) / len(ys) if ys else 0.0
        ordered = sorted(teams, key=mean_y)
        n = len(ordered)
        for i, t in enumerate(ordered):
            # the top team at the top of the middle, the bottom team at its bottom, others between
            y = m.top() + (m.height() - th) * (i / (n - 1) if n > 1 else 0.5)
            plan.teams[t.team] = QRectF(x0, y, tw, th)
        x0 += tw + gap
    if lifo_keys:
        lw = min(230.0, max(150.0, m.width() * (0.3 if row_keys else 0.5)))
        if not row_keys:    # the stack alone: in the centre of the table
            lx = m.center().x() - lw / 2
            lx = max(lx, x0)
        else:
            lx = x1 - lw
            x1 = lx - gap
        h = (m.height() - gap * (len(lifo_keys) - 1)) / len(lifo_keys)
        for i, key in enumerate(lifo_keys):
            plan.shared[key] = QRectF(lx, m.top() + i * (h + gap), lw, h)
    if row_keys:
        h = (m.height() - gap * (len(row_keys) - 1)) / len(row_keys)
        for i, key in enumerate(row_keys):
            plan.shared[key] = QRectF(x0, m.top() + i * (h + gap), x1 - x0, h)
