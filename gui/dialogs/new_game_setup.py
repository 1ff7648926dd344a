"""What the New game dialog learns by setting the game up as it stands (no Qt): the turn order and the teams'
heads (an emperor) the engine derives from the seats.  (Which counts can start and why a setup cannot are
engine/catalog.py's.)  The engine builds the game (a few milliseconds); the dialog
reads its public answers only: `turn_order_from`, the typed view's teams."""
from __future__ import annotations

import engine


def trial(fmt: str, players: list[dict], options: dict | None, first_player=None):
    """(game, None) when the engine accepts this setup, else (None, the error)."""
    try:
        return engine.new_game(fmt, players, options=options, seed=1, first_player=first_player), None
    except (ValueError, TypeError, KeyError, engine.ActionError, engine.DataError) as e:
        return None, e


def default_players(fmt: str, n: int) -> list[dict]:
    """A default seating of `fmt` for `n` seats (the catalog's decks and teams): what the tests start."""
    from engine.catalog import bundled_decks, default_teams
    decks = bundled_decks(fmt)
    teams = default_teams(fmt, n)
    out = []
    for i in range(n):
        p = {"name": f"P{i + 1}", "deck": decks[i % len(decks)], "seat": i}
        if teams is not None:
            p["team"] = teams[i]
        out.append(p)
    return out


def turn_order(game) -> list[int]:
    """Seats (from 0) in turn order when the first seat starts."""
    return [game.players[p].seat for p in game.turn_order_from(0)]


def team_heads(game) -> list[int]:
    """Seats whose team follows them (809.5: the emperor), from the typed view."""
    out = []
    for t in game.view(None).teams:
        head = t.counters.get("head") if t.counters else None
        if head is not None:
            out.append(game.players[head].seat)
    return sorted(out)


def team_counts(teams: list) -> list[int]:
    """Players per team, teams in order of their number."""
    known = sorted({t for t in teams if t is not None})
    return [teams.count(t) for t in known]
