"""`Game.views` (and `Game.known_cards_of`): several viewers' views of one state made at once (engine/core/view.py `build_views`) are each
exactly the viewer's own `view` — what is shared between viewers is only what every one of them sees alike (a
phone must never get a card another viewer sees and it does not)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.conformance import Config, play_checked
from engine.sim import play_random_game, random_players

CONFIGS = [Config("duepa-4p", "duepa", 4), Config("duepa-8p", "duepa", 8), Config("tag-4p", "tag", 4),
           Config("2hg-4p", "2hg", 4), Config("melee-8p", "melee", 8), Config("divide-2p", "divide", 2), Config("digital-2p", "digital", 2),
           Config("teams-4p-shared", "teams", 4, {"shared_turns": True})]


def _same_as_one_by_one(g, rng) -> None:
    viewers = [None, *range(g.n_players)]
    rng.shuffle(viewers)        # the order the viewers come in decides which of them a shared zone is made for
    together = g.views(viewers)
    assert list(together) == viewers
    known = g.known_cards_of(viewers)
    for p in viewers:
        assert together[p] == g.view(p), (g.format.name, len(g.actions_log), p)
        assert known[p] == g.known_cards(p), (g.format.name, len(g.actions_log), p)


@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: c.name)
def test_views_and_known_cards_made_together_equal_each_viewers_own_at_every_step(cfg):
    rng = random.Random(7)
    steps = []

    def watch(g):
        _same_as_one_by_one(g, rng)
        steps.append(1)
    play_checked(cfg, 11, cap=150, view_every=1000, watch=watch)
    assert len(steps) >= 20


def test_a_zone_is_shared_only_between_viewers_who_see_it_alike():
    """In a 4-seat DuePa game each hand is one object for the three who do not know its cards, another for its
    owner; the battle zones and graveyards are one object for everyone."""
    g = engine.new_game("duepa", random_players("duepa", 4, random.Random(3)), seed=3)
    play_random_game(g, 3, 80)
    vs = g.views(range(4))
    for p in range(4):
        hands = {id(vs[q].zones[f"p{p}.hand"]) for q in range(4)}
        assert len(hands) == (2 if vs[p].zones[f"p{p}.hand"].cards else 1)
        assert vs[p].zones[f"p{p}.hand"] is not vs[(p + 1) % 4].zones[f"p{p}.hand"] or \
            not vs[p].zones[f"p{p}.hand"].cards
    for key, z in vs[0].zones.items():
        if z.visibility == "public":
            assert all(vs[q].zones[key] is z for q in range(4)), key


def test_a_card_under_a_card_known_to_one_viewer_only_keeps_the_zone_apart():
    """The cards under a card count in deciding who may share a zone: a battle zone whose creature has a card
    under it that only p1 knows is p1's own (random games rarely make one: it is set up here)."""
    g = engine.new_game("duepa", random_players("duepa", 4, random.Random(5)), seed=5)
    play_random_game(g, 5, 400)
    key = next(k for k in g.zones if k.endswith(".battle") and g.zones[k])
    top = g.cards[g.zones[key][0]]
    hidden = g.zones["p1.hand"].pop()
    top.under.append(hidden)
    g.cards[hidden].known = 1 << 1
    vs = g.views([0, 1, 2, 3, None])
    for p in [0, 1, 2, 3, None]:
        assert vs[p] == g.view(p), p
    assert vs[1].zones[key] is not vs[0].zones[key] and vs[0].zones[key] is vs[2].zones[key]
