"""A decision that any one of several players answers, and whose one answer counts for all of them: a team
holding priority, a team choosing which of its units blocks (the engine's `ask_any`).

Taking the first waiting player's answer, as for any other decision, let a computer's "go on" pass for the
whole team before its teammate had a say: a computer whose turn it was never placed energy when its
teammate happened to be listed first.  So the table asks the turn player first (they drive their turn),
then computers, then people; and a computer's button answer (go on, no block: the pass-like answer) only
declines while a teammate has yet to answer, so the team passes when nobody has anything to add.  A
person's answer is always given: people at the screen speak for the team.  Nothing here knows a family's
rules: only who is waiting, who is a computer, and which answers are buttons."""
from __future__ import annotations


def is_shared(decision) -> bool:
    return decision is not None and decision.mode == "single" and len(decision.waiting_for()) > 1


class Declines:
    """The computers that declined the decision now, and those found to have more than a button to answer
    (asked once per decision: the table asks who acts at every redraw); forgotten as soon as the game moves on."""

    def __init__(self) -> None:
        self._key = None
        self._who: set = set()
        self.more_than_buttons: set = set()

    def of(self, g) -> set:
        key = (id(g), id(g.decision), len(g.actions_log))
        if key != self._key:
            self._key, self._who, self.more_than_buttons = key, set(), set()
        return self._who


def ask_order(g, is_computer) -> list:
    """The waiting players in the order the table asks them."""
    return sorted(g.decision.waiting_for(), key=lambda p: (p != g.turn_player, not is_computer(p)))


def first_to_ask(g, is_computer, declines: Declines, only_buttons) -> int:
    """Who the table asks now: the first in ask_order who has not declined.  A computer with nothing but a
    button to answer declines without being asked, unless nobody else is left to answer."""
    declined = declines.of(g)
    order = ask_order(g, is_computer)
    for p in order:
        if p in declined:
            continue
        if is_computer(p) and p not in declines.more_than_buttons and _others_left(order, declined, p):
            if only_buttons(p):
                declined.add(p)
                continue
            declines.more_than_buttons.add(p)
        return p
    return order[-1]


def declines_with(g, is_computer, declines: Declines, p: int, is_button: bool) -> bool:
    """Whether computer `p`'s answer only declines (see the module's text): a button answer while a
    teammate may still answer.  Records the decline."""
    declined = declines.of(g)
    if is_button and _others_left(ask_order(g, is_computer), declined, p):
        declined.add(p)
        return True
    return False


def _others_left(order, declined: set, p: int) -> bool:
    return any(q != p and q not in declined for q in order)
