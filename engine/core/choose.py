"""The one choose-N frame and the `ask` helpers every family uses.

A combinatorial choice (which N cards, which opponent, yes or no, how many) is split into one small decision
per pick (DESIGN.md §4): `ChooseFrame` asks for one item at a time until `count` are picked (or, `up_to`, the
chooser says done), then hands the picks to the frame below it, attribute `into`."""
from __future__ import annotations

from .actions import Action, parse_player
from .decision import Decision
from .game import DONE, Frame


def ask(g, kind: str, player: int, actions: list[Action], rule: str, **info) -> Decision:
    """A decision one player answers."""
    return Decision(kind, (player,), {player: actions}, rule, "single", info)


def ask_any(g, kind: str, acts: dict, rule: str, **info) -> Decision:
    """One decision answered by any one of several players (a team holding priority)."""
    players = tuple(p for p in acts if acts[p])
    return Decision(kind, players, {p: acts[p] for p in players}, rule, "single", info)


class ChooseFrame(Frame):
    """Pick up to `count` items one at a time: cards (`verb` "choose" or a family verb such as "discard"),
    players ("opponent"), numbers ("count") or yes/no ("yesno").  `up_to`: the chooser may stop early."""

    __slots__ = ("kind", "rule", "items", "count", "up_to", "picked", "into", "verb")
    # whether a chooser who has left the game picks nothing (a family whose players never leave mid-choice
    # asks regardless)
    skip_if_gone = True

    def __init__(self, chooser, kind, rule, items, count=1, up_to=False, into="sel", verb="choose"):
        super().__init__(chooser)
        self.kind = kind
        self.rule = rule
        self.items = list(items)
        self.count = count
        self.up_to = up_to
        self.picked = []
        self.into = into
        self.verb = verb

    def _finish(self, g):
        setattr(g.frames[-2], self.into, list(self.picked))
        return DONE

    def run(self, g):
        p = self.owner
        left = [i for i in self.items if i not in self.picked]
        if len(self.picked) >= self.count or not left or (self.skip_if_gone and not g.players[p].alive):
            return self._finish(g)
        if not self.up_to and len(left) <= self.count - len(self.picked) and self.verb == "choose":
            self.picked.extend(left)  # nothing to choose: do as much as you can
            return self._finish(g)
        acts = []
        for it in left:
            if self.verb == "opponent":
                acts.append(Action(p, "opponent", (f"p{it}",)))
            elif self.verb == "count":
                acts.append(Action(p, "count", (str(it),)))
            elif self.verb == "yesno":
                acts.append(Action(p, "yes" if it else "no", ()))
            else:
                acts.append(Action(p, self.verb, (g.token(it, p),)))
        if self.up_to and self.verb == "choose":
            acts.append(Action(p, "done", ()))
        return ask(g, self.kind, p, acts, self.rule, count=self.count, picked=list(self.picked))

    def answer(self, g, a):
        if a.verb == "done":
            self.count = len(self.picked)
        elif a.verb == "opponent":
            self.picked.append(parse_player(a.args[0]))
        elif a.verb == "count":
            self.picked.append(int(a.args[0]))
        elif a.verb in ("yes", "no"):
            self.picked.append(a.verb == "yes")
        else:
            tok = a.args[0]
            # the token was made for this chooser from self.items: map it back without a global search
            self.picked.append(next(it for it in self.items if g.token(it, self.owner) == tok))


def choose_yes_no(chooser, kind, rule, into="sel") -> ChooseFrame:
    return ChooseFrame(chooser, kind, rule, [True, False], 1, False, into, "yesno")
