"""Small things a new player saw at the table (U1a item 6), each with the test that failed before its fix:
an empty Partner pile in formats without partners; "Life 0 red zone" before the life was dealt."""
from __future__ import annotations

import engine
from engine.sim import bundled_decks


def two(fmt):
    d = bundled_decks(fmt)
    return [{"name": n, "deck": d[i % len(d)], "seat": i} for i, n in enumerate(("Aki", "Bo"))]


def test_only_formats_with_a_partner_show_the_partner_zone():
    for fmt, shown in (("duel", False), ("digital", False), ("duepa", True)):
        g = engine.new_game(fmt, two(fmt), seed=1)
        keys = g.view(0).seats[0].zones
        assert ("p0.partner" in keys) is shown, (fmt, keys)


def test_no_life_zone_state_before_the_life_is_dealt(window, qtbot):
    d = bundled_decks("tag")
    players = [{"name": n, "deck": d[i], "seat": i, "team": i // 2, "kind": "human"}
               for i, n in enumerate(["Aki", "Bo", "Chi", "Dai"])]
    g = engine.new_game("tag", players, seed=4)
    assert g.decision.kind == "mulligan" and all(t.state == "" for t in g.view(None).teams)
    window.games.start_game({"format": "tag", "players": players, "options": {}, "seed": 4, "first_player": 0})
    qtbot.wait(20)
    boxes = window.table.tscene.team_boxes if hasattr(window.table.tscene, "team_boxes") else {}
    texts = [" ".join(b.lines()) for b in boxes.values()]
    assert texts and not any("red zone" in t or "Life 0" in t for t in texts), texts
