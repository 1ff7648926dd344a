"""The shield game's zones, declared once (engine/core/zones.py explains the fields)."""
from __future__ import annotations

from dataclasses import replace

from ...core.zones import HIDDEN, OWNER, PUBLIC, ZoneSpec


def _z(name, kind, visibility, order, **kw) -> ZoneSpec:
    return ZoneSpec(name, f"p{{n}}.{name}", "player", kind, visibility, order, f"zone.shield.{name}", **kw)


SPECS = (
    _z("deck", "pile", HIDDEN, "secret", keep_from=("hand",)),  # drawn from a shuffled deck = new to all
    _z("hand", "fan", OWNER, "unordered", forget_from=("deck",)),
    _z("mana", "row", PUBLIC, "unordered"),
    _z("battle", "row", PUBLIC, "ordered"),
    _z("shield", "row", HIDDEN, "ordered", forget_from=("deck",)),  # a known card stays known face down
    _z("graveyard", "pile", PUBLIC, "ordered"),
    _z("partner", "pile", PUBLIC, "unordered"),                  # DuePa 201: empty in other formats
    _z("limbo", "pile", PUBLIC, "ordered", shown=False, scenario=False),   # between zones while resolving
    _z("gone", "pile", HIDDEN, "unordered", shown=False, scenario=False),  # out of the game (DuePa 400.1)
)
# Formats without a partner (duel, digital) keep the zone, always empty, out of the view: a table drew an
# empty Partner pile at every seat (U1a)
SPECS_NO_PARTNER = tuple(replace(z, shown=False) if z.name == "partner" else z for z in SPECS)
