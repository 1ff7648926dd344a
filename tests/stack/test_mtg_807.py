"""Grand melee (seed 001 807, D-807): turn markers taking turns at once, one stack per marker, priority
gated by range of influence, markers passed, held back and removed; the end of the game per 104."""
from __future__ import annotations

import pytest

import engine
from engine.families.stack.melee import marker_count
from engine.sim import bundled_decks

from .support import acts, do, player, scenario

R, U = "ST-L4", "ST-L2"


def melee(zones=None, **kw):
    zones = zones or {}
    return scenario("melee", [player(f"P{i}", **zones.get(i, {})) for i in range(8)], **kw)


def fresh(seed=3, first=0):
    decks = [d.card_ids() for d in bundled_decks("melee")]
    g = engine.new_game("melee", [{"deck": decks[i % len(decks)], "seat": i} for i in range(8)], seed=seed,
                        first_player=first)
    while g.decision.kind == "mulligan":
        for p in g.decision.waiting_for():
            g.perform(f"p{p} keep")
    return g


def holders(g):
    return {m["n"]: m["player"] for m in g.memory["markers"]}


def answer_passively(g):
    """One answer of whoever must decide: pass, done, keep, else the first offered."""
    p = g.decision.waiting_for()[0]
    texts = [str(a) for a in g.decision.actions[p]]
    for pref in (f"p{p} pass", f"p{p} done", f"p{p} keep"):
        if pref in texts:
            return g.perform(pref)
    return g.perform(texts[0])


def within_turn(g, n, *texts):
    """Answer `texts` in marker `n`'s turn, the other turn's decisions answered passively in between."""
    for t in texts:
        for _ in range(50):
            if g.memory["marker"] == n:
                break
            answer_passively(g)
        do(g, t)


def test_mtg_807_2_defaults_range_1_attack_left_no_multiple():
    info = engine.get_format("grand-melee").info
    assert info.defaults()["range"] == 1 and info.defaults()["attack"] == "left" and info.min_players == 8
    with pytest.raises(ValueError, match="807.2"):
        engine.get_format("melee")({"attack": "multiple"})
    with pytest.raises(ValueError, match="807.2a"):
        engine.get_format("melee")({"range": 2})
    g = melee()
    assert g.rules.attack_targets(g, 0) == [g.seat_player[g.seating.left(0)]]
    assert sorted(g.memory["roi"]["0"]) == [0, 1, 7]


def test_mtg_807_4a_one_marker_for_each_full_four_players():
    """TS-MTG-807-1: 15 players give 3 markers, 16 give 4; 8 give 2; 7 give 1."""
    assert [marker_count(n) for n in (15, 16, 8, 7, 3)] == [3, 4, 2, 1, 1]
    g = fresh()
    assert len(g.memory["markers"]) == 2


def test_mtg_807_4b_markers_from_the_starting_player_and_four_seats_left_take_turns_at_once():
    g = fresh(first=2)
    assert holders(g) == {1: 2, 2: g.rules.turn_order_from(g, 2)[4]} == {1: 2, 2: 6}
    assert sorted(g.view(None).active_players) == [2, 6]
    starts = [e.data["player"] for e in g.events if e.kind == "turn_start"]
    assert starts == [2]                       # marker 1's turn began; marker 2 begins at the next decision
    answer_passively(g)
    starts = [e.data["player"] for e in g.events if e.kind == "turn_start"]
    assert starts == [2, 6]                    # both turns under way at once
    # decision by decision: marker 1's turn, then marker 2's, then marker 1's again (D-807)
    seen = []
    for _ in range(6):
        seen.append(g.memory["marker"])
        answer_passively(g)
    assert seen == [2, 1, 2, 1, 2, 1]


def test_mtg_807_4c_4d_markers_pass_left_and_stay_four_seats_apart():
    g = fresh(seed=5)
    passes = []
    for _ in range(400):
        if g.outcome is not None:
            break
        before = len(g.events)
        answer_passively(g)
        passes += [e for e in g.events[before:] if e.kind == "turn_marker"]
        hs = sorted(g.players[p].seat for p in holders(g).values())
        assert hs[1] - hs[0] >= 3 and hs[0] + 8 - hs[1] >= 3   # a marker never runs into the next one
    passed = [e.data for e in passes if e.data["what"] == "passed"]
    waits = [e.data for e in passes if e.data["what"] == "waits"]
    assert len(passed) >= 6 and waits
    last = {1: 0, 2: 4}
    for d in passed:   # 807.4c: each marker goes to the player on its holder's left
        assert d["player"] == (last[d["marker"]] + 1) % 8
        last[d["marker"]] = d["player"]


def test_mtg_807_4_a_departure_below_a_full_four_removes_the_marker_to_its_right():
    g = fresh(seed=7)
    assert holders(g) == {1: 0, 2: 4}
    g.perform("p6 concede")                     # 7 players: one full four; the marker to p6's right is marker 2
    assert g.outcome is None and g.memory["marker_removals"] == [2]
    for _ in range(600):
        if len(g.memory["markers"]) == 1 or g.outcome is not None:
            break
        answer_passively(g)
    assert [m["n"] for m in g.memory["markers"]] == [1]
    ev = [e.data for e in g.events if e.kind == "turn_marker" and e.data["what"] == "removed"]
    assert ev == [{"marker": 2, "player": 4, "what": "removed"}]  # removed only between turns (after p4's)
    for _ in range(60):                          # the one marker goes on round the table alone
        answer_passively(g)
    assert len(g.memory["markers"]) == 1 and g.outcome is None


def test_mtg_807_5_one_stack_per_marker_drawn_apart():
    bolts = [{"card": "ST-R02"}] * 3
    g = melee({0: {"battlefield": [R] * 3, "hand": bolts}, 4: {"battlefield": [R] * 3, "hand": bolts}})
    near = {1: {7, 0, 1}, 2: {3, 4, 5}}
    both = None
    for _ in range(200):   # p0 and p4 cast their bolts whenever they may; everyone else passes
        p = g.decision.waiting_for()[0]
        texts = [str(a) for a in g.decision.actions[p]]
        cast = [t for t in texts if " cast " in t or " target p" in t or t.endswith(" autopay")]
        g.perform(cast[0]) if cast and p in (0, 4) else answer_passively(g)
        g.rules.check_invariants(g)
        for n, key in ((1, "stack"), (2, "stack2")):   # each spell on the stack of the turn it was cast in
            assert {g.cards[c].owner for c in g.zones[key]} <= near[n]
        if g.zones["stack"] and g.zones["stack2"] and both is None:
            both = g.view(3)
    assert both is not None, "the two turns never had spells on their stacks at once"
    assert {"stack", "stack2"} <= set(both.shared)
    assert both.zones["stack"].kind == both.zones["stack2"].kind == "lifo"
    assert {c.owner for c in both.zones["stack"].cards} == {0} and {c.owner for c in both.zones["stack2"].cards} == {4}
    assert {it.controller for it in both.stack} == {0, 4}


def test_mtg_807_5_priority_only_for_players_within_range_of_the_marker_or_its_stack():
    g = melee({0: {"battlefield": [R]}, 1: {"battlefield": [R], "hand": [{"card": "ST-R02", "as": "b"}]}})
    asked = []
    for _ in range(40):
        if g.memory["marker"] == 1:
            asked += list(g.decision.waiting_for())
            if asked[-1] == 1:
                break
        answer_passively(g)
    assert asked[:2] == [0, 1]                  # marker 1 held by p0: p0, then p1 (p7 follows); never p2
    within_turn(g, 1, "p1 cast $b", "p1 target p0", "p1 autopay")
    reach = []
    while g.zones["stack"]:
        if g.memory["marker"] == 1:
            reach.append(g.decision.waiting_for()[0])
        answer_passively(g)
    assert 2 in reach and not {3, 4, 5, 6} & set(reach)   # p2 sees p1's spell in range; the far side never
    assert set(reach) <= {7, 0, 1, 2}


def test_mtg_807_ends_per_104_last_player_standing_wins():
    g = fresh(seed=9)
    for p in (1, 2, 3, 5, 6, 7):
        g.perform(f"p{p} concede")
    assert g.outcome is None and len(g.memory["markers"]) - len(g.memory["marker_removals"]) == 1
    assert g.memory["marker_removals"] == [1]   # p1 left first: marker 1 (p0) is the nearest to their right
    g.perform("p4 concede")
    assert g.outcome.winners == [0] and g.outcome.players[0] == ("won", "mtg:104.2a")
    assert g.frames == [] and g.decision is None


def test_mtg_807_5_a_spell_targets_only_spells_on_its_own_stack():
    g = melee({0: {"battlefield": [R], "hand": [{"card": "ST-R02", "as": "b0"}]},
               4: {"battlefield": [U, U], "hand": [{"card": "ST-U05", "as": "c4"}], "library": [R] * 8}})
    within_turn(g, 1, "p0 cast $b0", "p0 target p1", "p0 autopay")
    for _ in range(20):
        if g.memory["marker"] == 2 and g.step == "main1":
            break
        answer_passively(g)
    assert f"p4 cast {g.token(g.memory['labels']['c4'], 4)}" not in acts(g, 4)   # p0's spell: another stack
