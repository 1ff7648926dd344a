"""The game in play: performs actions, lets computer seats act (through gui.computer's runner, on a
copy of the game, off the UI thread), auto-passes steps with nothing to do, decides who sits at the
screen and when the screen must be passed, autosaves after every action, keeps the undo stack.
The engine stays the only judge of legality and holds private simultaneous answers itself; this
module knows answers only by their gesture hints (a button is an answer with no source and no target)."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

import engine

from .autosave import Autosave
from .computer import ComputerRunner
from .controller_computer import ComputerSeatsMixin
from .session.words import CardBook
from .settings import data_dir
from .shared_decision import Declines, first_to_ask, is_shared
from .undo import GameUndoStack

COMPUTER_DELAY_MS = 500     # at least this long per visible computer action unless the settings say otherwise


class Answer(NamedTuple):
    """One legal answer as the table uses it: its text and gesture hints (engine/core/hints.py)."""
    text: str
    source: str | None
    target: str | None
    follow: tuple

    @property
    def button(self) -> bool:
        """Answered by a button: nothing to drag, nothing to point at (go on, done, keep …)."""
        return self.source is None and self.target is None and len(self.text.split()) == 2


def answers_of(actions) -> list:
    return [Answer(str(a), a.source, a.target, tuple(a.follow or ())) for a in actions]


def public_call_in(g) -> bool:
    """Whether g's decision is a public call answered by every player in turn (D-306-ask)."""
    d = g.decision
    if d is not None and d.kind == "priority":   # a chance to respond to the stack (G3, gui/priority.py)
        from .priority import response_window
        return response_window(g)
    return d is not None and d.kind == "use-declaration"


class GameController(ComputerSeatsMixin, QObject):
    changed = Signal()              # redraw everything
    curtain = Signal(int)           # pass the screen to this player
    game_over = Signal()
    refused = Signal(str)           # engine error, already readable
    thinking = Signal(object)       # the computer seat now thinking, or None
    note = Signal(str)              # a line for the log that no engine event carries (auto-pass)

    def __init__(self, settings=None, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.game = None
        self.cards_seen = CardBook()            # the cards the screen was shown, to name them
        self.screen_player: int | None = None   # the person the table is drawn for
        self.waiting_curtain: int | None = None
        self.ai_delay = COMPUTER_DELAY_MS
        self.autosave = True
        self.replay_mode = False
        self.computer_level = None              # a level name or a player object for every computer seat
        self._timer = QTimer(self)              # the visible pause before a computer answer is applied
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)
        self.autosaver = Autosave(data_dir())   # takes the data folder's lock (one game, one owner)
        self.runner = ComputerRunner(self)
        self.runner.answered.connect(self._computer_answered)
        self.runner.failed.connect(self._computer_failed)
        self._pending: tuple | None = None      # (ticket, player, n_actions) asked and not yet applied
        self._answer: tuple | None = None       # (ticket, player, text) arrived, waiting for the pause
        self.thinking_player: int | None = None
        self.skipping = False                   # skip ahead: computer answers applied without pause
        self._voluntary: tuple | None = None    # (turn, player) of the last answer a person chose
        self.undo_stack = GameUndoStack(self)
        self.declines = Declines()              # computers that let a teammate answer (gui/shared_decision.py)

    # -- setup ---------------------------------------------------------------------------
    def set_game(self, game, screen_player: int | None = None) -> None:
        self._stop_computer()
        self.runner.reset()
        if any(p.kind == "computer" for p in game.players):
            self.runner.prestart()
        self.game = game
        self.cards_seen.start(game)
        self.undo_stack.clear()
        self._voluntary = None
        self.skipping = False
        self.waiting_curtain = None
        self.screen_player = screen_player
        self.after_change(first=True)

    def opt(self, key, default):
        if self.settings is None:
            return default
        try:
            return self.settings.get(key)
        except KeyError:
            return default

    @property
    def privacy(self) -> bool:
        return bool(self.opt("privacy", True))

    def is_computer(self, p: int) -> bool:
        g = self.game
        return g is not None and 0 <= p < len(g.players) and g.players[p].kind == "computer"

    # -- who acts ------------------------------------------------------------------------
    def acting(self) -> int | None:
        """The player the table takes input from now."""
        g = self.game
        if g is None or g.decision is None or g.outcome is not None:
            return None
        if is_shared(g.decision):                   # one answer for a team (gui/shared_decision.py)
            return first_to_ask(g, self.is_computer, self.declines, self._only_buttons)
        waiting = list(g.decision.waiting_for())    # without those whose private answer the engine holds
        humans = [p for p in waiting if not self.is_computer(p)]
        if humans:
            return humans[0]
        return waiting[0] if waiting else None

    def _only_buttons(self, p: int) -> bool:
        return all(a.button or a.text.endswith(" concede") for a in answers_of(self.game.legal_actions(p)))

    def answers_now(self) -> list:
        """The acting person's answers with their gesture hints ([] while a computer or the curtain acts)."""
        p = self.acting()
        if p is None or self.is_computer(p) or self.waiting_curtain is not None or self.replay_mode:
            return []
        return answers_of(self.game.legal_actions(p))

    def legal_now(self) -> list[str]:
        return [a.text for a in self.answers_now()]

    def button_answer(self, p: int) -> str | None:
        """p's one button answer now (go on / done / keep …), or None."""
        acts = [a for a in answers_of(self.game.legal_actions(p)) if a.button and not a.text.endswith(" concede")]
        return acts[0].text if len(acts) == 1 else None

    def public_call(self) -> bool:
        """Whether the decision now is a public call answered by every player in turn (D-306-ask)."""
        return self.game is not None and public_call_in(self.game)

    def player_names(self) -> dict:
        g = self.game
        return {p.index: p.name for p in g.players} if g is not None else {}

    def table_view(self):
        """The typed view the screen shows now; the cards it shows face up are named from it (CardBook)."""
        g = self.game
        if g.outcome is not None or not self.privacy or self.replay_mode:
            v = g.full_view()
        else:
            v = g.view(self.screen_player)
        self.cards_seen.learn_view(v)
        return v

    def event_viewer(self):
        """Whose events the screen shows: everyone's in open play, else the person at the screen."""
        g = self.game
        if g.outcome is not None or not self.privacy or self.replay_mode:
            return "full"
        return None if self.waiting_curtain is not None else self.screen_player

    # -- acting --------------------------------------------------------------------------
    def perform(self, text: str) -> list:
        """Send one answer to the engine; raises engine.ActionError on refusal (game unchanged).  Returns
        the events it caused as the screen may see them (a private simultaneous answer is held by the
        engine: the others see only that it was given)."""
        g = self.game
        events = g.perform(text)
        seen = self._seen(events)
        self.after_change()
        return seen

    def _seen(self, events) -> list:
        if not events:
            return []
        v = self.event_viewer()
        seen = self.game.events_for(None if v == "full" else v, -len(events), full=v == "full")
        for ev in seen:
            self.cards_seen.learn_event(ev)
        return seen

    def perform_chosen(self, text: str):
        """An answer a person chose (drop, click, button): like perform, remembered as the reason why
        the turn must not end by itself afterwards, and undoable."""
        g = self.game
        p = g.parse(text).player if g is not None else None
        before = len(g.actions_log) if g is not None else 0
        events = self.perform(text)
        if g is not None and p is not None:
            self._voluntary = (g.turn, p)
            self.undo_stack.record(before, text)
        return events

    def resume(self, game, pending: dict | None = None) -> None:
        """Continue an autosaved game; answers an older journal kept beside the engine are given again."""
        self.autosave = False     # the resumed state is written once, complete
        self.set_game(game)
        given = 0
        for _p, text in sorted((pending or {}).items()):
            try:
                game.perform(text)
                given += 1
            except engine.ActionError:
                pass    # no longer an answer: the player answers again
        self.autosave = True
        self.write_autosave()
        if given:
            self.after_change()

    def after_change(self, first: bool = False) -> None:
        g = self.game
        if g is None:
            return
        if self.autosave and not self.replay_mode:
            self.write_autosave()
        self.ask_next(first)

    def ask_next(self, first: bool = False) -> None:
        """Let whoever must answer now do so: a computer (off the UI thread), or a person (auto-pass, curtain)."""
        g = self.game
        if g is None:
            return
        if g.outcome is not None:
            self._stop_computer()
            self.changed.emit()
            self.game_over.emit()
            return
        p = self.acting()
        if p is None:
            self.changed.emit()
            return
        if self.is_computer(p):
            if self.screen_player is None:
                self.screen_player = next((q.index for q in g.players if q.kind != "computer"), None)
            if not self.replay_mode:
                self._ask_computer(p)
            self.changed.emit()
            return
        self.skipping = False       # a person must act: skip ahead ends here
        self._set_thinking(None)
        # a human must act: auto-pass when nothing but going on is possible
        if self.opt("auto_pass", True) and not self.replay_mode:
            skip = self.auto_pass_answer(p)
            if skip is not None:
                QTimer.singleShot(0, self, lambda t=skip, n=len(g.actions_log): self._auto(t, n))
                self.changed.emit()
                return
        if p != self.screen_player and (self.privacy or first) and not self.replay_mode:
            if self.privacy and g.n_players > 1:
                self.waiting_curtain = p
                self.changed.emit()
                self.curtain.emit(p)
                return
        self.screen_player = p
        self.changed.emit()

    def auto_pass_answer(self, p: int) -> str | None:
        """The answer to give for p without asking, or None.  Only a step whose one answer is to
        go on is skipped, and never the end of a turn in which this person chose something: that
        turn ends by the End turn button, not by itself."""
        g = self.game
        from .priority import stops_of
        passing = stops_of(self).answer(g, p)   # priority stops (G3): most priority passes need nobody
        if passing is not None:
            return passing
        acts = [a for a in answers_of(g.legal_actions(p)) if not a.text.endswith(" concede")]
        if len(acts) != 1 or not acts[0].button:
            return None
        # D-306-ask: a public call is answered by every player, or the speed of the answer tells
        if self.public_call():
            return None
        if self._voluntary == (g.turn, p) and g.ends_turn(acts[0].text):
            return None
        return acts[0].text

    def _auto(self, text: str, n_actions: int) -> None:
        g = self.game
        if g is None or len(g.actions_log) != n_actions or g.outcome is not None:
            return  # something else happened meanwhile
        p = g.parse(text).player
        from .i18n import tr, words
        d = g.decision
        step = words().decision_title(d.kind) if d is not None else ""
        try:
            self.perform(text)
        except engine.ActionError:
            self.changed.emit()
            return
        if d is None or d.kind != "priority":   # priority passes are the rule, not news (gui/priority.py)
            self.note.emit(tr("Auto-pass: {name} had nothing to do ({step})", name=g.players[p].name, step=step))

    def curtain_lifted(self) -> None:
        if self.waiting_curtain is not None:
            self.screen_player = self.waiting_curtain
            self.waiting_curtain = None
        self.changed.emit()

    # -- people: end the turn, explain why a card cannot move --------------------------------
    def end_turn_answer(self) -> str | None:
        """The pass-like answer the End turn button gives now, or None when it has nothing to do."""
        p = self.acting()
        g = self.game
        if p is None or self.is_computer(p) or self.waiting_curtain is not None or self.replay_mode:
            return None
        if g.turn_player != p:
            return None
        return next((a.text for a in answers_of(g.legal_actions(p)) if a.button and not a.text.endswith(" concede")),
                    None)

    def end_turn(self) -> bool:
        """Pass until the turn is over (the button); stops when anything else must be decided."""
        g = self.game
        if g is None:
            return False
        turn = (g.turn, g.turn_player)
        p = self.acting()
        if self.end_turn_answer() is not None:
            # and on: where a teammate shares the turn (2HG), a computer's answer ends this loop, and the
            # person is asked again in the same turn (gui/priority.py: pass until the end of the turn)
            from .priority import stops_of
            stops_of(self).until_end_of_turn(g, p)
        for _ in range(12):
            text = self.end_turn_answer()
            if text is None or (self.game.turn, self.game.turn_player) != turn:
                break
            try:
                self.perform(text)
            except engine.ActionError as e:
                self.refused.emit(self.refusal(e, text))
                return False
            g = self.game
            if g.outcome is not None or (g.turn, g.turn_player) != turn:
                break
        return True

    def refusal(self, err, text: str = "") -> str:
        from .explain import refusal
        return refusal(self, err, text)

    def why_not(self, token: str, targets=()) -> str:
        """Why this card has no move now, in words with the rule id (gui/explain.py)."""
        from .explain import why_not
        return why_not(self, token, targets)

    # -- saves and undo ------------------------------------------------------------------
    def write_autosave(self) -> None:
        # journal + snapshots, never raises; problems reach the player through autosaver.on_problem.
        # Private simultaneous answers are in the engine's action log, so the journal needs nothing else.
        self.autosaver.sync(self.game)

    def undo(self) -> str:
        """'' on success, else a reason code ('nothing', 'hidden')."""
        return self.undo_stack.undo_checked()

    def redo(self) -> bool:
        return self.undo_stack.redo_checked()

    def restore(self, game) -> None:
        """Put an earlier (undo) or later (redo) state of this game on the table."""
        self._stop_computer()
        self.game = game
        self.waiting_curtain = None
        self.after_change()
