"""Fast copies of game state for Game.clone (search and computer players copy a game at every step).

State is plain data: numbers, text, lists, dicts and tuples of them, and slotted objects (cards, frames,
actions, decisions) that copy themselves.  copy.deepcopy handles all of it, but through its generic
dispatch; these functions do the same for the plain parts several times faster and hand anything else
back to copy.deepcopy with the same memo."""
from __future__ import annotations

import copy

ATOMIC = frozenset({int, str, bool, float, type(None)})
_SLOTS: dict[type, tuple[str, ...]] = {}


def slot_names(cls: type) -> tuple[str, ...]:
    """Every slot of `cls` and its bases, base classes first (once per class)."""
    names = _SLOTS.get(cls)
    if names is None:
        seen = []
        for k in reversed(cls.__mro__):
            slots = k.__dict__.get("__slots__", ())
            for n in ((slots,) if isinstance(slots, str) else slots):
                if n not in seen and n not in ("__dict__", "__weakref__"):
                    seen.append(n)
        names = _SLOTS[cls] = tuple(seen)
    return names


_MISSING = object()


def copy_state(v, memo: dict):
    """copy.deepcopy for the plain data of a game's state (lists, dicts and tuples of numbers and text, and
    objects with their own __deepcopy__), several times faster on it; shares `memo` with copy.deepcopy, so
    that two references to one list still name one list in the copy."""
    t = type(v)
    if t in ATOMIC:
        return v
    y = memo.get(id(v), _MISSING)
    if y is not _MISSING:
        return y
    if t is list:
        y = memo[id(v)] = []
        for x in v:
            y.append(x if type(x) in ATOMIC else copy_state(x, memo))
        return y
    if t is dict:
        y = memo[id(v)] = {}
        for k, x in v.items():
            y[k if type(k) in ATOMIC else copy_state(k, memo)] = x if type(x) in ATOMIC else copy_state(x, memo)
        return y
    if t is tuple:
        items = [x if type(x) in ATOMIC else copy_state(x, memo) for x in v]
        if all(a is b for a, b in zip(items, v)):
            return v
        y = memo[id(v)] = tuple(items)
        return y
    own = getattr(t, "__deepcopy__", None)
    if own is not None:
        # what copy.deepcopy would do with it, without its generic dispatch (frames, decisions and actions
        # copy themselves); the original lives in the game being cloned, so its id cannot be reused
        y = memo[id(v)] = own(v, memo)
        return y
    return copy.deepcopy(v, memo)
