"""The one choose-N frame and the `ask` helpers every family uses.

A combinatorial choice (which N cards, which opponent, yes or no, how many) is split into one small decision
per pick (DESIGN.md §4): `ChooseFrame` asks for one item at a time until `count` are picked (or, `up_to`, the
chooser says done), then hands the picks to the frame below it, attribute `into`."""
from __future__ import annotations

from .actions import Action, parse_player
from .decision import Decision
from .game import DONE, Frame, canon
from .kinds import SIMULTANEOUS, SINGLE


def ask(g, kind: str, player: int, actions: list[Action], rule: str, **info) -> Decision:
    """A decision one player answers."""
    return Decision(kind, (player,), {player: actions}, rule, SINGLE, info)


def ask_any(g, kind: str, acts: dict, rule: str, **info) -> Decision:
    """One decision answered by any one of several players (a team holding priority)."""
    players = []
    offered = {}
    for p, a in acts.items():   # (a loop: generators cost more than these few players, asked at every priority)
        if a:
            players.append(p)
            offered[p] = a
    return Decision(kind, tuple(players), offered, rule, SINGLE, info)


def ask_players(g, kind: str, players, actions: dict, rule: str, mode: str | None = None, **info) -> Decision:
    """A decision every one of `players` answers: at once ("simultaneous", the default for several) or in
    order ("sequential")."""
    players = tuple(players)
    if mode is None:
        mode = SINGLE if len(players) == 1 else SIMULTANEOUS
    return Decision(kind, players, actions, rule, mode, info)


class ChooseFrame(Frame):
    """Pick up to `count` items one at a time: cards (`verb` "choose" or a family verb such as "discard"),
    players ("opponent"), numbers ("count") or yes/no ("yesno"); items that are not card ids (a player token
    such as "p2") are their own answer.  `up_to`: the chooser may stop early.

    `into` names the attribute of the frame below that receives the picks (a frame that files several
    choices by key, such as one resolution's effects, defines `take_choice(key, picks)`); empty: the picks
    are not handed down.  `op`: each pick takes effect at once, through the rules' `apply_choice(g, op,
    chooser, item)` (the stack game's discard, sacrifice, mulligan bottom).  `keep_in`: a card is offered
    only while it is still in one of the chooser's zones of these names."""

    __slots__ = ("kind", "rule", "items", "count", "up_to", "picked", "into", "verb", "op", "keep_in")
    # whether a chooser who has left the game picks nothing (a family whose players never leave mid-choice
    # asks regardless)
    skip_if_gone = True

    def __init__(self, chooser, kind, rule, items, count=1, up_to=False, into="sel", verb="choose", op=None,
                 keep_in=()):
        self.owner = chooser   # (Frame.__init__, spelled out: a frame is made at every step)
        self.kind = kind
        self.rule = rule
        self.items = list(items)
        self.count = count
        self.up_to = up_to
        self.picked = []
        self.into = into
        self.verb = verb
        self.op = op
        self.keep_in = keep_in

    def fp(self):
        # The field order of the frame each family had before this one frame, so that saves written then
        # replay to their recorded fingerprints: the shield and life-zone games' (no `op`), the stack game's.
        if self.op is None:
            vals = (self.kind, self.rule, self.items, self.count, self.up_to, self.picked, self.into, self.verb)
        else:
            vals = (self.kind, self.rule, self.items, self.count, self.op, self.picked, self.verb, self.up_to,
                    self.into)
        return (type(self).__name__,) + tuple(canon(v) for v in vals) + (self.owner,)

    def _finish(self, g):
        if self.into:
            below = g.frames[-2]
            take = getattr(below, "take_choice", None)
            if take is not None:
                take(self.into, list(self.picked))
            else:
                setattr(below, self.into, list(self.picked))
        return DONE

    def _offered(self, g, it) -> bool:
        if not self.keep_in or type(it) is not int:
            return True
        c = g.cards[it]
        return c.zname in self.keep_in and c.zowner == self.owner

    def run(self, g):
        p = self.owner
        left = [i for i in self.items if i not in self.picked and self._offered(g, i)]
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
                acts.append(Action(p, self.verb, (g.token(it, p) if type(it) is int else it,)))
        if self.up_to and self.verb == "choose":
            acts.append(Action(p, "done", ()))
        if len(acts) > 1:
            g.rules.choice_offered(g)
        return ask(g, self.kind, p, acts, self.rule, count=self.count, picked=len(self.picked))

    def answer(self, g, a):
        if a.verb == "done":
            self.count = len(self.picked)
            return
        if a.verb == "opponent":
            it = parse_player(a.args[0])
        elif a.verb == "count":
            it = int(a.args[0])
        elif a.verb in ("yes", "no"):
            it = a.verb == "yes"
        else:
            tok = a.args[0]
            # the token was made for this chooser from self.items: map it back without a global search
            it = next((i for i in self.items if type(i) is int and g.token(i, self.owner) == tok), tok)
        self.picked.append(it)
        if self.op is not None:
            g.rules.apply_choice(g, self.op, self.owner, it)


def choose_yes_no(chooser, kind, rule, into="sel") -> ChooseFrame:
    return ChooseFrame(chooser, kind, rule, [True, False], 1, False, into, "yesno")
