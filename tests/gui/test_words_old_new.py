"""S1a item 2: the Qt-free words (gui/session/words) say exactly what the old Qt path (gui/log_text.py,
gui/event_words.py, gui/action_text.py, gui/names.py over gui/i18n.tr and Qt's translator) said, over real
seeded games of every format, in English and in Japanese: every log line (per viewer and in full), every
decision heading, every answer label, every gesture refusal, every step name."""
import random
from types import SimpleNamespace

import pytest

import engine
from engine.sim import choose_random, random_players
from gui import i18n
from gui.session.words import CardBook, Namer, words_for
from gui.session.words import actions as new_actions
from gui.session.words import events as new_events
from gui.session.words import refusals as new_refusals
from gui.session.words.cards import civ_names

FORMATS = [f.name for f in engine.formats()]
ACTIONS = 400      # per game: the shield and life-zone games to their end, the stack games well into attacks


def old_names(book, game):
    from gui.names import NamesMixin
    n = type("OldNames", (NamesMixin,), {})()
    n.ctl, n.game = SimpleNamespace(cards_seen=book), game
    return n


def old_words(g, names, old, events, viewer_hand):
    from gui import action_text, log_text
    from gui.event_words import step_words

    def card(ref, _d):
        return old.card_label(ref) if isinstance(ref, int) else i18n.tr("a face-down card")
    out = [step_words(g.step)]
    out += [log_text.event_text(ev, names, card, old.spell_side_name) for ev in events]
    out += [log_text.reveal_note(ev, names, lambda r, _d=None: old.card_label(r)) for ev in events]
    if g.outcome is None and g.decision is not None:
        out.append(action_text.decision_heading(g, old.card_label))
        for acts in g.decision.actions.values():
            out += [action_text.context_label(str(a), g, old.token_name, old.player_name, old.card_label,
                                              old.card_def) or action_text.action_label(str(a), old.token_name,
                                                                                        old.player_name)
                    for a in acts]
        p = g.decision.waiting_for()[0]
        out += [action_text.refusal_text(e, old.token_name(t)) if e is not None else None
                for t, e in viewer_hand(p)]
    return out


def new_words(w, g, names, new, events, viewer_hand):
    out = [new_events.step_words(w, g.step)]
    out += [new_events.event_text(w, ev, names, new.log_card, new.spell_side_name) for ev in events]
    out += [new_events.reveal_note(w, ev, names, new.log_card) for ev in events]
    if g.outcome is None and g.decision is not None:
        out.append(new_actions.decision_heading(w, g, new.card_label))
        for acts in g.decision.actions.values():
            out += [new_actions.context_label(w, str(a), g, new.card_label, new.book.definition) or
                    new_actions.action_label(w, str(a), new.token_name, new.player_name) for a in acts]
        p = g.decision.waiting_for()[0]
        out += [new_refusals.refusal_text(w, e, new.token_name(t)) if e is not None else None
                for t, e in viewer_hand(p)]
    return out


def play(fmt: str, lang: str) -> int:
    """One seeded game of `fmt`, compared step by step; returns how many words were compared."""
    rng = random.Random(7)
    info = next(f for f in engine.formats() if f.name == fmt)
    n = info.recommended_players or info.min_players
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=7)
    names = {p.index: p.name for p in g.players}
    book = CardBook()
    book.start(g)
    old, new, w = old_names(book, g), Namer(words_for(lang), book, g), words_for(lang)

    def viewer_hand(p):
        """The refusals of dragging each face-up card of p's own zones anywhere (the table's why-not)."""
        v = g.view(p)
        toks = [c.token for z in v.zones.values() for c in z.cards if c.owner == p and c.card is not None][:6]
        return [(t, g.gesture_refusal(p, t, None)) for t in toks]
    compared, seen = 0, {0: 0, None: 0}
    for _ in range(ACTIONS):
        book.learn_view(g.view(0))
        evs = []
        for viewer in seen:
            new_evs = g.events_for(viewer, seen[viewer], full=viewer is None)
            seen[viewer] += len(new_evs)
            for ev in new_evs:
                book.learn_event(ev) if viewer == 0 else None
            evs += new_evs
        a, b = old_words(g, names, old, evs, viewer_hand), new_words(w, g, names, new, evs, viewer_hand)
        assert a == b, next((x, y) for x, y in zip(a, b) if x != y)
        compared += len(a)
        if g.outcome is not None:
            break
        d = g.decision
        g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))
    return compared


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    i18n.set_language(request.param)
    assert request.param == "en" or i18n.tr("Done") != "Done", "the Japanese .qm is not installed (make test)"
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("fmt", FORMATS)
def test_words_of_a_real_game_are_the_same_old_and_new(fmt, lang):
    assert play(fmt, lang) > 300


def test_civilization_names_are_the_same_old_and_new(lang):
    from gui.action_text import civ_names as old_civ_names
    combos = [[], ["water"], ["fire", "nature", "zero"], ["light", "darkness", "colorless"]]
    assert [old_civ_names(c) for c in combos] == [civ_names(words_for(lang), c) for c in combos]


def samples(kind: str) -> list[dict]:
    """Events of this kind as the engine emits them, and with the fields that change the words varied."""
    from tests.gui.test_words import sample
    base = sample(kind)
    variants = [base, {"kind": kind}, base | {"rule": "mtg:104.4b"}, base | {"card": "h3", "defn": None},
                base | {"player": "p1", "target": 1, "to": "c9", "attacker": "c4"}, base | {"target": "c8"},
                base | {"amount": None}, base | {"amount": 0, "available": 3}, base | {"amount": 4, "available": 1},
                base | {"cards": [], "zone": "energy"}, base | {"zone": "energy", "cards": [1, 2]},
                base | {"power_a": None}, base | {"whose": None, "cards": 3}, base | {"whose": None, "cards": None,
                                                                                  "handles": ["h1", "h2"]},
                base | {"what": "passed", "marker": 2}, base | {"what": "waits", "marker": 1}, base | {"what": None},
                base | {"result": {"0": "lost", "1": "drew"}}, base | {"players": None}, base | {"delta": 4},
                base | {"delta": None}, base | {"zone": "p1.library"}, base | {"cause": "draw", "owner": 1},
                base | {"cause": "", "frm": "hand", "to": "mana"}, base | {"frm": "p0.hand", "to": "p0.res"},
                base | {"frm": "p0.res", "to": "p0.field"}, base | {"frm": "deck", "to": "hand", "cause": ""},
                base | {"frm": "p0.battle", "to": "p1.gone"}, base | {"won": False, "cards": None, "costs": None},
                base | {"mana": None}]
    return [v | {"kind": kind} for v in variants]


def outcome(fn, *args):
    """What a call gives, or the kind of error it raises (a malformed event fails the same way both ways)."""
    try:
        return fn(*args)
    except Exception as e:     # noqa: BLE001
        return type(e).__name__


def test_words_of_every_event_kind_are_the_same_old_and_new(lang):
    from engine.core.kinds import EVENT_KINDS
    from gui import log_text
    names = {0: "Aki", 1: "Bo", 2: "Chi"}
    w = words_for(lang)

    def card(ref, _d):
        return "Ember" if isinstance(ref, int) else i18n.tr("a face-down card")

    def side(ref):
        return "Flare" if ref == 7 else None
    evs = [e for k in sorted(EVENT_KINDS) for e in samples(k)]
    old = [(outcome(log_text.event_text, e, names, card, side), outcome(log_text.reveal_note, e, names, card))
           for e in evs]
    new = [(outcome(new_events.event_text, w, e, names, card, side),
            outcome(new_events.reveal_note, w, e, names, card)) for e in evs]
    assert old == new
    assert len(old) > 2000


def test_answer_decision_refusal_zone_and_step_words_are_the_same_old_and_new(lang):
    import importlib

    from engine.core.kinds import DECISION_KINDS
    from gui import action_text, log_text
    from gui.event_words import step_words
    w = words_for(lang)
    verbs = set()
    for family in ("shield", "lifezone", "stack"):
        mod = importlib.import_module(f"engine.families.{family}.rules")
        verbs |= set(getattr(mod, "VERBS", None) or next(c for c in vars(mod).values()
                                                         if isinstance(c, type) and hasattr(c, "verbs")).verbs)
    verbs |= set(action_text.REFUSALS) | {"order", "assign", "target", "attack", "count", "unknown"}
    texts = [f"p0 {v}{rest}" for v in sorted(verbs) for rest in ("", " c7", " c7 p1", " c7 c9", " h2", " p1", " 3 2 1")]

    def card(t):
        return "Ember"

    def player(t):
        return "Bo"
    assert [action_text.action_label(t, card, player) for t in texts] == \
        [new_actions.action_label(w, t, card, player) for t in texts]
    kinds = sorted(DECISION_KINDS) + ["no-such-kind"]
    assert [action_text.decision_title(k) for k in kinds] == [new_actions.decision_title(w, k) for k in kinds]
    errs = [SimpleNamespace(code=c, params=p, rule=r, message="engine's own words")
            for c in sorted(action_text.REFUSALS) + ["unknown-code"]
            for p in ({}, {"cost": 5, "have": 2}, {"civs": ["water", "fire"]}, {"card": "《X》", "civs": "light"})
            for r in ("", "dm:505")]
    assert [action_text.refusal_text(e, "Ember") for e in errs] == \
        [new_refusals.refusal_text(w, e, "Ember") for e in errs]
    zones = list(log_text.ZONE_KEYS) + ["p0.hand", "all.field", "t1.life", "", None, "weird"]
    assert [log_text.zone_name(z) for z in zones] == [new_events.zone_name(w, z) for z in zones]
    from engine.families.stack.rules import STEPS
    steps = list(STEPS) + ["setup", "start", "untap", "draw", "charge", "main", "attack", "end", "stand", "odd"]
    assert [step_words(s) for s in steps] == [new_events.step_words(w, s) for s in steps]


@pytest.mark.parametrize("fmt", ["duel", "divide", "magic"])
def test_why_a_card_has_no_move_is_said_the_same_old_and_new(fmt, lang):
    """gui/explain.py's sentences (someone else decides; another player's card; the engine's refusal; nothing
    to do) against the words' refusals, at each of 60 decisions of a seeded game, for every card on the table."""
    from gui import explain
    rng = random.Random(4)
    g = engine.new_game(fmt, random_players(fmt, 2, rng), seed=4)
    book = CardBook()
    book.start(g)
    w, namer = words_for(lang), Namer(words_for(lang), book, g)
    said = 0
    for _ in range(60):
        d = g.decision
        p = d.waiting_for()[0]
        book.learn_view(g.view(p))
        for curtain in (None, 1 - p):
            ctl = SimpleNamespace(game=g, acting=lambda: p, is_computer=lambda q: False, waiting_curtain=curtain,
                                  table_view=lambda: g.view(p), cards_seen=book)
            for z in g.view(p).zones.values():
                for c in z.cards[:3]:
                    if curtain is not None:
                        new = new_refusals.not_your_decision(w, g.players[p].name, d.rule)
                    elif c.owner is not None and c.owner != p:
                        new = new_refusals.not_your_card(w, g.players[p].name, new_actions.decision_title(w, d.kind),
                                                         d.rule)
                    else:
                        err = g.gesture_refusal(p, c.token, None)
                        new = new_refusals.refusal_text(w, err, namer.token_name(c.token)) if err is not None \
                            else new_refusals.nothing_to_do(w, d.rule)
                    assert explain.why_not(ctl, c.token) == new
                    said += 1
        g.perform(choose_random(d.actions[p], rng))
        if g.outcome is not None:
            break
    assert said > 100
