"""Illegal drops, the privacy curtain, saves/loads/resume, undo, language switch, bad files."""
import json

from PySide6.QtCore import Qt

import engine
from gui import i18n

from .helpers import drag, find_card, zone_center
from .test_game_e2e import MANA, PACHIL, setup_game


def to_p0(window, qtbot):
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.ctl.screen_player == 0


def test_illegal_drop_snaps_back_with_rule(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    assert g.decision.kind == "charge"
    before = g.fingerprint()
    me = window.table.tscene.seats[0]
    item = find_card(window, 0, "hand", PACHIL)
    qtbot.waitUntil(item.settled)       # dealt cards glide into the hand (G1 item 9)
    home = item.pos()
    # summoning in the charge step is refused by the engine: the card returns, the reason shows
    drag(qtbot, window.table, item, zone_center(me, "battle"))
    assert g.fingerprint() == before
    assert window.toast.isVisible() and "dm:504" in window.toast.text()
    qtbot.waitUntil(find_card(window, 0, "hand", PACHIL).settled)   # the snap-back glides (G1 item 9)
    assert find_card(window, 0, "hand", PACHIL).pos() == home
    # dropping on an opponent's mana zone is not a move at all
    drag(qtbot, window.table, find_card(window, 0, "hand", MANA), zone_center(window.table.tscene.seats[1], "mana"))
    assert g.fingerprint() == before
    # while dragging, the legal zone lights up
    it = find_card(window, 0, "hand", MANA)
    window.table.tscene.drag_started(it)
    assert me.areas["mana"].lit and not me.areas["battle"].lit
    window.table.tscene.drag_dropped(it, zone_center(me, "mana"))
    assert [c["card"] for c in window.game.view(0)["players"][0]["zones"]["mana"]] == [MANA]


def test_curtain_hides_hands_until_the_next_player_takes_the_screen(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    assert window.curtain.isVisible() and "Aki" in window.curtain.title.text()
    to_p0(window, qtbot)
    # other players' hands are backs for Aki
    for it in window.table.tscene.seats[1].items["hand"].values():
        assert not it.face_up
    assert all(it.face_up for it in window.table.tscene.seats[0].items["hand"].values())
    window.table_input.do_action("p0 pass")          # charge step
    for _ in range(12):
        if window.curtain.isVisible() and not window.curtain.asking:
            break
        if window.curtain.isVisible():   # D-306-ask public call ("any declaration?"): answered aloud
            qtbot.mouseClick(window.curtain.no_button, Qt.MouseButton.LeftButton)
            continue
        acts = window.ctl.legal_now()
        window.table_input.do_action("p0 pass" if "p0 pass" in acts else acts[0])
    assert window.curtain.isVisible() and "Ben" in window.curtain.title.text()
    assert window.panel.buttons == {}     # nothing to click for Ben before he takes the screen
    # under the opaque curtain the table is drawn for nobody: Aki's hand is no longer face up
    assert not any(it.face_up for it in window.table.tscene.seats[0].items["hand"].values())
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.ctl.screen_player == 1
    assert all(not it.face_up for it in window.table.tscene.seats[0].items["hand"].values())
    assert all(it.face_up for it in window.table.tscene.seats[1].items["hand"].values())


def test_curtain_answers_return_without_a_click(window, qtbot, tmp_path):
    # a group passes the screen with the keyboard: Return on the focused button must lift the curtain
    setup_game(window, qtbot, tmp_path)
    assert window.curtain.isVisible() and not window.curtain.asking
    assert window.curtain.button.hasFocus() or window.curtain.focusWidget() is window.curtain.button
    qtbot.keyClick(window.curtain.button, Qt.Key.Key_Return)
    assert not window.curtain.isVisible()
    assert window.ctl.screen_player == 0


def test_privacy_off_shows_everything_without_curtain(window, qtbot, tmp_path):
    setup_game(window, qtbot, tmp_path, privacy=False)
    assert not window.curtain.isVisible()
    assert all(it.face_up for it in window.table.tscene.seats[1].items["hand"].values())


def test_save_load_resume_and_bad_files(window, qtbot, tmp_path, data_dir):
    g = setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    window.table_input.do_action("p0 pass")
    path = tmp_path / "g.enza"
    assert window.files.save_to(str(path))
    assert window.files.save_to(str(path))
    assert (tmp_path / "g.enza.bak").exists()
    fp = window.game.fingerprint()
    # autosave after every action
    from gui.autosave import Autosave
    assert Autosave.reader(data_dir).find_resumable().game.fingerprint() == fp
    # corrupt / foreign files: a message, the game untouched
    for bad in ("{not json", json.dumps({"hello": 1}), json.dumps({"enza_save": 1, "setup": {}, "actions": [],
                                                                   "fingerprint": "x"})):
        p = tmp_path / "bad.enza"
        p.write_text(bad)
        assert not window.files.open_path(str(p))
        assert window.last_message is not None and "bad.enza" in window.last_message.text()
        window.last_message.close()
        assert window.game.fingerprint() == fp
    (tmp_path / "bin.enza").write_bytes(b"\xff\xfe\x00garbage")
    assert not window.files.open_path(str(tmp_path / "bin.enza"))
    # load the good one
    assert window.files.open_path(str(path))
    assert window.game.fingerprint() == fp
    # resume after a "crash": a new window finds the autosave
    from gui.main_window import MainWindow
    w2 = MainWindow(window.settings)
    qtbot.addWidget(w2)
    assert w2.files.check_resume(ask=lambda: True)
    assert w2.game.fingerprint() == fp
    w2.ctl.stop()


def test_undo_refused_across_a_draw(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path, privacy=False)
    # Aki's charge can be undone (nothing hidden was revealed since)
    me = window.table.tscene.seats[0]
    drag(qtbot, window.table, find_card(window, 0, "hand", MANA), zone_center(me, "mana"))
    n = len(window.game.actions_log)
    window.table_input.undo()
    assert len(window.game.actions_log) == n - 1
    # charged again, then passing to Ben's turn draws a card for him: the charge cannot be undone now
    drag(qtbot, window.table, find_card(window, 0, "hand", MANA), zone_center(me, "mana"))
    assert "Undo" in window.acts["undo"].text() and window.acts["undo"].isEnabled()
    window.table_input.do_action("p0 pass")
    for _ in range(6):
        if window.game.turn_player == 1:
            break
        acts = window.ctl.legal_now()
        window.table_input.do_action("p0 pass" if "p0 pass" in acts else acts[0])
    assert window.game.turn_player == 1
    n = len(window.game.actions_log)
    assert not window.acts["undo"].isEnabled() and "hidden" in window.acts["undo"].toolTip()   # said before
    window.table_input.undo()
    assert len(window.game.actions_log) == n
    assert "hidden" in window.toast.text()


def test_language_switch_while_running(window, qtbot, tmp_path):
    setup_game(window, qtbot, tmp_path, privacy=False)
    assert window.acts["new"].text() == "New game…"
    window.menu_set.set_language("ja")
    assert window.acts["new"].text() == "新しいゲーム…"
    item = find_card(window, 0, "hand", PACHIL)
    from gui.card_render import card_name
    assert card_name(item.defn) == item.defn.name_ja
    assert any("ターン" in line for line in window.log.lines())
    window.menu_set.set_language("en")
    assert window.acts["new"].text() == "New game…"
    i18n.set_language("en")


def test_bad_deck_file_is_reported(window, qtbot, tmp_path):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    bad = tmp_path / "bad.deck"
    bad.write_text("name: X\n4 SG-001\nthis is not a line\n")
    assert not dlg.set_deck_file(0, str(bad))
    assert "bad.deck" in dlg.last_problem and ":3" in dlg.last_problem
    unknown = tmp_path / "unknown.deck"
    unknown.write_text("name: X\n1 ZZ-999\n")
    if dlg.set_deck_file(0, str(unknown)):
        dlg.try_accept()
        assert "ZZ-999" in dlg.last_problem
    assert window.game is None
    dlg.reject()
