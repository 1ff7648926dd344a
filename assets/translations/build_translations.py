"""Update the Qt Linguist files and build .qm files.

    python assets/translations/build_translations.py [--seed ja.json]

Collects every English source string of gui/ (first arguments of tr(...), and the values of the
label tables that go through tr at run time, or their first item when a value is a (template, fields) pair,
as in gui/session/words/event_lines.py) and the words the engine's families give people (what their
cards' colours are called: `colour_term`, `colour_words`), keeps the existing translations of enza_ja.ts,
marks new strings unfinished, writes enza_ja.ts and enza_en.ts, then runs pyside6-lrelease when it is
installed.  The .ts files are the one catalogue: Qt's translator reads their .qm for widget chrome, and
gui/session/words reads the .ts themselves for the words of the game."""
from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GUI = ROOT / "gui"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
TABLES = {"DECISION_TITLES", "REFUSALS", "OPTION_LABELS", "ZONE_LABEL", "ZONE_KEYS", "T", "table", "TRIGGER_WHEN",
          "DECLARATION_MODES", "OPTION_HELP", "ZONE_SHORT", "STEP_WORDS", "FAMILY_WORDS", "SETUP_WORDS",
          # the deck editor's words (gui/deckedit/i18n.py)
          "_S", "CIV_NAMES", "TYPE_NAMES", "KEYWORD_NAMES", "FORMAT_NAMES", "RULE_NAMES", "OTHER_WORDS",
          # the words of the game (gui/session/words/)
          "EVENT_LINES", "ANSWER_WORDS", "CARD_ANSWER_WORDS", "MOVE_CAUSES", "FAMILY_TITLES"}
EXTRA = ["setup", "start", "untap", "draw", "charge", "main", "attack", "end", "won", "lost", "drew"]


def sources() -> list[str]:
    found: dict[str, None] = {}
    for f in sorted(GUI.rglob("*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in ("tr", "tr_noop"):
                if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                    found.setdefault(node.args[0].value)
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
                names = {getattr(t, "id", None) for t in node.targets}
                if names & TABLES:
                    for v in node.value.values:
                        if isinstance(v, ast.Tuple) and v.elts:
                            v = v.elts[0]
                        if isinstance(v, ast.Constant) and isinstance(v.value, str):
                            found.setdefault(v.value)
    for e in EXTRA + engine_words():
        found.setdefault(e)
    return list(found)


def engine_words() -> list[str]:
    """The families' colour words, read from the engine's registered formats (gui/deckedit/palette.py)."""
    import engine
    from engine.formats import get_format
    out = []
    for info in engine.formats():
        rules = get_format(info.name)
        out += [rules.colour_term] + [w for _k, w in rules.colour_words]
    return out


def read_ts(path: Path) -> dict[str, str]:
    """The finished translations kept so far, read as the game's words read them."""
    from gui.session.words.catalogue import read_ts as read_catalogue
    return read_catalogue(path) if path.exists() else {}


def write_ts(path: Path, lang: str, srcs: list[str], tr: dict[str, str]) -> int:
    root = ET.Element("TS", version="2.1", language=lang)
    ctx = ET.SubElement(root, "context")
    ET.SubElement(ctx, "name").text = "enza"
    missing = 0
    for s in srcs:
        m = ET.SubElement(ctx, "message")
        ET.SubElement(m, "source").text = s
        t = ET.SubElement(m, "translation")
        if s in tr:
            t.text = tr[s]
        else:
            t.set("type", "unfinished")
            missing += 1
    ET.indent(root)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' +
                    ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return missing


def in_file_order(srcs: list[str], path: Path) -> list[str]:
    """The strings in the order the file has them, new ones after: moving a string between modules changes
    no line of the catalogue."""
    have = [m.findtext("source") for m in ET.parse(path).getroot().iter("message")] if path.exists() else []
    wanted = set(srcs)
    kept = [s for s in dict.fromkeys(have) if s in wanted]
    return kept + [s for s in srcs if s not in set(kept)]


def main(argv: list[str]) -> int:
    srcs = in_file_order(sources(), HERE / "enza_ja.ts")
    ja = read_ts(HERE / "enza_ja.ts")
    if "--seed" in argv:
        ja.update(json.loads(Path(argv[argv.index("--seed") + 1]).read_text(encoding="utf-8")))
    missing = write_ts(HERE / "enza_ja.ts", "ja_JP", srcs, ja)
    write_ts(HERE / "enza_en.ts", "en_US", srcs, {s: s for s in srcs})
    print(f"{len(srcs)} strings; {missing} without Japanese")
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    if Path(lrelease).exists():
        for lang in ("ja", "en"):
            subprocess.run([lrelease, "-silent", str(HERE / f"enza_{lang}.ts"), "-qm",
                            str(HERE / f"enza_{lang}.qm")], check=True)
        print("built .qm files")
    return 1 if missing and "--strict" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
