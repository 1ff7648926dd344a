"""The computer seats of the game in play (the controller's half that asks gui.computer's runner and applies
its answers): the runner works on a copy of the game off the UI thread; its answer is applied on the UI
thread after the visible pause, only if it is still a legal answer to the live game."""
from __future__ import annotations

import engine

from .shared_decision import declines_with, is_shared


class ComputerSeatsMixin:
    """Needs the controller's game, runner, timer, settings and its signals (thinking, refused)."""

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
        from .controller import answers_of
        legal = answers_of(g.legal_actions(p))
        if text not in {a.text for a in legal}:   # stale or wrong: the engine stays the judge; take a safe one
            rest = [a for a in legal if not a.text.endswith(" concede")]
            safe = [a for a in rest if a.button] or rest
            if not safe:
                return
            text = safe[0].text
        if is_shared(g.decision) and declines_with(g, self.is_computer, self.declines, p,
                                                   any(a.text == text and a.button for a in legal)):
            self.ask_next()             # nothing to add: a teammate may still answer for the team
            return
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
