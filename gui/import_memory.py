"""Start-up memory of imports made after PySide6.

PySide6 reads the source of every Python module imported after it, to learn whether the module uses
PySide6 (for its `__feature__` switches, PYSIDE-2029), and Python's linecache keeps every source so read:
from source, ~4 MiB for the main window's modules and ~10 MiB for networkx's ~300 modules, a fifth of the
painted table's memory above a bare window.  So we tell PySide beforehand what it would find for the
engine and networkx (they never use Qt), and drop the sources it read anyway once the start-up imports are
done (a traceback reads its lines again).  Where the sources are not on disk (the bundle) PySide reads
nothing, and a PySide without that table is left alone."""
from __future__ import annotations

import linecache
import os
import sys
from importlib.util import find_spec


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
