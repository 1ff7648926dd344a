"""Card browser and deck editor (issue 7).  Integration: see README.md in this folder.

    open_deck_editor(parent=None, lang="ja") -> QWidget   opens the editor window
    user_decks_dir() / user_cards_dir() -> Path          user data folders (created on demand)
    list_user_decks(fmt=None) -> list[Path]              the user's deck files, for the new-game dialog
"""
from __future__ import annotations

from .storage import list_user_decks, user_cards_dir, user_decks_dir  # noqa: F401  (no widgets imported)


def open_deck_editor(parent=None, lang: str = "ja", path=None, fmt: str = "duepa"):
    """Create, show and return the deck editor window (a QMainWindow).  `path` opens a deck file."""
    from .editor import DeckEditor
    w = DeckEditor(parent, lang=lang, fmt=fmt)
    if path is not None:
        w.open_deck(path)
    from ..window_geometry import show_placed
    w.settings = getattr(parent, "settings", None)
    if w.settings is None:
        from ..settings import Settings
        w.settings = Settings()
    show_placed(w, w.settings, "decks")     # inside the screen, maximized up to 1440 px, as it was left
    return w
