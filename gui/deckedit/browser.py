"""Card browser: filters (game family, colour or civilization, cost, type, keyword, free text in Japanese or
English, 'fits the partner'), sorting, a large preview, drag out to the deck.  The list's model and the
drag data are in card_table.py."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QToolButton, QVBoxLayout, QWidget)

from .card_face import card_pixmap
from .card_table import CardTable, CardTableModel, card_matches_text
from .families import palette_of
from ..i18n import language as i18n_language
from .i18n import TYPE_NAMES, pick, dtr


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
        self.palette = pal = palette_of(pool)   # the pool's family's colours and their words
        self.model = CardTableModel(lang, self, pal)
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
        kinds = sorted({c.type for c in pool}) + (["twinpact"] if any(c.spell for c in pool) else [])
        from .families import keyword_word, pool_family
        from ..glossary import glossary
        fam = pool_family(pool)
        for t in kinds:                   # the pool's own card types (every family's cards), in its words
            self.type.addItem(glossary(fam).word("types", t, i18n_language()) if glossary(fam).has("types", t)
                              else pick(TYPE_NAMES, t, lang), t)
        grid.addWidget(self.type, 0, 3)
        grid.addWidget(QLabel(dtr("keyword", lang)), 0, 4)
        self.keyword = QComboBox()
        self.keyword.addItem(dtr("all", lang), "")
        for k in sorted({k for c in pool for k in c.keywords}, key=lambda k: keyword_word(fam, k)):
            self.keyword.addItem(keyword_word(fam, k), k)        # the glossary's word, never a raw id
        grid.addWidget(self.keyword, 0, 5)
        # colour toggles, in the family's words
        self.civ_label = QLabel(pal.term())
        grid.addWidget(self.civ_label, 1, 0)
        civrow = QHBoxLayout()
        civrow.setSpacing(3)
        self.civ_buttons: dict[str, QToolButton] = {}
        for civ in pal.keys + ("colorless",):
            b = QToolButton()
            b.setCheckable(True)
            b.setText(pal.glyph(civ, lang))
            b.setToolTip(pal.name(civ))
            col = pal.color(civ)
            ink = col.darker(120) if col.lightness() <= 170 else col.darker(250)
            b.setStyleSheet(
                "QToolButton{border:2px solid %s;border-radius:11px;min-width:22px;min-height:22px;"
                "font-weight:bold;color:%s;background:white}"
                "QToolButton:checked{background:%s;color:%s}"
                % (col.darker(110).name(), ink.name(), col.name(), pal.ink(civ).name()))
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
            self.sort.addItem(dtr(key, lang, term=pal.term().lower()), col)
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
        # a long keyword ("Can attack untapped creatures") must not widen the editor past a 1366 px screen:
        # the lists show whole words when opened, the closed boxes a dozen characters
        for box in (self.family, self.type, self.keyword, self.civ_mode, self.sort):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(12)
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
        self.setWordWrap(True)
        self.setStyleSheet("color:#666")
        self.setMinimumSize(200, 280)      # the editor fits a 1366 px screen with its frame

    def show_card(self, card) -> None:
        self.card = card
        self._render()

    def resizeEvent(self, e):
        super().resizeEvent(e)
        self._render()

    def _render(self):
        if self.card is None:
            self.clear()
            self.setText(dtr("preview.hint", self.lang))   # not a blank pane before the first choice
            return
        w = min(self.width() - 8, int((self.height() - 8) / (88 / 63)))
        w = max(120, w)
        self.setPixmap(card_pixmap(self.card, self.lang, w, self.devicePixelRatioF()))
