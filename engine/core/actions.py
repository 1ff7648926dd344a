"""Actions and their canonical text notation.

An action is one answer to the current decision, spoken as text like a UCI move:

    p1 charge c17        player 1 answers "charge card 17"
    p0 target p2         player 0 picks player 2 as attack target
    p2 choose h3f09a1c   player 2 picks a card hidden from them, by its opaque handle

Tokens: `pN` a player, `cN` a card visible to the actor, `hXXXX` a card hidden from the actor,
other tokens are plain words or numbers.  A player and a card have one spelling each: `p` or `c` and the
number in ASCII digits without sign, point or leading zero (`p0`, `c17`); any other spelling meant as a card
(`c+17`, `c-1`, `c17.0`, `c017`) names no card (`card_id`), and a player written otherwise is no player.
Legality never depends on parsing: an action is legal exactly when it is in `game.legal_actions(player)`.
"""
from __future__ import annotations

import re

from .errors import InvalidAction

MAX_ACTION_TEXT = 512
_WORD = re.compile(r"^[a-z][a-z0-9_-]*$")
_TOKEN = re.compile(r"^[A-Za-z0-9_.:+-]+$")
_PLAYER = re.compile(r"^p(0|[1-9][0-9]?)$")
_CARD = re.compile(r"^c(0|[1-9][0-9]{0,8})$")


class Action:
    __slots__ = ("player", "verb", "args", "_text", "source", "target", "follow")

    def __init__(self, player: int, verb: str, args: tuple[str, ...] = ()):
        self.player = player
        self.verb = verb
        self.args = args
        self._text = None
        # gesture hints (engine/core/hints.py), filled in when the legal actions are read
        self.source = self.target = self.follow = None

    def __str__(self) -> str:
        t = self._text
        if t is None:
            t = self._text = " ".join((f"p{self.player}", self.verb) + self.args)
        return t

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    def __deepcopy__(self, memo):
        # every field is immutable (text, tuples of text): a flat copy is a deep one (Game.clone)
        n = object.__new__(type(self))
        n.player, n.verb, n.args, n._text = self.player, self.verb, self.args, self._text
        n.source, n.target, n.follow = self.source, self.target, self.follow
        memo[id(self)] = n
        return n

    def __eq__(self, other) -> bool:
        return isinstance(other, Action) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


def parse_action(text: str, known_verbs: frozenset[str] | None = None) -> Action:
    if not isinstance(text, str):
        raise InvalidAction("not-text", f"an action must be text, got {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise InvalidAction("too-long", f"an action text has at most {MAX_ACTION_TEXT} characters, this one "
                                        f"{len(text)}", length=len(text))
    parts = text.split()
    if len(parts) < 2:
        raise InvalidAction("too-short", f"cannot parse {text!r}: expected 'pN verb [args]'", text=text)
    m = _PLAYER.match(parts[0]) if len(parts[0]) <= 4 else None
    if not m:
        raise InvalidAction("bad-player", f"cannot parse {text!r}: it must start with a player like p0",
                            text=text)
    verb = parts[1]
    if not _WORD.match(verb) or (known_verbs is not None and verb not in known_verbs):
        raise InvalidAction("unknown-verb", f"cannot parse {text!r}: unknown verb {verb!r}", text=text,
                            verb=verb)
    for tok in parts[2:]:
        if not _TOKEN.match(tok):
            raise InvalidAction("bad-token", f"cannot parse {text!r}: bad token {tok!r}", text=text)
    return Action(int(m.group(1)), verb, tuple(parts[2:]))


def parse_player(tok: str) -> int | None:
    m = _PLAYER.match(tok)
    return int(m.group(1)) if m else None


def card_id(tok: str) -> int | None:
    """The card `tok` names in the one spelling of a card ("c0", "c17"), else None (refusals, the view's
    checks and the computer players read a card from an action's text through this alone)."""
    m = _CARD.match(tok)
    return int(m.group(1)) if m else None


def names_card(tok: str) -> bool:
    """Whether `tok` is meant as a card: "c" followed by anything but a word's letter.  A token meant as a card
    that `card_id` does not read ("c+3", "c3.0") is refused as an unknown card, exactly as an id of no card."""
    return len(tok) > 1 and tok[0] == "c" and not "a" <= tok[1] <= "z"
