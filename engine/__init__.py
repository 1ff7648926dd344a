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


def labelled_gestures(fmt: str | None = None, family: str | None = None) -> list:
    """The labelled illegal (and legal) gestures of assets/gestures/ (engine/gesture_catalogue.py, issue 34)."""
    from .gesture_catalogue import catalogue
    return catalogue(fmt, family)


def rule_documents(fmt: str) -> frozenset:
    """The rule documents a format's refusals may cite ("dm", "duepa" …): its family's and its own seeds'."""
    from .gesture_catalogue import rule_documents as docs
    return docs(fmt)


def bad_refusal(game, seat: int, text, rule: str = "", expect: str | None = None):
    """Why a refusal shown to `seat` is bad (raw id, unknown card, foreign or wrong rule), or None
    (engine/refusal_check.py: `enza table-sim`'s bad_refusals)."""
    from .refusal_check import bad_refusal as judge
    return judge(game, seat, text, rule, expect)
