"""G3 item 3: the formats' own moments as dialogs over the table (gui/dialogs/moments.py): mulligans at once
behind the curtain, in order for shared team turns, blocks by the defending team, damage order, triggers
ordered by the team; keyboard usable, words in both languages."""
import random

from PySide6.QtCore import Qt

from engine.sim import bundled_decks, default_teams

NAMES = ["Aki", "Bo", "Chi", "Dai"]


def start(window, fmt, n, seed=1):
    decks, teams = bundled_decks(fmt), default_teams(fmt, n)
    players = [{"name": NAMES[i], "deck": decks[i % len(decks)], "seat": i, "kind": "human",
                **({"team": teams[i]} if teams else {})} for i in range(n)]
    window.games.start_game({"format": fmt, "players": players, "options": {}, "seed": seed, "first_player": 0})


def lift(window, qtbot):
    if window.curtain.isVisible():
        assert not window.moment_dialog.isVisible()     # nothing private shows before the person says so
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)


def play_until(window, qtbot, kind, fmt, n):
    """A game of people played by random answers in the engine (mostly attacks and blocks) until one of them
    is asked `kind`, then put on the table: the dialog that comes up."""
    from engine.newgame import new_game
    decks, teams = bundled_decks(fmt), default_teams(fmt, n)
    players = [{"name": NAMES[i], "deck": decks[i % len(decks)], "seat": i, "kind": "human",
                **({"team": teams[i]} if teams else {})} for i in range(n)]
    for seed in range(1, 9):
        rng = random.Random(seed)
        g = new_game(fmt, players, seed=seed, first_player=0)
        for _ in range(1500):
            if g.outcome is not None:
                break
            if g.decision.kind == kind:
                window.games.set_game(g)
                lift(window, qtbot)
                assert window.moment_dialog.isVisible() and window.moment_dialog.kind() == kind
                return window.moment_dialog
            acts = [str(a) for a in g.legal_actions(g.decision.waiting_for()[0]) if a.verb != "concede"]
            keen = [a for a in acts if a.split()[1] in ("attack", "block", "mulligan")]
            g.perform(rng.choice(keen if keen and rng.random() < 0.7 else acts))
    raise AssertionError(f"no {kind} in eight games")


def test_ffa_mulligans_are_taken_at_once_each_behind_the_curtain_by_keyboard(window, qtbot):
    start(window, "ffa", 4)
    lift(window, qtbot)
    dlg = window.moment_dialog
    g = window.game
    assert g.decision.kind == "mulligan" and g.decision.mode == "simultaneous"
    first = window.ctl.screen_player
    assert dlg.isVisible() and dlg.kind() == "mulligan"
    assert NAMES[first] in dlg.head.text() and "Your hand:" in dlg.body.text()
    assert "same time" in dlg.body.text() and "Answered" not in dlg.body.text()
    assert [b.text() for b in dlg.buttons.values()] == ["1. Keep", "2. Mulligan"]
    qtbot.keyClick(dlg, Qt.Key.Key_2)                      # the second answer by its digit: a mulligan
    assert str(g.decision.held[first]) == f"p{first} mulligan"     # held by the engine until all answer
    # the next person gets the curtain first; the dialog waits behind it
    assert window.curtain.isVisible() and not dlg.isVisible()
    lift(window, qtbot)
    second = window.ctl.screen_player
    assert second != first and dlg.isVisible()
    assert f"Answered: {NAMES[first]}." in dlg.body.text()     # that they answered, never what
    assert "mulligan" not in dlg.body.text().split("Answered")[1].lower()


def test_2hg_mulligans_team_by_team_and_blocks_by_the_defending_team(window, qtbot):
    start(window, "2hg", 4)
    lift(window, qtbot)
    dlg = window.moment_dialog
    d = window.game.decision
    first = window.ctl.screen_player
    assert d.mode == "simultaneous" and first in d.players and len(d.players) == 2      # one team at once
    assert "Your team decides together, in any order" in dlg.body.text()
    qtbot.keyClick(dlg, Qt.Key.Key_1)                                                  # keep
    lift(window, qtbot)
    mate = window.ctl.screen_player
    assert mate in d.players and mate != first and f"Answered: {NAMES[first]}." in dlg.body.text()
    dlg = play_until(window, qtbot, "declare-blockers", "2hg", 4)
    p = window.ctl.screen_player
    mate = next(q for q in range(4) if q != p and window.game.players[q].team == window.game.players[p].team)
    assert f"for the team {NAMES[min(p, mate)]} & {NAMES[max(p, mate)]}" in dlg.head.text()
    blocks = [t for t in dlg.buttons if " block " in t]
    assert blocks and all(dlg.buttons[t].text().split(". ", 1)[1].startswith("Block 《") for t in blocks)
    assert list(dlg.buttons)[-1].endswith(" done")          # Done after the choices
    n = len(window.game.actions_log)
    qtbot.mouseClick(dlg.buttons[blocks[0]], Qt.MouseButton.LeftButton)
    assert window.game.actions_log[n:n + 1] == [blocks[0]]


def test_damage_order_and_team_triggers_in_their_dialogs(window, qtbot):
    dlg = play_until(window, qtbot, "damage-order", "ffa", 4)
    assert "blocked by several creatures" in dlg.body.text()
    assert all(b.text().split(". ", 1)[1].startswith("Next to take damage: 《") for b in dlg.buttons.values())
    dlg = play_until(window, qtbot, "order-triggers", "2hg", 4)
    assert "orders the team's triggers" in dlg.body.text() and "for the team" in dlg.head.text()
    assert all("the trigger of 《" in b.text() for b in dlg.buttons.values())


def test_escape_puts_the_dialog_away_and_the_panel_keeps_the_answers(window, qtbot):
    start(window, "tag", 4)
    lift(window, qtbot)
    dlg = window.moment_dialog
    assert dlg.isVisible() and dlg.kind() == "mulligan"
    assert "one at a time" in dlg.body.text()
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    assert not dlg.isVisible()
    window.refresh()
    assert not dlg.isVisible()                               # stays away for this moment
    assert set(window.panel.buttons) == set(window.ctl.legal_now()) - {
        t for t in window.ctl.legal_now() if t.endswith(" concede")}


def test_dialog_words_in_japanese(window, qtbot):
    from gui import i18n
    i18n.set_language("ja")
    try:
        start(window, "ffa", 4)
        lift(window, qtbot)
        dlg = window.moment_dialog
        assert "手札" in dlg.body.text() and "同時" in dlg.body.text()
        assert [b.text() for b in dlg.buttons.values()][0].startswith("1. ")
    finally:
        i18n.set_language("en")
