"""Deck editor window: card browser + preview + the deck (partner slot, counts, statistics,
live validation), with open / save / save as in the plain-text deck format."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMainWindow, QMessageBox, QPlainTextEdit, QPushButton, QSplitter, QTableWidgetItem,
                               QTabWidget, QVBoxLayout, QWidget)

import engine
from engine.core.errors import DataError
from engine.formats.shield_decks import banlist

from . import storage
from .browser import CardBrowser, CardPreview
from .card_face import civ_swatch
from .deck_widgets import DeckTable, PartnerSlot, StatsView
from .deckmodel import FORMATS, EditDeck
from .. import i18n
from .i18n import FORMAT_NAMES, RULE_NAMES, TYPE_NAMES, pick, dtr


def load_pool():
    """The bundled shield pool plus the user's card folder; (pool, error text or "")."""
    from engine.cards.loader import shield_pool
    d = "?"
    try:
        d = storage.user_cards_dir()
        if any(d.glob("*.toml")):
            return shield_pool((d,)), ""
    except (DataError, OSError) as e:
        return shield_pool(), str(e)
    except Exception as e:  # noqa: BLE001 - a user's card file must never stop the editor from opening
        import logging
        logging.getLogger("enza.deckedit").exception("user card folder")
        return shield_pool(), f"{d}: {type(e).__name__}: {str(e)[:200]}"
    return shield_pool(), ""


# ------------------------------------------------------------------------------------------------
# ------------------------------------------------------------------------------------------------
class DeckEditor(QMainWindow):
    """The whole editor.  `path` is the file the deck came from (None = new);
    `dirty` tells unsaved changes.  Dialog hooks (_ask_*) are methods so tests can replace them."""

    def __init__(self, parent=None, lang: str = "ja", fmt: str = "duepa"):
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.lang = lang
        if lang != i18n.language():     # one language for the whole application (Qt Linguist)
            i18n.set_language(lang)
        self.pool, pool_error = load_pool()
        self.deck = EditDeck(self.pool, fmt)
        self.path: Path | None = None
        self.dirty = False
        self.load_problems: list = []     # syntax problems of the file as opened
        self.problems: list = []
        self._line_cards: dict = {}
        self.file_lines: dict = {}        # card id -> line in the file as opened/saved
        self.resize(1500, 900)
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
            self.format_box.addItem(pick(FORMAT_NAMES, f, lang), f)
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
        split = QSplitter()
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
        self.browser.add_requested.connect(self.add_cards)
        self.browser.partner_requested.connect(self.set_partner)
        self.browser.remove_requested.connect(lambda ids: self.remove_cards(ids, 1))
        self.browser.current_changed.connect(self.show_card)
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
            fm = sub.addMenu(pick(FORMAT_NAMES, fmt, lang))
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
        self.deck.name = text
        self._changed(rebuild=False)

    def _format_changed(self, _i):
        fmt = self.format_box.currentData()
        if fmt and fmt != self.deck.format:
            self.deck.format = fmt
            self._changed()

    def _changed(self, select: str | None = None, rebuild: bool = True):
        self.dirty = True
        self.refresh(select)

    # ---- view update ---------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        lang, d = self.lang, self.deck
        keep = select or (self.table.selected_ids() or [None])[0]
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
                civ.setIcon(QIcon(civ_swatch(c.all_civs, 16, lang)))
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
        self.partner_slot.set_card(pc, d.partner)
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
        self.count_label.setText(f"{dtr('deck', lang)}: " + dtr("count", lang, n=d.size, size=rules["size"]))
        self.count_label.setToolTip(types)
        self.types_label.setText(types)
        self.stats.set_data(d.civ_counts(), d.cost_curve(), d.type_counts())
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
        fmt_title = pick(FORMAT_NAMES, self.deck.format, lang)
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

    def is_legal(self) -> bool:
        return not self.problems

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
        name = self.deck.name or (self.path.stem if self.path else dtr("untitled", self.lang))
        where = ""
        if self.path:
            where = f" — {self.path}" + (f" ({dtr('bundled_tag', self.lang)})" if storage.is_bundled(self.path) else "")
        # the '*' is written by hand: setWindowModified without a '[*]' placeholder only warns on stderr
        self.setWindowTitle(f"{'*' if self.dirty else ''}{name}{where} — {dtr('title', self.lang)}")

    # ---- files ---------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current deck (saved, discarded or unchanged)."""
        if not self.dirty:
            return True
        ans = self._ask_unsaved()
        if ans == "save":
            return self.save()
        return ans == "discard"

    def _ask_unsaved(self) -> str:
        name = self.deck.name or dtr("untitled", self.lang)
        b = QMessageBox.question(self, dtr("unsaved.title", self.lang), dtr("unsaved.text", self.lang, name=name),
                                 QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                                 | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        return {QMessageBox.StandardButton.Save: "save", QMessageBox.StandardButton.Discard: "discard"}.get(b, "cancel")

    def _ask_open_path(self) -> str | None:
        p, _ = QFileDialog.getOpenFileName(self, dtr("open", self.lang), str(storage.user_decks_dir()),
                                           dtr("deck_filter", self.lang))
        return p or None

    def _ask_save_path(self, suggested: Path) -> str | None:
        p, _ = QFileDialog.getSaveFileName(self, dtr("save_as", self.lang), str(suggested), dtr("deck_filter", self.lang))
        return p or None

    def _error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def new_deck(self) -> bool:
        if not self.maybe_save():
            return False
        self.deck = EditDeck(self.pool, self.deck.format)
        self.path, self.dirty, self.load_problems, self.file_lines = None, False, [], {}
        self.source.setPlainText("")
        self.refresh()
        return True

    def open_deck(self, path=None) -> bool:
        if not self.maybe_save():
            return False
        if path is None:
            path = self._ask_open_path()
            if not path:
                return False
        p = Path(path)
        try:
            res = storage.read_deck_file(p)
        except DataError as e:
            self._error(dtr("open_failed", self.lang), str(e))
            return False
        guess = p.parent.name if p.parent.name in FORMATS else self.deck.format
        self.deck = EditDeck.from_load(self.pool, res, guess)
        self.path = p
        self.dirty = False
        self.load_problems = res.problems
        self.file_lines = {e.card: e.line for e in reversed(res.deck.entries)}
        if res.deck.partner:
            self.file_lines[res.deck.partner] = res.deck.partner_line
        self.source.setPlainText(res.text)
        self.refresh()
        if res.problems:
            self.tabs.setCurrentIndex(0)
            self.statusBar().showMessage(dtr("opened_problems", self.lang, path=p.name, n=len(res.problems)))
        return True

    def save(self) -> bool:
        if self.path is None or storage.is_bundled(self.path):
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        stem = (self.path.stem if self.path else "") or _safe_name(self.deck.name) or "deck"
        suggested = storage.user_decks_dir() / f"{stem}.deck"
        if self.path is not None and storage.is_bundled(self.path):
            suggested = storage.user_decks_dir() / f"{stem}-copy.deck"
        path = self._ask_save_path(suggested)
        if not path:
            return False
        p = Path(path)
        if p.suffix == "":
            p = p.with_suffix(".deck")
        if storage.is_bundled(p):
            self._error(dtr("save_failed", self.lang), f"{p}: bundled decks are never overwritten")
            return False
        return self._write(p)

    def _write(self, p: Path) -> bool:
        text = self.deck.to_text()
        try:
            storage.write_deck_file(p, text, expect=self.deck.to_deck(str(p)))
        except (storage.WriteRefused, OSError) as e:
            self._error(dtr("save_failed", self.lang), str(e))
            return False
        self.path, self.dirty = p, False
        self.load_problems = []
        self.file_lines = {v: k for k, v in self.deck.line_cards().items()}
        self.source.setPlainText(text)
        self.statusBar().showMessage(dtr("saved", self.lang, path=str(p)), 5000)
        self.refresh()
        return True

    def closeEvent(self, e):
        if self.maybe_save():
            e.accept()
        else:
            e.ignore()


def _safe_name(name: str) -> str:
    keep = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip()
    return keep.replace(" ", "_")[:60]
