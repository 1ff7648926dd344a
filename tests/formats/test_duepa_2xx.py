"""DuePa section 2 (seed 000, 200-201): the partner.  Deck-construction parts (201.1, 201.1a, 201.2,
201.2a) are in test_duepa_decks.py."""
from __future__ import annotations

import pytest

import engine

from .duepa_support import L, acts, card, do, label, player, scenario, zone_defs

GZERO = card("TS-GZERO", civs=("fire",), cost=6, power=6000, keywords=["g_zero"],
             g_zero_if="creatures_at_least:1")
GALAXY = card("TS-GALAXY", civs=("fire",), cost=7, power=7000, keywords=["galaxy_shield:2"])
NINJA = card("TS-NINJA", civs=("fire",), cost=7, power=5000, keywords=["ninja_strike:2", "blocker"],
             abilities=[{"kind": "triggered", "when": "enter", "effects": [{"op": "draw", "who": "self", "count": 1}]}])
KIRI = card("TS-KIRI", civs=("fire",), cost=7, power=5000, keywords=["kirifudash:2"])
KILL = card("TS-KILL", type="spell", civs=("fire",), cost=1, abilities=[
    {"kind": "spell", "effects": [{"op": "destroy", "filter": {"owner": "any"}, "all": True}]}])
BOUNCE = card("TS-BOUNCEALL", type="spell", civs=("fire",), cost=1, abilities=[
    {"kind": "spell", "effects": [{"op": "bounce", "filter": {"owner": "any"}, "all": True}]}])
# TS-DP-201-4b: creatures go to their owners' decks, the deck is shuffled, then a card is drawn
ARC = card("TS-ARC", type="spell", civs=("fire",), cost=1, abilities=[
    {"kind": "spell", "effects": [
        {"op": "to_deck_bottom", "filter": {"owner": "any"}, "all": True},
        {"op": "search_deck", "filter": {"owner": "self", "type": "spell", "max_cost": 0}},  # finds nothing; shuffles
        {"op": "draw", "who": "self", "count": 1}]}])


# ----- 200.1 ---------------------------------------------------------------------------------------------
def test_duepa_200_1_partner_zone_exists_only_in_duepa():
    g = scenario([player("A", partner=["TS-PARTNER"]), player("B", partner=["TS-PARTNER"]), player("C")])
    assert zone_defs(g, "p0.partner") == ["TS-PARTNER"]
    assert g.view(2).zones["p0.partner"].cards[0].card == "TS-PARTNER"  # public
    with pytest.raises(ValueError):
        engine.new_game("duel", [{"name": "a", "deck": ["SG-001"] * 40, "partner": "SG-005"},
                                 {"name": "b", "deck": ["SG-001"] * 40}], seed=1)


def test_duepa_200_1_partner_starts_in_partner_zone_not_in_deck():
    from pathlib import Path
    deck = Path(__file__).resolve().parents[2] / "assets" / "decks" / "duepa" / "hellflame_oni.deck"
    g = engine.new_game("duepa", [{"name": "a", "deck": str(deck)}, {"name": "b", "deck": str(deck)}], seed=2)
    for p in (0, 1):
        (pid,) = g.pzone(p, "partner")
        assert g.memory["partners"][p] == pid
        assert g.cards[pid].defn.is_creature and g.cards[pid].defn.cost >= 5


# ----- 201.3 --------------------------------------------------------------------------------------------
def test_duepa_201_3_summon_partner_from_partner_zone():
    g = scenario([player("A", partner=[{"card": "TS-PARTNER", "as": "p"}], mana=["TS-MANA"] * 6),
                  player("B"), player("C")])
    assert f"p0 summon {L(g, 'p')}" in acts(g, 0)
    do(g, "p0 summon $p", "p0 autopay")
    assert zone_defs(g, "p0.battle") == ["TS-PARTNER"] and g.zones["p0.partner"] == []
    assert g.decision.kind == "main"  # entering the battle zone is no 201.4 return


def test_duepa_201_3_partner_needs_its_cost_paid():
    g = scenario([player("A", partner=[{"card": "TS-PARTNER", "as": "p"}], mana=["TS-MANA"] * 5),
                  player("B"), player("C")])
    assert f"p0 summon {L(g, 'p')}" not in acts(g, 0)


def test_duepa_201_3a_g_zero_from_partner_zone():
    """TS-DP-201-3a: the partner's G-Zero condition holds -> summoned for free from the partner zone."""
    g = scenario([player("A", partner=[{"card": "TS-GZERO", "as": "p"}], battle=["TS-SMALL"]),
                  player("B"), player("C")], cards=[GZERO])
    assert f"p0 gzero {L(g, 'p')}" in acts(g, 0)
    assert f"p0 summon {L(g, 'p')}" not in acts(g, 0)  # no mana for the printed cost
    do(g, "p0 gzero $p")
    assert label(g, "p") in g.zones["p0.battle"]
    g2 = scenario([player("A", partner=[{"card": "TS-GZERO", "as": "p"}]), player("B"), player("C")],
                  cards=[GZERO])
    assert f"p0 gzero {L(g2, 'p')}" not in acts(g2, 0)  # condition not met


def test_duepa_201_3a_galaxy_shield_from_partner_zone():
    g = scenario([player("A", partner=[{"card": "TS-GALAXY", "as": "p"}], mana=["TS-MANA"] * 2),
                  player("B"), player("C")], cards=[GALAXY])
    assert f"p0 galaxy {L(g, 'p')}" in acts(g, 0)
    do(g, "p0 galaxy $p", "p0 autopay")
    pid = label(g, "p")
    assert pid in g.zones["p0.shield"] and g.cards[pid].face_up
    # the partner landed in the shield zone: 201.4 offers the return (decision D-201.4)
    assert g.decision.kind == "partner-return"
    do(g, "p0 keep")
    # later it can be summoned from the shield zone
    do(g, "p0 pass", "p0 pass")
    assert g.turn_player == 1


def test_duepa_201_3b_ninja_strike_from_partner_zone():
    """TS-DP-201-3b: an opponent's creature attacks; the partner Shinobi is declared from the partner zone."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", partner=[{"card": "TS-NINJA", "as": "n"}], mana=["TS-MANA"] * 2, shield=["TS-FILL"]),
                  player("C")], cards=[NINJA], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "use-declaration" and g.decision.rule == "duepa:306.1"
    assert f"p1 declare {L(g, 'n')}" in acts(g, 1)
    hand = len(g.zones["p1.hand"])
    do(g, "p1 declare $n")
    assert label(g, "n") in g.zones["p1.battle"]
    assert len(g.zones["p1.hand"]) == hand + 1  # its "when put" ability resolved
    assert g.decision.kind == "block"
    do(g, "p1 noblock")
    # at the end of the turn it goes to the deck bottom, and 201.4 offers the return
    while g.decision.kind != "partner-return":
        g.perform(acts(g)[-1] if g.decision.players == (0,) else acts(g)[0])
    assert g.zones["p1.deck"][0] == label(g, "n")
    mana = g.zones["p1.mana"][0]
    do(g, f"p1 return c{mana}")
    assert g.zones["p1.partner"] == [label(g, "n")] and g.zones["p1.deck"][0] == mana


def test_duepa_201_3b_ninja_strike_needs_enough_mana():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", partner=[{"card": "TS-NINJA", "as": "n"}], mana=["TS-MANA"], shield=["TS-FILL"]),
                  player("C")], cards=[NINJA], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind != "use-declaration"


def test_duepa_201_3b_kirifudash_from_partner_zone():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}], partner=[{"card": "TS-KIRI", "as": "k"}],
                         mana=["TS-MANA"] * 2), player("B", shield=["TS-FILL", "TS-FILL"]), player("C")],
                 cards=[KIRI], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    if g.decision.kind == "break-shields":
        g.perform(acts(g, 0)[0])
    assert g.decision.kind == "kirifudash"
    do(g, "p0 kirifudash $k", "p0 autopay")
    assert label(g, "k") in g.zones["p0.battle"]


def test_duepa_201_3b_ninja_strike_when_opponent_blocks():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", battle=[{"card": "TS-BLOCKER", "as": "b"}], shield=["TS-FILL"]),
                  player("C", partner=[{"card": "TS-NINJA", "as": "n"}], mana=["TS-MANA"] * 2)],
                 cards=[NINJA], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    # C is no opponent of... C may ninja when A attacks (A is C's opponent); decline, then B blocks
    if g.decision.kind == "use-declaration":
        do(g, "p2 done")
    do(g, "p1 block $b")
    assert g.decision.kind == "use-declaration" and f"p2 declare {L(g, 'n')}" in acts(g, 2)


# ----- 201.4 --------------------------------------------------------------------------------------------
def _partner_in_battle(mana=2, spell="TS-KILL", cards=(KILL,)):
    """A summons its partner from the partner zone (7 fire mana pays partner + spell), then may cast
    `spell`; `mana` extra cards are in A's mana zone for the 201.4 payment."""
    g = scenario([player("A", hand=[{"card": spell, "as": "s"}], partner=[{"card": "TS-PARTNER", "as": "p"}],
                         mana=["TS-MANA"] * 7 + [{"card": "TS-SMALL", "as": f"m{i}"} for i in range(mana)]),
                  player("B", battle=["TS-SMALL"]), player("C")], cards=list(cards))
    do(g, "p0 summon $p", "p0 autopay")
    assert label(g, "p") in g.zones["p0.battle"] and g.decision.kind == "main"
    return g


def test_duepa_201_4_destroyed_partner_may_return():
    g = _partner_in_battle()
    do(g, "p0 cast $s", "p0 autopay")
    assert g.decision.kind == "partner-return" and g.decision.players == (0,)
    assert g.decision.rule == "duepa:201.4"
    returns = [a for a in acts(g, 0) if a.startswith("p0 return")]
    assert len(returns) == 9 and "p0 keep" in acts(g, 0)  # any mana card, tapped or not
    ev = do(g, "p0 return $m1")
    assert g.zones["p0.partner"] == [label(g, "p")]
    assert g.zones["p0.deck"][0] == label(g, "m1")  # the mana card went to the deck bottom
    assert label(g, "m1") not in g.zones["p0.mana"] and len(g.zones["p0.mana"]) == 8
    assert any(e.kind == "partner_returned" and e.rule == "duepa:201.4" for e in ev)
    assert g.decision.kind == "main" and g.decision.players == (0,)


def test_duepa_201_4_return_is_optional():
    g = _partner_in_battle()
    do(g, "p0 cast $s", "p0 autopay", "p0 keep")
    assert label(g, "p") in g.zones["p0.graveyard"] and len(g.zones["p0.mana"]) == 9


def test_duepa_201_4_no_mana_no_return():
    """Decision D-201.4: with no mana card the return is not offered."""
    gz = card("TS-GZSA", civs=("fire",), cost=6, power=1000, keywords=["g_zero", "speed_attacker"],
              g_zero_if="creatures_at_least:1")
    g = scenario([player("A", partner=[{"card": "TS-GZSA", "as": "p"}], battle=["TS-SMALL"]),
                  player("B", battle=[{"card": "TS-BIG", "as": "big", "tapped": True}]), player("C")], cards=[gz])
    do(g, "p0 gzero $p")  # summoned for free: A has no mana card at all
    do(g, "p0 pass", "p0 attack $p", "p0 target $big")  # 1000 vs 9000: the partner is destroyed
    assert label(g, "p") in g.zones["p0.graveyard"]
    assert g.decision.kind == "attack" and g.decision.players == (0,)


def test_duepa_201_4_partner_to_hand_may_return_too():
    """Decision D-201.4: the hand is a zone other than the partner and battle zones."""
    g = _partner_in_battle(spell="TS-BOUNCEALL", cards=(BOUNCE,))
    do(g, "p0 cast $s", "p0 autopay")
    assert g.decision.kind == "partner-return"
    do(g, "p0 return $m0")
    assert g.zones["p0.partner"] == [label(g, "p")]


def test_duepa_201_4_only_the_partner_returns():
    g = scenario([player("A", hand=[{"card": "TS-KILL", "as": "s"}], mana=["TS-MANA"] * 2,
                         battle=["TS-PARTNER"]),  # the same card, but not A's partner
                  player("B"), player("C")], cards=[KILL])
    do(g, "p0 cast $s", "p0 autopay")
    assert g.decision.kind == "main"


def test_duepa_201_4_interrupts_mid_effect_before_shuffle_and_draw():
    """TS-DP-201-4b: the partner goes into the deck; the return happens before the shuffle and the draw
    of the same effect (decision D-201.4)."""
    g = _partner_in_battle(spell="TS-ARC", cards=(ARC,))
    start = len(g.events)
    do(g, "p0 cast $s", "p0 autopay")
    assert g.decision.kind == "partner-return"
    mid = [e.kind for e in g.events[start:]]
    assert "shuffle" not in mid and not any(e.kind == "move" and e.data.get("cause") == "draw"
                                            for e in g.events[start:])
    mana = [a for a in acts(g, 0) if a.startswith("p0 return")][0]
    do(g, mana)
    evs = g.events[start:]
    seq = [e.kind if e.kind != "move" else "draw" if e.data.get("cause") == "draw" else "move" for e in evs]
    i_ret = seq.index("partner_returned")
    assert i_ret < seq.index("shuffle") < seq.index("draw")
    assert g.zones["p0.partner"] == [label(g, "p")]
    assert label(g, "p") not in g.zones["p0.deck"]
