"""Saves: setup + seed + actions + versions + final fingerprint; loading replays and checks."""
from __future__ import annotations

import logging

from .errors import ActionError, DataError
from .save_setup import clip, excerpt, validate_actions, validate_setup

SAVE_VERSION = 1


def save_data(g) -> dict:
    from .game import ENGINE_VERSION
    return {
        "enza_save": SAVE_VERSION,
        "format": g.setup["format"],
        "setup": g.setup,
        "actions": list(g.actions_log),
        "versions": {"engine": ENGINE_VERSION, "cards": g.rules.pool_version()},
        "fingerprint": g.fingerprint(),
    }


def replay(setup: dict, actions: list[str], path: str = "<save>"):
    from .. import new_game
    if setup.get("scenario"):
        g = _scenario_game(setup, path)
    else:
        g = new_game(setup["format"], setup["players"], options=setup.get("options"), seed=setup["seed"],
                     first_player=setup.get("first_player"))
    for i, text in enumerate(actions):
        try:
            g.perform(text)
        except ActionError as e:
            raise DataError(path, None, f"{excerpt(text)} cannot be replayed: {clip(str(e), 80)}",
                            action=i + 1) from None
    return g


def load_game(text: str, path: str = "<save>", check: bool = True):
    from ..cards.reader import parse_json
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
        raise DataError(path, _field_line(text, e.problem), e.problem) from None
    try:
        g = replay(setup, actions, path)
    except DataError as e:
        if e.located:
            raise
        raise DataError(path, _field_line(text, "setup"), e.problem) from None
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise DataError(path, _field_line(text, "setup"), f"save setup is invalid: {clip(str(e), 200)}") from None
    older = _older_versions(data.get("versions"), g)
    if older:
        # Another engine or card-pool version stores the same game differently, so its fingerprint
        # cannot be compared; every action has just replayed legally, which is what a save promises.
        g.load_note = (f"{path}: saved by {older}; replayed on this version and fingerprinted afresh "
                       f"({g.fingerprint()})")
        logging.getLogger(__name__).info(g.load_note)
    elif check and g.fingerprint() != data["fingerprint"]:
        raise DataError(path, _field_line(text, "setup 'fingerprint'"),
                        "replaying the save does not reach its recorded fingerprint "
                        "(an edited file, or a changed engine that kept its version number)")
    return g


def _field_line(text: str, problem: str) -> int:
    """The line of the setup field a problem names ("setup 'seed': …" -> the line of "seed"), else the
    line of "setup"; a save is JSON, whose parser keeps no line numbers for values."""
    import re
    m = re.match(r"(?:setup )?'?([A-Za-z_]+)", problem)
    for key in ([m.group(1)] if m else []) + ["setup"]:
        at = text.find(f'"{key}"')
        if at >= 0:
            return text.count("\n", 0, at) + 1
    return 1


def _older_versions(saved, g) -> str:
    """'engine 0.0.9, cards …' when the save names versions other than this engine's, else ''."""
    from .game import ENGINE_VERSION
    if not isinstance(saved, dict):
        return ""
    differ = []
    if saved.get("engine", ENGINE_VERSION) != ENGINE_VERSION:
        differ.append(f"engine {saved.get('engine')!s:.40} (this is {ENGINE_VERSION})")
    pool = g.rules.pool_version()
    if saved.get("cards", pool) != pool:
        differ.append(f"card pool {saved.get('cards')!s:.40} (this is {pool})")
    return ", ".join(differ)


def _scenario_game(setup: dict, path: str):
    """A game that began from a scenario is rebuilt from the scenario text kept in its setup."""
    from ..scenario import build_game
    sc = setup["scenario"]
    text = sc.get("text")
    if not text:
        raise DataError(path, None, "the save began from a scenario whose text is missing")
    from ..cards.reader import parse_toml
    data = parse_toml(text, path, "scenario")
    data.pop("actions", None)
    return build_game(data, text, sc.get("path") or path)
