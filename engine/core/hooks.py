"""What a format may override: each family declares a `typing.Protocol` of its hooks (its rules class's
`hooks`), and a format's rules class defines no method outside it (`tests/engine/test_hooks.py`), so a
newcomer reads one short list to learn what a format can change (like python-chess's variants over
`Board`).  The hooks every family shares are in `FormatHooks`."""
from __future__ import annotations

from typing import Protocol


class FormatHooks(Protocol):
    """Hooks of `engine/core/rules.py` BaseRules that formats of any family override."""

    @classmethod
    def option_choices(cls, name: str) -> tuple:
        """The words a text option may take (a format listing them from its data)."""

    @classmethod
    def seat_teams(cls, sizes: tuple, n: int) -> list[int]:
        """Each of n seats' team before anyone changes it (811.2 seats teams alternately)."""

    def team_problems(self, seating) -> list:
        """What is wrong with the teams of a seating by the format's rules, as typed SetupProblems."""

    def validate_deck(self, deck) -> list:
        """The deck's problems (DeckProblem) by the format's deck rules."""

    def setup(self, g) -> None:
        """Deal and start a new game."""

    def setup_scenario(self, g, sc: dict) -> None:
        """Build the position a scenario describes."""

    def on_empty_stack(self, g) -> None:
        """No frame is left: start the next turn (or end the game)."""

    def remove_player(self, g, player: int) -> None:
        """A player leaves the game (lost, conceded)."""

    def player_wins(self, g, player: int, rule: str) -> None:
        """A player wins by `rule` (a team format makes the team win)."""

    def decide_outcome(self, g) -> None:
        """End the game when the format's result is decided (the last player or team standing)."""

    def team_results(self, g, results: dict) -> dict:
        """Each team's result from its members' results."""

    def team_wins_if(self, member_results: list[str]) -> bool:
        """Whether a team with these member results has won."""

    def team_mask(self, g, p: int) -> int:
        """The players who see what p's team sees, as a bit mask."""


def hook_names(protocol: type) -> frozenset:
    """The hooks a protocol declares: its own and its bases' methods (not typing's machinery)."""
    out: set = set()
    for k in protocol.__mro__:
        if k is object or k is Protocol or k.__module__ == "typing":
            continue
        out |= {n for n, v in vars(k).items() if not n.startswith("_")
                and (callable(v) or isinstance(v, (classmethod, staticmethod)))}
    return frozenset(out)
