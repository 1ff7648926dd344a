"""Replay of a saved game, step by step, in the side panel (forward by the engine, back by replaying one
action fewer)."""
from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QVBoxLayout, QWidget

import engine

from . import saves
from .i18n import tr
from .window_files import documents_dir, refusal_of


class ReplayBar(QWidget):
    def __init__(self, replay):
        super().__init__()
        rl = QVBoxLayout(self)
        self.label = QLabel()
        self.next = QPushButton()
        self.next.setObjectName("replay_next")
        self.next.clicked.connect(replay.replay_step)
        self.prev = QPushButton()
        self.prev.clicked.connect(replay.replay_back)
        self.exit = QPushButton()
        self.exit.clicked.connect(replay.replay_stop)
        for w in (self.label, self.next, self.prev, self.exit):
            rl.addWidget(w)
        self.hide()

    def retranslate(self) -> None:
        self.next.setText(tr("Next step ▶"))
        self.prev.setText(tr("◀ Step back"))
        self.exit.setText(tr("End the replay"))


class Replay:
    """The main window's replay: `bar` (its buttons, in the side panel), `actions` (the saved game's
    actions) and `pos` (how many of them the table shows)."""

    def __init__(self, window):
        self.window = window
        self.actions: list[str] = []
        self.pos = 0
        self.bar = ReplayBar(self)

    def replay_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Replay a saved game"), documents_dir(),
                                              tr("Enza saves (*.enza)"))
        if path:
            self.start_replay(path)

    def start_replay(self, path: str) -> bool:
        w = self.window
        try:
            full = saves.read_save(path)
            actions = list(full.actions_log)
            g = self._replay_start(full)
        except Exception as e:  # noqa: BLE001 - a save is user input
            w.message(tr("Cannot replay"), refusal_of(e))
            return False
        self.actions = actions
        w.games.close_game_over()
        w.ctl.replay_mode = True
        w.ctl.set_game(g)
        self.pos = 0
        self.bar.show()
        w.refresh()
        return True

    @staticmethod
    def _replay_start(full):
        """The saved game at its first action: undo back to the start (replay of no actions)."""
        from engine.saves import replay
        return replay(full.setup, [])

    def replay_step(self) -> None:
        w = self.window
        if self.pos >= len(self.actions):
            return
        try:
            w.ctl.replay_perform(self.actions[self.pos])
        except engine.ActionError as e:
            w.message(tr("Cannot replay"), str(e))
            return
        self.pos += 1
        w.refresh()

    def replay_back(self) -> None:
        w = self.window
        if self.pos == 0:
            return
        w.ctl.replay_show(w.ctl.game.undo())
        self.pos -= 1
        w.refresh()

    def replay_stop(self) -> None:
        ctl = self.window.ctl
        ctl.replay_mode = False
        self.bar.hide()
        ctl.set_game(ctl.game)        # play on from here, a live table again
