"""The card browser's list: its table model (columns, sorting, drag data) and view; drag data between the
browser and the deck list."""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractItemView, QTableView

from .card_face import civ_swatch
from .palette import palette
from .i18n import dtr

MIME = "application/x-enza-card-ids"          # newline-separated card ids
MIME_FROM_DECK = "application/x-enza-from-deck"


def make_mime(ids: list[str], from_deck: bool = False) -> QMimeData:
    m = QMimeData()
    m.setData(MIME, "\n".join(ids).encode())
    m.setText("\n".join(ids))
    if from_deck:
        m.setData(MIME_FROM_DECK, b"1")
    return m


def mime_ids(m: QMimeData) -> list[str]:
    if not m.hasFormat(MIME):
        return []
    return [s for s in bytes(m.data(MIME)).decode().split("\n") if s]


def card_matches_text(card, q: str) -> bool:
    q = q.strip().lower()
    if not q:
        return True
    hay = [card.id, card.name_ja, card.name_en, card.text_ja, card.text_en, card.race_ja, card.race_en]
    if card.spell:
        hay += [card.spell.name_ja, card.spell.name_en, card.spell.text_ja, card.spell.text_en]
    from ..glossary import glossary
    g = glossary(getattr(card, "family", "shield"))
    for k in card.keywords:     # keywords (and life-zone marks) in both languages, as the glossary says them
        base = str(k).partition(":")[0]
        section = "keywords" if g.has("keywords", base) else "terms"
        hay += [g.word(section, base, "ja"), g.word(section, base, "en")]
    text = "\n".join(hay).lower()
    return all(word in text for word in q.split())


class CardTableModel(QAbstractTableModel):
    COLS = ("civ", "cost", "name", "type", "power", "id")

    def __init__(self, lang: str = "ja", parent=None, pal=None):
        super().__init__(parent)
        self.lang = lang
        self.palette = pal or palette("shield")
        self.cards: list = []
        self.sort_col, self.sort_order = 1, Qt.SortOrder.AscendingOrder
        self._icons: dict = {}

    def set_cards(self, cards) -> None:
        self.beginResetModel()
        self.cards = list(cards)
        self._sort()
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.COLS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            col = self.COLS[section]
            return self.palette.term() if col == "civ" else dtr("col." + col, self.lang)
        return None

    def _icon(self, civs):
        key = (tuple(self.palette.ordered(civs)), self.lang)
        if key not in self._icons:
            self._icons[key] = QIcon(civ_swatch(civs, self.palette, 16, self.lang))
        return self._icons[key]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        c = self.cards[index.row()]
        col = self.COLS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if col == "civ":
                return None
            if col == "cost":
                return c.cost if not c.spell else f"{c.cost}/{c.spell.cost}"
            if col == "name":
                n = c.name(self.lang)
                if c.spell:
                    n += " / " + (c.spell.name_ja if self.lang == "ja" else c.spell.name_en)
                return n
            if col == "type":
                from .families import type_word
                return type_word(c, getattr(c, "family", "shield"))
            if col == "power":
                return c.power if c.is_creature else ""
            if col == "id":
                return c.id
        if role == Qt.ItemDataRole.DecorationRole and col == "civ":
            return self._icon(c.all_civs)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{c.name_ja} / {c.name_en}\n{c.text_ja}"
        if role == Qt.ItemDataRole.UserRole:
            return c.id
        if role == Qt.ItemDataRole.TextAlignmentRole and col in ("cost", "power"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index):
        f = super().flags(index)
        return f | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else f

    def mimeTypes(self):
        return [MIME]

    def mimeData(self, indexes):
        ids = []
        for i in indexes:
            cid = self.cards[i.row()].id
            if cid not in ids:
                ids.append(cid)
        return make_mime(ids)

    def supportedDragActions(self):
        return Qt.DropAction.CopyAction

    def sort(self, column, order=Qt.SortOrder.AscendingOrder):
        self.layoutAboutToBeChanged.emit()
        self.sort_col, self.sort_order = column, order
        self._sort()
        self.layoutChanged.emit()

    def _sort(self):
        col = self.COLS[self.sort_col]
        lang = self.lang

        def civkey(c):
            cs = self.palette.ordered(c.all_civs)
            return (len(cs) == 0, len(cs) > 1, [self.palette.keys.index(x) for x in cs])
        keys = {
            "civ": lambda c: (civkey(c), c.cost, c.id),
            "cost": lambda c: (c.cost, civkey(c), c.name(lang)),
            "name": lambda c: (c.name(lang), c.id),
            "type": lambda c: (c.type, c.cost, c.id),
            "power": lambda c: (c.power if c.is_creature else -1, c.cost, c.id),
            "id": lambda c: c.id,
        }
        self.cards.sort(key=keys[col], reverse=self.sort_order == Qt.SortOrder.DescendingOrder)

    def card_at(self, row: int):
        return self.cards[row] if 0 <= row < len(self.cards) else None

    def row_of(self, cid: str) -> int:
        for i, c in enumerate(self.cards):
            if c.id == cid:
                return i
        return -1


class CardTable(QTableView):
    """The browser's card list; accepts drops from the deck (= remove one)."""
    dropped_from_deck = Signal(list)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.verticalHeader().hide()
        self.setAlternatingRowColors(True)
        self.setSortingEnabled(True)
        self.setWordWrap(False)
        self.setIconSize(QSize(48, 16))
        self.verticalHeader().setDefaultSectionSize(22)

    def dragEnterEvent(self, e):
        if e.mimeData().hasFormat(MIME_FROM_DECK):
            e.acceptProposedAction()
        elif e.source() is self:
            e.ignore()
        else:
            e.ignore()

    def dragMoveEvent(self, e):
        if e.mimeData().hasFormat(MIME_FROM_DECK):
            e.acceptProposedAction()
        else:
            e.ignore()

    def dropEvent(self, e):
        if e.mimeData().hasFormat(MIME_FROM_DECK):
            self.dropped_from_deck.emit(mime_ids(e.mimeData()))
            e.acceptProposedAction()
        else:
            e.ignore()
