"""`divide`: the 2-player life-zone game (DIGEST.md B2 with DIGEST_B2_ADDENDUM.md)."""
from __future__ import annotations

from ..families.lifezone.rules import LifeRules
from . import register


@register
class DivideRules(LifeRules):
    pass
