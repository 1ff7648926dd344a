"""Card browser: filters (game family, civilization, cost, type, keyword, free text in Japanese or
English, 'fits the partner'), sorting, a large preview, drag out to the deck."""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QHeaderView,
                               QLabel, QLineEdit, QPushButton, QSpinBox, QTableView, QToolButton, QVBoxLayout,
                               QWidget)

from .card_face import CIV_ORDER, card_pixmap, civ_color, civ_glyph, civ_swatch, ordered
from .i18n import KEYWORD_NAMES, TYPE_NAMES, pick, dtr

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
    hay += [pick(KEYWORD_NAMES, k, "ja") for k in card.keywords] + [pick(KEYWORD_NAMES, k, "en") for k in card.keywords]
    text = "\n".join(hay).lower()
    return all(word in text for word in q.split())


class CardTableModel(QAbstractTableModel):
    COLS = ("civ", "cost", "name", "type", "power", "id")

    def __init__(self, lang: str = "ja", parent=None):
        super().__init__(parent)
        self.lang = lang
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
            return dtr("col." + self.COLS[section], self.lang)
        return None

    def _icon(self, civs):
        key = (tuple(ordered(civs)), self.lang)
        if key not in self._icons:
            self._icons[key] = QIcon(civ_swatch(civs, 16, self.lang))
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
                return pick(TYPE_NAMES, "twinpact" if c.spell else c.type, self.lang)
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
            cs = ordered(c.all_civs)
            return (len(cs) == 0, len(cs) > 1, [CIV_ORDER.index(x) for x in cs])
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


class CardBrowser(QWidget):
    """Signals: add_requested(ids), partner_requested(id), remove_requested(ids), current_changed(id)."""
    add_requested = Signal(list)
    partner_requested = Signal(str)
    remove_requested = Signal(list)
    current_changed = Signal(str)

    def __init__(self, pool, lang: str = "ja", parent=None, pool_error: str = ""):
        super().__init__(parent)
        self.pool = pool
        self.lang = lang
        self.partner = None          # CardDef or None (for the 'fits partner' filter)
        self.banned: set = set()
        self.model = CardTableModel(lang, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        # ---- filter bar ----
        self.search = QLineEdit()
        self.search.setPlaceholderText(dtr("search", lang))
        self.search.setClearButtonEnabled(True)
        lay.addWidget(self.search)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        lay.addLayout(grid)
        self.family = QComboBox()
        fams = sorted({c.family for c in pool})
        self.family.addItem(dtr("all", lang), "")
        for f in fams:
            self.family.addItem(dtr("family." + f, lang), f)
        grid.addWidget(QLabel(dtr("family", lang)), 0, 0)
        grid.addWidget(self.family, 0, 1)
        grid.addWidget(QLabel(dtr("type", lang)), 0, 2)
        self.type = QComboBox()
        self.type.addItem(dtr("all", lang), "")
        for t in ("creature", "evolution", "spell", "twinpact"):
            self.type.addItem(pick(TYPE_NAMES, t, lang), t)
        grid.addWidget(self.type, 0, 3)
        grid.addWidget(QLabel(dtr("keyword", lang)), 0, 4)
        self.keyword = QComboBox()
        self.keyword.addItem(dtr("all", lang), "")
        for k in sorted({k for c in pool for k in c.keywords}, key=lambda k: pick(KEYWORD_NAMES, k, lang)):
            self.keyword.addItem(pick(KEYWORD_NAMES, k, lang), k)
        grid.addWidget(self.keyword, 0, 5)
        # civilization toggles
        grid.addWidget(QLabel(dtr("civ", lang)), 1, 0)
        civrow = QHBoxLayout()
        civrow.setSpacing(3)
        self.civ_buttons: dict[str, QToolButton] = {}
        for civ in CIV_ORDER + ("colorless",):
            b = QToolButton()
            b.setCheckable(True)
            b.setText(civ_glyph(civ, lang))
            b.setToolTip(civ)
            col = civ_color(civ)
            b.setStyleSheet(
                "QToolButton{border:2px solid %s;border-radius:11px;min-width:22px;min-height:22px;"
                "font-weight:bold;color:%s;background:white}"
                "QToolButton:checked{background:%s;color:white}" % (col.name(), col.darker(120).name(), col.name()))
            b.setObjectName("civ_" + civ)
            self.civ_buttons[civ] = b
            civrow.addWidget(b)
        self.civ_mode = QComboBox()
        self.civ_mode.addItem(dtr("civ.mode.any", lang), "any")
        self.civ_mode.addItem(dtr("civ.mode.only", lang), "only")
        civrow.addWidget(self.civ_mode)
        civrow.addStretch(1)
        grid.addLayout(civrow, 1, 1, 1, 3)
        costrow = QHBoxLayout()
        self.cost_min, self.cost_max = QSpinBox(), QSpinBox()
        for s, v in ((self.cost_min, 0), (self.cost_max, 20)):
            s.setRange(0, 20)
            s.setValue(v)
        costrow.addWidget(self.cost_min)
        costrow.addWidget(QLabel("–"))
        costrow.addWidget(self.cost_max)
        grid.addWidget(QLabel(dtr("cost", lang)), 1, 4)
        grid.addLayout(costrow, 1, 5)
        row3 = QHBoxLayout()
        self.fits = QCheckBox(dtr("fits", lang))
        row3.addWidget(self.fits)
        row3.addStretch(1)
        row3.addWidget(QLabel(dtr("sort", lang)))
        self.sort = QComboBox()
        for key, col in (("sort.cost", 1), ("sort.civ", 0), ("sort.name", 2), ("sort.power", 4), ("sort.id", 5)):
            self.sort.addItem(dtr(key, lang), col)
        row3.addWidget(self.sort)
        lay.addLayout(row3)
        # ---- list ----
        self.table = CardTable()
        self.table.setModel(self.model)
        hh = self.table.horizontalHeader()
        for col in range(len(CardTableModel.COLS)):
            hh.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col == 2
                                    else QHeaderView.ResizeMode.ResizeToContents)
        hh.setSortIndicatorShown(True)
        lay.addWidget(self.table, 1)
        bottom = QHBoxLayout()
        self.shown = QLabel()
        bottom.addWidget(self.shown, 1)
        self.add_btn = QPushButton(dtr("add", lang))
        self.partner_btn = QPushButton(dtr("make_partner", lang))
        bottom.addWidget(self.partner_btn)
        bottom.addWidget(self.add_btn)
        lay.addLayout(bottom)
        self.error = QLabel(dtr("cards_error", lang, err=pool_error) if pool_error else "")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b00020")
        self.error.setVisible(bool(pool_error))
        lay.addWidget(self.error)
        # ---- wiring ----
        self.search.textChanged.connect(self.refilter)
        for w in (self.family, self.type, self.keyword, self.civ_mode):
            w.currentIndexChanged.connect(self.refilter)
        for b in self.civ_buttons.values():
            b.toggled.connect(self.refilter)
        self.cost_min.valueChanged.connect(self.refilter)
        self.cost_max.valueChanged.connect(self.refilter)
        self.fits.toggled.connect(self.refilter)
        self.sort.currentIndexChanged.connect(
            lambda: self.table.sortByColumn(self.sort.currentData(), Qt.SortOrder.AscendingOrder))
        self.table.doubleClicked.connect(lambda idx: self.add_requested.emit([self.model.card_at(idx.row()).id]))
        self.add_btn.clicked.connect(lambda: self.add_requested.emit(self.selected_ids()))
        self.partner_btn.clicked.connect(self._partner_clicked)
        self.table.dropped_from_deck.connect(self.remove_requested.emit)
        self.table.selectionModel().currentRowChanged.connect(self._current)
        self.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
        self.refilter()

    # ------------------------------------------------------------------------------------------
    def set_partner_filter(self, partner, banned: set) -> None:
        self.partner, self.banned = partner, set(banned)
        if self.fits.isChecked():
            self.refilter()

    def selected_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.card_at(r).id for r in rows]

    def _partner_clicked(self):
        ids = self.selected_ids()
        if ids:
            self.partner_requested.emit(ids[0])

    def _current(self, cur, _prev):
        c = self.model.card_at(cur.row())
        if c is not None:
            self.current_changed.emit(c.id)

    def accepts(self, c) -> bool:
        from .deckmodel import fits_partner
        fam = self.family.currentData()
        if fam and c.family != fam:
            return False
        t = self.type.currentData()
        if t == "twinpact" and not c.spell:
            return False
        if t and t != "twinpact" and c.type != t:
            return False
        k = self.keyword.currentData()
        if k and k not in c.keywords:
            return False
        lo, hi = self.cost_min.value(), self.cost_max.value()
        costs = [c.cost] + ([c.spell.cost] if c.spell else [])
        if not any(lo <= x <= hi for x in costs):
            return False
        chosen = {civ for civ, b in self.civ_buttons.items() if b.isChecked()}
        if chosen:
            cs = set(c.all_civs) or {"colorless"}
            if self.civ_mode.currentData() == "only":
                if not cs <= chosen:
                    return False
            elif not cs & chosen:
                return False
        if self.fits.isChecked() and not fits_partner(c, self.partner, self.banned):
            return False
        return card_matches_text(c, self.search.text())

    def refilter(self, *_):
        cur = self.selected_ids()
        cards = [c for c in self.pool if self.accepts(c)]
        self.model.set_cards(cards)
        self.shown.setText(dtr("shown", self.lang, n=len(cards), total=len(self.pool)))
        if cur:
            r = self.model.row_of(cur[0])
            if r >= 0:
                self.table.selectRow(r)

    def select_card(self, cid: str) -> bool:
        r = self.model.row_of(cid)
        if r < 0:
            return False
        self.table.selectRow(r)
        self.table.scrollTo(self.model.index(r, 0))
        return True


class CardPreview(QLabel):
    """A large card face."""

    def __init__(self, lang: str = "ja", parent=None):
        super().__init__(parent)
        self.lang = lang
        self.card = None
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(240, 335)

    def show_card(self, card) -> None:
        self.card = card
        self._render()

    def resizeEvent(self, e):
        super().resizeEvent(e)
        self._render()

    def _render(self):
        if self.card is None:
            self.clear()
            return
        w = min(self.width() - 8, int((self.height() - 8) / (88 / 63)))
        w = max(120, w)
        self.setPixmap(card_pixmap(self.card, self.lang, w, self.devicePixelRatioF()))
