"""The engine is pure Python: nothing under engine/ imports Qt or gui."""
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_engine_sources_never_import_qt_or_gui():
    offenders = []
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for n in names:
                if n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6", "gui"):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {n}")
    assert offenders == []


def test_playing_a_game_loads_no_qt_module():
    code = (
        "import sys; from engine.sim import simulate; simulate('duel', 2, 2, 1);"
        "simulate('duepa', 3, 1, 1);"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'gui')];"
        "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_cli_subcommands_do_not_import_qt():
    code = ("import sys; from gui.launch import main; rc = main(['formats']);"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')];"
            "sys.exit(3 if bad else rc)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "duepa" in r.stdout


def test_no_data_file_loader_executes_code():
    """Card, deck, scenario and save loaders must not use eval/exec/pickle."""
    for path in (ROOT / "engine").rglob("*.py"):
        src = path.read_text(encoding="utf-8")
        tree = ast.parse(src)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("eval", "exec"), f"{path}:{node.lineno}"
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                assert not any(m.split(".")[0] in ("pickle", "marshal", "shelve") for m in mods), str(path)


def test_the_table_asks_the_catalog_not_the_simulations():
    """engine/catalog.py is the one place the GUI asks for formats, bundled decks, default teams and setup checks
    (issue 39 item 3): no GUI module but the self-test names engine.sim or checks teams itself."""
    found = []
    for path in (ROOT / "gui").rglob("*.py"):
        if path.name == "selftest.py":
            continue
        for k, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "engine.sim" in line or "team_problems" in line:
                found.append(f"{path.relative_to(ROOT)}:{k}: {line.strip()}")
    assert found == []
