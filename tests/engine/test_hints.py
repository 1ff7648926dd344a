"""Gesture hints: every drop of the shield GUI tests maps to an action through hints alone (no verb)."""
from __future__ import annotations

import random

import engine
from engine.families.shield.loader import shield_pool
from engine.invariants import Checker
from engine.sim import bundled_decks, play_random_game, random_players

PACHIL = "SG-103"     # fire, cost 1, speed attacker (as in tests/gui/test_game_e2e.py)
MANA = "SG-105"


def stacked(name: str, front: list[str]) -> dict:
    """The GUI test's stacked deck: a bundled deck with `front` on top and no shield trigger first."""
    deck = next(d for d in bundled_decks("duepa") if d.name == name)
    pool = shield_pool()
    order = list(front) + [c for c in deck.card_ids() if c not in front]
    if not front:
        safe = next(c for c in order if "s_trigger" not in pool[c].keywords)
        order.remove(safe)
        order.insert(0, safe)
    return {"deck": order, "partner": deck.partner}


def gui_game():
    players = [dict(name=n, seat=i, **stacked(d, f)) for i, (n, d, f) in enumerate([
        ("Aki", "Ember and Grove", ["SG-139", PACHIL, MANA, "SG-107"]), ("Ben", "Hellflame Oni", []),
        ("Chie", "Sunroot Sanctuary", [])])]
    return engine.new_game("duepa", players, options={"shields": 1, "hand": 3, "shuffle_decks": False},
                           seed=42, first_player=0)


def drop(g, me: int, source: str, target: str) -> bool:
    """What a table does with a drop, knowing only the hints: an action from `source` onto `target`, or a
    two-answer gesture whose follow-up names `target` (then both answers)."""
    acts = g.legal_actions(me)
    direct = [a for a in acts if a.source == source and a.target == target]
    if direct:
        g.perform(direct[0])
        return True
    two = [a for a in acts if a.source == source and target in a.follow]
    if not two:
        return False
    g.perform(two[0])
    second = [a for a in g.legal_actions(me) if a.target == target and a.source is None]
    assert len(second) == 1, [str(a) for a in g.legal_actions(me)]
    g.perform(second[0])
    return True


def token_of(g, me, zone, card_id):
    return next((c.token for c in g.view(me).zones[f"p{me}.{zone}"].cards if c.card == card_id), None)


def pass_like(g, p):
    acts = g.legal_actions(p)
    for verb in ("pass", "done", "noblock", "no", "keep", "autopay"):
        for a in acts:
            if a.verb == verb:
                return a
    return acts[0]


def test_hints_play_the_gui_duepa_game_by_drops():
    g = gui_game()
    drops = {"mana": 0, "battle": 0, "attack": 0}
    for _ in range(400):
        if g.outcome is not None:
            break
        d = g.decision
        p = d.waiting_for()[0]
        if p != 0:
            g.perform(pass_like(g, p))
            continue
        mana, pachil = token_of(g, 0, "hand", MANA), token_of(g, 0, "hand", PACHIL)
        attacker = next((c.token for c in g.view(0).zones["p0.battle"].cards
                         if c.card == PACHIL and not c.tapped), None)
        if d.kind == "charge" and mana:
            assert drop(g, 0, mana, "p0.mana")
            drops["mana"] += 1
        elif d.kind == "main" and pachil:
            assert drop(g, 0, pachil, "p0.battle")
            drops["battle"] += 1
        elif d.kind == "attack" and attacker:
            assert drop(g, 0, attacker, "p1" if g.players[1].alive else "p2")
            drops["attack"] += 1
        else:
            g.perform(pass_like(g, 0))
    assert g.outcome is not None and g.outcome.winners == [0]
    assert all(drops.values()), drops


def test_illegal_drops_of_the_gui_tests_match_no_hint():
    g = gui_game()
    assert g.decision.kind == "charge" and g.decision.waiting_for() == (0,)
    before = g.fingerprint()
    pachil, mana = token_of(g, 0, "hand", PACHIL), token_of(g, 0, "hand", MANA)
    assert not drop(g, 0, pachil, "p0.battle")      # summoning in the charge step: no such action
    assert not drop(g, 0, mana, "p1.mana")          # onto an opponent's mana zone: not a move at all
    assert g.fingerprint() == before
    lit = {a.target for a in g.legal_actions(0) if a.source == mana}   # what a drag of it lights up
    assert lit == {"p0.mana"}
    assert drop(g, 0, mana, "p0.mana")
    assert [c.card for c in g.view(0).zones["p0.mana"].cards] == [MANA]


def test_every_legal_action_carries_hints_that_leak_nothing():
    for fmt, n in [("duel", 2), ("digital", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2),
                   ("ffa", 3), ("teams", 4), ("2hg", 4)]:
        rng = random.Random(5)
        g = engine.new_game(fmt, random_players(fmt, n, rng), seed=11)
        seen_drag = 0
        for _ in range(120):
            if g.outcome is not None:
                break
            p = g.decision.waiting_for()[0]
            acts = g.legal_actions(p)
            for a in acts:
                assert hasattr(a, "source") and hasattr(a, "target") and a.follow is not None
                for tok in (a.source, a.target, *a.follow):
                    if tok and tok[0] == "c":
                        c = g.cards[int(tok[1:])]
                        assert (c.known >> p) & 1 or c.known == g.all_mask, (fmt, str(a), tok)
                seen_drag += a.source is not None
            dec = g.view(p).decision
            assert [x.text for x in dec.answers] == [str(a) for a in acts]
            assert [(x.source, x.target) for x in dec.answers] == [(a.source, a.target) for a in acts]
            g.perform(acts[rng.randrange(len(acts))])
        assert seen_drag, fmt
        Checker()(g)


def test_stack_and_lifezone_drags_name_their_zones_and_targets():
    rng = random.Random(2)
    g = engine.new_game("magic", random_players("magic", 2, rng), seed=4)
    play_random_game(g, 3, 40)
    kinds = {}
    for _ in range(300):
        if g.outcome is not None:
            break
        p = g.decision.waiting_for()[0]
        acts = g.legal_actions(p)
        for a in acts:
            if a.source:
                kinds.setdefault(a.verb, set()).add(a.target.split(".")[-1] if a.target else None)
        g.perform(acts[rng.randrange(len(acts))])
    assert kinds.get("play", {"battlefield"}) == {"battlefield"}
    assert kinds.get("cast", {"stack"}) == {"stack"}
    assert all(t and t[0] in "pc" for t in kinds.get("attack", {"p1"}))
