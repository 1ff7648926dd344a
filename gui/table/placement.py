"""Where the other seats go around the oval (the bottom belongs to the person at the screen): the largest
seat size whose boxes fit without overlapping, on an ellipse, an arc or a U."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF

from .seat_item import SeatItem


def place_others(m: int, W: float, H: float, own: QRectF):
    """Other seats around the oval, clockwise from the lower left to the lower right (the
    bottom belongs to the person at the screen).  Try the largest seat size first and open the
    gap at the bottom until no two boxes overlap."""
    if m == 0:
        return []
    # few opponents may be drawn larger than the standard size: their cards stay readable
    s = 1.6 if m <= 2 else 1.3 if m == 3 else 1.25
    while s >= 0.45:
        sw, sh = SeatItem.size_for(False, s, 1.0)
        cx, cy = W / 2, H / 2
        rx, ry = (W - sw) / 2 - 4, (H - sh) / 2 - 4
        for beta in (40, 50, 60, 70, 80, 90):
            if m == 1:
                angles = [270.0]
            else:
                a0, a1 = 90 + beta, 450 - beta
                angles = [a0 + (a1 - a0) * i / (m - 1) for i in range(m)]
            rects = []
            for a in angles:
                t = math.radians(a)
                rects.append(QRectF(cx + rx * math.cos(t) - sw / 2, cy + ry * math.sin(t) - sh / 2, sw, sh))
            if fits(rects, own, W, H):
                return [(r, s) for r in rects]
        # or an arc in the band above the bottom seat (wide windows with a tall bottom seat)
        if m > 1:
            band_h = own.top() - 8
            rects = []
            for i in range(m):
                f = abs(2 * i / (m - 1) - 1)
                x = 4 + i * (W - sw - 8) / (m - 1)
                y = max(4.0, min(4 + f * f * (band_h - sh) * 0.9, band_h - sh, own.top() - 62 - sh))
                rects.append(QRectF(x, y, sw, sh))
            if fits(rects, own, W, H):
                return [(r, s) for r in rects]
        rects = u_shape(m, W, own, sw, sh)
        if rects is not None and fits(rects, own, W, H):
            return [(r, s) for r in rects]
        s = round(s - 0.05, 2)
    # nothing fits (tiny window): squeeze into the space above the bottom seat in one row
    sw, sh = SeatItem.size_for(False, 0.45, 1.0)
    return [(QRectF(4 + i * (W - sw - 8) / max(1, m - 1), 4, sw, sh), 0.45) for i in range(m)]

def u_shape(m: int, W: float, own: QRectF, sw: float, sh: float):
    """Many seats in a small window: a U above the bottom seat, clockwise: up the left end,
    across the top row, down the right end."""
    band_h = own.top() - 8
    rows = int((band_h - 4 + 6) // (sh + 6))
    if m < 3 or rows < 2:
        return None
    per_row = int((W - 8 + 8) // (sw + 8))
    side = next((k for k in range(1, rows) if m - 2 * k <= per_row), None)
    if side is None or m - 2 * side < 1:
        return None
    top_n = m - 2 * side
    lower = band_h - sh
    ys = [lower - k * (lower - 4) / side for k in range(side)]       # left end, bottom up
    rects = [QRectF(4, y, sw, sh) for y in ys]
    if top_n > 1:
        xs = [4 + i * (W - sw - 8) / (top_n - 1) for i in range(top_n)]
    else:
        xs = [(W - sw) / 2]
    rects += [QRectF(x, 4, sw, sh) for x in xs]                     # top row, left to right
    rects += [QRectF(W - sw - 4, y, sw, sh) for y in reversed(ys)]  # right end, top down
    return rects

def fits(rects, own, W, H) -> bool:
    m = len(rects)
    if any(r.top() < 0 or r.left() < 0 or r.right() > W or r.bottom() > H for r in rects):
        return False
    # keep a band above the bottom seat's middle free for the turn and turn-order line
    band = QRectF(W * 0.3, own.top() - 58, W * 0.4, 58)
    if any(r.intersects(band) for r in rects):
        return False
    return not (any(r.intersects(own.adjusted(-4, -4, 4, 4)) for r in rects) or any(
        rects[i].adjusted(-3, -3, 3, 3).intersects(rects[j]) for i in range(m) for j in range(i + 1, m)))
