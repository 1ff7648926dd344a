"""The game in play: performs actions, lets computer seats act (QTimer), auto-passes, collects
simultaneous answers privately, decides who sits at the screen and when the screen must be passed,
autosaves after every action.  The engine stays the only judge of legality."""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

import engine

from . import saves
from .settings import data_dir

PASS_LIKE = {"pass", "done", "noblock", "keep"}


def autosave_path():
    return data_dir() / "autosave.enza"


class GameController(QObject):
    changed = Signal()              # redraw everything
    curtain = Signal(int)           # pass the screen to this player
    game_over = Signal()
    refused = Signal(str)           # engine error, already readable

    def __init__(self, settings=None, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.game = None
        self.screen_player: int | None = None   # the person the table is drawn for
        self.waiting_curtain: int | None = None
        self.simultaneous: dict[int, str] = {}  # answers collected privately, performed together
        self.ai_delay = 300
        self.autosave = True
        self.replay_mode = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)
        self._ais: dict = {}

    # -- setup ---------------------------------------------------------------------------
    def set_game(self, game, screen_player: int | None = None) -> None:
        self._timer.stop()
        self.game = game
        self.simultaneous = {}
        self._ais = {}
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
            return g.full_view()
        return g.view(self.screen_player)

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

    def after_change(self, first: bool = False) -> None:
        g = self.game
        if g is None:
            return
        if self.autosave and not self.replay_mode:
            self.write_autosave()
        if g.outcome is not None:
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
            self.changed.emit()
            if not self.replay_mode:
                self._timer.start(max(0, int(self.opt("anim_speed", self.ai_delay))))
            return
        # a human must act: auto-pass when nothing but going on is possible
        if self.opt("auto_pass", True) and not self.replay_mode:
            acts = [str(a) for a in g.legal_actions(p) if a.verb != "concede"]
            # D-306-ask: a use declaration is answered by every player, or the speed of the answer tells
            if len(acts) == 1 and acts[0].split()[1] in PASS_LIKE and g.decision.kind != "use-declaration":
                QTimer.singleShot(0, lambda t=acts[0], n=len(g.actions_log): self._auto(t, n))
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

    def _auto(self, text: str, n_actions: int) -> None:
        g = self.game
        if g is None or len(g.actions_log) != n_actions or g.outcome is not None:
            return  # something else happened meanwhile
        try:
            self.perform(text)
        except engine.ActionError:
            self.changed.emit()

    def curtain_lifted(self) -> None:
        if self.waiting_curtain is not None:
            self.screen_player = self.waiting_curtain
            self.waiting_curtain = None
        self.changed.emit()

    def _computer_step(self) -> None:
        g = self.game
        if g is None or g.outcome is not None or self.replay_mode:
            return
        p = self.acting()
        if p is None or not self.is_computer(p):
            return
        from engine.ai.random_player import RandomPlayer
        ai = self._ais.get(p)
        if ai is None:
            ai = self._ais[p] = RandomPlayer(g.setup.get("seed", 0) * 31 + p + len(g.actions_log))
        try:
            a = ai.choose(g, p)
            self.perform(str(a))
        except engine.ActionError as e:  # a computer answer refused: fall back to the first legal one
            acts = g.legal_actions(p)
            if acts:
                self.perform(str(acts[0]))
            else:
                self.refused.emit(str(e))

    def stop(self) -> None:
        self._timer.stop()

    # -- saves and undo ------------------------------------------------------------------
    def write_autosave(self) -> None:
        try:
            path = autosave_path()
            if self.game.outcome is not None:
                if path.exists():
                    path.unlink()
                return
            saves.atomic_write(path, self.game.to_json())
        except OSError:
            pass  # a full disk must not stop the game; saving by hand reports errors

    def undo(self) -> str:
        """'' on success, else a reason code ('nothing', 'hidden')."""
        g, why = saves.undo_target(self.game, self.is_computer)
        if g is None:
            return why
        self._timer.stop()
        self.game = g
        self.simultaneous = {}
        self.waiting_curtain = None
        self.after_change()
        return ""
