"""The zone-spec table (G3): tag, Two-Headed Giant and a free-for-all with range of influence 1 and attack
left, laid out from the typed view and played to a winner by drags and clicks, from the bundled puzzles
(assets/puzzles, scenario files near the end of a game)."""
from pathlib import Path

from PySide6.QtCore import Qt

import engine
from engine.sim import bundled_decks

from .helpers import drag

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = ROOT / "assets" / "puzzles"


def lift_curtain(window, qtbot):
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)


def box_center(box):
    return box.mapToScene(box.rect.center())


def scene(window):
    return window.table.tscene


def card_in(window, key, token=None):
    sc = scene(window)
    zone = next(z for z in sc.zone_boxes() if z.key == key)
    items = list(zone.items.values())
    return next(it for it in items if token is None or it.token == token)


def wait_for(window, qtbot, pred, timeout=5000):
    qtbot.waitUntil(lambda: (lift_curtain(window, qtbot), pred())[1], timeout=timeout)


# ----- layout -------------------------------------------------------------------------------------
def start_tag(window):
    decks = bundled_decks("tag")
    players = [{"name": n, "deck": decks[i], "seat": i, "team": i // 2, "kind": "human"}
               for i, n in enumerate(["Aki", "Bo", "Chi", "Dai"])]
    window.games.start_game({"format": "tag", "players": players, "options": {}, "seed": 4, "first_player": 0})


def test_tag_table_teams_face_each_other_around_the_shared_field(window, qtbot):
    start_tag(window)
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    sc = scene(window)
    assert sc.zone_mode and window.ctl.screen_player == 0
    assert set(sc.shared_boxes) == {"all.field", "all.res"}
    field, res = sc.shared_boxes["all.field"], sc.shared_boxes["all.res"]
    mid = field.mapToScene(field.rect.center()).y()
    # the screen's team at the bottom, the other team at the top: front players face each other
    assert sc.boxes[0].rect.top() > mid and sc.boxes[1].rect.top() > mid
    assert sc.boxes[2].rect.bottom() < mid and sc.boxes[3].rect.bottom() < mid
    front = {a: b for a, b, kind in sc.ctx.links if kind == "front"} | {b: a for a, b, kind in sc.ctx.links
                                                                       if kind == "front"}
    for p in (0, 1):     # each bottom player's front player sits above them, on the other side
        q = front[p]
        assert sc.boxes[q].rect.bottom() < mid
    assert len(sc.front_lines()) == 2     # drawn across the table from the seating graph
    # each team's box shows the shared life with its yellow / red state
    assert set(sc.team_boxes) == {0, 1}
    assert sc.team_boxes[0].rect.top() > sc.team_boxes[1].rect.top()
    head, body = sc.team_boxes[0].lines()
    # the mulligans come before the life is dealt: no zone yet (U1a: it said "Life 0 red zone")
    assert "Aki" in head and "Bo" in head and "yellow" not in body and "red" not in body
    # each player's own zones at their seat: hand, energy, deck, graveyard, territory
    assert set(sc.boxes[0].zones) == {"p0.hand", "p0.energy", "p0.deck", "p0.grave", "p0.territory"}
    # the resolution area is a last-in-first-out list beside the field
    assert res.zv.kind == "lifo" and res.rect.left() > field.rect.left()
    # the screen's person sees their hand and their partner's (tag 301-3), not the opponents'
    assert all(it.face_up for it in sc.boxes[0].zones["p0.hand"].items.values())
    assert all(it.face_up for it in sc.boxes[1].zones["p1.hand"].items.values())
    assert not any(it.face_up for it in sc.boxes[2].zones["p2.hand"].items.values())


def test_tag_drag_a_hand_card_to_energy(window, qtbot):
    start_tag(window)
    g = window.game
    # mulligans: each person keeps by clicking Keep in the decision panel

    def keep_or_energy():
        d = g.decision
        if d is not None and d.kind == "mulligan":
            btn = next((b for t, b in window.panel.buttons.items() if t.endswith(" keep")), None)
            if btn is not None:
                qtbot.mouseClick(btn, Qt.MouseButton.LeftButton)
            return False
        return any(a.verb == "energy" for a in scene(window).answers)
    wait_for(window, qtbot, keep_or_energy)
    me = window.ctl.acting()
    src = next(a.source for a in scene(window).answers if a.verb == "energy")
    item = card_in(window, f"p{me}.hand", src)
    target = scene(window).boxes[me].zones[f"p{me}.energy"]
    # while dragging, the energy zone lights up and nothing else does
    scene(window).drag_started(item)
    assert target.lit and not scene(window).shared_boxes["all.field"].lit
    scene(window).drag_dropped(item, box_center(target))
    assert g.cards[int(src[1:])].id in g.zones[f"p{me}.energy"]
    qtbot.waitUntil(lambda: src in scene(window).boxes[me].zones[f"p{me}.energy"].items)


# ----- games to a winner -------------------------------------------------------------------------------
def test_tag_puzzle_to_a_winner_by_a_drag_onto_the_front_player(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "lifezone" / "tag_last_hit.toml"))
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    g = window.game
    sc = scene(window)
    assert sc.zone_mode
    attacker = next(a.source for a in sc.answers if a.verb == "attack")
    item = card_in(window, "all.field", attacker)
    front = g.seating.front(g.players[0].seat)
    front_p = next(p.index for p in g.players if p.seat == front)
    # only the front player lights up (403-1b): the follow gesture's one target
    sc.drag_started(item)
    assert sc.boxes[front_p].lit and not any(sc.boxes[q].lit for q in sc.boxes if q != front_p)
    sc.drag_dropped(item, sc.boxes[front_p].header_point())
    wait_for(window, qtbot, lambda: g.outcome is not None)
    assert g.outcome.teams[0][0] == "won" and g.outcome.teams[1][0] == "lost"


def test_two_headed_giant_puzzle_to_a_winner(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "stack" / "2hg_last_swing.toml"))
    g = window.game
    sc = scene(window)
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    # team life between the teammates, not per player
    assert sc.team_boxes[1].tv.counters["life"] == 4 and "4" in sc.team_boxes[1].lines()[1]
    # nobody holds anything to play: the team's passes are given; the first stop is declaring attackers
    wait_for(window, qtbot, lambda: g.decision is not None and g.decision.kind == "declare-attackers")
    item = card_in(window, "p0.battlefield", next(a.source for a in sc.answers if a.verb == "attack"))
    drag(qtbot, window.table, item, sc.boxes[2].header_point())
    wait_for(window, qtbot, lambda: g.outcome is not None)
    assert g.outcome.teams[0][0] == "won" and g.outcome.teams[1][0] == "lost"


def test_free_for_all_range_1_attack_left_to_a_winner(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "stack" / "ffa_range_left.toml"))
    g = window.game
    sc = scene(window)
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    assert g.options["range"] == 1 and g.options["attack"] == "left"
    # the player across the table is outside Akari's range of influence: dimmed
    assert sc.boxes[2].out_of_range and sc.boxes[2].opacity() < 1
    assert not sc.boxes[1].out_of_range and not sc.boxes[3].out_of_range
    wait_for(window, qtbot, lambda: g.decision is not None and g.decision.kind == "declare-attackers")
    item = card_in(window, "p0.battlefield", next(a.source for a in sc.answers if a.verb == "attack"))
    # attack left: only the left neighbour lights up
    sc.drag_started(item)
    assert [q for q, b in sc.boxes.items() if b.lit] == [1]
    sc.drag_dropped(item, sc.boxes[1].header_point())
    # the turns go round: the others lose by drawing from empty libraries; nobody has to click a pass
    wait_for(window, qtbot, lambda: g.outcome is not None)
    assert g.outcome is not None and g.outcome.winners == [0]


def test_new_game_offers_every_registered_format_and_starts_each(window, qtbot):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    names = {dlg.formats[i].name for i in range(dlg.format_box.count())}
    assert names == {f.name for f in engine.formats()}
    dlg.reject()


def test_every_format_starts_from_the_dialog_saves_and_resumes(window, qtbot, tmp_path):
    """Done when: every registered format starts from New game with its defaults, is drawn, and a save of it
    opens again to the same position (the zone table for the formats with shared or team zones)."""
    from PySide6.QtWidgets import QPushButton
    for i in range(len(engine.formats())):
        window.games.new_game_dialog()
        dlg = window.games.new_game_dlg
        dlg.format_box.setCurrentIndex(i)
        name = dlg.info.name
        qtbot.mouseClick(dlg.findChild(QPushButton, "start"), Qt.MouseButton.LeftButton)
        if window.game is None or window.game.format.name != name:     # "abandon the running game?"
            box = window.games.abandon_box
            qtbot.mouseClick(box.button(box.StandardButton.Yes), Qt.MouseButton.LeftButton)
        g = window.game
        assert g is not None and g.format.name == name
        lift_curtain(window, qtbot)
        shared = any(z.scope in ("shared", "team") for z in g.view(None).zones.values())
        assert scene(window).zone_mode == shared, name
        path = tmp_path / f"{name}.enza"
        assert window.files.save_to(str(path))
        fp = g.fingerprint()
        assert window.files.open_path(str(path)) and window.game.fingerprint() == fp, name


def test_a_buster_revealed_during_damage_is_shown_to_the_table(window, qtbot, tmp_path):
    src = (ROOT / "tests" / "scenarios" / "tag" / "ts_bd_t_701_1.toml").read_text(encoding="utf-8")
    actions = ["p1 attack c16", "p1 target p2"]
    assert 'actions = ["p1 attack c16", "p1 target p2"]' in src
    path = tmp_path / "buster.toml"     # the same scenario, stopped before the attack
    path.write_text(src.replace('actions = ["p1 attack c16", "p1 target p2"]', ""), encoding="utf-8")
    g = engine.load_scenario(str(path))
    window.games.set_game(g, 1)
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 1)
    for a in actions:
        window.table_input.do_action(a)
    pop = window.reveal_popup
    qtbot.waitUntil(pop.isVisible)
    kind, cid = pop.last
    assert kind == "buster" and "Buster" in pop.text.text()
    assert not pop.card.pixmap().isNull()
