"""gui/import_memory.py (issue 22 item 5, memory): PySide6 reads the source of every module imported after
it and linecache keeps it; modules declared without Qt are not read, and the sources read are dropped."""
from __future__ import annotations

import os
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


CHECK = """
import linecache, sys
sys.path.insert(0, sys.argv[2])
import PySide6.QtWidgets
from gui.import_memory import check_sources_without_keeping
if sys.argv[1] == "ours":
    check_sources_without_keeping()
import enza_probe_qt, enza_probe_plain
table = sys.modules["shibokensupport.feature"].pyside_feature_dict
kept = sum(1 for f in linecache.cache if "enza_probe_" in f)
print(table.get("enza_probe_qt"), table.get("enza_probe_plain"), kept)
"""


def test_pyside_gets_its_own_answer_from_a_source_that_is_not_kept(tmp_path):
    (tmp_path / "enza_probe_qt.py").write_text("from PySide6 import QtCore  # noqa\n")
    (tmp_path / "enza_probe_plain.py").write_text("X = 1\n")

    def run_check(mode):
        r = subprocess.run([sys.executable, "-c", CHECK, mode, str(tmp_path)], cwd=ROOT, capture_output=True,
                           text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        return r.stdout.split()

    pyside, ours = run_check("pyside"), run_check("ours")
    if pyside[2] == "0":        # a PySide6 that keeps no source: nothing to compare
        return
    assert pyside == ["0", "-1", "2"]       # uses Qt, does not; both sources kept in linecache
    assert ours == ["0", "-1", "0"]         # the same answers, nothing kept


def test_one_malloc_arena_only_where_glibc_takes_the_option():
    r = subprocess.run([sys.executable, "-c", "from gui.import_memory import one_malloc_arena as f; print(f())"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    try:
        glibc = os.confstr("CS_GNU_LIBC_VERSION").startswith("glibc")
    except (AttributeError, ValueError, OSError):
        glibc = False
    assert r.stdout.split() == [str(glibc)]
