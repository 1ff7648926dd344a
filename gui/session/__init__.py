"""The table's logic without Qt (DESIGN.md §9): seats, who is asked, who sees, the curtain and the open call,
team rounds, stops, computers' questions, history and undo, the autosave journal, pace, concede and pause.
The Qt table (gui/controller.py), `enza table-sim` and later `enza host` and the phones all drive a `Session`
and draw its snapshots.  Nothing under gui/session imports Qt (tests/session/test_session_api.py).  See README.md."""
from .driver import Driver, VirtualClock
from .seats import COMPUTER, PC, PERSON, Seat, seats_of
from .session import Question, Reply, Session, TableOptions, Wait
from .snapshot import Controls, Curtain, EventLine, Offer, OpenCall, Snapshot, Stop, UndoState

__all__ = ["COMPUTER", "Controls", "Curtain", "Driver", "EventLine", "Offer", "OpenCall", "PC", "PERSON",
           "Question", "Reply", "Seat", "Session", "Snapshot", "Stop", "TableOptions", "UndoState",
           "VirtualClock", "Wait", "seats_of"]
