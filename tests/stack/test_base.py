"""Base rules of the 2-player stack game (`magic`): stack, combat keywords, SBAs, cleanup, data errors."""
from __future__ import annotations

import pytest

import engine
from engine.core.errors import DataError, IllegalAction
from engine.families.stack.cards import parse_cards_text
from engine.sim import bundled_decks

from .support import L, acts, cid, do, life, pass_once, pass_until, player, resolve_top, scenario, spell


def two(a=None, b=None, **kw):
    return scenario("magic", [player("A", **(a or {})), player("B", **(b or {}))], **kw)


def test_stack_is_last_in_first_out():
    g = two(a={"hand": [{"card": "ST-R02", "as": "b1"}, {"card": "ST-R02", "as": "b2"}], "battlefield": ["ST-L4"] * 2})
    do(g, "p0 cast $b1", "p0 target p1", "p0 autopay", "p0 cast $b2", "p0 cancel")
    assert len(g.memory["stack"]) == 1
    do(g, "p0 cast $b2", "p0 target p0", "p0 autopay")
    resolve_top(g)
    assert life(g, 0) == 17 and life(g, 1) == 20
    resolve_top(g)
    assert life(g, 1) == 17


def test_two_player_first_player_skips_first_draw_and_hand_size():
    decks = [d.card_ids() for d in bundled_decks("magic")]
    g = engine.new_game("magic", [{"deck": decks[0]}, {"deck": decks[1]}], seed=4, first_player=0)
    do(g, "p0 keep", "p1 keep")
    pass_until(g, step="main1")
    assert len(g.zones["p0.hand"]) == 7
    assert any(e.kind == "draw_skipped" and e.rule == "mtg:103.7a" for e in g.events)


def test_sorcery_timing_and_one_land_refusals_leave_state_unchanged():
    g = two(a={"hand": [{"card": "ST-L1", "as": "l1"}, {"card": "ST-L1", "as": "l2"}]},
            b={"hand": [{"card": "ST-B05", "as": "k"}], "battlefield": ["ST-L3"] * 3})
    do(g, "p0 play $l1")
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as e:
        do(g, "p0 play $l2")
    assert e.value.rule == "mtg:305.2" and g.fingerprint() == before
    with pytest.raises(IllegalAction):
        do(g, "p1 cast $k")
    assert g.fingerprint() == before


def test_flying_reach_first_strike_deathtouch_lifelink_trample():
    g = two(a={"battlefield": [{"card": "ST-U09", "as": "fly"}, {"card": "ST-W05", "as": "pal"},
                               {"card": "ST-G04", "as": "big"}]},
            b={"battlefield": [{"card": "ST-G02", "as": "boar"}, {"card": "ST-G03", "as": "spider"},
                               {"card": "ST-B01", "as": "rat"}]})
    pass_until(g, kind="declare-attackers")
    do(g, "p0 attack $fly p1", "p0 attack $pal p1", "p0 attack $big p1", "p0 done")
    pass_until(g, kind="declare-blockers")
    assert f"p1 block {L(g, 'boar')} {L(g, 'fly')}" not in acts(g, 1)     # flying
    assert f"p1 block {L(g, 'spider')} {L(g, 'fly')}" in acts(g, 1)       # reach
    do(g, "p1 block $boar $pal", "p1 block $rat $big", "p1 done")
    pass_until(g, step="main2")
    assert g.cards[cid(g, "boar")].zname == "graveyard"                  # first strike killed it first
    assert g.cards[cid(g, "pal")].zname == "battlefield"
    assert g.cards[cid(g, "big")].zname == "graveyard"                   # deathtouch
    assert g.cards[cid(g, "rat")].zname == "graveyard"
    assert life(g, 1) == 20 - 2 - 5                                     # flyer + trample over the 1/1 rat
    assert life(g, 0) == 20 + 3                                         # lifelink


def test_toughness_zero_dies_and_dies_trigger():
    g = two(a={"hand": [{"card": "ST-B10", "as": "s"}], "battlefield": ["ST-L3"]},
            b={"battlefield": [{"card": "ST-B02", "as": "ghoul"}]})
    do(g, "p0 cast $s", "p0 target $ghoul", "p0 autopay")
    resolve_top(g)
    assert g.cards[cid(g, "ghoul")].zname == "graveyard"
    assert any(e.kind == "sba" and e.rule == "mtg:704.5f" for e in g.events)
    assert life(g, 0) == 19          # the dies trigger went on the stack and resolved too


def test_cleanup_discards_to_seven():
    g = two(a={"hand": ["ST-L1"] * 9}, step="end")
    pass_until(g, kind="cleanup-discard")
    while g.decision.kind == "cleanup-discard":
        g.perform(acts(g, 0)[0])
    assert len(g.zones["p0.hand"]) == 7


def test_counterspell_and_fizzle():
    g = two(a={"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": ["ST-L4"]},
            b={"hand": [{"card": "ST-U05", "as": "c"}, {"card": "ST-U06", "as": "r"}],
               "battlefield": ["ST-L2"] * 4, },)
    do(g, "p0 cast $b", "p0 target p1", "p0 autopay", "p0 pass", "p1 cast $c", f"p1 target {L(g, 'b')}", "p1 autopay")
    resolve_top(g)
    assert g.cards[cid(g, "b")].zname == "graveyard" and life(g, 1) == 20


def test_card_loader_reports_file_and_line():
    bad = '[[card]]\nid = "ST-X1"\nname_en = "X"\nname_ja = "X"\ntype = "creature"\ncost = "1Q"\npower = 1\ntoughness = 1\n'
    with pytest.raises(DataError) as e:
        parse_cards_text(bad, "x.toml")
    assert str(e.value).startswith("x.toml:6:")
    with pytest.raises(DataError) as e:
        parse_cards_text(bad.replace('"1Q"', '"1G"') + 'keywords = ["zoom"]\n', "y.toml")
    assert "y.toml:9" in str(e.value)


def test_pool_has_sixty_original_cards_in_five_colours_and_colourless():
    from engine.families.stack.cards import stack_pool
    pool = stack_pool()
    assert len(pool) >= 60
    colours = {c for d in pool for c in d.colors}
    assert colours == {"W", "U", "B", "R", "G"}
    assert any(d.mana_value and not d.colored for d in pool)
    assert all(d.name_ja and d.name_en for d in pool)


def test_views_hide_hands_and_show_stack_and_teams():
    g = two(a={"hand": [{"card": "ST-R02", "as": "b"}], "battlefield": ["ST-L4"]}, b={"hand": ["ST-L1"]})
    do(g, "p0 cast $b", "p0 target p1", "p0 autopay")
    v = g.view(1)
    assert v.family == "stack" and v.decision is not None and v.outcome is None and len(v.seats) == 2
    assert v.stack[0].card == "ST-R02" and v.stack[0].targets == ["p1"] and v.seats[0].counters["life"] == 20
    assert all(c.card is None for c in g.view(0).zones["p1.hand"].cards)


# ----- floating mana (E-mtg-3 retired): a mana pool that empties between steps ---------------------------
RITUAL = spell("TS-RITUAL", [{"op": "add_mana", "mana": "RRR", "who": "you"}], cost="R", typ="instant")
BOLT3 = spell("TS-BOLT3", [{"op": "damage", "amount": 3, "to": "target_player"}], cost="2R", typ="instant")


def test_mtg_500_4_mana_pool_floats_within_a_step_and_empties_between_steps():
    """Rule 106.4 / 500.4: 'add RRR' puts mana in the pool; it pays a later spell in the same step (no land
    tapped), and what is left empties when the step ends."""
    g = two(a={"hand": [{"card": "TS-RITUAL", "as": "r"}, {"card": "TS-BOLT3", "as": "b"},
                        {"card": "TS-BOLT3", "as": "b2"}], "battlefield": [{"card": "ST-L4", "as": "land"}]},
            cards=[RITUAL, BOLT3])
    do(g, "p0 cast $r", "p0 autopay")
    while g.memory["stack"]:
        pass_once(g)
    assert g.rules.mana_pool(g, 0) == ["R", "R", "R"] and g.step == "main1"
    assert f"p0 cast {L(g, 'b2')}" in acts(g, 0)          # affordable from the pool alone
    do(g, "p0 cast $b", "p0 target p1")
    assert g.memory["stack"] and g.rules.mana_pool(g, 0) == []   # paid from the pool: no land was tapped
    while g.memory["stack"]:
        pass_once(g)
    assert life(g, 1) == 17
    g2 = two(a={"hand": [{"card": "TS-RITUAL", "as": "r"}], "battlefield": ["ST-L4"]}, cards=[RITUAL])
    do(g2, "p0 cast $r", "p0 autopay")
    while g2.memory["stack"]:
        pass_once(g2)
    assert g2.rules.mana_pool(g2, 0) == ["R", "R", "R"]
    step = g2.step
    while g2.step == step:                                # everyone passes: the step ends
        pass_once(g2)
    assert g2.step != step and g2.rules.mana_pool(g2, 0) == []
    assert any(e.kind == "mana_emptied" and e.rule == "mtg:500.4" for e in g2.events)


BOLT5 = spell("TS-BOLT5", [{"op": "damage", "amount": 5, "to": "target_player"}], cost="4R", typ="instant")


def test_mtg_500_4_pool_mana_pays_first_and_a_cancelled_cast_leaves_it_in_the_pool():
    g = two(a={"hand": [{"card": "TS-RITUAL", "as": "r"}, {"card": "TS-BOLT5", "as": "b"}],
               "battlefield": ["ST-L4", "ST-L4", "ST-L4"]}, cards=[RITUAL, BOLT5])
    do(g, "p0 cast $r", "p0 autopay")
    while g.memory["stack"]:
        pass_once(g)
    do(g, "p0 cast $b", "p0 target p1")
    assert g.decision.kind == "pay" and g.decision.info["generic"] == 2 and g.rules.mana_pool(g, 0) == []
    do(g, "p0 cancel")
    assert g.rules.mana_pool(g, 0) == ["R", "R", "R"]
    assert sum(g.cards[c].tapped for c in g.zones["p0.battlefield"]) == 1   # only the land the ritual used
    do(g, "p0 cast $b", "p0 target p1", "p0 autopay")
    while g.memory["stack"]:
        pass_once(g)
    assert life(g, 1) == 15 and g.rules.mana_pool(g, 0) == []
