"""Life-zone specifics of the random-playout conformance (the playouts of every format, with all
invariants, are tests/engine/test_conformance_generic.py)."""
import random


import engine
from engine.conformance import Config, play_checked
from engine.sim import random_players


def test_tag_random_games_end_with_both_players_of_one_team_winning():
    """Tag 103-1 (the whole team wins) in random games; the generic test checks the rest."""
    cfg = Config("tag-4p", "tag", 4, {})
    for seed in range(6):
        r = play_checked(cfg, 300 + seed, view_every=0)
        assert r.finished
        winners = [p for p, (res, _) in r.outcome.players.items() if res == "won"]
        assert len(winners) == 2 and winners[0] // 2 == winners[1] // 2   # seats 0,1 / 2,3 are the teams


def test_tag_random_players_have_teams_by_seat_and_distinct_decks():
    ps = random_players("tag", 4, random.Random(3))
    assert [p["team"] for p in ps] == [0, 0, 1, 1]
    assert ps[0]["deck"].path != ps[1]["deck"].path and ps[2]["deck"].path != ps[3]["deck"].path


def test_every_action_round_trips_through_text_and_undo():
    g = engine.new_game("tag", random_players("tag", 4, random.Random(1)), seed=5)
    rng = random.Random(2)
    for _ in range(60):
        if g.outcome:
            break
        for a in g.legal_actions():
            assert str(g.parse(str(a))) == str(a)
        a = rng.choice(g.legal_actions())
        g.perform(str(a))
    fp = g.fingerprint()
    assert engine.load_game(g.to_json()).fingerprint() == fp
    u = g.undo()
    assert u.fingerprint() != fp and len(u.actions_log) == len(g.actions_log) - 1
