"""Screenshots of the table with 3, 4, 6 and 8 seats (written to screenshots/, git-ignored) to look at;
the test checks that every seat is drawn inside the view and no two seats overlap."""
import os
from pathlib import Path

import pytest

import engine
from engine.sim import bundled_decks, play_random_game
from gui import i18n
from gui.table.view import TableView

OUT = Path(os.environ.get("ENZA_SCREENSHOTS", Path(__file__).resolve().parents[2] / "screenshots"))


@pytest.mark.parametrize("n,size,lang", [(3, (1366, 768), "ja"), (4, (1366, 768), "ja"), (6, (1920, 1080), "en"),
                                         (8, (1920, 1080), "ja")])
def test_table_screenshot(qtbot, n, size, lang):
    i18n.set_language(lang)
    d = bundled_decks("duepa")
    names = ["あかり", "Ben", "ちはる", "Daichi", "えみ", "Futa", "ごう", "Hana"]
    g = engine.new_game("duepa", [{"name": names[i], "deck": d[i % len(d)], "seat": i} for i in range(n)], seed=7)
    play_random_game(g, 3, 30 * n)
    v = TableView()
    qtbot.addWidget(v)
    v.resize(*size)
    v.show()
    qtbot.waitExposed(v)
    viewer = g.decision.waiting_for()[0]
    v.show_game(g, viewer=viewer, show_links=(n == 6))
    OUT.mkdir(exist_ok=True)
    assert v.grab().save(str(OUT / f"table_{n}_seats.png"))
    seats = list(v.tscene.seats.values())
    rects = [s.sceneBoundingRect().adjusted(4, 4, -4, -4) for s in seats]
    scene = v.tscene.sceneRect()
    for i, r in enumerate(rects):
        assert scene.contains(r)
        for r2 in rects[i + 1:]:
            assert not r.intersects(r2)
    assert v.tscene.seats[viewer].own
    i18n.set_language("en")
