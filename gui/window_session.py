"""The game's life in the window: new game (asking before abandoning one), rematch, the pass-the-screen
curtain, public declarations, game over, and the small dialogs of the menus (settings, rules, about)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

import engine

from . import i18n
from .i18n import tr
from .window_files import refusal_of


class SessionMixin:
    @property
    def game(self):
        return self.ctl.game

    def game_running(self) -> bool:
        return self.game is not None and self.game.outcome is None and not self.ctl.replay_mode

    # ----- new game -----------------------------------------------------------------------
    def new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        dlg = NewGameDialog(self, self.last_spec, ask_every_player=self.settings.get("declarations") != "can")
        self.new_game_dlg = dlg
        dlg.accepted.connect(lambda: self.new_game_accepted(dlg))
        dlg.rejected.connect(dlg.destroy)
        dlg.open()

    def new_game_accepted(self, dlg) -> None:
        """The closed dialog gives back its window and backing store (2 MiB at 1366x768) before the table is
        built, rather than adding them to the table's peak memory (issue 22); the widget and its answers
        stay, and showing it again makes new ones."""
        dlg.destroy()
        self.start_game_asking(dlg.result_spec, dlg.result_game)      # the game the dialog set up, not a second

    def start_game_asking(self, spec: dict, game=None) -> None:
        """New game over a running one asks first (window-modal, not blocking the event loop)."""
        if not self.game_running():
            self.start_game(spec, game)
            return
        box = QMessageBox(QMessageBox.Icon.Question, tr("Abandon the running game?"),
                          tr("A game is running. Abandon it and start the new one?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("abandon")
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Abandon it"))
        box.button(QMessageBox.StandardButton.No).setText(tr("Keep playing"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _r: self.start_game(spec, game) if box.clickedButton() is yes else None)
        self.abandon_box = box
        box.open()

    def start_game(self, spec: dict, game=None) -> None:
        """Start the game `spec` describes (`game`: that game, already set up by the New game dialog)."""
        try:
            g = game if game is not None else engine.new_game(spec["format"], spec["players"], options=spec["options"],
                                                              seed=spec["seed"], first_player=spec.get("first_player"))
        except Exception as e:  # noqa: BLE001 - decks are user files: report, keep the table as it is
            self.message(tr("Cannot start the game"), refusal_of(e))
            return
        self.last_spec = spec
        self.last_puzzle = None
        self.save_path = None
        self.set_game(g)

    def set_game(self, g, screen_player=None) -> None:
        self.close_game_over()
        self.ctl.replay_mode = False
        self.replay_bar.hide()
        self.log_feed.reset()
        self.ctl.set_game(g)
        if screen_player is not None and self.ctl.waiting_curtain == screen_player:
            self.ctl.curtain_lifted()       # that person is already at the screen

    def rematch(self) -> None:
        if not self.last_spec and getattr(self, "last_puzzle", None):
            self.load_puzzle(self.last_puzzle)     # the puzzle again: its decks are the scenario's few cards
            return
        if not self.last_spec and self.game is not None:
            s = self.game.setup
            self.last_spec = {"format": s["format"], "players": s["players"], "options": s.get("options"),
                              "seed": s["seed"], "first_player": s.get("first_player")}
        if self.last_spec:
            spec = dict(self.last_spec)
            spec["seed"] = int(spec["seed"]) + 1
            self.start_game(spec)

    # ----- the curtain --------------------------------------------------------------------
    def show_curtain(self, p: int) -> None:
        """The screen passes to player p: nothing of the previous viewer may stay open."""
        self.close_private_views()
        self.sync_curtain()

    def sync_curtain(self) -> None:
        """Cover the table as the snapshot says: the curtain for a person (with what happened to them while
        they looked away), the open call asked aloud (D-306-ask), or nothing."""
        snap = self.ctl.snap
        if snap is not None and snap.curtain is not None:
            if not self.curtain.isVisible() or self.curtain.asking or self.curtain.name != snap.curtain.name:
                self.curtain.show_for(snap.curtain.name, snap.curtain.recap)
        elif snap is not None and snap.open_call is not None:
            if not self.curtain.isVisible() or not self.curtain.asking:
                self.curtain.ask(snap.open_call.name, snap.open_call.question)
        elif self.curtain.isVisible():
            self.curtain.hide()

    def close_private_views(self) -> None:
        """Nothing of the previous viewer may stay open: the card preview, the table's own menus (a card's,
        the stops); the menu bar's menus show nothing private and stay (Game → New game… still works)."""
        self.preview.hide()
        menu = getattr(self, "last_menu", None)
        if menu is not None:
            menu.close()

    def declaration_declined(self) -> None:
        """'No' to the open call: that player's one chance passes (306.1b), the screen stays put."""
        self.ctl.call_answered(False)

    def call_accepted(self) -> None:
        """'Yes, pass me the screen': the curtain follows if that person's cards must stay private."""
        self.ctl.call_answered(True)

    def toggle_pause(self) -> None:
        """P: the computers wait between moves until P again (the person may look at the table in peace)."""
        self.ctl.toggle_pause()
        snap = self.ctl.snap
        if snap is not None:
            self.status.setText(tr("Computers paused (P to go on).") if snap.paused else snap.status)

    # ----- game over ----------------------------------------------------------------------
    def outcome_text(self) -> str:
        snap = self.ctl.snap
        return "\n".join(snap.outcome) if snap is not None else ""

    def toggle_pause(self) -> None:
        """P: the computers wait between moves until P again (the person may look at the table in peace)."""
        self.ctl.toggle_pause()
        snap = self.ctl.snap
        if snap is not None:
            self.status.setText(tr("Computers paused (P to go on).") if snap.paused else snap.status)

    # ----- game over ----------------------------------------------------------------------
    def show_game_over(self) -> None:
        from .dialogs.misc import GameOverDialog
        self.close_game_over()
        if self.ctl.replay_mode:
            return
        dlg = GameOverDialog(self.outcome_text(), self, self.game, puzzle=self.puzzle_result())  # U1a: "Solved"
        dlg.rematch.connect(self.rematch)
        dlg.new_game.connect(self.new_game_dialog)
        self.game_over_dialog = dlg
        dlg.open()

    def close_game_over(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None

    # ----- other menus --------------------------------------------------------------------
    def deck_editor(self) -> None:
        from . import i18n
        from .deckedit import open_deck_editor
        try:
            self.deck_window = open_deck_editor(self, i18n.language())   # a top-level window: keep it
        except Exception as e:  # noqa: BLE001 - a bad user card folder must not stop the app
            self.message(tr("Deck editor"), refusal_of(e))

    def settings_dialog(self) -> None:
        from .dialogs.misc import SettingsDialog
        dlg = SettingsDialog(self.settings, self)
        dlg.accepted.connect(self.settings_changed)
        dlg.open()
        self.settings_dlg = dlg

    def settings_changed(self) -> None:
        self.acts["privacy"].setChecked(self.settings.get("privacy"))
        self.table.tscene.renderer.clear()
        self.ctl.settings_changed()
        self.refresh()

    def toggle_links(self, on: bool) -> None:
        self.settings.set("show_links", bool(on))
        self.refresh()

    def toggle_privacy(self, on: bool) -> None:
        self.settings.set("privacy", bool(on))
        self.ctl.settings_changed()
        self.refresh()

    def rules_dialog(self) -> None:
        from .dialogs.misc import RulesDialog
        info = self.game.format if self.game is not None else engine.get_format("duepa").info
        dlg = RulesDialog(info, self)
        dlg.open()
        self.rules_dlg = dlg

    def about(self) -> None:
        from .dialogs.misc import about_text, picture_credits_text
        box = self.message(tr("About Enza"), about_text(), QMessageBox.Icon.Information)
        box.setDetailedText(picture_credits_text())     # U1a: each card picture's author (CC BY 3.0)
