"""Helpers for the stack-family tests: scenarios from Python data (written as TOML, loaded with the
public engine.load_scenario), answering decisions, passing priority.  Test cards ("TS-…") are our own."""
from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

import engine
from tests.toml_writer import tv

_TMP = Path(tempfile.mkdtemp(prefix="enza-stack-tests-"))
_N = itertools.count()




def creature(id, cost="1", p=1, t=1, kw=(), abilities=()):
    d = {"id": id, "name_en": "Test " + id, "name_ja": "テスト" + id, "type": "creature", "cost": cost,
         "power": p, "toughness": t, "keywords": list(kw)}
    return d, list(abilities)


def spell(id, effects, cost="1", typ="sorcery"):
    return {"id": id, "name_en": "Test " + id, "name_ja": "テスト" + id, "type": typ, "cost": cost,
            "effects": list(effects)}, []


def toml(top: dict, players: list, cards: list) -> str:
    out = [f"{k} = {tv(v)}" for k, v in top.items()]
    for p in players:
        out.append("\n[[player]]")
        out += [f"{k} = {tv(v)}" for k, v in p.items()]
    for d, abilities in cards:
        out.append("\n[[card]]")
        out += [f"{k} = {tv(v)}" for k, v in d.items()]
        for ab in abilities:
            out.append("[[card.abilities]]")
            out += [f"{k} = {tv(v)}" for k, v in ab.items()]
    return "\n".join(out) + "\n"


LIB = ["ST-L1"] * 8


def player(name, **zones):
    d = {"name": name, "library": zones.pop("library", LIB)}
    d.update(zones)
    return d


def scenario(fmt, players, cards=(), step="main1", turn_player=0, **top):
    t = {"format": fmt, "seed": top.pop("seed", 1), "turn_player": turn_player, "step": step}
    t.update(top)
    path = _TMP / f"s{next(_N)}.toml"
    path.write_text(toml(t, players, list(cards)), encoding="utf-8")
    return engine.load_scenario(path)


def L(g, label) -> str:
    return f"c{g.memory['labels'][label]}"


def cid(g, label) -> int:
    return g.memory["labels"][label]


def acts(g, p=None) -> list[str]:
    return [str(a) for a in g.legal_actions(p)]


def do(g, *texts):
    evs = []
    for t in texts:
        for k, v in sorted(g.memory.get("labels", {}).items(), key=lambda kv: -len(kv[0])):
            t = t.replace(f"${k}", f"c{v}")
        if t.endswith(" done") and g.decision is not None and t not in [str(a) for a in g.legal_actions(None)]:
            continue  # nothing left to declare: the engine already moved on
        evs += g.perform(t)
    return evs


def pass_once(g):
    """Everyone holding priority passes once (a whole team passes member by member)."""
    d = g.decision
    assert d.kind == "priority", d
    for p in list(d.waiting_for()):
        if g.decision is d or (g.decision and g.decision.kind == "priority" and p in g.decision.waiting_for()):
            g.perform(f"p{p} pass")


def resolve_top(g):
    """All players pass until the top object of the stack has resolved."""
    n = len(g.memory["stack"])
    assert n, "the stack is empty"
    guard = 0
    while g.outcome is None and len(g.memory["stack"]) >= n and g.decision and g.decision.kind == "priority":
        p = g.decision.waiting_for()[0]
        g.perform(f"p{p} pass")
        guard += 1
        assert guard < 50


def pass_until(g, step=None, kind=None, turn=None, limit=400):
    """Pass priority (and answer 'done' to declarations) until the step / decision kind is reached."""
    for _ in range(limit):
        if g.outcome is not None:
            return
        d = g.decision
        if (step is None or g.step == step) and (kind is None or d.kind == kind) and (turn is None or g.turn == turn):
            if step is not None or kind is not None:
                return
        p = d.waiting_for()[0]
        texts = [str(a) for a in d.actions[p]]
        for pref in (f"p{p} pass", f"p{p} done", f"p{p} keep"):
            if pref in texts:
                g.perform(pref)
                break
        else:
            g.perform(texts[0])
    raise AssertionError(f"did not reach step={step} kind={kind}: at {g.step} {g.decision}")


def life(g, p):
    return g.rules.life(g, p)


def defs(g, zone):
    return [g.cards[c].defn.id for c in g.zones[zone]]


def events(evs, kind):
    return [e for e in evs if e.kind == kind]
