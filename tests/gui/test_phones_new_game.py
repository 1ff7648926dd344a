"""Phones chosen in New game, and the PC's guards (issue 38, C1b's gaps): a seat set to "Human, on a phone" plays
from its phone from the first action (its hidden cards never on the PC, no curtain for it) and its code comes up
at once when the game starts; no code comes up while the curtain is up (refused, with the reason said); the
status bar offers to take back every seat whose phone is away, not only the first."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.sim import bundled_decks
from gui.session.phones import phone_screen
from tests.gui.test_phones_dialog import next_of, open_link


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    monkeypatch.setenv("ENZA_PHONES_ADDRESS", "127.0.0.1")


def new_game(window, qtbot, kinds):
    """New game from the dialog's defaults (DuePa), one seat per kind ("human", "computer", "phone")."""
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    dlg.seats.setValue(len(kinds))
    dlg.seed.setValue(7)
    dlg.first.setCurrentIndex(1)                        # seat 1 (Akari, at the PC) begins
    for r, kind in zip(dlg.rows, kinds):
        r["kind"].setCurrentIndex(r["kind"].findData(kind))
    assert dlg.rows[-1]["kind"].currentText() == {"phone": "Human, on a phone", "human": "Human",
                                                  "computer": "Computer"}[kinds[-1]]
    qtbot.mouseClick(dlg.findChild(QPushButton, "start"), Qt.MouseButton.LeftButton)
    return dlg


def test_a_phone_seat_chosen_in_new_game_plays_from_its_phone_and_its_code_comes_up_at_once(window, qtbot):
    new_game(window, qtbot, ["human", "phone"])
    host, ctl = window.phone_host, window.ctl
    assert host.on and host.state(1) == "new"
    s = ctl.session
    assert s.seats[1].screen == phone_screen(1) and s.seats[0].screen == "pc"
    dlg = window.phones_dlg
    qtbot.waitUntil(lambda: 1 in dlg.cards)             # Bunta's code, with nobody else's cards beside it
    assert dlg.isVisible() and dlg.cards[1].qr.pixmap().width() > 100 and "Bunta" in dlg.code_note.text()
    assert 0 not in dlg.cards and window.games.last_spec["phones"] == [1]
    assert "Waiting for Bunta's phone" in host.label.text()
    ws = open_link(host.origin, token=dlg.cards[1].url.text().rsplit("/", 1)[1])
    next_of(ws, "welcome", qtbot)
    snap = next_of(ws, "snapshot", qtbot)["snapshot"]
    assert snap["you"]["name"] == "Bunta" and snap["hand"]
    qtbot.waitUntil(lambda: host.state(1) == "phone")
    assert not dlg.cards and "Waiting" not in host.label.text()
    for _ in range(40):                                  # Akari plays at the PC: never Bunta's curtain or hand
        p = ctl.snap
        assert p.viewer != 1 and not (p.curtain and p.curtain.seat == 1)
        if p.asked == 0:
            ctl.answer(next(o.text for o in p.offers if not o.text.endswith("concede")))
        qtbot.wait(5)
    ws.close()
    window.games.new_game_dialog()                      # New game again: the phone seat is offered as chosen
    again = window.games.new_game_dlg
    assert again.rows[1]["kind"].currentData() == "phone" and again.rows[0]["kind"].currentData() == "human"
    again.reject()


def test_no_code_comes_up_while_the_curtain_is_up(window, qtbot):
    new_game(window, qtbot, ["human", "human", "phone", "computer"])
    ctl, dlg = window.ctl, window.phones_dlg
    qtbot.waitUntil(lambda: ctl.waiting_curtain is not None)
    assert not dlg.cards, "a code while the curtain is up"
    assert dlg.why.isVisible() and "curtain is up" in dlg.why.text()
    assert not dlg.show_code(0) and not dlg.show_code(2) and not dlg.cards
    assert not dlg.rows.findChild(QPushButton, "phones-show-0").isEnabled()
    ctl.curtain_lifted()
    viewer = ctl.screen_player
    assert viewer in (0, 1)
    assert not dlg.show_code(2) and "cards are on the screen" in dlg.why.text()   # beside a person's hand: no
    assert dlg.show_code(viewer) and viewer in dlg.cards                            # their own: yes


def test_the_status_bar_offers_to_take_back_every_away_seat(window, qtbot):
    new_game(window, qtbot, ["human", "phone", "phone", "computer"])
    host = window.phone_host
    assert host.back_button.isVisible() and host.back_button.text() == "Take a seat back"
    acts = {a.objectName(): a for a in host.back_menu.actions()}
    assert set(acts) == {"phones-take-back-1", "phones-take-back-2"}
    assert acts["phones-take-back-2"].text() == "Take Chiharu's seat back…"
    acts["phones-take-back-2"].trigger()
    box = host.take_back_box
    assert "Chiharu" in box.text()
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: host.state(2) == "pc")
    assert window.ctl.session.seats[2].screen == "pc" and host.state(1) == "new"
    assert host.back_button.text() == "Take Bunta's seat back…" and host.back_button.menu() is None
