"""The large card preview (gui/table/preview.py) and the buttons on the table (U1b item 2): the preview is
open only while the pointer rests on the card — not after a drop or an attack whose card glides away under
a still pointer, not across the curtain — and it covers neither the buttons on the table, nor the card looked
at, nor the attacker, the seat it attacks or the blocker; the Pass-until row never covers a hand card; Skip
ahead never covers a pile of the own seat in 2HG.  The pointer is the real cursor (QCursor), moved as a
person moves it; the mouse presses are real events on the table's viewport."""
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest

from .helpers import find_card, pt, zone_center
from .test_game_e2e import MANA, setup_game
from .test_table_arrows import SCENARIO, answer_until
from .test_table_behaviour import to_p0


@pytest.fixture(autouse=True)
def pointer_parked(window):
    """The cursor is the machine's: leave it off the table for the tests that follow (a pointer resting on a
    card would make their own popups send the table a "leave")."""
    yield
    QCursor.setPos(window.mapToGlobal(QPoint(4, 4)))


def settle(window) -> None:
    """Wait until every card rests at its place (dealt cards glide into the hand)."""
    sc = window.table.tscene
    for _ in range(100):
        if all(it.settled() and it.pos() == it.home for it in sc.all_cards()):
            return
        QTest.qWait(10)


def rest_pointer_on(window, target) -> None:
    """Move the cursor to a card (its middle) or a point of the table and let Qt deliver the move (hover
    enter/leave), once the cards have come to rest."""
    settle(window)
    vp = window.table.viewport()
    local = pt(window.table, target.scene_center() if hasattr(target, "scene_center") else target)
    QCursor.setPos(vp.mapToGlobal(local))
    QTest.mouseMove(vp, local)
    QTest.qWait(1)


def drag_with_pointer(window, item, scene_target) -> None:
    """A drag as a person makes it: the cursor goes with the card and stays where it is let go."""
    vp = window.table.viewport()
    rest_pointer_on(window, item)
    a, b = pt(window.table, item.scene_center()), pt(window.table, scene_target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        step = a + (b - a) * (k / 5.0)
        QCursor.setPos(vp.mapToGlobal(step))
        QTest.mouseMove(vp, step)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    QTest.qWait(1)


def view_pt(window, scene_point) -> QPoint:
    """A scene point in the table view's coordinates (the preview's and the buttons': the view's children)."""
    return pt(window.table, scene_point) + window.table.viewport().geometry().topLeft()


def view_rect(window, item) -> QRect:
    vp = window.table.viewport().geometry().topLeft()
    return window.table.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(vp)


def on_table(window, widget) -> QRect:
    """A widget's rectangle in the table view's coordinates."""
    return QRect(widget.mapTo(window.table, QPoint(0, 0)), widget.size())


def test_preview_closes_when_the_dropped_card_glides_away_from_a_still_pointer(window, qtbot, tmp_path):
    window.settings.set("animations", True)
    setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    sc = window.table.tscene
    item = find_card(window, 0, "hand", MANA)
    qtbot.waitUntil(item.settled)
    rest_pointer_on(window, item)
    assert window.preview.isVisible(), "resting on a face-up hand card shows it large"
    mana = zone_center(sc.seats[0], "mana")
    drag_with_pointer(window, item, mana)
    assert window.game.zones["p0.mana"], "the drop charged the card"
    # the card glides to its place in the mana zone; the pointer stays where it let go, off the card
    qtbot.wait(400)
    charged = find_card(window, 0, "mana", MANA)
    assert not charged.sceneBoundingRect().contains(mana)
    assert not window.preview.isVisible(), "the preview stuck after the drop"


def test_preview_closes_when_the_pointer_leaves_with_no_event_saying_so(window, qtbot, tmp_path):
    setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    item = find_card(window, 0, "hand", MANA)
    rest_pointer_on(window, item)
    assert window.preview.isVisible()
    # a popup, the curtain or a fast flick to the side panel: Qt may send the card no "leave"
    QCursor.setPos(window.panel.mapToGlobal(window.panel.rect().center()))
    qtbot.waitUntil(lambda: not window.preview.isVisible(), timeout=1000)


def attack_table(window, qtbot, tmp_path):
    """Aki attacks Ben, who may block; Chie, on the other side of the table, has a creature out too: its
    preview, put on the side away from it, would land on Ben's seat and blocker."""
    window.settings.set("privacy", False)
    window.settings.set("animations", True)
    path = tmp_path / "arrows.toml"
    path.write_text(SCENARIO.replace('name = "Chie"\n', 'name = "Chie"\nbattle = [{ card = "TS-FILL" }]\n'),
                    encoding="utf-8")
    assert window.puzzles.load_puzzle(str(path))
    return window.game, window.table.tscene


def speed_attacker_out(window, qtbot, pay=None):
    """The bundled puzzle "Duel: strike at once" as in a real window: Pachil summoned and paid for (by
    `pay(game, scene)`, else automatically)."""
    from pathlib import Path
    window.settings.set("animations", True)
    root = Path(__file__).resolve().parents[2]
    assert window.puzzles.load_puzzle(str(root / "assets/puzzles/shield/duel_speed_attacker.toml"))
    g, sc = window.game, window.table.tscene
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    pachil = next(it for it in sc.seats[0].items["hand"].values())
    window.table_input.do_action(f"p0 summon {pachil.token}")
    if pay is not None:
        pay(g, sc)
    else:
        window.table_input.do_action(next(str(a) for a in g.legal_actions(0) if str(a).split()[1] == "autopay"))
    return g, sc


def test_preview_leaves_the_card_that_can_attack_in_sight(window, qtbot):
    """Paying by clicking the mana card, the pointer rests on it: once Pachil is out and may attack, the
    preview (opened before) moves off it."""
    def click_to_pay(g, sc):
        mana = next(it for it in sc.seats[0].items["mana"].values())
        rest_pointer_on(window, mana)
        assert window.preview.isVisible()
        vp = window.table.viewport()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt(window.table, mana.scene_center()))
        QTest.qWait(1)

    g, sc = speed_attacker_out(window, qtbot, click_to_pay)
    assert g.zones["p0.battle"], "the click paid: Pachil is out"
    settle(window)
    pachil = next(it for it in sc.seats[0].items["battle"].values())
    assert pachil.lit and window.preview.isVisible()
    assert not window.preview.geometry().intersects(view_rect(window, pachil)), "the preview hides the attacker"


def test_preview_does_not_open_by_itself_for_an_attacker(window, qtbot):
    """Pachil dragged onto Bunta's seat and let go there; the attack wins the game.  The attacker's preview
    used to open at the release (the card was under the pointer) and stay over the table."""
    g, sc = speed_attacker_out(window, qtbot)
    item = next(it for it in sc.seats[0].items["battle"].values())
    drag_with_pointer(window, item, sc._point_of("p1"))
    assert g.outcome is not None, "the attack won the puzzle"
    qtbot.wait(400)
    assert not window.preview.isVisible(), "the attacker's preview opened by itself"


def test_preview_covers_neither_the_attack_nor_the_buttons(window, qtbot, tmp_path):
    g, sc = attack_table(window, qtbot, tmp_path)
    att, blk = g.zones["p0.battle"][0], g.zones["p1.battle"][0]
    window.table_input.do_action(f"p0 attack c{att}")
    if "p0 target p1" in [str(a) for a in g.legal_actions(0)]:
        window.table_input.do_action("p0 target p1")
    answer_until(window, "block")       # Ben decides: the attack arrow, and a dashed one from the blocker
    window.refresh()
    settle(window)                      # the screen is Ben's now: the cards glide to their places
    assert sc._point_of(blk) is not None
    ends = [p for a, b, _c, _s in sc.arrows() for p in (a, b)]
    assert len(ends) >= 4, "attack and block arrows are drawn"
    # every face-up card of the table, looked at in turn
    looked = 0
    for item in [it for it in sc.all_cards() if it.face_up and it.defn is not None]:
        rest_pointer_on(window, item)
        if not window.preview.isVisible():
            continue
        looked += 1
        shown = window.preview.geometry()
        for p in ends:
            assert not shown.contains(view_pt(window, p)), f"the preview of {item.token} covers the fight"
        assert not shown.intersects(on_table(window, window.table.end_turn_button)), "it covers End turn"
        assert not shown.intersects(view_rect(window, item)), "it covers the card looked at"
    assert looked >= 3


def test_preview_never_covers_end_turn_or_the_pass_until_row(window, qtbot, tmp_path):
    setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    sc = window.table.tscene
    bar = window.priority_bar
    looked = 0
    for item in [it for it in sc.all_cards() if it.face_up and it.defn is not None]:
        rest_pointer_on(window, item)
        if not window.preview.isVisible():
            continue        # a card half under another: the pointer is on that one
        looked += 1
        shown = window.preview.geometry()
        for b in (window.table.end_turn_button, bar):
            if b.isVisible():
                assert not shown.intersects(on_table(window, b)), f"the preview of {item.token} covers {b.objectName()}"
    assert looked >= 3 and window.table.end_turn_button.isVisible()


def test_no_preview_of_the_previous_persons_card_across_the_curtain(window, qtbot, tmp_path):
    setup_game(window, qtbot, tmp_path)     # privacy on: the screen passes behind the curtain
    to_p0(window, qtbot)
    sc = window.table.tscene
    mine = find_card(window, 0, "hand", MANA)
    rest_pointer_on(window, mine)
    assert window.preview.isVisible()
    # Aki ends the turn with the pointer still on the card; the curtain comes for the next person
    window.ctl.end_turn()
    for _ in range(10):
        if window.curtain.isVisible() and not window.curtain.asking:
            break
        if window.curtain.isVisible():
            qtbot.mouseClick(window.curtain.no_button, Qt.MouseButton.LeftButton)
        qtbot.wait(5)
    assert window.curtain.isVisible() and window.ctl.screen_player != 0
    assert not window.preview.isVisible()
    # under the curtain, a late hover of Aki's card (Qt delivers it to the item still on the table)
    sc.card_hovered(mine, True)
    assert not window.preview.isVisible(), "a preview opened under the curtain"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.ctl.screen_player != 0
    assert not window.preview.isVisible() or window.preview.item.owner != 0, "Aki's card is shown to another"


def test_pass_until_row_covers_no_hand_card(window, qtbot, tmp_path):
    setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    bar = window.priority_bar
    settle(window)
    assert bar.isVisible(), "the charge step may be passed"
    row = on_table(window, bar)
    hand = window.table.tscene.seats[0].items["hand"].values()
    assert hand
    for it in hand:
        assert not row.intersects(view_rect(window, it)), f"the Pass-until row covers {it.token}"


def piles_on_view(window, box):
    from gui.table.layouts.zone_items import PILE_KINDS
    vp = window.table.viewport().geometry().topLeft()
    out = []
    for key, z in box.zones.items():
        if z.zv is not None and z.zv.kind in PILE_KINDS:
            out.append((key, window.table.mapFromScene(z.mapToScene(z.rect).boundingRect()).boundingRect().translated(vp)))
    return out


def test_skip_ahead_covers_no_pile_in_2hg_in_both_languages(window, qtbot):
    from engine.sim import bundled_decks
    from gui import i18n
    from gui.table.view import own_seat_box
    decks = bundled_decks("2hg")
    kinds = ["human", "human", "computer", "computer"]
    players = [{"name": n, "deck": decks[i % len(decks)], "seat": i, "kind": kinds[i], "level": "normal",
                "team": 0 if i < 2 else 1} for i, n in enumerate(["Akari", "Bunta", "Chiharu", "Daichi"])]
    window.ctl.computer_level = "normal"
    window.games.start_game({"format": "2hg", "options": None, "seed": 5, "first_player": 2, "players": players})
    if window.curtain.isVisible():
        window.ctl.curtain_lifted()
    t = window.table
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        t.skip_button.show()        # as while a computer thinks (update_controls shows it then)
        t.place_controls()
        box = own_seat_box(t.tscene)
        assert box is not None, "2HG is drawn on the zone table"
        piles = piles_on_view(window, box)
        assert len(piles) >= 3, piles       # library, graveyard, exile
        for b in (t.skip_button, t.end_turn_button):
            r = on_table(window, b)
            for key, pile in piles:
                assert not r.intersects(pile), f"{lang}: {b.objectName()} covers {key}"
        assert not on_table(window, t.skip_button).intersects(on_table(window, t.end_turn_button))
    i18n.set_language("en")
