"""Computer seats play at the level their seat setup names (key `level`: random, easy, normal, hard), in a
worker process that gets the game's save text, never the live game; every family, team formats included."""
import pytest

import gui.computer as computer
from engine.sim import bundled_decks, team_sizes
from engine.formats import get_format


def start(window, fmt, n, levels, seed=3):
    decks = bundled_decks(fmt)
    sizes = team_sizes(fmt, n)
    players = []
    for i in range(n):
        p = {"name": f"Cpu{i + 1}", "deck": decks[i % len(decks)], "seat": i, "kind": "computer",
             "level": levels[i % len(levels)]}
        if sizes:
            p["team"] = 0 if i < sizes[0] else 1
        players.append(p)
    window.games.start_game({"format": fmt, "options": None, "seed": seed, "first_player": 0, "players": players})
    return window.game


@pytest.mark.parametrize("fmt,n", [("tag", 4), ("2hg", 4), ("duepa", 3)])
def test_every_level_plays_in_the_worker_process(window, qtbot, monkeypatch, fmt, n):
    monkeypatch.setattr(computer, "TABLE_BUDGET", {"hard": {"playouts": 4, "seconds": 0.2}})
    levels = ["hard", "easy", "normal", "random"]
    g = start(window, fmt, n, levels)
    ctl = window.ctl
    qtbot.waitUntil(lambda: len(window.game.actions_log) >= 40 or window.game.outcome is not None,
                    timeout=180000)
    assert window.game is g                      # the live game went on; the worker only read save texts
    assert ctl.runner._proc is not None and ctl.runner.use_process
    assert {ctl.runner.players[p] for p in ctl.runner.players} <= set(levels)
    for p, lvl in ctl.runner.players.items():
        assert lvl == levels[p % len(levels)]
    window.ctl.stop()
    assert ctl.runner._proc is None


def test_a_seat_without_a_level_plays_normal_and_an_unknown_level_falls_back_to_it():
    assert computer.level_name(None) == "normal"
    assert computer.level_name("heuristic") == "normal"
    assert computer.level_name("grandmaster") == "normal"
    assert computer.level_name("hard") == "hard"
