"""Drags and clicks as a person would do them, for the GUI tests."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def pt(view, scene_point) -> QPoint:
    return view.mapFromScene(scene_point)


def drag(qtbot, view, item, scene_target) -> None:
    vp = view.viewport()
    a = pt(view, item.scene_center())
    b = pt(view, scene_target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * (k / 5.0))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    qtbot.wait(1)


def seat_center(view, seat):
    from PySide6.QtCore import QPointF
    return seat.mapToScene(QPointF(seat.w / 2, seat.header_h / 2))


def zone_center(seat, zone):
    return seat.mapToScene(seat.areas[zone].rect.center())


def find_card(window, player, zone, card_id):
    seat = window.table.tscene.seats[player]
    for it in seat.items.get(zone, {}).values():
        if it.token == f"c{card_id}" or (it.defn is not None and it.defn.id == card_id):
            return it
    raise AssertionError(f"no {card_id} in p{player}.{zone}")


def stacked_deck(tmp: Path, name: str, fmt_deck, front: list[str]) -> str:
    """A legal 60-card deck file, same cards as a bundled deck, with `front` on top (shuffle off: the
    first listed card is on top) and no shield trigger as the first card (it becomes the shield)."""
    from engine.families.shield.loader import shield_pool
    pool = shield_pool()
    ids = fmt_deck.card_ids()
    rest = [c for c in ids if c not in front]
    order = list(front) + rest
    if not front:
        safe = next(c for c in order if "s_trigger" not in pool[c].keywords)
        order.remove(safe)
        order.insert(0, safe)
    lines = [f"name: {name}", f"partner: {fmt_deck.partner}"] + [f"1 {c}" for c in order]
    p = tmp / f"{name}.deck"
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(p)
