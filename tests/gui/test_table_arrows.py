"""Attack and block arrows (G1 item 5): red from the attacker to what it attacks, blue from the
blocker to the attacker; dashed blue from each creature that may block while the defender decides.
Checked from the scene's arrow list (where they start and end) and from the pixels."""
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter

from dataclasses import replace

from gui.table.scene import TableScene
from gui.table.view import combat_now

FILL = ["TS-FILL"] * 8
SCENARIO = """
title = "arrows"
format = "duepa"
seed = 1
turn_player = 0
step = "attack"

[[player]]
name = "Aki"
deck = {fill}
battle = [{{ card = "TS-ATTACKER", as = "x" }}]

[[player]]
name = "Ben"
deck = {fill}
shield = ["TS-FILL"]
battle = [{{ card = "TS-BLOCKER", as = "b" }}]

[[player]]
name = "Chie"
deck = {fill}

[[card]]
id = "TS-ATTACKER"
name_ja = "テスト攻撃"
name_en = "Test attacker"
type = "creature"
civilizations = ["fire"]
cost = 3
text_ja = ""
text_en = ""
power = 3000
race_ja = "テスト"
race_en = "Tester"

[[card]]
id = "TS-BLOCKER"
name_ja = "テスト防御"
name_en = "Test blocker"
type = "creature"
civilizations = ["light"]
cost = 2
text_ja = ""
text_en = ""
power = 5000
race_ja = "テスト"
race_en = "Tester"
keywords = ["blocker"]

[[card]]
id = "TS-FILL"
name_ja = "テスト"
name_en = "Test filler"
type = "creature"
civilizations = ["nature"]
cost = 9
text_ja = ""
text_en = ""
power = 1000
race_ja = "テスト"
race_en = "Tester"
""".format(fill=FILL)


def near(p: QPointF, q: QPointF, tol=2.0) -> bool:
    return abs(p.x() - q.x()) <= tol and abs(p.y() - q.y()) <= tol


def answer_until(window, kind, limit=20):
    """Let every other decision pass (pass-like answers) until `kind` is asked."""
    g = window.game
    for _ in range(limit):
        if g.decision is not None and g.decision.kind == kind:
            return
        p = g.decision.waiting_for()[0]
        acts = [str(a) for a in g.legal_actions(p)]
        text = next(a for a in acts if a.split()[1] in ("pass", "done", "noblock", "no", "keep"))
        assert window.table_input.do_action(text)
    assert g.decision.kind == kind


def arrows_by_colour(sc, colour):
    return [(a, b, style) for a, b, col, style in sc.arrows() if col == colour]


def scene_image(window) -> QImage:
    """The table's scene rendered whole into an image (scene coordinates = pixels)."""
    sc = window.table.tscene
    r = sc.sceneRect()
    img = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    sc.render(p, img.rect(), r)
    p.end()
    return img


def pixel_on(window, point: QPointF, colour) -> bool:
    """Whether the scene, rendered, shows the arrow's colour close to `point`."""
    img = scene_image(window)
    want = (colour.red(), colour.green(), colour.blue())
    for dx in range(-3, 4):
        for dy in range(-3, 4):
            c = img.pixelColor(int(point.x()) + dx, int(point.y()) + dy)
            if max(abs(c.red() - want[0]), abs(c.green() - want[1]), abs(c.blue() - want[2])) < 40:
                return True
    return False


def test_attack_and_block_arrows_while_a_block_is_decided_and_shown(window, qtbot, tmp_path):
    window.settings.set("privacy", False)
    window.settings.set("animations", False)
    path = tmp_path / "arrows.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert window.puzzles.load_puzzle(str(path))
    g = window.game
    sc = window.table.tscene
    att = g.zones["p0.battle"][0]
    blk = g.zones["p1.battle"][0]
    assert sc.arrows() == []                     # no attack, no arrow
    window.table_input.do_action(f"p0 attack c{att}")
    if "p0 target p1" in [str(a) for a in g.legal_actions(0)]:
        window.table_input.do_action("p0 target p1")
    answer_until(window, "block")
    window.refresh()
    a_pt, b_pt = sc._point_of(att), sc._point_of(blk)
    seat_pt = sc._point_of("p1")
    red = arrows_by_colour(sc, TableScene.ATTACK_COLOR)
    assert [(near(a, a_pt), near(b, seat_pt)) for a, b, _s in red] == [(True, True)]
    # Ben decides: his blocker may block, a dashed arrow from it to the attacker
    blue = arrows_by_colour(sc, TableScene.BLOCK_COLOR)
    assert [(near(a, b_pt), near(b, a_pt), s) for a, b, s in blue] == [(True, True, "dash")]
    mid = (a_pt + seat_pt) / 2
    assert pixel_on(window, mid, TableScene.ATTACK_COLOR)

    before = (sc.view, sc.ctx)
    window.table_input.do_action(f"p1 block c{blk}")
    # the log now tells the block; with both creatures still in the battle zone (as while the
    # declarations the block opens are asked, DuePa 306) the table shows it as a solid arrow.
    # Here nobody can declare, so the battle follows at once: draw the block on the table as it
    # stood before the battle.
    combat = combat_now(g)
    assert combat == {"attacker": att, "target": "p1", "blocker": blk}
    sc.set_state(before[0], replace(before[1], combat=combat, legal=[], answers=[]))
    a_pt, b_pt = sc._point_of(att), sc._point_of(blk)
    blue = arrows_by_colour(sc, TableScene.BLOCK_COLOR)
    assert [(near(a, b_pt), near(b, a_pt), s) for a, b, s in blue] == [(True, True, "solid")]
    assert pixel_on(window, (a_pt + b_pt) / 2, TableScene.BLOCK_COLOR)
    assert arrows_by_colour(sc, TableScene.ATTACK_COLOR)
    window.refresh()
    answer_until(window, "attack")
    window.refresh()
    assert sc.arrows() == []                     # the attack is over: no arrow stays behind
    assert g.cards[att].zname == "graveyard"     # 3000 against 5000: the block took place
