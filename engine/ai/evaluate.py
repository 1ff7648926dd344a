"""How good a position looks to one player, from their view only: the heuristic that Normal's choices,
Hard's playouts and the strength benchmark share.

Each side (a team, or a player alone) gets a value from its life (shields, a life zone, life points),
its board (power on the battle zone or field), its resources (mana / energy / lands) and its hand; the
score is the player's side minus the opponents' (the strongest counts most, so a free-for-all player keeps
the leader in check).  A finished game is worth +-1000."""
from __future__ import annotations

WIN = 1000.0


def _board(view, family: str, members: set, defn) -> float:
    total = 0.0
    if family == "lifezone":
        z = view.zones.get("all.field")
        cards = [c for c in z.cards if c.controller in members] if z else []
        for c in cards:
            st = c.stats
            total += 2.0 + st.get("power", 0) / 1000 + st.get("hit", 0)
        return total
    name = "battle" if family == "shield" else "battlefield"
    for p in members:
        z = view.zones.get(f"p{p}.{name}")
        if z is None:
            continue
        for c in z.cards:
            st = c.stats
            if family == "shield":
                total += 2.0 + st.get("power", 0) / 1000
            else:
                d = defn(c.card)
                if d is not None and getattr(d, "type", "") == "land":
                    total += 0.8
                elif "power" in st or (d is not None and getattr(d, "power", 0)):
                    pw = st.get("power", getattr(d, "power", 0)) or 0
                    tg = st.get("toughness", getattr(d, "toughness", 0)) or 0
                    total += 1.5 + 0.8 * pw + 0.5 * tg
                else:
                    total += 1.0
    return total


def _count(view, p: int, name: str) -> int:
    z = view.zones.get(f"p{p}.{name}")
    return z.count if z is not None else 0


def side_value(view, members: list, defn, team=None) -> float:
    family = view.family
    alive = [p for p in members if view.seats[p].alive]
    if not alive:
        return -WIN / 2
    ms = set(members)
    v = _board(view, family, ms, defn)
    if family == "shield":
        for p in alive:
            sh = _count(view, p, "shield")
            v += 4.0 * sh - (12.0 if sh == 0 else 0.0) - (4.0 if sh == 1 else 0.0)
            v += 1.2 * min(_count(view, p, "mana"), 8) + 0.8 * min(_count(view, p, "hand"), 8)
    elif family == "lifezone":
        life = team.counters.get("life", 0) if team is not None else 0
        v += 4.0 * life - (10.0 if life <= 1 else 0.0)
        for p in alive:
            v += 1.0 * min(_count(view, p, "energy"), 8) + 0.8 * min(_count(view, p, "hand"), 8)
    else:
        if team is not None and team.counters.get("shared_life"):
            life = team.counters.get("life", 0)
            poison = team.counters.get("poison", 0)
            v += 0.9 * life - (8.0 if life <= 5 else 0.0) - 1.5 * poison
        else:
            for p in alive:
                c = view.seats[p].counters
                life = c.get("life", 0)
                v += 0.9 * life - (8.0 if life <= 5 else 0.0) - 1.5 * c.get("poison", 0)
        for p in alive:
            v += 0.6 * min(_count(view, p, "hand"), 7)
    return v


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


def evaluate(view, me: int, defn) -> float:
    if view.outcome is not None:
        res = view.outcome.get("players", {})
        r = res.get(me, res.get(str(me)))
        r = r[0] if isinstance(r, (list, tuple)) else r
        return WIN if r == "won" else (0.0 if r == "drew" else -WIN)
    mine, others = None, []
    for members, team in sides(view):
        val = side_value(view, members, defn, team)
        if me in members:
            mine = val
        elif any(view.seats[p].alive for p in members):
            others.append(val)
    if mine is None:
        mine = 0.0
    if not others:
        return mine
    return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)
