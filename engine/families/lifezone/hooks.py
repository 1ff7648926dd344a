"""The hooks a life-zone format overrides (divide, tag); everything else is the family's."""
from __future__ import annotations

from typing import Protocol

from ...core.hooks import FormatHooks


class LifeHooks(FormatHooks, Protocol):
    def side_ids(self, g) -> list:
        """Every side of the table (tag: the two teams)."""

    def seat_side(self, g, seat: int, p: int):
        """The side of player p sitting at `seat` (tag reads the team off the seating)."""

    def side_life_key(self, side: int) -> str:
        """The key of a side's life zone (tag: the team's shared one)."""

    def check_teams(self, g) -> None:
        """The table's teams fit the format (tag: two of two); called for scenarios too."""

    def check_setup(self, g) -> None:
        """The dealt cards fit the format (tag 401-1: teammates' territories differ)."""

    def set_first_player(self, g, first: int) -> None:
        """Record who goes first (tag: and the order of the teams)."""

    def life_count(self, g, p: int) -> int:
        """How many cards p puts into the life zone (tag 403-3a)."""

    def place_life(self, g, first: int) -> None:
        """Put the life cards (tag 403-3: per team, one player after the other)."""

    def attackable_players(self, g, p: int) -> list[int]:
        """Whom p may attack (tag 403-1b: the players in front)."""
