"""A refusal in words explains the gesture as made (issue 34): every refusal code the engine gives has words
in both languages, the labelled gestures of the catalogue read with their rule and name no raw id (`p0`,
`c19`), and a card the viewer cannot see is never named.  No Qt: the words are gui/session/words."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.gesture_catalogue import catalogue
from gui.session.words import CardBook, Namer, words_for
from gui.session.words.refusals import REFUSALS

ROOT = Path(__file__).resolve().parents[2]
RAW_ID = re.compile(r"\b[pc][+-]?\d+\b")
CODE = re.compile(r'(?:\bno|IllegalAction|InvalidAction|ActionError)\(\s*"([a-z][a-z0-9-]*)"')
REFUSED = [e for e in catalogue() if not e.legal]


def engine_codes() -> set[str]:
    """Every refusal code written in the engine (explanations, the core, the formats)."""
    codes = set()
    for path in (ROOT / "engine").rglob("*.py"):
        codes |= set(CODE.findall(path.read_text(encoding="utf-8")))
    return codes


def test_every_refusal_code_of_the_engine_has_words():
    """The engine's English message names raw ids ("p0 play c19 refused: …"): it must never be the words."""
    refusals = {c for c in engine_codes() if c not in INVALID}
    assert refusals and refusals - set(REFUSALS) == set(), sorted(refusals - set(REFUSALS))


# codes of text that does not parse at all (no gesture makes them) and setup problems
INVALID = {"not-text", "too-long", "too-short", "bad-player", "unknown-verb", "bad-token", "no-such-player"}


def _words(entry, lang):
    g = entry.game()
    p, src, tgt = entry.gesture(g)
    err = g.why_not(p, src, tgt)
    book = CardBook(g)
    book.learn_view(g.view(p))
    return g, p, Namer(words_for(lang), book, g).refusal(err), err


def _outside_names(text: str, g) -> str:
    """The text without the names it gives (players, cards), where digits may be part of a name."""
    for pl in g.players:
        text = text.replace(pl.name, "")
    return re.sub(r"《[^》]*》", "", text)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("entry", REFUSED, ids=[f"{e.format}:{e.label}" for e in REFUSED])
def test_labelled_refusal_reads_with_its_rule_and_no_raw_id(entry, lang):
    g, p, text, err = _words(entry, lang)
    assert text.endswith(f"[{entry.rule}]"), text
    assert not RAW_ID.search(_outside_names(text, g)), text
    assert err.message not in text and "refused" not in text
    if lang == "ja":
        body = text.split("[")[0]
        assert not re.search(r"[A-Za-z]{4,}", _outside_names(body, g)), f"English left in: {text}"


def test_the_refusal_names_the_targets_that_would_work():
    """Tag: a unit dropped on the player not in front of it is told whom it may attack."""
    entry = next(e for e in REFUSED if e.label == "tag-attack-the-player-who-is-not-in-front")
    g, p, text, _ = _words(entry, "en")
    assert "only the player in front of you may be attacked" in text and "Cy" in text, text
    g, p, text, _ = _words(entry, "ja")
    assert "正面" in text and "Cy" in text, text


def test_a_hidden_card_is_never_named():
    """Dropping a creature on an opponent's face-down shield names no shield; a click on another player's
    hidden card says only that it is not the clicker's."""
    entry = next(e for e in REFUSED if e.label == "attack-from-the-main-step")
    g = entry.game()
    shield = g.zones["p1.shield"][0]
    handle = g.token(shield, 0)
    err = g.why_not(0, handle, None)
    book = CardBook(g)
    book.learn_view(g.view(0))
    text = Namer(words_for("en"), book, g).refusal(err)
    assert err.code == "not-your-card" and g.cards[shield].defn.name_en not in text
    assert not RAW_ID.search(_outside_names(text, g)) and "h" + handle[1:] not in text
