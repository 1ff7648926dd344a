"""What one viewer may see of a stack game (the only way hidden information leaves the engine)."""
from __future__ import annotations


# ----- hooks of the typed view (engine/core/view.py) ------------------------------------------
def card_stats(g, c) -> dict:
    """A creature's numbers on the battlefield, and what it attacks or blocks."""
    R = g.rules
    d = c.defn
    if c.zname != "battlefield" or not d.is_creature:
        return {}
    v = {"power": R.power(g, c), "toughness": R.toughness(g, c), "damage": c.damage,
         "sick": c.entered >= g.turn and not R.has(c, "haste"), "keywords": sorted(d.keywords)}
    if c.attacking != -1:
        v["attacking"] = c.attacking
    if c.blocking != -1:
        v["blocking"] = c.blocking
    return v


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
    """The stack, bottom first, and on top of it the triggered abilities waiting to be put on it (603.3b: they
    go on the stack before anyone gets priority; a table that left them out said "Stack 0" while one was being
    ordered or targeted)."""
    from ...core.view import StackItemView
    return [StackItemView(f"c{it['card']}", g.cards[it["card"]].defn.id, it["kind"], it["controller"],
                          [t[0] for t in it["targets"]], it["ability"]) for it in g.memory["stack"]] + \
        waiting_triggers(g, g.pending, viewer, full)


def waiting_triggers(g, pending, viewer, full, zone=None) -> list:
    """Triggered abilities waiting to go on the stack (kind "pending"), their sources as the viewer knows them."""
    from ...core.view import StackItemView, knows
    out = []
    for t in pending:
        seen = knows(g, t.source, viewer, full)
        out.append(StackItemView(f"c{t.source}" if seen else g.handle(t.source),
                                 g.cards[t.source].defn.id if seen else None, "pending", t.controller, [],
                                 t.ability, zone))
    return out
