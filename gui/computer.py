"""Computer seats.  The runner asks a computer player for its answer and hands it back to the UI thread as
action text; the live game is never passed to a computer player, and the controller checks the answer is
still legal before applying it.

A seat's level ("random", "easy", "normal", "hard"; the seat setup key `level`, default Normal) runs in a
worker PROCESS (`enza ai-worker`, engine/ai/worker.py) started with QProcess: each question is the game's
save text on one JSON line, each answer one JSON line of action text.  Hard searches for up to a second per
decision; in a thread it would hold the interpreter lock and make the table stutter, in its own process
the event loop stays free (benchmarks/bench_ai_latency.py measures it).  A player OBJECT (anything with
`choose(game, player)`, as tests give) runs on a copy of the game in a thread instead, and so does every
level when the worker cannot be started."""
from __future__ import annotations

import json
import logging
import sys
import threading

from PySide6.QtCore import QObject, QProcess, Signal

from engine.ai.levels import ALIASES, DEFAULT_LEVEL, LEVELS, TABLE_BUDGET, make_player  # noqa: F401 (LEVELS: the dialog's list)

log = logging.getLogger(__name__)



def level_name(level) -> str:
    """The level a seat plays at: its setup's `level` when it names one, else the default."""
    name = ALIASES.get(level, level) if isinstance(level, str) else None
    return name if name in LEVELS else DEFAULT_LEVEL


def worker_command() -> tuple[str, list[str]]:
    if getattr(sys, "frozen", False):       # the packaged app: its own entry point dispatches subcommands
        return sys.executable, ["ai-worker"]
    return sys.executable, ["-m", "engine.cli", "ai-worker"]


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
        self.players: dict[int, object] = {}     # seat -> level name, or a player object
        self.seeds: dict[int, int] = {}
        self._thread: threading.Thread | None = None
        self._proc: QProcess | None = None
        self._buffer = b""
        self._asked: dict[int, tuple] = {}        # ticket -> (player, save data, level) while the worker thinks
        self.use_process = True

    def player_for(self, p: int, level, seed: int):
        """The seat's player: a level name (played in the worker process) or the given object."""
        ai = self.players.get(p)
        if ai is None:
            ai = self.players[p] = level if hasattr(level, "choose") else level_name(level)
            self.seeds[p] = seed
        return ai

    def reset(self) -> None:
        self.ticket += 1        # answers to older questions are dropped
        self.players = {}
        self._asked.clear()
        self._send({"cmd": "reset"})

    def prestart(self) -> None:
        """Start the worker now (a new game with computer seats), so the first answer does not wait for it."""
        if self.use_process:
            self._start()

    def cancel(self) -> None:
        self.ticket += 1
        self._asked.clear()

    def busy(self) -> bool:
        return bool(self._asked) or (self._thread is not None and self._thread.is_alive())

    def ask(self, game, p: int, ai) -> int:
        """Start thinking about `game` for player p: its save text goes to the worker, or a clone to a
        thread; the game itself is only read, here, on the caller's thread.  Returns the ticket."""
        self.ticket += 1
        ticket = self.ticket
        if isinstance(ai, str) and self.use_process and self._start():
            from engine.core.saves import save_data
            save = save_data(game)
            self._asked[ticket] = (p, save, ai)
            self._send({"id": ticket, "save": save, "player": p, "level": ai,
                        "seed": self.seeds.get(p, 0), "budget": TABLE_BUDGET.get(ai, {})})
            return ticket
        self._think_in_thread(ticket, game.clone(), p, ai)
        return ticket

    # ----- the worker process ----------------------------------------------------------------
    def _start(self) -> bool:
        if self._proc is not None and self._proc.state() != QProcess.ProcessState.NotRunning:
            return True
        proc = QProcess(self)
        proc.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        proc.readyReadStandardOutput.connect(lambda: self._read(proc))
        proc.readyReadStandardError.connect(lambda: log.info("ai-worker: %s", bytes(
            proc.readAllStandardError()).decode(errors="replace").strip()))
        proc.finished.connect(self._lost)
        program, args = worker_command()
        proc.start(program, args)
        if not proc.waitForStarted(5000):
            log.warning("computer worker did not start (%s); thinking in a thread", proc.errorString())
            self.use_process = False
            proc.deleteLater()
            return False
        self._proc = proc
        self._buffer = b""
        return True

    def _send(self, msg: dict) -> None:
        if self._proc is not None and self._proc.state() == QProcess.ProcessState.Running:
            self._proc.write((json.dumps(msg) + "\n").encode())

    def _read(self, proc) -> None:
        if proc is not self._proc:
            return      # a worker being stopped: nobody waits for its answers
        self._buffer += bytes(proc.readAllStandardOutput())
        while b"\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\n", 1)
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            ticket = msg.get("id")
            asked = self._asked.pop(ticket, None) if isinstance(ticket, int) else None
            if asked is None or ticket != self.ticket:
                continue   # an answer to an older question, or to a reset
            p, save, level = asked
            if msg.get("action"):
                self.answered.emit(ticket, p, msg["action"])
            else:   # the worker could not answer: think here instead, the game must go on
                log.warning("computer worker: %s", msg.get("error"))
                self._think_in_thread(ticket, save, p, level)

    def _lost(self, *args) -> None:
        """The worker ended (crashed, killed): answer what it owed in a thread; start a new one next time."""
        owed, self._asked = self._asked, {}
        for ticket, (p, save, level) in owed.items():
            if ticket == self.ticket:
                self._think_in_thread(ticket, save, p, level)

    def stop_worker(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            proc.finished.disconnect(self._lost)
            proc.closeWriteChannel()
            if not proc.waitForFinished(1000):
                proc.kill()
                proc.waitForFinished(1000)

    # ----- a thread, for player objects and as the fallback ------------------------------------
    def _think_in_thread(self, ticket: int, copy, p: int, ai) -> None:
        if isinstance(copy, dict):      # the worker failed on this save: replay it here
            from engine.saves import replay
            copy = replay(copy["setup"], copy["actions"])
        if isinstance(ai, str):
            ai = make_player(ai, self.seeds.get(p, 0), **TABLE_BUDGET.get(ai, {}))
            self.players[p] = ai

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

    def wait(self, timeout: float = 5.0) -> None:
        t = self._thread
        if t is not None:
            t.join(timeout)
