"""The in-app rules reference (assets/rules/*.toml) has one ja/en line for every rule id."""
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "assets" / "rules"
MAX_LEN = 160
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")


def _rule_ids() -> list[str]:
    text = (ROOT / "tests" / "RULE_IDS.txt").read_text(encoding="utf-8")
    return [l.strip() for l in text.splitlines() if l.strip() and not l.strip().startswith("#")]


def _load() -> dict[str, tuple[Path, dict]]:
    entries: dict[str, tuple[Path, dict]] = {}
    files = sorted(RULES_DIR.glob("*.toml"))
    assert files, f"no rules reference files in {RULES_DIR}"
    for path in files:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
        assert set(data) == {"rules"}, f"{path.name}: only a [rules] table is expected"
        for rid, entry in data["rules"].items():
            assert rid not in entries, f"{rid} appears in {entries[rid][0].name} and {path.name}"
            entries[rid] = (path, entry)
    return entries


ENTRIES = _load()


def test_reference_covers_exactly_the_rule_ids():
    ids = _rule_ids()
    assert len(ids) == len(set(ids))
    missing = sorted(set(ids) - set(ENTRIES))
    extra = sorted(set(ENTRIES) - set(ids))
    assert not missing, f"rule ids without a reference line: {missing}"
    assert not extra, f"reference lines for unknown rule ids: {extra}"


def test_each_id_lives_in_its_prefix_file():
    for rid, (path, _) in ENTRIES.items():
        assert path.stem == rid.partition(":")[0], f"{rid} is in {path.name}"


@pytest.mark.parametrize("rid", sorted(ENTRIES))
def test_reference_line_has_en_and_ja(rid):
    path, entry = ENTRIES[rid]
    assert set(entry) == {"en", "ja"}, f"{rid} ({path.name}): keys {sorted(entry)}"
    for lang in ("en", "ja"):
        text = entry[lang]
        assert isinstance(text, str) and text.strip(), f"{rid}: empty {lang}"
        assert "\n" not in text, f"{rid}: {lang} must be one line"
        assert len(text) <= MAX_LEN, f"{rid}: {lang} is {len(text)} characters"
    assert JAPANESE.search(entry["ja"]), f"{rid}: ja has no Japanese characters"


def test_no_source_line_longer_than_limit():
    for path in sorted(RULES_DIR.glob("*.toml")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            value = line.partition("=")[2].strip() if line.startswith(("en =", "ja =")) else ""
            assert len(value) <= MAX_LEN + 2, f"{path.name}:{n} is too long"
