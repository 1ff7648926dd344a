"""The first screen a group meets: New game, Continue (the autosaved game, described), Puzzles,
Deck editor, Rules.  It only emits what was picked; the main window does the work.

It is painted before anything else (gui/shell.py), so it does not touch PySide6's `Qt` namespace: the
first use of `Qt` builds every enum of it, ~30-50 ms of CPU that the table pays later instead.  Centring is
done with stretches and a style sheet."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .i18n import tr


class StartScreen(QFrame):   # a QFrame paints its style-sheet background without WA_StyledBackground
    new_game = Signal()
    resume = Signal()
    puzzles = Signal()
    deck_editor = Signal()
    rules = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("start_screen")
        self.setStyleSheet("QLabel { qproperty-alignment: AlignCenter; }")
        box = QFrame()
        box.setObjectName("start_box")
        box.setMinimumWidth(440)
        box.setMaximumWidth(560)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(32, 28, 32, 28)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("start_title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("start_subtitle")
        self.subtitle.setWordWrap(True)
        lay.addWidget(self.title)
        lay.addWidget(self.subtitle)
        lay.addSpacing(14)
        self.buttons: dict[str, QPushButton] = {}
        for key, sig in (("new", self.new_game), ("continue", self.resume), ("puzzles", self.puzzles),
                         ("decks", self.deck_editor), ("rules", self.rules)):
            b = QPushButton()
            b.setObjectName("start_" + key)
            b.setMinimumHeight(42)
            b.setAutoDefault(True)      # Return presses the focused button, as in a dialog
            b.clicked.connect(sig.emit)
            lay.addWidget(b)
            self.buttons[key] = b
            if key == "continue":
                self.resume_info = QLabel()
                self.resume_info.setObjectName("resume_info")
                self.resume_info.setWordWrap(True)
                lay.addWidget(self.resume_info)
        self.note = QLabel()
        self.note.setObjectName("start_note")
        self.note.setWordWrap(True)
        lay.addSpacing(10)
        lay.addWidget(self.note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(box)          # at its preferred size, centred by the stretches around it
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self._resume_text = ""
        self.retranslate()

    def set_resume(self, summary: str | None) -> None:
        """`summary` describes the autosaved game (format, seats, turn); None: nothing to continue."""
        self._resume_text = summary or ""
        self.buttons["continue"].setEnabled(summary is not None)
        # the likely next step has the focus: Continue when there is a game to continue
        self.buttons["continue" if summary is not None else "new"].setFocus()
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("Enza"))
        self.subtitle.setText(tr("A card-game table for friends around one computer."))
        self.buttons["new"].setText(tr("New game"))
        self.buttons["continue"].setText(tr("Continue"))
        self.buttons["puzzles"].setText(tr("Puzzles"))
        self.buttons["decks"].setText(tr("Deck editor"))
        self.buttons["rules"].setText(tr("Rules"))
        self.resume_info.setText(self._resume_text or tr("No unfinished game to continue."))
        self.note.setText(tr("Enza is an unofficial fan project; all cards in it are original."))
