#!/usr/bin/env python3
"""Standalone checker for the shield-game card pool, the DuePa ban list and the sample decks.

Uses only the standard library (tomllib).  Follows engine/cards/SCHEMA.md; the vocabulary below is
copied from it and cross-checked against the SCHEMA.md text at run time, so a name that disappears
from the schema is reported.

    python3 tools/check_pool.py            # summary + problems, exit 1 on problems
    python3 tools/check_pool.py -v         # also list the mechanic -> card ids table
"""
from __future__ import annotations

import re
import sys
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARD_DIR = ROOT / "assets" / "cards" / "shield"
DECK_DIR = ROOT / "assets" / "decks"
BANLIST = ROOT / "assets" / "banlists" / "duepa.toml"
SCHEMA = ROOT / "engine" / "cards" / "SCHEMA.md"
FILES = ["light", "water", "darkness", "fire", "nature", "colorless", "multi", "twinpact"]

# ------------------------------------------------------------------ vocabulary (SCHEMA.md)
CIVS = {"light", "water", "darkness", "fire", "nature"}
CARD_KEYS = {"id", "name_ja", "name_en", "type", "civilizations", "cost", "power", "race_ja", "race_en",
             "keywords", "text_ja", "text_en", "abilities", "evolution", "spell", "copies", "starts_in",
             "not_for_tournaments", "rarity", "g_zero_if", "reading_ja"}
REQUIRED = {"id", "name_ja", "name_en", "type", "civilizations", "cost", "text_ja", "text_en"}
CREATURE_REQUIRED = {"power", "race_ja", "race_en"}
SPELL_SIDE_KEYS = {"name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en", "keywords", "abilities"}
TYPES = {"creature", "evolution", "spell"}
RARITIES = {"C", "U", "R", "VR", "SR"}
KEYWORDS = {"blocker", "speed_attacker", "w_breaker", "t_breaker", "s_trigger", "slayer",
            "cant_attack_players", "cant_attack", "unblockable", "g_zero", "attack_untapped"}
PARAM_KEYWORDS = {"power_attacker", "ninja_strike", "galaxy_shield", "kirifudash"}
ABILITY_KINDS = {"triggered", "static", "replacement", "spell"}
ABILITY_KEYS = {"kind", "when", "zone", "condition", "effects", "segments", "event", "instead"}
ABILITY_ZONES = {"battle", "hand", "graveyard"}      # zone = "hand": works from hand / partner zone (use declaration)
TRIGGERS = {"enter", "attack", "block", "destroyed", "leave", "win_battle", "your_turn_start",
            "your_turn_end", "opponent_turn_end", "any_creature_attacks", "opponent_creature_attacks",
            "you_are_attacked", "opponent_casts_spell", "your_creature_destroyed", "break_shield"}
CONDITIONS = {"oni_time", "labyrinth", "opponent_used_free"}
PARAM_CONDITIONS = {"shields_at_most", "creatures_at_least", "mana_at_least", "hand_at_most"}
REPL_EVENTS = {"destroyed", "opponent_creature_enters", "your_shield_broken"}
REPL_INSTEAD = {"bounce", "to_mana", "to_shields", "to_deck_bottom", "graveyard"}
FILTER_KEYS = {"zone", "owner", "type", "civ", "max_cost", "min_cost", "max_power", "min_power", "tapped",
               "race", "not_multicolor", "keyword", "other", "name_contains"}
ZONES = {"battle", "graveyard", "deck", "hand"}        # the zones SCHEMA.md names for selectors
OWNERS = {"self", "opponent", "any"}
WHO = {"self", "opponent", "each"}
UNTIL = {"turn", "your_next_turn"}
MOVE = {"filter", "count", "up_to", "all"}
OPS = {
    "draw": {"count", "who", "up_to"},
    "destroy": MOVE, "bounce": MOVE, "to_mana": MOVE, "to_shields": MOVE, "to_deck_bottom": MOVE,
    "tap": MOVE, "untap": MOVE,
    "discard": {"who", "count", "random"},
    "mill": {"who", "count"}, "add_shields": {"who", "count"}, "charge_top": {"who", "count"},
    "break_shields": {"count"},
    "return_from_graveyard": {"filter", "count", "up_to", "to"},
    "search_deck": {"filter", "count", "up_to", "to"},
    "put_from_hand": {"filter", "count", "up_to"},
    "power": {"filter", "target", "amount", "until", "count", "up_to", "all"},
    "grant": {"filter", "target", "keyword", "until", "count", "up_to", "all"},
    "cant_attack": {"filter", "until", "count", "up_to", "all"},
    "lock_spells": {"who", "max_cost", "until"},
    "look_hand": {"who"},
    "reveal_top": {"who", "count"},
    "gachinko": {"then"},
    "if": {"condition", "then", "else"},
    "may": {"then"},
    "win_game": set(), "opponent_loses": set(), "lose_game": set(),
    "extra_turn": {"who"}, "skip_turn": {"who"},
    "summon_self": set(),
}
REQUIRED_PARAMS = {"destroy": {"filter"}, "bounce": {"filter"}, "to_mana": {"filter"}, "to_shields": {"filter"},
                   "to_deck_bottom": {"filter"}, "tap": {"filter"}, "untap": {"filter"},
                   "return_from_graveyard": {"filter"}, "search_deck": {"filter"}, "put_from_hand": {"filter"},
                   "power": {"amount"}, "grant": {"keyword"}, "cant_attack": {"filter"},
                   "gachinko": {"then"}, "if": {"condition", "then"}, "may": {"then"}}
STATIC_OPS = {
    "power": {"target", "amount"}, "grant": {"target", "keyword"},
    "lock_spells": {"who", "max_cost", "not_multicolor"}, "cant_be_attacked": set(),
    "others_power": {"amount"}, "cost_reduction": {"filter", "amount"},
}

PROBLEMS: list[str] = []


def problem(where: str, msg: str) -> None:
    PROBLEMS.append(f"{where}: {msg}")


def schema_crosscheck() -> None:
    if not SCHEMA.exists():
        problem("SCHEMA.md", "not found (vocabulary not cross-checked)")
        return
    text = SCHEMA.read_text(encoding="utf-8")
    names = (set(OPS) | set(STATIC_OPS) | KEYWORDS | PARAM_KEYWORDS | TRIGGERS | CONDITIONS |
             PARAM_CONDITIONS | REPL_EVENTS | REPL_INSTEAD | FILTER_KEYS | CARD_KEYS | ABILITY_KINDS)
    for n in sorted(names):
        if not re.search(r"(?<![A-Za-z_])" + re.escape(n) + r"(?![A-Za-z_])", text):
            problem("SCHEMA.md", f"checker vocabulary word {n!r} does not occur in SCHEMA.md")


# ------------------------------------------------------------------ card validation
def check_condition(where: str, c) -> None:
    if not isinstance(c, str):
        problem(where, f"condition must be a string, got {c!r}")
        return
    if c in CONDITIONS:
        return
    if ":" in c:
        k, _, n = c.partition(":")
        if k in PARAM_CONDITIONS and n.isdigit():
            return
    problem(where, f"unknown condition {c!r}")


def check_keyword(where: str, k) -> None:
    if k in KEYWORDS:
        return
    if isinstance(k, str) and ":" in k:
        name, _, n = k.partition(":")
        if name in PARAM_KEYWORDS and n.isdigit():
            return
    problem(where, f"unknown keyword {k!r}")


def check_filter(where: str, f) -> None:
    if not isinstance(f, dict):
        problem(where, f"filter must be a table, got {f!r}")
        return
    for k, v in f.items():
        if k not in FILTER_KEYS:
            problem(where, f"filter key {k!r} not in SCHEMA.md")
    if f.get("zone", "battle") not in ZONES:
        problem(where, f"filter zone {f.get('zone')!r}")
    if f.get("owner", "opponent") not in OWNERS:
        problem(where, f"filter owner {f.get('owner')!r}")
    if "civ" in f and (not isinstance(f["civ"], list) or not set(f["civ"]) <= CIVS):
        problem(where, f"filter civ {f['civ']!r}")
    if "keyword" in f:
        check_keyword(where, f["keyword"])
    if "type" in f and f["type"] not in TYPES:
        problem(where, f"filter type {f['type']!r}")


def check_effect(where: str, e, races: set) -> None:
    if not isinstance(e, dict) or "op" not in e:
        problem(where, f"effect without op: {e!r}")
        return
    op = e["op"]
    if op not in OPS:
        problem(where, f"unknown op {op!r}")
        return
    for k in e:
        if k != "op" and k not in OPS[op]:
            problem(where, f"op {op!r} has no parameter {k!r}")
    for k in REQUIRED_PARAMS.get(op, ()):
        if k not in e and not (k == "filter" and e.get("target") == "self"):
            problem(where, f"op {op!r} needs {k!r}")
    if op in ("power", "grant") and ("filter" in e) == (e.get("target") == "self"):
        problem(where, f"op {op!r} needs exactly one of filter / target = \"self\"")
    if "target" in e and e["target"] != "self":
        problem(where, f"target must be \"self\"")
    if "who" in e and e["who"] not in WHO:
        problem(where, f"who {e['who']!r}")
    if "until" in e and e["until"] not in UNTIL:
        problem(where, f"until {e['until']!r}")
    if "filter" in e:
        check_filter(where, e["filter"])
        if "race" in e["filter"] and e["filter"]["race"] not in races:
            problem(where, f"filter race {e['filter']['race']!r} is no card's race_en")
    if "keyword" in e:
        check_keyword(where, e["keyword"])
    if "count" in e and (not isinstance(e["count"], int) or e["count"] < 1):
        problem(where, f"count {e['count']!r}")
    if "to" in e and e["to"] not in ("hand", "battle"):
        problem(where, f"to {e['to']!r}")
    if op == "if":
        check_condition(where, e.get("condition"))
    for k in ("then", "else"):
        if k in e:
            if not isinstance(e[k], list) or not e[k]:
                problem(where, f"{k} must be a non-empty list of ops")
            else:
                for x in e[k]:
                    check_effect(where, x, races)


def check_abilities(where: str, abilities, races: set, is_spell: bool) -> None:
    if not isinstance(abilities, list):
        problem(where, "abilities must be an array of tables")
        return
    for i, ab in enumerate(abilities):
        w = f"{where} ability {i + 1}"
        for k in ab:
            if k not in ABILITY_KEYS:
                problem(w, f"ability key {k!r} not in SCHEMA.md")
        kind = ab.get("kind")
        if kind not in ABILITY_KINDS:
            problem(w, f"kind {kind!r}")
            continue
        if is_spell and kind != "spell":
            problem(w, "a spell's abilities must be kind = \"spell\"")
        if not is_spell and kind == "spell":
            problem(w, "kind = \"spell\" on a creature")
        if "condition" in ab:
            check_condition(w, ab["condition"])
        if "zone" in ab:
            if ab["zone"] not in ABILITY_ZONES:
                problem(w, f"ability zone {ab['zone']!r}")
            if kind != "triggered":
                problem(w, "zone only belongs to triggered abilities")
        uses_summon_self = any(e.get("op") == "summon_self" for e in ops_of(ab)) if kind != "replacement" else False
        if uses_summon_self and ab.get("zone") != "hand":
            problem(w, "summon_self only in zone = \"hand\" abilities")
        if kind == "triggered":
            if ab.get("when") not in TRIGGERS:
                problem(w, f"trigger {ab.get('when')!r}")
        elif "when" in ab:
            problem(w, "when only belongs to triggered abilities")
        if kind == "replacement":
            if ab.get("event") not in REPL_EVENTS:
                problem(w, f"replacement event {ab.get('event')!r}")
            if ab.get("instead") not in REPL_INSTEAD:
                problem(w, f"replacement instead {ab.get('instead')!r}")
            continue
        if kind == "static":
            effs = ab.get("effects", [])
            if len(effs) != 1:
                problem(w, "a static ability has exactly one op in effects")
            for e in effs:
                op = e.get("op")
                if op not in STATIC_OPS:
                    problem(w, f"static op {op!r}")
                    continue
                for k in e:
                    if k != "op" and k not in STATIC_OPS[op]:
                        problem(w, f"static op {op!r} has no parameter {k!r}")
                if "filter" in e:
                    check_filter(w, e["filter"])
                if "keyword" in e:
                    check_keyword(w, e["keyword"])
            continue
        has_e, has_s = "effects" in ab, "segments" in ab
        if has_e == has_s:
            problem(w, "needs exactly one of effects / segments")
            continue
        if has_e:
            segs = [ab["effects"]]
        else:
            segs = ab["segments"]
            if not isinstance(segs, list) or len(segs) < 2:
                problem(w, "segments must list at least two segments")
                continue
        for seg in segs:
            if not isinstance(seg, list) or not seg:
                problem(w, "empty effect list")
                continue
            for e in seg:
                check_effect(w, e, races)


def ability_list(c):
    out = list(c.get("abilities", []))
    if isinstance(c.get("spell"), dict):
        out += c["spell"].get("abilities", [])
    return out


def walk(effs):
    for e in effs:
        yield e
        for k in ("then", "else"):
            yield from walk(e.get(k, []))


def ops_of(ab):
    for seg in ab.get("segments") or [ab.get("effects", [])]:
        yield from walk(seg)


def all_keywords(c):
    k = list(c.get("keywords", []))
    if isinstance(c.get("spell"), dict):
        k += c["spell"].get("keywords", [])
    return k


def civset(c) -> frozenset:
    s = set(c.get("civilizations", []))
    if isinstance(c.get("spell"), dict):
        s |= set(c["spell"].get("civilizations", []))
    return frozenset(s)


def load_cards():
    cards = []
    for fn in FILES:
        path = CARD_DIR / f"{fn}.toml"
        if not path.exists():
            problem(str(path.relative_to(ROOT)), "missing")
            continue
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as ex:
            problem(str(path.relative_to(ROOT)), f"TOML error: {ex}")
            continue
        for k in data:
            if k != "card":
                problem(str(path.relative_to(ROOT)), f"unexpected top-level key {k!r}")
        for c in data.get("card", []):
            c["_file"] = fn
            cards.append(c)
    return cards


def check_cards(cards):
    races = {c.get("race_en") for c in cards if c.get("race_en")}
    ids, ja, en = Counter(), Counter(), Counter()
    for i, c in enumerate(cards):
        where = f"{c['_file']}.toml {c.get('id', '#' + str(i + 1))}"
        for k in c:
            if k != "_file" and k not in CARD_KEYS:
                problem(where, f"unknown card key {k!r}")
        for k in REQUIRED:
            if k not in c or c[k] in ("", None):
                problem(where, f"missing {k}")
        t = c.get("type")
        if t not in TYPES:
            problem(where, f"type {t!r}")
        if t in ("creature", "evolution"):
            for k in CREATURE_REQUIRED:
                if k not in c:
                    problem(where, f"creature without {k}")
            p = c.get("power", 0)
            if not isinstance(p, int) or p < 500 or p > 99999 or p % 500:
                problem(where, f"power {p!r}")
        elif t == "spell":
            for k in ("power", "race_ja", "race_en", "evolution", "spell"):
                if k in c:
                    problem(where, f"spell with {k}")
        if t == "evolution":
            ev = c.get("evolution")
            if not isinstance(ev, dict) or len(ev) != 1 or not ({"race", "civilization"} & set(ev)):
                problem(where, "evolution needs evolution = { race = ... } or { civilization = ... }")
            elif "race" in ev and ev["race"] not in races:
                problem(where, f"evolution race {ev['race']!r} is no card's race_en")
            elif "civilization" in ev and ev["civilization"] not in CIVS:
                problem(where, f"evolution civilization {ev['civilization']!r}")
        elif "evolution" in c:
            problem(where, "evolution table on a non-evolution card")
        civs = c.get("civilizations", [])
        if not isinstance(civs, list) or not set(civs) <= CIVS or len(set(civs)) != len(civs):
            problem(where, f"civilizations {civs!r}")
        cost = c.get("cost")
        if not isinstance(cost, int) or not 0 <= cost <= 20:
            problem(where, f"cost {cost!r}")
        if "rarity" in c and c["rarity"] not in RARITIES:
            problem(where, f"rarity {c['rarity']!r}")
        for k in c.get("keywords", []):
            check_keyword(where, k)
        if "g_zero" in c.get("keywords", []):
            if "g_zero_if" not in c:
                problem(where, "g_zero without g_zero_if")
            else:
                check_condition(where, c["g_zero_if"])
        elif "g_zero_if" in c:
            problem(where, "g_zero_if without the g_zero keyword")
        if "copies" in c and (not isinstance(c["copies"], int) or c["copies"] < 1):
            problem(where, f"copies {c['copies']!r}")
        if "starts_in" in c and c["starts_in"] != "battle":
            problem(where, f"starts_in {c['starts_in']!r}")
        if "not_for_tournaments" in c and not isinstance(c["not_for_tournaments"], bool):
            problem(where, "not_for_tournaments must be a bool")
        check_abilities(where, c.get("abilities", []), races, t == "spell")
        if "spell" in c:
            s = c["spell"]
            if t != "creature":
                problem(where, "a twinpact's top side must be a creature")
            if not isinstance(s, dict):
                problem(where, "spell must be a table")
            else:
                for k in s:
                    if k not in SPELL_SIDE_KEYS:
                        problem(where, f"spell side key {k!r}")
                for k in ("name_ja", "name_en", "civilizations", "cost", "text_ja", "text_en"):
                    if k not in s:
                        problem(where, f"spell side without {k}")
                if not set(s.get("civilizations", [])) <= CIVS:
                    problem(where, f"spell side civilizations {s.get('civilizations')!r}")
                for k in s.get("keywords", []):
                    check_keyword(where + " spell", k)
                check_abilities(where + " spell", s.get("abilities", []), races, True)
                ja[s.get("name_ja")] += 1
                en[s.get("name_en")] += 1
        # text and abilities: every ability is printed (■ count >= keyword lines + abilities)
        for side, label in ((c, ""), (c.get("spell") or {}, " spell")):
            if not side:
                continue
            tj, te = side.get("text_ja", ""), side.get("text_en", "")
            if tj.count("■") != te.count("■"):
                problem(where + label, "text_ja and text_en have a different number of ■ abilities")
            if side.get("abilities") and not tj:
                problem(where + label, "abilities but no text")
        ids[c.get("id")] += 1
        ja[c.get("name_ja")] += 1
        en[c.get("name_en")] += 1
    for n, k in ids.items():
        if k > 1:
            problem("pool", f"duplicate id {n}")
    for n, k in ja.items():
        if k > 1:
            problem("pool", f"duplicate name_ja {n}")
    for n, k in en.items():
        if k > 1:
            problem("pool", f"duplicate name_en {n}")
    for i, c in enumerate(cards):
        want = f"SG-{i + 1:03d}"
        if c.get("id") != want:
            problem(f"{c['_file']}.toml", f"id {c.get('id')} out of order (expected {want})")
            break


# ------------------------------------------------------------------ mechanics
def mechanics(c) -> set[str]:
    m = set()
    for ab in ability_list(c):
        ops = list(ops_of(ab))
        kind = ab.get("kind")
        if kind in ("triggered", "spell") and any(
                e.get("filter", {}).get("owner") == "opponent" or e.get("who") == "opponent"
                or e["op"] in ("break_shields", "gachinko") for e in ops):
            m.add("opponent one-shot")
        if ab.get("segments"):
            m.add("segments")
        if ab.get("when") in ("opponent_casts_spell", "opponent_creature_attacks", "opponent_turn_end"):
            m.add("opponent-action trigger")
        if kind == "static" and ab.get("effects", [{}])[0].get("op") == "lock_spells":
            m.add("static lock_spells")
        if any(e.get("who") == "each" for e in ops):
            m.add("each player")
        for op in ("reveal_top", "look_hand", "gachinko", "win_game", "opponent_loses", "lose_game",
                   "extra_turn", "skip_turn"):
            if any(e["op"] == op for e in ops):
                m.add(op)
        for cond in ("oni_time", "labyrinth"):
            if kind == "static" and ab.get("condition") == cond:
                m.add(f"{cond} static")
            elif ab.get("condition") == cond or any(e.get("condition") == cond for e in ops):
                m.add(f"{cond} triggered/spell")
        if ab.get("when") == "attack":
            m.add("attack trigger")
        if kind == "replacement":
            m.add(f"replacement {ab.get('event')}")
        if any(e.get("until") == "your_next_turn" for e in ops):
            m.add("until your_next_turn")
        if ab.get("when") == "opponent_turn_end" and ab.get("condition") == "opponent_used_free":
            m.add("opponent_turn_end + opponent_used_free")
            if ab.get("zone") == "hand":
                m.add("hand-zone summon_self")
    kws = all_keywords(c)
    for kw in ("blocker", "w_breaker", "t_breaker", "speed_attacker", "slayer", "g_zero"):
        if kw in kws:
            m.add(kw)
    for kw in ("galaxy_shield", "kirifudash", "ninja_strike"):
        if any(str(k).startswith(kw + ":") for k in kws):
            m.add(kw)
    if "s_trigger" in c.get("keywords", []):
        m.add("s_trigger creature" if c.get("type") != "spell" else "s_trigger spell")
    if isinstance(c.get("spell"), dict):
        m.add("twinpact")
        if "s_trigger" in c["spell"].get("keywords", []):
            m.add("s_trigger spell")
        if set(c["spell"].get("civilizations", [])) != set(c.get("civilizations", [])):
            m.add("twinpact other-civ spell")
    if c.get("type") == "evolution":
        m.add("evolution")
    if c.get("type") in ("creature", "evolution") and c.get("cost", 0) >= 5:
        m.add("partner-eligible")
        if any(str(k).startswith("ninja_strike:") for k in kws):
            m.add("ninja_strike partner")
    if "starts_in" in c:
        m.add("starts_in")
    if c.get("not_for_tournaments"):
        m.add("not_for_tournaments")
    if "copies" in c:
        m.add("copies")
    return m


REQUIRED_MECHANICS = [
    "opponent one-shot", "segments", "opponent-action trigger", "static lock_spells", "each player",
    "reveal_top", "look_hand", "gachinko", "oni_time triggered/spell", "oni_time static",
    "labyrinth triggered/spell", "labyrinth static", "attack trigger", "blocker", "win_game",
    "opponent_loses", "lose_game", "extra_turn", "skip_turn", "twinpact", "twinpact other-civ spell",
    "g_zero", "galaxy_shield", "kirifudash", "ninja_strike", "ninja_strike partner",
    "replacement destroyed", "replacement opponent_creature_enters", "replacement your_shield_broken",
    "until your_next_turn", "opponent_turn_end + opponent_used_free", "hand-zone summon_self", "s_trigger spell",
    "s_trigger creature", "w_breaker", "t_breaker", "speed_attacker", "slayer", "starts_in",
    "not_for_tournaments", "copies", "evolution",
]


# ------------------------------------------------------------------ ban list and decks
def load_banlist(by_id):
    if not BANLIST.exists():
        problem("banlists/duepa.toml", "missing")
        return set()
    try:
        data = tomllib.loads(BANLIST.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as ex:
        problem("banlists/duepa.toml", f"TOML error: {ex}")
        return set()
    banned = data.get("banned", [])
    reasons = data.get("reasons", {})
    for k in data:
        if k not in ("banned", "reasons"):
            problem("banlists/duepa.toml", f"unexpected key {k!r}")
    for b in banned:
        if b not in by_id:
            problem("banlists/duepa.toml", f"banned id {b} is not a card")
        if b not in reasons:
            problem("banlists/duepa.toml", f"{b} has no reason")
    for r in reasons:
        if r not in banned:
            problem("banlists/duepa.toml", f"reason for {r}, which is not banned")
    return set(banned)


DECK_LINE = re.compile(r"^(\d+)\s+(SG-\d{3,4})$")


def parse_deck(path: Path):
    name, partner, entries = None, None, []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("name:"):
            name = line[5:].strip()
        elif line.startswith("partner:"):
            partner = line[8:].strip()
        else:
            m = DECK_LINE.match(line)
            if not m:
                problem(f"{path.relative_to(ROOT)}:{n}", f"cannot read line {raw!r}")
                continue
            entries.append((int(m.group(1)), m.group(2), n))
    return name, partner, entries


def check_deck(path: Path, fmt: str, by_id, banned):
    rel = str(path.relative_to(ROOT))
    name, partner, entries = parse_deck(path)
    if not name:
        problem(rel, "no name:")
    counts = Counter()
    for k, cid, n in entries:
        if cid not in by_id:
            problem(f"{rel}:{n}", f"unknown card {cid}")
        counts[cid] += k
    info = {"name": name, "format": fmt, "civs": set(), "s_triggers": 0, "blockers": 0, "curve": Counter()}
    if fmt == "duepa":
        if not partner or partner not in by_id:
            problem(rel, f"partner {partner!r} is not a card")
            return info
        p = by_id[partner]
        info["partner"] = partner
        if p.get("type") not in ("creature", "evolution") or p.get("cost", 0) < 5:
            problem(rel, f"partner {partner} must be a creature (creature side) of cost 5 or more")
        pciv = civset(p)
        info["civs"] = set(pciv)
        if partner in counts:
            problem(rel, f"partner {partner} is listed again in the deck")
        if partner in banned or "starts_in" in p:
            problem(rel, f"partner {partner} is banned / starts_in")
        total = 1 + sum(counts.values())
        if total != 60:
            problem(rel, f"{total} cards including the partner (need exactly 60)")
        for cid, k in counts.items():
            c = by_id.get(cid)
            if not c:
                continue
            allowed = c.get("copies", 1)
            if k > allowed:
                problem(rel, f"{k} copies of {cid} ({c['name_en']}); at most {allowed}")
            if cid in banned:
                problem(rel, f"{cid} ({c['name_en']}) is on the DuePa ban list")
            if "starts_in" in c:
                problem(rel, f"{cid} ({c['name_en']}) starts outside the deck (DuePa 101.1c)")
            if civset(c) and not civset(c) <= pciv:
                problem(rel, f"{cid} ({c['name_en']}) civilizations {sorted(civset(c))} "
                             f"not within the partner's {sorted(pciv)}")
    else:
        if partner:
            problem(rel, "a duel deck has no partner")
        total = sum(counts.values())
        if total != 40:
            problem(rel, f"{total} cards (need exactly 40)")
        for cid, k in counts.items():
            c = by_id.get(cid)
            if not c:
                continue
            if k > c.get("copies", 4) and k > 4:
                problem(rel, f"{k} copies of {cid} ({c['name_en']}); at most 4")
            info["civs"] |= civset(c)
    for cid, k in counts.items():
        c = by_id.get(cid)
        if not c:
            continue
        if "s_trigger" in all_keywords(c):
            info["s_triggers"] += k
        if "blocker" in c.get("keywords", []):
            info["blockers"] += k
        info["curve"][min(c["cost"], 7)] += k
    info["total"] = total
    return info


# ------------------------------------------------------------------ main
def main() -> int:
    verbose = "-v" in sys.argv
    schema_crosscheck()
    cards = load_cards()
    check_cards(cards)
    by_id = {c.get("id"): c for c in cards}

    by_file = Counter(c["_file"] for c in cards)
    by_type = Counter(c.get("type") for c in cards)
    mono = Counter()
    for c in cards:
        cs = civset(c)
        if len(cs) == 1 and not c.get("spell"):
            mono[next(iter(cs))] += 1
        elif len(cs) == 1:
            mono[next(iter(cs)) + " (twinpact)"] += 1
    colorless = sum(1 for c in cards if not civset(c))
    multi = sum(1 for c in cards if len(c.get("civilizations", [])) >= 2)
    three = sum(1 for c in cards if len(c.get("civilizations", [])) >= 3)
    twin = sum(1 for c in cards if isinstance(c.get("spell"), dict))
    pairs = Counter("/".join(sorted(c["civilizations"])) for c in cards if len(c.get("civilizations", [])) == 2)

    mech = defaultdict(list)
    for c in cards:
        for m in mechanics(c):
            mech[m].append(c.get("id"))
    st = sum(1 for c in cards if "s_trigger" in all_keywords(c))

    # pool requirements
    if len(cards) < 210:
        problem("pool", f"{len(cards)} cards (need 210+)")
    for civ in sorted(CIVS):
        if mono[civ] < 32:
            problem("pool", f"{mono[civ]} mono-{civ} cards (need 32+)")
    if colorless < 12:
        problem("pool", f"{colorless} colorless cards (need 12+)")
    if multi < 24:
        problem("pool", f"{multi} multicolour cards (need 24+)")
    if three < 2:
        problem("pool", f"{three} three-civilization cards (need a few)")
    if twin < 14:
        problem("pool", f"{twin} twinpacts (need 14+)")
    if by_type["evolution"] < 8:
        problem("pool", f"{by_type['evolution']} evolution creatures (need 8+)")
    if st < 0.12 * len(cards):
        problem("pool", f"only {st} S-trigger cards")
    for m in REQUIRED_MECHANICS:
        if not mech.get(m):
            problem("pool", f"no card for mechanic {m!r}")
    # partner-eligible creature in every civilization
    for civ in sorted(CIVS):
        if not any(c.get("type") != "spell" and c.get("cost", 0) >= 5 and c.get("civilizations") == [civ]
                   for c in cards):
            problem("pool", f"no partner-eligible mono-{civ} creature")

    banned = load_banlist(by_id)
    decks = []
    for fmt in ("duepa", "duel"):
        files = sorted((DECK_DIR / fmt).glob("*.deck"))
        if len(files) < 4:
            problem(f"decks/{fmt}", f"{len(files)} decks (need 4+)")
        for p in files:
            decks.append((p, check_deck(p, fmt, by_id, banned)))
    duepa_pairs = [frozenset(i["civs"]) for p, i in decks if i["format"] == "duepa"]
    if len(set(duepa_pairs)) != len(duepa_pairs):
        problem("decks/duepa", "two DuePa decks share a civilization set")
    for pc in set(duepa_pairs):
        if len(pc) == 2 and not any(frozenset(c.get("civilizations", [])) == pc for c in cards):
            problem("pool", f"no multicolour card for the DuePa pair {sorted(pc)}")

    # ---------------- summary
    print(f"cards: {len(cards)}   files: " + ", ".join(f"{f} {by_file[f]}" for f in FILES))
    print("types: " + ", ".join(f"{t} {n}" for t, n in sorted(by_type.items())))
    print("mono-civilization: " + ", ".join(f"{k} {v}" for k, v in sorted(mono.items())))
    print(f"colorless {colorless}, multicolour {multi} (3-civ {three}), twinpacts {twin}, S-trigger {st} "
          f"({100 * st / max(1, len(cards)):.0f}%)")
    print("two-civ pairs: " + ", ".join(f"{k} {v}" for k, v in sorted(pairs.items())))
    print(f"banned (DuePa): {', '.join(sorted(banned))}")
    print("mechanics:")
    for m in sorted(mech):
        ids = mech[m]
        shown = ", ".join(ids) if (verbose or len(ids) <= 8) else ", ".join(ids[:8]) + f", … ({len(ids)})"
        print(f"  {m}: {shown}")
    print("decks:")
    for p, i in decks:
        curve = " ".join(f"{k if k < 7 else '7+'}:{i['curve'][k]}" for k in range(0, 8) if i["curve"][k])
        extra = f" partner {i.get('partner')}" if i["format"] == "duepa" else ""
        print(f"  {i['format']:5} {p.name:28} {i.get('total', '?'):>3} cards  {'/'.join(sorted(i['civs']))}"
              f"{extra}  S-trig {i['s_triggers']}  blockers {i['blockers']}  curve {curve}")
    if PROBLEMS:
        print(f"\n{len(PROBLEMS)} problem(s):")
        for p in PROBLEMS:
            print("  " + p)
        return 1
    print("\nOK: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
