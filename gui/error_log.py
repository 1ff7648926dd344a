"""Errors go through `logging` to a rotating file in the user data folder (QStandardPaths, or
ENZA_DATA_DIR) and, for an unexpected exception, to a dialog as well: never a silent exit."""
from __future__ import annotations

import logging
import logging.handlers
import sys

LOG_NAME = "enza-errors.log"
MAX_BYTES = 512 * 1024      # then enza-errors.log.1 … .3: a few MB at most, whatever happens
BACKUPS = 3

log = logging.getLogger("enza")


def log_path():
    from .settings import data_dir
    return data_dir() / LOG_NAME


def setup_logging() -> logging.Handler | None:
    """Warnings and errors of every `enza.*` logger into the rotating file (once per process)."""
    for h in log.handlers:
        if isinstance(h, logging.handlers.RotatingFileHandler):
            return h
    try:
        h = logging.handlers.RotatingFileHandler(log_path(), maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                 encoding="utf-8", delay=True)
    except OSError:
        return None     # a read-only data folder: stderr only; the autosave reports the folder itself
    h.setLevel(logging.WARNING)
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
