"""The shape every family's refusal explanations share (`explain.py`): a refusal names the action, a stable
code, a message and the rule id; the card an action names; the reasons a creature cannot attack now.  Each
family keeps its own words and rule ids."""
from __future__ import annotations

from typing import Callable, NamedTuple

from .actions import card_id
from .errors import IllegalAction


def refuser(a) -> Callable[..., IllegalAction]:
    """`no(code, message, rule, **params)`: the refusal of action `a`."""
    def no(code: str, msg: str, rule: str, **kw) -> IllegalAction:
        return IllegalAction(code, f"{a} refused: {msg}", rule, action=str(a), **kw)
    return no


def refusal_parts(g, a) -> tuple:
    """(`no`, the decision, the acting player, the card the first argument names or None) for explaining
    why `a` is refused."""
    cid = named_card(g, a)
    return refuser(a), g.decision, a.player, (g.cards[cid] if cid is not None else None)


def named_card(g, a, i: int = 0) -> int | None:
    """The id of the card that argument `i` of action `a` names ("c12"), or None."""
    cid = card_id(a.args[i]) if len(a.args) > i else None
    return cid if cid is not None and cid < len(g.cards) else None


def not_legal_now(no, d) -> IllegalAction:
    """The refusal when no rule more precise applies: not one of the current decision's answers."""
    return no("not-legal-now", f"it is not one of the legal answers to the current decision ({d.kind})", d.rule,
              decision=d.kind)


class AttackerRefusals(NamedTuple):
    """A family's words for a creature that may not attack now: each reason (code, message, rule id); the
    messages of `tapped` and `sick` name the card as {name}."""
    step: str           # the decision kind in which attackers are declared
    zone: str           # the zone (of the attacking player) that attackers come from
    wrong_step: tuple[str, str, str]
    not_yours: tuple[str, str, str]
    tapped: tuple[str, str, str]
    sick: tuple[str, str, str]


def refuse_attacker(no, d, p: int, c, words: AttackerRefusals, sick: Callable) -> IllegalAction | None:
    """The first reason card `c` cannot attack for player `p` in decision `d`: the wrong step, not the
    player's creature, tapped, summoning sickness (`sick(c)`); None when it is none of them."""
    if d.kind != words.step:
        return no(*words.wrong_step)
    if c is None or c.zname != words.zone or c.zowner != p:
        return no(*words.not_yours)
    if c.tapped:
        return _say(no, words.tapped, c)
    if sick(c):
        return _say(no, words.sick, c)
    return None


def _say(no, words: tuple[str, str, str], c) -> IllegalAction:
    code, msg, rule = words
    return no(code, msg.format(name=c.defn.name_en), rule)
