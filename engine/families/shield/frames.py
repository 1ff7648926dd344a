"""The resumable procedures of a shield-game turn: steps, using cards, paying, attacking, shield
checks, pending effects, use declarations and choices.  Every field is plain data."""
from __future__ import annotations

from .model import Op
from ...cards.primitives import ops
from ...core.actions import Action, parse_player
from ...core.choose import ChooseFrame, ask
from ...core.game import DONE, PUSHED, Frame
from .cards import breaker_count
from .conditions import holds, needs_opponent
from .mana import payable, payment_plan, tappable

CONTINUE = PUSHED  # "run me again": lets the loop handle interrupts between instructions
PRIMITIVES = ops("shield")   # this family's effect ops (engine/families/shield/primitives.py)


def A(p: int, verb: str, *args: str) -> Action:
    return Action(p, verb, args)


def arg_card(g, a: Action, i: int = 0) -> int:
    tok = a.args[i]
    if tok[0] == "c":
        return int(tok[1:])
    for c in g.cards:  # a hidden card named by its handle
        if g.handle(c.id) == tok:
            return c.id
    raise KeyError(tok)


def resolve_pending(g, only=None):
    """Push a ResolvePending frame; when nothing is pending and no interrupt waits it would end at once
    without asking anything, so the caller just goes on (CONTINUE runs it again, as that frame's end would)."""
    if g.pending or g.interrupts:
        return g.push(ResolvePending(only))
    return CONTINUE


def declare(g, timing):
    """Push a DeclareFrame for `timing`, unless it would end at once without asking anyone: run here first,
    it only reads the state until it asks (then it goes on the stack and asks from where it stopped)."""
    f = DeclareFrame(timing)
    if f.run(g) is DONE:
        return CONTINUE
    return g.push(f)


class SteppedFrame(Frame):
    """A frame whose stages (`_step`) that ask nothing run one after another in one call, as TurnFrame's."""

    __slots__ = ()

    def run(self, g):
        frames = g.frames
        while True:
            r = self._step(g)
            if r is not CONTINUE or g.interrupts or g.outcome is not None or not frames or frames[-1] is not self:
                return r

    def _step(self, g):  # pragma: no cover - abstract
        raise NotImplementedError


# ======================================================================================
class TurnFrame(Frame):
    START, DRAW, CHARGE, MAIN, ATTACK, END, END_RESOLVE, CLEANUP = range(8)
    __slots__ = ("stage",)

    def __init__(self, tp):
        self.owner = tp
        self.stage = 0

    def run(self, g):
        # The steps that ask nothing run one after another in this call (a turn change is one frame run, not
        # one per step), exactly when the game loop would have run this frame again at once anyway: it is
        # still on top, no interrupt waits (DuePa 201.4) and the game goes on.
        tp = self.owner
        R = g.rules
        player = g.players[tp]
        frames = g.frames
        while True:
            if not player.alive and self.stage < self.END:
                self.stage = self.END  # DuePa 400.2: the turn goes straight to its end step
                g.step = "end"
            st = self.stage
            if st == self.START:
                R.new_turn_records(g)
                g.step = "start"
                skips = g.memory["skips"]
                if skips.get(str(tp), 0) > 0:
                    skips[str(tp)] -= 1
                    g.emit("turn_skipped", player=tp)
                    return DONE
                g.emit("turn_start", player=tp, turn=g.turn)
                R.start_of_turn(g, tp)
                self.stage = self.DRAW
                R.fire(g, "your_turn_start", list(g.zones[f"p{tp}.battle"]))
                r = resolve_pending(g)
            elif st == self.DRAW:
                g.step = "draw"
                self.stage = self.CHARGE
                if R.draws_this_turn(g, tp):
                    R.draw(g, tp, 1)
                r = CONTINUE
            elif st == self.CHARGE:
                g.step = "charge"
                acts = R.charge_actions(g, tp)
                if acts:
                    acts.append(Action(tp, "pass", ()))
                    return ask(g, "charge", tp, acts, "dm:503")
                self.stage = self.MAIN
                r = CONTINUE
            elif st == self.MAIN:
                g.step = "main"
                acts = R.main_actions(g, tp)
                acts.append(Action(tp, "pass", ()))
                return ask(g, "main", tp, acts, "dm:504")
            elif st == self.ATTACK:
                g.step = "attack"
                acts = R.attack_actions(g, tp)
                acts.append(Action(tp, "pass", ()))
                return ask(g, "attack", tp, acts, "dm:506")
            elif st == self.END:
                g.step = "end"
                self.stage = self.END_RESOLVE
                for when, cards, opp in turn_end_firings(g, tp):
                    R.fire(g, when, cards, opp)
                r = declare(g, "end")
            elif st == self.END_RESOLVE:
                self.stage = self.CLEANUP
                r = resolve_pending(g)
            else:
                R.end_of_turn_cleanup(g, tp)
                return DONE
            if r is not CONTINUE or g.interrupts or g.outcome is not None or not frames or frames[-1] is not self:
                return r

    def answer(self, g, a):
        tp = self.owner
        st = self.stage
        if a.verb == "pass":
            self.stage = st + 1
            return
        if st == self.CHARGE and a.verb == "charge":
            g.rules.charge(g, tp, arg_card(g, a))
            self.stage = self.MAIN
        elif st == self.MAIN:
            g.push(UseCardFrame(tp, arg_card(g, a), a.verb))
        elif st == self.ATTACK and a.verb == "attack":
            g.push(AttackTargetFrame(tp, arg_card(g, a)))


def turn_end_firings(g, tp):
    """What the end step fires, in order (when, battle-zone cards, their opponent): the turn player's
    "at the end of your turn", then each opponent's "at the end of an opponent's turn"."""
    out = [("your_turn_end", list(g.zones[f"p{tp}.battle"]) if g.players[tp].alive else [], None)]
    for p in g.turn_order_from(tp):
        if p != tp and tp in g.rules.opponents_incl_removed(g, p):
            out.append(("opponent_turn_end", list(g.zones[f"p{p}.battle"]), tp))
    return out


def _turns_own_pass(g, a):
    """The turn's step frame when `a` is its turn player's own pass there with nothing else under way, else None."""
    frames = g.frames
    f = frames[-1] if frames else None
    if type(f) is not TurnFrame or a.verb != "pass" or a.player != f.owner or g.interrupts:
        return None
    return f


def pass_ends_turn(g, a):
    """Game.ends_turn for the turn's own pass, from the steps alone (nothing runs, nothing is copied): the
    charge and main steps' pass leads to a step that asks (the main and attack steps always offer their
    pass); the attack step's pass ends the turn, or opens the end step's declarations (D-306-ask), unless
    an ability must run first (an end-of-turn trigger, a pending effect, an interrupt, a ninja going back
    at the cleanup: whether it asks only running it tells), then None."""
    f = _turns_own_pass(g, a)
    if f is None:
        return None
    if f.stage in (TurnFrame.CHARGE, TurnFrame.MAIN):
        return False
    if f.stage != TurnFrame.ATTACK or len(g.frames) != 1:
        return None
    return _end_step_ends_turn(g, f.owner)


def pass_closes_turn(g, a):
    """Game.closes_turn: the attack step's own pass, nothing else under way, closes the turn's play even where
    end-of-turn abilities run before the turn ends (they come after it whatever they ask); else as
    pass_ends_turn."""
    f = _turns_own_pass(g, a)
    if f is not None and f.stage == TurnFrame.ATTACK and len(g.frames) == 1:
        return True
    return pass_ends_turn(g, a)


def _end_step_ends_turn(g, tp):
    """The end step of tp's turn, read: it opens the declarations (True), or something runs before the turn
    can end (None), or nothing does (True)."""
    if any(DeclareFrame.offers(g, p, "end") is not None for p in g.turn_order_from(g.turn_player)
           if g.players[p].alive):
        return True
    cards = g.cards
    if g.pending or any(cards[c].defn.triggers.get((when, "battle")) for when, cs, _ in turn_end_firings(g, tp)
                        for c in cs):
        return None
    if any(cards[c].ninja_return for p in g.turn_order_from(tp) for c in g.zones[f"p{p}.battle"]):
        return None
    return True


# ======================================================================================
class PayFrame(Frame):
    """Pay a cost by tapping mana cards one at a time, or automatically."""

    __slots__ = ("cost", "civs", "tapped", "rule")
    feeds_below = True  # its result is the payment of the frame below (engine/core/leaving.py)

    def __init__(self, player, cost, civs, rule="dm:112"):
        self.owner = player   # (Frame.__init__, spelled out: frames are made at every step)
        self.cost = cost
        self.civs = tuple(civs)
        self.tapped = []
        self.rule = rule

    def _untapped(self, g):
        cards = g.cards
        out = []
        for cid in g.zones[f"p{self.owner}.mana"]:   # (loops: a comprehension is a call of its own, at every tap)
            c = cards[cid]
            if not c.tapped:
                out.append((cid, c.defn.all_civs))
        return out

    def _tapped(self, g):
        cards = g.cards
        out = []
        for cid in self.tapped:
            out.append((cid, cards[cid].defn.all_civs))
        return out

    def run(self, g):
        p = self.owner
        untapped = self._untapped(g)
        tapped = self._tapped(g)
        if self.cost > len(tapped):
            # some card can be tapped next exactly when the payment can still be completed
            nxt = tappable(self.cost, self.civs, untapped, tapped)
            if nxt:
                acts = [Action(p, "autopay", ())]
                acts += [Action(p, "tap", (f"c{cid}",)) for cid in nxt]
                acts.append(Action(p, "cancel", ()))
                return ask(g, "pay", p, acts, self.rule, cost=self.cost, civs=list(self.civs),
                           tapped=list(self.tapped))
        elif payable(self.cost, self.civs, untapped, tapped):
            g.frames[-2].paid = True
            g.emit("paid", player=p, cards=list(self.tapped))
            return DONE
        return self._cancel(g)  # cannot be completed any more (should not happen): give the mana back

    def _cancel(self, g):
        for cid in self.tapped:
            g.cards[cid].tapped = False
        g.frames[-2].paid = False
        return DONE

    def answer(self, g, a):
        if a.verb == "cancel":
            for cid in self.tapped:
                g.cards[cid].tapped = False
            self.tapped = []
            self.cost = -1
            return
        if a.verb == "autopay":
            plan = payment_plan(self.cost, self.civs, self._untapped(g), self._tapped(g))
            for cid in plan:
                g.cards[cid].tapped = True
                self.tapped.append(cid)
            return
        cid = arg_card(g, a)
        g.cards[cid].tapped = True
        self.tapped.append(cid)

    def fp(self):
        return super().fp()


# ======================================================================================
class UseCardFrame(SteppedFrame):
    """Summon a creature or cast a spell: choose evolution source, pay, then put or resolve."""

    __slots__ = ("cid", "how", "stage", "paid", "sel", "origin", "repl")

    def __init__(self, player, cid, how):
        self.owner = player
        self.cid = cid
        self.how = how  # summon | cast | gzero | galaxy | free | free_cast | kirifudash
        self.stage = 0
        self.paid = None
        self.sel = None
        self.origin = ""
        self.repl = None  # the replacement effect chosen by its controller (DuePa 305.2)

    def _step(self, g):
        R = g.rules
        p = self.owner
        c = g.cards[self.cid]
        if self.stage == 0:
            self.origin = c.zname
            self.stage = 1
            if self.how in ("summon", "gzero", "free", "kirifudash") and c.defn.type == "evolution":
                srcs = R.evolution_sources(g, p, c)
                if not srcs:
                    return DONE
                return g.push(ChooseFrame(p, "evolution-source", "dm:801", srcs, 1))
            return CONTINUE
        if self.stage == 1:
            self.stage = 2
            cost = R.payment_for(g, p, c, self.how)
            if cost is None:
                self.paid = True
                return CONTINUE
            amount, civs = cost
            if self.how in ("free", "free_cast", "gzero") or amount == 0:
                self.paid = True
                return CONTINUE
            return g.push(R.pay_frame(g, p, amount, civs))
        if self.stage == 2:
            if not self.paid:
                return DONE  # cancelled: nothing happened
            self.stage = 3
            if c.zname != self.origin:  # the card went away meanwhile
                return DONE
            cost = R.payment_for(g, p, c, self.how)
            free = self.how in ("free", "free_cast", "gzero") or cost is None or cost[0] == 0
            if free:
                R.record_free_use(g, p)
            if self.how == "galaxy":
                R.move(g, self.cid, p, "shield", face_up=True, cause="galaxy")
                g.emit("galaxy_shield", player=p, card=self.cid)
                return CONTINUE
            if self.how in ("cast", "free_cast"):
                R.cast_spell(g, p, self.cid)
                side = "s" if c.defn.spell is not None else "c"
                abilities = c.defn.spell.abilities if side == "s" else c.defn.abilities
                idx = next(i for i, ab in enumerate(abilities) if ab.kind == "spell")
                return g.push(AbilityFrame(p, self.cid, (side, idx), None, spell=True))
            evolve_on = self.sel[0] if self.sel else None
            if evolve_on is not None and g.cards[evolve_on].zname != "battle":
                return DONE
            if self.repl is None:
                decider, srcs = R.enter_replacements(g, c, p)
                if len(srcs) > 1 and R.replacement_choice(g):
                    self.stage = 2  # come back here once the replacement's controller has chosen
                    self.repl = []
                    return g.push(ChooseFrame(decider, "replacement-choice", "duepa:305.2", srcs, 1, False, "repl"))
            chosen = self.repl[0] if self.repl else None
            g.emit("summon", player=p, card=self.cid, defn=c.defn.id, how=self.how)
            R.enter_battle(g, self.cid, p, summoned=True, evolve_on=evolve_on, cause=self.how, replacement=chosen)
            return CONTINUE
        if self.stage == 3:
            self.stage = 4
            if self.how in ("cast", "free_cast") and g.cards[self.cid].zname == "limbo":
                R.move(g, self.cid, c.owner, "graveyard", cause="resolved")
            return resolve_pending(g)
        return DONE

    def answer(self, g, a):  # pragma: no cover - this frame asks nothing itself
        raise RuntimeError("UseCardFrame asks nothing")


# ======================================================================================
class AttackTargetFrame(Frame):
    __slots__ = ("attacker", "target")

    def __init__(self, player, attacker):
        self.owner = player
        self.attacker = attacker
        self.target = None

    def run(self, g):
        p = self.owner
        if self.target is not None:
            tgt = self.target
            g.frames.pop()  # replace this frame by the attack itself
            g.frames.append(AttackFrame(p, self.attacker, tgt))
            return CONTINUE
        acts = [A(p, "target", t if isinstance(t, str) else f"c{t}")
                for t in g.rules.attack_targets(g, p, self.attacker)]
        acts.append(A(p, "cancel"))
        return ask(g, "attack-target", p, acts, "dm:506.1e", attacker=self.attacker)

    def answer(self, g, a):
        if a.verb == "cancel":
            g.frames.pop()
            return
        t = a.args[0]
        # the attack itself takes this frame's place at once (what run does with a target set, one loop
        # turn sooner: nothing can happen in between)
        g.frames[-1] = AttackFrame(self.owner, self.attacker, t if t.startswith("p") else int(t[1:]))


class AttackFrame(SteppedFrame):
    """DM 505-510: declaration, triggers and use declarations, block, battle or break, end."""

    __slots__ = ("attacker", "target", "stage", "blocker", "sel", "broke", "block_window")

    def __init__(self, player, attacker, target):
        self.owner = player
        self.attacker = attacker
        self.target = target  # "pN" or a card id
        self.stage = 0
        self.blocker = None
        self.sel = None
        self.broke = 0
        self.block_window = 0  # after a block: use declarations (Ninja Strike "or blocks"), then pending

    def defender(self, g) -> int:
        if isinstance(self.target, str):
            return parse_player(self.target)
        return g.cards[self.target].zowner

    def attacker_ok(self, g) -> bool:
        c = g.cards[self.attacker]
        return c.zname == "battle" and c.zowner == self.owner and g.players[self.owner].alive

    def _step(self, g):
        R = g.rules
        tp = self.owner
        st = self.stage
        if st == 0:
            c = g.cards[self.attacker]
            c.tapped = True
            g.per_turn["ninja"] = []
            g.memory["attack"] = [self.attacker, self.target if isinstance(self.target, str) else self.target]
            g.emit("attack", player=tp, card=self.attacker, target=self.target)
            R.fire(g, "attack", (self.attacker,))
            R.fire_event(g, "any_creature_attacks", actor=tp)
            if isinstance(self.target, str):
                d = self.defender(g)
                R.fire(g, "you_are_attacked", list(g.zones[f"p{d}.battle"]))
            self.stage = 1
            return resolve_pending(g, tp)  # DuePa 306 example: the attacker's own first
        if st == 1:
            self.stage = 2
            return declare(g, "attack")
        if st == 2:
            self.stage = 3
            return resolve_pending(g)  # DuePa 306.1c
        if st == 3:
            if not self.attacker_ok(g) or not g.players[self.defender(g)].alive:
                self.stage = 6
                return CONTINUE
            if not isinstance(self.target, str) and g.cards[self.target].zname != "battle":
                self.stage = 6
                return CONTINUE
            d = self.defender(g)
            blockers = R.blockers(g, d, self.attacker, self.target)
            self.stage = 4
            if not blockers:
                return CONTINUE
            acts = [A(d, "block", f"c{b}") for b in blockers] + [A(d, "noblock")]
            return ask(g, "block", d, acts, "dm:507", attacker=self.attacker, target=self.target)
        if st == 4:
            if not self.attacker_ok(g):
                self.stage = 6
                return CONTINUE
            if self.blocker is not None and self.block_window < 2:
                self.block_window += 1
                if self.block_window == 1:
                    return declare(g, "block")
                return resolve_pending(g)
            self.stage = 5
            if self.blocker is not None:
                b = self.blocker
                if g.cards[b].zname == "battle":
                    R.battle(g, self.attacker, b)
                return resolve_pending(g)
            if not isinstance(self.target, str):
                if g.cards[self.target].zname == "battle":
                    R.battle(g, self.attacker, self.target)
                return resolve_pending(g)
            d = self.defender(g)
            if not g.players[d].alive:
                return CONTINUE
            shields = list(g.zones[f"p{d}.shield"])
            if not shields:
                g.emit("direct_attack", player=tp, target=d, card=self.attacker)
                R.direct_attack(g, tp, d)
                self.stage = 6
                return CONTINUE
            n = breaker_count(g, g.cards[self.attacker])
            n = R.breaks_for(g, self.attacker, n)
            if n >= len(shields):
                self.sel = shields
                return CONTINUE
            return g.push(ChooseFrame(tp, "break-shields", "dm:509", shields, n))
        if st == 5:
            self.stage = 6
            if self.sel and self.attacker_ok(g):
                d = self.defender(g)
                shields = [s for s in self.sel if g.cards[s].zname == "shield" and g.cards[s].zowner == d]
                self.sel = None
                if shields:
                    self.broke += len(shields)
                    g.per_turn["broke"] += len(shields)
                    R.fire(g, "break_shield", (self.attacker,))
                    g.push(ResolvePending())
                    return g.push(ShieldCheckFrame(d, shields, tp))
            return CONTINUE
        if st == 6:
            self.stage = 7
            if self.broke and g.players[tp].alive:
                acts = R.kirifudash_actions(g, tp)
                if acts:
                    return ask(g, "kirifudash", tp, acts + [A(tp, "pass")], "dm:kirifudash")
            return CONTINUE
        g.memory.pop("attack", None)
        if self.attacker_ok(g):
            g.emit("attack_end", card=self.attacker)
        return DONE

    def answer(self, g, a):
        if a.verb == "block":
            b = arg_card(g, a)
            self.blocker = b
            g.cards[b].tapped = True
            g.emit("block", player=a.player, card=b, attacker=self.attacker)
            g.memory["attack"] = g.memory.get("attack", [self.attacker, self.target])[:2] + [b]
            g.rules.fire(g, "block", (b,))
        elif a.verb == "kirifudash":
            g.push(UseCardFrame(a.player, arg_card(g, a), "kirifudash"))


# ======================================================================================
class ShieldCheckFrame(Frame):
    """Broken shields go to the hand together; the owner declares S-Triggers, then uses them."""

    __slots__ = ("shields", "breaker", "stage", "declared", "i", "repl", "pick")

    def __init__(self, owner, shields, breaker):
        self.owner = owner
        self.shields = list(shields)
        self.breaker = breaker
        self.stage = 0
        self.declared = []
        self.i = 0
        self.repl = []    # per broken shield: the replacement source its owner chose (D-305.2), or None
        self.pick = None  # the answer of a replacement-choice

    def run(self, g):
        R = g.rules
        p = self.owner
        if not g.players[p].alive:
            return DONE
        if self.stage == 0:
            if self.pick is not None:
                self.repl.append(self.pick[0] if self.pick else None)
                self.pick = None
            while len(self.repl) < len(self.shields):
                # D-305.2: a player with several replacement effects for the same event chooses one (for
                # each shield broken: each break is an event of its own)
                srcs = R.shield_break_sources(g, p)
                results = {R.shield_break_replacement(g, p, sid) for sid in srcs}
                if len(results) > 1 and R.replacement_choice(g):
                    return g.push(ChooseFrame(p, "replacement-choice", "duepa:305.2", srcs, 1, False, "pick"))
                self.repl.append(None)
            self.stage = 1
            kept = []
            for s, chosen in zip(self.shields, self.repl):
                res = R.shield_break_replacement(g, p, chosen)
                if res:
                    g.emit("replaced", card=s, result=res, rule="dm:609")
                    R._apply_result(g, s, res, cause="break")
                else:
                    kept.append(s)
            for s in kept:
                g.emit("break", player=p, by=self.breaker)
                R.move(g, s, p, "hand", cause="break")
            self.shields = kept
            return CONTINUE
        if self.stage == 1:
            # DMP-23: in the digital rules each S-Trigger is decided when it is used, so one declared is
            # used at once, and the next is asked only after it resolved
            if R.strigger_decided_at_use() and self.i < len(self.declared):
                return self._use_declared(g, R, p)
            opts = [s for s in self.shields if s not in self.declared and R.can_strigger(g, p, s)]
            if not opts:
                self.stage = 2
                return CONTINUE
            acts = [A(p, "trigger", f"c{s}") for s in opts] + [A(p, "done")]
            return ask(g, "shield-trigger", p, acts, "dm:s-trigger", declared=list(self.declared))
        return self._use_declared(g, R, p)

    def _use_declared(self, g, R, p):
        while self.i < len(self.declared):
            s = self.declared[self.i]
            self.i += 1
            c = g.cards[s]
            if not R.strigger_available(g, p, s):
                continue
            if not R.can_strigger(g, p, s):
                continue
            how = "free_cast" if (c.defn.type == "spell" or R.strigger_side(c) == "spell") else "free"
            g.emit("s_trigger", player=p, card=s)
            return g.push(UseCardFrame(p, s, how))
        return CONTINUE if self.stage == 1 else DONE

    def answer(self, g, a):
        if a.verb == "done":
            self.stage = 2
        else:
            self.declared.append(arg_card(g, a))


# ======================================================================================
class ResolvePending(Frame):
    """DuePa 305.1/305.1a (and DM 101.4): by player in turn order from the turn player, each
    player choosing the order of their own; re-sorted after every resolution."""

    __slots__ = ("only",)

    def __init__(self, only=None):
        self.owner = None
        self.only = only

    def run(self, g):
        if not g.pending:
            return DONE
        R = g.rules
        for p in R.pending_order(g):
            if self.only is not None and p != self.only:
                continue
            mine = [pe for pe in g.pending if pe.controller == p]
            if mine:
                break
        else:
            return DONE
        pick = R.auto_pick_pending(g, mine)
        if pick is None:
            acts = [A(p, "resolve", str(pe.seq)) for pe in mine]
            return ask(g, "pending-order", p, acts, R.rule_pending_order,
                       pending=[(pe.seq, pe.source, pe.why) for pe in mine])
        return self._start(g, pick)

    def _start(self, g, pe):
        g.pending.remove(pe)
        return g.push(AbilityFrame(pe.controller, pe.source, pe.ability, pe.opp))

    def answer(self, g, a):
        seq = int(a.args[0])
        pe = next(pe for pe in g.pending if pe.seq == seq)
        self._start(g, pe)


# ======================================================================================
class DeclareFrame(Frame):
    """Use declarations (DuePa 306.1): in turn order from the turn player, each player once."""

    __slots__ = ("timing", "order", "i", "made")

    def __init__(self, timing):
        self.owner = None
        self.timing = timing
        self.order = None
        self.i = 0
        self.made = []

    def run(self, g):
        R = g.rules
        if self.order is None:
            self.order = list(g.turn_order_from(g.turn_player))
        while self.i < len(self.order):
            p = self.order[self.i]
            if not g.players[p].alive:
                self.i += 1
                continue
            opts = self.offers(g, p, self.timing, self.made)
            if opts is None:
                self.i += 1
                continue
            acts = [A(p, "declare", f"c{cid}") for cid in opts] + [A(p, "done")]
            return ask(g, "use-declaration", p, acts, R.rule_declaration, timing=self.timing)
        return DONE

    @staticmethod
    def offers(g, p, timing, made=()):
        """The cards p may declare now (made: those declared already at this timing), or None when p is not
        asked (nothing to declare, and the format does not ask every player)."""
        R = g.rules
        opts = []
        for cid in R.declarables(g, p, timing):   # (a loop: a comprehension is a call of its own)
            if cid not in made:
                opts.append(cid)
        if p in g.per_turn["ninja"] and timing in ("attack", "block"):
            opts = []  # one Ninja Strike per player per attack
        if not opts and not (R.options.get("ask_every_player") and timing
                             and not any(g.cards[c].owner == p for c in made)):
            return None
        return opts

    def answer(self, g, a):
        p = a.player
        if a.verb == "done":
            self.i += 1
            return
        cid = arg_card(g, a)
        self.made.append(cid)
        g.rules.declare(g, p, cid, self.timing)
        if self.timing in ("attack", "block"):
            self.i += 1  # one Ninja Strike per player per attack


# ======================================================================================
# ======================================================================================
# The ability interpreter: where an ability's ops are, and running one.
_SUMMON_SELF = (Op("summon_self", {}),)


def ability_at(g, source, path):
    d = g.cards[source].defn
    side, idx = path[0], path[1]
    if side == "x":
        return None
    abilities = d.spell.abilities if side == "s" else d.abilities
    return abilities[idx]


def ops_at(g, source, path, seg):
    if path[0] == "x":
        return _SUMMON_SELF
    ab = ability_at(g, source, path)
    ops = ab.segments[seg]
    rest = path[2:]
    while rest:
        op = ops[rest[0]]
        ops = op.then if rest[1] == "then" else op.orelse
        rest = rest[2:]
    return ops


class AbilityFrame(Frame):
    """Resolve one ability: its segments in order, each with its own "opponent" (DuePa 300.1a),
    designated just before the first instruction that affects them (300.1c)."""

    __slots__ = ("source", "path", "seg", "pc", "stage", "sel", "opp", "fixed_opp", "spell", "vars", "pick")

    def __init__(self, controller, source, path, opp=None, spell=False, seg=0):
        self.owner = controller
        self.source = source
        self.path = tuple(path)
        self.seg = seg
        self.pc = -1  # -1: the ability's condition has not been checked yet
        self.stage = 0
        self.sel = None
        self.opp = opp
        self.fixed_opp = opp
        self.spell = spell
        self.vars = {}
        self.pick = None

    def ability(self, g):
        return ability_at(g, self.source, self.path)

    def ops(self, g):
        return ops_at(g, self.source, self.path, self.seg)

    def run(self, g):
        p = self.owner
        if not g.players[p].alive or g.outcome is not None:
            return DONE
        if self.pc == -1:
            ab = self.ability(g)
            cond = getattr(ab, "condition", "") if (len(self.path) == 2 and ab is not None) else ""
            if cond and getattr(ab, "kind", "") != "static":
                if needs_opponent(cond) and self.opp is None:
                    r = self.designate(g, "duepa:303.1a")
                    if r is not None:
                        return r
                if not holds(g, p, cond, self.opp):
                    g.emit("condition_failed", player=p, card=self.source, condition=cond, opponent=self.opp)
                    return DONE
            self.pc = 0
            g.emit("resolve", player=p, card=self.source, path=list(self.path))
        ops = self.ops(g)
        while self.seg is not None:
            if self.pc >= len(ops):
                if len(self.path) == 2 and self.path[0] != "x" and self.seg + 1 < len(self.ability(g).segments):
                    self.seg += 1
                    self.pc = 0
                    self.opp = self.fixed_opp
                    ops = self.ops(g)
                    continue
                return self._done(g)
            op = ops[self.pc]
            # the op runs through the typed primitive registry (engine/cards/primitives.py), which
            # engine/families/shield/primitives.py fills when the card reader loads it
            r = PRIMITIVES[op.name].fn(g, self, op)
            if r is PUSHED:
                return PUSHED
            self.pc += 1
            self.stage = 0
            self.sel = None
            self.pick = None
            if g.outcome is not None or not g.players[p].alive:
                return DONE
            return CONTINUE  # between instructions: interrupts (DuePa 201.4) and removals apply
        return self._done(g)

    def _done(self, g):
        if len(self.path) > 2 and len(g.frames) >= 2:
            below = g.frames[-2]
            if isinstance(below, AbilityFrame) and below.opp is None:
                below.opp = self.opp  # a nested branch shares its segment's opponent (DuePa 302.2)
        return DONE

    def designate(self, g, rule="duepa:300.1c"):
        """Bind this segment's opponent; returns PUSHED while the controller is asked."""
        if self.opp is not None:
            return None
        if self.pick:
            self.opp = self.pick[0]
            self.pick = None
            g.emit("designate", player=self.owner, opponent=self.opp, rule=rule)
            return None
        opps = g.opponents(self.owner)
        if len(opps) <= 1:
            self.opp = opps[0] if opps else None
            return None
        return g.push(ChooseFrame(self.owner, "designate-opponent", rule, opps, 1, False, "pick", "opponent"))

    def answer(self, g, a):  # pragma: no cover - asks only through child frames
        raise RuntimeError("AbilityFrame asks nothing itself")
