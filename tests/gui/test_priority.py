"""Priority without drudgery (G3 item 3): which priority decisions are passed for a person and which stop
(gui/session/stops.py, the policy; gui/priority.py, the bar)."""
import engine
from gui.session.stops import Stops, priority_steps


class PriorityStops(Stops):
    """The stops as the table consults them: p's pass, or None when p is asked."""

    def __init__(self):
        super().__init__(())

    def answer(self, g, p):
        d = g.decision
        text = f"p{p} pass"
        return text if text in {str(a) for a in g.legal_actions(p)} and self.gives_pass(p, d.kind, g.view(None)) \
            else None

    def toggle_stop(self, p, step):
        self.set_stop(p, step, step not in self.stops_of(p))

    def until_end_of_turn(self, g, p):
        super().until_end_of_turn(p, g.view(None))

    def until_something_happens(self, g, p):
        super().until_something_happens(p, g.view(None))


def response_window(g):
    return g.decision.kind == "priority" and bool(g.view(None).stack)


def duel(step: str):
    side = {"library": ["ST-L4"] * 5, "hand": ["ST-R02"], "battlefield": ["ST-L4"]}
    return engine.load_scenario({"format": "magic", "turn_player": 0, "step": step,
                                 "player": [dict(side, name="A"), dict(side, name="B")]})


def can_cast(g, p):
    return any(a.verb == "cast" for a in g.legal_actions(p))


def to(g, stops, who, step):
    """Pass (as the policy would, or by hand) until `who` holds priority in `step`."""
    for _ in range(40):
        d = g.decision
        if d.kind == "priority" and g.step == step and who in d.waiting_for():
            return
        p = d.waiting_for()[0]
        g.perform(next(str(a) for a in g.legal_actions(p) if a.verb == "pass" and not a.args))
    raise AssertionError(f"never reached {step} for p{who}")


def test_steps_without_a_stop_pass_even_with_an_instant_in_hand():
    g = duel("upkeep")
    st = PriorityStops()
    assert g.decision.kind == "priority" and can_cast(g, 0)
    assert st.answer(g, 0) == "p0 pass"            # my upkeep: not a stop
    g.perform("p0 pass")
    assert can_cast(g, 1) and st.answer(g, 1) == "p1 pass"


def test_own_main_phase_stops_and_the_others_pass():
    g = duel("upkeep")
    st = PriorityStops()
    to(g, st, 0, "main1")
    assert st.answer(g, 0) is None                  # my own main phase
    g.perform("p0 pass")
    assert st.answer(g, 1) == "p1 pass"             # not B's turn, nothing on the stack


def test_a_user_stop_and_pass_until_end_of_turn():
    g = duel("upkeep")
    st = PriorityStops()
    st.toggle_stop(1, "upkeep")
    g.perform("p0 pass")
    assert st.answer(g, 1) is None                  # B marked the upkeep as a stop
    st.toggle_stop(1, "upkeep")
    assert st.answer(g, 1) == "p1 pass"             # and unmarked it
    to(g, st, 0, "main1")
    st.until_end_of_turn(g, 0)
    assert st.answer(g, 0) == "p0 pass"             # even my main phase, until the turn ends


def test_a_spell_on_the_stack_is_a_chance_to_respond_asked_publicly():
    g = duel("upkeep")
    st = PriorityStops()
    to(g, st, 0, "main1")
    st.until_something_happens(g, 1)
    g.perform(next(str(a) for a in g.legal_actions(0) if a.verb == "cast"))
    while g.decision.kind != "priority":            # target and pay
        p = g.decision.waiting_for()[0]
        acts = g.legal_actions(p)
        g.perform(next((str(a) for a in acts if a.verb == "target" and a.args[-1] == "p1"), None)
                  or next((str(a) for a in acts if a.verb == "autopay"), None) or str(acts[0]))
    g.perform("p0 pass")
    assert response_window(g) and g.decision.waiting_for() == (1,)
    assert st.answer(g, 1) is None                  # something happened: B may respond
    assert st.waiting(1) is None


def test_the_bar_passes_until_the_end_of_the_turn_and_offers_stops(window, qtbot):
    from PySide6.QtCore import Qt
    g = duel("upkeep")
    window.games.set_game(g, 0)
    qtbot.waitUntil(lambda: g.step == "main1" and window.ctl.acting() == 0)     # upkeep and draw pass by
    bar = window.priority_bar
    qtbot.waitUntil(bar.isVisible)
    qtbot.mouseClick(bar.turn, Qt.MouseButton.LeftButton)
    # my main phases, combat and end step pass; B's priorities in my turn too; B's own main phase stops
    qtbot.waitUntil(lambda: g.turn_player == 1 and g.step == "main1", timeout=5000)
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.stops, Qt.MouseButton.LeftButton)
    menu = window.last_menu
    steps = [a.text() for a in menu.actions()]
    # every step of the family's turn where priority is given, one name each, declare blockers included
    assert "upkeep" in steps and "first main phase" in steps and "declare blockers" in steps
    assert "main" not in steps and len(steps) == len(set(steps)) == len(priority_steps(g))
    menu.close()
