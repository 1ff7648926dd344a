"""`Words`: the words of one language — templates from the catalogue, filled like gui/i18n.tr, card names
from card data — and the one formatter of event, decision and refusal words built on them."""
from __future__ import annotations

import functools

from . import actions, cards, events, refusals
from .catalogue import LANGS, catalogue, fill


class Words:
    """The words of one language.  Every sentence a person reads about the game is made here, for the
    Qt table, `enza table-sim` and `enza host` alike."""

    def __init__(self, lang: str):
        self.lang = lang if lang in LANGS else "en"
        self._catalogue = catalogue(self.lang)

    def __repr__(self) -> str:
        return f"Words({self.lang!r})"

    def tr(self, text: str, **kw) -> str:
        """Translate an English source string, then fill its {placeholders} (as gui/i18n.tr does: a
        translation whose placeholders do not fit falls back to the English source)."""
        return fill(self._catalogue.get(text, text), text, kw)

    def pick(self, ja: str | None, en: str | None) -> str:
        """Choose between two data strings (card names, rule lines) by this language."""
        if self.lang == "ja":
            return ja or en or ""
        return en or ja or ""

    def card_name(self, defn) -> str:
        """A card's name from its definition (card data in Japanese and English)."""
        if defn is None:
            return "?"
        return self.pick(getattr(defn, "name_ja", None), getattr(defn, "name_en", None)) or defn.id

    # ----- the formatter ----------------------------------------------------------------
    def event(self, ev: dict, names: dict, card, spell_side=None) -> str | None:
        return events.event_text(self, ev, names, card, spell_side)

    def step(self, step) -> str:
        return events.step_words(self, step)

    def zone(self, zone: str) -> str:
        return events.zone_name(self, zone)

    def reveal_note(self, ev: dict, names: dict, card) -> tuple:
        return events.reveal_note(self, ev, names, card)

    def decision_title(self, kind: str) -> str:
        return actions.decision_title(self, kind)

    def heading(self, game, card_by_id) -> str:
        """The current decision's title, naming the card whose effect asks."""
        return actions.decision_heading(self, game, card_by_id)

    def together_note(self, kind: str, mode: str) -> str:
        return actions.together_note(self, kind, mode)

    def answer(self, text: str, card, player) -> str:
        return actions.action_label(self, text, card, player)

    def context(self, text: str, game, card_by_id, card_def=None) -> str | None:
        """An answer's label where it needs the game (effect order, shield positions, twinpact sides), else None."""
        return actions.context_label(self, text, game, card_by_id, card_def)

    def refusal(self, err, card_name: str = "?", name=None) -> str:
        """A refusal in words; `name(tok)` names its tokens (Namer.token_words), else its card is `card_name`."""
        return refusals.refusal_text(self, err, card_name, name)

    def result(self, outcome: dict, player: int) -> str:
        """A player's result at the game's end, with its rule's tag: "lost  [mtg:104.3a]", "conceded" (a concession
        is said as such; the shield game's documents give it no rule).  `outcome` is the View's outcome."""
        res, rule = (outcome.get("players", {}).get(str(player)) or outcome.get("players", {}).get(player)
                     or ("?", ""))
        said = self.tr("conceded") if player in (outcome.get("conceded") or ()) else self.tr(res)
        return events.with_rule(said, rule)

    def rule_tag(self, rule) -> str:
        """A rule id as its own tag ("[bd:mulligan]"), shown beside a sentence, never inside one."""
        return events.rule_tag(rule)

    def civ_names(self, civs) -> str:
        return cards.civ_names(self, civs)


@functools.cache
def words_for(lang: str) -> Words:
    """The one `Words` of a language (its catalogue is read once)."""
    return Words(lang)
