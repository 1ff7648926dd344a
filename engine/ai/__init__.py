"""Computer players.  Every level speaks one interface (engine/ai/base.py): `choose(game, player)` builds
an Observation — the player's own view, the events shown to it, its legal answers and determinised worlds —
and decides from that alone.  Levels: random, easy, normal (a heuristic per family), hard (determinised
Monte Carlo); `make_player(level, seed)` builds one."""
from .levels import DEFAULT_LEVEL, LEVELS, make_player  # noqa: F401
