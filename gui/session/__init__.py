"""The table's logic without Qt (DESIGN.md §9): seats, who is asked, who sees, the curtain and the open call,
team rounds, stops, computers' questions, history and undo, the autosave journal, pace, concede and pause;
the words of the game (gui/session/words).  The Qt table (gui/controller.py), `enza table-sim`, `enza host`
and the phones drive a `Session` and draw its snapshots.  Nothing under gui/session imports Qt
(tests/session/test_session_api.py).  See README.md.

The names below are loaded on first use, so that importing `gui.session.words` (the start-up's words) does
not load the session."""
from __future__ import annotations

import importlib

_WHERE = {
    "Driver": "driver", "VirtualClock": "driver",
    "COMPUTER": "seats", "PC": "seats", "PERSON": "seats", "Seat": "seats", "seats_of": "seats",
    "Question": "protocol", "Reply": "protocol", "TableOptions": "protocol", "Wait": "protocol",
    "Session": "session",
    "Controls": "snapshot", "Curtain": "snapshot", "EventLine": "snapshot", "Offer": "snapshot",
    "OpenCall": "snapshot", "Snapshot": "snapshot", "Stop": "snapshot", "UndoState": "snapshot",
}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'gui.session' has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{mod}"), name)
