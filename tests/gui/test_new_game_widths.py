"""The new-game dialog is as wide as its seats need and fits a laptop's screen: with a team column (tag) and
Japanese words ("コンピューター") every seat's player and deck lists show their whole choice, and eight seats
leave room for a window title and a panel on a 1366x768 screen."""
import pytest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from gui import i18n


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _text_fits(box) -> bool:
    """Whether a closed list shows its whole current text in its text field (the style's, arrow and frame
    left out)."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    return box.fontMetrics().horizontalAdvance(box.currentText()) <= field.width()


@pytest.mark.parametrize("fmt", ["tag", "duepa"])
def test_every_seat_shows_its_whole_player_kind_and_deck(window, qtbot, lang, fmt):
    from gui.dialogs.new_game import NewGameDialog
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.format_box.setCurrentIndex(next(i for i in range(dlg.format_box.count()) if dlg.format_box.itemData(i) == fmt))
    for row in dlg.rows:
        row["kind"].setCurrentIndex(row["kind"].findData("computer"))
    dlg.show()
    QApplication.processEvents()
    cut = [(r["kind"].currentText(), r["deck"].currentText()) for r in dlg.rows
           if not (_text_fits(r["kind"]) and _text_fits(r["deck"]))]
    assert not cut, f"cut in the seat list ({lang}, {fmt}): {cut}"
    assert dlg.width() <= 1366 and dlg.height() <= 768 - 40


def test_eight_seats_of_duepa_leave_room_for_a_title_bar_and_a_panel_on_a_768_pixel_screen(window, qtbot, lang):
    from gui.dialogs.new_game import NewGameDialog
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.seats.setValue(8)
    dlg.show()
    QApplication.processEvents()
    assert len(dlg.rows) == 8
    assert dlg.height() <= 768 - 88, dlg.height()     # a window title (about 30) and a panel (about 40)


def test_bundled_decks_are_named_in_the_interface_language(window, qtbot, lang):
    from gui.dialogs.new_game import NewGameDialog
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    shown = dlg.rows[0]["deck"].currentText()
    assert shown == ("熾火と森" if lang == "ja" else "Ember and Grove")      # the default DuePa seat 1


def test_a_format_with_fewer_seats_and_options_gives_a_smaller_dialog_not_gaps(window, qtbot, lang):
    from gui.dialogs.new_game import NewGameDialog
    dlg = NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.show()
    QApplication.processEvents()
    duepa = dlg.height()
    dlg.format_box.setCurrentIndex(next(i for i in range(dlg.format_box.count())
                                        if dlg.format_box.itemData(i) == "divide"))
    qtbot.waitUntil(lambda: dlg.height() < duepa - 80, timeout=2000)     # 2 seats and 2 options
    header, first = dlg.grid.itemAtPosition(0, 1).widget(), dlg.rows[0]["name"]
    assert first.y() - (header.y() + header.height()) < 20              # the seats under their headings
