"""Gesture hints: what a drag or a click on the table means, without the table knowing any verb.

Every legal action carries `source` (the card token the gesture starts from, as the actor sees it, or None),
`target` (where it ends: a zone key such as "p0.mana" or "stack", a card token, a player token "pN", or None
for a button) and `follow` (for two-answer gestures such as the shield game's attack: the tokens the next
answer may name, so one drop onto one of them performs both answers).  A table finds the action whose
(source, target) matches a drop, or whose follow list holds the drop's target.

Hints are built from the action's own tokens (already per viewer: a card hidden from the actor is named by its
opaque handle) plus a family's table `drag_hints` (verb -> "zone:<name>" the actor's zone of that name,
"arg" the action's second token, "follow" a two-answer gesture, or a family rule word); a verb without an
entry is a click: no source, its first card or player token as target.  They are computed when legal actions
are read (`game.legal_actions`, the view's decision), not while the engine plays.
"""
from __future__ import annotations

import re

_CARD = re.compile(r"^(c\d+|h[0-9a-f]+)$")
_PLAYER = re.compile(r"^p\d+$")


def is_card(tok: str) -> bool:
    return _CARD.match(tok) is not None


def is_object(tok: str) -> bool:
    return _CARD.match(tok) is not None or _PLAYER.match(tok) is not None


def zone_key(g, name: str, player: int) -> str:
    spec = g.rules.zone_spec_map[name]
    if spec.scope == "player":
        return spec.key_for(player)
    if spec.scope == "team":
        return spec.key_for(g.rules.zone_team_of(g, player))
    return spec.key


def hint(g, a) -> tuple:
    """(source, target, follow) of action `a`."""
    rule = g.rules.drag_hints.get(a.verb)
    args = a.args
    if rule is None or not args or not is_card(args[0]):
        return None, next((t for t in args if is_object(t)), None), ()
    src = args[0]
    if rule.startswith("zone:"):
        return src, zone_key(g, rule[5:], a.player), ()
    if rule == "arg":
        return src, args[1] if len(args) > 1 else None, ()
    if rule == "follow":
        return src, None, tuple(g.rules.follow_targets(g, a))
    return src, g.rules.drag_target(g, a, rule), ()


def annotate(g, actions) -> None:
    """Give each action its hints (once: an action keeps them while its decision stands)."""
    for a in actions:
        if a.follow is None:
            a.source, a.target, a.follow = hint(g, a)
