"""S1a item 2: the words of the game without Qt, from one catalogue (assets/translations/*.ts, read by
gui/session/words with the standard library's XML reader): Qt-free, the same sentences as Qt's translator
gives for every string of the catalogue, English where a translation is missing or unfinished."""
import logging
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gui.session.words import Words, words_for
from gui.session.words.catalogue import CONTEXT, read_ts, ts_path

ROOT = Path(__file__).resolve().parents[2]


def test_the_words_import_and_work_without_qt():
    code = ("import importlib, pkgutil, sys; import gui.session.words as pkg;"
            "[importlib.import_module(f'gui.session.words.{m.name}') for m in pkgutil.iter_modules(pkg.__path__)];"
            "from gui.session.words import words_for; w = words_for('ja');"
            "line = w.event({'kind': 'summon', 'player': 0, 'card': 7}, {0: 'Aki'}, lambda r, d: 'Ember');"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')];"
            "print(line); sys.exit(3 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip() == "Akiは《Ember》を召喚。"


def test_the_widgets_and_the_words_read_one_catalogue():
    from gui import i18n
    from gui.session.words import catalogue
    assert (i18n.TS_DIR, i18n.CONTEXT, i18n.LANGS) == (catalogue.TS_DIR, catalogue.CONTEXT, catalogue.LANGS)


def ts_sources(lang: str) -> list[str]:
    return [m.findtext("source") for m in ET.parse(ts_path(lang)).getroot().iter("message")]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_string_reads_as_qts_translator_reads_it(lang, qapp):
    """One source: the catalogue the session reads and the .qm Qt's tr() reads agree on every string."""
    from PySide6.QtCore import QTranslator
    qm = ts_path(lang).with_suffix(".qm")
    t = QTranslator()
    assert t.load(str(qm)), f"{qm.name} is missing: `make test` builds it"
    w = Words(lang)
    srcs = ts_sources(lang)
    differ = [s for s in srcs if w.tr(s) != (t.translate(CONTEXT, s) or s)]
    assert len(srcs) > 600 and not differ, differ[:3]


def write_ts(path: Path, messages: str, context: str = CONTEXT) -> Path:
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ja_JP">'
                    f"<context><name>{context}</name>{messages}</context></TS>", encoding="utf-8")
    return path


def test_missing_or_unfinished_translations_fall_back_to_english(tmp_path, monkeypatch):
    ts = write_ts(tmp_path / "enza_ja.ts",
                  "<message><source>Done</source><translation>完了</translation></message>"
                  "<message><source>Yes</source><translation type='unfinished'>はい?</translation></message>"
                  "<message><source>No</source><translation type='obsolete'>いいえ</translation></message>"
                  "<message><source>Keep</source><translation></translation></message>"
                  "<message><source>{player} summons {card}.</source>"
                  "<translation>{player}は{card}を召喚。</translation></message>")
    assert read_ts(ts) == {"Done": "完了", "{player} summons {card}.": "{player}は{card}を召喚。"}
    from gui.session.words import catalogue
    monkeypatch.setattr(catalogue, "TS_DIR", tmp_path)
    catalogue.catalogue.cache_clear()
    try:
        w = Words("ja")
        assert [w.tr(s) for s in ("Done", "Yes", "No", "Keep", "Mulligan")] == ["完了", "Yes", "No", "Keep", "Mulligan"]
        assert w.answer("p0 pass", str, str) == "Go on (end this step)"        # not in the file at all
        assert w.event({"kind": "summon", "player": 0, "card": 1}, {0: "Aki"}, lambda r, d: "X") == "Akiは《X》を召喚。"
    finally:
        catalogue.catalogue.cache_clear()


def test_another_context_is_not_ours(tmp_path):
    ts = write_ts(tmp_path / "x.ts", "<message><source>Done</source><translation>完了</translation></message>",
                  context="QDialogButtonBox")
    assert read_ts(ts) == {}


def test_an_unreadable_catalogue_leaves_the_words_in_english(tmp_path, monkeypatch, caplog):
    from gui.session.words import catalogue
    (tmp_path / "enza_ja.ts").write_text("<TS><context><name>enza", encoding="utf-8")
    monkeypatch.setattr(catalogue, "TS_DIR", tmp_path)
    catalogue.catalogue.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, "enza.i18n"):
            assert Words("ja").decision_title("block") == "You are attacked: block?"
        assert "enza_ja.ts" in caplog.text
    finally:
        catalogue.catalogue.cache_clear()


def test_placeholders_are_filled_as_gui_i18n_fills_them(tmp_path, monkeypatch):
    """A translation whose placeholders do not fit falls back to the English sentence, filled."""
    from gui.session.words import catalogue
    write_ts(tmp_path / "enza_ja.ts", "<message><source>{player} concedes.</source>"
             "<translation>{who}が投了。</translation></message>"
             "<message><source>Number: {n}</source><translation>数：{n}</translation></message>")
    monkeypatch.setattr(catalogue, "TS_DIR", tmp_path)
    catalogue.catalogue.cache_clear()
    try:
        w = Words("ja")
        assert w.tr("{player} concedes.", player="Aki") == "Aki concedes."
        assert w.tr("Number: {n}", n=3) == "数：3"
        assert w.tr("Number: {n}") == "数：{n}"      # nothing to fill: the template as it is
    finally:
        catalogue.catalogue.cache_clear()


def test_card_names_come_from_card_data_in_the_words_language():
    import engine
    from engine.sim import bundled_decks
    d = bundled_decks("duel")
    g = engine.new_game("duel", [{"name": n, "deck": d[0], "seat": i} for i, n in enumerate("AB")], seed=1)
    defn = g.cards[g.zones["p0.hand"][0]].defn
    assert words_for("ja").card_name(defn) == defn.name_ja != defn.name_en == words_for("en").card_name(defn)
    assert words_for("en").card_name(None) == "?"


class Recording(Words):
    """Words that note every template they translate."""

    def __init__(self, lang):
        super().__init__(lang)
        self.used: set[str] = set()

    def tr(self, text, **kw):
        self.used.add(text)
        return super().tr(text, **kw)


def words_of_real_games(w) -> None:
    """Every log line, decision heading and answer label of a short seeded game of each family."""
    import random

    import engine
    from engine.sim import choose_random, random_players
    from gui.session.words import CardBook, Namer
    for fmt in ("duepa", "divide", "magic"):
        rng = random.Random(3)
        g = engine.new_game(fmt, random_players(fmt, 2, rng), seed=3)
        book = CardBook(g)
        namer, names = Namer(w, book, g), {p.index: p.name for p in g.players}
        for _ in range(150):
            if g.outcome is not None:
                break
            d = g.decision
            w.heading(g, namer.card_label)
            for a in d.actions[d.waiting_for()[0]]:
                namer.answer(str(a))
            g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))
        for ev in g.events_for(None, 0, full=True):
            book.learn_event(ev)
            w.event(ev, names, namer.log_card, namer.spell_side_name)


def test_every_template_the_words_use_is_collected_and_translated():
    """build_translations.py collects every template gui/session/words fills (else a rebuild of the .ts
    would drop its Japanese), and each has its Japanese."""
    import importlib.util

    from engine.core.kinds import DECISION_KINDS, EVENT_KINDS
    from gui.session.words.actions import ANSWER_WORDS, CARD_ANSWER_WORDS, TRIGGER_WHEN
    from gui.session.words.refusals import REFUSALS
    from gui.session.words.terms import STEP_WORDS, ZONE_KEYS
    from tests.gui.test_words import card, sample
    spec = importlib.util.spec_from_file_location("build_translations", ts_path("ja").parent / "build_translations.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    w = Recording("ja")
    for k in sorted(EVENT_KINDS):
        real = {"frm": "p0.battle", "to": "p0.graveyard"} if k == "move" else {}    # zones, not the sample's player
        for ev in (sample(k) | real, sample(k) | real | {"target": "c8", "delta": 2, "whose": None, "power_a": None}):
            w.event(ev, {0: "Aki", 1: "Bo"}, card, lambda r: None)
            w.reveal_note(ev, {0: "Aki"}, card)
    for k in sorted(DECISION_KINDS):
        w.decision_title(k)
    for verb in list(ANSWER_WORDS) + list(CARD_ANSWER_WORDS) + ["attack", "target", "resolve", "opponent",
                                                                 "count", "order", "assign"]:
        for text in (f"p0 {verb} c1", f"p0 {verb} c1 p1", f"p0 {verb} p1", f"p0 {verb} 2"):
            w.answer(text, str, str)
    for code in REFUSALS:
        w.refusal(type("E", (), {"code": code, "params": {"cost": 1, "have": 0, "civs": ["water"]}, "rule": ""})())
    for z in ZONE_KEYS:
        w.zone(z)
    for s in STEP_WORDS:
        w.step(s)
    words_of_real_games(w)
    collected = set(build.sources())
    assert w.used - collected == set()
    ja = read_ts(ts_path("ja"))
    assert w.used - set(ja) == set()
    assert len(w.used) > 200 and set(TRIGGER_WHEN.values()) <= collected
