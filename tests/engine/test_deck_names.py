"""Deck lists carry a name for each interface language: `name:` and `name_ja:` (engine/decks.py)."""
import re

import pytest

from engine.core.errors import DataError
from engine.core.save_setup import MAX_NAME
from engine.decks import parse_deck
from engine.paths import assets_dir

KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def test_every_bundled_deck_has_an_english_and_a_japanese_name():
    decks = [parse_deck(p.read_text(encoding="utf-8"), str(p)) for p in sorted((assets_dir() / "decks").rglob("*.deck"))]
    assert decks
    for d in decks:
        assert d.name and not KANA_KANJI.search(d.name), d.path
        assert KANA_KANJI.search(d.name_ja), d.path
    by_name = {}
    for d in decks:       # one English name, one Japanese name: the same deck in two formats may share both
        assert by_name.setdefault(d.name, d.name_ja) == d.name_ja, d.path


def test_a_japanese_name_is_read_and_written_back():
    d = parse_deck("name: Ember and Grove\nname_ja: 熾火と森   # shown in Japanese\n4 SG-001\n", "e.deck")
    assert (d.name, d.name_ja) == ("Ember and Grove", "熾火と森")
    again = parse_deck(d.to_text(), "again.deck")
    assert (again.name, again.name_ja, again.card_ids()) == (d.name, d.name_ja, d.card_ids())


def test_a_too_long_japanese_name_is_refused_with_file_and_line():
    with pytest.raises(DataError) as e:
        parse_deck("name: x\nname_ja: " + "長" * (MAX_NAME + 1) + "\n1 SG-001\n", "long.deck")
    assert e.value.line == 2 and "long.deck" in str(e.value) and "at most" in str(e.value)
