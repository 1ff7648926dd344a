"""The window's actions and menus, declared as data (as BeeRef does): one row per action names its menu,
its English text (translated through Qt Linguist), the main window's part and method it calls, its shortcut
and whether it is a check box.  `Menus.build` turns the table into QActions; `Menus.retranslate` renames
them.  `ViewMenu` is what the View menu's entries do."""
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

# (id, menu, what it calls: "part.method" of the main window (its owned objects: MainWindow.__init__) or a
# method of the window itself, shortcut, the setting a check box shows); "-" is a separator, "recent" the submenu
ACTIONS = (
    ("new", "game", "games.new_game_dialog", SK.New, None),
    ("open", "game", "files.open_dialog", SK.Open, None),
    ("recent", "game", None, None, None),
    ("save", "game", "files.save", SK.Save, None),
    ("saveas", "game", "files.save_as", SK.SaveAs, None),
    ("-", "game", None, None, None),
    ("undo", "game", "table_input.undo", SK.Undo, None),
    ("redo", "game", "table_input.redo", SK.Redo, None),
    ("concede", "game", "table_input.concede", None, None),
    ("pause", "game", "games.toggle_pause", "P", None),
    ("phones", "game", "menu_set.phones_dialog", None, None),
    ("-", "game", None, None, None),
    ("puzzle", "game", "puzzles.puzzle_dialog", None, None),
    ("replay", "game", "replay.replay_dialog", None, None),
    ("export", "game", "files.export_log_dialog", None, None),
    ("-", "game", None, None, None),
    ("decks", "game", "dialogs.deck_editor", None, None),
    ("settings", "game", "dialogs.settings_dialog", None, None),
    ("quit", "game", "close", SK.Quit, None),
    ("links", "view", "view_menu.toggle_links", None, "show_links"),
    ("privacy", "view", "view_menu.toggle_privacy", None, "privacy"),
    ("largetext", "view", "view_menu.toggle_large_text", None, "large_text"),
    ("zoomin", "view", "view_menu.zoom_in", "Ctrl++", None),
    ("zoomout", "view", "view_menu.zoom_out", "Ctrl+-", None),
    ("zoom0", "view", "view_menu.zoom_reset", "Ctrl+0", None),
    ("rules", "help", "dialogs.rules_dialog", "F1", None),
    ("about", "help", "dialogs.about", None, None),
)

LANGUAGES = (("ja", "日本語"), ("en", "English"))


def slot_of(window, path: str):
    """What "part.method" (or "method") names on the main window: `window.part.method`."""
    target = window
    for name in path.split("."):
        target = getattr(target, name)
    return target


class Menus:
    """The menu bar of the main window, or of the start-up window (gui/shell.py) before the main window
    exists: `acts` (id -> QAction), `menus` (id -> QMenu), `recent` (the Open recent submenu).
    `connect(action, key, slot)` says what an action calls (by default `slot_of(window, slot)`);
    `open_path(path)` opens a recent file."""

    def __init__(self, window, settings, open_path, connect=None):
        self.window, self.settings, self.open_path = window, settings, open_path
        self.connect = connect or self._call_on_window
        self.acts: dict = {}
        self.menus: dict = {}
        self.recent = None

    def build(self, shortcuts: bool = True) -> None:
        """`shortcuts=False` for the start-up window (gui/shell.py): Qt's first shortcut costs ~30 ms of CPU,
        which is not spent before the first frame."""
        w = self.window
        mb = w.menuBar()
        self.menus = {key: mb.addMenu("") for key, _ in MENUS}
        for key, menu, slot, shortcut, setting in ACTIONS:
            m = self.menus[menu]
            if key == "-":
                m.addSeparator()
                continue
            if key == "recent":
                self.recent = m.addMenu("")
                continue
            a = QAction(w)
            self.connect(a, key, slot)
            if shortcut is not None and shortcuts:
                a.setShortcut(QKeySequence(shortcut))
            if setting is not None:
                a.setCheckable(True)
                a.setChecked(bool(self.settings.get(setting)))
            m.addAction(a)
            self.acts[key] = a
        grp = QActionGroup(w)
        for code, label in LANGUAGES:
            a = QAction(label, w, checkable=True)
            a.setChecked(i18n.language() == code)
            self.connect(a, "lang_" + code, "set_language")
            grp.addAction(a)
            self.menus["lang"].addAction(a)
            self.acts["lang_" + code] = a

    def _call_on_window(self, action: QAction, key: str, slot: str) -> None:
        if slot == "set_language":
            action.triggered.connect(lambda _=False, c=key.removeprefix("lang_"): self.set_language(c))
        else:
            action.triggered.connect(slot_of(self.window, slot))

    def retranslate(self) -> None:
        for key, text in T.items():
            self.acts[key].setText(tr(text))
        for key, title in MENUS:
            self.menus[key].setTitle(tr(title))
        self.recent.setTitle(tr("Open recent"))
        self.fill_recent()

    def phones_dialog(self) -> None:
        from .dialogs.phones import open_phones     # C1b: the dialog and the phone server are its own
        open_phones(self.window)

    def fill_recent(self) -> None:
        self.recent.clear()
        for p in self.settings.get("recent"):
            a = self.recent.addAction(p)
            a.triggered.connect(lambda _=False, path=p: self.open_path(path))
        self.recent.setEnabled(bool(self.settings.get("recent")))

    def set_language(self, code: str) -> None:
        self.settings.set("language", code)
        i18n.set_language(code)
        self.acts["lang_" + code].setChecked(True)


class ViewMenu:
    """View: seating links, privacy, larger text, zoom.  Each is remembered in the settings (zoom is not)."""

    def __init__(self, window):
        self.window = window

    def toggle_links(self, on: bool) -> None:
        w = self.window
        w.settings.set("show_links", bool(on))
        w.refresh()

    def toggle_privacy(self, on: bool) -> None:
        w = self.window
        w.settings.set("privacy", bool(on))
        w.ctl.settings_changed()
        w.refresh()

    def toggle_large_text(self, on: bool | None = None) -> None:
        """View -> Larger text, remembered (gui/text_size.py)."""
        from .text_size import text_size
        acts, settings = self.window.acts, self.window.settings
        on = acts["largetext"].isChecked() if on is None or not isinstance(on, bool) else on
        settings.set("large_text", on)
        acts["largetext"].setChecked(on)
        text_size().set_large(on)

    def zoom_in(self) -> None:
        t = self.window.table
        t.set_zoom(t.zoom * 1.15)

    def zoom_out(self) -> None:
        t = self.window.table
        t.set_zoom(t.zoom / 1.15)

    def zoom_reset(self) -> None:
        self.window.table.set_zoom(1.0)
