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
