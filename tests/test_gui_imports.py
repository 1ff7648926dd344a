"""No import circle among the modules of gui/ (issue 36 item 3).

The graph: one node per module under gui/ (a package is its __init__), one edge per `import` or
`from … import …` found anywhere in a module's source (module level AND inside functions: a deferred
import is still a dependency, only a later one).  `from .pkg import name` counts as an edge to the
submodule `pkg.name` when that is a module, else to `pkg`'s __init__.  Imports of things outside gui/ are
not counted; nor are imports made by `importlib.import_module` with a computed name (gui/session's lazy
names in its __init__), which no parser can see."""
from __future__ import annotations

import ast
import functools
from pathlib import Path

import networkx as nx

GUI = Path(__file__).resolve().parents[1] / "gui"

# none: s1cscene's branch (issue 36 item 2) removed the seat_item <-> seat_parts circle
ALLOWED: set = set()


def module_name(path: Path) -> str:
    parts = path.relative_to(GUI.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(node, here: str, is_package: bool, modules: set[str]) -> list[str]:
    """The modules of gui/ that one import statement of module `here` names."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = here.split(".") if is_package else here.split(".")[:-1]
            package = package[:len(package) - (node.level - 1)]
            base = ".".join(package + ([node.module] if node.module else []))
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
    found = []
    for name in names:
        while name and name not in modules:        # gui.x.Thing -> gui.x
            name = name.rpartition(".")[0]
        if name and name != here:
            found.append(name)
    return found


@functools.cache
def import_graph() -> nx.DiGraph:
    files = {module_name(p): p for p in GUI.rglob("*.py")}
    g = nx.DiGraph()
    g.add_nodes_from(files)
    for here, path in files.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for there in imported(node, here, path.name == "__init__.py", set(files)):
                    g.add_edge(here, there)
    return g


def test_the_import_graph_sees_module_level_and_deferred_imports():
    g = import_graph()
    assert g.has_edge("gui.main_window", "gui.controller")           # module level
    assert g.has_edge("gui.main_window", "gui.priority")             # inside __init__
    assert g.has_edge("gui.table_input", "gui.i18n")                 # from .i18n import tr
    assert len(g) > 100


def test_no_import_circle_in_gui():
    cycles = [c for c in nx.simple_cycles(import_graph()) if frozenset(c) not in ALLOWED]
    assert cycles == [], "import circles in gui/: " + "; ".join(" -> ".join(c + c[:1]) for c in cycles)
