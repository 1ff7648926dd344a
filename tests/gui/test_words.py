"""Words for everything (G3 item 4): every event kind and decision kind in the engine's registry
(engine/core/kinds.py) and every verb of every family reads as a sentence in English and in Japanese; none
falls back to the raw kind or the action text."""
import pytest

from engine.core.kinds import DECISION_KINDS, EVENT_KINDS
from gui.session.words import words_for
from gui.session.words.actions import DECISION_TITLES
from gui.session.words.events import QUIET
from gui.session.words.terms import STEP_WORDS

NAMES = {0: "Aki", 1: "Bo", 2: "Chi"}


def sample(kind: str) -> dict:
    """An event of this kind with every field the engine's emits of it use."""
    return {"kind": kind, "player": 0, "card": 7, "defn": None, "target": "p1", "to": "p1", "attacker": 7,
            "defender": 8, "opponent": 1, "by": 1, "whose": 1, "first": 0, "players": [0, 1], "amount": 2,
            "delta": -3, "life": 17, "total": 3, "count": 2, "points": 1, "hits": 1, "power": 1000, "mana": "R",
            "side": 1, "frm": "hand", "cause": "effect", "zone": "p0.deck", "cards": [7], "result": {"0": "won"},
            "turn": 3, "power_a": 3000, "power_b": 2000, "turns": 99, "won": True, "costs": [1, 2],
            "window": "play", "step": "main", "main": True, "sides": [0, 1], "then": "resolve", "what": "card"}


def card(ref, _defn):
    return "Ember" if isinstance(ref, int) else "a face-down card"


@pytest.fixture(params=["en", "ja"])
def lang(request):
    return request.param


def event_text(ev, names, card, lang="en"):
    return words_for(lang).event(ev, names, card)


def test_every_event_kind_has_words(lang):
    raw = []
    for kind in sorted(EVENT_KINDS):
        text = event_text(sample(kind), NAMES, card, lang)
        if text is None:
            assert kind in QUIET or kind == "move", f"{kind} is silent without a reason"
            continue
        if f"({kind})" in text or "{" in text:
            raw.append(kind)
    assert not raw, f"raw log lines ({lang}) for {raw}"


def test_event_words_are_translated():
    """A line in Japanese is not the English line: the translation exists for every worded kind."""
    en = {k: event_text(sample(k), NAMES, card, "en") for k in sorted(EVENT_KINDS)}
    ja = {k: event_text(sample(k), NAMES, card, "ja") for k in sorted(EVENT_KINDS)}
    same = [k for k in en if en[k] is not None and en[k] == ja[k]]
    assert not same, f"no Japanese for the log lines of {same}"


def test_every_decision_kind_has_a_title(lang):
    missing = sorted(k for k in DECISION_KINDS if k not in DECISION_TITLES)
    assert not missing, f"no title for decisions {missing}"
    w = words_for(lang)
    for k in DECISION_KINDS:
        assert w.decision_title(k) != w.tr("Decision: {kind}", kind=k)


@pytest.mark.parametrize("family", ["shield", "lifezone", "stack"])
def test_every_verb_has_an_answer_label(lang, family):
    import importlib
    mod = importlib.import_module(f"engine.families.{family}.rules")
    verbs = getattr(mod, "VERBS", None) or next(c for c in vars(mod).values()
                                                 if isinstance(c, type) and hasattr(c, "verbs")).verbs
    raw = []
    for verb in sorted(verbs):
        text = f"p0 {verb} c7 p1"
        label = words_for(lang).answer(text, lambda t: "Ember", lambda t: "Bo")
        if label == text.split(" ", 1)[1]:
            raw.append(verb)
    assert not raw, f"{family}: raw answer labels for {raw}"


def test_stack_and_life_zone_steps_have_words(lang):
    from engine.families.stack.rules import STEPS
    w = words_for(lang)
    for s in list(STEPS) + ["stand"]:
        assert "_" not in w.step(s) and w.step(s), s
    if lang == "ja":
        assert all(w.step(s) != STEP_WORDS[s] for s in STEP_WORDS)


def _first_paid(fmt: str) -> dict:
    """The first payment of a random game of `fmt`, as the log reads it."""
    import random

    import engine
    from engine.sim import choose_random, random_players
    rng = random.Random(2)
    g = engine.new_game(fmt, random_players(fmt, 2, rng), seed=2)
    while g.outcome is None:
        d = g.decision
        g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))
        paid = [e for e in g.events if e.kind == "paid" and e.data.get("cards")]
        if paid:
            return paid[0].for_viewer(None, True)
    raise AssertionError(f"no payment in a game of {fmt}")


def test_the_life_zone_game_pays_with_energy_and_the_shield_game_with_mana(lang):
    energy, mana = ("energy", "mana") if lang == "en" else ("エナジー", "マナ")   # the glossary's word (U1a)
    divide = event_text(_first_paid("divide"), NAMES, card, lang)
    duel = event_text(_first_paid("duel"), NAMES, card, lang)
    assert energy in divide and mana not in divide
    assert mana in duel and energy not in duel


def test_a_silent_window_is_worded_only_when_it_lets_something_resolve(lang):
    """D-silent-window (E4): one event for a round nobody could answer; a line only when a card or an
    ability resolves because of it, as the passes it replaces said nothing."""
    w = words_for(lang)
    ev = {"kind": "silent_window", "card": 7, "then": "resolve", "what": "card"}
    card_line = w.event(ev, NAMES, card)
    ability_line = w.event(ev | {"what": "ability"}, NAMES, card)
    assert "Ember" in card_line and "Ember" in ability_line and card_line != ability_line
    assert ("Nobody" in card_line) == (lang == "en") and "{" not in card_line + ability_line
    assert w.event(ev | {"then": "next-step"}, NAMES, card) is None
