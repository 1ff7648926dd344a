"""Words without Qt, from one catalogue: event, decision, answer and refusal words in one language.

    from gui.session.words import words_for
    w = words_for("ja")
    w.event(ev, names, card)            # a log line, or None for bookkeeping events
    w.answer("p0 summon c7", card, player), w.decision_title("block"), w.refusal(err, "Ember")

Templates are the English sources of assets/translations/*.ts (edited with Qt Linguist; catalogue.py reads
them with xml.etree); the widgets' chrome keeps gui/i18n.tr and Qt's translator, built from the same files.
Nothing here imports Qt (tests/gui/test_words_catalogue.py)."""
from __future__ import annotations

from .cards import CardBook, Namer
from .catalogue import LANGS
from .words import Words, words_for

__all__ = ["CardBook", "LANGS", "Namer", "Words", "words_for"]
