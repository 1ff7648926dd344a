"""Workaround for a reference-count bug seen with PySide6 6.12.0 on Python 3.11.

Measured here: nearly every PySide6 method that returns nothing (QPainter.setPen, QFont.setBold,
QLabel.setText, QWidget.resize …) leaves sys.getrefcount(None) one LOWER than before the call.
On Python ≥ 3.12 None is immortal (PEP 683) and nothing happens; on 3.11 the count reaches 0
after some tens of thousands of calls and the interpreter aborts with
"Fatal Python error: none_dealloc: deallocating None" (exit code 134) — painting a few dozen
card faces is enough.

The guard gives None a huge extra reference count once, which is what 3.12's immortality does
in effect.  It is harmless (None is never freed anyway) and idempotent.  The whole application
needs it, not only the deck editor: call `install()` once at start-up (gui/app.py).
"""
from __future__ import annotations

import ctypes
import sys

_EXTRA = 1 << 40
_done = False


def install() -> None:
    global _done
    if _done or sys.version_info >= (3, 12):
        _done = True
        return
    cell = ctypes.c_ssize_t.from_address(id(None))   # PyObject.ob_refcnt is the first field
    if cell.value < _EXTRA:
        cell.value += _EXTRA
    _done = True
