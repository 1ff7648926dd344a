"""The main window: it puts the table, the side panel (pending decision, replay bar, log) and the status
bar together and redraws them when the game changes.  What it does is done by parts it owns, each an
object holding a reference to the window (MainWindow.__init__ names them): `menu_set` and `view_menu`
(gui/window_menus.py: declared actions and menus, the View menu), `table_input` (gui/table_input.py: drops,
clicks and menus -> answers through the gesture hints), `files` (gui/window_files.py: saves, autosave),
`puzzles` (gui/window_puzzles.py), `replay` (gui/window_replay.py), `games` and `passing`
(gui/window_session.py: new game, rematch, game over; the curtain), `dialogs` (gui/window_dialogs.py),
`names` (gui/names.py); gui/log_panel.py; gui/controller.py plays the game."""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from . import i18n
from .controller import GameController
from .curtain import Curtain
from .dialogs.decision import DecisionPanel
from .i18n import tr
from .log_panel import LogFeed, LogView
from .names import Names
from .settings import Settings
from .start_screen import StartScreen
from .style import AUTOSAVE_NOTE_STYLE, TABLE_STYLE
from .table.view import TableView, build_context
from .table_input import TableInput
from .window_dialogs import MenuDialogs
from .window_files import Files
from .window_menus import Menus, ViewMenu
from .window_puzzles import Puzzles
from .window_replay import Replay
from .window_session import GameLife, ScreenPassing


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None):
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings or Settings()
        self.ctl = GameController(self.settings, self)
        # the window's parts (each holds this window; the menus name them: gui/window_menus.ACTIONS)
        self.names = Names(self.ctl)
        self.files = Files(self)
        self.puzzles = Puzzles(self)
        self.replay = Replay(self)
        self.games = GameLife(self)
        self.passing = ScreenPassing(self)
        self.table_input = TableInput(self)
        self.dialogs = MenuDialogs(self)
        self.view_menu = ViewMenu(self)
        self.menu_set = Menus(self, self.settings, self.files.open_path)
        self.ctl.changed.connect(self.refresh)
        self.ctl.curtain.connect(self.passing.show_curtain)
        self.ctl.game_over.connect(self.games.show_game_over)
        self.ctl.refused.connect(self.show_refusal)
        self.last_message: QMessageBox | None = None
        self.last_menu = None           # the table's popup menu open now (a card's, a gesture's, the stops)
        self._drawn_for = None          # the viewer of the last redraw
        self.resize(1366, 768)

        self.table = TableView()
        sc = self.table.tscene
        ti = self.table_input
        sc.drop_requested.connect(ti.on_drop)
        sc.action_chosen.connect(ti.do_action)
        sc.menu_requested.connect(ti.card_menu)
        sc.hovered.connect(ti.on_hover)
        self.table.bind(self.ctl, self.settings)  # End turn, skip ahead, thinking mark, explanations
        from . import priority, reveals
        from .dialogs import moments
        self.priority_bar = priority.install(self)  # G3: pass until …, stops
        self.reveal_popup = reveals.install(self)   # G3: busters, shots, territories shown to the table
        self.moment_dialog = moments.install(self)  # G3: mulligans, blocks, damage and trigger order …
        self.preview = self.table.preview     # the large card preview (gui/table/preview.py)
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
        # a puzzle's goal stays in sight while it is played (U1a)
        self.puzzle_goal = QLabel()
        self.puzzle_goal.setObjectName("puzzle_goal")
        self.puzzle_goal.setWordWrap(True)
        self.puzzle_goal.setStyleSheet("background: #3a3320; color: #ffe9a8; border: 1px solid #8a7432;"
                                       " border-radius: 6px; padding: 6px 8px; font-size: 14px;")
        self.puzzle_goal.hide()
        sl.addWidget(self.puzzle_goal)
        self.panel = DecisionPanel()
        self.panel.chosen.connect(ti.do_action)
        sl.addWidget(self.panel)
        sl.addWidget(self.replay.bar)
        self.log_title = QLabel()
        self.log_title.setStyleSheet("font-weight: bold; font-size: 15px; padding: 6px 8px 0 8px;")
        sl.addWidget(self.log_title)
        self.log = LogView()
        self.log_feed = LogFeed(self.log)
        self.ctl.snapshot.connect(self.log_feed.take)   # every snapshot's new lines, in order
        self.ctl.note.connect(self.log.add_line)     # auto-pass lines no engine event carries
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
        self.start.new_game.connect(self.games.new_game_dialog)
        self.start.resume.connect(self.files.resume_autosave)
        self.start.puzzles.connect(self.puzzles.puzzle_dialog)
        self.start.deck_editor.connect(self.dialogs.deck_editor)
        self.start.rules.connect(self.dialogs.rules_dialog)
        self.stage = QStackedWidget()
        self.stage.setObjectName("stage")
        self.stage.addWidget(self.start)
        self.stage.addWidget(self.central)
        self.setCentralWidget(self.stage)
        self.curtain = Curtain(self.central)
        self.curtain.lifted.connect(self.ctl.curtain_lifted)
        self.curtain.declined.connect(self.passing.declaration_declined)
        self.curtain.accepted.connect(self.passing.call_accepted)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)
        self.autosave_note = QLabel()
        self.autosave_note.setObjectName("autosave_note")
        self.autosave_note.setStyleSheet(AUTOSAVE_NOTE_STYLE)
        self.autosave_note.hide()
        self.statusBar().addPermanentWidget(self.autosave_note)
        self.menu_set.build()
        self.acts, self.menus = self.menu_set.acts, self.menu_set.menus     # id -> QAction, id -> QMenu
        self.ctl.changed.connect(self.undo_texts)
        i18n.on_change(self.retranslate)
        self.ctl.autosaver.on_progress = self.files.resume_progress     # retranslate looks at the autosave
        self.retranslate()
        self.ctl.autosaver.on_problem = self.files.autosave_problem
        if self.ctl.autosaver.problem is not None:
            self.files.autosave_problem(self.ctl.autosaver.problem)
        # Scoped to the table's own widgets (set on the stage, selectors by objectName): dialogs and
        # message boxes are children of the main window, not of the stage, so nothing leaks into them.
        self.stage.setStyleSheet(TABLE_STYLE)
        from PySide6.QtWidgets import QApplication

        from .keyboard import install as install_keys
        # Enter presses the focused button, Ctrl+Q quits from any dialog or window (gui/keyboard.py)
        self.keys = install_keys(QApplication.instance(), lambda: self.acts["quit"].trigger(), self)
        if self.settings.get("large_text"):     # View -> Larger text, as it was left
            from .text_size import text_size
            text_size().set_large(True)

    def undo_texts(self, _text: str = "") -> None:
        """Undo / Redo name what they take back or bring again, and are enabled only when the session says
        they would succeed; a refused Undo says why in its tooltip and the status bar's hint."""
        snap = self.ctl.snap
        u = snap.undo if snap is not None and not self.ctl.replay_mode else None
        undo = self.acts["undo"]
        undo.setText(u.label if u is not None and u.possible else tr("Undo"))
        undo.setEnabled(u is not None and u.possible)
        undo.setStatusTip(u.reason or "" if u is not None else "")
        undo.setToolTip(u.reason or u.label if u is not None else tr("Undo"))
        redo = self.acts["redo"]
        redo.setText(u.redo if u is not None and u.redo else tr("Redo"))
        redo.setEnabled(u is not None and bool(u.redo))

    @property
    def game(self):
        return self.ctl.game

    def retranslate(self) -> None:
        self.menu_set.retranslate()
        self.undo_texts()
        self.log_title.setText(tr("Log"))
        self.replay.bar.retranslate()
        self.setWindowTitle(tr("Enza — card game table"))
        self.start.retranslate()
        self.table.tscene.renderer.clear()
        for item in self.table.tscene.items():     # each item caches its picture: draw it again in the new words
            item.update()
        self.table.resetCachedContent()
        if self.curtain.isVisible():
            self.curtain.retranslate()
        self.ctl.language_changed()     # the log again, in the new words
        self.refresh()

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
        self.log.add_line("⚠ " + text)

    def resizeEvent(self, e):
        super().resizeEvent(e)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.central.rect())

    # ----- drawing ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Draw the session's latest snapshot of this screen (gui/session/snapshot.py)."""
        g = self.game
        snap = self.ctl.snap
        if g is None or snap is None:
            self.start.set_resume(self.files.autosave_summary())
            self.stage.setCurrentWidget(self.start)
            self.status.setText(tr("No game"))
            self.moment_dialog.close_moment()
            return
        self.stage.setCurrentWidget(self.central)
        self.show_puzzle_goal()
        ctl = self.ctl
        view = snap.view
        answers = ctl.answers_now()
        viewer = snap.viewer if isinstance(snap.viewer, int) else None
        if snap.viewer != self._drawn_for:
            self.preview.hide()         # the previous viewer's card stays with them
        self._drawn_for = snap.viewer
        if snap.viewer == "full":
            viewer = snap.asked if snap.asked is not None else ctl.acting()
        self.cards_seen_from(view)
        ctx = build_context(g, viewer, snap.asked if answers else None, answers, self.settings.get("show_links"),
                            self.settings.get("card_size") / 100.0, view, snap)
        self.table.tscene.set_state(view, ctx)
        self.passing.sync_curtain()
        self.show_panel(snap, answers)
        self.moment_dialog.check(view)
        self.status.setText(snap.status)

    def cards_seen_from(self, view) -> None:
        book = self.ctl.cards_seen
        if book is not None:
            book.learn_view(view)

    def show_puzzle_goal(self) -> None:
        z = self.puzzles.current_puzzle()
        if z is None or not (z.goal or z.description):
            self.puzzle_goal.hide()
            return
        text = tr("Puzzle: {title}", title=z.title) + "\n" + tr("Goal: {goal}", goal=z.goal or z.description)
        if self.puzzle_goal.text() != text:
            self.puzzle_goal.setText(text)
        self.puzzle_goal.show()

    def show_panel(self, snap, answers) -> None:
        ctl, names, replay = self.ctl, self.names, self.replay
        if ctl.replay_mode:
            replay.bar.label.setText(tr("Replay: step {k} of {n}", k=replay.pos, n=len(replay.actions)))
            self.panel.show_decision(tr("Replay"), "", [], names.token_name, names.player_name)
        elif snap.over:
            self.panel.show_decision(tr("Game over"), "\n".join(snap.outcome), [], names.token_name,
                                     names.player_name)
        elif snap.heading:
            d = self.game.decision
            body = i18n.words().rule_tag(d.rule) if d is not None and d.rule else ""
            if snap.thinking is not None:
                body = tr("The computer is thinking…")
            elif snap.curtain is not None or snap.open_call is not None:
                who = snap.curtain.name if snap.curtain is not None else snap.open_call.name
                body = tr("Waiting for {name} to take the screen.", name=who)
            note = i18n.words().together_note(d.kind, d.mode) if d is not None else ""
            body += "\n" + note if note else ""
            self.panel.show_decision(snap.heading, body, answers, names.token_name, names.player_name,
                                     self.answer_words)

    def answer_words(self, text: str) -> str | None:
        """An offer's words as the session gave them (naming effects, shield positions, twinpact sides)."""
        snap = self.ctl.snap
        return next((o.words for o in snap.offers if o.text == text), None) if snap is not None else None

    def closeEvent(self, e):
        from PySide6.QtWidgets import QApplication
        QApplication.instance().removeEventFilter(self.keys)
        self.ctl.stop()
        self.ctl.autosaver.close()   # last fsync done, lock released
        i18n.remove_listener(self.retranslate)
        super().closeEvent(e)
