"""Reading the autosave back (gui/autosave.py writes it): the segments, the newest unfinished game rebuilt
from its snapshot and journal, and what the player is told about it (`Problem`, `ResumeInfo`).

`ResumeMixin` is the reading half of `Autosave`: it needs `self.dir`, `self.data_dir`, `self.files` (the
data folder's guarded reader, gui/guarded_files.py), `self.readable`, `self.writable` and `self._segments()`;
the file layout is described in gui/autosave.py.

Bounded work for any file: a segment is read line by line under limits (MAX_SEGMENT_BYTES in all, its
snapshot line, each journal line, the number of journal lines), every field of the snapshot has its JSON
type checked before anything is replayed, the journal is folded into one action list (an undo cuts the
list, it does not replay) and the result is replayed once, under a CPU budget for the whole look
(REPLAY_BUDGET, with progress reported to `on_progress` when it takes long).  A segment over a limit is
set aside with a message, like any other unreadable one (benchmarks/bench_resume.py)."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from .guarded_files import DataFolder, Refused, clip, parse_json, refuse_type

FORMAT = 1
MAX_SEGMENT_BYTES = 64 * 1024 * 1024
MAX_SNAPSHOT_LINE = 8 * 1024 * 1024    # a snapshot of a 200,000-action game is ~3 MiB
MAX_ENTRY_LINE = 64 * 1024             # the longest entry Enza writes: pending answers of 16 seats
MAX_ENTRIES = 100_000                  # a segment holds ~32 actions and their undos (SNAPSHOT_EVERY)
REPLAY_BUDGET = 8.0                    # seconds of CPU for one look at the autosave, all segments
PROGRESS_AFTER, PROGRESS_EVERY = 0.3, 0.1
LEGACY = ("autosave.enza", "autosave.enza.bak")

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
    """A segment that cannot be used at all: `why` (a guarded_files.Refused) says why."""

    def __init__(self, why: Refused):
        super().__init__(why.detail or why.code)
        self.why = why


def _unreadable(code: str, detail: str) -> _Unreadable:
    return _Unreadable(Refused(code, clip(detail, 80)))


# the snapshot's fields and their JSON types (required ones marked); anything else is a schema error
_IS = {"a whole number": lambda v: isinstance(v, int) and not isinstance(v, bool),
       "a number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and abs(v) < 1e300,
       "a text": lambda v: isinstance(v, str), "an object": lambda v: isinstance(v, dict),
       "a list": lambda v: isinstance(v, list)}
HEADER_FIELDS = {"enza_autosave": ("a whole number", True), "gen": ("a whole number", False),
                 "seg": ("a whole number", False), "time": ("a number", False), "save": ("an object", True)}
SAVE_FIELDS = {"enza_save": ("a whole number", False), "format": ("a text", False), "setup": ("an object", True),
               "actions": ("a list", True), "versions": ("an object", False), "fingerprint": ("a text", True)}


def _check_fields(obj: dict, fields: dict, where: str) -> None:
    for key, value in obj.items():
        if key not in fields:
            raise _unreadable("bad-value", f"{where}unknown field {key[:20]!r}")
        kind, _required = fields[key]
        if not _IS[kind](value):
            raise _Unreadable(refuse_type(where + key, value, kind))
    for key, (kind, required) in fields.items():
        if required and key not in obj:
            raise _unreadable("bad-value", f"{where}{key} is missing")


def check_snapshot(header) -> None:
    """The first line's shape, every field's JSON type; the setup and actions are the engine's to check."""
    if not isinstance(header, dict) or "enza_autosave" not in header:
        raise _unreadable("bad-value", "not an Enza autosave snapshot")
    _check_fields(header, HEADER_FIELDS, "")
    if header["enza_autosave"] != FORMAT:
        raise _unreadable("bad-value", f"autosave format {header['enza_autosave']} is not {FORMAT}")
    save = header["save"]
    _check_fields(save, SAVE_FIELDS, "save.")
    if save.get("enza_save", 1) != 1:
        raise _unreadable("bad-value", f"save format {save['enza_save']} is not 1")
    for key, value in save.get("versions", {}).items():
        if not isinstance(value, str):
            raise _Unreadable(refuse_type(f"save.versions.{key[:20]}", value, "a text"))


def _entry(e) -> str:
    """The kind of a journal entry ("a", "undo", "pending", "end"), its every field checked; ValueError."""
    if not isinstance(e, dict):
        raise ValueError("not an object")
    keys = set(e)
    if keys == {"n", "a"} and _IS["a whole number"](e["n"]) and isinstance(e["a"], str):
        return "a"
    if keys == {"undo"} and _IS["a whole number"](e["undo"]):
        return "undo"
    if keys == {"pending"} and isinstance(e["pending"], dict) and all(
            isinstance(k, str) and k.isascii() and k.isdigit() and len(k) <= 3 and isinstance(v, str)
            for k, v in e["pending"].items()):
        return "pending"
    if keys == {"end"} and e["end"] is True:
        return "end"
    raise ValueError("not a journal entry")


def _read_segment(files: DataFolder, path: Path):
    """(header, [entries], [Problem]) for one segment; _Unreadable if its snapshot line is unusable.
    The file is read line by line under limits: its snapshot line, each entry's line and the number of
    entries are bounded, whatever the file holds."""
    try:
        f = files.open(path, MAX_SEGMENT_BYTES)
    except Refused as e:
        raise _Unreadable(e) from None
    if f is None:
        raise _unreadable("cannot-open", "the file is gone")
    with f:
        try:
            first = f.readline(MAX_SNAPSHOT_LINE + 1)
            header = _snapshot_line(first)
            entries, problems = _entries(f, path)
        except OSError as e:
            raise _unreadable("cannot-open", e.strerror or str(e)) from None
    return header, entries, problems


def _snapshot_line(first: bytes) -> dict:
    if not first:
        raise _unreadable("bad-value", "empty file")
    if not first.endswith(b"\n"):
        if len(first) > MAX_SNAPSHOT_LINE:
            raise _unreadable("too-large", f"a snapshot line over {MAX_SNAPSHOT_LINE:,} bytes")
        raise _unreadable("bad-value", "the snapshot was never finished (its write was cut off)")
    try:
        header = parse_json(first)
    except Refused as e:
        raise _unreadable("not-json", f"first line: {e.detail}") from None
    check_snapshot(header)
    return header


def _entries(f, path: Path):
    entries, problems = [], []
    line_no = 1
    while True:
        line = f.readline(MAX_ENTRY_LINE + 1)
        if not line:
            break
        line_no += 1
        if not line.endswith(b"\n"):
            if len(line) > MAX_ENTRY_LINE:
                problems.append(Problem("corrupt-line", str(path), f"line {line_no} is too long"))
            else:
                problems.append(Problem("torn-tail", str(path)))   # an unfinished write (power cut, kill)
            break
        if len(entries) >= MAX_ENTRIES:
            problems.append(Problem("corrupt-line", str(path), f"more than {MAX_ENTRIES:,} journal lines"))
            break
        try:
            e = parse_json(line)
            _entry(e)
        except (Refused, ValueError):
            problems.append(Problem("corrupt-line", str(path), f"line {line_no} cannot be read"))
            break
        entries.append((line_no, e))
    return entries, problems


def _fold(base: list, entries: list):
    """The journal folded into the final action list with list operations only (an undo is a cut, not a
    replay): (actions, the line of each action, pending answers, entries used, the problem that stopped it)."""
    acts, lines = list(base), [1] * len(base)
    pending: dict[int, str] = {}
    used = 0
    for line_no, e in entries:
        kind = _entry(e)
        if kind == "a":
            if e["n"] != len(acts) + 1:
                return acts, lines, pending, used, f"line {line_no}: action number {clip(repr(e['n']), 20)} out of order"
            acts.append(e["a"])
            lines.append(line_no)
            pending = {}
        elif kind == "undo":
            if not 0 <= e["undo"] <= len(acts):
                return acts, lines, pending, used, f"line {line_no}: bad undo"
            del acts[e["undo"]:], lines[e["undo"]:]
            pending = {}
        elif kind == "pending":
            pending = {int(k): v for k, v in e["pending"].items()}
        used += 1
    return acts, lines, pending, used, None


class _Budget:
    """The CPU time (of this thread) reading the autosave may take, and the progress shown meanwhile."""

    def __init__(self, seconds: float, progress=None):
        self.left = seconds
        self.progress = progress
        self._t0 = time.thread_time()
        self._shown = 0.0

    def spent(self) -> float:
        return time.thread_time() - self._t0

    def tick(self, done: int, total: int) -> None:
        spent = self.spent()
        if spent > self.left:
            raise _unreadable("too-long", f"replaying it takes more than {self.left:.0f} s")
        if self.progress is not None and spent > PROGRESS_AFTER and spent - self._shown > PROGRESS_EVERY:
            self._shown = spent
            self.progress(done, total)


def _rebuild(path: Path, header: dict, entries: list, problems: list, budget: _Budget):
    """Replay the snapshot and then the journal's final actions, once: linear in the actions whatever
    the journal holds.  Returns (game, pending, n_entries_used)."""
    import engine
    from engine.core.game import ENGINE_VERSION
    from engine.core.save_setup import validate_actions, validate_setup
    save = header["save"]
    try:
        setup = validate_setup(save["setup"], str(path))
        base = validate_actions(save["actions"], str(path))
    except engine.DataError as e:
        raise _unreadable("bad-value", e.problem) from None
    acts, lines, pending, used, stop = _fold(base, entries)
    fork = 0
    while fork < len(base) and fork < len(acts) and base[fork] == acts[fork]:
        fork += 1
    total = len(base) + len(acts) - fork if fork < len(base) else len(acts)
    g = _replay_base(path, setup, base, save, problems, budget, total, ENGINE_VERSION)
    if fork < len(base):        # undone below the snapshot: the journal's actions from the start
        g = _replay_base(path, setup, acts[:fork], None, problems, budget, total)
    done = len(base)
    for i in range(fork, len(acts)):
        try:
            g.perform(acts[i])
        except Exception as ex:  # noqa: BLE001  a journal is data from disk: whatever it holds, resume before it
            stop, pending, used = f"line {lines[i]}: {ex or type(ex).__name__}", {}, lines[i] - 2
            break
        done += 1
        budget.tick(done, total)
    if stop:        # the first entry that could not be used: the game resumes before it
        problems.append(Problem("replay-stopped", str(path), clip(stop, 80)))
    return g, pending, used


def _replay_base(path, setup, actions, save, problems, budget, total, engine_version=None):
    """The game of `setup` after `actions`; with `save`, its fingerprint is checked too."""
    from engine.saves import replay
    try:
        g = replay(setup, [], str(path))
        for k, text in enumerate(actions):
            g.perform(text)
            budget.tick(k + 1, total)
    except _Unreadable:
        raise
    except Exception as e:  # noqa: BLE001  a crafted snapshot can trip the engine anywhere
        raise _unreadable("cannot-replay", f"{type(e).__name__}: {e}") from None
    if save is not None and save["fingerprint"] != g.fingerprint():
        if save.get("versions", {}).get("engine") == engine_version:
            raise _unreadable("cannot-replay", "the snapshot does not replay to its fingerprint")
        problems.append(Problem("fingerprint", str(path), "written by another engine version; replayed anew"))
    return g


# -- the autosave -------------------------------------------------------------------------------------------


class ResumeMixin:
    """find_resumable and its helpers (see the module docstring)."""
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
        budget = _Budget(REPLAY_BUDGET, getattr(self, "on_progress", None))
        segs = self._segments()
        games = sorted({g for g, _ in segs}, reverse=True)
        for rank, gen in enumerate(games):
            seg_list = sorted((s for g, s in segs if g == gen), reverse=True)
            for k, seg in enumerate(seg_list):
                path = self.dir / _name(gen, seg)
                try:
                    header, entries, problems = _read_segment(self.files, path)
                    if any("end" in e for _, e in entries):
                        self.last_warnings = warnings
                        return None        # the newest game ended: nothing to resume
                    game, pending, used = _rebuild(path, header, entries, problems, budget)
                except _Unreadable as e:
                    warnings.append(Problem("unreadable", str(path), str(e), self._set_aside(path, e.why)))
                    if e.why.code == "too-long":     # the budget is spent: older files wait for the next look
                        self.last_warnings = warnings
                        return None
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
            try:
                if self.files.check(p) is None:
                    continue
                g = read_save(p)
            except Refused as e:
                warnings.append(Problem("unreadable", str(p), str(e), self._set_aside(p, e)))
                continue
            except engine.DataError as e:
                why = Refused("cannot-replay", clip(e.problem, 80))
                warnings.append(Problem("unreadable", str(p), why.detail, self._set_aside(p, why)))
                continue
            if g.outcome is None:
                return self._info(g, {}, "legacy", p, 0, warnings)
        return None

    def _set_aside(self, path: Path, why: Refused) -> str:
        """Where the unreadable file now is (its own path when this instance may not move it)."""
        if not self.writable:
            return str(path)
        return self.files.set_aside(path, why).aside or str(path)

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
