"""Engine contracts (DESIGN.md §4): notation, refusals, views, events, saves, undo, fingerprint."""
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import IllegalAction, InvalidAction
from engine.core.actions import Action, parse_action
from engine.sim import bundled_decks, play_random_game

ROOT = Path(__file__).resolve().parents[2]


def duel(seed=1, first=0):
    d = bundled_decks("duel")
    return engine.new_game("duel", [{"name": "A", "deck": d[0]}, {"name": "B", "deck": d[1]}], seed=seed,
                           first_player=first)


def duepa(n=3, seed=1):
    d = bundled_decks("duepa")
    return engine.new_game("duepa", [{"name": f"P{i}", "deck": d[i % len(d)]} for i in range(n)], seed=seed,
                           first_player=0)


def test_formats_lists_format_info():
    names = {f.name for f in engine.formats()}
    assert {"duel", "duepa"} <= names
    dp = next(f for f in engine.formats() if f.name == "duepa")
    assert dp.min_players == 2 and dp.max_players == 8 and dp.options["shields"].default == 6


def test_every_legal_action_round_trips_through_text():
    g = duepa(4, seed=3)
    rng = random.Random(5)
    for _ in range(300):
        if g.outcome:
            break
        for p in g.decision.waiting_for():
            for a in g.legal_actions(p):
                assert g.parse(str(a)) == a
                assert str(parse_action(str(a))) == str(a)
        acts = g.legal_actions(None)
        g.perform(str(acts[rng.randrange(len(acts))]))


@pytest.mark.parametrize("text", ["", "charge c1", "p0", "x1 charge c1", "p0 fly c1", "p0 charge c1;rm", 42])
def test_unparseable_text_raises_invalid_action_and_changes_nothing(text):
    g = duel()
    before = g.fingerprint()
    with pytest.raises(InvalidAction) as e:
        g.perform(text)
    assert e.value.code and e.value.message
    assert g.fingerprint() == before


def test_illegal_action_carries_rule_code_params_and_changes_nothing():
    g = duel(first=0)
    assert g.decision.kind == "charge"
    hand = g.pzone(0, "hand")
    g.perform(f"p0 charge c{hand[0]}")
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as e:
        g.perform(f"p0 charge c{g.pzone(0, 'hand')[0]}")
    err = e.value
    assert err.rule == "dm:503" and err.code == "charge-wrong-step"
    assert "action" in err.params and err.message
    assert g.fingerprint() == before


def test_acting_out_of_turn_is_refused_with_the_decision_rule():
    g = duel(first=0)
    before = g.fingerprint()
    with pytest.raises(IllegalAction) as e:
        g.perform("p1 pass")
    assert e.value.code == "not-your-decision" and e.value.rule == "dm:503"
    assert g.fingerprint() == before


def test_view_hides_other_hands_and_all_shields():
    g = duel()
    def cards(v, p, zone):
        return v.zones[f"p{p}.{zone}"].cards
    v0 = g.view(0)
    assert all(c.token[0] == "c" and c.card for c in cards(v0, 0, "hand"))
    assert all(c.token[0] == "h" and c.card is None for c in cards(v0, 1, "hand"))
    assert all(c.token[0] == "h" and c.card is None for c in cards(v0, 0, "shield"))
    spectator = g.view(None)
    assert all(c.card is None for p in (0, 1) for c in cards(spectator, p, "hand"))
    full = g.full_view()
    assert all(c.token[0] == "c" and c.card for p in (0, 1) for z in ("hand", "shield") for c in cards(full, p, z))


def test_handles_change_when_the_zone_is_shuffled():
    g = duel()
    cid = g.pzone(1, "deck")[0]
    h1 = g.token(cid, 0)
    g.shuffle_zone("p1.deck")
    assert g.token(cid, 0) != h1
    assert h1.startswith("h")


def test_events_for_hide_other_players_draws():
    g = duel(first=0)
    rng = random.Random(2)
    while g.turn < 3 and g.outcome is None:
        acts = g.legal_actions(None)
        g.perform(acts[rng.randrange(len(acts))])
    draws = [e for e in g.events if e.kind == "move" and e.data.get("cause") == "draw" and e.data["owner"] == 1]
    assert draws
    for e in draws:
        mine = e.for_viewer(1)
        theirs = e.for_viewer(0)
        assert mine["card"] == e.data["card"] and mine["defn"]
        assert theirs["card"].startswith("h") and theirs["defn"] is None


def test_concede_in_the_shield_game_is_a_concession_citing_no_foreign_rule():
    """No shield document (DuePa seed 000, DMP seed 002, the base game's rules) states a concession rule: the
    result is a concession of its own kind, with no rule id, never a Magic rule (issue 34; tests/RULES.md S1b)."""
    g = duel()
    g.perform("p1 concede")
    assert g.outcome.result(1) == "lost" and g.outcome.reason(1) == "" and g.outcome.conceded == (1,)
    assert g.outcome.to_data()["conceded"] == [1] and g.view(0).outcome["conceded"] == [1]
    assert g.outcome.result(0) == "won" and g.outcome.reason(0) == "dm:last-player"
    assert g.legal_actions(0) == []


def test_concede_in_duepa_removes_only_that_player():
    g = duepa(4)
    g.perform("p2 concede")
    assert g.outcome is None
    assert not g.players[2].alive and g.pzone(2, "hand") == []
    g.perform("p1 concede")
    g.perform("p3 concede")
    assert g.outcome.winners == [0]
    assert g.outcome.result(2) == "lost"


def test_save_reloads_and_replays_to_same_fingerprint():
    g = duepa(3, seed=9)
    play_random_game(g, 4, max_actions=250)
    text = g.to_json()
    g2 = engine.load_game(text)
    assert g2.fingerprint() == g.fingerprint()
    assert g2.actions_log == g.actions_log


def test_save_replays_in_a_fresh_process_with_another_hash_seed(tmp_path):
    g = duepa(4, seed=11)
    play_random_game(g, 6, max_actions=300)
    p = tmp_path / "game.enza"
    p.write_text(g.to_json(), encoding="utf-8")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    r = subprocess.run([sys.executable, "-m", "engine.cli", "replay", str(p)], cwd=ROOT, env=env,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert g.fingerprint() in r.stdout


def test_fingerprint_does_not_depend_on_pythonhashseed():
    code = ("from engine.sim import bundled_decks, play_random_game; import engine;"
            "d = bundled_decks('duepa');"
            "g = engine.new_game('duepa', [{'deck': d[0]}, {'deck': d[1]}, {'deck': d[2]}], seed=5);"
            "play_random_game(g, 3, 200); print(g.fingerprint())")
    outs = set()
    for hs in ("1", "2", "999"):
        r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=dict(os.environ, PYTHONHASHSEED=hs),
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        outs.add(r.stdout.strip())
    assert len(outs) == 1


def test_corrupt_or_foreign_save_gives_a_clear_error():
    with pytest.raises(engine.DataError) as e:
        engine.load_game("{not json", "bad.enza")
    assert "bad.enza:1" in str(e.value)
    with pytest.raises(engine.DataError) as e:
        engine.load_game(json.dumps({"hello": 1}), "foreign.enza")
    assert "not an Enza save" in str(e.value)
    g = duel()
    play_random_game(g, 1, 30)
    data = json.loads(g.to_json())
    data["fingerprint"] = "0" * 32
    with pytest.raises(engine.DataError) as e:
        engine.load_game(json.dumps(data), "edited.enza")
    assert "fingerprint" in str(e.value)
    data = json.loads(g.to_json())
    data["actions"].append("p0 fly c1")
    with pytest.raises(engine.DataError) as e:
        engine.load_game(json.dumps(data), "tampered.enza")
    assert "cannot be replayed" in str(e.value)


def test_undo_is_replay_without_the_last_action():
    g = duel(seed=4)
    play_random_game(g, 2, 40)
    before_last = engine.load_game(json.dumps({**json.loads(g.to_json())}))
    assert before_last.fingerprint() == g.fingerprint()
    u = g.undo()
    assert u.actions_log == g.actions_log[:-1]
    u.perform(g.actions_log[-1])
    assert u.fingerprint() == g.fingerprint()


def test_same_seed_same_game_different_seed_different_game():
    a, b, c = duepa(3, seed=1), duepa(3, seed=1), duepa(3, seed=2)
    play_random_game(a, 7, 200)
    play_random_game(b, 7, 200)
    assert a.fingerprint() == b.fingerprint()
    assert a.fingerprint() != c.fingerprint() or a.actions_log != c.actions_log


def test_first_player_none_is_chosen_from_the_seed():
    d = bundled_decks("duel")
    firsts = {engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=s).turn_player for s in range(12)}
    assert firsts == {0, 1}
    again = {s: engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=s).turn_player for s in range(6)}
    assert again == {s: engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=s).turn_player
                     for s in range(6)}


def test_bad_setup_is_refused():
    d = bundled_decks("duel")
    with pytest.raises(ValueError):
        engine.new_game("duel", [{"deck": d[0]}], seed=1)
    with pytest.raises(ValueError):
        engine.new_game("duepa", [{"deck": d[0], "seat": 0}, {"deck": d[1], "seat": 0}], seed=1)
    with pytest.raises(KeyError):
        engine.new_game("nonsense", [{"deck": d[0]}, {"deck": d[1]}], seed=1)
    with pytest.raises(ValueError):
        engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=1, options={"shields": "five"})


def test_action_equality_and_hash_follow_text():
    assert Action(1, "charge", ("c3",)) == parse_action("p1 charge c3")
    assert len({Action(1, "pass"), parse_action("p1 pass")}) == 1


def test_clone_is_independent_and_exact():
    g = duepa(4, seed=21)
    play_random_game(g, 3, 150)
    c = g.clone()
    assert c.fingerprint() == g.fingerprint()
    play_random_game(c, 5, 100)
    assert c.fingerprint() != g.fingerprint()
    before = g.fingerprint()
    play_random_game(g.clone(), 6, 50)
    assert g.fingerprint() == before
    # the clone plays on exactly like the original would
    a, b = g.clone(), g.clone()
    play_random_game(a, 9, 80)
    play_random_game(b, 9, 80)
    assert a.fingerprint() == b.fingerprint()
