"""Undo and redo through a QUndoStack whose commands replay the engine (undo = the game replayed without
the undone actions; redo = replayed with them again, which the seed makes exact).  One command is one
answer a person chose, with the computer and automatic answers that followed it.  The hidden-information
guard stays: a step back over a draw, a shield break, a shuffle or a look is refused (gui/saves.py)."""
from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack

from engine.core.saves import replay

from .saves import reveals_hidden


class AnswerCommand(QUndoCommand):
    def __init__(self, ctl, before: int, text: str):
        super().__init__(text)
        self.ctl = ctl
        self.before = before        # actions in the log before this answer
        self.after: list[str] = []  # the whole log when undone (what redo goes back to)
        self.fresh = True           # the answer is already performed when the command is pushed

    def earlier(self):
        g = self.ctl.game
        return replay(g.setup, g.actions_log[:self.before])

    def undo(self) -> None:
        g = self.ctl.game
        self.after = list(g.actions_log)
        self.ctl.restore(self.earlier())

    def redo(self) -> None:
        if self.fresh:
            self.fresh = False
            return
        self.ctl.restore(replay(self.ctl.game.setup, self.after))


class GameUndoStack(QUndoStack):
    """`label(text)` names an answer for the Undo and Redo menu items (QUndoStack's undoText/redoText)."""
    label = None

    def record(self, before: int, text: str) -> None:
        cmd = AnswerCommand(self.parent(), before, text)
        if self.label is not None:
            cmd.setText(self.label(text))
        self.push(cmd)

    def undo_checked(self) -> str:
        """'' when undone, else why not: 'nothing' or 'hidden'."""
        if not self.canUndo():
            return "nothing"
        cmd = self.command(self.index() - 1)
        g = self.parent().game
        prev = cmd.earlier()
        if reveals_hidden(g, prev):
            return "hidden"
        self.undo()
        return ""

    def redo_checked(self) -> bool:
        if not self.canRedo():
            return False
        self.redo()
        return True
