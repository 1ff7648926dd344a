"""Saves, the autosave (Continue after a crash) and the log export: the files the window opens or writes
(puzzles: gui/window_puzzles.py).  A bad file gives a message naming it and the problem; the game on the table is untouched."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

import engine

from . import i18n, saves
from .i18n import tr


def documents_dir() -> str:
    """Where Save as and Open start: the user's documents folder (QStandardPaths) when it exists, else home.
    A folder that does not exist makes the file chooser open in the program's working folder instead (the
    repository, run from source)."""
    from PySide6.QtCore import QStandardPaths
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return docs if docs and Path(docs).is_dir() else str(Path.home())


def refusal_of(e: Exception) -> str:
    """A file's problem in one message: engine.DataError names file and line; anything else (a reader's
    bug) is reported by its type and logged with its traceback, never raised into the event loop."""
    if isinstance(e, (engine.DataError, engine.ActionError)):
        return str(e)
    import logging
    logging.getLogger("enza.files").exception("unexpected error while reading a file")
    return f"{type(e).__name__}: {e}"


class Files:
    """The main window's files: open / save / recent, Continue (the autosave), the log export.  `save_path`
    is where Save writes without asking."""

    def __init__(self, window):
        self.window = window
        self.save_path: str | None = None

    @property
    def game(self):
        return self.window.ctl.game

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Open a saved game"), documents_dir(),
                                              tr("Enza saves (*.enza);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        w = self.window
        try:
            g = saves.read_save(path)
        except Exception as e:  # noqa: BLE001 - a save is user input: report it, keep the game
            w.message(tr("Cannot open the save"), tr("This file is not a usable Enza save; the current game "
                                                     "is unchanged.") + f"\n\n{refusal_of(e)}")
            return False
        self.save_path = path
        self.remember(path)
        w.games.play(g)
        return True

    def remember(self, path: str) -> None:
        """Open recent lists it first."""
        self.window.settings.add_recent(path)
        self.window.menu_set.fill_recent()

    def save(self) -> None:
        if self.save_path:
            self.save_to(self.save_path)
        else:
            self.save_as()

    def save_as(self) -> None:
        if self.game is None:
            return
        start = self.save_path or str(Path(documents_dir()) / self.default_save_name())
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Save the game"), start, tr("Enza saves (*.enza)"))
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
            self.window.message(tr("Cannot save"), f"{path}\n{e}")
            return False
        self.save_path = path
        self.remember(path)
        self.window.status.setText(tr("Saved to {path}", path=path))
        return True

    # ----- resuming: the one place that knows where the autosave lives -----------------------
    def read_autosave(self):
        """The newest readable state of the autosaved unfinished game (gui/autosave.ResumeInfo), or None."""
        return self.window.ctl.autosaver.find_resumable()

    def autosave_summary(self) -> str | None:
        """What Continue would open: format, seats and turn; None when there is nothing to continue."""
        info = self.read_autosave()     # cached by the autosave folder's contents
        return None if info is None else self._describe_save(info.game)

    @staticmethod
    def _describe_save(g) -> str:
        fmt = i18n.pick(g.format.title_ja, g.format.title_en)
        names = ", ".join(p.name for p in g.players)
        return tr("{fmt} · {n} seats ({names}) · turn {turn}", fmt=fmt, n=len(g.players), names=names, turn=g.turn)

    def resume_autosave(self) -> bool:
        """Continue on the start screen: the player already chose, so nothing more is asked."""
        w = self.window
        if self.check_resume(ask=lambda: True):
            w.games.forget_spec()
            return True
        w.refresh()
        return False

    def check_resume(self, ask=None) -> bool:
        """After a crash: the newest readable autosave of an unfinished game is offered (gui/autosave.py),
        saying what was recovered; unreadable files are reported (they were kept aside)."""
        from .resume_text import resume_question, unreadable_note
        w = self.window
        aut = w.ctl.autosaver
        info = aut.find_resumable()
        if info is None:
            if aut.last_warnings:
                w.message(tr("Autosave"), unreadable_note(aut.last_warnings))
            return False
        if ask is None:
            def ask():
                r = QMessageBox.question(w, tr("Resume?"), resume_question(info))
                return r == QMessageBox.StandardButton.Yes
        if ask():
            w.ctl.resume(info.game, info.pending)
            w.games.close_game_over()
            return True
        return False

    @staticmethod
    def resume_progress(done: int, total: int) -> None:
        """While a long autosave is replayed (gui/autosave_resume.py calls this a few times a second once it
        has taken a moment): the start screen the person sees says how far it is.  At start that is still
        the shell's (the main window is being built), so every visible start screen is told.  Painted at
        once (repaint), so no event is handled in the middle of reading the autosave."""
        from PySide6.QtWidgets import QApplication

        from .start_screen import StartScreen
        text = tr("Reading the autosaved game… {done} of {total} actions", done=done, total=total)
        for top in QApplication.topLevelWidgets():
            if top.isVisible():
                for screen in top.findChildren(StartScreen):
                    screen.resume_info.setText(text)
                top.repaint()

    def tell_set_aside(self) -> None:
        """Once, at start: the files of the data folder that could not be used and were set aside
        (gui/guarded_files.py), each named with why and where it is now.  Nothing when all were good."""
        from .guarded_files import take_notes
        from .resume_text import set_aside_text
        notes = take_notes()
        if notes:
            box = self.window.message(tr("Files set aside"), set_aside_text(notes, self.window.settings.folder))
            box.setObjectName("set_aside")

    def autosave_problem(self, problem) -> None:
        """Disk full, read-only or shared data folder: told at once (a message, then a note that stays in
        the status bar while the problem lasts); play goes on."""
        from .resume_text import problem_text
        w = self.window
        if problem is None:
            w.autosave_note.hide()
            w.status.setText(tr("Autosave works again."))
            return
        text = problem_text(problem)
        w.autosave_note.setText("⚠ " + text)
        w.autosave_note.setToolTip(text)
        w.autosave_note.show()
        QTimer.singleShot(0, w, lambda: w.message(tr("Autosave"), text))

    # ----- the log as a text file ---------------------------------------------------------
    def export_log_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Export the log"),
                                              str(Path(documents_dir()) / "enza-log.txt"), tr("Text (*.txt)"))
        if path:
            self.export_log(path)

    def export_log(self, path: str) -> None:
        try:
            saves.atomic_write(path, "\n".join(self.window.log.lines()) + "\n")
        except OSError as e:
            self.window.message(tr("Cannot export"), f"{path}\n{e}")
