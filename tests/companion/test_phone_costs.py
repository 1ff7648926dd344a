"""What a phone tap costs the table (issue 38 item 5), as counts rather than times: a publish builds one view per
screen and no more (a screen's new log lines named teams from a whole spectator view of their own: ten views for
nine screens and more); a phone's part of a seat is made again only when that seat changed (8 phones at 8 seats
are 64 parts per update, and a tap changes a seat or two), and the server writes a part's text once; and the
phones' wire snapshots, whose seats are made once for the phones that see them alike and kept while unchanged,
are the same as if each were made afresh and name no card their phone does not know."""
from __future__ import annotations

import random

import engine
from engine.sim import choose_random, random_players
from gui.companion import protocol
from gui.companion.table_link import TableLink, phone_seats
from gui.session import Session, TableOptions
from gui.session.seeing import known_cards


def eight_phones(fmt="duepa", seed=5, n=8):
    g = engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed)
    s = Session(g, phone_seats(g, range(n)), options=TableOptions())
    return g, s, TableLink(s, range(n))


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


def seats_as_shown(s, n: int) -> dict:
    """Each seat as the phones' views show it (every viewer's view of its zones, card by card, with its name,
    life, turn and range): what a phone's part of that seat may depend on, read from the views alone."""
    out = {}
    for x in range(n):
        shown = []
        for v in range(n):
            view = s.snapshot(f"phone:{v}").view
            sv = view.seats[x]
            shown.append((sv.name, sv.alive, tuple(sorted(sv.counters.items())), x in view.active_players,
                          tuple(view.seats[v].in_range),
                          tuple((k, view.zones[k].count, tuple((c.token, c.tapped) for c in view.zones[k].cards))
                                for k in sv.zones if k in view.zones)))
        out[x] = tuple(shown)
    return out


def test_a_phone_makes_again_only_the_parts_of_the_seats_that_changed(monkeypatch):
    made = []
    real = TableLink._seat_made
    monkeypatch.setattr(TableLink, "_seat_made", lambda self, w, x, *a: made.append(x.player) or real(self, w, x, *a))
    for fmt, seed in (("duepa", 5), ("melee", 4)):
        g, s, link = eight_phones(fmt, seed)
        rng = random.Random(2)
        before = seats_as_shown(s, 8)
        for _ in range(8):
            link.snapshot(_)
        total = 0
        for k in range(60):
            if g.outcome is not None:
                break
            step(g, rng)
            s.publish()
            now = seats_as_shown(s, 8)
            changed = {x for x in now if now[x] != before[x]}
            made.clear()
            for seat in range(8):
                link.snapshot(seat)
            assert set(made) <= changed, (fmt, k, sorted(set(made)), sorted(changed))
            # made once for the phones that see the seat alike: its own phone, the others (those in range and
            # not, in a grand melee), a phone that looked at one of its hidden cards
            assert max([made.count(x) for x in changed] or [0]) <= 4, (fmt, k, made)
            total += len(made)
            made.clear()
            s.publish()                 # published again, nothing changed: 8 new snapshots, no part made
            for seat in range(8):
                link.snapshot(seat)
            assert made == [], (fmt, k)
            before = now
        assert total <= 64 * 60 // 8, (fmt, total)     # an eighth of the parts at most (about 1 in 20 here)


def test_phone_snapshots_of_kept_parts_equal_fresh_ones_and_name_only_known_cards():
    for fmt, seed, n in (("duepa", 5, 8), ("melee", 4, 8), ("tag", 3, 4), ("2hg", 2, 4)):
        g, s, link = eight_phones(fmt, seed, n)
        rng = random.Random(3)
        for k in range(50):
            if g.outcome is not None:
                break
            if k % 10 == 9:             # the game moves on, not yet published (a new TableLink publishes)
                before = TableLink(s, range(n))
                step(g, rng)
                for seat in range(n):   # the snapshot as published; nothing is kept from the game as it is now
                    assert link.snapshot(seat)["seats"] == before.snapshot(seat)["seats"], (fmt, k, seat)
            else:
                step(g, rng)
            s.publish()
            if k == 30:
                link.set_language(1, "ja")
            fresh = TableLink(s, range(n))
            if k >= 30:
                fresh.set_language(1, "ja")
            for seat in range(n):
                kept, new = link.snapshot(seat), fresh.snapshot(seat)
                assert (kept["seats"], kept["hand"]) == (new["seats"], new["hand"]), (fmt, k, seat)
                known = known_cards(s.snapshot(f"phone:{seat}").view)
                named = {c["token"] for x in kept["seats"] for z in x["cards"] for c in z["cards"]}
                named |= {c["token"] for c in kept["hand"]}
                assert named <= known, (fmt, k, seat, named - known)


def test_duepa_301_2_a_phone_that_looked_at_a_hand_sees_it_though_no_card_moved():
    """Knowing a card is part of a seat's state: A looks at B's hand (DuePa 301.2: the looker only), no card of
    B's moves, and A's phone now names B's card in B's seat while C's phone still does not."""
    from tests.formats.duepa_support import label, player, scenario
    from tests.formats.test_duepa_3xx import LOOK, cast, do
    g = scenario([player("A", hand=[{"card": "TS-LOOK", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", hand=[{"card": "TS-BIG", "as": "secret"}]), player("C"), player("D")], cards=[LOOK])
    s = Session(g, phone_seats(g, range(4)), options=TableOptions())
    link = TableLink(s, range(4))
    secret = f"c{label(g, 'secret')}"

    def named_in_b(seat):
        return {c["token"] for z in link.snapshot(seat)["seats"][1]["cards"] for c in z["cards"]}
    assert all(secret not in named_in_b(seat) for seat in (0, 2, 3))
    hand = list(g.zones["p1.hand"])
    cast(g, 0, "s")
    do(g, "p0 opponent p1")
    s.publish()
    assert list(g.zones["p1.hand"]) == hand
    assert secret in named_in_b(0)
    assert all(secret not in named_in_b(seat) for seat in (2, 3))


def test_the_server_writes_each_part_once_and_sends_the_message_as_json_would(monkeypatch):
    writer = protocol.SnapshotText()
    parts_written = []
    real = protocol._ENCODE
    monkeypatch.setattr(protocol, "_ENCODE", lambda o: (parts_written.append(id(o)) if isinstance(o, dict) and
                                                        "zones" in o else None) or real(o))
    g, s, link = eight_phones()
    rng = random.Random(4)
    seen = set()
    for k in range(40):
        step(g, rng)
        s.publish()
        bodies = [link.snapshot(seat) for seat in range(8)]
        new = {id(x) for b in bodies for x in b["seats"]} - seen
        parts_written.clear()
        for b in bodies:
            assert writer.text(b) == real(protocol.snapshot(b)), k
        assert sorted(parts_written) == sorted(new), k     # each new part once; a kept part's text is reused
        seen |= new
