"""`make run` and the bundle run with PYTHONOPTIMIZE=2 (-OO: no docstrings or asserts; issue 22, peak memory),
while the rest of the suite runs unoptimized: these prove the optimized interpreter plays and shows what the
plain one does, and that no code of ours could behave differently under it."""
import ast
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def optimized(tmp_path, *args, **env_changes):
    env = dict(os.environ, PYTHONOPTIMIZE="2", QT_QPA_PLATFORM="offscreen", ENZA_DATA_DIR=str(tmp_path / "data"),
               **env_changes)
    return subprocess.run([sys.executable, "-m", "gui.launch", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


def test_make_run_and_the_bundle_are_optimized_alike():
    recipe = (ROOT / "Makefile").read_text(encoding="utf-8").split("\nrun:", 1)[1].splitlines()[1]
    assert "PYTHONOPTIMIZE=2" in recipe.split()
    assert re.search(r"^\s*optimize=2,", (ROOT / "packaging" / "enza.spec").read_text(encoding="utf-8"), re.M)


def test_every_format_plays_and_the_table_paints_under_python_optimize(tmp_path):
    r = optimized(tmp_path, "--self-test", str(tmp_path / "t.png"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "self-test passed" in r.stdout and "ok   games:" in r.stdout


def test_new_game_start_with_the_defaults_reaches_the_table_under_python_optimize(tmp_path):
    r = optimized(tmp_path, ENZA_STARTUP_PROBE="1")
    assert r.returncode == 0, r.stdout + r.stderr
    assert re.search(r"^probe: .*\bseats=4\b", r.stdout, re.M), r.stdout + r.stderr


def test_no_code_of_ours_asserts_or_reads_docstrings():
    found = []
    for folder in ("engine", "gui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
                if isinstance(node, ast.Assert) or (isinstance(node, ast.Attribute) and node.attr == "__doc__"):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, "stripped by -OO (make run, the bundle):\n" + "\n".join(found)
