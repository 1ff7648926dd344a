"""One word per concept (U1a item 6): each family's glossary (assets/glossary/<family>.toml) has both
languages for every entry and a paint for every colour the engine names; the Japanese interface says a
concept with the glossary's word (エナジー, never エネルギー; the stack game's ライブラリー, the others' 山札),
and cards print their types and keywords in the reader's language."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import engine
from engine.formats import get_format
from gui import i18n
from gui.glossary import FAMILIES, SECTIONS, glossary, parse

# a concept's English word in a source string -> the Japanese word its translation must use, and words it
# must not (the same concept said another way)
CONCEPTS = [("energy", "エナジー", ("エネルギー",)), ("library", "ライブラリー", ("山札",)), ("Lib.", "ライブラリー", ("山札",))]


def ts_pairs():
    out = []
    for m in ET.parse(i18n.TS_DIR / "enza_ja.ts").getroot().iter("message"):
        out.append((m.findtext("source") or "", m.find("translation").text or ""))
    return out


@pytest.mark.parametrize("family", FAMILIES)
def test_every_glossary_entry_has_both_languages_and_every_colour_a_paint(family):
    g = glossary(family)
    assert not g.problem, g.problem
    rules = next(get_format(f.name) for f in engine.formats() if f.family == family)
    for key, _word in rules.colour_words:
        c = g.colour(key)
        assert c.key == key and c.paint.startswith("#") and c.glyph and c.glyph_ja, (family, key)
    assert g.colourless in g.colours
    for section in SECTIONS:
        for key in g.keys(section):
            assert g.word(section, key, "en") and g.word(section, key, "ja"), (family, section, key)
    for card in rules(None).pool():
        for kw in getattr(card, "keywords", ()) or ():
            assert g.has("keywords", str(kw).partition(":")[0]), (family, card.id, kw)     # never a raw id
        assert g.has("types", card.type), (family, card.id, card.type)


def test_the_japanese_interface_says_each_concept_with_one_word():
    bad = []
    for src, ja in ts_pairs():
        for word, want, never in CONCEPTS:
            if word in src.split() or f" {word}" in f" {src}":
                if any(n in ja for n in never) or want not in ja:
                    bad.append((src, ja))
    assert not bad, bad


def test_a_bad_glossary_file_names_its_file_and_line(tmp_path):
    p = tmp_path / "stack.toml"
    p.write_text('colourless = "C"\n[colours.C]\nen = "Colourless"\nja = "無色"\npaint = "grey"\nglyph = "C"\n'
                 '[zones]\nlibrary = { en = "Library" }\n', encoding="utf-8")
    g = parse(p)
    assert "stack.toml:2" in g.problem and "paint" in g.problem
    assert "stack.toml:8" in g.problem and "library" in g.problem
    assert g.word("zones", "library", "ja") == "Library"      # an unusable entry reads as its key, no crash
