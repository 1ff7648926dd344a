"""Why a card has no move now, in words with the rule id: the engine's own refusal of what the person most
likely meant, found through the gesture hints of the legal answers (never through the game's words).  The
words are gui/session/words/refusals.py's, in the interface language."""
from __future__ import annotations

from .i18n import words
from .session.words import Namer
from .session.words import refusals as say


def kind_title(d) -> str:
    return words().decision_title(d.kind) if d is not None else ""


def refusal(ctl, err, text: str = "") -> str:
    parts = text.split()
    return words().refusal(err, card_name(ctl, parts[2]) if len(parts) > 2 else "?")


def card_name(ctl, tok: str) -> str:
    return Namer(words(), ctl.cards_seen, ctl.game).token_name(tok)


def why_not(ctl, token: str, targets=()) -> str:
    """Why this card has no move now, in words with the rule id.  The engine's own refusal of what the
    person most likely meant: a legal answer of another card made with this one instead (the same drop
    target first).  The engine refuses it without changing anything, since it is not a legal answer."""
    g = ctl.game
    if g is None or g.outcome is not None:
        return ""
    w, p, d = words(), ctl.acting(), g.decision
    if p is None or ctl.is_computer(p) or ctl.waiting_curtain is not None:
        return say.not_your_decision(w, g.players[p].name if p is not None else "?", d.rule if d else None)
    seen = ctl.table_view()
    owner = next((c.owner for z in seen.zones.values() for c in z.cards if c.token == token), None)
    if owner is not None and owner != p:
        return say.not_your_card(w, g.players[p].name, kind_title(d), d.rule)
    for target in list(targets) + [None]:
        err = g.gesture_refusal(p, token, target)
        if err is not None:
            return w.refusal(err, card_name(ctl, token))
    return say.nothing_to_do(w, d.rule)
