"""The game log beside the table: a list model of lines and a view that lays out only what it shows.

A QListWidget with 800 word-wrapped rows re-measured every row on each append (about 10 ms per
`scrollToBottom`).  Here every row has the same one-line height (`uniformItemSizes`), so an append costs
the same at any length; a long line is broken into rows when it is added (and again if the list is
resized), never cut off.  The lines come from the
per-viewer events (`game.events_for`), so a hidden card never reaches the log of someone who may not
see it."""
from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QPointF, QStringListModel, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QStaticText, QTextLayout
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate, QToolTip

# the rule's tag a line ends with (gui/session/words/events.py rule_tag): painted apart from the sentence
RULE_TAG = re.compile(r"^(.*?)(\s*\[[a-z]+:[^\]]+\])$")


def split_tag(row: str) -> tuple[str, str]:
    """(words, rule tag) of a row; the tag is "" when the row has none."""
    m = RULE_TAG.match(row)
    return (m.group(1), m.group(2).strip()) if m else (row, "")


class TagDelegate(QStyledItemDelegate):
    """Paints a row's rule tag small and grey after its words: the rule is a reference, not part of what
    happened.  A row that is neither selected nor focused (nearly all of them) is drawn from text laid out
    once (QStaticText): each new line scrolls the list and repaints every row in sight, and laying their
    words out again each time cost more than the table's own redraw."""

    KEEP = 4000         # rows' laid-out texts kept (a log in sight shows some 40)
    TAG_COLOUR = QColor("#8a8a8a")

    def __init__(self, parent=None):
        super().__init__(parent)
        self._font = None       # the font the texts below are laid out in (the list's; a change drops them)
        self._small = None      # the tag's smaller font
        self._gap = 0.0         # the room between a row's words and its tag
        self._texts: dict = {}  # (text, is a tag) -> (QStaticText, width, height)

    def paint(self, painter, option, index) -> None:
        words, tag = split_tag(index.data() or "")
        plain = not option.state & (QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus)
        if plain and self._paint_laid_out(painter, option, words, tag):
            return
        if not tag:
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        option.text = ""
        style = option.widget.style() if option.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        painter.save()
        rect = option.rect.adjusted(3, 0, -3, 0)
        selected = option.state & QStyle.StateFlag.State_Selected
        painter.setPen(option.palette.highlightedText().color() if selected else option.palette.text().color())
        painter.setFont(option.font)
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(rect, align, words)
        painter.setFont(self._small_of(option.font))
        painter.setPen(self.TAG_COLOUR)
        x = QFontMetricsF(option.font).horizontalAdvance(words + "  ")
        painter.drawText(rect.adjusted(int(x), 0, 0, 0), align, tag)
        painter.restore()

    @staticmethod
    def _small_of(font) -> QFont:
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return small

    def _in_font(self, font) -> None:
        """Lay texts out in `font` from now on (the list's font changed: the text size setting)."""
        if self._font is None or font != self._font:
            self._font, self._small = QFont(font), self._small_of(font)
            self._gap = QFontMetricsF(font).horizontalAdvance("  ")
            self._texts = {}

    def _laid_out(self, text: str, tag: bool) -> tuple:
        k = (text, tag)
        t = self._texts.get(k)
        if t is None:
            if len(self._texts) >= self.KEEP:
                self._texts.clear()
            st = QStaticText(text)
            st.setTextFormat(Qt.TextFormat.PlainText)
            st.prepare(font=self._small if tag else self._font)
            size = st.size()
            t = self._texts[k] = (st, size.width(), size.height())
        return t

    def _paint_laid_out(self, painter, option, words: str, tag: str) -> bool:
        """Draw the row as the style would, from laid-out texts; False when it would not fit its row (the
        style elides it then)."""
        rect = option.rect.adjusted(3, 0, -3, 0)
        font = option.font
        self._in_font(font)
        body, w, h = self._laid_out(words, False)
        if w > rect.width():
            return False
        painter.save()
        painter.setPen(option.palette.text().color())
        painter.setFont(font)
        painter.drawStaticText(QPointF(rect.left(), rect.top() + (rect.height() - h) / 2), body)
        if tag:
            x = rect.left() + int(w + self._gap)
            label, lw, lh = self._laid_out(tag, True)
            if x + lw > rect.right():
                painter.setClipRect(rect)       # a tag past the row's end is cut there, as drawText cuts it
            painter.setFont(self._small)
            painter.setPen(self.TAG_COLOUR)
            painter.drawStaticText(QPointF(x, rect.top() + (rect.height() - lh) / 2), label)
        painter.restore()
        return True


class LogModel(QStringListModel):
    """The lines, in Qt's own string list (no Python call per row painted)."""

    def append(self, lines: list[str]) -> None:
        if not lines:
            return
        n = self.rowCount()
        self.insertRows(n, len(lines))
        for k, text in enumerate(lines):
            self.setData(self.index(n + k), text)

    def clear(self) -> None:
        self.setStringList([])

    def lines(self) -> list[str]:
        return self.stringList()


class LogView(QListView):
    """The log list.  `add_lines` appends and keeps the newest line in sight.  A line longer than the list
    is wide is broken into rows here (Unicode line breaking, QTextLayout), so every row keeps one height
    and nothing is cut off; `lines()` gives the lines as written."""

    INDENT = "    "

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("log")
        self.model_ = LogModel(self)
        self.setModel(self.model_)
        self.setItemDelegate(TagDelegate(self))
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setAlternatingRowColors(False)     # a wrapped line's rows must not look like separate lines
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._raw: list[str] = []
        self._wrap_width = 0
        self._rewrap_due = False
        # the scroll bar is always there, so a growing log never changes the width rows are wrapped to
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)

    def _rows(self, text: str) -> list[str]:
        w = self._wrap_width
        if w <= 0 or QFontMetricsF(self.font()).horizontalAdvance(text) <= w:
            return [text]
        layout = QTextLayout(text, self.font())
        layout.beginLayout()
        rows = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(w if not rows else w - QFontMetricsF(self.font()).horizontalAdvance(self.INDENT))
            rows.append(text[line.textStart():line.textStart() + line.textLength()].rstrip())
        layout.endLayout()
        return [rows[0]] + [self.INDENT + r for r in rows[1:]] if rows else [text]

    def _width(self) -> int:
        return max(80, self.viewport().width() - 12)

    def resizeEvent(self, e):
        super().resizeEvent(e)
        if self._width() != self._wrap_width and self.isVisible() and not self._rewrap_due:
            # never reset the model inside the view's own geometry update: wrap again afterwards
            self._rewrap_due = True
            QTimer.singleShot(0, self._rewrap)

    def _rewrap(self) -> None:
        self._rewrap_due = False
        w = self._width()
        if w == self._wrap_width:
            return
        self._wrap_width = w
        self.model_.setStringList([r for t in self._raw for r in self._rows(t)])
        self.scrollToBottom()

    def viewportEvent(self, e) -> bool:
        if e.type() == QEvent.Type.ToolTip:     # a row is read whole in its tooltip too
            idx = self.indexAt(e.pos())
            if idx.isValid():
                QToolTip.showText(e.globalPos(), idx.data().strip(), self)
                return True
        return super().viewportEvent(e)

    def add_lines(self, lines: list[str]) -> None:
        if lines:
            if not self._wrap_width and self.isVisible():
                self._wrap_width = self._width()
            self._raw.extend(lines)
            self.model_.append([r for t in lines for r in self._rows(t)])
            self.scrollToBottom()

    def add_line(self, text: str) -> None:
        self.add_lines([text])

    def clear(self) -> None:
        self._raw = []
        self.model_.clear()

    def lines(self) -> list[str]:
        return list(self._raw)

    def count(self) -> int:
        return len(self._raw)


class LogFeed:
    """The log's lines, taken from the session's snapshots of this screen (gui/session/snapshot.py): each
    snapshot brings its new lines; one whose viewer changed brings the whole log again (the lines of the
    previous viewer go)."""

    def __init__(self, view: LogView):
        self.view = view

    def reset(self) -> None:
        self.view.clear()

    def take(self, snap) -> None:
        if snap.log_restart:
            self.view.clear()
        lines = [e.tagged for e in snap.events if e.words]
        if lines:
            self.view.add_lines(lines)
