"""One seat: a box with the player's name, counts and zones.  Two layouts: the person at the screen
(large cards, own hand face up) and everybody else (compact: counts and names stay legible, details
come from the hover preview).  Card items are kept between refreshes and only changed ones redrawn."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .. import i18n
from ..card_render import font
from ..i18n import tr
from .card_item import CardItem
from .seat_parts import ZONE_LABEL, Badges, ZoneArea, paint_box  # noqa: F401  (ZoneArea: the scene's import)

# zone names of every family mapped onto the places of a seat
ROLE = {"battle": "battle", "battlefield": "battle", "field": "battle",
        "mana": "mana", "energy": "mana", "shield": "shield", "life": "shield",
        "hand": "hand", "deck": "deck", "library": "deck",
        "graveyard": "graveyard", "grave": "graveyard", "partner": "partner", "command": "partner"}


class SeatItem(QGraphicsObject):
    def __init__(self, tbl, player: int):
        super().__init__()
        self.tbl = tbl
        self.player = player
        self.pdata: dict = {}
        self.own = False
        self.w = self.h = 0.0
        self.s = 1.0
        self.areas: dict[str, ZoneArea] = {}
        self.items: dict[str, dict[str, CardItem]] = {}
        self.piles: dict[str, tuple] = {}   # deck/grave/partner caption positions
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
                "battle": (pad, y, W - 2 * pad, ch + 10 * s, cw, ch),
            }
            y2 = y + ch + 10 * s + 6 * s
            sw, sh = 0.62 * cw, 0.62 * ch
            g["shield"] = (pad, y2, 0.3 * W, sh + 8 * s, sw, sh)
            g["mana"] = (pad * 2 + 0.3 * W, y2, W - 0.3 * W - 3 * pad, sh + 8 * s, sw, sh)
            y3 = y2 + sh + 8 * s + 6 * s
            g["hand"] = (pad, y3, W - piles_w - pad, ch + 10 * s, cw, ch)
            px = W - piles_w + pad
            for i, z in enumerate(("deck", "graveyard", "partner")):
                g[z] = (px + i * (pile_w + pad), y3, pile_w + 2, ch + 10 * s, pile_w - 4 * s, (pile_w - 4 * s) * 1.4)
            self.h = y3 + ch + 10 * s + pad
        else:
            self.header_h = 28 * s
            y = self.header_h
            g = {"battle": (pad, y, W - 2 * pad, 86 * s, 58 * s, 80 * s)}
            y2 = y + 90 * s
            g["shield"] = (pad, y2, 170 * s, 50 * s, 31 * s, 43 * s)
            g["mana"] = (pad + 176 * s, y2, W - 2 * pad - 176 * s, 50 * s, 31 * s, 43 * s)
            y3 = y2 + 54 * s
            g["hand"] = (pad, y3, 170 * s, self.h - y3 - pad, 31 * s, 43 * s)
            for i, z in enumerate(("deck", "graveyard", "partner")):
                g[z] = (pad + 176 * s + i * 84 * s, y3, 80 * s, self.h - y3 - pad, 40 * s, 56 * s)
        self.geom = g
        for z, (x, yy, w, h, _cw, _ch) in g.items():
            a = self.areas.get(z)
            if a is None:
                a = self.areas[z] = ZoneArea(self, z)
            a.set_rect(QRectF(x, yy, w, h))
        self.update()

    # -- content -------------------------------------------------------------------------
    def set_player(self, pdata: dict, face_fn, defn_fn) -> None:
        """face_fn(zone, card) → whether the viewer sees the face; defn_fn(card id) → CardDef."""
        self.pdata = pdata
        zones = pdata.get("zones", {})
        by_role: dict[str, list] = {}
        for zname, content in zones.items():
            role = ROLE.get(zname)
            if role is None or role == "deck":
                continue
            by_role.setdefault(role, []).extend(content if isinstance(content, list) else [])
        deck_count = 0
        for zname, content in zones.items():
            if ROLE.get(zname) == "deck":
                deck_count = content.get("count", 0) if isinstance(content, dict) else len(content)
        counts = {r: len(v) for r, v in by_role.items()}
        counts["deck"] = deck_count
        # untapped / total mana, on every seat: what each player can still pay this turn
        counts["mana_untapped"] = sum(1 for c in by_role.get("mana", []) if not c.get("tapped"))
        self.counts = counts
        for role in ("battle", "mana", "shield", "hand", "graveyard", "partner"):
            cards = by_role.get(role, [])
            if role == "graveyard":
                cards = cards[-1:]   # the top card; the rest are browsable
            self._sync_zone(role, cards, face_fn, defn_fn)
        # the deck is a pile of one back with a count
        self._sync_zone("deck", [{"handle": f"deck{self.player}", "hidden": True}] if deck_count else [],
                        face_fn, defn_fn)
        for role, a in self.areas.items():
            a.count = counts.get(role, 0)
        self.repaint_if_changed()

    def look(self) -> tuple:
        """What this seat's box and badges draw of their own (not the cards), in three parts: the geometry
        (all of it repaints), the header and frame (name, marks, turn and deciding colours), the counts
        (badges and pile captions).  A part repaints only its own strips, so the cards under the seat are
        not painted again when only a colour or a count changed."""
        p = self.pdata
        geom = (i18n.language(), self.w, self.h, self.own, self.s)
        head = (self.active, self.acting, self.thinking, self.lit, p.get("name"), p.get("alive", True),
                p.get("kind"), p.get("team"))
        counts = (p.get("mana_max"), p.get("mana_available"), tuple(p.get("unlocked") or ()),
                  tuple(sorted((p.get("caps") or {}).items())), tuple(sorted(getattr(self, "counts", {}).items())))
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
                if z in ("deck", "graveyard", "partner"):
                    self.update(QRectF(x, y + ch, zw, zh - ch + 4))

    def _sync_zone(self, role: str, cards: list, face_fn, defn_fn) -> None:
        if role not in self.geom:
            return
        x, y, w, h, cw, ch = self.geom[role]
        old = self.items.setdefault(role, {})
        new: dict[str, CardItem] = {}
        n = len(cards)
        cw_i, ch_i = int(round(cw)), int(round(ch))
        # side by side when they fit, overlapped otherwise; a tapped card takes its height in width
        gap = 6 * self.s
        widths = [(ch if c.get("tapped") else cw) + gap for c in cards]
        if role in ("deck", "graveyard", "partner"):
            widths = [0.0] * n
        total = sum(widths[:-1]) if n > 1 else 0.0
        avail = w - 8 * self.s - (widths[-1] - gap if n else 0)
        squeeze = 1.0 if total <= avail or total == 0 else avail / total
        xs, acc = [], 0.0
        for wd in widths:
            xs.append(acc)
            acc += wd * squeeze
        for i, c in enumerate(cards):
            tok = f"c{c['id']}" if "id" in c else c.get("handle", f"?{role}{i}")
            it = old.pop(tok, None)
            came_from = None
            if it is None:
                it = CardItem(self.tbl, tok, self.player, role, self)
                was = getattr(self.tbl, "last_pos", {}).get(tok)
                if was is not None:     # the same card drawn elsewhere a moment ago: glide from there
                    came_from = self.mapFromScene(was)
                else:
                    it.setPos(self.mapFromScene(self._entry_point(role)))
            it.zone = role
            face = face_fn(role, c)
            defn = defn_fn(c.get("card")) if face and "card" in c else None
            it.set_card(c, defn, cw_i, ch_i, face and defn is not None)
            cx = x + 4 * self.s + xs[i]
            if c.get("tapped") and role not in ("deck", "graveyard", "partner"):
                cx += (ch - cw) / 2  # rotated about its centre
            cy = y + (h - ch) / 2 if role not in ("deck", "graveyard", "partner") else y + 4 * self.s
            if c.get("tapped") and role == "battle":
                cy += 0  # rotated about its centre: stays in the row
            it.set_home(cx, cy, came_from, getattr(self.tbl, "animate_moves", False))
            it.set_z(i)
            new[tok] = it
        for it in old.values():
            it._stop_anim()
            if self.scene() is not None:
                self.scene().removeItem(it)
            it.setParentItem(None)
            self.tbl.retire(it)
        self.items[role] = new

    def _entry_point(self, role: str):
        """Where a card that was hidden before (a draw, a shield put, a reveal) comes from: this
        seat's deck pile."""
        g = self.geom.get("deck")
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
        alive = self.pdata.get("alive", True)
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
        if "mana_max" in self.pdata:  # digital rules (seed 002): no tapping, available / maximum mana
            text = self.digital_mana_text()
            caps = self.pdata.get("caps") or {}
            if self.own and caps:
                text += "  " + tr("Limits: hand {h}, shields {s}, battle zone {b}", h=caps.get("hand"),
                                  s=caps.get("shield"), b=caps.get("battle"))
            p.setPen(QColor("#9fe2a8"))
            tw = QFontMetricsF(tf).horizontalAdvance(text)
            if x_after + tw <= self.w - 6:   # else the mana badge carries the count
                p.drawText(QRectF(x_after, 2, tw + 4, self.header_h - 2), Qt.AlignmentFlag.AlignVCenter, text)
                x_after += tw + 10
        # pile captions: deck count, graveyard count, partner
        p.setFont(font(max(10.0, 11 * s)))
        for z in ("deck", "graveyard", "partner"):
            if z not in self.geom:
                continue
            x, y, w, h, cw, ch = self.geom[z]
            label = self.pile_caption(z)
            p.setPen(QColor("#cfd6e2"))
            p.drawText(QRectF(x, y + 6 * s + ch, w, h - ch - 6 * s), Qt.AlignmentFlag.AlignHCenter |
                       Qt.AlignmentFlag.AlignTop, label)

    def pile_caption(self, z: str) -> str:
        """'Deck 40', or just '40' where the name does not fit (a small seat: the pile's look says
        which it is, the count is what matters); the partner pile needs no caption then."""
        c = getattr(self, "counts", {})
        count = f"{c.get(z, 0)}" if z in ("deck", "graveyard") else ""
        full = tr(ZONE_LABEL[z]) + (f" {count}" if count else "")
        fm = QFontMetricsF(font(max(10.0, 11 * self.s)))
        if fm.horizontalAdvance(full) <= self.geom[z][2]:
            return full
        return count

    def header_tags(self, x_after: float):
        """Out / Turn / Thinking or Deciding after the name, and their font; on a seat too small for
        the words, the symbols only (▶ ⋯ ●)."""
        tags = []
        if not self.pdata.get("alive", True):
            tags.append((tr("Out"), QColor("#c66")))
        if self.active:
            tags.append((tr("▶ Turn"), QColor("#f2c14e")))
        if self.thinking:
            tags.append((tr("⋯ Thinking"), QColor("#ffd27f")))
        elif self.acting:
            tags.append((tr("● Deciding"), QColor("#5fd0ff")))
        tf = font(max(11.0, 12 * self.s), True)
        fmt = QFontMetricsF(tf)
        if x_after + sum(fmt.horizontalAdvance(t) + 10 for t, _c in tags) > self.w - 6:
            tags = [(t.split()[0], c) for t, c in tags]
        return tags, tf

    def head_text(self) -> str:
        """The name and its marks; the engine counts teams from 0, people count them from 1."""
        marks = ([tr("(you)")] if self.own else []) + ([tr("[CPU]")] if self.pdata.get("kind") == "computer" else [])
        if self.pdata.get("team") is not None:
            marks.append(tr("Team {t}", t=self.pdata["team"] + 1))
        return self.pdata.get("name", "?") + ("  " + " ".join(marks) if marks else "")

    def digital_mana_text(self) -> str:
        """'Mana 2/3 [Fire, Water]': available / maximum and the unlocked civilizations, named in
        the interface language."""
        from ..action_text import civ_names
        civs = civ_names(self.pdata.get("unlocked", []))
        text = tr("Mana {a}/{m}", a=self.pdata.get("mana_available", 0), m=self.pdata["mana_max"])
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
        for z in ("deck", "graveyard", "partner"):
            if z in self.geom:
                label = self.pile_caption(z)
                out.append((z, label, cap_px, QFontMetricsF(font(cap_px)).horizontalAdvance(label),
                            self.geom[z][2]))
        bpx = Badges.px(self)
        for z in ("battle", "shield", "mana", "hand"):
            if z in self.geom:
                text = Badges.text(self, z)
                out.append((z, text, bpx, QFontMetricsF(font(bpx, True)).horizontalAdvance(text) + 10,
                            self.geom[z][2] - 4))
        return out

    def mousePressEvent(self, e):
        e.accept()

    def mouseReleaseEvent(self, e):
        self.tbl.seat_clicked(self)
