"""Emperor (809), alternating teams (811) and grand melee (807) at the table: each bundled puzzle (a scenario
file near the end of a game) is played to its winner by a drag, the passes given by the table; grand melee's
two stacks are drawn apart, one zone box per turn marker (807.5), from the typed view's zone specs."""
from pathlib import Path

from PySide6.QtCore import Qt

from .helpers import drag
from .test_zone_table import card_in, lift_curtain, scene, wait_for

PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles" / "stack"


def click_pass_until(window, qtbot, pred, limit=60):
    """Click the panel's Pass for whoever holds the screen until `pred` (the table gives the other passes)."""
    for _ in range(limit):
        lift_curtain(window, qtbot)
        if pred():
            return
        g = window.game
        p = window.ctl.screen_player
        btn = window.panel.buttons.get(f"p{p} pass") if g.decision is not None else None
        if btn is not None and btn.isVisible() and p in g.decision.waiting_for():
            qtbot.mouseClick(btn, Qt.MouseButton.LeftButton)
        qtbot.wait(50)
    assert pred()


def attack_by_drag(window, qtbot, attacker_owner: int, target: int, lit_check: bool = True):
    g = window.game
    sc = scene(window)
    click_pass_until(window, qtbot, lambda: g.decision is not None and g.decision.kind == "declare-attackers"
                     and attacker_owner in g.decision.waiting_for() and window.ctl.screen_player == attacker_owner)
    item = card_in(window, f"p{attacker_owner}.battlefield", next(a.source for a in sc.answers if a.verb == "attack"))
    if lit_check:
        sc.drag_started(item)
        assert [q for q, b in sc.boxes.items() if b.lit] == [target]   # the one opponent it may attack
        sc.drag_dropped(item, sc.boxes[target].header_point())
    else:   # a real mouse drag on the view
        drag(qtbot, window.table, item, sc.boxes[target].header_point())


def test_emperor_puzzle_to_a_winner_the_emperor_takes_the_team_out(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "emperor_generals_charge.toml"))
    g = window.game
    assert g.format.name == "emperor" and sorted(g.memory["emperors"].values()) == [1, 4]
    attack_by_drag(window, qtbot, 2, 3)    # 809.4: a general attacks the opponent seated next to them
    click_pass_until(window, qtbot, lambda: g.outcome is not None, limit=300)
    assert g.outcome.teams[0] == ("won", "mtg:104.2d") and g.outcome.teams[1] == ("lost", "mtg:104.3i")
    assert g.outcome.players[5] == ("lost", "mtg:104.3i")   # a general still in the game falls with the emperor


def test_alternating_puzzle_to_a_winner(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "alternating_break_the_line.toml"))
    g = window.game
    assert [p.team for p in g.players] == [0, 1, 0, 1]
    # 811.4: only the opponents seated next to Akari could be attacked; Daichi (seat 3) has nothing to attack with
    attack_by_drag(window, qtbot, 0, 1, lit_check=False)
    click_pass_until(window, qtbot, lambda: g.outcome is not None, limit=300)
    assert g.outcome.teams[0] == ("won", "mtg:104.2c") and g.outcome.teams[1][0] == "lost"


def test_grand_melee_puzzle_two_stacks_drawn_apart_and_played_to_a_winner(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "melee_two_turns.toml"))
    g = window.game
    sc = scene(window)
    wait_for(window, qtbot, lambda: window.ctl.screen_player is not None)
    assert sc.zone_mode
    stacks = {k: r for k, r in sc.plan.shared.items() if k in ("stack", "stack2")}
    assert set(stacks) == {"stack", "stack2"}
    assert not stacks["stack"].intersects(stacks["stack2"])      # each marker's stack drawn apart
    boxes = {z.key: z for z in sc.zone_boxes()}
    assert "stack" in boxes and "stack2" in boxes
    # Emi's turn (marker 2) began while Akari's (marker 1) is under way; Emi, with an empty library, loses
    # as she draws
    assert 4 in {e.data["player"] for e in g.events if e.kind == "turn_start"}
    assert g.memory["markers"][0]["n"] == 1 and g.memory["markers"][0]["player"] == 0
    attack_by_drag(window, qtbot, 0, 1)                         # 807.2b: attack left only
    click_pass_until(window, qtbot, lambda: g.outcome is not None, limit=600)
    assert g.outcome.winners == [0]
    assert any(e.kind == "turn_marker" for e in g.events)
