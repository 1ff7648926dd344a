"""A group of friends meeting the table for the first time: language, start screen, New game with
its defaults, readable deck problems, the public declaration call, prompts that say what they are
about, the end of the game."""
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox, QPushButton

import engine
from engine.sim import bundled_decks
from gui import i18n

ROOT = Path(__file__).resolve().parents[2]
SCEN = ROOT / "tests" / "scenarios" / "duepa"


# ----- language ---------------------------------------------------------------------------
@pytest.mark.parametrize("env,want", [({"LANG": "ja_JP.UTF-8"}, "ja"), ({"LANG": "en_US.UTF-8"}, "en"),
                                      ({"LANG": "de_DE.UTF-8"}, "en"), ({"LC_ALL": "ja_JP.UTF-8", "LANG": "C"}, "ja")])
def test_ui_starts_in_the_system_language(monkeypatch, env, want):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert i18n.startup_language("") == want
    # a choice made in the menu is remembered and wins over the system
    assert i18n.startup_language("ja") == "ja" and i18n.startup_language("en") == "en"


def test_menu_language_choice_is_remembered(window):
    from gui.settings import Settings
    window.menu_set.set_language("ja")
    assert Settings().get("language") == "ja"
    assert i18n.startup_language(Settings().get("language")) == "ja"
    window.menu_set.set_language("en")


# ----- start screen -----------------------------------------------------------------------
def test_start_screen_instead_of_an_empty_table(window):
    assert window.game is None
    assert window.stage.currentWidget() is window.start
    texts = {k: b.text() for k, b in window.start.buttons.items()}
    assert texts == {"new": "New game", "continue": "Continue", "puzzles": "Puzzles", "decks": "Deck editor",
                     "rules": "Rules"}
    assert not window.start.buttons["continue"].isEnabled()  # nothing autosaved yet


def test_continue_shows_the_autosaved_game_and_resumes_it(window, qtbot, data_dir):
    from gui.main_window import MainWindow
    from gui.settings import Settings
    start_defaults(window, qtbot)
    g = window.game
    turn = g.turn
    window.close()
    w2 = MainWindow(Settings())
    qtbot.addWidget(w2)
    w2.refresh()
    info = w2.start.resume_info.text()
    assert "DuePa" in info and "4 seats" in info and f"turn {turn}" in info
    for p in g.players:
        assert p.name in info
    assert w2.start.focusWidget() is w2.start.buttons["continue"], "Continue is the focused button"
    assert w2.start.buttons["continue"].autoDefault()      # so Return continues the game
    qtbot.mouseClick(w2.start.buttons["continue"], Qt.MouseButton.LeftButton)
    assert w2.game is not None and w2.game.fingerprint() == g.fingerprint()
    assert w2.stage.currentWidget() is w2.central
    w2.ctl.stop()


# ----- New game ---------------------------------------------------------------------------
def start_defaults(window, qtbot, fmt_index=None):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    if fmt_index is not None:
        dlg.format_box.setCurrentIndex(fmt_index)
    qtbot.mouseClick(dlg.findChild(QPushButton, "start"), Qt.MouseButton.LeftButton)
    return dlg


def test_new_game_opens_on_duepa_with_four_seats_and_legal_decks(window, qtbot):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    assert dlg.info.name == "duepa" and dlg.seats.value() == 4
    names = [r["name"].text() for r in dlg.rows]
    assert len(set(names)) == 4
    rules = engine.get_format("duepa")({})
    for r in dlg.rows:
        kind, deck = r["deck"].currentData()
        assert kind == "bundled" and rules.validate_deck(deck) == []
    assert dlg.option_widgets["ask_every_player"].isChecked()  # D-306-ask at the table
    dlg.reject()


def test_a_closed_new_game_dialog_gives_its_window_back_before_the_table_is_built(window, qtbot):
    # issue 22: its backing store (2 MiB) would otherwise add to the painted table's peak memory
    seen = []
    start_game = window.games.start_game
    window.games.start_game = lambda spec: (seen.append(window.games.new_game_dlg.windowHandle()), start_game(spec))
    dlg = start_defaults(window, qtbot)
    assert window.game is not None and seen == [None] and dlg.windowHandle() is None
    window.games.new_game_dialog()
    window.games.new_game_dlg.reject()
    assert window.games.new_game_dlg.windowHandle() is None
    window.ctl.stop()


def test_every_deck_list_matches_the_chosen_format(window):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    for _ in range(2):  # there and back again: no deck of the previous format stays in a list
        for i in range(dlg.format_box.count()):
            dlg.format_box.setCurrentIndex(i)
            rules = engine.get_format(dlg.info.name)({})
            for r in dlg.rows:
                for k in range(r["deck"].count()):
                    kind, deck = r["deck"].itemData(k)
                    if deck is not None:
                        assert rules.validate_deck(deck) == [], (dlg.info.name, r["deck"].itemText(k))
    dlg.reject()


def test_the_defaults_of_every_offered_format_start_a_game(window, qtbot):
    window.games.new_game_dialog()
    n = window.games.new_game_dlg.format_box.count()
    window.games.new_game_dlg.reject()
    started = []
    for i in range(n):
        dlg = start_defaults(window, qtbot, i)
        if window.games.game_running() and window.game.format.name != dlg.info.name:
            box = window.games.abandon_box  # a game is running: New game asks first
            qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
        assert window.game is not None and window.game.format.name == dlg.info.name
        assert getattr(dlg, "problem_box", None) is None
        started.append(dlg.info.name)
    assert "duepa" in started and len(started) == n


def test_default_names_never_repeat(window):
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    dlg.seats.setValue(2)
    dlg.rows[1]["name"].setText("Chiharu")  # a default name typed by hand into seat 2
    dlg.seats.setValue(8)
    names = [r["name"].text() for r in dlg.rows]
    assert len(set(names)) == 8, names
    dlg.reject()


def test_deck_problems_are_a_short_list_naming_seat_file_line_and_rule(window, tmp_path):
    bad = tmp_path / "tiny.deck"
    d = bundled_decks("duepa")[0]
    bad.write_text(f"name: tiny\npartner: {d.partner}\n4 {d.card_ids()[0]}\n", encoding="utf-8")
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    assert dlg.set_deck_file(1, str(bad))
    dlg.try_accept()
    text = dlg.last_problem
    lines = [ln for ln in text.splitlines() if ln.startswith("•")]
    assert 1 <= len(lines) <= 4
    assert all("Seat 2" in ln and "tiny.deck" in ln and "rule duepa:" in ln for ln in lines), text
    assert any("line " in ln for ln in lines)
    dlg.problem_box.done(0)
    dlg.reject()


def test_new_game_asks_before_abandoning_a_running_game(window, qtbot):
    start_defaults(window, qtbot)
    g = window.game
    start_defaults(window, qtbot)
    box = window.games.abandon_box
    assert box.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.game is g  # kept
    start_defaults(window, qtbot)
    qtbot.mouseClick(window.games.abandon_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.game is not g


# ----- hot-seat privacy -------------------------------------------------------------------
def test_curtain_is_opaque_and_the_table_under_it_shows_nobody(window, qtbot):
    from gui.curtain import CURTAIN_COLOR
    start_defaults(window, qtbot)
    assert window.curtain.isVisible()
    img = window.central.grab().toImage()
    for x, y in ((3, 3), (img.width() // 3, img.height() - 5), (img.width() - 5, img.height() // 2)):
        assert QColor(img.pixel(x, y)) == CURTAIN_COLOR  # nothing blended in from under it
    for seat in window.table.tscene.seats.values():  # drawn for nobody while covered
        assert not any(it.face_up for it in seat.items.get("hand", {}).values())


def run_to_declaration(window, qtbot):
    """Play passes until the public call 'any declaration?' comes up (an attack is declared)."""
    for _ in range(400):
        g = window.game
        if window.curtain.isVisible():
            if window.curtain.asking:
                return True
            qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
            continue
        p = window.ctl.acting()
        acts = window.ctl.legal_now()
        if p is None or not acts:
            qtbot.wait(1)
            continue
        attack = [a for a in acts if a.split()[1] == "attack"]
        target = [a for a in acts if a.split()[1] == "target"]
        charge = [a for a in acts if a.split()[1] == "charge"]
        summon = [a for a in acts if a.split()[1] == "summon"]
        pick = (target or attack or (charge if g.decision.kind == "charge" else []) or summon
                or [a for a in acts if a.split()[1] in ("autopay", "noblock", "done", "pass", "no")] or acts)[0]
        window.table_input.do_action(pick)
    return False


def test_declarations_are_asked_publicly_and_the_screen_passes_only_on_yes(window, qtbot):
    start_defaults(window, qtbot)
    assert run_to_declaration(window, qtbot)
    g = window.game
    asked = window.ctl.waiting_curtain
    screen = window.ctl.screen_player
    assert g.decision.kind == "use-declaration" and asked != screen
    assert f"{g.players[asked].name}: any declaration?" == window.curtain.title.text()
    # "No": that player's one chance passes; the screen did not move
    qtbot.mouseClick(window.curtain.no_button, Qt.MouseButton.LeftButton)
    assert window.ctl.screen_player == screen
    assert f"p{asked} done" in g.actions_log[-1] or g.decision is None or g.decision.players != (asked,)
    # the next player in turn order is asked in turn (306.1a): this time "yes"
    assert window.curtain.isVisible() and window.curtain.asking
    nxt = window.ctl.waiting_curtain
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # "Yes, pass me the screen"
    assert window.curtain.isVisible() and not window.curtain.asking
    assert window.curtain.title.text() == f"Pass the screen to {g.players[nxt].name}"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    assert window.ctl.screen_player == nxt
    assert f"p{nxt} done" in window.panel.buttons  # who said yes may still decline


# ----- prompts ----------------------------------------------------------------------------
def take_screen(window, p):
    """Person p takes the screen (the curtain or the open call, as a person at the table answers them)."""
    while window.ctl.waiting_curtain == p:
        window.ctl.curtain_lifted()
    assert window.ctl.screen_player == p


def test_effect_order_names_each_effect_and_its_source_card(window):
    assert window.puzzles.load_puzzle(str(SCEN / "ts_dp_305_1.toml"))
    g = window.game
    assert g.decision.kind == "pending-order"
    take_screen(window, 0)
    labels = [b.text() for a, b in window.panel.buttons.items() if a.split()[1] == "resolve"]
    assert len(labels) == 2
    for t in labels:
        assert "《Test TS-SANGAN》" in t and "when any creature attacks" in t


def test_shield_choices_show_positions(window):
    assert window.puzzles.load_puzzle(str(SCEN / "ts_dp_105_1.toml"))
    g = window.game
    assert g.decision.kind == "break-shields"
    take_screen(window, 0)
    labels = [b.text() for a, b in window.panel.buttons.items() if a.split()[1] == "choose"]
    assert labels and all("Shield " in t and "(from the left)" in t for t in labels)
    assert len(set(labels)) == len(labels)


def test_long_answer_labels_wrap_instead_of_clipping(window, qtbot):
    from gui.dialogs.decision import WrapButton
    b = WrapButton("Resolve 《A very long card name that goes on》: its effect when an opponent's creature attacks")
    b.resize(220, 30)
    assert b.heightForWidth(220) > b.heightForWidth(2000)
    assert b.label.wordWrap()


# ----- end of game ------------------------------------------------------------------------
def test_game_over_places_in_elimination_order_with_rematch_and_new_game(window, qtbot):
    from gui.dialogs.misc import placings
    d = bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": n, "deck": d[i % len(d)], "seat": i}
                                  for i, n in enumerate(["Aki", "Ben", "Chie", "Dai"])], seed=5, first_player=0)
    window.settings.set("privacy", False)
    window.games.set_game(g)
    out = []
    while g.outcome is None:  # concede one after another: the order of elimination
        p = g.decision.waiting_for()[0]
        out.append(p)
        g.perform(f"p{p} concede")
    window.ctl.after_change()
    qtbot.waitUntil(lambda: window.games.game_over_dialog is not None)
    places = placings(g)
    winner = g.outcome.winners
    assert places[0] == (1, winner)
    losers = [grp[0] for _, grp in places[1:]]
    assert losers == list(reversed(out))   # the last one out placed second
    text = window.games.game_over_dialog.places.text().splitlines()
    assert text[0].startswith("1. ") and g.players[winner[0]].name in text[0]
    assert g.players[out[0]].name in text[-1] and text[-1].startswith("4. ")
    assert "Turns played" in window.games.game_over_dialog.turns.text()
    qtbot.mouseClick(window.games.game_over_dialog.findChild(QPushButton, "new_game"), Qt.MouseButton.LeftButton)
    assert window.games.new_game_dlg.isVisible()
    window.games.new_game_dlg.reject()


# ----- feel -------------------------------------------------------------------------------
def test_save_as_starts_in_the_documents_folder(window, qtbot, monkeypatch):
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog
    start_defaults(window, qtbot)
    seen = {}

    def fake_dialog(parent, title, start, filt):  # the native dialog cannot run offscreen: record its start
        seen["start"] = start
        return "", ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog)
    window.files.save_as()
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    # the documents folder when it exists, else home (a missing one sent the chooser to the program's folder)
    from pathlib import Path
    want = docs if Path(docs).is_dir() else str(Path.home())
    assert seen["start"].startswith(want) and seen["start"].endswith(".enza")


def digital_events(seed):
    from engine.sim import play_random_game
    d = bundled_decks("digital")
    g = engine.new_game("digital", [{"name": n, "deck": d[i % len(d)], "seat": i} for i, n in enumerate("AB")],
                        seed=seed)
    play_random_game(g, seed, 400)
    return g


def test_log_never_says_pays_with_zero_mana_and_names_digital_payments():
    from gui.session.words import words_for
    paid = 0
    for seed in range(1, 6):
        g = digital_events(seed)
        names = {p.index: p.name for p in g.players}
        for e in g.events:
            if e.kind != "paid":
                continue
            t = words_for("en").event(e.data | {"kind": e.kind}, names, lambda ref, d: "X")
            if e.data.get("amount"):
                paid += 1
                assert f"pays {e.data['amount']} mana" in t
            assert t is None or "0 mana" not in t.split("(")[0]
    assert paid > 0


def test_gachinko_log_and_status_bar_name_the_same_cards():
    from gui.session.words import words_for
    ev = {"kind": "gachinko", "player": 0, "opponent": 1, "cards": [4, 9], "costs": [3, 5], "won": False}
    names = {0: "Aki", 1: "Ben"}
    log = words_for("en").event(ev, names, lambda ref, d: f"card{ref}")
    assert words_for("en").reveal_note(ev, names, lambda ref, d: f"card{ref}") == ("status", log)
    assert "《card4》" in log and "《card9》" in log and "cost 3" in log and "cost 5" in log


def test_civilizations_are_named_in_the_interface_language():
    """A real digital refusal (DMP-1: water not unlocked) read in both languages."""
    from engine import IllegalAction
    from gui.session.words import words_for
    from tests.formats.digital_support import P, do, scenario, x
    g = scenario(P(hand=[x("TD-W1", "w")], mana=["TD-F1", "TD-F1"]))
    with pytest.raises(IllegalAction) as err:
        do(g, "p0 summon $w")
    assert err.value.code == "civilization-locked"
    ja, en = words_for("ja").refusal(err.value), words_for("en").refusal(err.value)
    assert "水" in ja and "water" not in ja.lower()
    assert "Water is not unlocked" in en and "[dmp:1]" in en


def test_a_twinpact_shows_the_side_used(window):
    d = bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": n, "deck": d[i % len(d)], "seat": i} for i, n in enumerate("ABC")],
                        seed=2)
    window.games.set_game(g)
    window.ctl.cards_seen.learn_view(g.full_view())     # the screen is shown every card out of the decks
    twin = [c for c in g.cards if c.defn.spell is not None and c.id in window.ctl.cards_seen.defs]
    assert twin, "the bundled DuePa decks hold a twinpact"
    c = twin[0]
    card_by_id = window.names.card_label
    w = i18n.words()
    cast = w.context(f"p0 cast c{c.id}", g, card_by_id, window.names.card_def)
    summon = w.context(f"p0 summon c{c.id}", g, card_by_id, window.names.card_def)
    assert cast == f"Cast 《{c.defn.spell.name_en}》 (spell side)"
    assert summon == f"Summon 《{c.defn.name_en}》 (creature side)"
    line = w.event({"kind": "cast", "player": 0, "card": c.id}, {0: "A"}, lambda r, dd: c.defn.name_en,
                   window.names.spell_side_name)
    assert c.defn.spell.name_en in line


def test_a_declaration_is_revealed_in_a_dialog_as_it_is_made(window, qtbot):
    assert window.puzzles.load_puzzle(str(SCEN / "ts_dp_306_3.toml"))
    g = window.game
    assert g.decision.kind == "use-declaration" and g.decision.players == (1,)
    assert window.curtain.isVisible() and window.curtain.asking      # asked aloud first
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # "Yes, pass me the screen"
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)  # "I am B — show"
    declare = [a for a in window.panel.buttons if a.split()[1] == "declare"]
    assert declare and "p1 done" in window.panel.buttons
    qtbot.mouseClick(window.panel.buttons[declare[0]], Qt.MouseButton.LeftButton)
    box = window.last_message
    assert box is not None and box.isVisible()
    assert box.text().startswith("B declares 《") and box.windowTitle() == "Declaration"
    box.done(0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_new_game_with_eight_seats_fits_a_1366x768_screen(window, lang):
    window.menu_set.set_language(lang)
    window.games.new_game_dialog()
    dlg = window.games.new_game_dlg
    dlg.seats.setValue(8)
    hint = dlg.minimumSizeHint()
    # a title bar and a task bar take about 70 pixels of the 768
    assert hint.height() <= 768 - 70 and hint.width() <= 1366, hint
    assert all(r["name"].width() >= 100 for r in dlg.rows)
    dlg.reject()
    window.menu_set.set_language("en")


def test_seat_header_counts_teams_from_1_and_names_civilizations_in_the_ui_language(window):
    """The engine numbers teams from 0 and keeps civilizations as ids; the seat shows people's words."""
    from engine.core.view import SeatView
    from gui.table.seat_item import SeatItem
    seat = SeatItem(window.table.tscene, 0)
    seat.sv = SeatView(0, "Aki", 0, 0, True, None, {"mana_available": 1, "mana_max": 2, "unlocked": ["water", "fire"]})
    try:
        assert "Team 1" in seat.head_text() and "Team 0" not in seat.head_text()
        assert seat.digital_mana_text() == "Mana 1/2 [Water, Fire]"
        i18n.set_language("ja")
        assert "水" in seat.digital_mana_text() and "Water" not in seat.digital_mana_text()
        assert "1" in seat.head_text().split("Aki")[1] and "0" not in seat.head_text().split("Aki")[1]
    finally:
        i18n.set_language("en")
