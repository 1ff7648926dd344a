"""Helpers for the DuePa rules tests: build scenario TOML from Python data, run actions, inspect.

Scenarios need inline [[card]] tables in a file (engine.scenario reads them from the text), so the
helpers write a small TOML file and load it with the public `engine.load_scenario`.  Every test card
is our own (ids "TS-…"), never a real card.
"""
from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

import engine
from tests.toml_writer import key, tv  # noqa: F401

_TMP = Path(tempfile.mkdtemp(prefix="enza-duepa-tests-"))
_COUNTER = itertools.count()


# ----- a minimal TOML writer (values: str, int, bool, list, dict) ---------------------------------



def card(id, type="creature", civs=("fire",), cost=1, power=1000, **kw) -> dict:
    """A synthetic test card (same keys as assets/cards/shield/*.toml)."""
    d = {"id": id, "name_ja": kw.pop("name_ja", "テスト" + id), "name_en": kw.pop("name_en", "Test " + id),
         "type": type, "civilizations": list(civs), "cost": cost, "text_ja": "", "text_en": ""}
    if type != "spell":
        d["power"] = power
        d["race_ja"] = "テスト"
        d["race_en"] = kw.pop("race_en", "Tester")
    d.update(kw)
    return d


# A shared library of test cards --------------------------------------------------------------------
FILL = card("TS-FILL", civs=("nature",), cost=9, power=1000)            # deck filler
PARTNER = card("TS-PARTNER", civs=("fire",), cost=6, power=6000)
ATTACKER = card("TS-ATTACKER", civs=("fire",), cost=3, power=3000)
BIG = card("TS-BIG", civs=("fire",), cost=5, power=9000)
BLOCKER = card("TS-BLOCKER", civs=("light",), cost=2, power=2000, keywords=["blocker"])
SMALL = card("TS-SMALL", civs=("water",), cost=2, power=1000)
MANA = card("TS-MANA", civs=("fire",), cost=1, power=1000)             # fire mana card
LIB = [FILL, PARTNER, ATTACKER, BIG, BLOCKER, SMALL, MANA]


def toml_text(top: dict, players: list[dict], cards: list[dict], expects: list[dict] = ()) -> str:
    out = []
    for k, v in top.items():
        out.append(f"{key(k)} = {tv(v)}")
    for p in players:
        out.append("\n[[player]]")
        for k, v in p.items():
            out.append(f"{key(k)} = {tv(v)}")
    seen = set()
    for c in cards:
        if c["id"] in seen:
            continue
        seen.add(c["id"])
        out.append("\n[[card]]")
        for k, v in c.items():
            out.append(f"{key(k)} = {tv(v)}")
    for e in expects:
        out.append("\n[[expect]]")
        for k, v in e.items():
            out.append(f"{key(k)} = {tv(v)}")
    return "\n".join(out) + "\n"


def player(name="P", deck=None, **zones) -> dict:
    d = {"name": name, "deck": deck if deck is not None else ["TS-FILL"] * 10}
    d.update(zones)
    return d


def scenario(players: list[dict], cards=(), *, turn_player=0, step="main", options=None, actions=(),
             seed=1, **top):
    """Write a DuePa scenario file and load it through the public API; returns the Game."""
    t = {"format": "duepa", "seed": seed, "turn_player": turn_player, "step": step}
    if options:
        t["options"] = options
    if actions:
        t["actions"] = list(actions)
    t.update(top)
    text = toml_text(t, players, list(LIB) + list(cards))
    path = _TMP / f"s{next(_COUNTER)}.toml"
    path.write_text(text, encoding="utf-8")
    return engine.load_scenario(str(path))


def label(g, name: str) -> int:
    return g.memory["labels"][name]


def L(g, name: str) -> str:
    return f"c{label(g, name)}"


def acts(g, player=None) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def do(g, *texts):
    """Perform actions; `$x` names a labelled card."""
    from engine.scenario import subst
    evs = []
    for t in texts:
        evs.extend(g.perform(subst(g, t)))
    return evs


def zone_defs(g, key: str) -> list[str]:
    return [g.cards[c].defn.id for c in g.zones[key]]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
