"""`duel`: the 2-player shield game (DIGEST.md B1).

Options `digital_mana`, `zone_caps`, `auto_order` (off by default) switch on the digital rules of
Duel Masters Play's (seed 002): strategies the shield family chooses from the options
(engine/families/shield/digital.py)."""
from __future__ import annotations

from dataclasses import replace

from ..core.options import flag
from ..families.shield.rules import ShieldRules
from . import register
from .shield_decks import validate_shield_deck


@register
class DuelRules(ShieldRules):
    info = replace(ShieldRules.info, options={**ShieldRules.info.options, "digital_mana": flag(False),
                                              "zone_caps": flag(False), "auto_order": flag(False)})

    def validate_deck(self, deck):
        return validate_shield_deck(self, deck)
