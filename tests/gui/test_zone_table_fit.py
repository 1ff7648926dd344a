"""The zone table as a new player saw it (U1a): End turn covered the Grave and Life piles; field cards
overlapped with room to spare; narrow pile captions read "L… 31" or a bare "0"; Japanese broke レッドゾーン."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from gui import i18n

from .test_zone_table import lift_curtain

PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"


def start(window, qtbot, fmt, n):
    from gui.dialogs.new_game_setup import default_players
    names = ["Akari", "Bunta", "Chiharu", "Daichi", "Emi", "Futa", "Go", "Hana"]
    players = default_players(fmt, n)
    for i, p in enumerate(players):
        p["name"], p["kind"] = names[i], "computer" if i % 2 else "human"
    window.games.start_game({"format": fmt, "players": players, "options": None, "seed": 5, "first_player": 0})
    # a person takes the screen as at the table: the curtain lifted whenever it comes (S1a: who sees the
    # screen is the session's, and in a game with computers it comes once they have answered)
    for _ in range(400):
        lift_curtain(window, qtbot)
        if isinstance(window.ctl.snap.viewer, int):
            break
        qtbot.wait(20)
    assert isinstance(window.ctl.snap.viewer, int), "nobody was given the screen"


def scene_rect(view, w):
    g = w.geometry()
    return QRectF(view.mapToScene(g.topLeft()), view.mapToScene(g.bottomRight()))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt,n", [("divide", 2), ("tag", 4), ("magic", 2), ("melee", 8), ("ffa", 6)])
def test_end_turn_and_pile_captions_leave_the_piles_readable(window, qtbot, fmt, n, lang):
    i18n.set_language(lang)
    try:
        start(window, qtbot, fmt, n)
        sc = window.table.tscene
        assert sc.zone_mode
        view = window.table
        end = scene_rect(view, view.end_turn_button)
        for box in sc.zone_boxes():
            if box.zv is None or box.rect.isEmpty():
                continue
            r = box.mapToScene(box.rect).boundingRect()
            if box.zv.kind in ("pile", "counter") and view.end_turn_button.isVisible():
                assert not r.intersects(end), f"End turn covers {box.key}"
            if box.zv.kind in ("pile", "counter"):
                lines, px = box.caption_lines(2 if box.caption_h() or box.rect.height() >= 32 else 1)
                text = " ".join(lines)
                assert "…" not in text and str(box.zv.count) in text, (box.key, lines)
                assert text.strip() != str(box.zv.count), (box.key, lines)      # never a bare count
                assert px >= 7, (box.key, px)
    finally:
        i18n.set_language("en")


FIELD = """
format = "divide"
step = "main"
turn_player = 0
energy_placed = 1
seed = 1
[life]
t0 = ["LZ-082", "LZ-082", "LZ-082"]
t1 = ["LZ-082", "LZ-082"]
[[player]]
name = "Akari"
seat = 0
field = ["LZ-006", "LZ-045", "LZ-069"]
deck = ["LZ-082", "LZ-082", "LZ-082", "LZ-082"]
[[player]]
name = "Bunta"
seat = 1
field = ["LZ-028"]
deck = ["LZ-082", "LZ-082", "LZ-082", "LZ-082"]
"""


def test_field_columns_share_the_room_by_what_they_hold(window, qtbot, tmp_path):
    # three units on one side of the shared field, one on the other: no card overlaps while there is room
    path = tmp_path / "field.toml"
    path.write_text(FIELD, encoding="utf-8")
    assert window.puzzles.load_puzzle(str(path))
    qtbot.wait(20)
    lift_curtain(window, qtbot)
    field = window.table.tscene.shared_boxes["all.field"]
    items = sorted(field.items.values(), key=lambda it: it.pos().x())
    assert len(items) == 4
    used = sum(it.w + 4 for it in items)
    assert used < field.rect.width(), "the field has room for every card"
    for a, b in zip(items, items[1:]):
        assert a.pos().x() + a.w <= b.pos().x() + 0.5, "cards overlap with room to spare"


def test_team_box_words_never_break_inside_a_word(window, qtbot):
    from gui.table.zone_words import NBSP, WORD_JOINER, keep_together
    assert keep_together("レッドゾーン") == WORD_JOINER.join("レッドゾーン")
    assert keep_together("Life 3") == WORD_JOINER.join(f"Life{NBSP}3")
    i18n.set_language("ja")
    try:
        start(window, qtbot, "divide", 2)
        boxes = window.table.tscene.team_boxes
        assert boxes
        for b in boxes.values():
            _head, body = b.lines()
            drawn = b.painted_body(body)
            for piece in drawn.split("  "):
                assert " " not in piece and WORD_JOINER.join(piece.replace(WORD_JOINER, "")) == piece, piece
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt,n", [("teams", 6), ("ffa", 8), ("melee", 8)])
def test_seat_headers_keep_every_mark_whole(window, qtbot, fmt, n, lang):
    """"Turn"/"Thinking" shrank to glyphs and names read "Chiharu [CP…" at 8 seats; team seats' headers were
    cut at 6: the team mark goes first, then the tags' words, then the name's size."""
    from PySide6.QtGui import QFontMetricsF

    from gui.card_render import font
    i18n.set_language(lang)
    try:
        start(window, qtbot, fmt, n)
        for box in window.table.tscene.boxes.values():
            for marks in ((box.active, box.thinking), (True, True)):     # as drawn, and with every mark on
                box.active, box.thinking = marks
                width = box.rect.width() - 18
                items = box.header_layout(width)
                assert items and box.sv.name in items[0][0], items      # the whole name
                for text, px, bold, _col, x in items:
                    assert "…" not in text, (box.player, text)
                    assert x + QFontMetricsF(font(px, bold)).horizontalAdvance(text) <= width + 1, (box.player, text)
                assert len(items) >= 1 + len(box.tags()), (box.player, items)    # every tag, word or symbol
            box.active, box.thinking = False, False
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_team_boxes_keep_their_heading_whole(window, qtbot, lang):
    """The Japanese team box was cut ("チーム2 Chiharu・Dai…") at six seats."""
    i18n.set_language(lang)
    try:
        start(window, qtbot, "teams", 6)
        boxes = window.table.tscene.team_boxes
        assert len(boxes) == 3
        for b in boxes.values():
            head, _body = b.lines()
            lines, px = b.head_lines(head, b.rect.width() - 16)
            assert "…" not in "".join(lines) and px >= 9, (lines, px)
    finally:
        i18n.set_language("en")
