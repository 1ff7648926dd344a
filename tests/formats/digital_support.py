"""Helpers for the `digital` format tests: scenarios from Python data (written as TOML and loaded
through the public `engine.load_scenario`), synthetic test cards ("TD-…", our own), inspection."""
from __future__ import annotations

import itertools
import tempfile
from pathlib import Path

import engine
from engine.scenario import subst
from tests.toml_writer import tv

_TMP = Path(tempfile.mkdtemp(prefix="enza-digital-tests-"))
_N = itertools.count()




def card(id, type="creature", civs=("fire",), cost=1, power=1000, race="Tester", **kw) -> dict:
    d = {"id": id, "name_ja": "試験" + id, "name_en": "Test " + id, "type": type, "civilizations": list(civs),
         "cost": cost, "text_ja": "", "text_en": ""}
    if type != "spell":
        d.update(power=power, race_ja="試験", race_en=race)
    d.update(kw)
    return d


def trig(when, *effects, zone=None):
    a = {"kind": "triggered", "when": when, "effects": list(effects)}
    if zone:
        a["zone"] = zone
    return a


def spell(*effects):
    return [{"kind": "spell", "effects": list(effects)}]


DRAW1 = {"op": "draw", "who": "self", "count": 1}
CARDS = [
    card("TD-FILL", civs=("nature",), cost=9),
    card("TD-F1", civs=("fire",), cost=1),
    card("TD-F3", civs=("fire",), cost=3, power=3000),
    card("TD-W1", civs=("water",), cost=1),
    card("TD-L1", civs=("light",), cost=1),
    card("TD-D1", civs=("darkness",), cost=1),
    card("TD-WD", civs=("water", "darkness"), cost=2, power=2000),
    card("TD-WDS", type="spell", civs=("water", "darkness"), cost=2, abilities=spell(DRAW1)),
    card("TD-RAINBOW", civs=("light", "water", "darkness", "fire", "nature"), cost=5, power=5000),
    card("TD-CIP", civs=("fire",), cost=2, abilities=[trig("enter", DRAW1)]),
    card("TD-CIP2", civs=("fire",), cost=2, abilities=[trig("enter", DRAW1)]),
    card("TD-WATCH", civs=("fire",), cost=2, abilities=[trig("your_creature_enters", DRAW1)]),
    card("TD-PIG", civs=("fire",), cost=2, abilities=[trig("destroyed", DRAW1)]),
    card("TD-LEAVE", civs=("fire",), cost=2, abilities=[trig("leave", DRAW1)]),
    card("TD-START", civs=("fire",), cost=2, abilities=[trig("your_turn_start", DRAW1)]),
    card("TD-STS", type="spell", civs=("light",), cost=5, keywords=["s_trigger"], abilities=spell(DRAW1)),
    card("TD-STC", civs=("light",), cost=5, power=5000, keywords=["s_trigger"],
         abilities=[trig("enter", DRAW1), trig("destroyed", DRAW1)]),
    card("TD-KILLALL", type="spell", civs=("darkness",), cost=1,
         abilities=spell({"op": "destroy", "filter": {"owner": "any"}, "all": True})),
    card("TD-PUT2", type="spell", civs=("nature",), cost=1,
         abilities=spell({"op": "put_from_hand", "filter": {"owner": "self", "type": "creature"}, "all": True})),
    card("TD-DRAW2", type="spell", civs=("water",), cost=1, abilities=spell({"op": "draw", "who": "self", "count": 2})),
    card("TD-SELFBOUNCE", type="spell", civs=("water",), cost=1,
         abilities=spell({"op": "bounce", "filter": {"owner": "self"}, "all": True})),
    card("TD-SHIELDIZE", type="spell", civs=("light",), cost=1,
         abilities=spell({"op": "to_shields", "filter": {"owner": "self"}, "all": True})),
    card("TD-ADDSHIELD", type="spell", civs=("light",), cost=1, abilities=spell({"op": "add_shields", "who": "self", "count": 1})),
    card("TD-CHARGE", type="spell", civs=("nature",), cost=1, abilities=spell({"op": "charge_top", "who": "self", "count": 1})),
    card("TD-SEARCH", type="spell", civs=("nature",), cost=1,
         abilities=spell({"op": "search_deck", "filter": {"owner": "self", "type": "creature"}, "up_to": False})),
    card("TD-REANIMATE", type="spell", civs=("darkness",), cost=1,
         abilities=spell({"op": "return_from_graveyard", "filter": {"owner": "self", "type": "creature"}, "to": "hand"})),
    card("TD-BLOCK", civs=("light",), cost=2, power=2000, keywords=["blocker"]),
    card("TD-BIG", civs=("fire",), cost=5, power=9000),
    card("TD-BREAKER", civs=("fire",), cost=5, power=9000, keywords=["w_breaker", "t_breaker"]),
    # DMP-29: the keyword is the ability (no reminder text printed); reminder-like text is no ability
    card("TD-WNOTEXT", civs=("fire",), cost=5, power=9000, keywords=["w_breaker"]),
    card("TD-TEXTONLY", civs=("fire",), cost=5, power=9000, text_en="(This creature breaks 2 shields.)",
         text_ja="（このクリーチャーはシールドを2つブレイクする）"),
    card("TD-SAVEMANA", civs=("nature",), cost=3,
         abilities=[{"kind": "replacement", "event": "your_shield_broken", "instead": "to_mana"}]),
    card("TD-SAVEGRAVE", civs=("nature",), cost=3,
         abilities=[{"kind": "replacement", "event": "your_shield_broken", "instead": "graveyard"}]),
    card("TD-GATEMANA", civs=("nature",), cost=3,
         abilities=[{"kind": "replacement", "event": "opponent_creature_enters", "instead": "to_mana"}]),
    card("TD-GATEBOUNCE", civs=("water",), cost=3,
         abilities=[{"kind": "replacement", "event": "opponent_creature_enters", "instead": "bounce"}]),
    card("TD-SAVER", civs=("nature",), cost=3,
         abilities=[{"kind": "replacement", "event": "destroyed", "instead": "bounce"}]),
    card("TD-EVO", type="evolution", civs=("fire",), cost=2, power=6000, evolution={"race": "Tester"}),
    card("TD-HANDSUMMON", civs=("fire",), cost=4, power=4000,
         abilities=[trig("opponent_turn_end", {"op": "summon_self"}, zone="hand"), trig("enter", DRAW1)]),
    card("TD-PUMP", type="spell", civs=("fire",), cost=1,
         abilities=spell({"op": "power", "filter": {"owner": "self"}, "all": True, "amount": 2_147_483_000})),
    card("TD-SHRINK", type="spell", civs=("fire",), cost=1,
         abilities=spell({"op": "power", "filter": {"owner": "self"}, "all": True, "amount": -2_147_483_000})),
    card("TD-DIE", type="spell", civs=("darkness",), cost=1, abilities=spell({"op": "something_happens"})),
    card("TD-RANDDISCARD", type="spell", civs=("darkness",), cost=1,
         abilities=spell({"op": "discard", "who": "opponent", "random": True})),
    # F2: the four DMP rules the schema could not say before (DMP-20, 23, 25, 39)
    card("TD-GYDRAW", civs=("darkness",), cost=2,
         abilities=[trig("your_creature_destroyed", DRAW1, zone="graveyard")]),
    card("TD-SAINT1", civs=("light",), cost=2, name_ja="超聖竜テスト甲", reading_ja="ちょうせいりゅうてすとこう"),
    card("TD-SAINT2", civs=("light",), cost=2, name_ja="超聖竜テスト乙", reading_ja="すーぱーちゃんぷてすとおつ"),
    card("TD-SAINTREAD", civs=("light",), cost=2, name_ja="試験の獣", reading_ja="せいりゅうのけもの"),
    card("TD-SAINTKILL", type="spell", civs=("darkness",), cost=1,
         abilities=spell({"op": "destroy", "filter": {"owner": "opponent", "name_contains": "聖竜"}, "all": True})),
    card("TD-UNTAPATK", civs=("fire",), cost=3, power=3000, keywords=["attack_untapped"]),
    card("TD-QUAKE", type="spell", civs=("nature",), cost=1,
         abilities=spell({"op": "grant", "filter": {"owner": "self"}, "all": True, "keyword": "attack_untapped"})),
    card("TD-REVEALADD", type="spell", civs=("light",), cost=1,
         abilities=spell({"op": "reveal_top", "who": "self", "count": 1}, {"op": "add_shields", "who": "self", "count": 1})),
]


def _toml(top: dict, players: list[dict]) -> str:
    out = [f"{k} = {tv(v)}" for k, v in top.items()]
    for p in players:
        out.append("\n[[player]]")
        out += [f"{k} = {tv(v)}" for k, v in p.items()]
    for c in CARDS:
        out.append("\n[[card]]")
        for k, v in c.items():
            if k == "abilities":
                continue
            out.append(f"{k} = {tv(v)}")
        for a in c.get("abilities", ()):
            out.append("[[card.abilities]]")
            out += [f"{k} = {tv(v)}" for k, v in a.items()]
    return "\n".join(out) + "\n"


def P(deck=None, **zones) -> dict:
    d = {"deck": deck if deck is not None else ["TD-FILL"] * 10}
    d.update(zones)
    return d


def scenario(p0: dict, p1: dict | None = None, *, fmt="digital", step="main", turn_player=0, options=None,
             seed=1, **top):
    t = {"format": fmt, "seed": seed, "turn_player": turn_player, "step": step}
    if options:
        t["options"] = options
    t.update(top)
    path = _TMP / f"d{next(_N)}.toml"
    path.write_text(_toml(t, [p0, p1 or P()]), encoding="utf-8")
    return engine.load_scenario(str(path))


def lab(g, name) -> int:
    return g.memory["labels"][name]


def do(g, *texts):
    evs = []
    for t in texts:
        evs.extend(g.perform(subst(g, t)))
    return evs


def acts(g, player=None) -> list[str]:
    return [str(a) for a in g.legal_actions(player)]


def defs(g, key) -> list[str]:
    return [g.cards[c].defn.id for c in g.zones[key]]


def x(card_id, name, **kw) -> dict:
    """A labelled card entry for a scenario zone."""
    d = {"card": card_id, "as": name}
    d.update(kw)
    return d


def resolved(evs) -> list[int]:
    return [e.data["card"] for e in evs if e.kind == "resolve"]
