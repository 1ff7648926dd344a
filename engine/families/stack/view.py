"""What one viewer may see of a stack game (the only way hidden information leaves the engine)."""
from __future__ import annotations

from ...core.view import decision_dict, knows, seat_dict, seat_zones, zone_counts
from .base import ZONES

CARD_KEYS = ("id", "card", "tapped")

SHOWN = ("hand", "battlefield", "graveyard", "exile")


def card_view(g, cid: int, viewer, full: bool) -> dict:
    c = g.cards[cid]
    if not knows(g, cid, viewer, full):
        return {"handle": g.handle(cid), "hidden": True}
    R = g.rules
    d = c.defn
    v = {"id": cid, "card": d.id, "tapped": c.tapped}
    if c.zname == "battlefield" and d.is_creature:
        v.update(power=R.power(g, c), toughness=R.toughness(g, c), damage=c.damage,
                 sick=c.entered >= g.turn and not R.has(c, "haste"), keywords=sorted(d.keywords))
        if c.attacking != -1:
            v["attacking"] = c.attacking
        if c.blocking != -1:
            v["blocking"] = c.blocking
    return v


def build_view(g, viewer, full: bool) -> dict:
    R = g.rules
    players = []
    for p in g.players:
        players.append({
            **seat_dict(p), "zones": seat_zones(g, p, ("library",) + SHOWN, "library", card_view, viewer, full),
            "counts": zone_counts(g, p, ZONES),
            "life": R.life(g, p.index), "poison": R.poison(g, p.index), "life_key": R.life_key(g, p.index),
            "lands_played": g.per_turn.get("lands", {}).get(str(p.index), 0),
        })
    teams = []
    for t, members in sorted(R.team_table(g), key=lambda tm: str(tm[0])):
        teams.append({"team": t, "members": members, "life": R.life(g, members[0]),
                      "poison": R.poison(g, members[0]), "shared_life": R.life_key(g, members[0]).startswith("t"),
                      "primary": R.primary(g, members), "alive": any(g.players[m].alive for m in members)})
    stack = []
    for it in g.memory["stack"]:
        stack.append({"id": it["id"], "kind": it["kind"], "controller": it["controller"], "card": it["card"],
                      "defn": g.cards[it["card"]].defn.id, "ability": it["ability"],
                      "targets": [t[0] for t in it["targets"]]})
    dec = decision_dict(g, viewer, full)
    return {
        "format": g.format.name, "family": "stack", "viewer": viewer, "turn": g.turn,
        "turn_player": g.turn_player, "active_players": R.active_players(g) if g.memory.get("active") else [],
        "step": g.step, "players": players, "teams": teams, "stack": stack, "decision": dec,
        "outcome": g.outcome.to_data() if g.outcome else None,
        "pending_triggers": [{"controller": t.controller, "source": t.source} for t in g.pending],
        "range_of_influence": R.options.get("range"),
    }


# ----- hooks of the typed view (engine/core/view.py) ------------------------------------------
def card_stats(g, c) -> dict:
    v = card_view(g, c.id, None, True)
    return {k: x for k, x in v.items() if k not in CARD_KEYS}


def seat_counters(g, p: int) -> dict:
    R = g.rules
    return {"life": R.life(g, p), "poison": R.poison(g, p),
            "lands_played": g.per_turn.get("lands", {}).get(str(p), 0)}


def teams(g) -> list:
    from ...core.view import TeamView
    R = g.rules
    out = []
    for t, members in sorted(R.team_table(g), key=lambda tm: str(tm[0])):
        shared = R.life_key(g, members[0]).startswith("t")
        counters = {"life": R.life(g, members[0]), "poison": R.poison(g, members[0]),
                    "shared_life": int(shared), "primary": R.primary(g, members),
                    "shared_turns": int(bool(R.shared_turns))}
        head = R.team_head(g, members)      # the player the team's results follow (809.5: the emperor)
        if head is not None:
            counters["head"] = head
        out.append(TeamView(t, members, any(g.players[m].alive for m in members), [], counters))
    return out


def stack_items(g, viewer, full) -> list:
    from ...core.view import StackItemView
    return [StackItemView(f"c{it['card']}", g.cards[it["card"]].defn.id, it["kind"], it["controller"],
                          [t[0] for t in it["targets"]], it["ability"]) for it in g.memory["stack"]]
