"""Why an action is refused: the rule id a player needs to read (tag 602-1, 603-1, 802-6 …)."""
from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.refusals import AttackerRefusals, not_legal_now, refusal_parts, refuse_attacker


def explain(g, action) -> IllegalAction:
    R = g.rules
    no, d, p, c = refusal_parts(g, action)
    if action.verb == "target" and d.kind == "attack-target":
        return _target(g, no, d, p, action)
    if action.verb == "attack":
        return (refuse_attacker(no, d, p, _unit(c), attacker_words(R), lambda c: False)
                or no("cannot-attack", "that unit cannot attack now", R.RID["attack"]))
    if action.verb == "block" or d.kind == "block":
        return _block(g, no, d, p, c)
    if action.verb == "rest":
        return _rest(no, d, p, c, R)
    if d.kind == "priority" and action.verb in ("play", "energy", "activate"):
        return _play(g, no, d, p, c, action)
    return not_legal_now(no, d)


def attacker_words(R) -> AttackerRefusals:
    """What a refused attacker is told (the field is shared: a unit is the attacker's when they control it)."""
    return AttackerRefusals("attack", "field",
                            wrong_step=("unit-attack-wrong-step", "units attack in the attack step", R.RID["attack"]),
                            not_yours=("not-your-unit", "only units you control on the field attack", R.RID["attack"]),
                            tapped=("attacker-rested", "{name} is rested", R.RID["attack"]),
                            sick=("attacker-rested", "{name} is rested", R.RID["attack"]))


class _Unit:
    """A field card seen as refuse_attacker reads it: its zone owner is its controller."""

    def __init__(self, c):
        self.c, self.zname, self.zowner, self.tapped, self.defn = c, c.zname, c.controller, c.tapped, c.defn


def _unit(c):
    return _Unit(c) if c is not None and c.zname == "field" else c


def _target(g, no, d, p: int, action) -> IllegalAction:
    R = g.rules
    front = [f"p{q}" for q in R.attackable_players(g, p)]
    t = action.args[0] if action.args else ""
    if t.startswith("p"):
        if len(front) < len(R.opponents(g, p)):     # the format narrows it (tag 602-1a: the front player)
            return no("attack-front-only", "only the player in front of you may be attacked", R.RID["target"],
                      front=front)
        return no("not-an-opponent", "only opponents may be attacked", R.RID["target"], front=front)
    return no("bad-attack-target", "only opponents' rested units may be attacked", R.RID["target"], front=front)


def _block(g, no, d, p: int, c) -> IllegalAction:
    R = g.rules
    if d.kind != "block":
        return no("block-not-now", "nothing is being attacked now", R.RID["block"])
    if c is not None and c.zname == "field" and c.tapped:
        return no("blocker-rested", f"{c.defn.name_en} is rested", R.RID["block"])
    return no("bad-block", "that unit cannot block this attack", R.RID["block"])


def _rest(no, d, p: int, c, R) -> IllegalAction:
    if d.kind != "pay":
        return no("energy-rests-to-pay", "energy is rested only to pay a cost", R.RID["pay"])
    if c is None or c.zname != "energy" or c.zowner != p:
        return no("not-your-energy", "only standing cards of your own energy zone pay", R.RID["pay"])
    if c.tapped:
        return no("energy-rested", f"{c.defn.name_en} is already rested", R.RID["pay"])
    return not_legal_now(no, d)


def _play(g, no, d, p: int, c, action) -> IllegalAction:
    R = g.rules
    normal = action.verb == "energy" or (action.verb == "play" and c is not None and c.defn.timing == "normal")
    if normal and (not d.info.get("main") or p != g.turn_player or g.memory["res"]):
        return no("normal-timing", "Normal actions are only for the turn player in the main phase with an empty "
                  "resolution area", R.RID["normal"])
    if action.verb == "energy" and g.per_turn.get("energy", 0) >= 1:
        return no("energy-once", "energy was already placed this turn", R.RID["energy"])
    return no("cannot-play", "cannot be played now (cost, timing or targets)", R.RID["priority"])
