"""The game's life in the window: new game (asking before abandoning one), rematch, pause, game over
(GameLife), and the pass-the-screen curtain with the public declarations (ScreenPassing)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

import engine

from .i18n import tr
from .window_files import refusal_of


class GameLife:
    """New game, rematch, pause and game over for the main window.  `last_spec`: the New game dialog's
    answers of the game on the table (Rematch plays them again with the next seed), else None."""

    def __init__(self, window):
        self.window = window
        self.last_spec: dict | None = None
        self.game_over_dialog = None
        self.new_game_dlg = None
        self.abandon_box = None

    @property
    def game(self):
        return self.window.ctl.game

    def game_running(self) -> bool:
        return self.game is not None and self.game.outcome is None and not self.window.ctl.replay_mode

    # ----- new game -----------------------------------------------------------------------
    def new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        w = self.window
        dlg = NewGameDialog(w, self.last_spec, ask_every_player=w.settings.get("declarations") != "can")
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
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
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
            self.window.message(tr("Cannot start the game"), refusal_of(e))
            return
        self.forget_spec()
        self.last_spec = spec
        self.window.files.save_path = None
        from .dialogs.phones import phones_at_start, show_codes_at_start
        phones = phones_at_start(self.window, spec)         # New game's phone seats: on their phones from the start
        self.set_game(g)
        show_codes_at_start(self.window, phones)

    def forget_spec(self) -> None:
        """The game on the table came from a file: Rematch replays its setup, not a dialog's or a puzzle's."""
        self.last_spec = None
        self.window.puzzles.path = None

    def play(self, g) -> None:
        """A game read from a file (a save, the autosave) on the table."""
        self.forget_spec()
        self.set_game(g)

    def set_game(self, g, screen_player=None) -> None:
        w = self.window
        self.close_game_over()
        w.ctl.replay_mode = False
        w.replay.bar.hide()
        w.log_feed.reset()
        w.ctl.set_game(g)
        if screen_player is not None and w.ctl.waiting_curtain == screen_player:
            w.ctl.curtain_lifted()       # that person is already at the screen

    def rematch(self) -> None:
        puzzles = self.window.puzzles
        if not self.last_spec and puzzles.path:
            puzzles.load_puzzle(puzzles.path)     # the puzzle again: its decks are the scenario's few cards
            return
        if not self.last_spec and self.game is not None:
            s = self.game.setup
            self.last_spec = {"format": s["format"], "players": s["players"], "options": s.get("options"),
                              "seed": s["seed"], "first_player": s.get("first_player")}
        if self.last_spec:
            spec = dict(self.last_spec)
            spec["seed"] = int(spec["seed"]) + 1
            host = getattr(self.window, "phone_host", None)   # the phones paired now stay; a seat taken back
            spec["phones"] = sorted(host.pairs.paired) if host is not None and host.on else []   # stays here
            self.start_game(spec)

    def toggle_pause(self) -> None:
        """P: the computers wait between moves until P again (the person may look at the table in peace)."""
        ctl = self.window.ctl
        ctl.toggle_pause()
        snap = ctl.snap
        if snap is not None:
            self.window.status.setText(tr("Computers paused (P to go on).") if snap.paused else snap.status)

    # ----- game over ----------------------------------------------------------------------
    def outcome_text(self) -> str:
        snap = self.window.ctl.snap
        return "\n".join(snap.outcome) if snap is not None else ""

    def show_game_over(self) -> None:
        from .dialogs.misc import GameOverDialog
        w = self.window
        self.close_game_over()
        if w.ctl.replay_mode:
            return
        dlg = GameOverDialog(self.outcome_text(), w, self.game, puzzle=w.puzzles.puzzle_result())  # U1a: Solved
        dlg.rematch.connect(self.rematch)
        dlg.new_game.connect(self.new_game_dialog)
        self.game_over_dialog = dlg
        dlg.open()

    def close_game_over(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None


class ScreenPassing:
    """The curtain over the table when the screen passes to another person, and the open call (a public
    declaration asked aloud): shown as the session's snapshot says, answered back to the controller."""

    def __init__(self, window):
        self.window = window

    def show_curtain(self, p: int) -> None:
        """The screen passes to player p: nothing of the previous viewer may stay open."""
        self.close_private_views()
        self.sync_curtain()

    def sync_curtain(self) -> None:
        """Cover the table as the snapshot says: the curtain for a person (with what happened to them while
        they looked away), the open call asked aloud (D-306-ask), or nothing."""
        snap = self.window.ctl.snap
        curtain = self.window.curtain
        if snap is not None and snap.curtain is not None:
            if not curtain.isVisible() or curtain.asking or curtain.name != snap.curtain.name:
                curtain.show_for(snap.curtain.name, snap.curtain.recap)
        elif snap is not None and snap.open_call is not None:
            if not curtain.isVisible() or not curtain.asking:
                curtain.ask(snap.open_call.name, snap.open_call.question)
        elif curtain.isVisible():
            curtain.hide()

    def close_private_views(self) -> None:
        """Nothing of the previous viewer may stay open: the card preview, the table's own menus (a card's,
        the stops); the menu bar's menus show nothing private and stay (Game → New game… still works)."""
        w = self.window
        w.preview.hide()
        if w.last_menu is not None:
            w.last_menu.close()

    def declaration_declined(self) -> None:
        """'No' to the open call: that player's one chance passes (306.1b), the screen stays put."""
        self.window.ctl.call_answered(False)

    def call_accepted(self) -> None:
        """'Yes, pass me the screen': the curtain follows if that person's cards must stay private."""
        self.window.ctl.call_answered(True)
