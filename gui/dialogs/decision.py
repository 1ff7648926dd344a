"""The side panel's pending decision: what is asked, by which rule, and one button per answer
(so everything a drag can do is also a click or a key press away)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from .. import i18n
from ..action_text import action_label
from ..i18n import tr



def is_drag(a) -> bool:
    """An answer given by dragging a card (its gesture hint has a source and somewhere to go): no button,
    but reachable from the card's context menu.  Plain texts (no hints) get buttons."""
    return getattr(a, "source", None) is not None and (a.target is not None or bool(a.follow))


def is_button(a) -> bool:
    """Go on, done, keep …: nothing to drag, nothing to point at; shown last, full width."""
    return getattr(a, "button", False)


class WrapButton(QPushButton):
    """A push button whose label wraps onto more lines instead of being clipped."""

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.setStyleSheet("color: white; background: transparent;")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 5, 10, 5)
        lay.addWidget(self.label)
        self.setAccessibleName(text)

    def text(self) -> str:  # what a person reads on it
        return self.label.text()

    def sizeHint(self):
        sh = super().sizeHint()
        w = max(300, self.width())
        h = self.label.heightForWidth(w - 20) + 10
        return sh.expandedTo(sh.__class__(sh.width(), max(30, h)))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, w: int) -> int:
        return max(30, self.label.heightForWidth(w - 20) + 10)


class DecisionPanel(QWidget):
    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("decision_panel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        self.head = QLabel()
        self.head.setObjectName("decision_head")
        self.head.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.head.setWordWrap(True)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.head)
        lay.addWidget(self.body)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.inner)
        self.scroll.setMaximumHeight(300)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.scroll)
        self.buttons: dict[str, QPushButton] = {}

    def show_decision(self, head: str, body: str, actions: list, card, player, label=None) -> None:
        """`actions`: answers with their gesture hints (gui.controller.Answer) or plain texts; `label(text)`
        may give a text that needs the game (effects, shield positions).  Unchanged: nothing is rebuilt."""
        key = (head, body, tuple(getattr(a, "text", a) for a in actions), i18n.language(), self.width())
        if key == getattr(self, "_shown", None):
            return
        self._shown = key
        self.head.setText(head)
        self.body.setText(body)
        # a fresh inner widget each time: no stale buttons from the previous decision
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.inner)
        self.buttons = {}
        answers = actions
        shown = [a for a in answers if not is_drag(a) and not getattr(a, "text", a).endswith(" concede")]
        shown.sort(key=is_button)      # go on / done / keep last
        n_drag = sum(1 for a in answers if is_drag(a))
        shown = [getattr(a, "text", a) for a in shown]
        for i, a in enumerate(shown):
            b = WrapButton((label(a) if label else None) or action_label(a, card, player))
            b.setObjectName("act:" + a)
            b.setToolTip(a)
            sp = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            sp.setHeightForWidth(True)
            b.setSizePolicy(sp)
            b.setMinimumHeight(30)  # without it a long list of answers collapses to slivers
            b.clicked.connect(lambda _=False, t=a: self.chosen.emit(t))
            self.grid.addWidget(b, i, 0)
            self.buttons[a] = b
        self.grid.setRowStretch(len(shown) + 2, 1)  # spare height stays below the answers, not in them
        hint = None
        if n_drag:
            hint = QLabel(tr("Drag a card (or right-click it) for the other {n} possible moves.", n=n_drag))
            hint.setWordWrap(True)
            hint.setStyleSheet("color: #9fb3c8;")
            self.grid.addWidget(hint, len(shown) + 1, 0)
        # the scroll area shrinks its widget to the viewport unless the widget insists on its height;
        # wrapped answers are measured at the width the panel really has (minus margins and a scroll bar)
        avail = max(200, self.width() - 40)
        gap = self.grid.verticalSpacing()
        need = sum(b.heightForWidth(avail) + gap for b in self.buttons.values())
        if hint is not None:
            need += hint.heightForWidth(avail) + gap
        self.inner.setMinimumHeight(need)
        self.scroll.setMinimumHeight(min(300, need + 8))
