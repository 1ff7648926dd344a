"""Playing the stack game: priority answers, lands, combat, effects and choices (mixed into StackRules)."""
from __future__ import annotations

from ...cards.primitives import REGISTRY
from ...core.choose import ChooseFrame
from .base import A
from .cards import TARGETED
from .effects import Applying
from .loops import optional_choice

# the family's effect ops (engine/families/stack/effects.py)
STACK_OPS = REGISTRY["stack"]


# frames.candidates and frames.target_reqs (frames is a layer above this module, so it is imported when first
# needed): looked up once, not by an import statement at every priority (a sixteenth of a magic game's time)
_TARGETING: tuple | None = None


def _targeting() -> tuple:
    global _TARGETING
    from .frames import candidates, target_reqs
    _TARGETING = (candidates, target_reqs)
    return _TARGETING


class StackPlay:
    @property
    def rule_block(self) -> str:
        if self.shared_turns:
            return "mtg:805.10d"
        return "mtg:802" if self.info.max_players > 2 else "mtg:509.1"

    def group_key(self, g, p: int) -> str:
        if self.shared_turns and g.seating.team_of(g.players[p].seat) is not None:
            return f"t{g.players[p].team}"
        return f"p{p}"

    # ----- priority ---------------------------------------------------------------------------------
    def priority_groups(self, g) -> list:
        """The players (teams) who receive priority for the stack of the turn under way (807.5 narrows it)."""
        return self.groups(g)

    def sorcery_time(self, g, p: int, step: str) -> bool:
        # (the step first: most priorities are outside the main phases, and the active players are a list built)
        return step in ("main1", "main2") and not g.memory["stack"] and p in self.active_players(g)

    def priority_actions(self, g, p: int, step: str) -> list:
        acts = [A(p, "pass")]
        hand = g.zones[f"p{p}.hand"]
        timed = self._timed_hand(g, hand, self.sorcery_time(g, p, step)) if hand else ()
        cards = g.cards
        mana = None   # the mana p could spend (affordable's), listed once for the whole hand
        for cid, land in timed:
            if land:
                if g.per_turn["lands"].get(str(p), 0) < 1:   # 305.2; 805.4c each player of the team
                    acts.append(A(p, "play", f"c{cid}"))
                continue
            d = cards[cid].defn
            if mana is None:
                mana = self.mana_available(g, p)
            if not self.can_pay(mana, d.generic, d.colored):
                continue
            candidates, target_reqs = _TARGETING or _targeting()
            if any(not candidates(g, p, kind, cid) for _, kind in target_reqs(d.effects)):
                continue
            acts.append(A(p, "cast", f"c{cid}"))
        if self.options.get("intentional_draw"):
            acts.append(A(p, "agree-draw"))
        return acts

    @staticmethod
    def _timed_hand(g, hand: list, sorc: bool) -> tuple:
        """(card id, is a land) of the cards of `hand` that its player may play or cast at this timing as far as
        their types say, in hand order: at sorcery timing (`sorc`) every card, else the instants.  Kept by the
        hand's ids in Game.derived (a card id names one definition in a game and its clones): asked at every
        priority, and hands change seldom between two."""
        key = (sorc, tuple(hand))
        kept = g.derived.get("timed_hand")
        timed = None if kept is None else kept.get(key)
        if timed is None:
            if kept is None or len(kept) >= 4096:
                kept = g.derived["timed_hand"] = {}
            cards = g.cards
            timed = []
            for cid in key[1]:
                d = cards[cid].defn
                if sorc or (not d.is_land and d.type == "instant"):
                    timed.append((cid, d.is_land))
            timed = kept[key] = tuple(timed)
        return timed

    def play_land(self, g, p: int, cid: int) -> None:
        g.per_turn["lands"][str(p)] = g.per_turn["lands"].get(str(p), 0) + 1
        self.move(g, cid, p, "battlefield", cause="play-land")
        g.emit("land_played", player=p, card=cid, rule="mtg:805.4c" if self.shared_turns else "mtg:305.2")

    # ----- combat --------------------------------------------------------------------------------------
    def in_combat(self, g) -> list[int]:
        return [c.id for c in g.cards if c.zname == "battlefield" and (c.attacking != -1 or c.blocking != -1)]

    def declare_attackers(self, g, declared) -> None:
        g.per_turn["attacked"] = bool(declared)
        for aid, t in declared:
            c = g.cards[aid]
            c.attacking = t
            if not self.has(c, "vigilance"):
                c.tapped = True
            g.emit("attacks", player=c.zowner, card=aid, target=t,
                   rule="mtg:805.10b" if self.shared_turns else "mtg:508.1")
        for aid, t in declared:
            self.fire(g, aid, "attacks", None, defending=t, attacking=g.cards[aid].zowner)

    def defending_players(self, g) -> list[int]:
        """The attacked players, APNAP order; with shared team turns their whole team (805.10a)."""
        attacked = {c.attacking for c in g.cards if c.zname == "battlefield" and c.attacking != -1}
        if self.shared_turns:
            attacked |= {m for p in attacked for m in self.team_members(g, p)}
        return [p for p in self.apnap(g) if p in attacked]

    def attackers_blockable_by(self, g, p: int) -> list[int]:
        """802.4: creatures attacking `p`; 805.10d: creatures attacking any player of `p`'s team."""
        mine = set(self.team_members(g, p)) if self.shared_turns else {p}
        return [c.id for c in g.cards if c.zname == "battlefield" and c.attacking in mine]

    def declare_blockers(self, g, blocks) -> None:
        order = g.per_turn["blocks"]
        for bid, aid in blocks:
            b, a = g.cards[bid], g.cards[aid]
            if b.zname != "battlefield" or a.zname != "battlefield":
                continue
            b.blocking = aid
            a.blocked = True
            order.setdefault(str(aid), []).append(bid)
            g.emit("blocks", player=b.zowner, card=bid, attacker=aid, rule=self.rule_block)
        for bid, aid in blocks:
            if g.cards[bid].blocking == aid:
                # 805.10c: "the attacking player" for a blocker is the controller of the creature it blocks
                self.fire(g, bid, "blocks", None, attacking=g.cards[aid].zowner, defending=g.cards[bid].zowner)

    def deals_damage_now(self, g, c, first_strike_step: bool) -> bool:
        if first_strike_step:
            return self.has(c, "first_strike")
        return not (g.per_turn.get("first_strike") and self.has(c, "first_strike"))

    def combat_attackers(self, g, first_strike_step: bool) -> list:
        """The attackers that deal combat damage in this step, active player (team) first (805.10g)."""
        return [c for p in self.apnap(g) for c in (g.cards[x] for x in self.creatures(g, p))
                if c.attacking != -1 and self.deals_damage_now(g, c, first_strike_step) and self.power(g, c) > 0]

    def live_blockers(self, g, a) -> list[int]:
        """The creatures still blocking attacker `a`, in its damage assignment order (509.2 / 805.10f)."""
        return [b for b in g.per_turn["blocks"].get(str(a.id), [])
                if g.cards[b].zname == "battlefield" and g.cards[b].blocking == a.id]

    def lethal_for(self, g, a, bid: int) -> int:
        """Lethal damage from attacker `a` to blocker `bid` (702.2c deathtouch: 1)."""
        bc = g.cards[bid]
        return 1 if self.has(a, "deathtouch") else max(0, self.toughness(g, bc) - bc.damage)

    def damage_recipients(self, g, a, assigned: dict) -> list[str]:
        """510.1c (2023 numbering): where attacker `a` may assign its next point of damage, given what it has
        assigned already: a blocker only if every blocker before it in the order has lethal damage
        assigned; the attacked player (trample, 702.19b) only once every blocker has."""
        out = []
        for b in self.live_blockers(g, a):
            out.append(f"c{b}")
            if assigned.get(f"c{b}", 0) < self.lethal_for(g, a, b):
                return out
        if self.has(a, "trample") and g.players[a.attacking].alive:
            out.append(f"p{a.attacking}")
        return out

    def needs_damage_decision(self, g, a) -> bool:
        """An attacker's controller decides its division only where there is a choice: several blockers,
        or trample past a blocker (510.1c-d)."""
        if not a.blocked:
            return False
        n = len(self.live_blockers(g, a))
        return n >= 2 or (n == 1 and self.has(a, "trample") and g.players[a.attacking].alive)

    def combat_damage(self, g, first_strike_step: bool, chosen: dict | None = None) -> None:
        """510: the active player (team) assigns each attacker's damage, then the defending players each
        blocker's (805.10g); all of it is dealt at once.  `chosen` holds the divisions the attackers'
        controllers decided (CombatDamageFrame); any other attacker assigns in the blockers' order, lethal
        damage to each before the next (deathtouch: 1 is lethal); trample assigns the rest to the player."""
        chosen = chosen or {}

        def deals(c):
            return self.deals_damage_now(g, c, first_strike_step)

        hits = []  # (source, "c"/"p", id, amount)
        rule = "mtg:805.10g" if self.shared_turns else "mtg:510.1"
        attackers = [c for p in self.apnap(g) for c in (g.cards[x] for x in self.creatures(g, p)) if c.attacking != -1]
        for a in attackers:
            pw = self.power(g, a)
            if not deals(a) or pw <= 0:
                continue
            if str(a.id) in chosen:
                for tok, n in sorted(chosen[str(a.id)].items()):
                    hits.append((a.id, tok[0], int(tok[1:]), n))
                continue
            blockers = self.live_blockers(g, a)
            if not a.blocked:
                if g.players[a.attacking].alive:
                    hits.append((a.id, "p", a.attacking, pw))
                continue
            if not blockers:
                if self.has(a, "trample") and g.players[a.attacking].alive:
                    hits.append((a.id, "p", a.attacking, pw))
                continue
            left = pw
            for i, b in enumerate(blockers):
                bc = g.cards[b]
                lethal = 1 if self.has(a, "deathtouch") else max(0, self.toughness(g, bc) - bc.damage)
                last = i == len(blockers) - 1
                n = left if (last and not self.has(a, "trample")) else min(lethal, left)
                if n > 0:
                    hits.append((a.id, "c", b, n))
                left -= n
            if left > 0 and g.players[a.attacking].alive:
                hits.append((a.id, "p", a.attacking, left))
        for p in self.apnap(g):
            for bid in self.creatures(g, p):
                b = g.cards[bid]
                if b.blocking == -1 or not deals(b):
                    continue
                a = g.cards[b.blocking]
                if a.zname == "battlefield" and self.power(g, b) > 0:
                    hits.append((bid, "c", a.id, self.power(g, b)))
        for src, kind, tgt, n in hits:
            g.emit("assign_damage", card=src, to=f"{kind}{tgt}", amount=n, rule=rule)
        for src, kind, tgt, n in hits:
            self.deal_damage(g, src, kind, tgt, n, combat=True)

    def deal_damage(self, g, src: int, kind: str, tgt: int, n: int, combat: bool = False) -> None:
        s = g.cards[src]
        if n <= 0:
            return
        if kind == "c":
            c = g.cards[tgt]
            if c.zname != "battlefield" or not c.defn.is_creature:
                return
            c.damage += n
            if self.has(s, "deathtouch"):
                c.deathtouched = True
            g.emit("damage", card=src, to=f"c{tgt}", amount=n, combat=combat)
        else:
            if not g.players[tgt].alive:
                return
            g.emit("damage", card=src, to=f"p{tgt}", amount=n, combat=combat)
            self.change_life(g, tgt, -n, cause="damage", rule="mtg:810.9" if self.life_key(g, tgt)[0] == "t" else "")
        if self.has(s, "lifelink") and g.players[s.zowner].alive:
            self.change_life(g, s.zowner, n, cause="lifelink")

    _battlefield_keys: tuple | None = None   # (per rules object: one game and its clones)

    def battlefield_keys(self, g) -> tuple:
        """The keys of every battlefield zone (one per player; the zones of a game never change)."""
        keys = self._battlefield_keys
        if keys is None:
            keys = self._battlefield_keys = tuple(k for k in g.zones if k.endswith(".battlefield"))
        return keys

    def end_combat(self, g) -> None:
        # only permanents attack or block, and every move resets those marks (StackRules.move: a new object,
        # 400.7), so the battlefields hold every card that may still carry one
        cards, zs = g.cards, g.zones
        for key in self.battlefield_keys(g):
            for cid in zs[key]:
                c = cards[cid]
                c.attacking = c.blocking = -1
                c.blocked = False
        g.per_turn["blocks"] = {}

    def cleanup(self, g) -> None:
        """514.2: damage wears off and 'until end of turn' effects end."""
        cards, zs = g.cards, g.zones
        for key in self.battlefield_keys(g):
            for cid in zs[key]:
                c = cards[cid]
                c.damage = 0
                c.deathtouched = False
                c.mods = []

    # ----- choices -------------------------------------------------------------------------------------
    def choice_offered(self, g) -> None:
        optional_choice(g)

    def apply_choice(self, g, op: str, p: int, it) -> None:
        if op == "discard":
            self.move(g, it, p, "graveyard", cause="discard")
        elif op == "bottom":
            self.move(g, it, p, "library", top=False, cause="mulligan-bottom")
        elif op == "sacrifice":
            c = g.cards[it]
            self.move(g, it, c.owner, "graveyard", cause="sacrifice")
            g.emit("sacrificed", player=p, card=it)
            self.fire(g, it, "dies", p)

    # ----- effects -------------------------------------------------------------------------------------
    def refs(self, g, item, effs, i: int, ref: str, chosen: dict):
        """What `ref` names for effect `i` of `item`: a list of ("c", card) / ("p", player)."""
        ctl = item["controller"]
        ctx = item["ctx"]
        src = item["card"]
        if ref in TARGETED:
            k = sum(1 for j, e in enumerate(effs[:i]) if (e.get("to") or e.get("who")) in TARGETED)
            from .frames import target_legal
            rec = item["targets"][k] if k < len(item["targets"]) else None
            if rec is None or not target_legal(g, rec):
                return []
            return [(rec[0][0], int(rec[0][1:]))]
        rng = self.roi(g, ctl)
        order = [q for q in self.apnap(g) if q in rng]
        if ref == "you":
            return [("p", ctl)]
        if ref == "each_player":
            return [("p", q) for q in order]
        if ref == "each_opponent":
            return [("p", q) for q in order if self.is_opponent(g, ctl, q)]
        if ref in ("that_player", "defending_player", "attacking_player"):
            key = {"that_player": "player", "defending_player": "defending", "attacking_player": "attacking"}[ref]
            q = ctx.get(key)
            return [("p", q)] if q is not None and g.players[q].alive else []
        if ref == "active_player":
            act = self.active_players(g)
            if len(act) > 1:  # 805.9: the ability's controller chooses one active player
                return [("p", chosen[str(i)][0])] if str(i) in chosen else "ASK"
            return [("p", q) for q in act]
        if ref == "self":
            c = g.cards[src]
            return [("c", src)] if c.zname == "battlefield" else []
        if ref == "each_creature":
            return [("c", c) for q in order for c in self.creatures(g, q)]
        if ref == "each_other_creature":
            return [("c", c) for q in order for c in self.creatures(g, q) if c != src]
        if ref == "each_opponent_creature":
            return [("c", c) for q in order if self.is_opponent(g, ctl, q) for c in self.creatures(g, q)]
        raise ValueError(ref)

    def apply_effect(self, g, item, effs, i: int, chosen: dict):
        e = effs[i]
        ctl = item["controller"]
        ref = e.get("to") or e.get("who")
        objs = self.refs(g, item, effs, i, ref, chosen) if ref else []
        if objs == "ASK":
            act = self.active_players(g)
            g.push(ChooseFrame(ctl, "choose-active-player", "mtg:805.9", [f"p{q}" for q in act], 1, into=str(i),
                               op="choose"))   # op "choose": the pick only names; the effect uses it
            return "ASK"
        if objs and isinstance(objs[0][1], str):
            objs = [(k, int(v[1:]) if isinstance(v, str) else v) for k, v in objs]
        chosen_players = [("p", int(x[1:])) for x in chosen.get(str(i), [])]
        if chosen_players and ref == "active_player":
            objs = chosen_players
        prim = STACK_OPS.get(e.op)
        frames = prim.fn(g, Applying(ctl, g.cards[item["card"]], objs, e.get("amount", 0), item), e) if prim else None
        return frames or []

    # ----- mana pool (106.4, 500.4) -------------------------------------------------------------------
    def mana_pool(self, g, p: int) -> list:
        return g.memory.setdefault("pool", {}).get(str(p), [])

    def empty_pools(self, g) -> None:
        """500.4: unspent mana empties from each player's mana pool as each step and phase ends."""
        for key, mana in sorted(g.memory.setdefault("pool", {}).items()):
            if mana:
                g.emit("mana_emptied", player=int(key), mana="".join(mana), rule="mtg:500.4")
        g.memory["pool"] = {}

    def restart_game(self, g) -> None:
        """104.6: everyone still in the game starts a new game (cards back to libraries, life reset,
        mulligans); players who left stay out."""
        from .frames import BeginFrame, MulliganFrame, TurnFrame
        g.emit("restart", rule="mtg:104.6")
        alive = g.alive_players()
        for p in alive:
            for z in ("hand", "battlefield", "graveyard", "exile"):
                for cid in list(g.zones[f"p{p}.{z}"]):
                    self.move(g, cid, g.cards[cid].owner, "library", silent=True)
        for cid in list(g.zones["stack"]):
            self.move(g, cid, g.cards[cid].owner, "library", silent=True)
        g.memory["stack"].clear()
        g.pending.clear()
        for k in g.memory["life"]:
            g.memory["life"][k] = self.start_life
            g.memory["poison"][k] = 0
        g.memory["skip_untap"].clear()
        g.memory["extra_turns"].clear()
        for p in alive:
            g.shuffle_zone(f"p{p}.library")
        first = self.group_of(g, alive[g.rng.below(len(alive))])[0]
        g.turn_player = first
        g.memory["active"] = self.group_of(g, first)
        for p in self.apnap(g):
            self.draw(g, p, 7)
        g.turn = 1
        del g.frames[:]
        g.push(TurnFrame(first))
        g.push(BeginFrame())
        g.push(MulliganFrame())
