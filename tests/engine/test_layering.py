"""The engine's shape (ARCHITECTURE.md): the seating graph is the only place that counts seats round the table,
and networkx is imported when the first game is created, never before."""
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
SEATING = ENGINE / "seating.py"

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
