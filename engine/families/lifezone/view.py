"""What one viewer may see of a life-zone game, and the family's invariants for random playouts."""
from __future__ import annotations

from ...core.view import decision_dict, knows, seat_dict, seat_zones, zone_counts

ZONE_ORDER = ("deck", "hand", "energy", "grave", "territory")


def card_view(g, cid: int, viewer, full: bool) -> dict:
    R = g.rules
    c = g.cards[cid]
    if not knows(g, cid, viewer, full):
        return {"handle": g.handle(cid), "hidden": True, "owner": c.owner}
    d = c.defn
    v = {"id": cid, "card": d.id, "owner": c.owner, "rested": c.tapped}
    if c.zone == "all.field":
        v.update(controller=c.controller, power=R.power(g, c), hit=R.hit(g, c), damage=c.damage)
    if d.type == "territory":
        v["opened"] = c.opened
    return v


def build_view(g, viewer, full: bool) -> dict:
    R = g.rules
    players = [{**seat_dict(p), "side": R.side_of(g, p.index),
                "zones": seat_zones(g, p, ZONE_ORDER, "deck", card_view, viewer, full),
                "counts": zone_counts(g, p, ZONE_ORDER)} for p in g.players]
    teams = []
    for s in R.sides(g):
        key = R.side_life_key(s)
        life = g.zones[key]
        red = g.memory["red"][str(s)]
        teams.append({"side": s, "members": R.side_members(g, s), "life_zone": key, "life": len(life),
                      "red_zone": red, "zone": "yellow" if len(life) > red else "red",
                      "life_cards": [card_view(g, cid, viewer, full) for cid in life]})
    res = []
    for seq, kind, ctrl, cid, ab, opp, targets in g.memory["res"]:
        res.append({"seq": seq, "what": kind, "controller": ctrl, "card": card_view(g, cid, viewer, True)
                    if kind == "ability" else card_view(g, cid, viewer, full), "ability": ab, "opponent": opp,
                    "targets": list(targets)})
    dec = decision_dict(g, viewer, full)
    return {
        "format": g.format.name, "family": "lifezone", "viewer": viewer, "turn": g.turn,
        "turn_player": g.turn_player, "step": g.step, "players": players, "decision": dec,
        "outcome": g.outcome.to_data() if g.outcome else None,
        "shared": {"field": [card_view(g, cid, viewer, full) for cid in g.zones["all.field"]],
                   "resolution": res},
        "teams": teams,
    }


# ----- hooks of the typed view (engine/core/view.py) ------------------------------------------
CARD_KEYS = ("id", "card", "owner", "rested", "controller")


def card_stats(g, c) -> dict:
    v = card_view(g, c.id, None, True)
    return {k: x for k, x in v.items() if k not in CARD_KEYS}


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
    from ...core.view import StackItemView, knows
    out = []
    for seq, kind, ctrl, cid, ab, opp, targets in g.memory["res"]:
        seen = knows(g, cid, viewer, full)
        out.append(StackItemView(f"c{cid}" if seen else g.handle(cid), g.cards[cid].defn.id if seen else None,
                                 kind, ctrl, [f"c{t}" for t in targets] + ([f"p{opp}"] if opp is not None else []),
                                 ab if kind == "ability" else None))
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
    """No view shows another team's hand card or a face-down life card to a viewer who does not know it."""
    from ...core.errors import InvariantError
    R = g.rules
    for viewer in range(g.n_players):
        v = build_view(g, viewer, False)
        for pv in v["players"]:
            for c in pv["zones"]["hand"]:
                if "id" in c and pv["index"] not in R.allies(g, viewer) and not (g.cards[c["id"]].known >> viewer) & 1:
                    raise InvariantError(f"view({viewer}) shows p{pv['index']}'s hand card {c['id']}")
        for t in v["teams"]:
            for c in t["life_cards"]:
                if "id" in c and not (g.cards[c["id"]].known >> viewer) & 1 and g.cards[c["id"]].known != g.all_mask:
                    raise InvariantError(f"view({viewer}) shows a face-down life card {c['id']}")
