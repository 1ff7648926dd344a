"""Pass-the-screen curtain: covers the table and the decision panel until the named person says
they are at the screen, so nobody sees another player's hidden cards."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .i18n import tr


class Curtain(QWidget):
    lifted = Signal()

    def __init__(self, parent):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QVBoxLayout(self)
        lay.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: white; font-size: 30px; font-weight: bold;")
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: #cfd6e2; font-size: 16px;")
        self.button = QPushButton()
        self.button.setObjectName("curtain_show")
        self.button.setStyleSheet("font-size: 18px; padding: 10px 24px;")
        self.button.clicked.connect(self._lift)
        lay.addWidget(self.title)
        lay.addSpacing(12)
        lay.addWidget(self.text)
        lay.addSpacing(18)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.name = ""
        parent.installEventFilter(self)  # follow the covered widget's size, or the table would show
        self.hide()

    def eventFilter(self, obj, e):
        from PySide6.QtCore import QEvent
        if obj is self.parentWidget() and e.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.setGeometry(obj.rect())
        return False

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(tr("Pass the screen to {name}", name=self.name))
        self.text.setText(tr("{name} must decide now and will see hidden cards. "
                             "Everyone else, please look away.", name=self.name))
        self.button.setText(tr("I am {name} — show", name=self.name))

    def _lift(self) -> None:
        self.hide()
        self.lifted.emit()

    def paintEvent(self, e):
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(12, 14, 20, 250))
