"""The deck editor's files: the card pool with the user's card folder, new / open / save / save as, and the
question about unsaved changes (dialog hooks are methods, so tests can replace them)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine.core.errors import DataError

from . import storage
from .deckmodel import FORMATS, EditDeck
from .i18n import dtr


def load_pool():
    """The bundled shield pool plus the good files of the user's card folder; (pool, error text or "").
    A bad user card file is named in the error text and left out; the editor opens all the same."""
    from engine.families.shield.loader import shield_pool, shield_pool_with_user_cards
    try:
        pool, problems = shield_pool_with_user_cards(storage.user_cards_dir())
    except (DataError, OSError) as e:
        return shield_pool(), str(e)
    except Exception as e:  # noqa: BLE001 - a user's card file must never stop the editor from opening
        import logging
        logging.getLogger("enza.deckedit").exception("user card folder")
        return shield_pool(), f"{type(e).__name__}: {str(e)[:200]}"
    more = f"\n… ({len(problems) - 5} more)" if len(problems) > 5 else ""
    return pool, "\n".join(str(e) for e in problems[:5]) + more


class FilesMixin:
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
        name = self.deck.shown_name(self.lang) or dtr("untitled", self.lang)
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
        self.preview.show_card(None)        # no card of the previous deck stays in the preview
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
        fmt = res.deck.format if res.deck.format in FORMATS else guess
        self.use_family_of(fmt)             # a deck of another family opens with that family's cards
        self.deck = EditDeck.from_load(self.pool, res, fmt)
        self.preview.show_card(None)        # no card of the previous deck stays in the preview
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


def _safe_name(name: str) -> str:
    keep = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in name).strip()
    return keep.replace(" ", "_")[:60]
