"""`digital`: the shield game under the digital rules of Duel Masters Play's (seed 002, DIGEST.md A3).

The differences live in `DigitalMixin`, each behind an option so that the other shield formats can
offer them too (off there by default):

  digital_mana  DMP-1..6, 44, 45, 55: civilizations unlocked by mana cards, no tapping; max mana (cards
                in the mana zone) and available mana; mono cards add to both, multicolour to max only;
                at turn start available = max - five-civilization cards.
  zone_caps     DMP-7..12, 42, 43, 46, 47: hand 10, shields 10, battle zone 7 (objects), mana 99; what
                overflows goes straight to the graveyard, no triggers; drawing into a full hand is not
                a draw; S-Trigger works with a full hand; no summoning offered at 7.
  auto_order    DMP-13..20, 48, 49: the computer orders pending effects (type, zone, moment,
                right-to-left, entry order) and picks the replacement effect (own, else rightmost);
                an evolution creature moves to the right end.

Digital-only (no option elsewhere): the 99-turn limit (DMP-41, D-digital-99), the power clamp (DMP-33),
the DP hall of fame (DMP-53).  One block per attack (DMP-40) and the highest breaker only (DMP-30/50)
are already how the shield engine works.
"""
from __future__ import annotations

import itertools

from ..core.errors import IllegalAction
from ..core.game import DONE, Frame, Outcome
from ..core.options import choice, flag, number
from ..core.refusals import named_card
from ..core.rules import FormatInfo
from ..families.shield.rules import HAND, SHIELDS, ShieldRules
from . import register
from ..decks import UNKNOWN_CARD
from .shield_decks import validate_shield_deck
from ..core.kinds import LOST

CAPS = {"hand": 10, "shield": 10, "battle": 7, "mana": 99}
CAP_RULE = {"hand": "dmp:7", "shield": "dmp:47", "battle": "dmp:46", "mana": "dmp:43"}
POWER_LIMIT = 2_147_483_647
ALL_CIVS = 5

# DMP-19 type priority: own cip, "your creature is put", when destroyed, when leaving; then the rest,
# then use declarations (DMP-22: lower than cip)
TYPE_PRIORITY = {"enter": 0, "your_creature_enters": 1, "destroyed": 2, "your_creature_destroyed": 2,
                 "leave": 3}
OTHER_PRIORITY = 4
DECLARED_PRIORITY = 5
ZONE_PRIORITY = {"battle": 0, "graveyard": 1, "hand": 2}  # DMP-20


class DigitalPayFrame(Frame):
    """DMP-2: no tapping; paying takes the cost from the available mana, automatically."""

    __slots__ = ("cost", "civs")
    feeds_below = True  # its result is the payment of the frame below (engine/core/leaving.py)

    def __init__(self, player, cost, civs):
        super().__init__(player)
        self.cost = cost
        self.civs = tuple(civs)

    def run(self, g):
        R = g.rules
        p = self.owner
        ok = R.can_pay(g, p, self.cost, self.civs)
        if ok:
            R.set_available(g, p, R.mana_available(g, p) - self.cost)
            g.emit("paid", player=p, amount=self.cost, available=R.mana_available(g, p), rule="dmp:2")
        g.frames[-2].paid = ok
        return DONE

    def answer(self, g, a):  # pragma: no cover - asks nothing
        raise RuntimeError("DigitalPayFrame asks nothing")


SWITCHES = ("digital_mana", "zone_caps", "auto_order")
# the hooks below that are the base rules' own while all the switches named here are off
_FORWARDING = (("untapped_mana", ("digital_mana",)), ("can_pay", ("digital_mana",)),
               ("pay_frame", ("digital_mana",)), ("move", ("zone_caps", "digital_mana")),
               ("draw", ("zone_caps",)), ("enter_battle", ("zone_caps", "auto_order")),
               ("battle_full", ("zone_caps",)))


class DigitalMixin:
    """The digital rules as switchable hooks over ShieldRules (see the module docstring)."""

    def __init__(self, options=None):
        super().__init__(options)
        # asked at every move and payment: read once (a format's options never change during a game)
        self._switches = sw = {k: bool(self.options.get(k, False)) for k in SWITCHES}
        # A hook whose switches are all off only forwards to the base rules: bind the base rules' own method
        # once (unless a format overrides the hook), so that every move, draw and payment skips a call.
        base, cls = super(DigitalMixin, self), type(self)
        for name, switches in _FORWARDING:
            if not any(sw[k] for k in switches) and getattr(cls, name) is getattr(DigitalMixin, name):
                setattr(self, name, getattr(base, name))

    def _on(self, name: str) -> bool:
        return self._switches[name]

    # ----- mana (DMP-1..6, 44, 45, 55) ------------------------------------------------------
    def mana_max(self, g, p) -> int:
        return len(g.zones[f"p{p}.mana"])

    def five_civ_count(self, g, p) -> int:
        return sum(1 for cid in g.zones[f"p{p}.mana"] if len(g.cards[cid].defn.all_civs) >= ALL_CIVS)

    def unlocked(self, g, p) -> frozenset:
        out: set = set()
        for cid in g.zones[f"p{p}.mana"]:
            out |= g.cards[cid].defn.all_civs
        return frozenset(out)

    def mana_available(self, g, p) -> int:
        return g.memory.setdefault("dmana", {}).get(str(p), 0)

    def set_available(self, g, p, n) -> None:
        g.memory.setdefault("dmana", {})[str(p)] = max(0, min(n, self.mana_max(g, p)))

    def untapped_mana(self, g, p):
        if not self._on("digital_mana"):
            return super().untapped_mana(g, p)
        mana = g.zones[f"p{p}.mana"]
        return [(cid, g.cards[cid].defn.all_civs) for cid in mana[:self.mana_available(g, p)]]

    def can_pay(self, g, p, cost, civs, untapped=None) -> bool:
        if not self._on("digital_mana"):
            return super().can_pay(g, p, cost, civs, untapped)
        if cost <= 0:
            return True
        return cost <= self.mana_available(g, p) and set(civs) <= self.unlocked(g, p)

    def pay_frame(self, g, p, amount, civs):
        if not self._on("digital_mana"):
            return super().pay_frame(g, p, amount, civs)
        return DigitalPayFrame(p, amount, civs)

    def start_of_turn(self, g, tp):
        super().start_of_turn(g, tp)
        if self._on("digital_mana"):  # DMP-5 / DMP-44
            self.set_available(g, tp, self.mana_max(g, tp) - self.five_civ_count(g, tp))
            g.emit("mana_recovered", player=tp, available=self.mana_available(g, tp),
                   max=self.mana_max(g, tp), rule="dmp:5")
        self.fire_legend_skill(g, tp, "your_turn_start")

    # ----- legend skills (DMP-51) ---------------------------------------------------------
    def fire_legend_skill(self, g, p, when):
        """DMP-51: a player's legend skill fires by itself when its moment comes and its condition holds
        (no declaration, no choice, no card)."""
        skill_id = self.options.get("legend_skill") or ""
        if not skill_id:
            return
        sk = legend_skills()[skill_id]
        if sk["when"] != when or not g.players[p].alive:
            return
        used = g.memory.setdefault("legend_used", {})
        if sk["limit"] == "game" and used.get(str(p), 0):
            return
        from ..families.shield.conditions import holds
        if not holds(g, p, sk["condition"], None):
            return
        used[str(p)] = used.get(str(p), 0) + 1
        g.emit("legend_skill", player=p, skill=skill_id, rule="dmp:51")
        for e in sk["effects"]:
            for _ in range(e["count"]):
                deck = g.zones[f"p{p}.deck"]
                if not deck or not g.players[p].alive or g.outcome is not None:
                    break
                if e["op"] == "draw":
                    self.draw(g, p, 1)
                else:
                    top = deck[-1]
                    zname = "shield" if e["op"] == "add_shields" else "mana"
                    self.move(g, top, p, zname, cause="legend-skill",
                              tapped=zname == "mana" and g.cards[top].defn.multicolor)

    def setup_scenario(self, g, sc):
        super().setup_scenario(g, sc)
        if self._on("auto_order"):
            for p in g.players:
                for cid in g.zones[f"p{p.index}.battle"]:
                    self.stamp(g, cid)
        if self._on("digital_mana"):  # a scenario's tapped mana cards stand for spent available mana
            for p in g.players:
                mana = g.zones[f"p{p.index}.mana"]
                self.set_available(g, p.index, sum(1 for cid in mana if not g.cards[cid].tapped))
                for cid in mana:
                    g.cards[cid].tapped = False

    # ----- zones: caps, overflow, placement --------------------------------------------------
    def zone_cap(self, zname: str):
        return CAPS.get(zname) if self._on("zone_caps") else None

    def overflow(self, g, cid, owner, zname, cause=""):
        """DMP-7/9/11/12/43: the card goes straight to its owner's graveyard, as if it had always been
        there: no enter / leave / put-into-graveyard triggers, silently for the move watchers."""
        c = g.cards[cid]
        frm, frm_owner = c.zname, c.zowner
        super().move(g, cid, c.owner, "graveyard", silent=True, cause="overflow")
        if frm == "mana" and self._on("digital_mana"):
            self.set_available(g, frm_owner, self.mana_available(g, frm_owner))
        g.emit("overflow", card=cid, defn=c.defn.id, frm=frm, to="graveyard", meant=zname, owner=c.owner,
               cause=cause, rule=CAP_RULE[zname])
        if cause in ("break", "something_happens") and zname == "hand":
            g.per_turn.setdefault("strigger_overflow", []).append(cid)  # DMP-10

    def move(self, g, cid, owner, zname, *, top=True, silent=False, tapped=False, face_up=False, cause=""):
        sw = self._switches
        if not sw["zone_caps"] and not sw["digital_mana"]:
            return super().move(g, cid, owner, zname, top=top, silent=silent, tapped=tapped, face_up=face_up,
                                cause=cause)
        c = g.cards[cid]
        src_name, src_owner = c.zname, c.zowner
        if zname != "battle" and src_name != zname:  # the battle zone's cap is checked on entering
            cap = self.zone_cap(zname)
            if cap is not None and len(g.zones[f"p{owner}.{zname}"]) >= cap:
                return self.overflow(g, cid, owner, zname, cause)
        dm = self._on("digital_mana")
        if dm and zname == "mana":
            tapped = False  # DMP-2: nothing is tapped in the mana zone
        super().move(g, cid, owner, zname, top=top, silent=silent, tapped=tapped, face_up=face_up, cause=cause)
        if dm:
            if zname == "mana" and src_name != "mana":  # DMP-3: mono +1 available, multicolour max only
                gain = 0 if c.defn.multicolor else 1
                self.set_available(g, owner, self.mana_available(g, owner) + gain)
            if src_name == "mana" and zname != "mana":  # never above max (DMP-44)
                self.set_available(g, src_owner, self.mana_available(g, src_owner))

    def battle_full(self, g, p):
        cap = self.zone_cap("battle")
        if cap is not None and len(g.zones[f"p{p}.battle"]) >= cap:
            return "dmp:11"
        return super().battle_full(g, p)

    def enter_battle(self, g, cid, player, *, summoned, evolve_on=None, cause="", **kw):
        cap = self.zone_cap("battle")
        if cap is not None and evolve_on is None and len(g.zones[f"p{player}.battle"]) >= cap:
            self.overflow(g, cid, player, "battle", cause)  # DMP-11/46: never entered, no cip, no pig
            return False
        if self._on("auto_order"):  # entry stamp: creatures enter at the right end (DMP-48)
            self.stamp(g, cid)
        ok = super().enter_battle(g, cid, player, summoned=summoned, evolve_on=evolve_on, cause=cause, **kw)
        if ok and evolve_on is not None and self._on("auto_order"):
            z = g.zones[f"p{player}.battle"]  # DMP-48: stacked on its source, moved to the right end
            if cid in z:
                z.remove(cid)
                z.append(cid)
        return ok

    def stamp(self, g, cid) -> None:
        """Record the order in which cards entered the battle zone: a higher stamp is further right.
        Positions are read from stamps, not indexes, so a card destroyed first by a "destroy all"
        does not shift the others (DMP-15: simultaneous)."""
        st = g.memory.setdefault("dstamp", {})
        g.memory["dstamp_n"] = g.memory.get("dstamp_n", 0) + 1
        st[str(cid)] = g.memory["dstamp_n"]

    def draw(self, g, player, n=1):
        cap = self.zone_cap("hand")
        if cap is None:
            return super().draw(g, player, n)
        drawn = 0
        for _ in range(n):
            if not g.players[player].alive or g.outcome is not None:
                break
            deck = g.pzone(player, "deck")
            if not deck:
                break
            if len(g.zones[f"p{player}.hand"]) >= cap:
                self.overflow(g, deck[-1], player, "hand", "draw")  # DMP-8: not a draw
                continue
            self.move(g, deck[-1], player, "hand", cause="draw")
            drawn += 1
        return drawn

    def strigger_decided_at_use(self) -> bool:
        return self._on("auto_order")  # DMP-23: hidden-zone abilities are decided at use, like public ones

    def strigger_available(self, g, p, cid) -> bool:
        if super().strigger_available(g, p, cid):
            return True
        c = g.cards[cid]  # DMP-10: a broken shield that overflowed to the graveyard keeps its S-Trigger
        return c.zname == "graveyard" and c.owner == p and cid in g.per_turn.get("strigger_overflow", ())

    # ----- automatic ordering (DMP-13..20) ---------------------------------------------------
    def add_pending(self, g, controller, source, ability, opp=None, why=""):
        super().add_pending(g, controller, source, ability, opp, why)
        if not self._on("auto_order"):
            return
        pe = g.pending[-1]
        c = g.cards[source]
        if ability[0] == "x":
            tpri, zone = DECLARED_PRIORITY, "hand"
        else:
            tpri = TYPE_PRIORITY.get(why, OTHER_PRIORITY)
            abilities = c.defn.spell.abilities if ability[0] == "s" else c.defn.abilities
            zone = abilities[ability[1]].zone
        pos = g.memory.get("dstamp", {}).get(str(source), 0) if c.zname == "battle" else -1
        g.memory.setdefault("dorder", {})[str(pe.seq)] = [tpri, ZONE_PRIORITY.get(zone, 3), len(g.actions_log),
                                                          g.memory.get("dresolved", 0), pos]

    def pending_key(self, g, pe):
        """DMP order key: (type priority, zone priority, moment, right-to-left, entry order).  Own
        cip abilities of creatures put one after another keep their entry order (DMP-16/49)."""
        t = g.memory.get("dorder", {}).get(str(pe.seq))
        if t is None:
            return (9, 9, 0, 0, 0, pe.seq)
        tpri, zpri, acts, res, pos = t
        return (tpri, zpri, acts, res, 0 if tpri == 0 else -pos, pe.seq)

    def auto_pick_pending(self, g, mine):
        if not self._on("auto_order"):
            return super().auto_pick_pending(g, mine)
        pick = min(mine, key=lambda pe: self.pending_key(g, pe))
        g.memory["dresolved"] = g.memory.get("dresolved", 0) + 1
        g.memory.get("dorder", {}).pop(str(pick.seq), None)
        return pick

    def replacement_choice(self, g):
        if not self._on("auto_order"):
            return super().replacement_choice(g)
        return False  # DMP-13: the computer picks the replacement effect

    def replacement_for_enter(self, g, c, player, chosen=None):
        if not self._on("auto_order"):
            return super().replacement_for_enter(g, c, player, chosen)
        _, srcs = self.enter_replacements(g, c, player)
        if not srcs:
            return None
        sid = srcs[-1]  # DMP-17/18: the rightmost (latest placed) card's replacement
        ab = next(a for a in g.cards[sid].defn.abilities
                  if a.kind == "replacement" and a.event == "opponent_creature_enters")
        return sid, ab.instead

    def shield_break_replacement(self, g, p, shield, chosen=None):
        if not self._on("auto_order"):
            return super().shield_break_replacement(g, p, shield, chosen)
        for cid in reversed(g.zones[f"p{p}.battle"]):  # DMP-17: rightmost
            for ab in g.cards[cid].defn.abilities:
                if ab.kind == "replacement" and ab.event == "your_shield_broken":
                    return ab.instead
        return None

    # ----- refusals ----------------------------------------------------------------------
    def explain_illegal(self, g, action):
        d = g.decision
        p = action.player
        cid = named_card(g, action)
        if d is not None and action.verb in ("summon", "cast", "galaxy", "kirifudash", "gzero"):
            if cid is not None:
                c = g.cards[cid]
                if action.verb != "cast" and c.defn.is_creature and c.zowner == p:
                    full = self.battle_full(g, p)
                    if full:
                        return IllegalAction("battle-zone-full", f"{action} refused: your battle zone already "
                                             f"holds {len(g.zones[f'p{p}.battle'])} creatures", full,
                                             action=str(action))
                if self._on("digital_mana") and c.zowner == p and d.kind == "main":
                    cost = self.payment_for(g, p, c, action.verb)
                    if cost is not None:
                        amount, civs = cost
                        have = self.mana_available(g, p)
                        if amount > have:
                            return IllegalAction("not-enough-mana", f"{action} refused: {c.defn.name_en} costs "
                                                 f"{amount}; you have {have} available mana", "dmp:2",
                                                 action=str(action), cost=amount, have=have)
                        locked = sorted(set(civs) - self.unlocked(g, p))
                        if locked:
                            return IllegalAction("civilization-locked", f"{action} refused: "
                                                 f"{', '.join(locked)} is not unlocked (no such card in your "
                                                 "mana zone)", "dmp:1", action=str(action), civs=locked)
        return super().explain_illegal(g, action)

    # ----- view --------------------------------------------------------------------------
    def view_seat_counters(self, g, p):
        out = super().view_seat_counters(g, p)
        if self._on("digital_mana"):
            out.update(mana_max=self.mana_max(g, p), mana_available=self.mana_available(g, p),
                       five_civ=self.five_civ_count(g, p), unlocked=sorted(self.unlocked(g, p)))
        if self._on("zone_caps"):
            out["caps"] = {z: self.zone_cap(z) for z in CAPS}
        return out

    def view(self, g, viewer, full=False):
        v = super().view(g, viewer, full)
        caps = {z: self.zone_cap(z) for z in CAPS} if self._on("zone_caps") else None
        for pv in v["players"]:
            i = pv["index"]
            if self._on("digital_mana"):
                pv["mana_max"] = self.mana_max(g, i)
                pv["mana_available"] = self.mana_available(g, i)
                pv["unlocked"] = sorted(self.unlocked(g, i))
                pv["five_civ"] = self.five_civ_count(g, i)
            if caps:
                pv["caps"] = dict(caps)
        return v


@register
class DigitalRules(DigitalMixin, ShieldRules):
    info = FormatInfo(
        name="digital", family="shield", title_en="Shield game: digital (DMP rules)",
        title_ja="シールド戦: デジタル（デュエプレ準拠）", min_players=2, max_players=2,
        aliases=("dmp", "duepure"),
        # turn_limit 0 plays without one (DMP-41 fixes 99); legend_skill: "" or a skill of assets/legend (DMP-51)
        options={"first_player_draws": flag(False), "shields": number(5, *SHIELDS), "hand": number(5, *HAND),
                 "ask_every_player": flag(False), "shuffle_decks": flag(True), "digital_mana": flag(True),
                 "zone_caps": flag(True), "auto_order": flag(True),
                 "turn_limit": number(99, 0, 999, off=0, rule="dmp:41"), "legend_skill": choice("", rule="dmp:51")},
        deck_rules={"size": 40, "max_copies": 4, "restricted_list": "digital", "restricted_max": 1,
                    "restricted_rule": "dmp:53"},
        rules_ref=tuple(f"dmp:{i}" for i in range(1, 56)))

    @classmethod
    def option_choices(cls, name: str) -> tuple:
        if name == "legend_skill":   # none, or one of the skills of assets/legend/digital.toml (DMP-51)
            return ("", *sorted(legend_skills()))
        return super().option_choices(name)

    # ----- power (DMP-33) ----------------------------------------------------------------
    def clamp_power(self, p):
        if p == float("inf") or p == float("-inf"):
            return p  # the explicit "infinite" value is outside the limits
        return max(-POWER_LIMIT, min(POWER_LIMIT, p))

    # ----- breakers and blocks (DMP-30/50, DMP-40) ---------------------------------------
    def breaks_for(self, g, attacker, n):
        return n  # breaker_count already takes only the highest breaker ability

    def blockers(self, g, defender, attacker, target):
        return super().blockers(g, defender, attacker, target)  # one block decision per attack

    # ----- turn limit (DMP-41, D-digital-99) ---------------------------------------------
    def setup_scenario(self, g, sc):
        super().setup_scenario(g, sc)
        if "turn" in sc:  # the scenario's game turn sets each player's finished turns too
            g.memory["turns_done"] = turns_done_before(g, int(sc["turn"]))

    def on_empty_stack(self, g):
        prev = g.turn_player
        done = g.memory.setdefault("turns_done", {})
        done[str(prev)] = done.get(str(prev), 0) + 1
        second = 1 - g.memory["first_player"]
        limit = self.options["turn_limit"]
        if limit and prev == second and done[str(prev)] >= limit:
            g.emit("turn_limit", turns=done[str(prev)], rule="dmp:41")
            g.end_game(Outcome({p.index: (LOST, "dmp:41") for p in g.players}, {}))
            return
        super().on_empty_stack(g)

    # ----- decks (DMP-53) ----------------------------------------------------------------
    def validate_deck(self, deck):
        probs = validate_shield_deck(self, deck)
        if any(pr.rule == UNKNOWN_CARD for pr in probs):
            return probs
        from ..decks import DeckProblem
        restricted = restricted_list(self.info.deck_rules["restricted_list"])
        counts: dict = {}
        lines: dict = {}
        for e in deck.entries:
            counts[e.card] = counts.get(e.card, 0) + e.count
            lines.setdefault(e.card, e.line)
        pool = self.pool()
        for cid, n in counts.items():
            if cid in restricted and n > 1:
                probs.append(DeckProblem(deck.path, lines[cid], "dmp:53",
                                         f"{n} copies of {pool[cid].name_en} ({cid}); it is in the DP hall of "
                                         "fame: at most 1"))
        return probs


def turns_done_before(g, turn: int) -> dict:
    """Each player's finished turns when game turn `turn` begins: turns go round in turn order from the
    first player, one per player."""
    order = g.turn_order_from(g.memory["first_player"])
    done = {str(p): 0 for p in order}
    for p in itertools.islice(itertools.cycle(order), max(0, turn - 1)):
        done[str(p)] += 1
    return done


LEGEND_OPS = ("draw", "add_shields", "charge_top")
_LEGEND: dict | None = None


def legend_skills() -> dict:
    """Skill id -> skill, from assets/legend/digital.toml (checked once; a bad entry names file and skill)."""
    global _LEGEND
    if _LEGEND is None:
        import tomllib

        from ..core.errors import DataError
        from ..paths import assets_dir
        path = assets_dir() / "legend" / "digital.toml"
        out = {}
        for i, sk in enumerate(tomllib.loads(path.read_text(encoding="utf-8")).get("skill", [])):
            where = f"skill #{i + 1} ({sk.get('id', '?')})"
            if sk.get("when") != "your_turn_start" or sk.get("limit") not in ("game", "turn"):
                raise DataError(str(path), None, f"{where}: when must be your_turn_start, limit game or turn")
            for e in sk.get("effects", []):
                if e.get("op") not in LEGEND_OPS or not isinstance(e.get("count", 1), int):
                    raise DataError(str(path), None, f"{where}: unknown effect {e!r}")
                e.setdefault("count", 1)
            sk.setdefault("condition", "")
            out[sk["id"]] = sk
        _LEGEND = out
    return _LEGEND


def restricted_list(name: str) -> dict:
    """Card id -> reason, from assets/banlists/<name>.toml `restricted = [...]` (read again only when it
    changes)."""
    from ..filecache import read_cached
    from ..paths import assets_dir
    p = assets_dir() / "banlists" / f"{name}.toml"
    if not p.exists():
        return {}
    return read_cached(p, _read_restricted)


def _read_restricted(p) -> dict:
    import tomllib
    data = tomllib.loads(p.read_text(encoding="utf-8"))
    reasons = data.get("reasons", {})
    return {cid: reasons.get(cid, "") for cid in data.get("restricted", [])}
