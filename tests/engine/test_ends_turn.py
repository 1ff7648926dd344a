"""Game.ends_turn: the public question a table's auto-pass asks (issue 15: the table keeps no copy of
the game of its own to try answers on)."""
import random

from engine.conformance import configurations, new_random_game
from engine.sim import choose_random


def _answers_until_turn_ends(name, seed=5, limit=400):
    g = new_random_game(next(c for c in configurations() if c.name == name), seed)
    rng = random.Random(seed)
    seen_end = seen_stay = False
    for _ in range(limit):
        if g.outcome is not None or g.decision is None:
            break
        text = str(choose_random(g.legal_actions(), rng))
        before = (g.fingerprint(), len(g.events), len(g.actions_log))
        predicted = g.ends_turn(text)
        assert (g.fingerprint(), len(g.events), len(g.actions_log)) == before   # asking changes nothing
        turn, holder = g.turn, g.turn_player
        g.perform(text)
        ended = g.turn != turn or g.turn_player != holder or g.outcome is not None or (
            g.decision is not None and g.decision.kind == "use-declaration")
        assert predicted == ended, text
        seen_end |= ended
        seen_stay |= not ended
    return seen_end, seen_stay


def test_ends_turn_foretells_the_answer_that_ends_the_turn_in_each_family():
    for name in ("duel-2p", "duepa-4p", "divide-2p", "magic-2p"):
        assert _answers_until_turn_ends(name) == (True, True), name


def test_ends_turn_is_false_for_an_answer_that_is_not_legal():
    g = new_random_game(next(c for c in configurations() if c.name == "duel-2p"), 1)
    fp = g.fingerprint()
    assert g.ends_turn("p0 nonsense 99") is False
    assert g.fingerprint() == fp
