"""A game that ends while a spell resolves leaves every card in exactly one zone (issue 18 item 4):
the spell that made its caster draw their last card (deck-out) still finishes into its owner's
graveyard instead of staying in the limbo between zones.  In the base duel the loser's cards stay
where they are; in DuePa they leave the game (to `gone`) with the loser."""
import pytest

from .duepa_support import card, do, player, scenario

DRAW = card("TS-DRAWX", type="spell", civs=("water",), cost=1,
            abilities=[{"kind": "spell", "effects": [{"op": "draw", "who": "self", "count": 1}]}])


@pytest.mark.parametrize("fmt,rule,where", [("duel", "dm:deck-out", "p0.graveyard"),
                                            ("duepa", "duepa:104.2b", "p0.gone")])
def test_duepa_104_2b_deck_out_during_a_spell_leaves_the_spell_in_one_zone(fmt, rule, where):
    g = scenario([player("A", deck=["TS-FILL"], hand=[{"card": "TS-DRAWX", "as": "s"}], mana=["TS-SMALL"]),
                  player("B")], cards=[DRAW], format=fmt)
    s = g.memory["labels"]["s"]
    do(g, f"p0 cast c{s}", "p0 autopay")
    assert g.outcome is not None and g.outcome.players[0] == ("lost", rule)
    assert g.cards[s].zone == where and g.zones["p0.limbo"] == []
    g.rules.check_invariants(g)
    seen = [c for z in g.zones.values() for c in z]
    assert sorted(seen) == list(range(len(g.cards))), "a card is in no zone or in two"
