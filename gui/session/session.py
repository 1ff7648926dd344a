"""The table session: the one way in (a seat's answer, the people's controls, a computer's answer to its
question) and the one way out (an immutable Snapshot per screen after every change).  No Qt here.

    s = Session(game)                       # seats from the game's setup; options: TableOptions
    s.subscribe(lambda screen, snap: ...)   # called after every change, once per screen
    wait = s.run()                          # does what is due now; says what the table waits for
    s.answer(seat, "p0 charge c12")         # a person's answer (then run() again)

`run()` plays every automatic answer that is due (a person's pass that the stops give, a computer's forced or
received answer) at the table's pace, and returns a `Wait`: a person must act (`person`), a computer must
think (`question`: send it to a worker, give the answer to `computer_answer`), or call `run()` again at
`until` (the pace: a move that showed something stays on the screen `pace_ms` before the next one).  Who is
asked, who sees and what undo may do are decided in `_next` and the modules beside this one."""
from __future__ import annotations

import time

from engine.core.kinds import SINGLE

from . import faults
from .answers import PRIORITY, event_count, pass_of, playable, text_is_pass, texts
from .asking import AskingMixin
from .gesturing import GesturingMixin
from .history import AUTO, CHOSEN, COMPUTER, Entry, History
from .inputs import InputsMixin
from .protocol import (AUTO_PASS, CALL, CURTAIN, NOBODY, OVER, PACE_MS, PERSON, THINK, USE_DECLARATION,  # noqa: F401
                       Next, Question, Reply, TableOptions, Wait)
from .seats import people_at, screens_of, seats_of
from .seeing import Sight
from .showing import ShowingMixin
from .snapshot import Snapshot
from .stops import Stops, priority_steps, turn_key
from .tables import Round, Screen
from .wording import words_for


class Session(AskingMixin, InputsMixin, GesturingMixin, ShowingMixin):
    def __init__(self, game, seats=None, *, options: TableOptions | None = None, journal=None, clock=None,
                 replay: bool = False):
        self.game = game
        self.seats = tuple(seats) if seats is not None else seats_of(game)
        self.options = options or TableOptions()
        self.journal = journal
        self.clock = clock or time.monotonic
        self.replay = replay
        self.words = words_for(self.options.language)
        self.stops = Stops(priority_steps(game))
        self._events_n = event_count(game)
        self.history = History()
        self.screens = {sid: Screen(sid, people_at(self.seats, sid), game) for sid in screens_of(self.seats)}
        self.version = 0
        self.listeners: list = []
        self.action_listeners: list = []
        self.paused = False
        self.skipping = False
        self.ticket = 0
        self.question: Question | None = None
        self.received: tuple | None = None  # (ticket, text) from the computer asked
        self.round = Round()
        self.generation = 0
        self.voluntary: dict[int, object] = {}  # person -> the turn in which they chose something
        self.last_look: dict[int, int] = {}     # person -> events when they last held the screen
        self.notes: list = []     # lines no event carries: functions of a screen's words
        self.hold_until = self.clock() + self.options.pace_ms / 1000.0    # the table as dealt is shown too
        self._sight: Sight | None = None
        self._sight_key = None
        self._now = Next(NOBODY)
        self.loaded_at: int | None = None
        if game.actions_log and game.outcome is None:     # a loaded game: its turn does not end by itself
            key = turn_key(self.sight.public())         # before the people have seen the table again
            self.voluntary = {s.index: key for s in self.seats if s.person}
            self.loaded_at = len(game.actions_log)      # and the decision it was saved at is asked again
        self._sync_journal()
        self._next()
        self.publish()

    # ===== reading =========================================================================
    def seat(self, p: int):
        return self.seats[p]

    def person(self, p) -> bool:
        return p is not None and 0 <= p < len(self.seats) and self.seats[p].person

    def screen_of(self, p: int) -> Screen:
        return self.screens[self.seats[p].screen]

    def snapshot(self, screen: str = "pc") -> Snapshot:
        return self.screens[screen].snapshot

    def set_clock(self, clock) -> None:
        """Run on another clock (a driver's virtual one): the pace now running keeps what is left of it."""
        left = max(0.0, self.hold_until - self.clock())
        self.clock = clock
        self.hold_until = clock() + left

    def subscribe(self, fn) -> None:
        """fn(screen, snapshot) after every change."""
        self.listeners.append(fn)

    def subscribe_actions(self, fn) -> None:
        """fn(entry) for every answer the session sends to the engine, before the snapshots of its change:
        a history.Entry (seat, text, how: "chosen" by a person, "auto" given for a person, "computer")."""
        self.action_listeners.append(fn)

    @property
    def events_n(self) -> int:
        """The number of events so far (kept as the game goes on; the game may also be changed from outside,
        by a test or a replay: counted on from what is known)."""
        self._events_n = event_count(self.game, self._events_n)
        return self._events_n

    @property
    def sight(self) -> Sight:
        g = self.game
        key = (id(g), len(g.actions_log), self.events_n, g.outcome is None)
        if key != self._sight_key:
            self._sight, self._sight_key = Sight(g), key
        return self._sight

    @property
    def asking(self) -> Next:
        """What the table does next (who is asked, or which automatic answer is due)."""
        return self._now

    # ===== the run loop and the pace ========================================================
    def run(self, now: float | None = None) -> Wait:
        """Give every automatic answer that is due now; then say what the table waits for."""
        now = self.clock() if now is None else now
        for _ in range(100000):
            nxt = self._next()
            if nxt.what in (PERSON, CALL, CURTAIN):
                self.skipping = False
            if nxt.what not in (AUTO_PASS, THINK) or self.paused:
                break
            if nxt.what == AUTO_PASS:
                if self._holding(now):
                    break
                self._give_auto(nxt, now)
                continue
            text = self._computer_ready(nxt.seat)
            if text is None or self._holding(now):
                break
            self._apply_computer(nxt.seat, text, now)
        self.publish_if_changed()
        return self._wait()

    def _holding(self, now: float) -> bool:
        return not self.skipping and now < self.hold_until

    def _wait(self) -> Wait:
        nxt = self._now
        if nxt.what == OVER:
            return Wait(over=True)
        if nxt.what in (PERSON, CALL, CURTAIN):
            return Wait(person=nxt.seat)
        if nxt.what == NOBODY:
            return Wait()
        thinking = nxt.seat if nxt.what == THINK else None
        if self.paused:
            return Wait(paused=True, thinking=thinking)
        if nxt.what == THINK and self._computer_ready(nxt.seat) is None:
            return Wait(question=self._question(nxt.seat), thinking=thinking)
        q = self.question
        return Wait(until=self.hold_until, thinking=thinking,
                    question=q if q is not None and nxt.what == THINK and q.seat == nxt.seat else None)

    def _give_auto(self, nxt: Next, now: float) -> None:
        if nxt.withhold:
            self.round.done[nxt.seat] = nxt.text
            self._changed()
            return
        d = self.game.decision
        # priority passes and DuePa's declaration call (D-306-ask: asked at every step) are the rule, not news;
        # a note for each would fill the log with one line per step
        if d.kind not in (PRIORITY, USE_DECLARATION):
            name, kind = self.seats[nxt.seat].name, d.kind
            self.notes.append(lambda w: w.tr("Auto-pass: {name} had nothing to do ({step})", name=name,
                                             step=w.decision_title(kind)))
        self._perform(nxt.seat, nxt.text, AUTO, now)

    # ----- computers ------------------------------------------------------------------------
    def _question(self, p: int) -> Question:
        q = self.question
        if q is None or q.seat != p:
            self.ticket += 1
            seed = int(self.game.setup.get("seed", 0) or 0) * 31 + p
            q = self.question = Question(self.ticket, p, self.seats[p].level, seed, self.game)
            self.received = None
        return q

    def _computer_ready(self, p: int) -> str | None:
        """The computer's answer when it needs no thinking (one answer possible) or has arrived."""
        acts = playable(self.sight.answers(p))
        if len(acts) == 1:
            return acts[0].text
        q, got = self.question, self.received
        if q is not None and q.seat == p and got is not None and got[0] == q.ticket:
            return got[1]
        return None

    def computer_answer(self, ticket: int, text: str) -> bool:
        """A computer's answer to question `ticket` (an older ticket is ignored).  Then call run()."""
        if self.question is None or ticket != self.question.ticket:
            return False
        self.received = (ticket, text or "")
        return True

    def _apply_computer(self, p: int, text: str, now: float) -> None:
        g = self.game
        acts = self.sight.answers(p)
        if text not in texts(acts):      # stale or wrong: the engine stays the judge; take a safe one
            rest = playable(acts)
            text = (pass_of(acts) or rest[0]).text
        d = g.decision
        waiting = list(d.waiting_for())
        if d.mode == SINGLE and len(waiting) > 1 and text_is_pass(acts, text) and \
                self._others_left([q for q in waiting if q not in self.round.done], p):
            self.round.done[p] = text               # declines: a teammate may still answer for the team
            self.question = self.received = None
            self._changed()
            return
        self._perform(p, text, COMPUTER, now)

    # ----- performing -----------------------------------------------------------------------
    def _perform(self, p: int, text: str, how: str, now: float | None = None) -> list:
        g = self.game
        d = g.decision
        passing = text_is_pass(self.sight.answers(p), text) or text.endswith(" concede")
        before_n, before_ev = len(g.actions_log), self.events_n
        view_p = self.sight.public() if how == CHOSEN else None
        events = g.perform(text)
        entry = Entry(p, text, how, before_n, before_ev, passing)
        self.history.record(entry)
        self.history.watch(g)
        for fn in list(self.action_listeners):
            fn(entry)
        if how == CHOSEN:
            self.voluntary[p] = turn_key(view_p)        # this turn ends by their End turn, not by itself
            if not passing:
                self.stops.forget(p)
        for s in self.screens.values():
            if s.owner is not None and s.owner != p and not (
                    faults.on("hand-up-during-computers") and how == COMPUTER):
                self._lapse(s)
        self.question = self.received = None
        self._sync_journal()
        self._next()
        if self.publish() and how != CHOSEN:     # a person saw their own move: only the table's are paced
            self.hold_until = (self.clock() if now is None else now) + self.options.pace_ms / 1000.0
        return events

    def _sync_journal(self) -> None:
        if self.journal is not None and not self.replay:
            self.journal.sync(self.game)
