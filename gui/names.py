"""Names on the screen: players by token, cards by id or token, in the interface language.

Cards are named from what the screen was shown, never from the game's card table: `CardBook` learns
card id -> definition id from the typed views the table draws and the per-viewer events the screen
gets, so a card the screen never saw face up has no name to give (it is "a face-down card")."""
from __future__ import annotations

from . import i18n
from .i18n import tr

# the seats' names before anyone types one (New game, `enza host`)
DEFAULT_NAMES_JA = ["あかり", "ぶんた", "ちはる", "だいち", "えみ", "ふうた", "ごう", "はな"]
DEFAULT_NAMES_EN = ["Akari", "Bunta", "Chiharu", "Daichi", "Emi", "Futa", "Go", "Hana"]


class CardBook:
    """What the screen knows of the cards of one game: card id -> definition id."""

    def __init__(self):
        self.game = None
        self.defs: dict[int, str] = {}

    def start(self, game) -> None:
        self.game, self.defs = game, {}

    def learn_view(self, view) -> None:
        """Every face-up card of a typed view (engine/core/view.py): zones, cards under cards, the stack."""
        defs = self.defs

        def add(cv):
            if cv.card is not None and cv.token[:1] == "c" and cv.token[1:].isdigit():
                defs[int(cv.token[1:])] = cv.card
            for u in cv.attached:
                add(u)
        for z in view.zones.values():
            for c in z.cards:
                add(c)
        for it in view.stack:
            if it.card is not None and it.token and it.token[:1] == "c" and it.token[1:].isdigit():
                defs[int(it.token[1:])] = it.card

    def learn_event(self, ev: dict) -> None:
        """A per-viewer event naming a card with its definition (hidden cards come without one)."""
        cid, defn = ev.get("card"), ev.get("defn")
        if isinstance(cid, int) and isinstance(defn, str):
            self.defs[cid] = defn
        cids, defns = ev.get("cards"), ev.get("defns")
        if isinstance(cids, list) and isinstance(defns, list):     # a look at several cards ("cards" may be a count)
            for cid, defn in zip(cids, defns):
                if isinstance(cid, int) and isinstance(defn, str):
                    self.defs[cid] = defn

    def definition(self, cid):
        """The definition (public card data) of card `cid` as the screen knows it, or None."""
        try:
            def_id = self.defs.get(int(cid))
        except (ValueError, TypeError):
            return None
        return self.game.card_definition(def_id) if def_id is not None and self.game is not None else None


class NamesMixin:
    def card_def(self, cid):
        return self.ctl.cards_seen.definition(cid)

    def card_label(self, cid) -> str:
        from .card_render import card_name      # Qt: CardBook above is used without it (phones' words)
        d = self.card_def(cid)
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
        d = self.card_def(cid)
        side = getattr(d, "spell", None)
        return i18n.pick(side.name_ja, side.name_en) if side is not None else None
