"""Every seat count fits (G1 item 4): 2 to 8 seats at 1366x768 and 1920x1080, in both languages.
Checked from the items' geometry: no two seats overlap and all lie inside the table; the person at
the screen reads names, costs and powers of every card their deck can hold at >= 11 px, never
elided; every seat's name and counts are >= 9 px and fit the room they are given.

ENZA_SHOTS=<folder> also saves a screenshot of each case (to be looked at, not compared)."""
import os

import pytest
from PySide6.QtCore import QRectF, Qt

from engine.sim import bundled_decks
from gui import i18n
from gui.card_render import READABLE_PX, face_layout

SIZES = [(1366, 768), (1920, 1080)]


def start(window, qtbot, n, size):
    decks = bundled_decks("duepa")
    names = ["Aki", "Ben", "Chika", "Daichi", "Emi", "Fumiya", "Gen", "Hana"]
    players = [{"name": f"{names[i]}", "deck": decks[i % len(decks)], "seat": i,
                "kind": "computer" if i == n - 1 and n > 2 else "human"} for i in range(n)]
    window.resize(*size)
    window.settings.set("anim_speed", 60000)    # the computer seat must not move during the check
    window.games.start_game({"format": "duepa", "players": players, "options": None, "seed": 3, "first_player": 0})
    qtbot.waitUntil(lambda: window.ctl.waiting_curtain is not None or window.ctl.screen_player == 0)
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    return window.table.tscene


def seat_rect(seat) -> QRectF:
    return QRectF(seat.scenePos(), seat.scenePos() + QRectF(0, 0, seat.w, seat.h).bottomRight())


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", range(2, 9))
def test_every_seat_count_fits(window, qtbot, n, size, lang):
    i18n.set_language(lang)
    sc = start(window, qtbot, n, size)
    view = window.table
    assert len(sc.seats) == n
    rects = {p: seat_rect(s) for p, s in sc.seats.items()}
    table = QRectF(0, 0, view.viewport().width(), view.viewport().height())
    for p, r in rects.items():
        assert table.contains(r), f"seat {p} {r} outside the table {table}"
    ps = sorted(rects)
    for i, a in enumerate(ps):
        for b in ps[i + 1:]:
            assert not rects[a].intersects(rects[b]), f"seats {a} and {b} overlap: {rects[a]} {rects[b]}"
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()

    # the End turn button stays on the table and off other seats
    b = view.end_turn_button
    assert b.isVisible()
    bt = QRectF(view.mapToScene(b.geometry().topLeft()), view.mapToScene(b.geometry().bottomRight()))
    assert table.contains(bt)
    for p, r in rects.items():
        if p != sc.order[0]:
            assert not r.intersects(bt), f"End turn covers seat {p}"

    # the person at the screen: every card of every bundled deck, at the hand and battle sizes
    own = sc.seats[sc.order[0]]
    assert own.own
    defs = {c.defn.id: c.defn for c in window.game.cards}
    for zone in ("hand", "battle"):
        _x, _y, _w, _h, cw, ch = own.geom[zone]
        r = QRectF(0, 0, int(round(cw)), int(round(ch)))
        for cid, d in defs.items():
            L = face_layout(d, r)
            assert L["name_px"] >= READABLE_PX and L["cost_px"] >= READABLE_PX and L["power_px"] >= READABLE_PX, \
                (zone, cid, L["name_px"], L["cost_px"], L["power_px"], r)
            assert L["name_fits"], f"{cid} name does not fit a {r.width()}x{r.height()} card ({zone})"
    for it in own.card_items():
        if it.zone in ("hand", "battle") and it.face_up:
            assert it.w >= 60

    # names and counts of every seat: at least 9 px, never elided or overflowing
    for p, seat in sc.seats.items():
        for marks in ((seat.active, seat.thinking), (True, True)):   # as drawn, and with every mark on
            seat.active, seat.thinking = marks
            for what, text, px, need, have in seat.labels():
                assert px >= 9, (p, what, text, px)
                assert need <= have + 0.5, f"seat {p}: {what} {text!r} needs {need:.0f} px, has {have:.0f}"
        seat.active, seat.thinking = p == window.game.turn_player, False

    shots = os.environ.get("ENZA_SHOTS")
    if shots:
        qtbot.waitUntil(lambda: all(it.settled() for s in sc.seats.values() for it in s.card_items()))
        os.makedirs(shots, exist_ok=True)
        window.grab().save(os.path.join(shots, f"layout_{n}seats_{size[0]}x{size[1]}_{lang}.png"))
    window.ctl.stop()
    i18n.set_language("en")
