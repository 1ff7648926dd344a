"""The computer levels a seat can have, by name: "random", "easy", "normal", "hard"."""
from __future__ import annotations

LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
ALIASES = {"heuristic": "normal"}    # saves and settings from before the levels
# the search budget per decision at the table (benchmarks/bench_ai.py --think measures its p95 CPU time):
# playouts, CPU seconds, and a wall-clock cap so that a slow or busy machine never keeps the table waiting
# long (whichever ends first; a search always finishes its first round).  Easy and Normal do not search:
# they answer in milliseconds.
TABLE_BUDGET = {"hard": {"playouts": 160, "seconds": 0.8, "wall": 1.5}}


def make_player(level, seed: int = 0, **budget):
    """A computer player from a level name (None or "": the default), or the given player object unchanged
    (anything with `choose(game, player)`).  `budget` goes to Hard (playouts, seconds, wall)."""
    if hasattr(level, "choose"):
        return level
    name = ALIASES.get(level, level) or DEFAULT_LEVEL
    if name == "random":
        from .random_player import RandomPlayer
        return RandomPlayer(seed)
    if name == "easy":
        from .easy import EasyPlayer
        return EasyPlayer(seed)
    if name == "normal":
        from .normal import NormalPlayer
        return NormalPlayer(seed)
    if name == "hard":
        from .hard import HardPlayer
        return HardPlayer(seed, **budget)
    raise ValueError(f"unknown computer level {level!r} (known: {', '.join(LEVELS)})")
