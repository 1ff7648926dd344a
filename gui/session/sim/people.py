"""Scripted people for `enza table-sim`: each time the table waits for a person they make one gesture from what
their screen's snapshot shows — the curtain, the open call, an answer from the panel or by a drop, End turn,
F4, a stop, Undo — and now and then an illegal one first.  They read only snapshots, and tell the observer
each gesture before and after making it."""
from __future__ import annotations

from .gestures import Gesture, illegal_gestures, send


class People:
    ACT = 0.7           # an active answer rather than the pass, when there is one
    YES = 0.3           # "yes, pass me the screen" at the open call
    ILLEGAL = 0.06      # an illegal gesture tried before the real one
    UNDO = 0.05         # Undo, when the screen says it would succeed ...
    UNDOS = 4           # ... at most this many times a game (an undo replays the game: DESIGN §4)
    END_TURN = 0.03     # End turn (F6), when offered
    UNTIL = 0.02        # F4, pass until something happens
    STOP = 0.02         # a stop set or cleared in the Stops list

    def __init__(self, rng, observer, people: dict[int, str]):
        self.rng = rng
        self.obs = observer
        self.people = dict(people)      # seat -> screen
        self.undos = 0

    def make(self, session, g: Gesture):
        self.obs.before(g)
        r = send(session, g)
        self.obs.after(g, r)
        return r

    def act(self, session, seat: int) -> None:
        """One gesture (maybe after an illegal one) by `seat`, whom the table waits for."""
        rng = self.rng
        snap = session.snapshot(self.people[seat])
        if rng.random() < self.ILLEGAL:
            tries = illegal_gestures(snap, seat, list(self.people), self._seen(snap), rng)
            if tries:
                self.make(session, rng.choice(tries))
                snap = session.snapshot(self.people[seat])
        if snap.curtain is not None:
            self.make(session, Gesture(snap.curtain.seat, "curtain"))
        elif snap.open_call is not None:
            yes = rng.random() < self.YES
            self.make(session, Gesture(snap.open_call.seat, "call-yes" if yes else "call-no"))
        elif snap.asked == seat and snap.offers:
            self.make(session, self._choose(snap, seat))

    def retake(self, session, seat: int) -> None:
        """After a resume: the person asked before the save takes the screen again (curtain, open call: yes)."""
        snap = session.snapshot(self.people[seat])
        if snap.curtain is not None and snap.curtain.seat == seat:
            self.make(session, Gesture(seat, "curtain"))
        elif snap.open_call is not None and snap.open_call.seat == seat:
            self.make(session, Gesture(seat, "call-yes"))

    def _choose(self, snap, seat: int) -> Gesture:
        rng = self.rng
        u, c = snap.undo, snap.controls
        if u is not None and u.possible and u.seat == seat and self.undos < self.UNDOS and rng.random() < self.UNDO:
            self.undos += 1
            return Gesture(seat, "undo")
        if c.stops and rng.random() < self.STOP:
            stop = rng.choice(c.stops)
            return Gesture(seat, "stop", stop.step, on=not stop.on)
        if c.end_turn and rng.random() < self.END_TURN:
            return Gesture(seat, "end-turn")
        if c.pass_until and rng.random() < self.UNTIL:
            return Gesture(seat, "pass-until")
        offers = [o for o in snap.offers if not o.text.endswith(" concede")]
        active = [o for o in offers if not o.passing]
        passing = [o for o in offers if o.passing]
        o = rng.choice(active) if active and (not passing or rng.random() < self.ACT) else passing[0]
        return Gesture(seat, "answer" if o.button else "drop", o.text)

    @staticmethod
    def _seen(snap) -> set[int]:
        out = set()
        for z in snap.view.zones.values():
            for cv in z.cards:
                if cv.token[:1] == "c" and cv.token[1:].isdigit():
                    out.add(int(cv.token[1:]))
        return out
