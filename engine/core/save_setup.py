"""Field-by-field validation of a save's setup (and action list) before anything is replayed.

A save is data from outside: it may be edited or crafted.  It carries its decks as card lists, never
file names, so replaying a save never makes the engine read another file.  A deck given as a text (an
older, hand-made or crafted save) is refused: it would be a path.  (Saves written by Enza have always
held card lists: `new_game` turns a Deck or deck file into its card ids before the setup is recorded.)
Error texts quote at most 80 characters of a bad value and never the contents of another file.
"""
from __future__ import annotations

import re

from .errors import DataError

QUOTE = 80                 # characters of a bad value an error may quote
MAX_PLAYERS = 16
MAX_DECK = 1000            # cards in one deck list
MAX_ACTIONS = 200_000
MAX_ACTION_TEXT = 512      # characters of one action text (the action parser refuses longer ones too)
MAX_NAME = 100
MAX_SCENARIO_TEXT = 1_000_000
CARD_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:+-]{0,63}$")
WORD = re.compile(r"^[A-Za-z0-9_.:-]{1,40}$")
PLAYER_KEYS = {"name", "deck", "partner", "seat", "team", "kind", "level"}
SETUP_KEYS = {"format", "players", "options", "seed", "first_player", "scenario"}


def excerpt(value, limit: int = QUOTE) -> str:
    """repr(value) cut to `limit` characters: what an error message may show of a bad value."""
    r = repr(value)
    return r if len(r) <= limit else r[:limit - 1] + "…"


def clip(text: str, limit: int = 200) -> str:
    """A message from elsewhere (an engine error) cut to `limit` characters."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _plain(v) -> bool:
    return v is None or isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) <= QUOTE)


def validate_setup(setup, path: str = "<save>") -> dict:
    """A clean copy of `setup`, or DataError naming the field and quoting a short excerpt."""
    def bad(field: str, problem: str):
        return DataError(path, None, f"setup {field}: {problem}")

    if not isinstance(setup, dict):
        raise bad("", f"must be an object, got {excerpt(setup)}")
    unknown = [k for k in setup if k not in SETUP_KEYS]
    if unknown:
        raise bad(excerpt(unknown[0]), "unknown field")
    fmt = setup.get("format")
    if not isinstance(fmt, str) or not WORD.match(fmt):
        raise bad("'format'", f"must be a format name, got {excerpt(fmt)}")
    seed = setup.get("seed")
    if not _is_int(seed) or not -2 ** 63 <= seed < 2 ** 64:
        raise bad("'seed'", f"must be a whole number, got {excerpt(seed)}")
    options = setup.get("options")
    if options is not None:
        if not isinstance(options, dict) or len(options) > 100:
            raise bad("'options'", f"must be an object of option values, got {excerpt(options)}")
        for k, v in options.items():
            if not WORD.match(k) or not _plain(v):
                raise bad(f"option {excerpt(k)}", f"must be a plain value, got {excerpt(v)}")
    players = setup.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise bad("'players'", f"must be a list of 1 to {MAX_PLAYERS} players, got {excerpt(players)}")
    clean_players = [_player(i, p, bad) for i, p in enumerate(players)]
    first = setup.get("first_player")
    if first is not None and (not _is_int(first) or not 0 <= first < len(players)):
        raise bad("'first_player'", f"must be a player number or null, got {excerpt(first)}")
    out = {"format": fmt, "players": clean_players, "options": dict(options) if options is not None else None,
           "seed": seed, "first_player": first}
    if setup.get("scenario") is not None:
        sc = setup["scenario"]
        if not isinstance(sc, dict) or set(sc) - {"path", "text"}:
            raise bad("'scenario'", f"must hold 'path' and 'text', got {excerpt(sc)}")
        label, text = sc.get("path"), sc.get("text")
        # the path is only a label for messages: the scenario is rebuilt from the text the save carries
        if label is not None and (not isinstance(label, str) or len(label) > 1000):
            raise bad("scenario 'path'", f"must be a short text, got {excerpt(label)}")
        if not isinstance(text, str) or not text or len(text) > MAX_SCENARIO_TEXT:
            raise bad("scenario 'text'", "must be the scenario's TOML text")
        out["scenario"] = {"path": label[:QUOTE] if label else None, "text": text}
    return out


def _player(i: int, p, bad) -> dict:
    where = f"player {i + 1}"
    if not isinstance(p, dict):
        raise bad(where, f"must be an object, got {excerpt(p)}")
    unknown = [k for k in p if k not in PLAYER_KEYS]
    if unknown:
        raise bad(where, f"unknown field {excerpt(unknown[0])}")
    name = p.get("name", f"Player {i + 1}")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise bad(f"{where} 'name'", f"must be a text of at most {MAX_NAME} characters, got {excerpt(name)}")
    deck = p.get("deck", [])
    if isinstance(deck, str):
        raise bad(f"{where} 'deck'", f"must be a list of card ids; a save carries its cards and never names a "
                                     f"file (got {excerpt(deck)})")
    if not isinstance(deck, list) or len(deck) > MAX_DECK:
        raise bad(f"{where} 'deck'", f"must be a list of at most {MAX_DECK} card ids, got {excerpt(deck)}")
    for k, c in enumerate(deck):
        if not isinstance(c, str) or not CARD_ID.match(c):
            raise bad(f"{where} 'deck' card {k + 1}", f"is not a card id: {excerpt(c)}")
    partner = p.get("partner")
    if partner is not None and (not isinstance(partner, str) or not CARD_ID.match(partner)):
        raise bad(f"{where} 'partner'", f"must be a card id or null, got {excerpt(partner)}")
    seat = p.get("seat", i)
    if not _is_int(seat) or not 0 <= seat < MAX_PLAYERS:
        raise bad(f"{where} 'seat'", f"must be a seat number, got {excerpt(seat)}")
    team = p.get("team")
    if team is not None and not _is_int(team) and not (isinstance(team, str) and WORD.match(team)):
        raise bad(f"{where} 'team'", f"must be a team number, name or null, got {excerpt(team)}")
    kind = p.get("kind", "human")
    if not isinstance(kind, str) or not WORD.match(kind):
        raise bad(f"{where} 'kind'", f"must be a word such as human or computer, got {excerpt(kind)}")
    out = {"name": name, "deck": list(deck), "partner": partner, "seat": seat, "team": team, "kind": kind}
    level = p.get("level")
    if level is not None:
        if not isinstance(level, str) or not WORD.match(level):
            raise bad(f"{where} 'level'", f"must be a word such as easy, normal or hard, got {excerpt(level)}")
        out["level"] = level
    return out


def validate_actions(actions, path: str = "<save>") -> list[str]:
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise DataError(path, None, f"'actions' must be a list of at most {MAX_ACTIONS} action texts")
    for i, a in enumerate(actions):
        if not isinstance(a, str) or len(a) > MAX_ACTION_TEXT:
            raise DataError(path, None, f"not an action text of at most {MAX_ACTION_TEXT} characters: "
                                        f"{excerpt(a)}", action=i + 1)
    return list(actions)
