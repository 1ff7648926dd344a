"""Blocks in the stack game, planned for the whole combat: the blockers are declared one at a time, but whether
one block is worth making depends on the others (a trade is fine when the rest of the attack is harmless, a
chump block is needed when it is not).  Each `declare-blockers` decision plans again from the blocks already
made; Normal plays the plan's first block, or `done` when the plan has no block left.

The plan, in order: blocks that kill the attacker and survive; blocks that survive without killing (a wall
takes nothing); trades where the attacker is worth at least the blocker; two blockers that kill an attacker
neither could kill alone, losing at most the cheaper; then, while the unblocked damage would kill our side (or
leave it nearly dead), the cheapest blockers throw themselves in front of the biggest attackers.  When that plan
still leaves the side dead, blocks chosen only to stop the most damage are played instead if they keep it alive
(a 1/3 in front of a 6/6 trampler rather than as a wall against a 2/4).  Seen before:
a Normal seat at 13 life with three creatures blocked one of four attackers and fell to 5, then lost; another
never traded its 2/2s against 3/3s and bled to death (benchmarks/bench_ai.py, magic and 2hg against random)."""
from __future__ import annotations

from dataclasses import dataclass

# life left after the attack at or below which losing a creature to keep life is worth it
DANGER = 5


@dataclass(frozen=True)
class Body:
    token: str
    power: int
    endure: int          # toughness less the damage already marked
    keywords: frozenset
    value: float         # what losing it costs: its mana cost and its size


def body(obs, tok: str) -> Body | None:
    s = obs.seen(tok)
    if s is None or s.view.stats.get("toughness") is None:
        return None
    st = s.view.stats
    d = obs.defn(s.view.card)
    cost = getattr(d, "cost", 0) if d is not None else 0
    cost = cost if isinstance(cost, (int, float)) else 0
    p, t = st.get("power", 0) or 0, st.get("toughness", 0) or 0
    return Body(tok, p, t - (st.get("damage", 0) or 0), frozenset(st.get("keywords") or ()), cost + (p + t) / 2)


def _kills(x: Body, y: Body, damage: int | None = None) -> bool:
    dmg = x.power if damage is None else damage
    return dmg > 0 and (dmg >= y.endure or "deathtouch" in x.keywords)


def fight(blocker: Body, attacker: Body) -> tuple:
    """(the blocker dies, the attacker dies) when one blocks the other; first strike strikes first."""
    b_dies, a_dies = _kills(attacker, blocker), _kills(blocker, attacker)
    a_first, b_first = "first_strike" in attacker.keywords, "first_strike" in blocker.keywords
    if a_first and not b_first and b_dies:
        a_dies = False
    if b_first and not a_first and a_dies:
        b_dies = False
    return b_dies, a_dies


def _through(attacker: Body, blockers: list) -> int:
    """The damage an attacker deals to the player: all of it unblocked, the excess over its blockers' toughness
    with trample, else none."""
    if not blockers:
        return attacker.power
    if "trample" in attacker.keywords:
        return max(0, attacker.power - sum(b.endure for b in blockers))
    return 0


def _pool(obs) -> tuple:
    """The players whose life this seat's blocks protect, and that life (a team's shared life, or our own)."""
    me, v = obs.player, obs.view
    team = next((t for t in v.teams if me in t.members), None)
    if team is not None and team.counters.get("shared_life"):
        return set(team.members), team.counters.get("life", 0)
    return {me}, v.seats[me].counters.get("life", 0)


class Plan:
    def __init__(self, obs):
        self.obs = obs
        self.pairs = {(a.args[0], a.args[1]) for a in obs.legal if a.verb == "block" and len(a.args) > 1}
        self.free = sorted({b for b, _ in self.pairs})
        self.blocks: dict = {}        # attacker token -> [blocker Bodies]
        for b, x in obs.info.get("blocks", ()) or ():
            bb = body(obs, f"c{b}")
            if bb is not None:
                self.blocks.setdefault(f"c{x}", []).append(bb)
        self.order: list = []         # the new blocks, (blocker, attacker) tokens, best first
        protect, self.life = _pool(obs)
        self.attackers = []           # every attacker of the players we protect, and the ones we may block
        blockable = {x for _, x in self.pairs}
        for z in obs.view.zones.values():
            for cv in z.cards:
                if cv.stats.get("attacking") in protect or cv.token in blockable:
                    bd = body(obs, cv.token)
                    if bd is not None:
                        self.attackers.append((bd, cv.stats.get("attacking") in protect))

    def block(self, b: Body, x: Body) -> None:
        self.free.remove(b.token)
        self.blocks.setdefault(x.token, []).append(b)
        self.order.append((b.token, x.token))

    def incoming(self) -> int:
        return sum(_through(x, self.blocks.get(x.token, [])) for x, ours in self.attackers if ours)

    def open_attackers(self) -> list:
        """Attackers we may block that nobody blocks yet, the most dangerous first."""
        out = [x for x, _ in self.attackers if x.token not in self.blocks and any(p[1] == x.token for p in self.pairs)]
        return sorted(out, key=lambda x: (-x.power, -x.value, x.token))

    def bodies(self, x: Body) -> list:
        """Our free blockers that may block x, cheapest first."""
        out = [body(self.obs, b) for b in self.free if (b, x.token) in self.pairs]
        return sorted((b for b in out if b is not None), key=lambda b: (b.value, b.token))

    def first(self, x: Body, test) -> bool:
        for b in self.bodies(x):
            if test(b, *fight(b, x)):
                self.block(b, x)
                return True
        return False

    def make(self) -> list:
        self._finish_gangs()
        for x in self.open_attackers():
            self.first(x, lambda b, b_dies, a_dies: a_dies and not b_dies)
        for x in self.open_attackers():
            self.first(x, lambda b, b_dies, a_dies: not b_dies)
        for x in self.open_attackers():
            self.first(x, lambda b, b_dies, a_dies: a_dies and b.value <= x.value)
        self._gang_up()
        for x in self.open_attackers():
            if self.life - self.incoming() > DANGER:
                break
            self.first(x, lambda b, b_dies, a_dies: a_dies) or self.first(x, lambda b, b_dies, a_dies: True)
        return self.order

    def _finish_gangs(self) -> None:
        """An attacker already blocked by creatures that do not kill it together gets the cheapest blocker that
        makes them do so (the second half of a gang block planned at the decision before)."""
        for x, _ in self.attackers:
            have = self.blocks.get(x.token)
            if not have or sum(b.power for b in have) >= x.endure or any(_kills(b, x) for b in have):
                continue
            need = x.endure - sum(b.power for b in have)
            for b in self.bodies(x):
                if (b.power >= need or "deathtouch" in b.keywords) and b.value <= x.value:
                    self.block(b, x)
                    break

    def _gang_up(self) -> None:
        """Two blockers that kill together what neither kills alone; the attacker's controller kills the dearest
        of them it can, which must be worth no more than the attacker."""
        for x in self.open_attackers():
            cands = self.bodies(x)
            best = None
            for i, b1 in enumerate(cands):
                for b2 in cands[i + 1:]:
                    if b1.power + b2.power < x.endure and not ({"deathtouch"} & (b1.keywords | b2.keywords)):
                        continue
                    lost = [b for b in (b1, b2) if _kills(x, b)]
                    if len(lost) == 2 and x.power < b1.endure + b2.endure:
                        lost = [max(lost, key=lambda b: b.value)]
                    cost = max((b.value for b in lost), default=0)
                    if cost <= x.value and (best is None or cost < best[0]):
                        best = (cost, b1, b2)
            if best is not None:
                self.block(best[1], x)
                self.block(best[2], x)


    def survive(self) -> list:
        """Blocks that keep our side alive when the plan above does not: each time the block that stops the
        most damage (a trampler is stopped only by the blocker's toughness), a blocker that can block nothing
        else first, then one that wins its fight, then the cheapest."""
        while self.life - self.incoming() <= 0:
            best = None
            for x in self.open_attackers():
                for b in self.bodies(x):
                    stop = min(x.power, b.endure) if "trample" in x.keywords else x.power
                    options = sum(1 for bb, _ in self.pairs if bb == b.token)
                    b_dies, a_dies = fight(b, x)
                    key = (stop, -options, a_dies and not b_dies, -b.value)
                    if stop > 0 and (best is None or key > best[0]):
                        best = (key, b, x)
            if best is None:
                break
            self.block(best[1], best[2])
        return self.order


def plan(obs) -> list:
    """The blocks still to declare at this decision, (blocker, attacker) tokens, best first: the combat plan,
    or the blocks that save our side when the plan would leave it dead and they do not."""
    memo = obs.memo
    if "blocks" not in memo:
        best = Plan(obs)
        best.make()
        if best.life - best.incoming() <= 0:
            alive = Plan(obs)
            alive.survive()
            if alive.life - alive.incoming() > 0:
                best = alive
        memo["blocks"] = best.order
    return memo["blocks"]


def block_score(obs, a) -> float:
    """Normal's score of a `declare-blockers` answer: the plan's blocks in their order above `done` (0), any
    other block below it."""
    if a.verb != "block" or len(a.args) < 2:
        return 0
    order = plan(obs)
    key = (a.args[0], a.args[1])
    return 20 - order.index(key) if key in order else -1
