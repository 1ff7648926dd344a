"""Refusals that tell the truth about the gesture made (issue 34): the labelled catalogue of gestures
(assets/gestures/, engine/gesture_catalogue.py) walked through `Game.why_not` and `Game.answer_for`; its
rule ids belong to the format's own documents; every legal drag a table lights up is found again from its
gesture; a gesture never changes the game and never names a card its maker cannot see."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import engine
from engine.conformance import configurations, new_random_game
from engine.gesture_catalogue import catalogue
from engine.sim import choose_random

ENTRIES = catalogue()
RULE_IDS = {ln.strip() for ln in (Path(__file__).resolve().parents[1] / "RULE_IDS.txt").read_text().splitlines()
            if ln.strip() and not ln.startswith("#")}
SEEDED = ("duepa", "dmp", "tag")     # documents whose every id is listed in RULE_IDS.txt

# the gestures issue 34 names, each with the rule its refusal must cite (or "answer": now legal)
REQUIRED = {
    "attack-an-untapped-creature": "dm:505.2", "attack-with-a-tapped-creature": "dm:506.1a",
    "attack-from-the-main-step": "dm:505", "cast-without-the-civilization": "dm:106",
    "click-a-tapped-mana-card": "dm:112", "click-a-tapped-mana-card-while-paying": "dm:112",
    "creature-dropped-on-its-controllers-battlefield-is-cast": "answer",
    "ffa-attack-against-the-direction": "mtg:803", "ffa-attack-out-of-range": "mtg:801",
    "tag-unit-dropped-on-the-opposing-life-zone-attacks-the-front-player": "answer",
    "tag-life-zone-drop-when-the-front-player-cannot-be-attacked": "tag:601-1",
    "tag-attack-the-player-who-is-not-in-front": "tag:602-1",
}


def test_the_catalogue_labels_the_gestures_the_issue_names():
    have = {}
    for e in ENTRIES:
        have.setdefault(e.label, set()).add("answer" if e.legal else e.rule)
    for label, rule in REQUIRED.items():
        assert rule in have.get(label, ()), f"{label}: expected {rule}, catalogue has {have.get(label)}"
    assert {e.family for e in ENTRIES} == {"shield", "stack", "lifezone"}
    assert len({(e.path, e.label) for e in ENTRIES}) == len(ENTRIES), "a label appears twice in one position"


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e.format}:{e.label}" for e in ENTRIES])
def test_labelled_gesture_gives_its_rule_or_its_answers(entry):
    g = entry.game()
    p, src, tgt = entry.gesture(g)
    before = g.fingerprint()
    got = g.answer_for(p, src, tgt)
    why = g.why_not(p, src, tgt)
    if entry.legal:
        assert got.answers == entry.answers(g) and got.refusal is None and why is None, (got, why)
        for text in got.answers:        # the answers are the game's own, one after the other
            assert text in {str(a) for a in g.legal_actions(p)}
            g.perform(text)
        return
    assert got.answers == () and got.refusal is not None
    assert (got.refusal.rule, got.refusal.code) == (entry.rule, entry.code or got.refusal.code)
    assert why is not None and (why.rule, why.code) == (got.refusal.rule, got.refusal.code)
    assert why.params.get("source") == src and why.params.get("target") == tgt
    assert g.fingerprint() == before


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e.format}:{e.label}" for e in ENTRIES])
def test_catalogue_rule_ids_belong_to_the_formats_own_documents(entry):
    """A refusal cites its own family's rules (issue 34 item 3): the base game's document or the format's
    seed; an id of a seed document is one the seed has (tests/RULE_IDS.txt)."""
    if entry.legal:
        return
    own = engine.rule_documents(entry.format)
    doc = entry.rule.split(":")[0]
    assert doc in own, f"{entry.label}: {entry.rule} is not of {sorted(own)}"
    if doc in SEEDED:
        assert entry.rule in RULE_IDS, f"{entry.rule} is no rule of its seed"


def test_the_catalogue_positions_are_valid_scenarios_whose_other_expectations_hold():
    from engine.scenario import run_scenario
    for path in sorted({e.path for e in ENTRIES}):
        rep = run_scenario(path)
        assert rep.ok, "\n".join(rep.lines)


def test_a_gesture_without_meaning_is_said_so_with_the_decisions_rule():
    """A hand card dropped on an opponent's zone means nothing in the shield game: no verb is guessed."""
    e = next(x for x in ENTRIES if x.label == "cast-without-the-civilization")
    g = e.game()
    p, src, _ = e.gesture(g)
    err = g.why_not(p, src, "p1.battle")
    assert err.code == "no-drop" and err.rule == g.decision.rule


# ----- every legal drag is found from its gesture; refusals speak only of what their maker sees ---------------
def _drops(g, p, answers) -> list:
    """(answer text, source, target) for every gesture the hints of the answers light up."""
    out = []
    for a in answers:
        if a.source is None:
            continue
        for t in ((a.target,) if a.target is not None else ()) + tuple(a.follow or ()):
            out.append((str(a), a.source, t))
    return out


FAMILIES = {c.name: c for c in configurations() if c.name in ("duepa-4p", "digital-2p", "magic-2p", "ffa-4p-left",
                                                                 "tag-4p", "divide-2p", "emperor-6p", "teams-4p-shared", "melee-8p")}


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_every_lit_drop_is_an_answer_and_random_gestures_change_nothing(name):
    cfg = FAMILIES[name]
    g = new_random_game(cfg, 34)
    rng = random.Random(34)
    found = probed = 0
    for _ in range(160):
        d = g.decision
        if g.outcome is not None or d is None:
            break
        p = d.waiting_for()[0]
        answers = g.legal_actions(p)
        for text, src, tgt in _drops(g, p, answers):
            got = g.answer_for(p, src, tgt)
            assert any(c[0] == text for c in got.choices), (text, src, tgt, got)
            found += 1
        view = g.view(p)
        seen = [c.token for z in view.zones.values() for c in z.cards]
        spots = seen + list(view.zones) + [f"p{q}" for q in range(len(g.players))]
        before = g.fingerprint()
        for _ in range(6):
            src, tgt = rng.choice(seen) if seen else None, rng.choice(spots + [None])
            err = g.why_not(p, src, tgt)
            probed += 1
            if err is not None:
                _speaks_only_of_seen(g, p, err, set(seen) | set(spots))
        assert g.fingerprint() == before
        g.perform(choose_random(d.actions[p], rng, "act"))
    assert found > 5 and probed > 50


def _speaks_only_of_seen(g, p, err, seen) -> None:
    assert err.rule == "" or err.rule.split(":")[0] in ("dm", "duepa", "dmp", "bd", "tag", "mtg")
    for k in ("source", "target"):
        v = err.params.get(k)
        assert v is None or v in seen, (k, v)
    for t in err.params.get("targets", ()):
        assert t in seen, t
    for tok in re.findall(r"\bc(\d+)\b", " ".join(str(v) for v in err.params.values())):
        assert g.token(int(tok), p) == f"c{tok}", f"refusal names card c{tok} that p{p} cannot see"
