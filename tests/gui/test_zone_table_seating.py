"""G3: the zone table follows the seating graph and the view's team facts: teams seated alternately (811)
keep their turn order around the table, Emperor's team box stars the emperor and shows no shared life
(life is per player, 809), tapped permanents lie across at full size, narrow piles keep a word."""
import random

from PySide6.QtCore import Qt

from engine.newgame import new_game
from engine.sim import bundled_decks, default_teams

NAMES = ["Aki", "Bo", "Chi", "Dai", "Emi", "Fumi"]


def players_of(fmt, n):
    decks, teams = bundled_decks(fmt), default_teams(fmt, n)
    return [{"name": NAMES[i], "deck": decks[i % len(decks)], "seat": i, "kind": "human",
             **({"team": teams[i]} if teams else {})} for i in range(n)]


def show(window, qtbot, g):
    window.games.set_game(g)
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    return window.table.tscene


def test_alternating_teams_sit_in_turn_order_not_side_by_side(window, qtbot):
    g = new_game("alternating", players_of("alternating", 4), seed=1, first_player=0)
    sc = show(window, qtbot, g)
    me = window.ctl.screen_player
    order = [(me + k) % 4 for k in range(4)]
    assert [p for p in order if g.players[p].team == g.players[me].team] == [me, (me + 2) % 4]   # alternate
    bottom = sc.boxes[me].rect
    others = [sc.boxes[p].rect for p in order[1:]]
    assert all(r.bottom() < bottom.top() for r in others)       # only the screen's person at the bottom
    xs = [r.left() for r in others]
    assert xs == sorted(xs)                                     # then clockwise: left to right across the top


def test_emperor_team_box_stars_the_emperor_and_shows_no_shared_life(window, qtbot):
    g = new_game("emperor", players_of("emperor", 6), seed=1, first_player=0)
    sc = show(window, qtbot, g)
    emperors = set(g.memory["emperors"].values())
    assert emperors == {1, 4}                                   # the middle seat of each team (809.2)
    for t, box in sc.team_boxes.items():
        head, body = box.lines()
        starred = next(part for part in head.split("  ")[1].split(" · ") if part.startswith("★"))
        assert starred[1:] in {NAMES[e] for e in emperors}
        assert "Life" not in body and "leads" in body          # life is each player's, at their seat
    for p, seat in sc.boxes.items():
        assert "Life 20" in seat.counters_text() or "20" in seat.counters_text()


def test_2hg_team_box_keeps_the_primary_player_and_the_shared_life(window, qtbot):
    g = new_game("2hg", players_of("2hg", 4), seed=1, first_player=0)
    sc = show(window, qtbot, g)
    head, body = sc.team_boxes[0].lines()
    assert "★Aki" in head and "Life 30" in body and "leads" not in body
    # the shared life is said once, in the team's box: a seat saying "Life 30" too read as 60 for the team
    assert all("Life" not in seat.counters_text() for seat in sc.boxes.values())


def test_tapped_permanents_lie_across_at_full_size(window, qtbot):
    rng = random.Random(3)
    g = new_game("magic", players_of("magic", 2), seed=3, first_player=0)
    for _ in range(3000):
        tapped = [c for c in g.view(None).zones.values() if c.name == "battlefield" for c in c.cards if c.tapped]
        if g.outcome is None and any(z.name == "battlefield" and any(c.tapped for c in z.cards) and
                                     any(not c.tapped for c in z.cards) for z in g.full_view().zones.values()):
            break
        acts = [str(a) for a in g.legal_actions(g.decision.waiting_for()[0]) if a.verb != "concede"]
        g.perform(rng.choice(acts))
    del tapped
    sc = show(window, qtbot, g)
    zone = next(z for z in sc.zone_boxes() if z.zv is not None and z.zv.name == "battlefield"
                and any(it.data_.get("tapped") for it in z.items.values())
                and any(not it.data_.get("tapped") for it in z.items.values()))
    lying = [it for it in zone.items.values() if it.data_.get("tapped")]
    standing = [it for it in zone.items.values() if not it.data_.get("tapped")]
    assert all(it.rotation() == 90 for it in lying) and all(it.rotation() == 0 for it in standing)
    assert {(it.w, it.h) for it in lying} == {(it.w, it.h) for it in standing}     # not drawn smaller


def test_narrow_pile_captions_keep_a_word(window, qtbot):
    from gui import i18n
    for lang in ("ja", "en"):
        i18n.set_language(lang)
        try:
            g = new_game("2hg", players_of("2hg", 4), seed=1, first_player=0)
            sc = show(window, qtbot, g)
            piles = [z for z in sc.zone_boxes() if z.zv is not None and z.zv.kind == "pile" and z.caption_h()]
            assert piles
            for z in piles:
                lines, _size = z.caption_lines()
                text = " ".join(lines)
                assert any(ch.isalpha() for ch in text), (z.caption(), text)   # a word, not a bare count
                assert text.endswith(str(z.zv.count)) and "…" not in text
                assert z.toolTip() == z.caption()                 # the full name where the short one shows
                if lang == "ja" and z.zv.name == "library":       # the stack game's word, whole (U1a: not 山札)
                    assert lines[0] == "ライブラリー" or lines[0].startswith("ライブラリー "), lines
        finally:
            i18n.set_language("en")


def test_zone_table_drops_the_classic_turn_line_and_keeps_its_felt_cached(window, qtbot):
    """After a shield game the zone table shows no leftover turn line of the classic table; an update that
    moves no seat keeps the view's cached felt (the background is redrawn only when it changes)."""
    sc = show(window, qtbot, new_game("duepa", players_of("duepa", 4), seed=1, first_player=0))
    assert sc.turn_info.isVisible()
    g = new_game("2hg", players_of("2hg", 4), seed=1, first_player=0)
    sc = show(window, qtbot, g)
    assert sc.zone_mode and not sc.turn_info.isVisible()
    resets = []
    sc.changed_layout = lambda: resets.append(1)
    sc.set_state(sc.view, sc.ctx)
    assert resets == []
    # the turn line is drawn with the felt: a new step redraws it
    from dataclasses import replace
    sc.set_state(sc.view, replace(sc.ctx, info=sc.ctx.info + " (next step)"))
    assert resets == [1]
