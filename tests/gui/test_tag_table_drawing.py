"""Tag (the life-zone game's 2v2, a shared field) drawn right (U1b item 2, part B): the units on the shared field
never pile up on each other, an attack is drawn as an arrow from the attacker to the player attacked, and the
seating graph's front players are drawn as the seat table draws its links — each seen, not hidden under a left
link joining the same two seats."""
from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from gui.table.arrows import ATTACK_COLOR

from .test_table_arrows import pixel_on, scene_image

PUZZLE = Path(__file__).resolve().parents[2] / "assets" / "puzzles" / "lifezone" / "tag_last_hit.toml"


def tag_puzzle(tmp_path, fields: dict[str, list[str]]) -> str:
    """The bundled tag puzzle with life left on the other team and these units on the field, by player name."""
    text = PUZZLE.read_text(encoding="utf-8").replace("t1 = []", 't1 = ["LZ-003", "LZ-003", "LZ-003"]')
    for name, cards in fields.items():
        head = f'name = "{name}"\n'
        at = text.index(head)
        end = text.index("deck = ", at)
        body = "".join(line + "\n" for line in text[at:end].splitlines() if not line.startswith("field"))
        text = text[:at] + body + f"field = {cards!r}\n".replace("'", '"') + text[end:]
    path = tmp_path / "tag.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def load(window, qtbot, path: str):
    window.settings.set("privacy", False)       # both teams' seats stay in view: the table is what is tested
    assert window.puzzles.load_puzzle(path)
    sc = window.table.tscene
    qtbot.waitUntil(lambda: sc.zone_mode and "all.field" in sc.shared_boxes, timeout=5000)
    return sc


def test_tag_units_on_the_shared_field_never_pile_up(window, qtbot, tmp_path):
    """Three units for each of the four players: each player's column wraps onto rows with smaller cards rather
    than piling its units on each other (each card hidden under the next but for a few pixels)."""
    three = ["LZ-006", "LZ-002", "LZ-003"]
    sc = load(window, qtbot, tag_puzzle(tmp_path, {n: three for n in ("Akari", "Bunta", "Chiharu", "Daichi")}))
    field = sc.shared_boxes["all.field"]
    items = list(field.items.values())
    assert len(items) == 12
    rects = [it.sceneBoundingRect().adjusted(3, 3, -3, -3) for it in items]   # the card, not its lit frame
    piled = [(a.token, b.token) for i, a in enumerate(items) for j, b in enumerate(items)
             if i < j and rects[i].intersects(rects[j])]
    assert piled == []
    box = field.mapRectToScene(field.rect)
    assert all(box.contains(r) for r in rects)      # and all of them inside the field
    assert min(r.height() for r in rects) >= 60     # still cards one can read at a glance


def test_tag_attack_arrow_from_the_attacker_to_the_player_attacked(window, qtbot, tmp_path):
    """While the attacked team decides whether to block, a red arrow runs from the attacking unit to the player
    it attacks (the life-zone game's attack event names its unit `attacker`: the table read `card` only)."""
    sc = load(window, qtbot, tag_puzzle(tmp_path, {"Chiharu": ["LZ-002"], "Daichi": ["LZ-002"]}))
    g = window.game
    attack = next(a for a in sc.answers if a.verb == "attack" and a.source)
    assert window.table_input.do_action(attack.text)
    target = next(str(a) for a in g.legal_actions(0) if str(a).split()[1] == "target")
    assert window.table_input.do_action(target)
    qtbot.waitUntil(lambda: g.decision is not None and g.decision.kind == "block", timeout=5000)
    window.refresh()
    attacked = int(target.split()[2][1:])
    red = [(a, b) for a, b, col, _s in sc.arrows() if col == ATTACK_COLOR]
    start, end = sc._point_of(attack.source), sc.boxes[attacked].header_point()
    assert len(red) == 1
    (a, b), = red
    assert (a - start).manhattanLength() < 2 and (b - end).manhattanLength() < 2
    assert pixel_on(window, (a + b) / 2, ATTACK_COLOR)


def distance_to_line(p: QPointF, a: QPointF, b: QPointF) -> float:
    d = b - a
    length = math.hypot(d.x(), d.y())
    return abs(d.x() * (a.y() - p.y()) - d.y() * (a.x() - p.x())) / length


def test_tag_front_players_are_drawn_as_on_the_seat_table(window, qtbot, tmp_path):
    """With the seating links shown (View menu), each front pair is drawn — its own dashed line, head and word —
    beside the left link that joins the same two seats, not on top of it."""
    window.settings.set("show_links", True)
    sc = load(window, qtbot, tag_puzzle(tmp_path, {}))
    lines = sc.layout.link_lines()
    img = scene_image(window)
    fronts = [(a, b) for a, b, k in lines if k == "front"]
    lefts = [(a, b) for a, b, k in lines if k == "left"]
    assert len(fronts) == 2 and len(lefts) == 4       # tag 403-1b: two front pairs; four left neighbours
    for a, b in fronts:
        mid = a + (b - a) * 0.3
        assert min(distance_to_line(mid, la, lb) for la, lb in lefts) >= 8     # apart from every left link
        assert seen_along(img, a, b, bluish) >= 3       # a dashed line: some points fall in its gaps
    for a, b in lefts:
        assert seen_along(img, a, b, yellowish) >= 3


def seen_along(img: QImage, a: QPointF, b: QPointF, looks) -> int:
    """How many of eight points on the line a→b (between its ends) have a pixel that `looks` right within 2 px
    (a translucent line over cards and felt: its hue, not its exact colour)."""
    def near(p):
        return any(looks(img.pixelColor(int(p.x()) + dx, int(p.y()) + dy)) for dx in (-2, 0, 2) for dy in (-2, 0, 2))
    return sum(near(a + (b - a) * (0.15 + 0.05 * k)) for k in range(8))


def bluish(c: QColor) -> bool:
    return c.blue() > 150 and c.blue() > c.red() + 60


def yellowish(c: QColor) -> bool:
    return c.red() > 150 and c.green() > 120 and c.red() > c.blue() + 80
