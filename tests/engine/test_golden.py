"""Golden games (tests/golden/*.json, written by `python -m tools.golden regenerate` / `make golden`).

Each file is a seeded random game of one format, player count and option set, recorded as rule-level
facts: the actions played, and every 25 actions whose decision it is, its kind and rule, and the sorted
legal answers; the outcome at the end.  Card tokens are written as card identities, never as the engine's
internal numbers or handles, so internal refactors (E2, E3) must leave every file passing untouched.

A failure here means a rule changed.  If it was meant, regenerate and say in the commit message which
rule (rule id) changed and why; otherwise fix the engine.  The test never regenerates anything."""
import json

import pytest

from tools import golden

FILES = golden.golden_files()


def test_every_format_has_golden_games_at_its_player_counts():
    have = {f.stem for f in FILES}
    want = {c["name"] for c in golden.configs()}
    assert want <= have, f"missing golden games: {sorted(want - have)} (run `make golden`)"


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_golden_game_replays_to_the_same_facts(path):
    golden.replay(json.loads(path.read_text(encoding="utf-8")))


def test_golden_replay_does_not_depend_on_handles_or_card_numbers(monkeypatch):
    """Opaque handles hashed another way leave the recorded texts and the replay unchanged."""
    import hashlib

    from engine.core.game import Game

    def other_handle(self, cid):
        c = self.cards[cid]
        return "h" + hashlib.sha256(f"x{self.salt}/{cid}/{c.epoch}".encode()).hexdigest()[:12]

    monkeypatch.setattr(Game, "handle", other_handle)
    name = max(FILES, key=lambda f: f.read_text(encoding="utf-8").count(" h:")).stem
    golden.replay(json.loads((golden.GOLDEN_DIR / f"{name}.json").read_text(encoding="utf-8")))


def test_golden_replay_notices_a_changed_game():
    data = json.loads((golden.GOLDEN_DIR / "duel-2p.json").read_text(encoding="utf-8"))
    data["checkpoints"][3]["legal"] = data["checkpoints"][3]["legal"][1:]
    with pytest.raises(golden.GoldenMismatch):
        golden.replay(data)
    data = json.loads((golden.GOLDEN_DIR / "ffa-3p.json").read_text(encoding="utf-8"))
    data["outcome"] = None
    with pytest.raises(golden.GoldenMismatch):
        golden.replay(data)
