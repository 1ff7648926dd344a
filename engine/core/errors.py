"""Errors raised by the engine.

Every refusal carries a rule id, a stable code and parameters so that the GUI can phrase it in
Japanese or English; `message` is the English developer text used by logs and the CLI.
"""
from __future__ import annotations


class ActionError(Exception):
    def __init__(self, code: str, message: str, rule: str = "", **params):
        super().__init__(f"[{rule}] {message}" if rule else message)
        self.code = code
        self.rule = rule
        self.message = message
        self.params = params


class InvalidAction(ActionError):
    """The text is not an action at all (does not parse)."""


class IllegalAction(ActionError):
    """The action parses but the rules forbid it now."""


class DataError(Exception):
    """A bad data file (card, deck, scenario, save): names file, line and problem."""

    def __init__(self, path: str, line: int | None, problem: str):
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {problem}")
        self.path = str(path)
        self.line = line
        self.problem = problem


class InvariantError(AssertionError):
    """A state breaks a rule that must always hold (engine/invariants.py; families check their own)."""
