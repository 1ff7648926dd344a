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
from dataclasses import dataclass, field

import engine
from engine.core.kinds import SINGLE

from . import faults
from .answers import PRIORITY, event_count, only_pass, pass_of, playable, text_is_pass
from .history import AUTO, CHOSEN, COMPUTER, Entry, History
from .seats import people_at, screens_of, seats_of
from .seeing import Sight
from .snapshot import Controls, Curtain, EventLine, Offer, OpenCall, Snapshot, Stop, UndoState
from .stops import Stops, has_turn, priority_steps, turn_key
from .wording import CardBook, Namer, words_for

USE_DECLARATION = "use-declaration"     # the engine's decision kind for D-306-ask's call (engine/core/kinds.py)
PACE_MS = 350           # the default pace: a computer move that shows something stays this long on the screen
RECAP_LINES = 6


@dataclass
class TableOptions:
    privacy: bool = True            # hide other players' cards (off: open-hand play, everything face up)
    auto_pass: bool = True          # give a person's pass where they could do nothing else or a stop says so
    declarations: str = "public"    # D-306-ask: "public" (the open call), "private" (a curtain each), "can"
    pace_ms: int = PACE_MS
    language: str | None = None


@dataclass(frozen=True)
class Reply:
    ok: bool
    refusal: str | None = None      # why not, in words, with the rule id
    code: str = ""


@dataclass(frozen=True, eq=False)
class Question:
    """A computer seat must answer.  `game` is the live game: copy it at once, on the caller's thread
    (`copy()` or `save()`), and never change it; the answer goes to `Session.computer_answer(ticket, text)`."""
    ticket: int
    seat: int
    level: str | None
    seed: int
    game: object = field(repr=False)

    def copy(self):
        return self.game.clone()

    def save(self) -> dict:
        from engine.core.saves import save_data
        return save_data(self.game)


@dataclass(frozen=True)
class Wait:
    person: int | None = None       # a person must act (answer, dismiss the curtain, answer the open call)
    question: Question | None = None   # the computer question now (send it once: its ticket tells)
    until: float | None = None      # call run() again at this time (the pace)
    thinking: int | None = None
    paused: bool = False
    over: bool = False


# what the table does next (Session._next)
OVER, NOBODY, PERSON, CALL, CURTAIN, AUTO_PASS, THINK = "over", "nobody", "person", "call", "curtain", "auto", "think"


@dataclass(frozen=True)
class Next:
    what: str
    seat: int | None = None
    text: str | None = None         # AUTO_PASS: the answer given
    withhold: bool = False          # AUTO_PASS: a pass of a team's round, kept until every teammate passed


class Screen:
    """One screen's state: who holds it (whose hidden cards it may draw), the curtain, the open call."""

    def __init__(self, sid: str, people: list, game):
        self.id = sid
        self.people = people
        self.owner: int | None = None       # the person it is drawn for, while they may be the only one looking
        self.curtain: int | None = None
        self.call: int | None = None
        self.recap: tuple = ()
        self.book = CardBook(game)
        self.log_viewer: object = ()        # whose events it showed last (() before the first)
        self.logs: dict = {}                # viewer -> [EventLine] of every event, as that viewer sees it
        self.seen = 0                       # events it was given
        self.snapshot: Snapshot | None = None


class Round:
    """A decision that any one of several players answers for all (a team holding priority, a team's block):
    who declined (computers) or passed (people, their pass withheld from the engine) in this round, and who
    said yes to the open call.  A new round starts whenever the engine takes an answer (D-805.5-people)."""

    def __init__(self, key=None):
        self.key = key
        self.done: dict[int, str] = {}      # seat -> its pass, in the order given
        self.called: set = set()


class Session:
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
        self.paused = False
        self.skipping = False
        self.ticket = 0
        self.question: Question | None = None
        self.received: tuple | None = None  # (ticket, text) from the computer asked
        self.round = Round()
        self.generation = 0
        self.voluntary: dict[int, object] = {}  # person -> the turn in which they chose something
        self.last_look: dict[int, int] = {}     # person -> events when they last held the screen
        self.notes: list[str] = []
        self.hold_until = self.clock() + self.options.pace_ms / 1000.0    # the table as dealt is shown too
        self._sight: Sight | None = None
        self._sight_key = None
        self._now = Next(NOBODY)
        if game.actions_log and game.outcome is None:     # a loaded game: its turn does not end by itself
            key = turn_key(self.sight.public())         # before the people have seen the table again
            self.voluntary = {s.index: key for s in self.seats if s.person}
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

    def subscribe(self, fn) -> None:
        """fn(screen, snapshot) after every change."""
        self.listeners.append(fn)

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

    # ===== who is asked ====================================================================
    def _round_now(self) -> Round:
        key = (self.generation, len(self.game.actions_log))
        if self.round.key != key:
            self.round = Round(key)
        return self.round

    def _next(self) -> Next:
        """Who must answer now, or which answer is given without asking (see the module's text)."""
        for s in self.screens.values():
            s.curtain = s.call = None
        nxt = self._decide()
        if not (faults.on("hand-up-during-computers") and nxt.what == THINK):
            self._lapse_absent_owners()
        self._now = nxt
        return nxt

    def _decide(self) -> Next:
        g = self.game
        if self.replay:
            return Next(NOBODY)
        if g.outcome is not None or g.decision is None:
            return Next(OVER)
        d = g.decision
        rnd = self._round_now()
        waiting = list(d.waiting_for())
        shared = d.mode == SINGLE and len(waiting) > 1      # one answer counts for all of them
        left = [p for p in waiting if p not in rnd.done]
        for p in left:
            if self.person(p):
                continue
            if shared and only_pass(g.legal_actions(p)) and self._others_left(left, p):
                rnd.done[p] = str(pass_of(g.legal_actions(p)))      # a computer with nothing to add declines
                continue
            return Next(THINK, p)
        people = self._person_order(d, [p for p in left if self.person(p) and p not in rnd.done])
        for p in people:
            acts = g.legal_actions(p)
            auto = self._auto_pass(p, d, acts)
            if auto is not None:
                return Next(AUTO_PASS, p, auto, withhold=shared and self._others_left(left, p))
            return self._ask(p, d)
        if shared and rnd.done:          # everyone of the team passed in this round: the team's pass
            p = next((q for q in reversed(rnd.done) if self.person(q)), next(reversed(rnd.done)))
            return Next(AUTO_PASS, p, rnd.done[p])
        return Next(NOBODY)

    def _others_left(self, left, p) -> bool:
        done = self.round.done
        return any(q != p and q not in done for q in left)

    def _person_order(self, d, people) -> list:
        """People of a priority round in seat order from the turn's player (D-805.5-people); any other
        decision's in the order the rules list them (the teammate the rules name first)."""
        if d.kind != PRIORITY:
            return sorted(people, key=list(d.players).index)
        g = self.game
        n = len(g.players)
        first = g.players[g.turn_player].seat
        return sorted(people, key=lambda p: (g.players[p].seat - first) % n)

    def _call_kind(self, d) -> bool:
        """A decision answered through the open call among people who share a screen (D-306-ask): a use
        declaration, or a chance to respond to what waits on the stack or in the resolution area."""
        return d.kind == USE_DECLARATION or (d.kind == PRIORITY and bool(self.sight.public().stack))

    def _shared_screen(self, p: int) -> bool:
        """Whether p shares the screen with someone who must not see p's cards (only then is there a secret
        for the open call to keep: teammates who see each other's hands have none)."""
        people = self.screen_of(p).people
        return faults.on("lone-person-open-call") or (len(people) >= 2 and self.sight.private_to(p, people))

    def _auto_pass(self, p: int, d, acts) -> str | None:
        """p's pass, when the table gives it without asking p."""
        passing = pass_of(acts)
        if passing is None or not self.options.auto_pass:
            return None
        text = str(passing)
        if p in self._round_now().called:
            return None                 # said yes to the open call: asked, and may still decline
        if only_pass(acts):
            if self._call_kind(d) and self.options.declarations != "can" and self.screen_of(p).owner != p \
                    and self._shared_screen(p):
                return None             # the open call (or the curtain) hides who could have answered
            if self.stops.waiting(p) != "turn" and self._ends_chosen_turn(p, text):
                return None
            return text
        if self.stops.gives_pass(p, d.kind, self.sight.public()):
            return text
        return None

    def _ends_chosen_turn(self, p: int, text: str) -> bool:
        """A turn in which the person chose something ends by their End turn, not by itself."""
        key = self.voluntary.get(p)
        g = self.game
        if key is None or g.decision.kind in (PRIORITY, USE_DECLARATION):
            return False        # priority passes follow the stops; a declaration is asked only of who can
        return key == turn_key(self.sight.public()) and g.ends_turn(text)

    def _ask(self, p: int, d) -> Next:
        """Ask person p: at once if they hold their screen, else by the open call or the curtain."""
        s = self.screen_of(p)
        if s.owner == p:
            return Next(PERSON, p)
        if not self.options.privacy:
            s.owner = p
            return Next(PERSON, p)
        if (self._call_kind(d) and self.options.declarations == "public" and p not in self.round.called
                and self._shared_screen(p)):
            s.owner, s.call = None, p
            return Next(CALL, p)
        if self._needs_curtain(p, s):
            s.owner, s.curtain = None, p
            s.recap = self._recap(p)
            return Next(CURTAIN, p)
        s.owner = p
        return Next(PERSON, p)

    def _needs_curtain(self, p: int, s: Screen) -> bool:
        if len(s.people) < 2:
            return False
        if faults.on("no-curtain-at-start") and not self.game.actions_log:
            return False
        return self.sight.private_to(p, s.people)

    def _lapse_absent_owners(self) -> None:
        """A person holds the screen only while the game waits for them (nobody else may look then)."""
        g = self.game
        waiting = set(g.decision.waiting_for()) if g.decision is not None and g.outcome is None else set()
        for s in self.screens.values():
            if s.owner is not None and s.owner not in waiting:
                self._lapse(s)

    def _lapse(self, s: Screen) -> None:
        self.last_look[s.owner] = self.events_n
        s.owner = None

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
        if d.kind != PRIORITY:      # priority passes are the rule, not news (the stops give most of them)
            self.notes.append(self.words.tr("Auto-pass: {name} had nothing to do ({step})",
                                            name=self.seats[nxt.seat].name, step=self.words.decision_title(d.kind)))
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
        acts = playable(self.game.legal_actions(p))
        if len(acts) == 1:
            return str(acts[0])
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
        acts = g.legal_actions(p)
        if text not in {str(a) for a in acts}:      # stale or wrong: the engine stays the judge; take a safe one
            rest = playable(acts)
            text = str(pass_of(acts) or rest[0])
        d = g.decision
        waiting = list(d.waiting_for())
        if d.mode == SINGLE and len(waiting) > 1 and text_is_pass(g, p, text) and \
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
        passing = text_is_pass(g, p, text) or text.endswith(" concede")
        before_n, before_ev = len(g.actions_log), self.events_n
        view_p = self.sight.public() if how == CHOSEN else None
        events = g.perform(text)
        self.history.record(Entry(p, text, how, before_n, before_ev, passing))
        self.history.watch(g)
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

    # ===== people's input ==================================================================
    def _refuse(self, text: str, code: str = "") -> Reply:
        return Reply(False, text, code)

    def _not_now(self, seat: int) -> Reply:
        nxt = self._now
        who = self.seats[nxt.seat].name if nxt.seat is not None else "?"
        d = self.game.decision
        rule = f"  [{d.rule}]" if d is not None and d.rule else ""
        return self._refuse(self.words.tr("Not allowed: it is {name}'s decision now.", name=who) + rule,
                            "not-your-decision")

    def answer(self, seat: int, text: str) -> Reply:
        """A person's answer to the decision now (an answer the snapshot offered them; conceding too)."""
        if text.split()[1:2] == ["concede"] and text.split()[:1] == [f"p{seat}"]:
            return self.concede(seat)
        nxt = self._next()
        if nxt.what != PERSON or nxt.seat != seat:
            return self._not_now(seat)
        g = self.game
        if text not in {str(a) for a in g.legal_actions(seat)}:
            return self._refusal_of(seat, text)
        self._answer_given(seat, text)
        return Reply(True)

    def _refusal_of(self, seat: int, text: str) -> Reply:
        """The engine's refusal of an answer it did not offer (it changes nothing), in words."""
        g = self.game
        try:
            if g.parse(text).player != seat:
                return self._not_now(seat)
            n = len(g.actions_log)
            g.perform(text)
        except engine.ActionError as e:
            parts = text.split()
            name = Namer(self.words, self.screen_of(seat).book, g).token_name(parts[2]) if len(parts) > 2 else "?"
            return self._refuse(self.words.refusal(e, name), getattr(e, "code", ""))
        # the engine took it after all: it is an answer like any other
        self.history.record(Entry(seat, text, CHOSEN, n, self.events_n, False))
        self._next()
        self._changed()
        return Reply(True)

    def _answer_given(self, seat: int, text: str) -> None:
        g = self.game
        d = g.decision
        waiting = [q for q in d.waiting_for() if q not in self._round_now().done]
        if d.mode == SINGLE and len(d.waiting_for()) > 1 and text_is_pass(g, seat, text) and \
                self._others_left(waiting, seat):
            self.round.done[seat] = text            # the team passes only when every person passed
            self._next()
            self._changed()
            return
        self._perform(seat, text, CHOSEN)

    def dismiss_curtain(self, seat: int) -> Reply:
        """'I am {name} — show': the person the curtain waits for is at the screen."""
        self._next()
        s = self.screen_of(seat) if self.person(seat) else None
        if s is None or s.curtain != seat:
            return self._refuse(self.words.tr("Nothing to do."), "no-curtain")
        s.owner, s.curtain, s.recap = seat, None, ()
        self._next()
        self._changed()
        return Reply(True)

    def answer_call(self, seat: int, yes: bool) -> Reply:
        """The open call's answer: yes (pass me the screen) or no (that seat's pass, D-306-ask)."""
        self._next()
        s = self.screen_of(seat) if self.person(seat) else None
        if s is None or s.call != seat:
            return self._refuse(self.words.tr("Nothing to do."), "no-call")
        if yes:
            self.round.called.add(seat)
            self._next()
            self._changed()
            return Reply(True)
        passing = pass_of(self.game.legal_actions(seat))
        if passing is None:
            return self._refuse(self.words.tr("Nothing to do."), "no-pass")
        name = self.seats[seat].name
        self.notes.append(self.words.tr("{name}: no declaration.", name=name) if self.game.decision.kind ==
                          USE_DECLARATION else self.words.tr("{name}: no response.", name=name))
        self._answer_given(seat, str(passing))
        return Reply(True)

    def end_turn(self, seat: int) -> Reply:
        """End turn (F6): pass until the end of this turn — the person's own turn marker where two run."""
        return self._pass_until(seat, "turn")

    def pass_until(self, seat: int, until: str) -> Reply:
        """'turn' (F6) or 'event' (F4: until something happens)."""
        return self._pass_until(seat, until)

    def _pass_until(self, seat: int, until: str) -> Reply:
        nxt = self._next()
        if nxt.what != PERSON or nxt.seat != seat or pass_of(self.game.legal_actions(seat)) is None:
            return self._not_now(seat)
        view = self.sight.public()
        if until == "turn":
            if not has_turn(view, seat) and self.game.decision.kind != PRIORITY:
                return self._refuse(self.words.tr("Nothing to do."), "not-your-turn")
            self.stops.until_end_of_turn(seat, view)
        else:
            self.stops.until_something_happens(seat, view)
        self._answer_given(seat, str(pass_of(self.game.legal_actions(seat))))
        return Reply(True)

    def set_stop(self, seat: int, step: str, on: bool) -> Reply:
        if not self.person(seat) or step not in self.stops.steps:
            return self._refuse(self.words.tr("Nothing to do."), "no-stop")
        self.stops.set_stop(seat, step, on)
        self._changed()
        return Reply(True)

    def concede(self, seat: int) -> Reply:
        """A person concedes for their own seat (the Game menu; the table confirms, naming them)."""
        g = self.game
        if not self.person(seat) or g.outcome is not None or not g.players[seat].alive or self.replay:
            return self._refuse(self.words.tr("Nothing to do."), "no-concede")
        self._perform(seat, f"p{seat} concede", CHOSEN)
        return Reply(True)

    def pause(self, on: bool | None = None) -> None:
        """P: hold the computers' moves (None: toggle)."""
        self.paused = (not self.paused) if on is None else bool(on)
        self._changed()

    def skip(self) -> None:
        """S: the computers' moves without the pace, until a person must act."""
        self.skipping = True
        self.hold_until = 0.0
        self._changed()

    # ----- undo ------------------------------------------------------------------------------
    def undo_seat(self, screen: str = "pc") -> int | None:
        """Whose undo the screen's Undo means: the person at it who answered last (only they may undo: any
        other person's undo would reach back past that answer), else the one holding it or alone at it."""
        s = self.screens[screen]
        last = {q: i for q, i in self.history.last_answer.items() if q in s.people}
        if last:
            return max(last, key=last.get)
        if s.owner is not None:
            return s.owner
        return s.people[0] if len(s.people) == 1 else None

    def undo(self, seat: int) -> Reply:
        if not self.person(seat) or self.replay:
            return self._refuse(self.words.tr("Nothing to undo."), "nothing")
        v = self.history.verdict(self.game, seat, self._withheld_people())
        if v.why is not None:
            return self._refuse(self._undo_reason(v), v.why)
        self._replace(self.history.undo(self.game, v.entry), keep=seat)
        return Reply(True)

    def redo(self, seat: int) -> Reply:
        if not self.person(seat) or not self.history.can_redo(self.game):
            return self._refuse(self.words.tr("Nothing to do."), "nothing")
        self._replace(self.history.redo(self.game), keep=seat)
        return Reply(True)

    def _withheld_people(self) -> list:
        return [q for q in self._round_now().done if self.person(q)]

    def _undo_reason(self, v) -> str:
        w = self.words
        if v.why == "nothing":
            return w.tr("Nothing to undo.")
        if v.why == "hidden":
            return w.tr("Undo is not possible: hidden cards were revealed since that action "
                        "(a draw, a shield break, a shuffle or a look).")
        return w.tr("Undo is not possible: {names} answered since.",
                    names=", ".join(self.seats[q].name for q in v.who))

    def _replace(self, game, keep: int | None = None) -> None:
        """Another state of this game (undo, redo): computers asked again; `keep` keeps their screen."""
        self.game = game
        self._events_n = event_count(game)
        self.generation += 1
        self.question = self.received = None
        self.hold_until = 0.0
        for s in self.screens.values():
            s.book.game = game
            s.owner = keep if keep in s.people else None
            s.log_viewer, s.logs, s.seen = (), {}, 0
        self._sync_journal()
        self._next()
        self._changed()

    def resume_pending(self, pending: dict | None) -> None:
        """Answers an older journal kept beside the engine (gui/autosave.py ResumeInfo.pending): given again
        where they are still answers; otherwise that player answers again."""
        for _p, text in sorted((pending or {}).items()):
            try:
                p = self.game.parse(text).player
                self._perform(p, text, CHOSEN)
            except engine.ActionError:
                pass

    def show(self, game) -> None:
        """Replay: put another state of the game on the table (nobody is asked)."""
        self._replace(game)

    def relanguage(self, lang: str | None = None) -> None:
        """The interface's language changed: words anew, each screen's log again from its start."""
        self.options.language = lang
        self.words = words_for(lang)
        for s in self.screens.values():
            s.logs, s.log_viewer = {}, ()
        self._changed()

    def replay_perform(self, text: str) -> None:
        """Replay: the saved game's next answer (raises the engine's ActionError if it is none)."""
        if not self.replay:
            raise RuntimeError("replay_perform outside a replay")
        self.game.perform(text)
        self._changed()

    # ===== snapshots =======================================================================
    def _changed(self) -> None:
        self.publish()

    def publish_if_changed(self) -> bool:
        key = self._state_key()
        if key != getattr(self, "_published_key", None):
            return self.publish()
        return False

    def _state_key(self) -> tuple:
        g = self.game
        return (id(g), len(g.actions_log), self.events_n, self._now, self.paused, self.skipping,
                tuple((s.owner, s.curtain, s.call) for s in self.screens.values()), len(self.round.done),
                self.question.ticket if self.question else None)

    def publish(self) -> bool:
        """Make every screen's snapshot anew and hand it to the listeners; True when a screen was shown
        something to read: a new line of its log (what the pace counts; a pass that only moves the game on
        to its next step says nothing and is not paced)."""
        self.version += 1
        self._published_key = self._state_key()
        shown = False
        for s in self.screens.values():
            snap = self._snapshot_of(s)
            s.snapshot = snap
            if not snap.log_restart and any(e.words for e in snap.events):
                shown = True
            for fn in list(self.listeners):
                fn(s.id, snap)
        self.notes = []
        return shown

    def viewer_of(self, s: Screen):
        """Whose hidden cards screen s draws: "full" (open play, replay), one person, or None (nobody's)."""
        if self.replay or not self.options.privacy:
            return "full"
        if len(s.people) == 1:
            return s.people[0]
        if s.owner is not None:
            return s.owner
        if not s.people:
            return None
        return self.sight.common_viewer(s.people)

    def _snapshot_of(self, s: Screen) -> Snapshot:
        g, w, sight = self.game, self.words, self.sight
        viewer = self.viewer_of(s)
        view = sight.view(viewer)
        s.book.learn_view(view)
        namer = Namer(w, s.book, g)
        nxt = self._now
        asked = nxt.seat if nxt.what == PERSON and nxt.seat in s.people else None
        events, restart = self._events(s, viewer, namer)
        offers, heading, controls = (), self._heading(nxt, namer), Controls()
        if asked is not None:
            offers = self._offers(asked, namer)
            controls = self._controls(asked)
        d = g.decision
        waiting = tuple(d.waiting_for()) if d is not None and g.outcome is None else ()
        curtain = Curtain(s.curtain, self.seats[s.curtain].name, s.recap) if s.curtain is not None else None
        call = None
        if s.call is not None:
            name = self.seats[s.call].name
            q = w.tr("{name}: any declaration?", name=name) if d.kind == USE_DECLARATION else \
                w.tr("{name}: any response?", name=name)
            call = OpenCall(s.call, name, q)
        return Snapshot(
            screen=s.id, version=self.version, view=view, viewer=viewer, asked=asked, offers=offers,
            heading=heading, waiting_for=waiting, thinking=nxt.seat if nxt.what == THINK else None,
            curtain=curtain, open_call=call, undo=self._undo_state(s, namer), controls=controls,
            events=events, log_restart=restart,
            people=tuple((p, self.seats[p].name, g.players[p].alive) for p in s.people),
            paused=self.paused, skipping=self.skipping, over=g.outcome is not None,
            outcome=self._outcome_lines() if g.outcome is not None else (),
            status=self._status(s, viewer), note="\n".join(self.notes) or None)

    def _events(self, s: Screen, viewer, namer) -> tuple:
        """The screen's new log lines; when the viewer changed, the whole log as the new viewer sees it (kept
        per viewer, so that the screen passing back and forth words each event once per viewer)."""
        g = self.game
        restart = viewer != s.log_viewer
        lines = s.logs.setdefault(viewer, [])
        seen = len(lines)
        if seen < self.events_n:
            names = namer.player_names()
            for ev in g.events_for(None if viewer == "full" else viewer, seen, full=viewer == "full"):
                s.book.learn_event(ev)
                lines.append(EventLine(ev["seq"], ev["kind"], self.words.event(ev, names, namer.log_card,
                                                                                 namer.spell_side_name), ev))
        new = lines if restart else lines[s.seen:]      # one line per event: line k is event k
        s.log_viewer, s.seen = viewer, self.events_n
        return tuple(new), restart

    def _offers(self, p: int, namer) -> tuple:
        acts = self.game.legal_actions(p)
        passing = pass_of(acts)
        return tuple(Offer(str(a), namer.answer(str(a)), a.source, a.target, tuple(a.follow or ()),
                           a is passing) for a in acts)

    def _heading(self, nxt: Next, namer) -> str:
        g, w = self.game, self.words
        if g.decision is None or g.outcome is not None or nxt.seat is None:
            return ""
        name = self.seats[nxt.seat].name
        if nxt.what == CURTAIN:
            return w.tr("Waiting for {name} to take the screen.", name=name)
        return f"{name}: {w.heading(g, namer.card_label)}"

    def _controls(self, p: int) -> Controls:
        acts = self.game.legal_actions(p)
        passing = pass_of(acts) is not None
        view = self.sight.public()
        mine = self.stops.stops_of(p)
        stops = tuple(Stop(step, self.words.step(step), step in mine) for step in self.stops.steps)
        return Controls(end_turn=passing and has_turn(view, p), pass_until=passing, stops=stops,
                        waiting_until=self.stops.waiting(p))

    def _undo_state(self, s: Screen, namer) -> UndoState:
        seat = self.undo_seat(s.id)
        w = self.words
        known = self.sight.known(self.viewer_of(s)) if self.viewer_of(s) != "full" else None

        def card(tok):      # a card the screen's viewer does not know stays unnamed (a choice made in private)
            cid = int(tok[1:]) if isinstance(tok, str) and tok[:1] == "c" and tok[1:].isdigit() else None
            return namer.token_name(tok) if cid is not None and (known is None or cid in known) else \
                w.tr("a face-down card")
        redo = None
        if seat is not None and self.history.can_redo(self.game) and self.history.undone:
            redo = w.tr("Redo: {what}", what=w.answer(self.history.undone[0].text, card, namer.player_name))
        if seat is None or self.replay:
            return UndoState(None, False, w.tr("Undo"), w.tr("Nothing to undo."), redo)
        v = self.history.verdict(self.game, seat, self._withheld_people())
        if v.entry is None:
            return UndoState(seat, False, w.tr("Undo"), self._undo_reason(v), redo)
        label = w.tr("Undo: {what}", what=w.answer(v.entry.text, card, namer.player_name))
        return UndoState(seat, v.why is None, label, None if v.why is None else self._undo_reason(v), redo)

    def _status(self, s: Screen, viewer) -> str:
        g, w = self.game, self.words
        fmt = w.pick(g.format.title_ja, g.format.title_en)
        screen = self.seats[viewer].name if isinstance(viewer, int) else w.tr("everyone")
        return w.tr("{fmt} · turn {turn} ({player}) · {step} · screen: {screen}", fmt=fmt, turn=g.turn,
                    player=g.players[g.turn_player].name, step=w.step(g.step), screen=screen)

    def _outcome_lines(self) -> tuple:
        g, w = self.game, self.words
        o = g.outcome
        words = {"won": w.tr("won"), "lost": w.tr("lost"), "drew": w.tr("drew")}
        lines = [f"{self.seats[p].name}: {words.get(res, res)}  [{rule}]" for p, (res, rule) in sorted(o.players.items())]
        if o.is_draw:
            head = w.tr("The game is a draw.")
        elif o.nobody_won:
            head = w.tr("Nobody won.")
        else:
            head = w.tr("Winner: {w}", w=", ".join(self.seats[p].name for p in o.winners))
        return (head, *lines)

    def _recap(self, p: int) -> tuple:
        """What happened to p while they looked away: the public log lines since then that name them (an
        attack on them, their cards that left, their life)."""
        g = self.game
        if p not in self.last_look:
            return ()           # they never looked away: the deal is no news
        namer = Namer(self.words, self.screen_of(p).book, g)
        names = namer.player_names()
        name = names.get(p, "")
        out = []
        for ev in g.events_for(None, self.last_look[p]):
            line = self.words.event(ev, names, namer.log_card, namer.spell_side_name)
            if line and name and name in line:
                out.append(line)
        return tuple(out[-RECAP_LINES:])
