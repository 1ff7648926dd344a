"""The game in play: performs actions, lets computer seats act (through gui.computer's runner, on a
copy of the game, off the UI thread), auto-passes steps with nothing to do, collects simultaneous
answers privately, decides who sits at the screen and when the screen must be passed, autosaves
after every action.  The engine stays the only judge of legality."""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

import engine

from . import saves
from .autosave import Autosave
from .computer import ComputerRunner
from .settings import data_dir

PASS_LIKE = {"pass", "done", "noblock", "keep"}
COMPUTER_DELAY_MS = 500     # at least this long per visible computer action unless the settings say otherwise


class GameController(QObject):
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
        self.screen_player: int | None = None   # the person the table is drawn for
        self.waiting_curtain: int | None = None
        self.simultaneous: dict[int, str] = {}  # answers collected privately, performed together
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

    # -- setup ---------------------------------------------------------------------------
    def set_game(self, game, screen_player: int | None = None) -> None:
        self._stop_computer()
        self.runner.reset()
        if any(p.kind == "computer" for p in game.players):
            self.runner.prestart()
        self.game = game
        self.simultaneous = {}
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
        waiting = [p for p in g.decision.waiting_for() if p not in self.simultaneous]
        humans = [p for p in waiting if not self.is_computer(p)]
        if humans:
            return humans[0]
        return waiting[0] if waiting else None

    def legal_now(self) -> list[str]:
        p = self.acting()
        if p is None or self.is_computer(p) or self.waiting_curtain is not None or self.replay_mode:
            return []
        return [str(a) for a in self.game.legal_actions(p)]

    def table_view(self) -> dict:
        g = self.game
        if g.outcome is not None or not self.privacy or self.replay_mode:
            return g.full_view().to_dict()
        return g.view(self.screen_player).to_dict()

    # -- acting --------------------------------------------------------------------------
    def perform(self, text: str):
        """Send one answer to the engine; raises engine.ActionError on refusal (game unchanged)."""
        g = self.game
        d = g.decision
        if d is not None and d.mode == "simultaneous" and not text.split()[1] == "concede":
            a = g.parse(text)
            if str(a) not in {str(x) for x in d.actions.get(a.player, ())}:
                raise g.rules.explain_illegal(g, a) if hasattr(g.rules, "explain_illegal") else \
                    engine.IllegalAction("not-legal-now", f"{text} refused", d.rule)
            self.simultaneous[a.player] = str(a)
            if all(p in self.simultaneous for p in d.waiting_for()):
                answers, self.simultaneous = self.simultaneous, {}
                events = []
                for p in d.waiting_for():
                    events += g.perform(answers[p])
                self.after_change()
                return events
            self.after_change()
            return []
        events = g.perform(text)
        self.after_change()
        return events

    def perform_chosen(self, text: str):
        """An answer a person chose (drop, click, button): like perform, and remembered as the
        reason why the turn must not end by itself afterwards."""
        g = self.game
        p = g.parse(text).player if g is not None else None
        events = self.perform(text)
        if g is not None and p is not None:
            self._voluntary = (g.turn, p)
        return events

    def after_change(self, first: bool = False) -> None:
        g = self.game
        if g is None:
            return
        if self.autosave and not self.replay_mode:
            self.write_autosave()
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
                QTimer.singleShot(0, lambda t=skip, n=len(g.actions_log): self._auto(t, n))
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
        acts = [str(a) for a in g.legal_actions(p) if a.verb != "concede"]
        if len(acts) != 1 or acts[0].split()[1] not in PASS_LIKE:
            return None
        # D-306-ask: a use declaration is answered by every player, or the speed of the answer tells
        if g.decision.kind == "use-declaration":
            return None
        if self._voluntary == (g.turn, p) and self.ends_turn(acts[0]):
            return None
        return acts[0]

    def ends_turn(self, text: str) -> bool:
        """Whether this answer ends the current turn (tried on a copy, so no family rule is
        needed here)."""
        g = self.game
        try:
            trial = g.clone()
            trial.perform(text)
        except engine.ActionError:
            return False
        return trial.turn != g.turn or trial.turn_player != g.turn_player or trial.outcome is not None

    def _auto(self, text: str, n_actions: int) -> None:
        g = self.game
        if g is None or len(g.actions_log) != n_actions or g.outcome is not None:
            return  # something else happened meanwhile
        p = g.parse(text).player
        from .i18n import tr
        d = g.decision
        from .action_text import decision_title
        step = decision_title(d.kind) if d is not None else ""
        try:
            self.perform(text)
        except engine.ActionError:
            self.changed.emit()
            return
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
        for a in g.legal_actions(p):
            if a.verb in PASS_LIKE and not a.args:
                return str(a)
        return None

    def end_turn(self) -> bool:
        """Pass until the turn is over (the button); stops when anything else must be decided."""
        g = self.game
        if g is None:
            return False
        turn = (g.turn, g.turn_player)
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
        from .action_text import refusal_text
        parts = text.split()
        return refusal_text(err, self.card_name(parts[2]) if len(parts) > 2 else "?")

    def card_name(self, tok: str) -> str:
        from .card_render import card_name
        from .i18n import tr
        if tok.startswith("c") and tok[1:].isdigit() and self.game is not None:
            try:
                return card_name(self.game.cards[int(tok[1:])].defn)
            except (IndexError, AttributeError):
                pass
        return tr("a face-down card")

    def why_not(self, token: str, zone: str, owner: int | None) -> str:
        """Why this card has no move now, in words with the rule id: the engine's own refusal of
        the move a person most likely meant (play it from the hand, attack with it from the
        battle zone), tried on a copy."""
        from .i18n import tr
        g = self.game
        if g is None or g.outcome is not None:
            return ""
        p = self.acting()
        d = g.decision
        if p is None or self.is_computer(p) or self.waiting_curtain is not None:
            who = g.players[p].name if p is not None else "?"
            return tr("Not allowed: it is {name}'s decision now.", name=who) + (f"  [{d.rule}]" if d and d.rule else "")
        if owner is not None and owner != p:
            return tr("Not allowed: this card is not yours; {name} is deciding ({what}).",
                      name=g.players[p].name, what=self._kind_title(d)) + (f"  [{d.rule}]" if d.rule else "")
        verbs = {"hand": ("summon", "cast", "charge"), "battle": ("attack",), "mana": ("summon",),
                 "shield": ("summon",), "partner": ("summon",)}.get(zone, ("summon",))
        last = None
        for verb in verbs:
            text = f"p{p} {verb} {token}"
            try:
                trial = g.clone()
                trial.perform(text)
            except engine.ActionError as e:
                last = (e, text)
                if getattr(e, "code", "") != "not-legal-now":
                    break   # a specific reason beats "not one of the answers"
                continue
            return ""   # it would be legal after all
        if last is None:
            return ""
        return self.refusal(*last)

    @staticmethod
    def _kind_title(d) -> str:
        from .action_text import decision_title
        return decision_title(d.kind) if d is not None else ""

    # -- computer seats --------------------------------------------------------------------
    def computer_delay(self) -> int:
        if self.skipping:
            return 0
        return max(0, int(self.opt("anim_speed", self.ai_delay)))

    def _set_thinking(self, p) -> None:
        if p != self.thinking_player:
            self.thinking_player = p
            self.thinking.emit(p)

    def _ask_computer(self, p: int) -> None:
        """Give the computer a copy of the game, in the runner's thread; start the visible pause."""
        g = self.game
        n = len(g.actions_log)
        if self._pending is not None and self._pending[1:] == (p, n):
            return  # already asked about this very position
        level = self.computer_level
        if level is None:
            level = self._seat_level(p)     # None: the default level (gui/computer.py)
        ai = self.runner.player_for(p, level, int(g.setup.get("seed", 0) or 0) * 31 + p)
        self._answer = None
        ticket = self.runner.ask(g, p, ai)     # the runner sends save text or a clone, never this game
        self._pending = (ticket, p, n)
        self._set_thinking(p)
        self._timer.start(self.computer_delay())

    def _seat_level(self, p: int):
        """The level the new-game dialog gave this seat ("random", "easy", "normal", "hard"), if it gives one."""
        try:
            spec = self.game.setup["players"][p]
            return spec.get("level") if isinstance(spec, dict) else None
        except (KeyError, IndexError, TypeError, AttributeError):
            return None

    def _computer_answered(self, ticket: int, p: int, text: str) -> None:
        if self._pending is None or self._pending[0] != ticket:
            return  # an answer to an older position
        self._answer = (ticket, p, text)
        if not self._timer.isActive():
            self._computer_step()

    def _computer_failed(self, ticket: int, p: int, why: str) -> None:
        if self._pending is not None and self._pending[0] == ticket:
            self._answer = (ticket, p, "")
            if not self._timer.isActive():
                self._computer_step()

    def _computer_step(self) -> None:
        """Apply the computer's answer once it has arrived and the pause is over, on the UI thread,
        after checking that it is still a legal answer to the live game."""
        g = self.game
        if self._answer is None or self._pending is None or g is None or self.replay_mode:
            return  # the pause is over but the answer is not there yet: it applies on arrival
        ticket, p, n = self._pending
        _, _, text = self._answer
        self._pending = self._answer = None
        if g.outcome is not None or len(g.actions_log) != n or self.acting() != p:
            self.after_change()
            return
        legal = [str(a) for a in g.legal_actions(p)]
        if text not in legal:   # stale or wrong: the engine stays the judge; take a safe legal answer
            safe = [a for a in legal if a.split()[1] in PASS_LIKE] or [a for a in legal if a.split()[1] != "concede"]
            if not safe:
                return
            text = safe[0]
        try:
            self.perform(text)
        except engine.ActionError as e:
            self.refused.emit(str(e))

    def skip_ahead(self) -> None:
        """Apply computer answers without the visible pause until a person must act."""
        self.skipping = True
        if self._timer.isActive():
            self._timer.stop()
            self._computer_step()

    def _stop_computer(self) -> None:
        self._timer.stop()
        self.runner.cancel()
        self._pending = self._answer = None
        self._set_thinking(None)

    def stop(self) -> None:
        """The window is closing: no computer answer may arrive after this."""
        self._stop_computer()
        self.runner.wait(2.0)
        self.runner.stop_worker()

    # -- saves and undo ------------------------------------------------------------------
    def write_autosave(self) -> None:
        # journal + snapshots, never raises; problems reach the player through autosaver.on_problem
        self.autosaver.sync(self.game, self.simultaneous)

    def undo(self) -> str:
        """'' on success, else a reason code ('nothing', 'hidden')."""
        g, why = saves.undo_target(self.game, self.is_computer)
        if g is None:
            return why
        self._stop_computer()
        self.game = g
        self.simultaneous = {}
        self.waiting_curtain = None
        self.after_change()
        return ""
