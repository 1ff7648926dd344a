"""Seats played from phones (C1b): the table's side of a person who plays on their own phone.

A person's seat moves to the screen `phone:<seat>` when their phone claims its link, and back to the PC when the
table takes the seat back.  A screen with one person never needs a curtain or an open call, and the PC draws only
what its own people may see, so a phone seat's hidden cards stay face down on the PC; when every person has a
phone the PC has nobody and is a public board.  A phone that drops (sleep, Wi-Fi) keeps its seat: the seat stays on
its phone's screen, the PC says whom it waits for, and any person at the PC may take the seat back.

No Qt here: the Qt table (gui/phone_host.py) and tests drive it; the phone server is gui/companion.
"""
from __future__ import annotations

import functools
from dataclasses import replace

from .seats import PC, people_at, screens_of
from .tables import Screen


def phone_screen(seat: int) -> str:
    return f"phone:{seat}"


@functools.lru_cache(maxsize=256)
def seat_of_screen(screen: str) -> int | None:
    """The seat of a phone's screen id (`phone:<seat>`), else None (asked by every phone's listener for every
    screen at every publish: kept; a table has a few screens)."""
    head, _, tail = screen.partition(":")
    return int(tail) if head == "phone" and tail.isdigit() else None


def move_seat(session, seat: int, screen: str) -> bool:
    """Put person `seat` on `screen` (their phone's, or the PC) in the middle of a game: who holds each screen,
    its curtain and its open call are decided again, and every screen is shown anew.  False when nothing moved
    (a computer seat, or the seat is there already)."""
    old = session.seats[seat]
    if not old.person or old.screen == screen:
        return False
    seats = list(session.seats)
    seats[seat] = replace(old, screen=screen)
    session.seats = tuple(seats)
    wanted = screens_of(session.seats)
    for sid in [sid for sid in session.screens if sid not in wanted]:
        del session.screens[sid]            # a phone's screen with nobody on it any more
    for sid in wanted:
        s = session.screens.get(sid)
        if s is None:
            s = session.screens[sid] = Screen(sid, [], session.game)
        s.people = people_at(session.seats, sid)
        if s.owner not in s.people:
            s.owner, s.uncovered = None, False
    session.last_look.setdefault(seat, session.events_n)   # what they missed while moving is recap material
    session._next()
    session.publish()
    return True


class PhonePairs:
    """Which seats play from a phone, which of those phones are away now, and what the PC says of them.
    Called on the table's thread only."""

    def __init__(self):
        self.paired: dict[int, str] = {}      # seat -> the person's name (to keep the pair in a rematch)
        self.away: set[int] = set()          # paired seats whose phone is not connected now
        self.unclaimed: set[int] = set()     # chosen in New game to play from a phone whose link is not claimed yet

    def expect(self, players: dict[int, str]) -> list[int]:
        """New game: these seats ({seat: name}) play from a phone from the first action on (their hidden cards
        never reach the PC); until a phone claims a seat's link the table waits for it like an away phone.
        Returns the seats whose phone was another person's (its key must be revoked before the game starts)."""
        replaced = []
        for seat, name in players.items():
            if self.paired.get(seat) != name:       # a phone already paired to this person stays as it is
                if seat in self.paired:
                    replaced.append(seat)
                self.paired[seat] = name
                self.unclaimed.add(seat)
                self.away.add(seat)
        return replaced

    def screens(self) -> dict[int, str]:
        """{seat: screen} for the session's seats (gui.session.seats_of's `screens=`)."""
        return {p: phone_screen(p) for p in self.paired}

    def claimed(self, session, seat: int) -> bool:
        """The phone of `seat` opened its link: the seat plays there from now on."""
        if not session.person(seat):
            return False
        self.paired[seat] = session.seats[seat].name
        self.away.discard(seat)
        self.unclaimed.discard(seat)
        move_seat(session, seat, phone_screen(seat))
        return True

    def connected(self, seat: int) -> None:
        self.away.discard(seat)
        self.unclaimed.discard(seat)

    def dropped(self, seat: int) -> None:
        """The phone's connection ended (it may come back with its device key): the seat waits for it."""
        if seat in self.paired:
            self.away.add(seat)

    def take_back(self, session, seat: int) -> bool:
        """The seat plays at the PC again (its phone's key is revoked by the server)."""
        if seat not in self.paired:
            return False
        del self.paired[seat]
        self.away.discard(seat)
        self.unclaimed.discard(seat)
        if session is not None and 0 <= seat < len(session.seats):
            move_seat(session, seat, PC)
        return True

    def carry_over(self, game) -> list[int]:
        """A rematch or a new game: the pairs whose seat the same person holds again stay; returns the seats
        that lost their phone (another person or a computer sits there now, or a name that two seats share
        and so does not say who sits there: a phone never gets another person's hand)."""
        lost = []
        names = [pl.name for pl in game.players]
        for seat, name in list(self.paired.items()):
            pl = game.players[seat] if seat < len(game.players) else None
            if pl is None or pl.name != name or pl.kind == "computer" or names.count(name) > 1:
                lost.append(seat)
                del self.paired[seat]
                self.away.discard(seat)
                self.unclaimed.discard(seat)
        return lost

    def waiting(self, session, words) -> list[str]:
        """The PC's lines for phones that are away: "Waiting for Bunta's phone" (the one the game waits for
        first)."""
        return [words.tr("Waiting for {name}'s phone", name=session.seats[p].name) for p in self.away_first(session)]

    def away_first(self, session) -> list[int]:
        """The seats whose phone is away, the ones the game waits for first."""
        asked = set(session.game.decision.waiting_for()) if session.game.decision is not None and \
            session.game.outcome is None else set()
        return sorted((p for p in self.away if p < len(session.seats)), key=lambda p: (p not in asked, p))

    def everyone_on_phones(self, session) -> bool:
        """Every person plays from a phone: the PC is a public board."""
        people = [s.index for s in session.seats if s.person]
        return bool(people) and all(p in self.paired for p in people)
