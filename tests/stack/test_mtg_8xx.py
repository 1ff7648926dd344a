"""The §8 multiplayer headings of seed 001 (800-811) as the stack formats implement them."""
from __future__ import annotations

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.sim import bundled_decks

from .support import L, acts, cid, do, life, pass_once, pass_until, player, resolve_top, scenario, spell

R = "ST-L4"


def ffa(n, zones=None, **kw):
    zones = zones or {}
    return scenario("ffa", [player(f"P{i}", **zones.get(i, {})) for i in range(n)], **kw)


def test_mtg_800_multiplayer_free_mulligan_first_draw_and_leaving():
    decks = [d.card_ids() for d in bundled_decks("ffa")]
    g = engine.new_game("ffa", [{"deck": decks[i], "seat": i} for i in range(3)], seed=5, first_player=0,
                        options={"shuffle_decks": False})
    d = g.decision
    assert d.kind == "mulligan" and d.mode == "simultaneous"
    do(g, "p0 mulligan", "p1 keep", "p2 keep")
    do(g, "p0 keep")
    assert len(g.zones["p0.hand"]) == 7                # 800.6: the first mulligan is free
    pass_until(g, step="main1")
    assert len(g.zones["p0.hand"]) == 8                # 800.7: the starting player draws on turn 1
    g.perform("p1 concede")                            # 800.4: the game goes on without them
    assert g.outcome is None and g.rules.opponents(g, 0) == [2]


def test_mtg_801_range_of_influence_limits_targets_and_each_effects():
    """TS-MTG-801-1: range 1, six players, '2 damage to each creature' hits only P and the neighbours."""
    bear = {"battlefield": ["ST-G02"]}
    zones = {i: dict(bear) for i in range(6)}
    zones[0] = {"battlefield": [R] * 4 + ["ST-G02"], "hand": [{"card": "ST-R06", "as": "s"},
                                                              {"card": "ST-R02", "as": "b"}]}
    g = ffa(6, zones, options={"range": 1})
    do(g, "p0 cast $b")
    assert sorted(a.split()[-1] for a in acts(g, 0) if " target p" in a) == ["p0", "p1", "p5"]
    do(g, "p0 cancel", "p0 cast $s", "p0 autopay")
    resolve_top(g)
    alive_bears = [len(g.rules.creatures(g, p)) for p in range(6)]
    assert alive_bears == [0, 0, 1, 1, 1, 0]


def test_mtg_801_range_is_fixed_as_the_turn_begins():
    g = ffa(5, options={"range": 1})
    assert g.memory["roi"]["0"] == [0, 1, 4]
    g.perform("p1 concede")
    assert g.rules.roi(g, 0) == [0, 4]                 # p1 left; p2 enters range only next turn
    pass_until(g, step="upkeep", turn=3)
    assert 2 in g.memory["roi"]["0"] or g.turn_player != 0


def test_mtg_802_attack_multiple_players_and_block_only_your_attackers():
    zones = {0: {"battlefield": [{"card": "ST-G02", "as": "x"}, {"card": "ST-G02", "as": "y"}]},
             1: {"battlefield": [{"card": "ST-G03", "as": "b1"}]}, 2: {"battlefield": [{"card": "ST-G03", "as": "b2"}]}}
    g = ffa(3, zones)
    pass_until(g, kind="declare-attackers")
    do(g, "p0 attack $x p1", "p0 attack $y p2", "p0 done")
    pass_until(g, kind="declare-blockers")
    assert g.decision.waiting_for() == (1,)
    assert acts(g, 1) == [f"p1 block {L(g, 'b1')} {L(g, 'x')}", "p1 done"]
    with pytest.raises(IllegalAction) as e:
        do(g, "p1 block $b1 $y")
    assert e.value.rule == "mtg:802"
    do(g, "p1 done")
    assert acts(g, 2) == [f"p2 block {L(g, 'b2')} {L(g, 'y')}", "p2 done"]


def test_mtg_803_attack_left_only_the_left_neighbour():
    """TS-MTG-803-1: with attack left only the opponent immediately on the left can be attacked."""
    zones = {0: {"battlefield": [{"card": "ST-G02", "as": "x"}]}}
    g = ffa(4, zones, options={"attack": "left"})
    pass_until(g, kind="declare-attackers")
    assert [a for a in acts(g, 0) if "attack" in a] == [f"p0 attack {L(g, 'x')} p1"]
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 attack $x p2")
    assert e.value.rule == "mtg:803"
    g2 = ffa(4, zones, options={"attack": "right"})
    pass_until(g2, kind="declare-attackers")
    assert [a for a in acts(g2, 0) if "attack" in a] == [f"p0 attack {L(g2, 'x')} p3"]


@pytest.mark.xfail(strict=True, reason="804 deploy creatures (control change to a teammate) is not implemented")
def test_mtg_804_deploy_creatures():
    g = scenario("teams", [player(f"P{i}", seat=i, team=i // 2) for i in range(4)])
    assert any(" deploy " in a for a in acts(g))


def test_mtg_806_free_for_all_uses_exactly_one_attack_option():
    info = next(f for f in engine.formats() if f.name == "ffa")
    assert info.options["attack"] == "multiple" and info.min_players == 3
    with pytest.raises(ValueError, match="806"):
        engine.get_format("ffa")({"attack": "both"})


@pytest.mark.xfail(strict=True, reason="807 grand melee needs 10+ players and turn markers; the table seats at most 8")
def test_mtg_807_grand_melee_turn_markers():
    engine.get_format("grand-melee")


def test_mtg_808_team_vs_team_individual_turns_shared_sight_no_friendly_attacks():
    g = scenario("teams", [player(f"P{i}", seat=i, team=i // 2,
                                  **({"battlefield": [{"card": "ST-G02", "as": "x"}]} if i == 0 else {}),
                                  hand=["ST-L1"]) for i in range(4)])
    assert g.rules.active_players(g) == [0]
    v = g.view(0)
    assert "id" in v["players"][1]["zones"]["hand"][0] and "id" not in v["players"][2]["zones"]["hand"][0]
    pass_until(g, kind="declare-attackers")
    assert sorted(a.split()[-1] for a in acts(g, 0) if "attack" in a) == ["p2", "p3"]


@pytest.mark.xfail(strict=True, reason="809 Emperor variant is not implemented")
def test_mtg_809_emperor():
    engine.get_format("emperor")


def test_mtg_810_two_headed_giant_start_life_and_first_draw():
    """TS-MTG-2HG-1 and TS-MTG-2HG-2."""
    decks = [d.card_ids() for d in bundled_decks("2hg")]
    g = engine.new_game("2hg", [{"deck": decks[i], "seat": i, "team": i // 2} for i in range(4)], seed=2,
                        first_player=0)
    assert [life(g, p) for p in range(4)] == [30] * 4
    while g.decision.kind in ("mulligan", "begin-on-battlefield"):
        p = g.decision.waiting_for()[0]
        g.perform(f"p{p} keep" if g.decision.kind == "mulligan" else f"p{p} done")
    pass_until(g, step="main1")
    assert [len(g.zones[f"p{p}.hand"]) for p in range(4)] == [7, 7, 7, 7]   # 810.6: starting team skips
    pass_until(g, step="main1", turn=2)
    assert [len(g.zones[f"p{p}.hand"]) for p in (2, 3)] == [8, 8]
    burn = spell("TS-B4", [{"op": "damage", "amount": 4, "to": "each_player"}], cost="R")
    h = scenario("2hg", [player(f"P{i}", seat=i, team=i // 2) for i in range(4)], [burn])
    h2 = scenario("2hg", [player("A1", seat=0, team=0, hand=[{"card": "TS-B4", "as": "s"}], battlefield=[R]),
                          player("A2", seat=1, team=0), player("B1", seat=2, team=1), player("B2", seat=3, team=1)],
                  [burn])
    do(h2, "p0 cast $s", "p0 autopay")
    resolve_top(h2)
    assert life(h2, 0) == 22 and life(h2, 2) == 22 and life(h, 0) == 30


def test_mtg_810_set_life_changes_the_team_total():
    """TS-MTG-2HG-7: team at 25, 'target player's life total becomes 10' on B1 → team B at 10."""
    s = spell("TS-SET", [{"op": "set_life", "amount": 10, "who": "target_player"}], cost="R")
    g = scenario("2hg", [player("A1", seat=0, team=0, hand=[{"card": "TS-SET", "as": "s"}], battlefield=[R]),
                         player("A2", seat=1, team=0), player("B1", seat=2, team=1, life=25),
                         player("B2", seat=3, team=1)], [s])
    do(g, "p0 cast $s", "p0 target p2", "p0 autopay")
    resolve_top(g)
    assert life(g, 2) == 10 and life(g, 3) == 10


@pytest.mark.xfail(strict=True, reason="811 alternating teams is not implemented as a format")
def test_mtg_811_alternating_teams():
    engine.get_format("alternating-teams")


# ----- 801 with rule 104: range of influence limits every effect of the end of the game (issue 19 item 4) ----
WIN = spell("TS-WIN", [{"op": "win_game", "who": "you"}], cost="R")
LOSE = spell("TS-LOSE", [{"op": "lose_game", "who": "target_player"}], cost="R")
DRAWG = spell("TS-DRAWG", [{"op": "draw_game"}], cost="R")
BURN = spell("TS-BURN", [{"op": "damage", "amount": 20, "to": "each_player"}], cost="R")
WARDEN = "ST-C04"  # "You can't lose the game and your opponents can't win the game."
RANGES = [(1, 5, [0, 1, 4]), (2, 7, [0, 1, 2, 5, 6])]   # range, players, P0's range of influence


def ranged(reach, n, zones, cards):
    z = {0: {"hand": [{"card": c[0]["id"], "as": c[0]["id"]} for c in cards], "battlefield": [R] * 3}}
    for p, extra in zones.items():
        z.setdefault(p, {}).update(extra)
    return ffa(n, z, cards=cards, options={"range": reach})


def cast_resolve(g, label, *extra):
    do(g, f"p0 cast ${label}", *extra, "p0 autopay")
    resolve_top(g)


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_3h_you_win_makes_the_opponents_in_range_lose(reach, n, rng):
    g = ranged(reach, n, {}, [WIN])
    assert g.memory["roi"]["0"] == sorted(rng) or sorted(g.memory["roi"]["0"]) == sorted(rng)
    cast_resolve(g, "TS-WIN")
    assert g.outcome is None
    assert [p for p in range(n) if not g.players[p].alive] == sorted(set(rng) - {0})
    assert all(g.memory["results"][p] == ("lost", "mtg:104.3h") for p in rng if p)


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_2b_cant_win_reaches_only_within_its_controllers_range(reach, n, rng):
    """An opponent out of P0's range controls 'your opponents can't win': it does not reach P0, so the win
    (104.3h) happens; the same permanent controlled by an opponent in range stops it (104.2b)."""
    far = next(p for p in range(n) if p not in rng)
    g = ranged(reach, n, {far: {"battlefield": [WARDEN]}}, [WIN])
    cast_resolve(g, "TS-WIN")
    assert not g.players[1].alive and g.memory["results"][1] == ("lost", "mtg:104.3h")
    near = rng[1]
    g = ranged(reach, n, {near: {"battlefield": [WARDEN]}}, [WIN])
    cast_resolve(g, "TS-WIN")
    assert all(p.alive for p in g.players)
    assert any(e.kind == "cannot_win" for e in g.events)


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_3e_cant_lose_stops_a_lose_effect_under_range(reach, n, rng):
    g = ranged(reach, n, {0: {"battlefield": [R] * 3 + [WARDEN]}}, [LOSE])
    cast_resolve(g, "TS-LOSE", "p0 target p0")
    assert g.players[0].alive and g.outcome is None


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_3e_lose_effects_reach_only_players_in_range(reach, n, rng):
    g = ranged(reach, n, {}, [LOSE])
    do(g, "p0 cast $TS-LOSE")
    targets = sorted(int(a.split()[-1][1:]) for a in acts(g, 0) if " target p" in a)
    assert targets == sorted(rng)
    do(g, f"p0 target p{rng[1]}", "p0 autopay")
    resolve_top(g)
    assert g.memory["results"][rng[1]] == ("lost", "mtg:104.3e")


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_4e_a_draw_effect_reaches_only_players_in_range(reach, n, rng):
    g = ranged(reach, n, {}, [DRAWG])
    cast_resolve(g, "TS-DRAWG")
    assert sorted(p for p in range(n) if not g.players[p].alive) == sorted(rng)
    assert all(g.memory["results"][p] == ("drew", "mtg:104.4e") for p in rng)
    assert g.outcome is None


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_3b_damage_reaches_only_players_in_range_then_life_loses(reach, n, rng):
    """'20 damage to each player' reaches P0 and the players in range; they are at 0 life and lose at the next
    check (104.3b is a state-based action, not an effect); all who lose at once with others left: no draw."""
    g = ranged(reach, n, {}, [BURN])
    cast_resolve(g, "TS-BURN")
    assert sorted(p for p in range(n) if not g.players[p].alive) == sorted(rng)
    assert all(g.memory["results"][p] == ("lost", "mtg:104.3b") for p in rng)
    assert g.outcome is None


SUICIDE_WIN = spell("TS-SWIN", [{"op": "lose_life", "amount": 20, "who": "you"}, {"op": "win_game", "who": "you"}],
                    cost="R")


@pytest.mark.parametrize("reach,n,rng", RANGES)
def test_mtg_801_104_3f_win_and_lose_at_once_under_range_the_winner_loses(reach, n, rng):
    """104.3f before 104.3h: at 0 life as its 'you win' takes effect, P0 loses; nobody in range loses for it."""
    g = ranged(reach, n, {}, [SUICIDE_WIN])
    cast_resolve(g, "TS-SWIN")
    assert g.memory["results"][0] == ("lost", "mtg:104.3f")
    assert [p for p in range(n) if not g.players[p].alive] == [0] and g.outcome is None


@pytest.mark.parametrize("reach,n", [(1, 3), (2, 5)])
def test_mtg_801_104_4a_everyone_left_in_range_loses_at_once_is_a_draw(reach, n):
    """With every remaining player within range, '20 damage to each player' makes all of them lose at once:
    the game is a draw (104.4a), range or not."""
    g = ranged(reach, n, {}, [BURN])
    cast_resolve(g, "TS-BURN")
    assert g.outcome is not None and g.outcome.is_draw
    assert all(g.outcome.players[p] == ("drew", "mtg:104.4a") for p in range(n))
