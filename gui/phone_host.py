"""The Qt table's phones (C1b): the phone server (gui/companion) started when a person asks for it, its events
brought to the UI thread, and the status bar's line (phones on, the address, the phones the table waits for).

The server runs on its own thread and wakes this object through a queued signal; the events are handled here on
the UI thread by gui/companion/desk.py, which gives answers to the table's session; which seats play from phones
is gui/session/phones.py's.  Nothing here decides a rule."""
from __future__ import annotations

import os
import queue

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox, QToolButton

from .i18n import tr
from .session.phones import PhonePairs

PORT_ENV = "ENZA_PHONES_PORT"           # a fixed port (tests, firewalls); default: any free port
ADDRESS_ENV = "ENZA_PHONES_ADDRESS"     # the interface (a private address of this machine, or 127.0.0.1)


class PhoneHost(QObject):
    woke = Signal()         # from the server's thread: events wait in its queue
    changed = Signal()      # a phone claimed, dropped, came back or was taken back

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.ctl = window.ctl
        self.pairs = PhonePairs()
        self.server = None
        self.desk = None
        self.woke.connect(self._drain, Qt.ConnectionType.QueuedConnection)
        self.ctl.session_started.connect(self._new_session)
        self.ctl.settled.connect(self._flush)     # before the PC's redraw: phones need not wait for it
        self.ctl.changed.connect(self._show_status)
        self.label = QLabel()
        self.label.setObjectName("phones-status")
        # one away seat: the button takes it back; several: it opens a menu with one line per away seat
        self.back_button = QToolButton()
        self.back_button.setObjectName("phones-take-back")
        self.back_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.back_button.clicked.connect(lambda: self._take_back_asked(self._away_seats()[0])
                                         if len(self._away_seats()) == 1 else None)
        self.back_menu = QMenu(self.back_button)
        self.back_menu.setObjectName("phones-take-back-menu")
        bar = window.statusBar()
        bar.addPermanentWidget(self.label)
        bar.addPermanentWidget(self.back_button)
        self.label.hide()
        self.back_button.hide()

    # ----- on and off -------------------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.server is not None

    def start(self, address: str | None = None, port: int | None = None) -> None:
        """Serve phones (raises OSError or ValueError when the address cannot be served)."""
        if self.server is not None:
            return
        from .companion.server import CompanionServer
        address = address or os.environ.get(ADDRESS_ENV) or None
        port = port if port is not None else int(os.environ.get(PORT_ENV) or 0)
        server = CompanionServer(address, port, wake=self.woke.emit)
        server.start()
        self.server = server
        self.ctl.seat_screens = self._screens_for
        if self.ctl.session is not None:
            self._make_desk()
        self.changed.emit()
        self._show_status()

    def _make_desk(self) -> None:
        from .companion.desk import PhoneDesk
        self.desk = PhoneDesk(self.ctl.session, self.server, pairs=self.pairs)
        self.desk.deferred = True

    def stop(self) -> None:
        """Phones off: every phone seat plays at the PC again, the server ends."""
        if self.server is None:
            return
        for seat in list(self.pairs.paired):
            self._take_back(seat)
        self.server.stop()
        self.server = self.desk = None
        self.ctl.seat_screens = None
        self.ctl.pump()
        self.changed.emit()
        self._show_status()

    @property
    def origin(self) -> str:
        return self.server.origin if self.server is not None else ""

    # ----- seats ------------------------------------------------------------------------------------------
    def link(self, seat: int) -> str:
        """A new link for `seat` (an older one, unclaimed, stops working)."""
        return self.server.link(seat)

    def expect(self, players: dict[int, str]) -> None:
        """New game: these seats ({seat: name}) play from phones from the start (set before the game is)."""
        for seat in self.pairs.expect(players):    # another person's phone held this seat: it stops working
            self.server.revoke(seat)
            if self.desk is not None:
                self.desk.langs.pop(seat, None)

    def state(self, seat: int) -> str:
        """"phone" (playing from its phone), "new" (chosen to play from a phone not connected yet), "away" (its
        phone dropped), or "pc"."""
        if seat in self.pairs.unclaimed:
            return "new"
        if seat in self.pairs.away:
            return "away"
        return "phone" if seat in self.pairs.paired else "pc"

    def _take_back(self, seat: int) -> None:
        if self.desk is not None:
            self.desk.take_back(seat)
        else:
            self.pairs.take_back(self.ctl.session, seat)
            self.server.revoke(seat)

    def take_back(self, seat: int) -> None:
        """The seat plays at the PC again (behind the curtain when others share the screen)."""
        self._take_back(seat)
        self.ctl.pump()
        self.changed.emit()
        self._show_status()

    def _away_seats(self) -> list[int]:
        """The seats the table waits for a phone of, the one the game waits for first."""
        return self.pairs.away_first(self.ctl.session) if self.ctl.session is not None else []

    def _take_back_asked(self, seat: int) -> None:
        if seat not in self.pairs.away:
            return
        name = self.ctl.session.seats[seat].name
        box = QMessageBox(QMessageBox.Icon.Question, tr("Take the seat back?"),
                          tr("{name} plays at this screen again; their phone's link stops working.", name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.setObjectName("take-back")
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Take the seat back"))
        box.button(QMessageBox.StandardButton.No).setText(tr("Keep waiting"))
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _r: self.take_back(seat) if box.clickedButton() is yes else None)
        self.take_back_box = box
        box.open()

    # ----- the server's events, on the UI thread ------------------------------------------------------------
    def _drain(self) -> None:
        if self.server is None or self.desk is None:
            return
        before = (dict(self.pairs.paired), set(self.pairs.away))
        for _ in range(self.server.events.maxsize or 64):
            try:
                event = self.server.events.get_nowait()
            except queue.Empty:
                break
            self.desk.handle(event)
        self.ctl.pump()
        if (self.pairs.paired, self.pairs.away) != before:
            self.changed.emit()
            self._show_status()

    def _screens_for(self, game) -> dict:
        """A new game at the table: the phones of the people who sit there again stay paired."""
        for seat in self.pairs.carry_over(game):
            self.server.revoke(seat)
            if self.desk is not None:
                self.desk.langs.pop(seat, None)
        return self.pairs.screens()

    def _new_session(self) -> None:
        if self.server is None or self.ctl.session is None:
            return
        if self.desk is None:
            self._make_desk()
        else:
            self.desk.attach(self.ctl.session)
        self.changed.emit()

    def _flush(self) -> None:
        """The session ran: the phones' snapshots go out once for all that changed, before the PC redraws."""
        if self.desk is not None:
            self.desk.flush()

    # ----- the status bar ---------------------------------------------------------------------------------
    def _show_status(self) -> None:
        if self.server is None:
            self.label.hide()
            self.back_button.hide()
            return
        text = tr("Phones on: {address}", address=self.origin)
        s = self.ctl.session
        waiting = self.pairs.waiting(s, _Words()) if s is not None else []
        if waiting:
            text += " · " + " · ".join(waiting)
        self.label.setText(text)
        self.label.show()
        away = self._away_seats()
        self.back_menu.clear()
        if len(away) == 1:
            self.back_button.setMenu(None)
            self.back_button.setText(tr("Take {name}'s seat back…", name=s.seats[away[0]].name))
        elif away:
            for seat in away:
                act = self.back_menu.addAction(tr("Take {name}'s seat back…", name=s.seats[seat].name))
                act.setObjectName(f"phones-take-back-{seat}")
                act.triggered.connect(lambda _=False, p=seat: self._take_back_asked(p))
            self.back_button.setMenu(self.back_menu)
            self.back_button.setText(tr("Take a seat back"))
        self.back_button.setVisible(bool(away))

    def retranslate(self) -> None:
        self._show_status()


class _Words:
    """The table's chrome words for PhonePairs.waiting (it takes any object with `tr`)."""

    @staticmethod
    def tr(text: str, **kw) -> str:
        return tr(text, **kw)
