"""The first screen a group meets: New game, Continue (the autosaved game, described), Puzzles,
Deck editor, Rules.  It only emits what was picked; the main window does the work."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .i18n import tr


class StartScreen(QWidget):
    new_game = Signal()
    resume = Signal()
    puzzles = Signal()
    deck_editor = Signal()
    rules = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("start_screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = QFrame()
        box.setObjectName("start_box")
        box.setMinimumWidth(440)
        box.setMaximumWidth(560)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(32, 28, 32, 28)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("start_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("start_subtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
                self.resume_info.setAlignment(Qt.AlignmentFlag.AlignCenter)
                lay.addWidget(self.resume_info)
        self.note = QLabel()
        self.note.setObjectName("start_note")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addSpacing(10)
        lay.addWidget(self.note)
        outer.addWidget(box)
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
