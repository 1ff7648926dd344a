"""The main window: menus, the table, the side panel (pending decision + log), the status bar.
It turns drops, clicks and menu picks into action texts for the engine and shows its refusals."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QApplication, QFileDialog, QLabel, QListWidget, QMainWindow, QMenu, QMessageBox,
                               QPushButton, QSplitter, QStackedWidget, QVBoxLayout, QWidget)

import engine

from . import i18n, saves
from .action_text import action_label, context_label, decision_heading, decision_title, refusal_text
from .card_render import card_name
from .controller import GameController
from .curtain import Curtain
from .dialogs.decision import DecisionPanel
from .i18n import tr
from .log_text import event_text, gachinko_text
from .settings import Settings
from .start_screen import StartScreen
from .table.view import TableView, build_context

STEP_NAMES = ("setup", "start", "untap", "draw", "charge", "main", "attack", "end")


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None):
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings or Settings()
        self.ctl = GameController(self.settings, self)
        self.ctl.changed.connect(self.refresh)
        self.ctl.curtain.connect(self.show_curtain)
        self.ctl.game_over.connect(self.show_game_over)
        self.ctl.refused.connect(self.show_refusal)
        self.save_path: str | None = None
        self.last_spec: dict | None = None
        self.last_message: QMessageBox | None = None
        self.game_over_dialog = None
        self.replay_actions: list[str] = []
        self.replay_pos = 0
        self._log_key = None
        self._log_seq = 0
        self._names: dict = {}
        self.resize(1366, 768)

        self.table = TableView()
        sc = self.table.tscene
        sc.drop_requested.connect(self.on_drop)
        sc.action_chosen.connect(self.do_action)
        sc.menu_requested.connect(self.card_menu)
        sc.hovered.connect(self.on_hover)
        self.table.bind(self.ctl, self.settings)  # g1b: End turn, skip ahead, thinking mark, explanations
        from . import priority
        self.priority_bar = priority.install(self)  # G3: pass until …, stops
        self.ctl.note.connect(lambda t: (self.log.addItem(t), self.log.scrollToBottom()))  # g1b: auto-pass
        self.preview = QLabel(self.table)
        self.preview.setObjectName("preview")
        self.preview.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.preview.hide()
        self.toast = QLabel(self.table)
        self.toast.setObjectName("toast")
        self.toast.setWordWrap(True)
        self.toast.setStyleSheet("background: rgba(120,20,20,225); color: white; padding: 8px 12px;"
                                 "border-radius: 6px; font-size: 14px;")
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)

        side = QWidget()
        side.setObjectName("side")
        side.setMinimumWidth(300)
        side.setMaximumWidth(420)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        self.panel = DecisionPanel()
        self.panel.chosen.connect(self.do_action)
        sl.addWidget(self.panel)
        self.replay_bar = QWidget()
        rl = QVBoxLayout(self.replay_bar)
        self.replay_label = QLabel()
        self.replay_next = QPushButton()
        self.replay_next.setObjectName("replay_next")
        self.replay_next.clicked.connect(self.replay_step)
        self.replay_prev = QPushButton()
        self.replay_prev.clicked.connect(self.replay_back)
        self.replay_exit = QPushButton()
        self.replay_exit.clicked.connect(self.replay_stop)
        for w in (self.replay_label, self.replay_next, self.replay_prev, self.replay_exit):
            rl.addWidget(w)
        self.replay_bar.hide()
        sl.addWidget(self.replay_bar)
        self.log_title = QLabel()
        self.log_title.setStyleSheet("font-weight: bold; font-size: 15px; padding: 6px 8px 0 8px;")
        sl.addWidget(self.log_title)
        self.log = QListWidget()
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        sl.addWidget(self.log, 1)

        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([1000, 340])
        self.central = QWidget()
        self.central.setObjectName("table_page")
        cl = QVBoxLayout(self.central)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(split)
        self.start = StartScreen()
        self.start.new_game.connect(self.new_game_dialog)
        self.start.resume.connect(self.resume_autosave)
        self.start.puzzles.connect(self.puzzle_dialog)
        self.start.deck_editor.connect(self.deck_editor)
        self.start.rules.connect(self.rules_dialog)
        self.stage = QStackedWidget()
        self.stage.setObjectName("stage")
        self.stage.addWidget(self.start)
        self.stage.addWidget(self.central)
        self.setCentralWidget(self.stage)
        self.curtain = Curtain(self.central)
        self.curtain.lifted.connect(self.ctl.curtain_lifted)
        self.curtain.declined.connect(self.declaration_declined)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)
        self.autosave_note = QLabel()
        self.autosave_note.setObjectName("autosave_note")
        self.autosave_note.setStyleSheet("color: #ffd0d0; background: #8a1f1f; padding: 2px 8px;")
        self.autosave_note.hide()
        self.statusBar().addPermanentWidget(self.autosave_note)
        self.build_menus()
        i18n.on_change(self.retranslate)
        self.retranslate()
        self.ctl.autosaver.on_problem = self.autosave_problem
        if self.ctl.autosaver.problem is not None:
            self.autosave_problem(self.ctl.autosaver.problem)
        # Scoped to the table's own widgets (set on the stage, selectors by objectName): dialogs and
        # message boxes are children of the main window, not of the stage, so nothing leaks into them.
        self.stage.setStyleSheet(TABLE_STYLE)

    # ----- menus ------------------------------------------------------------------------
    def build_menus(self) -> None:
        mb = self.menuBar()
        self.m_game = mb.addMenu("")
        self.m_view = mb.addMenu("")
        self.m_lang = mb.addMenu("")
        self.m_help = mb.addMenu("")
        A = {}

        def act(menu, key, slot, shortcut=None, checkable=False):
            a = QAction(self)
            a.triggered.connect(slot)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            a.setCheckable(checkable)
            menu.addAction(a)
            A[key] = a
            return a

        act(self.m_game, "new", self.new_game_dialog, QKeySequence.StandardKey.New)
        act(self.m_game, "open", self.open_dialog, QKeySequence.StandardKey.Open)
        self.m_recent = self.m_game.addMenu("")
        act(self.m_game, "save", self.save, QKeySequence.StandardKey.Save)
        act(self.m_game, "saveas", self.save_as, QKeySequence.StandardKey.SaveAs)
        self.m_game.addSeparator()
        act(self.m_game, "undo", self.undo, QKeySequence.StandardKey.Undo)
        act(self.m_game, "concede", self.concede)
        self.m_game.addSeparator()
        act(self.m_game, "puzzle", self.puzzle_dialog)
        act(self.m_game, "replay", self.replay_dialog)
        act(self.m_game, "export", self.export_log_dialog)
        self.m_game.addSeparator()
        act(self.m_game, "decks", self.deck_editor)
        act(self.m_game, "settings", self.settings_dialog)
        act(self.m_game, "quit", self.close, QKeySequence.StandardKey.Quit)
        act(self.m_view, "links", self.toggle_links, None, True).setChecked(self.settings.get("show_links"))
        act(self.m_view, "privacy", self.toggle_privacy, None, True).setChecked(self.settings.get("privacy"))
        act(self.m_view, "zoomin", lambda: self.table.set_zoom(self.table.zoom * 1.15), "Ctrl++")
        act(self.m_view, "zoomout", lambda: self.table.set_zoom(self.table.zoom / 1.15), "Ctrl+-")
        act(self.m_view, "zoom0", lambda: self.table.set_zoom(1.0), "Ctrl+0")
        grp = QActionGroup(self)
        for code, label in (("ja", "日本語"), ("en", "English")):
            a = QAction(label, self, checkable=True)
            a.setChecked(i18n.language() == code)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            grp.addAction(a)
            self.m_lang.addAction(a)
            A["lang_" + code] = a
        act(self.m_help, "rules", self.rules_dialog, "F1")
        act(self.m_help, "about", self.about)
        self.acts = A

    def retranslate(self) -> None:
        T = {"new": "New game…", "open": "Open…", "save": "Save", "saveas": "Save as…", "undo": "Undo",
             "concede": "Concede", "puzzle": "Load a puzzle…", "replay": "Replay a saved game…",
             "export": "Export the log…", "settings": "Settings…", "quit": "Quit", "decks": "Deck editor…",
             "links": "Show seating links (left / right / front)", "privacy": "Hide other players' cards",
             "zoomin": "Zoom in", "zoomout": "Zoom out", "zoom0": "Actual size", "rules": "Rules reference",
             "about": "About Enza"}
        for k, v in T.items():
            self.acts[k].setText(tr(v))
        self.m_game.setTitle(tr("&Game"))
        self.m_view.setTitle(tr("&View"))
        self.m_lang.setTitle(tr("&Language"))
        self.m_help.setTitle(tr("&Help"))
        self.m_recent.setTitle(tr("Open recent"))
        self.log_title.setText(tr("Log"))
        self.replay_next.setText(tr("Next step ▶"))
        self.replay_prev.setText(tr("◀ Step back"))
        self.replay_exit.setText(tr("End the replay"))
        self.setWindowTitle(tr("Enza — card game table"))
        self.start.retranslate()
        self.fill_recent()
        self.table.tscene.renderer.clear()
        if self.curtain.isVisible():
            self.curtain.retranslate()
        self._log_key = None
        self.refresh()

    def fill_recent(self) -> None:
        self.m_recent.clear()
        for p in self.settings.get("recent"):
            a = self.m_recent.addAction(p)
            a.triggered.connect(lambda _=False, path=p: self.open_path(path))
        self.m_recent.setEnabled(bool(self.settings.get("recent")))

    def set_language(self, code: str) -> None:
        self.settings.set("language", code)
        i18n.set_language(code)
        self.acts["lang_" + code].setChecked(True)

    # ----- messages ---------------------------------------------------------------------
    def message(self, title: str, text: str, icon=QMessageBox.Icon.Warning) -> QMessageBox:
        """Window-modal but non-blocking, so that tests and the event loop go on."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("message")
        box.open()
        self.last_message = box
        return box

    def show_refusal(self, text: str) -> None:
        self.toast.setText(text)
        self.toast.adjustSize()
        self.toast.setMaximumWidth(max(300, self.table.width() - 40))
        self.toast.adjustSize()
        self.toast.move((self.table.width() - self.toast.width()) // 2, 12)
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start(4500)
        self.status.setText(text)
        self.log.addItem("⚠ " + text)
        self.log.scrollToBottom()

    # ----- games ------------------------------------------------------------------------
    @property
    def game(self):
        return self.ctl.game

    def deck_editor(self) -> None:
        from .deckedit import open_deck_editor
        # keep a reference: it is a top-level window of its own
        self.deck_window = open_deck_editor(self, i18n.language())

    def new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog
        dlg = NewGameDialog(self, self.last_spec, ask_every_player=self.settings.get("declarations") != "can")
        self.new_game_dlg = dlg
        dlg.accepted.connect(lambda: self.start_game_asking(dlg.result_spec))
        dlg.open()

    def game_running(self) -> bool:
        return self.game is not None and self.game.outcome is None and not self.ctl.replay_mode

    def start_game_asking(self, spec: dict) -> None:
        """New game over a running one asks first (window-modal, not blocking the event loop)."""
        if not self.game_running():
            self.start_game(spec)
            return
        box = QMessageBox(QMessageBox.Icon.Question, tr("Abandon the running game?"),
                          tr("A game is running. Abandon it and start the new one?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("abandon")
        box.button(QMessageBox.StandardButton.Yes).setText(tr("Abandon it"))
        box.button(QMessageBox.StandardButton.No).setText(tr("Keep playing"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _r: self.start_game(spec) if box.clickedButton() is yes else None)
        self.abandon_box = box
        box.open()

    def start_game(self, spec: dict) -> None:
        try:
            g = engine.new_game(spec["format"], spec["players"], options=spec["options"], seed=spec["seed"],
                                first_player=spec.get("first_player"))
        except (engine.DataError, ValueError, KeyError, TypeError) as e:
            self.message(tr("Cannot start the game"), str(e))
            return
        self.last_spec = spec
        self.last_puzzle = None
        self.save_path = None
        self.set_game(g)

    def set_game(self, g, screen_player=None) -> None:
        self.close_game_over()
        self.ctl.replay_mode = False
        self.replay_bar.hide()
        self._log_key = None
        self.ctl.set_game(g, screen_player)

    def rematch(self) -> None:
        if not self.last_spec and getattr(self, "last_puzzle", None):
            self.load_puzzle(self.last_puzzle)
            return
        if not self.last_spec and self.game is not None:
            s = self.game.setup
            self.last_spec = {"format": s["format"], "players": s["players"], "options": s.get("options"),
                              "seed": s["seed"], "first_player": s.get("first_player")}
        if self.last_spec:
            spec = dict(self.last_spec)
            spec["seed"] = int(spec["seed"]) + 1
            self.start_game(spec)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved game"), documents_dir(),
                                              tr("Enza saves (*.enza);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        try:
            g = saves.read_save(path)
        except engine.DataError as e:
            self.message(tr("Cannot open the save"), tr("This file is not a usable Enza save; the current game "
                                                        "is unchanged.") + f"\n\n{e}")
            return False
        self.save_path = path
        self.settings.add_recent(path)
        self.fill_recent()
        self.last_spec = None
        self.last_puzzle = None
        self.set_game(g)
        return True

    def save(self) -> None:
        if self.save_path:
            self.save_to(self.save_path)
        else:
            self.save_as()

    def save_as(self) -> None:
        if self.game is None:
            return
        start = self.save_path or str(Path(documents_dir()) / self.default_save_name())
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the game"), start, tr("Enza saves (*.enza)"))
        if path:
            if not path.endswith(".enza"):
                path += ".enza"
            self.save_to(path)

    def default_save_name(self) -> str:
        import datetime
        fmt = self.game.format.name if self.game is not None else "game"
        return f"enza-{fmt}-{datetime.date.today().isoformat()}.enza"

    def save_to(self, path: str) -> bool:
        if self.game is None:
            return False
        try:
            saves.atomic_write(path, self.game.to_json())
        except OSError as e:
            self.message(tr("Cannot save"), f"{path}\n{e}")
            return False
        self.save_path = path
        self.settings.add_recent(path)
        self.fill_recent()
        self.status.setText(tr("Saved to {path}", path=path))
        return True

    # ----- resuming: the one place that knows where the autosave lives (R1 re-points it) -----
    def read_autosave(self):
        """The newest readable state of the autosaved unfinished game (gui/autosave.ResumeInfo), or None."""
        return self.ctl.autosaver.find_resumable()

    def autosave_summary(self) -> str | None:
        """What Continue would open: format, seats and turn; None when there is nothing to continue."""
        info = self.read_autosave()     # cached by the autosave folder's contents
        return None if info is None else self._describe_save(info.game)

    def _describe_save(self, g) -> str:
        fmt = i18n.pick(g.format.title_ja, g.format.title_en)
        names = ", ".join(p.name for p in g.players)
        return tr("{fmt} · {n} seats ({names}) · turn {turn}", fmt=fmt, n=len(g.players), names=names, turn=g.turn)

    def resume_autosave(self) -> bool:
        """Continue on the start screen: the player already chose, so nothing more is asked."""
        if self.check_resume(ask=lambda: True):
            self.last_spec = None
            return True
        self.refresh()
        return False

    def check_resume(self, ask=None) -> bool:
        """After a crash: the newest readable autosave of an unfinished game is offered (gui/autosave.py),
        saying what was recovered; unreadable files are reported (they were kept aside)."""
        from .resume_text import resume_question, unreadable_note
        aut = self.ctl.autosaver
        info = aut.find_resumable()
        if info is None:
            if aut.last_warnings:
                self.message(tr("Autosave"), unreadable_note(aut.last_warnings))
            return False
        if ask is None:
            def ask():
                r = QMessageBox.question(self, tr("Resume?"), resume_question(info))
                return r == QMessageBox.StandardButton.Yes
        if ask():
            self.ctl.autosave = False     # the resumed state is written once, with its pending answers
            self.set_game(info.game)
            self.ctl.simultaneous = dict(info.pending)   # answers already given in a simultaneous decision
            self.ctl.autosave = True
            self.ctl.write_autosave()
            if info.pending:
                self.ctl.after_change()
            return True
        return False

    def autosave_problem(self, problem) -> None:
        """Disk full, read-only or shared data folder: told at once (a message, then a note that stays in
        the status bar while the problem lasts); play goes on."""
        from .resume_text import problem_text
        if problem is None:
            self.autosave_note.hide()
            self.status.setText(tr("Autosave works again."))
            return
        text = problem_text(problem)
        self.autosave_note.setText("⚠ " + text)
        self.autosave_note.setToolTip(text)
        self.autosave_note.show()
        QTimer.singleShot(0, lambda: self.message(tr("Autosave"), text))

    def undo(self) -> None:
        if self.game is None:
            return
        why = self.ctl.undo()
        if why == "hidden":
            self.show_refusal(tr("Undo is not possible: hidden cards were revealed since that action "
                                 "(a draw, a shield break, a shuffle or a look)."))
        elif why == "nothing":
            self.show_refusal(tr("Nothing to undo."))
        else:
            self._log_key = None
            self.refresh()

    def concede(self) -> None:
        g = self.game
        if g is None or g.outcome is not None:
            return
        p = self.ctl.acting() if self.ctl.screen_player is None else self.ctl.screen_player
        if p is None:
            return
        r = QMessageBox.question(self, tr("Concede"), tr("{name} concedes the game?", name=g.players[p].name))
        if r == QMessageBox.StandardButton.Yes:
            self.do_action(f"p{p} concede")

    def puzzle_dialog(self) -> None:
        """The bundled puzzles by family (gui/dialogs/puzzles.py), or a scenario file of one's own."""
        from .dialogs.puzzles import PuzzleDialog
        dlg = PuzzleDialog(self)
        self.puzzle_dlg = dlg
        dlg.accepted.connect(lambda: self.load_puzzle(dlg.chosen) if dlg.chosen else
                             self.puzzle_file_dialog() if dlg.want_file else None)
        dlg.open()

    def puzzle_file_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Load a puzzle"), "", tr("Scenarios (*.toml)"))
        if path:
            self.load_puzzle(path)

    def load_puzzle(self, path: str) -> bool:
        fn = getattr(engine, "load_scenario", None)
        if fn is None:
            self.message(tr("Puzzles"), tr("Puzzles are not available in this version of the engine."))
            return False
        try:
            g = fn(path)
        except engine.DataError as e:
            self.message(tr("Cannot load the puzzle"), str(e))
            return False
        except Exception as e:  # scenario files are user input: report, never crash
            self.message(tr("Cannot load the puzzle"), f"{path}\n{type(e).__name__}: {e}")
            return False
        self.last_spec = None
        self.last_puzzle = path     # Rematch plays the puzzle again (its decks are the scenario's few cards)
        self.set_game(g)
        return True

    # ----- replay -----------------------------------------------------------------------
    def replay_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Replay a saved game"), "", tr("Enza saves (*.enza)"))
        if path:
            self.start_replay(path)

    def start_replay(self, path: str) -> bool:
        from engine.core.saves import replay
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            self.replay_actions = [str(a) for a in data["actions"]]
            g = replay(data["setup"], [], path)
        except engine.DataError as e:
            self.message(tr("Cannot replay"), str(e))
            return False
        except Exception as e:
            self.message(tr("Cannot replay"), f"{path}\n{type(e).__name__}: {e}")
            return False
        self.close_game_over()
        self.ctl.replay_mode = True
        self.ctl.set_game(g)
        self.replay_pos = 0
        self.replay_bar.show()
        self._log_key = None
        self.refresh()
        return True

    def replay_step(self) -> None:
        if self.replay_pos >= len(self.replay_actions):
            return
        try:
            self.game.perform(self.replay_actions[self.replay_pos])
        except engine.ActionError as e:
            self.message(tr("Cannot replay"), str(e))
            return
        self.replay_pos += 1
        self.refresh()

    def replay_back(self) -> None:
        if self.replay_pos == 0:
            return
        self.ctl.game = self.game.undo()
        self.replay_pos -= 1
        self._log_key = None
        self.refresh()

    def replay_stop(self) -> None:
        self.ctl.replay_mode = False
        self.replay_bar.hide()
        self.ctl.after_change()

    # ----- actions ----------------------------------------------------------------------
    def do_action(self, text: str) -> bool:
        g = self.game
        if g is None:
            return False
        if (self.settings.get("confirm_end_turn") and g.decision is not None and g.decision.kind == "attack"
                and text.split()[1] == "pass"):
            r = QMessageBox.question(self, tr("End of turn"), tr("End your turn?"))
            if r != QMessageBox.StandardButton.Yes:
                return False
        d = g.decision
        collecting = d is not None and d.mode == "simultaneous"
        answers = dict(self.ctl.simultaneous)
        try:
            events = self.ctl.perform_chosen(text)  # g1b: a chosen answer, so the turn never ends by itself
        except engine.ActionError as e:
            self.show_refusal(refusal_text(e, self.token_name(text.split()[2]) if len(text.split()) > 2 else "?"))
            return False
        self.toast.hide()
        if collecting and not self.ctl.simultaneous:
            # answers given privately behind the curtain are shown together, once all are in
            answers[int(text.split()[0][1:])] = text
            self.reveal_answers(d, answers)
        self.note_reveals(events)
        return True

    def note_reveals(self, events) -> None:
        """A gachinko judge or a reveal: show it in a toast as well as in the log."""
        names = {p.index: p.name for p in self.game.players} if self.game is not None else {}
        for e in events or []:
            if e.kind == "gachinko":
                # the same words as the log line (log_text.gachinko_text), so both name the same cards
                self.status.setText(gachinko_text(e.data, names, lambda ref, _d: self.card_label(ref)))
            elif e.kind == "declare":
                # declarations in seat order are revealed as they are made
                who = names.get(e.data.get("player"), "?")
                self.message(tr("Declaration"), tr("{player} declares {card}.", player=who,
                                                   card="《" + self.card_label(e.data.get("card")) + "》"),
                             QMessageBox.Icon.Information)

    def action_text(self, a: str) -> str:
        """An answer's label, naming effects, shield positions and twinpact sides where they matter."""
        return context_label(a, self.game, self.token_name, self.player_name, self.card_label) or \
            action_label(a, self.token_name, self.player_name)

    def reveal_answers(self, decision, answers: dict) -> None:
        g = self.game
        lines = [f"{g.players[p].name}: {self.action_text(a)}" for p, a in sorted(answers.items())]
        self.message(tr("Everyone has answered"), decision_title(decision.kind) + "\n\n" + "\n".join(lines),
                     QMessageBox.Icon.Information)

    def spell_side_name(self, cid):
        """The spell side's name of a twinpact (what a cast used), else None."""
        try:
            side = self.game.cards[int(cid)].defn.spell
        except (ValueError, TypeError, IndexError, AttributeError):
            return None
        return i18n.pick(side.name_ja, side.name_en) if side is not None else None

    def card_label(self, cid) -> str:
        try:
            return card_name(self.game.cards[int(cid)].defn)
        except (ValueError, TypeError, IndexError):
            return tr("a face-down card")

    def token_name(self, tok: str) -> str:
        if tok.startswith("c") and tok[1:].isdigit():
            return self.card_label(int(tok[1:]))
        return tr("a face-down card")

    def player_name(self, tok: str) -> str:
        try:
            return self.game.players[int(tok[1:])].name
        except (ValueError, IndexError):
            return tok

    def on_drop(self, item, target) -> None:
        me = self.ctl.acting()
        legal = set(self.ctl.legal_now())
        tok = item.token
        ok = False
        if me is not None and target is not None:
            ok = self.drop_to_actions(me, item, target, legal)
        elif target is None or me is None:
            self.show_refusal(refusal_text(_Refusal("no-drop")))
        if not ok:
            item.snap_back()
        self.refresh()

    def drop_to_actions(self, me, item, target, legal) -> bool:
        tok = item.token
        kind = target[0]
        t_owner = target[2] if kind == "card" else target[1]
        t_zone = target[3] if kind == "card" else (target[2] if kind == "zone" else None)
        name = self.token_name(tok)
        if item.zone in ("hand", "partner", "shield") and t_owner == me and t_zone == "mana":
            return self.do_action(f"p{me} charge {tok}")
        if item.zone in ("hand", "partner", "shield") and t_owner == me and t_zone == "battle":
            for verb in ("summon", "cast", "gzero", "galaxy"):
                if f"p{me} {verb} {tok}" in legal:
                    return self.do_action(f"p{me} {verb} {tok}")
            defn = self.game.cards[int(tok[1:])].defn if tok[1:].isdigit() else None
            verb = "cast" if defn is not None and getattr(defn, "type", "") == "spell" else "summon"
            return self.do_action(f"p{me} {verb} {tok}")
        if item.zone == "battle" and t_owner is not None and t_owner != me:
            tgt = target[1] if kind == "card" and target[3] == "battle" else f"p{t_owner}"
            return self.attack(me, tok, tgt, name)
        self.show_refusal(refusal_text(_Refusal("no-drop")))
        return False

    def attack(self, me: int, tok: str, tgt: str, name: str) -> bool:
        """Attack + target as one gesture; checked on a copy first so that a bad target leaves the real
        game untouched (no half-declared attack to cancel)."""
        g = self.game
        try:
            trial = g.clone()
            trial.perform(f"p{me} attack {tok}")
            needs_target = trial.decision is not None and trial.decision.kind == "attack-target" \
                and me in trial.decision.waiting_for()
            if needs_target:
                trial.perform(f"p{me} target {tgt}")
        except engine.ActionError as e:
            self.show_refusal(refusal_text(e, name))
            return False
        if not self.do_action(f"p{me} attack {tok}"):
            return False
        d = self.game.decision
        if d is not None and d.kind == "attack-target" and me in d.waiting_for():
            return self.do_action(f"p{me} target {tgt}")
        return True

    def attack_targets(self, tok: str) -> list[str]:
        me = self.ctl.acting()
        g = self.game
        if me is None or g is None:
            return []
        try:
            trial = g.clone()
            trial.perform(f"p{me} attack {tok}")
        except engine.ActionError:
            return []
        d = trial.decision
        if d is None or d.kind != "attack-target":
            return []
        return [str(a).split()[2] for a in trial.legal_actions(me) if a.verb == "target"]

    def card_menu(self, item, pos) -> None:
        acts = self.table.tscene.actions_for(item.token)
        menu = QMenu(self)
        self.last_menu = menu
        me = self.ctl.acting()
        for a in acts:
            verb = a.split()[1]
            if verb == "attack":
                targets = self.attack_targets(item.token)
                sub = menu.addMenu(self.action_text(a))
                for t in targets:
                    label = self.player_name(t) if t.startswith("p") else "《" + self.token_name(t) + "》"
                    sub.addAction(label).triggered.connect(
                        lambda _=False, tk=item.token, tt=t: self.attack(me, tk, tt, self.token_name(tk)))
                continue
            menu.addAction(self.action_text(a)).triggered.connect(
                lambda _=False, t=a: self.do_action(t))
        if item.face_up and item.defn is not None:
            menu.addSeparator()
            menu.addAction(tr("Show this card large")).triggered.connect(lambda: self.on_hover(item))
        if item.zone == "graveyard":
            menu.addAction(tr("Browse the graveyard…")).triggered.connect(lambda: self.browse_grave(item.owner))
        if menu.isEmpty():
            return
        if pos is None:
            v = self.table
            pos = v.viewport().mapToGlobal(v.mapFromScene(item.scene_center()))
        menu.popup(pos if isinstance(pos, QPoint) else QPoint(int(pos.x()), int(pos.y())))

    def browse_grave(self, owner: int) -> None:
        view = self.ctl.table_view()
        cards = view["players"][owner]["zones"].get("graveyard", [])
        names = [self.card_label(c["id"]) for c in cards if "id" in c]
        self.message(tr("Graveyard of {name}", name=self.game.players[owner].name),
                     "\n".join(f"{i + 1}. {n}" for i, n in enumerate(reversed(names))) or tr("(empty)"),
                     QMessageBox.Icon.Information)

    def on_hover(self, item) -> None:
        if item is None or not item.face_up or item.defn is None:
            self.preview.hide()
            return
        dpr = self.devicePixelRatioF()
        w = 300 if self.table.height() > 520 else 220
        pm = self.table.tscene.renderer.preview(item.defn, w, dpr, item.data_.get("power"))
        self.preview.setPixmap(pm)
        self.preview.resize(pm.size() / dpr)
        pt = self.table.mapFromScene(item.scene_center())
        x = 12 if pt.x() > self.table.width() / 2 else self.table.width() - self.preview.width() - 28
        self.preview.move(x, 12)
        self.preview.show()
        self.preview.raise_()

    # ----- curtain and game over --------------------------------------------------------
    def show_curtain(self, p: int) -> None:
        """Cover the table for player p.  At a use declaration (D-306-ask, "public" option) the table
        first asks aloud; the screen passes only on a yes."""
        self.close_private_views()
        name = self.game.players[p].name
        d = self.game.decision
        from .priority import response_window
        if d is not None and d.kind == "use-declaration" and self.settings.get("declarations") == "public":
            self.curtain.ask(name)
        elif response_window(self.game) and self.settings.get("declarations") == "public":
            self.curtain.ask(name, tr("{name}: any response?", name=name))   # D-306-ask for the stack (G3)
        else:
            self.curtain.show_for(name)

    def close_private_views(self) -> None:
        """Nothing of the previous viewer may stay open: the card preview, menus, popups."""
        self.preview.hide()
        menu = getattr(self, "last_menu", None)
        if menu is not None:
            menu.close()
        while QApplication.activePopupWidget() is not None:
            w = QApplication.activePopupWidget()
            w.close()
            if QApplication.activePopupWidget() is w:
                break

    def declaration_declined(self) -> None:
        """'No' to the public call: that player's one chance passes (306.1b), the screen stays put."""
        p = self.ctl.waiting_curtain
        self.ctl.waiting_curtain = None
        if p is not None and self.game is not None:
            name = self.game.players[p].name
            from .priority import pass_answer
            d = self.game.decision
            self.do_action(pass_answer(self.game, p) if d is not None and d.kind == "priority" else f"p{p} done")
            self.status.setText(tr("{name}: no declaration.", name=name))
        if self.ctl.waiting_curtain is None:
            self.curtain.hide()
        self.refresh()

    def resizeEvent(self, e):
        super().resizeEvent(e)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.central.rect())

    def outcome_text(self) -> str:
        g = self.game
        o = g.outcome
        words = {"won": tr("won"), "lost": tr("lost"), "drew": tr("drew")}
        lines = []
        for p, (res, rule) in sorted(o.players.items()):
            lines.append(f"{g.players[p].name}: {words.get(res, res)}  [{rule}]")
        if o.is_draw:
            lines.insert(0, tr("The game is a draw."))
        elif o.nobody_won:
            lines.insert(0, tr("Nobody won."))
        else:
            lines.insert(0, tr("Winner: {w}", w=", ".join(g.players[w].name for w in o.winners)))
        return "\n".join(lines)

    def show_game_over(self) -> None:
        from .dialogs.misc import GameOverDialog
        self.close_game_over()
        if self.ctl.replay_mode:
            return
        dlg = GameOverDialog(self.outcome_text(), self, self.game)
        dlg.rematch.connect(self.rematch)
        dlg.new_game.connect(self.new_game_dialog)
        self.game_over_dialog = dlg
        dlg.open()

    def close_game_over(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None

    # ----- other menus ------------------------------------------------------------------
    def settings_dialog(self) -> None:
        from .dialogs.misc import SettingsDialog
        dlg = SettingsDialog(self.settings, self)
        dlg.accepted.connect(self.settings_changed)
        dlg.open()
        self.settings_dlg = dlg

    def settings_changed(self) -> None:
        self.acts["privacy"].setChecked(self.settings.get("privacy"))
        self.table.tscene.renderer.clear()
        self.refresh()

    def toggle_links(self, on: bool) -> None:
        self.settings.set("show_links", bool(on))
        self.refresh()

    def toggle_privacy(self, on: bool) -> None:
        self.settings.set("privacy", bool(on))
        if not on and self.ctl.waiting_curtain is not None:
            self.curtain.hide()
            self.ctl.curtain_lifted()
        self._log_key = None
        self.refresh()

    def rules_dialog(self) -> None:
        from .dialogs.misc import RulesDialog
        info = self.game.format if self.game is not None else engine.get_format("duepa").info
        dlg = RulesDialog(info, self)
        dlg.open()
        self.rules_dlg = dlg

    def about(self) -> None:
        from .dialogs.misc import about_text
        self.message(tr("About Enza"), about_text(), QMessageBox.Icon.Information)

    def export_log_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the log"), str(Path(documents_dir()) / "enza-log.txt"),
                                              tr("Text (*.txt)"))
        if path:
            self.export_log(path)

    def export_log(self, path: str) -> None:
        lines = [self.log.item(i).text() for i in range(self.log.count())]
        try:
            saves.atomic_write(path, "\n".join(lines) + "\n")
        except OSError as e:
            self.message(tr("Cannot export"), f"{path}\n{e}")

    # ----- drawing ----------------------------------------------------------------------
    def log_viewer(self):
        if self.game is None:
            return None
        if self.game.outcome is not None or not self.settings.get("privacy") or self.ctl.replay_mode:
            return "full"
        if self.ctl.waiting_curtain is not None:
            return None  # behind the curtain: nobody's private lines
        return self.ctl.screen_player

    def update_log(self) -> None:
        g = self.game
        viewer = self.log_viewer()
        key = (id(g), viewer, i18n.language())
        if key != self._log_key or self._log_seq > len(g.events):
            self.log.clear()
            self._log_key = key
            self._log_seq = 0
        if self._log_seq >= len(g.events):
            return
        names = {p.index: p.name for p in g.players}

        def card(ref, defn_id):
            if isinstance(ref, int):
                return self.card_label(ref)
            return tr("a face-down card")

        v = None if viewer == "full" else viewer
        evs = [e.data | {"kind": e.kind, "seq": e.seq, **({"rule": e.rule} if e.rule else {})}
               for e in g.events[self._log_seq:]] if viewer == "full" else g.events_for(v, self._log_seq)
        for ev in evs:
            t = event_text(ev, names, card, self.spell_side_name)
            if t:
                self.log.addItem(t)
        self._log_seq = len(g.events)
        self.log.scrollToBottom()

    def refresh(self) -> None:
        g = self.game
        if g is None:
            self.start.set_resume(self.autosave_summary())
            self.stage.setCurrentWidget(self.start)
            self.status.setText(tr("No game"))
            return
        self.stage.setCurrentWidget(self.central)
        ctl = self.ctl
        view = ctl.table_view()
        acting = ctl.acting()
        legal = ctl.legal_now()
        viewer = ctl.screen_player if (self.settings.get("privacy") and not ctl.replay_mode
                                      and g.outcome is None) else (ctl.screen_player if ctl.screen_player
                                                                   is not None else acting)
        if ctl.waiting_curtain is not None and self.settings.get("privacy") and not ctl.replay_mode:
            # under the curtain the table is drawn for nobody: no hand of the previous viewer stays
            view, viewer = g.view(None), None
        ctx = build_context(g, viewer, acting if legal else None, legal, self.settings.get("show_links"),
                            self.settings.get("card_size") / 100.0, self.attack_targets)
        self.table.tscene.set_state(view, ctx)
        # side panel
        d = g.decision
        if ctl.replay_mode:
            self.replay_label.setText(tr("Replay: step {k} of {n}", k=self.replay_pos, n=len(self.replay_actions)))
            self.panel.show_decision(tr("Replay"), "", [], self.token_name, self.player_name)
        elif g.outcome is not None:
            self.panel.show_decision(tr("Game over"), self.outcome_text(), [], self.token_name, self.player_name)
        elif d is not None and acting is not None:
            who = g.players[acting].name
            head = f"{who}: {decision_heading(g, self.card_label)}"
            body = tr("Rule: {rule}", rule=d.rule) if d.rule else ""
            if ctl.is_computer(acting):
                body = tr("The computer is thinking…")
            elif ctl.waiting_curtain is not None:
                body = tr("Waiting for {name} to take the screen.", name=g.players[ctl.waiting_curtain].name)
            if d.mode == "simultaneous":
                body += "\n" + tr("Everyone answers privately; the answers are revealed together.")
            self.panel.show_decision(head, body, legal, self.token_name, self.player_name, self.action_text)
        self.update_log()
        tp = g.players[g.turn_player].name if g.players else "?"
        from .event_words import step_words
        step = step_words(g.step)
        fmt = i18n.pick(g.format.title_ja, g.format.title_en)
        self.status.setText(tr("{fmt} · turn {turn} ({player}) · {step} · screen: {screen}", fmt=fmt, turn=g.turn,
                               player=tp, step=step,
                               screen=g.players[ctl.screen_player].name if ctl.screen_player is not None
                               else tr("everyone")))

    def closeEvent(self, e):
        self.ctl.stop()
        self.ctl.autosaver.close()   # last fsync done, lock released
        i18n.remove_listener(self.retranslate)
        super().closeEvent(e)


def documents_dir() -> str:
    """Where Save as and Open start: the user's documents folder (QStandardPaths), else home."""
    from PySide6.QtCore import QStandardPaths
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())


class _Refusal:
    """A GUI-side refusal (a drop on nothing meaningful) shaped like an engine error."""

    def __init__(self, code: str):
        self.code = code
        self.rule = ""
        self.params = {}
        self.message = code


TABLE_STYLE = """
    QStackedWidget#stage, QWidget#table_page, QWidget#side, QWidget#start_screen { background: #20262e; }
    QWidget#side QLabel, QWidget#start_screen QLabel { color: #e6e9ee; }
    QWidget#decision_panel { background: #2b3440; border-radius: 6px; }
    QWidget#decision_panel QScrollArea, QWidget#decision_panel QScrollArea > QWidget > QWidget
        { background: transparent; }
    QFrame#start_box { background: #2b3440; border-radius: 10px; }
    QLabel#start_title { font-size: 34px; font-weight: bold; color: #ffffff; }
    QLabel#start_subtitle { font-size: 15px; }
    QLabel#resume_info { color: #cdd6e0; font-size: 13px; }
    QLabel#start_note { color: #b7c2cf; font-size: 12px; }
    QListWidget#log { background: #1a1f26; color: #dfe4ea; alternate-background-color: #20262e;
                      border: none; font-size: 13px; }
    QWidget#stage QPushButton { background: #3d6a99; color: white; border: none; padding: 6px 10px;
                                border-radius: 4px; font-size: 14px; }
    QWidget#stage QPushButton:hover { background: #4f82b8; }
    QWidget#stage QPushButton:disabled { background: #39414c; color: #c3cad4; }
    QWidget#stage QPushButton:focus { border: 2px solid #8fd3ff; }
"""
