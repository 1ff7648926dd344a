"""Resuming from crafted autosave segments up to the 64 MiB limit (issue 30, item 2): the CPU time and peak
memory of one look at the autosave (Autosave.find_resumable, what the start screen does), each case in a
fresh process.  Figures only, no assertions.

    python benchmarks/bench_resume.py [--mib 64] [--old-mib 0.25] [--json]

Cases (each one segment of --mib MiB):
  undo-redo     a game of 40 actions, then {"n": 41, "a": …} {"undo": 40} pairs (the issue's "repeated undos")
  undo-deep     undos to the very start of the game and the game played again, over and over
  undo-only     {"undo": 40} lines
  pending       {"pending": {"0": …}} lines
  big-snapshot  one snapshot line of --mib MiB (a setup padded with actions)
  snapshot-max  one snapshot line just under the most a snapshot line may have (parsed, then refused)
  real-game     a whole 4-seat free-for-all but its last 10 actions, every action journaled after the first
                snapshot (a real segment holds ~32 actions: this is far longer than any)
`--old-mib` also times the reader as it was before issue 30 (main's gui/autosave_resume.py at the commit
before it, read from git) on an undo-redo journal of that size: it replayed the game at every undo.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CASES = ("undo-redo", "undo-deep", "undo-only", "pending", "big-snapshot", "snapshot-max", "real-game")
OLD_COMMIT = "3721553"      # main before issue 30's reader


def base_game(actions: int = 40, fmt: str = "duel", seats: int = 2):
    import engine
    from engine.sim import choose_random, random_players
    rng = random.Random(1)
    g = engine.new_game(fmt, random_players(fmt, seats, rng), seed=1, first_player=0)
    while len(g.actions_log) < actions and g.outcome is None:
        p = g.decision.waiting_for()[0]
        g.perform(choose_random(g.decision.actions[p], rng))
    return g


def snapshot(g) -> bytes:
    from engine.core.saves import save_data
    return json.dumps({"enza_autosave": 1, "gen": 1, "seg": 0, "time": time.time(), "save": save_data(g)},
                      separators=(",", ":")).encode() + b"\n"


def line(e) -> bytes:
    return json.dumps(e, separators=(",", ":")).encode() + b"\n"


def fill(head: bytes, unit: bytes, size: int) -> bytes:
    return head + unit * max(0, (size - len(head)) // len(unit))


def journal(case: str, size: int) -> bytes:
    if case == "real-game":     # a whole 4-seat game but its last actions: the longest real journal
        whole = base_game(100_000, "ffa", 4).actions_log
        first = base_game(0, "ffa", 4)
        return snapshot(first) + b"".join(line({"n": k + 1, "a": a}) for k, a in enumerate(whole[:-10]))
    g = base_game()
    n = len(g.actions_log)
    p = g.decision.waiting_for()[0]
    nxt = str(g.decision.actions[p][0])
    if case == "undo-redo":
        return fill(snapshot(g), line({"n": n + 1, "a": nxt}) + line({"undo": n}), size)
    if case == "undo-deep":
        again = b"".join(line({"n": k + 1, "a": a}) for k, a in enumerate(g.actions_log))
        return fill(snapshot(g), line({"undo": 0}) + again, size)
    if case == "undo-only":
        return fill(snapshot(g), line({"undo": n}), size)
    if case == "pending":
        return fill(snapshot(g), line({"pending": {"0": nxt}}), size)
    if case in ("big-snapshot", "snapshot-max"):
        head = snapshot(g)
        if case == "snapshot-max":
            from gui.autosave_resume import MAX_SNAPSHOT_LINE
            size = MAX_SNAPSHOT_LINE - 1000
        pad = b'"p0 pass",' * ((size - len(head)) // 10)
        return head.replace(b'"actions":[', b'"actions":[' + pad, 1)
    raise ValueError(case)


def plant(case: str, size: int) -> Path:
    """A data folder holding the case's one segment (written here, so that the measuring process only reads)."""
    folder = Path(tempfile.mkdtemp(prefix="enza-bench-resume-"))
    seg = folder / "autosave" / "g000001-s0000.jsonl"
    seg.parent.mkdir(parents=True)
    seg.write_bytes(journal(case, size))
    return folder


def old_reader(folder: Path):
    """The reader as it was before issue 30, from git, over the same folder."""
    import types
    src = subprocess.run(["git", "show", f"{OLD_COMMIT}:gui/autosave_resume.py"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    mod = types.ModuleType("old_resume")
    sys.modules["old_resume"] = mod       # its dataclasses look their module up
    exec(compile(src, "old_resume", "exec"), mod.__dict__)   # noqa: S102 - our own file from git

    class OldAutosave(mod.ResumeMixin):
        def __init__(self, d):
            self.data_dir, self.dir, self.readable, self.writable, self._found = d, d / "autosave", True, False, None

        def _segments(self):
            return [mod._parse_name(n) for n in os.listdir(self.dir) if mod._parse_name(n)]
    return OldAutosave(folder)


def peak_rss_mib() -> float:
    """This process's peak resident memory (VmHWM where Linux has it: ru_maxrss keeps the parent's size at the
    fork that started us, and the parent has just written a 64 MiB file)."""
    from gui.startup_probe import peak_rss_kib
    return peak_rss_kib() / 1024


def measure(folder: Path, old: bool) -> dict:
    """In this (fresh) process: one find_resumable on `folder`, as the start screen does it."""
    import engine  # noqa: F401 - imported before the clock starts, as at the table
    from gui.autosave import Autosave
    reader = old_reader(folder) if old else Autosave.reader(folder)
    rss0 = peak_rss_mib()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    info = reader.find_resumable()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    warnings = list(reader.last_warnings) + (list(info.warnings) if info else [])
    return {"cpu_s": round(cpu, 3), "wall_s": round(wall, 3),
            "peak_rss_mib": round(peak_rss_mib(), 1), "rss_before_mib": round(rss0, 1),
            "resumed_actions": info.actions if info else None,
            "warnings": [f"{w.code}: {w.detail}"[:90] for w in warnings]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mib", type=float, default=64)
    ap.add_argument("--old-mib", type=float, default=0.25)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--folder")
    ap.add_argument("--old", action="store_true")
    a = ap.parse_args()
    if a.folder:
        print(json.dumps(measure(Path(a.folder), a.old)))
        return 0
    from benchmarks.machine import load_text
    runs = [(c, a.mib, False) for c in CASES] + ([("undo-redo", a.old_mib, True)] if a.old_mib else [])
    rows = []
    for case, mib, old in runs:
        folder = plant(case, int(mib * 2 ** 20))
        try:
            size = (folder / "autosave" / "g000001-s0000.jsonl").stat().st_size
            r = subprocess.run([sys.executable, __file__, "--folder", str(folder)] + (["--old"] if old else []),
                               capture_output=True, text=True, cwd=ROOT)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        if r.returncode:
            print(r.stderr, file=sys.stderr)
            return 1
        row = {"case": case + (" (old reader)" if old else ""), "mib": round(size / 2 ** 20, 2)}
        rows.append(dict(row, **json.loads(r.stdout.strip().splitlines()[-1])))
    if a.json:
        for row in rows:
            print(json.dumps(row))
        return 0
    print(f"load average {load_text()}")
    print(f"{'case':26s} {'MiB':>6s} {'CPU s':>7s} {'wall s':>7s} {'RSS before':>11s} {'peak RSS':>9s} {'resumed':>8s}"
          "  warnings")
    for r in rows:
        print(f"{r['case']:26s} {r['mib']:6.2f} {r['cpu_s']:7.2f} {r['wall_s']:7.2f} {r['rss_before_mib']:10.0f}M "
              f"{r['peak_rss_mib']:8.0f}M "
              f"{str(r['resumed_actions']):>8s}  {'; '.join(r['warnings'])[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
