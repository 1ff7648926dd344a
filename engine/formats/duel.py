"""`duel`: the 2-player shield game (DIGEST.md B1)."""
from __future__ import annotations

from ..families.shield.rules import ShieldRules
from . import register
from .shield_decks import validate_shield_deck


@register
class DuelRules(ShieldRules):
    def validate_deck(self, deck):
        return validate_shield_deck(self, deck)
