"""Rule 104 (end of the game, seed 004) in the stack formats."""
from __future__ import annotations

import pytest

from .support import L, acts, cid, creature, do, life, pass_once, pass_until, player, resolve_top, scenario, spell

R = "ST-L4"
WIN = spell("TS-WIN", [{"op": "win_game", "who": "you"}], cost="R")
LOSE = spell("TS-LOSE", [{"op": "lose_game", "who": "target_player"}], cost="R")
DRAWG = spell("TS-DRAWG", [{"op": "draw_game"}], cost="R")
SUICIDE_WIN = spell("TS-SWIN", [{"op": "lose_life", "amount": 20, "who": "you"}, {"op": "win_game", "who": "you"}],
                    cost="R")
DRAW3 = spell("TS-DRAW3", [{"op": "draw", "amount": 3, "who": "you"}], cost="R")
POISON = spell("TS-POI", [{"op": "poison", "amount": 10, "who": "target_player"}], cost="R")
BURN_ALL = spell("TS-BURN", [{"op": "damage", "amount": 4, "to": "each_player"}], cost="R")
RESTART = spell("TS-RESTART", [{"op": "restart_game"}], cost="R")


def two(a=None, b=None, cards=(), fmt="magic", **kw):
    return scenario(fmt, [player("A", **(a or {})), player("B", **(b or {}))], cards, **kw)


def cast(g, p, label, *extra):
    do(g, f"p{p} cast ${label}", *extra, f"p{p} autopay")
    resolve_top(g)


def res(g, p):
    return g.outcome.players[p]


def test_mtg_104_1_the_game_ends_immediately_when_a_player_wins():
    g = two(a={"hand": [{"card": "TS-WIN", "as": "w"}], "battlefield": [R]}, cards=[WIN])
    cast(g, 0, "w")
    assert g.outcome is not None and g.decision is None and g.legal_actions() == []


def test_mtg_104_2_ways_to_win_last_player_standing():
    g = two(a={"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": [R]}, b={"life": 3})
    cast(g, 0, "b", "p0 target p1")
    assert res(g, 0)[0] == "won" and res(g, 1) == ("lost", "mtg:104.3b")


def test_mtg_104_2a_all_opponents_left_wins_despite_cant_win():
    """TS-MTG-104-2: the opponent controls a 'your opponents can't win' permanent, then concedes."""
    g = two(b={"battlefield": ["ST-C04"]})
    g.perform("p1 concede")
    assert g.outcome.players[0] == ("won", "mtg:104.2a")


def test_mtg_104_2b_an_effect_says_a_player_wins():
    g = two(a={"hand": [{"card": "TS-WIN", "as": "w"}], "battlefield": [R]}, cards=[WIN])
    cast(g, 0, "w")
    assert res(g, 0) == ("won", "mtg:104.2b") and res(g, 1)[0] == "lost"


def test_mtg_104_2b_cant_win_stops_an_effect_win():
    g = two(a={"hand": [{"card": "TS-WIN", "as": "w"}], "battlefield": [R]}, b={"battlefield": ["ST-C04"]},
            cards=[WIN])
    cast(g, 0, "w")
    assert g.outcome is None


def teams4(zones, cards=(), fmt="teams", **kw):
    ps = [player(f"P{i}", seat=i, team=i // 2, **zones.get(i, {})) for i in range(4)]
    return scenario(fmt, ps, cards, **kw)


def test_mtg_104_2c_the_team_wins_including_members_who_lost():
    """TS-MTG-104-4: A1 lost earlier; A2 eliminates the last opponent: team A wins, A1 included."""
    g = teams4({1: {"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": [R]}, 2: {"life": 3}})
    g.perform("p0 concede")
    g.perform("p3 concede")
    assert g.outcome is None
    pass_until(g, kind="priority", turn=None) if g.decision.waiting_for() != (1,) else None
    while 1 not in g.decision.waiting_for():
        pass_once(g)
    cast(g, 1, "b", "p1 target p2")
    assert g.outcome.players[0] == ("won", "mtg:104.2c") and g.outcome.players[1][0] == "won"
    assert g.outcome.teams[0][0] == "won" and g.outcome.teams[1][0] == "lost"


def test_mtg_104_2d_emperor_wins_for_the_team():
    """Both generals of team 1 leave; P4's emperor is then within P1's range 2: P1 burns P4 out.  P1's team
    wins with its emperor, the general P0 who had left before included."""
    g = emperor({1: {"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": [R]}, 4: {"life": 3}}, turn_player=1)
    for p in (3, 5, 0):
        g.perform(f"p{p} concede")
    g.rules.compute_roi(g)          # ranges are fixed as a turn begins (801.2c): as if the next turn began
    assert 4 in g.rules.roi(g, 1)
    cast(g, 1, "b", "p1 target p4")
    assert g.outcome.players[1] == ("won", "mtg:104.2d") and g.outcome.players[0] == ("won", "mtg:104.2d")
    assert g.outcome.teams[0] == ("won", "mtg:104.2d")


def test_mtg_104_3_ways_to_lose_leave_the_game():
    g = scenario("ffa", [player("A"), player("B"), player("C")])
    g.perform("p1 concede")
    assert not g.players[1].alive and g.outcome is None


def test_mtg_104_3a_concede_at_any_time():
    g = two(a={"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": [R]})
    do(g, "p0 cast $b")                                  # in the middle of casting
    g.perform("p1 concede")
    assert res(g, 1) == ("lost", "mtg:104.3a") and res(g, 0)[0] == "won"


def test_mtg_104_3b_zero_life_loses_at_the_next_check():
    g = two(a={"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": [R]}, b={"life": 3})
    do(g, "p0 cast $b", "p0 target p1", "p0 autopay")
    assert g.outcome is None
    resolve_top(g)
    assert res(g, 1) == ("lost", "mtg:104.3b")


def test_mtg_104_3c_drawing_from_an_empty_library_loses_at_the_next_check():
    """TS-MTG-104-3: library of 1, 'draw 3' → draws 1, loses at the next SBA check."""
    g = two(a={"hand": [{"card": "TS-DRAW3", "as": "d"}], "battlefield": [R], "library": ["ST-L1"]}, cards=[DRAW3])
    do(g, "p0 cast $d", "p0 autopay")
    pass_once(g)
    pass_once(g)
    assert res(g, 0) == ("lost", "mtg:104.3c")
    assert any(e.kind == "move" and e.data.get("cause") == "draw" for e in g.events)


def test_mtg_104_3d_ten_poison_counters_lose():
    g = two(a={"hand": [{"card": "TS-POI", "as": "s"}], "battlefield": [R]}, cards=[POISON])
    cast(g, 0, "s", "p0 target p1")
    assert res(g, 1) == ("lost", "mtg:104.3d")


def test_mtg_104_3d_two_headed_giant_needs_fifteen_team_poison():
    """TS-MTG-2HG-5: 704.5c (10 poison) is ignored in 2HG; 15 on the team loses (810.8d)."""
    g = teams4({0: {"hand": [{"card": "TS-POI", "as": "s"}], "battlefield": [R]}, 2: {"poison": 4}},
               cards=[POISON], fmt="2hg")
    do(g, "p0 cast $s", "p0 target p2", "p0 autopay")
    resolve_top(g)
    assert g.rules.poison(g, 2) == 14 and g.outcome is None
    g2 = teams4({0: {"hand": [{"card": "TS-POI", "as": "s"}], "battlefield": [R]}, 3: {"poison": 5}},
                cards=[POISON], fmt="2hg")
    do(g2, "p0 cast $s", "p0 target p2", "p0 autopay")
    resolve_top(g2)
    assert g2.outcome.players[2] == ("lost", "mtg:810.8d") and g2.outcome.players[3][0] == "lost"


def test_mtg_104_3e_an_effect_says_a_player_loses():
    g = two(a={"hand": [{"card": "TS-LOSE", "as": "s"}], "battlefield": [R]}, cards=[LOSE])
    cast(g, 0, "s", "p0 target p1")
    assert res(g, 1) == ("lost", "mtg:104.3e")


def test_mtg_104_3f_win_and_lose_at_once_loses():
    """TS-MTG-104-1: the player is at 0 life as their 'you win' takes effect → they lose."""
    g = two(a={"hand": [{"card": "TS-SWIN", "as": "s"}], "battlefield": [R]}, cards=[SUICIDE_WIN])
    cast(g, 0, "s")
    assert res(g, 0) == ("lost", "mtg:104.3f") and res(g, 1)[0] == "won"


def test_mtg_104_3g_a_team_loses_when_all_its_players_lost():
    """TS-MTG-104-5: generic team game (808) vs 2HG 810.8a (variant flag = the format)."""
    g = teams4({})
    g.perform("p0 concede")
    assert g.outcome is None and g.players[1].alive
    g.perform("p1 concede")
    assert g.outcome.teams[0][0] == "lost" and g.outcome.teams[1][0] == "won"
    h = teams4({}, fmt="2hg")
    h.perform("p0 concede")
    assert h.outcome.teams[0] == ("lost", "mtg:810.8b") and not h.players[1].alive


def test_mtg_104_3h_with_range_of_influence_a_win_makes_opponents_in_range_lose():
    """TS-MTG-801-2: range 1, P wins → P's neighbours lose; the game continues."""
    ps = [player(f"P{i}") for i in range(5)]
    ps[0]["hand"] = [{"card": "TS-WIN", "as": "w"}]
    ps[0]["battlefield"] = [R]
    g = scenario("ffa", ps, [WIN], options={"range": 1})
    cast(g, 0, "w")
    assert g.outcome is None
    assert [p.alive for p in g.players] == [True, False, True, True, False]
    assert g.memory["results"][1] == ("lost", "mtg:104.3h")


def test_mtg_104_3i_emperor_loses_for_the_team():
    """P2 (a general) burns the emperor P4 once the general P3 between them has left."""
    g = emperor({2: {"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": [R]}, 4: {"life": 3}}, turn_player=2)
    g.perform("p3 concede")
    g.rules.compute_roi(g)
    cast(g, 2, "b", "p2 target p4")
    assert [g.outcome.players[p] for p in (4, 5)] == [("lost", "mtg:104.3b"), ("lost", "mtg:104.3i")]
    assert g.outcome.teams[1] == ("lost", "mtg:104.3i")


@pytest.mark.xfail(strict=True, reason="Commander (903) is outside the seeds' multiplayer subset: no commander damage")
def test_mtg_104_3j_commander_damage():
    import engine
    assert any(f.name == "commander" for f in engine.formats())


@pytest.mark.xfail(strict=True, reason="tournament penalties (100.6) have no place at a hot-seat table")
def test_mtg_104_3k_tournament_penalty_loss():
    g = two()
    g.perform("p0 penalty")


def test_mtg_104_4_ways_to_draw_an_effect_draw():
    g = two(a={"hand": [{"card": "TS-DRAWG", "as": "s"}], "battlefield": [R]}, cards=[DRAWG])
    cast(g, 0, "s")
    assert g.outcome.is_draw and not g.outcome.winners


def test_mtg_104_4a_all_remaining_players_lose_at_once_is_a_draw():
    g = two(a={"hand": [{"card": "TS-BURN", "as": "s"}], "battlefield": [R], "life": 4}, b={"life": 4},
            cards=[BURN_ALL])
    cast(g, 0, "s")
    assert g.outcome.players == {0: ("drew", "mtg:104.4a"), 1: ("drew", "mtg:104.4a")}
    assert g.outcome.is_draw


# A 0/0 that comes back when it dies: the state-based action kills it, its trigger returns it, and so on.
PHOENIX = creature("TS-LOOP", cost="1", p=0, t=0, abilities=[{"when": "dies", "effects": [{"op": "reanimate",
                                                                                         "to": "self"}]}])
SHOCK = spell("TS-SHOCK", [{"op": "damage", "amount": 1, "to": "any_target"}], cost="R", typ="instant")


def pass_forced(g, limit=60):
    """Answer every decision with a pass (the only answer a forced priority decision offers)."""
    for _ in range(limit):
        if g.outcome is not None or g.decision is None or g.decision.kind != "priority":
            return
        p = g.decision.waiting_for()[0]
        g.perform(f"p{p} pass")


def test_mtg_104_4b_mandatory_loop_is_a_draw():
    g = two(a={"battlefield": ["TS-LOOP"], "library": ["ST-L1"] * 8}, cards=[PHOENIX])
    pass_forced(g)
    assert g.outcome is not None and g.outcome.is_draw
    assert g.outcome.players == {0: ("drew", "mtg:104.4b"), 1: ("drew", "mtg:104.4b")}
    assert any(e.kind == "mandatory_loop" for e in g.events)


def test_mtg_104_4b_a_loop_with_an_optional_action_is_not_a_draw():
    """B holds an instant it could cast at every turn of the loop: the loop is not mandatory (104.4b)."""
    g = two(a={"battlefield": ["TS-LOOP"]}, b={"hand": [{"card": "TS-SHOCK", "as": "s"}], "battlefield": [R]},
            cards=[PHOENIX, SHOCK])
    for _ in range(40):
        p = g.decision.waiting_for()[0]
        g.perform(f"p{p} pass")
    assert g.outcome is None and not any(e.kind == "mandatory_loop" for e in g.events)
    assert g.step == "main1" and g.cards[cid(g, "s")].zname == "hand"   # still looping, B may still act


def test_mtg_104_4b_a_repeated_state_in_another_turn_is_no_loop():
    g = two()
    pass_until(g, step="main1", turn=3)
    assert g.outcome is None


def test_mtg_104_4c_an_effect_makes_the_game_a_draw():
    g = two(a={"hand": [{"card": "TS-DRAWG", "as": "s"}], "battlefield": [R]}, cards=[DRAWG])
    cast(g, 0, "s")
    assert g.outcome.players == {0: ("drew", "mtg:104.4c"), 1: ("drew", "mtg:104.4c")}


def test_mtg_104_4d_all_remaining_teams_lose_at_once_is_a_draw():
    g = teams4({0: {"hand": [{"card": "TS-BURN", "as": "s"}], "battlefield": [R], "life": 8}, 2: {"life": 8}},
               cards=[BURN_ALL], fmt="2hg")
    cast(g, 0, "s")
    assert all(r == ("drew", "mtg:104.4d") for r in g.outcome.players.values())
    assert g.outcome.teams[0][0] == "drew" and g.outcome.teams[1][0] == "drew"


def test_mtg_104_4e_range_of_influence_draw_only_for_players_in_range():
    ps = [player(f"P{i}") for i in range(5)]
    ps[0]["hand"] = [{"card": "TS-DRAWG", "as": "s"}]
    ps[0]["battlefield"] = [R]
    g = scenario("ffa", ps, [DRAWG], options={"range": 1})
    cast(g, 0, "s")
    assert g.outcome is None
    assert [p.alive for p in g.players] == [False, False, True, True, False]
    assert g.memory["results"][0] == ("drew", "mtg:104.4e")
    assert g.decision is not None and set(g.decision.waiting_for()) <= {2, 3}


def test_mtg_104_4f_range_of_influence_loop_draw():
    """Range 1, six players: P2's loop draws P2 and its neighbours P1 and P3, who leave; the others play on."""
    ps = [player(f"P{i}") for i in range(6)]
    ps[2]["battlefield"] = ["TS-LOOP"]
    g = scenario("ffa", ps, [PHOENIX], options={"range": 1})
    pass_forced(g)
    assert g.outcome is None
    assert [p.alive for p in g.players] == [True, False, False, False, True, True]
    assert all(g.memory["results"][p] == ("drew", "mtg:104.4f") for p in (1, 2, 3))
    assert g.zones["stack"] == [] and g.memory["stack"] == []


def test_mtg_104_4f_without_range_the_loop_draws_everyone():
    ps = [player(f"P{i}") for i in range(4)]
    ps[2]["battlefield"] = ["TS-LOOP"]
    g = scenario("ffa", ps, [PHOENIX])
    pass_forced(g)
    assert g.outcome is not None and set(g.outcome.players.values()) == {("drew", "mtg:104.4b")}


def test_mtg_104_4g_a_teams_game_is_a_draw_if_its_remaining_players_draw():
    g = teams4({1: {"hand": [{"card": "TS-BURN", "as": "s"}], "battlefield": [R], "life": 4},
                2: {"life": 4}, 3: {"life": 4}}, cards=[BURN_ALL], turn_player=1)
    g.perform("p0 concede")                             # A1 lost earlier
    cast(g, 1, "s")
    assert g.outcome.players[0][0] == "lost" and g.outcome.players[1][0] == "drew"
    assert g.outcome.teams[0][0] == "drew"


def test_mtg_104_4h_emperor_draw_is_the_teams_draw():
    """P2 (a general, range 1) makes the game a draw: P1, P2, P3 draw (104.4e); P1 is an emperor, so P0 draws
    too (104.4h); team 1 plays on and, alone, wins."""
    g = emperor({2: {"hand": [{"card": "TS-DRAWG", "as": "s"}], "battlefield": [R]}}, [DRAWG], turn_player=2)
    cast(g, 2, "s")
    assert g.outcome.players[0] == ("drew", "mtg:104.4h") and g.outcome.players[1] == ("drew", "mtg:104.4e")
    assert g.outcome.teams[0] == ("drew", "mtg:104.4h") and g.outcome.teams[1] == ("won", "mtg:104.2d")
    assert g.outcome.players[3] == ("drew", "mtg:104.4e") and g.outcome.players[4] == ("won", "mtg:104.2d")


def test_mtg_104_4i_all_players_agree_to_a_draw():
    g = two(options={"intentional_draw": True})
    do(g, "p0 agree-draw")
    assert g.outcome is None
    do(g, "p0 pass", "p1 agree-draw")
    assert g.outcome.players == {0: ("drew", "mtg:104.4i"), 1: ("drew", "mtg:104.4i")}


def test_mtg_104_5_a_player_who_loses_leaves_the_game():
    g = scenario("ffa", [player("A", hand=[{"card": "ST-R02", "as": "b"}], battlefield=[R]),
                         player("B", life=3, battlefield=["ST-G02"], hand=["ST-L1"]), player("C")])
    cast(g, 0, "b", "p0 target p1")
    assert not g.players[1].alive and g.outcome is None
    assert all(not g.zones[f"p1.{z}"] for z in ("hand", "library", "battlefield", "graveyard"))
    assert len(g.zones["p1.gone"]) > 0
    assert g.rules.turn_order_from(g, 0) == [0, 2]


def test_mtg_104_6_restart_starts_a_new_game_for_everyone_still_in_it():
    g = two(a={"hand": [{"card": "TS-RESTART", "as": "s"}], "battlefield": [R] * 2, "life": 5}, cards=[RESTART],
            b={"battlefield": ["ST-G02"], "life": 7})
    cast(g, 0, "s")
    assert g.outcome is None and g.turn == 1 and g.decision.kind == "mulligan"
    assert life(g, 0) == 20 and life(g, 1) == 20
    assert all(len(g.zones[f"p{p}.hand"]) == 7 or len(g.zones[f"p{p}.hand"]) + len(g.zones[f"p{p}.library"]) < 7
               for p in (0, 1))
    assert g.zones["p1.battlefield"] == []


# ----- 104.3c / 810.8: an empty-library draw is an event, life and poison are conditions (issue 19 item 5) --
KILL = spell("TS-KILL", [{"op": "destroy", "to": "target_creature"}], cost="R")
LOSE25 = spell("TS-LOSE25", [{"op": "lose_life", "amount": 25, "who": "you"}], cost="R")
WARDEN = {"card": "ST-C04", "as": "warden"}


def test_mtg_104_3c_empty_library_draw_is_checked_once_a_later_end_of_cant_lose_does_not_revive_it():
    """A can't lose (Gilded Warden) when drawing from an empty library; the loss is an event, checked at the
    next state check and gone; when the Warden dies later, A does not lose for that old draw."""
    g = two(a={"hand": [{"card": "TS-DRAW3", "as": "d"}, {"card": "TS-KILL", "as": "k"}],
               "battlefield": [R, R, WARDEN], "library": ["ST-L1"]}, cards=[DRAW3, KILL])
    cast(g, 0, "d")
    assert g.zones["p0.library"] == [] and g.outcome is None and g.players[0].alive
    cast(g, 0, "k", f"p0 target {L(g, 'warden')}")
    assert cid(g, "warden") in g.zones["p0.graveyard"]
    assert g.outcome is None and g.players[0].alive


def test_mtg_104_3b_life_at_zero_is_a_condition_that_loses_when_cant_lose_ends():
    g = two(a={"hand": [{"card": "TS-LOSE25", "as": "l"}, {"card": "TS-KILL", "as": "k"}],
               "battlefield": [R, R, WARDEN]}, cards=[LOSE25, KILL])
    cast(g, 0, "l")
    assert life(g, 0) == -5 and g.outcome is None
    cast(g, 0, "k", f"p0 target {L(g, 'warden')}")
    assert res(g, 0) == ("lost", "mtg:104.3b")


def test_mtg_104_3d_poison_is_a_condition_that_loses_when_cant_lose_ends():
    g = two(a={"hand": [{"card": "TS-POI", "as": "p"}, {"card": "TS-KILL", "as": "k"}],
               "battlefield": [R, R, WARDEN]}, cards=[POISON, KILL])
    cast(g, 0, "p", "p0 target p0")
    assert g.outcome is None
    cast(g, 0, "k", f"p0 target {L(g, 'warden')}")
    assert res(g, 0) == ("lost", "mtg:104.3d")


def test_mtg_810_8_team_life_is_a_condition_an_empty_library_draw_an_event():
    """2HG: A1's Warden keeps team A in (810.8a: a teammate's 'can't lose' covers the team).  A1's draw from
    an empty library is forgotten after the next check; the team's life at 0 is not: when the Warden dies,
    team A loses for its life, not for the draw."""
    def game():
        return teams4({0: {"hand": [{"card": "TS-LOSE25", "as": "l"}, {"card": "TS-KILL", "as": "k"},
                                    {"card": "TS-DRAW3", "as": "d"}],
                           "battlefield": [R, R, R, WARDEN], "library": ["ST-L1"], "life": 20}},
                      cards=[LOSE25, KILL, DRAW3], fmt="2hg")
    g = game()
    cast(g, 0, "d")
    assert g.zones["p0.library"] == [] and g.outcome is None
    cast(g, 0, "k", f"p0 target {L(g, 'warden')}")
    assert g.outcome is None and g.players[0].alive and g.players[1].alive
    h = game()
    cast(h, 0, "l")
    assert h.outcome is None and life(h, 0) <= 0
    cast(h, 0, "k", f"p0 target {L(h, 'warden')}")
    assert h.outcome is not None and h.outcome.teams[0][0] == "lost"
    assert h.outcome.players[0][1] in ("mtg:810.8c", "mtg:104.3b")


# ----- 809.5: the Emperor variant's team results (issue 20) --------------------------------------------
def emperor(zones=None, cards=(), **kw):
    zones = zones or {}
    return scenario("emperor", [player(f"P{i}", seat=i, team=i // 3, **zones.get(i, {})) for i in range(6)],
                    cards, **kw)


def test_mtg_104_4f_a_winner_after_a_partial_draw_is_a_possible_outcome():
    """The soak's grand melee seed 20261185783379: a loop drew five players out (104.4f), two lost, the last
    won (104.2a); the conformance checker called that impossible.  A whole-game draw beside a winner still is."""
    from types import SimpleNamespace

    from engine.conformance import InvariantError, check_outcome, configurations, play_checked
    cfg = next(c for c in configurations() if c.name == "melee-8p")
    play_checked(cfg, 20261185783379, view_every=50)            # no InvariantError
    g = SimpleNamespace(n_players=3, outcome=SimpleNamespace(players={0: ("won", "mtg:104.2a"),
                                                                      1: ("drew", "mtg:104.4b"),
                                                                      2: ("lost", "mtg:104.3b")}))
    with pytest.raises(InvariantError):
        check_outcome(g)
