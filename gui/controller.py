"""The Qt side of the table session (gui/session): it runs the session's loop on Qt's clock (a QTimer for the
pace), sends the computers' questions to gui.computer's runner (off the UI thread) and gives their answers
back, and turns the session's snapshots into the window's signals.  Who is asked, who sees, team rounds,
stops, undo and the journal are the session's; nothing here decides them."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from .autosave import Autosave
from .computer import ComputerRunner
from .session import Session, TableOptions, seats_of
from .session.protocol import PACE_MS
from .settings import data_dir
from .undo import GameUndoStack

COMPUTER_DELAY_MS = PACE_MS     # the default pace (settings "anim_speed"; gui/session/session.py)


class Answer(NamedTuple):
    """One answer as the table uses it: its text and gesture hints (engine/core/hints.py)."""
    text: str
    source: str | None
    target: str | None
    follow: tuple

    @property
    def verb(self) -> str:
        return self.text.split()[1]

    @property
    def button(self) -> bool:
        """Answered by a button: nothing to drag, nothing to point at (go on, done, keep …)."""
        return self.source is None and self.target is None and len(self.text.split()) == 2


def answers_of(actions) -> list:
    return [Answer(str(a), a.source, a.target, tuple(a.follow or ())) for a in actions]


class Refused(Exception):
    """A person's answer the session refused; the text says why, with the rule id."""


class GameController(QObject):
    changed = Signal()              # redraw everything
    curtain = Signal(int)           # cover the screen for this person (the curtain or the open call)
    game_over = Signal()
    refused = Signal(str)           # a refusal, already in words
    thinking = Signal(object)       # the computer seat now thinking, or None
    note = Signal(str)              # a line for the log that no engine event carries (auto-pass)
    snapshot = Signal(object)       # every snapshot of the PC's screen, in order (its new log lines)
    session_started = Signal()      # a new session (a game set, resumed or replayed): phones attach to it
    settled = Signal()              # the session ran, just before `changed`: phones are sent theirs before the redraw

    def __init__(self, settings=None, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.session: Session | None = None
        self.autosave = True
        self.replay_mode = False
        self.computer_level = None              # a level name or a player object for every computer seat (tests)
        self._timer = QTimer(self)              # the pace: run the session again when it says
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.pump)
        self.autosaver = Autosave(data_dir())   # takes the data folder's lock (one game, one owner)
        self.runner = ComputerRunner(self)
        self.runner.answered.connect(self._computer_answered)
        self.runner.failed.connect(lambda ticket, _p, _why: self._computer_answered(ticket, _p, ""))
        self._tickets: dict[int, int] = {}      # runner ticket -> the session's question ticket
        self._asked_ticket = None
        self.answer_events: list = []           # the events the last person's answer caused (EventLines)
        self._answer_from = 0
        self._shown: tuple = (None, None, False, None)    # (curtain, call, over, thinking) last signalled
        self.undo_stack = GameUndoStack(self)
        self.seat_screens = None                # game -> {seat: screen} of people on phones (gui/phone_host.py)

    # -- the session -------------------------------------------------------------------------
    @property
    def game(self):
        return self.session.game if self.session is not None else None

    @property
    def snap(self):
        return self.session.snapshot() if self.session is not None else None

    def opt(self, key, default):
        if self.settings is None:
            return default
        try:
            return self.settings.get(key)
        except KeyError:
            return default

    def table_options(self) -> TableOptions:
        from . import i18n
        return TableOptions(privacy=bool(self.opt("privacy", True)), auto_pass=bool(self.opt("auto_pass", True)),
                            declarations=str(self.opt("declarations", "public")),
                            pace_ms=max(0, int(self.opt("anim_speed", COMPUTER_DELAY_MS))), language=i18n.language())

    def settings_changed(self) -> None:
        if self.session is not None:
            self.session.options = self.table_options()
            self.after_change()

    def language_changed(self) -> None:
        if self.session is not None:
            from . import i18n
            self.session.relanguage(i18n.language())
            self.pump()

    @property
    def privacy(self) -> bool:
        return bool(self.opt("privacy", True))

    def set_game(self, game, screen_player: int | None = None, journal: bool = True) -> None:
        self._stop_computer()
        self.runner.reset()
        if any(p.kind == "computer" for p in game.players) and not self.replay_mode:
            self.runner.prestart()
        self._shown = (None, None, False, None)
        screens = self.seat_screens(game) if self.seat_screens is not None and not self.replay_mode else None
        self.session = Session(game, seats_of(game, screens=screens), options=self.table_options(),
                               journal=self.autosaver if (self.autosave and journal) else None,
                               replay=self.replay_mode)
        self.session.subscribe(self._on_snapshot)
        self._on_snapshot("pc", self.session.snapshot())     # the first one was made before we listened
        self.session_started.emit()
        self.pump()

    def resume(self, game, pending: dict | None = None) -> None:
        """Continue an autosaved game; answers an older journal kept beside the engine are given again."""
        self.set_game(game, journal=False)      # the resumed state is written once, complete
        self.session.resume_pending(pending)
        self.session.journal = self.autosaver
        self.write_autosave()
        self.pump()

    def after_change(self) -> None:
        """The game changed outside the session's inputs (a test, a replay): look again."""
        if self.session is not None:
            self.session.publish()
            self.pump()

    def pump(self) -> None:
        """Give what is due, send a computer's question, set the timer for the pace; then tell the window."""
        s = self.session
        if s is None:
            return
        w = s.run()
        q = w.question
        if q is not None and q.ticket != self._asked_ticket and not self.replay_mode:
            self._asked_ticket = q.ticket
            level = self.computer_level if self.computer_level is not None else q.level
            ai = self.runner.player_for(q.seat, level, q.seed)
            self._tickets[self.runner.ask(q.game, q.seat, ai)] = q.ticket
        self._timer.stop()
        if w.until is not None:
            self._timer.start(max(0, int((w.until - s.clock()) * 1000) + 1))
        self._signal()

    def _computer_answered(self, ticket: int, _p: int, text: str) -> None:
        qt = self._tickets.pop(ticket, None)
        if qt is not None and self.session is not None and self.session.computer_answer(qt, text):
            self.pump()

    def _on_snapshot(self, screen: str, snap) -> None:
        if screen != "pc":
            return
        self.answer_events += [e for e in snap.events if e.seq >= self._answer_from]
        self.snapshot.emit(snap)
        if snap.note:
            self.note.emit(snap.note)

    def _signal(self) -> None:
        snap = self.snap
        if snap is None:
            return
        self.undo_stack.mirror(snap.undo)
        curtain = snap.curtain.seat if snap.curtain else None
        call = snap.open_call.seat if snap.open_call else None
        old = self._shown
        self._shown = (curtain, call, snap.over, snap.thinking)
        if snap.thinking != old[3]:
            self.thinking.emit(snap.thinking)
        self.settled.emit()
        self.changed.emit()
        if (curtain, call) != old[:2] and (curtain is not None or call is not None):
            self.curtain.emit(curtain if curtain is not None else call)
        if snap.over and not old[2]:
            self._stop_computer()
            self.game_over.emit()

    # -- what the window reads ---------------------------------------------------------------
    def is_computer(self, p) -> bool:
        s = self.session
        return s is not None and p is not None and 0 <= p < len(s.seats) and not s.seats[p].person

    def acting(self) -> int | None:
        """Who the table waits for now (the person asked, the curtain's or the call's person, a computer)."""
        return self.session.asking.seat if self.session is not None and self.snap is not None and \
            not self.snap.over else None

    @property
    def screen_player(self) -> int | None:
        """The person the table is drawn for now (None: nobody's hidden cards are shown)."""
        v = self.snap.viewer if self.snap is not None else None
        return v if isinstance(v, int) else None

    @property
    def waiting_curtain(self) -> int | None:
        snap = self.snap
        if snap is None:
            return None
        return snap.curtain.seat if snap.curtain else (snap.open_call.seat if snap.open_call else None)

    @property
    def thinking_player(self):
        return self.snap.thinking if self.snap is not None else None

    @property
    def answer_waiting(self) -> bool:
        """A computer's answer arrived and waits out the pace."""
        return self.session is not None and self.session.received is not None

    @property
    def skipping(self) -> bool:
        return self.session is not None and self.session.skipping

    @property
    def cards_seen(self):
        return self.session.screens["pc"].book if self.session is not None else None

    def answers_now(self) -> list:
        """The person asked's answers with their gesture hints ([] while a computer or the curtain acts)."""
        snap = self.snap
        if snap is None or snap.asked is None or self.replay_mode:
            return []
        return [Answer(o.text, o.source, o.target, o.follow) for o in snap.offers]

    def legal_now(self) -> list[str]:
        return [a.text for a in self.answers_now()]

    def player_names(self) -> dict:
        g = self.game
        return {p.index: p.name for p in g.players} if g is not None else {}

    def table_view(self):
        return self.snap.view

    def end_turn_answer(self) -> str | None:
        """The pass End turn gives now, or None when End turn means nothing now."""
        snap = self.snap
        if snap is None or snap.asked is None or not snap.controls.end_turn or self.replay_mode:
            return None
        return next((o.text for o in snap.offers if o.passing), None)

    # -- what the window sends ---------------------------------------------------------------
    def _reply(self, reply) -> bool:
        self.pump()
        if not reply.ok and reply.refusal:
            self.refused.emit(reply.refusal)
        return reply.ok

    def answer(self, text: str):
        """A person's answer (a drop, a click, a button); returns the session's Reply."""
        s = self.session
        seat = s.asking.seat if s is not None else None
        self.answer_events = []
        self._answer_from = s.events_n if s is not None else 0
        reply = s.answer(seat, text) if seat is not None and s.person(seat) else None
        if reply is None:
            from .session import Reply
            reply = Reply(False, None, "not-your-decision")
        self.pump()
        return reply

    def gesture(self, source: str, target: str | None = None):
        """A drop of `source` onto `target` (a card token, zone key or seat "pN"), or a click on `source`, by
        the person the table asks: the session gives the answers it names or refuses it in words with its
        rule id (Session.gesture); returns the session's Reply (`choices` when the person must pick)."""
        s = self.session
        seat = s.asking.seat if s is not None else None
        self.answer_events = []
        self._answer_from = s.events_n if s is not None else 0
        if seat is None or not s.person(seat):
            from .session import Reply
            return Reply(False, None, "not-your-decision")
        reply = s.gesture(seat, source, target)
        self.pump()
        return reply

    def perform_chosen(self, text: str) -> None:
        """An answer a person chose (tests): raises Refused with the session's words when it is refused."""
        reply = self.answer(text)
        if not reply.ok:
            raise Refused(reply.refusal or reply.code)

    def curtain_lifted(self) -> None:
        s = self.session
        if s is not None and self.snap.curtain is not None:
            s.dismiss_curtain(self.snap.curtain.seat)
        elif s is not None and self.snap.open_call is not None:
            s.answer_call(self.snap.open_call.seat, True)
        self.pump()

    def call_answered(self, yes: bool) -> None:
        s = self.session
        if s is not None and self.snap.open_call is not None:
            s.answer_call(self.snap.open_call.seat, yes)
        self.pump()

    def end_turn(self) -> bool:
        s = self.session
        if s is None or self.snap.asked is None:
            return False
        return self._reply(s.end_turn(self.snap.asked))

    def pass_until(self, until: str) -> bool:
        s = self.session
        if s is None or self.snap.asked is None:
            return False
        return self._reply(s.pass_until(self.snap.asked, until))

    def set_stop(self, step: str, on: bool) -> None:
        if self.session is not None and self.snap.asked is not None:
            self.session.set_stop(self.snap.asked, step, on)
            self.pump()

    def skip_ahead(self) -> None:
        if self.session is not None:
            self.session.skip()
            self.pump()

    def toggle_pause(self) -> None:
        if self.session is not None and not self.replay_mode:
            self.session.pause()
            self.pump()

    def concede(self, seat: int) -> bool:
        return self.session is not None and self._reply(self.session.concede(seat))

    def refusal(self, err, text: str = "") -> str:
        from .explain import refusal
        return refusal(self, err, text)


    # -- saves, undo, replay -----------------------------------------------------------------
    def write_autosave(self) -> None:
        # journal + snapshots, never raises; problems reach the player through autosaver.on_problem
        if self.game is not None:
            self.autosaver.sync(self.game)

    def undo(self) -> str:
        """'' on success, else the refusal in words."""
        s = self.session
        if s is None:
            return "nothing"
        seat = s.undo_seat()
        if seat is None:
            return self.snap.undo.reason or "nothing"
        self._stop_computer()
        reply = s.undo(seat)
        self.pump()
        return "" if reply.ok else reply.refusal

    def redo(self) -> bool:
        s = self.session
        seat = s.undo_seat() if s is not None else None
        if seat is None:
            return False
        self._stop_computer()
        ok = s.redo(seat).ok
        self.pump()
        return ok

    def replay_show(self, game) -> None:
        """Replay: another state of the saved game on the table."""
        self.session.show(game)
        self.pump()

    def replay_perform(self, text: str) -> None:
        self.session.replay_perform(text)
        self.pump()

    def _stop_computer(self) -> None:
        self._timer.stop()
        self.runner.cancel()
        self._tickets.clear()
        self._asked_ticket = None

    def stop(self) -> None:
        """The window is closing: no computer answer may arrive after this."""
        self._stop_computer()
        self.runner.wait(2.0)
        self.runner.stop_worker()
