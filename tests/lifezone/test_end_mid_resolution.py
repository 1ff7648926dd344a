"""A game that ends while a command resolves (its damage reaches a side with an empty life zone)
leaves every card in exactly one zone: the command finishes into its owner's graveyard and the
resolution area keeps no card without an entry (issue 18 item 4; soak seeds 20269185807378,
20267186801394)."""
from engine.families.lifezone.view import check_invariants
from tests.lifezone.support import L, command, divide, do, tag

SHOT = command("TS-SHOT", [{"op": "player_damage", "who": "opponent", "n": 1}], cost=0, timing="quick")


def _ends_mid_resolution(g, player):
    shot = L(g, "shot")
    do(g, f"p{player} play {shot}")
    for _ in range(20):
        if g.outcome is not None:
            break
        p = g.decision.waiting_for()[0]
        acts = g.decision.actions[p]
        g.perform(next((a for a in acts if a.verb in ("pass", "noblock", "no")), acts[0]))
    assert g.outcome is not None, "the shot's damage did not end the game"
    cid = int(shot[1:])
    owner = g.cards[cid].owner
    assert g.cards[cid].zone == f"p{owner}.grave"
    assert cid in g.zones[f"p{owner}.grave"] and cid not in g.zones["all.res"]
    assert g.zones["all.res"] == [] and g.memory["res"] == []
    check_invariants(g)
    seen = [c for z in g.zones.values() for c in z]
    assert sorted(seen) == list(range(len(g.cards))), "a card is in no zone or in two"


def test_bd_life_empty_damage_from_a_resolving_command_ends_the_game_cleanly():
    g = divide({0: {"hand": [{"card": "TS-SHOT", "as": "shot"}]}, 1: {"life": []}}, cards=[SHOT])
    _ends_mid_resolution(g, 0)


def test_tag_701_1a_damage_from_a_resolving_command_ends_the_game_cleanly():
    g = tag({1: {"hand": [{"card": "TS-SHOT", "as": "shot"}]}}, cards=[SHOT], life={"t0": ["TS-PLAIN"] * 4, "t1": []})
    _ends_mid_resolution(g, 1)
