"""Game → Phones… on the Qt table (issue 38 items 1 and 3): the table starts the phone server when asked, says so
in the status bar with its address, shows a person's QR code and link until their phone claims the seat (then
they are gone), never curtains a phone's seat, says whom it waits for when a phone drops, takes a seat back, and
keeps the pairs in a rematch.  The phone is a real WebSocket client on loopback."""
from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QPushButton
from websockets.sync.client import connect

from engine.sim import bundled_decks
from gui.companion import protocol
from gui.session.phones import phone_screen


def start(window, fmt="duel", seed=3):
    decks = bundled_decks(fmt)
    window.games.start_game({"format": fmt, "options": {"ask_every_player": True}, "seed": seed, "first_player": 0,
                       "players": [{"name": n, "deck": decks[i % len(decks)], "seat": i, "kind": "human"}
                                   for i, n in enumerate(["Akari", "Bunta"])]})


def open_link(origin: str, token: str | None = None, key: str | None = None):
    hostport = origin.split("//", 1)[1]
    ws = connect(f"ws://{hostport}/ws", origin=origin, open_timeout=5, close_timeout=2, legacy=True)
    hello = {"v": protocol.VERSION, "type": "hello", "lang": "en"}
    hello.update({"token": token} if token else {"key": key})
    ws.send(json.dumps(hello))
    return ws


def next_of(ws, kind, qtbot):
    """The phone's next message of `kind`, while the table's event loop runs (it handles the phone's events)."""
    for _ in range(500):
        try:
            m = json.loads(ws.recv(0.01))
        except TimeoutError:
            qtbot.wait(10)
            continue
        if m.get("type") == kind:
            return m
    raise AssertionError(f"no {kind} message")


@pytest.fixture
def phones(window, qtbot, monkeypatch):
    monkeypatch.setenv("ENZA_PHONES_ADDRESS", "127.0.0.1")
    start(window)
    window.acts["phones"].trigger()
    dlg = window.phones_dlg
    qtbot.waitUntil(dlg.isVisible)
    assert dlg.switch.text() == "Turn phones on"
    dlg.switch.click()
    host = window.phone_host
    assert host.on
    yield dlg, host
    host.stop()


def test_phones_on_shows_the_address_and_a_code_that_is_gone_once_the_phone_claims_the_seat(window, qtbot, phones):
    dlg, host = phones
    assert host.label.isVisible() and host.label.text() == f"Phones on: {host.origin}"
    assert host.origin.startswith("http://127.0.0.1:")
    ctl = window.ctl
    qtbot.waitUntil(lambda: ctl.waiting_curtain is not None)     # two people at the PC: the curtain first
    assert not dlg.rows.findChild(QPushButton, "phones-show-1").isEnabled()     # no code behind the curtain
    assert dlg.why.isVisible() and "curtain is up" in dlg.why.text()
    ctl.curtain_lifted()
    me = ctl.screen_player                      # the person at the screen shows their own code
    pc, name = 1 - me, ["Akari", "Bunta"][me]
    show = dlg.rows.findChild(QPushButton, f"phones-show-{me}")
    assert show is not None and show.isEnabled() and not dlg.why.isVisible()
    show.click()
    url = dlg.cards[me].url.text()
    assert url.startswith(host.origin + "/s/") and len(url.rsplit("/", 1)[1]) >= 22
    assert not dlg.cards[me].qr.pixmap().isNull() and dlg.cards[me].qr.pixmap().width() > 100
    ws = open_link(host.origin, token=url.rsplit("/", 1)[1])
    key = next_of(ws, "welcome", qtbot)["key"]
    first = next_of(ws, "snapshot", qtbot)["snapshot"]
    assert first["you"]["name"] == name
    qtbot.waitUntil(lambda: host.state(me) == "phone")
    assert not dlg.cards and not dlg.codes.isVisible()
    assert dlg.rows.findChild(QPushButton, f"phones-back-{me}") is not None
    s = window.ctl.session
    assert s.seats[me].screen == phone_screen(me) and s.snapshot("pc").viewer in (pc, None)
    # the other plays at the PC; the PC never raises a curtain or an open call for the phone's person
    for _ in range(30):
        snap = window.ctl.snap
        assert not (snap.curtain and snap.curtain.seat == me) and not (snap.open_call and snap.open_call.seat == me)
        if snap.curtain is not None:
            window.ctl.curtain_lifted()
        elif snap.asked == pc:
            window.ctl.answer(next(o.text for o in snap.offers if not o.text.endswith("concede")))
        else:
            break
        qtbot.wait(5)
    ws.close()
    # the phone dropped: the PC says whom it waits for and offers to take the seat back
    qtbot.waitUntil(lambda: host.state(me) == "away")
    assert f"Waiting for {name}'s phone" in host.label.text()
    assert host.back_button.isVisible() and name in host.back_button.text()
    ws = open_link(host.origin, key=key)                 # it comes back to the same seat
    next_of(ws, "welcome", qtbot)
    back = next_of(ws, "snapshot", qtbot)["snapshot"]
    assert back["you"]["name"] == name and isinstance(back["recap"], list)
    qtbot.waitUntil(lambda: host.state(me) == "phone")
    assert "Waiting" not in host.label.text() and not host.back_button.isVisible()
    ws.close()
    qtbot.waitUntil(lambda: host.state(me) == "away")
    host.take_back(me)
    assert host.state(me) == "pc" and window.ctl.session.seats[me].screen == "pc"
    ws = open_link(host.origin, key=key)                 # its key is dead now
    assert next_of(ws, "error", qtbot)["code"] in ("unknown-key", "revoked")
    ws.close()


def test_a_code_comes_up_only_in_its_persons_view_and_a_rematch_keeps_the_phone(window, qtbot, phones):
    dlg, host = phones
    ctl = window.ctl
    while ctl.snap.curtain is None and ctl.snap.asked is None:
        qtbot.wait(5)
    if ctl.snap.curtain is not None:
        ctl.curtain_lifted()
    viewer = ctl.screen_player
    assert viewer in (0, 1)
    other = 1 - viewer
    assert not dlg.rows.findChild(QPushButton, f"phones-show-{other}").isEnabled(), \
        "another person's code while the PC shows this person's cards"
    assert dlg.rows.findChild(QPushButton, f"phones-show-{viewer}").isEnabled()
    dlg.rows.findChild(QPushButton, f"phones-show-{viewer}").click()
    url = dlg.cards[viewer].url.text()
    ws = open_link(host.origin, token=url.rsplit("/", 1)[1])
    next_of(ws, "welcome", qtbot)
    qtbot.waitUntil(lambda: host.state(viewer) == "phone")
    turn_before = window.game.turn
    window.games.rematch()
    assert ctl.session.seats[viewer].screen == phone_screen(viewer)
    snap = next_of(ws, "snapshot", qtbot)["snapshot"]
    while snap["turn"] != 1 or turn_before == 1 and snap["log"] and len(snap["log"]) > 30:
        snap = next_of(ws, "snapshot", qtbot)["snapshot"]
    assert snap["you"]["player"] == viewer
    ws.close()
    dlg.switch.click()                                   # phones off: every seat back at the PC
    assert not host.on and ctl.session.seats[viewer].screen == "pc" and not host.label.isVisible()
