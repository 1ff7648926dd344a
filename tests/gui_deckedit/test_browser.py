"""Browser filters and sorting, formats, screenshots."""
import os
from pathlib import Path

from PySide6.QtCore import Qt

from engine.paths import assets_dir


def ids(ed):
    return [c.id for c in ed.browser.model.cards]


def test_text_search_japanese_and_english(editor):
    b = editor.browser
    b.search.setText("フレイムホーン")
    assert ids(editor) == ["SG-224"]
    b.search.setText("flamehorn")
    assert ids(editor) == ["SG-224"]
    b.search.setText("ブロッカー")          # keyword names in Japanese
    assert "SG-171" in ids(editor)
    b.search.setText("")
    assert len(ids(editor)) == len(editor.pool)


def test_filters(editor, qtbot):
    b = editor.browser
    qtbot.mouseClick(b.civ_buttons["water"], Qt.MouseButton.LeftButton)
    assert ids(editor) and all("water" in c.all_civs for c in b.model.cards)
    b.civ_mode.setCurrentIndex(1)               # only
    assert all(c.all_civs == {"water"} for c in b.model.cards)
    qtbot.mouseClick(b.civ_buttons["water"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(b.civ_buttons["colorless"], Qt.MouseButton.LeftButton)
    assert ids(editor) and all(not c.all_civs for c in b.model.cards)
    qtbot.mouseClick(b.civ_buttons["colorless"], Qt.MouseButton.LeftButton)
    b.civ_mode.setCurrentIndex(0)
    b.type.setCurrentIndex(b.type.findData("spell"))
    assert all(c.type == "spell" for c in b.model.cards)
    b.type.setCurrentIndex(b.type.findData("twinpact"))
    assert ids(editor) and all(c.spell for c in b.model.cards)
    b.type.setCurrentIndex(0)
    b.keyword.setCurrentIndex(b.keyword.findData("ninja_strike"))
    assert len(ids(editor)) == 7
    b.keyword.setCurrentIndex(0)
    b.cost_min.setValue(8)
    b.cost_max.setValue(9)
    assert ids(editor) and all(8 <= c.cost <= 9 or (c.spell and 8 <= c.spell.cost <= 9) for c in b.model.cards)
    b.family.setCurrentIndex(b.family.findData("shield"))
    assert ids(editor)


def test_sorting(editor):
    b = editor.browser
    b.sort.setCurrentIndex(b.sort.findData(4))      # power
    pw = [c.power if c.is_creature else -1 for c in b.model.cards]
    assert pw == sorted(pw)
    b.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    costs = [c.cost for c in b.model.cards]
    assert costs == sorted(costs, reverse=True)


def test_digital_format_hall_of_fame(editor):
    editor.open_deck(assets_dir() / "decks" / "digital" / "blazing_grove.deck")
    assert editor.deck.format == "digital" and editor.problems == []
    # a second copy of a DP hall-of-fame card (one copy of another card out, to stay at 40)
    other = next(c for c, n in editor.deck.counts.items() if c not in ("SG-130",) and n == 1)
    editor.remove_cards([other])
    editor.deck.counts["SG-130"] = editor.deck.counts.get("SG-130", 0) + 1
    if editor.deck.counts["SG-130"] < 2:
        editor.remove_cards([next(c for c, n in editor.deck.counts.items() if c != "SG-130")])
        editor.deck.counts["SG-130"] = 2
    editor.refresh()
    assert editor.deck.size == 40
    assert editor.problem_rules() == ["dmp:53"]
    editor.format_box.setCurrentIndex(editor.format_box.findData("duel"))
    assert editor.deck.format == "duel" and "dmp:53" not in editor.problem_rules()


def test_duepa_ban_list_and_starts_in(editor):
    editor.open_deck(assets_dir() / "decks" / "duepa" / "ember_and_grove.deck")
    texts = lambda: [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]  # noqa: E731
    editor.deck.counts.update({"SG-116": 1, "SG-179": 1})
    editor.refresh()
    rules = editor.problem_rules()
    assert "duepa:101.1" in rules and "duepa:101.1c" in rules and "duepa:101.1b" not in rules
    assert any("SG-116" in t and "hall-of-fame" in t for t in texts())
    # clicking a problem selects the card it is about
    for i in range(editor.problem_list.count()):
        it = editor.problem_list.item(i)
        if "SG-116" in it.text():
            editor._problem_clicked(it)
            assert editor.table.selected_ids() == ["SG-116"]
            assert editor.preview.card.id == "SG-116"
            break
    else:
        raise AssertionError("no SG-116 problem listed")


def test_screenshots(qtbot, user_data):
    """Grab the browser and editor in both languages (PNG files in $ENZA_SHOTS if set)."""
    from gui.deckedit import open_deck_editor
    out = Path(os.environ.get("ENZA_SHOTS", str(user_data / "shots")))
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("ja", "en"):
        w = open_deck_editor(lang=lang, path=assets_dir() / "decks" / "duepa" / "murk_shinobi.deck")
        qtbot.addWidget(w)
        w.showNormal()      # opened maximized on the 800x600 offscreen screen (gui/window_geometry.py)
        w.resize(1500, 900)
        w.browser.search.setText("ニンジャ" if lang == "ja" else "ninja")
        w.show_card(w.browser.model.cards[0].id)
        qtbot.wait(10)
        pm = w.grab()
        assert not pm.isNull() and pm.width() >= 1000
        assert pm.save(str(out / f"editor_{lang}.png"))
        w.browser.search.setText("")
        w.set_partner(None)
        w.add_cards(["SG-035"])
        assert w.grab().save(str(out / f"editor_problems_{lang}.png"))
        w.dirty = False
