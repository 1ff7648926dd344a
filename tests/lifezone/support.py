"""Helpers for the life-zone tests: scenario TOML from Python data, loaded through the public API.

Test cards are our own (ids "TS-…").  Tag seats: p0 = team A right, p1 = team A left, p2 = team B
right, p3 = team B left (engine/seating.py); front pairs p1<->p2 and p0<->p3."""
from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

import engine
from engine.scenario import subst
from tests.toml_writer import tv

_TMP = Path(tempfile.mkdtemp(prefix="enza-lifezone-tests-"))
_N = itertools.count()




def unit(id, power=3000, hit=1, cost=1, icon="", abilities=(), **kw) -> dict:
    d = {"id": id, "name_ja": "テスト" + id, "name_en": "Test " + id, "type": "unit", "colors": ["red"],
         "cost": cost, "timing": "normal", "power": power, "hit": hit}
    if icon:
        d["icon"] = icon
    d.update(kw)
    d["abilities"] = list(abilities)
    return d


def command(id, effects, cost=1, timing="quick", icon="") -> dict:
    d = {"id": id, "name_ja": "テスト" + id, "name_en": "Test " + id, "type": "command", "colors": ["red"],
         "cost": cost, "timing": timing}
    if icon:
        d["icon"] = icon
    d["abilities"] = [{"kind": "effect", "effects": effects}]
    return d


FILL = unit("TS-FILL", power=1000, cost=9)
E = unit("TS-E", power=1000, cost=9)                       # energy card (red)
U = unit("TS-U", power=3000)
BIG = unit("TS-BIG", power=8000)
BUST = unit("TS-BUST", power=1000, cost=9, icon="buster")
PLAIN = unit("TS-PLAIN", power=1000, cost=9)
QDRAW = command("TS-QDRAW", [{"op": "draw", "n": 1}], timing="quick")
NDRAW = command("TS-NDRAW", [{"op": "draw", "n": 1}], timing="normal")
LIB = [FILL, E, U, BIG, BUST, PLAIN, QDRAW, NDRAW]


def _lines(d: dict) -> list[str]:
    out = []
    subtables = []
    for k, v in d.items():
        if k == "abilities":
            subtables = v
            continue
        out.append(f"{k} = {tv(v)}")
    for ab in subtables:
        out.append("[[card.abilities]]")
        out += [f"{k} = {tv(x)}" for k, x in ab.items()]
    return out


def scenario_text(fmt, players, cards=(), **top) -> str:
    out = [f"format = {tv(fmt)}"]
    tables = {k: top.pop(k) for k in ("life", "red_zone", "options") if k in top}
    for k, v in top.items():
        out.append(f"{k} = {tv(v)}")
    for name, table in tables.items():
        out.append(f"\n[{name}]")
        out += [f"{k} = {tv(x)}" for k, x in table.items()]
    for p in players:
        out.append("\n[[player]]")
        out += [f"{k} = {tv(x)}" for k, x in p.items()]
    seen = set()
    for c in list(LIB) + list(cards):
        if c["id"] in seen:
            continue
        seen.add(c["id"])
        out.append("\n[[card]]")
        out += _lines(c)
    return "\n".join(out) + "\n"


def tag(players=None, cards=(), *, turn_player=1, step="main", energy_placed=1, life=None, seed=1, **top):
    """A tag scenario: `players` maps index -> zones; teams are seats 0,1 and 2,3."""
    players = players or {}
    ps = []
    for i in range(4):
        z = dict(players.get(i, {}))
        z.setdefault("deck", ["TS-FILL"] * 8)
        ps.append({"name": ["A-right", "A-left", "B-right", "B-left"][i], "seat": i, "team": i // 2, **z})
    if life is None:
        life = {"t0": ["TS-PLAIN"] * 4, "t1": ["TS-PLAIN"] * 4}
    top.update(turn_player=turn_player, step=step, energy_placed=energy_placed, seed=seed, life=life)
    return load("tag", ps, cards, **top)


def divide(players=None, cards=(), *, turn_player=0, step="main", energy_placed=1, seed=1, **top):
    players = players or {}
    ps = []
    for i in range(2):
        z = dict(players.get(i, {}))
        z.setdefault("deck", ["TS-FILL"] * 8)
        z.setdefault("life", ["TS-PLAIN"] * 4)
        ps.append({"name": f"P{i}", **z})
    top.update(turn_player=turn_player, step=step, energy_placed=energy_placed, seed=seed)
    return load("divide", ps, cards, **top)


def load(fmt, players, cards=(), **top):
    text = scenario_text(fmt, players, cards, **top)
    path = _TMP / f"s{next(_N)}.toml"
    path.write_text(text, encoding="utf-8")
    return engine.load_scenario(str(path))


def L(g, name) -> str:
    return f"c{g.memory['labels'][name]}"


def cid(g, name) -> int:
    return g.memory["labels"][name]


def acts(g, player=None) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def do(g, *texts):
    evs = []
    for t in texts:
        evs.extend(g.perform(subst(g, t)))
    return evs


def pass_until(g, pred, limit=200):
    """Let whoever must act pass (or take the first answer) until `pred(g)` holds."""
    for _ in range(limit):
        if pred(g) or g.outcome is not None:
            return
        d = g.decision
        p = d.waiting_for()[0]
        a = d.actions[p]
        pick = next((x for x in a if x.verb in ("pass", "noblock", "keep", "no")), a[0])
        g.perform(pick)
    raise AssertionError("condition not reached")


def defs(g, key) -> list[str]:
    return [g.cards[c].defn.id for c in g.zones[key]]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
