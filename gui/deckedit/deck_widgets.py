"""The deck side of the editor: the deck list, the partner slot, the colour (civilization) and cost
statistics, in the words of the deck's family (palette.py)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QTableWidget,
                               QToolButton, QVBoxLayout, QWidget)

from .card_table import MIME, MIME_FROM_DECK, make_mime, mime_ids
from .card_face import card_pixmap
from .i18n import dtr


class DeckTable(QTableWidget):
    """The deck's cards; accepts drops from the browser, drags out (to the browser = remove)."""
    dropped = Signal(list)

    def __init__(self, lang, parent=None):
        super().__init__(0, 4, parent)
        self.lang = lang
        self.setHorizontalHeaderLabels(["", dtr("col.cost", lang), dtr("col.name", lang),
                                        dtr("col.count", lang)])
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setIconSize(QSize(48, 16))
        self.verticalHeader().setDefaultSectionSize(22)
        hh = self.horizontalHeader()
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for c in (0, 1, 3):
            hh.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)

    def card_id(self, row: int) -> str | None:
        it = self.item(row, 2)
        return it.data(Qt.ItemDataRole.UserRole) if it else None

    def selected_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.selectionModel().selectedRows()})
        return [self.card_id(r) for r in rows]

    def mimeTypes(self):
        return [MIME]

    def mimeData(self, items):
        ids = []
        for it in items:
            cid = self.card_id(it.row())
            if cid and cid not in ids:
                ids.append(cid)
        return make_mime(ids, from_deck=True)

    def startDrag(self, actions):
        ids = self.selected_ids()
        if not ids:
            return
        drag = QDrag(self)
        drag.setMimeData(make_mime(ids, from_deck=True))
        drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction)

    def dragEnterEvent(self, e):
        if e.mimeData().hasFormat(MIME) and not e.mimeData().hasFormat(MIME_FROM_DECK):
            e.acceptProposedAction()
        else:
            e.ignore()

    dragMoveEvent = dragEnterEvent

    def dropEvent(self, e):
        if e.mimeData().hasFormat(MIME) and not e.mimeData().hasFormat(MIME_FROM_DECK):
            self.dropped.emit(mime_ids(e.mimeData()))
            e.acceptProposedAction()
        else:
            e.ignore()

    def set_palette(self, pal) -> None:
        self.horizontalHeaderItem(0).setText(pal.term())


class PartnerSlot(QFrame):
    """Drop a card here to make it the partner (DuePa 200.1 / 201.1)."""
    dropped = Signal(str)
    cleared = Signal()
    clicked = Signal(str)

    def __init__(self, lang, parent=None):
        super().__init__(parent)
        self.lang = lang
        self.card = None
        self.setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("partnerSlot")
        self.setStyleSheet("#partnerSlot{border:2px dashed #c9a227;border-radius:6px;background:#fffbe8}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        self.thumb = QLabel()
        self.thumb.setFixedSize(54, 75)
        lay.addWidget(self.thumb)
        col = QVBoxLayout()
        self.title = QLabel(f"<b>{dtr('partner', lang)}</b>")
        self.label = QLabel(dtr("partner.none", lang))
        self.label.setWordWrap(True)
        col.addWidget(self.title)
        col.addWidget(self.label, 1)
        lay.addLayout(col, 1)
        self.clear_btn = QToolButton()
        self.clear_btn.setText(dtr("partner.clear", lang))
        self.clear_btn.clicked.connect(self.cleared.emit)
        lay.addWidget(self.clear_btn, 0, Qt.AlignmentFlag.AlignTop)
        self.setMinimumHeight(86)

    def set_card(self, card, cid: str | None = None, pal=None):
        self.card = card
        if card is not None:
            self.thumb.setPixmap(card_pixmap(card, self.lang, 54, self.devicePixelRatioF()))
            civs = "・".join(pal.name(c) for c in pal.ordered(card.all_civs)) if pal else ""
            self.label.setText(f"{card.name(self.lang)}  ({card.id})\n{dtr('cost', self.lang)} {card.cost} · {civs}")
        else:
            self.thumb.clear()
            self.label.setText(f"{cid} — {dtr('unknown_card', self.lang)}" if cid else dtr("partner.none", self.lang))
        self.clear_btn.setEnabled(card is not None or bool(cid))

    def dragEnterEvent(self, e):
        if len(mime_ids(e.mimeData())) >= 1:
            e.acceptProposedAction()
        else:
            e.ignore()

    dragMoveEvent = dragEnterEvent

    def dropEvent(self, e):
        ids = mime_ids(e.mimeData())
        if ids:
            self.dropped.emit(ids[0])
            e.acceptProposedAction()

    def mouseDoubleClickEvent(self, e):
        if self.card is not None:
            self.clicked.emit(self.card.id)


class StatsView(QWidget):
    """Counts by colour (bars) and the cost curve (columns)."""

    def __init__(self, lang, parent=None):
        super().__init__(parent)
        self.lang = lang
        self.civs: dict = {}
        self.curve: list[int] = [0] * 11
        self.types: dict = {}
        self.palette = None
        self.setMinimumHeight(150)

    def set_data(self, civs, curve, types, pal):
        self.civs, self.curve, self.types, self.palette = dict(civs), list(curve), dict(types), pal
        self.update()

    def paintEvent(self, _e):
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        left_w = int(w * 0.42)
        pal = self.palette
        if pal is None:
            return
        keys = list(pal.keys) + ["colorless", "multi"]
        maxc = max([1] + [self.civs.get(k, 0) for k in keys])
        row_h = (h - 8) / len(keys)
        fm = p.fontMetrics()
        label_w = max(fm.horizontalAdvance(pal.name(k)) for k in keys) + 6
        for i, k in enumerate(keys):
            y = 4 + i * row_h
            n = self.civs.get(k, 0)
            p.setPen(QColor("#222"))
            p.drawText(QRectF(0, y, label_w, row_h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       pal.name(k))
            bw = (left_w - label_w - 30) * n / maxc
            col = pal.color(k) if k != "multi" else QColor("#b8860b")
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(col)
            p.drawRoundedRect(QRectF(label_w, y + row_h * 0.18, max(bw, 0), row_h * 0.64), 3, 3)
            p.setPen(QColor("#222"))
            p.drawText(QRectF(label_w + bw + 4, y, 30, row_h), Qt.AlignmentFlag.AlignVCenter, str(n))
        # cost curve
        x0 = left_w + 12
        cw = (w - x0 - 4) / len(self.curve)
        top = fm.height() + 4
        base = h - fm.height() - 4
        maxv = max([1] + self.curve)
        p.setPen(QColor("#222"))
        p.drawText(QRectF(x0, 0, w - x0, fm.height() + 2), Qt.AlignmentFlag.AlignLeft, dtr("curve", self.lang))
        for i, n in enumerate(self.curve):
            x = x0 + i * cw
            bh = (base - top - fm.height()) * n / maxv
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#5577aa"))
            p.drawRect(QRectF(x + cw * 0.15, base - bh, cw * 0.7, bh))
            p.setPen(QColor("#222"))
            if n:
                p.drawText(QRectF(x, base - bh - fm.height(), cw, fm.height()), Qt.AlignmentFlag.AlignCenter, str(n))
            lab = str(i) if i < len(self.curve) - 1 else f"{i}+"
            p.drawText(QRectF(x, base + 2, cw, fm.height()), Qt.AlignmentFlag.AlignCenter, lab)
        p.setPen(QPen(QColor("#888"), 1))
        p.drawLine(int(x0), int(base), int(w - 4), int(base))
        p.end()
