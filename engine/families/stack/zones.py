"""The stack game's zones, declared once (engine/core/zones.py explains the fields)."""
from __future__ import annotations

from ...core.zones import HIDDEN, OWNER, PUBLIC, TEAM_SEES, ZoneSpec


def _z(name, kind, visibility, order, **kw) -> ZoneSpec:
    return ZoneSpec(name, f"p{{n}}.{name}", "player", kind, visibility, order, f"zone.stack.{name}", **kw)


def specs(team_sees_hands: bool) -> tuple:
    """The hand is seen by its owner, or by the whole team where teammates may look (808, 810.5)."""
    return (
        _z("library", "pile", HIDDEN, "secret", keep_from=("hand",)),
        _z("hand", "fan", TEAM_SEES if team_sees_hands else OWNER, "unordered", forget_from=("library",)),
        _z("battlefield", "row", PUBLIC, "ordered"),
        _z("graveyard", "pile", PUBLIC, "ordered"),
        _z("exile", "pile", PUBLIC, "unordered"),
        _z("gone", "pile", PUBLIC, "unordered", shown=False, scenario=False),  # left the game (800.4a)
        ZoneSpec("stack", "stack", "shared", "lifo", PUBLIC, "ordered", "zone.stack.stack", scenario=False),
    )


SOLO = specs(False)
TEAM = specs(True)
