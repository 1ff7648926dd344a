"""Start-up memory of imports made after PySide6, and of the threads that make them.

PySide6 reads the source of every Python module imported after it, to learn whether the module uses
PySide6 (for its `__feature__` switches, PYSIDE-2029).  It reads through `inspect.getsource`, so Python's
linecache keeps every source so read: ~150 files and 6 MiB from source by the painted table (the standard
library's, ours, networkx's), and freed later it leaves the heap fragmented.  So:
- `check_sources_without_keeping()` gives PySide the same answer ("PySide6" in the module's source) from a
  source read through the module's own loader and not kept;
- `declare_without_qt()` tells PySide beforehand what it would find for the engine and networkx (they never
  use Qt): their ~330 files are then not read at all;
- `drop_read_sources()` drops whatever was kept anyway (a traceback, or a PySide whose hook differs).
Where the sources are not on disk (the bundle) PySide reads nothing; a PySide without that hook or table
is left alone.

`one_malloc_arena()`: glibc gives each thread that allocates its own malloc arena, and the start-up
prefetch thread's (gui/app.py) kept ~2 MiB of free space of its own at the painted table."""
from __future__ import annotations

import linecache
import os
import sys
from importlib.util import find_spec

_M_ARENA_MAX = -8       # glibc's malloc.h


def check_sources_without_keeping() -> None:
    """Replace PySide's check with one that keeps no source, and drop what PySide read already (its own
    modules', while it was imported).  Call right after the first PySide6 import."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = uses_pyside
        drop_read_sources()


def uses_pyside(module) -> bool:
    """What PySide's own check answers: does the module's source mention PySide6?  False where the
    source cannot be had (a built-in, an extension, a bundle without sources)."""
    loader = getattr(getattr(module, "__spec__", None), "loader", None)
    try:
        source = loader.get_source(module.__name__)
    except Exception:  # noqa: BLE001  no loader, no get_source, an unreadable or undecodable file
        return False
    return isinstance(source, str) and "PySide6" in source


def declare_without_qt(*packages: str) -> None:
    """The modules of these top-level packages do not use Qt: PySide need not read them.  Only modules it
    has not looked at yet are entered, with the value it would give them (-1: ignore this module)."""
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for package in packages:
        for name in _module_names(package):
            table.setdefault(name, -1)


def _module_names(package: str) -> list[str]:
    """The dotted names of a package's modules, from its folder (without importing it)."""
    spec = find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return []
    names = []
    for top in spec.submodule_search_locations:
        for folder, subfolders, files in os.walk(top):
            subfolders[:] = [d for d in subfolders if d != "__pycache__" and d != "tests"]
            rel = os.path.relpath(folder, top)
            prefix = package if rel == os.curdir else ".".join([package, *rel.split(os.sep)])
            names += [prefix if f == "__init__.py" else f"{prefix}.{f[:-3]}" for f in files if f.endswith(".py")]
    return names


def drop_read_sources() -> None:
    linecache.clearcache()


def one_malloc_arena() -> bool:
    """Every thread allocates from the main malloc arena (glibc's M_ARENA_MAX = 1).  Call before the
    first thread starts.  glibc only (Linux); elsewhere (and if the call fails) nothing changes."""
    try:
        glibc = os.confstr("CS_GNU_LIBC_VERSION") or ""
    except (AttributeError, ValueError, OSError):     # Windows; a libc that does not know the name
        return False
    if not glibc.startswith("glibc"):                 # musl's mallopt ignores the option; others may differ
        return False
    try:
        import ctypes
        return bool(ctypes.CDLL(None).mallopt(_M_ARENA_MAX, 1))
    except (ImportError, OSError, AttributeError):
        return False
