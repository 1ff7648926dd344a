"""Why an action is refused in the stack game: rule id, stable code, English message."""
from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.refusals import AttackerRefusals, named_card, not_legal_now, refusal_parts, refuse_attacker


def explain(g, a) -> IllegalAction:
    R = g.rules
    no, d, p, c = refusal_parts(g, a)
    if a.verb in ("play", "cast"):
        if d.kind != "priority":
            return no("no-priority-now", "spells and lands are played when you have priority", "mtg:117.1")
        if c is None or c.zname != "hand" or c.zowner != p:
            return no("not-in-hand", "that card is not in your hand", "mtg:601.2")
        step = d.info.get("step", "")
        if a.verb == "play":
            if not c.defn.is_land:
                return no("not-a-land", f"{c.defn.name_en} is not a land", "mtg:305.1")
            if g.per_turn["lands"].get(str(p), 0) >= 1:
                return no("one-land-per-turn", "you have already played a land this turn",
                          "mtg:805.4c" if R.shared_turns else "mtg:305.2")
            return no("land-timing", "lands are played in your own main phase with an empty stack", "mtg:305.1")
        if c.defn.is_land:
            return no("land-is-not-cast", "lands are played, not cast", "mtg:305.1")
        if c.defn.type != "instant" and not R.sorcery_time(g, p, step):
            return no("sorcery-timing", f"{c.defn.name_en} can be cast only in your main phase with an empty stack",
                      "mtg:117.1a")
        if not R.affordable(g, p, c.defn):
            return no("cannot-pay", f"you cannot pay {c.defn.cost_text} with your untapped lands", "mtg:601.2g",
                      cost=c.defn.cost_text)
        return no("no-legal-target", "that spell has no legal target", "mtg:601.2c")
    if a.verb == "attack":
        why = refuse_attacker(no, d, p, c, ATTACKER, lambda c: c.entered >= g.turn and not R.has(c, "haste"))
        if why:
            return why
        opt = R.options.get("attack")
        if opt in ("left", "right"):
            return no("attack-direction", f"with the attack-{opt} option you may attack only the nearest "
                      f"opponent on your {opt}", "mtg:803")
        if R.options.get("range") is not None:
            return no("out-of-range", "that player is outside your range of influence", "mtg:801")
        return no("bad-attack", "that creature cannot attack that player", "mtg:508.1b")
    if a.verb == "tap":     # a click on a land: its mana pays a cost, and only while one is paid (D-mana-pool)
        if d.kind != "pay":
            return no("land-taps-to-pay", "lands are tapped for mana while you pay a cost", "mtg:601.2g")
        if c is None or c.zname != "battlefield" or c.zowner != p or not c.defn.is_land:
            return no("not-your-land", "only untapped lands you control pay", "mtg:601.2g")
        if c.tapped:
            return no("land-tapped", f"{c.defn.name_en} is already tapped", "mtg:601.2g")
    if a.verb == "deploy":
        if d.kind != "priority" or not R.sorcery_time(g, p, d.info.get("step", "")):
            return no("deploy-timing", "creatures are deployed in your main phase with an empty stack", "mtg:804")
        if c is not None and (c.tapped or c.entered >= g.turn):
            return no("deploy-untapped", f"{c.defn.name_en} must be untapped and under your control since the "
                      "turn began", "mtg:804")
        return no("deploy-teammate", "creatures are deployed to a teammate within your range", "mtg:804")
    if a.verb == "block":
        if d.kind != "declare-blockers":
            return no("not-declaring-blockers", "blockers are declared in the declare blockers step", "mtg:509.1")
        aid = named_card(g, a, 1)   # "c7" only: "x7" or "h7" names no attacker (nor a hidden card's abilities)
        if aid is not None:
            at = g.cards[aid]
            if at.attacking != -1 and at.attacking not in (R.team_members(g, p) if R.shared_turns else [p]):
                return no("not-attacking-you", "you may block only creatures attacking you", "mtg:802")
            if c is not None and R.has(at, "flying") and not (R.has(c, "flying") or R.has(c, "reach")):
                return no("flying", "a creature with flying can be blocked only by flying or reach", "mtg:702.9b")
        return no("bad-block", "that creature cannot block that attacker", "mtg:509.1a")
    return not_legal_now(no, d)


# what a refused attacker is told (engine/core/refusals.py)
ATTACKER = AttackerRefusals("declare-attackers", "battlefield",
    wrong_step=("not-declaring-attackers", "attackers are declared in the declare attackers step", "mtg:508.1"),
    not_yours=("not-your-creature", "only your own creatures attack", "mtg:508.1a"),
    tapped=("attacker-tapped", "{name} is tapped", "mtg:508.1a"),
    sick=("summoning-sick", "{name} came under your control this turn", "mtg:302.6"))
