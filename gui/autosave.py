"""Autosave that cannot lose a game: an append-only journal of action texts beside periodic snapshots.

API (the controller, the main window and the start screen use only this):

    a = Autosave(data_dir)          # takes the folder's QLockFile (see instance_lock); never raises
                                    # (the main window's is window.ctl.autosaver)
    a.sync(game, pending)           # after every change: records what is new (the controller calls it)
    a.find_resumable() -> ResumeInfo | None   # a repeated call with no file changed returns the same
                                              # object; a.last_warnings says why when it is None
    a.problem                       # None, or a Problem the player must be told about (disk full, …)
    a.on_problem = callback         # called with the Problem (or None when autosaving works again)
    a.close()                       # at exit: waits for the last fsync, releases the lock

ResumeInfo (for a "Continue" button or the resume question):
    game         the engine Game, already replayed (pass it to MainWindow.games.set_game)
    format       format name ("duepa"); format_info is the engine FormatInfo (title_ja / title_en)
    seats        player names in seat order; kinds: "human" / "computer" per seat
    turn, turn_player (a name), actions (count), pending ({player: answer} given in a simultaneous
                 decision that the engine does not hold yet: put them back in controller.simultaneous)
    source       "journal" | "snapshot" | "backup" (an older snapshot or game) | "legacy" (pre-journal file)
    saved_at     time of the newest file used (seconds since the epoch)
    warnings     [Problem]: what could not be read (and was set aside) or was dropped
    describe()   one English sentence of what was recovered (the GUI translates from code + fields)

Files, in <data>/autosave/ (JSON lines, UTF-8):
    g000007-s0003.jsonl   game (generation) 7, segment 3.  Line 1 is a snapshot, a full save
                          {"enza_autosave": 1, "gen", "seg", "save": {setup, actions, fingerprint, versions}};
                          then one line per change: {"n": 41, "a": "p2 pass"} (action number n),
                          {"undo": 38} (back to 38 actions), {"pending": {"1": "p1 keep"}}, {"end": true}.
    A segment is created whole (temp file + rename) and then only appended to.  Every SNAPSHOT_EVERY
    actions a new segment starts with a fresh snapshot; KEEP_SEGMENTS segments of the current game and
    the last KEEP_GAMES games are kept.  A file that cannot be read is renamed *.unreadable (never
    deleted; the newest KEEP_ASIDE are kept) and the previous good state is offered.

Durability: each change is written with one os.write before the action's redraw (a killed process
loses nothing the kernel has); fsync runs per action on a background thread, so the UI thread pays
only the write (benchmarks/bench_autosave.py).  A torn last line (power cut, kill mid-write) is
dropped: at most the action in flight is lost.

Faults for the crash test: ENZA_AUTOSAVE_FAULT="<point>:<k>" kills the process (SIGKILL) the k-th time
it passes <point> (see FAULT_POINTS).  Unset, the hook does nothing.
"""
from __future__ import annotations

import json
import logging
import os
import queue
import signal
import tempfile
import threading
import time
from pathlib import Path

from . import instance_lock
from .guarded_files import DataFolder, Refused
from .autosave_resume import (FORMAT, LEGACY, MAX_SEGMENT_BYTES, Problem, ResumeInfo, ResumeMixin,  # noqa: F401
                              _name, _parse_name)
log = logging.getLogger("enza.autosave")

SNAPSHOT_EVERY = 32
KEEP_GAMES = 3
KEEP_SEGMENTS = 3
KEEP_ASIDE = 10
RETRY_SECONDS = 5.0
FAULT_POINTS = ("line-partial", "line-written", "segment-tmp", "segment-renamed", "prune", "fsync")
SUBDIR = "autosave"


# -- fault injection (inert unless ENZA_AUTOSAVE_FAULT is set) --------------------------------------------
def _parse_fault(spec: str | None):
    if not spec:
        return None
    point, _, k = spec.partition(":")
    return [point, int(k or 1)]


_FAULT = _parse_fault(os.environ.get("ENZA_AUTOSAVE_FAULT"))


def _fault(point: str) -> None:
    if _FAULT is None or _FAULT[0] != point:
        return
    _FAULT[1] -= 1
    if _FAULT[1] <= 0:
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))  # Windows: TerminateProcess, as abrupt


# -- fsync off the UI thread ---------------------------------------------------------------------------------
class _Syncer:
    """Runs fsync (and closes) in order on one daemon thread; errors are handed back to the UI thread."""

    def __init__(self):
        self.q: queue.Queue = queue.Queue()
        self.errors: list[OSError] = []
        self.thread = threading.Thread(target=self._run, name="enza-autosave-fsync", daemon=True)
        self.thread.start()

    def _run(self):
        while True:
            job = self.q.get()
            try:
                if job is None:
                    return
                kind, arg = job
                if kind == "fsync":
                    _fault("fsync")
                    os.fsync(arg)
                elif kind == "fsync-dir":
                    fd = os.open(arg, os.O_RDONLY)
                    try:
                        os.fsync(fd)
                    finally:
                        os.close(fd)
                elif kind == "close":
                    os.close(arg)
            except OSError as e:
                self.errors.append(e)
            finally:
                self.q.task_done()

    def put(self, kind, arg):
        self.q.put((kind, arg))

    def drain(self):
        self.q.join()


# -- reading ------------------------------------------------------------------------------------------------
class Autosave(ResumeMixin):
    @classmethod
    def reader(cls, data_dir: str | Path) -> "Autosave":
        """Reads without taking the lock and never changes a file (tests, tools, another window's view)."""
        a = cls(data_dir, lock=False)
        a.writable = False
        return a

    def __init__(self, data_dir: str | Path, lock: bool = True):
        self.data_dir = Path(data_dir)
        self.dir = self.data_dir / SUBDIR
        self.files = DataFolder(self.data_dir)
        self.problem: Problem | None = None
        self.on_problem = None
        self.on_progress = None     # (done, total) while a long journal is replayed (see autosave_resume)
        self.writable = False
        self.readable = True
        self._fd: int | None = None
        self._gen = 0
        self._seg = 0
        self._setup = None
        self._recorded: list[str] = []
        self._pending: dict = {}
        self._seg_actions = 0
        self._ended = False
        self._broken = False
        self._last_try = 0.0
        self._syncer: _Syncer | None = None
        self._locked = False
        self._found = None
        self.last_warnings: list[Problem] = []
        if not lock:            # no lock: only for a single process that owns the folder anyway (benchmarks)
            self.writable = True
        else:
            self._check_folder()
            res = instance_lock.acquire(self.dir)
            self._locked = res.ok
            self.writable = res.ok
            if res.reason == "other-instance":
                self.readable = False
                self._report(Problem("other-instance", str(self.dir), str(res.owner_pid or "?")))
            elif res.reason == "unwritable":
                self._report(Problem("unwritable", str(self.data_dir), self._why_unwritable()))
        if self.writable and lock:
            self._remove_stale_temps()

    # -- problems ------------------------------------------------------------------------------------------
    def _report(self, problem: Problem | None) -> None:
        if problem is not None:
            log.warning("%s", problem)
        elif self.problem is not None:
            log.info("autosave works again")
        self.problem = problem
        if self.on_problem is not None:
            self.on_problem(problem)

    def _check_folder(self) -> None:
        """An `autosave` entry that is no folder of the data folder (a file, a link out of it) is set aside:
        the journal is never written through it."""
        try:
            self.files.check_folder(self.dir)
        except Refused as e:
            self.files.set_aside(self.dir, e)

    def _why_unwritable(self) -> str:
        """The system's reason (read-only, disk full, not a folder, ...) for the player."""
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.dir, suffix=".tmp")
            os.close(fd)
            os.unlink(tmp)
        except OSError as e:
            return e.strerror or str(e)
        return "the lock file cannot be created"

    def _remove_stale_temps(self) -> None:
        for folder in (self.dir, self.data_dir):
            try:
                for p in folder.glob("*.tmp"):
                    if folder == self.dir or p.name.startswith("autosave.enza."):
                        p.unlink()
            except OSError:
                pass

    # -- writing -------------------------------------------------------------------------------------------
    def sync(self, game, pending: dict | None = None) -> None:
        """Record what changed since the last call (new actions, an undo, pending answers, the end)."""
        if not self.writable or game is None:
            return
        pending = {int(k): str(v) for k, v in (pending or {}).items()}
        if self._syncer is not None and self._syncer.errors:
            e = self._syncer.errors.pop()
            self._syncer.errors.clear()
            self._fail(e)
        try:
            if self._broken:
                if time.monotonic() - self._last_try < RETRY_SECONDS:
                    return
                self._start_segment(game, pending, new_game=self._setup is None or game.setup != self._setup)
                self._report(None)
                return
            log_ = game.actions_log
            if self._fd is None or (game.setup is not self._setup and game.setup != self._setup) or \
                    (self._ended and game.outcome is None):
                self._start_segment(game, pending, new_game=True)
                return
            if self._ended:
                return
            rec = self._recorded
            if len(log_) >= len(rec) and (not rec or log_[len(rec) - 1] == rec[-1]):
                new = log_[len(rec):]
            else:   # undo (the log is shorter, or diverges)
                k = 0
                while k < min(len(rec), len(log_)) and rec[k] == log_[k]:
                    k += 1
                self._append({"undo": k})
                del rec[k:]
                new = log_[k:]
            out = []
            for a in new:
                rec.append(a)
                out.append({"n": len(rec), "a": a})
            if pending != self._pending:
                out.append({"pending": {str(k): v for k, v in sorted(pending.items())}})
            if game.outcome is not None:
                out.append({"end": True})
            if out:
                self._append(*out)
                self._seg_actions += len(new)
            self._pending = pending
            if game.outcome is not None:
                self._ended = True
            elif self._seg_actions >= SNAPSHOT_EVERY:
                self._start_segment(game, pending, new_game=False)
        except OSError as e:
            self._fail(e)

    def _fail(self, e: OSError) -> None:
        self._broken = True
        self._last_try = time.monotonic()
        if self._fd is not None:
            self._close_fd()
        if self.problem is None or self.problem.code != "write-failed":
            self._report(Problem("write-failed", str(self.dir), e.strerror or str(e)))

    def _append(self, *entries) -> None:
        data = "".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n" for e in entries).encode()
        if _FAULT is not None and _FAULT[0] == "line-partial" and _FAULT[1] <= 1:
            os.write(self._fd, data[:max(1, len(data) // 2)])
            _fault("line-partial")
        elif _FAULT is not None and _FAULT[0] == "line-partial":
            _FAULT[1] -= 1
        n = os.write(self._fd, data)
        if n != len(data):
            raise OSError(28, "No space left on device (short write)")
        _fault("line-written")
        self._syncer.put("fsync", self._fd)

    def _close_fd(self) -> None:
        if self._syncer is not None:
            self._syncer.put("close", self._fd)
        else:
            os.close(self._fd)
        self._fd = None

    def _start_segment(self, game, pending: dict, new_game: bool) -> None:
        """Write a snapshot as the first line of a new segment (whole, via a temp file), then append to it."""
        from engine.core.saves import save_data
        self._last_try = time.monotonic()
        self.dir.mkdir(parents=True, exist_ok=True)
        if self._syncer is None:
            self._syncer = _Syncer()
        if new_game or self._gen == 0:
            self._migrate_legacy()
            self._gen = max([self._gen] + [g for g, _ in self._segments()]) + 1
            self._seg = 0
        else:
            self._seg += 1
        header = {"enza_autosave": FORMAT, "gen": self._gen, "seg": self._seg, "time": time.time(),
                  "save": save_data(game)}
        lines = [header]
        if pending:
            lines.append({"pending": {str(k): v for k, v in sorted(pending.items())}})
        if game.outcome is not None:
            lines.append({"end": True})
        data = "".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n" for e in lines).encode()
        final = self.dir / _name(self._gen, self._seg)
        fd, tmp = tempfile.mkstemp(prefix=final.name + ".", suffix=".tmp", dir=self.dir)
        try:
            n = os.write(fd, data)
            if n != len(data):
                raise OSError(28, "No space left on device (short write)")
            _fault("segment-tmp")
            os.replace(tmp, final)
        except BaseException:
            os.close(fd)
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        os.close(fd)
        _fault("segment-renamed")
        if self._fd is not None:
            self._close_fd()
        self._fd = os.open(final, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))  # no CRLF on Windows
        self._syncer.put("fsync", self._fd)
        if os.name != "nt":     # Windows opens no folder as a file; NTFS journals the rename itself
            self._syncer.put("fsync-dir", str(self.dir))
        self._setup = game.setup
        self._recorded = list(game.actions_log)
        self._pending = dict(pending)
        self._seg_actions = 0
        self._ended = game.outcome is not None
        self._broken = False
        self._prune()

    def _segments(self) -> list[tuple[int, int]]:
        try:
            names = os.listdir(self.dir)
        except OSError:
            return []
        return sorted(x for x in (_parse_name(n) for n in names) if x is not None)

    def _prune(self) -> None:
        segs = self._segments()
        games = sorted({g for g, _ in segs})
        keep_games = set(games[-KEEP_GAMES:])
        current = [s for g, s in segs if g == self._gen]
        keep_current = set(current[-KEEP_SEGMENTS:])
        for g, s in segs:
            if g not in keep_games or (g == self._gen and s not in keep_current):
                try:
                    os.unlink(self.dir / _name(g, s))
                except OSError:
                    pass
                _fault("prune")
        aside = sorted(self.dir.glob("*.unreadable*"), key=lambda p: p.stat().st_mtime if p.exists() else 0)
        for p in aside[:-KEEP_ASIDE]:
            try:
                p.unlink()
            except OSError:
                pass

    def _migrate_legacy(self) -> None:
        """The single-file autosave of earlier versions: moved into the folder once a journal exists."""
        for name in LEGACY:
            p = self.data_dir / name
            if p.exists():
                try:
                    os.replace(p, self.dir / ("legacy-" + name))
                except OSError:
                    pass

    def close(self) -> None:
        if self._fd is not None:
            self._close_fd()
        if self._syncer is not None:
            self._syncer.drain()
            self._syncer.q.put(None)
            self._syncer = None
        if self._locked:
            instance_lock.release(self.dir)
            self._locked = False
        self.writable = False
