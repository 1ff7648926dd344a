"""The life-zone card loader (file:line: problem), the bundled pool and decks, and base-rule
behaviour of the 2-player `divide` format."""
import pytest

import engine
from engine.core.errors import DataError, IllegalAction
from engine.families.lifezone.cards import lifezone_pool, parse_cards
from engine.sim import bundled_decks

from .support import L, acts, cid, command, defs, do, divide, pass_until, unit


def test_pool_has_60_original_cards_of_every_type():
    pool = lifezone_pool()
    assert len(pool) >= 60
    assert {c.type for c in pool} == {"unit", "command", "territory"}
    assert all(c.name_ja and c.name_en for c in pool)
    assert all(c.text_ja and c.text_en for c in pool if c.abilities or c.keywords)


@pytest.mark.parametrize("fmt", ["divide", "tag"])
def test_bundled_decks_are_legal(fmt):
    decks = bundled_decks(fmt)
    assert len(decks) >= 4
    rules = engine.get_format(fmt)()
    for d in decks:
        assert rules.validate_deck(d) == [], d.path


@pytest.mark.parametrize("text,line,needle", [
    ('[[card]]\nid = "LZ-1"\nname_ja = "a"\nname_en = "a"\ntype = "unit"\npower = 1\nhit = 1\ncolors = ["green"]\n', 8, "'colors': item 1 must be one of red"),
    ('[[card]]\nid = "LZ-1"\nname_ja = "a"\nname_en = "a"\ntype = "unit"\nhit = 1\n', 1, "power"),
    ('[[card]]\nid = "LZ-1"\nname_ja = "a"\nname_en = "a"\ntype = "command"\n\n[[card.abilities]]\nkind = "effect"\neffects = [{op = "fly"}]\n', 9, "unknown effect op 'fly'"),
    ('[[card]]\nid = "LZ-1"\nname_ja = "a"\nname_en = "a"\ntype = "unit"\npower = 1\nhit = 1\nicon = "star"\n', 8, "icon"),
    ('[[card]]\nid = "LZ-1"\nname_ja = "a"\nname_en = "a"\ntype = "unit"\npower = 1\nhit = 1\ncost = 1\nrequire = { red = 2 }\n', 9, "exceed"),
])
def test_loader_reports_file_line_and_problem(text, line, needle):
    with pytest.raises(DataError) as e:
        parse_cards(text, "bad.toml")
    assert e.value.path == "bad.toml" and e.value.line == line and needle in e.value.problem


def test_deck_rules_12_busters_and_one_territory():
    from engine.decks import parse_deck
    rules = engine.get_format("divide")()
    probs = rules.validate_deck(parse_deck("4 LZ-001\n", "x.deck"))
    text = " ".join(p.message for p in probs)
    assert "territory" in text and "12 buster" in text and "40-50" in text


def test_divide_first_player_skips_first_draw_and_life_is_ten():
    d = bundled_decks("divide")
    g = engine.new_game("divide", [{"deck": d[0]}, {"deck": d[3]}], seed=3, first_player=0, options={"mulligan": False})
    assert len(g.zones["p0.life"]) == 10 and len(g.zones["p1.life"]) == 10
    assert len(g.zones["p0.energy"]) == 2
    pass_until(g, lambda g: g.step == "main")
    assert len(g.zones["p0.hand"]) == 5


def test_divide_mulligan_draws_five_new_cards():
    d = bundled_decks("divide")
    g = engine.new_game("divide", [{"deck": d[0]}, {"deck": d[1]}], seed=3, first_player=0)
    assert g.decision.kind == "mulligan" and acts(g) == ["p0 keep", "p0 mulligan"]
    old = list(g.zones["p0.hand"])
    g.perform("p0 mulligan")
    assert len(g.zones["p0.hand"]) == 5 and not set(old) & set(g.zones["p0.hand"])


def test_divide_draw_from_life_when_deck_is_empty_and_lose_when_both_are():
    g = divide({1: {"deck": [], "life": ["TS-PLAIN"]}}, turn_player=0, step="end")
    pass_until(g, lambda g: g.turn_player == 1 and g.step == "main")
    assert g.zones["p1.life"] == [] and len(g.zones["p1.hand"]) == 1
    g2 = divide({1: {"deck": [], "life": []}}, turn_player=0, step="end")
    pass_until(g2, lambda g: g.outcome is not None)
    assert g2.outcome.winners == [0] and g2.outcome.reason(1) == "bd:draw-from-life"


def test_divide_energy_once_per_turn_and_paying_colour_minimums():
    blue = unit("TS-BLUE", power=1000, cost=9, colors=["blue"])
    need = unit("TS-NEED", power=2000, cost=2, require={"blue": 1})
    g = divide({0: {"hand": [{"card": "TS-NEED", "as": "n"}, {"card": "TS-U", "as": "u"}],
                    "energy": ["TS-E", {"card": "TS-BLUE", "as": "b"}, "TS-E"]}}, cards=[blue, need], energy_placed=0)
    do(g, "p0 energy $u")
    assert not any(a.startswith("p0 energy") for a in acts(g, 0))
    do(g, "p0 play $n")
    assert g.decision.kind == "pay"
    assert f"p0 rest {L(g, 'b')}" in acts(g, 0)
    do(g, "p0 autopay")
    assert g.cards[cid(g, "b")].tapped     # the blue minimum is paid by the only blue energy


def test_divide_attack_targets_are_the_opponent_or_rested_units_only():
    g = divide({0: {"field": [{"card": "TS-U", "as": "a"}]},
                1: {"field": [{"card": "TS-U", "as": "st"}, {"card": "TS-U", "as": "r", "rested": True}]}}, step="attack")
    do(g, "p0 attack $a")
    assert sorted(acts(g, 0)) == sorted(["p0 target p1", f"p0 target {L(g, 'r')}"])
    with pytest.raises(IllegalAction) as e:
        g.perform(f"p0 target {L(g, 'st')}")
    assert e.value.rule == "bd:attack-target"


def test_divide_blitz_deals_battle_damage_first():
    blitz = unit("TS-BLITZ", power=3000, keywords=["blitz"])
    g = divide({0: {"field": [{"card": "TS-BLITZ", "as": "a"}]}, 1: {"field": [{"card": "TS-U", "as": "r", "rested": True}]}},
               cards=[blitz], step="attack")
    do(g, "p0 attack $a", f"p0 target $r")
    pass_until(g, lambda g: g.cards[cid(g, "r")].zone != "all.field")
    assert g.cards[cid(g, "a")].zone == "all.field"      # 3000 vs 3000, but Blitz strikes first


def test_divide_territory_opens_when_its_ace_is_played_from_hand():
    ace = unit("TS-ACE", power=5000, cost=1, attributes=["ace"], titles=["T"])
    terr = {"id": "TS-TERR", "name_ja": "テスト領域", "name_en": "Test land", "type": "territory", "colors": ["red"],
            "titles": ["T"], "abilities": [{"kind": "permanent", "static": [{"op": "power", "n": 1000, "who": "your"}]}]}
    g = divide({0: {"hand": [{"card": "TS-ACE", "as": "a"}], "energy": ["TS-E"],
                    "territory": [{"card": "TS-TERR", "as": "t"}]}}, cards=[ace, terr])
    do(g, "p0 play $a")
    pass_until(g, lambda g: g.cards[cid(g, "a")].zone == "all.field")
    assert g.cards[cid(g, "t")].opened
    assert next(c for c in g.view(1).zones["all.field"].cards if c.token == f"c{cid(g, 'a')}").stats["power"] == 6000


def test_divide_views_hide_hands_life_and_decks():
    d = bundled_decks("divide")
    g = engine.new_game("divide", [{"deck": d[0]}, {"deck": d[1]}], seed=3, first_player=0, options={"mulligan": False})
    v = g.view(1)
    assert all(c.card is None for c in v.zones["p0.hand"].cards)
    assert all(v.zones[k].cards == [] and v.zones[k].count > 0 for t in v.teams for k in t.zones)   # life: face down
    assert v.zones["p0.deck"].cards == [] and v.zones["p0.deck"].count == len(g.zones["p0.deck"])
    assert v.family == "lifezone" and "all.field" in v.shared and v.teams
    assert all(c.card is not None for c in g.full_view().zones["p0.hand"].cards)
