"""Autosave and resume as the player meets them in the real MainWindow (issue 17, items 3 and 4)."""
import errno
import os
import random
import subprocess
import sys

import engine
from engine.sim import random_players
from gui import autosave as A
from gui.autosave import Autosave


def start(window, fmt="duepa", n=3, seed=3):
    window.settings.set("privacy", False)
    players = random_players(fmt, n, random.Random(seed))
    g = engine.new_game(fmt, players, seed=seed, first_player=0)
    window.games.set_game(g)
    return g


def play(window, k, seed=1):
    rng = random.Random(seed)
    for _ in range(k):
        legal = [a for a in window.ctl.legal_now() if " concede" not in a]
        if not legal:
            break
        window.table_input.do_action(rng.choice(legal))


def new_window(qtbot, settings):
    from gui.main_window import MainWindow
    w = MainWindow(settings)
    qtbot.addWidget(w)
    return w


def test_disk_full_is_shown_at_once_and_play_goes_on(window, qtbot, monkeypatch):
    start(window)
    play(window, 3)
    assert not window.autosave_note.isVisible()

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(A.os, "write", full)
    n = len(window.game.actions_log)
    play(window, 3, seed=2)
    assert len(window.game.actions_log) > n                      # the game went on
    assert window.autosave_note.isVisible() and "not being saved" in window.autosave_note.text()
    assert "No space left" in window.autosave_note.text()
    qtbot.waitUntil(lambda: window.last_message is not None and window.last_message.isVisible())
    assert "not being saved" in window.last_message.text()


def test_resume_offers_what_was_recovered_and_keeps_pending_answers(window, qtbot, data_dir):
    from gui.resume_text import resume_question
    g = start(window, "ffa", 3, seed=4)
    assert g.decision.mode == "simultaneous"
    p = window.ctl.acting()
    window.table_input.do_action(f"p{p} keep")          # one private answer: the engine holds it, the others wait
    assert g.actions_log == [f"p{p} keep"] and p in g.decision.held and p not in g.decision.waiting_for()
    # "crash": a second window of the same process looks for the autosave
    w2 = new_window(qtbot, window.settings)
    info = w2.ctl.autosaver.find_resumable()
    text = resume_question(info)
    assert "Free-for-all" in text or "ffa" in text or info.format_info.title_en in text
    assert "turn" in text and "journal" in text
    assert w2.files.check_resume(ask=lambda: True)
    assert p in w2.game.decision.held and w2.game.fingerprint() == g.fingerprint()
    assert w2.ctl.acting() != p                                     # the next player answers now
    w2.ctl.stop()


def test_unreadable_autosave_is_reported_and_kept(window, qtbot, data_dir):
    start(window)
    play(window, 2)
    window.ctl.autosaver.close()
    for f in (data_dir / "autosave").glob("*.jsonl"):
        f.write_bytes(b"\x00\x01 not json")
    w2 = new_window(qtbot, window.settings)
    assert not w2.files.check_resume(ask=lambda: True)
    assert w2.last_message is not None and "kept aside" in w2.last_message.text()
    assert list((data_dir / "autosave").glob("*.unreadable"))


def test_data_folder_that_cannot_be_created_still_starts(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("ENZA_DATA_DIR", str(blocker / "enza"))
    from gui.settings import Settings
    s = Settings()
    w = new_window(qtbot, s)
    w.show()
    assert w.autosave_note.isVisible() and "cannot be used" in w.autosave_note.text()
    qtbot.waitUntil(lambda: w.last_message is not None and "cannot be used" in w.last_message.text())
    start(w)
    play(w, 3)
    assert len(w.game.actions_log) >= 1
    assert not w.files.check_resume(ask=lambda: True)
    w.ctl.stop()


HOLD = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)
print("locked" if lock.tryLock(0) else "failed", flush=True)
time.sleep(120)
"""


def test_second_instance_is_told_and_does_not_touch_the_live_game(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "shared"
    first = Autosave(data)
    g = engine.new_game("duepa", random_players("duepa", 3, random.Random(1)), seed=1, first_player=0)
    first.sync(g)
    first.close()
    before = {p.name: p.read_bytes() for p in (data / "autosave").glob("*.jsonl")}
    owner = subprocess.Popen([sys.executable, "-c", HOLD, str(data / "autosave" / "owner.lock")],
                             stdout=subprocess.PIPE, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    try:
        assert owner.stdout.readline().strip() == "locked"
        monkeypatch.setenv("ENZA_DATA_DIR", str(data))
        from gui.settings import Settings
        w = new_window(qtbot, Settings())
        w.show()
        assert w.autosave_note.isVisible() and "Another Enza window" in w.autosave_note.text()
        assert not w.files.check_resume(ask=lambda: True)
        start(w, seed=8)
        play(w, 4)
        assert {p.name: p.read_bytes() for p in (data / "autosave").glob("*.jsonl")} == before
        w.ctl.stop()
    finally:
        owner.kill()
        owner.wait()
