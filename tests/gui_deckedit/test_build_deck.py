"""Build a legal DuePa deck from an empty one by clicks and drags, watch validation, save,
reload and start a game with it (issue 7)."""
from pathlib import Path

from PySide6.QtCore import Qt

import engine
from engine.decks import load_deck
from gui.deckedit import list_user_decks, user_decks_dir

from .conftest import browser_mime, dclick_row, deck_mime, drop

PARTNER = "SG-224"      # Flamehorn, Ember Drake: fire creature / nature spell twinpact, cost 7


def test_build_legal_duepa_deck_by_clicks_and_drags(editor, qtbot, user_data):
    ed = editor
    assert ed.deck.size == 0
    assert "duepa:201.1" in ed.problem_rules()          # no partner yet
    assert "duepa:101.1" in ed.problem_rules()          # 0 of 60 cards
    assert ed.status_label.text().startswith("✖")

    # drag the partner from the browser onto the partner slot
    assert drop(ed.partner_slot, browser_mime(ed.browser, PARTNER))
    assert ed.deck.partner == PARTNER
    assert "duepa:201.1" not in ed.problem_rules()
    assert ed.deck.size == 1

    # an off-colour card dragged into the deck is flagged live (201.2a: twinpact partner)...
    assert drop(ed.table.viewport(), browser_mime(ed.browser, "SG-035"))
    assert ed.deck.counts == {"SG-035": 1}
    assert "duepa:201.2a" in ed.problem_rules()
    # ... and dragging it back to the browser removes it
    assert drop(ed.browser.table.viewport(), deck_mime(ed, "SG-035"))
    assert ed.deck.counts == {}
    assert "duepa:201.2a" not in ed.problem_rules()

    # only cards that fit the partner: click the check box
    qtbot.mouseClick(ed.browser.fits, Qt.MouseButton.LeftButton)
    assert ed.browser.fits.isChecked()
    ids = [c.id for c in ed.browser.model.cards]
    assert PARTNER in ids and "SG-035" not in ids and len(ids) >= 59
    # double-click 58 rows (skipping the partner itself)
    rows = [r for r, c in enumerate(ed.browser.model.cards) if c.id != PARTNER]
    for r in rows[:58]:
        dclick_row(qtbot, ed.browser.table, r)
    assert ed.deck.size == 59
    assert any("59 cards" in p.message for p in ed.problems if p.rule == "duepa:101.1")
    # double-clicking a card already in the deck does nothing (singleton, 101.1b)
    dclick_row(qtbot, ed.browser.table, rows[0])
    assert ed.deck.size == 59
    # the 60th card by drag
    last = ed.browser.model.cards[rows[58]].id
    assert drop(ed.table.viewport(), browser_mime(ed.browser, last))
    assert ed.deck.size == 60
    assert ed.problems == [], ed.problems
    assert ed.status_label.text().startswith("✔")
    assert ed.count_label.text().endswith("60 / 60 cards")

    # one too many, then remove it with the −1 button
    extra = ed.browser.model.cards[rows[59]].id
    ed.browser.select_card(extra)
    qtbot.mouseClick(ed.browser.add_btn, Qt.MouseButton.LeftButton)
    assert ed.deck.size == 61 and "duepa:101.1" in ed.problem_rules()
    qtbot.mouseClick(ed.minus_btn, Qt.MouseButton.LeftButton)
    assert ed.deck.size == 60 and ed.problems == []

    # statistics follow the deck
    civs = ed.deck.civ_counts()
    assert set(civs) <= {"fire", "nature", "colorless", "multi"}
    assert sum(ed.deck.cost_curve()) == 60

    # name it and save (save-as goes to the user decks folder)
    qtbot.keyClicks(ed.name_edit, "My Grove")
    assert ed.dirty
    target = user_decks_dir() / "my_grove.deck"
    seen = {}

    def ask(suggested):
        seen["suggested"] = suggested
        return str(target)
    ed._ask_save_path = ask
    assert ed.save()
    assert Path(seen["suggested"]).parent == user_decks_dir()
    assert target.exists() and not ed.dirty
    assert list_user_decks() == [target] and list_user_decks("duepa") == [target]
    assert list_user_decks("duel") == []
    assert not list(target.parent.glob("*.tmp"))

    # the file is what `enza check-deck` reads: legal, and a game starts with it
    loaded = load_deck(target)
    assert loaded.name == "My Grove" and loaded.partner == PARTNER and loaded.size == 60
    assert engine.get_format("duepa")().validate_deck(loaded) == []
    from engine.cli import main as cli_main
    assert cli_main(["check-deck", str(target), "--format", "duepa"]) == 0
    from engine.sim import bundled_decks
    others = bundled_decks("duepa")[:2]
    g = engine.new_game("duepa", [{"name": "Me", "deck": loaded}] + [{"deck": d} for d in others], seed=1)
    assert g.decision is not None and g.outcome is None

    # reload into a fresh editor: same deck, clean
    from gui.deckedit.editor import DeckEditor
    ed2 = DeckEditor(lang="ja")
    qtbot.addWidget(ed2)
    assert ed2.open_deck(target)
    assert ed2.deck.counts == ed.deck.counts and ed2.deck.partner == PARTNER
    assert ed2.deck.name == "My Grove" and ed2.deck.format == "duepa"
    assert not ed2.dirty and ed2.problems == [] and ed2.load_problems == []
    assert ed.asked == [] and ed.errors == []
