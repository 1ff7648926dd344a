"""Replay of a saved game, step by step, in the side panel (forward by the engine, back by replaying one
action fewer)."""
from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QVBoxLayout, QWidget

import engine

from . import saves
from .i18n import tr
from .window_files import refusal_of


class ReplayBar(QWidget):
    def __init__(self, window):
        super().__init__()
        rl = QVBoxLayout(self)
        self.label = QLabel()
        self.next = QPushButton()
        self.next.setObjectName("replay_next")
        self.next.clicked.connect(window.replay_step)
        self.prev = QPushButton()
        self.prev.clicked.connect(window.replay_back)
        self.exit = QPushButton()
        self.exit.clicked.connect(window.replay_stop)
        for w in (self.label, self.next, self.prev, self.exit):
            rl.addWidget(w)
        self.hide()

    def retranslate(self) -> None:
        self.next.setText(tr("Next step ▶"))
        self.prev.setText(tr("◀ Step back"))
        self.exit.setText(tr("End the replay"))


class ReplayMixin:
    """For MainWindow: `self.replay_bar`, `self.replay_actions`, `self.replay_pos`."""

    def replay_dialog(self) -> None:
        from .window_files import documents_dir
        path, _ = QFileDialog.getOpenFileName(self, tr("Replay a saved game"), documents_dir(),
                                              tr("Enza saves (*.enza)"))
        if path:
            self.start_replay(path)

    def start_replay(self, path: str) -> bool:
        try:
            full = saves.read_save(path)
            actions = list(full.actions_log)
            g = self._replay_start(full)
        except Exception as e:  # noqa: BLE001 - a save is user input
            self.message(tr("Cannot replay"), refusal_of(e))
            return False
        self.replay_actions = actions
        self.close_game_over()
        self.ctl.replay_mode = True
        self.ctl.set_game(g)
        self.replay_pos = 0
        self.replay_bar.show()
        self.refresh()
        return True

    @staticmethod
    def _replay_start(full):
        """The saved game at its first action: undo back to the start (replay of no actions)."""
        from engine.saves import replay
        return replay(full.setup, [])

    def replay_step(self) -> None:
        if self.replay_pos >= len(self.replay_actions):
            return
        try:
            self.ctl.replay_perform(self.replay_actions[self.replay_pos])
        except engine.ActionError as e:
            self.message(tr("Cannot replay"), str(e))
            return
        self.replay_pos += 1
        self.refresh()

    def replay_back(self) -> None:
        if self.replay_pos == 0:
            return
        self.ctl.replay_show(self.game.undo())
        self.replay_pos -= 1
        self.refresh()

    def replay_stop(self) -> None:
        self.ctl.replay_mode = False
        self.replay_bar.hide()
        self.ctl.set_game(self.game)        # play on from here, a live table again
