"""Scripted people and a watcher of snapshots for the session's tests (the observer's policy in brief: what a
screen showed against what the people at it may see, read from the engine's own views)."""
from __future__ import annotations

import random

from gui.session.seeing import known_cards


class Person:
    """Answers for every person: the curtain and the open call (yes with probability `yes`), then an answer:
    an active one with probability `act` (never conceding), else the pass-like one."""

    def __init__(self, seed=1, act=0.7, yes=0.3):
        self.rng = random.Random(seed)
        self.act, self.yes = act, yes
        self.asked: dict[int, list] = {}       # seat -> the snapshots that offered them answers

    def __call__(self, s, seat):
        snap = s.snapshot(s.seats[seat].screen)
        if snap.curtain is not None:
            assert s.dismiss_curtain(snap.curtain.seat).ok
            return
        if snap.open_call is not None:
            assert s.answer_call(snap.open_call.seat, self.rng.random() < self.yes).ok
            return
        assert snap.asked == seat, (snap.asked, seat)
        self.asked.setdefault(seat, []).append(snap)
        offers = [o for o in snap.offers if not o.text.endswith(" concede")]
        active = [o for o in offers if not o.passing]
        passing = [o for o in offers if o.passing]
        o = self.rng.choice(active) if active and (not passing or self.rng.random() < self.act) else passing[0]
        r = s.answer(seat, o.text)
        assert r.ok, r


class Watcher:
    """Counts the snapshots that showed a person's hidden card while someone else at the screen may look:
    nobody holds the screen (every person there may look) and the view shows a card one of them does not
    know; and the curtains raised between people who see each other's cards."""

    def __init__(self, session):
        self.s = session
        self.entitled = None        # who dismissed the curtain and nobody else acted since
        self.n = len(session.game.actions_log)
        self.leaks = []
        self.needless_curtains = 0
        self.needless_calls = 0     # an open call with nobody at the screen to keep the secret from
        self.curtains = 0
        session.subscribe(self.see)
        self.see("pc", session.snapshot())

    def see(self, screen, snap):
        s = self.s
        g = s.game
        people = [p for p, _n, _a in snap.people]
        acted = {g.parse(t).player for t in g.actions_log[self.n:]}
        self.n = len(g.actions_log)
        if snap.curtain is not None or acted - {self.entitled} or snap.asked not in (None, self.entitled):
            self.entitled = snap.curtain.seat if snap.curtain is not None else None
        if snap.curtain is not None:
            self.curtains += 1
            others = [q for q in people if q != snap.curtain.seat]
            mine = g.known_cards(snap.curtain.seat)
            if all(mine <= g.known_cards(q) for q in others):
                self.needless_curtains += 1
        if snap.open_call is not None:
            others = [q for q in people if q != snap.open_call.seat]
            mine = g.known_cards(snap.open_call.seat)
            if all(mine <= g.known_cards(q) for q in others):
                self.needless_calls += 1
        if len(people) < 2 or snap.viewer == "full":
            return
        holder = self.entitled if snap.curtain is None and self.entitled in snap.waiting_for else None
        looking = [holder] if holder is not None else people
        shown = {int(t[1:]) for t in known_cards(snap.view)}
        for q in looking:
            unknown = shown - g.known_cards(q)
            if unknown:
                self.leaks.append((len(g.actions_log), q, snap.thinking, sorted(unknown)[:3]))
