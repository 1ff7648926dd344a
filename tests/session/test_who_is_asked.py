"""Who is asked (issue 31 item 3): a person alone at the screen is asked only when they can do more than pass,
never through the open call; each test also plants the defect it guards against and sees it."""
import pytest

from gui.session import Driver, Session, faults

from .people import Person
from .test_session_api import game


def asks_of_a_lone_person(fmt, n, turns=4, seed=3):
    """Play `turns` turns with one person (seat 0) who always gives their pass-like answer; return what the
    screen showed each time the table waited for them."""
    s = Session(game(fmt, n, {0}, seed=seed))
    d = Driver(s)
    seen = []
    while s.game.turn <= turns:
        w = d.until_person()
        if w.over:
            break
        snap = s.snapshot()
        seen.append(snap)
        if snap.open_call is not None:
            s.answer_call(0, False)
        else:
            passing = next((o for o in snap.offers if o.passing), None)
            s.answer(0, (passing or next(o for o in snap.offers if not o.text.endswith("concede"))).text)
    return seen


@pytest.mark.parametrize("fmt,n", [("magic", 2), ("duel", 2), ("ffa", 4)])
def test_a_lone_person_is_never_given_the_open_call_nor_asked_with_only_the_pass(fmt, n):
    seen = asks_of_a_lone_person(fmt, n)
    assert seen and all(s.open_call is None and s.curtain is None for s in seen)
    for snap in seen:
        if snap.view.decision.kind not in ("priority", "use-declaration"):
            continue    # (a step whose pass would end a turn in which they chose something waits for End turn)
        real = [o for o in snap.offers if not o.passing and not o.text.endswith("concede")]
        assert real, f"asked with nothing but the pass: {snap.heading}"


def test_the_lone_person_open_call_fault_is_seen():
    with faults.planted("lone-person-open-call"):
        seen = asks_of_a_lone_person("duel", 2)
    assert any(s.open_call is not None for s in seen)


# ----- shared team turns (D-805.5-people) ----------------------------------------------------------
class LandFirst(Person):
    """A person who plays a land whenever they may (else passes): what Bunta wanted to do."""

    def __init__(self):
        super().__init__(1, act=0.0, yes=0.0)

    def __call__(self, s, seat):
        snap = s.snapshot()
        if snap.curtain is None and snap.open_call is None and snap.asked == seat:
            land = [o for o in snap.offers if o.text.split()[1] == "play"]
            if land:
                self.asked.setdefault(seat, []).append(snap)
                assert s.answer(seat, land[0].text).ok
                return
        super().__call__(s, seat)


def lands_by_team_turn(fmt, options=None, actions=600):
    """Both people of team 0 (seats 0 and 1) at a 4-seat table; {seat: lands played in team 0's turns}."""
    s = Session(game(fmt, 4, {0, 1}, seed=5, options=options))
    Driver(s, level="random").play(LandFirst(), max_actions=actions)
    out = {0: 0, 1: 0}
    for text in s.game.actions_log:
        p, verb = text.split()[:2]
        if verb == "play" and p in ("p0", "p1"):
            out[int(p[1:])] += 1
    return out


@pytest.mark.parametrize("fmt,options", [("2hg", None), ("teams", {"shared_turns": True})])
def test_both_people_of_a_team_play_lands_in_their_teams_turns(fmt, options):
    lands = lands_by_team_turn(fmt, options)
    assert lands[0] >= 2 and lands[1] >= 2, lands


def test_the_teammate_autopass_fault_keeps_the_second_person_from_playing():
    with faults.planted("teammate-autopass"):
        lands = lands_by_team_turn("2hg")
    assert lands[1] == 0 and lands[0] >= 2, lands


def team_round_start(people, computer=None):
    """A tag game driven to a decision the whole of team 0 (seats 0, 1) answers at once with a person asked."""
    s = Session(game("tag", 4, people, seed=7))
    d = Driver(s, level=computer or "random")
    person = Person(7, act=0.0)
    for _ in range(400):
        w = d.until_person()
        g = s.game
        if w.over:
            break
        snap = s.snapshot()
        dec = g.decision
        from gui.session.answers import only_pass
        if snap.asked is not None and dec.mode == "single" and set(dec.waiting_for()) == {0, 1} and \
                str(g.step).startswith("main") and g.turn_player in (0, 1) and \
                not any(only_pass(g.legal_actions(p)) for p in (0, 1)):
            return s, d     # the team's main step, both able to act
        person(s, w.person)
    raise AssertionError("no team decision reached")


def test_a_persons_pass_is_withheld_until_every_person_of_the_team_passed():
    s, d = team_round_start({0, 1})
    first = s.snapshot().asked
    other = 1 - first
    assert s.set_stop(other, str(s.game.step), True).ok     # the teammate stops here too (a tag partner's
    n = len(s.game.actions_log)                             # main step is not theirs by default)
    sent = []
    s.subscribe_actions(sent.append)
    passing = next(o.text for o in s.snapshot().offers if o.passing)
    assert s.answer(first, passing).ok
    d.until_person()
    assert len(s.game.actions_log) == n and not sent, "the team passed on the first person's pass"
    snap = s.snapshot()
    assert other in (snap.asked, snap.curtain and snap.curtain.seat, snap.open_call and snap.open_call.seat)
    while s.snapshot().asked != other:
        Person(1)(s, other)
    assert s.answer(other, next(o.text for o in s.snapshot().offers if o.passing)).ok
    assert len(s.game.actions_log) == n + 1      # now the team's one pass
    assert (sent[0].seat, sent[0].how) == (other, "chosen")


class AlwaysPass:
    def choose(self, g, p):
        acts = [a for a in g.legal_actions(p) if a.verb != "concede"]
        return next((a for a in acts if not a.args and a.source is None), acts[0])


def test_a_computer_teammates_pass_never_passes_for_a_person():
    s, d = team_round_start({0}, computer=AlwaysPass())
    assert s.snapshot().asked == 0 and 1 in s.round.done      # the computer declined; the person is asked
    assert not any(t.startswith("p1 pass") for t in s.game.actions_log[-1:])


# ----- stops --------------------------------------------------------------------------------------
def attack_scenario():
    import engine
    side = {"library": ["ST-L4"] * 5, "hand": ["ST-R02", "ST-L4"], "battlefield": ["ST-L4", "ST-B01"]}
    return engine.load_scenario({"format": "magic", "turn_player": 0, "step": "main1",
                                 "player": [dict(side, name="A"), dict(side, name="B")]})


def test_pass_until_end_of_turn_passes_the_own_attack_step_too_and_f4_f6_stay_there():
    from gui.session import seats_of
    g = attack_scenario()
    s = Session(g, seats_of(g, people={0}))
    d = Driver(s, level="random")
    d.until_person()
    assert s.snapshot().controls.pass_until and s.snapshot().controls.end_turn
    turn = (g.turn, g.turn_player)
    # at the attack step the person is asked (a creature may attack), with F4 / F6 there
    assert s.answer(0, "p0 pass").ok
    w = d.until_person()
    snap = s.snapshot()
    assert snap.view.decision.kind == "declare-attackers" and snap.controls.pass_until and snap.controls.end_turn
    assert s.end_turn(0).ok
    w = d.until_person()
    assert w.over or (s.game.turn, s.game.turn_player) != turn, s.game.decision


def test_end_turn_in_grand_melee_holds_through_the_other_markers_turn():
    s = Session(game("melee", 8, {0}, seed=3))
    d = Driver(s, level="random")
    from gui.session.stops import same_turn, turn_key
    for _ in range(200):
        w = d.until_person()
        v = s.sight.public()
        if v.turn_player == 0 and str(v.step).startswith("main") and s.snapshot().controls.end_turn:
            break
        Person(2, act=0.0)(s, 0)
    else:
        raise AssertionError("never at the person's own main phase")
    key = turn_key(v)
    assert s.end_turn(0).ok
    w = d.until_person()
    while not w.over and same_turn(key, s.sight.public()):
        # only a decision that is no pass (cleanup's discard) may still ask them in that turn
        assert not s.snapshot().controls.pass_until, "asked again in the turn they ended"
        Person(2, act=1.0)(s, 0)
        w = d.until_person()


def test_pass_until_the_end_of_the_turn_means_the_persons_own_turn_marker():
    """Grand melee (807.4): two turns at once, their decisions interleaved.  The other marker's decisions
    neither end the person's "until the end of the turn" nor stop it; their next own turn does."""
    from types import SimpleNamespace as V

    from gui.session.stops import Stops

    def view(turn, tp, step="main1", stack=()):
        return V(turn=turn, turn_player=tp, active_players=[0, 4] if turn < 3 else [1, 5], step=step, stack=list(stack),
                 teams=[])
    st = Stops(("main1", "main2"))
    st.until_end_of_turn(0, view(1, 0))
    assert st.gives_pass(0, "priority", view(2, 4))                       # the other marker's priority
    assert st.gives_pass(0, "priority", view(2, 4, stack=["spell"]))      # and its stack
    assert st.gives_pass(0, "priority", view(1, 0, "main2"))              # my own second main phase
    assert st.gives_pass(0, "declare-attackers", view(1, 0, "declare_attackers"))   # my attack step too
    assert not st.gives_pass(0, "priority", view(3, 1, "main1", ["spell"]))         # the next turn: over
    assert st.waiting(0) is None


# ----- the End turn of a turn in which the person chose something -----------------------------------
def end_of_turn_draw_scenario():
    """Duel, A's charge step: A may charge a card; A's tapped Cloudie draws "at the end of your turn" if A
    wants (it asks A), so the attack step's pass is A's last before abilities run at the turn's end."""
    import engine
    return engine.load_scenario({
        "format": "duel", "turn_player": 0, "step": "charge",
        "player": [{"name": "A", "deck": ["SG-001"] * 5, "hand": ["SG-137"],
                    "battle": [{"card": "SG-043", "tapped": True}]},
                   {"name": "B", "deck": ["SG-001"] * 5}]})


def test_a_chosen_turn_asks_for_end_turn_before_end_of_turn_abilities_without_a_trial_copy(monkeypatch):
    """The attack step's pass closes the turn's play whatever the end-of-turn abilities then ask: the person
    is asked for End turn there (Game.closes_turn, from the steps), and no copy of the game is made to learn
    whether Cloudie's draw will ask (the trial copy the auto-pass made there, S1c item 4)."""
    from engine.core.game import Game
    from gui.session import seats_of
    g = end_of_turn_draw_scenario()
    s = Session(g, seats_of(g, people={0}))
    d = Driver(s, level="random")
    d.until_person()
    copies = []
    real_clone = Game.clone
    monkeypatch.setattr(Game, "clone", lambda self, *a, **k: copies.append(1) or real_clone(self, *a, **k))
    charge = next(o.text for o in s.snapshot().offers if " charge " in o.text)
    assert s.answer(0, charge).ok
    d.until_person()
    snap = s.snapshot()
    assert snap.asked == 0 and snap.view.decision.kind == "attack", snap.heading
    assert [o.text for o in snap.offers if not o.text.endswith("concede")] == ["p0 pass"]
    assert snap.controls.end_turn
    assert not copies
    assert s.answer(0, "p0 pass").ok
    d.until_person()
    # then Cloudie asks A whether to draw, in the same turn: the pass closed its play, not the turn
    assert (s.game.turn_player, s.snapshot().asked) == (0, 0)
    snap = s.snapshot()
    assert [(o.text, o.words) for o in snap.offers if not o.text.endswith("concede")] == [
        ("p0 count 0", "Do not draw"), ("p0 count 1", "Draw 1")]
    assert snap.heading.startswith("A: How many cards do you draw? (effect of 《Cloudie, Mist Bubble》)"), snap.heading
