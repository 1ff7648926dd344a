"""The New game dialog asks engine/catalog.py for seat counts and default teams, and puts the engine's typed setup
problems in words: a 6-seat alternating table starts with equal teams (it kept a 4-seat table's teams, 3 / 2 / 1,
and Start raised a raw ValueError 811.1), a count no teams fit is skipped, and teams that do not fit are
explained with their rule instead of an exception."""
import pytest

from gui import i18n


def dialog(window, fmt: str):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    dlg.format_box.setCurrentIndex([f.name for f in dlg.formats].index(fmt))
    return dlg


def teams(dlg) -> list[int]:
    return [r["team"].currentData() for r in dlg.rows]


def test_a_growing_alternating_table_gets_equal_teams_seated_alternately(window):
    dlg = dialog(window, "alternating")
    dlg.seats.setValue(4)
    assert teams(dlg) == [0, 1, 0, 1]
    dlg.seats.setValue(6)
    assert teams(dlg) == [0, 1, 2, 0, 1, 2]
    dlg.seats.setValue(8)
    assert teams(dlg) == [0, 1, 2, 3, 0, 1, 2, 3]
    dlg.reject()


def test_a_seat_count_no_teams_fit_is_skipped_both_ways(window):
    dlg = dialog(window, "alternating")
    dlg.seats.setValue(4)
    dlg.seats.setValue(5)                  # 811.1: no equal teams of two or more for 5
    assert dlg.seats.value() == 6 and len(dlg.rows) == 6
    dlg.seats.setValue(5)
    assert dlg.seats.value() == 4 and len(dlg.rows) == 4
    dlg.reject()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_teams_that_do_not_fit_are_explained_with_their_rule(window, lang):
    i18n.set_language(lang)
    try:
        dlg = dialog(window, "alternating")
        dlg.seats.setValue(6)
        for r, t in zip(dlg.rows, [0, 1, 0, 1, 1, 2]):
            r["team"].setCurrentIndex(t)
        dlg.try_accept()                   # no exception: the problem box
        text = dlg.last_problem
        assert "mtg:811.1" in text
        assert ("Each team" in text or "These teams cannot play" in text) if lang == "en" else "チーム" in text
        assert dlg.isVisible() and window.game is None     # nothing started
        dlg.problem_box.close()
        dlg.reject()
    finally:
        i18n.set_language("en")
