"""The digital rules of Duel Masters Play's (seed 002) as strategy objects, chosen from a game's options.

Each switch of the shield game is one strategy the rules class picks once, in `ShieldRules.__init__`, from
its options (`choose`); the family's code asks the strategy, so no format inherits the digital rules and
no method is rebound:

  digital_mana  `PaperMana` (tap mana cards, dm:112) or `DigitalMana` (DMP-1..6, 44, 45, 55: civilizations
                unlocked by mana cards, no tapping; max mana and available mana; mono cards add to both,
                multicolour to max only; at turn start available = max - five-civilization cards).
  zone_caps     `NO_LIMITS` or `ZoneLimits` (DMP-7..12, 42, 43, 46, 47: hand 10, shields 10, battle zone 7,
                mana 99; what overflows goes straight to the graveyard, no triggers; drawing into a full
                hand is not a draw; S-Trigger works with a full hand; no summoning at 7).
  auto_order    `PlayersOrder` (the players order pending effects and pick replacement effects, 305.1/305.2)
                or `ComputerOrder` (DMP-13..20, 48, 49: the computer orders them by type, zone, moment,
                right-to-left, entry order and picks the replacement effect: own, else rightmost; an
                evolution creature moves to the right end).
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.game import DONE, Frame
from ...core.refusals import named_card
from .frames import PayFrame
from .mana import payable

CAPS = {"hand": 10, "shield": 10, "battle": 7, "mana": 99}
CAP_RULE = {"hand": "dmp:7", "shield": "dmp:47", "battle": "dmp:46", "mana": "dmp:43"}
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
        mana = g.rules.mana
        p = self.owner
        ok = mana.can_pay(g.rules, g, p, self.cost, self.civs)
        if ok:
            mana.set_available(g, p, mana.available(g, p) - self.cost)
            g.emit("paid", player=p, amount=self.cost, available=mana.available(g, p), rule="dmp:2")
        g.frames[-2].paid = ok
        return DONE

    def answer(self, g, a):  # pragma: no cover - asks nothing
        raise RuntimeError("DigitalPayFrame asks nothing")


# ----- mana ------------------------------------------------------------------------------
class PaperMana:
    """Mana cards are tapped to pay; each required civilization needs its own card (dm:112)."""
    digital = False

    def untapped(self, R, g, p):
        cards = g.cards
        out = []
        for cid in g.zones[f"p{p}.mana"]:   # (a loop: a comprehension is a call of its own, once per priority)
            c = cards[cid]
            if not c.tapped:
                out.append((cid, c.defn.all_civs))
        return out

    def can_pay(self, R, g, p, cost, civs, untapped=None) -> bool:
        if cost <= 0:
            return True
        if untapped is None:
            untapped = self.untapped(R, g, p)
        if len(untapped) < cost:
            return False
        return payable(cost, civs, untapped)

    def pay_frame(self, R, g, p, amount, civs):
        return PayFrame(p, amount, civs)

    def turn_start(self, R, g, tp) -> None:
        pass

    def scenario(self, R, g) -> None:
        pass

    def entering_mana(self, tapped: bool) -> bool:
        return tapped

    def moved(self, R, g, c, src_name, src_owner, owner, zname) -> None:
        pass

    def counters(self, g, p) -> dict:
        return {}

    def refusal(self, R, g, action, c):
        return None


class DigitalMana(PaperMana):
    """DMP-1..6, 44, 45, 55: no tapping; available mana out of max mana; civilizations unlocked by mana."""
    digital = True

    def max(self, g, p) -> int:
        return len(g.zones[f"p{p}.mana"])

    def five_civ(self, g, p) -> int:
        return sum(1 for cid in g.zones[f"p{p}.mana"] if len(g.cards[cid].defn.all_civs) >= ALL_CIVS)

    def unlocked(self, g, p) -> frozenset:
        out: set = set()
        for cid in g.zones[f"p{p}.mana"]:
            out |= g.cards[cid].defn.all_civs
        return frozenset(out)

    def available(self, g, p) -> int:
        return g.memory.setdefault("dmana", {}).get(str(p), 0)

    def set_available(self, g, p, n) -> None:
        g.memory.setdefault("dmana", {})[str(p)] = max(0, min(n, self.max(g, p)))

    def untapped(self, R, g, p):
        mana = g.zones[f"p{p}.mana"]
        return [(cid, g.cards[cid].defn.all_civs) for cid in mana[:self.available(g, p)]]

    def can_pay(self, R, g, p, cost, civs, untapped=None) -> bool:
        if cost <= 0:
            return True
        return cost <= self.available(g, p) and set(civs) <= self.unlocked(g, p)

    def pay_frame(self, R, g, p, amount, civs):
        return DigitalPayFrame(p, amount, civs)

    def turn_start(self, R, g, tp) -> None:  # DMP-5 / DMP-44
        self.set_available(g, tp, self.max(g, tp) - self.five_civ(g, tp))
        g.emit("mana_recovered", player=tp, available=self.available(g, tp), max=self.max(g, tp), rule="dmp:5")

    def scenario(self, R, g) -> None:
        """A scenario's tapped mana cards stand for spent available mana."""
        for p in g.players:
            mana = g.zones[f"p{p.index}.mana"]
            self.set_available(g, p.index, sum(1 for cid in mana if not g.cards[cid].tapped))
            for cid in mana:
                g.cards[cid].tapped = False

    def entering_mana(self, tapped: bool) -> bool:
        return False  # DMP-2: nothing is tapped in the mana zone

    def moved(self, R, g, c, src_name, src_owner, owner, zname) -> None:
        if zname == "mana" and src_name != "mana":  # DMP-3: mono +1 available, multicolour max only
            gain = 0 if c.defn.multicolor else 1
            self.set_available(g, owner, self.available(g, owner) + gain)
        if src_name == "mana" and zname != "mana":  # never above max (DMP-44)
            self.set_available(g, src_owner, self.available(g, src_owner))

    def counters(self, g, p) -> dict:
        return {"mana_max": self.max(g, p), "mana_available": self.available(g, p),
                "five_civ": self.five_civ(g, p), "unlocked": sorted(self.unlocked(g, p))}

    def refusal(self, R, g, action, c):
        """DMP-2 / DMP-1: a card the available mana or the unlocked civilizations cannot pay for."""
        cost = R.payment_for(g, action.player, c, action.verb)
        if cost is None:
            return None
        amount, civs = cost
        have = self.available(g, action.player)
        if amount > have:
            return IllegalAction("not-enough-mana", f"{action} refused: {c.defn.name_en} costs "
                                 f"{amount}; you have {have} available mana", "dmp:2",
                                 action=str(action), cost=amount, have=have)
        locked = sorted(set(civs) - self.unlocked(g, action.player))
        if locked:
            return IllegalAction("civilization-locked", f"{action} refused: "
                                 f"{', '.join(locked)} is not unlocked (no such card in your "
                                 "mana zone)", "dmp:1", action=str(action), civs=locked)
        return None


# ----- zone limits -----------------------------------------------------------------------
class ZoneLimits:
    """DMP-7..12, 42, 43, 46, 47: zones hold at most `caps` cards; the rest overflows to the graveyard."""

    def __init__(self, caps: dict):
        self.caps = caps

    def cap(self, zname: str):
        return self.caps.get(zname)

    def full(self, g, p, zname) -> bool:
        cap = self.caps.get(zname)
        return cap is not None and len(g.zones[f"p{p}.{zname}"]) >= cap

    def overflow(self, R, g, cid, zname, cause="") -> None:
        """DMP-7/9/11/12/43: the card goes straight to its owner's graveyard, as if it had always been
        there: no enter / leave / put-into-graveyard triggers, silently for the move watchers."""
        c = g.cards[cid]
        frm = c.zname
        R.move(g, cid, c.owner, "graveyard", silent=True, cause="overflow")
        g.emit("overflow", card=cid, defn=c.defn.id, frm=frm, to="graveyard", meant=zname, owner=c.owner,
               cause=cause, rule=CAP_RULE[zname])
        if cause in ("break", "something_happens") and zname == "hand":
            g.per_turn.setdefault("strigger_overflow", []).append(cid)  # DMP-10

    def counters(self) -> dict:
        return {"caps": dict(self.caps)}


NO_LIMITS = ZoneLimits({})


# ----- who orders pending effects --------------------------------------------------------
class PlayersOrder:
    """The players order their pending effects (305.1) and pick among replacement effects (305.2)."""
    auto = False
    players_pick_replacements = True
    strigger_decided_at_use = False

    def stamp(self, g, cid) -> None:
        pass

    def queued(self, g, pe, c, ability, why) -> None:
        pass

    def pick(self, g, mine):
        return mine[0] if len(mine) == 1 else None


class ComputerOrder(PlayersOrder):
    """DMP-13..20, 23, 48, 49: the computer orders pending effects and picks replacement effects."""
    auto = True
    players_pick_replacements = False   # DMP-13
    strigger_decided_at_use = True      # DMP-23: hidden-zone abilities are decided at use, like public ones

    def stamp(self, g, cid) -> None:
        """Record the order in which cards entered the battle zone: a higher stamp is further right.
        Positions are read from stamps, not indexes, so a card destroyed first by a "destroy all"
        does not shift the others (DMP-15: simultaneous)."""
        st = g.memory.setdefault("dstamp", {})
        g.memory["dstamp_n"] = g.memory.get("dstamp_n", 0) + 1
        st[str(cid)] = g.memory["dstamp_n"]

    def queued(self, g, pe, c, ability, why) -> None:
        if ability[0] == "x":
            tpri, zone = DECLARED_PRIORITY, "hand"
        else:
            tpri = TYPE_PRIORITY.get(why, OTHER_PRIORITY)
            abilities = c.defn.spell.abilities if ability[0] == "s" else c.defn.abilities
            zone = abilities[ability[1]].zone
        pos = g.memory.get("dstamp", {}).get(str(c.id), 0) if c.zname == "battle" else -1
        g.memory.setdefault("dorder", {})[str(pe.seq)] = [tpri, ZONE_PRIORITY.get(zone, 3), len(g.actions_log),
                                                          g.memory.get("dresolved", 0), pos]

    @staticmethod
    def key(g, pe):
        """DMP order key: (type priority, zone priority, moment, right-to-left, entry order).  Own
        cip abilities of creatures put one after another keep their entry order (DMP-16/49)."""
        t = g.memory.get("dorder", {}).get(str(pe.seq))
        if t is None:
            return (9, 9, 0, 0, 0, pe.seq)
        tpri, zpri, acts, res, pos = t
        return (tpri, zpri, acts, res, 0 if tpri == 0 else -pos, pe.seq)

    def pick(self, g, mine):
        pick = min(mine, key=lambda pe: self.key(g, pe))
        g.memory["dresolved"] = g.memory.get("dresolved", 0) + 1
        g.memory.get("dorder", {}).pop(str(pick.seq), None)
        return pick


PAPER_MANA, DIGITAL_MANA = PaperMana(), DigitalMana()
PLAYERS_ORDER, COMPUTER_ORDER = PlayersOrder(), ComputerOrder()
DIGITAL_LIMITS = ZoneLimits(CAPS)


def choose(options: dict) -> tuple:
    """(mana, zone limits, order) for a game's options (each switch off unless the format declares it)."""
    return (DIGITAL_MANA if options.get("digital_mana") else PAPER_MANA,
            DIGITAL_LIMITS if options.get("zone_caps") else NO_LIMITS,
            COMPUTER_ORDER if options.get("auto_order") else PLAYERS_ORDER)


def refusal(R, g, action):
    """A full battle zone (DMP-11) or, under digital mana, a cost the player cannot meet (DMP-1/2), as the
    reason for refusing a use of a card; None when neither applies."""
    d = g.decision
    if d is None or action.verb not in ("summon", "cast", "galaxy", "kirifudash", "gzero"):
        return None
    cid = named_card(g, action)
    if cid is None:
        return None
    p = action.player
    c = g.cards[cid]
    if action.verb != "cast" and c.defn.is_creature and c.zowner == p:
        full = R.battle_full(g, p)
        if full:
            return IllegalAction("battle-zone-full", f"{action} refused: your battle zone already "
                                 f"holds {len(g.zones[f'p{p}.battle'])} creatures", full, action=str(action))
    if c.zowner == p and d.kind == "main":
        return R.mana.refusal(R, g, action, c)
    return None
