"""Autosave that cannot lose a game (issue 17, items 3 and 4): journal + snapshots, resume from the newest
readable state, unreadable files kept aside, generations, no stale temp files, pending answers, write
failures reported at once, one owner per data folder."""
import errno
import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

import engine
from engine.sim import random_players
from gui import autosave as A
from gui.autosave import Autosave


def new_game(fmt="duepa", n=3, seed=1):
    return engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed, first_player=0)


def play(game, aut, n, rng=None, pending=None):
    rng = rng or random.Random(7)
    for _ in range(n):
        if game.outcome is not None:
            break
        p = game.decision.waiting_for()[0]
        game.perform(rng.choice(game.legal_actions(p)))
        aut.sync(game, pending or {})
    return game


def files(folder):
    return sorted(p.name for p in (folder / "autosave").iterdir() if p.name != "owner.lock")


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "data"


def close_all(*auts):
    for a in auts:
        a.close()


def test_every_action_is_journaled_and_resumed(folder):
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 10)
    info = Autosave.reader(folder).find_resumable()
    assert info.game.fingerprint() == g.fingerprint() and info.actions == len(g.actions_log)
    assert info.source == "journal" and not info.warnings
    assert info.format == "duepa" and info.seats == [p.name for p in sorted(g.players, key=lambda p: p.seat)]
    assert info.turn == g.turn and "turn" in info.describe()
    close_all(aut)


def test_snapshots_start_new_segments_and_few_are_kept(folder, monkeypatch):
    monkeypatch.setattr(A, "SNAPSHOT_EVERY", 5)
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 40)
    names = files(folder)
    assert len(names) == A.KEEP_SEGMENTS and all(n.startswith("g000001-s") for n in names)
    assert not [n for n in names if n.endswith(".tmp")]
    info = Autosave.reader(folder).find_resumable()
    assert info.game.fingerprint() == g.fingerprint()
    close_all(aut)


def test_torn_last_line_loses_only_the_action_in_flight(folder):
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 8)
    aut.close()
    seg = folder / "autosave" / files(folder)[-1]
    data = seg.read_bytes()
    seg.write_bytes(data[:-7])          # a kill in the middle of the last line
    info = Autosave(folder).find_resumable()
    assert info.actions == len(g.actions_log) - 1
    assert info.game.actions_log == g.actions_log[:-1]
    assert [w.code for w in info.warnings] == ["torn-tail"]


def test_unreadable_newest_snapshot_is_kept_aside_and_the_previous_offered(folder, monkeypatch):
    monkeypatch.setattr(A, "SNAPSHOT_EVERY", 4)
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 10)
    aut.close()
    newest = folder / "autosave" / files(folder)[-1]
    newest.write_bytes(b"\x00garbage\n" + newest.read_bytes())
    aut2 = Autosave(folder)
    info = aut2.find_resumable()
    assert info.source == "backup" and 0 < info.actions < len(g.actions_log)
    assert info.game.actions_log == g.actions_log[:info.actions]
    w = [x for x in info.warnings if x.code == "unreadable"]
    assert w and w[0].aside.endswith(".unreadable")
    assert (folder / "autosave" / (newest.name + ".unreadable")).exists()     # kept, renamed
    assert not newest.exists()
    # the next game does not overwrite it
    g2 = new_game(seed=9)
    aut2.sync(g2)
    assert (folder / "autosave" / (newest.name + ".unreadable")).exists()
    aut2.close()


def test_no_readable_state_is_reported_and_nothing_is_deleted(folder):
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 3)
    aut.close()
    only = folder / "autosave" / files(folder)[0]
    only.write_bytes(b"{broken")
    aut2 = Autosave(folder)
    assert aut2.find_resumable() is None
    assert [w.code for w in aut2.last_warnings] == ["unreadable"]
    assert (folder / "autosave" / (only.name + ".unreadable")).read_bytes() == b"{broken"
    aut2.close()


def test_an_older_unfinished_game_is_offered_when_the_newest_cannot_be_read(folder):
    aut = Autosave(folder)
    g1 = new_game(seed=1)
    aut.sync(g1)
    play(g1, aut, 5)
    g2 = new_game(seed=2)
    aut.sync(g2)
    play(g2, aut, 5)
    aut.close()
    for n in files(folder):
        if n.startswith("g000002"):
            (folder / "autosave" / n).write_text("nonsense\n")
    info = Autosave(folder).find_resumable()
    assert info.game.fingerprint() == g1.fingerprint() and info.source == "backup"
    assert {"unreadable", "older-game"} <= {w.code for w in info.warnings}


def test_undo_is_journaled(folder):
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 12)
    g = g.undo().undo()
    aut.sync(g)
    play(g, aut, 2, random.Random(99))
    info = Autosave.reader(folder).find_resumable()
    assert info.game.actions_log == g.actions_log and info.game.fingerprint() == g.fingerprint()
    aut.close()


def test_answers_given_in_a_simultaneous_decision_survive_a_crash(folder):
    aut = Autosave(folder)
    g = new_game("ffa", 3, seed=4)
    aut.sync(g)
    d = g.decision
    assert d.mode == "simultaneous"
    first = d.waiting_for()[0]
    answer = str(g.legal_actions(first)[0])
    aut.sync(g, {first: answer})       # the controller holds it; the engine does not yet
    info = Autosave.reader(folder).find_resumable()
    assert info.pending == {first: answer} and info.actions == 0
    assert "already given" in info.describe()
    aut.close()


def test_a_finished_game_is_not_offered_and_generations_are_pruned(folder):
    aut = Autosave(folder)
    for seed in range(1, 6):
        g = new_game(seed=seed)
        aut.sync(g)
        play(g, aut, 3)
    gens = {n[:7] for n in files(folder)}
    assert len(gens) == A.KEEP_GAMES
    g.perform("p0 concede")
    g.perform("p1 concede") if g.outcome is None else None
    aut.sync(g)
    assert g.outcome is not None
    assert Autosave.reader(folder).find_resumable() is None
    aut.close()


def test_stale_temp_files_are_removed_by_the_owner(folder):
    (folder / "autosave").mkdir(parents=True)
    (folder / "autosave" / "g000001-s0000.jsonl.abc.tmp").write_text("x")
    (folder / "autosave.enza.xyz.tmp").write_text("x")
    (folder / "mine.tmp").write_text("x")
    aut = Autosave(folder)
    assert not list((folder / "autosave").glob("*.tmp"))
    assert not (folder / "autosave.enza.xyz.tmp").exists() and (folder / "mine.tmp").exists()
    aut.close()


def test_legacy_single_file_autosave_is_still_resumed(folder):
    g = new_game()
    play(g, Autosave.reader(folder), 4)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave.enza").write_text(g.to_json())
    aut = Autosave(folder)
    info = aut.find_resumable()
    assert info.source == "legacy" and info.game.fingerprint() == g.fingerprint()
    aut.sync(info.game)          # resuming moves it into the journal folder
    assert not (folder / "autosave.enza").exists()
    assert aut.find_resumable().game.fingerprint() == g.fingerprint()
    aut.close()


def test_disk_full_is_reported_at_once_and_play_goes_on(folder, monkeypatch):
    told = []
    aut = Autosave(folder)
    aut.on_problem = told.append
    g = new_game()
    aut.sync(g)
    play(g, aut, 3)
    real_write = os.write

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(A.os, "write", full)
    play(g, aut, 5)                                   # no exception: the game goes on
    assert told and told[0].code == "write-failed" and "space" in told[0].detail
    assert len(told) == 1                             # told once, not at every action
    monkeypatch.setattr(A.os, "write", real_write)
    monkeypatch.setattr(A, "RETRY_SECONDS", 0)
    play(g, aut, 1)
    assert told[-1] is None and aut.problem is None   # works again: a full snapshot was written
    assert Autosave.reader(folder).find_resumable().game.fingerprint() == g.fingerprint()
    aut.close()


def test_data_folder_that_cannot_be_created(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    aut = Autosave(blocker / "data")
    assert aut.problem.code == "unwritable" and not aut.writable
    g = new_game()
    aut.sync(g)                                       # nothing raised
    assert aut.find_resumable() is None
    aut.close()


HOLD = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)
print("locked" if lock.tryLock(0) else "failed", flush=True)
time.sleep(120)
"""


def hold_lock(folder):
    (folder / "autosave").mkdir(parents=True, exist_ok=True)
    p = subprocess.Popen([sys.executable, "-c", HOLD, str(folder / "autosave" / "owner.lock")],
                         stdout=subprocess.PIPE, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert p.stdout.readline().strip() == "locked"
    return p


def test_second_instance_never_resumes_or_overwrites_a_live_game(folder):
    first = Autosave(folder)
    g = new_game()
    first.sync(g)
    play(g, first, 4)
    first.close()                      # our process lets go; another process now owns the game
    before = {n: (folder / "autosave" / n).read_bytes() for n in files(folder)}
    owner = hold_lock(folder)
    try:
        lock = folder / "autosave" / "owner.lock"
        old = time.time() - 3600       # an old lock of a live process is not stale
        os.utime(lock, (old, old))
        second = Autosave(folder)
        assert second.problem.code == "other-instance" and str(owner.pid) in second.problem.detail
        assert second.find_resumable() is None
        g2 = new_game(seed=3)
        second.sync(g2)
        play(g2, second, 3)
        assert {n: (folder / "autosave" / n).read_bytes() for n in files(folder)} == before
        second.close()
    finally:
        owner.kill()
        owner.wait()
    # the owner died without unlocking: its lock is stale and taken over
    third = Autosave(folder)
    assert third.problem is None and third.writable
    assert third.find_resumable().game.fingerprint() == g.fingerprint()
    third.close()


def test_fault_hook_is_inert_unless_set():
    assert A._parse_fault(None) is None and A._parse_fault("") is None
    assert A._parse_fault("segment-tmp:3") == ["segment-tmp", 3]
    assert os.environ.get("ENZA_AUTOSAVE_FAULT") is None and A._FAULT is None


def test_a_second_look_gets_the_same_answer_and_warnings(folder):
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 3)
    g2 = new_game(seed=5)
    aut.sync(g2)
    aut.close()
    newest = [n for n in files(folder) if n.startswith("g000002")][0]
    (folder / "autosave" / newest).write_text("broken\n")
    reader = Autosave(folder)
    first = reader.find_resumable()            # the start screen's "Continue"
    second = reader.find_resumable()           # then the resume question
    assert first is second and first.game.fingerprint() == g.fingerprint()
    assert {w.code for w in second.warnings} >= {"unreadable", "older-game"}
    reader.close()


def test_lock_of_a_dead_owner_whose_pid_now_names_a_live_python_is_stale(folder):
    """PID reuse on a busy machine: the lock names a running python process (this one) that does not hold
    it; and an empty lock file left by a kill at its creation.  Both are taken over."""
    from PySide6.QtCore import QCoreApplication, QSysInfo
    lockfile = folder / "autosave" / "owner.lock"
    for content in (f"{os.getpid()}\n{QCoreApplication.applicationName() or 'python3.11'}\n"
                    f"{QSysInfo.machineHostName()}\nx\n", ""):
        lockfile.parent.mkdir(parents=True, exist_ok=True)
        lockfile.write_text(content)
        old = time.time() - 60
        os.utime(lockfile, (old, old))
        aut = Autosave(folder)
        assert aut.problem is None and aut.writable, content
        aut.close()


def test_a_journal_line_that_cannot_be_replayed_stops_there(folder):
    aut = Autosave(folder)
    g = new_game()
    aut.sync(g)
    play(g, aut, 6)
    aut.close()
    seg = folder / "autosave" / files(folder)[-1]
    lines = seg.read_bytes().split(b"\n")
    lines.insert(4, json.dumps({"n": 4, "a": "p0 fly-to-the-moon"}).encode())
    seg.write_bytes(b"\n".join(lines))
    info = Autosave(folder).find_resumable()
    assert info.actions == 3 and info.game.actions_log == g.actions_log[:3]
    assert [w.code for w in info.warnings] == ["replay-stopped"]
