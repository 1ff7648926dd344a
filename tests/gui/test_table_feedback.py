"""The table tells you what you can do (G1 item 5), computer seats that play (item 7), and the feel
of moves (item 9): glow, refusals with the rule id for cards without a move, the End turn button,
no turn ending by itself after a chosen action, the computer runner working on a copy off the UI
thread, the thinking mark, skip ahead, animations and the hover preview."""
import threading

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.ai.normal import NormalPlayer
from engine.sim import bundled_decks

from .helpers import drag, find_card, zone_center
from .test_game_e2e import MANA, PACHIL, setup_game
from .test_table_behaviour import to_p0


def start(window, players, first=0, seed=5, delay=0):
    decks = bundled_decks("duepa")
    window.settings.set("anim_speed", delay)
    window.games.start_game({"format": "duepa", "options": None, "seed": seed, "first_player": first,
                       "players": [{"name": n, "deck": decks[i % len(decks)], "seat": i, "kind": k}
                                   for i, (n, k) in enumerate(players)]})
    return window.game


def end_turn_by_button(window, qtbot, turn):
    """One click on End turn, then the public D-306-ask calls of the other players answered "No"
    (the default button) until the turn is over: the way a group ends a turn at the table."""
    g = window.game
    qtbot.mouseClick(window.table.end_turn_button, Qt.MouseButton.LeftButton)
    asked = []
    for _ in range(2 * g.n_players):
        if (g.turn, g.turn_player) != turn:
            break
        cur = window.curtain
        qtbot.waitUntil(lambda: cur.isVisible() and cur.asking)
        assert cur.focusWidget() is cur.no_button, "No is the default answer to the public call"
        asked.append(window.ctl.waiting_curtain)
        qtbot.mouseClick(cur.no_button, Qt.MouseButton.LeftButton)
        qtbot.wait(5)
    assert (g.turn, g.turn_player) != turn
    return asked


class SpyPlayer:
    """A computer player that records what it was given and where it ran; it waits until the
    UI thread has run an event, which it can only do if the UI is not blocked by the thinking."""

    def __init__(self, ui_ran: threading.Event, answer=None):
        self.seen = []
        self.ui_ran = ui_ran
        self.answer = answer
        self.inner = NormalPlayer(1)

    def choose(self, game, player):
        self.seen.append((game, threading.current_thread(), game.fingerprint()))
        self.responsive = self.ui_ran.wait(10)
        if self.answer is not None:
            return self.answer
        return self.inner.choose(game, player)


def test_computer_thinks_on_a_copy_off_the_ui_thread_and_the_ui_stays_responsive(window, qtbot):
    ui_ran = threading.Event()
    spy = SpyPlayer(ui_ran)
    window.ctl.computer_level = spy
    g = start(window, [("Aki", "human"), ("Cpu", "computer")], first=1)
    live = window.game
    n0 = len(live.actions_log)
    QTimer.singleShot(20, ui_ran.set)     # runs only if the event loop is free while the computer thinks
    qtbot.waitUntil(lambda: len(window.game.actions_log) > n0, timeout=10000)
    assert spy.responsive, "the UI thread was blocked while the computer was thinking"
    game, thread, fp = spy.seen[0]
    assert game is not live and game is not g
    assert thread is not threading.main_thread()
    assert window.game is live      # the live game went on by the answer applied on the UI thread


def test_a_stale_or_illegal_computer_answer_is_not_applied(window, qtbot):
    ui_ran = threading.Event()
    ui_ran.set()
    spy = SpyPlayer(ui_ran, answer="p1 summon c0")   # not a legal answer for p1 at the start
    window.ctl.computer_level = spy
    start(window, [("Aki", "human"), ("Cpu", "computer")], first=1)
    n0 = len(window.game.actions_log)
    qtbot.waitUntil(lambda: len(window.game.actions_log) > n0, timeout=10000)
    assert "summon c0" not in window.game.actions_log[n0]
    # the runner went on with a legal answer instead
    assert window.game.parse(str(window.game.actions_log[n0])).player == 1


def test_normal_level_by_default_thinking_mark_and_skip_ahead(window, qtbot):
    start(window, [("Aki", "human"), ("Cpu", "computer"), ("Cpu2", "computer")], first=1, delay=60000)
    ctl = window.ctl
    qtbot.waitUntil(lambda: ctl.answer_waiting, timeout=10000)   # answered, waiting out the pause
    assert ctl.runner.players[1] == "normal"       # the default level, played in the worker process
    assert ctl.thinking_player == 1 and window.table.tscene.seats[1].thinking
    assert window.table.skip_button.isVisible()
    n0 = len(window.game.actions_log)
    QTest.keyClick(window, Qt.Key.Key_S)      # skip ahead: no more pauses until a person must act
    qtbot.waitUntil(lambda: ctl.acting() == 0 or window.game.outcome is not None, timeout=20000)
    assert len(window.game.actions_log) > n0
    assert not ctl.skipping and ctl.thinking_player is None
    assert not window.table.tscene.seats[1].thinking and not window.table.skip_button.isVisible()


def test_playable_cards_glow_and_a_card_without_a_move_says_why(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    assert g.decision.kind == "charge"
    sc = window.table.tscene
    hand = list(sc.seats[0].items["hand"].values())
    assert hand and all(it.lit and it.draggable for it in hand)   # every hand card can be charged
    # an opponent's card: clicking it is never silent
    other = next(iter(sc.seats[1].items["shield"].values()))
    before = g.fingerprint()
    sc.item_clicked(other)
    assert window.toast.isVisible() and "[dm:503]" in window.toast.text()
    window.toast.hide()
    # charge, then the rest of the hand cannot be charged again: dragging one says why
    drag(qtbot, window.table, find_card(window, 0, "hand", MANA), zone_center(sc.seats[0], "mana"))
    assert g.decision.kind == "main"
    pachil = find_card(window, 0, "hand", PACHIL)
    assert pachil.lit                      # castable: 1 mana for a cost-1 creature
    stuck = [it for it in sc.seats[0].items["hand"].values() if not it.draggable]
    assert stuck, "some card must be too expensive now"
    before = g.fingerprint()
    vp = window.table.viewport()
    a = window.table.mapFromScene(stuck[0].scene_center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 5):
        QTest.mouseMove(vp, a + (window.table.mapFromScene(zone_center(sc.seats[0], "battle")) - a) * (k / 4))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       window.table.mapFromScene(zone_center(sc.seats[0], "battle")))
    assert g.fingerprint() == before
    assert window.toast.isVisible() and "Not allowed" in window.toast.text() and "[" in window.toast.text()


def test_turn_never_ends_by_itself_after_a_chosen_action(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    window.settings.set("auto_pass", True)
    sc = window.table.tscene
    drag(qtbot, window.table, find_card(window, 0, "hand", MANA), zone_center(sc.seats[0], "mana"))
    drag(qtbot, window.table, find_card(window, 0, "hand", PACHIL), zone_center(sc.seats[0], "battle"))
    if g.decision.kind == "pay":
        window.table_input.do_action("p0 autopay")
    qtbot.wait(20)
    # Pachil is a speed attacker: the attack step still offers a choice; pass through main by button
    turn = (g.turn, g.turn_player)
    assert window.table.end_turn_button.isVisible() and window.table.end_turn_button.isEnabled()
    while g.decision.kind == "main":
        window.table_input.do_action("p0 pass")
        qtbot.wait(5)
    assert (g.turn, g.turn_player) == turn, "the turn ended by itself"
    # End turn answers for Aki; the others are asked publicly, each once, in turn order (D-306-ask)
    asked = end_turn_by_button(window, qtbot, turn)
    assert asked == [p for p in range(1, g.n_players)]


def test_auto_pass_skips_only_empty_steps_and_says_so_in_the_log(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    sc = window.table.tscene
    turn = (g.turn, g.turn_player)
    # go on from the charge step (a chosen answer): with no mana nothing is castable, so the main
    # step has nothing to do and is skipped
    assert g.decision.kind == "charge"
    qtbot.mouseClick(window.panel.buttons["p0 pass"], Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    log = window.log.lines()
    assert any(t.startswith("Auto-pass") and "Aki" in t for t in log), log[-5:]
    # the attack step, with no creature, can only end the turn: after a chosen charge it waits
    assert g.decision.kind == "attack" and [a.split()[1] for a in window.ctl.legal_now()
                                            if a.split()[1] != "concede"] == ["pass"]
    assert (g.turn, g.turn_player) == turn
    assert window.table.end_turn_button.isEnabled()
    end_turn_by_button(window, qtbot, turn)


def test_snap_back_animates_and_can_be_turned_off(window, qtbot, tmp_path):
    g = setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    sc = window.table.tscene
    window.settings.set("animations", True)
    window.table.update_controls()
    assert 0 < sc.anim_ms <= 200
    item = find_card(window, 0, "hand", PACHIL)
    home = QPointF(item.home)
    item.setPos(home + QPointF(200, -150))     # where a drag left it
    item.snap_back()
    assert item.pos() != home and not item.settled()
    qtbot.waitUntil(item.settled, timeout=2000)
    assert item.pos() == home
    window.settings.set("animations", False)
    window.table.update_controls()
    item.setPos(home + QPointF(200, -150))
    item.snap_back()
    assert item.pos() == home and item.settled()
    assert g.outcome is None


def test_hover_preview_never_sticks(window, qtbot, tmp_path):
    from .test_table_preview import rest_pointer_on
    setup_game(window, qtbot, tmp_path)
    to_p0(window, qtbot)
    sc = window.table.tscene
    item = find_card(window, 0, "hand", MANA)
    rest_pointer_on(window, item)
    assert window.preview.isVisible()
    # the hovered card leaves the hand (charged): its preview goes with it
    window.table_input.do_action(f"p0 charge {item.token}")
    assert not window.preview.isVisible()
    # the pointer leaving the table clears it too
    other = next(iter(sc.seats[0].items["hand"].values()))
    rest_pointer_on(window, other)
    assert window.preview.isVisible()
    QApplication.sendEvent(window.table, QEvent(QEvent.Type.Leave))
    assert not window.preview.isVisible()
