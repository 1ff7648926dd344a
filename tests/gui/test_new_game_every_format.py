"""Every format's defaults start at every seat count the New game dialog offers (U1a item 7): the test walks
the formats and, with the seat count's arrow as a person would, every count; Start with the dialog's own
defaults must start a game.  A setup that cannot start says why in words and keeps what was entered; the
dialog's words about teams, emperors and turn order are the engine's own setup."""
from __future__ import annotations

from gui.dialogs.new_game import NewGameDialog


def dialog(window, qtbot) -> NewGameDialog:
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def choose(dlg, fmt: str) -> None:
    dlg.format_box.setCurrentIndex(next(i for i, f in enumerate(dlg.formats) if f.name == fmt))


def test_every_format_starts_at_every_seat_count_the_dialog_offers(window, qtbot):
    dlg = dialog(window, qtbot)
    started = []
    for i, info in enumerate(dlg.formats):
        dlg.format_box.setCurrentIndex(i)
        dlg.seats.setValue(dlg.seats.minimum())
        offered = []
        while True:
            n = dlg.seats.value()
            offered.append(n)
            dlg.result_spec = None
            dlg.try_accept()
            assert dlg.result_spec is not None, (info.name, n, getattr(dlg, "last_problem", ""))
            window.games.start_game(dlg.result_spec)
            g = window.game
            assert g is not None and g.format.name == info.name and len(g.players) == n, (info.name, n)
            started.append((info.name, n))
            dlg.seats.stepUp()
            if dlg.seats.value() == n:
                break
        assert offered[0] == info.min_players and offered[-1] == info.max_players, (info.name, offered)
        if info.name == "alternating":
            assert offered == [4, 6, 8]         # 811.1: teams of one size, two or more each
        elif info.name != "emperor":
            assert offered == list(range(info.min_players, info.max_players + 1)), (info.name, offered)
    assert len({f for f, _n in started}) == len(dlg.formats) >= 12
    window.ctl.stop()


def test_the_words_about_teams_match_the_teams(window, qtbot):
    dlg = dialog(window, qtbot)
    choose(dlg, "alternating")
    dlg.seats.setValue(4)
    dlg.seats.stepUp()                          # 5 cannot start: on to 6
    assert dlg.seats.value() == 6
    teams = [r["team"].currentData() for r in dlg.rows]
    assert sorted(teams.count(t) for t in set(teams)) == [2, 2, 2]
    assert "3 teams of 2 / 2 / 2" in dlg.format_about.text()
    assert "4, 6, 8 players" in dlg.format_about.text()
    choose(dlg, "teams")
    dlg.seats.setValue(5)
    assert "2 teams of 3 / 2" in dlg.format_about.text()


def test_the_dialog_names_the_emperors_and_the_turn_order(window, qtbot):
    dlg = dialog(window, qtbot)
    choose(dlg, "emperor")
    names = [r["name"].text() for r in dlg.rows]
    about = dlg.format_about.text()
    assert "♛" in about and names[1] in about and names[4] in about     # the middle seat of each team
    assert names[0] not in about.split("♛")[1].split("·")[0]
    assert dlg.diagram.heads == [1, 4]
    choose(dlg, "tag")
    assert dlg.diagram.order == [0, 3, 2, 1]       # tag 501-2: 1 → 4 → 3 → 2, not seat order
    assert "1 → 4 → 3 → 2" in dlg.diagram.order_text()
    assert dlg.grid_box.title() != "Seats (seat order is turn order)"
    choose(dlg, "duepa")
    assert dlg.diagram.order == [0, 1, 2, 3]


def test_a_setup_that_cannot_start_says_why_in_words_and_keeps_what_was_entered(window, qtbot):
    dlg = dialog(window, qtbot)
    choose(dlg, "alternating")
    dlg.seats.setValue(4)
    dlg.rows[0]["name"].setText("Mitsuki")
    for i, t in enumerate([0, 0, 1, 1]):       # teammates side by side: not alternating (811.2)
        dlg.rows[i]["team"].setCurrentIndex(t)
    dlg.try_accept()
    assert dlg.result_spec is None and dlg.isVisible()
    text = dlg.last_problem
    assert "alternately" in text and "811.2" in text
    assert "ValueError" not in text and "Traceback" not in text
    assert dlg.rows[0]["name"].text() == "Mitsuki" and dlg.info.name == "alternating"
    assert [r["team"].currentIndex() for r in dlg.rows] == [0, 0, 1, 1]
