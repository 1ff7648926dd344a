"""Workaround for a reference-count bug seen with PySide6 6.12.0 on Python 3.11.

Measured here: nearly every PySide6 6.12 method that returns nothing (QPainter.setPen, QFont.setBold,
QLabel.setText, QWidget.resize …) leaves sys.getrefcount(None) one LOWER than before the call.
On Python ≥ 3.12 None is immortal (PEP 683) and nothing happens; on 3.11 the count reaches 0
after some thousands of calls and the interpreter aborts with
"Fatal Python error: none_dealloc: deallocating None" (exit code 134) — painting a few dozen
card faces is enough.  pyproject.toml pins PySide6 below 6.12 (6.11.3 measured clean); this stays for
anyone who installs 6.12 anyway.

The guard gives None a huge extra reference count once, which is what 3.12's immortality does in
effect: harmless (None is never freed anyway) and idempotent.  Every Qt start calls `install()` before
its first Qt call (gui/app.py, gui/selftest.py, the tests' conftest); importing the PySide6 package
alone calls no Qt method.  ctypes is imported only where the bug can happen (2.5 ms and libffi less
before the first window otherwise, issue 22)."""
from __future__ import annotations

import sys

_EXTRA = 1 << 40


def needed() -> bool:
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    import PySide6
    return tuple(PySide6.__version_info__[:2]) >= (6, 12)


def install() -> None:
    if not needed():
        return
    import ctypes
    cell = ctypes.c_ssize_t.from_address(id(None))   # PyObject.ob_refcnt is the first field
    if cell.value < _EXTRA:
        cell.value += _EXTRA
