"""The main window: it puts the table, the side panel (pending decision, replay bar, log) and the status
bar together and redraws them when the game changes.  What it does is split by responsibility:
window_menus (declared actions and menus), table_input (drops, clicks and menus -> answers through the
gesture hints), window_files (saves, autosave, puzzles), window_replay, window_session (new game, curtain,
game over), names, log_panel; gui/controller.py plays the game."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QSplitter, QStackedWidget, QVBoxLayout, QWidget

from . import i18n
from .action_text import decision_heading
from .controller import GameController
from .curtain import Curtain
from .dialogs.decision import DecisionPanel
from .event_words import step_words
from .i18n import tr
from .log_panel import LogFeed, LogView
from .log_text import event_text
from .names import NamesMixin
from .settings import Settings
from .start_screen import StartScreen
from .style import AUTOSAVE_NOTE_STYLE, TABLE_STYLE
from .table.view import TableView, build_context
from .table_input import TableInputMixin
from .window_files import FilesMixin, documents_dir  # noqa: F401  (documents_dir: older imports)
from .window_menus import MenusMixin
from .window_replay import ReplayBar, ReplayMixin
from .window_session import SessionMixin


class MainWindow(MenusMixin, FilesMixin, ReplayMixin, SessionMixin, TableInputMixin, NamesMixin, QMainWindow):
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
        self.resize(1366, 768)

        self.table = TableView()
        sc = self.table.tscene
        sc.drop_requested.connect(self.on_drop)
        sc.action_chosen.connect(self.do_action)
        sc.menu_requested.connect(self.card_menu)
        sc.hovered.connect(self.on_hover)
        self.table.bind(self.ctl, self.settings)  # End turn, skip ahead, thinking mark, explanations
        from . import priority, reveals
        from .dialogs import moments
        self.priority_bar = priority.install(self)  # G3: pass until …, stops
        self.reveal_popup = reveals.install(self)   # G3: busters, shots, territories shown to the table
        self.moment_dialog = moments.install(self)  # G3: mulligans, blocks, damage and trigger order …
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
        self.replay_bar = ReplayBar(self)
        sl.addWidget(self.replay_bar)
        self.log_title = QLabel()
        self.log_title.setStyleSheet("font-weight: bold; font-size: 15px; padding: 6px 8px 0 8px;")
        sl.addWidget(self.log_title)
        self.log = LogView()
        self.log_feed = LogFeed(self.log)
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
        self.autosave_note.setStyleSheet(AUTOSAVE_NOTE_STYLE)
        self.autosave_note.hide()
        self.statusBar().addPermanentWidget(self.autosave_note)
        self.build_menus()
        self.ctl.undo_stack.label = self.action_text
        self.ctl.undo_stack.undoTextChanged.connect(self.undo_texts)
        self.ctl.undo_stack.redoTextChanged.connect(self.undo_texts)
        i18n.on_change(self.retranslate)
        self.retranslate()
        self.ctl.autosaver.on_problem = self.autosave_problem
        self.ctl.autosaver.on_progress = self.resume_progress
        if self.ctl.autosaver.problem is not None:
            self.autosave_problem(self.ctl.autosaver.problem)
        # Scoped to the table's own widgets (set on the stage, selectors by objectName): dialogs and
        # message boxes are children of the main window, not of the stage, so nothing leaks into them.
        self.stage.setStyleSheet(TABLE_STYLE)

    def undo_texts(self, _text: str = "") -> None:
        """Undo / Redo name what they take back or bring again (the stack's texts)."""
        st = self.ctl.undo_stack
        for key, text in (("undo", st.undoText()), ("redo", st.redoText())):
            base = tr("Undo") if key == "undo" else tr("Redo")
            self.acts[key].setText(f"{base}: {text}" if text else base)

    def retranslate(self) -> None:
        self.retranslate_menus()
        self.undo_texts()
        self.log_title.setText(tr("Log"))
        self.replay_bar.retranslate()
        self.setWindowTitle(tr("Enza — card game table"))
        self.start.retranslate()
        self.table.tscene.renderer.clear()
        if self.curtain.isVisible():
            self.curtain.retranslate()
        self.log_feed.reset()
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
    def log_viewer(self):
        if self.game is None:
            return None
        if self.game.outcome is not None or not self.settings.get("privacy") or self.ctl.replay_mode:
            return "full"
        if self.ctl.waiting_curtain is not None:
            return None  # behind the curtain: nobody's private lines
        return self.ctl.screen_player

    def update_log(self) -> None:
        names = self.ctl.player_names()

        def card(ref, _defn_id):
            return self.card_label(ref) if isinstance(ref, int) else tr("a face-down card")

        book = self.ctl.cards_seen
        self.log_feed.update(self.game, self.log_viewer(),
                             lambda ev: book.learn_event(ev) or event_text(ev, names, card, self.spell_side_name))

    def refresh(self) -> None:
        g = self.game
        if g is None:
            self.start.set_resume(self.autosave_summary())
            self.stage.setCurrentWidget(self.start)
            self.status.setText(tr("No game"))
            self.moment_dialog.close_moment()
            return
        self.stage.setCurrentWidget(self.central)
        ctl = self.ctl
        view = ctl.table_view()
        acting = ctl.acting()
        answers = ctl.answers_now()
        legal = [a.text for a in answers]
        viewer = ctl.screen_player if (self.settings.get("privacy") and not ctl.replay_mode
                                      and g.outcome is None) else (ctl.screen_player if ctl.screen_player
                                                                   is not None else acting)
        if ctl.waiting_curtain is not None and self.settings.get("privacy") and not ctl.replay_mode:
            # under the curtain the table is drawn for nobody: no hand of the previous viewer stays
            view, viewer = g.view(None), None
        ctx = build_context(g, viewer, acting if legal else None, answers, self.settings.get("show_links"),
                            self.settings.get("card_size") / 100.0, view)
        self.table.tscene.set_state(view, ctx)
        self.show_panel(acting, answers)
        self.moment_dialog.check(view)
        self.update_log()
        tp = self.player_name(f"p{g.turn_player}") if g.players else "?"
        fmt = i18n.pick(g.format.title_ja, g.format.title_en)
        self.status.setText(tr("{fmt} · turn {turn} ({player}) · {step} · screen: {screen}", fmt=fmt, turn=g.turn,
                               player=tp, step=step_words(g.step),
                               screen=self.player_name(f"p{ctl.screen_player}") if ctl.screen_player is not None
                               else tr("everyone")))

    def show_panel(self, acting, answers) -> None:
        g, ctl = self.game, self.ctl
        d = g.decision
        if ctl.replay_mode:
            self.replay_bar.label.setText(tr("Replay: step {k} of {n}", k=self.replay_pos,
                                             n=len(self.replay_actions)))
            self.panel.show_decision(tr("Replay"), "", [], self.token_name, self.player_name)
        elif g.outcome is not None:
            self.panel.show_decision(tr("Game over"), self.outcome_text(), [], self.token_name, self.player_name)
        elif d is not None and acting is not None:
            head = f"{self.player_name(f'p{acting}')}: {decision_heading(g, self.card_label)}"
            body = tr("Rule: {rule}", rule=d.rule) if d.rule else ""
            if ctl.is_computer(acting):
                body = tr("The computer is thinking…")
            elif ctl.waiting_curtain is not None:
                body = tr("Waiting for {name} to take the screen.", name=self.player_name(f"p{ctl.waiting_curtain}"))
            if d.mode == "simultaneous":
                body += "\n" + tr("Everyone answers privately; the answers are revealed together.")
            self.panel.show_decision(head, body, answers, self.token_name, self.player_name, self.action_text)

    def closeEvent(self, e):
        self.ctl.stop()
        self.ctl.autosaver.close()   # last fsync done, lock released
        i18n.remove_listener(self.retranslate)
        super().closeEvent(e)
