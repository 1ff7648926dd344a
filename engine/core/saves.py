"""Saves: setup + seed + actions + versions + final fingerprint.  Writing one, and reading its text; replaying
it (which needs the formats) is engine/saves.py."""
from __future__ import annotations

import json

from .errors import DataError
from .save_setup import validate_actions, validate_setup

SAVE_VERSION = 1
# Bump whenever the same game may get another fingerprint (an internal refactor, a changed state
# layout): saves written by an older version are then replayed and fingerprinted afresh on loading
# (engine/saves.py load_game says so) instead of being refused as edited.
ENGINE_VERSION = "0.1.0"


def save_data(g) -> dict:
    return {
        "enza_save": SAVE_VERSION,
        "format": g.setup["format"],
        "setup": g.setup,
        "actions": list(g.actions_log),
        "versions": {"engine": ENGINE_VERSION, "cards": g.rules.pool_version()},
        "fingerprint": g.fingerprint(),
    }


def read_save(text: str, path: str = "<save>") -> tuple[dict, dict, list[str]]:
    """The checked (data, setup, actions) of a save's text, before anything is replayed."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(path, e.lineno, f"not a valid save (JSON error: {e.msg})") from None
    if not isinstance(data, dict) or data.get("enza_save") != SAVE_VERSION:
        raise DataError(path, None, "not an Enza save file (missing or unknown 'enza_save' version)")
    for key in ("setup", "actions", "fingerprint"):
        if key not in data:
            raise DataError(path, None, f"save is missing '{key}'")
    # field by field before anything is replayed: decks are card lists, never file names
    setup = validate_setup(data["setup"], path)
    actions = validate_actions(data["actions"], path)
    return data, setup, actions
