"""The hooks a shield-game format overrides (duel, digital, duepa); everything else is the family's."""
from __future__ import annotations

from typing import Protocol

from ...core.hooks import FormatHooks


class ShieldHooks(FormatHooks, Protocol):
    def init_state(self, g) -> None:
        """Make the zones and the records every game starts with (DuePa: the turn order's direction)."""

    def after_cards(self, g) -> None:
        """Every card exists (DuePa records the partners)."""

    def start_of_turn(self, g, tp: int) -> None:
        """The turn player's start step (digital: the legend skill, DMP-51)."""

    def usable_zones(self, g, p: int) -> tuple:
        """The zones p may use cards from (DuePa 201.3: hand and partner)."""

    def name_allowed(self, g, p: int, name: str, kind: str) -> str | None:
        """Rule id forbidding p to use or put a card named `name` now (DuePa 107.1), or None."""

    def may_enter(self, g, player: int, c, summoned: bool) -> bool:
        """Whether a creature put by an effect may enter (DuePa 107.1)."""

    def direct_attack(self, g, attacker_player: int, defender: int) -> None:
        """A direct attack got through (duel: the attacker wins; DuePa 104.2a: the defender loses)."""

    def deck_empty(self, g, player: int) -> None:
        """A player's deck ran out (DuePa 104.2b)."""

    def nullified(self, g, what: str) -> str | None:
        """Rule id nullifying a win / lose / extra-turn effect (DuePa 105.1, 106.1), or None."""

    def check_removed(self, g, player: int) -> None:
        """Invariant: where a removed player's cards are (DuePa 400.1)."""

    def partner_landed(self, g, c) -> None:
        """The partner went somewhere other than the partner and battle zones (DuePa 201.4)."""

    def clamp_power(self, p: int) -> int:
        """A power as the format's limits allow (DMP-33)."""
