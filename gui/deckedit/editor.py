"""Deck editor window: card browser + preview + the deck (partner slot, counts, statistics,
live validation), with open / save / save as in the plain-text deck format."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMainWindow, QPlainTextEdit, QPushButton, QSplitter, QTableWidgetItem,
                               QTabWidget, QVBoxLayout, QWidget)

import engine
from engine.formats.shield_decks import banlist

from . import storage
from .browser import CardBrowser, CardPreview
from .card_face import civ_swatch
from .deck_widgets import DeckTable, PartnerSlot, StatsView
from .deckmodel import FORMATS, EditDeck
from .editor_files import FilesMixin, load_pool
from .families import construction_summary, deck_count, family_of, pool_family, pool_for
from .. import i18n
from .i18n import RULE_NAMES, TYPE_NAMES, format_title, pick, dtr


class DeckEditor(FilesMixin, QMainWindow):
    """The whole editor.  `path` is the file the deck came from (None = new);
    `dirty` tells unsaved changes.  Dialog hooks (_ask_*) are methods so tests can replace them."""

    def __init__(self, parent=None, lang: str = "ja", fmt: str = "duepa"):
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.lang = lang
        if lang != i18n.language():     # one language for the whole application (Qt Linguist)
            i18n.set_language(lang)
        self.pool, pool_error = pool_for(fmt, load_pool)
        self.deck = EditDeck(self.pool, fmt)
        self.path: Path | None = None
        self.dirty = False
        self.load_problems: list = []     # syntax problems of the file as opened
        self.problems: list = []
        self._line_cards: dict = {}
        self.file_lines: dict = {}        # card id -> line in the file as opened/saved
        # 1500x900, or the screen's free area when smaller (1366x768): a window manager does not always
        # shrink a new window to the screen
        avail = self.screen().availableGeometry()
        self.resize(min(1500, avail.width()), min(900, avail.height()))
        # ---- widgets ----
        self.browser = CardBrowser(self.pool, lang, pool_error=pool_error)
        self.preview = CardPreview(lang)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        top.addWidget(QLabel(dtr("deck_name", lang)))
        self.name_edit = QLineEdit()
        top.addWidget(self.name_edit, 1)
        top.addWidget(QLabel(dtr("format", lang)))
        self.format_box = QComboBox()
        for f in FORMATS:
            self.format_box.addItem(format_title(f), f)
        top.addWidget(self.format_box)
        rl.addLayout(top)
        self.partner_slot = PartnerSlot(lang)
        rl.addWidget(self.partner_slot)
        head = QHBoxLayout()
        self.count_label = QLabel()
        self.count_label.setStyleSheet("font-weight:bold")
        head.addWidget(self.count_label, 1)
        self.plus_btn = QPushButton(dtr("plus", lang))
        self.minus_btn = QPushButton(dtr("minus", lang))
        self.remove_btn = QPushButton(dtr("remove_all", lang))
        self.deck_partner_btn = QPushButton(dtr("make_partner", lang))
        for b in (self.plus_btn, self.minus_btn, self.remove_btn, self.deck_partner_btn):
            head.addWidget(b)
        rl.addLayout(head)
        self.table = DeckTable(lang)
        rl.addWidget(self.table, 3)
        self.stats = StatsView(lang)
        self.rules_label = QLabel()        # the family's construction counts (life-zone, stack)
        self.rules_label.setObjectName("construction")
        self.rules_label.setWordWrap(True)
        rl.addWidget(self.rules_label)
        self.types_label = QLabel()
        self.types_label.setStyleSheet("color:#444")
        rl.addWidget(self.types_label)
        rl.addWidget(self.stats, 0)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        rl.addWidget(self.status_label)
        self.tabs = QTabWidget()
        self.problem_list = QListWidget()
        self.problem_list.setWordWrap(True)
        self.source = QPlainTextEdit()
        self.source.setReadOnly(True)
        self.tabs.addTab(self.problem_list, dtr("problems", lang))
        self.tabs.addTab(self.source, dtr("source", lang))
        rl.addWidget(self.tabs, 2)
        split = self.split = QSplitter()
        split.addWidget(self.browser)
        split.addWidget(self.preview)
        split.addWidget(right)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 5)
        split.setSizes([560, 360, 580])
        self.setCentralWidget(split)
        self._menus()
        # ---- wiring ----
        self.wire_browser()
        self.table.dropped.connect(self.add_cards)
        self.table.itemDoubleClicked.connect(lambda it: self.remove_cards([self.table.card_id(it.row())], 1))
        self.table.currentCellChanged.connect(lambda r, *_: self.show_card(self.table.card_id(r)))
        self.partner_slot.dropped.connect(self.set_partner)
        self.partner_slot.cleared.connect(lambda: self.set_partner(None))
        self.partner_slot.clicked.connect(self.show_card)
        self.plus_btn.clicked.connect(lambda: self.add_cards(self.table.selected_ids()))
        self.minus_btn.clicked.connect(lambda: self.remove_cards(self.table.selected_ids(), 1))
        self.remove_btn.clicked.connect(lambda: self.remove_cards(self.table.selected_ids(), 99))
        self.deck_partner_btn.clicked.connect(
            lambda: self.table.selected_ids() and self.set_partner(self.table.selected_ids()[0]))
        self.name_edit.textEdited.connect(self._name_edited)
        self.format_box.currentIndexChanged.connect(self._format_changed)
        self.problem_list.itemActivated.connect(self._problem_clicked)
        self.problem_list.itemClicked.connect(self._problem_clicked)
        self.refresh()

    def wire_browser(self) -> None:
        self.browser.add_requested.connect(self.add_cards)
        self.browser.partner_requested.connect(self.set_partner)
        self.browser.remove_requested.connect(lambda ids: self.remove_cards(ids, 1))
        self.browser.current_changed.connect(self.show_card)

    def use_family_of(self, fmt: str) -> None:
        """Another family's format: its card pool in a new browser (the deck keeps its lines; cards of
        the old family become unknown cards the engine's validator names)."""
        if family_of(fmt) == pool_family(self.pool):
            return
        self.pool, pool_error = pool_for(fmt, load_pool)
        self.deck.pool = self.pool
        old, self.browser = self.browser, CardBrowser(self.pool, self.lang, pool_error=pool_error)
        self.split.replaceWidget(0, self.browser)
        old.deleteLater()
        self.wire_browser()

    # ---- menus ---------------------------------------------------------------------------------
    def _menus(self):
        lang = self.lang
        m = self.menuBar().addMenu(dtr("menu.file", lang))
        self.act_new = QAction(dtr("new", lang), self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_deck)
        self.act_open = QAction(dtr("open", lang), self, shortcut=QKeySequence.StandardKey.Open,
                                triggered=lambda: self.open_deck())
        self.act_save = QAction(dtr("save", lang), self, shortcut=QKeySequence.StandardKey.Save, triggered=self.save)
        self.act_save_as = QAction(dtr("save_as", lang), self, shortcut=QKeySequence.StandardKey.SaveAs,
                                   triggered=self.save_as)
        m.addAction(self.act_new)
        m.addAction(self.act_open)
        sub = m.addMenu(dtr("open_bundled", lang))
        for fmt in FORMATS:
            fm = sub.addMenu(format_title(fmt))
            for p in storage.bundled_deck_paths(fmt):
                fm.addAction(p.stem, lambda p=p: self.open_deck(p))
        m.addSeparator()
        m.addAction(self.act_save)
        m.addAction(self.act_save_as)
        m.addSeparator()
        m.addAction(QAction(dtr("close", lang), self, shortcut=QKeySequence.StandardKey.Close, triggered=self.close))

    # ---- edits ---------------------------------------------------------------------------------
    def add_cards(self, ids: list[str], n: int = 1) -> None:
        changed = False
        for cid in ids:
            if not cid:
                continue
            if cid not in self.pool:
                continue
            if self.deck.add(cid, n):
                changed = True
            else:
                c = self.pool[cid]
                self.statusBar().showMessage(dtr("limit", self.lang, name=c.name(self.lang), n=self.deck.limit(cid)), 4000)
        if changed:
            self._changed(select=ids[-1])

    def remove_cards(self, ids: list[str], n: int = 1) -> None:
        if any(self.deck.remove(cid, n) for cid in ids if cid):
            self._changed()

    def set_partner(self, cid: str | None) -> None:
        if cid == self.deck.partner:
            return
        self.deck.set_partner(cid)
        if cid and self.deck.format != "duepa":
            self.format_box.setCurrentIndex(FORMATS.index("duepa"))
        self._changed()

    def _name_edited(self, text):
        if text != self.deck.name:
            self.deck.name_ja = ""      # a Japanese name for the old name would now name another deck
        self.deck.name = text
        self._changed(rebuild=False)

    def _format_changed(self, _i):
        fmt = self.format_box.currentData()
        if fmt and fmt != self.deck.format:
            self.use_family_of(fmt)
            self.deck.format = fmt
            self._changed()

    def _changed(self, select: str | None = None, rebuild: bool = True):
        self.dirty = True
        self.refresh(select)

    # ---- view update ---------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        lang, d = self.lang, self.deck
        keep = select or (self.table.selected_ids() or [None])[0]
        pal = self.browser.palette
        self.table.set_palette(pal)
        self.table.setRowCount(0)
        for cid in d.sorted_ids():
            c = self.pool.cards.get(cid)
            r = self.table.rowCount()
            self.table.insertRow(r)
            civ = QTableWidgetItem()
            cost = QTableWidgetItem(str(c.cost) if c else "?")
            name = QTableWidgetItem(c.name(lang) if c else f"{cid} — {dtr('unknown_card', lang)}")
            cnt = QTableWidgetItem(f"×{d.counts[cid]}")
            if c:
                civ.setIcon(QIcon(civ_swatch(c.all_civs, pal, 16, lang)))
                name.setToolTip(f"{c.id}: {c.name_ja} / {c.name_en}")
            else:
                name.setForeground(QColor("#b00020"))
            name.setData(Qt.ItemDataRole.UserRole, cid)
            cost.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cnt.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, it in enumerate((civ, cost, name, cnt)):
                self.table.setItem(r, col, it)
            if cid == keep:
                self.table.selectRow(r)
        pc = self.pool.cards.get(d.partner) if d.partner else None
        self.partner_slot.set_card(pc, d.partner, pal)
        has_partner = d.format == "duepa" or bool(d.partner)
        self.partner_slot.setVisible(has_partner)
        # no partner controls at all in a format without a partner
        self.deck_partner_btn.setVisible(has_partner)
        self.browser.partner_btn.setVisible(has_partner)
        self.browser.fits.setVisible(has_partner)
        if not has_partner:
            self.browser.fits.setChecked(False)
        if self.name_edit.text() != d.name:
            self.name_edit.setText(d.name)
        i = FORMATS.index(d.format) if d.format in FORMATS else 0
        if self.format_box.currentIndex() != i:
            self.format_box.blockSignals(True)
            self.format_box.setCurrentIndex(i)
            self.format_box.blockSignals(False)
        rules = engine.get_format(d.format).info.deck_rules
        types = " · ".join(f"{pick(TYPE_NAMES, t, lang)} {n}" for t, n in sorted(d.type_counts().items()))
        self.count_label.setText(f"{dtr('deck', lang)}: " + dtr("count", lang, n=deck_count(d.format, d), size=rules.get(
            "size", f"{rules.get('min', rules.get('min_size', '?'))}–{rules.get('max', rules.get('max_size', '?'))}")))
        summary = construction_summary(d.format, d)
        self.rules_label.setText(summary)
        self.rules_label.setVisible(bool(summary))
        self.count_label.setToolTip(types)
        self.types_label.setText(types)
        self.stats.set_data(d.civ_counts(), d.cost_curve(), d.type_counts(), pal)
        self.browser.set_partner_filter(pc if d.format == "duepa" else None,
                                        set(banlist(rules["banlist"])) if rules.get("banlist") else set())
        self.validate()
        self._title()

    def validate(self) -> None:
        lang = self.lang
        path = str(self.path) if self.path else "<unsaved>"
        self.problems = list(self.deck.validate(path))
        self._line_cards = self.deck.line_cards()
        self.problem_list.clear()
        for pr in self.load_problems + self.problems:
            where = self._where(pr)
            expl = pick(RULE_NAMES, pr.rule, lang) if pr.rule in RULE_NAMES else ""
            it = QListWidgetItem(f"[{pr.rule}] {expl + ' — ' if expl else ''}{pr.message}\n    {where}")
            it.setData(Qt.ItemDataRole.UserRole, pr.line if pr in self.problems else None)
            it.setForeground(QColor("#8a5a00") if pr in self.load_problems else QColor("#b00020"))
            self.problem_list.addItem(it)
        fmt_title = format_title(self.deck.format)
        n = len(self.problems)
        if n == 0:
            self.status_label.setText(dtr("legal", lang, fmt=fmt_title))
            self.status_label.setStyleSheet("color:#1b7f2a;font-weight:bold")
        else:
            self.status_label.setText(dtr("n_problems", lang, n=n))
            self.status_label.setStyleSheet("color:#b00020;font-weight:bold")
        if self.load_problems:
            self.status_label.setText(self.status_label.text() + "   (" + dtr("kept_lines", lang) + ")")
        self.tabs.setTabText(0, f"{dtr('problems', lang)} ({len(self.load_problems) + n})")

    def _where(self, pr) -> str:
        """Where a problem is: file:line for problems of the file as read; for validation problems
        (computed on the deck as the editor would write it) the card, and its line in the file
        while the deck is unchanged since it was opened or saved."""
        if pr in self.load_problems:
            return f"{Path(pr.path).name}:{pr.line}" if pr.line else Path(pr.path).name
        whole_deck = pr.message.startswith("the deck has")   # size rules point at the first line
        cid = self._line_cards.get(pr.line) if pr.line and not whole_deck else None
        if not cid:
            return Path(self.path).name if self.path else dtr("untitled", self.lang)
        c = self.pool.cards.get(cid)
        label = f"{cid} {c.name(self.lang)}" if c else cid
        line = self.file_lines.get(cid) if not self.dirty and self.path else None
        return f"{label} — {Path(self.path).name}:{line}" if line else label

    def problem_rules(self) -> list[str]:
        return [p.rule for p in self.problems]

    def _problem_clicked(self, it):
        line = it.data(Qt.ItemDataRole.UserRole)
        cid = self._line_cards.get(line) if line else None
        if not cid:
            return
        for r in range(self.table.rowCount()):
            if self.table.card_id(r) == cid:
                self.table.selectRow(r)
                break
        self.show_card(cid)

    def show_card(self, cid):
        if cid and cid in self.pool:
            self.preview.show_card(self.pool[cid])

    def _title(self):
        name = self.deck.shown_name(self.lang) or (self.path.stem if self.path else dtr("untitled", self.lang))
        where = ""
        if self.path:
            where = f" — {self.path}" + (f" ({dtr('bundled_tag', self.lang)})" if storage.is_bundled(self.path) else "")
        # the '*' is written by hand: setWindowModified without a '[*]' placeholder only warns on stderr
        self.setWindowTitle(f"{'*' if self.dirty else ''}{name}{where} — {dtr('title', self.lang)}")

    def closeEvent(self, e):
        if self.maybe_save():
            from ..window_geometry import remember
            remember(self, getattr(self, "settings", None), "decks")
            e.accept()
        else:
            e.ignore()
