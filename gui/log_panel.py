"""The game log beside the table: a list model of lines and a view that lays out only what it shows.

A QListWidget with 800 word-wrapped rows re-measured every row on each append (about 10 ms per
`scrollToBottom`).  Here every row has the same one-line height (`uniformItemSizes`), so an append costs
the same at any length; a long line is broken into rows when it is added (and again if the list is
resized), never cut off.  The lines come from the
per-viewer events (`game.events_for`), so a hidden card never reaches the log of someone who may not
see it."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QStringListModel, Qt
from PySide6.QtGui import QFontMetricsF, QTextLayout
from PySide6.QtWidgets import QAbstractItemView, QListView, QToolTip


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
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setAlternatingRowColors(False)     # a wrapped line's rows must not look like separate lines
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._raw: list[str] = []
        self._wrap_width = 0

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
        w = self._width()
        if w != self._wrap_width and self.isVisible():
            self._wrap_width = w
            rows = [r for t in self._raw for r in self._rows(t)]
            self.model_.setStringList(rows)
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
    """Which lines the log shows: the events since the last update, as the current viewer may see them.
    Starts over when the game, the viewer or the language changes (or after an undo shortened the events)."""

    def __init__(self, view: LogView):
        self.view = view
        self.key = None
        self.seq = 0

    def reset(self) -> None:
        self.key = None

    def update(self, g, viewer, render) -> None:
        """`viewer`: a player, None (nobody's private lines: behind the curtain) or "full"; `render(ev)`
        turns one per-viewer event dict into a line or None."""
        from . import i18n
        key = (id(g), viewer, i18n.language())
        if key != self.key:
            self.view.clear()
            self.key = key
            self.seq = 0
        evs = g.events_for(None if viewer == "full" else viewer, self.seq, full=viewer == "full")
        if evs:
            self.view.add_lines([t for t in map(render, evs) if t])
            self.seq = evs[-1]["seq"] + 1
