"""The one door through which the session gets its words: gui/session/words (one catalogue, no Qt).
`words_for(None)` is English, the words of a table that was given no language."""
from __future__ import annotations

from .words import CardBook, Namer  # noqa: F401  (the session's names for a screen's cards)
from .words import words_for as _words_for


def words_for(lang: str | None = None):
    return _words_for(lang or "en")
