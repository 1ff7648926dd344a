"""Names on the screen: players by token, cards by id or token, in the interface language.

A card id reaches the GUI only where its viewer may know the card (the typed view's tokens, the
per-viewer events), so naming it reveals nothing; the definition is looked up in one place, `card_def`."""
from __future__ import annotations

from . import i18n
from .card_render import card_name
from .i18n import tr


def card_def(game, cid):
    """The definition of card `cid` of this game, or None."""
    try:
        return game.cards[int(cid)].defn
    except (ValueError, TypeError, IndexError, AttributeError):
        return None


class NamesMixin:
    def card_label(self, cid) -> str:
        d = card_def(self.game, cid)
        return card_name(d) if d is not None else tr("a face-down card")

    def token_name(self, tok: str) -> str:
        if isinstance(tok, str) and tok.startswith("c") and tok[1:].isdigit():
            return self.card_label(int(tok[1:]))
        return tr("a face-down card")

    def player_name(self, tok: str) -> str:
        try:
            return self.game.players[int(tok[1:])].name
        except (ValueError, IndexError, TypeError, AttributeError):
            return tok

    def spell_side_name(self, cid):
        """The spell side's name of a twinpact (what a cast used), else None."""
        d = card_def(self.game, cid)
        side = getattr(d, "spell", None)
        return i18n.pick(side.name_ja, side.name_en) if side is not None else None
