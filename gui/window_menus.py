"""The window's actions and menus, declared as data (as BeeRef does): one row per action names its menu,
its English text (translated through Qt Linguist), the window method it calls, its shortcut and whether it
is a check box.  `build_menus` turns the table into QActions; `retranslate_menus` renames them."""
from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from . import i18n
from .i18n import tr

SK = QKeySequence.StandardKey


def tr_noop(text: str) -> str:
    return text

MENUS = (("game", tr_noop("&Game")), ("view", tr_noop("&View")), ("lang", tr_noop("&Language")),
         ("help", tr_noop("&Help")))

# the texts of the actions (a table the translation builder reads: assets/translations/build_translations.py)
T = {"new": "New game…", "open": "Open…", "save": "Save", "saveas": "Save as…", "undo": "Undo", "redo": "Redo",
     "concede": "Concede…", "pause": "Pause the computers (P)", "phones": "Phones…", "puzzle": "Load a puzzle…", "replay": "Replay a saved game…",
     "export": "Export the log…", "decks": "Deck editor…", "settings": "Settings…", "quit": "Quit",
     "links": "Show seating links (left / right / front)", "privacy": "Hide other players' cards",
     "largetext": "Larger text", "zoomin": "Zoom in", "zoomout": "Zoom out", "zoom0": "Actual size", "rules": "Rules reference",
     "about": "About Enza"}

# (id, menu, window method, shortcut, the setting a check box shows); "-" is a separator, "recent" the submenu
ACTIONS = (
    ("new", "game", "new_game_dialog", SK.New, None),
    ("open", "game", "open_dialog", SK.Open, None),
    ("recent", "game", None, None, None),
    ("save", "game", "save", SK.Save, None),
    ("saveas", "game", "save_as", SK.SaveAs, None),
    ("-", "game", None, None, None),
    ("undo", "game", "undo", SK.Undo, None),
    ("redo", "game", "redo", SK.Redo, None),
    ("concede", "game", "concede", None, None),
    ("pause", "game", "toggle_pause", "P", None),
    ("phones", "game", "phones_dialog", None, None),
    ("-", "game", None, None, None),
    ("puzzle", "game", "puzzle_dialog", None, None),
    ("replay", "game", "replay_dialog", None, None),
    ("export", "game", "export_log_dialog", None, None),
    ("-", "game", None, None, None),
    ("decks", "game", "deck_editor", None, None),
    ("settings", "game", "settings_dialog", None, None),
    ("quit", "game", "close", SK.Quit, None),
    ("links", "view", "toggle_links", None, "show_links"),
    ("privacy", "view", "toggle_privacy", None, "privacy"),
    ("largetext", "view", "toggle_large_text", None, "large_text"),
    ("zoomin", "view", "zoom_in", "Ctrl++", None),
    ("zoomout", "view", "zoom_out", "Ctrl+-", None),
    ("zoom0", "view", "zoom_reset", "Ctrl+0", None),
    ("rules", "help", "rules_dialog", "F1", None),
    ("about", "help", "about", None, None),
)

LANGUAGES = (("ja", "日本語"), ("en", "English"))


class MenusMixin:
    """For MainWindow and the start-up window (gui/shell.py): `self.acts` (id -> QAction), `self.menus`
    (id -> QMenu), `self.m_recent`; they need `self.settings` and `self.open_path`."""

    def build_menus(self, shortcuts: bool = True) -> None:
        """`shortcuts=False` for the start-up window (gui/shell.py): Qt's first shortcut costs ~30 ms of CPU,
        which is not spent before the first frame."""
        mb = self.menuBar()
        self.menus = {key: mb.addMenu("") for key, _ in MENUS}
        self.acts = {}
        for key, menu, slot, shortcut, setting in ACTIONS:
            m = self.menus[menu]
            if key == "-":
                m.addSeparator()
                continue
            if key == "recent":
                self.m_recent = m.addMenu("")
                continue
            a = QAction(self)
            self.connect_action(a, key, slot)
            if shortcut is not None and shortcuts:
                a.setShortcut(QKeySequence(shortcut))
            if setting is not None:
                a.setCheckable(True)
                a.setChecked(bool(self.settings.get(setting)))
            m.addAction(a)
            self.acts[key] = a
        grp = QActionGroup(self)
        for code, label in LANGUAGES:
            a = QAction(label, self, checkable=True)
            a.setChecked(i18n.language() == code)
            self.connect_action(a, "lang_" + code, "set_language")
            grp.addAction(a)
            self.menus["lang"].addAction(a)
            self.acts["lang_" + code] = a

    def connect_action(self, action: QAction, key: str, slot: str) -> None:
        """What the action `key` calls: this window's method (gui/shell.py's start-up window forwards to the
        main window's action instead)."""
        if slot == "set_language":
            action.triggered.connect(lambda _=False, c=key.removeprefix("lang_"): self.set_language(c))
        else:
            action.triggered.connect(getattr(self, slot))

    def retranslate_menus(self) -> None:
        for key, text in T.items():
            self.acts[key].setText(tr(text))
        for key, title in MENUS:
            self.menus[key].setTitle(tr(title))
        self.m_recent.setTitle(tr("Open recent"))
        self.fill_recent()

    def phones_dialog(self) -> None:
        from .dialogs.phones import open_phones     # C1b: the dialog and the phone server are its own
        open_phones(self)

    def fill_recent(self) -> None:
        self.m_recent.clear()
        for p in self.settings.get("recent"):
            a = self.m_recent.addAction(p)
            a.triggered.connect(lambda _=False, path=p: self.open_path(path))
        self.m_recent.setEnabled(bool(self.settings.get("recent")))

    def set_language(self, code: str) -> None:
        self.settings.set("language", code)
        i18n.set_language(code)
        self.acts["lang_" + code].setChecked(True)

    def toggle_large_text(self, on: bool | None = None) -> None:
        """View -> Larger text, remembered (gui/text_size.py)."""
        from .text_size import text_size
        on = self.acts["largetext"].isChecked() if on is None or not isinstance(on, bool) else on
        self.settings.set("large_text", on)
        self.acts["largetext"].setChecked(on)
        text_size().set_large(on)

    def zoom_in(self) -> None:
        self.table.set_zoom(self.table.zoom * 1.15)

    def zoom_out(self) -> None:
        self.table.set_zoom(self.table.zoom / 1.15)

    def zoom_reset(self) -> None:
        self.table.set_zoom(1.0)
