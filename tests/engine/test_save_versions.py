"""Fingerprints across engine versions: a save written by another engine or card-pool version is
replayed and fingerprinted afresh (and says so); a save of this version whose fingerprint does not
match is refused as edited."""
import enum
import json
import random

import pytest

import engine
from engine.core.game import ENGINE_VERSION, canon
from engine.sim import play_random_game, random_players


def _saved_game():
    g = engine.new_game("duel", random_players("duel", 2, random.Random(4)), seed=4)
    play_random_game(g, 4, 60)
    return g, json.loads(g.to_json())


def test_a_save_from_an_older_engine_is_refingerprinted_by_replay():
    g, data = _saved_game()
    data["versions"]["engine"] = "0.0.1"
    data["fingerprint"] = "0" * 32   # what an older layout of the same state might have hashed to
    loaded = engine.load_game(json.dumps(data), "old.enza")
    assert loaded.fingerprint() == g.fingerprint()
    assert loaded.actions_log == g.actions_log
    assert "old.enza" in loaded.load_note and "engine 0.0.1" in loaded.load_note
    assert ENGINE_VERSION in loaded.load_note
    again = json.loads(loaded.to_json())   # saved again: this version, the new fingerprint
    assert again["versions"]["engine"] == ENGINE_VERSION and again["fingerprint"] == g.fingerprint()
    assert engine.load_game(loaded.to_json()).load_note is None


def test_a_save_from_another_card_pool_version_is_refingerprinted_too():
    g, data = _saved_game()
    data["versions"]["cards"] = "pool-0"
    data["fingerprint"] = "f" * 32
    assert "card pool pool-0" in engine.load_game(json.dumps(data)).load_note


def test_a_save_of_this_version_with_another_fingerprint_is_refused_as_edited():
    g, data = _saved_game()
    data["fingerprint"] = "0" * 32
    with pytest.raises(engine.DataError, match="edited"):
        engine.load_game(json.dumps(data), "edited.enza")


def test_an_older_save_whose_actions_no_longer_replay_is_refused():
    g, data = _saved_game()
    data["versions"]["engine"] = "0.0.1"
    data["actions"][5] = "p0 charge c9999"
    with pytest.raises(engine.DataError, match="action 6"):
        engine.load_game(json.dumps(data), "old.enza")


class _Step(enum.Enum):
    MAIN = "main"


def test_canon_counts_enum_members_as_their_values():
    """Turning a string constant of the state into an enum must not change fingerprints."""
    assert canon(_Step.MAIN) == canon("main")
    assert canon({"step": _Step.MAIN, "xs": [_Step.MAIN]}) == canon({"step": "main", "xs": ["main"]})
    assert repr(canon(_Step.MAIN)) == repr("main")
