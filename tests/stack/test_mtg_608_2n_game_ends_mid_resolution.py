"""A game that ends while a spell resolves leaves every card in exactly one zone (issue 18 item 4):
the instant or sorcery finishes into its owner's graveyard (608.2n) and no card stays on the stack
without its item once the game is over."""
from .support import do, player, scenario, spell

WIN = spell("TS-WIN", [{"op": "win_game", "who": "you"}], cost="R")


def test_mtg_608_2n_a_spell_that_wins_the_game_still_ends_in_the_graveyard():
    g = scenario("magic", [player("A", hand=[{"card": "TS-WIN", "as": "w"}], battlefield=["ST-L4"]),
                           player("B")], [WIN])
    w = g.memory["labels"]["w"]
    do(g, f"p0 cast c{w}", "p0 autopay")
    for _ in range(10):
        if g.outcome is not None:
            break
        p = g.decision.waiting_for()[0]
        acts = g.decision.actions[p]
        g.perform(next((a for a in acts if a.verb == "pass"), acts[0]))
    assert g.outcome is not None and g.outcome.players[0][0] == "won"
    assert g.cards[w].zone == "p0.graveyard" and g.zones["stack"] == [] and g.memory["stack"] == []
    seen = [c for z in g.zones.values() for c in z]
    assert sorted(seen) == list(range(len(g.cards))), "a card is in no zone or in two"
