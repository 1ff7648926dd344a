"""The life-zone game's zones, declared once (engine/core/zones.py explains the fields).

Public zones reveal a card for good as it leaves (everyone saw it); a life card is turned face up when it
leaves for anywhere but a hand or a deck (302-3).  Hands are seen by the whole side (tag 301-3)."""
from __future__ import annotations

from ...core.zones import HIDDEN, PUBLIC, TEAM_SEES, ZoneSpec


def _z(name, kind, visibility, order, **kw) -> ZoneSpec:
    return ZoneSpec(name, f"p{{n}}.{name}", "player", kind, visibility, order, f"zone.lifezone.{name}", **kw)


def _life(key: str, scope: str) -> ZoneSpec:
    return ZoneSpec("life", key, scope, "pile", HIDDEN, "secret", "zone.lifezone.life", keep_from=("hand",),
                    reveal_on_leave=("hand", "deck"))


_COMMON = (
    _z("deck", "pile", HIDDEN, "secret", keep_from=("hand",)),
    _z("hand", "fan", TEAM_SEES, "unordered"),
    _z("energy", "row", PUBLIC, "unordered", reveal_on_leave=()),
    _z("grave", "pile", PUBLIC, "ordered", reveal_on_leave=()),
    _z("territory", "row", PUBLIC, "unordered", reveal_on_leave=()),
    _z("aside", "pile", HIDDEN, "unordered", shown=False, scenario=False),
    ZoneSpec("field", "all.field", "shared", "row", PUBLIC, "ordered", "zone.lifezone.field", reveal_on_leave=()),
    ZoneSpec("res", "all.res", "shared", "lifo", PUBLIC, "ordered", "zone.lifezone.res", reveal_on_leave=(),
             scenario=False),
)

SOLO = _COMMON + (_life("p{n}.life", "player"),)   # divide: one life zone per player
TEAM = _COMMON + (_life("t{n}.life", "team"),)     # tag: one life zone per team (301-1 / 302-1)
