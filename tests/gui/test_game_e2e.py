"""A whole 3-player DuePa game from the new-game dialog to a winner, by drags and clicks."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engine.sim import bundled_decks

from .helpers import drag, find_card, seat_center, stacked_deck, zone_center

PACHIL = "SG-103"     # fire, cost 1, speed attacker
MANA = "SG-105"       # a fire card to charge


def deck_by_name(name):
    return next(d for d in bundled_decks("duepa") if d.name == name)


def setup_game(window, qtbot, tmp_path, privacy=True):
    window.settings.set("privacy", privacy)
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    dlg.format_box.setCurrentIndex(dlg.format_box.findData("duepa"))
    dlg.seats.setValue(3)
    for i, n in enumerate(["Aki", "Ben", "Chie"]):
        dlg.rows[i]["name"].setText(n)
    dlg.option_widgets["shields"].setValue(1)
    dlg.option_widgets["hand"].setValue(3)
    dlg.option_widgets["shuffle_decks"].setChecked(False)
    dlg.seed.setValue(42)
    dlg.first.setCurrentIndex(1)  # seat 1 (Aki) starts
    p0 = stacked_deck(tmp_path, "p0", deck_by_name("Ember and Grove"), ["SG-139", PACHIL, MANA, "SG-107"])
    p1 = stacked_deck(tmp_path, "p1", deck_by_name("Hellflame Oni"), [])
    p2 = stacked_deck(tmp_path, "p2", deck_by_name("Sunroot Sanctuary"), [])
    for i, p in enumerate([p0, p1, p2]):
        assert dlg.set_deck_file(i, p)
    qtbot.mouseClick(dlg.findChild(QPushButton, "start"), Qt.MouseButton.LeftButton)
    assert window.game is not None
    return window.game


def click(qtbot, window, action):
    b = window.panel.buttons[action]
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def pass_like(window):
    for verb in ("pass", "done", "noblock", "no", "keep", "autopay"):
        for a in window.panel.buttons:
            if a.split()[1] == verb:
                return a
    return next(iter(window.panel.buttons))


def play_p0(window, qtbot, g):
    d = g.decision
    view = window.table
    seats = view.tscene.seats
    me = seats[0]
    hand = [c for c in g.view(0)["players"][0]["zones"]["hand"]]
    battle = g.view(0)["players"][0]["zones"]["battle"]
    if d.kind == "charge" and any(c.get("card") == MANA for c in hand):
        drag(qtbot, view, find_card(window, 0, "hand", MANA), zone_center(me, "mana"))
    elif d.kind == "main" and any(c.get("card") == PACHIL for c in hand):
        drag(qtbot, view, find_card(window, 0, "hand", PACHIL), zone_center(me, "battle"))
    elif d.kind == "pay":
        click(qtbot, window, "p0 autopay")
    elif d.kind == "attack" and any(c.get("card") == PACHIL and not c["tapped"] for c in battle):
        target = 1 if g.players[1].alive else 2
        drag(qtbot, view, find_card(window, 0, "battle", PACHIL), seat_center(view, seats[target]))
    else:
        click(qtbot, window, pass_like(window))


def test_whole_duepa_game_by_drags_and_clicks(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    curtains = 0
    for _ in range(300):
        qtbot.wait(1)
        g = window.game
        if g.outcome is not None:
            break
        if window.curtain.isVisible():
            curtains += 1
            # behind the curtain the table shows nobody's hand
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        p = window.ctl.acting()
        if p is None or not window.panel.buttons and g.decision.kind not in ("charge", "main", "attack"):
            continue
        assert window.ctl.screen_player == p
        if p == 0:
            play_p0(window, qtbot, g)
        else:
            click(qtbot, window, pass_like(window))
    g = window.game
    assert g.outcome is not None, g.decision
    assert g.outcome.winners == [0]
    assert curtains >= 4
    qtbot.waitUntil(lambda: window.games.game_over_dialog is not None)
    text = window.games.game_over_dialog.label.text()
    assert "Aki" in text
    # the log names the rule of each loss
    log = window.log.lines()
    assert any("loses" in line and "[" in line for line in log)
    # rematch with the same seats
    qtbot.mouseClick(window.games.game_over_dialog.findChild(QPushButton, "rematch"), Qt.MouseButton.LeftButton)
    assert window.game is not g and [p.name for p in window.game.players] == ["Aki", "Ben", "Chie"]
