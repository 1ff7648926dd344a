"""The `digital` format: Duel Masters Play's rules (seed 002, DIGEST.md A3, DMP-1 … DMP-55)."""
from __future__ import annotations

import random

import pytest

import engine
from engine import IllegalAction
from engine.families.shield.loader import parse_card_text
from engine.core.errors import DataError
from engine.decks import parse_deck
from engine.families.shield.cards import power
from engine.families.shield.conditions import holds
from engine.sim import bundled_decks, play_random_game

from .digital_support import P, acts, defs, do, lab, resolved, scenario, x

FILL10 = ["TD-FILL"] * 10


def view_p(g, p=0, viewer=0):
    """A seat's numbers in the typed view (mana, unlocked civilizations, caps)."""
    return g.view(viewer).seats[p].counters


def hand10(*extra):
    return ["TD-FILL"] * (10 - len(extra)) + list(extra)


# ===== A3.1 mana =================================================================================
def test_dmp_1_civilization_unlocked_by_mana_card_and_locked_again():
    g = scenario(P(hand=[x("TD-F1", "f"), x("TD-W1", "w"), x("TD-SELFBOUNCE", "b")],
                   mana=["TD-F1", "TD-F1", x("TD-W1", "wm")]))
    assert view_p(g)["unlocked"] == ["fire", "water"]
    assert "p0 summon $f".replace("$f", f"c{lab(g, 'f')}") in acts(g)
    assert f"p0 summon c{lab(g, 'w')}" in acts(g)  # water unlocked by one water card, cost paid by any
    # the only water card leaves the mana zone: water is locked again
    g.rules.move(g, lab(g, "wm"), 0, "hand")
    g.advance()
    assert view_p(g)["unlocked"] == ["fire"]
    assert f"p0 summon c{lab(g, 'w')}" not in acts(g)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 summon $w")
    assert e.value.rule == "dmp:1"


def test_dmp_2_no_tapping_max_and_available_mana():
    g = scenario(P(hand=[x("TD-F3", "a")], mana=["TD-F1"] * 4))
    evs = do(g, "p0 summon $a")
    assert "pay" not in [e.kind for e in evs]  # nothing to tap, no payment decision
    assert all(not g.cards[c].tapped for c in g.zones["p0.mana"])
    v = view_p(g)
    assert (v["mana_max"], v["mana_available"]) == (4, 1)


def test_dmp_3_multicolour_charge_adds_to_max_only_and_unlocks():
    """TS-DMP-3."""
    g = scenario(P(hand=[x("TD-WD", "m")], mana=["TD-F1", "TD-F1"]), step="charge")
    do(g, "p0 charge $m")
    v = view_p(g)
    assert (v["mana_max"], v["mana_available"]) == (3, 2)
    assert set(v["unlocked"]) == {"fire", "water", "darkness"}


def test_dmp_3_mono_charge_adds_to_both():
    g = scenario(P(hand=[x("TD-W1", "m")], mana=["TD-F1", "TD-F1"]), step="charge")
    do(g, "p0 charge $m")
    v = view_p(g)
    assert (v["mana_max"], v["mana_available"]) == (3, 3)


def test_dmp_4_multicolour_mana_is_flexible_digital_allows_what_paper_refuses():
    body = dict(hand=[x("TD-WDS", "s")], mana=["TD-WD", "TD-F1"])
    paper = scenario(P(**body), fmt="duel")
    assert f"p0 cast c{lab(paper, 's')}" not in acts(paper)  # paper: one multicolour card pays one civ
    digital = scenario(P(**body))
    assert f"p0 cast c{lab(digital, 's')}" in acts(digital)
    do(digital, "p0 cast $s")
    assert view_p(digital)["mana_available"] == 0


def test_dmp_5_five_civilization_card_turn_start_recovery():
    """TS-DMP-5: 4 mono + 1 five-civilization card; at turn start available = 5 - 1 = 4."""
    g = scenario(P(mana=["TD-F1"] * 4 + ["TD-RAINBOW"]), step="end", turn_player=1)
    do(g, *[a for a in []])
    while g.turn_player != 0 or g.step not in ("charge", "main"):
        do(g, acts(g)[-1])  # pass
    v = view_p(g)
    assert (v["mana_max"], v["mana_available"], v["five_civ"]) == (5, 4, 1)
    assert set(v["unlocked"]) == {"light", "water", "darkness", "fire", "nature"}


def test_dmp_5_five_civilization_card_into_mana_raises_max_only():
    g = scenario(P(hand=[x("SG-237", "r")], mana=["TD-F1"] * 2), step="charge")
    do(g, "p0 charge $r")
    v = view_p(g)
    assert (v["mana_max"], v["mana_available"]) == (3, 2)


def test_dmp_6_max_mana_is_what_cards_count():
    g = scenario(P(hand=[x("TD-F3", "a")], mana=["TD-F1"] * 3))
    do(g, "p0 summon $a")
    assert view_p(g)["mana_available"] == 0
    assert holds(g, 0, "mana_at_least:3", None)  # "cards in the mana zone" = max mana


# ===== A3.2 zone caps ============================================================================
def test_dmp_7_hand_and_shield_caps_overflow_to_graveyard():
    g = scenario(P(hand=hand10(), battle=[x("TD-F1", "c")]))
    g.rules.leave_battle(g, lab(g, "c"), "bounce")  # returned to a hand of 10
    assert lab(g, "c") in g.zones["p0.graveyard"] and len(g.zones["p0.hand"]) == 10
    assert g.events[-1].kind == "overflow" and g.events[-1].rule == "dmp:7"
    g = scenario(P(hand=[x("TD-SHIELDIZE", "s")], battle=[x("TD-F1", "c")], mana=["TD-L1"],
                   shield=["TD-FILL"] * 10))
    evs = do(g, "p0 cast $s")
    assert lab(g, "c") in g.zones["p0.graveyard"] and len(g.zones["p0.shield"]) == 10
    assert any(e.kind == "overflow" and e.data["meant"] == "shield" for e in evs)


def test_dmp_7_draw_two_with_full_hand_both_to_graveyard():
    """TS-DMP-7."""
    g = scenario(P(hand=hand10(x("TD-DRAW2", "d")), mana=["TD-W1"], deck=["TD-F1", "TD-W1"] + FILL10))
    n_deck = len(g.zones["p0.deck"])
    evs = do(g, "p0 cast $d")  # the spell leaves the hand first: 9 in hand, so one draw, one overflow
    assert len(g.zones["p0.hand"]) == 10 and len(g.zones["p0.deck"]) == n_deck - 2
    assert [e.data["meant"] for e in evs if e.kind == "overflow"] == ["hand"]
    draws = [e for e in evs if e.kind == "move" and e.data.get("cause") == "draw"]
    assert len(draws) == 1


def test_dmp_8_drawing_with_ten_cards_is_no_draw():
    g = scenario(P(hand=hand10(), deck=["TD-F1", "TD-W1"] + FILL10))
    top = g.zones["p0.deck"][-1]
    assert g.rules.draw(g, 0, 2) == 0  # no card counts as drawn
    assert top in g.zones["p0.graveyard"] and len(g.zones["p0.hand"]) == 10
    assert not [e for e in g.events if e.kind == "move" and e.data.get("cause") == "draw"]


def test_dmp_9_shieldize_at_ten_shields_never_passes_the_shield_zone():
    g = scenario(P(hand=[x("TD-ADDSHIELD", "s")], mana=["TD-L1"], shield=["TD-FILL"] * 10,
                   deck=["TD-F1"] + FILL10))
    top = g.zones["p0.deck"][-1]
    evs = do(g, "p0 cast $s")
    assert top in g.zones["p0.graveyard"]
    assert not [e for e in evs if e.kind == "move" and e.data.get("to") == "shield"]
    assert [e.rule or e.data.get("rule") for e in evs if e.kind == "overflow"] == ["dmp:47"]


def _attack_into_trigger(p1_hand, p1_battle, trigger):
    g = scenario(P(battle=[x("TD-BIG", "a")]),
                 P(hand=p1_hand, battle=p1_battle, shield=[x(trigger, "t")]), step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    return g


def test_dmp_10_s_trigger_usable_with_full_hand():
    g = _attack_into_trigger(hand10(), [], "TD-STS")
    t = lab(g, "t")
    assert g.cards[t].zname == "graveyard"  # the broken shield overflowed
    assert f"p1 trigger c{t}" in acts(g)
    deck_before = len(g.zones["p1.deck"])
    do(g, "p1 trigger $t")
    assert len(g.zones["p1.deck"]) == deck_before - 1  # the spell resolved (its draw overflowed too)
    assert any(e.kind == "cast" and e.data["card"] == t for e in g.events)


def test_dmp_11_seven_creatures_s_trigger_creature_goes_to_graveyard_no_cip():
    """TS-DMP-11."""
    g = _attack_into_trigger([], ["TD-F1"] * 7, "TD-STC")
    t = lab(g, "t")
    do(g, "p1 trigger $t")
    assert g.cards[t].zname == "graveyard" and len(g.zones["p1.battle"]) == 7
    assert not [e for e in g.events if e.kind == "resolve" and e.data["card"] == t]  # no cip, no pig
    assert any(e.kind == "overflow" and e.data["card"] == t and e.data["meant"] == "battle" for e in g.events)


def test_dmp_11_summon_not_offered_at_seven_and_refused():
    g = scenario(P(hand=[x("TD-F1", "a"), x("TD-PUT2", "s")], battle=["TD-F1"] * 7, mana=["TD-F1", "TD-L1"]))
    assert f"p0 summon c{lab(g, 'a')}" not in acts(g)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 summon $a")
    assert e.value.rule == "dmp:11"
    # effects may still try: the put creature goes to the graveyard
    g2 = scenario(P(hand=[x("TD-F1", "a"), x("TD-PUT2", "s")], battle=["TD-F1"] * 7, mana=["TD-L1", "TD-FILL"]))
    do(g2, "p0 cast $s")
    assert g2.cards[lab(g2, "a")].zname == "graveyard"


def test_dmp_12_overflow_fires_no_enter_destroyed_or_leave_triggers():
    g = scenario(P(hand=[x("TD-PIG", "p"), x("TD-LEAVE", "l"), x("TD-CIP", "c"), x("TD-PUT2", "s")],
                   battle=["TD-F1"] * 7, mana=["TD-FILL"]))
    evs = do(g, "p0 cast $s")
    for n in ("p", "l", "c"):
        assert g.cards[lab(g, n)].zname == "graveyard"
    assert not [e for e in evs if e.kind == "destroyed" or (e.kind == "resolve" and e.data["card"] != lab(g, "s"))]
    # contrast: an ordinary destruction does trigger
    g2 = scenario(P(hand=[x("TD-KILLALL", "k")], battle=[x("TD-PIG", "p")], mana=["TD-D1"]))
    evs2 = do(g2, "p0 cast $k")
    assert lab(g2, "p") in resolved(evs2)


# ===== A3.3 automatic ordering ===================================================================
def test_dmp_13_players_never_choose_pending_order():
    body = P(hand=[x("TD-KILLALL", "k")], battle=[x("TD-PIG", "a"), x("TD-PIG", "b")], mana=["TD-D1"])
    paper = scenario(body, fmt="duel")
    do(paper, "p0 cast $k", "p0 autopay")
    assert paper.decision.kind == "pending-order"
    g = scenario(body)
    do(g, "p0 cast $k")
    assert g.decision.kind == "main"
    assert not any(str(a).startswith("p0 resolve") for a in g.legal_actions())


def test_dmp_14_new_creatures_cip_before_your_creature_put_trigger():
    g = scenario(P(hand=[x("TD-CIP", "c")], battle=[x("TD-WATCH", "w")], mana=["TD-F1", "TD-F1"]))
    evs = do(g, "p0 summon $c")
    assert resolved(evs) == [lab(g, "c"), lab(g, "w")]
    assert g.zones["p0.battle"][-1] == lab(g, "c")  # the new card is at the right end


def test_dmp_15_simultaneous_destroyed_triggers_rightmost_first():
    g = scenario(P(hand=[x("TD-KILLALL", "k")], battle=[x("TD-PIG", "a"), x("TD-PIG", "b"), x("TD-PIG", "c")],
                   mana=["TD-D1"]))
    evs = do(g, "p0 cast $k")
    assert resolved(evs)[-3:] == [lab(g, "c"), lab(g, "b"), lab(g, "a")]


def test_dmp_16_creatures_put_together_resolve_in_entry_order():
    g = scenario(P(hand=[x("TD-CIP", "a"), x("TD-CIP2", "b"), x("TD-PUT2", "s")], mana=["TD-FILL"]))
    evs = do(g, "p0 cast $s")
    assert g.zones["p0.battle"] == [lab(g, "a"), lab(g, "b")]
    assert resolved(evs)[-2:] == [lab(g, "a"), lab(g, "b")]


def test_dmp_17_replacement_own_first_else_rightmost():
    # own: a creature's own "destroyed" replacement applies
    g = scenario(P(hand=[x("TD-KILLALL", "k")], battle=[x("TD-SAVER", "s")], mana=["TD-D1"]))
    do(g, "p0 cast $k")
    assert g.cards[lab(g, "s")].zname == "hand"
    # otherwise the rightmost card's replacement: shield-break savers
    g = scenario(P(battle=[x("TD-BIG", "a")]),
                 P(battle=[x("TD-SAVEGRAVE", "l"), x("TD-SAVEMANA", "r")], shield=[x("TD-FILL", "sh")]),
                 step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    assert g.cards[lab(g, "sh")].zname == "mana"
    g = scenario(P(battle=[x("TD-BIG", "a")]),
                 P(battle=[x("TD-SAVEMANA", "l"), x("TD-SAVEGRAVE", "r")], shield=[x("TD-FILL", "sh")]),
                 step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    assert g.cards[lab(g, "sh")].zname == "graveyard"


def test_dmp_18_later_placed_replacement_applies():
    for order, where in ((["TD-GATEMANA", "TD-GATEBOUNCE"], "hand"), (["TD-GATEBOUNCE", "TD-GATEMANA"], "mana")):
        g = scenario(P(hand=[x("TD-F1", "c")], mana=["TD-F1"]), P(battle=order))
        do(g, "p0 summon $c")
        assert g.cards[lab(g, "c")].zname == where


def test_dmp_19_type_priority_own_cip_before_your_creature_put():
    """TS-DMP-19 (the 'Heaven's Gate' example): put A (no cip) then B (cip) with a watcher out:
    B's own cip resolves first although the watcher's trigger for A was earlier."""
    g = scenario(P(hand=[x("TD-F1", "a"), x("TD-CIP", "b"), x("TD-PUT2", "s")], battle=[x("TD-WATCH", "w")],
                   mana=["TD-FILL"]))
    evs = do(g, "p0 cast $s")
    assert resolved(evs)[-3:] == [lab(g, "b"), lab(g, "w"), lab(g, "w")]


def test_dmp_19_later_cip_before_earlier_destroyed_trigger():
    g = scenario(P(hand=[x("TD-KILLALL", "k")], battle=[x("TD-PIG", "p")], mana=["TD-D1"]))
    g.rules.destroy(g, lab(g, "p"))  # a pending "when destroyed" …
    card_cip = g.rules._new_card(g, "TD-CIP", 0, "hand")
    g.rules.enter_battle(g, card_cip.id, 0, summoned=False)  # … then a cip
    pick = g.rules.auto_pick_pending(g, list(g.pending))
    assert pick.source == card_cip.id and pick.why == "enter"


def _graveyard_and_battle_triggers():
    """P0's Pig (a battle-zone 'when destroyed' draw) is destroyed with a graveyard-zone watcher (TD-GYDRAW,
    'when one of your creatures is destroyed', working from the graveyard) already there."""
    g = scenario(P(battle=[x("TD-PIG", "p")], graveyard=[x("TD-GYDRAW", "gy")]))
    g.rules.destroy(g, lab(g, "p"))
    return g


def test_dmp_20_graveyard_triggers_after_battle_zone_triggers():
    g = _graveyard_and_battle_triggers()
    assert sorted(pe.source for pe in g.pending) == sorted([lab(g, "p"), lab(g, "gy")])
    gy = next(pe for pe in g.pending if pe.source == lab(g, "gy"))
    assert gy.seq < next(pe for pe in g.pending if pe.source == lab(g, "p")).seq   # it fired first …
    first = g.rules.auto_pick_pending(g, list(g.pending))
    assert first.source == lab(g, "p")            # … but the battle zone's ability resolves first (DMP-20)
    g.pending.remove(first)
    assert g.rules.auto_pick_pending(g, list(g.pending)).source == lab(g, "gy")


def test_dmp_20_graveyard_ability_resolves_and_works():
    from engine.families.shield.frames import ResolvePending
    g = _graveyard_and_battle_triggers()
    hand = len(g.zones["p0.hand"])
    g.push(ResolvePending())
    g.advance()
    assert resolved(g.events)[-2:] == [lab(g, "p"), lab(g, "gy")]
    assert len(g.zones["p0.hand"]) == hand + 2 and g.cards[lab(g, "gy")].zname == "graveyard"


def test_dmp_20_graveyard_zone_only_for_graveyard_triggers():
    head = ('[[card]]\nid="TD-GY"\nname_ja="g"\nname_en="g"\ntype="creature"\ncivilizations=["darkness"]\n'
            'cost=1\npower=1000\nrace_ja="r"\nrace_en="r"\ntext_ja=""\ntext_en=""\n[[card.abilities]]\n')
    d = parse_card_text(head + 'kind="triggered"\nwhen="your_creature_destroyed"\nzone="graveyard"\n'
                               'effects=[{op="draw", who="self"}]\n', "t.toml")[0]
    assert d.abilities[0].zone == "graveyard"
    with pytest.raises(DataError, match="t.toml"):
        parse_card_text(head + 'kind="triggered"\nwhen="enter"\nzone="graveyard"\neffects=[{op="draw", who="self"}]\n',
                        "t.toml")


# ===== A3.4 use declarations =====================================================================
def _end_of_opponent_turn(hand, deck):
    g = scenario(P(hand=hand, deck=deck, mana=["TD-F1"]), P(), step="end", turn_player=1)
    return g


def test_dmp_21_uses_fixed_by_copies_in_hand_at_that_moment():
    g = _end_of_opponent_turn([x("TD-HANDSUMMON", "a"), x("TD-HANDSUMMON", "b")],
                              [x("TD-HANDSUMMON", "c")] + FILL10)
    do(g, "p0 declare $a", "p0 declare $b")
    assert g.cards[lab(g, "a")].zname == "battle" and g.cards[lab(g, "b")].zname == "battle"
    assert g.cards[lab(g, "c")].zname == "hand"  # drawn by a cip after the timing: not usable
    assert g.turn_player == 0  # the game moved on without offering it


def test_dmp_22_declared_summons_processed_as_summon_then_cip_pairs():
    g = _end_of_opponent_turn([x("TD-HANDSUMMON", "a"), x("TD-HANDSUMMON", "b")], FILL10)
    before = len(g.events)
    do(g, "p0 declare $a", "p0 declare $b")
    seq = [(e.kind, e.data.get("card")) for e in g.events[before:] if e.kind in ("summon", "resolve")]
    a, b = lab(g, "a"), lab(g, "b")
    assert [s for s in seq if s[1] in (a, b)] == [("resolve", a), ("summon", a), ("resolve", a),
                                                  ("resolve", b), ("summon", b), ("resolve", b)]


def _three_shield_triggers(fmt="digital"):
    return scenario(P(battle=[x("TD-BREAKER", "a")]),
                    P(shield=[x("TD-STS", "s1"), x("TD-STS", "s2"), x("TD-STS", "s3")]), step="attack", fmt=fmt)


def test_dmp_23_optional_hidden_zone_ability_decided_at_use():
    g = _three_shield_triggers()
    do(g, "p0 attack $a", "p0 target p1", "p1 trigger $s1")
    # DMP: the first trigger resolves before the player is asked about the next one
    assert any(e.kind == "cast" and e.data["card"] == lab(g, "s1") for e in g.events)
    assert g.decision.kind == "shield-trigger" and tuple(g.decision.players) == (1,)
    assert sorted(acts(g, 1)) == sorted(["p1 done", f"p1 trigger c{lab(g, 's2')}", f"p1 trigger c{lab(g, 's3')}"])
    do(g, "p1 trigger $s2")
    assert any(e.kind == "cast" and e.data["card"] == lab(g, "s2") for e in g.events)
    do(g, "p1 done")
    assert g.cards[lab(g, "s3")].zname == "hand"


def test_dmp_23_paper_rules_declare_every_s_trigger_first():
    g = _three_shield_triggers(fmt="duel")
    do(g, "p0 attack $a", "p0 target p1", "p1 trigger $s1")
    assert not any(e.kind == "cast" and e.data["card"] == lab(g, "s1") for e in g.events)
    assert g.decision.kind == "shield-trigger"


def test_dmp_24_s_trigger_creatures_one_at_a_time_with_cip_interrupting():
    g = scenario(P(battle=[x("TD-BREAKER", "a")]),
                 P(shield=[x("TD-STC", "s1"), x("TD-STC", "s2"), x("TD-FILL", "f")]), step="attack")
    do(g, "p0 attack $a", "p0 target p1", "p1 trigger $s1", "p1 trigger $s2")
    s1, s2 = lab(g, "s1"), lab(g, "s2")
    seq = [(e.kind, e.data.get("card")) for e in g.events if e.kind in ("summon", "resolve")
           and e.data.get("card") in (s1, s2)]
    assert seq == [("summon", s1), ("resolve", s1), ("summon", s2), ("resolve", s2)]


# ===== A3.5 card text / names ====================================================================
def test_dmp_25_name_category_ignores_readings():
    """Two cards with the same characters 超聖竜 read differently are both in the category; a card whose
    reading (not its name) holds the sound is not."""
    g = scenario(P(hand=[x("TD-SAINTKILL", "k")], mana=["TD-D1"]),
                 P(battle=[x("TD-SAINT1", "a"), x("TD-SAINT2", "b"), x("TD-SAINTREAD", "r")]))
    assert g.cards[lab(g, "a")].defn.reading_ja != g.cards[lab(g, "b")].defn.reading_ja
    do(g, "p0 cast $k")
    assert [g.cards[lab(g, n)].zname for n in "abr"] == ["graveyard", "graveyard", "battle"]


def test_dmp_26_choosing_from_battle_zone_chooses_the_whole_element():
    g = scenario(P(hand=[x("TD-EVO", "e"), x("TD-SELFBOUNCE", "b")], battle=[x("TD-F1", "src")],
                   mana=["TD-F1", "TD-W1", "TD-W1"]))
    do(g, "p0 summon $e")
    if g.decision.kind == "evolution-source":
        do(g, "p0 choose $src")
    e, src = lab(g, "e"), lab(g, "src")
    assert g.zones["p0.battle"] == [e] and g.cards[e].under == [src]
    from engine.families.shield.targeting import candidates
    assert candidates(g, {"owner": "self"}, 0, 1, None) == [e]  # the source cannot be chosen
    do(g, "p0 cast $b")
    assert g.cards[e].zname == "hand" and g.cards[src].zname == "hand"  # sources move along


def test_dmp_27_choosing_from_shields_chooses_shield_cards():
    g = scenario(P(battle=[x("TD-F1", "a")]), P(shield=[x("TD-FILL", "s1"), x("TD-FILL", "s2")]), step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    assert g.decision.kind == "break-shields"
    choices = [a for a in acts(g) if a.startswith("p0 choose")]
    assert len(choices) == 2  # one per shield card (opaque handles: face-down cards)


def test_dmp_28_creatures_counted_as_elements_in_battle_zone():
    g = scenario(P(hand=[x("TD-EVO", "e")], battle=[x("TD-F1", "src")], mana=["TD-F1", "TD-F1"]))
    do(g, "p0 summon $e")
    if g.decision.kind == "evolution-source":
        do(g, "p0 choose $src")
    assert holds(g, 0, "creatures_at_least:1", None) and not holds(g, 0, "creatures_at_least:2", None)


def _shields_broken(card_id):
    g = scenario(P(battle=[x(card_id, "a")]), P(shield=["TD-FILL"] * 4), step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    while g.decision.kind == "break-shields":
        do(g, acts(g)[0])
    return 4 - len(g.zones["p1.shield"]), g


def test_dmp_29_keyword_is_the_ability_reminder_text_is_not():
    """DMP-29: reminder text is not printed (shown on demand from the keyword); the keyword alone carries
    the ability: a W-Breaker with no text breaks 2 shields, while a card whose text reads like W-Breaker's
    reminder but has no keyword breaks 1.  The view names the keyword for the on-demand explanation."""
    broke, g = _shields_broken("TD-WNOTEXT")
    assert broke == 2
    assert g.view(0).zones["p0.battle"].cards[0].stats["keywords"] == ["w_breaker"]
    assert _shields_broken("TD-TEXTONLY")[0] == 1


# ===== A3.6 other differences ====================================================================
def test_dmp_30_only_the_highest_breaker_applies():
    g = scenario(P(battle=[x("TD-BREAKER", "a")]), P(shield=["TD-FILL"] * 6), step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    picks = 0
    while g.decision.kind == "break-shields":
        do(g, acts(g)[0])
        picks += 1
    assert picks == 3 and len(g.zones["p1.shield"]) == 3


def test_dmp_32_card_data_changes_are_versioned():
    from engine.families.shield.loader import load_card_files
    import tempfile
    from pathlib import Path
    d = Path(tempfile.mkdtemp())
    text = ('[[card]]\nid="SG-900"\nname_ja="a"\nname_en="a"\ntype="spell"\ncivilizations=["fire"]\ncost=3\n'
            'text_ja=""\ntext_en=""\n[[card.abilities]]\nkind="spell"\neffects=[{op="draw", who="self"}]\n')
    (d / "a.toml").write_text(text)
    v1 = load_card_files([d / "a.toml"]).version
    (d / "a.toml").write_text(text.replace("cost=3", "cost=4"))  # a re-balance
    assert load_card_files([d / "a.toml"]).version != v1


def test_dmp_33_power_clamped_except_infinite():
    g = scenario(P(hand=[x("TD-PUMP", "p"), x("TD-SHRINK", "s")], battle=[x("TD-BIG", "c")], mana=["TD-F1"] * 2))
    do(g, "p0 cast $p")
    assert power(g, g.cards[lab(g, "c")]) == 2_147_483_647
    do(g, "p0 cast $s")
    assert power(g, g.cards[lab(g, "c")]) == 9000
    g.cards[lab(g, "c")].mods.append(("power", -3_000_000_000, "turn", 0))
    assert power(g, g.cards[lab(g, "c")]) == -2_147_483_647
    assert g.rules.clamp_power(float("inf")) == float("inf")
    assert engine.get_format("duel")(None).clamp_power(3_000_000_000) == 3_000_000_000


# ===== A3.7 card-effect adjustments ==============================================================
def test_dmp_34_mandatory_hidden_zone_effect_is_not_optional():
    g = scenario(P(hand=[x("TD-SEARCH", "s")], mana=["TD-FILL"], deck=["TD-F1", "TD-W1"] + FILL10))
    do(g, "p0 cast $s")
    assert g.decision.kind == "choose-cards"
    assert "p0 done" not in acts(g)  # the search must find a creature


def test_dmp_35_discard_effects_do_not_peek_at_the_hand():
    g = scenario(P(hand=[x("TD-RANDDISCARD", "d")], mana=["TD-D1"]),
                 P(hand=[x("TD-F1", "h1"), x("TD-W1", "h2"), x("TD-L1", "h3")]))
    do(g, "p0 cast $d")
    left = g.zones["p1.hand"]
    assert len(left) == 2
    assert all(not (g.cards[c].known >> 0) & 1 for c in left)  # p0 learnt nothing of the rest


def test_dmp_36_shield_from_visible_zone_stays_identifiable():
    g = scenario(P(hand=[x("TD-SHIELDIZE", "s")], battle=[x("TD-F1", "c")], mana=["TD-L1"]))
    do(g, "p0 cast $s")
    c = lab(g, "c")
    assert g.cards[c].zname == "shield"
    assert g.view(1).zones["p0.shield"].cards[0].card == "TD-F1"  # both players saw it
    # from the hand: the owner only
    g = scenario(P(hand=[x("TD-F1", "h")]))
    g.rules.move(g, lab(g, "h"), 0, "shield")
    sh0 = g.view(0).zones["p0.shield"].cards[0]
    sh1 = g.view(1).zones["p0.shield"].cards[0]
    assert sh0.card == "TD-F1" and sh1.card is None
    # from the deck top: not viewable even if the top card was known
    g = scenario(P(hand=[x("TD-REVEALADD", "r")], mana=["TD-L1"], deck=["TD-F1"] + FILL10))
    top = g.zones["p0.deck"][-1]
    do(g, "p0 cast $r")
    assert g.cards[top].zname == "shield" and g.cards[top].known == 0


def test_dmp_38_saver_written_as_an_ability_works():
    g = scenario(P(battle=[x("TD-SAVER", "s")]), P(hand=[x("TD-KILLALL", "k")], mana=["TD-D1"]))
    g.rules.destroy(g, lab(g, "s"))
    assert g.cards[lab(g, "s")].zname == "hand"  # a plain replacement ability, no keyword needed


def test_dmp_39_granted_ability_does_not_override_sickness():
    """'Can attack untapped creatures' is an ability (DMP-39): it widens the targets of a creature that may
    attack, and a creature that came out this turn still may not attack at all."""
    g = scenario(P(battle=[x("TD-UNTAPATK", "old"), x("TD-UNTAPATK", "new", sick=True), x("TD-F3", "plain")]),
                 P(battle=[x("TD-F1", "u")], shield=["TD-FILL"]), step="attack")
    assert f"p0 attack c{lab(g, 'new')}" not in acts(g, 0)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 attack $new")
    assert e.value.code == "summoning-sickness"
    do(g, "p0 attack $old")
    assert f"p0 target c{lab(g, 'u')}" in acts(g, 0)


def test_dmp_39_without_the_ability_only_tapped_creatures_are_attacked():
    g = scenario(P(battle=[x("TD-F3", "plain")]), P(battle=[x("TD-F1", "u")], shield=["TD-FILL"]), step="attack")
    do(g, "p0 attack $plain")
    assert f"p0 target c{lab(g, 'u')}" not in acts(g, 0)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 target $u")
    assert e.value.code == "target-untapped"


def test_dmp_39_a_spell_grants_the_ability():
    from engine.families.shield.cards import has_kw
    g = scenario(P(hand=[x("TD-QUAKE", "q")], battle=[x("TD-F3", "c")], mana=["TD-FILL"]))
    do(g, "p0 cast $q")
    assert has_kw(g, g.cards[lab(g, "c")], "attack_untapped")


# ===== A3.8 blocks ===============================================================================
def test_dmp_40_one_block_per_attack():
    """TS-DM-BLOCK-CHAIN in DMP mode: the second block is not offered."""
    g = scenario(P(battle=[x("TD-BIG", "a")]), P(battle=[x("TD-BLOCK", "b1"), x("TD-BLOCK", "b2")],
                                                 shield=["TD-FILL"]), step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    assert g.decision.kind == "block"
    do(g, "p1 block $b1")
    assert g.decision is None or g.decision.kind != "block"
    assert g.cards[lab(g, "b1")].zname == "graveyard" and g.cards[lab(g, "b2")].zname == "battle"
    assert not g.cards[lab(g, "b2")].tapped


# ===== A3.9 DMP original rules ===================================================================
def _pass_turns(g, until):
    n = 0
    while g.outcome is None and n < until:
        a = acts(g)
        do(g, "p%d pass" % g.decision.waiting_for()[0] if any(s.endswith(" pass") for s in a) else a[-1])
        n += 1


def test_dmp_41_after_the_second_players_99th_turn_both_lose():
    g = scenario(P(), P(), step="main", turn_player=1, first_player=0, turn=198)  # p1's 99th turn
    assert g.memory["turns_done"] == {"0": 99, "1": 98}
    _pass_turns(g, 10)
    assert g.outcome is not None
    assert g.outcome.players == {0: ("lost", "dmp:41"), 1: ("lost", "dmp:41")}
    assert g.outcome.winners == [] and not g.outcome.is_draw  # D-digital-99: a loss for both


def test_dmp_41_first_players_99th_turn_does_not_end_the_game():
    g = scenario(P(), P(), step="main", turn_player=0, first_player=0, turn=197)  # p0's 99th turn
    _pass_turns(g, 3)
    assert g.outcome is None and g.turn_player == 1 and g.turn == 198


def test_dmp_41_scenario_turn_key_sets_every_turn_counter():
    """Issue 19 item 8: a scenario's `turn` sets the game turn and each player's finished turns, whoever
    went first; a scenario one turn before the limit ends the game when that turn ends."""
    g = scenario(P(), P(), turn_player=0, first_player=1, turn=5)
    assert g.turn == 5 and g.memory["turns_done"] == {"1": 2, "0": 2}
    g = scenario(P(), P(), turn_player=1, first_player=1, turn=5)
    assert g.memory["turns_done"] == {"1": 2, "0": 2}
    g = scenario(P(), P(), step="main", turn_player=1, first_player=0, turn=196)  # p1's 98th turn
    while g.turn == 196 and g.outcome is None:
        _pass_turns(g, 1)
    assert g.outcome is None and g.memory["turns_done"] == {"0": 98, "1": 98}


def test_dmp_41_turn_limit_counts_real_turns():
    d = bundled_decks("digital")
    g = engine.new_game("digital", [{"deck": d[0]}, {"deck": d[1]}], seed=5, first_player=0,
                        options={"turn_limit": 2})
    _pass_turns(g, 200)
    assert g.outcome is not None and g.outcome.reason(0) == "dmp:41"
    assert g.memory["turns_done"] == {"0": 2, "1": 2}


def test_dmp_42_cards_added_to_a_full_hand_go_to_graveyard():
    g = scenario(P(hand=hand10(), deck=[x("TD-F1", "f")] + FILL10), P(), step="end", turn_player=1)
    # loading ran p1's end step and p0's turn start: the draw step's card overflowed
    assert g.turn_player == 0 and len(g.zones["p0.hand"]) == 10
    assert g.cards[lab(g, "f")].zname == "graveyard"
    assert any(e.kind == "overflow" and e.data["meant"] == "hand" and e.rule == "dmp:7" for e in g.events)


def test_dmp_43_mana_zone_cap_99():
    g = scenario(P(hand=[x("TD-F1", "c")], mana=["TD-F1"] * 99), step="charge")
    do(g, "p0 charge $c")
    assert g.cards[lab(g, "c")].zname == "graveyard" and view_p(g)["mana_max"] == 99
    assert g.events[-2].kind == "overflow" and g.events[-2].rule == "dmp:43"


def test_dmp_44_available_mana_rises_with_mana_and_never_exceeds_max():
    g = scenario(P(hand=[x("TD-CHARGE", "c")], mana=["TD-FILL", {"card": "TD-F1", "tapped": True}],
                   deck=["TD-F1"] + FILL10))
    assert (view_p(g)["mana_max"], view_p(g)["mana_available"]) == (2, 1)
    do(g, "p0 cast $c")
    assert (view_p(g)["mana_max"], view_p(g)["mana_available"]) == (3, 1)  # paid 1, +1 from the new card
    g.rules.mana.set_available(g, 0, 3)
    g.rules.move(g, g.zones["p0.mana"][0], 0, "hand")
    assert view_p(g)["mana_available"] == 2 == view_p(g)["mana_max"]


def test_dmp_45_charge_unlocks_at_once():
    g = scenario(P(hand=[x("TD-W1", "m"), x("TD-W1", "w")], mana=["TD-F1"]), step="charge")
    assert f"p0 summon c{lab(g, 'w')}" not in acts(g)
    do(g, "p0 charge $m")
    assert f"p0 summon c{lab(g, 'w')}" in acts(g)


def test_dmp_46_battle_zone_counts_elements_not_evolution_sources():
    g = scenario(P(hand=[x("TD-EVO", "e"), x("TD-F1", "f")], battle=[x("TD-F1", "src")] + ["TD-F1"] * 5,
                   mana=["TD-F1"] * 4))
    do(g, "p0 summon $e")
    if g.decision.kind == "evolution-source":
        do(g, "p0 choose $src")
    assert len(g.zones["p0.battle"]) == 6  # 7 cards, 6 elements
    assert f"p0 summon c{lab(g, 'f')}" in acts(g)
    do(g, "p0 summon $f")
    assert len(g.zones["p0.battle"]) == 7 and g.rules.battle_full(g, 0) == "dmp:11"


def test_dmp_47_shield_zone_cap_10():
    g = scenario(P(hand=[x("TD-ADDSHIELD", "s")], mana=["TD-L1"], shield=["TD-FILL"] * 9,
                   deck=["TD-F1"] * 3 + FILL10))
    do(g, "p0 cast $s")
    assert len(g.zones["p0.shield"]) == 10
    g.rules.move(g, g.zones["p0.deck"][-1], 0, "shield")
    assert len(g.zones["p0.shield"]) == 10 and g.events[-1].rule == "dmp:47"


def test_dmp_48_creatures_enter_at_the_right_evolution_moves_right():
    g = scenario(P(hand=[x("TD-EVO", "e"), x("TD-F1", "n")], battle=[x("TD-F1", "src"), x("TD-F3", "b")],
                   mana=["TD-F1"] * 4))
    do(g, "p0 summon $n")
    assert g.zones["p0.battle"][-1] == lab(g, "n")
    do(g, "p0 summon $e")
    if g.decision.kind == "evolution-source":
        do(g, "p0 choose $src")
    assert g.zones["p0.battle"] == [lab(g, "b"), lab(g, "n"), lab(g, "e")]
    paper = scenario(P(hand=[x("TD-EVO", "e")], battle=[x("TD-F1", "src"), x("TD-F3", "b")], mana=["TD-F1"] * 2),
                     fmt="duel")
    do(paper, "p0 summon $e")
    if paper.decision.kind == "evolution-source":
        do(paper, "p0 choose $src")
    if paper.decision.kind == "pay":
        do(paper, "p0 autopay")
    assert paper.zones["p0.battle"] == [lab(paper, "e"), lab(paper, "b")]  # paper: in the source's place


def test_dmp_49_same_event_triggers_resolve_from_the_right():
    g = scenario(P(battle=[x("TD-START", "a"), x("TD-START", "b"), x("TD-START", "c")]), P(),
                 step="end", turn_player=1)
    assert g.turn_player == 0  # loading ran p1's end step and p0's turn start
    assert resolved(g.events)[:3] == [lab(g, "c"), lab(g, "b"), lab(g, "a")]


def test_dmp_50_t_breaker_and_w_breaker_break_three():
    g = scenario(P(battle=[x("TD-BREAKER", "a")]), P(shield=["TD-FILL"] * 3), step="attack")
    do(g, "p0 attack $a", "p0 target p1")
    assert len(g.zones["p1.shield"]) == 0 and len(g.zones["p1.hand"]) == 3


def _roll(seed, p0, p1):
    g = scenario(p0, p1, seed=seed)
    do(g, "p0 cast $d")
    ev = [e for e in g.events if e.kind == "something_happens"]
    return g, ev[0].data


def test_dmp_52_something_happens_six_outcomes_uniform():
    counts = {k: 0 for k in range(1, 7)}
    for seed in range(240):
        _, d = _roll(seed, P(hand=[x("TD-DIE", "d")], mana=["TD-D1"]), P())
        counts[d["outcome"]] += 1
    assert all(20 <= n <= 65 for n in counts.values()), counts  # 40 expected each


def test_dmp_52_something_happens_effects_and_nothing_happening():
    seen = {}
    for seed in range(120):
        g, d = _roll(seed, P(hand=[x("TD-DIE", "d"), x("TD-F1", "h1"), x("TD-F3", "h3")],
                             battle=[x("TD-F1", "w1"), x("TD-F3", "w3")], shield=[x("TD-FILL", "s")],
                             mana=["TD-D1"]),
                     P(hand=[x("TD-F1", "o1"), x("TD-BIG", "o5")], battle=[x("TD-F1", "ow"), x("TD-BIG", "os")],
                       shield=[x("TD-FILL", "os1")]))
        k = d["outcome"]
        seen[k] = True
        where = {n: g.cards[lab(g, n)].zname for n in ("s", "w1", "h1", "os1", "os", "o5")}
        expect = {1: ("s", "hand"), 2: ("os1", "graveyard"), 3: ("w1", "graveyard"), 4: ("os", "graveyard"),
                  5: ("h1", "graveyard"), 6: ("o5", "graveyard")}[k]
        assert where[expect[0]] == expect[1], (k, where)
    assert len(seen) == 6
    # nothing happens: empty zones are not looked at first
    nothing = 0
    for seed in range(60):
        g, d = _roll(seed, P(hand=[x("TD-DIE", "d")], mana=["TD-D1"]), P())
        nothing += d["target"] is None
    assert nothing >= 40  # only "your shield" … none here; every outcome finds nothing


def test_dmp_52_ties_broken_at_random():
    hit = set()
    for seed in range(200):
        g, d = _roll(seed, P(hand=[x("TD-DIE", "d")], mana=["TD-D1"]),
                     P(battle=[x("TD-BIG", "a"), x("TD-BIG", "b")]))
        if d["outcome"] == 4:
            hit.add(d["target"])
    assert len(hit) == 2


def test_dmp_52_pool_cards_use_it():
    pool = engine.get_format("digital")(None).pool()
    ops = {op.name for cid in ("SG-235", "SG-236") for ab in (pool[cid].abilities) for seg in ab.segments
           for op in seg}
    assert ops >= {"something_happens"}


def test_dmp_53_dp_hall_of_fame_one_copy():
    R = engine.get_format("digital")(None)
    for d in bundled_decks("digital"):
        assert R.validate_deck(d) == [], d.name
    text = "name: t\n2 SG-130\n38 SG-118\n"
    deck = parse_deck(text, "t.deck")
    probs = R.validate_deck(deck)
    rules = {p.rule for p in probs}
    assert "dmp:53" in rules
    assert R.info.deck_rules["size"] == 40 and R.info.deck_rules["max_copies"] == 4


def test_dmp_54_creatures_enter_one_at_a_time():
    g = scenario(P(hand=[x("TD-F1", "a"), x("TD-F3", "b"), x("TD-PUT2", "s")], mana=["TD-FILL"]))
    evs = do(g, "p0 cast $s")
    moves = [e.data["card"] for e in evs if e.kind == "move" and e.data.get("to") == "battle"]
    assert moves == [lab(g, "a"), lab(g, "b")]


def test_dmp_55_civilization_outside_mana_does_not_unlock():
    g = scenario(P(hand=[x("TD-W1", "w")], battle=["TD-W1", "TD-WD"], mana=["TD-F1", "TD-F1"]))
    assert view_p(g)["unlocked"] == ["fire"]
    assert f"p0 summon c{lab(g, 'w')}" not in acts(g)


def _legend_game(shields, skill="LS-LAST-STAND"):
    """p0's turn ends as the scenario loads; p1's turn starts (p1 holds `shields` shields)."""
    opts = {"legend_skill": skill} if skill is not None else None
    return scenario(P(), P(shield=["TD-FILL"] * shields, deck=["TD-F1"] * 10), step="end", turn_player=0,
                    options=opts)


def test_dmp_51_legend_skill_fires_by_itself_when_its_condition_holds():
    """DMP-51: a player-level ability that fires by itself when its condition is met: at the start of p1's
    turn with 2 shields, Last Stand draws a card and adds a shield, with no declaration and no card."""
    g = _legend_game(2)
    assert g.turn_player == 1
    fired = [e for e in g.events if e.kind == "legend_skill"]
    assert [(e.data["player"], e.data["skill"], e.rule) for e in fired] == [(1, "LS-LAST-STAND", "dmp:51")]
    assert len(g.zones["p1.shield"]) == 3
    draws = [e for e in g.events if e.kind == "move" and e.data.get("cause") == "draw" and e.data["owner"] == 1]
    assert len(draws) == 2 and len(g.zones["p1.hand"]) == 2      # the skill's draw and the turn's draw


def test_dmp_51_legend_skill_waits_for_its_condition_and_fires_once_per_game():
    g = _legend_game(3)
    assert not any(e.kind == "legend_skill" for e in g.events) and len(g.zones["p1.shield"]) == 3
    g = _legend_game(1)
    assert len(g.zones["p1.shield"]) == 2
    _pass_turns(g, 40)
    while g.turn_player != 1 and g.outcome is None:
        _pass_turns(g, 1)
    fired = [e.data["player"] for e in g.events if e.kind == "legend_skill"]
    assert fired.count(1) == 1 and g.turn > 3            # "once per game", though p1 is still at <= 2 shields
    assert fired.count(0) == 1                           # p0 (no shields) has the same skill and used it once


def test_dmp_51_legend_skills_are_an_option_off_by_default_and_checked():
    assert engine.get_format("digital").info.options["legend_skill"].default == ""
    g = _legend_game(2, skill=None)
    assert not any(e.kind == "legend_skill" for e in g.events) and len(g.zones["p1.shield"]) == 2
    with pytest.raises(ValueError, match="legend_skill.*LS-GROWTH.*dmp:51"):
        engine.get_format("digital")({"legend_skill": "LS-NOPE"})


# ===== the view and the format ===================================================================
def test_view_exposes_mana_and_caps():
    g = scenario(P(mana=["TD-F1", "TD-WD"]))
    for viewer in (0, 1, None):
        v = g.view(viewer).seats[0].counters
        assert v["mana_max"] == 2 and v["unlocked"] == ["darkness", "fire", "water"]
        assert v["caps"] == {"hand": 10, "shield": 10, "battle": 7, "mana": 99}
    assert "caps" not in scenario(P(), fmt="duel").view(0).seats[0].counters


def test_format_info():
    info = engine.get_format("digital").info
    assert (info.name, info.family, info.min_players, info.max_players) == ("digital", "shield", 2, 2)
    assert "dmp:52" in info.rules_ref


# ===== random-playout conformance (CI tier) ======================================================
def _check(g):
    seen = set()
    for key, ids in g.zones.items():
        for cid in ids:
            assert cid not in seen
            seen.add(cid)
            for u in g.cards[cid].under:
                assert u not in seen
                seen.add(u)
    assert len(seen) == len(g.cards), "cards conserved"
    R = g.rules
    for p in g.players:
        i = p.index
        assert len(g.zones[f"p{i}.hand"]) <= 10
        assert len(g.zones[f"p{i}.shield"]) <= 10
        assert len(g.zones[f"p{i}.battle"]) <= 7
        assert len(g.zones[f"p{i}.mana"]) <= 99
        assert 0 <= R.mana.available(g, i) <= R.mana.max(g, i)
        assert not any(g.cards[c].tapped for c in g.zones[f"p{i}.mana"])
    assert g.decision is None or g.decision.kind not in ("pay", "pending-order")


def test_digital_random_playouts_conform():
    decks = bundled_decks("digital")
    finished = 0
    for i in range(120):
        rng = random.Random(i)
        g = engine.new_game("digital", [{"deck": decks[rng.randrange(3)]}, {"deck": decks[rng.randrange(3)]}],
                            seed=rng.randrange(1 << 30))
        play_random_game(g, rng.randrange(1 << 30), 3000, _check)
        finished += g.outcome is not None
    assert finished >= 115


# ===== the digital rules as options of `duel` ====================================================
def test_duel_options_switch_on_digital_rules():
    assert engine.get_format("duel").info.options["zone_caps"].default is False
    body = P(hand=[x("TD-WDS", "s")], mana=["TD-WD", "TD-F1"], battle=["TD-F1"] * 7)
    off = scenario(body, fmt="duel")
    assert f"p0 cast c{lab(off, 's')}" not in acts(off) and off.rules.battle_full(off, 0) is None
    on = scenario(body, fmt="duel", options={"digital_mana": True, "zone_caps": True, "auto_order": True})
    assert f"p0 cast c{lab(on, 's')}" in acts(on) and on.rules.battle_full(on, 0) == "dmp:11"
    assert on.view(0).seats[0].counters["mana_available"] == 2


def test_duel_with_digital_options_random_playouts_conform():
    decks = bundled_decks("duel")
    for i in range(20):
        rng = random.Random(100 + i)
        g = engine.new_game("duel", [{"deck": decks[rng.randrange(len(decks))]},
                                     {"deck": decks[rng.randrange(len(decks))]}], seed=rng.randrange(1 << 30),
                            options={"digital_mana": True, "zone_caps": True, "auto_order": True})
        play_random_game(g, rng.randrange(1 << 30), 3000, _check)


def test_dmp_51_a_turn_limited_legend_skill_fires_each_turn_its_condition_holds():
    """Steady Growth (limit 'turn'): at the start of each of your turns with 3 or fewer mana cards, the top
    card of your deck goes to your mana zone; with 4 it does not."""
    g = scenario(P(), P(mana=["TD-F1"] * 2, deck=["TD-F1"] * 10), step="end", turn_player=0,
                 options={"legend_skill": "LS-GROWTH"})
    assert len(g.zones["p1.mana"]) == 3
    g = scenario(P(), P(mana=["TD-F1"] * 4, deck=["TD-F1"] * 10), step="end", turn_player=0,
                 options={"legend_skill": "LS-GROWTH"})
    assert len(g.zones["p1.mana"]) == 4 and not any(e.data.get("player") == 1 for e in g.events
                                                     if e.kind == "legend_skill")


def test_dmp_25_pool_name_category_spans_two_readings_of_the_same_characters():
    """The bundled Ember Drake Rally (SG-242) reaches Hibana (焔竜, read ほむらりゅう) and Dragnos (焔竜覇王, read
    えんりゅうはおう) alike, and not Bombo, whose name lacks the characters."""
    g = scenario(P(hand=[x("SG-242", "r")], mana=["SG-105", "SG-105"],
                   battle=[x("SG-107", "h"), x("SG-123", "d"), x("SG-105", "b")]))
    assert g.cards[lab(g, "h")].defn.reading_ja != g.cards[lab(g, "d")].defn.reading_ja
    before = {n: power(g, g.cards[lab(g, n)]) for n in "hdb"}
    do(g, "p0 cast $r")
    after = {n: power(g, g.cards[lab(g, n)]) for n in "hdb"}
    assert {n: after[n] - before[n] for n in "hdb"} == {"h": 3000, "d": 3000, "b": 0}
