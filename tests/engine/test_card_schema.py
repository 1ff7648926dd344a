"""Issue 39 item 2: every family's card fields are declared as data and read by one reader; each SCHEMA.md is
written from the declarations; no field naming a player or a side has a default; the card code stays simple."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards.schema import Field, Schema
from engine.core.errors import DataError
from engine.families.lifezone.cards import READER as LIFEZONE
from engine.families.shield.loader import READER as SHIELD
from engine.families.stack.cards import READER as STACK
from tools.card_schema import FAMILIES, declarations, render, schema_path

ROOT = Path(__file__).resolve().parents[2]
# the fields that name a player or a side (a shield op's `to` names a zone)
PLAYER_WORDS = {"shield": {"who", "owner"}, "lifezone": {"who", "side"}, "stack": {"who", "to"}}
CARD_CODE = ["engine/cards/reader.py", "engine/cards/schema.py", "engine/cards/primitives.py",
             "engine/cards/scripts.py", "engine/families/shield/loader.py", "engine/families/shield/model.py",
             "engine/families/shield/fields.py", "engine/families/shield/cards.py",
             "engine/families/lifezone/cards.py", "engine/families/lifezone/fields.py",
             "engine/families/stack/cards.py", "engine/families/stack/fields.py"]


@pytest.mark.parametrize("family", FAMILIES)
def test_each_schema_md_is_written_from_the_declarations(family):
    assert schema_path(family).read_text(encoding="utf-8") == render(family), "run python -m tools.card_schema"


def _schemas(family: str):
    """Every table schema of the family: its card tables, the tables inside them, and every op's parameters."""
    d = declarations(family)
    todo = list(d.SCHEMA_TABLES) + [s for _, ops, _ in d.schema_ops() for s in ops.values()]
    seen: list[Schema] = []
    while todo:
        s = todo.pop()
        if any(s is x for x in seen):
            continue
        seen.append(s)
        todo += [f.table for f in s.fields.values() if f.table is not None]
    return seen


@pytest.mark.parametrize("family", FAMILIES)
def test_no_field_naming_a_player_or_a_side_has_a_default(family):
    fields = [(s.name, k, f) for s in _schemas(family) for k, f in s.fields.items()]
    assert len(fields) > 40
    loose = [f"{s}.{k}" for s, k, f in fields if k in PLAYER_WORDS[family] and not (f.player and f.required)]
    assert not loose, f"these fields name a player or a side and may be left out: {loose}"


def test_a_player_field_cannot_be_declared_with_a_default():
    with pytest.raises(ValueError, match="no default"):
        Field(str, "self", player=True)


CARDS = {
    "shield": (SHIELD, '[[card]]\nid = "SG-990"\nname_ja = "試"\nname_en = "Test"\ntype = "spell"\n'
                       'civilizations = ["water"]\ncost = 1\ntext_ja = ""\ntext_en = "Draw a card."\n'
                       '[[card.abilities]]\nkind = "spell"\neffects = [{ op = "draw", count = 1 }]\n',
               'count = 1 }', 'count = 1, who = "self" }', 12, "op 'draw' must say whose: parameter 'who'"),
    "shield-filter": (SHIELD, '[[card]]\nid = "SG-991"\nname_ja = "試"\nname_en = "Test"\ntype = "spell"\n'
                              'civilizations = ["fire"]\ncost = 1\ntext_ja = ""\ntext_en = "Destroy a creature."\n'
                              '[[card.abilities]]\nkind = "spell"\neffects = [{ op = "destroy", filter = { } }]\n',
                      'filter = { }', 'filter = { owner = "opponent" }', 12, "filter must say whose: key 'owner'"),
    "lifezone": (LIFEZONE, '[[card]]\nid = "LZ-990"\nname_ja = "試"\nname_en = "Test"\ntype = "command"\n'
                           'colors = ["red"]\ncost = 1\n[[card.abilities]]\nkind = "effect"\n'
                           'effects = [{ op = "destroy", target = { count = 1 } }]\n',
                 'count = 1 }', 'count = 1, side = "opponent" }', 10, "target must say whose: key 'side'"),
    "stack": (STACK, '[[card]]\nid = "ST-990"\nname_ja = "試"\nname_en = "Test"\ntype = "sorcery"\ncost = "1"\n'
                     'effects = [{ op = "draw", amount = 1 }]\n',
              'amount = 1 }', 'amount = 1, who = "you" }', 7, "op 'draw' must say whose: parameter 'who'"),
}


@pytest.mark.parametrize("case", CARDS)
def test_the_reader_refuses_an_effect_that_leaves_its_player_open(case, tmp_path):
    reader, text, old, new, line, words = CARDS[case]
    p = tmp_path / "cards.toml"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as e:
        reader.read_files([p])
    assert (e.value.path, e.value.line) == (str(p), line) and words in e.value.problem, str(e.value)
    p.write_text(text.replace(old, new), encoding="utf-8")
    assert len(reader.read_files([p])) == 1


def test_no_function_of_the_card_code_is_over_complexity_10():
    """`radon cc -n C` prints nothing for engine/cards and the families' card modules."""
    from radon.complexity import cc_visit
    over = [f"{path}:{b.lineno} {b.name} ({b.complexity})" for path in CARD_CODE
            for b in cc_visit((ROOT / path).read_text(encoding="utf-8")) if b.complexity > 10]
    assert not over, over
