"""What one viewer may see of a life-zone game, and the family's invariants for random playouts."""
from __future__ import annotations


# ----- hooks of the typed view (engine/core/view.py) ------------------------------------------
def card_stats(g, c) -> dict:
    """A unit's numbers on the field; whether a territory is opened."""
    R = g.rules
    v = {}
    if c.zone == "all.field":
        v.update(power=R.power(g, c), hit=R.hit(g, c), damage=c.damage)
    if c.defn.type == "territory":
        v["opened"] = c.opened
    return v


def teams(g, viewer, full) -> list:
    from ...core.view import TeamView
    R = g.rules
    out = []
    for s in R.sides(g):
        key = R.side_life_key(s)
        n = len(g.zones[key])
        red = g.memory["red"][str(s)]
        members = R.side_members(g, s)
        # before the life is dealt (setup, turn 0, an empty life zone) a side is in no zone yet: it showed
        # "Life 0 red zone" through the mulligans (U1a)
        state = "" if n == 0 and g.turn == 0 else "yellow" if n > red else "red"
        out.append(TeamView(s, members, any(g.players[m].alive for m in members), [key],
                            {"life": n, "red_zone": red}, state))
    return out


def resolution_items(g, viewer, full) -> list:
    """The resolution area, oldest first: its waiting entries, then a card in it that no entry stands for yet
    or any more (being played: paying or choosing targets; resolving), then, while a shot is asked about it,
    the life card just revealed (a shot plays it from there).  Without the last two the area said
    "1" and drew nothing, or drew nothing at a shot."""
    from ...core.view import StackItemView, knows

    def item(cid, kind, ctrl, targets=(), ab=None):
        seen = knows(g, cid, viewer, full)
        return StackItemView(f"c{cid}" if seen else g.handle(cid), g.cards[cid].defn.id if seen else None,
                             kind, ctrl, list(targets), ab)
    out, named = [], set()
    for seq, kind, ctrl, cid, ab, opp, targets in g.memory["res"]:
        out.append(item(cid, kind, ctrl, [f"c{t}" for t in targets] + ([f"p{opp}"] if opp is not None else []),
                        ab if kind == "ability" else None))
        if kind == "card":
            named.add(cid)
    for cid in g.zones["all.res"]:
        if cid not in named:
            c = g.cards[cid]
            out.append(item(cid, "card", c.controller if c.controller is not None else c.owner))
    shot = g.rules.view_decision_source(g)
    if shot is not None:
        out.append(item(shot, "revealed", g.cards[shot].owner))
    return out


def attack_targets(g, p: int) -> list:
    """601-1 / 602-1: the players `p` may attack and the rested units of opponents."""
    R = g.rules
    return [f"p{q}" for q in R.attackable_players(g, p)] + \
        [f"c{u}" for u in R.units(g) if g.cards[u].tapped and g.cards[u].controller in R.opponents(g, p)]


def check_invariants(g) -> None:
    from ...core.errors import InvariantError
    R = g.rules
    for cid in g.zones["all.field"]:
        c = g.cards[cid]
        if not c.defn.is_unit:
            raise InvariantError(f"non-unit {c.defn.id} on the field")
        if c.known != g.all_mask:
            raise InvariantError(f"field card {cid} is not public")
    res_ids = [e[3] for e in g.memory["res"] if e[1] == "card"]
    res_ids += [f.cid for f in g.frames if type(f).__name__ == "PutFrame" and f.ab < 0 and f.stage > 0
                and g.cards[f.cid].zone == "all.res"]  # being played: paying or choosing targets
    res_ids += [f.grave for f in g.frames if type(f).__name__ == "EffectFrame" and f.grave >= 0
                and g.cards[f.grave].zone == "all.res"]  # resolving
    if sorted(res_ids) != sorted(g.zones["all.res"]):
        raise InvariantError(f"resolution area cards {g.zones['all.res']} != entries {res_ids}")
    for p in g.players:
        for z in ("hand", "deck", "grave", "aside"):
            for cid in g.zones[f"p{p.index}.{z}"]:
                c = g.cards[cid]
                if c.owner != p.index:
                    raise InvariantError(f"card {cid} of p{c.owner} in p{p.index}.{z}")
                if c.tapped:
                    raise InvariantError(f"rested card {cid} in {z}")
        for cid in g.zones[f"p{p.index}.energy"] + g.zones[f"p{p.index}.grave"]:
            if g.cards[cid].known != g.all_mask:
                raise InvariantError(f"public card {cid} is not known to all")
    for s in R.sides(g):
        members = R.side_members(g, s)
        for cid in g.zones[R.side_life_key(s)]:
            if g.cards[cid].owner not in members:
                raise InvariantError(f"life card {cid} owned by p{g.cards[cid].owner} in side {s}'s life zone")


def check_views(g) -> None:
    """No typed view shows another team's hand card or a face-down life card to a viewer who does not know it."""
    from ...core.errors import InvariantError
    from ...core.view import build_view
    R = g.rules
    life_zones = {R.side_life_key(s) for s in R.sides(g)}
    for viewer in range(g.n_players):
        v = build_view(g, viewer, False)
        for seat in v.seats:
            if seat.player in R.allies(g, viewer):
                continue
            for c in v.zones[f"p{seat.player}.hand"].cards:
                cid = _shown_id(c)
                if cid is not None and not (g.cards[cid].known >> viewer) & 1:
                    raise InvariantError(f"view({viewer}) shows p{seat.player}'s hand card {cid}")
        for key in life_zones & set(v.zones):
            for c in v.zones[key].cards:
                cid = _shown_id(c)
                if cid is not None and not (g.cards[cid].known >> viewer) & 1 and g.cards[cid].known != g.all_mask:
                    raise InvariantError(f"view({viewer}) shows a face-down life card {cid}")


def _shown_id(cv) -> int | None:
    """The card a view's card names by id ("c12"), None for a handle."""
    tok = cv.token
    return int(tok[1:]) if tok[:1] == "c" and tok[1:].isdigit() else None
