"""Every TS-DP example of DIGEST.md A1 as a scenario (tests/scenarios/duepa/*.toml), run through
engine.scenario.run_scenario; where TOML expectations cannot say enough (orders of resolution, what
each player sees, power), a Python test loads the same scenario and asserts more.  The deck-building
examples (TS-DP-101-1, 101-2, 201-1) and the setup example (TS-DP-103-1) are Python tests here too."""
from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.decks import parse_deck
from engine.scenario import load_scenario, run_scenario

SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "duepa"
FILES = sorted(SCEN.glob("*.toml"))
DECKS = Path(__file__).resolve().parents[2] / "assets" / "decks" / "duepa"


def test_duepa_scenario_files_exist():
    names = {f.stem for f in FILES}
    for want in ("ts_dp_104_1", "ts_dp_104_2", "ts_dp_104_3", "ts_dp_105_1", "ts_dp_105_2", "ts_dp_105_3",
                 "ts_dp_106_1", "ts_dp_106_2", "ts_dp_107_1", "ts_dp_107_2", "ts_dp_107_3", "ts_dp_201_4a",
                 "ts_dp_201_4b", "ts_dp_201_3a", "ts_dp_201_3b", "ts_dp_300_1", "ts_dp_300_2", "ts_dp_300_3",
                 "ts_dp_300_4", "ts_dp_300_5", "ts_dp_301_1", "ts_dp_302_1", "ts_dp_303_1", "ts_dp_303_2",
                 "ts_dp_304_1", "ts_dp_304_2", "ts_dp_304_3", "ts_dp_304_4", "ts_dp_305_1", "ts_dp_305_2",
                 "ts_dp_305_3", "ts_dp_305_4", "ts_dp_305_2_1", "ts_dp_305_2_2", "ts_dp_306_1", "ts_dp_306_2",
                 "ts_dp_306_3", "ts_dp_400_1", "ts_dp_400_2", "ts_dp_400_3"):
        assert want in names, want


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_duepa_scenario(path):
    report = run_scenario(str(path))
    assert report.ok, "\n".join(report.lines)


def load(name):
    return load_scenario(str(SCEN / f"{name}.toml"))


def label(g, name):
    return g.memory["labels"][name]


def resolved(g, since=0):
    return [(e.data["player"], e.data["card"]) for e in g.events[since:] if e.kind == "resolve"]


# ----- setup and deck examples ------------------------------------------------------------------------
def test_ts_dp_103_1_setup_four_players():
    """TS-DP-103-1: 4 players with fresh 60-card decks; 6 shields, 6 cards; the first player draws."""
    decks = sorted(DECKS.glob("*.deck"))[:4]
    g = engine.new_game("duepa", [{"name": f"P{i}", "deck": str(d)} for i, d in enumerate(decks)], seed=5,
                        first_player=0)
    assert g.step == "charge" and g.turn_player == 0
    for p in range(4):
        assert len(g.pzone(p, "shield")) == 6 and len(g.pzone(p, "partner")) == 1
        assert len(g.pzone(p, "hand")) == (7 if p == 0 else 6)
    assert len(g.pzone(0, "deck")) == 46


def _validate(text):
    return engine.get_format("duepa")().validate_deck(parse_deck(text, "ex.deck"))


def test_ts_dp_101_1_deck_size_and_singleton():
    base = (DECKS / "ember_and_grove.deck").read_text(encoding="utf-8")
    assert _validate(base) == []
    lines = base.splitlines()
    card_lines = [i for i, l in enumerate(lines) if l[:1].isdigit()]
    sixty_one = "\n".join(lines + ["1 SG-172"])
    assert {p.rule for p in _validate(sixty_one)} == {"duepa:101.1"}
    dup = lines[card_lines[0]]
    doubled = "\n".join(lines[:card_lines[-1]] + [dup])  # last card replaced by a second copy of the first
    assert {p.rule for p in _validate(doubled)} == {"duepa:101.1b"}


def test_ts_dp_101_2_banned_categories():
    base = (DECKS / "ember_and_grove.deck").read_text(encoding="utf-8").splitlines()
    last = max(i for i, l in enumerate(base) if l[:1].isdigit())
    with_start = "\n".join(base[:last] + base[last + 1:] + ["1 SG-179"])  # starts the game in the battle zone
    assert {p.rule for p in _validate(with_start)} == {"duepa:101.1c"}
    with_nft = "\n".join(base[:last] + base[last + 1:] + ["1 SG-180"])  # "not for tournaments", not banned
    assert _validate(with_nft) == []


def test_ts_dp_201_1_partner_civilizations():
    fire_nature_partner = "SG-201"
    ok = "partner: SG-201\n59 SG-172\n"
    assert _validate(ok) == []
    assert {p.rule for p in _validate(f"partner: {fire_nature_partner}\n58 SG-172\n1 SG-212\n")} == {"duepa:201.2"}
    assert {p.rule for p in _validate(f"partner: {fire_nature_partner}\n58 SG-172\n1 SG-218\n")} == {"duepa:201.2"}
    assert _validate(f"partner: {fire_nature_partner}\n58 SG-172\n1 SG-200\n") == []


# ----- scenarios needing more than TOML expectations --------------------------------------------------
def test_ts_dp_105_1_attack_goes_on_after_the_nullified_win():
    g = load("ts_dp_105_1")
    assert g.outcome is None
    g.perform(str(g.legal_actions(0)[0]))  # break one shield
    assert len(g.zones["p1.shield"]) == 9 and len(g.zones["p1.hand"]) == 1
    assert any(e.kind == "nullified" and e.rule == "duepa:105.1" for e in g.events)
    assert g.outcome is None and g.decision.kind == "attack"


def test_ts_dp_201_4b_return_before_shuffle_and_draw():
    g = load("ts_dp_201_4b")
    start = max(i for i, e in enumerate(g.events) if e.kind == "cast")
    assert not any(e.kind == "shuffle" for e in g.events[start:])
    g.perform(f"p0 return c{label(g, 'm0')}")
    ks = []
    for e in g.events[start:]:
        if e.kind == "move" and e.data.get("cause") == "draw":
            ks.append("draw")
        elif e.kind in ("partner_returned", "shuffle"):
            ks.append(e.kind)
    assert ks == ["partner_returned", "shuffle", "draw"]
    assert g.zones["p0.partner"] == [label(g, "p")]


def test_ts_dp_301_1_look_versus_reveal():
    g = load("ts_dp_301_1")
    secret = label(g, "secret")
    look = [e for e in g.events if e.kind == "look"][0]
    assert look.for_viewer(0)["cards"] == [secret]
    for v in (2, 3):
        assert look.for_viewer(v).get("cards") != [secret]
        assert g.view(v).zones["p1.hand"].cards[0].card is None
    assert g.view(0).zones["p1.hand"].cards[0].card == "TS-BIG"
    reveal = [e for e in g.events if e.kind == "reveal"][-1]
    for v in (1, 2, 3):
        assert reveal.for_viewer(v)["defns"] == ["TS-BIG"]


def _jadoku(g, viewer=1):
    return [c.stats for c in g.view(viewer).zones["p0.battle"].cards if c.card == "TS-JADOKU"][0]


def test_ts_dp_303_2_static_turns_off():
    before = load_scenario(str(SCEN / "ts_dp_303_2.toml"), apply_actions=False)
    j = _jadoku(before)
    assert j["power"] == 7000 and "w_breaker" in j["keywords"]
    after = load("ts_dp_303_2")
    j = _jadoku(after)
    assert j["power"] == 3000 and "w_breaker" not in j["keywords"]


def _resolve_pending(g, tp):
    while g.decision is not None and g.decision.kind == "pending-order":
        p = g.decision.players[0]
        g.perform(sorted((str(a) for a in g.legal_actions(p)), key=lambda a: int(a.split()[-1]))[0])


def test_ts_dp_305_1_orders():
    g = load("ts_dp_305_1")
    since = max(i for i, e in enumerate(g.events) if e.kind == "attack")
    _resolve_pending(g, 0)
    names = {label(g, n): n for n in ("a1", "a2", "b1")}
    assert [names[c] for _, c in resolved(g, since) if c in names] == ["a1", "a2", "b1"]
    g = load("ts_dp_305_1_b")
    since = max(i for i, e in enumerate(g.events) if e.kind == "attack")
    _resolve_pending(g, 1)
    names = {label(g, n): n for n in ("a1", "a2", "b1")}
    assert [names[c] for _, c in resolved(g, since) if c in names] == ["b1", "a1", "a2"]


def test_ts_dp_305_2_new_effect_joins_turn_order():
    g = load("ts_dp_305_2")
    since = max(i for i, e in enumerate(g.events) if e.kind == "attack")
    b1 = next(pe.seq for pe in g.pending if pe.source == label(g, "b1"))
    g.perform(f"p1 resolve {b1}")
    if g.decision.kind == "designate-opponent":
        g.perform("p1 opponent p0")
    names = {label(g, n): n for n in ("b1", "an", "b2", "c1")}
    assert [names[c] for _, c in resolved(g, since) if c in names] == ["b1", "an", "b2", "c1"]


def test_ts_dp_305_3_walk_wraps():
    g = load("ts_dp_305_3")
    names = {label(g, n): n for n in "abd"}
    assert [names[c] for _, c in resolved(g) if c in names] == ["d", "a", "b"]


def test_ts_dp_305_4_turn_player_first_after_a_break():
    g = load("ts_dp_305_4")
    order = [g.cards[c].defn.id for _, c in resolved(g)]
    assert order == ["TS-BREAKER", "TS-TRIGCIP"]


def test_ts_dp_306_1_each_ninja_with_its_cip_in_order():
    g = load("ts_dp_306_1")
    since = max(i for i, e in enumerate(g.events) if e.kind == "attack")
    seq = []
    for e in g.events[since:]:
        if e.kind == "summon":
            seq.append(("summon", e.data["player"]))
        elif e.kind == "resolve" and e.data["player"] != 0 and e.data["path"][0] == "c":
            seq.append(("cip", e.data["player"]))
    assert seq == [("summon", 1), ("cip", 1), ("summon", 2), ("cip", 2), ("summon", 3), ("cip", 3)]
