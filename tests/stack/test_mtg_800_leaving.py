"""Seed 001 800.4: a player leaves in the middle of things (issue 19 items 1, 2 and 6)."""
from __future__ import annotations

from .support import cid, do, pass_once, player, scenario, spell

R = "ST-L4"
ALL_DISCARD = spell("TS-ALLDISC", [{"op": "discard", "amount": 1, "who": "each_player"}], cost="R")


def ffa(n, zones=None, cards=(), **kw):
    zones = zones or {}
    return scenario("ffa", [player(f"P{i}", **zones.get(i, {})) for i in range(n)], cards, **kw)


def test_mtg_800_4a_only_the_leaving_players_choices_go_everyone_elses_finish():
    """P0's 'each player discards a card' asks P0, P1, P2 in turn; P2 concedes while P0 chooses: P2's choice
    goes with P2, P0's and P1's discards still happen."""
    hands = {p: {"hand": [{"card": "ST-L1", "as": f"h{p}"}]} for p in range(3)}
    hands[0] = {"hand": [{"card": "TS-ALLDISC", "as": "s"}, {"card": "ST-L1", "as": "h0"}], "battlefield": [R]}
    g = ffa(3, hands, [ALL_DISCARD])
    do(g, "p0 cast $s", "p0 autopay")
    while g.decision.kind == "priority":
        pass_once(g)
    assert g.decision.kind == "discard" and g.decision.players == (0,)
    g.perform("p2 concede")
    assert not g.players[2].alive
    do(g, "p0 discard $h0")
    assert g.decision.kind == "discard" and g.decision.players == (1,)
    do(g, "p1 discard $h1")
    assert cid(g, "h0") in g.zones["p0.graveyard"] and cid(g, "h1") in g.zones["p1.graveyard"]
    assert cid(g, "s") in g.zones["p0.graveyard"]  # the spell finished and landed in a zone


DRAW1 = spell("TS-DRAW1", [{"op": "draw", "amount": 1, "who": "you"}], cost="R", typ="instant")


def _round_with_a_leaver(stack: bool):
    zones = {0: {"hand": [{"card": "TS-DRAW1", "as": "d"}], "battlefield": [R]}}
    g = ffa(4, zones, [DRAW1])
    if stack:
        do(g, "p0 cast $d", "p0 autopay")
    step = g.step
    do(g, "p0 pass", "p1 pass")
    assert g.decision.players == (2,)
    g.perform("p1 concede")                         # P1 leaves after passing, P2 holds priority
    do(g, "p2 pass")
    return g, step


def test_mtg_800_4a_priority_every_remaining_player_passes_before_the_top_resolves():
    """117.3d with 800.4a: P0 and P1 pass, P1 leaves, P2 passes: P3 has not passed yet, so P3 gets priority
    before the spell resolves (the departed player's pass does not count for P3's)."""
    g, _ = _round_with_a_leaver(stack=True)
    assert len(g.memory["stack"]) == 1
    assert g.decision.kind == "priority" and g.decision.players == (3,)
    do(g, "p3 pass")
    assert g.memory["stack"] == [] and cid(g, "d") in g.zones["p0.graveyard"]


def test_mtg_800_4a_priority_every_remaining_player_passes_before_the_step_ends():
    g, step = _round_with_a_leaver(stack=False)
    assert g.step == step and g.decision.players == (3,)
    do(g, "p3 pass")
    assert g.step != step


def test_mtg_800_4a_priority_holder_leaves_after_everyone_else_passed():
    """P0, P1 and P2 pass; P3, holding priority, leaves: every remaining player has passed, so the top of
    the stack resolves at once."""
    zones = {0: {"hand": [{"card": "TS-DRAW1", "as": "d"}], "battlefield": [R]}}
    g = ffa(4, zones, [DRAW1])
    do(g, "p0 cast $d", "p0 autopay", "p0 pass", "p1 pass", "p2 pass")
    g.perform("p3 concede")
    assert g.memory["stack"] == [] and cid(g, "d") in g.zones["p0.graveyard"]


def test_mtg_800_4j_the_turn_goes_on_without_an_active_player():
    """P0 leaves in their own main phase: the turn does not end at once (our former E-mtg-2); it goes on
    through its remaining steps with no active player, priority going to the next player in turn order, and
    the other players may act in it (P1 casts an instant in P0's end step).  Then P1's turn begins."""
    zones = {1: {"hand": [{"card": "TS-DRAW1", "as": "d"}], "battlefield": [R]}}
    g = ffa(3, zones, [DRAW1])
    turn = g.turn
    g.perform("p0 concede")
    assert g.turn == turn and g.step == "main1"
    assert g.decision.kind == "priority" and g.decision.players == (1,)
    seen = []
    while g.step != "end":
        seen.append(g.step)
        pass_once(g)
    assert g.turn == turn and g.turn_player == 0 and "main2" in seen
    assert g.decision.players == (1,)
    do(g, "p1 cast $d", "p1 autopay")
    while g.memory["stack"]:
        pass_once(g)
    assert cid(g, "d") in g.zones["p1.graveyard"] and g.turn == turn
    while g.turn == turn:
        pass_once(g)
    assert g.turn_player == 1 and g.step in ("upkeep", "draw", "main1")
