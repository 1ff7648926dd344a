"""The one door through which the session gets its words (events, decisions, answers, refusals, steps).

Today it borrows the table's existing text functions (gui/log_text.py, gui/event_words.py, gui/action_text.py,
gui/i18n.py), none of which imports Qt; their language is the interface's (gui/i18n: English unless the Qt
translator is loaded).  The catalogue reader of issue 31 item 2 (`gui/session/words`) replaces this module's
body with `from .words import CardBook, Namer, words_for` and keeps these names: the session asks for words
only here, so the switch is this one file.  `lang` is accepted now and honoured once that reader is in."""
from __future__ import annotations

import functools

from .. import i18n
from ..action_text import action_label, context_label, decision_heading, decision_title, refusal_text
from ..event_words import step_words
from ..log_text import event_text, zone_name


class Words:
    """The words of one language (see the module's text), with the interface of gui/session/words."""

    def __init__(self, lang: str | None):
        # the interface's language while Qt's translator speaks it; else English, as tr() does then
        self.lang = lang or (i18n.language() if i18n._translator is not None else "en")

    def tr(self, text: str, **kw) -> str:
        return i18n.tr(text, **kw)

    def pick(self, ja, en) -> str:
        return (ja or en or "") if self.lang == "ja" else (en or ja or "")

    def card_name(self, defn) -> str:
        if defn is None:
            return "?"
        return self.pick(getattr(defn, "name_ja", None), getattr(defn, "name_en", None)) or defn.id

    def event(self, ev: dict, names: dict, card, spell_side=None) -> str | None:
        return event_text(ev, names, card, spell_side)

    def step(self, step) -> str:
        return step_words(step)

    def zone(self, zone: str) -> str:
        return zone_name(zone)

    def decision_title(self, kind: str) -> str:
        return decision_title(kind)

    def answer(self, text: str, card, player) -> str:
        return action_label(text, card, player)

    def refusal(self, err, card_name: str = "?") -> str:
        return refusal_text(err, card_name)

    # the two that need the game (effect order, shield positions, the card a question is about)
    def heading(self, game, card_by_id) -> str:
        return decision_heading(game, card_by_id)

    def context(self, text: str, game, card_by_id, card_def=None) -> str | None:
        return context_label(text, game, lambda t: "?", lambda t: t, card_by_id, card_def)


def words_for(lang: str | None = None) -> Words:
    return _words(lang or (i18n.language() if i18n._translator is not None else "en"))


@functools.cache
def _words(lang: str) -> Words:
    return Words(lang)


def _card_id(tok):
    return int(tok[1:]) if isinstance(tok, str) and tok.startswith("c") and tok[1:].isdigit() else None


class CardBook:
    """What one screen knows of the cards of one game: card id -> definition id, learnt from the views and
    events that screen was shown (a card it never saw face up has no name)."""

    def __init__(self, game=None):
        self.game = game
        self.defs: dict[int, str] = {}

    def learn_view(self, view) -> None:
        defs = self.defs

        def add(cv):
            cid = _card_id(cv.token)
            if cv.card is not None and cid is not None:
                defs[cid] = cv.card
            for u in cv.attached:
                add(u)
        for z in view.zones.values():
            for c in z.cards:
                add(c)
        for it in view.stack:
            cid = _card_id(it.token)
            if it.card is not None and cid is not None:
                defs[cid] = it.card

    def learn_event(self, ev: dict) -> None:
        cid, defn = ev.get("card"), ev.get("defn")
        if isinstance(cid, int) and isinstance(defn, str):
            self.defs[cid] = defn
        cids, defns = ev.get("cards"), ev.get("defns")
        if isinstance(cids, list) and isinstance(defns, list):
            for cid, defn in zip(cids, defns):
                if isinstance(cid, int) and isinstance(defn, str):
                    self.defs[cid] = defn

    def definition(self, cid):
        try:
            def_id = self.defs.get(int(cid))
        except (ValueError, TypeError):
            return None
        return self.game.card_definition(def_id) if def_id is not None and self.game is not None else None


class Namer:
    """Names as one screen gives them: `words`, `book` (that screen's CardBook), `game` (whose players)."""

    def __init__(self, words, book: CardBook, game):
        self.w, self.book, self.game = words, book, game

    def card_label(self, cid) -> str:
        d = self.book.definition(cid)
        return self.w.card_name(d) if d is not None else self.w.tr("a face-down card")

    def token_name(self, tok: str) -> str:
        cid = _card_id(tok)
        return self.card_label(cid) if cid is not None else self.w.tr("a face-down card")

    def log_card(self, ref, _defn_id=None) -> str:
        return self.card_label(ref) if isinstance(ref, int) else self.w.tr("a face-down card")

    def player_name(self, tok: str) -> str:
        try:
            return self.game.players[int(tok[1:])].name
        except (ValueError, IndexError, TypeError, AttributeError):
            return tok

    def player_names(self) -> dict:
        return {p.index: p.name for p in self.game.players} if self.game is not None else {}

    def spell_side_name(self, cid):
        side = getattr(self.book.definition(cid), "spell", None)
        return self.w.pick(side.name_ja, side.name_en) if side is not None else None

    def answer(self, text: str) -> str:
        """An answer's label, naming effects, shield positions and twinpact sides where they matter."""
        return self.w.context(text, self.game, self.card_label, self.book.definition) or \
            self.w.answer(text, self.token_name, self.player_name)
