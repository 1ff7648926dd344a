"""Phones go through the table's session (issue 35, C1a part 2): a phone is a screen of its own, `phone:<seat>`;
it never raises a curtain or an open call, the PC never draws a phone seat's hidden cards, a phone's answer
goes through the session's one way in when its decision id is current, and a phone speaks its own language."""
from __future__ import annotations

import random

import pytest

from gui.companion.table_link import TableLink, offered, phone_screen, phone_seats
from gui.session import Driver, Session, TableOptions, seats_of
from gui.session.seeing import known_cards
from tests.session.people import Person
from tests.session.test_session_api import game as table_game


def phone_table(fmt, n, phones, pc=(), seed=1, language=None):
    g = table_game(fmt, n, set(phones) | set(pc), seed=seed)
    seats = seats_of(g, people=set(phones) | set(pc), screens={p: phone_screen(p) for p in phones})
    s = Session(g, seats, options=TableOptions(language=language))
    return s, TableLink(s, phones)


class PhoneWatcher:
    """Every snapshot of every screen: phone screens with a curtain or an open call, PC snapshots that draw a
    card no person at the PC may know (a phone seat's hidden card above all), entries given for phones."""

    def __init__(self, s, phones):
        self.s, self.phones = s, set(phones)
        self.phone_curtains = self.phone_calls = 0
        self.pc_leaks = []
        self.pc_snapshots = 0
        self.entries = []
        s.subscribe(self.see)
        s.subscribe_actions(self.entries.append)

    def see(self, screen, snap):
        g = self.s.game
        if screen.startswith("phone:"):
            self.phone_curtains += snap.curtain is not None
            self.phone_calls += snap.open_call is not None
            assert snap.viewer == int(screen.split(":")[1])
            return
        self.pc_snapshots += 1
        assert snap.viewer not in self.phones
        shown = {int(t[1:]) for t in known_cards(snap.view)}
        people = [p for p, _n, _a in snap.people]
        lookers = [snap.viewer] if isinstance(snap.viewer, int) else people
        allowed = set.intersection(*(set(g.known_cards(q)) for q in lookers)) if lookers else \
            set().union(*(set(g.known_cards(q)) for q in range(len(g.players))))
        private = set().union(*(set(g.known_cards(p)) for p in self.phones)) - \
            set().union(*(set(g.known_cards(q)) for q in people)) if people else set()
        if (shown & private) or (lookers and shown - allowed):
            self.pc_leaks.append((len(g.actions_log), sorted(shown & private)[:3]))


def phone_player(link, rng):
    """A person at a phone: reads the wire snapshot and answers by number for the decision id it showed."""
    def play(s, seat):
        wire = link.snapshot(seat)
        named = {c["token"] for c in wire["hand"]} | {c["token"] for x in wire["seats"] for z in x["cards"]
                                                      for c in z["cards"]}
        assert {int(tok[1:]) for tok in named} <= set(s.game.known_cards(seat)), "a card this seat may not see"
        d = wire["decision"]
        assert d and d["yours"] and d["answers"], wire["heading"]
        choices = [i for i, a in enumerate(d["answers"]) if not a["passing"]]
        passing = [i for i, a in enumerate(d["answers"]) if a["passing"]]
        i = rng.choice(choices) if choices and (not passing or rng.random() < 0.7) else passing[0]
        assert link.answer(seat, d["id"], i) is None
    return play


@pytest.mark.parametrize("fmt,n,phones,pc,seed", [("duepa", 4, (0, 2), (1,), 3), ("2hg", 4, (0, 2), (1, 3), 5),
                                                  ("divide", 2, (0,), (1,), 2)])
def test_phone_screens_raise_no_curtain_or_call_and_the_pc_never_draws_a_phone_hand(fmt, n, phones, pc, seed):
    s, link = phone_table(fmt, n, phones, pc, seed)
    watch = PhoneWatcher(s, phones)
    person = Person(seed)
    phone = phone_player(link, random.Random(seed))
    d = Driver(s, level="random")
    d.play(lambda s_, seat: (phone if seat in phones else person)(s_, seat), max_actions=500)
    assert watch.pc_snapshots > 50
    assert watch.phone_curtains == 0 and watch.phone_calls == 0
    assert watch.pc_leaks == []
    mine = [e for e in watch.entries if e.seat in phones]
    assert any(e.how == "chosen" for e in mine)
    # nothing but a pass is ever given for a phone without asking it (the interim "only answer" rule is gone)
    assert all(e.passing for e in mine if e.how == "auto"), [e.text for e in mine if e.how == "auto"][:5]


def test_a_phone_answer_goes_through_the_session_only_for_the_current_decision():
    s, link = phone_table("duel", 2, (0,), seed=2)
    entries = []
    s.subscribe_actions(entries.append)
    w = Driver(s, level="random").until_person()
    assert w.person == 0
    wire = link.snapshot(0)
    d = wire["decision"]
    before = s.game.fingerprint()
    assert link.answer(0, d["id"] + "9", 0)["code"] == "stale-decision"
    assert link.answer(0, d["id"], len(d["answers"]))["code"] == "not-offered"
    assert link.answer(1, d["id"], 0)["code"] == "unknown-key"        # a seat without a phone
    assert s.game.fingerprint() == before and entries == []
    first = offered(s.snapshot(phone_screen(0)))[0].text
    assert link.answer(0, d["id"], 0) is None
    assert [(e.seat, e.text, e.how) for e in entries] == [(0, first, "chosen")]
    assert link.answer(0, d["id"], 0)["code"] == "stale-decision"      # the same id again: the game moved on


def test_a_phone_undoes_its_own_answer_through_the_session():
    s, link = phone_table("duel", 2, (0,), seed=2)
    drv = Driver(s, level="random")
    drv.until_person()
    d = link.snapshot(0)["decision"]
    active = next(i for i, a in enumerate(d["answers"]) if not a["passing"])
    n = len(s.game.actions_log)
    assert link.answer(0, d["id"], active) is None
    wire = link.snapshot(0)
    assert wire["undo"] and wire["undo"]["possible"], wire["undo"]
    assert link.undo(0, "0.0.0")["code"] == "stale-decision"
    assert link.undo(0, wire["decision"]["id"]) is None
    assert len(s.game.actions_log) == n
    assert link.undo(0, link.decision_id())["code"] == "no-undo"        # nothing left to take back


def test_a_phone_speaks_its_own_language_while_the_table_speaks_another():
    s, link = phone_table("duepa", 4, (0,), pc=(1,), seed=3, language="en")
    Driver(s, level="random").until_person()
    link.set_language(0, "ja")
    ja = link.snapshot(0)

    def japanese(text):
        return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)
    assert ja["lang"] == "ja" and japanese(ja["status"])
    assert ja["log"] and all(japanese(line) for line in ja["log"][:3]), ja["log"][:3]
    pc = s.snapshot("pc")
    assert not japanese(pc.status) and not any(japanese(e.words or "") for e in pc.events)
    link.set_language(0, "en")
    assert not japanese(link.snapshot(0)["status"])


def test_a_phone_concedes_for_its_own_seat_only_once():
    s, link = phone_table("duel", 2, (0,), seed=4)
    Driver(s, level="random").until_person()
    assert link.concede(1)["code"] == "unknown-key"         # not a phone's seat
    assert link.concede(0) is None
    assert s.game.outcome is not None and not s.game.players[0].alive
    wire = link.snapshot(0)
    assert wire["outcome"] and wire["decision"] is None and wire["result"]
    assert link.concede(0)["code"] == "no-concede"


def test_a_phone_back_from_away_is_shown_what_it_missed_in_its_words_until_it_answers():
    s, link = phone_table("duepa", 2, (0,), pc=(1,), seed=3)
    d = Driver(s, level="random")
    person = Person(3)
    phone = phone_player(link, random.Random(3))
    for _ in range(500):                        # both play until the PC's person is asked, after a while
        w = d.until_person()
        if w.person == 1 and len(s.game.actions_log) > 10:
            break
        (phone if w.person == 0 else person)(s, w.person)
    assert link.snapshot(0)["recap"] == []
    link.away(0)
    seen = len(link.logs[0])
    for _ in range(200):                        # the PC's person plays until the phone's seat is asked
        w = d.until_person()
        if w.over or w.person != 1:
            break
        person(s, 1)
    missed = link.logs[0][seen:]
    assert missed, "something happened while the phone was away"
    link.back(0)
    assert link.snapshot(0)["recap"] == missed[-30:]
    link.set_language(0, "ja")                  # worded again in the phone's new language
    ja = link.snapshot(0)["recap"]
    assert len(ja) == len(missed[-30:]) and ja != missed[-30:]
    wire = link.snapshot(0)
    assert link.answer(0, wire["decision"]["id"], 0) is None
    assert link.snapshot(0)["recap"] == []     # shown until the phone answers
