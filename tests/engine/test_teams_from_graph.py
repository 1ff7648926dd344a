"""Teams are the seating graph's (engine/seating.py `team_of` / `members`), not the players' team names:
listing the players in another order, or renaming their teams, changes no result of a team game.

Each game lets one whole team concede; the result every seat gets must be the same whatever the order of
the player list, and must stay so when every player carries a team name of their own (a rule that grouped
players by `Player.team` would then see no team at all and let the game go on)."""
import random

import pytest

import engine
from engine.core.kinds import LOST, WON
from engine.sim import random_players

TEAM_GAMES = [("tag", 4), ("2hg", 4), ("teams", 4), ("alternating", 4), ("emperor", 6)]


def results_by_seat(fmt: str, n: int, order: list[int], rename: bool) -> tuple[dict, dict]:
    base = random_players(fmt, n, random.Random(7))
    players = [dict(base[i]) for i in order]
    g = engine.new_game(fmt, players, seed=7)
    if rename:   # the names say nothing any more: only the graph knows the teams
        for p in g.players:
            p.team = f"name-{p.index}"
    conceding = [p.index for p in g.players if players[p.index]["team"] == base[0]["team"]]
    for p in conceding:
        if g.outcome is None and g.players[p].alive:
            g.perform(g.parse(f"p{p} concede"))
    assert g.outcome is not None, f"{fmt}: a whole team conceded and the game goes on"
    by_seat = {g.players[p].seat: r for p, (r, _) in g.outcome.players.items()}
    teams_by_seat = {g.players[m].seat: g.outcome.teams[name][0]
                     for name, members in g.rules.team_table(g) for m in members}
    return by_seat, teams_by_seat


@pytest.mark.parametrize("fmt,n", TEAM_GAMES)
def test_a_shuffled_player_order_gives_the_same_team_outcome(fmt, n):
    straight = results_by_seat(fmt, n, list(range(n)), rename=False)
    players, teams = straight
    conceded = {s for s in range(n) if s in players and players[s] == LOST}
    assert conceded and all(players[s] == WON for s in range(n) if s not in conceded)
    assert teams == players   # each seat's team result is its own here (one team lost, the other won)
    for k in range(3):
        order = list(range(n))
        random.Random(k).shuffle(order)
        assert results_by_seat(fmt, n, order, rename=False) == straight, (fmt, order)
        assert results_by_seat(fmt, n, order, rename=True)[0] == players, (fmt, order)
