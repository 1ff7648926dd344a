"""The one way in for people: an answer, the curtain and the open call, End turn and "pass until", stops,
concede, pause and skip, undo and redo (history.py says what may be undone), and the replay's steps."""
from __future__ import annotations

import engine
from engine.core.kinds import SINGLE

from .answers import PRIORITY, event_count, pass_of, text_is_pass, texts
from .history import CHOSEN, Entry
from .protocol import PERSON, USE_DECLARATION, Reply
from .stops import has_turn
from .wording import Namer, words_for


class InputsMixin:
    """For Session: needs game, seats, screens, words, history, stops, round and the performing helpers."""

    def _refuse(self, text: str, code: str = "") -> Reply:
        return Reply(False, text, code)

    def _not_now(self, seat: int) -> Reply:
        nxt = self._now
        who = self.seats[nxt.seat].name if nxt.seat is not None else "?"
        d = self.game.decision
        rule = d.rule if d is not None and d.rule else ""
        return Reply(False, self.words.tr("Not allowed: it is {name}'s decision now.", name=who) +
                     (f"  [{rule}]" if rule else ""), "not-your-decision", rule)

    def answer(self, seat: int, text: str) -> Reply:
        """A person's answer to the decision now (an answer the snapshot offered them; conceding too)."""
        if text.split()[1:2] == ["concede"] and text.split()[:1] == [f"p{seat}"]:
            return self.concede(seat)
        nxt = self._next()
        if nxt.what != PERSON or nxt.seat != seat:
            return self._not_now(seat)
        if text not in texts(self.sight.answers(seat)):
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
            namer = Namer(self.words, self.screen_of(seat).book, g)
            name = namer.token_name(parts[2]) if len(parts) > 2 else "?"
            return Reply(False, namer.refusal(e, name), getattr(e, "code", ""), getattr(e, "rule", "") or "")
        # the engine took it after all: it is an answer like any other
        self.history.record(Entry(seat, text, CHOSEN, n, self.events_n, False))
        self._next()
        self._changed()
        return Reply(True)

    def _answer_given(self, seat: int, text: str) -> None:
        g = self.game
        d = g.decision
        waiting = [q for q in d.waiting_for() if q not in self._round_now().done]
        if d.mode == SINGLE and len(d.waiting_for()) > 1 and text_is_pass(self.sight.answers(seat), text) and \
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
        s.owner, s.curtain, s.recap, s.uncovered = seat, None, (), False
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
        passing = pass_of(self.sight.answers(seat))
        if passing is None:
            return self._refuse(self.words.tr("Nothing to do."), "no-pass")
        name = self.seats[seat].name
        declaration = self.game.decision.kind == USE_DECLARATION
        self.notes.append(lambda w: w.tr("{name}: no declaration.", name=name) if declaration else
                          w.tr("{name}: no response.", name=name))
        self._answer_given(seat, passing.text)
        return Reply(True)

    def end_turn(self, seat: int) -> Reply:
        """End turn (F6): pass until the end of this turn — the person's own turn marker where two run."""
        return self._pass_until(seat, "turn")

    def pass_until(self, seat: int, until: str) -> Reply:
        """'turn' (F6) or 'event' (F4: until something happens)."""
        return self._pass_until(seat, until)

    def _pass_until(self, seat: int, until: str) -> Reply:
        nxt = self._next()
        passing = pass_of(self.sight.answers(seat))
        if nxt.what != PERSON or nxt.seat != seat or passing is None:
            return self._not_now(seat)
        view = self.sight.public()
        if until == "turn":
            if not has_turn(view, seat) and self.game.decision.kind != PRIORITY:
                return self._refuse(self.words.tr("Nothing to do."), "not-your-turn")
            self.stops.until_end_of_turn(seat, view)
        else:
            self.stops.until_something_happens(seat, view)
        self._answer_given(seat, passing.text)
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

    def _undo_reason(self, v, w=None) -> str:
        w = w or self.words
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
            s.uncovered = s.uncovered or s.owner != keep
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
