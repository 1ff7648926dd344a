"""What the table leaves on the screen (U1b item 2, part B): the pixels the window really shows after a drop, a
cancelled drag or a card gliding to a new place — read back from the window's backing store
(`QScreen.grabWindow`, which repaints nothing), not from a fresh render of the scene, because the defects
were regions Qt was never asked to repaint: a drop target that stays green, an arrow half drawn from where a
card glided away."""
from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.table.arrows import TARGET_COLOR
from gui.table.seat_parts import ZoneArea

from .test_zone_table import wait_for

LIT = QColor("#7CFC8A")

BOLT_2HG = """
title = "a bolt at a creature"
format = "2hg"
turn_player = 0
step = "main1"
seed = 1

[[player]]
name = "Akari"
seat = 0
team = 0
library = ["ST-L4", "ST-L4", "ST-L4"]
hand = ["ST-R02"]
battlefield = ["ST-L4", "ST-L4"]

[[player]]
name = "Bunta"
seat = 1
team = 0
library = ["ST-L4", "ST-L4", "ST-L4"]
battlefield = ["ST-L4"]

[[player]]
name = "Chiharu"
seat = 2
team = 1
library = ["ST-L4", "ST-L4", "ST-L4"]
hand = ["ST-R02"]
battlefield = ["ST-B04", "ST-L4"]

[[player]]
name = "Daichi"
seat = 3
team = 1
library = ["ST-L4", "ST-L4", "ST-L4"]
"""


def shown(window):
    """The window as it is on the screen now: its backing store, nothing repainted for the look."""
    QApplication.processEvents()    # pending repaints only: a region Qt was not told about stays as it was
    return window.screen().grabWindow(window.winId()).toImage()


def on_screen(window, scene_point: QPointF) -> QPoint:
    view = window.table
    return view.viewport().mapTo(window, view.mapFromScene(scene_point))


def close(c: QColor, want: QColor, tol: int = 40) -> bool:
    return max(abs(c.red() - want.red()), abs(c.green() - want.green()), abs(c.blue() - want.blue())) < tol


def green_edge_pixels(window, area: ZoneArea) -> int:
    """Pixels of the lit colour along the frame of a zone's drop area (where its green frame is drawn)."""
    img = shown(window)
    r = area.rect
    edge = [QPointF(x, y) for y in (r.top(), r.bottom()) for x in range(int(r.left()) + 8, int(r.right()) - 8, 4)]
    edge += [QPointF(x, y) for x in (r.left(), r.right()) for y in range(int(r.top()) + 8, int(r.bottom()) - 8, 4)]
    n = 0
    for q in edge:
        p = on_screen(window, area.mapToScene(q))
        n += any(close(img.pixelColor(p.x() + dx, p.y() + dy), LIT) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    return n


def start_duepa(window, qtbot):
    from engine.sim import bundled_decks
    window.settings.set("animations", True)
    window.settings.set("anim_speed", 350)
    decks = bundled_decks("duepa")
    players = [{"name": n, "deck": decks[i], "seat": i, "kind": "human" if i < 2 else "computer"}
               for i, n in enumerate(["Akari", "Bunta", "Chiharu", "Daichi"])]
    window.games.start_game({"format": "duepa", "players": players, "options": {}, "seed": 7, "first_player": 0})
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0 and bool(window.table.tscene.answers))
    sc = window.table.tscene
    seat = sc.seats[0]
    card = next(it for it in seat.items["hand"].values() if it.draggable)
    return sc, seat, card


def test_a_refused_drop_leaves_no_drop_target_lit_on_the_screen(window, qtbot):
    """A card taken from the hand lights its mana zone; dropped where nothing can be done, the zone goes dark on
    the screen too.  The area's green frame was left painted wherever nothing else happened to repaint it: the
    area stopped having contents before Qt repainted it, so Qt skipped it."""
    sc, seat, _card = start_duepa(window, qtbot)
    qtbot.wait(300)
    card = list(seat.items["hand"].values())[0]
    mana = seat.areas["mana"]
    sc.drag_started(card)
    qtbot.wait(100)
    assert mana.lit and green_edge_pixels(window, mana) > 20     # lit while the card is dragged
    sc.drag_dropped(card, seat.mapToScene(QPointF(20, 5)))     # on the seat's header: nothing to do there
    qtbot.wait(400)
    assert not mana.lit
    assert green_edge_pixels(window, mana) == 0
    # nor a patchwork: where the card's way back was repainted the zone showed dark ("black rectangles") in a
    # zone otherwise still tinted green
    assert patchwork(window, mana) < 12


def patchwork(window, area: ZoneArea) -> int:
    """The largest difference between two pixels inside an empty zone's box (one colour when painted whole)."""
    img = shown(window)
    r = area.rect.adjusted(10, 10, -10, -24)     # inside the frame, above the name-and-count pill
    cols = []
    for y in range(int(r.top()), int(r.bottom()), 6):
        for x in range(int(r.left()), int(r.right()), 6):
            p = on_screen(window, area.mapToScene(QPointF(x, y)))
            cols.append(img.pixelColor(p))
    return max(max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
               for a in cols[:1] for b in cols)


def test_a_cancelled_drag_leaves_no_drop_target_lit(window, qtbot):
    """A drag that ends without a drop (the card loses the mouse: a dialog, the table redrawn under it) puts the
    card back and darkens its targets."""
    sc, seat, card = start_duepa(window, qtbot)
    mana = seat.areas["mana"]
    view = window.table
    vp = view.viewport()
    a = view.mapFromScene(card.scene_center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + QPoint(0, -20 * k))
    assert mana.lit
    card = sc.mouseGrabberItem()    # the card on top where the person pressed
    assert card._dragging
    card.ungrabMouse()          # what Qt does when something else takes the mouse
    qtbot.wait(50)
    assert not mana.lit and not any(a_.lit for a_ in seat.areas.values())
    qtbot.waitUntil(lambda: card.pos() == card.home, timeout=2000)   # back in the hand
    qtbot.wait(50)
    assert green_edge_pixels(window, mana) == 0
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)


def arrow_pixels(window, a: QPointF, b: QPointF, colour: QColor) -> tuple[int, int]:
    """(points along the line a→b showing `colour`, points looked at), the ends left out (cards, head)."""
    img = shown(window)
    n = seen = 0
    length = math.hypot(b.x() - a.x(), b.y() - a.y())
    for k in range(1, 20):
        t = 0.15 + 0.6 * k / 20
        p = on_screen(window, a + (b - a) * t)
        seen += 1
        n += any(close(img.pixelColor(p.x() + dx, p.y() + dy), colour, 60) for dx in (-2, 0, 2) for dy in (-2, 0, 2))
    assert length > 60
    return n, seen


def test_a_target_arrow_is_drawn_whole_from_where_the_spell_rests(window, qtbot, tmp_path):
    """A spell cast from the hand glides to the stack; its target arrow starts where the spell rests and is
    drawn whole on the screen — not from the hand slot it left, and not in pieces where the gliding card
    repainted (the arrow followed the moving card, and only the card's path was repainted)."""
    window.settings.set("animations", True)
    window.settings.set("privacy", False)     # the table stays in view while the other team may answer
    path = tmp_path / "bolt.toml"
    path.write_text(BOLT_2HG, encoding="utf-8")
    assert window.puzzles.load_puzzle(str(path))
    sc = window.table.tscene
    g = window.game
    wait_for(window, qtbot, lambda: bool(sc.answers))
    assert sc.zone_mode and sc.anim_ms > 0
    creature = next(f"c{c}" for c in g.zones["p2.battlefield"] if g.cards[c].defn.type == "creature")
    assert window.table_input.do_action("p0 cast c3")
    answers = [str(a) for a in g.legal_actions(0)]
    choice = next(a for a in answers if a.endswith(f" {creature}"))
    assert window.table_input.do_action(choice)
    for _ in range(4):      # paying, if asked
        acts = [str(a) for a in g.legal_actions(0)]
        if any(" target " in a or a.endswith(f" {creature}") for a in acts) or g.decision.kind == "priority":
            break
        assert window.table_input.do_action(acts[0])
    spell = sc.shared_boxes["stack"].items["c3"]
    assert not spell.settled() and spell.pos() != spell.home     # it glides from the hand slot now

    def targets():
        return [(a, b) for a, b, col, _s in sc.arrows() if col == TARGET_COLOR]
    gliding = targets()
    assert gliding
    qtbot.waitUntil(spell.settled, timeout=3000)
    # drawn once when the spell appears, the arrow is already where it will stay
    assert [(round(a.x()), round(a.y())) for a, _b in gliding] == [(round(a.x()), round(a.y())) for a, _b in targets()]
    for a, b in targets():
        assert (a - spell.scene_center()).manhattanLength() < 1      # from where the spell rests
        n, seen = arrow_pixels(window, a, b, TARGET_COLOR)
        assert n >= seen * 0.5, f"the target arrow is drawn at {n} of {seen} points"
