"""Is a refusal, as a person read it, a bad one?  The judgement behind `enza table-sim`'s `bad_refusals`
(issue 34 item 4), here so that the observer, which may import only the engine's public package, can call it
(`engine.bad_refusal`), and so that the tests judge the table's refusals by the same measure.

A refusal is bad when its words
- show a raw id (`p0`, `c19`, `p+1`: `\\b[pc][+-]?\\d+\\b`) outside a name (players' names and 《card names》
  may hold digits);
- name a card (《…》) that is no card its viewer knows (`Game.known_cards`), nor "?" for a card;
- cite no rule, or a rule of a document not of the format's own family (`rule_documents`);
- for a labelled gesture of the catalogue (assets/gestures/), cite another rule than the expected one."""
from __future__ import annotations

import re

RAW_ID = re.compile(r"\b[pc][+-]?\d+\b")
NAMED = re.compile(r"《([^》]*)》")
CITED = re.compile(r"\[([a-z]+):[^\]\s]+\]\s*$")


def bad_refusal(game, seat: int, text: str | None, rule: str = "", expect: str | None = None) -> str | None:
    """Why refusal `text` (citing `rule`, else the `[rule]` its words end with), shown to `seat` in `game`
    (the game as it was when refused), is bad: "raw-id", "unknown-card", "no-rule", "foreign-rule",
    "wrong-rule"; None when it is a good one.  `expect`: the rule a labelled gesture must cite."""
    from .gesture_catalogue import rule_documents
    if not text:
        return "no-words"
    if RAW_ID.search(_outside_names(text, game)):
        return "raw-id"
    known = _known_names(game, seat)
    if any(name not in known for name in NAMED.findall(text)):
        return "unknown-card"
    if not rule:
        m = CITED.search(text)
        rule = text[text.rfind("[") + 1:text.rfind("]")] if m else ""
    if not rule:
        return "no-rule"
    if rule.split(":")[0] not in rule_documents(game.format.name):
        return "foreign-rule"
    if expect is not None and rule != expect:
        return "wrong-rule"
    return None


def _outside_names(text: str, game) -> str:
    for p in game.players:
        if p.name:
            text = text.replace(p.name, "")
    return NAMED.sub("", text)


def _known_names(game, seat: int) -> set:
    """Every name (English and Japanese) of the cards `seat` knows."""
    out = set()
    for cid in game.known_cards(seat):
        d = game.cards[cid].defn
        out.update(n for n in (getattr(d, "name_en", None), getattr(d, "name_ja", None), getattr(d, "id", None)) if n)
    return out
