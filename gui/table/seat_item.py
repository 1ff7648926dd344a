"""One seat of the classic layout (seat_layout.py), drawn from the typed view's SeatView and its ZoneViews: a
box with the player's name, counts and zones.  Two layouts: the person at the screen
(large cards, own hand face up) and everybody else (compact: counts and names stay legible, details
come from the hover preview).  Card items are kept between refreshes and only changed ones redrawn."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .. import i18n
from ..card_render import font
from ..i18n import tr
from engine.core.view import CardView, SeatView

from .card_item import CardItem, card_data, sync_cards
from .seat_parts import Badges, ZoneArea, paint_box
from .seat_slots import DISCARD, DRAWPILE, FACEDOWN, FRONT, HELD, PILES, RESOURCE, seat_slots
from .zone_words import head_text, seat_tags, short_of, title_of


END_TURN_ROOM = 150     # px at scale 1: End turn at the right end of the own seat's header


class SeatItem(QGraphicsObject):
    def __init__(self, tbl, player: int):
        super().__init__()
        self.tbl = tbl
        self.player = player
        self.sv = SeatView(player, "?", -1, None, True, None)  # the seat drawn (the typed view's)
        self.zviews: dict = {}              # zone name -> its ZoneView
        self.own = False
        self.w = self.h = 0.0
        self.s = 1.0
        self.areas: dict[str, ZoneArea] = {}            # by zone name (the typed view's)
        self.items: dict[str, dict[str, CardItem]] = {}  # zone name -> token -> card
        self.slots: dict[str, str] = {}     # zone name -> its place on the box (seat_slots, from the zone spec)
        self._drawn: dict = {}      # zone name -> ((its ZoneView, slot, geometry, seat position), (count, untapped))
        self._layout_key = None
        self.lit = False
        self.active = False     # whose turn
        self.acting = False     # who must decide now
        self.thinking = False   # a computer seat working out its answer
        self.header_h = 28.0
        self.badges = Badges(self)
        self.setAcceptHoverEvents(False)
        # box and captions change only on update(): repaint them from a cached pixmap
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # -- geometry ------------------------------------------------------------------------
    @staticmethod
    def size_for(own: bool, s: float, cs: float) -> tuple[float, float]:
        if own:
            cw, ch = 86 * cs * s, 120 * cs * s
            return max(760 * s, 10.6 * cw), 30 * s + ch * 2.62 + 52 * s
        return 430 * s, 266 * s

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    @property
    def counters(self) -> dict:
        """The seat's family numbers (digital mana: mana_max, mana_available, unlocked, caps)."""
        return self.sv.counters

    def set_slots_of(self, view, sv) -> None:
        """Which zone sits where (gui/table/seat_slots.py, from the zone specs); a change lays the box out
        again."""
        zvs = [view.zones[k] for k in sv.zones] if sv is not None else []
        self.zviews = {z.name: z for z in zvs}
        slots = seat_slots(zvs)
        if slots != self.slots:
            self.slots = dict(slots)
            self._layout_key = None

    def names_in(self, *places) -> list:
        """The zone names drawn at these places, in the places' order."""
        by = {v: k for k, v in self.slots.items()}
        return [by[p] for p in places if p in by]

    def layout(self, own: bool, s: float, cs: float) -> None:
        if getattr(self, "_layout_key", None) == (own, s, cs):
            return      # the same geometry: nothing to measure or repaint
        self._layout_key = (own, s, cs)
        self.prepareGeometryChange()
        self.own, self.s = own, s
        self.w, self.h = self.size_for(own, s, cs)
        W = self.w
        pad = 8 * s
        if own:
            cw, ch = 86 * cs * s, 120 * cs * s
            self.header_h = 30 * s
            y = self.header_h
            pile_w = 0.7 * cw
            piles_w = 3 * pile_w + 4 * pad
            g = {
                FRONT: (pad, y, W - 2 * pad, ch + 10 * s, cw, ch),
            }
            y2 = y + ch + 10 * s + 6 * s
            sw, sh = 0.62 * cw, 0.62 * ch
            g[FACEDOWN] = (pad, y2, 0.3 * W, sh + 8 * s, sw, sh)
            g[RESOURCE] = (pad * 2 + 0.3 * W, y2, W - 0.3 * W - 3 * pad, sh + 8 * s, sw, sh)
            y3 = y2 + sh + 8 * s + 6 * s
            g[HELD] = (pad, y3, W - piles_w - pad, ch + 10 * s, cw, ch)
            px = W - piles_w + pad
            for i, z in enumerate(PILES):
                g[z] = (px + i * (pile_w + pad), y3, pile_w + 2, ch + 10 * s, pile_w - 4 * s, (pile_w - 4 * s) * 1.4)
            self.h = y3 + ch + 10 * s + pad
        else:
            self.header_h = 28 * s
            y = self.header_h
            g = {FRONT: (pad, y, W - 2 * pad, 86 * s, 58 * s, 80 * s)}
            y2 = y + 90 * s
            g[FACEDOWN] = (pad, y2, 170 * s, 50 * s, 31 * s, 43 * s)
            g[RESOURCE] = (pad + 176 * s, y2, W - 2 * pad - 176 * s, 50 * s, 31 * s, 43 * s)
            y3 = y2 + 54 * s
            g[HELD] = (pad, y3, 170 * s, self.h - y3 - pad, 31 * s, 43 * s)
            for i, z in enumerate(PILES):
                g[z] = (pad + 176 * s + i * 84 * s, y3, 80 * s, self.h - y3 - pad, 40 * s, 56 * s)
        self.geom = {name: g[slot] for name, slot in self.slots.items() if slot in g}   # by zone name
        for z in list(self.areas):
            if z not in self.geom:
                a = self.areas.pop(z)
                if a.scene() is not None:
                    a.scene().removeItem(a)
        for z, (x, yy, w, h, _cw, _ch) in self.geom.items():
            a = self.areas.get(z)
            if a is None:
                a = self.areas[z] = ZoneArea(self, z)
            a.set_rect(QRectF(x, yy, w, h))
        self.update()

    # -- content -------------------------------------------------------------------------
    def set_seat(self, view, sv, defn_fn) -> None:
        """Draw the seat `sv` of `view`; defn_fn(card id) → CardDef."""
        if sv is not None:
            self.sv = sv
        counts, untapped = {}, {}
        for name, slot in self.slots.items():
            # a zone drawn from an equal view at the same place is drawn already: its cards need no visit
            # (a drop changes one or two zones of the 56 of eight seats)
            drawn = (self.zviews.get(name), slot, self._layout_key, self.pos())
            was = self._drawn.get(name)
            if was is not None and was[0] == drawn:
                counts[name], free = was[1]
            else:
                counts[name], free, cards = self.zone_cards(name, slot)
                self._sync_zone(name, slot, cards, defn_fn)
                self._drawn[name] = (drawn, (counts[name], free))
            if free is not None:
                untapped[name] = free
        for name in list(self.items):
            if name not in self.slots:
                self._sync_zone(name, None, [], defn_fn)
                self._drawn.pop(name, None)
        self.counts = counts
        # untapped / total, on every seat: what each player can still pay this turn
        self.untapped = untapped
        for name, a in self.areas.items():
            a.count = counts.get(name, 0)
        self.repaint_if_changed()

    def zone_cards(self, name: str, slot) -> tuple:
        """(count, untapped or None, the card views drawn) of one zone: a pile whose faces and order are both
        secret (a deck) shows one back and its count; a discard pile its top card (the rest are browsable)."""
        zv = self.zviews.get(name)
        if zv is None:
            return 0, 0, []
        if zv.order == "secret" and zv.visibility == "hidden":
            return zv.count, None, [CardView(f"{name}{self.player}", None, self.player)] if zv.count else []
        cards = zv.cards
        return len(cards), sum(1 for c in cards if not c.tapped), cards[-1:] if slot == DISCARD else cards

    def label_of(self, name: str) -> str:
        zv = self.zviews.get(name)
        return zv.label if zv is not None else ""

    def zone_title(self, name: str) -> str:
        return title_of(self.label_of(name), name)

    def look(self) -> tuple:
        """What this seat's box and badges draw of their own (not the cards), in three parts: the geometry
        (all of it repaints), the header and frame (name, marks, turn and deciding colours), the counts
        (badges and pile captions).  A part repaints only its own strips, so the cards under the seat are
        not painted again when only a colour or a count changed."""
        sv, c = self.sv, self.counters
        geom = (i18n.language(), self.w, self.h, self.own, self.s)
        head = (self.active, self.acting, self.thinking, self.lit, sv.name, sv.alive, sv.kind, sv.team)
        counts = (c.get("mana_max"), c.get("mana_available"), tuple(c.get("unlocked") or ()),
                  tuple(sorted((c.get("caps") or {}).items())), tuple(sorted(getattr(self, "counts", {}).items())),
                  tuple(sorted(getattr(self, "untapped", {}).items())))
        return geom, head, counts

    def repaint_if_changed(self) -> None:
        new = self.look()
        old = getattr(self, "_look", None)
        if new == old:
            return
        self._look = new
        if old is None or new[0] != old[0]:
            self.badges.prepareGeometryChange()
            self.badges.update()
            self.update()
            return
        w, h, t = self.w, self.h, 6.0
        if new[1] != old[1] or new[2] != old[2]:    # the header (digital mana text) and the frame
            for r in (QRectF(-4, -4, w + 8, self.header_h + 4), QRectF(-4, -4, t + 4, h + 8),
                      QRectF(w - t, -4, t + 4, h + 8), QRectF(-4, h - t, w + 8, t + 4)):
                self.update(r)
        if new[2] != old[2]:                        # the count pills and the pile captions
            for z, (x, y, zw, zh, _cw, ch) in self.geom.items():
                self.badges.update(QRectF(x, y + zh - 26 * max(self.s, 0.6), zw, 26 * max(self.s, 0.6)))
                if self.slots.get(z) in PILES:
                    self.update(QRectF(x, y + ch, zw, zh - ch + 4))

    def _sync_zone(self, name: str, slot, cards: list, defn_fn) -> None:
        if name not in self.geom:
            cards = []
        entries = []
        if cards:
            x, y, w, h, cw, ch = self.geom[name]
            pile = slot in PILES
            n = len(cards)
            cw_i, ch_i = int(round(cw)), int(round(ch))
            # side by side when they fit, overlapped otherwise; a tapped card takes its height in width
            gap = 6 * self.s
            widths = [0.0] * n if pile else [(ch if c.tapped else cw) + gap for c in cards]
            total = sum(widths[:-1]) if n > 1 else 0.0
            avail = w - 8 * self.s - (widths[-1] - gap if n else 0)
            squeeze = 1.0 if total <= avail or total == 0 else avail / total
            acc = 0.0
            for i, (c, wd) in enumerate(zip(cards, widths)):
                face = c.card is not None and c.token.startswith("c")     # a card the viewer knows
                defn = defn_fn(c.card) if face else None
                cx = x + 4 * self.s + acc
                if c.tapped and not pile:
                    cx += (ch - cw) / 2  # rotated about its centre
                cy = y + 4 * self.s if pile else y + (h - ch) / 2
                entries.append((c.token, self.player, card_data(c), defn, cw_i, ch_i, face and defn is not None,
                                cx, cy))
                acc += wd * squeeze
        self.items[name] = sync_cards(self, self.tbl, self.items.get(name, {}), entries, name, slot,
                                      self.mapFromScene(self._entry_point()))

    def _entry_point(self):
        """Where a card that was hidden before (a draw, a shield put, a reveal) comes from: this
        seat's draw pile."""
        g = next((self.geom[z] for z in self.names_in(DRAWPILE) if z in self.geom), None)
        if g is None:
            return self.mapToScene(0, 0)
        return self.mapToScene(g[0], g[1])

    def card_items(self):
        for d in self.items.values():
            yield from d.values()

    # -- drawing -------------------------------------------------------------------------
    def paint(self, p: QPainter, opt, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        alive = self.sv.alive
        bg = QColor(18, 24, 32, 235) if alive else QColor(40, 40, 44, 200)
        if self.active:
            pen = QPen(QColor("#f2c14e"), 3.5)
        elif self.acting:
            pen = QPen(QColor("#5fd0ff"), 3)
        else:
            pen = QPen(QColor(255, 255, 255, 70), 1.2)
        if self.lit:
            pen = QPen(QColor("#7CFC8A"), 4)
        p.setPen(pen)
        p.setBrush(bg)
        p.drawRoundedRect(r, 10, 10)
        for a in self.areas.values():       # the zones' boxes (a lit one draws itself on top)
            paint_box(p, a.rect, False)
        # header: name, markers, counts
        s = self.s
        name_px = max(14.0, 17 * s) if self.own else max(13.0, 15 * s)
        nf = font(name_px, True)
        p.setFont(nf)
        p.setPen(QColor("white") if alive else QColor("#999"))
        head = self.head_text()
        hr = QRectF(10, 2, self.w - 20, self.header_h - 2)
        fm = QFontMetricsF(nf)
        p.drawText(hr, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   fm.elidedText(head, Qt.TextElideMode.ElideRight, self.head_width()))
        x_after = 10 + min(fm.horizontalAdvance(head), self.head_width()) + 8
        tags, tf = self.header_tags(x_after)
        p.setFont(tf)
        for text, col in tags:
            p.setPen(col)
            tw = QFontMetricsF(tf).horizontalAdvance(text)
            p.drawText(QRectF(x_after, 2, tw + 4, self.header_h - 2), Qt.AlignmentFlag.AlignVCenter, text)
            x_after += tw + 10
        if "mana_max" in self.counters:  # digital rules (seed 002): no tapping, available / maximum mana
            text = self.digital_mana_text()
            caps = self.counters.get("caps") or {}
            if self.own and caps:   # the format's caps per zone (digital rules): named like the zones
                text += "  " + tr("Limits: {limits}", limits=", ".join(f"{self.zone_title(z)} {n}"
                                                                        for z, n in caps.items()))
            p.setPen(QColor("#9fe2a8"))
            tw = QFontMetricsF(tf).horizontalAdvance(text)
            # the person's own header keeps End turn's room at its right end (gui/table/view.py): "Limits"
            # ran under the button
            if x_after + tw <= self.w - 6 - (END_TURN_ROOM * self.s if self.own else 0):   # else the badge says it
                p.drawText(QRectF(x_after, 2, tw + 4, self.header_h - 2), Qt.AlignmentFlag.AlignVCenter, text)
                x_after += tw + 10
        # pile captions: deck count, graveyard count, partner
        p.setFont(font(max(10.0, 11 * s)))
        for z in self.names_in(*PILES):
            if z not in self.geom:
                continue
            x, y, w, h, cw, ch = self.geom[z]
            label = self.pile_caption(z)
            p.setPen(QColor("#cfd6e2"))
            p.drawText(QRectF(x, y + 6 * s + ch, w, h - ch - 6 * s), Qt.AlignmentFlag.AlignHCenter |
                       Qt.AlignmentFlag.AlignTop, label)

    def pile_caption(self, z: str) -> str:
        """'Deck 40', the zone's short word where its name does not fit ('山札 40' for a library), or just
        '40' on a seat too small even for that (the pile's look says which it is, the count is what
        matters); the set-aside pile needs no count."""
        c = getattr(self, "counts", {})
        count = f"{c.get(z, 0)}" if self.slots.get(z) in (DRAWPILE, DISCARD) else ""
        fm = QFontMetricsF(font(max(10.0, 11 * self.s)))
        for name in (self.zone_title(z), short_of(self.label_of(z), z)):
            text = name + (f" {count}" if count else "")
            if fm.horizontalAdvance(text) <= self.geom[z][2]:
                return text
        return count

    def header_tags(self, x_after: float):
        """Out / Turn / Thinking or Deciding after the name, and their font; on a seat too small for
        the words, the symbols only (▶ ⋯ ●)."""
        tags = seat_tags(self.sv.alive, self.active, self.thinking, self.acting)
        tf = font(max(11.0, 12 * self.s), True)
        fmt = QFontMetricsF(tf)
        if x_after + sum(fmt.horizontalAdvance(t) + 10 for t, _c in tags) > self.w - 6:
            tags = [(t.split()[0], c) for t, c in tags]
        return tags, tf

    def head_text(self) -> str:
        sv = self.sv
        return head_text(sv.name, self.own, sv.kind, sv.team)

    def digital_mana_text(self) -> str:
        """'Mana 2/3 [Fire, Water]': available / maximum and the unlocked civilizations, named in
        the interface language."""
        c = self.counters
        civs = i18n.words().civ_names(c.get("unlocked", []))
        text = tr("Mana {a}/{m}", a=c.get("mana_available", 0), m=c["mana_max"])
        return text + f" [{civs or '—'}]"

    def head_width(self) -> float:
        """Room for the name and its marks; the turn and deciding tags follow it."""
        return self.w * 0.55

    def labels(self) -> list:
        """Every text this seat draws of its own (not card faces): (what, text, pixel size, width it
        needs, width it has).  The layout test reads this; paint draws the same texts and sizes."""
        s = self.s
        out = []
        name_px = max(14.0, 17 * s) if self.own else max(13.0, 15 * s)
        head = self.head_text()
        need = QFontMetricsF(font(name_px, True)).horizontalAdvance(head)
        out.append(("name", head, name_px, need, self.head_width()))
        x_after = 10 + min(need, self.head_width()) + 8
        tags, tf = self.header_tags(x_after)
        if tags:
            fmt = QFontMetricsF(tf)
            out.append(("tags", " ".join(t for t, _c in tags), tf.pixelSize(),
                        x_after + sum(fmt.horizontalAdvance(t) + 10 for t, _c in tags) - 10, self.w - 6))
        c = getattr(self, "counts", {})
        cap_px = max(10.0, 11 * s)
        for z in self.names_in(*PILES):
            if z in self.geom:
                label = self.pile_caption(z)
                out.append((z, label, cap_px, QFontMetricsF(font(cap_px)).horizontalAdvance(label),
                            self.geom[z][2]))
        bpx = Badges.px(self)
        for z in self.names_in(FRONT, FACEDOWN, RESOURCE, HELD):
            if z in self.geom:
                text = Badges.text(self, z)
                out.append((z, text, bpx, QFontMetricsF(font(bpx, True)).horizontalAdvance(text) + 10,
                            self.geom[z][2] - 4))
        return out

    def mousePressEvent(self, e):
        e.accept()

    def mouseReleaseEvent(self, e):
        self.tbl.seat_clicked(self)
