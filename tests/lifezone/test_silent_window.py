"""D-silent-window: a round of a window in which no side can do anything but pass is written as one
`silent_window` event naming the window (play or damage, its step, main or not), the sides in the order they
passed, and what follows (the window ends, 802-7; the newest object resolves, 802-8; the damage goes on),
instead of an auto_pass and a pass per side.  Only the events change: a game's states, decisions and action
lists are the same, so saves written before the change load with their fingerprints and their events are
worked out again on replay."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from engine.conformance import configurations, new_random_game
from engine.sim import choose_random

from .support import L, divide, do, kinds, tag, unit

DATA = Path(__file__).resolve().parents[1] / "engine" / "data"


def silent(events) -> list[dict]:
    return [dict(e.data, rule=e.rule) for e in events if e.kind == "silent_window"]


def test_tag_802_7_a_window_nobody_can_act_in_closes_with_one_event_naming_it():
    # a card too dear to play and the turn's energy already placed: nobody can act until B-right's main phase
    g = tag({1: {"hand": ["TS-FILL"]}})
    windows = silent(g.events)
    assert [(w["step"], w["main"], w["sides"]) for w in windows] == [
        ("main", True, [0, 1]), ("end", False, [0, 1]), ("stand", False, [1, 0]), ("draw", False, [1, 0])]
    assert all(w["window"] == "play" and w["then"] == "end" and w["rule"] == "tag:802-7" for w in windows)
    assert not {"auto_pass", "pass"} & set(kinds(g.events))
    assert g.turn_player == 2 and g.decision.kind == "priority" and "p2 energy" in " ".join(map(str, g.legal_actions()))


def test_tag_802_8_a_silent_round_lets_the_newest_card_resolve_in_one_event():
    g = tag({1: {"hand": [{"card": "TS-QDRAW", "as": "q"}], "energy": ["TS-E"]}})
    start = len(g.events)
    do(g, "p1 play $q")
    rounds = silent(g.events[start:])
    assert rounds[0] == {"window": "play", "step": "main", "main": True, "sides": [0, 1], "then": "resolve",
                         "what": "card", "card": int(L(g, "q")[1:]), "rule": "tag:802-8"}
    at = kinds(g.events[start:]).index("silent_window")
    assert kinds(g.events[start:])[at + 1] == "resolve"
    assert "auto_pass" not in kinds(g.events[start:start + at])


def test_tag_802_9_a_side_that_may_act_is_asked_and_the_silent_side_still_passes_on_its_own():
    """A partial round is written as before: the silent side's auto_pass and pass, then the other side asked."""
    g = tag({3: {"hand": ["TS-QDRAW"], "energy": ["TS-E"]}}, step="draw")
    assert kinds(g.events)[-2:] == ["auto_pass", "pass"] and g.events[-1].data == {"side": 0}
    assert set(g.decision.waiting_for()) == {2, 3} and "silent_window" not in kinds(g.events)


def test_a_rules_check_that_speaks_between_two_silent_passes_keeps_them_written_in_order():
    """After a damage point (802-4) the side with priority passes, the rules check (802-3) then destroys a unit
    the point put in the red zone, and only then does the other side pass: the passes stay apart, in order."""
    frail = unit("TS-FRAIL", power=1000, abilities=[{"kind": "permanent", "condition": "red_zone",
                                                     "static": [{"op": "power", "n": -1000, "who": "self"}]}])
    g = divide({0: {"field": [{"card": "TS-U", "as": "a"}]},
                1: {"field": [{"card": "TS-FRAIL", "as": "f"}], "life": ["TS-PLAIN"] * 6}},
               cards=[frail], step="attack")
    start = len(g.events)
    do(g, "p0 attack $a", "p0 target p1", "p1 noblock")
    new = g.events[start:]
    at = kinds(new).index("life_card_moved")
    assert [(e.kind, e.data.get("side", e.data.get("defn"))) for e in new[at + 1:at + 8]] == [
        ("auto_pass", 0), ("pass", 0), ("destroyed", "TS-FRAIL"), ("move", "TS-FRAIL"), ("auto_pass", 1),
        ("pass", 1), ("damage_window_end", None)]
    assert [e.seq for e in g.events] == list(range(len(g.events)))


def test_silent_window_words_in_the_log_name_the_card_that_resolves():
    from gui.session.words import words_for
    g = tag({1: {"hand": [{"card": "TS-QDRAW", "as": "q"}], "energy": ["TS-E"]}})
    start = len(g.events)
    do(g, "p1 play $q")
    names = {p.index: p.name for p in g.players}

    def name(ref, _defn):
        return g.cards[ref].defn.name_en if isinstance(ref, int) else "a face-down card"

    lines = {lang: [words_for(lang).event(e, names, name) for e in g.events_for(None, start)]
             for lang in ("en", "ja")}
    ends = [i for i, e in enumerate(g.events[start:]) if e.kind == "silent_window" and e.data["then"] == "end"]
    first = kinds(g.events[start:]).index("silent_window")
    # the sentence names the card; its rule travels beside it as its own tag (U1b: never inside the sentence)
    assert lines["en"][first] == "Nobody can respond: 《Test TS-QDRAW》 resolves."
    assert lines["ja"][first] == "誰も対応できないので、《Test TS-QDRAW》が解決される。"
    assert g.events_for(None, start)[first]["rule"] == "tag:802-8"
    assert ends and all(lines["en"][i] is None for i in ends)    # a step's window closing is no news


@pytest.mark.parametrize("name", ["divide-2p", "tag-4p"])
def test_every_silent_round_of_random_games_is_one_event_and_events_stay_numbered(name):
    cfg = next(c for c in configurations() if c.name == name)
    rounds = 0
    for seed in range(4):
        g = new_random_game(cfg, seed)
        rng = random.Random(seed)
        while g.outcome is None and g.decision is not None and len(g.actions_log) < 400:
            g.perform(choose_random(g.legal_actions(g.decision.waiting_for()[0]), rng))
        ks = kinds(g.events)
        assert [e.seq for e in g.events] == list(range(len(g.events)))
        left = [i for i in range(len(ks) - 3) if ks[i:i + 4] == ["auto_pass", "pass", "auto_pass", "pass"]]
        assert not left, f"seed {seed}: a silent round written pass by pass at event {left[0]}"
        rounds += ks.count("silent_window")
    assert rounds > 100


def replaced(old: list[str], new) -> None:
    """`new` (events) is `old` (kinds, passes as 'kind:side') with each silent round of auto_pass a, pass a,
    auto_pass b, pass b written as one silent_window event naming sides a and b."""
    j = 0
    for e in new:
        if e.kind == "silent_window":
            a, b = e.data["sides"]
            assert old[j:j + 4] == [f"auto_pass:{a}", f"pass:{a}", f"auto_pass:{b}", f"pass:{b}"], (j, old[j:j + 4])
            j += 4
        else:
            want = e.kind if e.kind not in ("auto_pass", "pass") else f"{e.kind}:{e.data['side']}"
            assert old[j] == want, (j, old[j], want)
            j += 1
    assert j == len(old)


@pytest.mark.parametrize("fmt", ["divide", "tag"])
def test_a_save_written_before_the_silent_window_loads_and_its_events_are_worked_out_again(fmt):
    """tests/engine/data/*-before-silent-window.*: a save written by the engine of main before the change,
    and the event kinds that engine emitted for it."""
    text = (DATA / f"{fmt}-before-silent-window.enza").read_text(encoding="utf-8")
    before = json.loads((DATA / f"{fmt}-before-silent-window.events.json").read_text(encoding="utf-8"))
    saved = json.loads(text)
    g = engine.load_game(text, f"{fmt}.enza")
    if saved["versions"]["cards"] == g.rules.pool_version():   # the same fingerprint: refused as edited otherwise
        assert g.load_note is None
    else:       # the card pool changed since (issue 39 item 2: Crimson Signal Cannon names its player): same state
        assert "card pool" in g.load_note and g.fingerprint() == saved["fingerprint"]
    assert len(g.actions_log) == before["actions"]
    replaced(before["events"], g.events)
    assert silent(g.events)
