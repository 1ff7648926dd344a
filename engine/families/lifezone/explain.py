"""Why an action is refused: the rule id a player needs to read (tag 602-1, 603-1, 802-6 …)."""
from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.refusals import named_card


def explain(g, action) -> IllegalAction:
    R = g.rules
    d = g.decision
    a = str(action)
    if d.kind == "attack-target":
        return IllegalAction("bad-attack-target", f"{a}: not a legal attack target (the front player or a rested "
                             "unit of an opponent)", R.RID["target"], action=a)
    if d.kind == "block":
        return IllegalAction("bad-block", f"{a}: not a legal block", R.RID["block"], action=a)
    if d.kind == "priority" and action.verb in ("play", "energy", "activate"):
        p = action.player
        normal = action.verb == "energy"
        cid = named_card(g, action)
        if cid is not None:
            c = g.cards[cid]
            if action.verb == "play" and c.defn.timing == "normal":
                normal = True
        if normal and (not d.info.get("main") or p != g.turn_player or g.memory["res"]):
            return IllegalAction("normal-timing", f"{a}: Normal actions are only for the turn player in the main "
                                 "phase with an empty resolution area", R.RID["normal"], action=a)
        if action.verb == "energy" and g.per_turn.get("energy", 0) >= 1:
            return IllegalAction("energy-once", f"{a}: energy was already placed this turn", R.RID["energy"], action=a)
        return IllegalAction("cannot-play", f"{a}: cannot be played now (cost, timing or targets)", R.RID["priority"],
                             action=a)
    return IllegalAction("not-legal-now", f"{a} is not one of the legal answers to {d.kind}", d.rule, action=a,
                         decision=d.kind)
