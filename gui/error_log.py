"""Errors go through `logging` to a rotating file in the user data folder (QStandardPaths, or
ENZA_DATA_DIR) and, for an unexpected exception, to a dialog as well: never a silent exit."""
from __future__ import annotations

import logging
import sys

LOG_NAME = "enza-errors.log"
MAX_BYTES = 512 * 1024      # then enza-errors.log.1 … .3: a few MB at most, whatever happens
BACKUPS = 3

log = logging.getLogger("enza")
ON_UNEXPECTED: list = []    # (etype, value) of each unexpected error, after it is logged (ENZA_SMOKE fails)


def log_path():
    from .settings import data_dir
    return data_dir() / LOG_NAME


class RotatingErrorFile(logging.Handler):
    """The rotating error file, opened at the first record: logging.handlers (and pickle, which it
    imports) would otherwise load at every start for a file most runs never write (issue 22: memory)."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is None:
            import logging.handlers
            _set_aside_if_unusable(log_path())
            try:
                self.file = logging.handlers.RotatingFileHandler(log_path(), maxBytes=MAX_BYTES,
                                                                 backupCount=BACKUPS, encoding="utf-8")
            except OSError:
                return  # a read-only data folder: stderr only; the autosave reports the folder itself
            self.file.setFormatter(self.formatter)
        self.file.emit(record)

    def flush(self) -> None:
        if self.file is not None:
            self.file.flush()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()


def _set_aside_if_unusable(path) -> None:
    """The log is appended to, never read; still, opening a FIFO there would hang the app, and a link out
    of the data folder would make Enza write into another file: such an entry is set aside first."""
    from .guarded_files import DataFolder, Refused
    files = DataFolder(path.parent)
    try:
        files.check(path)
    except Refused as e:
        files.set_aside(path, e)


def setup_logging() -> logging.Handler:
    """Warnings and errors of every `enza.*` logger into the rotating file (once per process)."""
    for h in log.handlers:
        if isinstance(h, RotatingErrorFile):
            return h
    _set_aside_if_unusable(log_path())      # now, so that the start-up message names it
    h = RotatingErrorFile()
    h.setFormatter(logging.Formatter("--- %(asctime)s %(levelname)s %(name)s\n%(message)s"))
    log.addHandler(h)
    if log.level == logging.NOTSET or log.level > logging.WARNING:
        log.setLevel(logging.WARNING)
    return h


def install_error_hook(window_getter) -> None:
    """Unexpected errors are logged (with their traceback) and shown in a dialog; the game is kept."""
    setup_logging()

    def hook(etype, value, tb):
        log.critical("unexpected error", exc_info=(etype, value, tb))
        import traceback
        sys.__stderr__.write("".join(traceback.format_exception(etype, value, tb)))
        for fn in ON_UNEXPECTED:
            fn(etype, value)
        try:
            from PySide6.QtWidgets import QMessageBox
            from .i18n import tr
            box = QMessageBox(QMessageBox.Icon.Critical, tr("Unexpected error"),
                              tr("Something went wrong; the game is kept. Details were written to {path}.",
                                 path=str(log_path())) + "\n\n" + f"{etype.__name__}: {value}",
                              QMessageBox.StandardButton.Ok, window_getter())
            box.open()
        except Exception:   # noqa: BLE001 - the hook itself must never raise
            pass

    sys.excepthook = hook
