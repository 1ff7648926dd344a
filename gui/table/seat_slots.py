"""Where a zone sits on a classic seat box, from its spec (engine/core/zones.py: kind, visibility, order), never
from its name: the table knows no family's zones.

    FRONT      a public row in order (where creatures fight: what attack arrows point at)
    RESOURCE   a public row without order (what pays)
    FACEDOWN   a row of hidden cards
    HELD       a fan (a hand)
    DRAWPILE   a pile whose order and faces are secret (drawn as a back and a count)
    DISCARD    the first public pile (its top card shown, the rest browsable)
    ASIDE      the second public pile
A seat shows one zone per place; a zone with no free place is not drawn here (formats whose zones do not
fit this box are laid out by the zone table, gui/table/layouts/)."""
from __future__ import annotations

FRONT, RESOURCE, FACEDOWN, HELD = "front", "resource", "facedown", "held"
DRAWPILE, DISCARD, ASIDE = "drawpile", "first_pile", "second_pile"
PILES = (DRAWPILE, DISCARD, ASIDE)          # drawn as piles, side by side at the seat's corner
ROWS = (FRONT, FACEDOWN, RESOURCE, HELD)    # rows of cards, each with a name-and-count pill


def slot_of(zv, free_piles: list) -> str | None:
    """The place of one zone view; `free_piles`: the public pile places not taken yet (consumed)."""
    if zv.kind == "fan":
        return HELD
    if zv.kind in ("pile", "counter"):
        if zv.order == "secret":
            return DRAWPILE
        return free_piles.pop(0) if free_piles else None
    if zv.visibility == "hidden":
        return FACEDOWN
    return FRONT if zv.order == "ordered" else RESOURCE


def seat_slots(zviews) -> dict:
    """{zone name: place} for one player's zone views, in the family's order of its zones."""
    out: dict = {}
    free = [DISCARD, ASIDE]
    for zv in zviews:
        slot = slot_of(zv, free)
        if slot is not None and slot not in out.values():
            out[zv.name] = slot
    return out
