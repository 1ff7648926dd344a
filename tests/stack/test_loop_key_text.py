"""The mandatory-loop watch's record (104.4b) is kept in per_turn, so in every fingerprint and save: its text is
written out piece by piece for speed (E4 item 4), and must stay the hash of repr() of the same state tuple as
before, at every forced priority of seeded random games of several stack formats."""
from __future__ import annotations

import hashlib
import random

import pytest

from engine.core.game import canon
from engine.families.stack import loops
from engine.newgame import new_game
from engine.sim import choose_random, random_players


def reference_key(g, frame) -> str:
    """loop_key as it was written before E4 item 4: one state tuple, its repr hashed."""
    R = g.rules
    cards = []
    for key, ids in sorted(g.zones.items()):
        if key in R.stack_keys or key.endswith(".battlefield"):
            for cid in ids:
                c = g.cards[cid]
                cards.append((cid, c.tapped, c.damage, c.deathtouched, c.attacking, c.blocking, c.blocked,
                              canon(c.mods)))
    stack = [(it["kind"], it["card"], it["controller"], it.get("ability"), canon(it["targets"])) for it in
             g.memory["stack"]]
    pending = [(t.controller, t.source, t.ability) for t in g.pending]
    state = (g.turn, g.turn_player, g.step, tuple(sorted((k, tuple(v)) for k, v in g.zones.items())),
             tuple(cards), canon(g.memory["life"]), canon(g.memory["poison"]), canon(g.memory.get("pool", {})),
             stack, pending, frame.holder, tuple(frame.passes), tuple(frame.passed),
             tuple(p.alive for p in g.players), canon(R.options.get("range")))
    return hashlib.blake2b(repr(state).encode(), digest_size=12).hexdigest()


@pytest.mark.parametrize("fmt,players,options", [("magic", 2, None), ("ffa", 4, {"range": 1}), ("2hg", 4, None),
                                                 ("emperor", 6, None)])
def test_mtg_104_4b_loop_record_text_is_unchanged_by_the_faster_key(fmt, players, options):
    rng = random.Random(11)
    g = new_game(fmt, random_players(fmt, players, rng), options=options, seed=rng.randrange(1 << 62))
    compared = 0
    for _ in range(1500):
        d = g.decision
        if g.outcome is not None or d is None:
            break
        # the frame that holds priority's record (holder, passes): the top one, or in a grand melee below it
        frame = next((f for f in reversed(g.frames) if hasattr(f, "holder") and hasattr(f, "passed")), None)
        if d.kind == "priority" and g.memory["stack"] and frame is not None:
            assert loops.loop_key(g, frame) == reference_key(g, frame)
            compared += 1
        g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))
    assert compared > 0
