"""Names on the screen (the main window's part): players by token, cards by id or token, answers, in the
interface language, from the cards this screen was shown (gui/session/words/cards.py: CardBook, Namer)."""
from __future__ import annotations

from .i18n import words
from .session.words import Namer

# the seats' names before anyone types one (New game, `enza host`)
DEFAULT_NAMES_JA = ["あかり", "ぶんた", "ちはる", "だいち", "えみ", "ふうた", "ごう", "はな"]
DEFAULT_NAMES_EN = ["Akari", "Bunta", "Chiharu", "Daichi", "Emi", "Futa", "Go", "Hana"]


class Names:
    """The window's names, read from its controller's game and the cards its screen has seen (a fresh
    Namer each time: the language or the game may have changed since)."""

    def __init__(self, ctl):
        self.ctl = ctl

    def namer(self) -> Namer:
        return Namer(words(), self.ctl.cards_seen, self.ctl.game)

    def card_def(self, cid):
        return self.ctl.cards_seen.definition(cid)

    def card_label(self, cid) -> str:
        return self.namer().card_label(cid)

    def token_name(self, tok: str) -> str:
        return self.namer().token_name(tok)

    def player_name(self, tok: str) -> str:
        return self.namer().player_name(tok)

    def spell_side_name(self, cid):
        """The spell side's name of a twinpact (what a cast used), else None."""
        return self.namer().spell_side_name(cid)

    def action_text(self, a: str) -> str:
        """An answer's label, naming effects, shield positions and twinpact sides where they matter."""
        return self.namer().answer(a)
