"""engine/catalog.py: the one place a table and the simulations ask about formats, bundled decks, seat counts,
default teams and whether a setup can start; setup problems come back typed (code, rule id, parameters), never
as a raw exception, and new_game raises the same problems (SetupError, a ValueError)."""
import pytest

import engine
from engine import catalog
from engine.core.errors import SetupError, SetupProblem


def players(fmt: str, teams: list | None, n: int | None = None) -> list[dict]:
    decks = catalog.bundled_decks(fmt)
    n = len(teams) if teams is not None else n
    out = []
    for i in range(n):
        p = {"name": f"P{i + 1}", "deck": decks[i % len(decks)], "seat": i}
        if teams is not None:
            p["team"] = teams[i]
        out.append(p)
    return out


def test_the_catalog_lists_every_format_with_bundled_decks():
    names = [f.name for f in catalog.formats()]
    assert names == [f.name for f in engine.formats()] and "alternating" in names
    for name in names:
        assert catalog.bundled_decks(name), name


@pytest.mark.parametrize("fmt", [f.name for f in engine.formats() if f.teams])
def test_default_teams_start_a_game_at_every_seat_count_a_table_offers(fmt):
    counts = catalog.player_counts(fmt)
    assert counts
    for n in counts:
        teams = catalog.default_teams(fmt, n)
        assert len(teams) == n
        assert catalog.setup_problems(fmt, players(fmt, teams)) == [], (fmt, n, teams)


def test_alternating_teams_are_offered_only_where_equal_teams_fit():
    """811.1: two or more teams of the same size, two or more each: no such teams at 5 or 7 seats."""
    assert catalog.player_counts("alternating") == [4, 6, 8]
    assert catalog.default_teams("alternating", 6) == [0, 1, 2, 0, 1, 2]
    assert catalog.player_counts("ffa") == list(range(3, 9)) and catalog.default_teams("ffa", 5) is None


def test_mtg_811_1_teams_of_3_2_1_are_a_typed_problem_not_an_exception():
    bad = [0, 1, 0, 1, 1, 2]      # what the New game dialog kept when a 4-seat table grew to 6
    problems = catalog.setup_problems("alternating", players("alternating", bad))
    assert [(p.code, p.rule) for p in problems] == [("team-sizes", "mtg:811.1")]
    assert problems[0].params == {"counts": [1, 2, 3]}
    with pytest.raises(SetupError) as e:
        engine.new_game("alternating", players("alternating", bad), seed=1)
    assert isinstance(e.value, ValueError) and e.value.problems == problems and "811.1" in str(e.value)


def test_mtg_811_2_teams_of_the_right_sizes_seated_together_are_refused_with_their_rule():
    assert [(p.code, p.rule) for p in catalog.team_problems("alternating", [0, 0, 1, 1])] == \
        [("team-seating", "mtg:811.2")]


def test_tag_403_1_and_101_1_teams_come_back_typed():
    assert [(p.code, p.rule) for p in catalog.team_problems("tag", [0, 1, 0, 1])] == [("team-seating", "tag:403-1")]
    sizes = catalog.setup_problems("tag", players("tag", [0, 0, 0, 1]))
    assert [(p.code, p.params) for p in sizes] == [("team-sizes", {"sizes": [2, 2], "counts": [3, 1]})]


def test_tag_401_1_teammates_with_the_same_territory_are_a_typed_problem():
    d = catalog.bundled_decks("tag")[0]
    ps = [{"name": f"P{i}", "deck": d, "seat": i, "team": i // 2} for i in range(4)]
    problems = catalog.setup_problems("tag", ps)
    assert [(p.code, p.rule) for p in problems] == [("territories", "tag:401-1")] and problems[0].params["name"]


def test_mtg_809_emperor_and_805_1_shared_turns_seating_come_back_typed():
    assert [(p.code, p.rule) for p in catalog.team_problems("emperor", [0, 1, 0, 1, 0, 1])] == \
        [("team-seating", "mtg:809.2")]
    split = catalog.team_problems("teams", [0, 1, 0, 1, 2, 2], {"shared_turns": True})
    assert [(p.code, p.rule) for p in split] == [("team-seating", "mtg:805.1")]
    assert catalog.team_problems("teams", [0, 1, 0, 1, 2, 2]) == []      # without shared turns teams may sit apart


def test_the_seat_count_seats_partners_and_options_come_back_typed():
    assert [p.code for p in catalog.setup_problems("duel", players("duel", None, 3))] == ["player-count"]
    assert catalog.setup_problems("duel", players("duel", None, 3))[0].params == \
        {"format": "duel", "min": 2, "max": 2, "n": 3}
    seats = players("duel", None, 2)
    seats[1]["seat"] = 0
    assert [p.code for p in catalog.setup_problems("duel", seats)] == ["seats"]
    partner = players("duel", None, 2)
    partner[0]["partner"] = "SG-001"
    assert [(p.code, p.rule) for p in catalog.setup_problems("duel", partner)] == [("partner", "deck:partner")]
    assert [p.code for p in catalog.setup_problems("ffa", players("ffa", None, 4), {"attack": "up"})] == ["option"]
    assert SetupProblem("seats", "", {"n": 2}) == SetupProblem("seats", "", {"n": 2}, "other words")
