"""The phones' desk at a table: what the phone server's events do to the table's session, and each phone's
newest snapshot out after every change.  Shared by `enza host` (host.py) and the Qt table (gui/phone_host.py);
called on the table's thread only (the server hands its events over through its queue).

Which seats play from phones, and which phones are away, is table logic: gui/session/phones.py (PhonePairs)."""
from __future__ import annotations

from gui.session.phones import PhonePairs, seat_of_screen

from .server import Answer, Closed, Concede, Opened, Undo
from .table_link import TableLink


class PhoneDesk:
    """A session served to phones through `server`.  `fixed`: seats that are phone seats from the start
    (`enza host`: every person); others become phone seats when their link is claimed (the Qt table)."""

    def __init__(self, session, server, fixed=(), pairs: PhonePairs | None = None):
        self.server = server
        self.pairs = pairs or PhonePairs()
        self.session = None
        self.link: TableLink | None = None
        self.langs: dict[int, str] = {}          # seat -> language of its open phone
        self.deferred = False                    # the Qt table: snapshots go out once per redraw (flush)
        self.dirty: set[int] = set()
        self.attach(session, fixed)

    def attach(self, session, fixed=()) -> None:
        """Serve `session` (a new game at the same table: the pairs kept by `PhonePairs.carry_over`)."""
        self.session = session
        for p in fixed:
            self.pairs.paired.setdefault(p, session.seats[p].name)
        self.link = TableLink(session, [p for p in self.pairs.paired if session.seats[p].screen is not None
                                        and seat_of_screen(session.seats[p].screen) == p])
        for seat, lang in self.langs.items():
            self.link.set_language(seat, lang)
        session.subscribe(self._published)
        for seat in self.langs:
            self.publish(seat)

    def _published(self, screen: str, _snap) -> None:
        seat = seat_of_screen(screen)
        if seat is None:
            return
        if self.deferred:       # one answer may publish several times (taken, then the table runs on)
            self.dirty.add(seat)
        else:
            self.publish(seat)

    def flush(self) -> None:
        """The newest snapshot to each phone whose screen changed since the last flush."""
        dirty, self.dirty = self.dirty, set()
        self.server.publish_all({seat: self.link.snapshot(seat) for seat in sorted(dirty) if self._open(seat)})

    def publish(self, seat: int) -> None:
        if self._open(seat):
            self.server.publish(seat, self.link.snapshot(seat))

    def _open(self, seat: int) -> bool:
        """A phone is connected to the seat, which plays from it."""
        return seat in self.langs and seat in self.link.people

    def handle(self, event) -> None:
        """One event of the server's queue."""
        if isinstance(event, Opened):
            self._opened(event.seat, event.lang)
        elif isinstance(event, Closed):
            self.langs.pop(event.seat, None)
            self.pairs.dropped(event.seat)
            self.link.away(event.seat)
        elif isinstance(event, (Answer, Undo, Concede)):
            err = self._give(event)
            if err is not None:
                self.server.tell(event.seat, err)
                self.publish(event.seat)

    def _opened(self, seat: int, lang: str) -> None:
        self.langs[seat] = lang
        if seat not in self.link.people:            # a link claimed just now: the seat moves to its phone
            if not self.pairs.claimed(self.session, seat):
                return
            self.link.add(seat)
        self.pairs.connected(seat)
        self.link.back(seat)
        self.link.set_language(seat, lang)
        self.publish(seat)

    def _give(self, event) -> dict | None:
        if isinstance(event, Answer):
            return self.link.answer(event.seat, event.decision, event.answer)
        if isinstance(event, Undo):
            return self.link.undo(event.seat, event.decision)
        return self.link.concede(event.seat)

    def take_back(self, seat: int) -> bool:
        """The seat plays at the PC again: its phone's key and link stop working."""
        self.server.revoke(seat)
        self.langs.pop(seat, None)
        self.link.remove(seat)
        return self.pairs.take_back(self.session, seat)
