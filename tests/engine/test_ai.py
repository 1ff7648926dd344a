"""Computer players of every level play every format to the end with legal answers and never concede; the
worker process answers JSON questions about save texts.  How well each level plays is a figure of
benchmarks/bench_ai.py, never asserted here."""
import io
import json
import random

import pytest

import engine
from engine.ai import LEVELS, make_player
from engine.ai.worker import main as worker_main
from engine.core.saves import save_data
from engine.sim import play_random_game, random_players

FORMATS = [("duel", 2), ("digital", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2), ("ffa", 3),
           ("2hg", 4), ("teams", 4)]


def _play(fmt, n, seed, levels, cap=12000):
    rng = random.Random(seed)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    bots = {p: make_player(levels[p % len(levels)], seed + p, playouts=4, seconds=1e9) for p in range(n)}
    steps = 0
    while g.outcome is None and steps < cap:
        p = g.decision.waiting_for()[0]
        legal = {str(x) for x in g.legal_actions(p)}
        a = bots[p].choose(g, p)
        assert a is not None and str(a) in legal
        assert a.verb != "concede"
        g.perform(a)
        steps += 1
    return g


@pytest.mark.parametrize("fmt,n", FORMATS)
def test_easy_normal_and_random_play_every_format_to_the_end_with_legal_actions(fmt, n):
    g = _play(fmt, n, 500, ["normal", "easy", "random"])
    assert g.outcome is not None


@pytest.mark.parametrize("fmt,n", [("duel", 2), ("tag", 4), ("2hg", 4)])
def test_hard_plays_a_game_to_the_end_with_legal_actions(fmt, n):
    g = _play(fmt, n, 600, ["hard", "normal"])
    assert g.outcome is not None


def test_unknown_level_is_refused_and_old_names_still_work():
    with pytest.raises(ValueError):
        make_player("grandmaster")
    assert type(make_player("heuristic")).__name__ == "NormalPlayer"
    assert type(make_player(None)).__name__ == "NormalPlayer"
    assert set(LEVELS) == {"random", "easy", "normal", "hard"}


def test_worker_answers_json_questions_about_a_save_text_with_legal_actions():
    g = engine.new_game("divide", random_players("divide", 2, random.Random(4)), seed=4)
    play_random_game(g, 4, 30)
    p = g.decision.waiting_for()[0]
    save = save_data(g)
    lines = [json.dumps({"id": i, "save": save, "player": p, "level": lvl, "seed": 1, "budget": {"playouts": 4}})
             for i, lvl in enumerate(LEVELS)]
    # the same game one action later: the worker plays the new action on its copy
    later = g.clone()
    later.perform(g.legal_actions(p)[0])
    q = later.decision.waiting_for()[0]
    lines.append(json.dumps({"id": 9, "save": save_data(later), "player": q, "level": "normal"}))
    lines.append("not json")
    out = io.StringIO()
    worker_main(io.StringIO("\n".join(lines) + "\n"), out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    legal = {str(a) for a in g.legal_actions(p)}
    assert [a["id"] for a in answers[:4]] == [0, 1, 2, 3]
    assert all(a["action"] in legal for a in answers[:4])
    assert answers[4]["action"] in {str(a) for a in later.legal_actions(q)}
    assert "error" in answers[5]                      # a bad line is answered, the worker keeps serving
    assert g.fingerprint() == save["fingerprint"]     # the table's game was never touched


def test_a_seat_level_survives_the_save():
    players = random_players("duel", 2, random.Random(1))
    players[1] = dict(players[1], kind="computer", level="hard")
    g = engine.new_game("duel", players, seed=1)
    assert g.setup["players"][1]["level"] == "hard" and "level" not in g.setup["players"][0]
    assert engine.load_game(g.to_json()).setup["players"][1]["level"] == "hard"


def _hard_decision_point(fmt="duel", n=2, seed=8):
    """A seeded Normal-vs-Normal game run until a seat faces a decision that Hard searches."""
    from engine.ai.hard import OBVIOUS
    from engine.ai.observation import Observation
    rng = random.Random(seed)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    normal = make_player("normal", seed)
    while True:
        p = g.decision.waiting_for()[0]
        acts = [a for a in g.legal_actions(p) if a.verb != "concede"]
        if g.turn > 3 and len(acts) > 1 and Observation(g, p).kind not in OBVIOUS:
            return g, p
        g.perform(normal.choose(g, p))


def test_hard_is_deterministic_given_its_seed_and_a_fixed_playout_budget():
    g, p = _hard_decision_point()
    picks = set()
    for _ in range(2):
        hard = make_player("hard", 3, playouts=12, seconds=1e9)
        picks.add(str(hard.choose(g.clone(), p)))
        assert hard.stats["playouts"] == 12     # 4 rounds of its 3 candidates, the budget exactly
    assert len(picks) == 1


def test_hard_with_no_wall_clock_time_left_still_answers_legally_after_one_round():
    g, p = _hard_decision_point()
    hard = make_player("hard", 3, playouts=10 ** 6, seconds=1e9, wall=0.0)
    a = hard.choose(g.clone(), p)
    assert str(a) in {str(x) for x in g.legal_actions(p)}
    assert hard.stats["decisions"] == 1 and hard.stats["playouts"] <= 3     # the cap stopped it after a round


def test_the_evaluation_prefers_more_life_and_a_bigger_board_in_every_family():
    from engine.ai.evaluate import FEATURES, WEIGHTS
    for family, names in FEATURES.items():
        w = dict(zip(names, WEIGHTS[family]))
        assert w[names[0]] > 0 and w["power"] > 0 and w["hand"] >= 0
        # a card deployed is worth more than the same card in hand (the search must not learn to hoard)
        assert w["hand"] <= max(w.get("mana", 0), w.get("energy", 0), w.get("lands", 0))


def test_the_table_gives_hard_a_wall_clock_cap_besides_its_cpu_budget():
    from engine.ai.levels import TABLE_BUDGET
    hard = make_player("hard", 0, **TABLE_BUDGET["hard"])
    assert 0 < hard.wall <= 2.0 and hard.seconds <= hard.wall
