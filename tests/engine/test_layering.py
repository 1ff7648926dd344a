"""The engine's shape (ARCHITECTURE.md): its import graph, counting imports inside functions, has no cycle;
engine/core imports nothing else of the engine and engine/cards no family; formats are found through a
generated index; the seating graph is the only place that counts seats round the table, and networkx is
imported when the first game is created, never before."""
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
SEATING = ENGINE / "seating.py"

def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {engine module it imports: line}, for every import statement anywhere in the module (in
    functions too).  `from pkg import name` counts as importing pkg.name when that is a module, else pkg."""
    paths = {module_name(p): p for p in ENGINE.rglob("*.py")}
    graph: dict[str, dict[str, int]] = {}
    for mod, path in paths.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        out: dict[str, int] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in paths else base for a in node.names]
            else:
                continue
            for t in targets:
                if t in paths and t != mod:
                    out.setdefault(t, node.lineno)
        graph[mod] = out
    return graph


def test_the_engine_import_graph_has_no_cycle():
    import networkx as nx
    graph = import_graph()
    assert len(graph) > 60 and "engine.core.game" in graph["engine.core.rules"]  # the walk sees the imports
    g = nx.DiGraph([(a, b) for a, outs in graph.items() for b in outs])
    cycles = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert not cycles, "import cycles:\n" + "\n".join(
        f"{c}: " + "; ".join(f"{a} -> {b} (line {graph[a][b]})" for a in c for b in graph[a] if b in c)
        for c in cycles)


def test_core_imports_only_core_and_cards_import_no_family():
    bad = []
    for mod, outs in import_graph().items():
        for dep, line in outs.items():
            if mod.startswith("engine.core.") and not dep.startswith("engine.core."):
                bad.append(f"{mod}:{line} imports {dep}")
            if mod.startswith("engine.cards.") and dep.startswith(("engine.families", "engine.formats")):
                bad.append(f"{mod}:{line} imports {dep}")
    assert not bad, "\n".join(bad)


def test_the_format_index_matches_the_register_declarations():
    from tools.format_index import INDEX, render
    assert INDEX.read_text(encoding="utf-8") == render(), "run python -m tools.format_index"


def test_starting_one_format_imports_only_its_own_family():
    code = ("import sys, random, engine; from engine.sim import random_players;"
            "engine.new_game('tag', random_players('tag', 4, random.Random(1)), seed=1);"
            "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('engine.families.')}),"
            "sorted(m.split('.')[2] for m in sys.modules if m.startswith('engine.formats.')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.split() == ["['lifezone']", "['index',", "'tag']"]


def test_listing_the_formats_imports_none_of_them_and_lists_what_they_declare():
    code = ("import sys, engine; listed = engine.formats();"
            "print(sorted(m for m in sys.modules if m.startswith(('engine.formats.', 'engine.families.'))));"
            "print(all(engine.get_format(i.name).info == i for i in listed), len(listed))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    from engine.formats.index import ORDER
    assert out.split("\n")[:2] == ["['engine.formats.index']", f"True {len(ORDER)}"]


# A modulo whose divisor is one of these counts seats or players round the table: turn-order arithmetic.
ROUND_THE_TABLE = ("n", "n_players", "n_seats", "order", "seats", "ring", "players", "alive")
NOT_SEATS = {ENGINE / "core" / "rng.py"}  # randrange: a random number below n


def modulo_round_the_table(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            names = {n.id for n in ast.walk(node.right) if isinstance(n, ast.Name)} | \
                    {n.attr for n in ast.walk(node.right) if isinstance(n, ast.Attribute)}
            if names & set(ROUND_THE_TABLE):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_turn_order_arithmetic_outside_the_seating_graph():
    found = [hit for path in sorted(ENGINE.rglob("*.py")) if path != SEATING and path not in NOT_SEATS for hit in modulo_round_the_table(path)]
    assert not found, "seat arithmetic belongs in engine/seating.py:\n" + "\n".join(found)
    assert modulo_round_the_table(SEATING)  # the scan does see it where it lives


def test_networkx_is_imported_when_the_first_game_is_created_not_before():
    code = ("import sys, engine; from engine.sim import bundled_decks, random_players; import random;"
            "engine.formats(); players = random_players('duel', 2, random.Random(1));"
            "print('before', 'networkx' in sys.modules);"
            "g = engine.new_game('duel', players, seed=1);"
            "print('after', 'networkx' in sys.modules, g.seating.graph.number_of_nodes())")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.split() == ["before", "False", "after", "True", "2"]


def test_clones_share_the_seating_graph_until_a_player_leaves():
    import random

    import engine
    from engine.sim import random_players
    g = engine.new_game("duepa", random_players("duepa", 4, random.Random(3)), seed=3)
    c = g.clone()
    assert c.seating.graph is g.seating.graph and c.seating == g.seating
    c.seating.remove(2)
    assert c.seating.graph is not g.seating.graph
    assert g.seating.alive_seats() == (0, 1, 2, 3) and c.seating.alive_seats() == (0, 1, 3)
    assert g.seating.graph.nodes[2]["alive"] and not c.seating.graph.nodes[2]["alive"]


def test_the_first_window_does_not_import_networkx(tmp_path):
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from gui.main_window import MainWindow; from gui.settings import Settings;"
            "w = MainWindow(Settings()); w.show(); app.processEvents(); print('networkx' in sys.modules)")
    env = {**__import__("os").environ, "ENZA_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]


def test_no_dead_code():
    """vulture finds nothing unused in the project; what Qt, pytest, registries and data files use by name is in
    tools/vulture_whitelist.py, and the kinds registry is a list of values by design."""
    import importlib.util

    import pytest
    if importlib.util.find_spec("vulture") is None:
        pytest.skip("vulture is not installed (pip install -e '.[test]')")
    cmd = [sys.executable, "-m", "vulture", "engine", "gui", "tools", "tests", "benchmarks", "packaging",
           "tools/vulture_whitelist.py", "--min-confidence", "60", "--exclude", "engine/core/kinds.py",
           "--ignore-decorators", "@primitive,@script,@register,@pytest.fixture,@lifezone_primitive,@stack_primitive"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def _family_words() -> tuple[set, set]:
    """The families (engine/families/<name>) and the zone names their specs declare."""
    from engine.formats import all_formats, get_format
    families = {p.name for p in (ENGINE / "families").iterdir() if p.is_dir() and not p.name.startswith("_")}
    zones = {z.name for info in all_formats() for z in get_format(info.name).zone_specs}
    return families, zones


def test_core_and_cards_name_no_family_and_cite_no_family_rule():
    """engine/core and engine/cards serve every family: no string constant there names a family (or a family's
    module) or cites a family's rule id; families plug in through their rules class (card reader, primitive
    modules, pending record, rule ids).  "stack" is also a zone the specs declare, and may be named as one
    ("shield" is a zone too, but of one family only: the core names no shield)."""
    import re
    from engine.core.kinds import RULE_DOCUMENTS, RULE_ID
    families, zones = _family_words()
    assert families == {"shield", "lifezone", "stack"} and "stack" in zones
    family_docs = tuple(d + ":" for d in RULE_DOCUMENTS if d != "deck")   # deck: the deck list format's own
    module = re.compile(r"\bfamilies\.(%s)\b" % "|".join(families))
    bad = []
    for base in ("core", "cards"):
        for path in sorted((ENGINE / base).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                v = node.value
                if (v in families and not (v == "stack" and v in zones)) or module.search(v) or \
                        (RULE_ID.fullmatch(v) and v.startswith(family_docs)):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {v!r}")
    assert not bad, "\n".join(bad)
