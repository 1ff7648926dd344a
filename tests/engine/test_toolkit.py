"""The families' shared toolkit in engine/core (issue 13): the one `Pending` record, the one choose frame."""
import random

from engine.conformance import configurations, new_random_game
from engine.core.choose import ChooseFrame
from engine.core.game import canon
from engine.core.pending import Pending, queue_pending
from engine.families.shield.rules import ShieldPending
from engine.families.stack.rules import StackPending
from engine.sim import choose_random


def test_pending_effects_fingerprint_as_each_family_stored_them():
    # Saves written before the one record replay to their recorded fingerprints: the shield game's
    # object (its own tuple), the life-zone game's list, the stack game's dictionary (each family's
    # subclass gives its shape: engine/core names no family).
    assert ShieldPending(3, 1, 12, ("c", 0), 0, "attack").fp() == (3, 1, 12, ("c", 0), 0, "attack")
    assert Pending(4, 0, 7, 2).fp() == canon([4, 0, 7, 2])
    ctx = {"player": 1, "attacking": 0}
    assert StackPending(5, 2, 9, 0, ctx=ctx).fp() == canon(
        {"seq": 5, "controller": 2, "source": 9, "ability": 0, "ctx": ctx})


def _game(name, seed=3):
    return new_random_game(next(c for c in configurations() if c.name == name), seed)


def test_a_cloned_games_pending_effects_are_its_own():
    g = _game("magic-2p")
    pe = queue_pending(g, StackPending, 0, 1, 0, ctx={"player": 1})
    assert pe.seq == g.memory["seq"] and g.pending[-1] is pe
    c = g.clone()
    assert c.fingerprint() == g.fingerprint()
    c.pending[-1].ctx["player"] = 0
    c.pending[-1].controller = 1
    assert (pe.ctx, pe.controller) == ({"player": 1}, 0)
    assert c.fingerprint() != g.fingerprint()


def _first_choice_under_way(name, kinds):
    for seed in range(40):
        g = _game(name, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if g.outcome is not None or g.decision is None:
                break
            f = g.frames[-1] if g.frames else None
            if isinstance(f, ChooseFrame) and f.picked and g.decision.kind in kinds:
                return g
            g.perform(str(choose_random(g.legal_actions(), rng)))
    raise AssertionError(f"no {kinds} choice with a pick made in {name}")


def test_a_choice_under_way_shows_how_many_were_picked_never_which():
    # the picks are card numbers, some hidden from the other players: the view everyone gets carries a count
    for name, kinds in (("duel-2p", {"break-shields", "choose-cards", "discard"}),
                        ("magic-2p", {"mulligan-bottom", "discard", "cleanup-discard"})):
        g = _first_choice_under_way(name, kinds)
        n = len(g.frames[-1].picked)
        for viewer in range(len(g.players)):
            assert g.view(viewer).decision.info["picked"] == n
        assert g.decision.info["count"] == g.frames[-1].count
