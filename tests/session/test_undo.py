"""Undo with several people (issue 31 item 5): own last choices only, while no other person has answered since
and nothing hidden was revealed since; computers' answers after it go with it and are played again; the
snapshot says beforehand whether undo will succeed, and names the choice ("Undo: Charge 《X》"), never a pass."""
import random

import pytest

from gui.session import Driver, Session, faults

from .people import Person
from .test_session_api import game


class Undoer(Person):
    """A person who, now and then, undoes their last choice at once, checking what the snapshot promised."""

    def __init__(self, seed=1):
        super().__init__(seed, act=0.8, yes=0.5)
        self.before = {}        # actions before a choice -> the fingerprint then
        self.undone = self.refused = 0
        self.mismatch = []
        self.labels = []

    def __call__(self, s, seat):
        snap = s.snapshot()
        if snap.curtain is None and snap.open_call is None and snap.asked == seat:
            self.labels.append(snap.undo.label)
            if snap.undo.seat == seat and self.rng.random() < 0.25:
                fp_map = dict(self.before)
                r = s.undo(seat)
                assert r.ok == snap.undo.possible, (r, snap.undo)     # promised beforehand, in words
                if r.ok:
                    self.undone += 1
                    n = len(s.game.actions_log)
                    if fp_map.get(n) != s.game.fingerprint():
                        self.mismatch.append(n)
                else:
                    self.refused += 1
                    assert r.refusal and snap.undo.reason == r.refusal
                return
            self.before[len(s.game.actions_log)] = s.game.fingerprint()
        super().__call__(s, seat)


@pytest.mark.parametrize("fmt,n,people", [("duel", 2, {0}), ("magic", 2, {0}), ("duepa", 3, {0, 1})])
def test_undo_does_what_the_snapshot_promised_and_goes_back_exactly(fmt, n, people):
    s = Session(game(fmt, n, people, seed=11))
    p = Undoer(11)
    Driver(s, level="random").play(p, max_actions=250)
    assert p.undone > 0 and not p.mismatch
    assert not any(label.endswith(("Done", "Go on (end this step)")) for label in p.labels)   # a pass is no choice


def test_the_undo_off_by_one_fault_is_seen():
    s = Session(game("duel", 2, {0}, seed=11))
    p = Undoer(11)
    with faults.planted("undo-off-by-one"):
        Driver(s, level="random").play(p, max_actions=400)
    assert p.mismatch


def test_only_ones_own_last_choice_and_not_after_another_person_answered():
    s = Session(game("duel", 2, {0, 1}, seed=3))
    d = Driver(s)
    person = Person(3, act=1.0, yes=1.0)
    chooser = None
    for _ in range(200):
        w = d.until_person()
        snap = s.snapshot()
        if snap.asked is not None and chooser is not None and snap.asked != chooser:
            break           # another person is asked after the chooser's choice
        person(s, w.person)
        if s.history.last_choice.get(w.person) is not None:
            chooser = w.person
    other = snap.asked
    assert s.answer(other, next(o.text for o in snap.offers if o.passing or o.text.split()[1] != "concede")).ok
    d.until_person()
    v = s.history.verdict(s.game, chooser)
    assert v.why in ("others", "hidden")
    r = s.undo(chooser)
    assert not r.ok and r.refusal


def test_computers_answers_after_the_choice_are_undone_and_played_again():
    s = Session(game("magic", 2, {0}, seed=5))
    d = Driver(s, level="random")
    person = Person(5, act=1.0)
    for _ in range(100):
        w = d.until_person()
        snap = s.snapshot()
        e = s.history.last_choice.get(0)
        if e is not None and any(x.how == "computer" for x in s.history.entries[e:]) and snap.undo.possible:
            break
        person(s, w.person)
    else:
        pytest.skip("no choice followed by a computer's answer with undo possible in this game")
    entry = s.history.entries[s.history.last_choice[0]]
    assert s.undo(0).ok and len(s.game.actions_log) == entry.before
    d.until_person()
    assert s.snapshot().asked == 0      # asked again; the computers answer again after the new answer
