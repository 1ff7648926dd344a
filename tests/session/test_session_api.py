"""The session's public API: imported without Qt, a game played to the end through it, snapshots per change."""
import subprocess
import sys

import engine
from engine.sim import bundled_decks, default_teams
from gui.session import Driver, Session, seats_of


def test_the_session_imports_without_qt():
    code = ("import sys, gui.session, gui.session.driver; "
            "bad = [m for m in sys.modules if m.startswith('PySide6')]; print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def game(fmt, n, people, seed=1, options=None, first=0):
    decks = bundled_decks(fmt)
    info = engine.get_format(fmt).info
    teams = default_teams(fmt, n) or []         # the format's own seating of teams (811: alternately)
    players = []
    for i in range(n):
        p = {"name": f"P{i}", "deck": decks[i % len(decks)], "seat": i,
             "kind": "human" if i in people else "computer", "level": "random"}
        if teams:
            p["team"] = teams[i]
        players.append(p)
    if options is None and "ask_every_player" in info.options:
        options = {"ask_every_player": True}       # as tables start games (D-306-ask)
    return engine.new_game(fmt, players, options=options, seed=seed, first_player=first)


def first_offer(s, seat):
    snap = s.snapshot("pc")
    if snap.curtain is not None:
        assert s.dismiss_curtain(snap.curtain.seat).ok
    elif snap.open_call is not None:
        assert s.answer_call(snap.open_call.seat, False).ok
    else:
        assert snap.asked == seat and snap.offers
        assert s.answer(seat, next(o.text for o in snap.offers if o.passing or not o.text.endswith("concede"))).ok


def test_a_game_to_the_end_through_the_session_with_a_snapshot_after_every_change():
    g = game("duel", 2, {0})
    s = Session(g)
    seen = []
    s.subscribe(lambda screen, snap: seen.append(snap.version))
    out = Driver(s).play(first_offer)
    assert out is not None and s.snapshot().over and s.snapshot().outcome
    assert seen == sorted(seen) and len(seen) >= len(s.game.actions_log)


def test_a_refused_answer_changes_nothing_and_says_why():
    g = game("magic", 2, {0})
    s = Session(g)
    Driver(s).until_person()
    fp = s.game.fingerprint()
    r = s.answer(0, "p0 cast c9999")
    assert not r.ok and r.refusal and s.game.fingerprint() == fp
    r = s.answer(1, "p1 pass")
    assert not r.ok and r.code == "not-your-decision"


def test_seats_of_takes_the_people_given():
    g = game("ffa", 3, set())
    seats = seats_of(g, people={0, 2})
    assert [x.kind for x in seats] == ["person", "computer", "person"] and seats[1].level == "random"


def test_pause_holds_the_computers_and_skip_drops_the_pace():
    g = game("magic", 2, {0})
    s = Session(g)
    d = Driver(s)
    d.until_person()
    s.pause(True)
    assert s.snapshot().paused
    first_offer(s, 0)
    n = len(s.game.actions_log)
    w = s.run(d.clock.t)
    assert w.paused and len(s.game.actions_log) == n     # nothing more while paused
    s.pause(False)
    s.skip()
    assert s.snapshot().skipping
    w = d.until_person()
    assert w.person == 0 or w.over
    assert d.waited >= 0 and not s.snapshot().skipping


def test_resume_pending_gives_answers_again_where_they_still_are_answers():
    g = game("ffa", 3, {0, 1, 2})
    s = Session(g)
    d = g.decision
    assert d.kind == "mulligan" and d.private       # each keeps or mulligans privately
    s.resume_pending({0: "p0 keep", 1: "p1 nonsense"})
    assert s.game.actions_log == ["p0 keep"]


def test_the_snapshot_says_undo_and_the_log_from_the_start_for_a_new_viewer():
    g = game("magic", 2, {0})
    s = Session(g)
    snap = s.snapshot()
    assert snap.undo is not None and not snap.undo.possible and snap.undo.reason
    assert snap.log_restart and snap.controls.waiting_until is None     # the first: the whole log
