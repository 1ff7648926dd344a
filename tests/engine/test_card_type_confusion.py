"""Type confusion in card files (issue 30 item 4): every field of a card, of every family, at any depth (the card's
keys, a twinpact's spell side, each ability's keys, each effect's parameters, a target's or filter's keys, each
item of a list), given a value of each other TOML type (a string, a whole number, a float, true, a date, a list, a
table) is refused with one DataError that names the file, the line of that field and the field, through the
public ways in: a card file read by its family's reader, and a scenario that defines the card inline (what
`enza scenario` and the Puzzles dialog read).  Never a TypeError, never "internal error" (a stack card with
`abilities = false` used to crash the reader).

The cards are written here as data and turned into TOML by a small writer that knows the line of every field, so
the tests speak only of files, lines and field names: a later reader (E4's one schema-driven reader) inherits them
as they are."""
from __future__ import annotations

import datetime
import re
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import DataError
from engine.families.shield.loader import READER as SHIELD
from engine.families.lifezone.cards import READER as LIFEZONE
from engine.families.stack.cards import READER as STACK

ROOT = Path(__file__).resolve().parents[2]

FILTER = {"zone": "battle", "owner": "opponent", "type": "creature", "civ": ["fire"], "max_cost": 5, "min_cost": 0,
          "max_power": 3000, "min_power": 0, "tapped": True, "race": "Test Drake", "not_multicolor": True,
          "keyword": "blocker", "other": True, "name_contains": "竜"}
SHIELD_CARDS = [
    {"id": "SG-900", "name_ja": "試験の竜", "name_en": "Test Drake", "type": "creature", "civilizations": ["fire"],
     "cost": 3, "power": 3000, "race_ja": "試竜", "race_en": "Test Drake",
     "keywords": ["blocker", "power_attacker:2000", "g_zero"], "g_zero_if": "creatures_at_least:3",
     "text_ja": "テキスト", "text_en": "Text", "copies": 4, "starts_in": "battle", "not_for_tournaments": False,
     "rarity": "C", "reading_ja": "しけんのりゅう",
     "abilities": [
         {"kind": "triggered", "when": "enter", "zone": "battle", "condition": "shields_at_most:3",
          "effects": [{"op": "draw", "count": 1, "who": "self", "up_to": False},
                      {"op": "destroy", "filter": FILTER, "count": 1, "up_to": True, "all": False},
                      {"op": "if", "condition": "oni_time", "then": [{"op": "draw", "count": 1, "who": "self"}],
                       "else": [{"op": "discard", "who": "opponent", "count": 1, "random": True}]}]},
         {"kind": "triggered", "when": "attack", "segments": [[{"op": "draw", "count": 1, "who": "self"}],
                                                               [{"op": "mill", "who": "self", "count": 2}]]},
         {"kind": "static", "condition": "oni_time", "effects": [{"op": "power", "target": "self", "amount": 1000}]},
         {"kind": "replacement", "event": "destroyed", "instead": "to_mana"}]},
    {"id": "SG-901", "name_ja": "試験の進化竜", "name_en": "Test Evolved Drake", "type": "evolution",
     "civilizations": ["fire"], "cost": 4, "power": 6000, "race_ja": "試竜", "race_en": "Test Drake",
     "evolution": {"race": "Test Drake"}, "text_ja": "進化", "text_en": "Evolution"},
    {"id": "SG-902", "name_ja": "試験の双", "name_en": "Test Twin", "type": "creature", "civilizations": ["light"],
     "cost": 5, "power": 5000, "race_ja": "試翼", "race_en": "Test Wing", "text_ja": "双", "text_en": "Twin",
     "spell": {"name_ja": "試験の閃光", "name_en": "Test Flash", "civilizations": ["light"], "cost": 2,
               "keywords": ["s_trigger"], "text_ja": "閃光", "text_en": "Flash",
               "abilities": [{"kind": "spell", "effects": [{"op": "tap", "filter": {"owner": "opponent"},
                                                            "count": 1}]}]}},
    {"id": "SG-903", "name_ja": "試験の呪文", "name_en": "Test Spell", "type": "spell", "civilizations": ["water"],
     "cost": 2, "text_ja": "2枚引く", "text_en": "Draw two.",
     "abilities": [{"kind": "spell", "effects": [{"op": "draw", "count": 2, "who": "self", "up_to": True}]}]},
]
LIFEZONE_CARDS = [
    {"id": "LZ-900", "name_ja": "試験の兵", "name_en": "Test Soldier", "type": "unit", "colors": ["red"], "cost": 3,
     "require": {"red": 1}, "timing": "normal", "power": 3000, "hit": 1, "icon": "buster", "attributes": ["ace"],
     "titles": ["Test Title"], "keywords": ["blitz"], "text_ja": "テキスト", "text_en": "Text", "rarity": "C",
     "abilities": [
         {"kind": "auto", "when": "enter", "condition": "awakened",
          "effects": [{"op": "damage_unit", "n": 2000, "target": {"count": 1, "side": "opponent", "rested": True,
                                                                  "max_power": 5000, "self": False}},
                      {"op": "discard", "n": 1, "who": "opponent"}]},
         {"kind": "activated", "timing": "quick", "cost": 1, "rest_self": True,
          "effects": [{"op": "power", "n": 1000, "who": "self"}]},
         {"kind": "permanent", "condition": "red_zone", "static": [{"op": "power", "n": 1000, "who": "self"}]}]},
    {"id": "LZ-901", "name_ja": "試験の都", "name_en": "Test City", "type": "territory", "colors": [], "cost": 0,
     "titles": ["Test Title"], "start_life": 5, "opened_name_ja": "試験の王都", "opened_name_en": "Test Capital",
     "text_ja": "領地", "text_en": "Territory"},
    {"id": "LZ-902", "name_ja": "試験の令", "name_en": "Test Order", "type": "command", "colors": ["blue"], "cost": 1,
     "timing": "quick", "text_ja": "1枚引く", "text_en": "Draw one.",
     "abilities": [{"kind": "effect", "effects": [{"op": "draw", "n": 1}]}]},
]
STACK_CARDS = [
    {"id": "ST-900", "name_ja": "試験の獣", "name_en": "Test Beast", "type": "creature", "cost": "1G", "power": 2,
     "toughness": 2, "keywords": ["trample"], "subtype_en": "Beast", "subtype_ja": "獣", "text_en": "Text",
     "text_ja": "テキスト",
     "abilities": [{"when": "enters", "effects": [{"op": "damage", "amount": 1, "to": "any_target"},
                                                  {"op": "add_mana", "mana": "G", "who": "you"}]},
                   {"when": "dies", "effects": [{"op": "pump", "to": "self", "power": 1, "toughness": 1}]}]},
    {"id": "ST-901", "name_ja": "試験の森", "name_en": "Test Forest", "type": "land", "produces": "G",
     "basic": True},
    {"id": "ST-902", "name_ja": "試験の術", "name_en": "Test Trick", "type": "instant", "cost": "U",
     "effects": [{"op": "draw", "amount": 1, "who": "you"}, {"op": "counter", "to": "target_spell"}]},
]
FAMILIES = {"shield": (SHIELD, "duel", SHIELD_CARDS), "lifezone": (LIFEZONE, "divide", LIFEZONE_CARDS),
            "stack": (STACK, "magic", STACK_CARDS)}


# ---- a TOML writer that knows where each field lands -------------------------------------------------------
def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float, datetime.date)):
        return v.isoformat() if isinstance(v, datetime.date) else repr(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }"


def _tables(v) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


SECTIONS = {"abilities"}     # arrays of tables written as [[card.abilities]] (the bundled files' form)


def write_card(card: dict) -> tuple[str, dict]:
    """One [[card]] as TOML and the line of every field: a path (keys and list indices) -> line number; a
    value written inline (a list, a table) puts everything inside it on its own line."""
    lines, where = ["[[card]]"], {(): 1}

    def mark(path, v, n):
        where[path] = n
        for k, x in (v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else ()):
            mark(path + (k,), x, n)

    def table(header: str, path: tuple, t: dict):
        later = []
        for k, v in t.items():
            if (k in SECTIONS and _tables(v)) or (k == "spell" and isinstance(v, dict)):
                later.append((k, v))
            else:
                lines.append(f"{k} = {_value(v)}")
                mark(path + (k,), v, len(lines))
        for k, v in later:
            if isinstance(v, dict):
                lines.append(f"[{header}.{k}]")
                where[path + (k,)] = len(lines)
                table(f"{header}.{k}", path + (k,), v)
                continue
            where[path + (k,)] = len(lines) + 1
            for j, item in enumerate(v):
                lines.append(f"[[{header}.{k}]]")
                where[path + (k, j)] = len(lines)
                table(f"{header}.{k}", path + (k, j), item)

    table("card", (), card)
    return "\n".join(lines) + "\n", where


def _set(data, path, value):
    data = _copy(data)
    node = data
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return data


def _copy(v):
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v


WRONG = {"str": "x", "int": 7, "float": 2.5, "bool": True, "date": datetime.date(1979, 5, 27), "list": [1],
         "table": {"a": 1}}


def _kind(v) -> str:
    for name, t in (("bool", bool), ("int", int), ("float", float), ("str", str), ("date", datetime.date),
                    ("list", list), ("table", dict)):
        if isinstance(v, t):
            return name
    raise TypeError(v)


def field_of(path: tuple) -> str:
    """The name of the field a path ends in: its last key (an item of a list belongs to the list's key)."""
    return next(k for k in reversed(path) if isinstance(k, str))


def cases():
    for family, (_, _, cards) in FAMILIES.items():
        for n, card in enumerate(cards):
            _, where = write_card(card)
            for path in where:
                if path:
                    yield pytest.param(family, n, path, id=f"{family}-{card['id']}-{'.'.join(map(str, path))}")


# ---- the ways in ------------------------------------------------------------------------------------------
def read_card_file(family: str, text: str, tmp_path: Path) -> tuple[Path, int]:
    """Read `text` as a card file of `family`; (the file, how many lines precede the card in it)."""
    p = tmp_path / "cards.toml"
    p.write_text(text, encoding="utf-8")
    FAMILIES[family][0].read_files([p])
    return p, 0


def read_scenario(family: str, text: str, tmp_path: Path) -> tuple[Path, int]:
    """Load a scenario of the family's first format that defines the card inline."""
    head = f'format = "{FAMILIES[family][1]}"\nseed = 1\n\n[[player]]\nname = "A"\n\n[[player]]\nname = "B"\n\n'
    p = tmp_path / "puzzle.toml"
    p.write_text(head + text, encoding="utf-8")
    engine.load_scenario(p)
    return p, head.count("\n")


WAYS = {"card-file": read_card_file, "scenario": read_scenario}


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("way", WAYS)
def test_the_sample_cards_are_good(family, way, tmp_path):
    for card in FAMILIES[family][2]:
        WAYS[way](family, write_card(card)[0], tmp_path)


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("family,n,path", list(cases()))
def test_a_value_of_another_type_is_refused_at_its_file_line_and_field(family, n, path, way, tmp_path):
    card = FAMILIES[family][2][n]
    original = card
    for k in path:
        original = original[k]
    wrong = []
    for kind, value in WRONG.items():
        if kind == _kind(original):
            continue
        text, where = write_card(_set(card, path, value))
        try:
            got = WAYS[way](family, text, tmp_path)
        except DataError as e:
            p, before = (tmp_path / ("cards.toml" if way == "card-file" else "puzzle.toml")), 0
            if way == "scenario":
                before = p.read_text(encoding="utf-8").count("\n") - text.count("\n")
            said = f"{kind}: {e}"
            named = re.search(rf"(?<![A-Za-z_]){field_of(path)}(?![A-Za-z_])", e.problem)
            if e.path != str(p) or e.line != before + where[path] or not named:
                wrong.append(f"{said} (want line {before + where[path]}, field {field_of(path)!r})")
        except Exception as e:  # noqa: BLE001 - what the test is about: nothing but a located DataError
            wrong.append(f"{kind}: {type(e).__name__}: {e}")
        else:
            wrong.append(f"{kind}: accepted ({got})")
    assert not wrong, "\n".join(wrong)


def test_enza_scenario_names_file_line_and_field_of_abilities_false(tmp_path):
    """The issue's case: a stack card with `abilities = false`, through the command line."""
    card = dict(STACK_CARDS[0], abilities=False)
    text, where = write_card(card)
    head = 'format = "magic"\nseed = 1\n\n[[player]]\nname = "A"\n\n[[player]]\nname = "B"\n\n'
    p = tmp_path / "puzzle.toml"
    p.write_text(head + text, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "engine.cli", "scenario", str(p)], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    line = head.count("\n") + where[("abilities",)]
    assert r.returncode == 2 and "internal error" not in r.stderr and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"error: {p}:{line}: ") and "abilities" in r.stderr, r.stderr
