"""What a table and the simulations ask before a game exists: the formats, their bundled decks, the seat counts
and teams a table starts with, and whether a setup can start.  The one place the GUI and engine/sim.py ask.

A setup that cannot start is answered with typed problems (`SetupProblem`: a code, the rule id, the numbers
and names the words need, and an English message), never with a raw exception: a table puts them in its
own words.  The same problems are what `new_game` raises (`SetupError`, a ValueError) when asked anyway."""
from __future__ import annotations

from .core.errors import DataError, SetupError, SetupProblem
from .filecache import read_cached
from .paths import assets_dir


def formats() -> list:
    """Every registered format's FormatInfo (no format module is imported)."""
    from .newgame import formats as all_formats
    return all_formats()


def format_info(name: str):
    from .newgame import get_format
    return get_format(name).info


def bundled_decks(fmt: str) -> list:
    """The format's bundled decks; each file is parsed again only when it changes (shared: read only)."""
    from .decks import load_deck
    name = format_info(fmt).name      # an alias reads its format's folder
    return [read_cached(p, load_deck) for p in sorted((assets_dir() / "decks" / name).glob("*.deck"))]


# ----- seats and teams ---------------------------------------------------------------------------------------
def team_sizes(fmt: str, n: int) -> tuple | None:
    """The team sizes of an n-seat table of `fmt` before anyone changes them (None: no teams), as the format
    seats them (`FormatInfo.teams` when they fill the table, else the format's `team_sizes_for`)."""
    from .newgame import get_format
    cls = get_format(fmt)
    default = cls.info.teams
    if not default or sum(default) == n:
        return default
    return cls.team_sizes_for(n)


def default_teams(fmt: str, n: int) -> list[int] | None:
    """Each seat's team at an n-seat table of `fmt` before anyone changes it: consecutive seats form a team,
    unless the format seats its teams its own way (811.2: alternately); None when it has no teams or no
    teams fit n seats (`player_counts` leaves such counts out)."""
    from .newgame import get_format
    cls = get_format(fmt)
    sizes = team_sizes(fmt, n)
    if not sizes:
        return None
    return cls.seat_teams(sizes, n)


def player_counts(fmt: str, options: dict | None = None) -> list[int]:
    """The seat counts a table may offer for `fmt`: every count from its minimum to its maximum whose default
    teams the format accepts (an alternating-teams table of 5 or 7 has no equal teams, 811.1)."""
    info = format_info(fmt)
    out = []
    for n in range(info.min_players, info.max_players + 1):
        teams = default_teams(fmt, n)
        if not info.teams or (teams is not None and not team_problems(fmt, teams, options)):
            out.append(n)
    return out


def team_problems(fmt: str, seat_teams: list, options: dict | None = None, rules=None) -> list[SetupProblem]:
    """What is wrong with these teams (seat i in team seat_teams[i]) at a table of `fmt`, by the format's rules
    (sizes, who sits where); [] when they fit or the format has no teams.  `rules`: already built."""
    from .newgame import get_format
    from .seating import Seating
    cls = get_format(fmt)
    if not cls.info.teams:
        return []
    by_team: dict = {}
    for seat, t in enumerate(seat_teams):
        by_team.setdefault(t, []).append(seat)
    counts = [len(v) for _, v in sorted(by_team.items(), key=lambda kv: str(kv[0]))]
    want = list(cls.info.teams)
    if len(seat_teams) == sum(want) and sorted(counts) != sorted(want):   # the format's own sizes fill the table
        return [SetupProblem("team-sizes", "", {"sizes": want, "counts": counts},
                             f"each team needs {' / '.join(map(str, want))} players; now {' / '.join(map(str, counts))}")]
    try:
        seating = Seating(len(seat_teams), [sorted(v) for _, v in sorted(by_team.items(), key=lambda kv: str(kv[0]))])
        rules = rules if rules is not None else cls(options)
    except ValueError as e:
        return [SetupProblem("teams", "", {"message": str(e)}, str(e))]
    return rules.team_problems(seating)


def default_cap(n_players: int) -> int:
    """The action cap of a random game: every seat passes priority in every step, so long games grow
    with the number of seats."""
    return 3000 * max(2, n_players)


def seated_players(fmt: str, n: int, rng, decks: list | None = None) -> list[dict]:
    """n players of `fmt` with bundled decks picked by `rng`, seated in the format's default teams (teammates get
    different decks when there are enough: tag 401-1, their territories must differ).  A table that starts a
    game without asking (the phone host) and the random playouts (engine/sim.py) both seat players so."""
    decks = decks if decks is not None else bundled_decks(fmt)
    from .formats import get_format
    sizes = team_sizes(fmt, n)
    if not sizes:
        return [{"name": f"P{i + 1}", "deck": decks[rng.randrange(len(decks))], "seat": i} for i in range(n)]
    if get_format(fmt).teams_seated_apart:   # 811: teams seated alternately
        return [{"name": f"P{i + 1}", "deck": decks[rng.randrange(len(decks))], "seat": i, "team": t}
                for i, t in enumerate(default_teams(fmt, n))]
    players = []
    for t, size in enumerate(sizes):
        picks = rng.sample(range(len(decks)), size) if size <= len(decks) else \
            [rng.randrange(len(decks)) for _ in range(size)]
        for k in picks:
            i = len(players)
            if i < n:
                players.append({"name": f"P{i + 1}", "deck": decks[k], "seat": i, "team": t})
    return players


# ----- the whole setup ---------------------------------------------------------------------------------------
def setup_problems(fmt: str, players: list, options: dict | None = None, first_player: int | None = None,
                   seed: int = 1) -> list[SetupProblem]:
    """Whether a game of `fmt` with these players (new_game's player specs) and options can start: [] when it
    can, else every problem found, typed.  The cheap checks come first (seat count, seats, options, teams);
    then the game is set up once, which finds what needs the decks' cards (tag 401-1: teammates' territories)."""
    return set_up(fmt, players, options, first_player, seed)[1]


def set_up(fmt: str, players: list, options: dict | None = None, first_player: int | None = None,
           seed: int = 1, rules=None) -> tuple:
    """(the game, []) when a game of `fmt` with these players and options can start, else (None, its
    problems): `setup_problems`, keeping the game it set up (a table starts that one rather than a second).
    `rules`: the format's rules already built with `options` (a dialog that checked the decks with them)."""
    from .newgame import new_game, player_problems
    problems = player_problems(fmt, players, options, first_player, rules)
    if problems:
        return None, problems
    teams = [p.get("team") for p in players]
    if format_info(fmt).teams:
        problems = team_problems(fmt, teams, options, rules)
        if problems:
            return None, problems
    try:
        return new_game(fmt, players, options=options, seed=seed, first_player=first_player, rules=rules), []
    except SetupError as e:
        return None, list(e.problems)
    except DataError as e:
        return None, [SetupProblem("data", "", {"path": e.path, "line": e.line, "problem": e.problem}, str(e))]
    except (ValueError, KeyError, TypeError) as e:
        return None, [SetupProblem("invalid", "", {"message": str(e)}, str(e))]
