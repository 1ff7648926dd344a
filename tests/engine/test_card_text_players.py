"""Issue 39 item 2: every bundled card's effects, of every family, affect the player its English text names, and
the player who chooses is the one the text names.

Each effect that names a player or a side (a shield op's `who` or filter `owner`, a life-zone op's `who` or
target `side`, a stack op's `who` / `to`) is played on its own, from the card's data as it is, in a seeded
position of its family's two-player format where both players have cards in every zone: player 0 plays it;
every question is answered with the first legal answer.  The players whose cards, life or turns changed are
the players affected; the players asked (paying aside) are the choosers.  The text's clause for the effect
(tests/engine/card_text_players.py) names who should be: "you" is player 0, "the opponent" player 1, "each
player" both.  Crimson Signal Cannon (LZ-012) and Skull Chorus (SG-079) were the first cases: the cannon took
its caster's life, the chorus discarded at random."""
from __future__ import annotations

import pytest

from engine.families.lifezone.cards import lifezone_pool
from engine.families.shield.loader import shield_pool
from engine.families.stack.cards import TARGETED as STACK_TARGETED, stack_pool
from tests.engine.card_text_players import chooser_named, clause_of, players_named
from tests.formats.duepa_support import card, player, scenario
from tests.lifezone.support import divide, unit as lz_unit
from tests.stack.support import (creature as stack_creature, player as stack_player, scenario as stack_scenario,
                                 spell as stack_spell)

PLAYERS = {"self": {0}, "opponent": {1}, "each": {0, 1}}

# ---- the shield game ---------------------------------------------------------------------------------------
SHIELD_VERBS = {
    "draw": r"\bdraws?\b", "discard": r"\bdiscards?\b", "mill": r"graveyard", "add_shields": r"shield zone",
    "charge_top": r"mana zone", "reveal_top": r"\breveal", "lock_spells": r"cast spells", "look_hand": r"\blook\b",
    "skip_turn": r"\bskips?\b", "extra_turn": r"extra turn", "destroy": r"\bdestroy", "bounce": r"\bhands?\b",
    "tap": r"\btap\b", "untap": r"\buntap", "to_mana": r"mana zone", "to_deck_bottom": r"\bbottom\b",
    "to_shields": r"shield", "cant_attack": r"can't attack", "power": r"\bpower\b",
    "grant": r"\bgains?\b|\bgets?\b|\bhave\b|\bhas\b", "return_from_graveyard": r"graveyard",
    "search_deck": r"\bsearch", "put_from_hand": r"from (your|their) hand",
}
SPELLX = card("TS-SPELLX", type="spell", civs=("water",), cost=2,
              abilities=[{"kind": "spell", "effects": [{"op": "draw", "who": "self"}]}])
DRAKE = card("TS-DRAKE", civs=("fire",), cost=3, power=2000, name_ja="テスト焔竜", race_en="Ember Drake")


def shield_effects():
    """(card, text, op table) of every bundled shield effect naming a player, in the card's order (a twinpact's
    spell side with its own text), `then`/`else` branches on their own."""
    def walk(ops):
        for op in ops:
            yield op
            yield from walk(op.then + op.orelse)

    for c in sorted(shield_pool(), key=lambda c: c.id):
        for text, abilities in ((c.text_en, c.abilities), (c.spell.text_en if c.spell else "",
                                                           c.spell.abilities if c.spell else ())):
            seen: dict = {}
            for ab in abilities:
                if ab.kind == "static":
                    continue
                for op in walk(tuple(o for seg in ab.segments for o in seg)):
                    if op.name in SHIELD_VERBS and ("who" in op.params or "owner" in op.params.get("filter", {})):
                        n = seen[op.name] = seen.get(op.name, -1) + 1
                        yield c.id, text, op, n


def _side(p: int, extra=()) -> dict:
    return player(f"P{p}", deck=["TS-FILL", "TS-SPELLX", "TS-SMALL", "TS-DRAKE", "TS-SPELLX", "TS-FILL"],
                  hand=[{"card": "TS-SMALL"}, {"card": "TS-BIG"}, {"card": "TS-DRAKE"}] + list(extra),
                  mana=["TS-MANA"] * 6,
                  battle=[{"card": "TS-ATTACKER"}, {"card": "TS-SMALL", "tapped": True}, {"card": "TS-DRAKE"}],
                  shield=["TS-FILL"] * 3, graveyard=["TS-ATTACKER", "TS-SPELLX"])


def _shield_state(g, skip: int) -> dict:
    out = {}
    for p in range(len(g.players)):
        seen = []
        for z in ("deck", "hand", "mana", "battle", "shield", "graveyard"):
            for cid in g.zones[f"p{p}.{z}"]:
                c = g.cards[cid]
                if cid != skip:
                    seen.append((z, cid, None if z == "mana" else c.tapped, repr(c.mods), c.known))
        locks = [x for x in g.memory["locks"] if x[0] == p]
        out[p] = (sorted(seen, key=str), locks, g.memory["extra_turns"].count(p), g.memory["skips"].get(str(p)))
    return out


def answer(acts: list):
    """The answer that does the most: yes to "you may", the most cards ("up to"), anything before passing."""
    def rank(a):
        s = str(a)
        return (s.endswith((" no", " done", " pass", " cancel", " decline")), -int(s.rsplit(" ", 1)[-1])
                if s.rsplit(" ", 1)[-1].isdigit() else 0)
    return min(acts, key=rank)


PASSING = {"priority", "damage-window", "block", "window"}     # windows: everyone passes
PAYING = {"pay", "mana"}


def answer_all(g, done) -> set:
    """Answer every question until `done(g, decision)`: windows with a pass, the rest with the answer that does
    the most; the players asked (paying aside)."""
    asked = set()
    for _ in range(200):
        d = g.decision
        if d is None or g.outcome is not None or done(g, d):
            break
        p = d.waiting_for()[0]
        acts = d.actions[p]
        passing = next((a for a in acts if a.verb in ("pass", "noblock")), None) if d.kind in PASSING else None
        if passing is None and d.kind not in PAYING:
            asked.add(p)
        g.perform(passing or answer(acts))
    return asked


def play_shield(op) -> tuple[set, set]:
    """(players affected, players asked) when player 0 casts a spell doing `op` in the seeded position."""
    raw = {"op": op.name, **op.params}
    spell = card("TS-EFFECT", type="spell", civs=("fire",), cost=1,
                 abilities=[{"kind": "spell", "effects": [raw]}])
    g = scenario([_side(0, [{"card": "TS-EFFECT", "as": "fx"}]), _side(1)], [spell, SPELLX, DRAKE], format="duel",
                 seed=7)
    fx = g.memory["labels"]["fx"]
    before = _shield_state(g, fx)
    g.perform(f"p0 cast c{fx}")
    asked = answer_all(g, lambda g, d: d.kind == "main" and tuple(d.waiting_for()) == (0,))
    after = _shield_state(g, fx)
    return {p for p in before if before[p] != after[p]}, asked


def expected_shield(text: str, op, n: int) -> tuple[str, str]:
    clause = clause_of(text, SHIELD_VERBS[op.name], n, after="filter" in op.params or op.name in ("look_hand", "discard"))
    assert clause is not None, f"no clause of {text!r} says {op.name}"
    return players_named(clause, whose="filter" in op.params), chooser_named(clause)


def check(cid: str, text: str, named: str, affected: set, chooser: str, asked: set, who_chooses: set,
          strict: bool = False) -> list:
    """What is wrong: the players affected are not the ones named ("any": the cards of anyone), or someone
    else than the one named chooses (`strict`: the text says who chooses, so nobody choosing is wrong too)."""
    wrong = []
    if named == "any":
        if not affected or not affected <= {0, 1}:
            wrong.append(f"{cid}: affected {sorted(affected)}, the text names anyone's cards: {text!r}")
    elif affected != PLAYERS[named]:
        wrong.append(f"{cid}: affected {sorted(affected)}, the text names {named}: {text!r}")
    if (asked or strict) and asked != who_chooses:
        wrong.append(f"{cid}: {sorted(asked)} chose, the text has {chooser} choose: {text!r}")
    return wrong


SHIELD = list(shield_effects())


@pytest.mark.parametrize("cid,text,op,n", SHIELD, ids=[f"{c}-{o.name}-{n}" for c, _, o, n in SHIELD])
def test_every_shield_effect_affects_and_asks_whom_its_text_names(cid, text, op, n):
    named, chooser = expected_shield(text, op, n)
    affected, asked = play_shield(op)
    if op.name == "discard":     # each player named chooses what they discard, unless the text says at random
        at_random = "at random" in clause_of(text, SHIELD_VERBS["discard"], n, after=True)
        who_chooses = set() if at_random else PLAYERS[named]
    elif op.name == "draw" or "filter" in op.params:
        who_chooses = PLAYERS[chooser] if chooser != "self" else {0}
    else:
        who_chooses = {0}
    assert not check(cid, text, named, affected, chooser, asked, who_chooses, strict=op.name == "discard")


# ---- the life-zone game ------------------------------------------------------------------------------------
LZ_VERBS = {"discard": r"\bdiscards?\b", "player_damage": r"\bdamage to\b", "power": r"\bpower\b",
            "hit": r"\bhit\b", "destroy": r"\bdestroy", "damage_unit": r"\bdamage to\b", "rest": r"\brest\b",
            "stand": r"\bstand\b"}
LZ_SIDES = {"opponent": "opponent", "ally": "ally", "your": "self", "self": "self"}


def lifezone_effects():
    """(card, text, effect, nth of its verb) of every bundled life-zone effect naming a player or a side (a
    permanent ability's static ops hold while in play: their `who` is required and checked by the reader)."""
    for c in sorted(lifezone_pool(), key=lambda c: c.id):
        seen: dict = {}
        for ab in c.abilities:
            for e in ab.effects:
                if e["op"] in LZ_VERBS and ("who" in e or "target" in e):
                    n = seen[e["op"]] = seen.get(e["op"], -1) + 1
                    yield c.id, c.text_en, e, n


def _lz_state(g, skip: int) -> dict:
    """Each player's cards, life and units; of the unit whose ability it is, only what was done to it."""
    out = {}
    for p in range(len(g.players)):
        seen = [(z, cid) for z in ("deck", "hand", "energy", "grave", "life") for cid in g.zones[f"p{p}.{z}"]
                if cid != skip]
        field = [(cid, c.tapped, c.damage, repr(c.mods)) for cid in g.zones["all.field"] for c in [g.cards[cid]]
                 if c.controller == p and (cid != skip or c.damage or c.mods)]
        out[p] = (sorted(seen), sorted(field), len(g.zones[f"p{p}.life"]))
    return out


def play_lifezone(e: dict) -> tuple[set, set]:
    """(players affected, players asked) when player 0 plays a unit whose ability does `e` as it enters, in the
    seeded position ("this unit" is that unit)."""
    fx = lz_unit("TS-EFFECT", cost=0, abilities=[{"kind": "auto", "when": "enter", "effects": [e]}])
    zones = {p: {"hand": [{"card": "TS-U"}, {"card": "TS-BIG"}, {"card": "TS-QDRAW"}], "energy": ["TS-E"] * 3,
                 "field": [{"card": "TS-U"}, {"card": "TS-U", "rested": True}]} for p in (0, 1)}
    zones[0]["hand"].append({"card": "TS-EFFECT", "as": "fx"})
    g = divide(zones, [fx], seed=7)
    cid = g.memory["labels"]["fx"]
    before = _lz_state(g, cid)
    g.perform(next(a for a in g.legal_actions(0) if str(a) == f"p0 play c{cid}"))
    events = len(g.events)

    def resolved(g, d):     # the ability has resolved and the play window is back
        return d.kind == "priority" and not g.memory["res"] and any(
            ev.kind == "resolve" and ev.data.get("what") != "card" for ev in g.events[events:])
    asked = answer_all(g, resolved)
    return {p for p in before if before[p] != _lz_state(g, cid)[p]}, asked


def expected_lifezone(text: str, e: dict, n: int) -> str:
    clause = clause_of(text, LZ_VERBS[e["op"]], n, after=True)
    assert clause is not None, f"no clause of {text!r} says {e['op']}"
    return players_named(clause, whose="target" in e)


LIFEZONE = list(lifezone_effects())


@pytest.mark.parametrize("cid,text,e,n", LIFEZONE, ids=[f"{c}-{e['op']}-{n}" for c, _, e, n in LIFEZONE])
def test_every_lifezone_effect_affects_and_asks_whom_its_text_names(cid, text, e, n):
    named = expected_lifezone(text, e, n)
    said = LZ_SIDES[e["target"]["side"] if "target" in e else e["who"]]
    affected, asked = play_lifezone(e)
    who_chooses = PLAYERS[named] if e["op"] == "discard" else {0}    # the discarding player chooses (901-1)
    assert said == named or (said == "ally" and named == "self"), f"{cid}: data says {said}, text {named}: {text!r}"
    assert not check(cid, text, named, affected, "the player named" if e["op"] == "discard" else "self", asked,
                     who_chooses, strict=e["op"] == "discard")


# ---- the stack game ----------------------------------------------------------------------------------------
STACK_VERBS = {"damage": r"\bdamage\b", "draw": r"\bdraws?\b", "discard": r"\bdiscards?\b",
               "gain_life": r"\bgains?\b", "lose_life": r"\blos(e|es)\b", "poison": r"\bpoison\b",
               "set_life": r"\blife total\b", "destroy": r"\bdestroy", "exile": r"\bexile", "bounce": r"\bhand\b",
               "tap": r"\btap\b", "pump": r"[+-]\d+/[+-]\d+", "counter": r"\bcounter\b",
               "sacrifice": r"\bsacrifices?\b", "skip_untap": r"\buntap\b", "extra_turn": r"\bextra turn\b",
               "win_game": r"\bwins?\b", "lose_game": r"\bloses? the game\b", "add_mana": r"\badd\b",
               "reanimate": r"\bbattlefield\b"}
# what the data's words name in a two-player game; the ones that need a context the harness does not build
# (the spell being countered, the attacking creature, the defending player, the upkeep's player) are checked
# against the text only
STACK_WORDS = {"you": "self", "each_opponent": "opponent", "target_opponent": "opponent", "each_player": "each",
               "target_player": "any", "any_target": "any", "target_creature": "any", "each_creature": "any",
               "each_other_creature": "any", "each_opponent_creature": "opponent", "defending_player": "opponent",
               "that_player": "opponent", "attacking_player": "opponent", "self": "self", "target_spell": "any",
               "active_player": "self"}
CONTEXT = {"defending_player", "that_player", "attacking_player", "self", "target_spell"}
CHOOSE_OWN = {"discard", "sacrifice"}       # each player affected chooses their own cards


def stack_effects():
    for c in sorted(stack_pool(), key=lambda c: c.id):
        seen: dict = {}
        for e in list(c.effects) + [e for a in c.abilities for e in a.effects]:
            if "who" in e.params or "to" in e.params:
                n = seen[e.op] = seen.get(e.op, -1) + 1
                yield c.id, c.text_en, e, n


def _stack_state(g, skip: int) -> dict:
    m = g.memory
    out = {}
    for p in range(len(g.players)):
        cards = [(z, cid, g.cards[cid].tapped, repr(getattr(g.cards[cid], "mods", None)),
                  getattr(g.cards[cid], "damage", 0))
                 for z in ("library", "hand", "battlefield", "graveyard", "exile") for cid in g.zones[f"p{p}.{z}"]
                 if cid != skip]
        out[p] = (sorted(cards, key=str), m["life"].get(f"p{p}"), m["poison"].get(f"p{p}"),
                  m["pool"].get(str(p)), repr(m["skip_untap"].get(str(p))), m["extra_turns"].count(p))
    return out


def play_stack(e) -> tuple[set, set]:
    """(players affected, players asked) when player 0 casts an instant doing `e` in the seeded position."""
    fx = stack_spell("TS-EFFECT", [{"op": e.op, **e.params}], cost="0", typ="instant")
    bear = stack_creature("TS-BEAR", cost="1", p=2, t=2)

    def zones():
        return dict(hand=[{"card": "TS-BEAR"}, {"card": "TS-BEAR"}],
                    battlefield=[{"card": "TS-BEAR"}, {"card": "TS-BEAR", "tapped": True}], graveyard=["TS-BEAR"])
    mine = zones()
    mine["hand"].append({"card": "TS-EFFECT", "as": "fx"})
    g = stack_scenario("magic", [stack_player("A", **mine), stack_player("B", **zones())], [fx, bear], seed=7)
    cid = g.memory["labels"]["fx"]
    before = _stack_state(g, cid)
    g.perform(f"p0 cast c{cid}")
    asked = answer_all(g, lambda g, d: d.kind == "priority" and not g.memory["stack"]
                       and cid in g.zones["p0.graveyard"])
    return {p for p in before if before[p] != _stack_state(g, cid)[p]}, asked


STACK = list(stack_effects())


@pytest.mark.parametrize("cid,text,e,n", STACK, ids=[f"{c}-{e.op}-{n}" for c, _, e, n in STACK])
def test_every_stack_effect_affects_and_asks_whom_its_text_names(cid, text, e, n):
    clause = clause_of(text, STACK_VERBS[e.op], n, after=True)
    assert clause is not None, f"no clause of {text!r} says {e.op}"
    word = e.params.get("who") or e.params.get("to")
    if "that player" in clause:      # the player the clause's condition named ("each opponent's upkeep")
        clause = text
    named, said = players_named(clause, whose=True), STACK_WORDS[word]
    assert said == named, f"{cid}: the data says {word} ({said}), the text {named}: {text!r}"
    if word in CONTEXT:
        return
    affected, asked = play_stack(e)
    targeted = word in STACK_TARGETED
    who_chooses = ({0} if targeted else set()) | (affected if e.op in CHOOSE_OWN else set())
    assert not check(cid, text, named, affected, "the caster (targets) and each player for their own cards",
                     asked, who_chooses, strict=e.op in CHOOSE_OWN)
