"""Base shield-game rules (DIGEST.md B1) in the 2-player `duel` format: the TS-DM scenarios."""
import pytest

from engine import IllegalAction
from engine.sim import bundled_decks
import engine

from .shieldkit import FILLER, card, do, legal, scenario


def two(hand0="", battle0="", mana0="", shield1="", battle1="", hand1="", step="main", extra="", deck0=FILLER,
        deck1=FILLER, mana1=""):
    return f'''
format = "duel"
turn_player = 0
step = "{step}"
{extra}
[[player]]
name = "A"
deck = [{deck0}]
hand = [{hand0}]
battle = [{battle0}]
mana = [{mana0}]
[[player]]
name = "B"
deck = [{deck1}]
hand = [{hand1}]
battle = [{battle1}]
shield = [{shield1}]
mana = [{mana1}]
'''


def test_duel_setup_five_shields_five_cards_first_player_skips_draw():
    """TS-DM-TURN-1: 5 shields and 5 cards; the first player does not draw on turn 1."""
    d = bundled_decks("duel")
    g = engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=3, first_player=0)
    for p in (0, 1):
        assert len(g.pzone(p, "shield")) == 5
    assert len(g.pzone(0, "hand")) == 5 and len(g.pzone(1, "hand")) == 5
    assert len(g.pzone(0, "deck")) == 30
    assert g.decision.kind == "charge"
    do(g, "p0 pass", "p0 pass", "p0 pass")  # no charge, no main, no attack
    assert g.turn_player == 1 and len(g.pzone(1, "hand")) == 6  # p1 drew


def test_duel_only_one_charge_per_turn(tmp_path):
    """TS-DM-TURN-2."""
    g = scenario(tmp_path, two(hand0='{card="TS-F", as="a"}, {card="TS-F", as="b"}', step="charge"))
    do(g, "p0 charge $a")
    assert g.decision.kind == "main"
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 charge $b")
    assert e.value.rule == "dm:503"


def test_duel_cost_needs_each_civilization(tmp_path):
    """TS-DM-COST-1: water + darkness must be tapped; water + fire cannot pay."""
    g = scenario(tmp_path, two(hand0='{card="TS-WD", as="x"}',
                               mana0='{card="TS-W", as="w"}, {card="TS-D", as="d"}, {card="TS-F", as="f"}'))
    do(g, "p0 summon $x")
    assert g.decision.kind == "pay"
    acts = legal(g)
    assert f"p0 tap c{card(g, 'w')}" in acts and f"p0 tap c{card(g, 'd')}" in acts
    assert f"p0 tap c{card(g, 'f')}" not in acts  # tapping fire would leave no way to pay
    do(g, "p0 tap $w", "p0 tap $d")
    assert card(g, "x") in g.pzone(0, "battle")
    assert not g.cards[card(g, "f")].tapped


def test_duel_multicolor_mana_gives_one_civilization(tmp_path):
    """TS-DM-COST-2: a light/water mana card pays only one of light or water."""
    g = scenario(tmp_path, two(hand0='{card="TS-LW", as="x"}', mana0='"TS-LW", "TS-F"'))
    assert f"p0 summon c{card(g, 'x')}" not in legal(g)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 summon $x")
    assert e.value.code == "civilization-missing" and e.value.rule == "dm:106"


def test_duel_multicolor_card_is_charged_tapped(tmp_path):
    """TS-DM-COST-3."""
    g = scenario(tmp_path, two(hand0='{card="TS-LW", as="x"}', step="charge"))
    do(g, "p0 charge $x")
    assert g.cards[card(g, "x")].tapped


def test_duel_summoning_sickness_and_speed_attacker(tmp_path):
    """TS-DM-SICK-1."""
    g = scenario(tmp_path, two(hand0='{card="TS-F", as="x"}, {card="TS-SA", as="s"}', mana0='"TS-F", "TS-F"'))
    do(g, "p0 summon $x", "p0 autopay", "p0 summon $s", "p0 autopay", "p0 pass")
    assert g.decision.kind == "attack"
    assert f"p0 attack c{card(g, 's')}" in legal(g)
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 attack $x")
    assert e.value.code == "summoning-sickness"


def test_duel_only_tapped_creatures_can_be_attacked(tmp_path):
    """TS-DM-ATK-1."""
    g = scenario(tmp_path, two(battle0='{card="TS-V5", as="a"}', battle1='{card="TS-V2", as="u"}, '
                                                                       '{card="TS-V2", as="t", tapped=true}',
                               step="attack", shield1='"TS-F"'))
    do(g, "p0 attack $a")
    acts = legal(g)
    assert f"p0 target c{card(g, 't')}" in acts and "p0 target p1" in acts
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 target $u")
    assert e.value.code == "target-untapped" and e.value.rule == "dm:505.2"


def test_duel_equal_power_destroys_both(tmp_path):
    """TS-DM-BATTLE-1."""
    g = scenario(tmp_path, two(battle0='{card="TS-V5", as="a"}', battle1='{card="TS-V5B", as="b", tapped=true}',
                               step="attack"))
    do(g, "p0 attack $a", "p0 target $b")
    assert g.pzone(0, "battle") == [] and g.pzone(1, "battle") == []
    assert card(g, "a") in g.pzone(0, "graveyard") and card(g, "b") in g.pzone(1, "graveyard")


def test_duel_tapped_blocker_cannot_block(tmp_path):
    """TS-DM-BLOCK-1 and the block itself."""
    g = scenario(tmp_path, two(battle0='{card="TS-V5", as="a"}',
                               battle1='{card="TS-BLK", as="b1", tapped=true}, {card="TS-BLK", as="b2"}',
                               shield1='"TS-F", "TS-F"', step="attack"))
    do(g, "p0 attack $a", "p0 target p1")
    assert g.decision.kind == "block" and g.decision.waiting_for() == (1,)
    acts = legal(g)
    assert f"p1 block c{card(g, 'b2')}" in acts and f"p1 block c{card(g, 'b1')}" not in acts
    do(g, "p1 block $b2")
    assert card(g, "b2") in g.pzone(1, "graveyard")  # 5000 beats 3000
    assert len(g.pzone(1, "shield")) == 2  # blocked: no break


def test_duel_shield_trigger_on_double_break(tmp_path):
    """TS-DM-SHIELD-1: two shields checked together; the S-Trigger is cast for free and may destroy
    the attacker after the break."""
    g = scenario(tmp_path, two(battle0='{card="TS-WB", as="a"}',
                               shield1='"TS-F", {card="TS-STD", as="t"}, "TS-F"', step="attack"))
    do(g, "p0 attack $a", "p0 target p1")
    assert g.decision.kind == "break-shields"
    do(g, f"p0 choose {g.token(card(g, 't'), 0)}")
    do(g, f"p0 choose {g.token(g.pzone(1, 'shield')[0], 0)}")
    assert g.decision.kind == "shield-trigger" and g.decision.waiting_for() == (1,)
    assert len(g.pzone(1, "hand")) == 2  # both broken shields went to the hand together
    do(g, "p1 trigger $t")  # nothing else to declare: the check closes by itself
    assert card(g, "a") in g.pzone(0, "graveyard")
    assert card(g, "t") in g.pzone(1, "graveyard")
    assert len(g.pzone(1, "shield")) == 1
    assert g.outcome is None


def test_duel_triple_breaker_on_two_shields_breaks_both_without_winning(tmp_path):
    """TS-DM-SHIELD-2."""
    g = scenario(tmp_path, two(battle0='{card="TS-TB", as="a"}', shield1='"TS-F", "TS-F"', step="attack"))
    do(g, "p0 attack $a", "p0 target p1")
    assert g.pzone(1, "shield") == [] and g.outcome is None


def test_duel_direct_attack_wins(tmp_path):
    """TS-DM-SHIELD-3 (2-player: the attacker wins)."""
    g = scenario(tmp_path, two(battle0='{card="TS-V2", as="a"}', step="attack"))
    do(g, "p0 attack $a", "p0 target p1")
    assert g.outcome.winners == [0] and g.outcome.reason(0) == "dm:direct-attack"


def test_duel_drawing_the_last_card_loses(tmp_path):
    """TS-DM-LO-1: the deck reaching 0 loses at once (B1.11)."""
    g = scenario(tmp_path, two(step="start", deck0='"TS-F"'))
    assert g.outcome is not None and g.outcome.result(0) == "lost" and g.outcome.reason(0) == "dm:deck-out"


def test_duel_deck_out_interrupts_an_effect(tmp_path):
    """TS-DM-LO-2: the loss happens as the third card is drawn, mid-effect."""
    g = scenario(tmp_path, two(hand0='{card="TS-DRAW3", as="s"}', mana0='"TS-W"', deck0='"TS-F", "TS-F", "TS-F"'))
    do(g, "p0 cast $s", "p0 autopay")
    assert g.outcome.result(0) == "lost"
    assert len(g.pzone(0, "hand")) == 3


def test_duel_pending_order_turn_player_first_and_chooses(tmp_path):
    """TS-DM-ORDER-1 (2-player base of DuePa 305.1): the controller orders their own effects."""
    g = scenario(tmp_path, two(hand0='{card="TS-CIP2", as="x"}', mana0='"TS-W"'))
    do(g, "p0 summon $x", "p0 autopay")
    assert g.decision.kind == "pending-order" and g.decision.rule == "dm:101.4"
    seqs = [a.args[0] for a in g.legal_actions(0)]
    do(g, f"p0 resolve {seqs[1]}")  # mill first, then draw
    moves = [e.data.get("cause") for e in g.events if e.kind == "move"][-2:]
    assert moves == ["mill", "draw"]


def test_duel_replacement_instead_of_destruction(tmp_path):
    """TS-DM-REPL-1: returns to hand; no destroyed trigger; not replaced again."""
    g = scenario(tmp_path, two(battle0='{card="TS-V5", as="a"}', battle1='{card="TS-REP", as="r", tapped=true}',
                               step="attack"))
    do(g, "p0 attack $a", "p0 target $r")
    assert card(g, "r") in g.pzone(1, "hand")
    assert not any(e.kind == "destroyed" and e.data["card"] == card(g, "r") for e in g.events)


def test_duel_evolution_has_no_summoning_sickness(tmp_path):
    """TS-DM-EVO-1 (first half): an evolution put this turn may attack at once; the pile is one creature."""
    g = scenario(tmp_path, two(hand0='{card="TS-V2", as="base"}, {card="TS-EVO", as="evo"}',
                               mana0='"TS-F", "TS-F", "TS-F", "TS-F"', shield1='"TS-F"'))
    do(g, "p0 summon $base", "p0 autopay", "p0 summon $evo", "p0 autopay", "p0 pass")
    assert g.pzone(0, "battle") == [card(g, "evo")]
    assert g.cards[card(g, "evo")].under == [card(g, "base")]
    assert f"p0 attack c{card(g, 'evo')}" in legal(g)


def test_duel_evolution_pile_leaves_together(tmp_path):
    g = scenario(tmp_path, two(hand0='{card="TS-V2", as="base"}, {card="TS-EVO", as="evo"}',
                               mana0='"TS-F", "TS-F", "TS-F", "TS-F"', hand1='{card="TS-STD", as="s"}',
                               mana1='"TS-D", "TS-D", "TS-D", "TS-D"'))
    do(g, "p0 summon $base", "p0 autopay", "p0 summon $evo", "p0 autopay")
    g.rules.destroy(g, card(g, "evo"))
    assert set(g.pzone(0, "graveyard")) >= {card(g, "evo"), card(g, "base")}


def test_duel_cancel_payment_changes_nothing(tmp_path):
    g = scenario(tmp_path, two(hand0='{card="TS-V5", as="x"}', mana0='{card="TS-F", as="m"}, "TS-F", "TS-F"'))
    before = g.fingerprint()
    do(g, "p0 summon $x", "p0 tap $m", "p0 cancel")
    assert g.decision.kind == "main"
    assert not g.cards[card(g, "m")].tapped
    assert card(g, "x") in g.pzone(0, "hand")
    assert all(not g.cards[c].tapped for c in g.pzone(0, "mana"))


def test_duel_not_enough_mana_is_refused_with_rule(tmp_path):
    g = scenario(tmp_path, two(hand0='{card="TS-V5", as="x"}', mana0='"TS-F"'))
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 summon $x")
    assert e.value.code == "not-enough-mana" and e.value.params["cost"] == 3
    assert g.fingerprint() == before


def test_duel_bundled_decks_are_legal():
    rules = engine.get_format("duel")()
    for d in bundled_decks("duel"):
        assert rules.validate_deck(d) == [], d.path
