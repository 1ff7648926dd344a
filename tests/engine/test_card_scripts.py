"""Each per-card script (the escape hatch, engine/cards/scripts.py) has its own test."""
from tests.formats.shieldkit import do, scenario


def test_script_even_the_shields_sg_240(tmp_path):
    body = '''
format = "duepa"
turn_player = 0
step = "main"
[[player]]
deck = ["TS-F", "TS-F", "TS-F", "TS-F", "TS-F"]
hand = [{ card = "SG-240", as = "bell" }]
mana = ["TS-F", "TS-F", "TS-F", "TS-F"]
shield = ["TS-F", "TS-F", "TS-F"]
[[player]]
deck = ["TS-F", "TS-F", "TS-F", "TS-F", "TS-F"]
shield = ["TS-F"]
[[player]]
deck = ["TS-F", "TS-F", "TS-F", "TS-F", "TS-F"]
shield = ["TS-F", "TS-F", "TS-F", "TS-F"]
[[player]]
deck = ["TS-F", "TS-F"]
'''
    g = scenario(tmp_path, body)
    do(g, "p0 cast $bell", "p0 autopay")
    assert len(g.pzone(1, "shield")) == 3      # raised to match p0
    assert len(g.pzone(2, "shield")) == 4      # already had more: unchanged
    # p3's two-card deck empties on the second shield: p3 loses at once (DuePa 104.2b) and leaves
    assert not g.players[3].alive and g.outcome is None
    assert g.outcome is None and len(g.pzone(3, "gone")) == 2
    assert len(g.pzone(0, "shield")) == 3      # the caster is not affected


def test_unknown_script_is_a_data_error(tmp_path):
    import pytest
    from engine import DataError
    from engine.families.shield.loader import parse_card_text
    text = '''[[card]]
id = "SG-999"
name_ja = "x"
name_en = "x"
type = "spell"
civilizations = []
cost = 1
text_ja = ""
text_en = ""
[[card.abilities]]
kind = "spell"
effects = [{ op = "script", name = "nope" }]
'''
    with pytest.raises(DataError) as e:
        parse_card_text(text, "bad.toml")
    assert e.value.line == 12 and "unknown script" in e.value.problem
