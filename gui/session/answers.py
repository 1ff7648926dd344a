"""Answers as the session sorts them (the view's AnswerViews: text, verb, args and hints), from the engine's gesture hints alone (engine/core/hints.py): a button
is an answer with nothing to drag and nothing to point at; the pass-like answer of a decision is its one
button (go on, no block, done …); conceding is always possible and never counts as an answer here."""
from __future__ import annotations

PRIORITY = "priority"          # the engine's decision kind for holding priority (engine/core/kinds.py)


def is_concede(a) -> bool:
    return a.verb == "concede"


def is_button(a) -> bool:
    return a.source is None and a.target is None and not a.args


def playable(actions) -> list:
    """The answers that count (conceding aside)."""
    return [a for a in actions if not is_concede(a)]


def pass_of(actions):
    """The decision's pass-like answer: its one button (conceding aside), or None when it has none or several."""
    buttons = [a for a in actions if is_button(a) and not is_concede(a)]
    return buttons[0] if len(buttons) == 1 else None


def only_pass(actions) -> bool:
    """Nothing to answer but the pass: the person could not act if asked."""
    rest = playable(actions)
    return len(rest) == 1 and is_button(rest[0])


def texts(actions) -> set:
    return {a.text for a in actions}


def text_is_pass(actions, text: str) -> bool:
    """Whether `text` is the pass-like answer among `actions` (the answers offered to its player now)."""
    p = pass_of(actions)
    return p is not None and p.text == text


def event_count(game, known: int = 0) -> int:
    """How many events the game has emitted (`known`: a count already known of the same game; the engine's
    count is read, not the events made anew for a viewer only to be counted)."""
    return game.events_total()
