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
