"""Deploy creatures (804): every creature has "{T}: Target teammate gains control of this creature.
Activate only as a sorcery."  Formats that use the option (Emperor, 809) add the `deploy` answer
at priority: `pN deploy cX pM` taps the creature (its cost) and puts the ability on the stack with
the teammate as its target; on resolution the creature moves to the teammate's battlefield, where it
has not been under its new controller's control since their most recent turn began (302.6)."""
from __future__ import annotations

from .cards import Effect
from .base import A

# what the deploy ability does once it resolves (its target is the teammate)
DEPLOY_EFFECTS = (Effect("gain_control", {"to": "target_player"}),)


def deploy_actions(g, p: int, step: str) -> list:
    """804: at sorcery speed, each untapped creature `p` has controlled since the turn began, to a teammate."""
    R = g.rules
    if not R.sorcery_time(g, p, step):
        return []
    mates = [q for q in R.team_members(g, p) if q != p and g.players[q].alive and q in R.roi(g, p)]
    out = []
    for cid in g.zones[f"p{p}.battlefield"]:
        c = g.cards[cid]
        if c.defn.is_creature and not c.tapped and c.entered < g.turn:   # {T}: not while summoning sick
            out += [A(p, "deploy", f"c{cid}", f"p{q}") for q in mates]
    return out


def start_deploy(g, p: int, cid: int, mate: int) -> None:
    c = g.cards[cid]
    c.tapped = True
    g.memory["seq"] += 1
    g.memory["stack"].append({"id": g.memory["seq"], "kind": "deploy", "card": cid, "controller": p,
                              "ability": None, "targets": [[f"p{mate}", 0]], "ctx": {"zc": c.zc}})
    g.emit("deploy", player=p, card=cid, to=mate, rule="mtg:804")


def gain_control(g, item, players) -> None:
    """804: the creature changes control if it is still the same object under the ability's controller."""
    R = g.rules
    c = g.cards[item["card"]]
    if c.zname != "battlefield" or c.zc != item["ctx"]["zc"] or c.zowner != item["controller"]:
        return
    for q in players:
        R.change_control(g, c.id, q, "deploy", "mtg:804")
