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
    """A bad data file (card, deck, scenario, save, settings): names the file, the line (for a save's
    actions: the action number) and the problem.  Readers quote at most 80 characters of a bad value;
    the problem is cut to MAX_PROBLEM characters in any case, so no message can carry a whole file."""

    MAX_PROBLEM = 400

    def __init__(self, path: str, line: int | None, problem: str, action: int | None = None):
        if len(problem) > self.MAX_PROBLEM:
            problem = problem[:self.MAX_PROBLEM - 1] + "…"
        path = str(path)
        if len(path) > 300:
            path = "…" + path[-299:]
        where = f"{path}:{line}" if line else path
        if action:
            where += f": action {action}"
        super().__init__(f"{where}: {problem}")
        self.path = path
        self.line = line
        self.action = action
        self.problem = problem

    @property
    def located(self) -> bool:
        """Whether the error points inside the file (a line or an action number)."""
        return bool(self.line or self.action)


class InvariantError(AssertionError):
    """A state breaks a rule that must always hold (engine/invariants.py; families check their own)."""


class SetupProblem:
    """One reason a setup cannot start, typed for a table to put in its own words: `code` (what is wrong:
    "player-count", "seats", "partner", "first-player", "option", "team-sizes", "team-seating",
    "territories", …), `rule` (the rule id, or ""), `params` (the numbers and names the words need) and an
    English `message` (logs, and what a ValueError always said)."""

    __slots__ = ("code", "rule", "params", "message")

    def __init__(self, code: str, rule: str = "", params: dict | None = None, message: str = ""):
        self.code, self.rule, self.params, self.message = code, rule, dict(params or {}), message or code

    def __eq__(self, other) -> bool:
        return isinstance(other, SetupProblem) and (self.code, self.rule, self.params) == \
            (other.code, other.rule, other.params)

    def __repr__(self) -> str:
        return f"SetupProblem({self.code!r}, {self.rule!r}, {self.params!r})"

    def __str__(self) -> str:
        return self.message


class SetupError(ValueError):
    """A game that cannot be set up as asked: its typed `problems` (engine/catalog.py answers with the same
    list before a game is made)."""

    def __init__(self, problems: list):
        self.problems = list(problems)
        super().__init__("; ".join(str(p) for p in self.problems))
