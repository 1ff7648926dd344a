"""Pace (issue 31 item 6): a move that shows something (a new log line) stays `pace_ms` on the screen before the
next automatic one; passes that show nothing are not paced; the next computer's thinking overlaps the pace;
S drops the pace until a person must act.  Measured on the session's virtual clock (gui/session/driver.py);
the figures of a whole round are benchmarks/bench_table_pace.py's."""
from gui.session import Driver, Session, TableOptions
from gui.session.protocol import USE_DECLARATION

from .people import Person
from .test_session_api import first_offer, game


def run_to(fmt, n, actions, pace_ms=400, skip=False):
    s = Session(game(fmt, n, {0}, seed=4), options=TableOptions(pace_ms=pace_ms))
    shown, quiet = [0], [0]

    def see(_screen, snap):
        if snap.log_restart:
            return
        if any(e.words for e in snap.events):
            shown[0] += 1
        else:
            quiet[0] += 1
    s.subscribe(see)
    d = Driver(s, level="random")
    person = Person(4, act=0.5)
    while len(s.game.actions_log) < actions and s.game.outcome is None:
        if skip:
            s.skip()
        w = d.until_person()
        if w.over:
            break
        person(s, w.person)
    return d, shown[0], quiet[0]


def test_only_moves_that_show_something_are_paced():
    d, shown, quiet = run_to("ffa", 4, 300)
    assert quiet > shown > 10          # most passes show nothing
    # waiting is at most the pace of each shown move (the table as dealt included) plus thinking beyond it
    assert d.waited <= (shown + 1) * 0.4 + d.thinking + 1e-6
    assert d.waited >= 0.5 * shown * 0.4     # and the shown moves were paced (some overlap the person's turn)


def test_skip_ahead_plays_the_computers_without_the_pace():
    d, shown, _quiet = run_to("ffa", 4, 300, skip=True)
    assert shown > 10 and d.waited <= d.thinking + 0.4 + 1e-6


def test_duepa_d_306_ask_declaration_calls_passed_by_themselves_leave_no_note_at_every_step():
    """DuePa asks for a declaration at every step (D-306-ask); a person with none to make is passed at once,
    and the log must not say so step after step (it did: 32 "Auto-pass … (Use declaration?)" lines in 22
    turns). A step with a real choice skipped (the main step) is still noted."""
    g = game("duepa", 4, {0, 1}, seed=3)
    s = Session(g)
    notes = []
    s.subscribe(lambda screen, snap: notes.append(snap.note) if screen == "pc" and snap.note else None)
    Driver(s).play(first_offer)
    auto = [n for n in notes if n.startswith("Auto-pass")]
    assert auto, "no automatic pass was noted at all: the test no longer sees the notes"
    declaration = s.words.decision_title(USE_DECLARATION)
    assert not [n for n in auto if declaration in n], auto[:3]


def test_the_opening_hands_are_dealt_without_a_line_per_card_in_every_family():
    """Before the first turn the log said "P1 draws 《a face-down card》." seven times per player in the stack
    and life-zone games (the shield game deals silently); the draws of the turns are still said."""
    for fmt, n in (("magic", 2), ("divide", 2), ("2hg", 4)):
        g = game(fmt, n, {0, 1}, seed=3)
        s = Session(g)
        lines = []

        def see(screen, snap, lines=lines):
            if screen == "pc":
                if snap.log_restart:
                    lines.clear()
                lines.extend((e.kind, e.words) for e in snap.events if e.words)
        s.subscribe(see)
        Driver(s).play(first_offer)
        first_turn = next(i for i, (kind, _w) in enumerate(lines) if kind == "turn_start")
        before = [w for _k, w in lines[:first_turn] if " draws " in w]
        after = [w for _k, w in lines[first_turn:] if " draws " in w]
        assert not before, (fmt, before[:3])
        assert after, (fmt, "no draw is said at all: the test no longer sees the log")
