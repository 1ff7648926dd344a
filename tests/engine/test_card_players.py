"""Issue 39 item 2, its first cases: a card affects the player its English text names, and the player who chooses
is the one the text names.  Crimson Signal Cannon ("Deal 1 damage to the opponent") took the life of its own
caster: its data did not say whose, and the effect fell back to the caster; Skull Chorus ("each player chooses
and discards a card from their hand") discarded at random; the shield reader took any `who`.  A parameter naming
a player has no silent default where the family's reader can tell (the life-zone game's discard and player
damage), and an unknown `who` is refused."""
import pytest

from engine.core.errors import DataError
from engine.families.lifezone.cards import parse_cards
from engine.families.shield.loader import parse_card_text
from tests.formats.duepa_support import L as dL, card, player, scenario
from tests.lifezone.support import L, divide, do, pass_until


def test_divide_crimson_signal_cannon_deals_its_damage_to_the_opponent_not_its_caster():
    g = divide({0: {"hand": [{"card": "LZ-012", "as": "c"}], "energy": ["TS-E", "TS-E"]}})
    assert g.card_definition("LZ-012").text_en == "Deal 1 damage to the opponent."
    mine, theirs = len(g.zones["p0.life"]), len(g.zones["p1.life"])
    do(g, f"p0 play {L(g, 'c')}")
    pass_until(g, lambda g: not g.memory["res"] and g.decision.kind == "priority"
               and g.zones["p0.grave"])
    assert (len(g.zones["p0.life"]), len(g.zones["p1.life"])) == (mine, theirs - 1)


@pytest.mark.parametrize("op", ["player_damage", "discard"])
def test_a_life_zone_effect_naming_a_player_must_say_whose(op):
    text = f'''
[[card]]
id = "TS-X"
name_ja = "テスト"
name_en = "Test"
type = "command"
colors = ["red"]
cost = 1
timing = "normal"
[[card.abilities]]
kind = "effect"
effects = [{{ op = "{op}", n = 1 }}]
'''
    with pytest.raises(DataError, match="must say whose"):
        parse_cards(text, "x.toml")
    assert parse_cards(text.replace("n = 1 }", 'n = 1, who = "opponent" }'), "x.toml")


@pytest.mark.parametrize("who", ["you", "opponents", "all", ""])
def test_the_shield_reader_refuses_an_unknown_who(who):
    """`who = "you"` used to make the opponent draw: every word but self and each meant the opponent."""
    text = f'''
[[card]]
id = "TS-W"
name_ja = "テスト"
name_en = "Test"
type = "spell"
civilizations = ["water"]
cost = 1
text_ja = ""
text_en = ""
[[card.abilities]]
kind = "spell"
effects = [{{ op = "draw", count = 1, who = "{who}" }}]
'''
    with pytest.raises(DataError, match="'who' must be one of self, opponent, each"):
        parse_card_text(text, "w.toml")
    assert parse_card_text(text.replace(f'who = "{who}"', 'who = "self"'), "w.toml")


def test_duepa_skull_chorus_each_player_chooses_the_card_they_discard():
    """SG-079: every player, in turn order from the turn player, is asked which card of their own hand to
    discard, and discards the one they chose."""
    mana = card("TS-DARK", civs=("darkness",), cost=1, power=1000)
    hands = {p: [{"card": "TS-FILL", "as": f"a{p}"}, {"card": "TS-FILL", "as": f"b{p}"}] for p in range(1, 4)}
    ps = [player("P0", hand=[{"card": "SG-079", "as": "skull"}, {"card": "TS-FILL", "as": "a0"},
                             {"card": "TS-FILL", "as": "b0"}], mana=["TS-DARK"] * 4)]
    ps += [player(f"P{p}", hand=hands[p]) for p in range(1, 4)]
    g = scenario(ps, [mana])
    assert "each player chooses and discards" in g.card_definition("SG-079").text_en
    g.perform(f"p0 summon {dL(g, 'skull')}")
    asked = []
    while g.decision is not None and g.decision.kind != "main" and len(asked) < 12:
        d = g.decision
        p = d.waiting_for()[0]
        if d.kind == "discard":
            asked.append(p)
            g.perform(f"p{p} choose {dL(g, f'b{p}')}")
        else:
            g.perform(next(a for a in g.legal_actions(p) if a.verb in ("autopay", "done", "pass")))
    assert asked == [0, 1, 2, 3]
    for p in range(4):
        grave = g.zones[f"p{p}.graveyard"]
        assert int(dL(g, f"b{p}")[1:]) in grave and int(dL(g, f"a{p}")[1:]) not in grave
