"""Pass-the-screen curtain: an opaque cover over the table and the decision panel until the named
person says they are at the screen, so nobody sees another player's hidden cards.

It also carries the public call of D-306-ask: "Chika: any declaration? — No / Yes, pass me the
screen".  Asked aloud, with the table covered: only a "yes" passes the screen."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .i18n import tr

CURTAIN_COLOR = QColor(12, 14, 20)  # fully opaque: nothing of the table shows through


class Curtain(QWidget):
    lifted = Signal()
    declined = Signal()      # public call answered "no"
    accepted = Signal()      # public call answered "yes, pass me the screen"

    def __init__(self, parent):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setAutoFillBackground(True)
        lay = QVBoxLayout(self)
        lay.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setObjectName("curtain_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: white; font-size: 30px; font-weight: bold;")
        self.title.setMinimumWidth(720)  # a wrapped label would otherwise take its narrowest width
        self.text = QLabel()
        self.text.setMinimumWidth(640)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: #cfd6e2; font-size: 16px;")
        row = QHBoxLayout()
        row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_button = QPushButton()
        self.no_button.setObjectName("curtain_no")
        self.no_button.setStyleSheet("font-size: 18px; padding: 10px 24px;")
        self.no_button.clicked.connect(self._decline)
        self.button = QPushButton()
        self.button.setObjectName("curtain_show")
        self.button.setStyleSheet("font-size: 18px; padding: 10px 24px;")
        self.button.clicked.connect(self._press)
        for b in (self.no_button, self.button):
            b.setAutoDefault(True)   # outside a dialog a push button takes only Space: Return must answer too
        row.addWidget(self.no_button)
        row.addSpacing(16)
        row.addWidget(self.button)
        lay.addWidget(self.title)
        lay.addSpacing(12)
        lay.addWidget(self.text)
        lay.addSpacing(18)
        lay.addLayout(row)
        self.name = ""
        self.asking = False   # True while the public question is up
        parent.installEventFilter(self)  # follow the covered widget's size, or the table would show
        self.hide()

    def eventFilter(self, obj, e):
        if obj is self.parentWidget() and e.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.setGeometry(obj.rect())
        return False

    def _cover(self) -> None:
        self.covers = getattr(self, "covers", 0) + 1
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        # without a window manager X leaves the keyboard on the root window after a dialog closes: take it back,
        # so Return answers the curtain with no click first
        from PySide6.QtWidgets import QApplication
        if QApplication.activeModalWidget() is None:    # a dialog the person opened keeps the keyboard
            self.window().activateWindow()

    def show_for(self, name: str, recap=()) -> None:
        """Pass the screen to `name`; `recap`: what happened to them while they looked away (public words)."""
        self.name = name
        self.recap = tuple(recap or ())
        self.asking = False
        self._cover()
        self.button.setFocus()

    def ask(self, name: str, question: str | None = None) -> None:
        """The public call: 'name: any declaration?' (or `question`) with the table covered."""
        self.name = name
        self.question = question
        self.asking = True
        self._cover()
        self.no_button.setFocus()

    def retranslate(self) -> None:
        self.no_button.setVisible(self.asking)
        if self.asking:
            self.title.setText(getattr(self, "question", None) or tr("{name}: any declaration?", name=self.name))
            self.text.setText(tr("Ask {name} aloud. Only if the answer is yes does the screen pass to {name}, "
                                 "who may still decline.", name=self.name))
            self.no_button.setText(tr("No"))
            self.button.setText(tr("Yes, pass me the screen"))
        else:
            self.title.setText(tr("Pass the screen to {name}", name=self.name))
            text = tr("{name} must decide now and will see hidden cards. Everyone else, please look away.",
                      name=self.name)
            recap = getattr(self, "recap", ())
            if recap:
                text += "\n\n" + tr("While you looked away:") + "\n" + "\n".join("• " + line for line in recap)
            self.text.setText(text)
            self.button.setText(tr("I am {name} — show", name=self.name))

    def _press(self) -> None:
        if self.asking:
            self.accepted.emit()     # the table decides whether the curtain follows
            return
        # the listeners redraw the table for the new viewer first; only then does the cover go (unless they
        # covered it again, for the next person)
        covers = getattr(self, "covers", 0)
        self.lifted.emit()
        if self.covers == covers:
            self.hide()

    def _decline(self) -> None:
        self.asking = False
        self.declined.emit()

    def paintEvent(self, e):
        QPainter(self).fillRect(self.rect(), CURTAIN_COLOR)
