"""The life-zone rules keep answers worked out from card definitions by card ids (Game.derived): clones share
them, and a world whose cards were given other definitions (a computer player's guess) must not read them."""
import random

import engine
from engine.ai.observation import guess_unseen
from engine.sim import choose_random, random_players


def _main_with_a_playable_card(seed: int):
    """A divide game at a main-phase priority where the turn player can play a card from hand."""
    g = engine.new_game("divide", random_players("divide", 2, random.Random(seed)), seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        d = g.decision
        if d is not None and d.kind == "priority" and d.info.get("main"):
            tp = g.turn_player
            if g.rules.playable(g, tp, True):
                return g, tp
        g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))
    raise AssertionError("no main phase with a playable card in 400 actions")


def test_a_clone_shares_the_kept_answers_and_a_guessed_world_starts_its_own():
    g, _ = _main_with_a_playable_card(5)
    assert g.derived                                  # the priority above filled some
    w = g.clone()
    assert w.derived is g.derived
    guess_unseen(w, 0, {0}, random.Random(1))
    assert w.derived is not g.derived and g.derived


def test_a_world_whose_hand_became_territories_plays_nothing_though_the_real_game_could():
    g, tp = _main_with_a_playable_card(5)
    R = g.rules
    assert R.playable(g, tp, True) and R.may_act(g, tp, True)
    territory = next(d for d in R.pool().cards.values() if d.type == "territory")
    w = g.clone()
    for cid in w.zones[f"p{tp}.hand"]:
        w.cards[cid].defn = territory                 # as guess_unseen does to unseen cards
    w.forget_derived()
    assert R.playable(w, tp, True) == []
    assert R.playable(g, tp, True)                    # the real game's answers are untouched
