"""DuePa section 3 (seed 000, 300-306): effect processing with several opponents."""
from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction

from .duepa_support import L, acts, card, do, label, player, scenario, zone_defs


def spell(id, effects=None, civ="water", **kw):
    ab = {"kind": "spell", **kw}
    if effects is not None:
        ab["effects"] = effects
    return card(id, type="spell", civs=(civ,), cost=1, abilities=[ab])


def creature(id, abilities=(), power=1000, civ="water", **kw):
    return card(id, civs=(civ,), cost=1, power=power, abilities=list(abilities), **kw)


def resolved(g, since=0):
    """(player, card label-free id) of each ability that started resolving."""
    return [(e.data["player"], e.data["card"]) for e in g.events[since:] if e.kind == "resolve"]


def cast(g, p, lab):
    do(g, f"p{p} cast ${lab}", f"p{p} autopay")


# ===== 300.1 ================================================================================================
DALL = spell("TS-DALL", [{"op": "destroy", "filter": {"owner": "opponent"}, "all": True}])


def test_duepa_300_1_opponent_means_one_designated_opponent():
    """TS-DP-300-1: "destroy all the opponent's creatures" destroys only the designated opponent's."""
    g = scenario([player("A", hand=[{"card": "TS-DALL", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", battle=["TS-SMALL", "TS-BIG"]), player("C", battle=["TS-SMALL"])], cards=[DALL])
    cast(g, 0, "s")
    assert g.decision.kind == "designate-opponent"
    assert sorted(acts(g, 0)) == ["p0 opponent p1", "p0 opponent p2"]
    ev = do(g, "p0 opponent p1")
    assert g.zones["p1.battle"] == [] and zone_defs(g, "p2.battle") == ["TS-SMALL"]
    assert any(e.kind == "designate" and e.data["opponent"] == 1 for e in ev)


def test_duepa_300_1_only_the_designated_opponents_creatures_are_choices():
    kill1 = spell("TS-KILL1", [{"op": "destroy", "filter": {"owner": "opponent"}, "count": 1}])
    g = scenario([player("A", hand=[{"card": "TS-KILL1", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", battle=[{"card": "TS-SMALL", "as": "b1"}, {"card": "TS-BIG", "as": "b2"}]),
                  player("C", battle=[{"card": "TS-SMALL", "as": "c1"}])], cards=[kill1])
    cast(g, 0, "s")
    do(g, "p0 opponent p1")
    assert sorted(acts(g, 0)) == sorted([f"p0 choose {L(g, 'b1')}", f"p0 choose {L(g, 'b2')}"])


SEG = spell("TS-SEG", [{"op": "destroy", "filter": {"owner": "opponent"}}, {"op": "bounce", "filter": {"owner": "opponent", "zone": "mana"}}])
SEG2 = spell("TS-SEG2", segments=[[{"op": "discard", "who": "opponent"}], [{"op": "discard", "who": "opponent"}]])


def test_duepa_300_1a_one_segment_one_opponent():
    """TS-DP-300-3: the creature destroyed and the mana card moved belong to the same player."""
    g = scenario([player("A", hand=[{"card": "TS-SEG", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", battle=["TS-SMALL"], mana=["TS-MANA"]),
                  player("C", battle=["TS-SMALL"], mana=["TS-MANA"])], cards=[SEG])
    cast(g, 0, "s")
    n_designations = 0
    while g.decision.kind == "designate-opponent":
        n_designations += 1
        do(g, "p0 opponent p1")
    assert n_designations == 1
    assert g.zones["p1.battle"] == [] and zone_defs(g, "p1.hand") == ["TS-MANA"]
    assert zone_defs(g, "p2.battle") == ["TS-SMALL"] and zone_defs(g, "p2.mana") == ["TS-MANA"]


def test_duepa_300_1a_separate_segments_may_designate_different_opponents():
    g = scenario([player("A", hand=[{"card": "TS-SEG2", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", hand=["TS-SMALL"]), player("C", hand=["TS-SMALL"])], cards=[SEG2])
    cast(g, 0, "s")
    do(g, "p0 opponent p1")
    assert g.decision.kind == "designate-opponent"  # the second ▶ segment designates again
    do(g, "p0 opponent p2")
    assert g.zones["p1.hand"] == [] and g.zones["p2.hand"] == []


BOUNCER = creature("TS-TANRA", [{"kind": "triggered", "when": "opponent_casts_spell",
                                 "effects": [{"op": "bounce", "filter": {"owner": "opponent"}, "count": 1}]}])
DRAW1 = spell("TS-DRAW1", [{"op": "draw", "who": "self", "count": 1}])


def test_duepa_300_1b_trigger_opponent_is_the_one_who_caused_it():
    """C's "when an opponent casts a spell, return one of the opponent's creatures" only sees A's creatures."""
    g = scenario([player("A", hand=[{"card": "TS-DRAW1", "as": "s"}], mana=["TS-SMALL"],
                         battle=[{"card": "TS-SMALL", "as": "a1"}]),
                  player("B", battle=[{"card": "TS-SMALL", "as": "b1"}]),
                  player("C", battle=["TS-TANRA"])], cards=[BOUNCER, DRAW1])
    cast(g, 0, "s")
    assert g.decision.kind == "main"  # no designation asked: the opponent is A
    assert label(g, "a1") in g.zones["p0.hand"] and label(g, "b1") in g.zones["p1.battle"]


GAIASH = card("TS-GAIASH", civs=("water",), cost=8, power=8000, abilities=[
    {"kind": "triggered", "zone": "hand", "when": "opponent_turn_end", "condition": "opponent_used_free",
     "effects": [{"op": "summon_self"}]}])
TRIG_CRE = card("TS-TRIGCRE", civs=("water",), cost=4, power=1000, keywords=["s_trigger"])


def test_duepa_300_1b_end_of_opponent_turn_looks_at_the_turn_player_only():
    """TS-DP-300-5 (second half): on B's turn C (not the turn player) summons for free (an S-Trigger);
    A's Gaiash-like card does not qualify at the end of B's turn."""
    g = scenario([player("A", hand=[{"card": "TS-GAIASH", "as": "ga"}]),
                  player("B", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("C", shield=[{"card": "TS-TRIGCRE", "as": "t"}]), player("D")],
                 cards=[GAIASH, TRIG_CRE], turn_player=1, step="attack")
    do(g, "p1 attack $x", "p1 target p2", "p2 trigger $t")
    assert label(g, "t") in g.zones["p2.battle"] and 2 in g.per_turn["free"]
    do(g, "p1 pass")
    assert g.turn_player == 2  # nobody was asked for a use declaration at the end of B's turn
    assert label(g, "ga") in g.zones["p0.hand"]


def test_duepa_300_1b_turn_player_opponent_free_use_qualifies_for_everyone():
    """TS-DP-300-5: A put a creature without tapping mana; both B and C may summon their Gaiash."""
    gz = card("TS-GZ", civs=("water",), cost=6, power=1000, keywords=["g_zero"], g_zero_if="creatures_at_least:1")
    g = scenario([player("A", hand=[{"card": "TS-GZ", "as": "z"}], battle=["TS-SMALL"]),
                  player("B", hand=[{"card": "TS-GAIASH", "as": "gb"}]),
                  player("C", hand=[{"card": "TS-GAIASH", "as": "gc"}])], cards=[GAIASH, gz])
    do(g, "p0 gzero $z", "p0 pass", "p0 pass")
    assert g.decision.kind == "use-declaration" and g.decision.players == (1,)
    do(g, "p1 declare $gb")
    assert g.decision.kind == "use-declaration" and g.decision.players == (2,)
    do(g, "p2 declare $gc")
    assert label(g, "gb") in g.zones["p1.battle"] and label(g, "gc") in g.zones["p2.battle"]
    assert g.turn_player == 1


D2 = spell("TS-D2", [{"op": "draw", "who": "self", "count": 2}, {"op": "destroy", "filter": {"owner": "opponent"}}])


def test_duepa_300_1c_designate_just_before_the_affecting_instruction():
    """TS-DP-300-4: the draws happen first, then the opponent is designated."""
    g = scenario([player("A", hand=[{"card": "TS-D2", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", battle=["TS-SMALL"]), player("C", battle=["TS-SMALL"])], cards=[D2])
    cast(g, 0, "s")
    assert g.decision.kind == "designate-opponent" and g.decision.rule == "duepa:300.1c"
    assert len(g.zones["p0.hand"]) == 2  # already drawn
    do(g, "p0 opponent p2")
    assert g.zones["p2.battle"] == [] and len(g.zones["p1.battle"]) == 1


def test_duepa_300_1d_designated_opponent_need_not_be_affected():
    """Demon-Hand example: C designates B, who has no creature: legal, nothing destroyed."""
    kill1 = spell("TS-KILL1", [{"op": "destroy", "filter": {"owner": "opponent"}, "count": 1}])
    g = scenario([player("A", battle=["TS-SMALL"]), player("B"),
                  player("C", hand=[{"card": "TS-KILL1", "as": "s"}], mana=["TS-SMALL"])],
                 cards=[kill1], turn_player=2)
    cast(g, 2, "s")
    assert "p2 opponent p1" in acts(g, 2)
    do(g, "p2 opponent p1")
    assert g.decision.kind == "main" and len(g.zones["p0.battle"]) == 1
    assert label(g, "s") in g.zones["p2.graveyard"]


# ===== 300.2 / 300.3 ========================================================================================
LOCKER = creature("TS-LOCKER", [{"kind": "static", "effects": [{"op": "lock_spells", "who": "opponent"}]}])


def test_duepa_300_2_static_opponent_effect_applies_to_all_opponents():
    """TS-DP-300-2: A's static "the opponent can't cast spells" locks B and C; not A."""
    g = scenario([player("A", battle=["TS-LOCKER"], hand=[{"card": "TS-DRAW1", "as": "a"}], mana=["TS-SMALL"]),
                  player("B", hand=[{"card": "TS-DRAW1", "as": "b"}], mana=["TS-SMALL"]),
                  player("C", hand=[{"card": "TS-DRAW1", "as": "c"}], mana=["TS-SMALL"])],
                 cards=[LOCKER, DRAW1], turn_player=1)
    assert f"p1 cast {L(g, 'b')}" not in acts(g, 1)
    with pytest.raises(IllegalAction) as e:
        do(g, "p1 cast $b")
    assert e.value.rule == "duepa:300.2"
    g2 = scenario([player("A", battle=["TS-LOCKER"], hand=[{"card": "TS-DRAW1", "as": "a"}], mana=["TS-SMALL"]),
                   player("B"), player("C", hand=[{"card": "TS-DRAW1", "as": "c"}], mana=["TS-SMALL"])],
                  cards=[LOCKER, DRAW1], turn_player=2)
    assert f"p2 cast {L(g2, 'c')}" not in acts(g2, 2)
    g3 = scenario([player("A", battle=["TS-LOCKER"], hand=[{"card": "TS-DRAW1", "as": "a"}], mana=["TS-SMALL"]),
                   player("B"), player("C")], cards=[LOCKER, DRAW1], turn_player=0)
    assert f"p0 cast {L(g3, 'a')}" in acts(g3, 0)


EACH = spell("TS-EACH", [{"op": "add_shields", "who": "each", "count": 2}])
WATCH = spell("TS-WATCH", [{"op": "bounce", "filter": {"owner": "any"}, "count": 2, "up_to": True}])


def test_duepa_300_3_each_player_means_all_players_including_you():
    """White-Swan example: every player, you included, adds the top 2 cards to their shields."""
    g = scenario([player("A", hand=[{"card": "TS-EACH", "as": "s"}], mana=["TS-SMALL"]), player("B"), player("C"),
                  player("D")], cards=[EACH])
    cast(g, 0, "s")
    assert [len(g.zones[f"p{p}.shield"]) for p in range(4)] == [2, 2, 2, 2]
    assert g.decision.kind == "main"


def test_duepa_300_3_unspecified_player_means_any_player():
    """The-Watch example: choose up to 2 among every player's creatures."""
    g = scenario([player("A", hand=[{"card": "TS-WATCH", "as": "s"}], mana=["TS-SMALL"],
                         battle=[{"card": "TS-SMALL", "as": "a1"}]),
                  player("B", battle=[{"card": "TS-SMALL", "as": "b1"}]),
                  player("C", battle=[{"card": "TS-SMALL", "as": "c1"}])], cards=[WATCH])
    cast(g, 0, "s")
    assert g.decision.kind == "choose-cards"  # no designation
    assert {f"p0 choose {L(g, x)}" for x in ("a1", "b1", "c1")} <= set(acts(g, 0))
    do(g, "p0 choose $b1", "p0 choose $c1")
    assert label(g, "b1") in g.zones["p1.hand"] and label(g, "c1") in g.zones["p2.hand"]
    assert label(g, "a1") in g.zones["p0.battle"]


# ===== 301 ==================================================================================================
REVEAL = spell("TS-REVEAL", [{"op": "reveal_top", "who": "self"}])
LOOK = spell("TS-LOOK", [{"op": "look_hand", "who": "opponent"}])


def test_duepa_301_1_shown_cards_are_shown_to_all_players():
    g = scenario([player("A", hand=[{"card": "TS-REVEAL", "as": "s"}], mana=["TS-SMALL"],
                         deck=["TS-BIG", "TS-FILL"]), player("B"), player("C"), player("D")], cards=[REVEAL])
    since = len(g.events)
    cast(g, 0, "s")
    top = g.zones["p0.deck"][-1]
    for viewer in (1, 2, 3):
        ev = [e for e in g.events_for(viewer, since) if e["kind"] == "reveal"]
        assert ev and ev[0]["defns"] == ["TS-BIG"] and ev[0]["rule"] == "duepa:301.1"
    assert g.cards[top].known == g.all_mask


def test_duepa_301_2_looked_at_cards_are_seen_by_the_looker_only():
    """TS-DP-301-1: A looks at B's hand; C and D learn nothing."""
    g = scenario([player("A", hand=[{"card": "TS-LOOK", "as": "s"}], mana=["TS-SMALL"]),
                  player("B", hand=[{"card": "TS-BIG", "as": "secret"}]), player("C"), player("D")], cards=[LOOK])
    since = len(g.events)
    cast(g, 0, "s")
    do(g, "p0 opponent p1")
    look_a = [e for e in g.events_for(0, since) if e["kind"] == "look"][0]
    assert look_a["cards"] == [label(g, "secret")]
    for viewer in (2, 3, None):
        e = [e for e in g.events_for(viewer, since) if e["kind"] == "look"][0]
        assert "cards" not in e or e["cards"] != [label(g, "secret")]
        hand = g.view(viewer).zones["p1.hand"].cards
        assert hand[0].card is None and hand[0].token[0] == "h"
    assert g.view(0).zones["p1.hand"].cards[0].card == "TS-BIG"
    assert g.view(1).zones["p1.hand"].cards[0].card == "TS-BIG"


# ===== 302 ==================================================================================================
GACHI = spell("TS-GACHI", [{"op": "gachinko", "then": [{"op": "break_shields", "count": 1}]}])


def _gachinko(my_top, their_top):
    return scenario([player("A", hand=[{"card": "TS-GACHI", "as": "s"}], mana=["TS-SMALL"],
                            deck=[my_top, "TS-FILL", "TS-FILL"]),
                     player("B", shield=["TS-FILL"] * 2, deck=["TS-FILL"] * 3),
                     player("C", shield=["TS-FILL"] * 2, deck=[their_top, "TS-FILL", "TS-FILL"])], cards=[GACHI])


def test_duepa_302_1_gachinko_against_one_designated_opponent():
    g = _gachinko("TS-FILL", "TS-BIG")  # cost 9 vs cost 5: A wins
    cast(g, 0, "s")
    assert g.decision.kind == "designate-opponent" and g.decision.rule == "duepa:302.1"
    ev = do(g, "p0 opponent p2")
    gk = [e for e in ev if e.kind == "gachinko"][0]
    assert gk.data["opponent"] == 2 and gk.data["costs"] == [9, 5] and gk.data["won"]
    assert zone_defs(g, "p2.deck")[0] == "TS-BIG"  # revealed cards go to the bottom
    assert len(g.zones["p1.deck"]) == 3


def test_duepa_302_1_gachinko_lost_does_nothing_more():
    g = _gachinko("TS-SMALL", "TS-FILL")  # 2 vs 9
    cast(g, 0, "s")
    do(g, "p0 opponent p2")
    assert len(g.zones["p2.shield"]) == 2 and len(g.zones["p1.shield"]) == 2


def test_duepa_302_2_follow_up_uses_the_judged_opponent():
    """TS-DP-302-1: after judging C, "break one of the opponent's shields" can only hit C."""
    g = _gachinko("TS-FILL", "TS-BIG")
    cast(g, 0, "s")
    do(g, "p0 opponent p2")
    assert g.decision.kind != "designate-opponent"
    if g.decision.kind == "break-shields":
        assert all(a.split()[-1] in [g.token(s, 0) for s in g.zones["p2.shield"]] for a in acts(g, 0))
        g.perform(acts(g, 0)[0])
    assert len(g.zones["p2.shield"]) == 1 and len(g.zones["p1.shield"]) == 2


# ===== 303 ==================================================================================================
ONI = spell("TS-ONI", [{"op": "destroy", "filter": {"owner": "opponent"}}], condition="oni_time")
ONI_IF = spell("TS-ONIIF", [{"op": "draw", "who": "self", "count": 1},
                            {"op": "if", "condition": "labyrinth", "then": [{"op": "destroy", "filter": {"owner": "opponent"}}]}])
JADOKU = creature("TS-JADOKU", [{"kind": "static", "condition": "oni_time",
                                 "effects": [{"op": "power", "amount": 4000}]},
                                {"kind": "static", "condition": "oni_time",
                                 "effects": [{"op": "grant", "keyword": "w_breaker"}]}], power=3000)
AURELIA = creature("TS-AURELIA", [{"kind": "static", "condition": "labyrinth",
                                   "effects": [{"op": "lock_spells", "who": "opponent", "max_cost": 5}]}])
ADD2 = spell("TS-ADD2", [{"op": "add_shields", "who": "opponent", "count": 2}])


def _oni_state(hand, battle=(), cards=()):
    """You 4 shields, B (p1) 2, C (p2) 4 (the 303.1a example state)."""
    return scenario([player("A", hand=hand, mana=["TS-SMALL"] * 2, shield=["TS-FILL"] * 4, battle=list(battle)),
                     player("B", shield=["TS-FILL"] * 2, battle=[{"card": "TS-SMALL", "as": "b1"}],
                            hand=[{"card": "TS-DRAW1", "as": "bs"}], mana=["TS-SMALL"]),
                     player("C", shield=["TS-FILL"] * 4, battle=[{"card": "TS-SMALL", "as": "c1"}],
                            hand=[{"card": "TS-DRAW1", "as": "cs"}], mana=["TS-SMALL"])],
                    cards=list(cards) + [DRAW1])


def test_duepa_303_1_oni_time_checks_one_opponent():
    """TS-DP-303-1: designate C (4+4=8): the condition fails, nothing destroyed."""
    g = _oni_state([{"card": "TS-ONI", "as": "s"}], cards=[ONI])
    cast(g, 0, "s")
    assert g.decision.kind == "designate-opponent"
    ev = do(g, "p0 opponent p2")
    assert any(e.kind == "condition_failed" for e in ev)
    assert len(g.zones["p2.battle"]) == 1 and len(g.zones["p1.battle"]) == 1


def test_duepa_303_1a_spell_condition_against_the_designated_opponent():
    """TS-DP-303-1: designate B (4+2=6): the condition holds against B; B's creature is destroyed."""
    g = _oni_state([{"card": "TS-ONI", "as": "s"}], cards=[ONI])
    cast(g, 0, "s")
    assert g.decision.rule == "duepa:303.1a"
    do(g, "p0 opponent p1")
    assert g.zones["p1.battle"] == [] and len(g.zones["p2.battle"]) == 1


def test_duepa_303_1a_labyrinth_in_an_if_uses_the_same_opponent():
    g = _oni_state([{"card": "TS-ONIIF", "as": "s"}], cards=[ONI_IF])
    cast(g, 0, "s")
    do(g, "p0 opponent p2")  # labyrinth 4 > 4 fails against C
    assert len(g.zones["p2.battle"]) == 1 and len(g.zones["p1.battle"]) == 1
    g = _oni_state([{"card": "TS-ONIIF", "as": "s"}], cards=[ONI_IF])
    cast(g, 0, "s")
    do(g, "p0 opponent p1")  # 4 > 2 holds against B, and the destroy hits B without a new designation
    assert g.zones["p1.battle"] == [] and len(g.zones["p2.battle"]) == 1


def test_duepa_303_1b_static_condition_holds_against_at_least_one_opponent():
    """TS-DP-303-2: Jadoku-like +4000 and W-Breaker while Oni Time holds against B; when B has 4 shields
    it holds against nobody and the static effect turns off."""
    g = _oni_state([{"card": "TS-ADD2", "as": "s"}], battle=[{"card": "TS-JADOKU", "as": "j"}], cards=[JADOKU, ADD2])
    bview = [c.stats for c in g.view(1).zones["p0.battle"].cards if c.card == "TS-JADOKU"][0]
    assert bview["power"] == 7000 and "w_breaker" in bview["keywords"]
    cast(g, 0, "s")
    do(g, "p0 opponent p1")
    assert len(g.zones["p1.shield"]) == 4
    bview = [c.stats for c in g.view(1).zones["p0.battle"].cards if c.card == "TS-JADOKU"][0]
    assert bview["power"] == 3000 and "w_breaker" not in bview["keywords"]


def test_duepa_303_1b_static_labyrinth_lock_locks_every_opponent():
    """Auriria example: Labyrinth holds against B only, yet both B and C are locked (300.2 + 303.1b)."""
    for tp in (1, 2):
        # you 4 shields, B 2, C 4: Labyrinth holds against B only; on B's and on C's turn
        g = scenario([player("A", mana=["TS-SMALL"] * 2, shield=["TS-FILL"] * 4, battle=["TS-AURELIA"]),
                      player("B", shield=["TS-FILL"] * 2, hand=[{"card": "TS-DRAW1", "as": "bs"}], mana=["TS-SMALL"]),
                      player("C", shield=["TS-FILL"] * 4, hand=[{"card": "TS-DRAW1", "as": "cs"}], mana=["TS-SMALL"])],
                     cards=[AURELIA, DRAW1], turn_player=tp)
        lab = "bs" if tp == 1 else "cs"
        assert f"p{tp} cast {L(g, lab)}" not in acts(g, tp)
    # no opponent with fewer shields: no lock
    g = scenario([player("A", shield=["TS-FILL"] * 2, battle=["TS-AURELIA"]),
                  player("B", shield=["TS-FILL"] * 2, hand=[{"card": "TS-DRAW1", "as": "bs"}], mana=["TS-SMALL"]),
                  player("C", shield=["TS-FILL"] * 4)], cards=[AURELIA, DRAW1], turn_player=1)
    assert f"p1 cast {L(g, 'bs')}" in acts(g, 1)


# ===== 304 ==================================================================================================
DISCARDER = creature("TS-BAUWAU", [{"kind": "triggered", "when": "attack",
                                    "effects": [{"op": "discard", "who": "opponent", "count": 1}]}], power=3000)
WATCHER = creature("TS-SAVARK", [{"kind": "triggered", "when": "opponent_creature_attacks",
                                  "effects": [{"op": "draw", "who": "self", "count": 1}]}])
ANYATK = creature("TS-SANGAN", [{"kind": "triggered", "when": "any_creature_attacks",
                                 "effects": [{"op": "draw", "who": "self", "count": 1}]}])
ATTACKED = creature("TS-VEGAS", [{"kind": "triggered", "when": "you_are_attacked",
                                  "effects": [{"op": "draw", "who": "self", "count": 1}]}])


def test_duepa_304_1_attack_trigger_may_designate_any_opponent():
    """TS-DP-304-4: A attacks B; the attack trigger's "the opponent discards" may designate D."""
    g = scenario([player("A", battle=[{"card": "TS-BAUWAU", "as": "x"}]),
                  player("B", hand=["TS-SMALL"], shield=["TS-FILL"]), player("C", hand=["TS-SMALL"]),
                  player("D", hand=["TS-SMALL"])], cards=[DISCARDER], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "designate-opponent"
    assert sorted(acts(g, 0)) == ["p0 opponent p1", "p0 opponent p2", "p0 opponent p3"]
    do(g, "p0 opponent p3")
    assert g.zones["p3.hand"] == [] and "TS-SMALL" in zone_defs(g, "p1.hand") and len(g.zones["p2.hand"]) == 1


def test_duepa_304_2_attack_triggers_fire_for_uninvolved_players():
    """TS-DP-304-1: A attacks B; C's "when an opponent's creature attacks" and D's "when a creature attacks"
    trigger; C's "when you are attacked" does not."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", shield=["TS-FILL"], battle=[{"card": "TS-BLOCKER", "as": "b"}]),
                  player("C", battle=["TS-SAVARK", "TS-VEGAS"]), player("D", battle=["TS-SANGAN"])],
                 cards=[WATCHER, ANYATK, ATTACKED], step="attack")
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "block"
    who = sorted((p, g.cards[c].defn.id) for p, c in resolved(g, since))
    assert who == [(2, "TS-SAVARK"), (3, "TS-SANGAN")]
    assert len(g.zones["p2.hand"]) == 1 and len(g.zones["p3.hand"]) == 1


def test_duepa_304_2_you_are_attacked_triggers_for_the_attacked_player():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", shield=["TS-FILL"], battle=["TS-VEGAS", {"card": "TS-BLOCKER", "as": "b"}]),
                  player("C")], cards=[ATTACKED], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "block" and len(g.zones["p1.hand"]) == 1


def test_duepa_304_3_only_the_attacked_player_may_block():
    """TS-DP-304-2: C's untapped Blocker is not offered when A attacks B."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", shield=["TS-FILL"]),
                  player("C", battle=[{"card": "TS-BLOCKER", "as": "cb"}])], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision is None or g.decision.kind != "block"
    assert all("block" not in a for a in acts(g))
    assert len(g.zones["p1.shield"]) == 0 and len(g.zones["p1.hand"]) == 1  # the shield was broken


def test_duepa_304_3_blocking_for_your_attacked_creature():
    """TS-DP-304-3: A attacks B's tapped creature: B may block; C may not."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", battle=[{"card": "TS-SMALL", "as": "t", "tapped": True},
                                      {"card": "TS-BLOCKER", "as": "b"}]),
                  player("C", battle=[{"card": "TS-BLOCKER", "as": "cb"}])], step="attack")
    do(g, "p0 attack $x", "p0 target $t")
    assert g.decision.kind == "block" and g.decision.players == (1,)
    assert sorted(acts(g, 1)) == sorted([f"p1 block {L(g, 'b')}", "p1 noblock"])
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as err:
        do(g, "p2 block $cb")
    assert g.fingerprint() == before
    assert err.value.rule == "duepa:304.3" and err.value.code == "block-not-attacked"


# ===== 305.1 ================================================================================================
def _pending_scenario(tp, attacker_owner=None):
    """A has two 'when a creature attacks: draw' creatures, B one; the turn player's TS-ATTACKER attacks."""
    ao = tp if attacker_owner is None else attacker_owner
    ps = []
    for i, name in enumerate("ABCD"):
        battle = []
        if i == 0:
            battle += [{"card": "TS-SANGAN", "as": "a1"}, {"card": "TS-SANGAN", "as": "a2"}]
        if i == 1:
            battle += [{"card": "TS-SANGAN", "as": "b1"}]
        if i == ao:
            battle += [{"card": "TS-ATTACKER", "as": "x"}]
        tgt_shields = ["TS-FILL"] * 3
        ps.append(player(name, battle=battle, shield=tgt_shields))
    g = scenario(ps, cards=[ANYATK], turn_player=tp, step="attack")
    return g


def _resolve_all(g, tp):
    order = []
    since = len(g.events)
    for _ in range(30):
        d = g.decision
        if d is None or (d.kind == "attack" and d.players == (tp,)) or d.kind == "break-shields":
            break
        if d.kind == "pending-order":
            pl = d.players[0]
            opts = acts(g, pl)
            pick = sorted(opts, key=lambda a: int(a.split()[-1]))[0]  # a1 before a2
            g.perform(pick)
        else:
            g.perform(acts(g)[-1] if "done" in acts(g)[-1] or "noblock" in acts(g)[-1] else acts(g)[0])
    return [c for _, c in resolved(g, since)]


@pytest.mark.parametrize("tp,expect", [(0, ["a1", "a2", "b1"]), (2, ["a1", "a2", "b1"]), (3, ["a1", "a2", "b1"]),
                                       (1, ["b1", "a1", "a2"])])
def test_duepa_305_1_pending_effects_by_player_in_turn_order(tp, expect):
    """TS-DP-305-1: A has 2 pending effects, B 1: [A1, A2, B1] when the turn player is A, C or D;
    [B1, A1, A2] when it is B."""
    g = _pending_scenario(tp)
    since = len(g.events)
    tgt = (tp + 1) % 4 if (tp + 1) % 4 != tp else 0
    do(g, "p%d attack $x" % tp, "p%d target p%d" % (tp, tgt))
    order = _resolve_all(g, tp)
    labels = {label(g, n): n for n in ("a1", "a2", "b1")}
    got = [labels[c] for _, c in resolved(g, since) if c in labels]
    assert got == expect, (got, order)


def test_duepa_305_1_the_controller_orders_their_own_effects():
    g = _pending_scenario(0)
    do(g, "p0 attack $x", "p0 target p2")
    assert g.decision.kind == "pending-order" and g.decision.players == (0,)
    assert g.decision.rule == "duepa:305.1"
    seqs = sorted(acts(g, 0), key=lambda a: int(a.split()[-1]))
    src = {pe.seq: pe.source for pe in g.pending}
    second = src[int(seqs[1].split()[-1])]
    since = len(g.events)
    g.perform(seqs[1])  # A chooses the later one first
    assert [c for _, c in resolved(g, since)][:2] == [second, src[int(seqs[0].split()[-1])]]


def test_duepa_305_1_walk_starts_at_the_turn_player_and_wraps():
    """TS-DP-305-3: turn player C; pending A, D, B (one each) resolve D -> A -> B."""
    g = scenario([player("A", battle=[{"card": "TS-SANGAN", "as": "a"}]),
                  player("B", battle=[{"card": "TS-SANGAN", "as": "b"}]),
                  player("C", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("D", battle=[{"card": "TS-SANGAN", "as": "d"}], shield=["TS-FILL"] * 3)],
                 cards=[ANYATK], turn_player=2, step="attack")
    since = len(g.events)
    do(g, "p2 attack $x", "p2 target p3")
    names = {label(g, n): n for n in "abd"}
    assert [names[c] for _, c in resolved(g, since)] == ["d", "a", "b"]


LEAVER = creature("TS-LEAVER", [{"kind": "triggered", "when": "leave", "effects": [{"op": "draw", "who": "self", "count": 1}]}],
                  power=500)
B_KILLER = creature("TS-BKILL", [{"kind": "triggered", "when": "any_creature_attacks",
                                  "effects": [{"op": "destroy", "filter": {"owner": "opponent", "max_power": 500}}]}])


def test_duepa_305_1a_new_effects_join_turn_order():
    """TS-DP-305-2: A's turn; pending B1, B2, C1; while B1 resolves A's new effect arises.
    Order: B1 -> A_new -> B2 -> C1."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}, {"card": "TS-LEAVER", "as": "an"}]),
                  player("B", battle=[{"card": "TS-BKILL", "as": "b1"}, {"card": "TS-SANGAN", "as": "b2"}],
                         shield=["TS-FILL"] * 3),
                  player("C", battle=[{"card": "TS-SANGAN", "as": "c1"}]), player("D")],
                 cards=[LEAVER, B_KILLER, ANYATK], step="attack")
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "pending-order" and g.decision.players == (1,)
    b1_seq = [a for a in acts(g, 1) if g.pending and any(
        pe.seq == int(a.split()[-1]) and pe.source == label(g, "b1") for pe in g.pending)][0]
    do(g, b1_seq)
    if g.decision.kind == "designate-opponent":
        do(g, "p1 opponent p0")
    names = {label(g, n): n for n in ("b1", "an", "b2", "c1")}
    got = [names[c] for _, c in resolved(g, since) if c in names]
    assert got == ["b1", "an", "b2", "c1"]
    assert label(g, "an") in g.zones["p0.graveyard"]


# ===== 305.2 ================================================================================================
GAIA = creature("TS-GAIA", [{"kind": "replacement", "event": "opponent_creature_enters", "instead": "to_mana"}])
VAN = creature("TS-VAN", [{"kind": "replacement", "event": "opponent_creature_enters", "instead": "graveyard"}])


def test_duepa_305_2_replacement_of_player_closest_to_turn_player_applies():
    """TS-DP-305.2-1: A's turn; B (Gaia: to mana) and C (VAN: graveyard) both could replace A's creature
    entering; B is closer to A, so the creature goes to A's mana zone and C's is never applied."""
    g = scenario([player("A", hand=[{"card": "TS-ATTACKER", "as": "z"}], mana=["TS-MANA"] * 3),
                  player("B", battle=["TS-GAIA"]), player("C", battle=["TS-VAN"]), player("D")],
                 cards=[GAIA, VAN])
    ev = do(g, "p0 summon $z", "p0 autopay")
    assert label(g, "z") in g.zones["p0.mana"]
    rep = [e for e in ev if e.kind == "replaced"]
    assert len(rep) == 1 and g.cards[rep[0].data["by"]].defn.id == "TS-GAIA" and rep[0].rule == "duepa:305.2"


def test_duepa_305_2_order_walks_from_the_turn_player():
    """TS-DP-305.2-2: turn player C; B and D have replacements; D is closer (C -> D -> A -> B)."""
    g = scenario([player("A"), player("B", battle=["TS-GAIA"]),
                  player("C", hand=[{"card": "TS-ATTACKER", "as": "z"}], mana=["TS-MANA"] * 3),
                  player("D", battle=["TS-VAN"])], cards=[GAIA, VAN], turn_player=2)
    do(g, "p2 summon $z", "p2 autopay")
    assert label(g, "z") in g.zones["p2.graveyard"]


def test_duepa_305_2_one_player_with_several_replacements_chooses():
    """305.2: B has two replacement effects that could apply to A's creature entering: B chooses."""
    g = scenario([player("A", hand=[{"card": "TS-ATTACKER", "as": "z"}], mana=["TS-MANA"] * 3),
                  player("B", battle=["TS-GAIA", "TS-VAN"]), player("C")], cards=[GAIA, VAN])
    do(g, "p0 summon $z", "p0 autopay")
    assert g.decision.kind == "replacement-choice" and g.decision.players == (1,)
    assert g.decision.rule == "duepa:305.2"
    van = next(c for c in g.zones["p1.battle"] if g.cards[c].defn.id == "TS-VAN")
    do(g, f"p1 choose c{van}")
    assert label(g, "z") in g.zones["p0.graveyard"]  # VAN's "graveyard instead", not Gaia's mana
    assert label(g, "z") not in g.zones["p0.mana"]


SH_MANA = creature("TS-SHMANA", [{"kind": "replacement", "event": "your_shield_broken", "instead": "to_mana"}])
SH_GRAVE = creature("TS-SHGRAVE", [{"kind": "replacement", "event": "your_shield_broken", "instead": "graveyard"}])


def test_duepa_305_2_one_player_with_several_shield_replacements_chooses_for_each_shield():
    """D-305.2 complete: B's two creatures could each replace B's shield being broken; B chooses which applies,
    once for each broken shield (each break is an event of its own)."""
    g = scenario([player("A", battle=[{"card": "TS-WBIG", "as": "x"}]),
                  player("B", battle=[{"card": "TS-SHMANA", "as": "m"}, {"card": "TS-SHGRAVE", "as": "gr"}],
                         shield=[{"card": "TS-FILL", "as": "s1"}, {"card": "TS-FILL", "as": "s2"}]),
                  player("C")], cards=[SH_MANA, SH_GRAVE, card("TS-WBIG", civs=("fire",), cost=5, power=9000,
                                                                keywords=["w_breaker"])], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "replacement-choice" and g.decision.players == (1,)
    assert g.decision.rule == "duepa:305.2"
    assert sorted(acts(g, 1)) == sorted([f"p1 choose {L(g, 'm')}", f"p1 choose {L(g, 'gr')}"])
    do(g, "p1 choose $m")
    assert g.decision.kind == "replacement-choice"
    do(g, "p1 choose $gr")
    assert {g.cards[label(g, "s1")].zname, g.cards[label(g, "s2")].zname} == {"mana", "graveyard"}
    assert g.zones["p1.hand"] == []


# ===== 306 ==================================================================================================
def shinobi(id, mark):
    return card(id, civs=("water",), cost=7, power=2000, keywords=["ninja_strike:1"], abilities=[
        {"kind": "triggered", "when": "enter", "effects": [{"op": "draw", "who": "self", "count": 1}]}], name_en=f"Shinobi {mark}",
        name_ja=f"忍{mark}")


SB, SC, SD = shinobi("TS-SHB", "B"), shinobi("TS-SHC", "C"), shinobi("TS-SHD", "D")
MOMO = creature("TS-MOMO", [{"kind": "triggered", "when": "attack", "effects": [{"op": "draw", "who": "self", "count": 1}]}],
                power=9000)
A_SELF = creature("TS-ASELF", [{"kind": "triggered", "when": "any_creature_attacks",
                                "effects": [{"op": "draw", "who": "self", "count": 1}]}])


def _ninja_table(d_decl=True):
    return scenario([player("A", battle=[{"card": "TS-MOMO", "as": "x"}, {"card": "TS-ASELF", "as": "aself"}]),
                     player("B", hand=[{"card": "TS-SHB", "as": "nb"}], mana=["TS-SMALL"], shield=["TS-FILL"] * 3),
                     player("C", hand=[{"card": "TS-SHC", "as": "nc"}], mana=["TS-SMALL"]),
                     player("D", hand=[{"card": "TS-SHD", "as": "nd"}], mana=["TS-SMALL"])],
                    cards=[SB, SC, SD, MOMO, A_SELF], step="attack")


def test_duepa_306_1_ninja_strikes_resolve_in_declaration_order_each_with_its_cip():
    """TS-DP-306-1: B, C, D declare; B's Shinobi is summoned and its cip resolved before C's summon."""
    g = _ninja_table()
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    if g.decision.kind == "pending-order":  # A orders Momo's trigger and its own 'any creature attacks'
        g.perform(acts(g, 0)[0])
        if g.decision.kind == "pending-order":
            g.perform(acts(g, 0)[0])
    assert g.decision.kind == "use-declaration" and g.decision.players == (1,)
    do(g, "p1 declare $nb")
    assert g.decision.kind == "use-declaration" and g.decision.players == (2,)
    do(g, "p2 declare $nc", "p3 declare $nd")
    seq = []
    for e in g.events[since:]:
        if e.kind == "summon":
            seq.append(("summon", e.data["player"]))
        elif e.kind == "resolve" and e.data["path"][0] == "c":
            seq.append(("cip" if g.cards[e.data["card"]].defn.id.startswith("TS-SH") else "a", e.data["player"]))
    ninja = [s for s in seq if s[1] != 0]
    assert ninja == [("summon", 1), ("cip", 1), ("summon", 2), ("cip", 2), ("summon", 3), ("cip", 3)]


def test_duepa_306_1_turn_players_attack_triggers_finish_before_declarations():
    """TS-DP-306-3: Momo's attack trigger and A's other new trigger resolve before B is asked."""
    g = _ninja_table()
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    while g.decision.kind == "pending-order":
        g.perform(acts(g, 0)[0])
    assert g.decision.kind == "use-declaration"
    assert sorted(g.cards[c].defn.id for p, c in resolved(g, since)) == ["TS-ASELF", "TS-MOMO"]
    assert len(g.zones["p0.hand"]) == 2


def test_duepa_306_1a_declarations_one_at_a_time_in_turn_order():
    g = _ninja_table()
    do(g, "p0 attack $x", "p0 target p1")
    while g.decision.kind == "pending-order":
        g.perform(acts(g, 0)[0])
    asked = []
    while g.decision.kind == "use-declaration":
        p = g.decision.players[0]
        asked.append(p)
        assert g.decision.rule == "duepa:306.1" and len(g.decision.players) == 1
        do(g, f"p{p} done")
    assert asked == [1, 2, 3]


def test_duepa_306_1b_one_declaration_opportunity_per_player():
    """TS-DP-306-2: B declares nothing, C declares; after C's resolution B is not asked again."""
    g = _ninja_table()
    do(g, "p0 attack $x", "p0 target p1")
    while g.decision.kind == "pending-order":
        g.perform(acts(g, 0)[0])
    do(g, "p1 done", "p2 declare $nc")
    assert g.decision.kind == "use-declaration" and g.decision.players == (3,)
    do(g, "p3 done")
    assert label(g, "nc") in g.zones["p2.battle"]
    assert g.decision is None or g.decision.kind != "use-declaration"
    assert label(g, "nb") in g.zones["p1.hand"]


def test_duepa_306_1b_ask_every_player_option():
    """Decision D-306-ask: with the table option every living non-turn player is asked once, even with
    nothing to declare."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]), player("B", shield=["TS-FILL"]),
                  player("C"), player("D")], step="attack", options={"ask_every_player": True})
    do(g, "p0 attack $x", "p0 target p1")
    asked = []
    while g.decision.kind == "use-declaration":
        asked.append(g.decision.players[0])
        do(g, f"p{g.decision.players[0]} done")
    assert asked == [0, 1, 2, 3]


def test_duepa_306_1c_non_turn_players_pending_resolve_in_turn_order_after_declarations():
    """C's 'when an opponent's creature attacks' (already pending) resolves after all declarations and
    after B's declared Ninja Strike (B is before C in turn order)."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", hand=[{"card": "TS-SHB", "as": "nb"}], mana=["TS-SMALL"], shield=["TS-FILL"] * 3),
                  player("C", battle=[{"card": "TS-SAVARK", "as": "sv"}]),
                  player("D", hand=[{"card": "TS-SHD", "as": "nd"}], mana=["TS-SMALL"])],
                 cards=[SB, SD, WATCHER], step="attack")
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    assert resolved(g, since) == []  # C's trigger waits for the declarations
    do(g, "p1 declare $nb", "p3 declare $nd")
    order = [p for p, c in resolved(g, since)]
    summons = [e.data["player"] for e in g.events[since:] if e.kind == "summon"]
    assert summons == [1, 3]
    # B's ninja (summon + cip) -> C's trigger -> D's ninja + cip
    assert order == [1, 1, 2, 3, 3]
    idx_c = order.index(2)
    assert all(p == 1 for p in order[:idx_c]) and all(p == 3 for p in order[idx_c + 1:])


def test_duepa_305_2_turn_players_replacement_applies_first():
    """Decision D-305.2: A's turn; B's S-Trigger creature would enter; the turn player A (VAN-like:
    graveyard) and C (Gaia-like: mana) both have a replacement effect: A's applies."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}, "TS-VAN"]),
                  player("B", shield=[{"card": "TS-TRIGCRE", "as": "t"}]),
                  player("C", battle=["TS-GAIA"])], cards=[GAIA, VAN, TRIG_CRE], step="attack")
    do(g, "p0 attack $x", "p0 target p1", "p1 trigger $t")
    assert label(g, "t") in g.zones["p1.graveyard"]
    assert label(g, "t") not in g.zones["p1.mana"] and label(g, "t") not in g.zones["p1.battle"]


def test_duepa_305_2_replaced_event_is_not_replaced_again():
    """Decision D-305.2 (no chaining): the creature sent to the mana zone by B's replacement does not
    meet C's replacement a second time; C's creature watches entering the battle zone only."""
    g = scenario([player("A", hand=[{"card": "TS-ATTACKER", "as": "z"}], mana=["TS-MANA"] * 3),
                  player("B", battle=["TS-GAIA"]), player("C", battle=["TS-VAN"])], cards=[GAIA, VAN])
    ev = do(g, "p0 summon $z", "p0 autopay")
    assert [e.kind for e in ev].count("replaced") == 1
    assert label(g, "z") in g.zones["p0.mana"]


def test_duepa_300_1b_opponent_creature_attacks_binds_the_attacker():
    """C's "when an opponent's creature attacks, destroy one of the opponent's creatures": the opponent is
    the attacking player A, never B (who is attacked) or D."""
    hunter = creature("TS-HUNTER", [{"kind": "triggered", "when": "opponent_creature_attacks",
                                     "effects": [{"op": "destroy", "filter": {"owner": "opponent", "max_power": 1000}}]}])
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}, {"card": "TS-SMALL", "as": "a1"}]),
                  player("B", battle=[{"card": "TS-SMALL", "as": "b1"}], shield=["TS-FILL"] * 2),
                  player("C", battle=["TS-HUNTER"]), player("D", battle=[{"card": "TS-SMALL", "as": "d1"}])],
                 cards=[hunter], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert all(g.decision.kind != k for k in ("designate-opponent",))
    assert label(g, "a1") in g.zones["p0.graveyard"]
    assert label(g, "b1") in g.zones["p1.battle"] and label(g, "d1") in g.zones["p3.battle"]


def test_duepa_300_2_static_lock_respects_its_own_limits_for_every_opponent():
    """Dolphadirom example: 'the opponent can't cast non-multicolor spells' locks every opponent, but only
    for non-multicolor spells."""
    dolpha = creature("TS-DOLPHA", [{"kind": "static", "effects": [{"op": "lock_spells", "who": "opponent", "not_multicolor": True}]}])
    multi = card("TS-MULTI", type="spell", civs=("water", "light"), cost=2,
                 abilities=[{"kind": "spell", "effects": [{"op": "draw", "who": "self"}]}])
    for tp in (1, 2):
        g = scenario([player("A", battle=["TS-DOLPHA"]),
                      player("B", hand=[{"card": "TS-DRAW1", "as": "m1"}, {"card": "TS-MULTI", "as": "u1"}],
                             mana=["TS-SMALL", "TS-BLOCKER"]),
                      player("C", hand=[{"card": "TS-DRAW1", "as": "m2"}, {"card": "TS-MULTI", "as": "u2"}],
                             mana=["TS-SMALL", "TS-BLOCKER"])], cards=[dolpha, multi, DRAW1], turn_player=tp)
        mono, mult = ("m1", "u1") if tp == 1 else ("m2", "u2")
        assert f"p{tp} cast {L(g, mono)}" not in acts(g, tp)
        assert f"p{tp} cast {L(g, mult)}" in acts(g, tp)
