"""U1b: switching the language mid-game words everything again, the cards on the table included.  The hand's
faces kept their Japanese names after Language -> English: every card item caches its picture
(DeviceCoordinateCache) and nothing told the items that the renderer's faces had changed."""
from engine.catalog import bundled_decks
from gui import i18n


def _start(window, qtbot, fmt="duepa"):
    decks = bundled_decks(fmt)
    players = [{"name": n, "deck": decks[i % len(decks)], "seat": i, "kind": "human"}
               for i, n in enumerate(("Aki", "Bunta"))]
    window.games.start_game({"format": fmt, "players": players, "options": None, "seed": 3, "first_player": 0})
    qtbot.wait(50)
    if window.curtain.isVisible():          # "I am Aki — show": the hand is drawn face up
        window.curtain.button.click()
        qtbot.wait(50)


def _picture(window):
    window.table.resetCachedContent()
    return window.table.grab().toImage()


def test_switching_language_redraws_the_cards_in_the_new_language(window, qtbot):
    window.menu_set.set_language("ja")
    try:
        _start(window, qtbot)
        qtbot.wait(50)
        window.menu_set.set_language("en")
        qtbot.wait(50)
        after_switch = _picture(window)
        for item in window.table.tscene.items():     # what a fresh drawing in English shows
            item.update()
        qtbot.wait(50)
        fresh = _picture(window)
        assert fresh == after_switch, "a card kept its face from before the language switch"
        assert i18n.language() == "en"
        window.menu_set.set_language("ja")              # and back: the Japanese names return
        qtbot.wait(50)
        before = _picture(window)
        for item in window.table.tscene.items():
            item.update()
        qtbot.wait(50)
        assert _picture(window) == before
    finally:
        window.menu_set.set_language("en")
