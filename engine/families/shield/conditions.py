"""Conditions named in card data (oni time, labyrinth, …).

Against one opponent (triggered and spell abilities, DuePa 303.1a) or against at least one
opponent (static abilities, 303.1b)."""
from __future__ import annotations


def _shields(g, p) -> int:
    return len(g.zones[f"p{p}.shield"])


def needs_opponent(cond: str) -> bool:
    return cond in ("oni_time", "labyrinth", "opponent_used_free")


def holds(g, player: int, cond: str, opp: int | None) -> bool:
    if not cond:
        return True
    if cond == "oni_time":
        return opp is not None and _shields(g, player) + _shields(g, opp) <= 6
    if cond == "labyrinth":
        return opp is not None and _shields(g, player) > _shields(g, opp)
    if cond == "opponent_used_free":
        return opp is not None and opp in g.per_turn["free"]
    name, _, n = cond.partition(":")
    n = int(n or 0)
    if name == "shields_at_most":
        return _shields(g, player) <= n
    if name == "no_shields_at_most":
        return _shields(g, player) <= n
    if name == "creatures_at_least":
        return len(g.zones[f"p{player}.battle"]) >= n
    if name == "mana_at_least":
        return len(g.zones[f"p{player}.mana"]) >= n
    if name == "mana_at_most":
        return len(g.zones[f"p{player}.mana"]) <= n
    if name == "hand_at_most":
        return len(g.zones[f"p{player}.hand"]) <= n
    raise ValueError(f"unknown condition {cond!r}")


def holds_static(g, player: int, cond: str) -> bool:
    if needs_opponent(cond):
        return any(holds(g, player, cond, o) for o in g.opponents(player))
    return holds(g, player, cond, None)
