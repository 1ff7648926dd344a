"""Reading the autosave back (gui/autosave.py writes it): the segments, the newest unfinished game rebuilt
from its snapshot and journal, and what the player is told about it (`Problem`, `ResumeInfo`).

`ResumeMixin` is the reading half of `Autosave`: it needs `self.dir`, `self.data_dir`, `self.readable`,
`self.writable` and `self._segments()`; the file layout is described in gui/autosave.py."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

FORMAT = 1
MAX_SEGMENT_BYTES = 64 * 1024 * 1024
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
