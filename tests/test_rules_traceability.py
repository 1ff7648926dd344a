"""tests/RULES.md stays true: it is regenerated from the test names and must match."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_rules_md_is_current():
    r = subprocess.run([sys.executable, "tools/rules_table.py", "--check"], cwd=ROOT, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_every_rule_id_is_listed_once():
    ids = [l.strip() for l in (ROOT / "tests/RULE_IDS.txt").read_text().splitlines()
           if l.strip() and not l.startswith("#")]
    md = (ROOT / "tests/RULES.md").read_text()
    assert len(ids) == 248
    for rid in ids:
        assert md.count(f"- `{rid}` —") == 1, rid
