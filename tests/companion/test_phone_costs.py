"""What a phone tap costs the table (issue 38 item 5), as counts rather than times: a publish builds one view per
screen and no more (a screen's new log lines named teams from a whole spectator view of their own: ten views for
nine screens and more), and the phones' wire snapshots, whose seats are made once for the phones that see them
alike, are the same as if each were made afresh."""
from __future__ import annotations

import random

import engine
from engine.sim import choose_random, random_players
from gui.companion.table_link import TableLink, phone_seats
from gui.session import Session, TableOptions


def eight_phones(fmt="duepa", seed=5):
    g = engine.new_game(fmt, random_players(fmt, 8, random.Random(seed)), seed=seed)
    s = Session(g, phone_seats(g, range(8)), options=TableOptions())
    return g, s, TableLink(s, range(8))


def step(g, rng):
    p = g.decision.waiting_for()[0]
    g.perform(choose_random(g.legal_actions(p), rng))


def test_a_publish_builds_one_view_per_screen(monkeypatch):
    g, s, _link = eight_phones()
    built = []
    for name in ("view", "full_view"):
        real = getattr(type(g), name)
        monkeypatch.setattr(type(g), name, lambda self, *a, _real=real, **k: built.append(1) or _real(self, *a, **k))
    rng = random.Random(2)
    for _ in range(60):
        step(g, rng)
        built.clear()
        s.publish()
        assert len(built) <= len(s.screens), len(built)


def test_phone_snapshots_made_from_shared_seats_equal_fresh_ones():
    for fmt, seed in (("duepa", 5), ("melee", 4)):
        g, s, link = eight_phones(fmt, seed)
        rng = random.Random(3)
        for k in range(80):
            if g.outcome is not None:
                break
            step(g, rng)
            s.publish()
            fresh = TableLink(s, range(8))
            for seat in (k % 8, (k + 3) % 8):
                kept, new = link.snapshot(seat), fresh.snapshot(seat)
                assert (kept["seats"], kept["hand"]) == (new["seats"], new["hand"]), (fmt, k, seat)
