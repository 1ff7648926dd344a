"""A toy format that lives only in tests proves the format hooks of the core: setup, turn
structure, who may act (a simultaneous private decision), pending-effect ordering, state checks,
win/lose/draw, deck validation and visibility — and runs through the generic sim loop."""
from dataclasses import dataclass

import pytest

import engine
from engine.core.actions import Action
from engine.core.decision import Decision
from engine.core.game import DONE, Frame, Outcome
from engine.core.options import number
from engine.core.rules import BaseRules, FormatInfo
from engine.core.zones import OWNER, ZoneSpec
from engine.formats import FORMATS, register
from engine.sim import play_random_game


@dataclass(frozen=True)
class Num:
    id: str
    value: int


class RoundFrame(Frame):
    """Every living player bids one card at once, privately; then the bids are revealed."""

    __slots__ = ("bids",)

    def __init__(self):
        super().__init__(None)
        self.bids = {}

    def run(self, g):
        waiting = tuple(p for p in g.alive_players() if p not in self.bids)
        if waiting:
            acts = {p: [Action(p, "bid", (f"c{c}",)) for c in g.pzone(p, "hand")] for p in waiting}
            return Decision("bid", waiting, acts, "toy:1", "simultaneous")
        best = max(g.cards[c].defn.value for c in self.bids.values())
        top = [p for p, c in self.bids.items() if g.cards[c].defn.value == best]
        for p, c in sorted(self.bids.items()):
            g.zones[f"p{p}.hand"].remove(c)
            g.zones[f"p{p}.shown"].append(c)
            g.cards[c].known = g.all_mask
        g.emit("reveal", bids={str(p): c for p, c in self.bids.items()})
        if len(top) == 1:
            # the round's winner scores through a pending effect, ordered by the format's hook
            g.pending.append(("score", top[0]))
        g.pending.append(("tick", None))
        for item in g.rules.pending_sorted(g):
            g.pending.remove(item)
            if item[0] == "score":
                g.memory["points"][str(item[1])] += 1
            g.memory["log"].append(item[0])
        g.rules.state_checks(g)
        return DONE

    def answer(self, g, a):
        self.bids[a.player] = int(a.args[0][1:])


class ToyRules(BaseRules):
    info = FormatInfo(name="toy-bid", family="toy", title_en="Toy bidding", title_ja="入札ごっこ",
                      min_players=2, max_players=5, options={"rounds": number(3, 0, 9)},
                      deck_rules={"size": 3})
    verbs = frozenset({"bid", "concede"})

    def setup(self, g):
        g.all_mask = (1 << g.n_players) - 1
        g.memory["points"] = {str(p.index): 0 for p in g.players}
        g.memory["log"] = []
        g.memory["round"] = 0
        for p in g.players:
            g.zones[f"p{p.index}.hand"] = []
            g.zones[f"p{p.index}.shown"] = []
            for v in p.deck_spec:
                c = engine.core.game.Card(len(g.cards), Num(f"N{v}", int(v)), p.index)
                c.known = 1 << p.index
                g.cards.append(c)
                g.zones[f"p{p.index}.hand"].append(c.id)
                c.zone = f"p{p.index}.hand"

    def on_empty_stack(self, g):  # turn structure: rounds until the hands are empty
        if g.memory["round"] >= self.options["rounds"]:
            return self.finish(g)
        g.memory["round"] += 1
        g.turn = g.memory["round"]
        g.push(RoundFrame())

    def pending_sorted(self, g):  # ordering policy: ticks before scores
        return sorted(g.pending, key=lambda it: (it[0] != "tick", str(it[1])))

    def state_checks(self, g):  # a player who reached 2 points wins at once
        for p, pts in g.memory["points"].items():
            if pts >= 2:
                self.player_wins(g, int(p), "toy:2")
                return

    def finish(self, g):
        pts = g.memory["points"]
        best = max(pts.values())
        top = [int(p) for p, v in pts.items() if v == best]
        if best == 0:  # nobody scored: everyone lost, which is not a draw
            g.end_game(Outcome({p.index: ("lost", "toy:3") for p in g.players}))
        elif len(top) > 1:
            g.end_game(Outcome({p.index: ("drew" if p.index in top else "lost", "toy:3") for p in g.players}))
        else:
            self.player_wins(g, top[0], "toy:3")

    def validate_deck(self, deck):
        return [] if len(deck) == self.info.deck_rules["size"] else ["deck size"]

    zone_specs = (ZoneSpec("hand", "p{n}.hand", visibility=OWNER, order="unordered"), ZoneSpec("shown", "p{n}.shown"))


@pytest.fixture(autouse=True)
def toy_registered():
    register(ToyRules)
    yield
    FORMATS.pop("toy-bid", None)


def toy(decks, seed=1, **opts):
    return engine.new_game("toy-bid", [{"name": f"T{i}", "deck": d} for i, d in enumerate(decks)], seed=seed,
                           options=opts or None)


def test_toy_format_is_listed_with_its_info():
    assert any(f.name == "toy-bid" for f in engine.formats())


def test_simultaneous_decision_collects_answers_privately():
    g = toy([["1", "2", "3"], ["3", "2", "1"], ["2", "2", "2"]])
    d = g.decision
    assert d.mode == "simultaneous" and set(d.waiting_for()) == {0, 1, 2}
    g.perform(f"p1 bid c{g.pzone(1, 'hand')[0]}")
    assert set(g.decision.waiting_for()) == {0, 2}
    with pytest.raises(engine.IllegalAction):
        g.perform(f"p1 bid c{g.pzone(1, 'hand')[1]}")  # p1 already answered
    # p1's bid is not visible to p0 before the reveal
    assert [c.card for c in g.view(0).zones["p1.hand"].cards] == [None, None, None]
    assert all(c.card is not None for c in g.view(1).zones["p1.hand"].cards)


def test_pending_ordering_hook_and_state_check_win():
    g = toy([["3", "3", "1"], ["1", "1", "3"]])
    for _ in range(2):
        for p in (0, 1):
            g.perform(f"p{p} bid c{g.pzone(p, 'hand')[0]}")
    assert g.memory["log"][:2] == ["tick", "score"]
    assert g.outcome.winners == [0] and g.outcome.reason(0) == "toy:2"


def test_draw_and_all_lost_are_different_outcomes():
    g = toy([["2", "1", "1"], ["2", "1", "1"]])
    play_random_game(g, 1)
    assert g.outcome.is_draw and g.outcome.winners == []
    g = toy([["1", "2", "3"], ["1", "2", "3"]], rounds=0)
    assert g.outcome.nobody_won and not g.outcome.is_draw


def test_deck_validation_hook():
    assert engine.get_format("toy-bid")().validate_deck([1, 2]) == ["deck size"]


def test_unknown_option_is_refused():
    with pytest.raises(ValueError):
        toy([["1", "2", "3"], ["1", "2", "3"]], colour="red")


def test_sim_loop_runs_the_toy_format_to_the_end():
    from engine.sim import simulate
    r = simulate("toy-bid", 3, 20, 1, factory=lambda i, rng: toy([["1", "2", "3"]] * 3, seed=i))
    assert r.finished == 20 and r.unfinished == 0
    assert 20 * 6 <= r.actions <= 20 * 9  # 3 players bid each round; a game lasts 2 or 3 rounds
    g = toy([["1", "2", "3"]] * 3, seed=4)
    n = play_random_game(g, 9)
    assert g.outcome is not None and n <= 9


class TeamToyRules(ToyRules):
    """2 vs 2: a shared pot zone, a zone per team, teams concede together, and a team wins only when
    none of its members lost (the format's call, like 2HG 810.8 rather than 104.2c)."""
    info = FormatInfo(name="toy-team", family="toy", title_en="Toy teams", title_ja="チームごっこ",
                      min_players=4, max_players=4, teams=(2, 2), options={"rounds": number(3, 0, 9)}, deck_rules={"size": 3})
    team_concedes_together = True

    def setup(self, g):
        super().setup(g)
        g.zones["all.pot"] = []
        g.zones["t0.score"] = []
        g.zones["t1.score"] = []

    def team_wins_if(self, member_results):
        return all(r == "won" for r in member_results)


@pytest.fixture
def team_toy():
    register(TeamToyRules)
    yield
    FORMATS.pop("toy-team", None)


def test_team_and_shared_zones_exist_and_count_in_the_fingerprint(team_toy):
    g = engine.new_game("toy-team", [{"deck": ["1", "2", "3"], "team": i // 2} for i in range(4)], seed=1)
    assert {"all.pot", "t0.score", "t1.score"} <= set(g.zones)
    before = g.fingerprint()
    g.zones["all.pot"].append(0)
    assert g.fingerprint() != before


def test_team_concession_needs_every_member(team_toy):
    g = engine.new_game("toy-team", [{"deck": ["1", "2", "3"], "team": i // 2} for i in range(4)], seed=1)
    assert g.seating.teammates(0) == (1,)
    g.perform("p0 concede")
    assert g.players[0].alive and g.outcome is None  # a proposal only
    g.perform("p1 concede")
    assert not g.players[0].alive and not g.players[1].alive
    assert g.outcome is not None


def test_team_result_is_the_formats_call(team_toy):
    from engine.core.game import Outcome
    rules = engine.get_format("toy-team")()
    g = engine.new_game("toy-team", [{"deck": ["1", "2", "3"], "team": i // 2} for i in range(4)], seed=1)
    results = {0: ("won", "x"), 1: ("lost", "x"), 2: ("lost", "x"), 3: ("lost", "x")}
    assert rules.team_results(g, results)[0][0] == "lost"      # toy-team: a member lost, no team win
    assert ToyRules().team_results(g, results)[0][0] == "won"   # the base hook: any member's win counts
    assert Outcome(results).winners == [0]
