"""Why a gesture has no move now, in words with the rule id: the engine's own refusal of that gesture
(engine/core/gestures.py).  The words are gui/session/words/refusals.py's, in the interface language."""
from __future__ import annotations

from .i18n import words
from .session.words import Namer
from .session.words import refusals as say


def refusal(ctl, err, text: str = "") -> str:
    parts = text.split()
    return words().refusal(err, card_name(ctl, parts[2]) if len(parts) > 2 else "?")


def card_name(ctl, tok: str) -> str:
    return Namer(words(), ctl.cards_seen, ctl.game).token_name(tok)


def why_not(ctl, token: str, targets=()) -> str:
    """Why this gesture has no move now, in words with the rule id: the engine's refusal of exactly this
    gesture (`Game.why_not`: a drag of `token` onto the first of `targets`, or a click on it)."""
    g = ctl.game
    if g is None or g.outcome is not None:
        return ""
    w, p, d = words(), ctl.acting(), g.decision
    if p is None or ctl.is_computer(p) or ctl.waiting_curtain is not None:
        return say.not_your_decision(w, g.players[p].name if p is not None else "?", d.rule if d else None)
    err = g.why_not(p, token, targets[0] if targets else None)
    if err is None:
        return ""
    return Namer(w, ctl.cards_seen, g).refusal(err)
