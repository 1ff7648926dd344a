"""`make soak` takes the formats to soak (SOAK_FORMATS) and the games of each (SOAK_GAMES), and a soak that was
stopped resumes where it left off: every finished chunk of games is in its journal, a chunk cut short is played
again, and the table counts every game once (issue 30 item 5)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*args, rc: int = 0) -> str:
    """benchmarks/soak.py in its own process (it runs its games in a pool of worker processes)."""
    r = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "soak.py"), "--jobs", "1", *args], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == rc, r.stdout + r.stderr
    return r.stdout + r.stderr


def test_a_stopped_soak_resumes_where_it_left_off(tmp_path):
    args = ("--formats", "magic", "--per-format", "3", "--journal-dir", str(tmp_path))
    out = _run(*args)
    assert "1 configurations, 3 games in 3 chunks" in out and "0 chunks done, 3 to play" in out
    (journal,) = tmp_path.glob("soak-*.jsonl")
    lines = journal.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3 and all(json.loads(x)["games"] == 1 for x in lines)
    # stopped while writing the third chunk: the cut line is ignored and that chunk played again
    journal.write_text("\n".join(lines[:2]) + "\n" + lines[2][:25], encoding="utf-8")
    out = _run(*args)
    assert "2 chunks done, 1 to play" in out and "1/1 magic-2p: 1 games" in out
    assert "\nmagic-2p                  3 " in out and "breaks" in out
    out = _run(*args)            # all done: nothing is played again
    assert "3 chunks done, 0 to play" in out and "\nmagic-2p                  3 " in out


def test_make_soak_passes_soak_formats_and_soak_games_on():
    r = subprocess.run(["make", "-n", "soak", "SOAK_FORMATS=emperor,alternating,melee", "SOAK_GAMES=1000"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert "benchmarks/soak.py --formats emperor,alternating,melee --per-format 1000" in r.stdout, r.stdout


def test_an_unknown_format_is_refused(tmp_path):
    assert "no such format nope" in _run("--formats", "emperor,nope", "--journal-dir", str(tmp_path), rc=2)
