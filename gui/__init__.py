"""Enza's PySide6 table.  Renders engine views and sends actions; never changes engine state."""
import sys as _sys


def _immortal_none() -> None:
    """PySide6 6.12 wheels drop one reference to None on every call of a void C++ method (harmless on
    Python 3.12+, where None is immortal).  pyproject.toml pins PySide6 below 6.12 (6.11.3 measured
    clean); this guard stays for anyone who installs 6.12 anyway.  On 3.11 the count reaches zero after some thousands of paint
    calls and the interpreter aborts ("none_dealloc").  Give None a practically endless count, as
    3.12 does, before any Qt code runs."""
    if _sys.implementation.name != "cpython" or _sys.version_info >= (3, 12):
        return
    import ctypes
    ref = ctypes.c_ssize_t.from_address(id(None))
    if ref.value < (1 << 40):
        ref.value += 1 << 50


_immortal_none()
