"""DuePa section 4 (seed 000, 400): a player's defeat."""
from __future__ import annotations

from .duepa_support import L, acts, card, do, label, player, scenario


def spell(id, effects, civ="water", **kw):
    return card(id, type="spell", civs=(civ,), cost=1, abilities=[{"kind": "spell", "effects": effects, **kw}])


def creature(id, abilities=(), power=1000, civ="water", **kw):
    return card(id, civs=(civ,), cost=1, power=power, abilities=list(abilities), **kw)


LEAVER = creature("TS-LEAVER", [{"kind": "triggered", "when": "leave", "effects": [{"op": "draw", "who": "self"}]},
                                {"kind": "triggered", "when": "destroyed", "effects": [{"op": "draw", "who": "self"}]}])
SUICIDE = spell("TS-SUICIDE", [{"op": "lose_game"}])
MILLER = creature("TS-MILLER", [{"kind": "triggered", "when": "attack",
                                 "effects": [{"op": "mill", "who": "opponent", "count": 5}]}], power=3000)
VEGAS = creature("TS-VEGAS", [{"kind": "triggered", "when": "you_are_attacked", "effects": [{"op": "draw", "who": "self"}]}])
END_WATCH = creature("TS-ENDW", [{"kind": "triggered", "when": "opponent_turn_end", "effects": [{"op": "draw", "who": "self"}]}])
GAIASH = card("TS-GAIASH", civs=("water",), cost=8, power=8000, abilities=[
    {"kind": "triggered", "zone": "hand", "when": "opponent_turn_end", "condition": "opponent_used_free",
     "effects": [{"op": "summon_self"}]}])
GZ = card("TS-GZ", civs=("water",), cost=6, power=1000, keywords=["g_zero"], g_zero_if="creatures_at_least:1")


# ----- 400.1 ---------------------------------------------------------------------------------------------
def test_duepa_400_1_loser_cards_removed_without_triggers():
    """TS-DP-400-1: B's cards vanish at once; B's 'when this leaves/is destroyed' does not trigger."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B", battle=[{"card": "TS-LEAVER", "as": "l"}], mana=["TS-SMALL"] * 2,
                         hand=["TS-SMALL"], graveyard=["TS-SMALL"], partner=["TS-PARTNER"]),
                  player("C"), player("D")], cards=[LEAVER], step="attack")
    total_b = sum(len(g.zones[f"p1.{z}"]) for z in ("deck", "hand", "mana", "battle", "graveyard", "partner"))
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    assert not g.players[1].alive
    for z in ("deck", "hand", "mana", "battle", "graveyard", "partner", "shield"):
        assert g.zones[f"p1.{z}"] == []
    assert len(g.zones["p1.gone"]) == total_b
    assert g.pending == []
    assert not any(e.kind == "resolve" for e in g.events[since:])
    assert not any(e.kind in ("move", "destroyed") and e.data.get("owner") == 1 for e in g.events[since:])
    removed = [e for e in g.events[since:] if e.kind == "player_removed"]
    assert removed and removed[0].rule == "duepa:400.1"
    v = g.view(2)
    assert v.seats[1].alive is False and v.zones["p1.battle"].count == 0


def test_duepa_400_1_removed_player_is_no_longer_an_opponent_or_target():
    kill = spell("TS-KILL1", [{"op": "destroy", "filter": {"owner": "opponent"}}])
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}], hand=[{"card": "TS-KILL1", "as": "k"}],
                         mana=["TS-SMALL"]),
                  player("B", battle=["TS-SMALL"]), player("C", battle=["TS-SMALL"]), player("D", battle=["TS-SMALL"])],
                 cards=[kill], step="main")
    do(g, "p0 pass", "p0 attack $x", "p0 target p1")
    assert g.opponents(0) == [2, 3]
    g2 = scenario([player("A", hand=[{"card": "TS-KILL1", "as": "k"}], mana=["TS-SMALL"]),
                   player("B", battle=["TS-SMALL"]), player("C", battle=["TS-SMALL"])], cards=[kill])
    g2.perform("p1 concede")  # B leaves the game
    do(g2, "p0 cast $k", "p0 autopay")
    assert g2.decision.kind == "main" and g2.zones["p2.battle"] == []  # C, the only opponent: no designation


def test_duepa_400_1a_already_triggered_abilities_of_the_loser_do_not_resolve():
    """B's 'when you are attacked' has triggered; A's attack trigger mills B's deck to 0 first (A is the turn
    player, 305.1); B loses and B's pending ability is dropped."""
    g = scenario([player("A", battle=[{"card": "TS-MILLER", "as": "x"}]),
                  player("B", battle=[{"card": "TS-VEGAS", "as": "v"}], deck=["TS-FILL"] * 3, shield=["TS-FILL"]),
                  player("C")], cards=[MILLER, VEGAS], step="attack")
    since = len(g.events)
    do(g, "p0 attack $x", "p0 target p1")
    assert g.decision.kind == "designate-opponent"
    assert any(pe.controller == 1 for pe in g.pending)  # B's ability is waiting
    do(g, "p0 opponent p1")
    assert not g.players[1].alive and g.memory["results"][1] == ("lost", "duepa:104.2b")
    assert not any(pe.controller == 1 for pe in g.pending)
    assert [p for p in (e.data["player"] for e in g.events[since:] if e.kind == "resolve")] == [0]
    assert g.decision.kind == "attack" and g.decision.players == (0,)


# ----- 400.2 ---------------------------------------------------------------------------------------------
def test_duepa_400_2_turn_player_loses_game_goes_to_end_step():
    """TS-DP-400-2 (decision D-400): A loses in the main step; the end step follows at once, other players'
    'at the end of an opponent's turn' abilities trigger there, and the next turn is B's."""
    g = scenario([player("A", hand=[{"card": "TS-SUICIDE", "as": "s"}], mana=["TS-SMALL"],
                         battle=[{"card": "TS-ATTACKER", "as": "x"}]),
                  player("B"), player("C", battle=[{"card": "TS-ENDW", "as": "w"}]), player("D")],
                 cards=[SUICIDE, END_WATCH])
    since = len(g.events)
    do(g, "p0 cast $s", "p0 autopay")
    assert not g.players[0].alive
    kinds_ = [e.kind for e in g.events[since:]]
    assert "turn_end" in kinds_
    assert kinds_.index("player_removed") < kinds_.index("turn_end")
    assert "attack" not in kinds_  # no attack step
    assert len(g.zones["p2.hand"]) == 1  # C's end-of-opponent-turn trigger resolved
    assert g.turn_player == 1 and g.step in ("charge", "main")
    assert g.outcome is None


# ----- 400.3 ---------------------------------------------------------------------------------------------
SHUFF = creature("TS-SHUFF", [{"kind": "triggered", "when": "enter",
                               "effects": [{"op": "lock_spells", "who": "opponent", "until": "your_next_turn"}]}])
DRAW1 = spell("TS-DRAW1", [{"op": "draw", "who": "self", "count": 1}])


def _pass_turn(g):
    tp = g.turn_player
    for _ in range(10):
        if g.turn_player != tp or g.outcome is not None:
            return
        d = g.decision
        a = acts(g, d.players[0])
        g.perform("p%d pass" % d.players[0] if "p%d pass" % d.players[0] in a else a[-1])
    raise AssertionError("turn did not end")


def test_duepa_400_3_until_next_turn_lasts_until_that_turn_would_begin():
    """Seed example: order A->B->C->D.  C's Shuff-like lock (until C's next turn) on A; C loses during D's
    turn; the lock lasts through A's and B's turns and is gone when D's turn starts."""
    g = scenario([player("A", hand=[{"card": "TS-DRAW1", "as": "a1"}, {"card": "TS-DRAW1", "as": "a2"}],
                         mana=["TS-SMALL"] * 2, deck=["TS-FILL"] * 8),
                  player("B", deck=["TS-FILL"] * 8),
                  player("C", hand=[{"card": "TS-SHUFF", "as": "sh"}], mana=["TS-SMALL"], deck=["TS-FILL"] * 8),
                  player("D", battle=[{"card": "TS-ATTACKER", "as": "dx"}], deck=["TS-FILL"] * 8)],
                 cards=[SHUFF, DRAW1], turn_player=2)
    do(g, "p2 summon $sh", "p2 autopay", "p2 opponent p0")
    assert g.memory["locks"] and g.memory["locks"][0][0] == 0
    _pass_turn(g)  # C's turn ends
    assert g.turn_player == 3
    while g.decision.kind != "attack":
        do(g, "p3 pass")
    do(g, "p3 attack $dx", "p3 target p2")  # C has no shields: C loses in D's turn
    assert not g.players[2].alive
    _pass_turn(g)  # D's turn ends
    assert g.turn_player == 0
    while g.decision.kind != "main":
        do(g, "p0 pass")
    assert f"p0 cast {L(g, 'a1')}" not in acts(g, 0)  # still locked in A's turn
    _pass_turn(g)
    assert g.turn_player == 1 and g.memory["locks"]  # still there in B's turn
    _pass_turn(g)  # B's turn ends; C's turn would begin now -> the lock ends
    assert g.turn_player == 3 and g.memory["locks"] == []
    _pass_turn(g)
    assert g.turn_player == 0
    while g.decision.kind != "main":
        do(g, "p0 pass")
    assert f"p0 cast {L(g, 'a1')}" in acts(g, 0)


def test_duepa_400_3_cant_attack_until_next_turn_of_removed_player():
    """C: "the opponent's creature can't attack until your next turn" on A's creature; C loses in D's turn;
    A's creature still can't attack in A's turn and can in A's following turn."""
    freeze = spell("TS-FREEZE", [{"op": "cant_attack", "filter": {"owner": "opponent"}, "until": "your_next_turn"}])
    g = scenario([player("A", deck=["TS-FILL"] * 8, battle=[{"card": "TS-ATTACKER", "as": "ax"}],
                         shield=["TS-FILL"] * 3),
                  player("B", deck=["TS-FILL"] * 8, shield=["TS-FILL"] * 3),
                  player("C", hand=[{"card": "TS-FREEZE", "as": "f"}], mana=["TS-SMALL"], deck=["TS-FILL"] * 8),
                  player("D", deck=["TS-FILL"] * 8, battle=[{"card": "TS-ATTACKER", "as": "dx"}])],
                 cards=[freeze], turn_player=2)
    do(g, "p2 cast $f", "p2 autopay", "p2 opponent p0")
    _pass_turn(g)
    assert g.turn_player == 3
    while g.decision.kind != "attack":
        do(g, "p3 pass")
    do(g, "p3 attack $dx", "p3 target p2")
    assert not g.players[2].alive
    _pass_turn(g)
    assert g.turn_player == 0
    while g.decision.kind != "attack":
        do(g, "p0 pass")
    assert f"p0 attack {L(g, 'ax')}" not in acts(g, 0)
    _pass_turn(g)
    _pass_turn(g)  # B's turn ends: C's turn would begin -> the effect ends
    assert g.turn_player == 3
    _pass_turn(g)
    while g.decision.kind != "attack":
        do(g, "p0 pass")
    assert f"p0 attack {L(g, 'ax')}" in acts(g, 0)


# ----- 400.4 ---------------------------------------------------------------------------------------------
def test_duepa_400_4_actions_of_a_removed_player_still_count():
    """TS-DP-400-3: the turn player A puts a creature without paying, then loses in that turn; in the end
    step B and C may summon their Gaiash-like card; declarations start from A's seat (B, then C, D-400)."""
    g = scenario([player("A", hand=[{"card": "TS-GZ", "as": "z"}, {"card": "TS-SUICIDE", "as": "s"}],
                         battle=["TS-SMALL"], mana=["TS-SMALL"]),
                  player("B", hand=[{"card": "TS-GAIASH", "as": "gb"}]),
                  player("C", hand=[{"card": "TS-GAIASH", "as": "gc"}]), player("D")],
                 cards=[GZ, SUICIDE, GAIASH])
    do(g, "p0 gzero $z", "p0 cast $s", "p0 autopay")
    assert not g.players[0].alive
    assert g.decision.kind == "use-declaration" and g.decision.players == (1,)
    do(g, "p1 declare $gb")
    assert g.decision.kind == "use-declaration" and g.decision.players == (2,)
    do(g, "p2 declare $gc")
    assert label(g, "gb") in g.zones["p1.battle"] and label(g, "gc") in g.zones["p2.battle"]
    assert g.turn_player == 1


def test_duepa_400_3_player_removed_in_own_turn_effect_lasts_one_round():
    """C freezes A's creature "until C's next turn", then loses in that same turn (400.2: straight to the end
    step). C's next turn would have begun after B's turn: A's creature can't attack in A's next turn, and can
    in the turn after."""
    freeze = spell("TS-FREEZE", [{"op": "cant_attack", "filter": {"owner": "opponent"}, "until": "your_next_turn"}])
    g = scenario([player("A", deck=["TS-FILL"] * 8, battle=[{"card": "TS-ATTACKER", "as": "ax"}],
                         shield=["TS-FILL"] * 3),
                  player("B", deck=["TS-FILL"] * 8, shield=["TS-FILL"] * 3),
                  player("C", hand=[{"card": "TS-FREEZE", "as": "f"}, {"card": "TS-SUICIDE", "as": "s"}],
                         mana=["TS-SMALL"] * 2, deck=["TS-FILL"] * 8),
                  player("D", deck=["TS-FILL"] * 8, shield=["TS-FILL"] * 3)],
                 cards=[freeze, SUICIDE], turn_player=2)
    do(g, "p2 cast $f", "p2 autopay", "p2 opponent p0", "p2 cast $s", "p2 autopay")
    assert not g.players[2].alive and g.turn_player == 3
    _pass_turn(g)
    while g.decision.kind != "attack":
        do(g, "p0 pass")
    assert f"p0 attack {L(g, 'ax')}" not in acts(g, 0)
    _pass_turn(g)
    _pass_turn(g)  # B's turn ends: C's turn would begin
    assert g.turn_player == 3
    _pass_turn(g)
    while g.decision.kind != "attack":
        do(g, "p0 pass")
    assert f"p0 attack {L(g, 'ax')}" in acts(g, 0)


# ----- 400.1 / 400.2 with someone else's effect resolving (issue 19 item 1) ------------------------------
MILL_THEN_DRAW = [{"op": "mill", "who": "opponent", "count": 10}, {"op": "draw", "who": "self", "count": 1}]
STRIG_MILL = card("TS-STRIGMILL", type="spell", civs=("water",), cost=1, keywords=["s_trigger"],
                  abilities=[{"kind": "spell", "effects": MILL_THEN_DRAW}])
VEGAS_MILL = creature("TS-VEGASMILL", [{"kind": "triggered", "when": "you_are_attacked", "effects": MILL_THEN_DRAW}])
NINJA_MILL = creature("TS-NINJAMILL", [{"kind": "triggered", "when": "enter", "effects": MILL_THEN_DRAW}],
                      power=5000, civ="fire", keywords=["ninja_strike:2"])


def _draws_in_a_turn(g, p, since):
    """How many cards `p` drew before the turn in which the events from `since` began ended."""
    n = 0
    for e in g.events[since:]:
        if e.kind == "turn_end":
            return n
        n += e.kind == "move" and e.data.get("cause") == "draw" and e.data.get("owner") == p
    raise AssertionError("the turn did not end")


def _a_attacks_b(b, cards, **opts):
    """A (deck of 2) attacks B; C and D watch.  Returns the game right after the target answer."""
    g = scenario([player("A", battle=[{"card": "TS-ATTACKER", "as": "x"}], deck=["TS-FILL"] * 2),
                  b, player("C", battle=[{"card": "TS-ENDW", "as": "w"}]), player("D")],
                 cards=list(cards) + [END_WATCH], step="attack", **opts)
    do(g, "p0 attack $x", "p0 target p1")
    return g


def test_duepa_400_1_s_trigger_that_removes_the_turn_player_finishes():
    """B's S-Trigger spell mills the turn player A out (104.2b): A leaves mid-spell, but only A's frames go;
    B's spell goes on to its 'then draw' and lands in B's graveyard (a zone), and the turn goes to its end
    step (400.2) where C's end-of-turn ability still resolves."""
    g = _a_attacks_b(player("B", shield=[{"card": "TS-STRIGMILL", "as": "s"}], deck=["TS-FILL"] * 5),
                     [STRIG_MILL])
    assert g.decision.kind == "shield-trigger"
    since = len(g.events)
    do(g, "p1 trigger $s", "p1 opponent p0")
    assert not g.players[0].alive and g.memory["results"][0] == ("lost", "duepa:104.2b")
    assert _draws_in_a_turn(g, 1, since) == 1  # the spell's 'then draw' happened in A's turn
    assert g.zones["p1.graveyard"] == [label(g, "s")] and g.cards[label(g, "s")].zname == "graveyard"
    assert len(g.zones["p2.hand"]) == 1  # 400.2: the end step came, C's end-of-turn ability resolved
    assert g.turn_player == 1 and g.outcome is None


def test_duepa_400_1_triggered_ability_then_draw_happens_after_the_turn_player_leaves():
    """B's 'when you are attacked' ability mills A out, then draws: the draw happens (only A's attack goes)."""
    g = _a_attacks_b(player("B", battle=[{"card": "TS-VEGASMILL", "as": "v"}], deck=["TS-FILL"] * 5),
                     [VEGAS_MILL])
    since = len(g.events)
    while g.players[0].alive:
        assert g.decision.kind == "designate-opponent", g.decision.kind
        do(g, "p1 opponent p0")
    assert _draws_in_a_turn(g, 1, since) == 1
    assert g.turn_player == 1 and g.outcome is None


def test_duepa_400_2_ninja_strike_creature_returns_at_end_of_turn_after_removing_the_turn_player():
    """B's Ninja Strike creature's 'when put' ability mills A out: the turn goes to its end step and the
    Ninja Strike creature still goes to the deck bottom there."""
    g = _a_attacks_b(player("B", hand=[{"card": "TS-NINJAMILL", "as": "n"}], mana=["TS-MANA"] * 2,
                            shield=["TS-FILL"], deck=["TS-FILL"] * 5), [NINJA_MILL])
    assert g.decision.kind == "use-declaration"
    since = len(g.events)
    do(g, "p1 declare $n")
    while g.players[0].alive:
        assert g.decision.kind == "designate-opponent", g.decision.kind
        do(g, "p1 opponent p0")
    assert _draws_in_a_turn(g, 1, since) == 1  # the 'then draw'
    assert label(g, "n") not in g.zones["p1.battle"]
    assert g.zones["p1.deck"][0] == label(g, "n")  # back to the deck bottom at the end of A's turn
    assert g.turn_player == 1 and g.outcome is None
