"""The Qt table drawn from the session's snapshots (issue 31): the Game menu keeps working when a curtain comes
up, Concede names the person conceding, P pauses the computers, Undo says what it takes back."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

import engine
from engine.sim import bundled_decks


def start(window, kinds, fmt="duel", seed=3, first=0):
    decks = bundled_decks(fmt)
    window.games.start_game({"format": fmt, "options": {"ask_every_player": True}, "seed": seed, "first_player": first,
                       "players": [{"name": n, "deck": decks[i % len(decks)], "seat": i, "kind": k, "level": "random"}
                                   for i, (n, k) in enumerate(zip(["Akari", "Bunta", "Chika"], kinds))]})
    return window.game


def take_screen(window):
    while window.ctl.waiting_curtain is not None:
        window.ctl.curtain_lifted()


def test_new_game_from_the_menu_still_works_when_a_curtain_comes_up(window, qtbot):
    g = start(window, ["human", "human"])
    take_screen(window)
    menu = window.menus["game"]
    menu.popup(window.mapToGlobal(QPoint(10, 30)))
    qtbot.waitUntil(menu.isVisible)
    for _ in range(20):                        # the screen passes on while the menu is open
        if window.curtain.isVisible():
            break
        snap = window.ctl.snap
        window.table_input.do_action(next(o.text for o in snap.offers if o.passing or not o.text.endswith("concede")))
    assert window.curtain.isVisible() and menu.isVisible(), "the curtain closed the Game menu"
    window.acts["new"].trigger()
    menu.close()
    qtbot.waitUntil(lambda: window.games.new_game_dlg is not None and window.games.new_game_dlg.isVisible())
    window.games.new_game_dlg.reject()


def test_concede_from_the_game_menu_names_who_concedes(window, qtbot):
    g = start(window, ["human", "human", "computer"], fmt="duepa")
    window.table_input.concede()
    menu = window.table_input.concede_menu
    names = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
    assert menu.actions()[0].text() == "Who concedes?"
    assert [a.text() for a in names] == ["Akari", "Bunta"]     # the people at the screen
    names[1].trigger()
    box = window.table_input.concede_box
    assert "Bunta" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: "p1 concede" in g.actions_log)
    assert not g.players[1].alive


def test_p_pauses_the_computers_and_p_again_goes_on(window, qtbot):
    g = start(window, ["human", "computer"], first=1)
    QTest.keyClick(window, Qt.Key.Key_P)
    assert window.ctl.snap.paused
    n = len(g.actions_log)
    qtbot.wait(300)
    assert len(g.actions_log) == n and "paused" in window.status.text()
    QTest.keyClick(window, Qt.Key.Key_P)
    assert not window.ctl.snap.paused
    qtbot.waitUntil(lambda: len(g.actions_log) > n, timeout=10000)


def test_undo_names_the_choice_and_is_off_when_it_would_be_refused(window, qtbot):
    g = start(window, ["human", "computer"])
    take_screen(window)
    qtbot.waitUntil(lambda: window.ctl.snap.asked == 0 and g.decision.kind == "charge", timeout=10000)
    undo = window.acts["undo"]
    assert not undo.isEnabled()
    charge = next(o for o in window.ctl.snap.offers if not o.passing and o.source is not None)
    window.table_input.do_action(charge.text)
    assert undo.isEnabled() and undo.text().startswith("Undo: ") and "《" in undo.text(), undo.text()
    window.table_input.undo()
    assert charge.text not in window.game.actions_log and not undo.isEnabled()
    assert window.acts["redo"].isEnabled() and window.acts["redo"].text().startswith("Redo: ")
    QApplication.processEvents()
    assert engine is not None
