"""Mandatory loops (104.4b, 104.4f): a loop of actions nobody may choose otherwise is a draw.

The engine watches the priority decisions of the current turn.  A priority decision is *forced* when
every player asked may only pass (conceding and agreeing to a draw are always open, so they do not
count as a way out).  Each forced decision records the state that matters for the loop: zones and
their order, the cards' game states, life and poison, mana pools, the stack and waiting triggers, the
step, the holder of priority and who has passed - but not the counters that only number objects
(stack ids, zone-change counts), which grow at every turn of a loop without changing anything.
A decision that offers any real choice (a castable spell, a target or an order among several)
forgets the record: a loop that contains an optional action never ends the game (104.4b).  When a
forced decision meets a state already recorded, the forced actions since then will repeat for ever.

Without a limited range of influence the game is a draw for everyone (104.4b).  With one (801), each
player controlling an object involved in the loop - the objects on the stack or waiting to go on it -
and every player within their range draw and leave the game; the others play on (104.4f)."""
from __future__ import annotations

import hashlib

from ...core.game import canon

FREE_VERBS = frozenset({"pass", "concede", "agree-draw"})
# repr((zone key, card ids)) by that pair: loop_key's text of a zone whose content did not change (the key is
# recorded in per_turn, so in fingerprints and saves: its text must stay repr() of the same state tuple, which
# tests/stack/test_loop_key_text.py checks)
_ZONE_TEXTS: dict = {}


def optional_choice(g) -> None:
    """Some decision offered a real choice: what happened since the last record was not forced."""
    g.per_turn.pop("loop", None)


def answers_in_turn(g) -> int:
    """How many answers this turn has had: a grand melee counts each turn marker's own (another turn's
    answers do not move this one), every other game the game's."""
    return g.per_turn.get("answers", len(g.actions_log))


def is_forced(acts: dict) -> bool:
    for answers in acts.values():   # (loops: asked at every priority, and a generator costs more than this)
        for a in answers:
            if a.verb not in FREE_VERBS:
                return False
    return True


def loop_key(g, frame) -> str:
    R = g.rules
    stack_keys, all_cards = R.stack_keys, g.cards
    zones = sorted(g.zones.items())   # (keys are unique: sorting the items sorts by key alone)
    cards = []   # the game state of the cards where it can change: on the battlefield and on the stack
    for key, ids in zones:
        if key in stack_keys or key.endswith(".battlefield"):
            for cid in ids:
                c = all_cards[cid]
                mods = c.mods
                cards.append((cid, c.tapped, c.damage, c.deathtouched, c.attacking, c.blocking, c.blocked,
                              canon(mods) if mods else ()))
    stack = [(it["kind"], it["card"], it["controller"], it.get("ability"), canon(it["targets"])) for it in
             g.memory["stack"]]
    pending = [(t.controller, t.source, t.ability) for t in g.pending]
    # repr() of the state tuple, written out: the zones' part (most of the text, and most of it the same from
    # one forced pass to the next) from the texts kept per zone content
    zone_texts = _ZONE_TEXTS
    if len(zone_texts) >= 8192:
        zone_texts.clear()
    parts = []
    for k, v in zones:
        t = (k, tuple(v))
        r = zone_texts.get(t)
        if r is None:
            r = zone_texts[t] = repr(t)
        parts.append(r)
    rest = (tuple(cards), canon(g.memory["life"]), canon(g.memory["poison"]), canon(g.memory.get("pool", {})),
            stack, pending, frame.holder, tuple(frame.passes), tuple(frame.passed),
            tuple(p.alive for p in g.players), canon(R.options.get("range")))
    text = (f"({g.turn!r}, {g.turn_player!r}, {g.step!r}, ({', '.join(parts)}), " +
            ", ".join([repr(x) for x in rest]) + ")")
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


def watch_priority(g, frame, acts: dict) -> bool:
    """Called as a priority decision is about to be asked; True when it ended a mandatory loop."""
    if not is_forced(acts):
        optional_choice(g)
        return False
    if not g.memory["stack"]:
        # A loop always passes through a non-empty stack (its triggers), and every state of a loop comes
        # back, so recording only those finds it just as well while costing nothing in ordinary play.
        return False
    seen = g.per_turn.setdefault("loop", [])
    key = loop_key(g, frame)
    if key not in seen:
        seen.append(key)
        g.per_turn["loop_at"] = answers_in_turn(g)
        return False
    if seen[-1] == key and g.per_turn.get("loop_at") == answers_in_turn(g):
        return False   # the same decision asked again with no answer between (grand melee, 807): no loop
    optional_choice(g)
    end_loop(g)
    return True


def loop_players(g) -> list[int]:
    """104.4f: the controllers of the objects involved in the loop (on the stack or waiting to go there)."""
    ctl = {it["controller"] for it in g.memory["stack"]} | {t.controller for t in g.pending}
    return sorted(p for p in ctl if g.players[p].alive)


def end_loop(g) -> None:
    R = g.rules
    g.emit("mandatory_loop", players=loop_players(g), rule="mtg:104.4f" if R.limited_range() else "mtg:104.4b")
    if R.limited_range():
        drawn = set()
        for p in loop_players(g):
            drawn.update(R.roi(g, p))
        R.players_draw(g, sorted(q for q in drawn if g.players[q].alive), "mtg:104.4f")
    else:
        R.players_draw(g, g.alive_players(), "mtg:104.4b")
