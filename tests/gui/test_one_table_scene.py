"""One table scene (issue 36 item 2): classic seats and zone tables are layouts the one scene holds, chosen per
game from the typed view's zone specs; the scene's code stays simple enough to read (radon's cyclomatic
complexity) and reads the game only through the typed View (no import circle in gui/ at all:
tests/test_gui_imports.py)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from radon.complexity import cc_visit

GUI = Path(__file__).resolve().parents[2] / "gui"
TABLE = GUI / "table"
MAX_COMPLEXITY = 30


def test_no_function_in_gui_table_over_complexity_30():
    """`radon cc -n E gui/table` prints nothing: every function and method, nested ones too."""
    def blocks(items):
        for b in items:
            yield b
            yield from blocks(getattr(b, "methods", []) + getattr(b, "closures", []))
    over = {f"{p.relative_to(GUI)}:{b.lineno} {b.name} {b.complexity}"
            for p in sorted(TABLE.rglob("*.py")) for b in blocks(cc_visit(p.read_text(encoding="utf-8")))
            if b.complexity > MAX_COMPLEXITY}
    assert not over, "functions over complexity 30 in gui/table:\n" + "\n".join(sorted(over))


def scene_classes() -> list[str]:
    """Every class in gui/ that derives from QGraphicsScene, directly or through another class of gui/."""
    bases: dict[str, tuple[str, set]] = {}
    for p in GUI.rglob("*.py"):
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = {b.attr if isinstance(b, ast.Attribute) else getattr(b, "id", "") for b in node.bases}
                bases[node.name] = (str(p.relative_to(GUI)), names)

    def is_scene(name: str, seen=()) -> bool:
        if name == "QGraphicsScene":
            return True
        return name in bases and name not in seen and any(is_scene(b, seen + (name,)) for b in bases[name][1])
    return sorted(f"{bases[n][0]}:{n}" for n in bases if is_scene(n))


def test_exactly_one_graphics_scene_class_in_gui():
    assert scene_classes() == ["table/scene.py:TableScene"]


def test_the_table_reads_the_game_only_through_the_typed_view():
    """No seating, options, frames, zones, events or legal actions read off the game object in gui/table."""
    pat = re.compile(r"\b(g|game|self\.game|self\._game)\.(seating|options|frames|zones|events|legal_actions)\b")
    found = [f"{p.relative_to(GUI)}:{i}" for p in TABLE.rglob("*.py")
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if pat.search(line)]
    assert not found, "\n".join(found)


def test_the_layout_is_chosen_per_game_from_the_zone_specs(qtbot):
    """A shield game is laid out by seats, a two-headed giant game (team life, a shared stack) by zones, and
    the same scene goes back to seats: one scene, its layout object swapped, no item of the other left."""
    from engine.newgame import new_game
    from engine.sim import bundled_decks, default_teams
    from gui.table.layouts.zone_layout import ZoneLayout
    from gui.table.seat_layout import SeatLayout
    from gui.table.view import TableView

    def game(fmt, n):
        d, teams = bundled_decks(fmt), default_teams(fmt, n)
        return new_game(fmt, [{"name": f"P{i + 1}", "deck": d[i % len(d)], "seat": i,
                               **({"team": teams[i]} if teams else {})} for i in range(n)], seed=3, first_player=0)
    v = TableView()
    qtbot.addWidget(v)
    v.resize(1200, 760)
    sc = v.tscene
    shown = []
    for fmt in ("duepa", "2hg", "duepa"):
        v.show_game(game(fmt, 4), viewer=0)
        shown.append((type(sc.layout), len(sc.seats), len(sc.boxes), len(sc.team_boxes)))
        assert sc.turn_info.isVisible() == (fmt == "duepa")
    assert shown == [(SeatLayout, 4, 0, 0), (ZoneLayout, 0, 4, 2), (SeatLayout, 4, 0, 0)]
