"""Bounded work for any autosave (issue 30, item 2): the journal is folded into one action list (an undo cuts
it, it replays nothing) and the result is replayed once; the number of journal lines read is capped; one look
at the autosave has a CPU budget, past which the segment is set aside with a message; a long replay shows its
progress on the start screen.  Figures: benchmarks/bench_resume.py."""
import json
import random

import pytest

import engine
from engine.core.game import Game
from engine.sim import choose_random, random_players
from gui import autosave_resume as R
from gui.autosave import Autosave


def game_of(n: int):
    rng = random.Random(4)
    g = engine.new_game("duel", random_players("duel", 2, rng), seed=9, first_player=0)
    while len(g.actions_log) < n:
        p = g.decision.waiting_for()[0]
        g.perform(choose_random(g.decision.actions[p], rng))
    return g


def write(folder, gen, g, lines=()):
    from engine.core.saves import save_data
    seg = folder / "autosave" / f"g{gen:06d}-s0000.jsonl"
    seg.parent.mkdir(parents=True, exist_ok=True)
    head = {"enza_autosave": 1, "gen": gen, "seg": 0, "time": 1.0, "save": save_data(g)}
    seg.write_text("".join(json.dumps(e) + "\n" for e in [head, *lines]), encoding="utf-8")
    return seg


@pytest.fixture
def performs(monkeypatch):
    """How many actions the engine performs (a replay performs each of its actions)."""
    count = [0]
    real = Game.perform

    def counting(self, *a, **k):
        count[0] += 1
        return real(self, *a, **k)
    monkeypatch.setattr(Game, "perform", counting)
    return count


def test_a_journal_of_repeated_undos_replays_each_action_once(tmp_path, performs):
    g = game_of(30)
    nxt = str(g.legal_actions(g.decision.waiting_for()[0])[0])
    pairs = [{"n": 31, "a": nxt}, {"undo": 30}] * 2000 + [{"n": 31, "a": nxt}]
    write(tmp_path, 1, g, pairs)
    before = performs[0]
    info = Autosave.reader(tmp_path).find_resumable()
    # the snapshot's 30 actions and the one the journal keeps; before issue 30, 2,000 replays of 30 actions
    assert performs[0] - before == 30 + 1
    g.perform(nxt)
    assert info.actions == 31 and info.game.fingerprint() == g.fingerprint() and not info.warnings


def test_an_undo_below_the_snapshot_resumes_the_journals_game(tmp_path, performs):
    g = game_of(30)
    branch = game_of(10)
    extra = []
    for k in range(3):
        a = str(branch.legal_actions(branch.decision.waiting_for()[0])[-1])
        branch.perform(a)
        extra.append({"n": 11 + k, "a": a})
    write(tmp_path, 1, g, [{"undo": 10}] + extra)
    before = performs[0]
    info = Autosave.reader(tmp_path).find_resumable()
    assert info.game.actions_log == branch.actions_log and info.game.fingerprint() == branch.fingerprint()
    assert performs[0] - before == 30 + 13      # the snapshot checked, then the journal's game once


def test_more_journal_lines_than_enza_ever_writes_are_cut(tmp_path, monkeypatch):
    monkeypatch.setattr(R, "MAX_ENTRIES", 50)
    g = game_of(12)
    write(tmp_path, 1, g, [{"pending": {"0": "p0 pass"}}] * 200)
    info = Autosave.reader(tmp_path).find_resumable()
    assert info.actions == 12 and [w.code for w in info.warnings] == ["corrupt-line"]
    assert "more than 50 journal lines" in info.warnings[0].detail


def test_a_replay_over_the_budget_is_refused_set_aside_and_older_files_wait(tmp_path, monkeypatch):
    monkeypatch.setattr(R, "REPLAY_BUDGET", 0.0)
    older = write(tmp_path, 1, game_of(5))
    newest = write(tmp_path, 2, game_of(40))
    a = Autosave(tmp_path, lock=False)
    assert a.find_resumable() is None
    (w,) = a.last_warnings
    assert w.code == "unreadable" and "takes more than" in w.detail and w.aside.endswith(".unreadable")
    assert not newest.exists() and older.exists()       # the next look (another budget) tries the older one


def test_a_long_replay_reports_its_progress(tmp_path, monkeypatch):
    monkeypatch.setattr(R, "PROGRESS_AFTER", 0.0)
    monkeypatch.setattr(R, "PROGRESS_EVERY", 0.0)
    g = game_of(40)
    write(tmp_path, 1, g, [{"n": 41, "a": str(g.legal_actions(g.decision.waiting_for()[0])[0])}])
    seen = []
    a = Autosave.reader(tmp_path)
    a.on_progress = lambda done, total: seen.append((done, total))
    assert a.find_resumable().actions == 41
    assert seen and seen == sorted(seen) and {t for _, t in seen} == {41} and seen[-1][0] == 41


def test_the_start_screen_shows_the_progress_of_a_long_replay(window, data_dir, monkeypatch):
    monkeypatch.setattr(R, "PROGRESS_AFTER", 0.0)
    monkeypatch.setattr(R, "PROGRESS_EVERY", 0.0)
    write(data_dir, 1, game_of(40))
    label = window.start.resume_info
    painted = []
    monkeypatch.setattr(label, "repaint", lambda: painted.append(label.text()))
    window.refresh()
    assert "Reading the autosaved game… 40 of 40 actions" in painted
    assert window.start.buttons["continue"].isEnabled() and "turn" in label.text()
