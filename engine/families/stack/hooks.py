"""The hooks a stack-game format overrides (magic and the multiplayer variants of 800-811)."""
from __future__ import annotations

from typing import Protocol

from ...core.hooks import FormatHooks


class StackHooks(FormatHooks, Protocol):
    def skip_first_draw(self, g) -> tuple[bool, str]:
        """Whether the starting player skips the first draw, and the rule (103.7a)."""

    def limited_range(self) -> bool:
        """801: whether the game uses the limited range of influence."""

    def compute_roi(self, g) -> None:
        """Each player's range of influence (801; 809.3: the emperor's differs)."""

    def check_seating(self, g) -> None:
        """The seating fits the format (809: emperors in the middle of their team)."""

    def attack_targets(self, g, p: int) -> list[int]:
        """Whom p's creatures may attack (802, 803, 809.4, 811.3)."""

    def priority_actions(self, g, p: int, step: str) -> list:
        """What p may do with priority (809/804: deploy creatures)."""

    def priority_groups(self, g) -> list:
        """Who receives priority for the stack of the turn under way (807.5)."""

    def stack_key(self, g) -> str:
        """The zone of the stack that spells go on now (807.5: the current turn marker's)."""

    def stack_items(self, g) -> list:
        """Every object on every stack, bottom first."""

    def primary(self, g, members: list[int]) -> int:
        """The team member who leads a shared turn (805.2)."""

    def team_head(self, g, members: list[int]) -> int | None:
        """The team member whose loss is the team's (809.5: the emperor), or None."""

    def life_key(self, g, p: int) -> str:
        """The key of p's life total (810: the team's shared one)."""

    def loss_partners(self, g, p: int) -> list[int]:
        """Who leaves the game with p (810.8a: the team)."""

    def expand_losers(self, g, losers: dict) -> dict:
        """Everyone who loses with the losers (104.3i: the emperor's team)."""

    def players_draw(self, g, players: list[int], rule: str) -> None:
        """A draw for some players only (104.4e, 104.4h)."""

    def view_active_players(self, g) -> list:
        """The players whose turn is under way, for the view (807: several in grand melee)."""

    def view_stack(self, g, viewer, full: bool) -> list:
        """The stack items of the view (807.5: every marker's stack)."""

    def view_turns(self, g) -> list:
        """The turns under way at once, for the view (807.4: one per turn marker)."""
