"""Errors go through `logging` into a rotating file in the user data folder (issue 15 item 2)."""
from __future__ import annotations

import logging
import logging.handlers
import sys


def test_an_unexpected_error_is_logged_to_the_rotating_file_and_shown(qapp, data_dir):
    from gui import error_log
    old = sys.excepthook
    log = logging.getLogger("enza")
    before = list(log.handlers)
    try:
        error_log.install_error_hook(lambda: None)
        h = next(h for h in log.handlers if isinstance(h, error_log.RotatingErrorFile))
        assert h.file is None       # opened at the first record, not at start-up
        try:
            raise RuntimeError("planted failure")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        h.flush()
        assert isinstance(h.file, logging.handlers.RotatingFileHandler)
        assert h.file.maxBytes > 0 and h.file.backupCount >= 1
        text = (data_dir / error_log.LOG_NAME).read_text(encoding="utf-8")
        assert "planted failure" in text and "Traceback" in text and "CRITICAL" in text
        logging.getLogger("enza.files").warning("a reader said no")
        h.flush()
        assert "a reader said no" in (data_dir / error_log.LOG_NAME).read_text(encoding="utf-8")
    finally:
        sys.excepthook = old
        for h in list(log.handlers):
            if h not in before:
                log.removeHandler(h)
                h.close()
