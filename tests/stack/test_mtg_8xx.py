"""The §8 multiplayer headings of seed 001 (800-811) as the stack formats implement them."""
from __future__ import annotations

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.invariants import check_departed
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


def test_mtg_806_free_for_all_uses_exactly_one_attack_option():
    info = next(f for f in engine.formats() if f.name == "ffa")
    assert info.defaults()["attack"] == "multiple" and info.min_players == 3
    with pytest.raises(ValueError, match="806"):
        engine.get_format("ffa")({"attack": "both"})


def test_mtg_808_team_vs_team_individual_turns_shared_sight_no_friendly_attacks():
    g = scenario("teams", [player(f"P{i}", seat=i, team=i // 2,
                                  **({"battlefield": [{"card": "ST-G02", "as": "x"}]} if i == 0 else {}),
                                  hand=["ST-L1"]) for i in range(4)])
    assert g.rules.active_players(g) == [0]
    v = g.view(0)
    assert v.zones["p1.hand"].cards[0].card is not None and v.zones["p2.hand"].cards[0].card is None
    pass_until(g, kind="declare-attackers")
    assert sorted(a.split()[-1] for a in acts(g, 0) if "attack" in a) == ["p2", "p3"]


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


# ----- 809 Emperor and 804 deploy creatures (issue 20) ------------------------------------------------
def emperor(zones=None, cards=(), **kw):
    """Six seats: team 0 at seats 0-2 (emperor P1 in the middle), team 1 at seats 3-5 (emperor P4)."""
    zones = zones or {}
    return scenario("emperor", [player(f"P{i}", seat=i, team=i // 3, **zones.get(i, {})) for i in range(6)],
                    cards, **kw)


def test_mtg_809_emperor_in_the_middle_ranges_2_and_1():
    g = emperor(turn_player=1)
    assert g.memory["emperors"] == {"0": 1, "1": 4}
    assert sorted(g.memory["roi"]["1"]) == [0, 1, 2, 3, 5]      # emperor: range 2
    assert sorted(g.memory["roi"]["0"]) == [0, 1, 5]            # general: range 1
    assert sorted(g.memory["roi"]["3"]) == [2, 3, 4]
    # the team's lead shown at the table is its emperor (809.2), not the 805.2 rightmost seat
    assert {t.team: t.counters["primary"] for t in g.view(None).teams} == {0: 1, 1: 4}


def test_mtg_809_attack_only_the_opponents_seated_next_to_you():
    g = emperor(turn_player=1)
    R = g.rules
    assert R.attack_targets(g, 1) == []          # the emperor sits between two generals
    assert R.attack_targets(g, 2) == [3] and R.attack_targets(g, 0) == [5]
    assert R.attack_targets(g, 4) == []
    g.perform("p2 concede")                       # a general leaves: the emperor now sits next to P3
    assert R.attack_targets(g, 1) == [3]


def test_mtg_809_a_random_emperor_goes_first():
    decks = [d.card_ids() for d in bundled_decks("emperor")]
    firsts = set()
    for seed in range(8):
        g = engine.new_game("emperor", [{"deck": decks[i % len(decks)], "seat": i, "team": i // 3}
                                        for i in range(6)], seed=seed)
        firsts.add(g.memory["first_player"])
    assert firsts == {1, 4}
    g = engine.new_game("emperor", [{"deck": decks[i % len(decks)], "seat": i, "team": i // 3} for i in range(6)],
                        seed=1, first_player=5)
    assert g.memory["first_player"] == 4      # a general named to start stands for their emperor


def test_mtg_809_teams_of_three_sitting_together():
    decks = [d.card_ids() for d in bundled_decks("emperor")]
    with pytest.raises(ValueError, match="809"):
        engine.new_game("emperor", [{"deck": decks[0], "seat": i, "team": i % 2} for i in range(6)], seed=1)


def test_mtg_809_range_limits_effects_from_the_start():
    """TS-MTG-801-1 in Emperor: P2 (a general, range 1) deals 'damage to each player': only P1, P2, P3."""
    burn = spell("TS-EMPB", [{"op": "damage", "amount": 2, "to": "each_player"}], cost="R")
    g = emperor({2: {"hand": [{"card": "TS-EMPB", "as": "s"}], "battlefield": [R]}}, [burn], turn_player=2)
    do(g, "p2 cast $s", "p2 autopay")
    resolve_top(g)
    assert [life(g, p) for p in range(6)] == [20, 18, 18, 18, 20, 20]


def test_mtg_804_deploy_creatures():
    """Emperor always uses deploy creatures: at sorcery speed a creature controlled since the turn began taps
    to give a teammate control of it; the new controller's creature is summoning sick."""
    g = emperor({1: {"battlefield": [{"card": "ST-G02", "as": "x"}, {"card": "ST-G02", "as": "new", "sick": True}]}},
                turn_player=1)
    x = L(g, "x")
    deploys = sorted(a for a in acts(g, 1) if " deploy " in a)
    assert deploys == [f"p1 deploy {x} p0", f"p1 deploy {x} p2"]      # teammates only, never the sick one
    do(g, f"p1 deploy {x} p2")
    assert g.cards[cid(g, "x")].tapped and g.memory["stack"][-1]["kind"] == "deploy"
    assert not any(" deploy " in a for a in acts(g, 1))               # not at instant speed
    resolve_top(g)
    c = g.cards[cid(g, "x")]
    assert c.zone == "p2.battlefield" and c.tapped and not g.rules.can_attack(g, c.id)


def test_mtg_804_deploy_fizzles_when_the_teammate_left():
    g = emperor({1: {"battlefield": [{"card": "ST-G02", "as": "x"}]}}, turn_player=1)
    do(g, f"p1 deploy {L(g, 'x')} p0")
    g.perform("p0 concede")
    resolve_top(g)
    assert g.cards[cid(g, "x")].zone == "p1.battlefield"


def test_mtg_800_4a_a_deployed_creature_leaves_the_game_with_its_owner():
    """Seeds 9931000 and 9931040 of the conformance soak (issue 30): a general deploys a creature to the emperor
    (804) and leaves; what they own leaves the game with them (800.4a) though another player controls it.  It
    used to stay on the emperor's battlefield, fight on and die into the departed general's graveyard."""
    g = emperor({2: {"battlefield": [{"card": "ST-G02", "as": "x"}]}}, turn_player=2)
    do(g, f"p2 deploy {L(g, 'x')} p1")
    resolve_top(g)
    assert g.cards[cid(g, "x")].zone == "p1.battlefield"
    g.perform("p2 concede")
    assert g.outcome is None and g.cards[cid(g, "x")].zone == "p2.gone"
    check_departed(g)


def test_mtg_800_4a_a_creature_deployed_to_a_player_who_leaves_goes_back_to_its_owner():
    """The emperor deploys a creature to a general, who leaves: the effect that gave them control ends (800.4a),
    so the creature is its owner's again, tapped as it was (a change of control is no zone change)."""
    g = emperor({1: {"battlefield": [{"card": "ST-G02", "as": "x"}]}}, turn_player=1)
    do(g, f"p1 deploy {L(g, 'x')} p2")
    resolve_top(g)
    x = g.cards[cid(g, "x")]
    assert x.zone == "p2.battlefield" and x.tapped
    g.perform("p2 concede")
    assert g.outcome is None and x.zone == "p1.battlefield" and x.tapped and x.owner == 1
    assert any(e.kind == "control_changed" and e.rule == "mtg:800.4a" for e in g.events)
    check_departed(g)


def test_mtg_809_5_the_emperor_losing_takes_the_team_out():
    """TS-MTG-809-1: the emperor loses; the whole team loses although both generals are alive."""
    g = emperor(turn_player=1)
    g.perform("p4 concede")
    assert g.outcome is not None
    assert [g.outcome.players[p][0] for p in range(6)] == ["won"] * 3 + ["lost"] * 3
    assert g.outcome.players[3] == ("lost", "mtg:104.3i") and g.outcome.players[5] == ("lost", "mtg:104.3i")
    assert g.outcome.teams == {0: ("won", "mtg:104.2d"), 1: ("lost", "mtg:104.3i")}


def test_mtg_809_a_general_losing_leaves_the_team_playing():
    g = emperor(turn_player=1)
    g.perform("p3 concede")
    assert g.outcome is None and [p.alive for p in g.players] == [True] * 3 + [False, True, True]


# ----- 811 Alternating teams (issue 20) ---------------------------------------------------------------
def alternating(n=6, teams=3, zones=None, cards=(), **kw):
    zones = zones or {}
    return scenario("alternating", [player(f"P{i}", seat=i, team=i % teams, **zones.get(i, {})) for i in range(n)],
                    cards, **kw)


def test_mtg_811_alternating_teams_seating_and_defaults():
    info = engine.get_format("alternating").info
    assert info.defaults()["range"] == 2 and info.defaults()["attack"] == "multiple"   # 811.3: range 2 recommended
    g = alternating()
    assert [g.players[p].team for p in range(6)] == [0, 1, 2, 0, 1, 2]
    decks = [d.card_ids() for d in bundled_decks("alternating")]
    with pytest.raises(ValueError, match="811.2"):
        engine.new_game("alternating", [{"deck": decks[0], "seat": i, "team": i // 2} for i in range(6)], seed=1)
    with pytest.raises(ValueError, match="811.1"):
        engine.new_game("alternating", [{"deck": decks[0], "seat": i, "team": min(i, 1) if i < 3 else i % 2}
                                        for i in range(6)], seed=1)


def test_mtg_811_random_seating_alternates():
    from engine.sim import random_players
    import random
    ps = random_players("alternating", 8, random.Random(3))
    assert [p["team"] for p in ps] == [0, 1, 2, 3, 0, 1, 2, 3]


def test_mtg_811_attack_only_opponents_seated_next_to_you():
    g = alternating(8, 2)
    assert sorted(g.rules.attack_targets(g, 0)) == [1, 7]
    assert sorted(g.memory["roi"]["0"]) == [0, 1, 2, 6, 7]      # range 2: P2 and P6 are teammates
    assert 3 not in g.rules.attack_targets(g, 0)
    g.perform("p1 concede")                                      # P2 (a teammate) is now beside P0
    assert g.rules.attack_targets(g, 0) == [7]


def test_mtg_811_attack_left_or_right_narrows_to_one_side():
    g = alternating(4, 2, options={"attack": "left"})
    assert g.rules.attack_targets(g, 0) == [g.seat_player[g.seating.left(0)]]
    g = alternating(4, 2, options={"attack": "right"})
    assert g.rules.attack_targets(g, 0) == [g.seat_player[g.seating.right(0)]]


def test_mtg_811_hands_stay_private_and_no_deploy():
    g = alternating(4, 2, {0: {"hand": ["ST-L1"], "battlefield": [{"card": "ST-G02", "as": "x"}]},
                           2: {"hand": ["ST-L1"]}})
    assert g.view(0).zones["p2.hand"].cards[0].card is None
    assert not any(" deploy " in a for a in acts(g, 0))


def test_mtg_811_a_team_loses_when_all_its_players_have_lost():
    g = alternating(4, 2)
    g.perform("p1 concede")
    assert g.outcome is None
    g.perform("p3 concede")
    assert g.outcome.teams[0] == ("won", "mtg:104.2c") and g.outcome.teams[1][0] == "lost"


def test_mtg_811_teammates_who_become_neighbours_see_each_others_hands():
    """811.5 / D-811: seated apart, teammates' hands are private; once a departure seats them next to each
    other they see each other's hand, cards drawn later included; opponents still see nothing."""
    g = alternating(4, 2, {0: {"hand": ["ST-L1"]}, 2: {"hand": ["ST-L1"]}})
    assert g.view(0).zones["p2.hand"].cards[0].card is None
    assert g.view(0).zones["p2.hand"].cards[0].card is None
    g.perform("p1 concede")                      # P0 and P2 (team 0) now sit side by side
    assert g.outcome is None
    assert g.view(0).zones["p2.hand"].cards[0].card is not None
    assert g.view(2).zones["p0.hand"].cards[0].card is not None
    assert all(c.card is not None for c in g.view(0).zones["p2.hand"].cards)
    assert all(c.card is None for c in g.view(3).zones["p2.hand"].cards)   # the opponent does not
    top = g.zones["p2.library"][-1]
    g.rules.draw(g, 2, 1)
    assert g.token(top, 0) == f"c{top}" and g.token(top, 3) != f"c{top}"


def test_mtg_811_teammates_apart_after_a_departure_still_do_not_see():
    g = alternating(6, 3, {0: {"hand": ["ST-L1"]}, 3: {"hand": ["ST-L1"]}})
    g.perform("p1 concede")                      # P0's new neighbour P2 is another team's
    assert all(c.card is None for c in g.view(0).zones["p3.hand"].cards)
    assert all(c.card is None for c in g.view(2).zones["p0.hand"].cards)
