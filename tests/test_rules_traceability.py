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


def test_not_applicable_only_where_decisions_say_so(tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import rules_table
    finally:
        sys.path.pop(0)
    assert rules_table.NOT_APPLICABLE == {"dmp:31", "dmp:37", "mtg:104.3j", "mtg:104.3k"}
    fake = tmp_path / "tests"
    fake.mkdir()
    (fake / "RULE_IDS.txt").write_text("dmp:30\n", encoding="utf-8")
    (fake / "rule_status.toml").write_text('["dmp:30"]\nstatus = "not applicable"\nnote = "x"\n', encoding="utf-8")
    monkeypatch.setattr(rules_table, "TESTS", fake)
    try:
        rules_table.build()
    except ValueError as e:
        assert "dmp:30" in str(e) and "D-na" in str(e)
    else:
        raise AssertionError("a 'not applicable' outside D-na was accepted")


def test_code_column_names_the_implementing_function():
    md = (ROOT / "tests/RULES.md").read_text(encoding="utf-8")
    line = next(l for l in md.splitlines() if l.startswith("- `duepa:400.1` —"))
    assert "engine/formats/duepa.py:" in line
