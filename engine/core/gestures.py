"""Gestures: what a drag or a click at the table means, and why it is refused (DESIGN.md §9, issue 34).

A gesture is (source, target) as the actor sees the table: a drag of `source` (a card token, or a zone key)
onto `target` (a card token or handle, a zone key such as "p1.shield" or "t1.life", a player "pN", a team
"tN"), or a click on one token (the other None).  Two questions, both answered without changing anything:

- `answer_for(g, player, source, target)` → `Gesture`: the legal answers the gesture names.  One answer (or
  an answer and its follow-up, as the shield game's attack and its target) is the gesture itself; several
  (a twinpact's two sides) are for the person to pick; none carries the refusal.
- `why_not(g, player, source, target)` → the refusal (an ActionError: rule id, stable code, parameters) of
  exactly that gesture, or None when it is legal.

What a gesture means is the family's reading of the table (`rules.gesture_meaning`: a spell dropped on its
controller's battlefield is cast, a unit dropped on the opposing team's life box attacks the player it may
attack …), never a verb guessed from what happens to be legal; a click on a card means what the current
decision asks cards for (pay with it, choose it, block with it …), else the family's `click_meaning`.  The
legal answers' own gesture hints (hints.py) are matched too, so every legal drag the table lights up is an
answer here.  Refusals name only what the actor sees: tokens as they see them, never a hidden card's id.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ActionError, IllegalAction
from .zones import key_info

_PLAYER = re.compile(r"^p(\d+)$")
_TEAM = re.compile(r"^t(\d+)$")
_CARD_ID = re.compile(r"^c(\d+)$")
_HANDLE = re.compile(r"^h[0-9a-f]+$")


@dataclass(frozen=True)
class Spot:
    """One end of a gesture as the engine reads it: `kind` "card", "zone", "player", "team", or "" (nothing,
    or a token that names nothing the actor sees).  A card spot has its zone; `card` is its id only when the
    actor knows the card (a hidden card is only where it lies and whose zone it is)."""
    token: str | None = None
    kind: str = ""
    card: int | None = None
    zone: str | None = None       # zone key
    zname: str | None = None      # the zone's spec name ("hand", "life" …)
    owner: int | None = None      # the player whose zone it is (player-scoped zones), or the player spot's
    team: int | None = None       # the team whose zone it is (team-scoped zones), or the team spot's

    @property
    def hidden(self) -> bool:
        return self.kind == "card" and self.card is None


NOWHERE = Spot()


def read_spot(g, viewer: int, token) -> Spot:
    """What `token` names for `viewer` (never more than their view shows)."""
    if not isinstance(token, str) or not token:
        return NOWHERE
    m = _PLAYER.match(token)
    if m:
        p = int(m.group(1))
        return Spot(token, "player", owner=p) if p < len(g.players) else Spot(token)
    m = _TEAM.match(token)
    if m:
        return Spot(token, "team", team=int(m.group(1)))
    if token in g.zones:
        return _zone_spot(g, token, token)
    cid = _card_of(g, viewer, token)
    if cid is None:
        return Spot(token)
    c = g.cards[cid]
    spot = _zone_spot(g, c.zone, token)
    known = token.startswith("c")
    return Spot(token, "card", cid if known else None, spot.zone, spot.zname, spot.owner, spot.team)


def _zone_spot(g, key: str, token: str) -> Spot:
    name, idx = key_info(key)
    spec = g.rules.zone_spec_map.get(name)
    scope = getattr(spec, "scope", "")
    if scope == "team":
        return Spot(token, "zone", zone=key, zname=name, team=idx)
    return Spot(token, "zone", zone=key, zname=name, owner=idx if scope == "player" else None)


def _card_of(g, viewer: int, token: str) -> int | None:
    """The card a token names for `viewer`: a cN they know, or a handle of a card hidden from them."""
    m = _CARD_ID.match(token)
    if m:
        cid = int(m.group(1))
        return cid if cid < len(g.cards) and g.token(cid, viewer) == token else None
    if _HANDLE.match(token):
        for c in g.cards:
            if c.zone and not (c.known >> viewer) & 1 and g.token(c.id, viewer) == token:
                return c.id
    return None


def own_card(g, player: int, spot: Spot):
    """The card a gesture's source names when it lies in one of `player`'s own zones (what a family reads a
    drag or click of), else None: a hidden card or another player's card means nothing to move."""
    if spot.card is None:
        return None
    c = g.cards[spot.card]
    return c if c.zowner == player else None


@dataclass(frozen=True)
class Gesture:
    """What a gesture is: `choices`, each the answers to give in order (an answer, or an answer and its
    follow-up); `answers` the one choice when the gesture names exactly one; else `refusal`."""
    player: int
    source: str | None
    target: str | None
    choices: tuple = ()
    refusal: ActionError | None = None
    exact: bool = True

    @property
    def answers(self) -> tuple:
        return self.choices[0] if len(self.choices) == 1 and self.exact else ()


def answer_for(g, player: int, source, target, offered=None) -> Gesture:
    d = g.decision
    if d is None or g.outcome is not None or player not in d.waiting_for():
        return Gesture(player, source, target, refusal=why_not(g, player, source, target))
    legal = offered if offered is not None else g.legal_actions(player)
    if source is None or target is None:
        choices, exact = _click_answers(legal, source if source is not None else target)
    else:
        choices, exact = _drag_answers(g, player, legal, source, target), True
    if not choices:
        return Gesture(player, source, target, refusal=why_not(g, player, source, target))
    return Gesture(player, source, target, tuple(_with_follow(g, player, t, f) for t, f in choices), None, exact)


def _click_answers(legal, tok) -> tuple[list, bool]:
    """A click: the answers whose hint is a click on `tok`; when there are none, the card's drag answers for
    the person to pick (a click alone does not choose where a card goes)."""
    clicks = [(str(a), None) for a in legal if a.source is None and a.target == tok]
    drags = [(str(a), None) for a in legal if a.source == tok and tok is not None]
    if clicks:
        return clicks, len(clicks) == 1 and not drags
    return drags, False


def _drag_answers(g, player: int, legal, source: str, target: str) -> list:
    """The legal answers a drag names: the family's meaning of the gesture, then the answers' own hints
    (a card with two ways onto the battle zone names both, for the person to pick)."""
    by_text = {str(a): a for a in legal}
    src, dst = read_spot(g, player, source), read_spot(g, player, target)
    hits = []
    for text, follow in g.rules.gesture_meaning(g, player, src, dst):
        a = by_text.get(text)
        if a is not None and (follow is None or follow in (a.follow or ())) and (text, follow) not in hits:
            hits.append((text, follow))
    for cand in _hint_targets(g, dst):     # and what the answers' own hints light up (a galaxy summon too)
        found = [(str(a), None) for a in legal if a.source == source and a.target == cand]
        found += [(str(a), cand) for a in legal if a.source == source and cand in (a.follow or ())]
        if found:
            return hits + [f for f in found if f not in hits and (f[0], None) not in hits]
    return hits


def _hint_targets(g, dst: Spot) -> list:
    """The hint targets a drop may mean, best first: the token itself, then a card's zone; a hidden card or
    a zone also stands for its owner (attacking a player by dropping on their shields)."""
    out = [dst.token] if dst.token else []
    if dst.kind == "card" and dst.zone:
        out.append(dst.zone)
    if (dst.hidden or dst.kind == "zone") and dst.owner is not None:
        out.append(f"p{dst.owner}")
    return out


def _with_follow(g, player: int, text: str, follow) -> tuple:
    """(text,) or (text, follow-up): the follow-up is the one answer naming `follow` that the same player is
    asked next, found on a copy of the game."""
    if follow is None:
        return (text,)
    trial = g.clone()
    trial.perform(text)
    nxt = [str(a) for a in trial.legal_actions(player) if a.source is None and a.target == follow]
    return (text, nxt[0]) if len(nxt) == 1 else (text,)


# ----- refusals ---------------------------------------------------------------------------
def why_not(g, player: int, source, target) -> ActionError | None:
    d = g.decision
    if d is None or g.outcome is not None:
        return IllegalAction("game-over", "the game is over", "")
    if source is None and target is None:
        return _nothing(g, player, source, target)
    click = source is None or target is None
    tok = source if source is not None else target
    src = read_spot(g, player, tok if click else source)
    dst = NOWHERE if click else read_spot(g, player, target)
    meanings = _click_meaning(g, player, src) if click else g.rules.gesture_meaning(g, player, src, dst)
    if player not in d.waiting_for():
        a = _first_action(g, meanings)
        err = g.rules.explain_not_waiting(g, a) if a is not None else _not_waiting(g, player)
        return _about(g, err, player, source, target)
    legal = {str(a): a for a in g.legal_actions(player)}
    if not click and _drag_answers(g, player, list(legal.values()), source, target):
        return None
    if click and _click_answers(list(legal.values()), tok)[0]:
        return None
    errors = [e for e in (_refusal_of(g, player, text, follow, legal) for text, follow in meanings) if e]
    err = next((e for e in errors if e.code != "not-legal-now"), errors[0] if errors else None)
    if err is None:
        err = _nothing(g, player, source, target, src)
    return _about(g, err, player, source, target)


def _click_meaning(g, player: int, spot: Spot) -> list:
    """A click on a card or player: what the decision asks such things for (the verbs of its click
    answers: tap, choose, block, target …), else what the family reads into a click on it."""
    d = g.decision
    if spot.kind in ("card", "player") and spot.token:
        verbs = []
        for acts in d.actions.values():     # every waiting player's: the not-asked are told why not (304.3)
            for a in acts:
                if a.args and a.verb not in verbs and _is_click(g, a):
                    verbs.append(a.verb)
        if verbs:
            return [(f"p{player} {v} {spot.token}", None) for v in verbs]
    return g.rules.click_meaning(g, player, spot)


def _is_click(g, a) -> bool:
    from .hints import hint
    src, tgt, _ = hint(g, a)
    return src is None and tgt is not None


def _first_action(g, meanings):
    for text, _ in meanings:
        try:
            return g.parse(text)
        except ActionError:
            continue
    return None


def _refusal_of(g, player: int, text: str, follow, legal: dict) -> ActionError | None:
    """The engine's refusal of one meaning: of its action, or (the action being legal) of its follow-up."""
    try:
        a = g.parse(text)
    except ActionError as e:
        return e
    if text not in legal:
        return g.unseen_card_refusal(a) or g.rules.explain_illegal(g, a)
    if follow is None:
        return None
    trial = g.clone()
    trial.perform(text)
    d = trial.decision
    if d is None or player not in d.waiting_for():
        return None
    verbs = [x.verb for x in trial.legal_actions(player) if x.source is None and x.target is not None]
    if not verbs:
        return None
    b = trial.parse(f"p{player} {verbs[0]} {follow}")
    return trial.unseen_card_refusal(b) or trial.rules.explain_illegal(trial, b)


def _not_waiting(g, player: int) -> IllegalAction:
    d = g.decision
    return IllegalAction("not-your-decision", f"p{player}: another player must decide now ({d.kind})", d.rule,
                         waiting=list(d.waiting_for()))


def _nothing(g, player: int, source, target, src: Spot = NOWHERE) -> IllegalAction:
    """A gesture that means nothing in this family: said as such, with the decision's rule."""
    d = g.decision
    if src.kind == "card" and not _actor_holds(g, player, src):
        return IllegalAction("not-your-card", "that card is not yours to move", d.rule, decision=d.kind)
    if target is None or source is None:
        return IllegalAction("no-move", "nothing can be done with that now", d.rule, decision=d.kind)
    return IllegalAction("no-drop", "dropping that card there means nothing", d.rule, decision=d.kind)


def _actor_holds(g, player: int, spot: Spot) -> bool:
    if spot.card is None:
        return False
    return g.rules.view_controller(g, g.cards[spot.card]) == player or spot.owner == player


def _about(g, err: ActionError, player: int, source, target) -> ActionError:
    """The refusal names the gesture as made (tokens as the actor sees them) and, when this source has legal
    answers elsewhere, the targets that would work."""
    err.params.setdefault("source", source)
    err.params.setdefault("target", target)
    src = source if source is not None else target
    works = []
    for a in g.legal_actions(player):
        if a.source is not None and a.source == src:
            for t in ((a.target,) if a.target is not None else ()) + tuple(a.follow or ()):
                if t not in works:
                    works.append(t)
    if works:
        err.params.setdefault("targets", works)
    return err
