"""A headless, synchronous driver of a session (tests, `enza table-sim`, benchmarks): computers are answered
inline by engine.ai.levels' players, on a copy of the game; the pace runs on a virtual clock, so nothing waits
for real, while `waited` adds up what a person at the table would have waited (the pace, and thinking beyond it).

    s = Session(game, options=TableOptions())
    d = Driver(s)
    w = d.until_person()            # computers and automatic passes played; a person must act, or it is over
    s.answer(w.person, "...")       # (or dismiss_curtain / answer_call / end_turn …)
    d.play(people)                  # to the end: people(session, seat) answers for the people"""
from __future__ import annotations

import time

from engine.ai.levels import TABLE_BUDGET, make_player


class VirtualClock:
    def __init__(self, t: float = 0.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


class Driver:
    def __init__(self, session, level=None, think_clock=time.process_time):
        """`level`: every computer's level or player object (None: each seat's own level from the setup)."""
        self.s = session
        self.clock = session.clock if isinstance(session.clock, VirtualClock) else VirtualClock()
        session.set_clock(self.clock)
        self.level = level
        self.think_clock = think_clock
        self.players: dict = {}
        self.waited = 0.0           # seconds a person would have waited for the computers (pace + thinking)
        self.thinking = 0.0         # seconds the computers thought
        self.asked = 0              # computer questions answered

    def _player(self, q):
        ai = self.players.get(q.seat)
        if ai is None:
            level = self.level if self.level is not None else q.level
            from engine.ai.levels import ALIASES, DEFAULT_LEVEL
            if level is not None and not isinstance(level, str):     # a player object (tests)
                ai = self.players[q.seat] = level
            else:
                name = ALIASES.get(level, level) or DEFAULT_LEVEL
                ai = self.players[q.seat] = make_player(name, q.seed, **TABLE_BUDGET.get(name, {}))
        return ai

    def _think(self, q) -> str:
        t0 = self.think_clock()
        a = self._player(q).choose(q.copy(), q.seat)
        spent = self.think_clock() - t0
        self.thinking += spent
        self.asked += 1
        self.clock.t += spent
        self.waited += spent
        return str(a) if a is not None else ""

    def until_person(self, max_steps: int = 1_000_000):
        """Run the table until a person must act, the game is over, or it is paused; returns the session's Wait."""
        for _ in range(max_steps):
            w = self.s.run(self.clock.t)
            if w.person is not None or w.over or w.paused:
                return w
            if w.question is not None and self.s._computer_ready(w.question.seat) is None:
                self.s.computer_answer(w.question.ticket, self._think(w.question))
                continue
            if w.until is not None and w.until > self.clock.t:
                self.waited += w.until - self.clock.t
                self.clock.t = w.until
                continue
            return w
        raise RuntimeError("the table did not come to a person within the step limit")

    def play(self, people, max_actions: int | None = None):
        """Play to the end; `people(session, seat)` makes one input for the person the table waits for (an
        answer, the curtain, the open call …).  Returns the game's outcome (None if the cap was reached)."""
        from engine.catalog import default_cap
        g = self.s.game
        cap = max_actions or default_cap(len(g.players))
        while len(self.s.game.actions_log) < cap:
            w = self.until_person()
            if w.over or w.person is None:
                break
            people(self.s, w.person)
        return self.s.game.outcome
