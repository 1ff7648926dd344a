"""Who is asked (issue 31 item 3): a person alone at the screen is asked only when they can do more than pass,
never through the open call; each test also plants the defect it guards against and sees it."""
import pytest

from gui.session import Driver, Session, faults

from .test_session_api import game


def asks_of_a_lone_person(fmt, n, turns=4, seed=3):
    """Play `turns` turns with one person (seat 0) who always gives their pass-like answer; return what the
    screen showed each time the table waited for them."""
    s = Session(game(fmt, n, {0}, seed=seed))
    d = Driver(s)
    seen = []
    while s.game.turn <= turns:
        w = d.until_person()
        if w.over:
            break
        snap = s.snapshot()
        seen.append(snap)
        if snap.open_call is not None:
            s.answer_call(0, False)
        else:
            passing = next((o for o in snap.offers if o.passing), None)
            s.answer(0, (passing or next(o for o in snap.offers if not o.text.endswith("concede"))).text)
    return seen


@pytest.mark.parametrize("fmt,n", [("magic", 2), ("duel", 2), ("ffa", 4)])
def test_a_lone_person_is_never_given_the_open_call_nor_asked_with_only_the_pass(fmt, n):
    seen = asks_of_a_lone_person(fmt, n)
    assert seen and all(s.open_call is None and s.curtain is None for s in seen)
    for snap in seen:
        real = [o for o in snap.offers if not o.passing and not o.text.endswith("concede")]
        assert real, f"asked with nothing but the pass: {snap.heading}"


def test_the_lone_person_open_call_fault_is_seen():
    with faults.planted("lone-person-open-call"):
        seen = asks_of_a_lone_person("duel", 2)
    assert any(s.open_call is not None for s in seen)
