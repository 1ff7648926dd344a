"""engine/core/kinds.py registers every event kind and decision kind the engine can emit (the table's log and
translations key on them): seeded random games of every format and option variant emit nothing unregistered,
every decision's mode and every result is one of the enums, and every kind written literally in an `emit`
or an `ask`/choose call under engine/ is registered too (for the kinds random play seldom reaches); every rule id
a decision, event or outcome cites follows the one convention, `<document>:<id>` (kinds.RULE_ID)."""
import ast
import random
from pathlib import Path

import pytest

from engine.conformance import configurations, new_random_game
from engine.decks import NO_PARTNER, UNKNOWN_CARD, parse_deck
from engine.formats import all_formats, get_format
from engine.core.kinds import (DECISION_KINDS, EVENT_KINDS, RULE_ID, DecisionKind, DecisionMode, EventKind,
                               Result)
from engine.sim import choose_random

ENGINE = Path(__file__).resolve().parents[2] / "engine"
CONFIGS = configurations()
ASKERS = {"ask", "ask1", "ask_many", "Decision", "ChooseFrame", "choose_yes_no"}


def play_and_collect(cfg, seed: int, cap: int = 1500):
    g = new_random_game(cfg, seed)
    rng = random.Random(seed)
    decisions, modes, rules = set(), set(), set()
    n = 0
    while g.outcome is None and g.decision is not None and n < cap:
        d = g.decision
        decisions.add(d.kind)
        modes.add(d.mode)
        rules.add(d.rule)
        p = d.waiting_for()[0]
        g.perform(choose_random(d.actions[p], rng))
        n += 1
    results = set()
    rules |= {e.rule for e in g.events if e.rule}
    if g.outcome is not None:
        results = {r for r, _ in g.outcome.players.values()} | {r for r, _ in g.outcome.teams.values()}
        rules |= {why for _, why in [*g.outcome.players.values(), *g.outcome.teams.values()] if why}
    return {e.kind for e in g.events}, decisions, modes, results, rules


@pytest.mark.parametrize("cfg", CONFIGS, ids=[c.name for c in CONFIGS])
def test_every_emitted_event_and_decision_kind_is_registered(cfg):
    for seed in (1, 2):
        events, decisions, modes, results, rules = play_and_collect(cfg, seed)
        assert events and decisions
        assert events <= EVENT_KINDS, f"unregistered event kinds {sorted(events - EVENT_KINDS)}"
        assert decisions <= DECISION_KINDS, f"unregistered decision kinds {sorted(decisions - DECISION_KINDS)}"
        assert modes <= set(DecisionMode)
        assert results <= set(Result)
        assert rules and not [r for r in rules if not RULE_ID.fullmatch(r)], "rule ids are cited as <document>:<id>"


def literal_kinds():
    """Kinds named by a string literal where the engine emits an event or asks a decision."""
    events, decisions = {}, {}
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            where = f"{path.relative_to(ENGINE.parent)}:{node.lineno}"
            if name == "emit" and node.args:
                for c in ast.walk(node.args[0]):
                    if isinstance(c, ast.Constant) and isinstance(c.value, str):
                        events[c.value] = where
            elif name in ASKERS:
                first = next((a for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)),
                             None)
                if first is not None:
                    decisions[first.value] = where
    return events, decisions


def test_every_literal_kind_in_the_engine_is_registered():
    events, decisions = literal_kinds()
    assert len(events) > 50 and len(decisions) > 20
    assert not {k: w for k, w in events.items() if k not in EVENT_KINDS}
    assert not {k: w for k, w in decisions.items() if k not in DECISION_KINDS}


def test_kinds_are_the_plain_strings():
    """Members compare and hash as their strings, so logs, saves and fingerprints do not change."""
    assert EventKind.MOVE == "move" and hash(EventKind.MOVE) == hash("move") and str(EventKind.MOVE) == "move"
    assert DecisionKind.USE_DECLARATION == "use-declaration"
    assert "simultaneous" in set(DecisionMode) and f"{Result.WON}" == "won"
    # decision modes and results sit in the tuples that Game.fingerprint hashes through repr()
    assert repr(Result.DREW) == repr("drew") and repr(DecisionMode.SEQUENTIAL) == repr("sequential")
    assert repr((Result.WON, "dm:1")) == repr(("won", "dm:1"))


def bare_mode_and_result_strings():
    """String literals under engine/ (docstrings aside) that spell a decision mode or a result."""
    values = {m.value for m in DecisionMode} | {r.value for r in Result}
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "kinds.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        found += [f"{path.relative_to(ENGINE)}:{n.lineno} {n.value!r}" for n in ast.walk(tree)
                  if isinstance(n, ast.Constant) and n.value in values and id(n) not in docstrings]
    return found


def test_decision_modes_and_results_are_the_enums_everywhere():
    """Every family names a mode or a result through kinds (DecisionMode / Result or their module names),
    never as a bare string a typo could silently break."""
    assert bare_mode_and_result_strings() == []


@pytest.mark.parametrize("fmt", [info.name for info in all_formats()])
def test_deck_problems_cite_rules_in_the_one_form(fmt):
    """Every format's deck problems, the ones no game rule states included (an unknown card, a partner line
    where the format has none), follow kinds.RULE_ID; those two have one code in every family."""
    rules = get_format(fmt)(None)
    deck = parse_deck("name: bad\npartner: ZZ-404\n3 ZZ-999\n1 ZZ-998\n", f"{fmt}.txt")
    probs = rules.validate_deck(deck)
    assert probs and all(RULE_ID.fullmatch(pr.rule) for pr in probs), probs
    assert {pr.line for pr in probs if pr.rule == UNKNOWN_CARD} >= {3, 4}
    if not rules.info.deck_rules.get("partner"):
        assert (2, NO_PARTNER) in {(pr.line, pr.rule) for pr in probs}
