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
    game         the engine Game, already replayed (pass it to MainWindow.set_game)
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
from dataclasses import dataclass, field
from pathlib import Path

from . import instance_lock

log = logging.getLogger("enza.autosave")

FORMAT = 1
SNAPSHOT_EVERY = 32
KEEP_GAMES = 3
KEEP_SEGMENTS = 3
KEEP_ASIDE = 10
RETRY_SECONDS = 5.0
MAX_SEGMENT_BYTES = 64 * 1024 * 1024
FAULT_POINTS = ("line-partial", "line-written", "segment-tmp", "segment-renamed", "prune", "fsync")
SUBDIR = "autosave"
LEGACY = ("autosave.enza", "autosave.enza.bak")


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
        os.kill(os.getpid(), signal.SIGKILL)


# -- what the player is told --------------------------------------------------------------------------------
@dataclass
class Problem:
    code: str          # write-failed | other-instance | unwritable | unreadable | corrupt-line | torn-tail |
    #                    replay-stopped | older-game | fingerprint
    path: str = ""
    detail: str = ""
    aside: str = ""    # where an unreadable file was moved

    def __str__(self) -> str:
        texts = {
            "write-failed": "autosave cannot write to {path} ({detail}); the game goes on but is not being saved",
            "other-instance": "another Enza (process {detail}) owns the autosaved game in {path}; this window "
                              "neither resumes nor autosaves",
            "unwritable": "the data folder {path} cannot be used ({detail}); the game is not being autosaved",
            "unreadable": "{path} could not be read ({detail}); it was kept aside as {aside}",
            "corrupt-line": "{path}: {detail}; later lines were ignored",
            "torn-tail": "{path}: an unfinished last write was dropped",
            "replay-stopped": "{path}: {detail}; the game resumes before it",
            "older-game": "the newest autosave could not be read; an older one is offered ({path})",
            "fingerprint": "{path}: {detail}",
        }
        return texts.get(self.code, "{code} {path} {detail}").format(code=self.code, path=self.path,
                                                                      detail=self.detail, aside=self.aside)


@dataclass
class ResumeInfo:
    game: object
    format: str
    format_info: object
    seats: list[str]
    kinds: list[str]
    turn: int
    turn_player: str
    actions: int
    pending: dict[int, str]
    source: str
    saved_at: float
    generation: int
    files: list[str] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)

    def describe(self) -> str:
        what = {"journal": "the journal of every action", "snapshot": "the last snapshot",
                "backup": "an older snapshot", "legacy": "an autosave of an earlier Enza version"}[self.source]
        extra = f" and {len(self.pending)} answer(s) already given" if self.pending else ""
        return (f"{self.format} with {', '.join(self.seats)}: turn {self.turn}, {self.actions} actions{extra}, "
                f"recovered from {what}")


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
def _name(gen: int, seg: int) -> str:
    return f"g{gen:06d}-s{seg:04d}.jsonl"


def _parse_name(name: str):
    if not (name.startswith("g") and name.endswith(".jsonl") and len(name) == 19 and name[7:9] == "-s"):
        return None
    try:
        return int(name[1:7]), int(name[9:13])
    except ValueError:
        return None


class _Unreadable(Exception):
    pass


def _read_segment(path: Path):
    """(header, [entries], [Problem]) for one segment; _Unreadable if its snapshot line is unusable."""
    from engine.core.save_setup import clip
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_SEGMENT_BYTES + 1)
    except OSError as e:
        raise _Unreadable(e.strerror or str(e)) from None
    if len(raw) > MAX_SEGMENT_BYTES:
        raise _Unreadable("too large")
    problems = []
    lines = raw.split(b"\n")
    torn = lines.pop()               # text after the last newline: an unfinished write, or b""
    if torn:
        problems.append(Problem("torn-tail", str(path)))
    if not lines:
        raise _Unreadable("empty file")
    try:
        header = json.loads(lines[0].decode("utf-8"))
        if not isinstance(header, dict) or header.get("enza_autosave") != FORMAT or \
                not isinstance(header.get("save"), dict):
            raise ValueError("not an Enza autosave snapshot")
    except (UnicodeDecodeError, ValueError, RecursionError) as e:   # RecursionError: nested too deep
        raise _Unreadable(clip(f"first line: {e}", 80)) from None
    entries = []
    for k, line in enumerate(lines[1:], 2):
        try:
            e = json.loads(line.decode("utf-8"))
            if not isinstance(e, dict):
                raise ValueError("not an object")
        except (UnicodeDecodeError, ValueError, RecursionError):
            problems.append(Problem("corrupt-line", str(path), f"line {k} cannot be read"))
            break
        entries.append((k, e))
    return header, entries, problems


def _rebuild(path: Path, header: dict, entries: list, problems: list):
    """Replay the snapshot, then the journal entries.  Returns (game, pending, n_entries_used)."""
    import engine
    from engine.core.game import ENGINE_VERSION
    from engine.core.save_setup import clip, validate_actions, validate_setup
    from engine.saves import replay
    save = header["save"]
    try:
        setup = validate_setup(save.get("setup"), str(path))
        base = validate_actions(save.get("actions"), str(path))
        g = replay(setup, base, str(path))
    except engine.DataError as e:
        raise _Unreadable(clip(e.problem, 80)) from None
    except Exception as e:  # noqa: BLE001  a crafted snapshot can trip the engine anywhere
        raise _Unreadable(clip(f"{type(e).__name__}: {e}", 80)) from None
    same_engine = (save.get("versions") or {}).get("engine") == ENGINE_VERSION
    if save.get("fingerprint") != g.fingerprint():
        if same_engine:
            raise _Unreadable("the snapshot does not replay to its fingerprint")
        problems.append(Problem("fingerprint", str(path), "written by another engine version; replayed anew"))
    pending: dict[int, str] = {}
    used = 0
    for line_no, e in entries:
        try:
            if "a" in e:
                if e.get("n") != len(g.actions_log) + 1 or not isinstance(e["a"], str):
                    raise ValueError(f"line {line_no}: action number {clip(repr(e.get('n')), 20)} out of order")
                g.perform(e["a"])
                pending = {}
            elif "undo" in e:
                n = e["undo"]
                if not isinstance(n, int) or not 0 <= n <= len(g.actions_log):
                    raise ValueError(f"line {line_no}: bad undo")
                g = replay(g.setup, g.actions_log[:n], str(path))
                pending = {}
            elif "pending" in e:
                p = e["pending"]
                if not isinstance(p, dict) or not all(isinstance(v, str) and k.isdigit() for k, v in p.items()):
                    raise ValueError(f"line {line_no}: bad pending answers")
                pending = {int(k): v for k, v in p.items()}
            elif "end" in e:
                pass
            else:
                raise ValueError(f"line {line_no}: unknown entry")
        except Exception as ex:  # noqa: BLE001  a journal is data from disk: whatever it holds, resume before it
            problems.append(Problem("replay-stopped", str(path), clip(str(ex) or type(ex).__name__, 80)))
            break
        used += 1
    return g, pending, used


# -- the autosave -------------------------------------------------------------------------------------------
class Autosave:
    @classmethod
    def reader(cls, data_dir: str | Path) -> "Autosave":
        """Reads without taking the lock and never changes a file (tests, tools, another window's view)."""
        a = cls(data_dir, lock=False)
        a.writable = False
        return a

    def __init__(self, data_dir: str | Path, lock: bool = True):
        self.data_dir = Path(data_dir)
        self.dir = self.data_dir / SUBDIR
        self.problem: Problem | None = None
        self.on_problem = None
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
        self._fd = os.open(final, os.O_WRONLY | os.O_APPEND)
        self._syncer.put("fsync", self._fd)
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

    # -- reading -------------------------------------------------------------------------------------------
    def find_resumable(self) -> ResumeInfo | None:
        """The newest readable state of the newest game, if that game is unfinished.  Unreadable files are
        set aside (when this instance owns the folder) and reported in the returned warnings (or, when
        nothing can be resumed, in `self.last_warnings`)."""
        if not self.readable:
            self.last_warnings = []
            return None
        sig = self._signature()
        if self._found is not None and self._found[0] == sig:
            self.last_warnings = list(self._found[2])
            return self._found[1]
        info = self._find()
        self._found = (self._signature(), info, list(self.last_warnings))
        return info

    def _signature(self):
        """What find_resumable read: a second call (start screen, then the resume question) with nothing
        changed gets the same answer without replaying again."""
        out = []
        for folder, names in ((self.dir, None), (self.data_dir, LEGACY)):
            try:
                for n in sorted(os.listdir(folder)):
                    if names is None or n in names:
                        st = os.stat(folder / n)
                        out.append((n, st.st_size, st.st_mtime_ns))
            except OSError:
                pass
        return tuple(out)

    def _find(self) -> ResumeInfo | None:
        self.last_warnings: list[Problem] = []
        warnings: list[Problem] = []
        segs = self._segments()
        games = sorted({g for g, _ in segs}, reverse=True)
        for rank, gen in enumerate(games):
            seg_list = sorted((s for g, s in segs if g == gen), reverse=True)
            for k, seg in enumerate(seg_list):
                path = self.dir / _name(gen, seg)
                try:
                    header, entries, problems = _read_segment(path)
                    if any("end" in e for _, e in entries):
                        self.last_warnings = warnings
                        return None        # the newest game ended: nothing to resume
                    game, pending, used = _rebuild(path, header, entries, problems)
                except _Unreadable as e:
                    warnings.append(Problem("unreadable", str(path), str(e), self._set_aside(path)))
                    continue
                if game.outcome is not None:
                    self.last_warnings = warnings
                    return None
                source = "journal" if used else "snapshot"
                if k > 0 or rank > 0:
                    source = "backup"
                if rank > 0:
                    warnings.append(Problem("older-game", str(path)))
                return self._info(game, pending, source, path, gen, warnings + problems)
        if not games:
            info = self._legacy(warnings)
            if info is not None:
                return info
        self.last_warnings = warnings
        return None

    def _legacy(self, warnings):
        from gui.saves import read_save
        import engine
        for name in LEGACY:
            p = self.data_dir / name
            if not p.exists():
                continue
            try:
                g = read_save(p)
            except engine.DataError as e:
                warnings.append(Problem("unreadable", str(p), e.problem[:80], self._set_aside(p)))
                continue
            if g.outcome is None:
                return self._info(g, {}, "legacy", p, 0, warnings)
        return None

    def _set_aside(self, path: Path) -> str:
        if not self.writable:
            return str(path)
        target = path.with_name(path.name + ".unreadable")
        k = 1
        while target.exists():
            k += 1
            target = path.with_name(f"{path.name}.unreadable{k}")
        try:
            os.replace(path, target)
        except OSError:
            return str(path)
        return str(target)

    def _info(self, g, pending, source, path, gen, warnings) -> ResumeInfo:
        by_seat = sorted(g.players, key=lambda p: p.seat)
        try:
            saved_at = path.stat().st_mtime
        except OSError:
            saved_at = 0.0
        return ResumeInfo(game=g, format=g.format.name, format_info=g.format,
                          seats=[p.name for p in by_seat], kinds=[p.kind for p in by_seat], turn=g.turn,
                          turn_player=g.players[g.turn_player].name if g.players else "", actions=len(g.actions_log),
                          pending=pending, source=source, saved_at=saved_at, generation=gen, files=[str(path)],
                          warnings=list(warnings))
