"""Saves: setup + seed + actions + versions + final fingerprint.  Writing one, and reading its text; replaying
it (which needs the formats) is engine/saves.py."""
from __future__ import annotations

import re

from .errors import DataError
from .save_setup import validate_actions, validate_setup
from .textdata import parse_json

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
    data = parse_json(text, path, "save")
    if not isinstance(data, dict) or data.get("enza_save") != SAVE_VERSION:
        raise DataError(path, 1, "not an Enza save file (missing or unknown 'enza_save' version)")
    for key in ("setup", "actions", "fingerprint"):
        if key not in data:
            raise DataError(path, 1, f"save is missing '{key}'")
    # field by field before anything is replayed: decks are card lists, never file names
    try:
        setup = validate_setup(data["setup"], path)
        actions = validate_actions(data["actions"], path)
    except DataError as e:
        if e.located:
            raise
        raise DataError(path, field_line(text, e.problem), e.problem) from None
    return data, setup, actions


def field_line(text: str, problem: str) -> int:
    """The line of the setup field a problem names ("setup 'seed': …" -> the line of "seed"), else the
    line of "setup"; a save is JSON, whose parser keeps no line numbers for values."""
    m = re.match(r"(?:setup )?'?([A-Za-z_]+)", problem)
    for key in ([m.group(1)] if m else []) + ["setup"]:
        at = text.find(f'"{key}"')
        if at >= 0:
            return text.count("\n", 0, at) + 1
    return 1
