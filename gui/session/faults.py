"""Named faults a test may plant in the session, to prove that `enza table-sim`'s observer sees the defect
each one stands for.  Off unless a test (or `enza table-sim --fault NAME`) turns one on; the app never does.

    from gui.session import faults
    with faults.planted("no-curtain-at-start"):
        ...   # the session misbehaves in that one way

The session asks `faults.on(NAME)` at the one place each defect would live."""
from __future__ import annotations

from contextlib import contextmanager

NAMES = (
    "teammate-autopass",          # a person's teammate is passed for when the first person passes (2HG, teams)
    "no-curtain-at-start",        # the game opens on the first person's hand with no curtain
    "hand-up-during-computers",   # the last person's hand stays face up while computers act
    "undo-off-by-one",            # undo goes back one answer too far
    "lone-person-open-call",      # a person alone at the screen gets the open call with nothing to answer
    "guessed-verb-refusal",       # a refused gesture is explained by a verb guessed from the family's drag
                                  # hints, whatever the gesture was (issue 34's symptom)
    "raw-id-refusal",             # a refusal's words are the engine's developer message, raw ids and all
)

_active: set[str] = set()


def on(name: str) -> bool:
    return name in _active


def plant(name: str) -> None:
    if name not in NAMES:
        raise ValueError(f"unknown fault {name!r} (known: {', '.join(NAMES)})")
    _active.add(name)


def clear() -> None:
    _active.clear()


@contextmanager
def planted(name: str):
    plant(name)
    try:
        yield
    finally:
        _active.discard(name)
