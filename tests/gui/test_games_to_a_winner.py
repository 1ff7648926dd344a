"""G3 item 4: the formats without a game to a winner at the table get one, by drags from bundled puzzles
near the end (assets/puzzles): divide (1-vs-1 life-zone game), magic (1-vs-1 stack game) and teams (two
teams of two, each player with their own turn and life).  tag, 2HG and ffa are in test_zone_table.py,
duel and DuePa in the real-window test, emperor, alternating and grand melee in F2's tests."""
from pathlib import Path

from PySide6.QtCore import Qt

from .helpers import drag
from .test_zone_table import card_in, scene, wait_for

PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"


def test_divide_puzzle_to_a_winner_by_a_drag_onto_the_opponent(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "lifezone" / "divide_last_hit.toml"))
    g = window.game
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    sc = scene(window)
    assert sc.zone_mode and g.format.name == "divide"
    attacker = next(a.source for a in sc.answers if a.verb == "attack")
    item = card_in(window, "all.field", attacker)
    sc.drag_started(item)
    assert sc.boxes[1].lit and not sc.boxes[0].lit         # the one opponent lights up
    sc.drag_dropped(item, sc.boxes[1].header_point())
    wait_for(window, qtbot, lambda: g.outcome is not None)
    assert g.outcome.winners == [0]


def test_magic_puzzle_to_a_winner_by_an_attack_drag(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "stack" / "magic_last_swing.toml"))
    g = window.game
    sc = scene(window)
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    # the passes of an empty main phase are given; the first stop is declaring attackers
    wait_for(window, qtbot, lambda: g.decision is not None and g.decision.kind == "declare-attackers")
    item = card_in(window, "p0.battlefield", next(a.source for a in sc.answers if a.verb == "attack"))
    drag(qtbot, window.table, item, sc.boxes[1].header_point())
    wait_for(window, qtbot, lambda: g.outcome is not None)
    assert g.outcome.winners == [0]


def test_teams_puzzle_to_a_winning_team(window, qtbot):
    assert window.puzzles.load_puzzle(str(PUZZLES / "stack" / "teams_last_swing.toml"))
    g = window.game
    sc = scene(window)
    wait_for(window, qtbot, lambda: window.ctl.screen_player == 0)
    # teammates sit side by side at the bottom; each player's own life at their seat, no team life
    assert sc.boxes[1].rect.top() == sc.boxes[0].rect.top()
    assert all("Life" not in box.lines()[1] for box in sc.team_boxes.values())
    wait_for(window, qtbot, lambda: g.decision is not None and g.decision.kind == "declare-attackers")
    item = card_in(window, "p0.battlefield", next(a.source for a in sc.answers if a.verb == "attack"))
    drag(qtbot, window.table, item, sc.boxes[2].header_point())
    # Chiharu is out.  Bunta's turn stops in his main phase (he has a land to play): he passes until the
    # end of his turn with the priority bar's button; then Daichi draws from an empty library: the team wins
    wait_for(window, qtbot, lambda: g.outcome is not None or (g.turn_player == 1 and window.ctl.acting() == 1
                                                              and window.priority_bar.turn.isVisible()))
    if g.outcome is None:
        qtbot.mouseClick(window.priority_bar.turn, Qt.MouseButton.LeftButton)
    try:
        wait_for(window, qtbot, lambda: g.outcome is not None, timeout=15000)
    except Exception:
        raise AssertionError(_debug(window))
    assert g.outcome.teams[0][0] == "won" and g.outcome.teams[1][0] == "lost"


def _debug(window):
    g = window.game
    return (g.turn, g.turn_player, g.decision, window.ctl.acting(), window.curtain.isVisible(),
            window.ctl.legal_now()[:5], [p.alive for p in g.players])
