"""Enza's rules engine: pure Python, never imports Qt.

Public contract (DESIGN.md §4): formats(), new_game(), load_scenario(), load_game(), Game with
decision / legal_actions / parse / perform / view / full_view / events_for / outcome /
fingerprint / to_json / undo.
"""
from __future__ import annotations

from .core.errors import ActionError, DataError, IllegalAction, InvalidAction  # noqa: F401
from .core.game import Game, Outcome  # noqa: F401
from .newgame import formats, get_format, new_game  # noqa: F401
from .saves import load_game  # noqa: F401


def load_scenario(path_or_mapping):
    from .scenario import load_scenario as ls
    return ls(path_or_mapping)
