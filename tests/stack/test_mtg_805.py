"""Rule 805 (shared team turns, seed 001) through Two-Headed Giant and the `teams` format."""
from __future__ import annotations

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.sim import bundled_decks

from .support import L, acts, cid, creature, do, events, life, pass_once, pass_until, player, resolve_top, \
    scenario, spell

FS = "ST-L4"  # a red land


def hg(a1=None, a2=None, b1=None, b2=None, cards=(), **kw):
    ps = []
    for i, (name, z) in enumerate((("A1", a1), ("A2", a2), ("B1", b1), ("B2", b2))):
        ps.append(player(name, seat=i, team=i // 2, **(z or {})))
    return scenario("2hg", ps, cards, **kw)


def deck_ids(fmt="2hg", i=0):
    return bundled_decks(fmt)[i].card_ids()


def new_2hg(seed=3, first=0, decks=None, **opts):
    decks = decks or [deck_ids(i=i % 4) for i in range(4)]
    return engine.new_game("2hg", [{"name": f"P{i}", "deck": decks[i], "seat": i, "team": i // 2} for i in range(4)],
                           seed=seed, first_player=first, options=opts or None)


def keep_all(g):
    while g.decision.kind == "mulligan":
        p = g.decision.waiting_for()[0]
        g.perform(f"p{p} keep")


# ----- 805.1 ----------------------------------------------------------------------------------------------
def test_mtg_805_1_shared_turns_need_teams_sitting_together():
    decks = [deck_ids(i=i % 4) for i in range(4)]
    apart = [{"deck": decks[i], "seat": i, "team": i % 2} for i in range(4)]   # A B A B
    with pytest.raises(ValueError, match="805.1"):
        engine.new_game("teams", apart, seed=1, options={"shared_turns": True})
    g = engine.new_game("teams", apart, seed=1)          # individual turns: fine
    assert g.rules.shared_turns is False
    together = [{"deck": decks[i], "seat": i, "team": i // 2} for i in range(4)]
    g = engine.new_game("teams", together, seed=1, options={"shared_turns": True})
    assert g.rules.shared_turns is True


def test_mtg_805_1_two_headed_giant_always_uses_shared_turns():
    assert new_2hg().rules.shared_turns is True


# ----- 805.2 ----------------------------------------------------------------------------------------------
def test_mtg_805_2_primary_player_is_the_rightmost_and_decides_the_teams_trigger_order():
    ghoul = "ST-B02"
    g = hg(a1={"hand": [{"card": "ST-R06", "as": "sweep"}], "battlefield": [FS] * 4 + [ghoul]},
           a2={"battlefield": [ghoul]}, b1={"battlefield": ["ST-G02"]})
    v = g.view(None)
    assert [t.counters["primary"] for t in v.teams] == [0, 2]
    do(g, "p0 cast $sweep", "p0 autopay")
    resolve_top(g)
    d = g.decision
    assert d.kind == "order-triggers" and d.waiting_for() == (0,)   # A2's trigger too: the primary decides
    assert len(d.actions[0]) == 2


# ----- 805.3 ----------------------------------------------------------------------------------------------
def test_mtg_805_3_the_starting_team_takes_the_first_turn():
    g = new_2hg(first=3)
    keep_all(g)
    assert g.rules.active_players(g) == [2, 3] and g.turn_player == 2


def test_mtg_805_3a_mulligan_declarations_team_by_team_then_taken_together():
    g = new_2hg(first=0)
    d = g.decision
    # the starting team first; its players declare "in an order the team chooses": asked at once
    assert d.kind == "mulligan" and d.mode == "simultaneous" and d.players == (0, 1) and d.rule == "mtg:805.3a"
    before = list(g.zones["p1.hand"])
    evs = do(g, "p1 mulligan")                    # the second player of the team may declare first
    assert not events(evs, "declares_mulligan") and g.decision.waiting_for() == (0,)
    do(g, "p0 keep")
    assert g.zones["p1.hand"] == before            # not yet taken: the other team still declares
    d = g.decision
    assert d.kind == "mulligan" and d.players == (2, 3) and d.rule == "mtg:805.3a"
    do(g, "p3 keep")
    assert g.zones["p1.hand"] == before
    evs = do(g, "p2 keep")
    assert events(evs, "mulligan") and g.decision.kind == "mulligan" and g.decision.waiting_for() == (1,)
    assert "p1 mulligan" in acts(g, 1)              # may mulligan again though the teammate kept


def test_mtg_805_3b_opening_hand_battlefield_cards_starting_team_first():
    base = deck_ids()
    herald = ["ST-W06"] + [c for c in base if c != "ST-W06"][:39]
    decks = [herald, herald, herald, herald]
    g = new_2hg(first=2, decks=decks, shuffle_decks=False)
    keep_all(g)
    order = []
    while g.decision.kind == "begin-on-battlefield":
        p = g.decision.waiting_for()[0]
        assert g.decision.rule == "mtg:805.3b"
        order.append(p)
        act = next(a for a in acts(g, p) if " begin " in a)
        g.perform(act)
        if g.decision.kind == "begin-on-battlefield" and g.decision.waiting_for() == (p,):
            g.perform(f"p{p} done")
    assert order == [2, 3, 0, 1]
    assert all(any(g.cards[c].defn.id == "ST-W06" for c in g.zones[f"p{p}.battlefield"]) for p in range(4))


# ----- 805.4 ----------------------------------------------------------------------------------------------
def test_mtg_805_4_teams_take_turns():
    g = hg(a1={}, a2={}, b1={}, b2={}, step="end")
    pass_until(g, step="upkeep")
    assert g.rules.active_players(g) == [2, 3]
    pass_until(g, step="upkeep", turn=4)
    assert g.rules.active_players(g) == [0, 1]


def test_mtg_805_4a_active_team_and_nonactive_team():
    g = hg(step="main1", turn_player=1)
    v = g.view(None)
    assert v.active_players == [0, 1]
    assert g.decision.waiting_for() == (0, 1)


def test_mtg_805_4b_each_player_of_the_active_team_draws():
    g = hg(step="upkeep", turn=3)
    hands = [len(g.zones[f"p{p}.hand"]) for p in range(4)]
    pass_until(g, step="main1")
    assert [len(g.zones[f"p{p}.hand"]) for p in range(4)] == [hands[0] + 1, hands[1] + 1, hands[2], hands[3]]


def test_mtg_805_4c_each_player_of_the_team_may_play_a_land():
    g = hg(a1={"hand": [{"card": "ST-L1", "as": "x"}, {"card": "ST-L1", "as": "y"}]},
           a2={"hand": [{"card": "ST-L2", "as": "z"}]})
    do(g, "p0 play $x")
    assert "p1 play " + L(g, "z") in acts(g, 1)
    assert "p0 play " + L(g, "y") not in acts(g, 0)
    do(g, "p1 play $z")
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 play $y")
    assert e.value.rule == "mtg:805.4c"


def test_mtg_805_4d_each_opponents_upkeep_trigger_once_per_active_player():
    """TS-MTG-805.4d-1: B1's 'each opponent's upkeep, that player loses 1' triggers for A1 and A2."""
    g = hg(b1={"battlefield": ["ST-B09"]}, step="untap", turn=3)
    pass_until(g, step="draw")
    assert life(g, 0) == 28 and life(g, 2) == 30
    trig = [e for e in g.events if e.kind == "trigger"]
    assert len(trig) == 2


# ----- 805.5 ----------------------------------------------------------------------------------------------
def test_mtg_805_5_teams_hold_priority():
    g = hg()
    d = g.decision
    assert d.kind == "priority" and set(d.waiting_for()) == {0, 1} and d.rule == "mtg:805.5"
    pass_once(g)
    assert set(g.decision.waiting_for()) == {2, 3}


def test_mtg_805_5a_any_player_of_the_team_may_act_with_the_teams_priority():
    g = hg(a2={"hand": [{"card": "ST-R02", "as": "bolt"}], "battlefield": [FS]})
    do(g, "p0 pass")
    assert g.decision.waiting_for() == (1,)
    do(g, "p1 cast $bolt", "p1 target p2", "p1 autopay")
    assert g.memory["stack"] and set(g.decision.waiting_for()) == {0, 1}   # the team keeps priority


def test_mtg_805_5b_all_teams_pass_then_the_top_resolves_and_the_active_team_gets_priority():
    g = hg(a1={"hand": [{"card": "ST-R02", "as": "bolt"}], "battlefield": [FS]},
           b1={"hand": [{"card": "ST-R02", "as": "b2"}], "battlefield": [FS]})
    do(g, "p0 cast $bolt", "p0 target p2", "p0 autopay")
    pass_once(g)                                       # team A passes
    assert set(g.decision.waiting_for()) == {2, 3}
    do(g, "p2 cast $b2", "p2 target p0", "p2 autopay")  # team B responds: it keeps priority
    assert set(g.decision.waiting_for()) == {2, 3}
    pass_once(g)
    pass_once(g)
    assert life(g, 0) == 27 and set(g.decision.waiting_for()) == {0, 1}   # resolved; active team again
    pass_once(g)
    pass_once(g)
    assert life(g, 2) == 27 and g.step == "main1"
    pass_once(g)
    pass_once(g)
    assert g.step == "begin_combat"                   # empty stack, all teams passed: the step ended


# ----- 805.6 ----------------------------------------------------------------------------------------------
EACH_DISCARD = spell("TS-EDISC", [{"op": "discard", "amount": 1, "who": "each_player"}], cost="1")
EACH_DRAW = spell("TS-EDRAW", [{"op": "draw", "amount": 1, "who": "each_player"}], cost="1")


def test_mtg_805_6_choices_active_team_first_then_nonactive():
    hands = {"hand": ["ST-L1"]}
    g = hg(a1=hands, a2=hands, b1={"hand": [{"card": "TS-EDISC", "as": "s"}, "ST-L1"], "battlefield": [FS]},
           b2=hands, cards=[EACH_DISCARD], turn_player=2)
    do(g, "p2 cast $s", "p2 autopay")
    resolve_top(g)
    order = []
    while g.decision.kind == "discard":
        p = g.decision.waiting_for()[0]
        order.append(p)
        g.perform(acts(g, p)[0])
    assert order == [2, 3, 0, 1]


def test_mtg_805_6a_draws_active_team_first():
    g = hg(b1={"hand": [{"card": "TS-EDRAW", "as": "s"}], "battlefield": [FS]}, cards=[EACH_DRAW], turn_player=2)
    do(g, "p2 cast $s", "p2 autopay")
    pass_once(g)
    pass_once(g)
    draws = [e.data["owner"] for e in g.events if e.kind == "move" and e.data.get("cause") == "draw"]
    assert draws == [2, 3, 0, 1]


# ----- 805.7 ----------------------------------------------------------------------------------------------
def test_mtg_805_7_team_interleaves_its_triggers_then_the_other_team():
    ghoul = "ST-B02"
    g = hg(a1={"hand": [{"card": "ST-R06", "as": "sweep"}], "battlefield": [FS] * 4 + [ghoul]},
           a2={"battlefield": [ghoul]}, b1={"battlefield": [ghoul]})
    do(g, "p0 cast $sweep", "p0 autopay")
    resolve_top(g)
    d = g.decision
    assert d.rule == "mtg:805.7"
    a2_trigger = next(a for a in acts(g, 0) if g.pending[[t.seq for t in g.pending].index(int(a.split()[-1][1:]))].controller == 1)
    do(g, a2_trigger)
    st = g.memory["stack"]
    assert [it["controller"] for it in st] == [1, 0, 2]   # team A's (A2 first, as chosen), team B's on top


# ----- 805.8 ----------------------------------------------------------------------------------------------
SKIP = spell("TS-SKIP", [{"op": "skip_untap", "who": "target_player"}], cost="1")
EXTRA = spell("TS-EXTRA", [{"op": "extra_turn", "who": "each_player"}], cost="1")


def test_mtg_805_8_skipping_an_untap_step_skips_it_for_the_team():
    g = hg(a1={"battlefield": [{"card": "ST-L1", "tapped": True, "as": "l1"}]},
           a2={"battlefield": [{"card": "ST-L1", "tapped": True, "as": "l2"}]},
           b1={"hand": [{"card": "TS-SKIP", "as": "s"}], "battlefield": [FS]}, cards=[SKIP], turn_player=2)
    do(g, "p2 cast $s", "p2 target p0", "p2 autopay")
    resolve_top(g)
    pass_until(g, step="upkeep", turn=3)
    assert g.cards[cid(g, "l1")].tapped and g.cards[cid(g, "l2")].tapped
    assert any(e.kind == "untap_skipped" and e.rule == "mtg:805.8" for e in g.events)


def test_mtg_805_8_an_extra_turn_for_both_teammates_is_one_team_turn():
    g = hg(a1={"hand": [{"card": "TS-EXTRA", "as": "s"}], "battlefield": [FS]}, cards=[EXTRA])
    do(g, "p0 cast $s", "p0 autopay")
    resolve_top(g)
    assert len(g.memory["extra_turns"]) == 2          # one for team A, one for team B
    pass_until(g, step="upkeep", turn=3)
    assert g.rules.active_players(g) == [0, 1]        # team A's extra turn first (most recent)


# ----- 805.9 ----------------------------------------------------------------------------------------------
ACTIVE_LOSES = spell("TS-ACTL", [{"op": "lose_life", "amount": 2, "who": "active_player"}], cost="R", typ="instant")


def test_mtg_805_9_the_active_player_is_one_player_chosen_by_the_controller():
    g = hg(b1={"hand": [{"card": "TS-ACTL", "as": "s"}], "battlefield": [FS]}, cards=[ACTIVE_LOSES])
    pass_once(g)
    do(g, "p2 cast $s", "p2 autopay")
    pass_once(g)
    pass_once(g)
    d = g.decision
    assert d.kind == "choose-active-player" and d.rule == "mtg:805.9" and sorted(acts(g, 2)) == ["p2 choose p0",
                                                                                                 "p2 choose p1"]
    do(g, "p2 choose p1")
    assert life(g, 0) == 28 and life(g, 1) == 28


# ----- 805.10 ---------------------------------------------------------------------------------------------
BLOCK_DISCARD = creature("TS-BDISC", p=1, t=4, abilities=[{"when": "blocks", "effects": [
    {"op": "discard", "amount": 1, "who": "attacking_player"}]}])
ATTACK_SAC = creature("TS-ASAC", p=2, t=2, abilities=[{"when": "attacks", "effects": [
    {"op": "sacrifice", "who": "defending_player"}]}])


def to_attackers(g):
    pass_until(g, kind="declare-attackers")


def test_mtg_805_10_teams_fight_as_groups():
    g = hg(a1={"battlefield": [{"card": "ST-G02", "as": "x"}]}, a2={"battlefield": [{"card": "ST-G02", "as": "y"}]})
    to_attackers(g)
    assert g.decision.rule == "mtg:805.10b"
    do(g, "p0 attack $x p2", "p0 done")
    assert g.decision.waiting_for() == (1,)           # the teammate declares with the same combined attack
    do(g, "p1 attack $y p3", "p1 done")
    assert g.cards[cid(g, "x")].attacking == 2 and g.cards[cid(g, "y")].attacking == 3


def test_mtg_805_10a_the_active_team_attacks_the_defending_team():
    g = hg(a1={"battlefield": [{"card": "ST-G02", "as": "x"}]})
    to_attackers(g)
    assert sorted(a for a in acts(g, 0) if "attack" in a) == [f"p0 attack {L(g, 'x')} p2",
                                                              f"p0 attack {L(g, 'x')} p3"]


def test_mtg_805_10b_combined_attack_each_attacker_picks_a_defending_player():
    g = hg(a1={"battlefield": [{"card": "ST-G02", "as": "x"}, {"card": "ST-G02", "as": "z"}]},
           b1={"battlefield": []})
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 attack $z p3", "p0 done")
    pass_until(g, step="main2")
    assert life(g, 2) == 26                           # both hit the team's shared life


def test_mtg_805_10c_attacking_player_for_a_blocker_is_the_blocked_creatures_controller():
    """TS-MTG-805.10-2: B2's blocker 'whenever this blocks, the attacking player discards a card' blocks A1's X."""
    g = hg(a1={"battlefield": [{"card": "ST-G02", "as": "x"}], "hand": ["ST-L1"]},
           a2={"battlefield": [{"card": "ST-G02", "as": "y"}], "hand": ["ST-L2"]},
           b2={"battlefield": [{"card": "TS-BDISC", "as": "b"}]}, cards=[BLOCK_DISCARD])
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 done", "p1 attack $y p3", "p1 done")
    pass_until(g, kind="declare-blockers")
    do(g, "p3 block $b $x", "p3 done")
    pass_until(g, kind="discard")
    assert g.decision.waiting_for() == (0,)
    g.perform(acts(g, 0)[0])
    assert g.zones["p0.hand"] == [] and len(g.zones["p1.hand"]) == 1


def test_mtg_805_10d_a_defending_player_may_block_an_attacker_of_a_teammate():
    """TS-MTG-805.10-1: X attacks B1, Y attacks B2; B2's creature blocks X."""
    g = hg(a1={"battlefield": [{"card": "ST-G02", "as": "x"}]}, a2={"battlefield": [{"card": "ST-G02", "as": "y"}]},
           b2={"battlefield": [{"card": "ST-G03", "as": "b"}]})
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 done", "p1 attack $y p3", "p1 done")
    pass_until(g, kind="declare-blockers")
    assert g.decision.rule == "mtg:805.10d"
    assert f"p3 block {L(g, 'b')} {L(g, 'x')}" in acts(g, 3)
    do(g, "p3 block $b $x", "p3 done")
    assert g.cards[cid(g, "b")].blocking == cid(g, "x")


def test_mtg_805_10e_defending_player_for_an_attacker_is_the_player_it_attacks():
    """TS-MTG-805.10-3: 'defending player sacrifices a creature' on attack, attacking B2 → B2 sacrifices."""
    g = hg(a1={"battlefield": [{"card": "TS-ASAC", "as": "x"}]}, b1={"battlefield": ["ST-G02"]},
           b2={"battlefield": [{"card": "ST-G03", "as": "v"}]}, cards=[ATTACK_SAC])
    to_attackers(g)
    do(g, "p0 attack $x p3", "p0 done")
    pass_until(g, kind="sacrifice")
    assert g.decision.waiting_for() == (3,)
    do(g, f"p3 sacrifice {L(g, 'v')}")
    assert g.zones["p3.battlefield"] == [] and len(g.zones["p2.battlefield"]) == 1


def test_mtg_805_10f_the_attacking_team_orders_several_blockers():
    g = hg(a1={"battlefield": [{"card": "ST-G04", "as": "x"}]},
           b1={"battlefield": [{"card": "ST-G02", "as": "b1"}]}, b2={"battlefield": [{"card": "ST-G02", "as": "b2"}]})
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 done")
    pass_until(g, kind="declare-blockers")
    do(g, "p2 block $b1 $x", "p2 done", "p3 block $b2 $x", "p3 done")
    d = g.decision
    assert d.kind == "damage-order" and d.waiting_for() == (0,) and d.rule == "mtg:805.10f"
    do(g, "p0 order $b2")
    assert g.per_turn["blocks"][str(cid(g, "x"))] == [cid(g, "b2"), cid(g, "b1")]


def test_mtg_805_10g_attacking_team_assigns_first_then_the_defending_team():
    """A1's 5/5 trampler is blocked by B1's 2/2: A1 divides its damage point by point (a decision, no longer
    automatic: our former E-mtg-4): the player only once the blocker has lethal damage; then the blocker's
    assignment (to the attacker, no choice), all dealt at once."""
    g = hg(a1={"battlefield": [{"card": "ST-G08", "as": "x"}]}, b1={"battlefield": [{"card": "ST-G02", "as": "b"}]})
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 done")
    pass_until(g, kind="declare-blockers")
    do(g, "p2 block $b $x", "p2 done")
    pass_until(g, kind="assign-damage")
    d = g.decision
    assert d.waiting_for() == (0,) and d.rule == "mtg:805.10g"
    assert d.info["assigned"] == {L(g, "b"): 2}          # lethal to the blocker first: no choice for those
    assert sorted(acts(g, 0)) == sorted(["p0 assign rest", f"p0 assign {L(g, 'b')}", "p0 assign p2"])
    do(g, "p0 assign $b", "p0 assign p2")                # 3 to the 2/2 (more than lethal is allowed), 1 through
    assert not any(e.kind == "damage" for e in g.events)  # nothing dealt before every assignment is made
    do(g, "p0 assign rest")                              # the last point: to the player (trample)
    asg = [e for e in g.events if e.kind == "assign_damage"]
    assert [e.data["card"] for e in asg] == [cid(g, "x"), cid(g, "x"), cid(g, "b")]
    assert asg[0].rule == "mtg:805.10g"
    assert life(g, 2) == 28
    assert g.cards[cid(g, "b")].zname == "graveyard"


def test_mtg_805_10g_the_attacking_players_divide_in_apnap_order_before_anything_is_dealt():
    g = hg(a1={"battlefield": [{"card": "ST-G08", "as": "x"}]}, a2={"battlefield": [{"card": "ST-G04", "as": "y"}]},
           b1={"battlefield": [{"card": "ST-G02", "as": "b"}]}, b2={"battlefield": [{"card": "ST-G02", "as": "c"}]})
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 done", "p1 attack $y p3", "p1 done")
    pass_until(g, kind="declare-blockers")
    do(g, "p2 block $b $x", "p2 done", "p3 block $c $y", "p3 done")
    pass_until(g, kind="assign-damage")
    assert g.decision.waiting_for() == (0,)
    do(g, "p0 assign rest")
    assert g.decision.kind == "assign-damage" and g.decision.waiting_for() == (1,)
    assert not any(e.kind == "damage" for e in g.events)
    do(g, "p1 assign rest")
    assert life(g, 2) == 30 - 3 - 4


def test_mtg_510_1c_a_later_blocker_only_after_lethal_to_the_earlier_ones():
    """Two blockers (2/2 then 2/4) on a 6/6 trampler: the second blocker may be assigned damage only once the
    first has lethal damage, the player only once both have."""
    g = hg(a1={"battlefield": [{"card": "ST-G04", "as": "x"}]},
           b1={"battlefield": [{"card": "ST-G02", "as": "b1"}]}, b2={"battlefield": [{"card": "ST-G03", "as": "b2"}]})
    to_attackers(g)
    do(g, "p0 attack $x p2", "p0 done")
    pass_until(g, kind="declare-blockers")
    do(g, "p2 block $b1 $x", "p2 done", "p3 block $b2 $x", "p3 done", "p0 order $b1")
    pass_until(g, kind="assign-damage")
    assert g.decision.info["assigned"] == {L(g, "b1"): 2}   # the first blocker's lethal damage came first
    assert sorted(acts(g, 0)) == sorted(["p0 assign rest", f"p0 assign {L(g, 'b1')}", f"p0 assign {L(g, 'b2')}"])
    do(g, "p0 assign $b1", "p0 assign $b2", "p0 assign $b2")
    assert "p0 assign p2" not in acts(g, 0)              # the 2/4 has 2 of its 4: no trample damage yet
    do(g, "p0 assign $b2")
    assert g.decision.kind != "assign-damage"
    assert g.cards[cid(g, "b1")].zname == "graveyard" and g.cards[cid(g, "b2")].zname == "battlefield"
    assert g.cards[cid(g, "b2")].damage == 3 and life(g, 2) == 30
    before = g.fingerprint()


