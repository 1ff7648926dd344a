"""The Edit menu's undo and redo as a QUndoStack that mirrors the session's history (gui/session/history.py):
at most one command to undo (the screen's person's last choice, when the session says undo would succeed)
and one to redo; each command calls the session.  The session decides what may be undone and why not."""
from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack


class SessionCommand(QUndoCommand):
    def __init__(self, stack, text: str):
        super().__init__(text)
        self.stack = stack

    def undo(self) -> None:
        if not self.stack.mirroring:
            self.stack.parent().undo()

    def redo(self) -> None:
        if not self.stack.mirroring:
            self.stack.parent().redo()


class GameUndoStack(QUndoStack):
    mirroring = False

    def mirror(self, state) -> None:
        """Show the session's undo state (gui/session/snapshot.py UndoState): what Undo and Redo would do."""
        key = (state.possible, state.label, state.redo) if state is not None else None
        if key == getattr(self, "_key", None):
            return
        self._key = key
        self.mirroring = True
        try:
            self.clear()
            if state is not None and state.possible:
                self.push(SessionCommand(self, state.label))
            if state is not None and state.redo:
                self.push(SessionCommand(self, state.redo))
                self.setIndex(self.index() - 1)
        finally:
            self.mirroring = False
