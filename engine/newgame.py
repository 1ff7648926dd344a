"""Starting a game: the format registry's entry points and `new_game` (DESIGN.md §4), re-exported by
`engine`.  Its own module so that the modules that build games (scenarios, saves, simulations) import it
rather than the `engine` package, which imports them."""
from __future__ import annotations

from .core.game import Game


def formats():
    from .formats import all_formats
    return all_formats()


def get_format(name: str):
    from .formats import get_format as gf
    return gf(name)


def _player_spec(i: int, spec) -> dict:
    from .decks import Deck, load_deck
    if isinstance(spec, dict):
        s = dict(spec)
    else:
        raise TypeError(f"player {i}: a player spec is a dict with name, deck, seat, team")
    deck = s.get("deck", [])
    partner = s.get("partner")
    if isinstance(deck, str):
        deck = load_deck(deck)
    if isinstance(deck, Deck):
        partner = partner or deck.partner
        deck = deck.card_ids()
    out = {"name": str(s.get("name", f"Player {i + 1}")), "deck": list(deck), "partner": partner,
           "seat": int(s.get("seat", i)), "team": s.get("team"), "kind": s.get("kind", "human")}
    if s.get("level") is not None:
        out["level"] = str(s["level"])     # a computer seat's level (engine/ai/levels.py); kept in saves
    return out


def new_game(format: str, players: list, *, options: dict | None = None, seed: int,
             first_player: int | None = None, extra_defs: dict | None = None, scenario: dict | None = None) -> Game:
    """Start a game.  `players`: dicts with name, deck (card ids, a Deck or a deck file path),
    optional partner, seat, team.  `first_player` None = chosen at random from the seed."""
    from .core.game import Player
    from .seating import Seating
    rules_cls = get_format(format)
    rules = rules_cls(options)
    info = rules.info
    specs = [_player_spec(i, s) for i, s in enumerate(players)]
    n = len(specs)
    if not info.min_players <= n <= info.max_players:
        raise ValueError(f"{info.name} is for {info.min_players}-{info.max_players} players, not {n}")
    if not getattr(rules, "has_partner", False) and any(s["partner"] for s in specs):
        raise ValueError(f"{info.name} has no partner zone; a deck with a 'partner:' line is not for it")
    seats = sorted(s["seat"] for s in specs)
    if seats != list(range(n)):
        raise ValueError(f"seats must be 0..{n - 1}, each once; got {seats}")
    if first_player is not None and not 0 <= first_player < n:
        raise ValueError(f"first_player must be a player index 0..{n - 1}")
    setup = {"format": info.name, "players": specs, "options": rules.options, "seed": int(seed),
             "first_player": first_player}
    if scenario is not None:
        setup["scenario"] = {"path": scenario.get("path"), "text": scenario.get("text")}
    g = Game(rules, setup)
    if extra_defs:
        g.extra_defs = extra_defs
    for i, s in enumerate(specs):
        g.players.append(Player(i, s["name"], s["seat"], s["team"], s["deck"], s["partner"], s["kind"]))
    teams = None
    if info.teams:
        by_team: dict = {}
        for p in g.players:
            by_team.setdefault(p.team, []).append(p.seat)
        teams = [sorted(v) for _, v in sorted(by_team.items(), key=lambda kv: str(kv[0]))]
    g.seating = Seating(n, teams)
    g.seat_player = [0] * n
    for p in g.players:
        g.seat_player[p.seat] = p.index
    if scenario is not None:
        rules.setup_scenario(g, scenario)
    else:
        rules.setup(g)
    g.advance()
    return g
