"""One random-simulation conformance test for every registered format (CI tier; `make soak` runs the
same checks over many more games: benchmarks/soak.py).

For each format of engine.formats() at its minimum, 4 (where allowed) and maximum seats, plus the key
options (engine/conformance.py OPTION_VARIANTS): seeded random games with the default playout policy
and, after every action, the invariants (cards conserved, zone rules, per-viewer events and legal
answers name no card their viewer does not know); views of every seat every 1-10 actions (no hidden
card shown, every named card shown truly); after every 2^k-th action (OpenSpiel's check) and at the end,
clone == replay == loaded save, and a clone plays on without touching the original; a finished game has a consistent outcome.
Games that hit the action cap are unfinished (D-random-cap) and must stay rare.  A new format gets all
of this by being registered."""
import pytest

import engine.conformance as conformance
from engine.conformance import configurations, play_checked, run_config
from engine.invariants import InvariantError

CONFIGS = configurations()
SEED = 20261123


def games_for(cfg) -> int:
    """Sized to the CI budget: a game's cost grows about with the square of its seats."""
    return max(1, 32 // cfg.players ** 2)


def view_every(cfg) -> int:
    return 1 if cfg.players <= 2 else 5 if cfg.players <= 4 else 10


def test_every_registered_format_is_covered_at_min_4_and_max_seats():
    import engine
    covered = {(c.format, c.players) for c in CONFIGS}
    for info in engine.formats():
        for n in {info.min_players, info.max_players} | ({4} & set(range(info.min_players, info.max_players + 1))):
            assert (info.name, n) in covered
    assert len({c.format for c in CONFIGS}) == len(engine.formats()) >= 9


@pytest.mark.parametrize("cfg", CONFIGS, ids=[c.name for c in CONFIGS])
def test_random_games_keep_every_invariant(cfg):
    games = games_for(cfg)
    row = run_config(cfg, games, SEED, view_every=view_every(cfg), keep_going=False)
    assert row.games == games and row.breaks == 0
    assert row.unfinished <= games // 100, f"{row.unfinished} of {games} games hit the action cap"


def test_clone_equals_replay_is_checked_at_every_power_of_two(monkeypatch):
    """OpenSpiel's random_sim_test compares the clone and the replay with the game at 1, 2, 4, 8 … actions."""
    seen = []
    check = conformance.check_clone_replay_save
    monkeypatch.setattr(conformance, "check_clone_replay_save", lambda g: (seen.append(len(g.actions_log)), check(g)))
    cfg = next(c for c in CONFIGS if c.name == "duel-2p")
    r = play_checked(cfg, SEED, view_every=50)
    powers = [1 << k for k in range(20) if 1 << k <= r.actions]
    assert seen[:-1] == powers and seen[-1] == r.actions and len(powers) >= 6


def test_a_clone_that_is_not_the_replay_is_caught_at_the_first_power_of_two(monkeypatch):
    from engine.core.game import Game
    clone = Game.clone

    def off_by_one(self, keep_events=False):     # a clone that forgets one fact of the state
        c = clone(self, keep_events)
        c.turn += 1
        return c
    monkeypatch.setattr(Game, "clone", off_by_one)
    cfg = next(c for c in CONFIGS if c.name == "divide-2p")
    with pytest.raises(InvariantError, match="clone differs"):
        play_checked(cfg, SEED, view_every=50)
