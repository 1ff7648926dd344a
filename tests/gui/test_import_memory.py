"""gui/import_memory.py (issue 22 item 5, memory): PySide6 reads the source of every module imported after
it and linecache keeps it; modules declared without Qt are not read, and the sources read are dropped."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CODE = """
import linecache, sys
import PySide6.QtWidgets
from gui.import_memory import declare_without_qt, drop_read_sources
def read(pkg):
    return sum(1 for f in linecache.cache if f"/{pkg}/" in f.replace("\\\\", "/"))
if sys.argv[1] == "declared":
    declare_without_qt("networkx")
import networkx
print(read("networkx"), len(networkx.MultiDiGraph.__mro__) > 1)
drop_read_sources()
print(len(linecache.cache))
"""


def run(mode: str) -> list[str]:
    r = subprocess.run([sys.executable, "-c", CODE, mode], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_pyside_reads_no_source_of_a_package_declared_without_qt():
    plain, declared = run("plain"), run("declared")
    if int(plain[0]) == 0:      # a PySide6 that does not read sources: nothing to save
        return
    assert int(plain[0]) > 100          # networkx's modules, read by PySide6's import hook
    assert declared[:2] == ["0", "True"]
    assert plain[2] == declared[2] == "0"   # and what was read is dropped
