"""Readable everywhere: every dialog and panel is grabbed (offscreen, in both languages) and each
visible label's text is measured against its background from the pixels: WCAG AA, >= 4.5:1.
(The table's stylesheet once cascaded into dialogs: near-white on light grey, 1.03:1.)"""
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QMessageBox, QTextBrowser

import engine
from engine.sim import bundled_decks
from gui import i18n

WCAG_AA = 4.5


def luminance(rgb):
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(rgb[0]) + 0.7152 * ch(rgb[1]) + 0.0722 * ch(rgb[2])


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def label_contrast(img):
    """Dominant colour = background; the pixel farthest from it in contrast = the ink."""
    counts = {}
    for y in range(img.height()):
        for x in range(img.width()):
            c = QColor(img.pixel(x, y))
            k = (c.red(), c.green(), c.blue())
            counts[k] = counts.get(k, 0) + 1
    bg = max(counts, key=counts.get)
    ink = max(counts, key=lambda k: contrast(k, bg))
    return contrast(ink, bg)


def unreadable_labels(widget):
    """[(text, ratio)] of visible text labels below WCAG AA, and how many were measured."""
    QApplication.processEvents()
    shot = widget.grab().toImage()
    bad, n = [], 0
    texts = [(lab, lab.text()) for lab in widget.findChildren(QLabel)
             if lab.pixmap() is None or lab.pixmap().isNull()]
    texts += [(b.viewport(), b.toPlainText()) for b in widget.findChildren(QTextBrowser)]
    texts += [(lw.viewport(), "log") for lw in widget.findChildren(QListWidget) if lw.count()]
    for lab, text in texts:
        if not lab.isVisibleTo(widget) or not text.strip():
            continue
        r = QRect(lab.mapTo(widget, QPoint(0, 0)), lab.size()).intersected(shot.rect())
        if r.width() < 4 or r.height() < 4:
            continue
        n += 1
        ratio = label_contrast(shot.copy(r))
        if ratio < WCAG_AA:
            bad.append((text[:40], round(ratio, 2)))
    return bad, n


def check(widget, where):
    widget.show()
    QApplication.processEvents()
    bad, n = unreadable_labels(widget)
    assert n > 0, f"{where}: no label measured"
    assert not bad, f"{where}: labels below {WCAG_AA}:1: {bad}"
    return n


def a_game(n=3):
    d = bundled_decks("duepa")
    return engine.new_game("duepa", [{"name": f"P{i + 1}", "deck": d[i % len(d)], "seat": i} for i in range(n)], seed=3)


@pytest.fixture(params=["en", "ja"])
def lang_window(request, window):
    window.menu_set.set_language(request.param)
    yield window
    i18n.set_language("en")


def test_start_screen_and_dialogs_are_readable(lang_window, qtbot):
    w = lang_window
    measured = {}
    w.refresh()
    measured["start screen"] = check(w.start, "start screen")
    w.games.new_game_dialog()
    measured["new game"] = check(w.games.new_game_dlg, "New game dialog")
    for i in range(w.games.new_game_dlg.format_box.count()):
        w.games.new_game_dlg.format_box.setCurrentIndex(i)
        check(w.games.new_game_dlg, f"New game dialog, format {i}")
    w.games.new_game_dlg.reject()
    w.dialogs.settings_dialog()
    measured["settings"] = check(w.dialogs.settings_dlg, "Settings dialog")
    w.dialogs.settings_dlg.reject()
    w.dialogs.rules_dialog()
    measured["rules"] = check(w.dialogs.rules_dlg, "Rules dialog")
    w.dialogs.rules_dlg.reject()
    box = w.message("Cannot start the game", "A message\nwith two lines")
    measured["message"] = check(box, "message box")
    box.done(0)
    w.files.resume_autosave()  # nothing to resume: stays on the start screen
    assert all(measured.values())


def test_table_panels_curtain_and_game_over_are_readable(lang_window, qtbot):
    w = lang_window
    w.games.set_game(a_game())
    w.curtain.show_for("P1")
    check(w.curtain, "curtain")
    w.curtain.ask("P2")
    check(w.curtain, "curtain (public call)")
    w.curtain.hide()
    while w.ctl.waiting_curtain is not None:     # the person asked takes the screen
        w.ctl.curtain_lifted()
    check(w.panel, "decision panel")
    g = w.game
    g.perform(f"p{g.decision.waiting_for()[0]} concede")
    while g.outcome is None:
        g.perform(f"p{g.decision.waiting_for()[0]} concede")
    w.ctl.after_change()
    qtbot.waitUntil(lambda: w.games.game_over_dialog is not None)
    check(w.games.game_over_dialog, "Game over dialog")
    w.games.close_game_over()


def test_abandon_question_and_deck_problem_are_readable(lang_window, qtbot):
    w = lang_window
    w.games.set_game(a_game())
    w.games.new_game_dialog()
    dlg = w.games.new_game_dlg
    dlg.show_problem("• Seat 1 (Akari) — x.deck, line 4 — rule duepa:101.1: the deck has 40 cards")
    check(dlg.problem_box, "deck problem box")
    dlg.problem_box.done(0)
    dlg.try_accept()
    box = w.games.abandon_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    check(box, "abandon question")
    box.button(QMessageBox.StandardButton.No).click()


def test_deck_editor_is_readable(lang_window, qtbot):
    w = lang_window
    w.dialogs.deck_editor()
    ed = w.dialogs.deck_window
    ed.resize(1366, 768)
    check(ed, "deck editor")
    ed.close()


def test_curtain_closes_the_preview_and_open_menus(window, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QCursor
    from PySide6.QtWidgets import QApplication
    QCursor.setPos(window.mapToGlobal(QPoint(4, 4)))     # off the table: the menu below takes no hover from it
    window.settings.set("privacy", True)
    window.games.set_game(a_game())
    if window.curtain.isVisible():
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    me = window.ctl.screen_player
    item = next(iter(window.table.tscene.seats[me].items["hand"].values()))
    window.table.preview.show_card(item, pinned=True)     # the card menu's "Show this card large"
    window.table_input.card_menu(item, None)
    assert window.preview.isVisible() and QApplication.activePopupWidget() is not None
    window.passing.show_curtain((me + 1) % 3)
    assert not window.preview.isVisible()
    assert QApplication.activePopupWidget() is None
