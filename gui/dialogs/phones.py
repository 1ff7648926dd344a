"""Game → Phones…: play a seat from a phone (C1b).  Turns the phone server on or off, and per person at the
table shows how their seat is played (here, on a phone, a phone that is away) with its buttons: "Show my code"
draws that seat's QR code and short link, which only that person should look at, until their phone claims it
(then it is gone from the screen: the link is dead anyway); "Take the seat back" makes it a PC seat again.
A game started with phone seats (New game) shows their codes at once, side by side.  No code comes up while the
curtain or an open call is up (the next person at the screen could read it), nor beside another person's hidden
cards.

The table's logic (which seats are on phones, who is away) is gui/session/phones.py; the server is
gui/companion; gui/phone_host.py brings them to the window."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QLayout,
                               QPushButton, QVBoxLayout, QWidget)

from ..i18n import tr

QR_SCALE = 5            # pixels per module: a phone's camera reads it from a metre away
CODES_PER_ROW = 4       # several codes at once (New game's phone seats) side by side, within 1366x768
TEXT_WIDTH = 520        # the dialog's wrapped lines: wide enough to read at once, within 1366x768


def qr_pixmap(url: str, scale: int = QR_SCALE) -> QPixmap:
    """The link as a QR code (segno), dark on light with its quiet zone."""
    import io

    import segno
    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="png", scale=scale, border=4)
    pm = QPixmap()
    pm.loadFromData(buf.getvalue(), "PNG")
    return pm


def phone_host(window):
    """The window's PhoneHost, made the first time phones are asked for."""
    host = getattr(window, "phone_host", None)
    if host is None:
        from ..phone_host import PhoneHost
        host = window.phone_host = PhoneHost(window)
    return host


def open_phones(window) -> "PhonesDialog":
    dlg = getattr(window, "phones_dlg", None)
    if dlg is None:
        dlg = window.phones_dlg = PhonesDialog(phone_host(window), window)
    dlg.refresh()
    dlg.show()
    dlg.raise_()
    return dlg


def phones_at_start(window, spec: dict) -> list[int]:
    """New game with phone seats (the dialog's `phones`): the server on, those seats on their phones from the
    first action (before the game is set on the table).  Returns the seats whose codes should come up at once;
    [] (the seats play here) when phones cannot be served, said in a message."""
    seats = [p for p in spec.get("phones") or () if 0 <= p < len(spec["players"])]
    if not seats:
        return []
    host = phone_host(window)
    try:
        host.start()
    except (OSError, ValueError) as e:
        window.message(tr("Phones"), tr("Cannot serve phones: {why}", why=str(e)))
        return []
    host.expect({p: spec["players"][p]["name"] for p in seats})
    return seats


def show_codes_at_start(window, seats: list[int]) -> None:
    """The game is on the table: its phone seats' codes come up at once (or as soon as they may)."""
    if seats:
        dlg = open_phones(window)
        dlg.pending |= set(seats)
        dlg.refresh()


class CodeCard(QFrame):
    """One seat's code on the screen: its QR, its short link, and whose it is."""

    def __init__(self, seat: int, url: str, name: str, scale: int, parent=None):
        super().__init__(parent)
        self.seat, self.link = seat, url
        self.setObjectName(f"phones-code-{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.qr = QLabel()
        self.qr.setObjectName("phones-qr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setPixmap(qr_pixmap(url, scale))
        self.who = QLabel(f"<b>{html.escape(name)}</b>")
        self.who.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.url = QLabel(url)
        self.url.setObjectName("phones-url")
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay = QVBoxLayout(self)
        for w in (self.who, self.qr, self.url):
            lay.addWidget(w)


class PhonesDialog(QDialog):
    def __init__(self, host, parent=None):
        super().__init__(parent)
        self.setObjectName("phones")
        self.host = host
        self.cards: dict[int, CodeCard] = {}     # the codes on the screen now, by seat
        self.pending: set[int] = set()           # New game's phone seats: their codes come up as soon as allowed
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.switch = QPushButton()
        self.switch.setObjectName("phones-switch")
        self.switch.clicked.connect(self._switch)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.why = QLabel()                      # why no code may come up now (the curtain is up …)
        self.why.setObjectName("phones-why")
        self.why.setWordWrap(True)
        self.rows = QWidget()
        self.grid = QGridLayout(self.rows)
        self.codes = QWidget()
        self.codes_grid = QGridLayout(self.codes)
        self.codes_grid.setContentsMargins(0, 0, 0, 0)
        self.code_note = QLabel()
        self.code_note.setWordWrap(True)
        self.code_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hide_code_button = QPushButton()
        self.hide_code_button.clicked.connect(self.hide_code)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        top = QHBoxLayout()
        top.addWidget(self.switch)
        top.addWidget(self.address, 1)
        lay = QVBoxLayout(self)
        lay.addWidget(self.intro)
        lay.addLayout(top)
        lay.addWidget(self.error)
        middle = QHBoxLayout()          # the seats, and beside them the codes shown (the dialog fits 1366x768)
        middle.addWidget(self.rows, 1, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.codes, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(middle)
        for w in (self.why, self.code_note, self.hide_code_button):
            lay.addWidget(w)
        lay.addWidget(self.warning)
        lay.addWidget(buttons)
        for label in (self.intro, self.error, self.why, self.code_note, self.warning):
            label.setMinimumWidth(TEXT_WIDTH)       # a wrapped label is as tall as its text at this width
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.error.hide()
        self.why.hide()
        host.changed.connect(self.refresh)
        host.ctl.changed.connect(self._follow_table)
        self.hide_code()

    # ----- what it shows ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        h = self.host
        self.setWindowTitle(tr("Phones"))
        self.intro.setText(tr("A person may play their seat from their phone's browser: their cards and "
                              "choices on the phone, the table here. The phone must be on this computer's network."))
        self.switch.setText(tr("Turn phones off") if h.on else tr("Turn phones on"))
        self.address.setText(tr("Serving on {address}", address=h.origin) if h.on else tr("Phones are off."))
        self.warning.setText(tr("Plain HTTP: anyone on this Wi-Fi can read the game's traffic. Play on a "
                                "network you trust."))
        self.hide_code_button.setText(tr("Hide the code"))
        self.close_button.setText(tr("Close"))
        self._fill_rows()
        gone = [p for p in self.cards if h.state(p) not in ("pc", "new")]
        if gone:
            self.hide_code(gone)        # claimed: the code is gone from the screen
        self._follow_table()

    def _fill_rows(self) -> None:
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        s = self.host.ctl.session
        self.rows.setVisible(self.host.on and s is not None)
        if not self.host.on or s is None:
            return
        states = {"pc": tr("plays here"), "phone": tr("plays from a phone"), "away": tr("phone away"),
                  "new": tr("waits for their phone")}
        for r, seat in enumerate(x.index for x in s.seats if x.person):
            state = self.host.state(seat)
            self.grid.addWidget(QLabel(s.seats[seat].name), r, 0)
            self.grid.addWidget(QLabel(states[state]), r, 1)
            if state in ("pc", "new"):
                b = QPushButton(tr("Show my code"))
                b.setObjectName(f"phones-show-{seat}")
                b.clicked.connect(lambda _=False, p=seat: self.show_code(p))
                b.setEnabled(self._may_look(seat))
                self.grid.addWidget(b, r, 2)
            if state != "pc":
                b = QPushButton(tr("Play at this screen") if state == "new" else tr("Take the seat back"))
                b.setObjectName(f"phones-back-{seat}")
                b.clicked.connect(lambda _=False, p=seat: self.host.take_back(p))
                self.grid.addWidget(b, r, 3 if state == "new" else 2)

    def _curtain_up(self) -> bool:
        return self.host.ctl.waiting_curtain is not None

    def _may_look(self, seat: int) -> bool:
        """A person's code may come up while no curtain or open call is up (the next person at the screen could
        read it) and the PC shows no other person's hidden cards: their own view, the table's common one, or a
        phone seat's while the PC's only person plays there (that person's cards are on the PC all game)."""
        if self._curtain_up():
            return False
        ctl = self.host.ctl
        viewer = ctl.screen_player
        if viewer is None or viewer == seat:
            return True
        s = ctl.session
        return self.host.state(seat) == "new" and s is not None and s.screens["pc"].people == [viewer]

    def _why_not(self, seat: int) -> str:
        """The refusal's words: why `seat`'s code does not come up now."""
        if self._curtain_up():
            return tr("No code while the curtain is up: the next person at the screen could read another "
                      "person's code. It comes up once the curtain is lifted.")
        return tr("{name}'s code does not come up while another person's cards are on the screen.",
                  name=self.host.ctl.session.seats[seat].name)

    def _follow_table(self) -> None:
        """The screen passed to another person or a curtain came up: a code on the screen that may not be there
        goes, the buttons follow who may look now, and New game's codes come up as soon as they may."""
        if not self.isVisible() or self.host.ctl.session is None:
            return
        hidden = [p for p in self.cards if not self._may_look(p)]
        if hidden:
            self.hide_code(hidden)
        for seat in range(len(self.host.ctl.session.seats)):
            b = self.rows.findChild(QPushButton, f"phones-show-{seat}")
            if b is not None:
                b.setEnabled(self._may_look(seat))
        self.pending = {p for p in self.pending if self.host.state(p) == "new"}
        ready = sorted(p for p in self.pending if self._may_look(p) and p not in self.cards)
        if ready:
            self.show_codes(ready)
        waiting = sorted(self.pending - set(self.cards))
        asking = [p for p in range(len(self.host.ctl.session.seats)) if self.host.state(p) in ("pc", "new")]
        why = self._why_not(waiting[0]) if waiting else self._why_not(asking[0]) \
            if asking and self.host.on and self._curtain_up() else ""
        self.why.setText(why)
        self.why.setVisible(bool(why))
        self.adjustSize()

    def show_code(self, seat: int) -> bool:
        """"Show my code": `seat`'s code on the screen, or the reason it may not come up now (False)."""
        return self.show_codes([seat])

    def show_codes(self, seats) -> bool:
        """The codes of `seats` side by side (a phone seat of New game's, or a person's "Show my code"); each
        refused with its reason while it may not come up (the curtain is up …).  False if one was refused."""
        h = self.host
        ok = True
        for seat in seats:
            if not h.on or h.state(seat) not in ("pc", "new"):
                continue
            if not self._may_look(seat):
                self.why.setText(self._why_not(seat))
                self.why.show()
                ok = False
                continue
            if seat not in self.cards:
                self.cards[seat] = CodeCard(seat, h.link(seat), h.ctl.session.seats[seat].name, self._scale(seat))
        self._lay_codes()
        return ok

    def _scale(self, seat: int) -> int:
        n = len(set(self.cards) | {seat})
        return QR_SCALE if n <= 2 else QR_SCALE - 1 if n <= CODES_PER_ROW else QR_SCALE - 2

    def _lay_codes(self) -> None:
        while self.codes_grid.count():
            self.codes_grid.takeAt(0)
        for k, seat in enumerate(sorted(self.cards)):
            self.codes_grid.addWidget(self.cards[seat], k // CODES_PER_ROW, k % CODES_PER_ROW)
        names = [self.host.ctl.session.seats[p].name for p in sorted(self.cards)] if self.cards else []
        if len(names) == 1:
            self.code_note.setText(tr("Only {name} should look: scan this with {name}'s phone. The first phone "
                                      "that opens it takes the seat.", name=names[0]))
        elif names:
            self.code_note.setText(tr("Each person scans only their own code with their phone: {names}. The "
                                      "first phone that opens a code takes its seat.", names=", ".join(names)))
        shown = bool(self.cards)
        for w in (self.codes, self.code_note, self.hide_code_button):
            w.setVisible(shown)
        self.adjustSize()

    def hide_code(self, seats=None) -> None:
        """The codes of `seats` (every code when None) leave the screen."""
        for seat in list(self.cards if seats is None else seats):
            card = self.cards.pop(seat, None)
            if card is not None:
                card.hide()
                card.deleteLater()
        self._lay_codes()

    # ----- on and off ----------------------------------------------------------------------------------------
    def _switch(self) -> None:
        h = self.host
        self.error.clear()
        self.error.hide()
        if h.on:
            self.hide_code()
            self.pending.clear()
            h.stop()
        else:
            try:
                h.start()
            except (OSError, ValueError) as e:
                self.error.setText(tr("Cannot serve phones: {why}", why=str(e)))
                self.error.show()
        self.refresh()

    def hideEvent(self, e):
        self.hide_code()        # a code left on the screen would be there for the next person
        super().hideEvent(e)
