"""Words for everything (G3 item 4): every event kind and decision kind in the engine's registry
(engine/core/kinds.py) and every verb of every family reads as a sentence in English and in Japanese; none
falls back to the raw kind or the action text."""
import pytest

from engine.core.kinds import DECISION_KINDS, EVENT_KINDS
from gui import i18n
from gui.action_text import DECISION_TITLES, action_label, decision_title
from gui.event_words import QUIET, STEP_WORDS, step_words
from gui.log_text import event_text

NAMES = {0: "Aki", 1: "Bo", 2: "Chi"}
# quiet on purpose in log_text itself (bookkeeping behind another line)
LOG_TEXT_QUIET = {"turn_end", "resolve", "attack_end", "untap", "tap", "mana_recovered"}


def sample(kind: str) -> dict:
    """An event of this kind with every field the engine's emits of it use."""
    return {"kind": kind, "player": 0, "card": 7, "defn": None, "target": "p1", "to": "p1", "attacker": 7,
            "defender": 8, "opponent": 1, "by": 1, "whose": 1, "first": 0, "players": [0, 1], "amount": 2,
            "delta": -3, "life": 17, "total": 3, "count": 2, "points": 1, "hits": 1, "power": 1000, "mana": "R",
            "side": 1, "frm": "hand", "cause": "effect", "zone": "p0.deck", "cards": [7], "result": {"0": "won"},
            "turn": 3, "power_a": 3000, "power_b": 2000, "turns": 99, "won": True, "costs": [1, 2]}


def card(ref, _defn):
    return "Ember" if isinstance(ref, int) else "a face-down card"


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_event_kind_has_words(lang):
    raw = []
    for kind in sorted(EVENT_KINDS):
        text = event_text(sample(kind), NAMES, card)
        if text is None:
            assert kind in QUIET | LOG_TEXT_QUIET or kind == "move", f"{kind} is silent without a reason"
            continue
        if f"({kind})" in text or "{" in text:
            raw.append(kind)
    assert not raw, f"raw log lines ({lang}) for {raw}"


def test_event_words_are_translated():
    """A line in Japanese is not the English line: the translation exists for every worded kind."""
    i18n.set_language("en")
    en = {k: event_text(sample(k), NAMES, card) for k in sorted(EVENT_KINDS)}
    i18n.set_language("ja")
    try:
        ja = {k: event_text(sample(k), NAMES, card) for k in sorted(EVENT_KINDS)}
    finally:
        i18n.set_language("en")
    same = [k for k in en if en[k] is not None and en[k] == ja[k]]
    assert not same, f"no Japanese for the log lines of {same}"


def test_every_decision_kind_has_a_title(lang):
    missing = sorted(k for k in DECISION_KINDS if k not in DECISION_TITLES)
    assert not missing, f"no title for decisions {missing}"
    for k in DECISION_KINDS:
        assert decision_title(k) != i18n.tr("Decision: {kind}", kind=k)


@pytest.mark.parametrize("family", ["shield", "lifezone", "stack"])
def test_every_verb_has_an_answer_label(lang, family):
    import importlib
    mod = importlib.import_module(f"engine.families.{family}.rules")
    verbs = getattr(mod, "VERBS", None) or next(c for c in vars(mod).values()
                                                 if isinstance(c, type) and hasattr(c, "verbs")).verbs
    raw = []
    for verb in sorted(verbs):
        text = f"p0 {verb} c7 p1"
        label = action_label(text, lambda t: "Ember", lambda t: "Bo")
        if label == text.split(" ", 1)[1]:
            raw.append(verb)
    assert not raw, f"{family}: raw answer labels for {raw}"


def test_stack_and_life_zone_steps_have_words(lang):
    from engine.families.stack.rules import STEPS
    for s in list(STEPS) + ["stand"]:
        w = step_words(s)
        assert "_" not in w and w, s
    if lang == "ja":
        assert all(step_words(s) != STEP_WORDS[s] for s in STEP_WORDS)


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
    divide = event_text(_first_paid("divide"), NAMES, card)
    duel = event_text(_first_paid("duel"), NAMES, card)
    assert energy in divide and mana not in divide
    assert mana in duel and energy not in duel
