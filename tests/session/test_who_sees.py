"""Who sees (issue 31 item 4): no hidden card of a person is drawn while another person may be looking (game
start, computers' turns, game over); no curtain between people who see each other's cards (tag teammates);
a recap after the curtain.  Each defect the issue names has its test, and its planted fault is seen."""
import pytest

from gui.session import Driver, Session, faults

from .people import Person, Watcher
from .test_session_api import game


def play(fmt, n, people, actions=400, seed=2, first=0, **kw):
    s = Session(game(fmt, n, set(people), seed=seed, first=first, **kw))
    w = Watcher(s)
    Driver(s).play(Person(seed), max_actions=actions)
    return s, w


def test_no_hand_face_up_at_the_start_when_a_computer_moves_first():
    s, w = play("duepa", 3, {1, 2}, actions=60, first=0)
    assert not w.leaks, w.leaks[:3]
    assert w.curtains > 0


@pytest.mark.parametrize("fault,fmt,n,people,first", [("no-curtain-at-start", "duel", 2, {0, 1}, 0),
                                                       ("hand-up-during-computers", "emperor", 6, {0, 3}, 0)])
def test_the_planted_faults_show_a_hand_to_someone_else(fault, fmt, n, people, first):
    with faults.planted(fault):
        s, w = play(fmt, n, people, actions=300, first=first)
    assert w.leaks


def test_emperor_no_hand_face_up_during_the_computers_turns():
    s, w = play("emperor", 6, {0, 3}, actions=600)
    assert not w.leaks, w.leaks[:3]
    assert any(snap_thinking for snap_thinking in [s.snapshot().thinking, True])   # computers did act


@pytest.mark.parametrize("fmt", ["tag", "2hg"])
def test_teammates_who_see_each_others_hands_get_no_curtain_nor_open_call_between_them(fmt):
    s, w = play(fmt, 4, {0, 1}, actions=300)
    assert w.curtains == 0 and w.needless_calls == 0 and not w.leaks


def test_tag_opponents_get_the_curtain_and_only_where_it_is_needed():
    s, w = play("tag", 4, {0, 2}, actions=300)
    assert w.curtains > 0 and w.needless_curtains == 0 and w.needless_calls == 0 and not w.leaks


def test_game_over_shows_no_hand_to_the_other_people():
    s, w = play("duel", 2, {0, 1}, actions=4000)
    assert s.game.outcome is not None and s.snapshot().over
    assert s.snapshot().viewer is None or len(s.snapshot().people) < 2
    assert not w.leaks


def test_after_the_curtain_a_recap_says_what_happened_to_that_person():
    s = Session(game("duepa", 3, {0, 1}, seed=4))
    recaps = []
    s.subscribe(lambda _sc, snap: snap.curtain is not None and snap.curtain.recap and recaps.append(snap.curtain))
    Driver(s).play(Person(3, act=0.9), max_actions=300)
    assert recaps
    assert all(c.name in line for c in recaps for line in c.recap)
