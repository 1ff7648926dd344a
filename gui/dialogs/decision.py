"""The side panel's pending decision: what is asked, by which rule, and one button per answer
(so everything a drag can do is also a click or a key press away)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from .. import i18n
from ..i18n import tr



def is_drag(a) -> bool:
    """An answer given by dragging a card (its gesture hint has a source and somewhere to go): no button,
    but reachable from the card's context menu.  Plain texts (no hints) get buttons."""
    return getattr(a, "source", None) is not None and (a.target is not None or bool(a.follow))


LONG_LIST = 5      # more card answers than this: the buttons go above them


def is_button(a) -> bool:
    """Go on, done, keep …: nothing to drag, nothing to point at; shown last, full width."""
    return getattr(a, "button", False)


def question_parts(lay, name: str, size: int) -> tuple[QLabel, QLabel, QScrollArea]:
    """A question's heading, its plain-text explanation and the scroll area its answers go in, added to
    `lay`: the side panel and the moment dialogs (moments.py) ask alike."""
    head, body = QLabel(), QLabel()
    head.setObjectName(f"{name}_head")
    head.setStyleSheet(f"font-size: {size}px; font-weight: bold;")
    head.setWordWrap(True)
    body.setObjectName(f"{name}_body")
    body.setWordWrap(True)
    body.setTextFormat(Qt.TextFormat.PlainText)
    lay.addWidget(head)
    lay.addWidget(body)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    return head, body, scroll


class WrapButton(QPushButton):
    """A push button whose label wraps onto more lines instead of being clipped."""

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.label = QLabel(text, self)
        self.label.setObjectName("wrap_label")     # white on the button: the panel's style sheet says it once
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 5, 10, 5)
        lay.addWidget(self.label)
        self.setAccessibleName(text)

    def text(self) -> str:  # what a person reads on it
        return self.label.text()

    def set_label(self, text: str) -> None:
        if text != self.label.text():
            self.label.setText(text)
            self.setAccessibleName(text)

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
        self.head, self.body, self.scroll = question_parts(lay, "decision", 16)
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.inner)
        self.scroll.setMaximumHeight(300)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.scroll)
        self.buttons: dict[str, QPushButton] = {}
        self.setStyleSheet("QLabel#wrap_label { color: white; background: transparent; }")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #9fb3c8;")
        self.grid.addWidget(self.hint, 0, 0)
        self.hint.hide()
        self._shown = None
        self._spare: list = []      # hidden buttons kept for the next decision's answers
        self._prev: tuple = (None, [])      # the question and rows shown last (_steady)
        self._labels: dict = {}

    def show_decision(self, head: str, body: str, actions: list, card, player, label=None) -> None:
        """`actions`: answers with their gesture hints (gui.controller.Answer) or plain texts; `label(text)`
        may give a text that needs the game (effects, shield positions).  Only what changed is redone: a
        button whose answer is still there is kept (creating and styling buttons was most of a redraw's
        panel cost), and the buttons of answers gone are given the new answers."""
        if self.head.text() != head:
            self.head.setText(head)
        if self.body.text() != body:
            self.body.setText(body)
        shown = [a for a in actions if not is_drag(a) and not getattr(a, "text", a).endswith(" concede")]
        # go on / done / keep last; but before a long list of cards (eight energy cards to pay with), the answers
        # that need no card first: "Pay automatically" had scrolled out of sight
        long_list = sum(1 for a in shown if not is_button(a)) > LONG_LIST
        shown.sort(key=lambda a: is_button(a) != long_list)
        n_drag = sum(1 for a in actions if is_drag(a))
        texts = [getattr(a, "text", a) for a in shown]
        texts, gone = self._steady(head, texts)
        key = (tuple(texts), tuple(gone), n_drag, i18n.language(), self.width())
        if key == self._shown:
            return
        self._shown = key
        w = i18n.words()
        labels = [(label(a) if label else None) or w.answer(a, card, player) if a not in gone
                  else "✓ " + self._labels.get(a, a) for a in texts]
        self._labels = {a: t for a, t in zip(texts, labels) if a not in gone}
        old, self.buttons = self.buttons, {}
        for b in old.values():
            self.grid.removeWidget(b)
        kept = {a: old.pop(a) for a in texts if a in old}
        spare = list(old.values()) + self._spare      # buttons of answers gone: given the new answers
        for i, (a, text) in enumerate(zip(texts, labels)):
            b = kept.get(a)
            if b is None:
                b = spare.pop() if spare else self._button()
                b.answer = a
                b.setObjectName("act:" + a)
                b.setToolTip(a)
                b.show()
            b.set_label(text)
            b.setEnabled(a not in gone)     # an answer just given keeps its row, done, until the question changes
            self.grid.addWidget(b, i, 0)
            self.buttons[a] = b
        for b in spare:
            b.hide()
            b.setObjectName("")
        self._spare = spare
        self.grid.removeWidget(self.hint)
        self.grid.addWidget(self.hint, len(texts) + 1, 0)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(len(texts) + 2, 1)  # spare height stays below the answers, not in them
        if n_drag:
            self.hint.setText(tr("Drag a card (or right-click it) for the other {n} possible moves.", n=n_drag))
        self.hint.setVisible(bool(n_drag))
        # the scroll area shrinks its widget to the viewport unless the widget insists on its height;
        # wrapped answers are measured at the width the panel really has (minus margins and a scroll bar)
        avail = max(200, self.width() - 40)
        gap = self.grid.verticalSpacing()
        need = sum(b.heightForWidth(avail) + gap for b in self.buttons.values())
        if n_drag:
            need += self.hint.heightForWidth(avail) + gap
        self.inner.setMinimumHeight(need)
        self.scroll.setMinimumHeight(min(300, need + 8))

    def _steady(self, head: str, texts: list) -> tuple[list, list]:
        """(rows, answers gone): while the same question only loses answers (a card rested to pay), the rows
        stay where they were, the given ones shown done: the next row never slides under the pointer."""
        prev_head, prev = self._prev
        if head == prev_head and prev and set(texts) < set(prev):
            rows = list(prev)
        else:
            rows = list(texts)
        self._prev = (head, rows)
        return rows, [a for a in rows if a not in texts]

    def _button(self) -> WrapButton:
        """A new answer button (its answer and label are set by the caller; creating and styling a button
        costs about a millisecond, so buttons are reused across decisions)."""
        b = WrapButton("", self.inner)
        sp = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        b.setSizePolicy(sp)
        b.setMinimumHeight(30)  # without it a long list of answers collapses to slivers
        b.clicked.connect(lambda _=False, b=b: self.chosen.emit(b.answer))
        return b
