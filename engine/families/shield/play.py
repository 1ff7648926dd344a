"""What the turn player may do, and the game actions behind it (mixed into ShieldRules)."""
from __future__ import annotations

from ...core.actions import Action
from ...core.errors import IllegalAction
from .cards import has_kw, modified_cards, power
from .conditions import holds
from .frames import A


class ShieldPlay:
    rule_pending_order = "dm:101.4"
    rule_declaration = "dm:declaration"

    # ----- turn steps --------------------------------------------------------------------
    def start_of_turn(self, g, tp):
        for cid in g.zones[f"p{tp}.battle"]:
            c = g.cards[cid]
            c.sick = False
            c.tapped = False
        for cid in g.zones[f"p{tp}.mana"]:
            g.cards[cid].tapped = False
        self.mana.turn_start(self, g, tp)

    def draws_this_turn(self, g, tp) -> bool:
        first_turn = g.turn == 1 and tp == g.memory["first_player"]
        return not first_turn or self.options.get("first_player_draws", False)

    def end_of_turn_cleanup(self, g, tp):
        for p in g.turn_order_from(tp):
            for cid in list(g.zones[f"p{p}.battle"]):
                c = g.cards[cid]
                if c.ninja_return:
                    c.ninja_return = False
                    self.leave_battle(g, cid, "to_deck_bottom", cause="ninja-strike")
        for c in modified_cards(g):
            if any(m[2] == "turn" for m in c.mods):
                c.mods = [m for m in c.mods if m[2] != "turn"]
        g.memory["locks"] = [lk for lk in g.memory["locks"] if lk[2] != "turn"]
        g.emit("turn_end", player=tp, turn=g.turn)

    def opponents_incl_removed(self, g, p):
        team_of, players = g.seating.team_of, g.players
        t = team_of(players[p].seat)   # teams are the seating graph's
        return [q.index for q in players if q.index != p and (t is None or team_of(q.seat) != t)]

    # ----- charge ------------------------------------------------------------------------
    def charge_actions(self, g, tp):
        if g.per_turn["charged"] >= 1:
            return []
        return [Action(tp, "charge", (f"c{cid}",)) for cid in g.zones[f"p{tp}.hand"]]

    def charge(self, g, tp, cid):
        c = g.cards[cid]
        g.per_turn["charged"] += 1
        self.move(g, cid, tp, "mana", tapped=c.defn.multicolor, cause="charge")
        g.emit("charge", player=tp, card=cid, defn=c.defn.id)

    # ----- using cards -------------------------------------------------------------------
    def untapped_mana(self, g, p):
        return self.mana.untapped(self, g, p)

    def can_pay(self, g, p, cost, civs, untapped=None) -> bool:
        return self.mana.can_pay(self, g, p, cost, civs, untapped)

    def payment_for(self, g, p, c, how):
        """(amount, civilizations) to pay for using card c this way, or None for nothing."""
        d = c.defn
        if how in ("free", "free_cast", "gzero"):
            return None
        if how in ("galaxy", "kirifudash"):
            kw = "galaxy_shield" if how == "galaxy" else how
            if kw not in d.kw:   # asked of a card without the keyword (only a refusal's explanation does)
                raise IllegalAction(f"no-{how}", f"{d.name_en} has no {kw.replace('_', ' ')}", "dm:601",
                                    card=c.id)
            return d.kw[kw], d.civs
        if how == "cast":
            if d.spell is not None:
                return self.cost_of(g, c, "spell"), d.spell.civs
            return self.cost_of(g, c), d.civs
        return self.cost_of(g, c), d.civs

    def pay_frame(self, g, p, amount, civs):
        return self.mana.pay_frame(self, g, p, amount, civs)

    def name_allowed(self, g, p, name: str, kind: str) -> str | None:
        """Rule id forbidding `p` to use/put a card named `name` now, or None (DuePa 107.1)."""
        return None

    def battle_full(self, g, p) -> str | None:
        limits = self.limits
        return "dmp:11" if limits.caps and limits.full(g, p, "battle") else None

    def evolution_sources(self, g, p, c):
        evo = c.defn.evolution or {}
        out = []
        for cid in g.zones[f"p{p}.battle"]:
            d = g.cards[cid].defn
            if "race" in evo and evo["race"] in (d.race_en, d.race_ja):
                out.append(cid)
            elif "civilization" in evo and evo["civilization"] in d.civs:
                out.append(cid)
        return out

    def usable_zones(self, g, p):
        return ("hand",)

    def main_actions(self, g, p):
        acts = []
        mana = self.mana   # asked once per hand: the strategy, not the rules' forwarding hooks
        untapped = mana.untapped(self, g, p)
        n_mana = len(untapped)
        cards = g.cards
        cands = list(g.zones[f"p{p}.hand"])
        if "partner" in self.usable_zones(g, p):
            cands += g.zones[f"p{p}.partner"]
        cands += [s for s in g.zones[f"p{p}.shield"] if cards[s].face_up]
        full = self.battle_full(g, p)
        payable_now: dict = {}   # (cost, civilizations) -> can_pay: many cards in a hand share both

        def can_pay(cost, civs):
            ok = payable_now.get((cost, civs))
            if ok is None:
                ok = payable_now[(cost, civs)] = cost <= n_mana and mana.can_pay(self, g, p, cost, civs, untapped)
            return ok

        for cid in cands:
            c = cards[cid]
            d = c.defn
            tok = None
            if d.is_creature and full is None and self.name_allowed(g, p, d.name_en, "summon") is None:
                ok_src = d.type != "evolution" or self.evolution_sources(g, p, c)
                if ok_src:
                    if can_pay(self.cost_of(g, c), d.civs):
                        tok = f"c{cid}"
                        acts.append(Action(p, "summon", (tok,)))
                    if "g_zero" in d.keywords and c.zname != "shield":
                        if holds(g, p, d.g_zero_if, None):
                            acts.append(A(p, "gzero", f"c{cid}"))
                if "galaxy_shield" in d.kw and c.zname != "shield":
                    if can_pay(d.kw["galaxy_shield"], d.civs):
                        acts.append(A(p, "galaxy", f"c{cid}"))
            if c.zname == "hand" and (d.type == "spell" or d.spell is not None):
                sp = d.spell
                civs = sp.civs if sp is not None else d.civs
                cost = self.cost_of(g, c, "spell" if sp is not None else "creature")
                if can_pay(cost, civs) and self.spell_locked(g, p, cost, d.multicolor) is None \
                        and self.name_allowed(g, p, sp.name_en if sp is not None else d.name_en, "cast") is None:
                    acts.append(Action(p, "cast", (tok or f"c{cid}",)))
        return acts

    def record_free_use(self, g, p):
        if p not in g.per_turn["free"]:
            g.per_turn["free"].append(p)

    def cast_spell(self, g, p, cid):
        c = g.cards[cid]
        name = c.defn.spell.name_en if c.defn.spell is not None else c.defn.name_en
        g.per_turn["used"][p].append(name)
        self.move(g, cid, p, "limbo", cause="cast")
        g.emit("cast", player=p, card=cid, defn=c.defn.id)
        for q in g.turn_order_from(g.turn_player):
            if q != p and p in self.opponents(g, q):
                for oid in g.zones[f"p{q}.battle"]:
                    oc = g.cards[oid]
                    if not oc.defn.triggers:
                        continue
                    for i, ab in enumerate(oc.defn.abilities):
                        if ab.kind == "triggered" and ab.when == "opponent_casts_spell":
                            self.add_pending(g, q, oid, ("c", i), p, "opponent_casts_spell")

    # ----- attacking ---------------------------------------------------------------------
    def can_attack(self, g, p, c) -> bool:
        if c.tapped or has_kw(g, c, "cant_attack"):
            return False
        for m in c.mods:
            if m[0] == "cant_attack":
                return False
        if c.sick and not has_kw(g, c, "speed_attacker"):
            return False
        return True

    def attack_targets(self, g, p, cid):
        c = g.cards[cid]
        out = []
        players_ok = not has_kw(g, c, "cant_attack_players")
        untapped_ok = has_kw(g, c, "attack_untapped")  # DMP-39: an ability; sickness still applies
        for o in self.opponents(g, p):
            if players_ok:
                out.append(f"p{o}")
            for t in g.zones[f"p{o}.battle"]:
                if (g.cards[t].tapped or untapped_ok) and not self.cant_be_attacked(g, t):
                    out.append(t)
        return out

    def attack_actions(self, g, p):
        acts = []
        for cid in g.zones[f"p{p}.battle"]:
            c = g.cards[cid]
            if self.can_attack(g, p, c) and self.attack_targets(g, p, cid):
                acts.append(A(p, "attack", f"c{cid}"))
        return acts

    def blockers(self, g, defender, attacker, target):
        """DuePa 304.3: only the attacked player (or the attacked creature's controller) blocks."""
        if has_kw(g, g.cards[attacker], "unblockable"):
            return []
        return [b for b in g.zones[f"p{defender}.battle"]
                if b != target and not g.cards[b].tapped and has_kw(g, g.cards[b], "blocker")]

    def breaks_for(self, g, attacker, n):
        return n

    def battle(self, g, a, b):
        ca, cb = g.cards[a], g.cards[b]
        pa, pb = power(g, ca, attacking=True), power(g, cb)
        g.emit("battle", attacker=a, defender=b, power_a=pa, power_b=pb)
        lose_a = pa <= pb
        lose_b = pb <= pa
        if lose_a and has_kw(g, ca, "slayer"):
            lose_b = True
        if lose_b and has_kw(g, cb, "slayer"):
            lose_a = True
        if not lose_a:
            self.fire(g, "win_battle", (a,))
        if not lose_b:
            self.fire(g, "win_battle", (b,))
        if lose_b:
            self.destroy(g, b, cause="battle")
        if lose_a:
            self.destroy(g, a, cause="battle")

    def kirifudash_actions(self, g, p):
        acts = []
        untapped = self.untapped_mana(g, p)
        for cid in g.zones[f"p{p}.hand"] + (g.zones[f"p{p}.partner"] if "partner" in self.usable_zones(g, p) else []):
            d = g.cards[cid].defn
            if "kirifudash" in d.kw and self.battle_full(g, p) is None \
                    and self.name_allowed(g, p, d.name_en, "summon") is None \
                    and self.can_pay(g, p, d.kw["kirifudash"], d.civs, untapped):
                acts.append(A(p, "kirifudash", f"c{cid}"))
        return acts

    # ----- shields -----------------------------------------------------------------------
    def shield_break_sources(self, g, p) -> list[int]:
        """p's creatures whose replacement effect could apply to p's shield being broken."""
        return [cid for cid in g.zones[f"p{p}.battle"] if "your_shield_broken" in g.cards[cid].defn.replaces]

    def shield_break_replacement(self, g, p, chosen=None):
        """The result replacing the break of one of p's shields; `chosen` is the source p picked among several (D-305.2), else
        p's first one applies."""
        srcs = self.shield_break_sources(g, p)
        if not srcs:
            return None
        if self.order.auto:  # DMP-17: the rightmost card's replacement
            chosen = srcs[-1]
        sid = chosen if chosen in srcs else srcs[0]
        return next(ab.instead for ab in g.cards[sid].defn.abilities
                    if ab.kind == "replacement" and ab.event == "your_shield_broken")

    def strigger_side(self, c):
        d = c.defn
        if "s_trigger" in d.keywords:
            return "creature" if d.is_creature else "spell"
        if d.spell is not None and "s_trigger" in d.spell.keywords:
            return "spell"
        return None

    def strigger_decided_at_use(self) -> bool:
        """Whether each S-Trigger is decided as it is used (DMP-23) instead of all declared first (paper)."""
        return self.order.strigger_decided_at_use

    def strigger_available(self, g, p, cid) -> bool:
        """Whether a declared S-Trigger card is still where it can be used from (base: p's hand)."""
        c = g.cards[cid]
        if c.zname == "hand" and c.zowner == p:
            return True   # DMP-10: a broken shield that overflowed to the graveyard keeps its S-Trigger
        return c.zname == "graveyard" and c.owner == p and cid in g.per_turn.get("strigger_overflow", ())

    def can_strigger(self, g, p, cid) -> bool:
        c = g.cards[cid]
        side = self.strigger_side(c)
        if side is None:
            return False
        d = c.defn
        if side == "spell":
            cost = d.spell.cost if d.spell is not None else d.cost
            name = d.spell.name_en if d.spell is not None else d.name_en
            return self.spell_locked(g, p, cost, d.multicolor) is None and self.name_allowed(g, p, name, "cast") is None
        return self.name_allowed(g, p, d.name_en, "summon") is None

    # ----- pending effects and declarations ----------------------------------------------
    def auto_pick_pending(self, g, mine):
        return self.order.pick(g, mine)

    def declarables(self, g, p, timing):
        out = []
        zones = [f"p{p}.hand"] + ([f"p{p}.partner"] if "partner" in self.usable_zones(g, p) else [])
        if timing in ("attack", "block"):
            # Ninja Strike: "when an opponent's creature attacks or blocks"
            att = g.memory.get("attack")
            if not att or (timing == "block" and len(att) < 3):
                return out
            cards = g.cards
            ninjas = [cid for z in zones for cid in g.zones[z] if "ninja_strike" in cards[cid].defn.kw]
            if not ninjas:   # (most hands: then whose creature it was does not matter)
                return out
            actor = cards[att[0] if timing == "attack" else att[2]].zowner
            if actor == p or actor not in self.opponents(g, p):
                return out
            n_mana = len(g.zones[f"p{p}.mana"])
            for cid in ninjas:
                d = cards[cid].defn
                if n_mana >= d.kw["ninja_strike"] and self.name_allowed(g, p, d.name_en, "summon") is None:
                    out.append(cid)
        elif timing == "end":
            tp = g.turn_player
            for z in zones:
                for cid in g.zones[z]:
                    d = g.cards[cid].defn
                    if not d.triggers:
                        continue
                    for ab in d.abilities:
                        if ab.kind == "triggered" and ab.zone == "hand":
                            if ab.when == "opponent_turn_end" and p != tp and tp in self.opponents_incl_removed(g, p) \
                                    and holds(g, p, ab.condition, tp):
                                out.append(cid)
                                break
                            if ab.when == "your_turn_end" and p == tp and holds(g, p, ab.condition, None):
                                out.append(cid)
                                break
        return out

    def declare(self, g, p, cid, timing):
        c = g.cards[cid]
        g.emit("declare", player=p, card=cid, defn=c.defn.id, timing=timing)
        if timing in ("attack", "block"):
            g.per_turn["ninja"].append(p)
            self.add_pending(g, p, cid, ("x", "ninja"), None, "ninja_strike")
        else:
            self.add_pending(g, p, cid, ("x", "summon_self"), g.turn_player if p != g.turn_player else None,
                             "declared")
