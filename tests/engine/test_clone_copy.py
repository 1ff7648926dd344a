"""Game.clone copies every card, player and frame field of every family, sharing no list with the original."""
import pytest

import engine
from engine.core.statecopy import slot_names
from engine.sim import bundled_decks, play_random_game


@pytest.mark.parametrize("fmt", ["duel", "divide", "magic"])
def test_clone_copies_every_slot_and_shares_no_list(fmt):
    d = bundled_decks(fmt)
    g = engine.new_game(fmt, [{"deck": d[i % len(d)]} for i in range(2)], seed=11)
    play_random_game(g, 2, 40)
    assert g.decision is not None
    c = g.clone()
    assert len(c.cards) == len(g.cards)
    lists = 0
    for a, b in zip(g.cards, c.cards):
        assert type(a) is type(b) and a is not b
        for name in slot_names(type(a)):
            va, vb = getattr(a, name), getattr(b, name)
            assert va == vb, (fmt, name)
            if isinstance(va, list):
                assert va is not vb, (fmt, name)
                lists += 1
    assert lists   # every family's cards carry lists (modifiers, cards under …)
    for a, b in zip(g.players, c.players):
        assert a is not b and a.fp() == b.fp() and (a.name, a.kind) == (b.name, b.kind)
    for fa, fb in zip(g.frames, c.frames):
        assert fa is not fb and fa.fp() == fb.fp()
    assert c.decision is not g.decision and c.decision.fp() == g.decision.fp()
    assert c.actions_log == g.actions_log and c.actions_log is not g.actions_log
