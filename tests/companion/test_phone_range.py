"""A limited range of influence on the phone page (issue 38 item 2): in a grand melee (801, range 1) the phone
marks the seats beyond its person's range as the PC's table does ("out of range", 影響範囲外) and says who is in
range; where the range reaches everyone nothing is marked."""
from __future__ import annotations

import random

import engine
from engine.ai.levels import make_player
from engine.sim import random_players
from gui.companion.table_link import TableLink, phone_screen
from gui.session import Session, TableOptions, seats_of
from tests.companion.browser import Phone, need_chromium
from tests.companion.helpers import served

import pytest


def melee(n=8, seed=4):
    players = random_players("melee", n, random.Random(seed))
    for i, p in enumerate(players):
        p["name"] = f"P{i}"
    g = engine.new_game("melee", players, seed=seed, first_player=0)
    while g.decision.kind == "mulligan":      # ranges are fixed as a turn begins (801.2c): the first turn
        for p in g.decision.waiting_for():
            g.perform(f"p{p} keep")
    return g


def wire(game, seat=0):
    s = Session(game, seats_of(game, people={seat}, screens={seat: phone_screen(seat)}), options=TableOptions())
    return TableLink(s, [seat]).snapshot(seat)


def test_mtg_801_phone_marks_the_seats_outside_its_range_of_influence():
    g = melee()
    view = g.view(0)
    me = next(x for x in view.seats if x.player == 0)
    assert len(me.in_range) < len(view.seats)            # the format's range is limited
    seats = {x["player"]: x["in_range"] for x in wire(g)["seats"]}
    assert seats == {p: p in me.in_range for p in range(8)}
    assert seats[0] and seats[1] and seats[7] and not seats[4]    # range 1: the neighbours, not across


def test_mtg_801_phone_marks_nothing_where_the_range_reaches_everyone():
    players = random_players("ffa", 4, random.Random(2))
    g = engine.new_game("ffa", players, seed=2)
    assert all(x["in_range"] for x in wire(g)["seats"])


@pytest.mark.browser
def test_mtg_801_phone_page_shows_the_range_of_influence():
    need_chromium()
    computers = {p: make_player("random", p) for p in range(1, 8)}
    with served(melee(), people=(0,), computers=computers) as t:
        for lang, tag, head in (("en", "out of range", "Your range of influence: P0, P1, P7"),
                                ("ja", "影響範囲外", "あなたの影響範囲：P0、P1、P7")):
            with Phone(lang=lang) as p:
                p.open(t.server.link(0))
                p.wait_for("document.querySelector('#seats li.out-of-range') !== null")
                out = p.js("[...document.querySelectorAll('#seats li.out-of-range')].map(li => li.dataset.target)")
                assert sorted(out) == ["p2", "p3", "p4", "p5", "p6"]
                assert p.js("document.querySelector('#seats li.out-of-range .range-tag').textContent") == tag
                assert p.js("document.getElementById('range').textContent") == head
                assert not p.js("document.querySelector('#seats li[data-target=\"p1\"]').classList"
                                ".contains('out-of-range')")
