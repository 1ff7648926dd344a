"""Zone specs: declared once per family; keys, knowledge, move events, scenario keys and invariants derive
from them; engine/invariants.py and engine/scenario.py name no family or format."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import engine
from engine.core import zones
from engine.invariants import InvariantError, check_zone_rules
from engine.sim import random_players

FORMATS = [("duel", 2), ("digital", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 3),
           ("teams", 4), ("2hg", 4)]


def new(fmt, n, seed=1):
    return engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed)


def test_every_zone_of_every_format_comes_from_a_spec():
    for fmt, n in FORMATS:
        g = new(fmt, n)
        want = {k for s in g.rules.zone_specs for k in zones.zone_keys(g, s)}
        assert set(g.zones) == want, fmt
        for key in g.zones:
            s = zones.spec_of(g, key)
            assert s.scope in ("player", "team", "shared") and s.kind in ("pile", "row", "fan", "lifo", "counter")
            assert s.visibility in ("public", "owner", "team", "hidden") and s.label.startswith("zone.")
        for c in g.cards:
            assert c.zname == zones.zone_name(c.zone)


def test_team_and_shared_zones():
    g = new("tag", 4)
    assert {"t0.life", "t1.life", "all.field", "all.res"} <= set(g.zones)
    assert zones.spec_of(g, "t0.life").scope == "team" and zones.spec_of(g, "all.field").scope == "shared"
    assert zones.spec_of(new("magic", 2), "stack").kind == "lifo"


def test_scenario_keys_derive_from_the_specs():
    from engine.formats import get_format
    assert get_format("duepa").scenario_player_keys() == {"name", "seat", "team", "deck", "hand", "mana", "battle",
                                                          "shield", "graveyard", "partner"}
    assert {"library", "battlefield", "exile", "life", "poison"} <= get_format("magic").scenario_player_keys()
    assert {"energy", "territory", "field", "life"} <= get_format("tag").scenario_player_keys()
    assert "gone" not in get_format("duel").scenario_player_keys()


def test_core_move_applies_visibility_and_event_privacy():
    g = new("duel", 2)
    deck = g.zones["p0.deck"]
    cid = deck[-1]
    since = len(g.events)
    g.rules.move(g, cid, 0, "hand", cause="draw")
    assert g.cards[cid].known == 0b01 and g.cards[cid].zone == "p0.hand"
    ev0, ev1 = g.events_for(0, since)[0], g.events_for(1, since)[0]
    assert ev0["card"] == cid and ev1["card"] != cid and ev1["defn"] is None
    g.rules.move(g, cid, 0, "mana")
    assert g.cards[cid].known == g.all_mask
    assert g.events_for(1, since)[-1]["card"] == cid
    # a known card keeps being known face down in the shields, but a card from the deck is new to all
    g.rules.move(g, cid, 0, "shield")
    assert g.cards[cid].known == g.all_mask
    top = g.zones["p0.deck"][-1]
    g.rules.move(g, top, 0, "shield")
    assert g.cards[top].known == 0


def test_life_zone_hands_are_seen_by_the_team_and_life_cards_turn_face_up_when_they_leave():
    g = new("tag", 4)
    p = 0
    mate = next(q.index for q in g.players if q.team == g.players[p].team and q.index != p)
    cid = g.zones[f"p{p}.hand"][0]
    assert (g.cards[cid].known >> mate) & 1 and g.token(cid, mate) == f"c{cid}"
    life_key = g.rules.life_key(g, p)
    while not g.zones[life_key]:   # life is placed after the opening hands (403-3)
        d = g.decision
        g.perform(d.actions[d.waiting_for()[0]][0])
    lc = g.zones[life_key][-1]
    assert g.cards[lc].known == 0
    g.rules.life_move(g, lc, "grave")
    assert g.cards[lc].known == g.all_mask


def test_invariant_checker_catches_a_public_card_nobody_knows():
    g = new("magic", 2)
    check_zone_rules(g)
    cid = g.zones["p0.hand"][0]
    g.rules.move(g, cid, 0, "graveyard")
    g.cards[cid].known = 0
    with pytest.raises(InvariantError, match="public zone"):
        check_zone_rules(g)


@pytest.mark.parametrize("module", ["invariants.py", "scenario.py"])
def test_generic_modules_name_no_family_or_format(module):
    names = {"shield", "lifezone", "stack", "duel", "duepa", "digital", "divide", "tag", "magic", "ffa", "teams",
             "2hg"}
    tree = ast.parse((Path(engine.__file__).parent / module).read_text(encoding="utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree) if isinstance(n, (ast.Module, ast.FunctionDef,
            ast.ClassDef)) and n.body and isinstance(n.body[0], ast.Expr)}
    strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
               and id(n) not in docs]
    assert not [s for s in strings if s.lower() in names or any(f"{w}" in s.split() for w in names)]
    ids = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | \
        {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr != "stack"}
    assert not ids & names
