"""U1b item 2, part C: the table's status drawn right in every family.  Each game is played through the session
with a person at every seat (seeded, as a table plays it) until the moment of the defect; the snapshot of that
moment is drawn by the one table scene, and what is drawn is read back from the scene.

- life-zone game: the resolution area draws the card being played (tag said "1" and drew nothing) and, at a
  shot, the life card just revealed (divide drew nothing there);
- stack game: the stack's count and drawing include triggered abilities (on it, and waiting to go on it: it
  said "Stack 0");
- the pass button says what passing does while something waits to resolve (not "end this step");
- grand melee: the line in the middle names every turn marker's turn and step (it showed one marker's);
- a mulligan: the seats not asked (any more) are drawn dimmed."""
from __future__ import annotations

import pytest

from gui.session import Driver, Session
from gui.session.protocol import TableOptions
from gui.table.layouts.zone_layout import NOT_ASKED_OPACITY, fitted
from gui.table.scene import TableScene
from gui.table.view import build_context
from tests.session.people import Person
from tests.session.test_session_api import game


def play_until(fmt: str, n: int, seed: int, seen, lang: str | None = None, cap: int = 1500):
    """A seeded game with a person at every seat, played until `seen(snapshot)` holds at a person's question."""
    s = Session(game(fmt, n, set(range(n)), seed=seed), options=TableOptions(language=lang))
    person, driver = Person(seed, act=0.8), Driver(s)
    while len(s.game.actions_log) < cap:
        w = driver.until_person()
        if w.over or w.person is None:
            break
        snap = s.snapshot()
        if snap.curtain is None and snap.open_call is None and seen(snap):
            return s, snap
        person(s, w.person)
    raise AssertionError(f"{fmt} seed {seed}: the moment never came")


SCENES: list = []      # kept to the end: a scene freed by the collector while a failure's traceback holds its
                       # items crashed the run (segmentation fault) instead of reporting the failure


def drawn(s, snap) -> TableScene:
    """The snapshot drawn by the table scene, as the window draws it (gui/main_window.py refresh)."""
    sc = TableScene()
    SCENES.append(sc)
    sc.relayout(1100.0, 700.0)
    viewer = snap.viewer if isinstance(snap.viewer, int) else snap.asked
    sc.set_state(snap.view, build_context(s.game, viewer, None, [], view=snap.view, snap=snap))
    return sc


def lifo_box(sc, key: str):
    """The box of a stack or resolution area, the objects drawn in it (each by its own token and the token of
    the card it shows: an ability is drawn as its source's face) and its caption."""
    box = sc.shared_boxes[key]
    shown = set(box.items) | {it.data_.get("source") for it in box.items.values()}
    return box, shown, box.caption()


def test_tag_the_resolution_area_draws_the_card_being_played_and_counts_it(qapp):
    s, snap = play_until("tag", 4, 1, lambda sn: sn.view.decision.kind == "pay" and sn.view.zones["all.res"].count)
    zone = snap.view.zones["all.res"]
    box, items, caption = lifo_box(drawn(s, snap), "all.res")
    assert {c.token for c in zone.cards} <= items, (zone.cards, items)     # it said 1 and drew nothing
    assert caption.endswith(f" {len(items)}") and len(items) >= 1


def test_divide_a_shot_draws_the_revealed_life_card_in_the_resolution_area(qapp):
    s, snap = play_until("divide", 2, 1, lambda sn: sn.view.decision.kind == "shot")
    revealed = snap.view.decision.source
    box, items, caption = lifo_box(drawn(s, snap), "all.res")
    assert revealed in items, (revealed, items)
    assert caption.endswith(" 1")
    assert any("revealed card" in label for label, _pt in box.groups)


def test_stack_a_triggered_ability_on_the_stack_is_counted(qapp):
    s, snap = play_until("magic", 2, 1, lambda sn: any(it.kind == "trigger" for it in sn.view.stack))
    box, items, caption = lifo_box(drawn(s, snap), "stack")
    assert len(box.items) == len(snap.view.stack) >= 1
    assert caption.endswith(f" {len(snap.view.stack)}"), caption      # "Stack 0" with a trigger on it


def test_stack_triggered_abilities_waiting_to_be_ordered_are_drawn_on_the_stack(qapp):
    s, snap = play_until("magic", 2, 4, lambda sn: sn.view.decision.kind == "order-triggers")
    waiting = [it for it in snap.view.stack if it.kind == "pending"]
    assert len(waiting) == len(s.game.pending) >= 2        # 603.3b: they wait to go on the stack
    box, items, caption = lifo_box(drawn(s, snap), "stack")
    assert {it.token for it in waiting} <= items
    assert caption.endswith(f" {len(snap.view.stack)}"), caption


@pytest.mark.parametrize("lang, says, not_says", [("en", "Pass: let 《", "end this step"), ("ja", "を解決させる", "ステップを終える")])
def test_the_pass_button_says_the_top_of_the_stack_resolves(lang, says, not_says):
    s, snap = play_until("magic", 2, 2, lambda sn: sn.view.decision.kind == "priority" and sn.view.stack
                         and sn.asked is not None, lang=lang)
    passing = next(o for o in snap.offers if o.passing)
    top = snap.view.stack[-1]
    name = s.namer("pc").token_name(top.token)
    assert says in passing.words and name in passing.words, passing.words
    assert not_says not in passing.words
    # with nothing on the stack the same button still goes on to the next step
    s2, snap2 = play_until("magic", 2, 2, lambda sn: sn.view.decision.kind == "priority" and not sn.view.stack
                           and sn.asked is not None, lang=lang)
    assert "《" not in next(o for o in snap2.offers if o.passing).words


def test_melee_the_caption_names_every_turn_markers_turn_and_step(qapp):
    s, snap = play_until("melee", 8, 1, lambda sn: len(sn.view.turns) == 2 and len({t.step for t in sn.view.turns}) == 2)
    w = s.words
    for t in snap.view.turns:
        name = s.game.players[t.player].name
        assert f"turn {t.turn} ({name}): {w.step(t.step)}" in snap.caption, snap.caption
        assert f"turn {t.turn} ({name}): {w.step(t.step)}" in snap.status, snap.status
    sc = drawn(s, snap)
    assert sc.ctx.info == snap.caption      # the scene draws the session's line, as given
    sc.relayout(1016.0, 705.0)              # the table's size in a 1366x768 window: the line is drawn whole
    assert fitted(snap.caption, sc.plan.middle.width() - 8)[0] == snap.caption


def test_tag_mulligan_the_seats_not_asked_are_dimmed(qapp):
    s, snap = play_until("tag", 4, 1, lambda sn: sn.view.decision.kind == "mulligan")
    asked = set(snap.view.decision.players)
    assert set(snap.dimmed) == {sv.player for sv in snap.view.seats} - asked and snap.dimmed
    sc = drawn(s, snap)
    for p, box in sc.boxes.items():
        assert box.opacity() == (1.0 if p in asked else NOT_ASKED_OPACITY), p


def test_stack_mulligan_answered_at_once_dims_who_answered(qapp):
    s, snap = play_until("magic", 2, 1, lambda sn: sn.view.decision.kind == "mulligan")
    assert snap.view.decision.mode == "simultaneous" and snap.dimmed == ()     # everyone asked: nobody dimmed
    first = snap.asked
    assert s.answer(first, f"p{first} keep").ok
    Driver(s).until_person()
    snap = s.snapshot()
    assert snap.view.decision.kind == "mulligan" and snap.dimmed == (first,)
    sc = drawn(s, snap)
    seats = sc.boxes if sc.zone_mode else sc.seats
    assert seats[first].opacity() == NOT_ASKED_OPACITY and seats[1 - first].opacity() == 1.0
