"""Card data: the bundled pool is complete and original; bad files name file, line and problem."""
import pytest

from engine import DataError
from engine.families.shield.loader import parse_card_text, shield_pool
from engine.families.shield.model import CIVILIZATIONS

GOOD = '''[[card]]
id = "SG-900"
name_ja = "良い札"
name_en = "Good Card"
type = "creature"
civilizations = ["fire"]
cost = 2
power = 2000
race_ja = "試験"
race_en = "Test"
text_ja = "■このクリーチャーが出た時、カードを1枚引く。"
text_en = "■ When this enters, draw a card."
[[card.abilities]]
kind = "triggered"
when = "enter"
effects = [{ op = "draw", count = 1, who = "self" }]
'''


def test_a_good_card_parses():
    (c,) = parse_card_text(GOOD, "good.toml")
    assert c.id == "SG-900" and c.abilities[0].segments[0][0].params["count"] == 1


@pytest.mark.parametrize("old,new,line,words", [
    ('cost = 2', 'cost = "two"', 7, "cost"),
    ('race_en = "Test"', 'race_en = "Test"\ncolour = "red"', 11, "unknown key 'colour'"),
    ('op = "draw", count = 1', 'op = "fly", count = 1', 16, "unknown effect op 'fly'"),
    ('op = "draw", count = 1', 'op = "draw", count = "one"', 16, "parameter 'count' must be a whole number"),
    ('op = "draw", count = 1', 'op = "draw", cards = 1', 16, "no parameter 'cards'"),
    ('when = "enter"', 'when = "sunrise"', 15, "unknown trigger 'sunrise'"),
    ('civilizations = ["fire"]', 'civilizations = ["plasma"]', 6, "civilizations"),
    ('type = "creature"', 'type = "artifact"', 5, "'type' must be one of creature"),
    ('power = 2000\n', '', 1, "needs 'power'"),
    ('cost = 2', 'cost = 2\nkeywords = ["flying"]', 8, "unknown keyword 'flying'"),
    ('id = "SG-900"', 'id = "card 900"', 2, "'id' must be an id like SG-001"),
    ('name_en = "Good Card"', 'name_en = "Good Card', 4, "TOML syntax error"),
])
def test_bad_card_files_name_the_line_and_problem(old, new, line, words):
    text = GOOD.replace(old, new)
    assert text != GOOD
    with pytest.raises(DataError) as e:
        parse_card_text(text, "cards/bad.toml")
    err = e.value
    assert err.path == "cards/bad.toml"
    assert err.line == line, str(err)
    assert words in str(err)
    assert str(err).startswith(f"cards/bad.toml:{line}:")


def test_duplicate_ids_are_refused(tmp_path):
    from engine.families.shield.loader import load_card_files
    a = tmp_path / "a.toml"
    b = tmp_path / "b.toml"
    a.write_text(GOOD, encoding="utf-8")
    b.write_text(GOOD.replace("Good Card", "Other Card").replace("良い札", "別の札"), encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_card_files([a, b])
    assert "duplicate card id SG-900" in str(e.value) and "b.toml:1" in str(e.value)


def test_pool_has_200_original_cards_in_every_civilization():
    pool = shield_pool()
    cards = list(pool)
    assert len(cards) >= 200
    for civ in CIVILIZATIONS:
        assert sum(1 for c in cards if c.civs == (civ,)) >= 30, civ
    assert sum(1 for c in cards if not c.all_civs) >= 10
    assert sum(1 for c in cards if c.multicolor) >= 20
    for c in cards:
        assert c.name_ja and c.name_en and c.text_ja.strip() and c.text_en.strip(), c.id


def _has(pool, pred):
    return [c.id for c in pool if pred(c)]


def _ops(c):
    out = set()
    abilities = list(c.abilities) + (list(c.spell.abilities) if c.spell else [])
    for ab in abilities:
        stack = [op for seg in ab.segments for op in seg]
        while stack:
            op = stack.pop()
            out.add(op.name)
            stack.extend(op.then)
            stack.extend(op.orelse)
    return out


@pytest.mark.parametrize("mechanic,pred", [
    ("twinpact", lambda c: c.spell is not None),
    ("evolution", lambda c: c.type == "evolution"),
    ("blocker", lambda c: "blocker" in c.keywords),
    ("s_trigger", lambda c: "s_trigger" in c.keywords or (c.spell and "s_trigger" in c.spell.keywords)),
    ("ninja strike", lambda c: "ninja_strike" in c.kw),
    ("g-zero", lambda c: "g_zero" in c.keywords),
    ("galaxy shield", lambda c: "galaxy_shield" in c.kw),
    ("kirifudash", lambda c: "kirifudash" in c.kw),
    ("gachinko", lambda c: "gachinko" in _ops(c)),
    ("look", lambda c: "look_hand" in _ops(c)),
    ("reveal", lambda c: "reveal_top" in _ops(c)),
    ("win", lambda c: "win_game" in _ops(c)),
    ("opponent loses", lambda c: "opponent_loses" in _ops(c)),
    ("extra turn", lambda c: "extra_turn" in _ops(c)),
    ("skip turn", lambda c: "skip_turn" in _ops(c)),
    ("segments", lambda c: any(len(a.segments) > 1 for a in c.abilities)),
    ("oni time", lambda c: any("oni_time" in (a.condition or "") for a in c.abilities) or
     any(op.params.get("condition") == "oni_time" for a in c.abilities for s in a.segments for op in s)),
    ("labyrinth static", lambda c: any(a.kind == "static" and a.condition == "labyrinth" for a in c.abilities)),
    ("replacement", lambda c: any(a.kind == "replacement" for a in c.abilities)),
    ("until your next turn", lambda c: any(op.params.get("until") == "your_next_turn"
                                           for a in c.abilities for s in a.segments for op in s)),
    ("opponent turn end", lambda c: any(a.when == "opponent_turn_end" for a in c.abilities)),
    ("each player", lambda c: any(op.params.get("who") == "each" for a in c.abilities for s in a.segments
                                  for op in s)),
    ("starts outside the deck", lambda c: bool(c.starts_in)),
    ("partner-eligible", lambda c: c.is_creature and c.cost >= 5),
])
def test_pool_has_a_card_for_every_mechanic_duepa_mentions(mechanic, pred):
    assert _has(shield_pool(), pred), mechanic


def test_no_real_card_names_in_the_pool():
    # a few well-known real names (the seeds' examples): none may appear in our pool
    real = ["ボルシャック", "デーモン・ハンド", "ヴィルヘルム", "ドルファディロム", "ガイアッシュ", "Bolshack",
            "Aqua Hulcus", "Terror Pit", "Dueland", "デュエランド", "ジャドク丸", "MAX・ザ・ジョニー"]
    for c in shield_pool():
        for r in real:
            assert r not in c.name_ja and r not in c.name_en, (c.id, r)
