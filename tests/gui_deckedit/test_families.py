"""G3 item 5: the deck editor for every family.  Each format's pool is browsed, and its construction rules
are checked live by the engine's own validators: life-zone busters, shots and the territory; stack size,
copies and basic lands."""
from PySide6.QtCore import Qt

from gui.deckedit import storage


def bundled(fmt):
    return storage.bundled_deck_paths(fmt)[0]


def choose_format(editor, fmt):
    editor.format_box.setCurrentIndex(editor.format_box.findData(fmt))


def test_every_registered_format_is_offered_and_brings_its_familys_pool(editor):
    import engine
    offered = [editor.format_box.itemData(i) for i in range(editor.format_box.count())]
    assert offered == [f.name for f in engine.formats()]
    choose_format(editor, "tag")
    ids = {editor.browser.model.card_at(r).id for r in range(editor.browser.model.rowCount())}
    assert ids and all(i.startswith("LZ-") for i in ids)
    assert editor.browser.partner_btn.isHidden() and editor.partner_slot.isHidden()
    choose_format(editor, "2hg")
    ids = {editor.browser.model.card_at(r).id for r in range(editor.browser.model.rowCount())}
    assert ids and all(i.startswith("ST-") for i in ids)
    kinds = {editor.browser.type.itemData(i) for i in range(editor.browser.type.count())}
    assert {"creature", "land", "instant"} <= kinds


def test_life_zone_busters_shots_and_territory_are_checked_live(editor):
    assert editor.open_deck(bundled("divide"))
    assert editor.deck.format == "divide" and editor.problems == []
    text = editor.rules_label.text()
    assert "busters 12 (exactly 12)" in text and "territory 1 (exactly 1)" in text
    buster = next(cid for cid in editor.deck.counts if getattr(editor.pool[cid], "icon", "") == "buster")
    editor.remove_cards([buster], 1)
    assert any("exactly 12 buster" in p.message for p in editor.problems)       # the engine's own words
    assert "busters 11" in editor.rules_label.text()
    terr = next(cid for cid in editor.deck.counts if editor.pool[cid].type == "territory")
    editor.remove_cards([terr], 1)
    assert any("exactly 1 territory" in p.message for p in editor.problems)
    assert "problem" in editor.status_label.text().lower()


def test_stack_size_copies_and_basic_lands_are_checked_live(editor):
    assert editor.open_deck(bundled("magic"))
    assert editor.deck.format == "magic" and editor.problems == []
    basic = next(cid for cid in editor.deck.counts if editor.pool[cid].basic)
    other = next(cid for cid in editor.deck.counts if not editor.pool[cid].basic)
    before = editor.deck.counts[basic]
    editor.add_cards([basic], 3)                         # basic lands: any number
    assert editor.deck.counts[basic] == before + 3
    editor.add_cards([other], 9)                         # others: up to 4 copies
    assert editor.deck.counts[other] == 4
    assert "basic lands" in editor.rules_label.text()
    for cid in list(editor.deck.counts):
        editor.remove_cards([cid], 99)
    editor.add_cards([basic], 10)
    assert any(p.rule == "mtg:100.2a" and "40-60" in p.message for p in editor.problems)


def test_tag_ace_rule_and_a_deck_saved_and_read_back(editor, user_data):
    assert editor.open_deck(bundled("tag"))
    assert editor.deck.format == "tag" and editor.problems == []
    p = user_data / "decks" / "mine.deck"
    editor._ask_save_path = lambda suggested: str(p)
    assert editor.save_as() and p.exists()
    assert "format: tag" in p.read_text(encoding="utf-8")
    from engine.decks import load_deck
    from engine.formats import get_format
    assert get_format("tag")(None).validate_deck(load_deck(p)) == []


def _colour_filter(editor):
    b = editor.browser
    return b.civ_label.text(), [(b.civ_buttons[k].text(), b.civ_buttons[k].toolTip()) for k in b.palette.keys]


def test_each_family_has_its_own_colour_words_from_the_engine(editor):
    """The filters, the lists' column, the sort and the stats name each family's colours its own way: the
    shield game's civilizations, the life-zone and stack games' colours (the engine's colour_words)."""
    from engine.formats import get_format
    from gui import i18n
    i18n.set_language("en")
    choose_format(editor, "duel")
    assert _colour_filter(editor)[0] == "Civilization"
    choose_format(editor, "divide")
    term, buttons = _colour_filter(editor)
    assert term == "Colour" and [t for _g, t in buttons] == ["Red", "Blue", "White", "Black"]
    assert len({g for g, _t in buttons}) == 4                           # Blue and Black keep apart (B, K)
    assert editor.browser.model.headerData(0, Qt.Orientation.Horizontal) == "Colour"
    assert editor.browser.sort.itemText(1) == "by colour"
    choose_format(editor, "2hg")
    term, buttons = _colour_filter(editor)
    assert [g for g, _t in buttons] == ["W", "U", "B", "R", "G"]
    assert [t for _g, t in buttons] == [w for _k, w in get_format("2hg").colour_words]
    assert not {"Light", "Water", "Darkness", "Fire", "Nature"} & {t for _g, t in buttons}
    assert editor.table.horizontalHeaderItem(0).text() == "Colour"
    assert editor.stats.palette is editor.browser.palette
    # a stack card's colour is counted under its own key, and the stats name it
    assert editor.open_deck(bundled("magic"))
    counts = editor.deck.civ_counts()
    assert counts and set(counts) <= {"W", "U", "B", "R", "G", "colorless", "multi"}
    i18n.set_language("ja")
    try:
        choose_format(editor, "tag")
        assert editor.browser.palette.term() == "色"
        assert [editor.browser.palette.name(k) for k in ("red", "blue", "white", "black")] == ["赤", "青", "白", "黒"]
        assert editor.browser.palette.glyph("black", "ja") == "黒"
        choose_format(editor, "duepa")
        assert editor.browser.palette.term() == "文明" and editor.browser.palette.name("light") == "光"
    finally:
        i18n.set_language("en")


def test_colour_words_cover_every_colour_of_the_familys_cards():
    """The engine's colour words name every colour key a card of the family can carry."""
    import engine
    from engine.formats import get_format
    for info in engine.formats():
        rules = get_format(info.name)
        keys = {k for k, _w in rules.colour_words}
        used = {c for card in rules(None).pool() for c in (getattr(card, "colors", None) or getattr(card, "civs", ()))}
        assert used and used <= keys, (info.name, used - keys)
