"""Tag team battle (seed 003): one test (at least) per tag rule id, through the public engine API.

Seats: p0 = A right, p1 = A left (team 0); p2 = B right, p3 = B left (team 1).  Front pairs: p1<->p2, p0<->p3."""
from __future__ import annotations

import random

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.formats.tag import validate_team
from engine.sim import bundled_decks

from .support import L, acts, cid, command, defs, do, kinds, pass_until, tag, unit

LOSE = command("TS-LOSE", [{"op": "lose"}], cost=0)
WIN = command("TS-WIN", [{"op": "win"}], cost=0)
YOURS = unit("TS-YOURS", power=1000, abilities=[{"kind": "permanent", "static": [{"op": "power", "n": 1000, "who": "your"}]}])
ALLY = unit("TS-ALLY", power=1000, abilities=[{"kind": "permanent", "static": [{"op": "power", "n": 1000, "who": "ally"}]}])
DISC2 = command("TS-DISC2", [{"op": "discard", "n": 2, "who": "opponent"}], cost=0)
KILL2 = command("TS-KILL2", [{"op": "destroy", "target": {"side": "opponent", "count": 2}}], cost=0)
L2H = command("TS-L2H", [{"op": "life_to_hand", "n": 1}], cost=0)
L2D = command("TS-L2D", [{"op": "life_to_deck", "n": 2}], cost=0)
L2F = command("TS-L2F", [{"op": "life_to_field"}], cost=0)
LOOK = command("TS-LOOK", [{"op": "look_deck", "n": 1}], cost=0)
OHE = unit("TS-OHE", power=2000, abilities=[{"kind": "permanent", "condition": "opponent_hand_empty",
                                              "static": [{"op": "power", "n": 1000, "who": "self"}]}])
YEL = unit("TS-YEL", power=2000, abilities=[{"kind": "permanent", "condition": "yellow_zone",
                                             "static": [{"op": "power", "n": 1000, "who": "self"}]}])
RED = unit("TS-RED", power=2000, abilities=[{"kind": "permanent", "condition": "red_zone",
                                             "static": [{"op": "power", "n": 1000, "who": "self"}]}])
HANDLIM = unit("TS-HANDLIM", power=2000, abilities=[{"kind": "permanent", "static": [{"op": "hand_limit", "n": -1, "who": "opponent"}]}])
SHOTKILL = command("TS-SHOTKILL", [{"op": "destroy", "target": {"side": "opponent", "count": 1}}], cost=9, icon="shot")
MINUS = command("TS-MINUS", [{"op": "power", "n": -5000, "target": {"side": "opponent", "count": 1}}], cost=0)
DIES_DRAW = unit("TS-DIES", power=3000, abilities=[{"kind": "auto", "when": "destroyed", "effects": [{"op": "draw", "n": 1}]}])


def power_of(g, viewer, card_id):
    return next(c.stats["power"] for c in g.view(viewer).zones["all.field"].cards if c.token == f"c{card_id}")


def new_tag(seed=1, first=None, decks=None, **opts):
    d = decks or bundled_decks("tag")
    players = [{"name": f"P{i}", "deck": d[i % len(d)], "seat": i, "team": i // 2} for i in range(4)]
    return engine.new_game("tag", players, seed=seed, first_player=first, options=opts or None)


def turn_sequence(g, n):
    seq = [g.turn_player]
    for _ in range(n - 1):
        t = g.turn
        pass_until(g, lambda g: g.turn != t)
        seq.append(g.turn_player)
    return seq


# ===== 100 ==================================================================================================
def test_tag_101_1_two_teams_of_two():
    g = new_tag()
    assert g.seating.teams == ((0, 1), (2, 3))
    with pytest.raises(ValueError):
        engine.new_game("tag", [{"deck": bundled_decks("tag")[0], "team": 0}] * 3, seed=1)


def test_tag_101_2_base_rules_still_apply_battle_and_energy():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}, 2: {"field": [{"card": "TS-U", "as": "b", "rested": True}]}},
            step="attack")
    do(g, "p1 attack $a", "p1 target $b")
    pass_until(g, lambda g: g.zones["all.field"] == [])
    assert defs(g, "p1.grave") == ["TS-U"] and defs(g, "p2.grave") == ["TS-U"]   # 3000 vs 3000: both destroyed


def test_tag_101_2a_tag_rules_win_over_base_life_and_red_zone():
    g = new_tag(mulligan=False)
    assert len(g.zones["t0.life"]) == 16 and g.memory["red"] == {"0": 8, "1": 8}
    d = engine.new_game("divide", [{"deck": bundled_decks("divide")[i]} for i in range(2)], seed=1,
                        options={"mulligan": False})
    assert len(d.zones["p0.life"]) == 10 and d.memory["red"]["0"] == 5


def test_tag_102_1_team_is_two_players_playing_jointly():
    v = new_tag().view(0)
    assert [t.members for t in v.teams] == [[0, 1], [2, 3]]
    assert [s.team for s in v.seats] == [0, 0, 1, 1]


def test_tag_102_1_teams_come_from_the_seating_graph_whatever_the_player_order():
    """Players listed in another order than their seats: sides, members, opponents, allies and team life
    zones follow the teams the seating graph holds (seats 0,1 and 2,3), not the list order."""
    d = bundled_decks("tag")
    seats = [2, 0, 3, 1]
    g = engine.new_game("tag", [{"name": f"P{i}", "deck": d[i % len(d)], "seat": s, "team": s // 2}
                                for i, s in enumerate(seats)], seed=3)
    R = g.rules
    graph = g.seating.graph
    for p, seat in enumerate(seats):
        assert R.side_of(g, p) == graph.nodes[seat]["team"] == seat // 2
        assert R.life_key(g, p) == f"t{seat // 2}.life"
    assert R.side_members(g, 0) == [1, 3] and R.side_members(g, 1) == [0, 2]
    assert R.opponents(g, 1) == [0, 2] and R.allies(g, 2) == [0, 2]
    assert R.mask(g, 3) == 0b1010
    assert R.attackable_players(g, 3) == [0]     # seat 1 (team A's left player) faces seat 2 (403-1b)


def test_tag_102_2_each_player_manages_own_information():
    """The individual player, not the team, holds game information: a draw takes from that player's own
    deck into that player's own hand; the teammate's deck and hand stay as they were."""
    g = new_tag(first=1, mulligan=False)
    pass_until(g, lambda g: g.turn_player == 2 and g.step == "main")
    mate = g.seating.teammates(2)[0]
    before = {p: (len(g.zones[f"p{p}.deck"]), len(g.zones[f"p{p}.hand"])) for p in range(4)}
    g2 = new_tag(first=1, mulligan=False)
    pass_until(g2, lambda g: g.turn_player == 2 and g.step == "stand")
    start = {p: (len(g2.zones[f"p{p}.deck"]), len(g2.zones[f"p{p}.hand"])) for p in range(4)}
    assert before[2] == (start[2][0] - 1, start[2][1] + 1)
    assert before[mate] == start[mate]
    v = g.view(0)
    assert all(v.zones[f"p{s.player}.hand"].count == len(g.zones[f"p{s.player}.hand"]) for s in v.seats)


def test_tag_103_1_a_player_losing_makes_the_team_lose():
    """TS-BD-T-103-1."""
    g = tag({1: {"hand": [{"card": "TS-LOSE", "as": "x"}]}}, cards=[LOSE])
    do(g, "p1 play $x")
    pass_until(g, lambda g: False if g.outcome is None else True)
    o = g.outcome
    assert [o.result(p) for p in range(4)] == ["lost", "lost", "won", "won"]
    assert o.teams[0][0] == "lost" and o.teams[1][0] == "won" and o.reason(0) == "tag:103-1"


def test_tag_103_1_a_player_winning_makes_the_team_win():
    g = tag({0: {"hand": [{"card": "TS-WIN", "as": "x"}]}}, cards=[WIN], turn_player=0)
    do(g, "p0 play $x")
    pass_until(g, lambda g: g.outcome is not None)
    assert g.outcome.winners == [0, 1]


def test_tag_103_2_concession_needs_both_teammates():
    g = tag()
    g.perform("p2 concede")
    assert g.outcome is None and g.players[2].alive
    g.perform("p3 concede")
    assert g.outcome.winners == [0, 1] and g.outcome.reason(2) == "tag:103-2"


# ===== 200 ==================================================================================================
def test_tag_201_1_you_does_not_include_the_teammate():
    """TS-BD-T-201-1 (first half)."""
    g = tag({1: {"field": [{"card": "TS-YOURS", "as": "y"}, {"card": "TS-U", "as": "own"}]},
             0: {"field": [{"card": "TS-U", "as": "mate"}]}}, cards=[YOURS])
    assert power_of(g, 0, cid(g, "own")) == 4000 and power_of(g, 0, cid(g, "mate")) == 3000


def test_tag_201_2_ally_includes_the_teammate():
    """TS-BD-T-201-1 (second half)."""
    g = tag({1: {"field": [{"card": "TS-ALLY", "as": "y"}, {"card": "TS-U", "as": "own"}]},
             0: {"field": [{"card": "TS-U", "as": "mate"}]}, 2: {"field": [{"card": "TS-U", "as": "foe"}]}}, cards=[ALLY])
    assert power_of(g, 0, cid(g, "own")) == 4000 and power_of(g, 0, cid(g, "mate")) == 4000
    assert power_of(g, 0, cid(g, "foe")) == 3000


def test_tag_201_3_opponent_team_is_the_other_team():
    g = tag()
    assert sorted(g.opponents(0)) == [2, 3] and sorted(g.opponents(3)) == [0, 1]


def test_tag_201_4_opponent_is_a_player_of_the_opposing_team():
    g = tag({1: {"hand": [{"card": "TS-DISC2", "as": "x"}]}}, cards=[DISC2])
    do(g, "p1 play $x")
    assert sorted(acts(g, 1)) == ["p1 opponent p2", "p1 opponent p3"]


def test_tag_201_4a_one_opponent_or_all_depends_on_the_effect():
    g = tag({1: {"hand": [{"card": "TS-DISC2", "as": "x"}], "field": ["TS-HANDLIM"]}}, cards=[DISC2, HANDLIM])
    # a static "opponent" effect means both opponents; a played "opponent" effect means the chosen one
    assert [g.rules.hand_limit(g, p) for p in range(4)] == [5, 5, 4, 4]
    do(g, "p1 play $x")
    assert g.decision.kind == "choose-opponent"


# ===== 300 ==================================================================================================
def test_tag_301_1_one_life_zone_per_team():
    g = new_tag(mulligan=False)
    assert {"t0.life", "t1.life"} <= set(g.zones) and not any(k.endswith(".life") and k.startswith("p") for k in g.zones)


def test_tag_301_2_each_player_has_own_regions():
    g = new_tag()
    for p in range(4):
        for z in ("deck", "hand", "energy", "grave", "territory"):
            assert f"p{p}.{z}" in g.zones


def test_tag_301_2a_one_field_and_one_resolution_area():
    g = tag({i: {"field": ["TS-U"]} for i in range(4)})
    assert len(g.zones["all.field"]) == 4 and "all.res" in g.zones
    assert {c.controller for c in g.view(None).zones["all.field"].cards} == {0, 1, 2, 3}


def test_tag_301_3_what_one_teammate_sees_both_see():
    """TS-BD-T-301-3."""
    g = tag({1: {"hand": [{"card": "TS-LOOK", "as": "x"}], "deck": [{"card": "TS-BIG", "as": "top"}, "TS-FILL"]},
             0: {"hand": [{"card": "TS-U", "as": "mh"}]}}, cards=[LOOK])
    top = cid(g, "top")
    do(g, "p1 play $x")
    pass_until(g, lambda g: g.cards[top].known != 0)
    assert g.cards[top].known == 0b0011
    assert g.token(top, 0) == f"c{top}" and g.token(top, 2).startswith("h")
    # hands too: p1 sees p0's hand card, p2 does not
    v1, v2 = g.view(1), g.view(2)
    assert v1.zones["p0.hand"].cards[0].token == f"c{cid(g, 'mh')}"
    assert v2.zones["p0.hand"].cards[0].card is None


def test_tag_302_1_the_team_life_zone_is_shared():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack")
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.step == "end" or len(g.zones["t1.life"]) < 4)
    assert all(t.counters["life"] == 3 for t in g.view(3).teams[1:])          # p3 sees the same count


def test_tag_302_2_red_zone_count_is_per_team():
    g = tag({0: {"field": [{"card": "TS-RED", "as": "a"}]}, 2: {"field": [{"card": "TS-RED", "as": "b"}]}},
            cards=[RED], red_zone={"t0": 3, "t1": 4})
    assert power_of(g, 0, cid(g, "a")) == 2000 and power_of(g, 0, cid(g, "b")) == 3000


def test_tag_302_2a_red_zone_count_starts_at_8():
    assert new_tag().memory["red"] == {"0": 8, "1": 8}


def test_tag_302_2b_yellow_zone_when_more_cards_than_the_count():
    """TS-BD-T-302-2: 9 cards > 8 → both teammates are in the yellow zone."""
    g = tag({0: {"field": [{"card": "TS-YEL", "as": "a"}]}, 1: {"field": [{"card": "TS-YEL", "as": "b"}]}},
            cards=[YEL], life={"t0": ["TS-PLAIN"] * 9, "t1": ["TS-PLAIN"] * 4}, red_zone={"t0": 8, "t1": 8})
    assert power_of(g, 0, cid(g, "a")) == 3000 and power_of(g, 0, cid(g, "b")) == 3000
    assert g.view(0).teams[0].state == "yellow"


def test_tag_302_2c_red_zone_when_no_more_than_the_count():
    """TS-BD-T-302-1: after damage leaves 8 cards, 8 <= 8 → red zone."""
    g = tag({2: {"field": [{"card": "TS-RED", "as": "r"}]}, 1: {"field": [{"card": "TS-U", "as": "a"}]}},
            cards=[RED], life={"t0": ["TS-PLAIN"] * 4, "t1": ["TS-PLAIN"] * 9}, red_zone={"t0": 8, "t1": 8}, step="attack")
    assert power_of(g, 0, cid(g, "r")) == 2000
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: len(g.zones["t1.life"]) == 8)
    assert power_of(g, 0, cid(g, "r")) == 3000 and g.view(2).teams[1].state == "red"


def test_tag_302_3_life_card_goes_to_its_owners_hand():
    """TS-BD-T-302-3: the top life card is A2's; A1's effect puts it into A2's hand."""
    g = tag({1: {"hand": [{"card": "TS-L2H", "as": "x"}]}}, cards=[L2H],
            life={"t0": [{"card": "TS-BIG", "owner": 0, "as": "top"}, {"card": "TS-PLAIN", "owner": 1}], "t1": ["TS-PLAIN"]})
    do(g, "p1 play $x")
    pass_until(g, lambda g: g.cards[cid(g, "top")].zone != "t0.life")
    assert g.cards[cid(g, "top")].zone == "p0.hand"


def test_tag_302_3a_life_card_to_the_field_comes_under_its_owners_control():
    g = tag({1: {"hand": [{"card": "TS-L2F", "as": "x"}]}}, cards=[L2F],
            life={"t0": [{"card": "TS-U", "owner": 0, "as": "top"}], "t1": ["TS-PLAIN"]})
    do(g, "p1 play $x")
    pass_until(g, lambda g: g.cards[cid(g, "top")].zone != "t0.life")
    c = g.cards[cid(g, "top")]
    assert c.zone == "all.field" and c.controller == 0


def test_tag_302_3b_other_regions_belong_to_the_owner():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack",
            life={"t0": ["TS-PLAIN"], "t1": [{"card": "TS-PLAIN", "owner": 3, "as": "top"}, {"card": "TS-PLAIN", "owner": 2}]})
    do(g, "p1 attack $a", "p1 target p2")                       # p2 is damaged, the card is p3's
    pass_until(g, lambda g: g.cards[cid(g, "top")].zone != "t1.life")
    assert g.cards[cid(g, "top")].zone == "p3.grave"


def test_tag_302_3b_1_each_player_who_got_a_card_shuffles():
    """TS-BD-T-302-3b-1."""
    g = tag({1: {"hand": [{"card": "TS-L2D", "as": "x"}]}}, cards=[L2D],
            life={"t0": [{"card": "TS-PLAIN", "owner": 0, "as": "c0"}, {"card": "TS-PLAIN", "owner": 1, "as": "c1"}], "t1": ["TS-PLAIN"]})
    ev = do(g, "p1 play $x")
    ev += [e for e in g.events if e.kind == "shuffle"]
    pass_until(g, lambda g: not g.zones["t0.life"])
    assert g.cards[cid(g, "c0")].zone == "p0.deck" and g.cards[cid(g, "c1")].zone == "p1.deck"
    shuffled = {e.data["zone"] for e in g.events if e.kind == "shuffle"}
    assert shuffled == {"p0.deck", "p1.deck"}


# ===== 400 ==================================================================================================
def test_tag_401_1_teammates_need_different_territory_names():
    """TS-BD-T-401-1."""
    d = bundled_decks("tag")
    with pytest.raises(ValueError, match="401-1"):
        engine.new_game("tag", [{"deck": d[i // 2 * 0], "seat": i, "team": i // 2} for i in range(4)], seed=1)
    rules = engine.get_format("tag")()
    assert validate_team(rules, [d[0], d[0]])[0].rule == "tag:401-1" and validate_team(rules, [d[0], d[1]]) == []


def test_tag_401_2_teammates_decks_may_differ_in_size():
    d = bundled_decks("tag")
    big = list(d[1].card_ids()) + ["LZ-082"] * 1 + ["LZ-012"] * 2
    g = engine.new_game("tag", [{"deck": d[0], "team": 0}, {"deck": big, "team": 0}, {"deck": d[2], "team": 1},
                                {"deck": d[3], "team": 1}], seed=1)
    assert g.outcome is None and len(d[0].card_ids()) != len(big)


def test_tag_402_1_optional_rule_is_off_unless_chosen():
    assert engine.get_format("tag").info.options["ace_rule"].default is False
    rules = engine.get_format("tag")({"ace_rule": True})
    assert rules.options["ace_rule"] is True


def test_tag_402_1a_ace_up_to_4_others_up_to_2():
    """TS-BD-T-402-1a."""
    from engine.decks import parse_deck
    rules = engine.get_format("tag")({"ace_rule": True})
    ok = parse_deck("1 LZ-T01\n4 LZ-009\n" + "".join(f"2 LZ-00{i}\n" for i in (1, 2, 3, 4, 5, 6, 7, 8)) +
                    "2 LZ-010\n2 LZ-011\n2 LZ-012\n2 LZ-013\n2 LZ-014\n2 LZ-061\n2 LZ-062\n2 LZ-063\n2 LZ-064\n2 LZ-065\n2 LZ-066\n",
                    "ok.deck")
    probs = [p for p in rules.validate_deck(ok) if p.rule == "tag:402-1a"]
    assert probs == []
    bad = parse_deck(ok.to_text().replace("2 LZ-001", "3 LZ-001"), "bad.deck")
    assert any(p.rule == "tag:402-1a" for p in rules.validate_deck(bad))


def test_tag_403_1_teammates_sit_side_by_side():
    g = new_tag()
    assert {g.seating.team_side(s) for s in (0, 1)} == {"left", "right"}
    assert {g.seating.team_side(s) for s in (2, 3)} == {"left", "right"}


def test_tag_403_1a_left_player_starts_clockwise_turns():
    g = new_tag(first=1, mulligan=False)
    assert g.seating.team_side(1) == "left" and turn_sequence(g, 5) == [1, 2, 3, 0, 1]


def test_tag_403_1b_front_player_is_the_only_attackable_player():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}, 0: {"field": [{"card": "TS-U", "as": "b"}]}}, step="attack")
    do(g, "p1 attack $a")
    assert [a for a in acts(g, 1) if "target p" in a] == ["p1 target p2"]


def test_tag_403_2_starting_player_is_random_among_all_four():
    firsts = {new_tag(seed=s).memory["first_player"] for s in range(30)}
    assert firsts == {0, 1, 2, 3}


def test_tag_403_3_life_zone_16_with_second_placer_on_top():
    """TS-BD-T-403-3."""
    g = new_tag(first=1, mulligan=False)
    life = g.zones["t0.life"]
    assert len(life) == 16
    owners = [g.cards[c].owner for c in life]
    assert owners == [1] * 8 + [0] * 8          # p1 (first in turn order) placed first; p0's cards on top
    assert [g.cards[c].owner for c in g.zones["t1.life"]].count(2) == 8   # p3's territory says 12 (403-3a)


def test_tag_403_3a_starting_life_minus_two():
    """TS-BD-T-403-3a: a territory with starting life 12 → that player places 10."""
    d = bundled_decks("tag")
    white = next(x for x in d if "LZ-T03" in x.card_ids())
    others = [x for x in d if x is not white]
    g = engine.new_game("tag", [{"deck": white, "team": 0}, {"deck": others[0], "team": 0},
                                {"deck": others[1], "team": 1}, {"deck": others[2], "team": 1}],
                        seed=1, first_player=1, options={"mulligan": False})
    owners = [g.cards[c].owner for c in g.zones["t0.life"]]
    assert owners.count(0) == 10 and owners.count(1) == 8


# ===== 500 ==================================================================================================
def test_tag_501_1_players_take_turns_in_order():
    g = new_tag(first=2, mulligan=False)
    seq = turn_sequence(g, 8)
    assert seq[:4] == seq[4:] and sorted(seq[:4]) == [0, 1, 2, 3]


def test_tag_501_2_turn_order_depends_on_the_starting_player():
    """Whoever starts, the turn passes first to the starting player's front player, then on around the
    table in the direction that the starter's side of their team fixes, and back to the starter."""
    directions = {}
    for first in range(4):
        g = new_tag(first=first, mulligan=False)
        seq = turn_sequence(g, 5)
        assert seq[0] == first and seq[4] == first and sorted(seq[:4]) == [0, 1, 2, 3]
        assert seq[1] == g.seating.front(first)
        clockwise = seq[2] == g.seating.left(seq[1])
        assert tuple(seq[:4]) == g.seating.turn_order(first, clockwise)
        directions.setdefault(g.seating.team_side(first), set()).add(clockwise)
    # both left starters turn one way, both right starters the other way
    assert sorted(len(v) for v in directions.values()) == [1, 1]
    assert set.union(*directions.values()) == {True, False}


def test_tag_501_2a_left_start_goes_clockwise():
    """TS-BD-T-501-1: XL, YR, YL, XR."""
    assert turn_sequence(new_tag(first=1, mulligan=False), 5) == [1, 2, 3, 0, 1]
    assert turn_sequence(new_tag(first=3, mulligan=False), 5) == [3, 0, 1, 2, 3]


def test_tag_501_2b_right_start_goes_counter_clockwise():
    """TS-BD-T-501-2: XR, YL, YR, XL."""
    assert turn_sequence(new_tag(first=0, mulligan=False), 5) == [0, 3, 2, 1, 0]


def test_tag_502_1_only_the_starting_player_skips_the_first_draw():
    """TS-BD-T-502-1."""
    g = new_tag(first=1, mulligan=False)
    pass_until(g, lambda g: g.step == "main")
    assert any(e.kind == "draw_skipped" and e.data["player"] == 1 for e in g.events)
    assert len(g.zones["p1.hand"]) == 5
    pass_until(g, lambda g: g.turn == 2 and g.step == "main")
    assert len(g.zones["p2.hand"]) == 6
    assert not any(e.kind == "draw_skipped" and e.data["player"] != 1 for e in g.events)


# ===== 600 ==================================================================================================
def test_tag_601_1_teams_attack_and_block_on_one_field():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}, 3: {"field": [{"card": "TS-BIG", "as": "blk"}]}}, step="attack")
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.decision.kind == "block")
    do(g, "p3 block $blk")
    pass_until(g, lambda g: g.cards[cid(g, "a")].zone != "all.field")
    assert g.cards[cid(g, "a")].zone == "p1.grave"


def test_tag_602_1_illegal_target_is_refused_with_the_rule():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}, 3: {"field": [{"card": "TS-U", "as": "st"}]}}, step="attack")
    do(g, "p1 attack $a")
    before = g.fingerprint()
    for bad in ("p1 target p3", f"p1 target {L(g, 'st')}", "p1 target p0"):
        with pytest.raises(IllegalAction) as e:
            g.perform(bad)
        assert e.value.rule == "tag:602-1"
    assert g.fingerprint() == before


def test_tag_602_1a_front_player_or_rested_units_of_any_opponent():
    """TS-BD-T-602-1."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]},
             2: {"field": [{"card": "TS-U", "as": "r2", "rested": True}, {"card": "TS-U", "as": "s2"}]},
             3: {"field": [{"card": "TS-U", "as": "r3", "rested": True}]},
             0: {"field": [{"card": "TS-U", "as": "mate", "rested": True}]}}, step="attack")
    do(g, "p1 attack $a")
    assert sorted(acts(g, 1)) == sorted(["p1 target p2", f"p1 target {L(g, 'r2')}", f"p1 target {L(g, 'r3')}"])


def test_tag_603_1_one_block_by_either_defender():
    """TS-BD-T-603-1."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}, 2: {"field": [{"card": "TS-U", "as": "b2"}]},
             3: {"field": [{"card": "TS-U", "as": "b3"}]}}, step="attack")
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.decision.kind == "block")
    assert set(g.decision.waiting_for()) == {2, 3}
    do(g, "p3 block $b3")
    pass_until(g, lambda g: g.decision.kind != "priority" or g.step != "attack")
    assert g.cards[cid(g, "b2")].tapped is False
    assert sum(1 for e in g.events if e.kind == "block") == 1
    with pytest.raises(IllegalAction):
        g.perform(f"p2 block {L(g, 'b2')}")


def test_tag_603_1a_teammate_of_the_attacked_units_controller_may_block():
    """TS-BD-T-603-2: XL attacks YL's rested unit; YR blocks with YR's unit."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}, 3: {"field": [{"card": "TS-U", "as": "r3", "rested": True}]},
             2: {"field": [{"card": "TS-BIG", "as": "b2"}]}}, step="attack")
    do(g, "p1 attack $a", "p1 target $r3")
    pass_until(g, lambda g: g.decision.kind == "block")
    assert f"p2 block {L(g, 'b2')}" in acts(g, 2)
    do(g, "p2 block $b2")
    pass_until(g, lambda g: g.cards[cid(g, "a")].zone != "all.field")
    assert g.cards[cid(g, "r3")].zone == "all.field"


# ===== 700 ==================================================================================================
def test_tag_701_1_trigger_check_reveals_the_team_life_zone():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack",
            life={"t0": ["TS-PLAIN"], "t1": [{"card": "TS-PLAIN", "owner": 3, "as": "top"}, "TS-PLAIN"]})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: any(e.kind == "trigger_check" for e in g.events))
    ev = next(e for e in g.events if e.kind == "trigger_check")
    assert ev.data["card"] == cid(g, "top") and ev.data["player"] == 2


def test_tag_701_1a_empty_team_life_zone_loses():
    """TS-BD-T-701-3."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack", life={"t0": ["TS-PLAIN"], "t1": []})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.outcome is not None)
    assert g.outcome.winners == [0, 1] and g.outcome.reason(3) == "tag:701-1a"
    assert not any(e.kind == "trigger_check" for e in g.events)


def test_tag_701_1b_buster_deals_one_more_damage():
    """TS-BD-T-701-1: one ☠ card owned by YL; YR is damaged; the card goes to YL's graveyard; team Y loses."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack",
            life={"t0": ["TS-PLAIN"], "t1": [{"card": "TS-BUST", "owner": 3, "as": "b"}]})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.outcome is not None)
    assert g.cards[cid(g, "b")].zone == "p3.grave"
    assert g.outcome.winners == [0, 1]


def test_tag_701_1b_buster_chain_removes_three_cards():
    """TS-BD-T-701-4: [☠, ☠, plain] from a hit-1 attack → 3 cards removed."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack",
            life={"t0": ["TS-PLAIN"], "t1": ["TS-BUST", "TS-BUST", "TS-PLAIN", "TS-PLAIN"]})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.step == "end")
    assert len(g.zones["t1.life"]) == 1 and g.outcome is None


def test_tag_701_1c_shot_owner_decides_to_play_it():
    """TS-BD-T-701-2: the ★ card is YL's while YR is damaged → YL decides."""
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack", cards=[SHOTKILL],
            life={"t0": ["TS-PLAIN"], "t1": [{"card": "TS-SHOTKILL", "owner": 3, "as": "s"}, "TS-PLAIN"]})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.decision.kind == "shot")
    assert g.decision.waiting_for() == (3,) and acts(g, 3) == ["p3 yes", "p3 no"]
    do(g, "p3 yes")
    pass_until(g, lambda g: g.cards[cid(g, "a")].zone != "all.field")
    assert g.cards[cid(g, "a")].zone == "p1.grave" and g.cards[cid(g, "s")].zone == "p3.grave"


# ===== 800 ==================================================================================================
def test_tag_801_1_priority_is_held_by_one_team():
    g = tag({1: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}, 0: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]},
             2: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}})
    assert g.decision.kind == "priority" and set(g.decision.waiting_for()) == {0, 1}
    assert not any(a.startswith("p2") or a.startswith("p3") for a in acts(g))
    do(g, "p0 pass")                                 # either teammate passes for the team
    assert set(g.decision.waiting_for()) == {2, 3} and g.legal_actions(0) == []


def test_tag_802_1_an_unblocked_attack_creates_a_damage_window():
    g = tag({1: {"field": [{"card": "TS-U", "as": "a"}]}}, step="attack")
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.step == "end")
    k = kinds(g.events)
    assert "player_damage" in k and "damage_window_end" in k and k.index("player_damage") < k.index("damage_window_end")


def test_tag_802_2_the_turn_players_team_gets_priority_first():
    g = tag({0: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}, 2: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}})
    assert g.turn_player == 1 and set(g.decision.waiting_for()) == {0, 1}
    assert any(a.startswith("p0 play") for a in acts(g, 0))


def test_tag_802_3_rules_processing_runs_before_priority():
    g = tag({1: {"hand": [{"card": "TS-MINUS", "as": "m"}, "TS-QDRAW"], "energy": ["TS-E"]},
             2: {"field": [{"card": "TS-U", "as": "u"}]}}, cards=[MINUS])
    do(g, "p1 play $m")
    pass_until(g, lambda g: g.cards[cid(g, "u")].zone != "all.field")
    assert g.cards[cid(g, "u")].zone == "p2.grave"           # power 3000 - 5000 <= 0: destroyed by rules
    assert any(e.kind == "destroyed" and e.data["cause"] == "rules" for e in g.events)


def test_tag_802_4_damage_window_processes_one_point_per_loop():
    """TS-BD-T-802-4: packet of 2; after the first point the defending team gets priority."""
    g = tag({1: {"field": [{"card": "TS-H2", "as": "a"}]}, 2: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}},
            step="attack", cards=[unit("TS-H2", power=8000, hit=2)], life={"t0": ["TS-PLAIN"], "t1": ["TS-PLAIN"] * 4})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: any(e.kind == "trigger_check" for e in g.events))
    assert len(g.zones["t1.life"]) == 3 and g.decision.kind == "priority" and set(g.decision.waiting_for()) == {2, 3}
    do(g, "p3 pass")
    pass_until(g, lambda g: g.step == "end")
    assert len(g.zones["t1.life"]) == 2


def test_tag_802_5_damage_check_drops_damage_of_a_removed_attacker():
    """1002-2b (TS-BD-DMG-3): a shot destroys the hit-3 attacker; the remaining points are not dealt."""
    g = tag({1: {"field": [{"card": "TS-H3", "as": "a"}]}}, step="attack", cards=[SHOTKILL, unit("TS-H3", power=5000, hit=3)],
            life={"t0": ["TS-PLAIN"], "t1": [{"card": "TS-SHOTKILL", "owner": 2}, "TS-PLAIN", "TS-PLAIN", "TS-PLAIN"]})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: g.decision.kind == "shot")
    do(g, "p2 yes")
    pass_until(g, lambda g: g.step == "end")
    assert len(g.zones["t1.life"]) == 3 and any(e.kind == "damage_cancelled" for e in g.events)


def test_tag_802_6_normal_actions_are_the_turn_players_only():
    """TS-BD-T-802-1 and TS-BD-T-802-3."""
    g = tag({0: {"hand": [{"card": "TS-QDRAW", "as": "q"}, {"card": "TS-NDRAW", "as": "n"}], "energy": ["TS-E", "TS-E"]},
             1: {"hand": [{"card": "TS-NDRAW", "as": "tn"}], "energy": ["TS-E"]}}, energy_placed=0)
    a0, a1 = acts(g, 0), acts(g, 1)
    assert f"p0 play {L(g, 'q')}" in a0 and f"p0 play {L(g, 'n')}" not in a0
    assert not any(x.startswith("p0 energy") for x in a0) and f"p1 energy {L(g, 'tn')}" in a1
    before = g.fingerprint()
    for bad in (f"p0 play {L(g, 'n')}", f"p0 energy {L(g, 'q')}"):
        with pytest.raises(IllegalAction) as e:
            g.perform(bad)
        assert e.value.rule == "tag:802-6"
    assert g.fingerprint() == before
    g = tag({0: {"hand": [{"card": "TS-QDRAW", "as": "q"}, "TS-QDRAW"], "energy": ["TS-E", "TS-E"]},
             1: {"hand": [{"card": "TS-NDRAW", "as": "tn"}], "energy": ["TS-E"]}}, energy_placed=0)
    do(g, "p0 play $q")                          # resolution area not empty: no Normal action for p1 now
    assert g.memory["res"] and not any(x.startswith("p1 energy") or x == f"p1 play {L(g, 'tn')}" for x in acts(g, 1))


def test_tag_802_7_two_passes_with_nothing_left_end_the_window():
    g = tag({1: {"hand": ["TS-QDRAW"], "energy": ["TS-E"], "field": [{"card": "TS-U", "as": "a"}]},
             2: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}})
    do(g, "p1 pass", "p2 pass")
    assert g.step == "attack" and g.decision.kind == "attack"


def test_tag_802_8_both_pass_then_the_newest_resolves_and_priority_returns():
    """TS-BD-T-802-2."""
    g = tag({1: {"hand": [{"card": "TS-QDRAW", "as": "q"}], "energy": ["TS-E"]},
             0: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}, 2: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}})
    do(g, "p1 play $q")
    assert g.memory["res"]
    do(g, f"p{g.decision.waiting_for()[0]} pass", "p2 pass")
    assert not g.memory["res"] and cid(g, "q") in g.zones["p1.grave"]
    assert set(g.decision.waiting_for()) <= {0, 1}


def test_tag_802_9_a_single_pass_gives_priority_to_the_other_team():
    g = tag({1: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}, 3: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}})
    do(g, "p1 pass")
    assert set(g.decision.waiting_for()) == {2, 3} and any(a.startswith("p3 play") for a in acts(g, 3))


def test_tag_802_10_after_an_action_priority_stays_with_the_team():
    g = tag({1: {"hand": [{"card": "TS-QDRAW", "as": "q"}, "TS-QDRAW"], "energy": ["TS-E", "TS-E"]},
             2: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}})
    do(g, "p1 play $q")
    assert g.decision.kind == "priority" and set(g.decision.waiting_for()) == {0, 1} and g.memory["res"]


# ===== 900 ==================================================================================================
def test_tag_901_1_opponent_is_chosen_at_play_time():
    """TS-BD-T-901-1."""
    g = tag({1: {"hand": [{"card": "TS-DISC2", "as": "x"}]}, 2: {"hand": ["TS-U", "TS-U", "TS-U"]},
             3: {"hand": ["TS-U", "TS-U"]}}, cards=[DISC2])
    do(g, "p1 play $x", "p1 opponent p3")
    assert next(e for e in g.events if e.kind == "put").data["opponent"] == 3
    pass_until(g, lambda g: not g.memory["res"])
    assert len(g.zones["p3.hand"]) == 0 and defs(g, "p3.grave") == ["TS-U", "TS-U"] and defs(g, "p2.grave") == []


def test_tag_901_2_selecting_the_opponents_units_means_any_opposing_player():
    g = tag({1: {"hand": [{"card": "TS-KILL2", "as": "x"}]}, 2: {"field": [{"card": "TS-U", "as": "u2"}]},
             3: {"field": [{"card": "TS-U", "as": "u3"}]}, 0: {"field": ["TS-U"]}}, cards=[KILL2])
    do(g, "p1 play $x")
    # both opposing units are chosen (2 of 2), the teammate's is not a candidate
    put = next(e for e in g.events if e.kind == "put")
    assert sorted(put.data["targets"]) == sorted([cid(g, "u2"), cid(g, "u3")])


def test_tag_901_2a_targets_may_belong_to_different_opponents():
    """TS-BD-T-901-2."""
    g = tag({1: {"hand": [{"card": "TS-KILL2", "as": "x"}]},
             2: {"field": [{"card": "TS-U", "as": "u2"}, {"card": "TS-U", "as": "v2"}]},
             3: {"field": [{"card": "TS-U", "as": "u3"}]}}, cards=[KILL2])
    do(g, "p1 play $x", "p1 choose $u2", "p1 choose $u3")
    pass_until(g, lambda g: not g.memory["res"])
    assert g.cards[cid(g, "u2")].zone == "p2.grave" and g.cards[cid(g, "u3")].zone == "p3.grave"
    assert g.cards[cid(g, "v2")].zone == "all.field"


def test_tag_901_3_static_opponent_effect_applies_to_both_opponents():
    g = tag({1: {"field": ["TS-HANDLIM"]}, 2: {"hand": ["TS-FILL"] * 5}}, cards=[HANDLIM], turn_player=2, step="end")
    pass_until(g, lambda g: g.decision.kind == "discard")
    assert g.decision.waiting_for() == (2,)
    pass_until(g, lambda g: g.turn_player != 2)
    assert len(g.zones["p2.hand"]) in (4, 5)   # 4 after the discard (+1 if the next player drew: never p2)
    assert g.rules.hand_limit(g, 3) == 4 and g.rules.hand_limit(g, 0) == 5


def test_tag_901_3a_condition_on_the_opponent_holds_if_either_meets_it():
    """TS-BD-T-901-3a."""
    g = tag({1: {"field": [{"card": "TS-OHE", "as": "o"}]}, 2: {"hand": []}, 3: {"hand": ["TS-U"] * 3}}, cards=[OHE])
    assert power_of(g, 0, cid(g, "o")) == 3000
    g2 = tag({1: {"field": [{"card": "TS-OHE", "as": "o"}]}, 2: {"hand": ["TS-U"]}, 3: {"hand": ["TS-U"] * 3}}, cards=[OHE])
    assert power_of(g2, 0, cid(g2, "o")) == 2000


# ===== 1000 =================================================================================================
def test_tag_1001_1_turn_players_team_triggers_go_in_first():
    """TS-BD-T-1001-1: α (XL) placed first, β (YR) on top → β resolves first."""
    g = tag({1: {"field": [{"card": "TS-DIES", "as": "alpha"}]}, 2: {"field": [{"card": "TS-DIES", "as": "beta", "rested": True}]}},
            cards=[DIES_DRAW], step="attack")
    do(g, "p1 attack $alpha", "p1 target $beta")
    pass_until(g, lambda g: sum(1 for e in g.events if e.kind == "resolve") >= 2)
    order = [e.data["card"] for e in g.events if e.kind == "resolve"]
    assert order[:2] == [cid(g, "beta"), cid(g, "alpha")]
    puts = [e.data["card"] for e in g.events if e.kind == "put"]
    assert puts[:2] == [cid(g, "alpha"), cid(g, "beta")]


def test_tag_1001_2_a_team_orders_its_own_triggers():
    """TS-BD-T-1001-2: α (XL) and γ (XR) trigger together; team X chooses the order."""
    g = tag({1: {"field": [{"card": "TS-DIES", "as": "alpha"}]}, 0: {"field": [{"card": "TS-DIES", "as": "gamma"}]},
             2: {"hand": [{"card": "TS-KILL2", "as": "k"}]}}, cards=[DIES_DRAW, KILL2])
    do(g, "p2 play $k")
    pass_until(g, lambda g: g.decision.kind == "order-triggers")
    assert set(g.decision.waiting_for()) == {0, 1}
    seq_gamma = next(pe.seq for pe in g.pending if pe.source == cid(g, "gamma"))
    do(g, f"p0 order {seq_gamma}")
    puts = [e.data["card"] for e in g.events if e.kind == "put" and e.data["trig"]]
    assert puts[:2] == [cid(g, "gamma"), cid(g, "alpha")]


# ----- 901-1 / 201-4: "the opponent" of a targeting ability is bound, never a fixed seat (issue 19 item 7) -----
KILLDISC = command("TS-KILLDISC", [{"op": "destroy", "target": {"side": "opponent", "count": 1}},
                                   {"op": "discard", "n": 1, "who": "opponent"}], cost=0)
ALLYDISC = command("TS-ALLYDISC", [{"op": "rest", "target": {"count": 1, "side": "ally"}},
                                   {"op": "discard", "n": 1, "who": "opponent"}], cost=0)


@pytest.mark.parametrize("victim", [2, 3])
def test_tag_901_1_the_opponent_is_the_controller_of_the_opposing_target(victim):
    """'Destroy target opposing unit; the opponent discards 1': the opponent is the controller of the unit
    the same ability chose, whichever seat it sits in."""
    other = 5 - victim
    g = tag({1: {"hand": [{"card": "TS-KILLDISC", "as": "x"}]},
             2: {"field": [{"card": "TS-U", "as": "u2"}], "hand": ["TS-U"]},
             3: {"field": [{"card": "TS-U", "as": "u3"}], "hand": ["TS-U"]}}, cards=[KILLDISC])
    do(g, "p1 play $x", f"p1 choose $u{victim}")
    put = next(e for e in g.events if e.kind == "put")
    assert put.data["opponent"] == victim
    pass_until(g, lambda g: not g.memory["res"])
    assert g.cards[cid(g, f"u{victim}")].zone == f"p{victim}.grave"
    assert _discarded(g) == {victim: 1} and defs(g, f"p{other}.grave") == []


def _discarded(g) -> dict:
    out: dict = {}
    for e in g.events:
        if e.kind == "move" and e.data.get("cause") == "discard":
            out[e.data["owner"]] = out.get(e.data["owner"], 0) + 1
    return out


def test_tag_201_4_with_no_opposing_target_the_controller_chooses_the_opponent():
    """The ability targets an ally unit and says 'the opponent': the controller chooses one opposing player
    (901-1) when it is played; that player discards."""
    g = tag({1: {"hand": [{"card": "TS-ALLYDISC", "as": "x"}]}, 0: {"field": [{"card": "TS-U", "as": "a"}]},
             2: {"hand": ["TS-U"]}, 3: {"hand": ["TS-U"]}}, cards=[ALLYDISC])
    do(g, "p1 play $x")
    if g.decision.kind == "choose-target":
        do(g, g.legal_actions(1)[0].__str__())
    assert g.decision.kind == "choose-opponent" and sorted(acts(g, 1)) == ["p1 opponent p2", "p1 opponent p3"]
    do(g, "p1 opponent p3")
    pass_until(g, lambda g: not g.memory["res"])
    assert _discarded(g) == {3: 1}


# ----- 802-4 / 802-5 with 1002: damage to a player is dealt point by point (issue 19 item 7) ----------------
HITMINUS = command("TS-HITMINUS", [{"op": "hit", "n": -1, "target": {"side": "opponent", "count": 1}}], cost=0)
HITPLUS = command("TS-HITPLUS", [{"op": "hit", "n": 1, "target": {"count": 1, "side": "ally"}}], cost=0)


def _hit3_attack(extra):
    zones = {1: {"field": [{"card": "TS-H3", "as": "a"}]}}
    for p, z in extra.items():
        zones.setdefault(p, {}).update(z)
    g = tag(zones, step="attack", cards=[HITMINUS, HITPLUS, unit("TS-H3", power=5000, hit=3)],
            life={"t0": ["TS-PLAIN"] * 5, "t1": ["TS-PLAIN"] * 5})
    do(g, "p1 attack $a", "p1 target p2")
    pass_until(g, lambda g: any(e.kind == "trigger_check" for e in g.events))
    assert len(g.zones["t1.life"]) == 4
    return g


def _answer_until_resolved(g):
    while g.memory["res"] or g.decision.kind != "priority":
        d = g.decision
        p = d.waiting_for()[0]
        a = d.actions[p]
        g.perform(next((x for x in a if x.verb not in ("pass", "noblock", "no")), a[0]))


def test_tag_802_5_a_hit_minus_between_points_lowers_the_rest_of_the_packet():
    """1002-2b: hit 3; after the first point the defending team plays 'hit -1' on the attacker: the packet
    has 1 point left (3 - 1 - 1 dealt), so the team loses 2 life cards in all, not 3."""
    g = _hit3_attack({2: {"hand": [{"card": "TS-HITMINUS", "as": "m"}]}})
    assert set(g.decision.waiting_for()) == {2, 3}
    do(g, "p2 play $m")
    _answer_until_resolved(g)
    assert any(e.kind == "damage_changed" and e.data["points"] == 1 for e in g.events)
    pass_until(g, lambda g: g.step == "end")
    assert len(g.zones["t1.life"]) == 3


def test_tag_802_4_a_hit_plus_between_points_raises_the_rest_of_the_packet():
    """The attacking team answers the first point with 'hit +1' on its own attacker: 3 points left, 4 in all."""
    g = _hit3_attack({0: {"hand": [{"card": "TS-HITPLUS", "as": "h"}]}})
    while 0 not in g.decision.waiting_for():
        do(g, f"p{g.decision.waiting_for()[0]} pass")
    do(g, "p0 play $h")
    _answer_until_resolved(g)
    pass_until(g, lambda g: g.step == "end")
    assert len(g.zones["t1.life"]) == 1
