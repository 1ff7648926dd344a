"""The shield game's quick payment check agrees with the payment planner on every kind of mana pool."""
import random

from engine.families.shield.mana import payable, payment_plan, tappable

CIVS = ("light", "water", "darkness", "fire", "nature")


def _pool(rng, n, start):
    return [(start + i, frozenset(rng.sample(CIVS, rng.choice((1, 1, 1, 2, 2, 3))))) for i in range(n)]


def test_payable_is_exactly_whether_a_plan_exists():
    rng = random.Random(20261123)
    payable_seen = 0
    for _ in range(20000):
        untapped = _pool(rng, rng.randrange(0, 9), 0)
        tapped = _pool(rng, rng.randrange(0, 4), 100)
        cost = rng.randrange(0, 10)
        civs = tuple(rng.sample(CIVS, rng.choice((0, 1, 1, 2, 2, 3, 4, 5))))
        ok = payable(cost, civs, untapped, tapped)
        assert ok == (payment_plan(cost, civs, untapped, tapped) is not None), (cost, civs, untapped, tapped)
        payable_seen += ok
    assert 2000 < payable_seen < 18000   # both answers were exercised


def test_payable_needs_a_card_per_civilization():
    fire_water = frozenset({"fire", "water"})
    # one multicolour card supplies one civilization per payment (the module docstring)
    assert not payable(2, ("fire", "water"), [(1, fire_water), (2, frozenset({"light"}))])
    assert payable(2, ("fire", "water"), [(1, fire_water), (2, frozenset({"water"}))])
    # an already tapped card counts towards the cost and its civilization
    assert payable(2, ("fire",), [(2, frozenset({"light"}))], [(1, frozenset({"fire"}))])
    assert not payable(1, ("fire",), [(2, frozenset({"light"}))], [(1, frozenset({"water"}))])


def test_tappable_offers_only_cards_that_keep_the_payment_possible():
    light, fire = frozenset({"light"}), frozenset({"fire"})
    # cost 2 in fire with one fire card: tapping both light cards would leave fire unpaid, but one may go
    assert tappable(2, ("fire",), [(1, light), (2, light), (3, fire)], []) == [1, 2, 3]
    assert tappable(2, ("fire",), [(2, light), (3, fire)], [(1, light)]) == [3]


def test_tappable_is_exactly_the_cards_after_which_a_plan_exists():
    rng = random.Random(7)
    for _ in range(5000):
        untapped = _pool(rng, rng.randrange(0, 9), 0)
        tapped = _pool(rng, rng.randrange(0, 4), 100)
        cost = rng.randrange(0, 10)
        civs = tuple(rng.sample(CIVS, rng.choice((0, 1, 1, 1, 2, 3))))
        expected = [cid for cid, cs in untapped
                    if payment_plan(cost, civs, [u for u in untapped if u[0] != cid], tapped + [(cid, cs)]) is not None]
        assert tappable(cost, civs, untapped, tapped) == expected, (cost, civs, untapped, tapped)
