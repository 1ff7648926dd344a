"""Why a card has no move now, in words with the rule id: the engine's own refusal of what the person most
likely meant, found through the gesture hints of the legal answers (never through the game's words)."""
from __future__ import annotations

from .action_text import decision_title, refusal_text
from .card_render import card_name as name_of
from .i18n import tr


def kind_title(d) -> str:
    return decision_title(d.kind) if d is not None else ""


def refusal(ctl, err, text: str = "") -> str:
    parts = text.split()
    return refusal_text(err, card_name(ctl, parts[2]) if len(parts) > 2 else "?")


def card_name(ctl, tok: str) -> str:
    d = ctl.cards_seen.definition(tok[1:]) if tok.startswith("c") and tok[1:].isdigit() else None
    return name_of(d) if d is not None else tr("a face-down card")


def why_not(ctl, token: str, targets=()) -> str:
    """Why this card has no move now, in words with the rule id.  The engine's own refusal of what the
    person most likely meant: a legal answer of another card made with this one instead (the same drop
    target first).  The engine refuses it without changing anything, since it is not a legal answer."""
    g = ctl.game
    if g is None or g.outcome is not None:
        return ""
    p = ctl.acting()
    d = g.decision
    if p is None or ctl.is_computer(p) or ctl.waiting_curtain is not None:
        who = g.players[p].name if p is not None else "?"
        return tr("Not allowed: it is {name}'s decision now.", name=who) + (f"  [{d.rule}]" if d and d.rule else "")
    seen = ctl.table_view()
    owner = next((c.owner for z in seen.zones.values() for c in z.cards if c.token == token), None)
    if owner is not None and owner != p:
        return tr("Not allowed: this card is not yours; {name} is deciding ({what}).",
                  name=g.players[p].name, what=kind_title(d)) + (f"  [{d.rule}]" if d.rule else "")
    for target in list(targets) + [None]:
        err = g.gesture_refusal(p, token, target)
        if err is not None:
            return refusal_text(err, card_name(ctl, token))
    return tr("Not allowed: {msg}", msg=tr("nothing can be done with this card now")) + \
        (f"  [{d.rule}]" if d.rule else "")
