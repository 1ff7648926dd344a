"""The main window is one QMainWindow made of parts it owns (issue 36 item 3), not a chain of mixins: its
class chain is MainWindow and Qt's own classes, and every menu entry and start-screen button reaches a
method of one of those parts."""
from __future__ import annotations

import inspect

from gui.main_window import MainWindow
from gui.shell import START_BUTTONS
from gui.window_menus import ACTIONS, slot_of

PARTS = ("names", "files", "puzzles", "replay", "games", "passing", "table_input", "dialogs", "view_menu",
         "menu_set")


def test_the_main_windows_class_chain_is_mainwindow_and_qts_own_classes_only():
    chain = MainWindow.__mro__
    assert chain[0] is MainWindow
    from PySide6.QtWidgets import QMainWindow
    assert chain[1] is QMainWindow
    foreign = [c for c in chain[1:] if c is not object and not c.__module__.startswith(("PySide6", "Shiboken"))]
    assert foreign == [], f"MainWindow inherits from non-Qt classes: {foreign}"


def test_the_main_window_keeps_few_methods_of_its_own():
    own = [n for n, v in vars(MainWindow).items() if inspect.isfunction(v) or isinstance(v, property)]
    # drawing, messages, retranslation, resize and close: what the window itself is; the rest is its parts'
    assert len(own) <= 15, own


def test_every_menu_entry_and_start_button_calls_a_method_of_a_part_the_window_owns(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    slots = [slot for key, _m, slot, *_ in ACTIONS if slot is not None] + [s for _b, s in START_BUTTONS]
    for slot in slots:
        assert callable(slot_of(w, slot)), slot
        part = slot.split(".")[0]
        assert part in PARTS or slot == "close", slot
    for part in PARTS:
        owned = getattr(w, part)
        assert not isinstance(owned, MainWindow)
        assert getattr(owned, "window", w) is w      # a part holds the window it belongs to
    w.close()
