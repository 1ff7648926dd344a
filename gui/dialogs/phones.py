"""Game → Phones…: play a seat from a phone (C1b).  Turns the phone server on or off, and per person at the
table shows how their seat is played (here, on a phone, a phone that is away) with its buttons: "Show my code"
draws that seat's QR code and short link, which only that person should look at, until their phone claims it
(then it is gone from the screen: the link is dead anyway); "Take the seat back" makes it a PC seat again.

The table's logic (which seats are on phones, who is away) is gui/session/phones.py; the server is
gui/companion; gui/phone_host.py brings them to the window."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QLayout,
                               QPushButton, QVBoxLayout, QWidget)

from ..i18n import tr

QR_SCALE = 5            # pixels per module: a phone's camera reads it from a metre away
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


class PhonesDialog(QDialog):
    def __init__(self, host, parent=None):
        super().__init__(parent)
        self.setObjectName("phones")
        self.host = host
        self.shown_seat: int | None = None      # whose code is on the screen now
        self.shown_url = ""
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.switch = QPushButton()
        self.switch.setObjectName("phones-switch")
        self.switch.clicked.connect(self._switch)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.rows = QWidget()
        self.grid = QGridLayout(self.rows)
        self.code = QLabel()
        self.code.setObjectName("phones-qr")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.url = QLabel()
        self.url.setObjectName("phones-url")
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
        middle = QHBoxLayout()          # the seats, and beside them the code shown (the dialog fits 1366x768)
        middle.addWidget(self.rows, 1, Qt.AlignmentFlag.AlignTop)
        middle.addWidget(self.code, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(middle)
        for w in (self.url, self.code_note, self.hide_code_button):
            lay.addWidget(w)
        lay.addWidget(self.warning)
        lay.addWidget(buttons)
        for label in (self.intro, self.error, self.code_note, self.warning):
            label.setMinimumWidth(TEXT_WIDTH)       # a wrapped label is as tall as its text at this width
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.error.hide()
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
        if self.shown_seat is not None and h.state(self.shown_seat) != "pc":
            self.hide_code()        # claimed: the code is gone from the screen

    def _fill_rows(self) -> None:
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        s = self.host.ctl.session
        self.rows.setVisible(self.host.on and s is not None)
        if not self.host.on or s is None:
            return
        states = {"pc": tr("plays here"), "phone": tr("plays from a phone"), "away": tr("phone away")}
        for r, seat in enumerate(x.index for x in s.seats if x.person):
            state = self.host.state(seat)
            self.grid.addWidget(QLabel(s.seats[seat].name), r, 0)
            self.grid.addWidget(QLabel(states[state]), r, 1)
            if state == "pc":
                b = QPushButton(tr("Show my code"))
                b.setObjectName(f"phones-show-{seat}")
                b.clicked.connect(lambda _=False, p=seat: self.show_code(p))
                b.setEnabled(self._may_look(seat))
            else:
                b = QPushButton(tr("Take the seat back"))
                b.setObjectName(f"phones-back-{seat}")
                b.clicked.connect(lambda _=False, p=seat: self.host.take_back(p))
            self.grid.addWidget(b, r, 2)

    def _may_look(self, seat: int) -> bool:
        """A person's code may come up while the PC shows no other person's hidden cards (their own view, or
        the table's common one)."""
        viewer = self.host.ctl.screen_player
        return viewer is None or viewer == seat

    def _follow_table(self) -> None:
        """The screen passed to another person: a code on the screen goes (it is not theirs), and the buttons
        follow who may look now."""
        if not self.isVisible():
            return
        if self.shown_seat is not None and not self._may_look(self.shown_seat):
            self.hide_code()
        for seat in range(len(self.host.ctl.session.seats) if self.host.ctl.session else 0):
            b = self.rows.findChild(QPushButton, f"phones-show-{seat}")
            if b is not None:
                b.setEnabled(self._may_look(seat))

    def show_code(self, seat: int) -> None:
        h = self.host
        if not h.on or h.state(seat) != "pc":
            return
        self.shown_seat = seat
        self.shown_url = h.link(seat)
        name = h.ctl.session.seats[seat].name
        self.code.setPixmap(qr_pixmap(self.shown_url))
        self.url.setText(self.shown_url)
        self.code_note.setText(tr("Only {name} should look: scan this with {name}'s phone. The first phone "
                                  "that opens it takes the seat.", name=name))
        for w in (self.code, self.url, self.code_note, self.hide_code_button):
            w.show()
        self.adjustSize()

    def hide_code(self) -> None:
        self.shown_seat, self.shown_url = None, ""
        self.code.clear()
        self.url.clear()
        for w in (self.code, self.url, self.code_note, self.hide_code_button):
            w.hide()
        self.adjustSize()

    # ----- on and off ----------------------------------------------------------------------------------------
    def _switch(self) -> None:
        h = self.host
        self.error.clear()
        self.error.hide()
        if h.on:
            self.hide_code()
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
