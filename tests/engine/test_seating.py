"""Seating graph (engine/seating.py, DESIGN.md §5).

Seats are numbered clockwise seen from above; left = next seat clockwise.
Tag 2v2 model: Seating(4, [[0, 1], [2, 3]]); seat 1 = A's left player, seat 0 =
A's right player, seat 3 = B's left player, seat 2 = B's right player; fronts
0<->3 and 1<->2 (seed 003, 403-1a/403-1b; see the module docstring).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.seating import Seating

SEAT_COUNTS = range(2, 9)

A_RIGHT, A_LEFT, B_RIGHT, B_LEFT = 0, 1, 2, 3


def tag_table() -> Seating:
    return Seating(4, [[0, 1], [2, 3]])


@st.composite
def seating_with_removals(draw, teams: bool = False):
    """A table of 2..8 seats, optionally with teams, after random removals
    (at least one seat stays)."""
    n = draw(st.integers(2, 8))
    team_list = None
    if teams:
        labels = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
        groups: dict[int, list[int]] = {}
        for seat, lab in enumerate(labels):
            groups.setdefault(lab, []).append(seat)
        team_list = [groups[k] for k in sorted(groups)]
    s = Seating(n, team_list)
    order = draw(st.permutations(range(n)))
    k = draw(st.integers(0, n - 1))
    for seat in order[:k]:
        s.remove(seat)
    return s


# ----------------------------------------------------------- basic geometry

@pytest.mark.parametrize("n", SEAT_COUNTS)
def test_seating_left_is_next_seat_clockwise(n):
    s = Seating(n)
    for seat in range(n):
        assert s.left(seat) == (seat + 1) % n
        assert s.right(seat) == (seat - 1) % n


@pytest.mark.parametrize("n", SEAT_COUNTS)
def test_seating_left_and_right_are_inverse(n):
    s = Seating(n)
    for seat in range(n):
        assert s.right(s.left(seat)) == seat
        assert s.left(s.right(seat)) == seat


@settings(max_examples=300, deadline=None)
@given(seating_with_removals())
def test_seating_left_and_right_are_inverse_after_removals(s):
    for seat in s.alive_seats():
        assert s.right(s.left(seat)) == seat
        assert s.left(s.right(seat)) == seat
        assert s.alive(s.left(seat)) and s.alive(s.right(seat))


def test_seating_two_seats_each_is_both_neighbours():
    s = Seating(2)
    assert (s.left(0), s.right(0), s.left(1), s.right(1)) == (1, 1, 0, 0)


def test_seating_last_player_is_own_neighbour():
    s = Seating(3)
    s.remove(0)
    s.remove(2)
    assert s.left(1) == s.right(1) == 1
    assert s.turn_order(1) == (1,)
    assert s.left(0) == 1 and s.right(2) == 1


@pytest.mark.parametrize("bad", [0, 1, 9])
def test_seating_rejects_bad_seat_counts(bad):
    with pytest.raises(ValueError):
        Seating(bad)


def test_seating_rejects_bad_teams_and_seats():
    with pytest.raises(ValueError):
        Seating(4, [[0, 1], [1, 2]])
    with pytest.raises(ValueError):
        Seating(4, [[0, 4]])
    with pytest.raises(ValueError):
        Seating(4, [[0], []])
    s = Seating(4)
    with pytest.raises(ValueError):
        s.alive(4)
    s.remove(2)
    with pytest.raises(ValueError):
        s.remove(2)


# -------------------------------------------------------------- turn order

@pytest.mark.parametrize("n", SEAT_COUNTS)
def test_seating_clockwise_turn_order_from_every_seat(n):
    s = Seating(n)
    for start in range(n):
        assert s.turn_order(start) == tuple((start + k) % n for k in range(n))
        assert s.turn_order(start, clockwise=False) == tuple((start - k) % n for k in range(n))


@settings(max_examples=300, deadline=None)
@given(seating_with_removals(), st.integers(0, 7), st.booleans())
def test_seating_one_round_visits_every_remaining_seat_once(s, start, clockwise):
    start %= s.n
    order = s.turn_order(start, clockwise)
    assert sorted(order) == list(s.alive_seats())
    assert len(set(order)) == len(order)
    # walking next_in_turn_order gives the same round and comes back
    seat = order[0]
    walked = [seat]
    for _ in range(len(order) - 1):
        seat = s.next_in_turn_order(seat, clockwise)
        walked.append(seat)
    assert tuple(walked) == order
    assert s.next_in_turn_order(order[-1], clockwise) == order[0]


@settings(max_examples=300, deadline=None)
@given(seating_with_removals(), st.integers(0, 7))
def test_seating_counterclockwise_order_is_the_reverse_rotation(s, start):
    start %= s.n
    cw = s.turn_order(start, True)
    ccw = s.turn_order(start, False)
    if s.alive(start):
        assert ccw[0] == cw[0] == start
        assert ccw == (start,) + tuple(reversed(cw[1:]))
    else:
        # from a removed seat each direction begins with that side's neighbour
        assert cw[0] == s.left(start) and ccw[0] == s.right(start)
        assert ccw == tuple(reversed(cw))


@settings(max_examples=300, deadline=None)
@given(seating_with_removals(), st.integers(0, 7), st.booleans())
def test_seating_next_in_turn_order_skips_removed_and_works_from_removed(s, seat, clockwise):
    seat %= s.n
    nxt = s.next_in_turn_order(seat, clockwise)
    assert s.alive(nxt)
    step = 1 if clockwise else -1
    # every seat strictly between seat and nxt (in that direction) is removed
    k = (seat + step) % s.n
    while k != nxt:
        assert not s.alive(k)
        k = (k + step) % s.n
    if not s.alive(seat):
        assert s.turn_order(seat, clockwise)[0] == nxt


def test_seating_removed_seat_turn_order_example():
    s = Seating(6)
    s.remove(2)
    s.remove(3)
    assert s.next_in_turn_order(1) == 4
    assert s.next_in_turn_order(2) == 4
    assert s.next_in_turn_order(3, clockwise=False) == 1
    assert s.turn_order(2) == (4, 5, 0, 1)
    assert s.turn_order(3, clockwise=False) == (1, 0, 5, 4)
    assert s.alive_seats() == (0, 1, 4, 5)
    assert not s.alive(2) and s.alive(4)


def test_duepa_400_2_next_turn_after_removed_turn_player():
    # TS-DP-400-2 / decision D-400: A (seat 0) loses during their own turn; the
    # next turn is B's, found by walking turn order from A's (removed) seat.
    s = Seating(4)
    s.remove(0)
    assert s.next_in_turn_order(0) == 1
    assert s.turn_order(0) == (1, 2, 3)


def test_duepa_400_3_turn_passes_over_removed_player():
    # 400.3 example, seating part: order A->B->C->D, C removed -> after B's
    # turn the turn passes directly to D.
    a, b, c, d = range(4)
    s = Seating(4)
    s.remove(c)
    assert s.next_in_turn_order(b) == d
    assert s.turn_order(a) == (a, b, d)


# ------------------------------------------------------ teammates/opponents

@pytest.mark.parametrize("n", SEAT_COUNTS)
def test_seating_no_teams_everyone_else_is_an_opponent(n):
    s = Seating(n)
    for seat in range(n):
        assert s.team_of(seat) is None
        assert s.teammates(seat) == ()
        assert s.opponents(seat) == s.turn_order(seat)[1:]


def test_seating_teammates_and_opponents_tag_table():
    s = tag_table()
    assert s.teammates(0) == (1,)
    assert s.teammates(1) == (0,)
    assert s.teammates(3) == (2,)
    assert s.opponents(0) == (2, 3)
    assert s.opponents(1) == (2, 3)
    assert s.opponents(2) == (0, 1)
    assert s.opponents(3) == (0, 1)
    assert s.is_opponent(0, 3) and not s.is_opponent(0, 1)
    s.remove(3)
    assert s.teammates(2) == ()
    assert s.opponents(0) == (2,)
    assert s.teammates(3) == (2,)  # a removed seat still knows its team


@settings(max_examples=300, deadline=None)
@given(seating_with_removals(teams=True), st.integers(0, 7))
def test_seating_teammates_opponents_partition_alive_seats(s, seat):
    seat %= s.n
    mates, opps = s.teammates(seat), s.opponents(seat)
    others = set(s.alive_seats()) - {seat}
    assert set(mates) | set(opps) == others
    assert not set(mates) & set(opps)
    assert all(s.team_of(m) == s.team_of(seat) for m in mates)
    assert all(s.team_of(o) != s.team_of(seat) for o in opps)
    order = s.turn_order(seat)
    assert list(opps) == [o for o in order if o in opps]


# -------------------------------------------------------------- tag (2v2)

def test_tag_403_1_seating():
    # 403-1: teammates sit side by side (adjacent), facing the opposing team.
    s = tag_table()
    for team in ([0, 1], [2, 3]):
        a, b = team
        assert s.left(a) == b or s.right(a) == b
        assert s.team_of(a) == s.team_of(b)
        for seat in team:
            assert s.team_of(s.front(seat)) != s.team_of(seat)
    assert s.team_of(0) == 0 and s.team_of(2) == 1
    g = s.graph
    assert g.nodes[0]["team"] == g.nodes[1]["team"] != g.nodes[2]["team"]


def test_tag_403_1a_left_and_right_player_of_a_team():
    # 403-1a: the player sitting on the left as seen facing the opponents is the
    # left player. Seat 1 is on seat 0's left (clockwise) -> 1 is A's left player.
    s = tag_table()
    assert s.team_side(A_LEFT) == "left"
    assert s.team_side(A_RIGHT) == "right"
    assert s.team_side(B_LEFT) == "left"
    assert s.team_side(B_RIGHT) == "right"
    # the same rule for any rotation of the table
    t = Seating(4, [[1, 2], [3, 0]])
    assert (t.team_side(2), t.team_side(1), t.team_side(0), t.team_side(3)) == (
        "left", "right", "left", "right")
    # no sides without two-seat teams
    assert Seating(4).team_side(0) is None
    assert Seating(6, [[0, 1, 2], [3, 4, 5]]).team_side(0) is None
    assert Seating(4, [[0, 2], [1, 3]]).team_side(0) is None  # not side by side


def test_tag_403_1b_front_player():
    # 403-1b: a team's left player is the front player of the opposing team's
    # right player, and a team's right player that of the opposing left player.
    s = tag_table()
    assert s.front(A_LEFT) == B_RIGHT and s.front(B_RIGHT) == A_LEFT
    assert s.front(A_RIGHT) == B_LEFT and s.front(B_LEFT) == A_RIGHT
    assert (s.front(0), s.front(1), s.front(2), s.front(3)) == (3, 2, 1, 0)
    for seat in range(4):
        f = s.front(seat)
        assert s.front(f) == seat  # symmetric
        assert s.team_of(f) != s.team_of(seat)
        assert {s.team_side(seat), s.team_side(f)} == {"left", "right"}
    fronts = {(u, v) for u, v, k in s.graph.edges(data="kind") if k == "front"}
    assert fronts == {(0, 3), (3, 0), (1, 2), (2, 1)}


def test_tag_403_1b_front_player_for_rotated_table():
    t = Seating(4, [[1, 2], [3, 0]])
    for seat in range(4):
        assert t.front(t.front(seat)) == seat
        if t.team_side(seat) == "left":
            assert t.front(seat) == t.left(seat)
        else:
            assert t.front(seat) == t.right(seat)
    assert (t.front(1), t.front(2)) == (0, 3)


def test_tag_403_1b_no_front_player_outside_2v2_or_after_leaving():
    assert Seating(4).front(0) is None
    assert Seating(6, [[0, 1], [2, 3], [4, 5]]).front(0) is None
    s = tag_table()
    s.remove(3)
    assert s.front(0) is None and s.front(3) is None
    assert s.front(1) == 2 and s.front(2) == 1
    assert s.team_side(0) == "right"  # sides are fixed by where people sat


def test_tag_501_2a_left_starting_player_goes_clockwise():
    # 501-2a: start = left player -> clockwise: first team's left -> second
    # team's right -> second team's left -> first team's right -> repeat.
    s = tag_table()
    assert s.tag_clockwise(A_LEFT) is True
    assert s.tag_turn_order(A_LEFT) == (A_LEFT, B_RIGHT, B_LEFT, A_RIGHT)
    assert s.tag_turn_order(A_LEFT) == s.turn_order(A_LEFT, clockwise=True)
    assert s.tag_turn_order(B_LEFT) == (B_LEFT, A_RIGHT, A_LEFT, B_RIGHT)
    # TS-BD-T-501-1: XL, YR, YL, XR, XL, ...
    seat, seen = A_LEFT, []
    for _ in range(5):
        seen.append(seat)
        seat = s.next_in_turn_order(seat, s.tag_clockwise(A_LEFT))
    assert seen == [A_LEFT, B_RIGHT, B_LEFT, A_RIGHT, A_LEFT]


def test_tag_501_2b_right_starting_player_goes_counterclockwise():
    # 501-2b: start = right player -> counter-clockwise: first team's right ->
    # second team's left -> second team's right -> first team's left -> repeat.
    s = tag_table()
    assert s.tag_clockwise(A_RIGHT) is False
    assert s.tag_turn_order(A_RIGHT) == (A_RIGHT, B_LEFT, B_RIGHT, A_LEFT)
    assert s.tag_turn_order(A_RIGHT) == s.turn_order(A_RIGHT, clockwise=False)
    assert s.tag_turn_order(B_RIGHT) == (B_RIGHT, A_LEFT, A_RIGHT, B_LEFT)
    # TS-BD-T-501-2: XR, YL, YR, XL, XR, ...
    seat, seen = A_RIGHT, []
    for _ in range(5):
        seen.append(seat)
        seat = s.next_in_turn_order(seat, s.tag_clockwise(A_RIGHT))
    assert seen == [A_RIGHT, B_LEFT, B_RIGHT, A_LEFT, A_RIGHT]


def test_tag_501_2_turn_order_from_start_player():
    # 501-2: the order depends on the starting player; either way the turn goes
    # first to the starting player's front player, then to the front player's
    # teammate, then to the starting player's teammate.
    s = tag_table()
    for start in range(4):
        order = s.tag_turn_order(start)
        assert order[0] == start
        assert order[1] == s.front(start)
        assert order[2] == s.teammates(s.front(start))[0]
        assert order[3] == s.teammates(start)[0]
        assert s.tag_clockwise(start) == (s.team_side(start) == "left")
    with pytest.raises(ValueError):
        Seating(4).tag_turn_order(0)  # no left/right players without tag teams


# ----------------------------------------------------------------- MTG 801

def test_mtg_801_range_of_influence_1_six_players():
    # TS-MTG-801-1: range 1 -> the player and the two neighbours.
    s = Seating(6)
    assert set(s.range_of_influence(2, 1)) == {1, 2, 3}
    assert s.range_of_influence(2, 1)[0] == 2
    assert set(s.range_of_influence(0, 1)) == {5, 0, 1}  # wraps around


def test_mtg_801_range_of_influence_2_wraps_around():
    s = Seating(8)
    assert set(s.range_of_influence(0, 2)) == {6, 7, 0, 1, 2}
    assert set(s.range_of_influence(7, 2)) == {5, 6, 7, 0, 1}
    assert s.range_of_influence(3, 0) == (3,)
    with pytest.raises(ValueError):
        s.range_of_influence(3, -1)


@pytest.mark.parametrize("n", SEAT_COUNTS)
def test_mtg_801_range_of_influence_unlimited(n):
    s = Seating(n)
    for seat in range(n):
        assert sorted(s.range_of_influence(seat, None)) == list(range(n))
        # a reach of half the table already covers everyone
        assert sorted(s.range_of_influence(seat, n // 2)) == list(range(n))


def test_mtg_801_range_of_influence_counts_only_remaining_seats():
    s = Seating(7)
    s.remove(1)
    s.remove(6)
    assert set(s.range_of_influence(0, 1)) == {5, 0, 2}
    assert set(s.range_of_influence(0, 2)) == {4, 5, 0, 2, 3}
    assert set(s.range_of_influence(0, None)) == {0, 2, 3, 4, 5}
    with pytest.raises(ValueError):
        s.range_of_influence(1, 1)  # a player who left has no range


@settings(max_examples=300, deadline=None)
@given(seating_with_removals(), st.integers(0, 7), st.one_of(st.none(), st.integers(0, 8)))
def test_mtg_801_range_of_influence_property(s, seat, reach):
    alive = s.alive_seats()
    seat = alive[seat % len(alive)]
    got = s.range_of_influence(seat, reach)
    assert got[0] == seat and len(set(got)) == len(got)
    expected = {seat}
    lft = rgt = seat
    for _ in range(len(alive) if reach is None else reach):
        lft, rgt = s.left(lft), s.right(rgt)
        expected |= {lft, rgt}
    assert set(got) == expected
    # symmetric: if b is in a's range, a is in b's range (same reach)
    for other in got:
        assert seat in s.range_of_influence(other, reach)


# ----------------------------------------------------------------- MTG 803

def test_mtg_803_attack_left_right_free_for_all():
    s = Seating(5)
    for seat in range(5):
        assert s.attack_left_target(seat) == (seat + 1) % 5
        assert s.attack_right_target(seat) == (seat - 1) % 5


def test_mtg_803_attack_left_right_skips_removed_seats():
    # a player who left the game no longer occupies a seat
    s = Seating(6)
    s.remove(1)
    s.remove(2)
    assert s.attack_left_target(0) == 3
    assert s.attack_right_target(3) == 0
    assert s.attack_left_target(5) == 0


def test_mtg_803_attack_left_right_teammate_in_between_blocks_attack():
    # 803: "if the nearest opponent on that side is more than one seat away,
    # they can't attack" -- a teammate on that side is a seat in between.
    s = Seating(6, [[0, 1, 2], [3, 4, 5]])
    assert s.attack_left_target(0) is None  # seat 1 is a teammate
    assert s.nearest_opponent_left(0) == 3  # two seats away
    assert s.attack_right_target(0) == 5
    assert s.attack_left_target(2) == 3
    assert s.attack_right_target(1) is None and s.attack_left_target(1) is None
    assert s.nearest_opponent_right(1) == 5
    # once the teammate in between leaves, the opponent is next to seat 0
    s.remove(1)
    assert s.attack_left_target(0) is None  # seat 2, a teammate, is next now
    s.remove(2)
    assert s.attack_left_target(0) == 3


def test_mtg_803_attack_left_right_alternating_teams():
    s = Seating(6, [[0, 2, 4], [1, 3, 5]])
    for seat in range(6):
        assert s.attack_left_target(seat) == (seat + 1) % 6
        assert s.attack_right_target(seat) == (seat - 1) % 6
    s.remove(1)
    assert s.attack_left_target(0) is None  # seat 2 (a teammate) is now next
    assert s.nearest_opponent_left(0) == 3
    assert s.attack_right_target(2) is None


def test_mtg_803_attack_left_right_no_opponent_left():
    s = Seating(4, [[0, 1], [2, 3]])
    s.remove(2)
    s.remove(3)
    assert s.attack_left_target(0) is None and s.attack_right_target(0) is None
    assert s.nearest_opponent_left(0) is None


@settings(max_examples=300, deadline=None)
@given(seating_with_removals(teams=True), st.integers(0, 7))
def test_mtg_803_attack_left_right_property(s, seat):
    alive = s.alive_seats()
    seat = alive[seat % len(alive)]
    for target, neighbour, nearest in (
            (s.attack_left_target(seat), s.left(seat), s.nearest_opponent_left(seat)),
            (s.attack_right_target(seat), s.right(seat), s.nearest_opponent_right(seat))):
        if target is not None:
            assert target == neighbour == nearest
            assert target in s.opponents(seat)
        else:
            assert neighbour not in s.opponents(seat)


# ------------------------------------------------------ graph / persistence

@settings(max_examples=200, deadline=None)
@given(seating_with_removals(teams=True))
def test_seating_graph_matches_answers(s):
    g = s.graph
    assert set(g.nodes) == set(range(s.n))
    for seat in range(s.n):
        assert g.nodes[seat]["alive"] == s.alive(seat)
        assert g.nodes[seat]["team"] == s.team_of(seat)
    by_kind: dict[str, set] = {"left": set(), "right": set(), "front": set()}
    for u, v, kind in g.edges(data="kind"):
        by_kind[kind].add((u, v))
    alive = s.alive_seats()
    assert by_kind["left"] == {(a, s.left(a)) for a in alive}
    assert by_kind["right"] == {(a, s.right(a)) for a in alive}
    assert by_kind["front"] == {(a, s.front(a)) for a in alive if s.front(a) is not None}


def test_seating_graph_is_rebuilt_on_remove():
    s = Seating(5)
    g0 = s.graph
    s.remove(2)
    assert s.graph is not g0
    assert s.graph.nodes[2]["alive"] is False
    assert s.graph.degree(2) == 0
    assert g0.nodes[2]["alive"] is True  # the old graph is left untouched


@settings(max_examples=200, deadline=None)
@given(seating_with_removals(teams=True))
def test_seating_team_membership_is_read_off_the_graph(s):
    """members/team_of come from the nodes' team attribute, players who left included (they keep their team)."""
    g = s.graph
    for seat in range(s.n):
        t = g.nodes[seat]["team"]
        assert s.team_of(seat) == t
        want = tuple(o for o in range(s.n) if o == seat or (t is not None and g.nodes[o]["team"] == t))
        assert s.members(seat) == want
        assert set(s.teammates(seat)) == {o for o in want if o != seat and s.alive(o)}


def test_seating_graph_is_shared_by_equal_seatings_and_frozen():
    """A new game with the same seating builds no graph: it shares the one already built, which nobody may
    change; a player leaving switches to another graph and leaves the shared one as it was."""
    import networkx as nx
    a, b = Seating(4, [[0, 1], [2, 3]]), Seating(4, [[0, 1], [2, 3]])
    assert a.graph is b.graph and nx.is_frozen(a.graph)
    with pytest.raises(nx.NetworkXError):
        a.graph.add_edge(0, 2)
    b.remove(3)
    assert b.graph is not a.graph and a.alive(3) and a.graph.nodes[3]["alive"]
    assert Seating(4, [[0, 1], [2, 3]], removed=[3]).graph is b.graph


@settings(max_examples=200, deadline=None)
@given(seating_with_removals(teams=True))
def test_seating_to_data_round_trip(s):
    d = s.to_data()
    assert set(d) == {"n", "teams", "removed"}
    d2 = json.loads(json.dumps(d))
    t = Seating.from_data(d2)
    assert t == s and t.to_data() == d
    for seat in range(s.n):
        assert t.turn_order(seat) == s.turn_order(seat)
        assert t.opponents(seat) == s.opponents(seat)
        assert t.front(seat) == s.front(seat)
        assert t.team_side(seat) == s.team_side(seat)


def test_seating_to_data_example_and_snapshot():
    s = tag_table()
    s.remove(2)
    assert s.to_data() == {"n": 4, "teams": [[0, 1], [2, 3]], "removed": [2]}
    assert Seating(3).to_data() == {"n": 3, "teams": None, "removed": []}
    snap = s.copy()
    s.remove(0)
    assert snap.alive(0) and not s.alive(0)


def test_seating_engine_module_imports_no_qt():
    # run in a fresh interpreter: pytest plugins (pytest-qt) may load Qt here
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys, engine.seating as m; m.Seating(4, [[0, 1], [2, 3]]).remove(0); "
            "print(any(k.startswith(('PySide', 'PyQt', 'shiboken')) for k in sys.modules))")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"
