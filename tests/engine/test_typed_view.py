"""One typed view for all nine formats (engine/core/view.py); the older dictionary stays available."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

import engine
from engine.core.view import View
from engine.sim import play_random_game, random_players

FORMATS = [("duel", 2), ("digital", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 3),
           ("teams", 4), ("2hg", 4)]


def game(fmt, n, actions=60, seed=3, options=None):
    g = engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed, options=options)
    play_random_game(g, seed, actions)
    return g


def test_every_format_returns_the_same_view_type_as_json():
    for fmt, n in FORMATS:
        g = game(fmt, n)
        for viewer in [*range(n), None]:
            v = g.view(viewer)
            assert type(v) is View, fmt
            data = dataclasses.asdict(v)
            json.loads(json.dumps(data))
            assert set(data) == {f.name for f in dataclasses.fields(View)}
            assert [s.player for s in v.seats] == list(range(n))
            assert all(k in v.zones for s in v.seats for k in s.zones)
            assert all(v.zones[k].scope == "shared" for k in v.shared)
        assert type(g.full_view()) is View


def test_the_view_is_no_mapping_and_has_no_older_dictionary():
    """S1c: one picture of the game; the families' dictionaries behind `to_dict` are gone."""
    g = game("duel", 2)
    v = g.view(0)
    assert not hasattr(v, "to_dict") and not hasattr(v, "keys") and not hasattr(g.rules, "view")
    with pytest.raises(TypeError):
        v["players"]


def test_decision_view_is_the_views_decision():
    for fmt, n in FORMATS:
        g = game(fmt, n)
        for p in [None, *range(n)]:
            assert g.decision_view(p) == g.view(p).decision, (fmt, p)


def test_public_view_is_the_spectators_view_without_seats_zones_or_decision():
    for fmt, n in FORMATS + [("melee", 8)]:       # (grand melee: several turns at once)
        g = game(fmt, n)
        full = g.view(None)
        assert g.public_view() == dataclasses.replace(full, seats=[], zones={}, shared=[], decision=None), fmt


def test_zones_follow_the_specs_and_hide_what_the_viewer_does_not_know():
    for fmt, n in FORMATS:
        g = game(fmt, n)
        v = g.view(0)
        specs = g.rules.zone_spec_map
        for key, z in v.zones.items():
            s = specs[z.name]
            assert (z.kind, z.visibility, z.order, z.label) == (s.kind, s.visibility, s.order, s.label)
            assert z.count == len(g.zones[key])
            for c in z.cards:
                if c.card is None:
                    assert c.token.startswith("h")
                else:
                    cid = int(c.token[1:])
                    assert g.cards[cid].defn.id == c.card and ((g.cards[cid].known & 1) or
                                                               g.cards[cid].known == g.all_mask)
        mine = g.rules.team_mask(g, 0)   # who sees p0's team-visible zones
        others = [z for z in v.zones.values() if z.name == "hand" and not (mine >> z.owner) & 1]
        assert others, fmt
        for z in others:
            assert all(c.card is None or g.cards[int(c.token[1:])].known & 1 for c in z.cards), (fmt, z.key)


def test_stack_game_counters_teams_range_and_attack_targets():
    g = game("2hg", 4)
    v = g.view(0)
    assert v.seats[0].counters["life"] == v.teams[0].counters["life"] and v.teams[0].counters["shared_life"] == 1
    assert set(v.teams[0].members) == {p.index for p in g.players if p.team == g.players[0].team}
    assert set(v.seats[0].attack_targets) == {f"p{q}" for q in g.rules.attack_targets(g, 0)}
    g = game("ffa", 5, options={"range": 1})
    v = g.view(0)
    assert len(v.seats[0].in_range) == 3  # 801: itself and its two neighbours


def test_life_zone_teams_show_life_and_its_colour():
    g = game("tag", 4, actions=100)
    v = g.view(1)
    for t in v.teams:
        life = v.zones[t.zones[0]]
        assert life.name == "life" and life.scope == "team" and life.cards == [] and life.count == t.counters["life"]
        assert t.state == ("yellow" if t.counters["life"] > t.counters["red_zone"] else "red")


def test_stack_items_carry_controller_and_targets():
    from tests.stack.support import do, player, scenario
    g = scenario("magic", [player("A", hand=[{"card": "ST-R02", "as": "b"}], battlefield=["ST-L4"]),
                           player("B", hand=["ST-L1"])])
    do(g, "p0 cast $b", "p0 target p1", "p0 autopay")
    item = g.view(1).stack[0]
    assert item.controller == 0 and item.targets == ["p1"] and item.kind == "spell" and item.card == "ST-R02"


def test_decision_view_lists_answers_only_for_those_who_answer():
    g = game("duel", 2, actions=10)
    p = g.decision.waiting_for()[0]
    mine, other = g.view(p).decision, g.view(1 - p).decision
    assert [a.text for a in mine.answers] == [str(a) for a in g.legal_actions(p)]
    assert other.answers == [] and other.kind == mine.kind and other.players == [p]
