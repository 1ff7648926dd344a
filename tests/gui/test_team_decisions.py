"""A decision any one player of a team answers for the whole team (a team holding priority, choosing its
blocker), at the window: a computer's pass only declines while a teammate may still answer (the session's
team round, tests/session/test_team_rounds.py); and End turn in a turn a team shares outlasts the teammate's
actions."""
from engine.sim import bundled_decks


def _energy_by_turn(g) -> dict:
    """{turn: energy cards placed} for every turn started, from the events."""
    out, turn = {}, None
    for e in g.events:
        if e.kind == "turn_start":
            turn = e.data["turn"]
            out[turn] = 0
        elif e.kind == "energy_placed" and turn is not None:
            out[turn] += 1
    return out


def test_a_computer_places_energy_in_each_of_its_turns_though_its_teammate_is_asked_too(window, qtbot):
    decks = bundled_decks("tag")
    players = [{"name": f"Cpu{i + 1}", "deck": decks[i % len(decks)], "seat": i, "kind": "computer",
                "level": "normal", "team": 0 if i < 2 else 1} for i in range(4)]
    window.games.start_game({"format": "tag", "options": None, "seed": 11, "first_player": 0, "players": players})
    g = window.game
    window.ctl.skip_ahead()
    qtbot.waitUntil(lambda: g.turn >= 7 or g.outcome is not None, timeout=120000)
    placed = _energy_by_turn(g)
    # the normal level places an energy card whenever it may and has fewer than 7; before, the teammate
    # listed first for the team's priority passed for both in about half of the turns
    assert all(placed[t] == 1 for t in range(1, 7)), placed
    window.ctl.stop()


def test_end_turn_in_a_shared_team_turn_passes_on_after_the_computer_teammate_acts(window, qtbot):
    """2HG: Akari's team shares the turn with a computer (805.2).  End turn passes; the teammate then plays
    a land, which gives the team priority again: the button's 'until the turn is over' still holds."""
    decks = bundled_decks("2hg")
    kinds = ["human", "computer", "computer", "computer"]
    players = [{"name": f"P{i}", "deck": decks[i % len(decks)], "seat": i, "kind": kinds[i], "level": "normal",
                "team": 0 if i < 2 else 1} for i in range(4)]
    window.games.start_game({"format": "2hg", "options": None, "seed": 5, "first_player": 0, "players": players})
    g, ctl = window.game, window.ctl
    if window.curtain.isVisible():
        ctl.curtain_lifted()
    qtbot.waitUntil(lambda: g.decision is not None and g.decision.kind == "mulligan" and ctl.acting() == 0,
                    timeout=20000)
    ctl.perform_chosen("p0 keep")
    qtbot.waitUntil(lambda: g.decision is not None and g.decision.kind == "priority" and ctl.acting() == 0,
                    timeout=30000)
    assert g.turn == 1 and g.step == "main1"
    window.table._end_turn()                      # the End turn button
    ctl.skip_ahead()
    qtbot.waitUntil(lambda: g.turn >= 2 or g.outcome is not None, timeout=30000)
    assert any(e.kind == "land_played" and e.data.get("player") == 1 for e in g.events), "the teammate acted"
