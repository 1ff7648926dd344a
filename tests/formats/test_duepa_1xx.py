"""DuePa section 1 (seed 000, 100-107): basic rules, through the public engine API."""
from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.core.errors import IllegalAction

from .duepa_support import L, acts, card, do, kinds, label, player, scenario, zone_defs

DECKS = sorted((Path(__file__).resolve().parents[2] / "assets" / "decks" / "duepa").glob("*.deck"))


def new(n=4, seed=7, first=0, **opts):
    return engine.new_game("duepa", [{"name": f"P{i}", "deck": str(DECKS[i % len(DECKS)])} for i in range(n)],
                           seed=seed, first_player=first, options=opts or None)


# ----- 100.1 -----------------------------------------------------------------------------------------------
def test_duepa_100_1_format_for_2_to_8_players_3_recommended():
    info = engine.get_format("duepa").info
    assert (info.min_players, info.max_players, info.recommended_players) == (2, 8, 3)
    assert info.family == "shield"
    for n in (2, 3, 8):
        assert new(n).n_players == n
    for n in (1, 9):
        with pytest.raises(ValueError):
            new(n)


def test_duepa_100_1_rules_ref_lists_every_duepa_rule_id():
    ids = Path(__file__).resolve().parents[1] / "RULE_IDS.txt"
    info = engine.get_format("duepa").info
    want = {w for w in ids.read_text(encoding="utf-8").split() if w.startswith("duepa:")}
    assert len(want) == 59 and want <= set(info.rules_ref)


# ----- 102.1 -----------------------------------------------------------------------------------------------
def test_duepa_102_1_every_other_player_is_an_opponent():
    g = new(5)
    for p in range(5):
        assert sorted(g.opponents(p)) == [q for q in range(5) if q != p]
    assert engine.get_format("duepa").info.teams is None


def test_duepa_102_1_a_creature_may_attack_any_opponent():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]), player("B"), player("C"),
                  player("D")], step="attack")
    do(g, "p0 attack $x")
    assert sorted(a for a in acts(g, 0) if "target" in a) == ["p0 target p1", "p0 target p2", "p0 target p3"]


# ----- 103.1 - 103.5 ---------------------------------------------------------------------------------------
def test_duepa_103_1_each_deck_prepared_from_its_list():
    from engine.decks import load_deck
    g = new(4)
    for p in range(4):
        deck = load_deck(DECKS[p])
        mine = sorted(g.cards[c].defn.id for z in ("deck", "hand", "shield", "partner")
                      for c in g.pzone(p, z))
        assert mine == sorted(deck.card_ids() + [deck.partner])
        assert all(g.cards[c].owner == p for z in ("deck", "hand", "shield", "partner") for c in g.pzone(p, z))


def test_duepa_103_2_partner_in_partner_zone_rest_shuffled():
    from engine.decks import load_deck
    g = new(3)
    for p in range(3):
        partner = load_deck(DECKS[p]).partner
        assert zone_defs(g, f"p{p}.partner") == [partner]
        assert partner not in zone_defs(g, f"p{p}.deck")
    shuffles = [e for e in g.events_for(None) if e["kind"] == "shuffle"]
    assert {e["zone"] for e in shuffles} == {"p0.deck", "p1.deck", "p2.deck"}
    # a different seed gives a different deck order
    g2 = new(3, seed=8)
    assert zone_defs(g, "p1.deck") != zone_defs(g2, "p1.deck")
    # the partner zone is public: every player sees the partner
    v = g.view(1)
    assert v.zones["p0.partner"].cards[0].card == load_deck(DECKS[0]).partner


def test_duepa_103_3_six_shields_six_cards():
    """TS-DP-103-1."""
    g = new(4, first=0)
    for p in range(1, 4):
        assert len(g.pzone(p, "shield")) == 6 and len(g.pzone(p, "hand")) == 6
        assert len(g.pzone(p, "deck")) == 60 - 1 - 6 - 6
    assert len(g.pzone(0, "deck")) == 46  # 60 - partner - 6 - 6 - the first draw
    v = g.view(1)
    assert all(s.card is None for s in v.zones["p0.shield"].cards)  # face down


def test_duepa_103_3_shield_and_hand_counts_are_house_rule_options():
    g = new(3, shields=4, hand=5)
    assert len(g.pzone(1, "shield")) == 4 and len(g.pzone(1, "hand")) == 5


def test_duepa_103_4_turn_order_agreed_clockwise_or_not():
    g = new(4, first=2)
    assert g.turn_player == 2 and g.turn_order_from(2) == [2, 3, 0, 1]
    g2 = new(4, first=2, clockwise=False)
    assert g2.turn_order_from(2) == [2, 1, 0, 3]
    # the random start player comes from the seed and is reproducible
    a = engine.new_game("duepa", [{"name": "a", "deck": str(DECKS[0])}, {"name": "b", "deck": str(DECKS[1])},
                                  {"name": "c", "deck": str(DECKS[2])}], seed=11)
    b = engine.new_game("duepa", [{"name": "a", "deck": str(DECKS[0])}, {"name": "b", "deck": str(DECKS[1])},
                                  {"name": "c", "deck": str(DECKS[2])}], seed=11)
    assert a.turn_player == b.turn_player and a.fingerprint() == b.fingerprint()


def test_duepa_103_4_turns_pass_in_the_chosen_order():
    g = new(3, first=1, clockwise=False)
    seen = [g.turn_player]
    for _ in range(3):
        while g.turn_player == seen[-1]:
            tp = g.turn_player
            g.perform(f"p{tp} pass")
        seen.append(g.turn_player)
    assert seen == [1, 0, 2, 1]


def test_duepa_103_5_first_player_draws_on_first_turn():
    """TS-DP-103-1: the first player has 7 cards in the charge step of turn 1 (duel: 5, no draw)."""
    g = new(4, first=1)
    assert g.step == "charge" and g.turn == 1 and g.turn_player == 1
    assert len(g.pzone(1, "hand")) == 7
    assert any(e["kind"] == "move" and e.get("cause") == "draw" for e in g.events_for(1))
    duel = engine.new_game("duel", [{"name": "a", "deck": ["SG-001"] * 40}, {"name": "b", "deck": ["SG-001"] * 40}],
                           seed=1, first_player=0)
    assert len(duel.pzone(0, "hand")) == 5


# ----- 104.1 / 104.2 ---------------------------------------------------------------------------------------
def test_duepa_104_1_last_player_standing_wins():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]), player("B")], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.outcome is not None
    assert g.outcome.result(0) == "won" and g.outcome.reason(0) == "duepa:104.1"
    assert g.outcome.result(1) == "lost" and g.outcome.reason(1) == "duepa:104.2a"
    assert g.legal_actions() == []


def test_duepa_104_1_game_goes_on_while_two_remain():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]), player("B"), player("C")],
                 step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.outcome is None and g.alive_players() == [0, 2]


def test_duepa_104_2_losing_player_is_removed_others_play_on():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", battle=["TS-SMALL"], mana=["TS-MANA"]), player("C"), player("D")], step="attack")
    ev = do(g, "p0 attack $x", "p0 target p1")
    assert "player_lost" in kinds(ev) and "player_removed" in kinds(ev)
    assert not g.players[1].alive
    assert g.zones["p1.battle"] == [] and g.zones["p1.mana"] == []
    assert g.opponents(0) == [2, 3]
    do(g, "p0 pass")
    assert g.turn_player == 2  # B's seat is skipped


def test_duepa_104_2a_direct_attack_loses_attacker_does_not_win():
    """TS-DP-104-1."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]), player("B"), player("C"),
                  player("D")], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.outcome is None
    assert g.memory["results"] == {1: ("lost", "duepa:104.2a")}
    assert g.alive_players() == [0, 2, 3]


def test_duepa_104_2a_blocked_attack_is_no_direct_attack():
    """TS-DP-104-2: B blocks; a battle, B stays."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", battle=[{"card": "TS-BLOCKER", "as": "b"}]), player("C"), player("D")],
                 step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "block" and g.decision.players == (1,)
    ev = do(g, "p1 block $b")
    assert "battle" in kinds(ev) and "direct_attack" not in kinds(ev)
    assert g.players[1].alive
    assert label(g, "b") in g.zones["p1.graveyard"]  # 3000 beats 2000


def test_duepa_104_2a_attack_with_shields_breaks_instead():
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", shield=["TS-SMALL", "TS-SMALL"]), player("C")], step="attack")
    do(g, "p0 attack $x", "p0 target p1")
    if g.decision.kind == "break-shields":
        g.perform(acts(g, 0)[0])
    assert g.players[1].alive and len(g.zones["p1.shield"]) == 1


DRAW2_TUCK = card("TS-DRAWTUCK", type="spell", civs=("water",), cost=1,
                  abilities=[{"kind": "spell", "effects": [
                      {"op": "draw", "who": "self", "count": 2},
                      {"op": "to_deck_bottom", "filter": {"zone": "hand", "owner": "self"}, "count": 1}]}])


def test_duepa_104_2b_deck_out_at_an_instant_mid_effect():
    """TS-DP-104-3: C's deck reaches 0 while the effect draws; the later instruction would refill it,
    but C has already lost."""
    g = scenario([player("A"), player("B"),
                  player("C", deck=["TS-FILL", "TS-FILL"], hand=[{"card": "TS-DRAWTUCK", "as": "s"}],
                         mana=["TS-SMALL"]), player("D")], cards=[DRAW2_TUCK], turn_player=2)
    do(g, "p2 cast $s")
    if g.decision and g.decision.kind == "pay":
        do(g, "p2 autopay")
    assert not g.players[2].alive
    assert g.memory["results"][2] == ("lost", "duepa:104.2b")
    assert g.outcome is None and g.alive_players() == [0, 1, 3]


def test_duepa_104_2b_drawing_the_last_card_loses():
    g = scenario([player("A"), player("B", deck=["TS-FILL"]), player("C")], turn_player=0, step="main")
    do(g, "p0 pass", "p0 pass")  # A's attack step and end: B's turn starts with a draw
    assert not g.players[1].alive and g.memory["results"][1] == ("lost", "duepa:104.2b")
    assert g.turn_player == 2


SUICIDE = card("TS-SUICIDE", type="spell", civs=("water",), cost=1,
               abilities=[{"kind": "spell", "effects": [{"op": "lose_game"}]}])


def test_duepa_104_2c_card_effect_makes_you_lose():
    """TS-DP-105-3: a "you lose the game" effect is not nullified."""
    g = scenario([player("A"), player("B", hand=[{"card": "TS-SUICIDE", "as": "s"}], mana=["TS-SMALL"]),
                  player("C")], cards=[SUICIDE], turn_player=1)
    do(g, "p1 cast $s", "p1 autopay")
    assert not g.players[1].alive
    assert g.memory["results"][1] == ("lost", "duepa:104.2c")


# ----- 105.1 -------------------------------------------------------------------------------------------------
WIN_DRAW = card("TS-WINDRAW", type="spell", civs=("water",), cost=1,
                abilities=[{"kind": "spell", "effects": [{"op": "draw", "who": "self", "count": 2}, {"op": "win_game"}]}])
OPP_LOSES = card("TS-OPPLOSE", type="spell", civs=("water",), cost=1,
                 abilities=[{"kind": "spell", "effects": [{"op": "opponent_loses"}, {"op": "draw", "who": "self", "count": 1}]}])


def test_duepa_105_1_you_win_is_nullified_rest_resolves():
    """TS-DP-105-1/105-2: only the win part is nullified; the draws happen."""
    g = scenario([player("A", hand=[{"card": "TS-WINDRAW", "as": "s"}], mana=["TS-SMALL"]), player("B"),
                  player("C")], cards=[WIN_DRAW])
    ev = do(g, "p0 cast $s", "p0 autopay")
    assert g.outcome is None and g.alive_players() == [0, 1, 2]
    assert len(g.zones["p0.hand"]) == 2
    null = [e for e in ev if e.kind == "nullified"]
    assert null and null[0].rule == "duepa:105.1"


def test_duepa_105_1_opponent_loses_is_nullified():
    g = scenario([player("A", hand=[{"card": "TS-OPPLOSE", "as": "s"}], mana=["TS-SMALL"]), player("B"),
                  player("C")], cards=[OPP_LOSES])
    do(g, "p0 cast $s", "p0 autopay")
    assert g.alive_players() == [0, 1, 2] and len(g.zones["p0.hand"]) == 1


def test_duepa_105_1_house_rule_can_turn_nullification_off():
    g = scenario([player("A", hand=[{"card": "TS-WINDRAW", "as": "s"}], mana=["TS-SMALL"]), player("B"),
                  player("C")], cards=[WIN_DRAW], options={"nullify_win": False})
    do(g, "p0 cast $s", "p0 autopay")
    assert g.outcome is not None and g.outcome.winners == [0]


# ----- 106.1 -------------------------------------------------------------------------------------------------
EXTRA = card("TS-EXTRA", civs=("water",), cost=1, power=1000, abilities=[
    {"kind": "triggered", "when": "enter", "effects": [
        {"op": "put_from_hand", "filter": {"owner": "self"}, "count": 5}, {"op": "extra_turn", "who": "opponent"}]}])
SKIP = card("TS-SKIP", type="spell", civs=("water",), cost=1,
            abilities=[{"kind": "spell", "effects": [{"op": "skip_turn", "who": "self"}]}])


def test_duepa_106_1_extra_turn_nullified_rest_resolves():
    """TS-DP-106-1: creatures are put from hand, nobody gets an extra turn."""
    g = scenario([player("A", hand=[{"card": "TS-EXTRA", "as": "e"}, {"card": "TS-BIG", "as": "big"}],
                         mana=["TS-SMALL"]), player("B"), player("C")], cards=[EXTRA])
    ev = do(g, "p0 summon $e", "p0 autopay")
    while g.decision.kind != "main":
        a = [x for x in acts(g) if "choose" in x] or [x for x in acts(g) if "done" not in x]
        ev += g.perform(a[0])
    assert label(g, "big") in g.zones["p0.battle"]
    assert any(e.kind == "nullified" and e.rule == "duepa:106.1" for e in ev)
    assert g.memory["extra_turns"] == []
    do(g, "p0 pass", "p0 pass")
    assert g.turn_player == 1


def test_duepa_106_1_skip_turn_still_applies():
    """TS-DP-106-2."""
    g = scenario([player("A"), player("B", hand=[{"card": "TS-SKIP", "as": "s"}], mana=["TS-SMALL"]),
                  player("C")], cards=[SKIP], turn_player=1)
    do(g, "p1 cast $s", "p1 autopay", "p1 pass", "p1 pass")
    assert g.turn_player == 2
    for _ in range(3):
        g.perform(f"p{g.turn_player} pass")
    # C's turn ends -> A -> (B skipped) -> C
    assert g.turn_player == 0
    while g.turn_player == 0:
        g.perform("p0 pass")
    assert g.turn_player == 2
    assert any(e["kind"] == "turn_skipped" and e["player"] == 1 for e in g.events_for(None))


# ----- 107.1 / 107.1a ---------------------------------------------------------------------------------------
SPELL = card("TS-LIGHTSPELL", type="spell", civs=("water",), cost=1,
             abilities=[{"kind": "spell", "effects": [{"op": "draw", "who": "self", "count": 1}]}])
PUTTER = card("TS-PUTTER", type="spell", civs=("water",), cost=1,
              abilities=[{"kind": "spell", "effects": [{"op": "put_from_hand", "filter": {"owner": "self"}, "count": 1}]}])
TWIN_A = card("TS-TWINA", civs=("fire",), cost=2, power=2000, name_en="Twin Beast", name_ja="双獣",
              spell={"name_ja": "輪廻A", "name_en": "Cycle A", "civilizations": ["fire"], "cost": 1,
                     "text_ja": "", "text_en": "",
                     "abilities": [{"kind": "spell", "effects": [{"op": "draw", "who": "self", "count": 1}]}]})
TWIN_B = card("TS-TWINB", civs=("fire",), cost=2, power=2000, name_en="Twin Beast B", name_ja="双獣B",
              spell={"name_ja": "輪廻B", "name_en": "Cycle B", "civilizations": ["fire"], "cost": 1,
                     "text_ja": "", "text_en": "",
                     "abilities": [{"kind": "spell", "effects": [{"op": "draw", "who": "self", "count": 1}]}]})


def test_duepa_107_1_same_name_cast_once_per_turn():
    """TS-DP-107-1 (decision D-107: casting counts as "using")."""
    g = scenario([player("A", hand=[{"card": "TS-LIGHTSPELL", "as": "s1"}, {"card": "TS-LIGHTSPELL", "as": "s2"}],
                         mana=["TS-SMALL", "TS-SMALL"]), player("B"), player("C")], cards=[SPELL])
    do(g, "p0 cast $s1", "p0 autopay")
    assert f"p0 cast {L(g, 's2')}" not in acts(g, 0)
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 cast $s2")
    assert e.value.rule == "duepa:107.1" and g.fingerprint() == before
    # the next turn the name is free again
    do(g, "p0 pass", "p0 pass")
    assert g.turn_player == 1


def test_duepa_107_1_same_name_enters_once_per_player_per_turn():
    """TS-DP-107-2 (D-107): the second copy put by an effect stays in hand; B may still put the name."""
    g = scenario([player("A", hand=[{"card": "TS-ATTACKER", "as": "c1"}, {"card": "TS-ATTACKER", "as": "c2"},
                                    {"card": "TS-PUTTER", "as": "put"}], mana=["TS-MANA"] * 3 + ["TS-SMALL"]),
                  player("B", hand=[{"card": "TS-ATTACKER", "as": "b1"}], shield=[{"card": "TS-PUTTER", "as": "bt"}]),
                  player("C")], cards=[PUTTER])
    do(g, "p0 summon $c1", "p0 autopay")
    assert f"p0 summon {L(g, 'c2')}" not in acts(g, 0)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 summon $c2")
    assert e.value.rule == "duepa:107.1"
    ev = do(g, "p0 cast $put", "p0 autopay")
    while g.decision.kind != "main":
        ev += g.perform([a for a in acts(g) if "done" not in a][0])
    assert label(g, "c2") in g.zones["p0.hand"]
    assert any(e.kind == "not_put" and e.rule == "duepa:107.1" for e in ev)
    assert g.per_turn["entered"][1] == []  # B's record is separate


def test_duepa_107_1_another_player_may_put_the_same_name():
    """TS-DP-107-2: on A's turn B puts a creature of the name A already put (via an S-Trigger effect)."""
    trig = card("TS-TRIGPUT", type="spell", civs=("water",), cost=1, keywords=["s_trigger"],
                abilities=[{"kind": "spell", "effects": [{"op": "put_from_hand", "filter": {"owner": "self"}, "count": 1}]}])
    g = scenario([player("A", hand=[{"card": "TS-ATTACKER", "as": "c1"}], mana=["TS-MANA"] * 3,
                         battle=[{"card": "TS-BIG", "as": "big"}]),
                  player("B", hand=[{"card": "TS-ATTACKER", "as": "b1"}], shield=[{"card": "TS-TRIGPUT", "as": "t"}]),
                  player("C")], cards=[trig])
    do(g, "p0 summon $c1", "p0 autopay", "p0 pass", "p0 attack $big", "p0 target p1")
    assert g.decision.kind == "shield-trigger"
    do(g, "p1 trigger $t")
    assert g.decision.kind == "choose-cards" and f"p1 choose {L(g, 'b1')}" in acts(g, 1)
    do(g, "p1 choose $b1")
    assert label(g, "b1") in g.zones["p1.battle"]


def test_duepa_107_1a_twinpact_checks_the_used_side_name():
    """TS-DP-107-3: after summoning Twin Beast, its spell side (another name) may still be cast; a different
    card whose creature side has another name may be summoned, but not the same creature name."""
    g = scenario([player("A", hand=[{"card": "TS-TWINA", "as": "a1"}, {"card": "TS-TWINA", "as": "a2"},
                                    {"card": "TS-TWINB", "as": "b"}],
                         mana=["TS-MANA"] * 6), player("B"), player("C")], cards=[TWIN_A, TWIN_B])
    do(g, "p0 summon $a1", "p0 autopay")
    legal = acts(g, 0)
    assert f"p0 cast {L(g, 'a2')}" in legal  # spell side "Cycle A" not used yet
    assert f"p0 summon {L(g, 'a2')}" not in legal  # creature side "Twin Beast" already used
    assert f"p0 summon {L(g, 'b')}" in legal
    do(g, "p0 cast $a2", "p0 autopay")
    assert label(g, "a2") in g.zones["p0.graveyard"]
    assert f"p0 cast {L(g, 'b')}" in acts(g, 0)
