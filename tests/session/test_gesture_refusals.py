"""The table's refusals reach people through the session (issue 34): every labelled gesture of the catalogue
(assets/gestures/), made at a table of people through `Session.gesture`, is given as the answers it names or
refused with its expected rule, in words that show no raw id and no card its maker does not know, in
English and Japanese (engine.bad_refusal judges, as `enza table-sim`'s bad_refusals does); the two faults
issue 34 names make the judge find bad refusals.  No Qt."""
from __future__ import annotations

import pytest

import engine
from gui.session import Driver, Session, TableOptions, seats_of
from gui.session import faults

ENTRIES = engine.labelled_gestures()


def _table(entry, lang: str):
    g = entry.game()
    before = g.fingerprint()
    s = Session(g, seats_of(g, people=set(range(len(g.players)))), options=TableOptions(language=lang))
    Driver(s).until_person()
    snap = s.snapshot("pc")
    if snap.curtain is not None:
        s.dismiss_curtain(snap.curtain.seat)
    assert g.fingerprint() == before, f"{entry.label}: the table moved the position before the gesture"
    return s, g


def _made(entry, lang: str):
    s, g = _table(entry, lang)
    p, src, tgt = entry.gesture(g)
    n, before = len(g.actions_log), g.fingerprint()
    reply = s.gesture(p, src, tgt)
    return s, g, p, reply, n, before


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e.format}:{e.label}" for e in ENTRIES])
def test_labelled_gesture_at_a_table_of_people(entry, lang):
    s, g, p, reply, n, before = _made(entry, lang)
    if entry.legal:
        want = entry.answers(g)
        assert reply.ok and tuple(str(t) for t in g.actions_log[n:n + len(want)]) == want, reply
        return
    assert not reply.ok and reply.rule == entry.rule, reply
    assert engine.bad_refusal(g, p, reply.refusal, reply.rule, entry.rule) is None, reply.refusal
    assert g.fingerprint() == before and len(g.actions_log) == n


def test_a_stack_creature_dropped_on_its_controllers_battlefield_is_cast_at_the_table():
    entry = next(e for e in ENTRIES if e.label == "creature-dropped-on-its-controllers-battlefield-is-cast")
    s, g, p, reply, n, _ = _made(entry, "en")
    assert reply.ok and g.actions_log[n].split()[1] == "cast"


@pytest.mark.parametrize("fault", ["guessed-verb-refusal", "raw-id-refusal"])
def test_each_fault_makes_bad_refusals(fault):
    """The judge is not blind: with the fault planted, some labelled refusals are bad; without, none."""
    refused = [e for e in ENTRIES if not e.legal]

    def bad() -> int:
        count = 0
        for e in refused:
            _s, g, p, reply, _n, _b = _made(e, "en")
            count += engine.bad_refusal(g, p, reply.refusal, reply.rule, e.rule) is not None
        return count
    assert bad() == 0
    with faults.planted(fault):
        assert bad() > 0


def test_the_judge_names_each_kind_of_bad_refusal():
    entry = next(e for e in ENTRIES if e.label == "attack-from-the-main-step")
    g = entry.game()
    assert engine.bad_refusal(g, 0, "Not allowed: p0 attack c3 refused  [dm:505]") == "raw-id"
    assert engine.bad_refusal(g, 0, "Not allowed: 《Nobody Knows》 is shielded  [dm:505]") == "unknown-card"
    assert engine.bad_refusal(g, 0, "Not allowed: no  [mtg:508.1]") == "foreign-rule"
    assert engine.bad_refusal(g, 0, "Not allowed: no") == "no-rule"
    assert engine.bad_refusal(g, 0, "Not allowed: no  [dm:503]", expect="dm:505") == "wrong-rule"
    assert engine.bad_refusal(g, 0, "Not allowed: Aki may not attack now  [dm:505]", expect="dm:505") is None


# ----- random gestures at a table of people: no bad refusal in any family (table-sim's bad_refusals = 0) --------
RANDOM = ("duepa-4p", "digital-2p", "magic-2p", "ffa-4p-left", "emperor-6p", "2hg-4p", "tag-4p", "divide-2p")


@pytest.mark.parametrize("name", RANDOM)
def test_random_gestures_at_a_table_of_people_are_never_refused_badly(name):
    import random
    from engine.conformance import configurations, new_random_game
    cfg = next(c for c in configurations() if c.name == name)
    g = new_random_game(cfg, 34)
    s = Session(g, seats_of(g, people=set(range(len(g.players)))), options=TableOptions(language="ja"))
    d, rng = Driver(s), random.Random(34)
    refused = 0
    for _ in range(60):
        w = d.until_person()
        if w.over or w.person is None:
            break
        snap = s.snapshot("pc")
        if snap.curtain is not None:
            s.dismiss_curtain(snap.curtain.seat)
            continue
        if snap.open_call is not None:
            s.answer_call(snap.open_call.seat, rng.random() < 0.5)
            continue
        cards = [c.token for z in snap.view.zones.values() for c in z.cards]
        spots = cards + list(snap.view.zones) + [f"p{q}" for q in range(len(g.players))] + [None]
        for _ in range(4):
            p = w.person if rng.random() < 0.8 else rng.randrange(len(g.players))
            before = g.fingerprint()
            reply = s.gesture(p, rng.choice(cards) if cards else "p0", rng.choice(spots))
            if reply.ok:
                break
            if reply.refusal:
                refused += 1
                assert engine.bad_refusal(g, p, reply.refusal, reply.rule) is None, (reply, p)
                assert g.fingerprint() == before
        snap = s.snapshot("pc")
        if snap.asked is not None and snap.offers:
            s.answer(snap.asked, rng.choice(snap.offers).text)
    assert refused > 20
