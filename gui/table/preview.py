"""The large card preview: a card drawn big while the pointer rests on it.

It follows the pointer, not the events Qt happens to send: a drop or an attack ends with the dragged card
under the pointer (Qt sends it a hover at the release) and then the card glides home, and Qt sends no
"leave" until the mouse moves again; a popup or the curtain takes the pointer with no "leave" either.  So
the preview opens only while the pointer is really over the card where it rests, checks that again after
every redraw and while it is open, and closes as soon as it is not (`TableView.pointer_on`).

Where it goes: a corner of the table that covers neither the card looked at, nor the buttons on the
table (End turn, Skip ahead, the Pass-until row: `TableView.keep_clear`), nor, if it can help it, the ends
of the arrows drawn now (an attacker, the seat it attacks, a blocker, a spell's target) and the cards that
can do something now (the next card to drag); it becomes smaller rather than cover them."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QLabel

MARGIN = 12
WIDTHS = (300, 260, 220, 190, 160)    # the preview's widths, largest first: it shrinks before it covers
HEIGHT = 1.4                # its height for a width (CardRenderer.preview draws w x int(w * 1.4))
ARROW_END = QSize(110, 110)  # what an arrow's end point stands for: the card or seat header it touches
WATCH_MS = 200               # while open, how often the pointer is checked (no event tells it left)


def corners(area: QRect, size: QSize, card: QRect) -> list[QPoint]:
    """The four corners of `area` for a preview of `size`: the side away from the card first, the top first."""
    left = area.left() + MARGIN
    right = area.right() - MARGIN - size.width()
    top = area.top() + MARGIN
    bottom = area.bottom() - MARGIN - size.height()
    xs = (left, right) if card.center().x() > area.center().x() else (right, left)
    return [QPoint(x, y) for x in xs for y in (top, bottom)]


def overlap(r: QRect, others: list[QRect]) -> int:
    return sum((r & o).width() * (r & o).height() for o in others if r.intersects(o))


def preview_spot(size: QSize, area: QRect, card: QRect, keep_clear: list[QRect], avoid: list[QRect]):
    """Top-left corner for a preview of `size` inside `area` that covers neither `card` nor `keep_clear`,
    covering as little of `avoid` as it can; None when no corner is free of the first two."""
    best = None
    for pt in corners(area, size, card):
        r = QRect(pt, size)
        if r.left() < area.left() or r.top() < area.top() or r.intersects(card) or overlap(r, keep_clear):
            continue
        cost = overlap(r, avoid)
        if best is None or cost < best[0]:
            best = (cost, pt)
    return best


def choose_spot(area: QRect, card: QRect, keep: list, avoid: list, largest: int) -> tuple[QSize, QPoint]:
    """The largest preview that covers nothing to avoid, else the largest that keeps clear of the card and
    the buttons (the fewest things covered), else the smallest in the corner away from the card."""
    fallback = None
    for w in [w for w in WIDTHS if w <= largest]:
        size = QSize(w, int(w * HEIGHT))
        spot = preview_spot(size, area, card, keep, avoid)
        if spot is not None and spot[0] == 0:
            return size, spot[1]
        if spot is not None and (fallback is None or spot[0] < fallback[0]):
            fallback = (spot[0], size, spot[1])
    if fallback is not None:
        return fallback[1], fallback[2]
    return size, corners(area, size, card)[0]


class CardPreview(QLabel):
    """The preview widget on the table view (a child of the view, above the scene, below nothing it covers)."""

    def __init__(self, view):
        super().__init__(view)
        self.table = view
        self.setObjectName("preview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.item = None
        self.pinned = False         # opened from the card's menu ("Show this card large"): not a hover
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self.check)
        self.hide()

    def show_card(self, item, pinned: bool = False) -> None:
        """Show `item` large, or close: a face-down card, or a hover whose pointer is not on the card."""
        if item is None or not item.face_up or item.defn is None or \
                not pinned and not self.table.pointer_on(item):
            self.hide()
            return
        self.item, self.pinned = item, pinned
        self.render_and_place(item)
        self.show()
        self.raise_()
        if not pinned:
            self._watch.start()

    def render_and_place(self, item) -> None:
        t = self.table
        area, card, keep, avoid = t.preview_room(item)
        size, spot = choose_spot(area, card, keep, avoid, WIDTHS[0] if t.height() > 520 else WIDTHS[2])
        dpr = t.devicePixelRatioF()
        self.setPixmap(t.tscene.renderer.preview(item.defn, size.width(), dpr, item.data_))
        self.resize(size)
        self.move(spot)

    def check(self) -> None:
        """The pointer left the card (or the card left its place) with no event saying so: close."""
        if self.item is None or not self.isVisible():
            self._watch.stop()
        elif not self.pinned and not self.table.pointer_on(self.item):
            self.table.tscene.clear_hover()
            self.hide()

    def hideEvent(self, e):
        self._watch.stop()
        self.item, self.pinned = None, False
        super().hideEvent(e)
