"""How good a position looks to one player, from their view only: the heuristic that Normal's choices,
Hard's playouts and the strength benchmark share.

Each side (a team, or a player alone) gets a value from its life (shields, a life zone, life points),
its board (power on the battle zone or field), its resources (mana / energy / lands) and its hand; the
score is the player's side minus the opponents' (the strongest counts most, so a free-for-all player keeps
the leader in check).  A finished game is worth +-1000."""
from __future__ import annotations

from ..core.kinds import DREW, WON

WIN = 1000.0


FEATURES = {
    "shield": ("shields", "no_shield", "last_shield", "creatures", "power", "mana", "hand"),
    "lifezone": ("life", "life_low", "creatures", "power", "hit", "energy", "hand"),
    "stack": ("life", "life_low", "poison", "lands", "creatures", "power", "toughness", "others", "hand"),
}
# The weight of each feature, in evaluation points (a shield is worth 4).  The life-zone and stack weights
# were fitted to self-play (a logistic regression of who won on the two sides' feature differences at each
# turn start, 600 Normal-vs-Normal divide and 300 magic games), then kept in sign and with a card in hand
# worth no more than a resource, so the search cannot learn to hoard: the hand-made weights predicted the
# winner with log loss 0.596 (divide) and 0.604 (magic), the fitted ones 0.526 and 0.543; the divide weights
# are halfway between the two.  The shield weights fitted no better than these hand-made ones (0.611 vs 0.615).
# A regression of who won says what a side that HAS more cards in hand is worth, not what holding a playable
# card instead of playing it is worth: at 5.3 a card in the life-zone hand was worth more than a small unit
# on the field (1000 power, 1 hit: 4.35), and Hard learned to keep its last card, or to put it into energy,
# while its field stayed empty (tests/engine/test_ai_play.py).  A card in hand is now worth 2.5, and energy
# counts less once four are standing (energy_worth).
WEIGHTS = {
    "shield": (4.0, -12.0, -4.0, 2.0, 1.0, 1.2, 0.8),
    "lifezone": (4.0, -17.0, 1.0, 1.5, 1.85, 5.3, 2.5),
    "stack": (0.9, -8.4, -1.2, 3.6, 0.0, 5.4, 0.3, 1.0, 2.5),
}


def energy_worth(n: int) -> float:
    """Energy in whole cards' worth: the first four count fully, the next three half, more nothing (a zone
    that pays for the dearest card of a deck buys nothing more, while a unit on the field keeps working)."""
    return min(n, 4) + 0.5 * min(max(n - 4, 0), 3)


def _board(view, family: str, members: set, defn, f: dict) -> None:
    if family == "lifezone":
        z = view.zones.get("all.field")
        for c in (z.cards if z else ()):
            if c.controller in members:
                st = c.stats
                f["creatures"] += 1
                f["power"] += st.get("power", 0) / 1000
                f["hit"] += st.get("hit", 0)
        return
    name = "battle" if family == "shield" else "battlefield"
    for p in members:
        z = view.zones.get(f"p{p}.{name}")
        if z is None:
            continue
        for c in z.cards:
            st = c.stats
            if family == "shield":
                f["creatures"] += 1
                f["power"] += st.get("power", 0) / 1000
                continue
            d = defn(c.card)
            if d is not None and getattr(d, "type", "") == "land":
                f["lands"] += 1
            elif "power" in st or (d is not None and getattr(d, "power", 0)):
                f["creatures"] += 1
                f["power"] += st.get("power", getattr(d, "power", 0)) or 0
                f["toughness"] += st.get("toughness", getattr(d, "toughness", 0)) or 0
            else:
                f["others"] += 1


def _count(view, p: int, name: str) -> int:
    z = view.zones.get(f"p{p}.{name}")
    return z.count if z is not None else 0


def side_features(view, members: list, defn, team=None) -> list | None:
    """The features of one side (FEATURES[family] order), or None when every member is out."""
    family = view.family
    alive = [p for p in members if view.seats[p].alive]
    if not alive:
        return None
    f = dict.fromkeys(FEATURES[family], 0.0)
    _board(view, family, set(members), defn, f)
    if family == "shield":
        for p in alive:
            sh = _count(view, p, "shield")
            f["shields"] += sh
            f["no_shield"] += sh == 0
            f["last_shield"] += sh == 1
            f["mana"] += min(_count(view, p, "mana"), 8)
            f["hand"] += min(_count(view, p, "hand"), 8)
    elif family == "lifezone":
        life = team.counters.get("life", 0) if team is not None else 0
        f["life"] = life
        f["life_low"] = life <= 1
        for p in alive:
            f["energy"] += energy_worth(_count(view, p, "energy"))
            f["hand"] += min(_count(view, p, "hand"), 8)
    else:
        if team is not None and team.counters.get("shared_life"):
            counters = [team.counters]
        else:
            counters = [view.seats[p].counters for p in alive]
        for c in counters:
            life = c.get("life", 0)
            f["life"] += life
            f["life_low"] += life <= 5
            f["poison"] += c.get("poison", 0)
        for p in alive:
            f["hand"] += min(_count(view, p, "hand"), 7)
    return [float(f[k]) for k in FEATURES[family]]


def side_value(view, members: list, defn, team=None, weights=None) -> float:
    f = side_features(view, members, defn, team)
    if f is None:
        return -WIN / 2
    w = weights or WEIGHTS[view.family]
    return sum(a * b for a, b in zip(f, w))


def sides(view) -> list:
    """[(members, TeamView or None)], one per side of the table."""
    teams = {t.team: t for t in view.teams}
    groups: dict = {}
    for s in view.seats:
        key = ("t", s.team) if s.team is not None else ("p", s.player)
        groups.setdefault(key, []).append(s.player)
    if view.family == "lifezone":   # a side of the life-zone game is a team even in `divide`
        by_side = {}
        for t in view.teams:
            by_side[t.team] = (list(t.members), t)
        if by_side:
            return list(by_side.values())
    return [(m, teams.get(k[1]) if k[0] == "t" else None) for k, m in groups.items()]


def evaluate(view, me: int, defn, weights=None) -> float:
    if view.outcome is not None:
        res = view.outcome.get("players", {})
        r = res.get(me, res.get(str(me)))
        r = r[0] if isinstance(r, (list, tuple)) else r
        return WIN if r == WON else (0.0 if r == DREW else -WIN)
    mine, others = None, []
    for members, team in sides(view):
        val = side_value(view, members, defn, team, weights)
        if me in members:
            mine = val
        elif any(view.seats[p].alive for p in members):
            others.append(val)
    if mine is None:
        mine = 0.0
    if not others:
        return mine
    return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)
