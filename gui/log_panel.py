"""The game log beside the table: a list model of lines and a view that lays out only what it shows.

A QListWidget with 800 word-wrapped rows re-measured every row on each append (about 10 ms per
`scrollToBottom`).  Here every row has the same one-line height (`uniformItemSizes`), so an append costs
the same at any length; a long line is elided and its tooltip carries it whole.  The lines come from the
per-viewer events (`game.events_for`), so a hidden card never reaches the log of someone who may not
see it."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QStringListModel, Qt
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
    """The log list.  `add_lines` appends and keeps the newest line in sight."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("log")
        self.model_ = LogModel(self)
        self.setModel(self.model_)
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setAlternatingRowColors(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def viewportEvent(self, e) -> bool:
        if e.type() == QEvent.Type.ToolTip:     # an elided line is read whole in its tooltip
            idx = self.indexAt(e.pos())
            if idx.isValid():
                QToolTip.showText(e.globalPos(), idx.data(), self)
                return True
        return super().viewportEvent(e)

    def add_lines(self, lines: list[str]) -> None:
        if lines:
            self.model_.append(lines)
            self.scrollToBottom()

    def add_line(self, text: str) -> None:
        self.add_lines([text])

    def clear(self) -> None:
        self.model_.clear()

    def lines(self) -> list[str]:
        return self.model_.lines()

    def count(self) -> int:
        return self.model_.rowCount()


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
