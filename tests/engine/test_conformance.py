"""The invariant checker itself: each check fails when its rule is broken.  The random playouts of
every format are tests/engine/test_conformance_generic.py (CI tier) and `make soak`."""
import dataclasses
import random

import pytest

import engine
from engine.conformance import Config, check_clone_replay_save, check_outcome, play_checked
from engine.invariants import InvariantError, check_action_leaks, check_cards, check_views
from engine.sim import play_random_game, random_players


def _game(fmt="duel", n=2, seed=1):
    return engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed)


def test_checker_catches_a_card_in_two_zones():
    g = _game()
    cid = g.pzone(0, "hand")[0]
    g.pzone(1, "hand").append(cid)
    with pytest.raises(InvariantError):
        check_cards(g)


def test_checker_catches_a_leaking_view(monkeypatch):
    """A view builder that showed every card would be caught."""
    from engine.core import view as view_mod
    g = _game()
    check_views(g)
    honest = view_mod.card_view
    monkeypatch.setattr(view_mod, "card_view", lambda g, cid, viewer, full: honest(g, cid, viewer, True))
    with pytest.raises(InvariantError):
        check_views(g)


def test_a_decision_detail_names_a_hidden_card_by_its_handle_only(monkeypatch):
    """A decision's details that name a card (DuePa's partner landing in a hand, the S-Triggers declared from
    the shields just broken) showed its bare id to every player (38 breaks in 72 checked shield-family games
    once the checker looked): the View gives a player who does not know the card its handle, and the checker
    catches a View that does not."""
    from engine.core import view as view_mod
    from engine.core.view import build_view
    g = _game()
    hidden = g.pzone(1, "hand")[0]
    g.decision.info["declared"] = [hidden]
    g.decision.info["partner"] = hidden
    seen = build_view(g, 0, False).decision.info
    assert seen["declared"] == [g.handle(hidden)] and seen["partner"] == g.handle(hidden)
    assert build_view(g, 1, False).decision.info["partner"] == hidden      # its owner knows it
    check_views(g)
    monkeypatch.setattr(view_mod, "seen_info", lambda g, info, viewer, full: view_mod.plain_info(info))
    with pytest.raises(InvariantError, match="partner|declared"):
        check_views(g)


def test_generic_view_check_catches_a_stack_view_showing_hands(monkeypatch):
    from engine.core import view as view_mod
    g = _game("ffa", 3)
    check_views(g)
    honest = view_mod.card_view
    monkeypatch.setattr(view_mod, "card_view", lambda g, cid, viewer, full: honest(g, cid, viewer, True))
    with pytest.raises(InvariantError, match="names hidden card"):
        check_views(g)


def _lying_view_caught(monkeypatch, fmt, change, match) -> None:
    """A typed view whose card views `change` alters (cv, g, cid) is caught by check_views with `match`."""
    from engine.core import view as view_mod
    g = _game(fmt)
    check_views(g)
    honest = view_mod.card_view
    monkeypatch.setattr(view_mod, "card_view", lambda g, cid, viewer, full: change(honest(g, cid, viewer, full), g, cid))
    with pytest.raises(InvariantError, match=match):
        check_views(g)


def test_generic_view_check_catches_a_view_that_names_the_wrong_card(monkeypatch):
    _lying_view_caught(monkeypatch, "divide", lambda cv, g, cid: dataclasses.replace(cv, card=cv.card + "-X")
                       if cv.card is not None else cv, "but it is")


def test_generic_view_check_catches_a_face_shown_under_a_handle(monkeypatch):
    _lying_view_caught(monkeypatch, "duel", lambda cv, g, cid: dataclasses.replace(cv, card=g.cards[cid].defn.id)
                       if cv.card is None else cv, "face of handle")


def _hidden_answer_caught(check) -> None:
    """An answer naming a card its player does not know, planted in the decision, is caught by `check`."""
    from engine.core.actions import Action
    g = _game()
    p = g.decision.waiting_for()[0]
    check(g)
    secret = g.pzone(1 - p, "hand")[0]
    g.decision.actions[p].append(Action(p, "charge", (f"c{secret}",)))
    with pytest.raises(InvariantError, match="does not know"):
        check(g)


def test_generic_view_check_catches_an_answer_naming_a_hidden_card():
    """An answer offered to the viewer (the view's decision) that names a card the viewer does not know."""
    _hidden_answer_caught(check_views)


def test_checker_catches_a_legal_action_naming_a_hidden_card():
    _hidden_answer_caught(check_action_leaks)


def test_clone_replay_save_check_catches_a_state_the_actions_do_not_explain():
    g = _game()
    play_random_game(g, 2, 30)
    check_clone_replay_save(g)
    g.turn += 1   # a state change no action made
    with pytest.raises(InvariantError):
        check_clone_replay_save(g)


def test_outcome_check_catches_a_winner_beside_a_draw_and_a_missing_player():
    g = _game()
    play_random_game(g, 3)
    assert g.outcome is not None
    check_outcome(g)
    g.outcome.players = {0: ("won", "dm:direct-attack"), 1: ("drew", "mtg:104.4a")}
    with pytest.raises(InvariantError, match="impossible"):
        check_outcome(g)
    g.outcome.players = {0: ("won", "dm:direct-attack")}
    with pytest.raises(InvariantError, match="every player"):
        check_outcome(g)


def test_a_checked_game_is_reproducible_from_its_seed():
    cfg = Config("duepa-3p", "duepa", 3, {})
    a, b = play_checked(cfg, 77, view_every=0), play_checked(cfg, 77, view_every=0)
    assert a.actions == b.actions and a.outcome.players == b.outcome.players
