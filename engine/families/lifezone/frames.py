"""Resumable procedures of the life-zone game: setup, turn, window (priority loop), playing,
paying, trigger placement, resolution, attack/block/battle, damage packets.  Every field is plain
data so the fingerprint sees it; one action answers one small decision."""
from __future__ import annotations

from ...core.actions import Action
from ...core.events import Event
from ...core import choose
from ...core.choose import ask, ask_any
from ...cards.primitives import REGISTRY
from ...core.game import DONE, PUSHED, Frame

CONTINUE = PUSHED
# the family's effect ops, filled by engine/families/lifezone/effects.py (imported by the rules)
LIFEZONE_OPS = REGISTRY.setdefault("lifezone", {})


def A(p: int, verb: str, *args: str) -> Action:
    return Action(p, verb, tuple(args))


def cid_of(tok: str) -> int:
    return int(tok[1:])


def rotate(g, members: list[int]) -> list[int]:
    """Which teammate is listed first alternates (random playouts then try both players' actions)."""
    if len(members) < 2:
        return members
    g.memory["prio_n"] += 1
    k = g.memory["prio_n"] % len(members)
    return members[k:] + members[:k]


# ======================================================================================
class ChooseFrame(choose.ChooseFrame):
    __slots__ = ()
    skip_if_gone = False  # a life-zone player leaves only when the whole game ends


# ======================================================================================
class SetupFrame(Frame):
    """Mulligans (one each, in turn order), then life cards, then 2 energy (addendum Q9 order)."""

    __slots__ = ("order", "i")

    def __init__(self, first):
        self.owner = first   # (Frame.__init__, spelled out: a frame is made at every step)
        self.order = []
        self.i = -1

    def run(self, g):
        R = g.rules
        if self.i < 0:
            self.order = R.turn_order_from(g, self.owner)
            self.i = 0
        if R.options.get("mulligan", True) and self.i < len(self.order):
            p = self.order[self.i]
            return ask(g, "mulligan", p, [A(p, "keep"), A(p, "mulligan")], R.RID["mulligan"])
        R.place_life(g, self.owner)
        R.place_energy(g, self.owner)
        g.emit("setup_done", first=self.owner)
        return DONE

    def answer(self, g, a):
        R = g.rules
        p = a.player
        if a.verb == "mulligan":
            hand = g.zones[f"p{p}.hand"]
            for cid in list(hand):
                R.move(g, cid, p, "aside", cause="mulligan")
            R.draw_n(g, p, 5)
            for cid in list(g.zones[f"p{p}.aside"]):
                R.move(g, cid, p, "deck", cause="mulligan")
            g.shuffle_zone(f"p{p}.deck")
            g.emit("mulligan", player=p, rule=R.RID["mulligan"])
        self.i += 1


# ======================================================================================
class TurnFrame(Frame):
    STAND, STAND_WIN, DRAW, DRAW_WIN, MAIN, ATTACK, AFTER_ATTACK, END, CLEANUP, DONE_ = range(10)
    STEPS = {"stand": 0, "draw": 2, "main": 4, "attack": 5, "end": 7}
    __slots__ = ("stage", "sel")

    def __init__(self, tp):
        self.owner = tp   # (Frame.__init__, spelled out: a frame is made at every step)
        self.stage = 0
        self.sel = []

    def run(self, g):
        tp = self.owner
        R = g.rules
        st = self.stage
        if st == self.STAND:
            R.new_turn_records(g)
            g.step = "stand"
            g.emit("turn_start", player=tp, turn=g.turn)
            for key in (f"p{tp}.energy", f"p{tp}.territory"):
                for cid in g.zones[key]:
                    g.cards[cid].tapped = False
            mine = R.units(g, tp)
            for cid in mine:
                g.cards[cid].tapped = False
            g.emit("stand", player=tp)
            for cid in mine:
                R.fire(g, "turn_start", cid)
            self.stage = self.STAND_WIN
            return g.push(WindowFrame("play"))
        if st == self.STAND_WIN:
            self.stage = self.DRAW
            return CONTINUE
        if st == self.DRAW:
            g.step = "draw"
            self.stage = self.DRAW_WIN
            if R.skips_first_draw(g, tp):
                g.emit("draw_skipped", player=tp, rule=R.RID["first_draw"])
            else:
                R.draw_n(g, tp, 1)
            return g.push(WindowFrame("play"))
        if st == self.DRAW_WIN:
            self.stage = self.MAIN
            return CONTINUE
        if st == self.MAIN:
            g.step = "main"
            self.stage = self.ATTACK
            return g.push(WindowFrame("play", main=True))
        if st == self.ATTACK:
            g.step = "attack"
            acts = [A(tp, "attack", f"c{cid}") for cid in R.units(g, tp) if not g.cards[cid].tapped]
            if not acts:
                self.stage = self.END
                return CONTINUE
            return ask(g, "attack", tp, acts + [A(tp, "pass")], R.RID["attack"])
        if st == self.END:
            g.step = "end"
            self.stage = self.CLEANUP
            return g.push(WindowFrame("play"))
        if st == self.CLEANUP:
            for cid in g.zones["all.field"]:
                c = g.cards[cid]
                c.damage = 0
                c.mods = []
            self.stage = self.DONE_
            hand = g.zones[f"p{tp}.hand"]
            over = len(hand) - R.hand_limit(g, tp)
            if over > 0 and g.players[tp].alive:
                return g.push(DiscardFrame(tp, over, R.RID["hand_limit"]))
            return CONTINUE
        g.emit("turn_end", player=tp, turn=g.turn)
        return DONE

    def answer(self, g, a):
        if a.verb == "pass":
            self.stage = self.END
        elif a.verb == "attack":
            g.push(AttackFrame(self.owner, cid_of(a.args[0])))


class DiscardFrame(Frame):
    __slots__ = ("n", "rule", "sel", "stage")

    def __init__(self, p, n, rule):
        self.owner = p   # (Frame.__init__, spelled out: a frame is made at every step)
        self.n, self.rule, self.sel, self.stage = n, rule, [], 0

    def run(self, g):
        p = self.owner
        if self.stage == 0:
            self.stage = 1
            hand = g.zones[f"p{p}.hand"]
            n = min(self.n, len(hand))
            if n <= 0:
                return DONE
            return g.push(ChooseFrame(p, "discard", self.rule, hand, n))
        for cid in self.sel:
            if g.cards[cid].zone == f"p{p}.hand":
                g.rules.move(g, cid, p, "grave", cause="discard")
        g.emit("discard", player=p, count=len(self.sel), rule=self.rule)
        return DONE


def say_pass(events: list, at: int, side: int, R) -> int:
    """Write at `at` the pass of `side` that had nothing to do (L-6, 802-9), if one is unsaid (side >= 0),
    before whatever the rules check said after it (those events are numbered on); returns -1 (said)."""
    if side < 0:
        return -1
    said = [Event(at, "auto_pass", {"side": side}, None, None, R.RID["pass"]),
            Event(at + 1, "pass", {"side": side}, None, None, "")]
    for e in events[at:]:
        e.seq += 2
    events[at:at] = said
    return -1


# ======================================================================================
class WindowFrame(Frame):
    """A play window or a damage window (tag 802; base: the same loop with a player as the side).

    stage: start (802-2) -> rules (802-3, then 802-4: one trigger check per loop) -> check (802-5) ->
    prio (802-6) -> pass handling (802-7/8/9) or an action (802-10)."""

    __slots__ = ("kind", "main", "prio", "passed", "stage", "packet", "fresh")

    def __init__(self, kind="play", main=False, packet=None):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.kind = kind
        self.main = main
        self.prio = -1
        self.passed = False
        self.stage = "start"
        # [target player, unit points left, buster points left, source card or -1, unit points dealt]
        self.packet = packet
        self.fresh = True     # came from 802-2 (window start, or both sides passed in succession)

    def packet_left(self) -> bool:
        return self.packet is not None and (self.packet[1] + self.packet[2]) > 0

    def damage_check(self, g):
        """Player-damage check: 1002-2b — damage is dealt point by point, so the rest of a unit's packet
        follows the unit as it is now: a hit changed between points (+1 / -1) changes the points still to
        be dealt, and once the attacking unit has left the field the rest is not dealt (buster damage has
        the icon as its source and stays, L-3)."""
        pk = self.packet
        if pk is None or pk[3] < 0:
            return
        src = g.cards[pk[3]]
        if src.zone != "all.field":
            if pk[1] > 0:
                g.emit("damage_cancelled", source=pk[3], points=pk[1], rule=g.rules.RID["packet"])
                pk[1] = 0
            return
        left = max(0, g.rules.hit(g, src) - pk[4])
        if left != pk[1]:
            g.emit("damage_changed", source=pk[3], points=left, was=pk[1], rule=g.rules.RID["packet"])
            pk[1] = left

    def run(self, g):
        R = g.rules
        # A side that can only pass passes here and the other side is asked in the same call.  The rules
        # check (802-3) and the damage checks before it are not run again for it when they changed nothing
        # a moment ago: a pass changes no card, so they would find nothing (most windows are two passes).
        # The stage is kept in a local and written back before every return: this loop runs at every
        # step of every turn, and most of its rounds are silent.
        quiet = False
        damage = self.packet is not None      # (only a damage window has a packet; play windows skip its checks)
        events = g.events
        # D-silent-window: the side that passed with nothing to do, its auto_pass and pass not written yet.
        # When the other side then has nothing to do either, the round is written as one silent_window
        # event; anything else in between (the rules check speaking, a side that may act) writes them first.
        unsaid = -1
        sides = R._sides
        players = g.players
        while True:
            stage = self.stage
            if stage == "end":
                if self.kind == "damage":
                    g.emit("damage_window_end", target=self.packet[0])
                return DONE
            if stage == "start":
                self.prio = R._sides.side[g.turn_player]                # 802-2
                stage = self.stage = "rules"
            if stage == "rules":                                        # 802-3
                if not quiet:
                    seen = len(events)
                    if damage:
                        self.damage_check(g)
                    R.state_checks(g)
                    quiet = len(events) == seen
                    if not quiet or g.pending:
                        unsaid = say_pass(events, seen, unsaid, R)   # the check spoke after that pass
                    if g.outcome is not None:
                        return DONE
                    if g.pending:
                        return g.push(PlaceTriggersFrame())
                stage = "check"                                         # 802-4, then 802-5
                # L-8 (ours): one point per round from 802-2, and only with an empty resolution area, so
                # both sides may answer a revealed card and a shot resolves before the next point (1002-2b)
                if damage and self.packet_left() and self.fresh and not g.memory["res"]:
                    unsaid = say_pass(events, len(events), unsaid, R)
                    self.fresh = False
                    self.stage = stage
                    return g.push(TriggerCheckFrame(self.packet))
            if stage == "check" and damage and not quiet:
                self.damage_check(g)
            self.stage = "prio"
            # (priority_members without its call for a side of one living player, as every side of divide)
            members = sides.members[self.prio]
            if len(members) > 1 or not players[members[0]].alive:
                members = self.priority_members(g)
            # most windows offer nothing but passing: find that out without listing every answer
            tp = g.turn_player
            normal = tp if self.main and self.normal_ok(g, tp) else -1
            if R.anyone_may_act(g, members, normal, normal >= 0 and g.per_turn["energy"] < 1):
                unsaid = say_pass(events, len(events), unsaid, R)
                return ask_any(g, "priority", self.priority_actions(g, members), R.RID["priority"],
                               side=self.prio, window=self.kind, main=self.main)
            # L-6: nothing to do but pass (Game.emit without its call: most windows are these two passes)
            if not self.passed:                                         # 802-9, the common case of do_pass
                unsaid = self.prio
                self.passed = True
                self.prio = R._sides.other[self.prio]
                self.stage = "rules"
                continue
            if unsaid >= 0:                                             # nobody could do anything but pass
                self.say_silent(g, unsaid)
                unsaid = -1
                self.both_passed(g)
            else:
                events.append(Event(len(events), "auto_pass", {"side": self.prio}, None, None, R.RID["pass"]))
                self.do_pass(g)
            if g.frames[-1] is not self:
                return CONTINUE
            quiet = False

    def say_silent(self, g, first) -> None:
        """D-silent-window: one event for a round in which no side could do anything but pass: which window
        (play or damage, in which step, main or not), the sides in the order they passed, and what follows:
        the window ends (802-7), the newest card or ability resolves (802-8), or the damage goes on."""
        R = g.rules
        res = g.memory["res"]
        data = {"window": self.kind, "step": g.step, "main": self.main, "sides": [first, self.prio]}
        if res:
            data["then"], data["what"], data["card"], rule = "resolve", res[-1][1], res[-1][3], R.RID["resolve"]
        elif self.packet_left():
            data["then"], rule = "damage", R.RID["packet"]
        else:
            data["then"], rule = "end", R.RID["close"]
        events = g.events
        events.append(Event(len(events), "silent_window", data, None, None, rule))

    def normal_ok(self, g, p) -> bool:
        """802-6: main phase, the turn player holds priority, nothing in the resolution area, no
        damage packet (and no waiting auto ability, addendum Q8)."""
        return (self.main and p == g.turn_player and self.prio == g.rules._sides.side[p]
                and not g.memory["res"] and not self.packet_left() and not g.pending)

    def priority_members(self, g) -> tuple:
        """The living players of the side holding priority, in this round's order (rotate: once a round)."""
        t = g.rules._sides
        members = t.members[self.prio]
        players = g.players
        for q in members:
            if not players[q].alive:
                return tuple(rotate(g, [q for q in members if players[q].alive]))
        rotations = t.rotations[self.prio]
        if len(rotations) < 2:
            return members
        memory = g.memory
        n = memory["prio_n"] = memory["prio_n"] + 1
        return rotations[n % len(rotations)]

    def priority_actions(self, g, members: tuple | None = None) -> dict:
        R = g.rules
        hands = R._sides.hand
        out = {}
        for p in self.priority_members(g) if members is None else members:
            nok = self.main and p == g.turn_player and self.normal_ok(g, p)
            if nok and g.per_turn["energy"] < 1:
                acts = [Action(p, "energy", (f"c{cid}",)) for cid in g.zones[hands[p]]]
            else:
                acts = []
            for cid in R.playable(g, p, nok):
                acts.append(Action(p, "play", (f"c{cid}",)))
            for cid, i in R.activatable(g, p, nok):
                acts.append(Action(p, "activate", (f"c{cid}", str(i))))
            acts.append(Action(p, "pass", ()))
            out[p] = acts
        return out

    def do_pass(self, g):
        events = g.events
        events.append(Event(len(events), "pass", {"side": self.prio}, None, None, ""))
        if self.passed:                                             # both sides passed in succession
            self.both_passed(g)
            return
        self.passed = True                                          # 802-9
        self.prio = g.rules.other_side(g, self.prio)
        self.stage = "rules"

    def both_passed(self, g) -> None:
        """Both sides passed in succession: the window ends (802-7), or priority goes back to the turn
        player's side (802-2) after the newest object resolves (802-8) or for the damage still to deal."""
        if not g.memory["res"] and not self.packet_left():
            self.stage = "end"                                      # 802-7
            return
        self.passed = False
        self.prio = g.rules.side_of(g, g.turn_player)              # back to 802-2
        self.stage = "rules"
        self.fresh = True
        if g.memory["res"]:                                         # 802-8: resolve the newest one
            g.push(ResolveFrame())

    def answer(self, g, a):
        R = g.rules
        p = a.player
        if a.verb == "pass":
            self.do_pass(g)
            return
        self.passed = False
        self.stage = "rules"                                        # 802-10: check, then 802-3
        if a.verb == "energy":
            cid = cid_of(a.args[0])
            R.move(g, cid, p, "energy", cause="energy")
            g.per_turn["energy"] += 1
            g.emit("energy_placed", player=p, card=cid, rule=R.RID["energy"])
        elif a.verb == "play":
            g.push(PutFrame(p, cid_of(a.args[0]), -1, free=False))
        elif a.verb == "activate":
            g.push(PutFrame(p, cid_of(a.args[0]), int(a.args[1]), free=False))


# ======================================================================================
class PayFrame(Frame):
    """Rest standing energy one card at a time (or automatically) until the cost is paid."""

    __slots__ = ("cost", "req", "rested")

    def __init__(self, p, cost, req):
        self.owner = p   # (Frame.__init__, spelled out: a frame is made at every step)
        self.cost, self.req, self.rested = cost, tuple(tuple(x) for x in req), []

    @staticmethod
    def _alike(g, offers: list) -> bool:
        """Whether every offered card has the first one's colours (resting any of them is the same answer)."""
        cards = g.cards
        first = cards[offers[0]].defn.colors
        for x in offers:
            if cards[x].defn.colors != first:
                return False
        return True

    def offers(self, g):
        """The standing energy cards after whose resting the cost can still be paid (R.completable for
        each, with the colours read once)."""
        R = g.rules
        standing = R.standing_energy(g, self.owner)
        need = self.cost - len(self.rested) - 1
        if need < 0 or need > len(standing) - 1:
            return []
        if not self.req:
            return standing
        cards = g.cards
        cols = [cards[x].defn.colors for x in standing]
        done = [cards[x].defn.colors for x in self.rested]
        by_colours: dict = {}     # cards of the same colours answer alike
        out = []
        for i, x in enumerate(standing):
            ok = by_colours.get(cols[i])
            if ok is None:
                ok = by_colours[cols[i]] = R.completable(need, self.req, tuple(sorted(done + [cols[i]])),
                                                         tuple(sorted(cols[:i] + cols[i + 1:])))
            if ok:
                out.append(x)
        return out

    def run(self, g):
        p = self.owner
        if len(self.rested) >= self.cost:
            g.emit("paid", player=p, cards=list(self.rested), zone="energy", rule=g.rules.RID["pay"])
            return DONE
        offers = self.offers(g)
        if len(offers) == 1 or self._alike(g, offers):
            self._rest(g, offers[0])
            return CONTINUE
        return ask(g, "pay", p, [A(p, "rest", f"c{x}") for x in offers] + [A(p, "autopay")], g.rules.RID["pay"],
                   cost=self.cost, paid=len(self.rested))

    def _rest(self, g, x):
        g.cards[x].tapped = True
        self.rested.append(x)

    def answer(self, g, a):
        if a.verb == "rest":
            self._rest(g, cid_of(a.args[0]))
        else:
            while len(self.rested) < self.cost:
                self._rest(g, self.offers(g)[0])


# ======================================================================================
class PutFrame(Frame):
    """Play a card (ab = -1) or an activated ability (ab >= 0), or put a triggered auto ability
    into the resolution area (trig = True): bind "the opponent" (901-1) and targets at the same
    time, pay the cost, then the object waits in the resolution area."""

    __slots__ = ("cid", "ab", "free", "trig", "stage", "sel", "opp", "targets", "from_hand", "ctrl")

    def __init__(self, p, cid, ab, free=False, trig=False):
        self.owner = p   # (Frame.__init__, spelled out: a frame is made at every step)
        self.cid, self.ab, self.free, self.trig = cid, ab, free, trig
        self.stage, self.sel, self.opp, self.targets = 0, [], -1, []
        self.from_hand = False
        self.ctrl = p

    def ability(self, g):
        d = g.cards[self.cid].defn
        if self.ab >= 0:
            return d.abilities[self.ab]
        for x in d.abilities:
            if x.kind == "effect":
                return x
        return None

    def run(self, g):
        R = g.rules
        c = g.cards[self.cid]
        ab = self.ability(g)
        p = self.owner
        if self.stage == 0:
            self.stage = 1
            if self.ab < 0:  # a card: into the resolution area
                src = c.zone
                self.from_hand = src.endswith(".hand")
                if src.endswith(".life"):
                    R.life_move(g, self.cid, "res", cause="shot")  # 302-3a: under its owner's control
                else:
                    R.move(g, self.cid, None, "res", cause="play", controller=p)
            elif not self.trig:
                if ab.rest_self:
                    c.tapped = True
                g.memory.setdefault("used_abilities", {})[f"{self.cid}:{self.ab}"] = g.turn
        if self.stage == 1:
            self.stage = 2
            if ab is not None and ab.needs_opponent():               # 901-1
                opps = R.opponents(g, p)
                if len(opps) == 1:
                    self.opp = opps[0]
                elif opps:
                    return g.push(ChooseFrame(p, "choose-opponent", R.RID["opponent"], opps, 1, into="sel",
                                              verb="opponent"))
        if self.stage == 2:
            if self.sel and self.opp < 0:
                self.opp = self.sel[0]
            self.sel = []
            self.stage = 3
            t = ab.target_op() if ab is not None else None
            if t is not None:
                spec = t["target"]
                cands = R.target_candidates(g, p, spec, self.cid)
                if not cands:
                    g.emit("no_target", card=self.cid, player=p)
                    if self.ab < 0:
                        R.move(g, self.cid, c.owner, "grave", cause="no-target")
                    return DONE
                return g.push(ChooseFrame(p, "choose-target", R.RID["opponent"], cands, spec.get("count", 1),
                                          into="targets"))
        if self.stage == 3:
            if ab is not None and ab.refers_to_opponent() and self.opp < 0:
                r = self.bind_opponent_by_targets(g, p)
                if r is not None:
                    return r
            self.stage = 4
            if not self.free and not self.trig:
                cost = c.defn.cost if self.ab < 0 else ab.cost
                req = c.defn.require if self.ab < 0 else ()
                if cost > 0:
                    return g.push(PayFrame(p, cost, req))
        g.memory["seq"] += 1
        kind = "card" if self.ab < 0 else "ability"
        g.memory["res"].append([g.memory["seq"], kind, p, self.cid, self.ab, self.opp, list(self.targets)])
        g.emit("put", player=p, card=self.cid, what=kind, ability=self.ab, opponent=self.opp,
               targets=list(self.targets), free=self.free, trig=self.trig)
        if self.ab < 0 and self.from_hand and not self.free and c.defn.is_ace:
            R.open_territory(g, p, c)
        return DONE

    def bind_opponent_by_targets(self, g, p):
        """901-1: an ability that targets a card and also says "the opponent": the opponent is the
        controller of an opposing target the same ability chose (the first one); with no opposing target,
        the controller chooses one opposing player now, together with the targets.  Never a fixed seat."""
        R = g.rules
        if self.sel:
            self.opp = self.sel[0]
            self.sel = []
            return None
        opps = R.opponents(g, p)
        by_target = [g.cards[t].controller for t in self.targets if g.cards[t].controller in opps]
        if by_target:
            self.opp = by_target[0]
            g.emit("designate", player=p, opponent=self.opp, by="target", rule=R.RID["opponent"])
            return None
        if len(opps) == 1:
            self.opp = opps[0]
            return None
        if opps:
            return g.push(ChooseFrame(p, "choose-opponent", R.RID["opponent"], opps, 1, into="sel", verb="opponent"))
        return None

    def answer(self, g, a):  # pragma: no cover - decisions are asked by child frames
        pass


class PlaceTriggersFrame(Frame):
    """tag 1001-1/1001-2 (base: the same with players): waiting auto abilities of the turn player's
    side are put into the resolution area first; each side orders its own."""

    __slots__ = ()

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)

    def run(self, g):
        R = g.rules
        if not g.pending or g.outcome is not None:
            return DONE
        tps = R.side_of(g, g.turn_player)
        mine = [pe for pe in g.pending if R.side_of(g, pe.controller) == tps]
        group = mine or list(g.pending)
        if len(group) == 1:
            return self._place(g, group[0])
        side = R.side_of(g, group[0].controller)
        acts = {}
        for p in R.side_members(g, side):
            if g.players[p].alive:
                acts[p] = [A(p, "order", str(pe.seq)) for pe in group]
        return ask_any(g, "order-triggers", acts, R.RID["order"], side=side)

    def _place(self, g, pe):
        g.pending.remove(pe)
        if not g.players[pe.controller].alive:
            return CONTINUE
        return g.push(PutFrame(pe.controller, pe.source, pe.ability, trig=True))

    def answer(self, g, a):
        seq = int(a.args[0])
        pe = next(x for x in g.pending if x.seq == seq)
        g.pending.remove(pe)
        g.push(PutFrame(pe.controller, pe.source, pe.ability, trig=True))


class ResolveFrame(Frame):
    """Resolve the newest object of the resolution area (LIFO)."""

    __slots__ = ()

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)

    def run(self, g):
        R = g.rules
        if not g.memory["res"]:
            return DONE
        _seq, kind, ctrl, cid, ab, opp, targets = g.memory["res"].pop()
        c = g.cards[cid]
        g.emit("resolve", player=ctrl, card=cid, what=kind, ability=ab, rule=R.RID["resolve"])
        g.frames.pop()  # replace this frame by what the resolution needs
        if kind == "card":
            if c.zone != "all.res":
                return CONTINUE
            if c.defn.is_unit:
                R.enter_field(g, cid, ctrl, cause="resolve")
                return CONTINUE
            effect = next(x for x in c.defn.abilities if x.kind == "effect")
            return g.push(EffectFrame(ctrl, cid, list(effect.effects), opp, targets, grave=cid))
        abd = c.defn.abilities[ab]
        return g.push(EffectFrame(ctrl, cid, list(abd.effects), opp, targets, grave=-1))

    def answer(self, g, a):  # pragma: no cover
        pass


# ======================================================================================
class EffectFrame(Frame):
    """Carry out the effects of a resolving command or ability, one instruction after another."""

    __slots__ = ("src", "effects", "opp", "targets", "grave", "i", "sel", "waiting")

    def __init__(self, ctrl, src, effects, opp, targets, grave=-1):
        self.owner = ctrl   # (Frame.__init__, spelled out: a frame is made at every step)
        self.src, self.effects, self.opp, self.targets, self.grave = src, effects, opp, list(targets), grave
        self.i, self.sel, self.waiting = 0, [], False

    def who(self, g, e) -> int:
        w = e["who"]             # the card reader makes every player-naming op say whose (self / opponent)
        if w == "opponent":
            if self.opp >= 0 and g.players[self.opp].alive:
                return self.opp
            opps = g.rules.opponents(g, self.owner)
            return opps[0] if opps else self.owner
        return self.owner

    def run(self, g):
        R = g.rules
        p = self.owner
        while self.i < len(self.effects) and g.outcome is None:
            e = self.effects[self.i]
            op = e["op"]
            if self.waiting:  # a choice came back
                self.waiting = False
                self.i += 1
                if op == "discard":
                    q = self.who(g, e)
                    for cid in self.sel:
                        if g.cards[cid].zone == f"p{q}.hand":
                            R.move(g, cid, q, "grave", cause="discard")
                continue
            r = self.do(g, R, p, e, op)
            if r is not None:
                self.waiting = True
                return r
            self.i += 1
        if self.grave >= 0 and g.cards[self.grave].zone == "all.res":
            R.move(g, self.grave, g.cards[self.grave].owner, "grave", cause="resolved")
        return DONE

    def live_targets(self, g):
        return [t for t in self.targets if g.cards[t].zone == "all.field"]

    def do(self, g, R, p, e, op):
        """One effect, by its op's primitive in the registry (engine/families/lifezone/effects.py)."""
        prim = LIFEZONE_OPS.get(op)
        return prim.fn(g, self, e) if prim is not None else None

    def answer(self, g, a):  # pragma: no cover
        pass


# ======================================================================================
class TriggerCheckFrame(Frame):
    """One point of player damage (tag 701-1): reveal the top card of the damaged player's (team's)
    life zone; empty = that side loses; buster = 1 more damage; shot = its owner may play it free."""

    __slots__ = ("packet", "card", "stage", "sel")

    def __init__(self, packet):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.packet, self.card, self.stage, self.sel = packet, -1, 0, []

    def run(self, g):
        R = g.rules
        pk = self.packet
        target = pk[0]
        if self.stage == 0:
            if pk[1] > 0:
                pk[1] -= 1
                pk[4] += 1
            else:
                pk[2] -= 1
            life = g.zones[R.life_key(g, target)]
            g.emit("player_damage", player=target, rule=R.RID["damage"])
            if not life:
                g.emit("life_empty", player=target, rule=R.RID["life_empty"])
                R.side_loses(g, R.side_of(g, target), R.RID["life_empty"], "damage with an empty life zone")
                return DONE
            cid = life[-1]
            c = g.cards[cid]
            c.known = g.all_mask
            self.card = cid
            g.emit("trigger_check", player=target, card=cid, defn=c.defn.id, owner=c.owner, icon=c.defn.icon)
            if c.defn.icon == "buster":
                pk[2] += 1
                g.emit("buster", player=target, card=cid, rule=R.RID["buster"])
            self.stage = 1
            if c.defn.icon == "shot" and R.card_playable_free(g, c.owner, cid):
                return g.push(ChooseFrame(c.owner, "shot", R.RID["shot"], [True, False], 1, verb="yesno"))
        if self.stage == 1:
            self.stage = 2
            if self.sel and self.sel[0]:
                g.emit("shot", player=g.cards[self.card].owner, card=self.card, rule=R.RID["shot"])
                return g.push(PutFrame(g.cards[self.card].owner, self.card, -1, free=True))
        if g.cards[self.card].zone == R.life_key(g, target):
            R.life_move(g, self.card, "grave", cause="damage")
        return DONE

    def answer(self, g, a):  # pragma: no cover
        pass


# ======================================================================================
class AttackFrame(Frame):
    """Attack step (choose a target, rest the attacker, window), block step (window), battle or
    player damage (damage window)."""

    __slots__ = ("attacker", "target", "blocker", "stage")

    def __init__(self, tp, attacker):
        self.owner = tp   # (Frame.__init__, spelled out: a frame is made at every step)
        self.attacker, self.target, self.blocker, self.stage = attacker, "", -1, 0

    def run(self, g):
        R = g.rules
        tp = self.owner
        a = g.cards[self.attacker]
        if self.stage == 0:
            acts = [A(tp, "target", f"p{q}") for q in R.attackable_players(g, tp)]
            acts += [A(tp, "target", f"c{u}") for u in R.units(g)
                     if g.cards[u].tapped and g.cards[u].controller in R.opponents(g, tp)]
            return ask(g, "attack-target", tp, acts, R.RID["target"], attacker=self.attacker)
        if self.stage == 1:
            self.stage = 2
            return g.push(WindowFrame("play"))
        if self.stage == 2:
            self.stage = 3
            if a.zone != "all.field":
                self.stage = 5
                return CONTINUE
            tgt_player = self.target_player(g)
            acts = {}
            for q in R.blockers_side_players(g, R.side_of(g, tgt_player)):   # 603-1a
                units = [u for u in R.units(g, q) if not g.cards[u].tapped and "cant_block" not in g.cards[u].defn.keywords
                         and u != self._target_card()]
                if units:
                    acts[q] = [A(q, "block", f"c{u}") for u in units] + [A(q, "noblock")]
            if acts:
                return ask_any(g, "block", acts, R.RID["block"], attacker=self.attacker, target=self.target)
        if self.stage == 3:
            self.stage = 4
            return g.push(WindowFrame("play"))
        if self.stage == 4:
            self.stage = 5
            if a.zone != "all.field":
                return CONTINUE
            if self.blocker >= 0:
                if g.cards[self.blocker].zone == "all.field":
                    R.battle(g, self.attacker, self.blocker)
                    return g.push(WindowFrame("play"))
                return CONTINUE
            tc = self._target_card()
            if tc >= 0:
                if g.cards[tc].zone == "all.field":
                    R.battle(g, self.attacker, tc)
                    return g.push(WindowFrame("play"))
                return CONTINUE
            q = self.target_player(g)
            if g.players[q].alive:
                n = R.hit(g, a)
                g.emit("hit", attacker=self.attacker, player=q, hits=n, rule=R.RID["damage"])
                return g.push(WindowFrame("damage", packet=[q, n, 0, self.attacker, 0]))
            return CONTINUE
        g.emit("attack_end", attacker=self.attacker)
        return DONE

    def _target_card(self) -> int:
        return int(self.target[1:]) if self.target.startswith("c") else -1

    def target_player(self, g) -> int:
        if self.target.startswith("p"):
            return int(self.target[1:])
        return g.cards[int(self.target[1:])].controller

    def answer(self, g, act):
        R = g.rules
        if self.stage == 0:
            self.target = act.args[0]
            g.cards[self.attacker].tapped = True
            g.emit("attack", attacker=self.attacker, player=self.owner, target=self.target, rule=R.RID["attack"])
            R.fire(g, "attack", self.attacker)
            self.stage = 1
        elif act.verb == "block":
            self.blocker = cid_of(act.args[0])
            g.cards[self.blocker].tapped = True
            g.emit("block", blocker=self.blocker, player=act.player, attacker=self.attacker, rule=R.RID["block"])
            R.fire(g, "block", self.blocker)
