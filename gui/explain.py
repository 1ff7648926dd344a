"""An engine refusal of an answer in words with the rule id, in the interface language
(gui/session/words/refusals.py).  A gesture's refusal comes from the session (Session.gesture)."""
from __future__ import annotations

from .i18n import words
from .session.words import Namer


def refusal(ctl, err, text: str = "") -> str:
    parts = text.split()
    return words().refusal(err, card_name(ctl, parts[2]) if len(parts) > 2 else "?")


def card_name(ctl, tok: str) -> str:
    return Namer(words(), ctl.cards_seen, ctl.game).token_name(tok)
