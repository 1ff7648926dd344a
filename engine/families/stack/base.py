"""Names the stack family's modules share: verbs, zones, steps and the action constructor `A`.  Kept apart
from rules.py so that frames, play and view need not import the rules they are part of."""
from __future__ import annotations

from ...core.actions import Action

VERBS = frozenset({"concede", "keep", "mulligan", "bottom", "begin", "done", "pass", "play", "cast", "target",
                   "tap", "autopay", "cancel", "order", "attack", "block", "discard", "choose", "sacrifice",
                   "agree-draw", "assign"})
ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "gone")
PUBLIC = ("battlefield", "graveyard", "exile", "gone", "stack")
STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
         "first_strike_damage", "combat_damage", "end_combat", "main2", "end", "cleanup")


def A(p: int, verb: str, *args: str) -> Action:
    return Action(p, verb, tuple(args))
