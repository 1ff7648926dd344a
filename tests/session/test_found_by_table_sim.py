"""Session defects that `enza table-sim` found (issue 31 item 7), each proved by a focused test that fails
without its fix."""
import engine

from gui.session import Driver, Session, seats_of


def team_turn_scenario():
    """2HG, team A's first main phase: both A players are people with a land and a creature in hand and two
    untapped Plains; team B (computers) has nothing to do."""
    a = {"library": ["ST-L1"] * 5, "hand": ["ST-L1", "ST-W01"], "battlefield": ["ST-L1", "ST-L1"]}
    b = {"library": ["ST-L1"] * 5}
    return engine.load_scenario({"format": "2hg", "turn_player": 0, "step": "main1", "player": [
        dict(a, name="A1", seat=0, team=0), dict(a, name="A2", seat=1, team=0),
        dict(b, name="B1", seat=2, team=1), dict(b, name="B2", seat=3, team=1)]})


def take_screen(s, d, seat):
    """Play until `seat` is asked, dismissing the curtain for them; fails if someone else is asked."""
    for _ in range(5):
        w = d.until_person()
        snap = s.snapshot()
        if snap.curtain is not None and snap.curtain.seat == seat:
            assert s.dismiss_curtain(seat).ok
            continue
        if snap.open_call is not None and snap.open_call.seat == seat:
            assert s.answer_call(seat, True).ok
            continue
        return w, snap
    raise AssertionError("the person never took the screen")


def test_f4_ends_when_the_stack_grows_even_while_the_person_could_only_pass():
    """Found by `enza table-sim --format 2hg --players 4 --humans 0,1 --seed 1`: A1 pressed F4 ("pass until
    something happens") in the team's main phase; A2 cast a creature (the stack grew: something happened),
    A1 could only pass while it waited, and when it had resolved A1 was passed for again in the same main
    phase, with a land and a creature to play.  F4 was checked only when its person could do more than pass,
    so the stack that grew and shrank in between went unseen."""
    g = team_turn_scenario()
    s = Session(g, seats_of(g, people={0, 1}))
    d = Driver(s, level="random")
    w, snap = take_screen(s, d, 0)
    assert snap.asked == 0 and snap.view.step == "main1"
    assert s.pass_until(0, "event").ok
    w, snap = take_screen(s, d, 1)
    cast = next(o.text for o in snap.offers if o.text.startswith("p1 cast"))
    assert s.answer(1, cast).ok
    while s.snapshot().asked == 1 and s.snapshot().view.decision.kind == "pay":
        assert s.answer(1, next(o.text for o in s.snapshot().offers if o.text.endswith("autopay"))).ok
    for _ in range(20):     # the creature on the stack: whoever is asked passes, until it has resolved
        w = d.until_person()
        snap = s.snapshot()
        if snap.curtain is not None:
            assert s.dismiss_curtain(snap.curtain.seat).ok
        elif snap.open_call is not None:
            assert s.answer_call(snap.open_call.seat, False).ok
        elif snap.view.stack:
            assert s.answer(snap.asked, next(o.text for o in snap.offers if o.passing)).ok
        else:
            break
    # back in the main phase with an empty stack: the team is asked again, A1 first (seat order)
    assert snap.view.step == "main1" and not snap.view.stack
    assert snap.asked == 0, "A1 was passed for after the stack grew and resolved"


def test_a_person_who_took_the_screen_with_nothing_to_hide_gets_the_curtain_once_they_have():
    """Found by `enza table-sim --format divide --players 2 --humans 0,1 --seed 2` (leaks 3): P1, with no card in
    hand, was asked to block P0's attack and took the screen without a curtain (nothing of theirs to hide);
    P0 had nothing more to do that turn, and in P1's own turn the screen stayed P1's: the card P1 drew was
    drawn face up with P0 still at the screen.  A person holds the screen without the curtain only while
    their view shows nothing that another person at the screen does not see."""
    from tests.lifezone.support import divide
    g = divide({0: {"hand": ["TS-FILL"], "field": [{"card": "TS-U", "as": "a"}]},
                1: {"field": [{"card": "TS-U", "as": "b"}]}}, step="attack")
    s = Session(g, seats_of(g, people={0, 1}))
    d = Driver(s, level="random")
    w, snap = take_screen(s, d, 0)
    attack = next(o.text for o in snap.offers if o.text.startswith("p0 attack"))
    assert s.answer(0, attack).ok
    w, snap = take_screen(s, d, 0)
    assert s.answer(0, next(o.text for o in snap.offers if o.text.endswith(" p1"))).ok
    d.until_person()
    snap = s.snapshot()
    assert snap.asked == 1 and snap.curtain is None and snap.view.decision.kind == "block"
    assert s.answer(1, next(o.text for o in snap.offers if o.passing)).ok     # no block
    d.until_person()
    snap = s.snapshot()
    hand = next(z for k, z in snap.view.zones.items() if k.startswith("p1.hand"))
    assert snap.view.turn_player == 1 and hand.count == 1
    assert snap.curtain is not None and snap.curtain.seat == 1, "P1's new card was shown with P0 at the screen"
    assert not [c for c in hand.cards if c.card is not None]



def test_the_screen_of_one_who_took_it_uncovered_hides_their_teams_new_cards_while_nobody_is_asked():
    """Found by `enza table-sim --format tag --players 4 --humans 0,2 --seed 1` (leaks 3): A-right (p0, a
    person) took the screen without a curtain to block (nothing of their team's to hide); the battle ended B's
    turn and A-left (p1, a computer) drew in A's next turn, and while the table passed for A-right before
    raising the curtain the screen went on drawing A-right's view: the teammate's new card face up with
    B-right (p2, a person) at the screen.  A screen taken uncovered draws its owner's view only while it shows
    nothing another person there does not see."""
    from tests.lifezone.support import tag
    g = tag({2: {"field": [{"card": "TS-U", "as": "a"}]}, 0: {"field": [{"card": "TS-BIG", "as": "blk"}]}},
            turn_player=2, step="attack")
    s = Session(g, seats_of(g, people={0, 2}))
    d = Driver(s, level="random")
    w, snap = take_screen(s, d, 2)
    assert s.answer(2, next(o.text for o in snap.offers if o.text.startswith("p2 attack"))).ok
    w, snap = take_screen(s, d, 2)
    assert s.answer(2, "p2 target p1").ok
    d.until_person()
    snap = s.snapshot()
    assert snap.asked == 0 and snap.curtain is None and snap.view.decision.kind == "block"
    shown = []
    s.subscribe(lambda sid, sn: shown.append(sn))
    assert s.answer(0, next(o.text for o in snap.offers if o.text.startswith("p0 block"))).ok
    d.until_person()
    assert any(sn.view.turn_player == 1 for sn in shown)        # A-left's turn was drawn
    face_up = [(sn.version, c.token) for sn in shown if sn.curtain is None and sn.asked is None
               for k, z in sn.view.zones.items() if k.startswith("p1.hand") for c in z.cards if c.card is not None]
    assert not face_up, "A-left's new card was drawn face up with B-right at the screen"


def test_a_loaded_game_asks_again_the_person_it_was_saved_asking():
    """Found by `enza table-sim --format teams --players 4 --humans 0,1 --options '{"shared_turns": true}' --games 2
    --seed 2` (resume_mismatches 1, game 1 action 59): P1 (seat 0) had set a stop at the draw step and was asked there in
    the other team's turn; the game was saved then and loaded into a new Session, whose stops are not saved, so it
    passed for P1 at once: the table moved on before the person asked had seen it again.  The decision a loaded
    game was saved at is asked of its people."""
    from gui.session.sim.cli import run
    from gui.session.sim.table import Config
    out = run(Config("teams", 4, (0, 1), {"shared_turns": True}), games=2, seed=2)
    assert out["resume_mismatches"] == 0, out["examples"]
    assert out["resumes"] == 6 and all(out[k] == 0 for k in ("missed_asks", "leaks", "needless_asks"))
