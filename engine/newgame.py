"""Starting a game: the format registry's entry points and `new_game` (DESIGN.md §4), re-exported by
`engine`.  Its own module so that the modules that build games (scenarios, saves, simulations) import it
rather than the `engine` package, which imports them."""
from __future__ import annotations

from .core.errors import DataError, SetupError, SetupProblem
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


def _setup_problems(info, rules, specs: list, first_player) -> list[SetupProblem]:
    n = len(specs)
    out = []
    if not info.min_players <= n <= info.max_players:
        out.append(SetupProblem("player-count", "", {"format": info.name, "min": info.min_players,
                                                     "max": info.max_players, "n": n},
                                f"{info.name} is for {info.min_players}-{info.max_players} players, not {n}"))
    if not rules.has_partner and any(s["partner"] for s in specs):
        out.append(SetupProblem("partner", "deck:partner", {"format": info.name},
                                f"{info.name} has no partner zone; a deck with a 'partner:' line is not for it"))
    seats = sorted(s["seat"] for s in specs)
    if seats != list(range(n)):
        out.append(SetupProblem("seats", "", {"n": n, "seats": seats}, f"seats must be 0..{n - 1}, each once; got {seats}"))
    if first_player is not None and not 0 <= first_player < n:
        out.append(SetupProblem("first-player", "", {"n": n, "first": first_player},
                                f"first_player must be a player index 0..{n - 1}"))
    return out


def player_problems(format: str, players: list, options: dict | None = None,
                    first_player: int | None = None, rules=None) -> list[SetupProblem]:
    """What new_game would refuse before it deals a card: the options, the player specs, the seat count, the
    seats, partners where the format has none, the first player (engine/catalog.py asks).  `rules`: the
    format's rules already built with these options (not built again)."""
    cls = get_format(format)
    try:
        rules = rules if rules is not None else cls(options)
    except ValueError as e:      # a format's options out of range (806, 807.2, 811.3 …)
        return [SetupProblem("option", "", {"message": str(e)}, str(e))]
    try:
        specs = [_player_spec(i, s) for i, s in enumerate(players)]
    except DataError as e:
        return [SetupProblem("data", "", {"path": e.path, "line": e.line, "problem": e.problem}, str(e))]
    except (TypeError, ValueError) as e:
        return [SetupProblem("player", "", {"message": str(e)}, str(e))]
    return _setup_problems(cls.info, rules, specs, first_player)


def new_game(format: str, players: list, *, options: dict | None = None, seed: int,
             first_player: int | None = None, extra_defs: dict | None = None, scenario: dict | None = None,
             rules=None) -> Game:
    """Start a game.  `players`: dicts with name, deck (card ids, a Deck or a deck file path),
    optional partner, seat, team.  `first_player` None = chosen at random from the seed.  A setup that
    cannot start raises SetupError (a ValueError) with its typed problems (engine/catalog.py setup_problems
    finds them without raising).  `rules`: the format's rules already built with `options`, for this one game."""
    from .core.game import Player
    from .seating import Seating
    if rules is None:
        rules = get_format(format)(options)
    info = rules.info
    specs = [_player_spec(i, s) for i, s in enumerate(players)]
    n = len(specs)
    problems = _setup_problems(info, rules, specs, first_player)
    if problems:
        raise SetupError(problems)
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
    g.replayer = replay
    if scenario is not None:
        rules.setup_scenario(g, scenario)
    else:
        rules.setup(g)
    g.advance()
    return g


def replay(setup: dict, actions: list[str]) -> Game:
    """The game `setup` describes with `actions` played: undo is a replay without the last action
    (`Game.replayer`; a game that began from a scenario is given the scenario's own, engine/scenario.py)."""
    g = new_game(setup["format"], setup["players"], options=setup.get("options"), seed=setup["seed"],
                 first_player=setup.get("first_player"))
    for text in actions:
        g.perform(text)
    return g
