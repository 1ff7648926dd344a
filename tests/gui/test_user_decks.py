"""Issue 7 item 4: the new-game dialog offers the user's decks (made in the deck editor) beside the
bundled ones, and the deck editor opens from the Game menu."""
import shutil

from engine.paths import assets_dir


def test_new_game_dialog_offers_user_decks_and_starts_with_one(window, qtbot):
    from gui.deckedit.storage import user_decks_dir
    from gui.dialogs.new_game import NewGameDialog
    src = assets_dir() / "decks" / "duepa" / "ember_and_grove.deck"
    dst = user_decks_dir() / "my_party.deck"
    shutil.copy(src, dst)
    dst.write_text("name: My Party\n" + "\n".join(l for l in src.read_text().splitlines()
                                                    if not l.startswith("name:")), encoding="utf-8")
    (user_decks_dir() / "broken.deck").write_text("three SG-001\n", encoding="utf-8")
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    idx = next(i for i in range(dlg.format_box.count()) if dlg.format_box.itemData(i) == "duepa")
    dlg.format_box.setCurrentIndex(idx)
    box = dlg.rows[0]["deck"]
    labels = [box.itemText(i) for i in range(box.count())]
    mine = [i for i, t in enumerate(labels) if "My Party" in t]
    assert mine, labels
    assert not any("broken" in t for t in labels)  # an unreadable deck is not offered
    box.setCurrentIndex(mine[0])
    kind, deck = box.currentData()
    assert kind == "file" and deck.name == "My Party" and deck.partner


def test_deck_editor_opens_from_the_game_menu(window, qtbot):
    window.dialogs.deck_editor()
    ed = window.dialogs.deck_window
    qtbot.addWidget(ed)
    assert ed.isVisible()
