"""Generate tests/RULES.md: every rule id → the tests whose names carry it → status.

Status is derived from the tests (implemented when tests exist and none is an expected failure,
partial when some are xfail, not yet when none exist) unless tests/rule_status.toml says more
(a note, or a status with its reason).  "not applicable" is a fourth status, allowed only for the ids
DECISIONS.md (D-na) names.  The code column says where each rule is implemented: the engine functions
that cite the id (qualified anywhere in engine/, bare within its family's files), plus any `code` given
in rule_status.toml.  `python tools/rules_table.py --check` fails when RULES.md is stale; the test
suite runs that check."""
from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


def rule_ids() -> list[str]:
    out = []
    for line in (TESTS / "RULE_IDS.txt").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(line)
    return out


def norm(rid: str) -> str:
    fmt, _, num = rid.partition(":")
    return f"test_{fmt}_" + num.replace(".", "_").replace("-", "_") + "_"


def collect_tests() -> dict[str, bool]:
    """test function name -> whether it is marked xfail."""
    found = {}
    for path in TESTS.rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_"):
                xfail = any("xfail" in ast.unparse(d) for d in node.decorator_list)
                found[node.name] = xfail
    return found


# DECISIONS.md D-na: the only ids that may be "not applicable".
NOT_APPLICABLE = {"dmp:31", "dmp:37", "mtg:104.3j", "mtg:104.3k"}
STATUSES = ("implemented", "partial", "not yet", "not applicable")

# Where a bare rule number (without its "fmt:" prefix) counts as a citation of that format's rules.
FAMILY_FILES = {
    "duepa": ["engine/formats/duepa.py", "engine/families/shield"],
    "dmp": ["engine"],   # a bare DMP number is written "DMP-12" / "dmp 12", so it cannot be mistaken
    "tag": ["engine/formats/tag.py", "engine/formats/divide.py", "engine/families/lifezone"],
    "mtg": ["engine/formats/magic.py", "engine/formats/ffa.py", "engine/formats/twohg.py", "engine/formats/emperor.py", "engine/formats/alternating.py",
            "engine/formats/melee.py",
            "engine/families/stack"],
}


def _functions(path: Path) -> list[tuple[int, int, str]]:
    """(first line, last line, qualified name) of every def in a module, innermost last."""
    out = []

    def walk(node, prefix):
        for ch in ast.iter_child_nodes(node):
            if isinstance(ch, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{ch.name}"
                if not isinstance(ch, ast.ClassDef):
                    out.append((ch.lineno, ch.end_lineno or ch.lineno, name))
                walk(ch, name + ".")
    walk(ast.parse(path.read_text(encoding="utf-8")), "")
    return out


# generated listings that repeat the formats' rule ids (FormatInfo.rules_ref) without implementing any
NOT_CODE = {"engine/formats/index.py"}


def _engine_sources() -> dict[str, tuple[list[str], list[tuple[int, int, str]]]]:
    src = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in NOT_CODE:
            continue
        src[rel] = (path.read_text(encoding="utf-8").splitlines(), _functions(path))
    return src


def _where(rel: str, funcs, lineno: int) -> str:
    inside = [f for f in funcs if f[0] <= lineno <= f[1]]
    return f"{rel}:{inside[-1][2]}" if inside else rel


_DMP = re.compile(r"(?i)(?<![\w])dmp[-: ]((?:\d+(?:\.\.\d+)?)(?:\s*[,/]\s*\d+(?:\.\.\d+)?)*)")


def _dmp_numbers(line: str) -> set[str]:
    """DMP rules are cited as "dmp:12", "DMP-12", "DMP-30/50", "DMP-1..6, 44, 45"."""
    out = set()
    for m in _DMP.finditer(line):
        for part in re.split(r"\s*[,/]\s*", m.group(1)):
            lo, _, hi = part.partition("..")
            out.update(str(i) for i in range(int(lo), int(hi or lo) + 1))
    return out


def code_sites(rid: str, src) -> list[str]:
    """Engine functions (or modules) that cite rule id `rid`, in file order, each once."""
    fmt, _, num = rid.partition(":")
    qualified = re.compile(r"(?<![\w.:-])" + re.escape(rid) + r"(?![\w.-])")
    bare = re.compile(r"(?<![\w.:-])" + re.escape(num) + r"(?![\w.-])")
    scope = FAMILY_FILES.get(fmt, [])
    sites: list[str] = []
    for rel, (lines, funcs) in src.items():
        in_family = any(rel == s or rel.startswith(s + "/") for s in scope)
        for i, line in enumerate(lines, 1):
            if fmt == "dmp":
                hit = num in _dmp_numbers(line)
            else:
                hit = qualified.search(line) or (in_family and bare.search(line))
            if hit:
                w = _where(rel, funcs, i)
                if w not in sites:
                    sites.append(w)
    return sites


def build() -> str:
    status_file = TESTS / "rule_status.toml"
    overrides = tomllib.loads(status_file.read_text(encoding="utf-8")) if status_file.exists() else {}
    tests = collect_tests()
    src = _engine_sources()
    lines = ["# Rules traceability", "",
             "Generated by `python tools/rules_table.py` from tests/RULE_IDS.txt, the test names, the rule ids",
             "cited in engine/ and tests/rule_status.toml; a test checks that it is current.  One rule id per line:",
             "`id — status — tests — code — note`.  Decisions (DECISIONS.md D-… and our own) are listed at the end.",
             ""]
    counts = {s: 0 for s in STATUSES}
    for rid in rule_ids():
        prefix = norm(rid)
        mine = sorted(t for t in tests if t.startswith(prefix) or t == prefix[:-1])
        ov = dict(overrides.get("prefix", {}).get(rid.partition(":")[0], {}))
        ov.update(overrides.get(rid, {}))
        if mine and not any(tests[t] for t in mine):
            status = "implemented"
        elif mine:
            status = "partial"
        else:
            status = "not yet"
        if mine and "status" in ov and rid not in overrides:
            # a family-wide "not yet" with tests for one part (e.g. the seating graph) is partial
            ov = {"status": "partial", "note": ov.get("partial_note", "")}
        status = ov.get("status", status)
        if status not in STATUSES:
            raise ValueError(f"tests/rule_status.toml: {rid}: unknown status {status!r}")
        if status == "not applicable" and (rid not in NOT_APPLICABLE or not ov.get("note")):
            raise ValueError(f"tests/rule_status.toml: {rid}: 'not applicable' is only for "
                             f"{sorted(NOT_APPLICABLE)} (DECISIONS.md D-na), with its reason as a note")
        counts[status] += 1
        note = ov.get("note", "")
        code = code_sites(rid, src)
        if not code:   # a heading such as mtg:104.3 is implemented where its sub-rules are
            for sub in rule_ids():
                if sub != rid and sub.startswith(rid) and sub[len(rid)].isalpha():
                    code += [c for c in code_sites(sub, src) if c not in code]
        code += [c for c in ov.get("code", []) if c not in code]
        lines.append(f"- `{rid}` — **{status}** — " + (", ".join(f"`{t}`" for t in mine) or "no test")
                     + " — " + (", ".join(f"`{c}`" for c in code) or "no code")
                     + (f" — {note}" if note else ""))
    lines += ["", "Totals: " + ", ".join(f"{k} {v}" for k, v in counts.items()), ""]
    dec = overrides.get("decisions", {})
    if dec:
        lines += ["## Decisions", ""]
        for k, v in dec.items():
            lines.append(f"- **{k}**: {v}")
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    text = build()
    out = TESTS / "RULES.md"
    if "--check" in sys.argv:
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            print("tests/RULES.md is stale: run python tools/rules_table.py")
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    print(next(line for line in text.splitlines() if line.startswith("Totals:")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
