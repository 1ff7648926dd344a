"""What a person at the table may expect, written for the observer from issue 31's definitions and
DECISIONS.md (D-805.5-people, D-306-ask) — independently of the session's own modules, which the observer
must never import (tests/session/test_table_sim.py reads its imports).

Everything here reads the engine's views (engine/core/view.py: the public facts — turn, step, whose turn,
the stack or resolution area — and the cards a viewer knows) and its decision (kind, who must answer, each
one's answers)."""
from __future__ import annotations

from dataclasses import dataclass

PRIORITY = "priority"


# ----- answers (the engine's decision.actions of one player) ------------------------------------------------
def pass_text(answers) -> str | None:
    """The decision's pass-like answer (go on, no block, done …): its one answer that names nothing,
    conceding aside."""
    plain = [str(a) for a in answers if not a.args and a.verb != "concede"]
    return plain[0] if len(plain) == 1 else None


def can_do_more(answers) -> bool:
    """The player has an answer other than the pass (conceding aside)."""
    p = pass_text(answers)
    return any(str(a) != p and a.verb != "concede" for a in answers)


# ----- cards --------------------------------------------------------------------------------------------
def _ids(view, face_up_only: bool) -> set[int]:
    """The card ids (cN) a view names, in every zone, under other cards and on the stack; with `face_up_only`,
    only those it shows with their definition."""
    out: set[int] = set()

    def add(token, card):
        if token and token[:1] == "c" and token[1:].isdigit() and (card is not None or not face_up_only):
            out.add(int(token[1:]))

    def walk(cv):
        add(cv.token, cv.card)
        for u in cv.attached:
            walk(u)
    for z in view.zones.values():
        for c in z.cards:
            walk(c)
    for it in view.stack:
        add(it.token, it.card)
    return out


def face_up(view) -> set[int]:
    """The ids of the cards a view shows face up (named by id with their definition)."""
    return _ids(view, True)


def named(view) -> set[int]:
    """The ids of the cards a viewer knows: every card their view names by id (cN)."""
    return _ids(view, False)


def offered_cards(offers) -> set[int]:
    """The cards an offer list names (buttons and drags draw them on the screen)."""
    out: set[int] = set()
    for o in offers:
        for tok in (o.source, o.target, *o.follow, *o.text.split()[2:]):
            if isinstance(tok, str) and tok[:1] == "c" and tok[1:].isdigit():
                out.add(int(tok[1:]))
    return out


# ----- turns: End turn (F6) and "pass until something happens" (F4) ----------------------------------------
def has_turn(view, p: int) -> bool:
    """p's team has the turn (805.5a: every player of a shared team turn, not only its primary player)."""
    return p in (view.active_players or [view.turn_player])


@dataclass(frozen=True)
class Until:
    """A person's "pass until": `how` is "turn" (End turn, F6) or "event" (F4)."""
    how: str
    turn: int
    player: int | None      # the turn's player; None: p's own turn marker, whatever its number (grand melee)
    own: int                # the person
    stack: int = 0          # F4: the stack's size when it was pressed

    def holds(self, view, kind: str) -> bool:
        if self.player is None:          # "my turn": until p's own turn marker moves on (807.4)
            same = self.own in (view.active_players or [view.turn_player])
        else:
            same = (view.turn, view.turn_player) == (self.turn, self.player) or (
                view.turn_player != self.player and self.player in (view.active_players or ()))
        if self.how == "turn":
            return same
        return same and kind == PRIORITY and len(view.stack) <= self.stack


def until_pressed(how: str, view, p: int) -> Until:
    """The "pass until" a person sets at `view`: End turn ends the person's own turn (their own turn marker
    where two run at once, 807.4), or the turn now when it is not theirs; F4 ends when something happens
    (the stack grows, the turn ends, a decision other than priority)."""
    if has_turn(view, p) and view.turn_player != p and p not in _teammates_of(view, view.turn_player):
        return Until(how, view.turn, None, p, len(view.stack))
    return Until(how, view.turn, view.turn_player, p, len(view.stack))


def _teammates_of(view, p: int) -> list:
    team = next((t for t in view.teams if p in t.members), None)
    return list(team.members) if team is not None else [p]


# ----- when a person's pass may be given without asking them ----------------------------------------------
def pass_allowed(p: int, view, kind: str, answers, stops: set, until: Until | None) -> str | None:
    """Why p's pass may be given for p without asking (None: it may not).  From the issue: only the pass
    was offered; a "pass until" the person set covers it; or the documented default stops — a person is
    asked at priority only in the main steps of a turn their team has, while something waits on the stack
    or in the resolution area, and at the steps they marked in the Stops list."""
    if not can_do_more(answers):
        return "only-pass"
    if until is not None and until.holds(view, kind) and (kind == PRIORITY or has_turn(view, p)):
        return "until"
    if kind != PRIORITY:
        return None
    if view.stack:
        return None                                  # a chance to respond
    step = str(view.step)
    if step in stops:
        return None
    if step.startswith("main") and has_turn(view, p):
        return None
    return "not-a-stop"
