"""Why an action is refused: the rule id, a stable code and an English message."""
from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.refusals import AttackerRefusals, named_card, not_legal_now, refusal_parts, refuse_attacker
from .cards import has_kw


ATTACKER = AttackerRefusals("attack", "battle",
    wrong_step=("attack-wrong-step", "creatures attack in the attack step", "dm:505"),
    not_yours=("not-your-creature", "only your creatures in the battle zone attack", "dm:505.3"),
    tapped=("attacker-tapped", "{name} is tapped", "dm:506.1a"),
    sick=("summoning-sickness", "{name} came into the battle zone this turn", "dm:506.1a"))


def explain(g, a) -> IllegalAction:
    R = g.rules
    no, d, p, c = refusal_parts(g, a)
    name = c.defn.name_en if c else "?"

    if a.verb == "charge":
        if d.kind != "charge":
            return no("charge-wrong-step", "cards are charged only in the charge step", "dm:503")
        if g.per_turn["charged"] >= 1:
            return no("charge-once", "only one card may be charged per turn", "dm:503")
        if c is None or c.zname != "hand" or c.zowner != p:
            return no("not-in-hand", "that card is not in your hand", "dm:503")
    if a.verb in ("summon", "cast", "gzero", "galaxy"):
        if d.kind != "main":
            return no("use-wrong-step", "cards are used in your main step", "dm:504")
        if c is None or c.zowner != p or c.zname not in ("hand", "partner", "shield"):
            return no("not-usable-zone", "that card is not in your hand", "dm:601")
        if c.zname == "partner" and not R.has_partner:
            return no("not-usable-zone", "that card is not in your hand", "dm:601")
        if a.verb == "cast" and c.defn.type != "spell" and c.defn.spell is None:
            return no("not-a-spell", f"{name} is not a spell", "dm:601")
        if a.verb == "summon" and not c.defn.is_creature:
            return no("not-a-creature", f"{name} is not a creature", "dm:601")
        side_name = c.defn.spell.name_en if (a.verb == "cast" and c.defn.spell) else c.defn.name_en
        why = R.name_allowed(g, p, side_name, "cast" if a.verb == "cast" else "summon")
        if why:
            return no("name-once-per-turn", f"a card named {side_name} was already used or put this turn", why,
                      name=side_name)
        if a.verb != "cast":
            full = R.battle_full(g, p)
            if full:
                return no("battle-zone-full", "your battle zone is full", full)
        if a.verb == "cast":
            cost = R.cost_of(g, c, "spell" if c.defn.spell else "creature")
            lock = R.spell_locked(g, p, cost, c.defn.multicolor)
            if lock:
                return no("spells-locked", "an effect stops you casting that spell", lock)
        how = a.verb if a.verb != "gzero" else "gzero"
        cost = R.payment_for(g, p, c, how)
        if cost is not None:
            amount, civs = cost
            untapped = R.untapped_mana(g, p)
            if len(untapped) < amount:
                return no("not-enough-mana", f"{name} costs {amount}; you have {len(untapped)} untapped mana",
                          "dm:112", cost=amount, have=len(untapped))
            if not R.can_pay(g, p, amount, civs, untapped):
                return no("civilization-missing", f"paying for {name} needs an untapped mana card of each of its "
                          f"civilizations ({', '.join(civs)}), each card giving one", "dm:106",
                          civs=list(civs))
        if c.defn.type == "evolution" and not R.evolution_sources(g, p, c):
            return no("no-evolution-source", f"{name} needs a creature to evolve from", "dm:801")
    if a.verb == "tap":     # a click on a mana card: it pays a cost, and only while one is paid
        if d.kind != "pay":
            return no("mana-taps-to-pay", "mana cards are tapped only to pay for a card you use", "dm:112")
        if c is None or c.zname != "mana" or c.zowner != p:
            return no("not-your-mana", "only untapped cards of your own mana zone pay", "dm:112")
        if c.tapped:
            return no("mana-tapped", f"{name} is already tapped", "dm:112")
    if a.verb == "attack":
        return (refuse_attacker(no, d, p, c, ATTACKER, lambda c: c.sick and not has_kw(g, c, "speed_attacker"))
                or no("cannot-attack", f"{name} cannot attack", "dm:506.1a"))
    if a.verb == "target" and d.kind == "attack-target":
        tid = named_card(g, a)
        if tid is not None:
            tc = g.cards[tid]
            atk = d.info.get("attacker")
            untapped_ok = atk is not None and has_kw(g, g.cards[atk], "attack_untapped")  # DMP-39
            if tc.zname == "battle" and not tc.tapped and not untapped_ok:
                return no("target-untapped", "only tapped creatures can be attacked", "dm:505.2")
            if tc.zowner == p:
                return no("target-own", "you cannot attack your own creature", "dm:505.2")
        return no("bad-target", "that is not something this creature can attack", "dm:506.1e")
    if a.verb == "block":
        if d.kind != "block":
            return no("block-not-now", "nothing is being attacked now", "dm:507")
        if c is not None and c.zname == "battle" and c.zowner != d.players[0]:
            return no("block-not-attacked", "only the attacked player may block", R.rule_block_owner)
        if c is not None and c.tapped:
            return no("blocker-tapped", f"{name} is tapped", "dm:507.1a")
        return no("not-a-blocker", f"{name} cannot block", "dm:507.1a")
    return not_legal_now(no, d)
