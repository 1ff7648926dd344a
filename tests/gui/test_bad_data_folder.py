"""No start can fail because of a file in the data folder (issue 30, item 1).

The real app (`enza`, offscreen, ENZA_SMOKE=1, ENZA_DATA_DIR set) is started on a folder holding each
planted bad file: it must print `ENZA_SMOKE: main window ready` and exit 0, with no traceback, within 5 s of
its own CPU and 300 MiB of memory (the wall time and peak RSS of each case are printed; a hang is cut off at
HANG seconds), name the file in the message the person sees, and have set the file aside; a second start on
the same folder says nothing about it.  Every field of an autosave snapshot with each wrong JSON type is
checked in this process through the same reader (each is set aside with a note naming it, or resumes the very
game that was saved), and the refused ones are planted together for one more start of the real app."""
import json
import os
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from gui import guarded_files
from gui.autosave import Autosave
from tests.gui.bad_data import PLANTS, Start, field_type_cases, replaced, snapshot_header, write_segment

CPU_LIMIT = 5.0             # seconds of CPU of the app until its main window is ready
RSS_LIMIT_MIB = 300


def check_start(s: Start, what: str) -> None:
    assert s.rc == 0 and s.ready_s is not None, f"{what}: rc {s.rc}\n{s.out}\n{s.err[-3000:]}"
    assert "Traceback" not in s.err, f"{what}: {s.err[-3000:]}"
    assert s.cpu_s <= CPU_LIMIT, f"{what}: {s.figures()}"
    assert s.rss_mib <= RSS_LIMIT_MIB, f"{what}: {s.figures()}"


# the planted cases, a few to a folder (each file once): one start of the app per group, not per case;
# benchmarks/bench_bad_files.py measures each case on a folder of its own
GROUPS = (("settings.json FIFO", "settings.ini -> /dev/zero", "autosave segment FIFO", "owner.lock FIFO",
           "enza-errors.log FIFO"),
          ("settings.json -> /dev/zero", "settings.ini FIFO", 'snapshot with "versions": "x"'),
          ("settings.ini of 200 MB",))


def plant_and_start_twice(names, folder: Path):
    bad = [PLANTS[name](folder) for name in names]
    return bad, Start(folder), Start(folder)


def test_each_planted_bad_file_is_set_aside_and_the_main_window_comes(tmp_path):
    assert sorted(n for g in GROUPS for n in g) == sorted(PLANTS)
    t0 = time.monotonic()
    with ThreadPoolExecutor(max_workers=len(GROUPS)) as pool:
        results = list(pool.map(plant_and_start_twice, GROUPS, [tmp_path / f"group{k}" for k in range(len(GROUPS))]))
    for k, (names, (bad_files, first, second)) in enumerate(zip(GROUPS, results)):
        folder = tmp_path / f"group{k}"
        print(f"{' + '.join(names)}:\n  first start: {first.figures()}\n  second: {second.figures()}")
        check_start(first, str(names))
        check_start(second, f"{names} (second start)")
        assert not second.messages(), f"{names}: {second.out}"      # the next start is clean
        for name, bad in zip(names, bad_files):
            # the person is told, naming the file; the file is out of the way, kept
            told = [m for m in first.messages() if f"{bad}: " in m]
            assert told and f"kept aside as {Path(bad).name}.unreadable" in told[0], f"{name}: {first.out}"
            now = folder / bad       # absent, or a new regular file (the lock, the log) of the app's own
            assert not now.is_symlink() and (not now.exists() or now.is_file() and now.stat().st_size < 10_000)
            assert os.path.lexists(folder / (bad + ".unreadable")), sorted(os.listdir(folder))
            assert Path(bad).name not in second.err, f"{name}: {second.err}"
    print(f"{len(PLANTS)} cases in {len(GROUPS)} folders, two starts each: {time.monotonic() - t0:.1f} s")


def refused_alone(header: dict, tmp: Path) -> bool:
    """Whether the reader refuses this snapshot (in this process, a folder of its own)."""
    folder = tmp / "alone"
    shutil.rmtree(folder, ignore_errors=True)
    seg = write_segment(folder, 1, header)
    guarded_files.take_notes()
    info = Autosave(folder, lock=False).find_resumable()
    notes = guarded_files.take_notes()
    if info is None:
        assert [n.path for n in notes] == [str(seg)], notes
        assert not seg.exists() and seg.with_name(seg.name + ".unreadable").exists()
        return True
    # accepted: a value of another type that means the same (a whole number of seconds, no options):
    # it is the saved game itself, and the file stays
    assert info.game.fingerprint() == header["save"]["fingerprint"] and seg.exists() and not notes
    return False


def test_every_field_of_a_snapshot_with_each_wrong_json_type(tmp_path):
    header = snapshot_header()
    cases = field_type_cases(header)
    refused, accepted = [], []
    for path, value in cases:
        bad = replaced(header, path, value)
        (refused if refused_alone(bad, tmp_path) else accepted).append((path, value))
    print(f"{len(cases)} cases: {len(refused)} set aside, {len(accepted)} accepted: "
          + ", ".join(f"{'.'.join(map(str, p))}={json.dumps(v)}" for p, v in accepted))
    assert len(cases) > 150 and len(refused) > 0.8 * len(cases)
    # the saved game's meaning: whatever changes it is refused (never silently another game)
    assert not [c for c in accepted if c[0][:2] == ("save", "actions") or c[0] == ("save", "fingerprint")]
    # all of them at once, each a game of its own: one start of the real app sets every one aside
    folder = tmp_path / "all"
    for gen, (path, value) in enumerate(refused, 1):
        write_segment(folder, gen, replaced(header, path, value))
    first, second = Start(folder), Start(folder)
    print(f"{len(refused)} snapshots: {first.figures()}; second start: {second.figures()}")
    check_start(first, "every field")
    check_start(second, "every field (second start)")
    assert not list((folder / "autosave").glob("*.jsonl"))
    assert len(list((folder / "autosave").glob("*.jsonl.unreadable"))) == len(refused)
    newest = f"g{len(refused):06d}-s0000.jsonl"       # named first; the rest are counted
    assert first.messages() and newest in first.messages()[0] and f"{len(refused) - 8} more" in first.messages()[0]
    assert not second.messages()


@pytest.mark.parametrize("entry", [
    {"n": "7", "a": "p0 pass"}, {"n": 7, "a": 7}, {"n": 7, "a": None}, {"n": 7, "a": "p0 pass", "x": 1},
    {"undo": "3"}, {"undo": True}, {"undo": 1.5}, {"pending": []}, {"pending": {"0": 1}}, {"pending": {"٣": "x"}},
    {"end": 1}, {"end": "true"}, [], "x", 7, None])
def test_a_journal_entry_of_a_wrong_type_stops_the_journal_there(tmp_path, entry):
    header = snapshot_header()
    seg = write_segment(tmp_path, 1, header)
    with open(seg, "a", encoding="utf-8") as f:
        f.write(json.dumps(entry) + "\n")
    info = Autosave(tmp_path, lock=False).find_resumable()
    assert info is not None and info.game.fingerprint() == header["save"]["fingerprint"]
    assert [w.code for w in info.warnings] in (["corrupt-line"], ["replay-stopped"])
