"""Resumable procedures of the stack game: mulligans, turns and steps, priority, casting (targets one at a
time, then paying one land at a time or automatically), putting triggers on the stack, resolving,
combat (one attacker / blocker per answer) and small choices.  Every field is plain data."""
from __future__ import annotations

from functools import partial

from ...core.actions import parse_player
from ...core.choose import ChooseFrame, ask as ask_one, ask_players
from ...core.game import DONE, PUSHED, Frame
from .cards import TARGETED
from .base import STEPS, A
from .loops import optional_choice, watch_priority
from ...core.kinds import DREW, SIMULTANEOUS, SINGLE

AGAIN = PUSHED  # "run me again"
# the core helpers take the game first; the stack's frames ask without it
ask = partial(ask_players, None)
ask1 = partial(ask_one, None)


def choose_and_apply(chooser, kind: str, rule: str, items, count: int, op: str) -> ChooseFrame:
    """Pick `count` cards one at a time, each pick applied at once by `op` (discard, sacrifice, bottom: the
    rules' `apply_choice`); a card that has left its owner's hand and battlefield meanwhile is not offered."""
    return ChooseFrame(chooser, kind, rule, items, count, into="", verb=op, op=op, keep_in=("hand", "battlefield"))


def card_arg(tok: str) -> int:
    return int(tok[1:])


# ----- targets -----------------------------------------------------------------------------------------
def target_reqs(effects) -> list[tuple[int, str]]:
    out = []
    for i, e in enumerate(effects):
        ref = e.params.get("to") or e.params.get("who")
        if ref in TARGETED:
            out.append((i, TARGETED[ref]))
    return out


def candidates(g, ctl: int, kind: str, exclude: int | None = None) -> list[str]:
    R = g.rules
    rng = R.roi(g, ctl)
    out = []
    if kind in ("creature", "any"):
        out += [f"c{cid}" for q in R.apnap(g) if q in rng for cid in R.creatures(g, q)]
    if kind in ("player", "any"):
        out += [f"p{q}" for q in R.apnap(g) if q in rng]
    if kind == "opponent":
        out += [f"p{q}" for q in R.apnap(g) if q in rng and R.is_opponent(g, ctl, q)]
    if kind == "spell":
        out += [f"c{it['card']}" for it in g.memory["stack"]
                if it["kind"] == "spell" and it["card"] != exclude and it["controller"] in rng]
    return out


def target_record(g, tok: str) -> list:
    return [tok, g.cards[card_arg(tok)].zc if tok[0] == "c" else 0]


def target_legal(g, rec) -> bool:
    tok, zc = rec
    if tok[0] == "p":
        return g.players[int(tok[1:])].alive
    c = g.cards[card_arg(tok)]
    return c.zc == zc and (c.zname == "battlefield" or c.zname in g.rules.stack_keys)


def effects_of(g, item):
    c = g.cards[item["card"]]
    if item["kind"] == "deploy":   # 804
        from .deploy import DEPLOY_EFFECTS
        return DEPLOY_EFFECTS
    if item["kind"] == "spell":
        return c.defn.effects
    return c.defn.abilities[item["ability"]].effects


# ======================================================================================================
class MulliganFrame(Frame):
    """103.4 London mulligan; declarations are private and simultaneous, or with shared team turns team by
    team: the starting team first, then the other teams in turn order (805.3a).  Within a team the players
    declare "in an order the team chooses", so the engine asks them at once and lets them answer in any
    order.  All declared mulligans are then taken at once.  800.6: in multiplayer the first mulligan is
    free."""

    __slots__ = ("declared", "kept", "mulls", "bottom_done")

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.declared = {}
        self.kept = []
        self.mulls = {}
        self.bottom_done = []

    def run(self, g):
        R = g.rules
        order = [p for p in R.apnap(g)]
        undecided = [p for p in order if p not in self.kept and str(p) not in self.declared]
        if undecided and R.shared_turns:   # 805.3a: the first team with a player still to declare
            undecided = next(u for grp in R.groups(g) if (u := [p for p in grp if p in undecided]))
        if undecided:
            acts = {}
            for p in undecided:
                acts[p] = [A(p, "keep")] + ([A(p, "mulligan")] if self.mulls.get(str(p), 0) < 7 else [])
            rule = "mtg:805.3a" if R.shared_turns else "mtg:103.4"
            mode = SINGLE if len(undecided) == 1 else SIMULTANEOUS
            d = ask("mulligan", undecided, acts, rule, mode=mode,
                    mulligans={str(p): self.mulls.get(str(p), 0) for p in undecided})
            d.private = mode == SIMULTANEOUS  # 103.4: the engine holds each declaration until all are made
            return d
        mullers = [p for p in order if self.declared.get(str(p)) == "mulligan"]
        if mullers:  # all declared mulligans are taken at the same time
            for p in mullers:
                for cid in list(g.zones[f"p{p}.hand"]):
                    R.move(g, cid, p, "library", cause="mulligan")
                g.shuffle_zone(f"p{p}.library")
                self.mulls[str(p)] = self.mulls.get(str(p), 0) + 1
            for p in mullers:
                R.draw(g, p, 7)
                g.emit("mulligan", player=p, count=self.mulls[str(p)], rule="mtg:103.4")
            self.declared = {}
            return AGAIN
        for p in order:
            if p in self.bottom_done or not g.players[p].alive:
                continue
            self.bottom_done.append(p)
            n = self.mulls.get(str(p), 0) - (1 if R.free_mulligan and self.mulls.get(str(p), 0) else 0)
            if n > 0:
                return g.push(choose_and_apply(p, "mulligan-bottom", "mtg:103.4", list(g.zones[f"p{p}.hand"]), n,
                                                "bottom"))
        return DONE

    def answer(self, g, a):
        p = a.player
        if a.verb == "keep":
            self.kept.append(p)
            g.emit("keep", player=p, rule="mtg:103.4")
        else:
            self.declared[str(p)] = "mulligan"
            g.emit("declares_mulligan", player=p, rule="mtg:103.4")


class BeginFrame(Frame):
    """805.3b: cards that let a player begin the game with them on the battlefield, the starting team's
    players first, then the others in turn order."""

    __slots__ = ("done",)

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.done = []

    def run(self, g):
        R = g.rules
        for p in R.apnap(g):
            if p in self.done:
                continue
            opts = [cid for cid in g.zones[f"p{p}.hand"] if "begin_on_battlefield" in g.cards[cid].defn.keywords]
            if not opts:
                self.done.append(p)
                continue
            acts = [A(p, "begin", f"c{c}") for c in opts] + [A(p, "done")]
            return ask1("begin-on-battlefield", p, acts, "mtg:805.3b" if R.shared_turns else "mtg:103.6")
        return DONE

    def answer(self, g, a):
        if a.verb == "done":
            self.done.append(a.player)
        else:
            g.rules.move(g, card_arg(a.args[0]), a.player, "battlefield", cause="begin")
            g.cards[card_arg(a.args[0])].entered = 0


# ======================================================================================================
class TurnFrame(Frame):
    __slots__ = ("stage", "half", "fresh")

    def __init__(self, tp):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.stage = 0
        self.half = 0
        self.fresh = True

    def run(self, g):
        R = g.rules
        active = R.active_players(g)  # 800.4j: may be empty: the turn goes on without an active player
        if g.outcome is not None or self.stage >= len(STEPS):
            return DONE
        step = STEPS[self.stage]
        if self.half == 0 and g.step != step:
            R.empty_pools(g)  # 500.4: the previous step ended
        g.step = step
        if self.half == 0:
            self.half = 1
            return self.turn_based(g, step, active)
        self.half = 0
        self.stage += 1
        if step in ("untap", "cleanup"):
            return AGAIN
        return g.push(PriorityFrame(step))

    def goto(self, step):
        self.stage = STEPS.index(step)
        self.half = 0
        return AGAIN

    def turn_based(self, g, step, active):
        R = g.rules
        if step == "untap":
            if self.fresh:
                g.per_turn = {"lands": {}, "attacked": False, "blocks": {}, "first_strike": False}
                R.compute_roi(g)  # 801.2c
                g.emit("turn_start", turn=g.turn, player=g.turn_player, active=list(active))
            if not active:
                return AGAIN
            key = R.group_key(g, active[0])
            skips = g.memory["skip_untap"]
            if skips.get(key, 0) > 0:
                skips[key] -= 1
                g.emit("untap_skipped", players=list(active), rule="mtg:805.8" if R.shared_turns else "mtg:502.3")
            else:
                for p in active:
                    for cid in g.zones[f"p{p}.battlefield"]:
                        g.cards[cid].tapped = False
            return AGAIN
        if step == "upkeep":
            R.fire_upkeep(g)
        elif step == "draw":
            skip, rule = R.skip_first_draw(g)
            if g.turn == 1 and skip:
                g.emit("draw_skipped", players=list(active), rule=rule)
            else:
                for p in active:  # 805.4b: each player of the active team draws (805.6a order)
                    R.draw(g, p, 1)
        elif step == "declare_attackers":
            return g.push(DeclareAttackersFrame())
        elif step == "declare_blockers":
            if not g.per_turn["attacked"]:
                return self.goto("end_combat")  # 508.8: no attackers, no blockers or damage steps
            return g.push(DeclareBlockersFrame())
        elif step == "first_strike_damage":
            if not any(R.has(g.cards[c], "first_strike") for c in R.in_combat(g)):
                return self.goto("combat_damage")
            g.per_turn["first_strike"] = True
            return g.push(CombatDamageFrame(True))
        elif step == "combat_damage":
            return g.push(CombatDamageFrame(False))
        elif step == "main2":
            R.end_combat(g)
        elif step == "cleanup":
            frames = []
            for p in active:
                hand = g.zones[f"p{p}.hand"]
                if len(hand) > R.hand_size:
                    frames.append(choose_and_apply(p, "cleanup-discard", "mtg:514.1", list(hand),
                                                   len(hand) - R.hand_size, "discard"))
            R.cleanup(g)
            for f in reversed(frames):
                g.push(f)
            return AGAIN
        return AGAIN


# ======================================================================================================
class PriorityFrame(Frame):
    """117 / 805.5: a player (or a team) holds priority; when all pass in succession the top of the stack
    resolves (then the active player/team receives priority) or, with an empty stack, the step ends.
    Passes are remembered by who passed (group keys), not counted: when a player leaves during a round
    (800.4a), every remaining player or team must still have passed before anything resolves."""

    __slots__ = ("step", "holder", "passes", "passed", "finished")

    def __init__(self, step):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.step = step
        self.holder = None
        self.passes = []   # group keys of the players/teams who passed in succession
        self.passed = []   # members of the holding team who passed (805.5)
        self.finished = False

    def _all_passed(self, g, groups) -> bool:
        # (loops, not generator expressions, in this frame: it runs at every priority, and a generator costs
        # more than the few items it goes through)
        passes = self.passes
        if not passes:
            return False
        key = g.rules.group_key
        for gr in groups:
            if key(g, gr[0]) not in passes:
                return False
        return True

    def _everyone_passed(self, g) -> None:
        self.passes = []
        if g.memory["stack"]:
            self.holder = None  # 117.3b: the active player/team receives priority next
            g.push(ResolveFrame(g.memory["stack"][-1]))
        else:
            self.finished = True

    def run(self, g):
        R = g.rules
        if self.finished:
            return DONE
        R.state_based_actions(g)  # 704.3: checked whenever a player would receive priority
        if g.outcome is not None:
            return DONE
        if g.pending:
            return g.push(TriggerPutFrame())
        groups = R.priority_groups(g)
        if not groups:
            return DONE
        if self._all_passed(g, groups):  # the one who had not passed yet left the game (800.4a)
            self._everyone_passed(g)
            return AGAIN
        if self.holder is None or not g.players[self.holder].alive:
            grp = groups[0] if self.holder is None else self._next_group(g, groups, self.holder)
            self.holder = grp[0]
        holder = self.holder
        for grp in groups:
            if holder in grp:
                break
        else:
            grp = None
        if grp is None:   # 807.5: the holder is out of this stack's reach now: the next one in reach
            grp = self._next_group(g, groups, self.holder)
            self.holder = grp[0]
        passed, step = self.passed, self.step
        members = []
        acts = {}
        for m in grp:
            if m not in passed:
                members.append(m)
                acts[m] = R.priority_actions(g, m, step)
        if watch_priority(g, self, acts):   # 104.4b / 104.4f: a mandatory loop ends as a draw
            return AGAIN
        rule = "mtg:805.5" if R.shared_turns else "mtg:117.1"
        return ask("priority", members, acts, rule, step=self.step, stack=len(g.memory["stack"]))

    def _next_group(self, g, groups, p):
        R = g.rules
        for q in R.turn_order_from(g, p)[1:] if g.players[p].alive else R.turn_order_from(g, p):
            for gr in groups:
                if q in gr and p not in gr:
                    return gr
        return groups[0]

    def answer(self, g, a):
        R = g.rules
        p = a.player
        if a.verb == "pass":
            self.passed.append(p)
            groups = R.priority_groups(g)
            for grp in groups:
                if p in grp:
                    break
            else:
                raise StopIteration   # (as next() on no group: a pass comes from a member of one)
            passed = self.passed
            for m in grp:
                if m not in passed:
                    break
            else:
                key = R.group_key(g, p)
                if key not in self.passes:
                    self.passes.append(key)
                self.passed = []
                g.emit("passed", players=list(grp), rule="mtg:805.5b" if R.shared_turns else "mtg:117.3d")
                if self._all_passed(g, groups):
                    self._everyone_passed(g)
                else:
                    self.holder = self._next_group(g, groups, grp[0])[0]
            return
        optional_choice(g)  # whatever else a player does at priority, they chose to do it (104.4b)
        if a.verb == "agree-draw":
            votes = g.memory["draw_votes"]
            if p not in votes:
                votes.append(p)
            g.emit("draw_agreed", player=p, rule="mtg:104.4i")
            if all(q in votes for q in g.alive_players()):
                results = g.memory.setdefault("results", {})
                for q in g.alive_players():
                    results[q] = (DREW, "mtg:104.4i")
                    g.players[q].alive = False
                from ...core.game import Outcome
                g.end_game(Outcome(results, R.team_results(g, results)))
            return
        self.passes = []  # 117.3c: a player who acts receives priority again (their team, 805.5)
        self.passed = []
        self.holder = p
        if a.verb == "play":
            R.play_land(g, p, card_arg(a.args[0]))
        elif a.verb == "cast":
            g.push(CastFrame(p, card_arg(a.args[0])))
        elif a.verb == "deploy":   # 804 (formats that use deploy creatures offer it)
            from .deploy import start_deploy
            start_deploy(g, p, card_arg(a.args[0]), parse_player(a.args[1]))


# ======================================================================================================
class CastFrame(Frame):
    """601.2: choose targets (one answer each), then pay (one land per answer, or automatically)."""

    __slots__ = ("card", "targets", "paid", "tapped", "cancelled", "from_pool")

    def __init__(self, p, cid):
        self.owner = p   # (Frame.__init__, spelled out: a frame is made at every step)
        self.card = cid
        self.targets = []
        self.paid = []
        self.tapped = []
        self.cancelled = False
        self.from_pool = []

    def _cancel(self, g):
        for cid in self.tapped:
            g.cards[cid].tapped = False
        g.memory["pool"].setdefault(str(self.owner), []).extend(self.from_pool)  # floating mana stays
        self.from_pool = []
        g.emit("cast_cancelled", player=self.owner)
        return DONE

    def _spend_pool(self, g):
        """Mana in the pool pays first (D-mana-pool): coloured needs, then generic."""
        pool = g.memory["pool"].get(str(self.owner), [])
        if not pool:
            return
        gen, col = self.remaining(g, self.paid)
        take = []
        rest = list(pool)
        for need in col:
            if need in rest:
                rest.remove(need)
                take.append(need)
        coloured = len(take)
        for m in list(rest):
            if len(take) - coloured >= gen:
                break
            rest.remove(m)
            take.append(m)
        if take:
            g.memory["pool"][str(self.owner)] = rest
            self.from_pool.extend(take)
            self.paid.extend(take)
            g.emit("mana_from_pool", player=self.owner, mana="".join(take), rule="mtg:106.4")

    def remaining(self, g, paid):
        d = g.cards[self.card].defn
        col = list(d.colored)
        extra = 0
        for c in paid:
            if c in col:
                col.remove(c)
            else:
                extra += 1
        return max(0, d.generic - extra), tuple(col)

    def run(self, g):
        R = g.rules
        p = self.owner
        c = g.cards[self.card]
        if self.cancelled or c.zname != "hand" or c.zowner != p:
            return self._cancel(g)
        reqs = target_reqs(c.defn.effects)
        if len(self.targets) < len(reqs):
            cands = candidates(g, p, reqs[len(self.targets)][1], self.card)
            if not cands:
                return self._cancel(g)
            acts = [A(p, "target", t) for t in cands] + [A(p, "cancel")]
            return ask1("choose-target", p, acts, "mtg:601.2c", card=self.card, index=len(self.targets))
        self._spend_pool(g)
        gen, col = self.remaining(g, self.paid)
        if gen == 0 and not col:
            R.move(g, self.card, p, "stack", cause="cast")
            g.memory["seq"] += 1
            g.memory["stack"].append({"id": g.memory["seq"], "kind": "spell", "card": self.card, "controller": p,
                                      "ability": -1, "targets": list(self.targets), "ctx": {}})
            g.emit("cast", player=p, card=self.card, defn=c.defn.id, targets=[t[0] for t in self.targets],
                   rule="mtg:601.2")
            return DONE
        untapped = R.untapped_lands(g, p)
        useful = []
        for lid in untapped:
            rest = [g.cards[x].defn.produces for x in untapped if x != lid]
            g2, c2 = self.remaining(g, self.paid + [g.cards[lid].defn.produces])
            if (g2, c2) != (gen, col) and R.can_pay(rest, g2, c2):
                useful.append(lid)
        if not R.can_pay([g.cards[x].defn.produces for x in untapped], gen, col):
            return self._cancel(g)
        acts = [A(p, "autopay")] + [A(p, "tap", f"c{lid}") for lid in useful] + [A(p, "cancel")]
        return ask1("pay", p, acts, "mtg:601.2g", card=self.card, generic=gen, colored="".join(col))

    def answer(self, g, a):
        R = g.rules
        p = self.owner
        if a.verb == "cancel":
            self.cancelled = True
            return
        if a.verb == "target":
            self.targets.append(target_record(g, a.args[0]))
            return
        if a.verb == "tap":
            lid = card_arg(a.args[0])
            self._tap(g, lid)
            return
        gen, col = self.remaining(g, self.paid)
        lands = R.untapped_lands(g, p)
        for need in col:
            lid = next(x for x in lands if g.cards[x].defn.produces == need and not g.cards[x].tapped)
            self._tap(g, lid)
        pool = [x for x in lands if not g.cards[x].tapped]
        # generic mana from colourless lands first, then from the colour we have most of
        pool.sort(key=lambda x: (g.cards[x].defn.produces != "C",
                                 -sum(1 for y in pool if g.cards[y].defn.produces == g.cards[x].defn.produces), x))
        for lid in pool[:gen]:
            self._tap(g, lid)

    def _tap(self, g, lid):
        g.cards[lid].tapped = True
        self.tapped.append(lid)
        self.paid.append(g.cards[lid].defn.produces)
        g.emit("tap_for_mana", player=self.owner, card=lid, mana=g.cards[lid].defn.produces)



class TriggerPutFrame(Frame):
    """603.3b / 805.7: waiting triggered abilities go on the stack, the active player's (team's) first, each
    group ordering its own (a team may interleave its members' abilities; its primary player decides);
    the controller chooses targets; an ability without a legal target is removed (603.3d)."""

    __slots__ = ("current", "targets")

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.current = None
        self.targets = []

    def run(self, g):
        R = g.rules
        if self.current is not None:
            trig = next((t for t in g.pending if t.seq == self.current), None)
            if trig is None or not g.players[trig.controller].alive:
                self.current, self.targets = None, []
                return AGAIN
            effs = g.cards[trig.source].defn.abilities[trig.ability].effects
            reqs = target_reqs(effs)
            if len(self.targets) < len(reqs):
                ctl = trig.controller
                cands = candidates(g, ctl, reqs[len(self.targets)][1])
                if not cands:
                    g.pending.remove(trig)
                    g.emit("trigger_removed", card=trig.source, rule="mtg:603.3d")
                    self.current, self.targets = None, []
                    return AGAIN
                if len(cands) > 1:
                    optional_choice(g)
                return ask1("choose-target", ctl, [A(ctl, "target", t) for t in cands], "mtg:603.3d",
                            card=trig.source, index=len(self.targets))
            g.pending.remove(trig)
            g.memory["seq"] += 1
            g.memory["stack"].append({"id": g.memory["seq"], "kind": "trigger", "card": trig.source,
                                      "controller": trig.controller, "ability": trig.ability,
                                      "targets": list(self.targets), "ctx": trig.ctx})
            g.emit("trigger", player=trig.controller, card=trig.source, ability=trig.ability,
                   targets=[t[0] for t in self.targets], rule="mtg:805.7" if R.shared_turns else "mtg:603.3b")
            self.current, self.targets = None, []
            return AGAIN
        g.pending[:] = [t for t in g.pending if g.players[t.controller].alive]
        if not g.pending:
            return DONE
        for grp in R.groups(g):
            mine = [t for t in g.pending if t.controller in grp]
            if not mine:
                continue
            if len(mine) == 1:
                self.current = mine[0].seq
                return AGAIN
            d = R.decider(g, grp)
            optional_choice(g)
            acts = [A(d, "order", f"t{t.seq}") for t in mine]
            return ask1("order-triggers", d, acts, "mtg:805.7" if R.shared_turns else "mtg:603.3b",
                        triggers=[t.source for t in mine])
        return DONE

    def answer(self, g, a):
        if a.verb == "order":
            self.current = int(a.args[0][1:])
        else:
            self.targets.append(target_record(g, a.args[0]))


class ResolveFrame(Frame):
    """608: the top object resolves; with all its targets illegal it does nothing (608.2b)."""

    __slots__ = ("item", "i", "started", "chosen")

    def __init__(self, item):
        self.owner = item["controller"]   # (Frame.__init__, spelled out: a frame is made at every step)
        self.item = item["id"]
        self.i = 0
        self.started = False
        self.chosen = {}

    def take_choice(self, key: str, picks: list) -> None:
        """A choice one of the item's effects asked for (engine/core/choose.py), filed by effect."""
        self.chosen[key] = picks

    def run(self, g):
        R = g.rules
        item = next((it for it in g.memory["stack"] if it["id"] == self.item), None)
        if item is None or g.outcome is not None:
            return DONE
        effs = effects_of(g, item)
        if not self.started:
            self.started = True
            g.emit("resolve", player=item["controller"], card=item["card"], what=item["kind"], rule="mtg:608.2")
            if item["targets"] and not any(target_legal(g, t) for t in item["targets"]):
                g.emit("fizzle", card=item["card"], rule="mtg:608.2b")
                return self.finish(g, item, countered=True)
        while self.i < len(effs):
            eff_i = self.i
            frames = R.apply_effect(g, item, effs, eff_i, self.chosen)
            if frames == "ASK":
                return AGAIN
            self.i += 1
            if g.outcome is not None:
                return DONE
            if frames:
                for f in reversed(frames):
                    g.push(f)
                return AGAIN
        return self.finish(g, item)

    def finish(self, g, item, countered=False):
        R = g.rules
        if item in g.memory["stack"]:
            g.memory["stack"].remove(item)
        c = g.cards[item["card"]]
        if item["kind"] == "spell" and c.zname in R.stack_keys:
            if c.defn.is_creature and not countered:
                R.move(g, c.id, item["controller"], "battlefield", cause="resolve")
                R.fire(g, c.id, "enters")
            else:
                R.move(g, c.id, c.owner, "graveyard", cause="resolve")
        return DONE


# ======================================================================================================
class DeclareAttackersFrame(Frame):
    """508 / 805.10b: the active player (each player of the active team, for their own creatures) declares
    attackers one at a time: creature and the player it attacks; then done."""

    __slots__ = ("declared", "done")

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.declared = []
        self.done = []

    def run(self, g):
        R = g.rules
        for p in R.active_players(g):
            if p in self.done:
                continue
            used = {a for a, _ in self.declared}
            targets = R.attack_targets(g, p)
            acts = [A(p, "attack", f"c{c}", f"p{t}") for c in R.creatures(g, p)
                    if c not in used and R.can_attack(g, c) for t in targets]
            if not acts:
                self.done.append(p)
                continue
            acts.append(A(p, "done"))
            return ask1("declare-attackers", p, acts, "mtg:805.10b" if R.shared_turns else "mtg:508.1",
                        declared=[[a, t] for a, t in self.declared])
        R.declare_attackers(g, [(a, t) for a, t in self.declared if g.cards[a].zname == "battlefield"
                                and g.players[t].alive])
        return DONE

    def answer(self, g, a):
        if a.verb == "done":
            self.done.append(a.player)
        else:
            self.declared.append([card_arg(a.args[0]), parse_player(a.args[1])])


class DeclareBlockersFrame(Frame):
    """509 / 802.4 / 805.10d: each defending player in APNAP order blocks one creature per answer; with
    shared team turns a defending player may block a creature attacking any player of their team.  Then,
    for each attacker blocked by several creatures, its controller orders the blockers (805.10f)."""

    __slots__ = ("blocks", "done", "ordering", "ordered")

    def __init__(self):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.blocks = []
        self.done = []
        self.ordering = False
        self.ordered = {}

    def run(self, g):
        R = g.rules
        if not self.ordering:
            for p in R.defending_players(g):
                if p in self.done:
                    continue
                busy = {b for b, _ in self.blocks}
                acts = [A(p, "block", f"c{b}", f"c{at}") for b in R.creatures(g, p) if b not in busy
                        for at in R.attackers_blockable_by(g, p) if R.can_block(g, b, at)]
                if not acts:
                    self.done.append(p)
                    continue
                acts.append(A(p, "done"))
                return ask1("declare-blockers", p, acts, R.rule_block, blocks=[list(x) for x in self.blocks])
            self.ordering = True
            R.declare_blockers(g, [(b, at) for b, at in self.blocks])
            return AGAIN
        blocks = g.per_turn["blocks"]
        for aid, bids in sorted(blocks.items(), key=lambda kv: int(kv[0])):
            live = [b for b in bids if g.cards[b].zname == "battlefield" and g.cards[b].blocking == int(aid)]
            have = self.ordered.setdefault(aid, [])
            rest = [b for b in live if b not in have]
            if len(rest) >= 2 and g.cards[int(aid)].zname == "battlefield":
                p = g.cards[int(aid)].zowner
                return ask1("damage-order", p, [A(p, "order", f"c{b}") for b in rest],
                            "mtg:805.10f" if R.shared_turns else "mtg:509.2", attacker=int(aid))
            if rest:
                have.extend(rest)
            blocks[aid] = list(have)
        return DONE

    def answer(self, g, a):
        if a.verb == "done":
            self.done.append(a.player)
        elif a.verb == "block":
            self.blocks.append([card_arg(a.args[0]), card_arg(a.args[1])])
        else:
            aid = next(k for k, v in g.per_turn["blocks"].items() if card_arg(a.args[0]) in v)
            self.ordered.setdefault(aid, []).append(card_arg(a.args[0]))


class CombatDamageFrame(Frame):
    """510.1 / 805.10g: as the combat-damage step begins, the attacking player (team) announces how each
    attacking creature assigns its damage, one point per answer to the recipients the rules allow
    (damage_recipients), or the rest automatically; attackers in APNAP order.  A blocker blocks one
    attacker here, so the defending team's assignments have no choice.  Then all is dealt at once (510.2)."""

    __slots__ = ("first_strike", "chosen", "current", "left")

    def __init__(self, first_strike):
        self.owner = None   # (Frame.__init__, spelled out: a frame is made at every step)
        self.first_strike = first_strike
        self.chosen = {}     # attacker id -> {recipient token: points}
        self.current = -1    # the attacker whose damage is being divided
        self.left = 0        # its points not yet assigned

    def run(self, g):
        R = g.rules
        if self.current >= 0:
            a = g.cards[self.current]
            if self.left > 0 and a.zname == "battlefield":
                got = self.chosen[str(a.id)]
                opts = R.damage_recipients(g, a, got)
                if len(opts) > 1:
                    p = a.zowner
                    acts = [A(p, "assign", "rest")] + [A(p, "assign", t) for t in opts]
                    return ask1("assign-damage", p, acts, "mtg:805.10g" if R.shared_turns else "mtg:510.1c",
                                attacker=a.id, left=self.left, assigned=dict(got))
                if opts:  # one place the next point can go: no decision for it
                    got[opts[0]] = got.get(opts[0], 0) + 1
                    self.left -= 1
                    return AGAIN
            self.current = -1
        for a in R.combat_attackers(g, self.first_strike):
            if str(a.id) in self.chosen or not R.needs_damage_decision(g, a):
                continue
            self.current = a.id
            self.left = R.power(g, a)
            self.chosen[str(a.id)] = {}
            return AGAIN
        R.combat_damage(g, self.first_strike, self.chosen)
        return DONE

    def _auto_rest(self, g, a):
        """The rest of the points as the automatic assignment would give them: what each blocker still
        needs for lethal damage, in order; the remainder to the attacked player with trample, else to the
        last blocker."""
        R = g.rules
        got = self.chosen[str(a.id)]
        blockers = R.live_blockers(g, a)
        for b in blockers:
            n = min(self.left, max(0, R.lethal_for(g, a, b) - got.get(f"c{b}", 0)))
            if n:
                got[f"c{b}"] = got.get(f"c{b}", 0) + n
                self.left -= n
        if self.left > 0:
            if R.has(a, "trample") and g.players[a.attacking].alive:
                tok = f"p{a.attacking}"
            else:
                tok = f"c{blockers[-1]}"
            got[tok] = got.get(tok, 0) + self.left
            self.left = 0

    def answer(self, g, a):
        att = g.cards[self.current]
        got = self.chosen[str(att.id)]
        if a.args[0] == "rest":
            self._auto_rest(g, att)
            return
        got[a.args[0]] = got.get(a.args[0], 0) + 1
        self.left -= 1
