"""U1b item 1: words as data.  Every event, decision and refusal kind has a template in both languages of the
catalogue (assets/translations/*.ts), and seeded games of every format, played through the session and
worded in English and Japanese, never put a raw id (p0, c19) or a rule id into a sentence: a rule is its own
tag beside the sentence (EventLine.rule, the log's grey tag).  Then the wording defects U1b lists, one test each.
"""
import random
import re

import pytest

import engine
from engine.catalog import seated_players
from engine.core.kinds import DECISION_KINDS, EVENT_KINDS, RULE_ID
from gui.session import Session, TableOptions, seats_of
from gui.session.words import words_for
from gui.session.words.actions import DECISION_TITLES, FAMILY_TITLES
from gui.session.words.catalogue import catalogue
from gui.session.words.events import CHOICES, LINES, QUIET
from gui.session.words.refusals import REFUSALS

RAW_ID = re.compile(r"\b[pc]\d+\b")
NAMES = {0: "Aki", 1: "Bunta", 2: "Chi", 3: "Dai"}
TAG = re.compile(r"\s*\[[a-z]+:[^\]]+\]$")


def card(ref, _defn=None):
    return "Ember" if isinstance(ref, int) else "a face-down card"


# ----- every kind has a template in both languages -------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_event_decision_and_refusal_kind_has_a_template_in_the_catalogue(lang):
    cat = catalogue(lang)
    unworded = sorted(k for k in EVENT_KINDS if k not in QUIET and k not in LINES and k not in CHOICES)
    assert not unworded, f"event kinds with no template: {unworded}"
    missing = [t for t, _f in LINES.values() if t not in cat]
    missing += [DECISION_TITLES[k] for k in DECISION_KINDS if DECISION_TITLES.get(k) not in cat]
    missing += [t for t, _s, _k in FAMILY_TITLES.values() if t not in cat]
    missing += [t for t in REFUSALS.values() if t not in cat]
    assert not missing and all(k in DECISION_TITLES for k in DECISION_KINDS), missing[:5]


# ----- seeded games of every format, worded ------------------------------------------------------------
FORMATS = {"duel": 2, "duepa": 2, "digital": 2, "divide": 2, "tag": 4, "magic": 2, "ffa": 3, "teams": 4,
           "2hg": 4, "emperor": 6, "alternating": 4, "melee": 8}
# the session's language per format (its prompts and buttons); every event is worded in both languages
SESSION_LANG = {f: ("en", "ja")[i % 2] for i, f in enumerate(sorted(FORMATS))}


def play(fmt: str, lang: str, seed: int = 1, answers: int = 150) -> dict:
    """A seeded game of `fmt` with a person at every seat answering at random, through the session in open
    play: every log line, heading, answer label and outcome line it shows, and the kinds it worded."""
    rng = random.Random(seed)
    n = FORMATS[fmt]
    players = seated_players(fmt, n, rng)
    for p in players:
        p["kind"] = "human"
    g = engine.new_game(fmt, players, seed=rng.randrange(1 << 62))
    s = Session(g, seats_of(g, people=set(range(n))), options=TableOptions(language=lang, privacy=False,
                                                                            pace_ms=0))
    seen = {"log": [], "rules": [], "shown": [], "kinds": set(), "names": [p.name for p in g.players]}

    def take(_screen, snap):
        for e in snap.events:
            if e.words:
                seen["log"].append(e.words)
                seen["kinds"].add(e.kind)
            if e.rule:
                seen["rules"].append(e.rule)
    s.subscribe(take)
    s.run(now=1e12)
    for _ in range(answers):
        snap = s.snapshot("pc")
        if snap.over:
            seen["shown"] += [TAG.sub("", line) for line in snap.outcome]
            break
        if snap.curtain is not None:
            s.dismiss_curtain(snap.curtain.seat)
        elif snap.open_call is not None:
            s.answer_call(snap.open_call.seat, False)
        elif snap.asked is not None:
            seen["shown"] += [snap.heading] + [o.words for o in snap.offers]
            offers = [o for o in snap.offers if not o.text.endswith("concede")]
            o = rng.choice(offers)
            if rng.random() < 0.4 and any(x.passing for x in offers):
                o = next(x for x in offers if x.passing)
            s.answer(snap.asked, o.text)
        else:
            break
        s.run(now=1e12)
    seen["log"] += every_event_worded(g, "ja" if lang == "en" else "en")
    return seen


def every_event_worded(g, lang: str) -> list:
    """Every event of the game as the full view words it in `lang`."""
    from gui.session.words import CardBook, Namer
    book = CardBook(g)
    namer = Namer(words_for(lang), book, g)
    names, out = namer.player_names(), []
    for ev in g.events_for(None, full=True):
        book.learn_event(ev)
        out.append(namer.w.event(ev, names, namer.log_card, namer.spell_side_name))
    return [t for t in out if t]


def _outside_names(text: str, names) -> str:
    for n in names:
        text = text.replace(n, "")
    return re.sub(r"《[^》]*》", "", text)


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_the_words_of_a_real_game_carry_no_raw_id_and_no_rule_id(fmt):
    seen = play(fmt, SESSION_LANG[fmt])
    assert seen["log"] and seen["kinds"] >= {"turn_start"}, fmt
    bad = [t for t in seen["log"] + seen["shown"]
           if RAW_ID.search(_outside_names(t, seen["names"])) or RULE_ID.search(t) or "{" in t
           or re.search(r"^\(\w+\)$", t)]
    assert not bad, bad[:5]
    assert all(RULE_ID.fullmatch(r) for r in seen["rules"]), seen["rules"][:3]     # the tag's rule, apart


# ----- the wording defects of U1b ---------------------------------------------------------------------
@pytest.fixture(params=["en", "ja"])
def w(request):
    return words_for(request.param)


def word(w, **ev):
    return w.event(ev, NAMES, card)


def test_a_face_up_blocking_unit_is_named(w):
    """The life-zone game names its blocker "blocker" (engine/families/lifezone/frames.py)."""
    line = word(w, kind="block", blocker=7, player=1, attacker=8, rule="bd:block")
    assert "Ember" in line and w.tr("a face-down card") not in line


def test_using_an_ability_is_not_playing_the_card_again(w):
    played = word(w, kind="put", player=0, card=7, what="card", ability=-1)
    used = word(w, kind="put", player=0, card=7, what="ability", ability=0)
    assert used != played and "Ember" in used
    assert ("ability" in used) if w.lang == "en" else ("能力" in used)


def test_a_change_of_nothing_is_not_worded_and_hits_are_hits(w):
    assert word(w, kind="modified", cards=[7], power=0, hit=0) is None
    hits = word(w, kind="modified", cards=[7], power=0, hit=1)
    assert "+1" in hits and "0" not in hits.replace("+1", "") and "Ember" in hits
    assert "-2000" in word(w, kind="modified", cards=[7], power=-2000, hit=0)


def test_one_player_skips_the_first_draw_in_the_singular():
    en = words_for("en")
    assert word(en, kind="draw_skipped", players=[1], rule="mtg:103.8") == "Bunta skips the first draw."
    assert word(en, kind="draw_skipped", players=[0, 1]) == "Aki and Bunta skip their first draw."
    assert word(en, kind="draw_skipped", player=1) == "Bunta skips the first draw."


def test_a_zone_move_says_why_and_a_mulligan_says_nothing_of_its_cards(w):
    line = word(w, kind="move", card=7, frm="battle", to="graveyard", owner=0, cause="battle")
    assert w.tr("after a battle") in line and "→" not in line
    for cause in ("mulligan", "cast", "summon", "charge"):
        assert word(w, kind="move", card=7, frm="hand", to="aside", owner=0, cause=cause) is None


def test_a_twinpact_cast_is_not_first_logged_under_its_creature_name(w):
    """The move from the hand behind a cast said the card's (creature) name, then the cast said the spell's."""
    assert word(w, kind="move", card=7, frm="hand", to="limbo", owner=0, cause="cast") is None
    line = w.event({"kind": "cast", "player": 0, "card": 7}, NAMES, card, lambda ref: "Spell Side")
    assert "Spell Side" in line and "Ember" not in line


def test_a_teams_turn_names_the_team(w):
    both = word(w, kind="turn_start", turn=2, player=0, active=[0, 1])       # 2HG: the active team
    assert "Aki" in both and "Bunta" in both
    from gui.session.words.cards import PlayerNames
    names = PlayerNames(NAMES)
    names.teams = {0: (0, 2), 2: (0, 2), 1: (1, 3), 3: (1, 3)}
    tag = w.event({"kind": "turn_start", "turn": 2, "player": 2}, names, card)      # tag: the turn player's team
    assert tag.count("Chi") == 2 and "Aki" in tag and "Bunta" not in tag


def test_no_rule_id_inside_a_sentence_it_is_a_tag_apart(w):
    line = word(w, kind="mulligan", player=0, rule="bd:mulligan")
    assert not RULE_ID.search(line)
    assert w.rule_tag("bd:mulligan") == "[bd:mulligan]"
    result = w.result({"players": {"0": ["lost", "bd:draw-from-life"]}}, 0)
    assert result.endswith("  [bd:draw-from-life]") and not RULE_ID.search(TAG.sub("", result))
    from gui.session.snapshot import EventLine
    ev = EventLine(3, "mulligan", line, {}, "bd:mulligan")
    assert ev.tagged == line + "  [bd:mulligan]"


def _game_at(fmt: str, kind: str, seed_from: int = 1, tries: int = 40):
    """A seeded random game of `fmt` stopped at its first decision of `kind`."""
    from engine.sim import choose_random, random_players
    for seed in range(seed_from, seed_from + tries):
        rng = random.Random(seed)
        g = engine.new_game(fmt, random_players(fmt, FORMATS[fmt], rng), seed=seed)
        for _ in range(3000):
            if g.outcome is not None:
                break
            d = g.decision
            if d.kind == kind:
                return g
            g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))
    raise AssertionError(f"no {kind} decision in {tries} games of {fmt}")


def _heading(w, g):
    from gui.session.words import CardBook, Namer
    book = CardBook(g)
    book.learn_view(g.view(None))
    return w.heading(g, Namer(w, book, g).card_label)


def test_paying_in_the_life_zone_game_rests_energy_not_mana(w):
    heading = _heading(w, _game_at("divide", "pay"))
    energy = "energy" if w.lang == "en" else "エナジー"
    assert energy in heading.lower() and ("mana" not in heading.lower() and "マナ" not in heading)
    assert "mana" in _heading(words_for("en"), _game_at("duel", "pay")).lower()


def test_a_spells_target_is_not_an_attack(w):
    from gui.session.words import CardBook, Namer
    g = _game_at("magic", "choose-target")
    p = g.decision.waiting_for()[0]
    book = CardBook(g)
    book.learn_view(g.view(None))
    labels = [Namer(w, book, g).answer(str(a)) for a in g.legal_actions(p) if str(a).split()[1] == "target"]
    attack = w.tr("Attack {target}", target="").strip()
    assert labels and not any(attack in x for x in labels), labels


def test_the_shot_question_names_the_revealed_card_and_the_log_names_it_first(w):
    """The screen learns the card from the event that turns it up (the session words every event before it
    words the question), so the question can name it."""
    from gui.session.words import CardBook, Namer
    g = _game_at("divide", "shot")
    book = CardBook(g)
    namer = Namer(w, book, g)
    lines = []
    for ev in g.events_for(None):
        book.learn_event(ev)
        lines.append(w.event(ev, namer.player_names(), namer.log_card))
    name = w.card_name(g.cards[g.frames[-2].card].defn)
    assert name in w.heading(g, namer.card_label)
    revealed = [line for line in lines if line and name in line]
    assert revealed and revealed[-1] == lines[-1], lines[-3:]        # named by the last line before the question


def test_game_over_says_who_conceded(w):
    line = word(w, kind="game_over", result={"0": "won", "1": "lost"}, conceded=[1])
    assert "Bunta" in line and w.tr("{players} conceded.", players="Bunta") in line
    g = engine.new_game("duel", [{"name": "Aki"}, {"name": "Bunta"}], seed=4)
    g.perform("p1 concede")
    over = [e for e in g.events_for(None) if e["kind"] == "game_over"][-1]
    assert over.get("conceded") == [1]


def test_answers_revealed_together_only_where_they_are():
    en = words_for("en")
    assert en.together_note("priority", "simultaneous") == ""
    assert en.together_note("mulligan", "simultaneous") == ""       # the mulligan's own dialog says it, once
    assert en.together_note("priority", "single") == ""
    assert "together" in en.together_note("use-declaration", "simultaneous")


def test_out_of_range_and_lost_the_game_are_two_words(qapp):
    from gui.i18n import tr
    from gui.table.zone_words import seat_tags
    lost = seat_tags(False, False, False, False)[0][0]
    assert lost != tr("out of range") and "out" not in lost.lower()


def test_choosing_an_opponent_says_what_each_has_left(qapp):
    """The answers named the opponents only, under "Each opponent with what they have left:"."""
    from types import SimpleNamespace

    from gui.dialogs.moments import MomentText
    from gui.session.words import CardBook, Namer
    g = _game_at("tag", "choose-opponent")
    p = g.decision.waiting_for()[0]
    namer = Namer(words_for("en"), CardBook(g), g)
    names = SimpleNamespace(token_name=namer.token_name, player_name=namer.player_name, action_text=lambda t: None)
    texts = [str(a) for a in g.legal_actions(p)]
    text = MomentText(g.view(p), p, names, texts)
    labels = [text.label(t) for t in texts if t.split()[1] == "opponent"]
    assert labels and all("life" in x and "hand" in x for x in labels), labels
