"""Puzzles in the main window: the puzzle chooser, a scenario file of one's own, the puzzle being played
(its goal stays in sight) and whether it was solved.  A bad scenario gives a message; the table is untouched."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

import engine

from . import i18n
from .i18n import tr
from .window_files import documents_dir, refusal_of


class Puzzles:
    """`path`: the scenario being played (Rematch plays it again), else None; `solver`: the seat it is set for."""

    def __init__(self, window):
        self.window = window
        self.path: str | None = None
        self.solver = 0
        self.dlg = None
        self._key = self._puzzle = None

    def puzzle_dialog(self) -> None:
        """The bundled puzzles by family (gui/dialogs/puzzles.py), or a scenario file of one's own."""
        from .dialogs.puzzles import PuzzleDialog
        dlg = PuzzleDialog(self.window)
        self.dlg = dlg
        dlg.accepted.connect(lambda: self.load_puzzle(dlg.chosen) if dlg.chosen else
                             self.puzzle_file_dialog() if dlg.want_file else None)
        dlg.open()

    def puzzle_file_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Load a puzzle"), documents_dir(),
                                              tr("Scenarios (*.toml)"))
        if path:
            self.load_puzzle(path)

    def load_puzzle(self, path: str) -> bool:
        w = self.window
        try:
            g = engine.load_scenario(path)
        except Exception as e:  # noqa: BLE001 - scenario files are user input: report, never crash
            w.message(tr("Cannot load the puzzle"), refusal_of(e))
            return False
        w.games.last_spec = None
        self.path = path                # Rematch plays the puzzle again
        self.solver = g.turn_player     # the person the puzzle is set for: the one whose turn it is
        w.games.set_game(g)
        return True

    def current_puzzle(self):
        """The puzzle being played (gui/dialogs/puzzles.Puzzle, in the interface language), else None."""
        if not self.path or self.window.ctl.game is None:
            return None
        from .dialogs.puzzles import read_puzzle
        key = (self.path, i18n.language())
        if self._key != key:
            self._key, self._puzzle = key, read_puzzle(Path(self.path))
        return self._puzzle

    def puzzle_result(self):
        """(puzzle, solved) once a puzzle's game is over, else None (the Game over dialog says Solved)."""
        z = self.current_puzzle()
        g = self.window.ctl.game
        if z is None or g.outcome is None:
            return None
        return z, self.solver in g.outcome.winners
