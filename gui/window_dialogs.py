"""The small dialogs of the main window's menus and start screen: the deck editor, settings, the rules
reference, About."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

import engine

from . import i18n
from .i18n import tr
from .window_files import refusal_of


class MenuDialogs:
    """Each dialog is kept while open (`deck_window`, `settings_dlg`, `rules_dlg`): a non-modal window
    without an owner would be collected."""

    def __init__(self, window):
        self.window = window
        self.deck_window = self.settings_dlg = self.rules_dlg = None

    def deck_editor(self) -> None:
        from .deckedit import open_deck_editor
        try:
            self.deck_window = open_deck_editor(self.window, i18n.language())   # a top-level window: keep it
        except Exception as e:  # noqa: BLE001 - a bad user card folder must not stop the app
            self.window.message(tr("Deck editor"), refusal_of(e))

    def settings_dialog(self) -> None:
        from .dialogs.misc import SettingsDialog
        dlg = SettingsDialog(self.window.settings, self.window)
        dlg.accepted.connect(self.settings_changed)
        dlg.open()
        self.settings_dlg = dlg

    def settings_changed(self) -> None:
        w = self.window
        w.acts["privacy"].setChecked(w.settings.get("privacy"))
        w.table.tscene.renderer.clear()
        w.ctl.settings_changed()
        w.refresh()

    def rules_dialog(self) -> None:
        from .dialogs.misc import RulesDialog
        g = self.window.ctl.game
        info = g.format if g is not None else engine.get_format("duepa").info
        dlg = RulesDialog(info, self.window)
        dlg.open()
        self.rules_dlg = dlg

    def about(self) -> None:
        from .dialogs.misc import about_text, picture_credits_text
        box = self.window.message(tr("About Enza"), about_text(), QMessageBox.Icon.Information)
        box.setDetailedText(picture_credits_text())     # U1a: each card picture's author (CC BY 3.0)
