"""A player who leaves a game that goes on takes their cards out of it for good (Magic 800.4a, DuePa 400.1), in
every team format (issue 30 item 5).  `engine.invariants.check_departed` states the rule for every family and
format: while the game goes on, no card a departed player owns is anywhere but out of the game, and no zone of
theirs holds a card.  The soak (`make soak`) checks it after every action; here every seat of every team format
leaves in turn from the middle of a seeded random game, and the game is played on with the check.

The emperor-6p games of seeds 9931000 and 9931040 broke it (a creature a general had deployed to the emperor
stayed on the battlefield after the general left, then died into the general's graveyard): both are kept here,
played in full with engine/conformance.py's checks, the invariants after every action (the views, which double
the time, are left to the soak: `make soak SOAK_FORMATS=emperor`)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.conformance import Config, new_random_game, play_checked
from engine.core.errors import InvariantError
from engine.formats.emperor import emperor_of
from engine.invariants import Checker, check_departed
from engine.sim import choose_random

TEAM_FORMATS = [(i.name, n) for i in engine.formats() if i.teams for n in sorted({i.min_players, i.max_players})]


def _played(fmt: str, n: int, seed: int, turns: int = 3):
    """A seeded random game played into its third turn: cards on battlefields, in graveyards, on the stack."""
    g = new_random_game(Config(f"{fmt}-{n}p", fmt, n), seed)
    rng = random.Random(seed)
    while g.outcome is None and g.turn < turns:
        g.perform(choose_random(g.decision.actions[g.decision.waiting_for()[0]], rng, "act"))
    return g, rng


@pytest.mark.parametrize("fmt,n", TEAM_FORMATS, ids=[f"{f}-{n}p" for f, n in TEAM_FORMATS])
def test_every_seat_of_every_team_format_leaves_and_takes_its_cards_out(fmt, n):
    g, rng = _played(fmt, n, 4242)
    assert g.outcome is None, "the game ended before anyone could leave"
    went_on = 0
    for p in range(n):
        c = g.clone()
        c.perform(f"p{p} concede")
        check = Checker(view_every=0)
        check(c)
        for _ in range(40):        # and it stays so while the game goes on
            if c.outcome is not None:
                break
            went_on += 1
            c.perform(choose_random(c.decision.actions[c.decision.waiting_for()[0]], rng, "act"))
            check(c)
        check_departed(c)
    if fmt not in ("2hg", "tag", "teams") or n > 4:   # a team of two that concedes together ends a 2-team game
        assert went_on, f"in {fmt} no one left while the game went on: the check proved nothing"


def test_the_check_finds_a_departed_player_s_card_left_behind():
    g, _ = _played("emperor", 6, 4242)
    p = next(p.index for p in g.players if p.alive and emperor_of(g.rules, g, p.index) != p.index)
    g.perform(f"p{p} concede")
    check_departed(g)
    cid = g.zones[f"p{p}.gone"][0]
    g.zones[f"p{p}.gone"].remove(cid)          # as if it had stayed where another player keeps it
    other = next(q.index for q in g.players if q.alive)
    g.zones[f"p{other}.graveyard"].append(cid)
    with pytest.raises(InvariantError, match=f"card {cid} .*p{p} left the game"):
        check_departed(g)


@pytest.mark.parametrize("seed", [9931000, 9931040])
def test_mtg_800_4a_emperor_seeds_that_broke_the_invariant_play_clean(seed):
    r = play_checked(Config("emperor-6p", "emperor", 6), seed, view_every=0)
    assert r.finished
