"""Replaying a save (setup + seed + actions) into a game and checking its fingerprint; undo is a replay
without the last action.  The save's text is read by engine/core/saves.py."""
from __future__ import annotations

import logging

from .core.errors import ActionError, DataError
from .core.options import OptionError, option_line
from .core.game import ENGINE_VERSION, Game
from .core.save_setup import clip, excerpt
from .core.saves import field_line, read_save
from .core.textdata import parse_toml
from .newgame import get_format, new_game


def replay(setup: dict, actions: list[str], path: str = "<save>"):
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
    data, setup, actions = read_save(text, path)
    try:
        get_format(setup["format"])
    except (KeyError, ValueError):
        raise DataError(path, field_line(text, "format"),
                        f"setup 'format': unknown format {excerpt(setup['format'])}") from None
    try:
        g = replay(setup, actions, path)
    except DataError as e:
        if e.located:
            raise
        raise DataError(path, field_line(text, "setup"), e.problem) from None
    except OptionError as e:   # the format's declaration refuses a value the save holds
        line = option_line(text, e.option) or field_line(text, "setup")
        raise DataError(path, line, f"setup 'options': {e}") from None
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise DataError(path, field_line(text, "setup"), f"save setup is invalid: {clip(str(e), 200)}") from None
    older = _older_versions(data.get("versions"), g)
    if older:
        # Another engine or card-pool version stores the same game differently, so its fingerprint
        # cannot be compared; every action has just replayed legally, which is what a save promises.
        g.load_note = (f"{path}: saved by {older}; replayed on this version and fingerprinted afresh "
                       f"({g.fingerprint()})")
        logging.getLogger(__name__).info(g.load_note)
    elif check and g.fingerprint() != data["fingerprint"]:
        raise DataError(path, field_line(text, "setup 'fingerprint'"),
                        "replaying the save does not reach its recorded fingerprint "
                        "(an edited file, or a changed engine that kept its version number)")
    return g


def _older_versions(saved, g) -> str:
    """'engine 0.0.9, cards …' when the save names versions other than this engine's, else ''."""
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
    from .scenario import build_game
    sc = setup["scenario"]
    text = sc.get("text")
    if not text:
        raise DataError(path, None, "the save began from a scenario whose text is missing")
    data = parse_toml(text, path, "scenario")
    data.pop("actions", None)
    return build_game(data, text, sc.get("path") or path)


Game.replayer = staticmethod(replay)
