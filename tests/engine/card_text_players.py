"""What a card's English text says about players, for tests/engine/test_card_text_players.py.

The text is cut into clauses (sentences, ■ abilities, ▶ modes); an effect's clause is the first one holding its
verb (the words that say what it does), and the clause names the players: "each player" (everyone), "the
opponent" / "your opponent" (the opponent), "you" / "your" or an order with no subject ("Draw a card.": you).
Whoever the clause says chooses ("your opponent chooses", "each player chooses") chooses; otherwise the player
who plays the card does."""
from __future__ import annotations

import re

CLAUSES = re.compile(r"[.■▶;:\n]")
REMINDER = re.compile(r"\([^)]{12,}\)")      # reminder text, not "(ally)" or "(target)"
EACH = re.compile(r"\b(each|every|all) players?\b|\bboth players\b", re.I)
OPPONENT = re.compile(r"\bopponents?'?s?\b|\b(defending|attacking) player\b", re.I)
YOU = re.compile(r"\byou\b|\byour\b|\(ally\)|\bthis (unit|creature)\b", re.I)   # ally: your side
ANY = re.compile(r"\b(a|an|any|all|each|every|one|target|\d+|up to \w+) (of the )?(\w+ )?(creatures?|units?)\b|"
                 r"\btarget (player|spell)\b|\bany target\b", re.I)


def clauses(text: str) -> list[str]:
    """The clauses of a text; one that goes on about what the one before chose ("It gets …", "Then put it …")
    keeps that one's words."""
    out: list[str] = []
    for c in (c.strip() for c in CLAUSES.split(REMINDER.sub("", text))):
        if c and out and re.match(r"(then )?(it|they|those|that creature)\b|(then )?\w+ (it|them)\b", c, re.I):
            c = out[-1] + ". " + c
        if c:
            out.append(c)
    return out


def clause_of(text: str, verb: str, nth: int = 0, after: bool = False) -> str | None:
    """The words of the `nth` clause of `text` holding `verb` (a regular expression) that say who: from the
    comma before the verb (a condition such as "When an opponent's creature attacks," names someone else) to
    the verb, where its subject is, or to the clause's end when the player is its object (`after`: "destroy
    one of the opponent's creatures", "look at the opponent's hand"); None when no clause holds the verb."""
    pat = re.compile(verb, re.I)
    found = [(c, m) for c in clauses(text) for m in [pat.search(c)] if m]
    if not found:
        return None
    c, m = found[min(nth, len(found) - 1)]
    start = c.rfind(",", 0, m.start()) + 1
    return c[start:] if after else c[start:m.end()]


def players_named(clause: str, whose: bool = False) -> str:
    """who the clause names: each, opponent, self (you), or any (cards of anyone: "a creature", `whose`)."""
    if EACH.search(clause):
        return "each"
    if OPPONENT.search(clause):
        return "opponent"
    if YOU.search(clause):
        return "self"
    return "any" if whose and ANY.search(clause) else "self"


def chooser_named(clause: str) -> str:
    if re.search(r"\beach player (chooses|discards)", clause, re.I):
        return "each"
    if re.search(r"\bopponent (chooses|discards)", clause, re.I):
        return "opponent"
    return "self"
