"""`magic`: the 2-player stack game (base rules of engine/families/stack)."""
from __future__ import annotations

from ..families.stack.rules import StackRules
from . import register


@register
class MagicRules(StackRules):
    pass
