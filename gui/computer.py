"""Computer seats: one runner asks a computer player for its answer on a COPY of the game, in a
worker thread, and hands the answer back to the UI thread as action text.  The live game is never
passed to a computer player; the controller checks the answer is still legal before applying it.

A thread is enough here: the players are cheap per decision (a heuristic scores each legal answer,
well under a millisecond), and Python switches threads every few milliseconds, so the event loop
keeps painting while a slower player (A1's search levels) thinks."""
from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal



def make_player(level, seed: int):
    """A computer player from a level name, or the given player object unchanged (anything with
    `choose(game, player)`)."""
    if hasattr(level, "choose"):
        return level
    if level in (None, "", "heuristic", "normal", "hard"):
        from engine.ai.heuristic import HeuristicPlayer
        return HeuristicPlayer(seed)
    if level in ("random", "easy"):
        from engine.ai.random_player import RandomPlayer
        return RandomPlayer(seed)
    raise ValueError(f"unknown computer level {level!r}")


def _fallback(seed: int):
    from engine.ai.random_player import RandomPlayer
    return RandomPlayer(seed)


class ComputerRunner(QObject):
    """Asks one question at a time.  `answered(ticket, player, text)` arrives on the thread the
    runner lives in (the UI thread); a ticket that is no longer current is to be ignored."""

    answered = Signal(int, int, str)
    failed = Signal(int, int, str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.ticket = 0
        self.players: dict[int, object] = {}
        self._thread: threading.Thread | None = None

    def player_for(self, p: int, level, seed: int):
        ai = self.players.get(p)
        if ai is None:
            ai = self.players[p] = make_player(level, seed)
        return ai

    def reset(self) -> None:
        self.ticket += 1        # answers to older questions are dropped
        self.players = {}

    def cancel(self) -> None:
        self.ticket += 1

    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def ask(self, copy, p: int, ai) -> int:
        """Start thinking about `copy` (a clone of the game, or anything the player accepts) for
        player p.  Returns the ticket of this question."""
        self.ticket += 1
        ticket = self.ticket

        def work():
            try:
                a = ai.choose(copy, p)
            except Exception as e:  # a player bug must not stop the game: answer at random instead
                try:
                    a = _fallback(ticket).choose(copy, p)
                except Exception:
                    self.failed.emit(ticket, p, f"{type(e).__name__}: {e}")
                    return
            if ticket != self.ticket:
                return  # cancelled meanwhile (new game, undo, window closing): nobody waits for it
            if a is None:
                self.failed.emit(ticket, p, "no answer")
                return
            # text only crosses back: the UI thread parses it against the live game
            self.answered.emit(ticket, p, str(a))

        t = threading.Thread(target=work, name=f"enza-computer-p{p}", daemon=True)
        self._thread = t
        t.start()
        return ticket

    def wait(self, timeout: float = 5.0) -> None:
        t = self._thread
        if t is not None:
            t.join(timeout)
