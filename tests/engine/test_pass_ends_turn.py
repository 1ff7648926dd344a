"""The families' `pass_ends_turn` (what `Game.ends_turn` answers without a copy of the game) and `pass_closes_turn`
(what `Game.closes_turn`, the table's question, answers) against the trial
it replaces (a copy, the answer performed on it), at every decision of random checked games of every format
where a table's auto-pass asks it: a person offered nothing but a pass-like answer, outside priority and the
declarations (gui/session/asking.py); and wherever else a family answers for a pass (beside other answers).  The trial lives here only, as the test's reference."""
from collections import Counter

from engine.conformance import configurations, play_checked
from engine.core.kinds import DecisionKind

SEEDS = 1
CAP = 250


def trial_ends_turn(g, text: str) -> bool:
    """The old answer: perform `text` on a copy and look."""
    t = g.clone()
    t.perform(text)
    d = t.decision
    return (t.turn != g.turn or t.turn_player != g.turn_player or t.outcome is not None
            or (d is not None and d.kind == DecisionKind.USE_DECLARATION))


def lone_passes(g):
    """(player, answer) where the auto-pass asks: the player's only answer (conceding aside) has no argument."""
    d = g.decision
    if d.kind in (DecisionKind.PRIORITY, DecisionKind.USE_DECLARATION):
        return
    for p in d.waiting_for():
        acts = [a for a in d.actions.get(p, ()) if a.verb != "concede"]
        if len(acts) == 1 and not acts[0].args:
            yield p, acts[0]


def other_passes(g, lone):
    """The decision's other argument-less answers (a pass beside answers that do something): the families
    answer for these too, and must answer exactly."""
    d = g.decision
    for p in d.waiting_for():
        for a in d.actions.get(p, ()):
            if not a.args and a.verb != "concede" and (p, a) not in lone:
                yield a


class Compare:
    def __init__(self):
        self.n = Counter()

    def __call__(self, g):
        lone = list(lone_passes(g))
        for a in other_passes(g, lone):
            hook = g.rules.pass_ends_turn(g, a)
            if hook is not None:
                assert hook is trial_ends_turn(g, str(a)), (str(a), g.step, g.turn, g.rules.info.name)
                self.n["answered beside other answers"] += 1
        for _p, a in lone:
            text = str(a)
            hook = g.rules.pass_ends_turn(g, a)
            want = trial_ends_turn(g, text)
            fp = g.fingerprint()
            assert g.ends_turn(text) is want, (text, g.step, g.turn)
            assert g.fingerprint() == fp           # asking changes nothing
            if hook is not None:
                assert hook is want, (text, g.step, g.turn, g.rules.info.name)
            closes = g.rules.pass_closes_turn(g, a)
            assert g.closes_turn(text) is (want if closes is None else closes)
            if closes is not None and closes is not want:
                # only where abilities run at the turn's end and ask: the pass closed the turn's play
                assert closes and hook is None and g.rules.info.family == "shield", (text, g.step)
                self.n["closed before the turn's end asks"] += 1
            self.n["closes tried"] += closes is None
            self.n["answered" if hook is not None else "tried"] += 1
            self.n[(g.rules.info.family, hook is not None)] += 1


def test_pass_ends_turn_agrees_with_the_trial_in_random_checked_games_of_every_format():
    cmp = Compare()
    for cfg in configurations():
        for seed in range(SEEDS):
            play_checked(cfg, seed, cap=CAP, view_every=50, watch=cmp)
    # not vacuous: the shield family answers its steps' passes itself, ending the turn and not
    assert cmp.n[("shield", True)] > 150, cmp.n
    assert cmp.n["answered"] > 20 * cmp.n["tried"], cmp.n
    assert cmp.n["answered beside other answers"] > 200, cmp.n
    # what the table's auto-pass asks (Game.closes_turn) never needs the trial where it is asked
    assert cmp.n["closes tried"] == 0 and cmp.n["closed before the turn's end asks"] > 0, cmp.n
