"""Bad files planted in a data folder (issue 30, item 1): what the start of the real app must survive.

Shared by tests/gui/test_bad_data_folder.py and benchmarks/bench_bad_files.py.
Each plant puts one bad file in place and returns its path relative to the folder; `snapshot_header` gives a
genuine snapshot to spoil; `Start` starts the real app on a folder."""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HANG = 60.0                 # seconds of wall time: a start of the app that takes longer is a hang

# one value of each JSON type: every field of the snapshot gets each that differs from its own type
WRONG_TYPES = (None, True, 7, 1.5, "x", [], {})


def _fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


def _zero(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")


def snapshot_header(fmt: str = "duel", actions: int = 6) -> dict:
    """The snapshot line of a genuine autosave of a game in progress, parsed."""
    import shutil
    import tempfile

    import engine
    from engine.sim import choose_random, random_players
    from gui.autosave import Autosave
    rng = random.Random(3)
    g = engine.new_game(fmt, random_players(fmt, 2, rng), seed=5, first_player=0)
    for _ in range(actions):
        p = g.decision.waiting_for()[0]
        g.perform(choose_random(g.decision.actions[p], rng))
    folder = Path(tempfile.mkdtemp(prefix="enza-snapshot-"))
    try:
        a = Autosave(folder, lock=False)
        a.sync(g)
        a.close()
        seg = next((folder / "autosave").glob("*.jsonl"))
        return json.loads(seg.read_bytes().split(b"\n", 1)[0])
    finally:
        shutil.rmtree(folder)


def write_segment(folder: Path, gen: int, header: dict) -> Path:
    path = folder / "autosave" / f"g{gen:06d}-s0000.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(header) + "\n", encoding="utf-8")
    return path


def fields(doc, path=()):
    """Every field of a JSON document (object keys at any depth; the first item of each list)."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield path + (k,)
            yield from fields(v, path + (k,))
    elif isinstance(doc, list) and doc:
        yield path + (0,)
        yield from fields(doc[0], path + (0,))


def replaced(doc, path, value):
    doc = json.loads(json.dumps(doc))
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = value
    return doc


def field_type_cases(header: dict) -> list[tuple[tuple, object]]:
    """(field, wrong value) for every field of the snapshot and every JSON type other than its own."""
    out = []
    for path in fields(header):
        current = header
        for k in path:
            current = current[k]
        out += [(path, v) for v in WRONG_TYPES if type(v) is not type(current)]
    return out


def plant_versions_x(folder: Path) -> str:
    return write_segment(folder, 1, replaced(snapshot_header(), ("save", "versions"), "x")).relative_to(
        folder).as_posix()


def plant_big_ini(folder: Path) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "settings.ini", "wb") as f:     # sparse: 200 MB that cost no disk
        f.truncate(200 * 1000 * 1000)
    return "settings.ini"


class Start:
    """One start of the real app on `folder`: its output, CPU seconds, peak RSS (MiB), wall seconds to the
    main window."""

    def __init__(self, folder: Path):
        env = dict(os.environ, ENZA_DATA_DIR=str(folder), ENZA_SMOKE="1", QT_QPA_PLATFORM="offscreen",
                   LANGUAGE="en", PYTHONFAULTHANDLER="1")
        t0 = time.monotonic()
        proc = subprocess.Popen([sys.executable, "-m", "gui.launch"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        self.ready_s = None
        out, err = [], []

        def pump(stream, into, watch):
            for line in stream:
                into.append(line)
                if watch and "ENZA_SMOKE: main window ready" in line and self.ready_s is None:
                    self.ready_s = time.monotonic() - t0

        threads = [threading.Thread(target=pump, args=(proc.stdout, out, True)),
                   threading.Thread(target=pump, args=(proc.stderr, err, False))]
        for t in threads:
            t.start()
        timer = threading.Timer(HANG, proc.kill)
        timer.start()
        _pid, status, usage = os.wait4(proc.pid, 0)
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        for t in threads:
            t.join()
        self.rc = proc.returncode
        self.out, self.err = "".join(out), "".join(err)
        self.cpu_s = usage.ru_utime + usage.ru_stime
        # the app's own figure (VmHWM): wait4's ru_maxrss would count the test runner that started it
        peak = re.search(r"main window ready \(peak RSS (\d+) MiB\)", self.out)
        self.rss_mib = int(peak.group(1)) if peak else float("nan")
        self.wall_s = time.monotonic() - t0

    def messages(self) -> list[str]:
        return [ln for ln in self.out.splitlines() if ln.startswith("ENZA_SMOKE: message:")]

    def figures(self) -> str:
        ready = f"{self.ready_s:.2f} s" if self.ready_s is not None else "never"
        return (f"main window ready after {ready} (CPU {self.cpu_s:.2f} s, peak RSS {self.rss_mib:.0f} MiB, "
                f"exit after {self.wall_s:.2f} s)")


# the planted cases of issue 30 and a few more; each returns the bad file's path in the folder
PLANTS = {
    "settings.json FIFO": lambda d: (_fifo(d / "settings.json"), "settings.json")[1],
    "settings.json -> /dev/zero": lambda d: (_zero(d / "settings.json"), "settings.json")[1],
    "settings.ini FIFO": lambda d: (_fifo(d / "settings.ini"), "settings.ini")[1],
    "settings.ini -> /dev/zero": lambda d: (_zero(d / "settings.ini"), "settings.ini")[1],
    "settings.ini of 200 MB": plant_big_ini,
    "autosave segment FIFO": lambda d: (_fifo(d / "autosave" / "g000001-s0000.jsonl"),
                                        "autosave/g000001-s0000.jsonl")[1],
    'snapshot with "versions": "x"': plant_versions_x,
    "owner.lock FIFO": lambda d: (_fifo(d / "autosave" / "owner.lock"), "autosave/owner.lock")[1],
    "enza-errors.log FIFO": lambda d: (_fifo(d / "enza-errors.log"), "enza-errors.log")[1],
}
