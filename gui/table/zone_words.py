"""Words on the table that both layouts (the seat boxes and the zone table) write the same way: a zone's name
from its spec's i18n key (ZoneSpec.label, "zone.<family>.<name>", an English source translated at run time
through Qt Linguist), a seat's name with its marks, and the tags after it."""
from __future__ import annotations

from PySide6.QtGui import QColor

from ..i18n import tr

# zone label keys of the specs (ZoneSpec.label) -> English sources, translated at run time
ZONE_KEYS = {
    "zone.shield.deck": "Deck", "zone.shield.hand": "Hand", "zone.shield.mana": "Mana",
    "zone.shield.battle": "Battle zone", "zone.shield.shield": "Shields", "zone.shield.graveyard": "Graveyard",
    "zone.shield.partner": "Partner",
    "zone.stack.library": "Library", "zone.stack.hand": "Hand", "zone.stack.battlefield": "Battlefield",
    "zone.stack.graveyard": "Graveyard", "zone.stack.exile": "Exile", "zone.stack.stack": "Stack",
    "zone.stack.stack1": "Stack of turn marker 1", "zone.stack.stack2": "Stack of turn marker 2",  # grand melee (807.5)
    "zone.lifezone.deck": "Deck", "zone.lifezone.hand": "Hand", "zone.lifezone.energy": "Energy",
    "zone.lifezone.grave": "Graveyard", "zone.lifezone.territory": "Territory", "zone.lifezone.field": "Field",
    "zone.lifezone.res": "Resolution area", "zone.lifezone.life": "Life",
}


# a short word for a zone whose name does not fit a narrow pile or box (English sources, translated at run
# time; Japanese: 山札 for the library, 場 for the field …): readable, where the first letters of a long word
# ("ラ…") are not.  The full name stays in the zone's tooltip.
ZONE_SHORT = {
    "zone.shield.battle": "Battle", "zone.shield.shield": "Shld.", "zone.shield.graveyard": "Grave",
    "zone.shield.partner": "Ptnr.",
    "zone.stack.library": "Lib.", "zone.stack.battlefield": "B.field", "zone.stack.graveyard": "Grave",
    "zone.lifezone.energy": "En.", "zone.lifezone.grave": "Grave", "zone.lifezone.territory": "Terr.",
    "zone.lifezone.field": "Fld.", "zone.lifezone.res": "Res.",
}


def short_of(label: str, name: str) -> str:
    """The zone's short word (its caption when it has none)."""
    src = ZONE_SHORT.get(label)
    return tr(src) if src else title_of(label, name)


def title_of(label: str, name: str) -> str:
    """The zone's caption in the interface language (its name, capitalised, when its key is unknown)."""
    src = ZONE_KEYS.get(label)
    return tr(src) if src else name.replace("_", " ").capitalize()


def zone_title(zv) -> str:
    return title_of(zv.label, zv.name)


WORD_JOINER, NBSP = "\u2060", "\u00a0"


def keep_together(text: str) -> str:
    """`text` as one unbreakable piece: a line may break between pieces, never inside one (Japanese broke
    レッドゾーン into レッ / ドゾーン, English "Life 3" into two lines)."""
    return WORD_JOINER.join(text.replace(" ", NBSP))


def head_text(name: str, own: bool, kind: str | None, team: int | None) -> str:
    """The name and its marks; the engine counts teams from 0, people count them from 1."""
    marks = ([tr("(you)")] if own else []) + ([tr("[CPU]")] if kind == "computer" else [])
    if team is not None:
        marks.append(tr("Team {t}", t=team + 1))
    return name + ("  " + " ".join(marks) if marks else "")


def seat_tags(alive: bool, active: bool, thinking: bool, acting: bool) -> list:
    """[(text, colour)] after a seat's name: out of the game, whose turn, thinking or deciding."""
    out = []
    if not alive:
        out.append((tr("Lost the game"), QColor("#e08080")))
    if active:
        out.append((tr("▶ Turn"), QColor("#f2c14e")))
    if thinking:
        out.append((tr("⋯ Thinking"), QColor("#ffd27f")))
    elif acting:
        out.append((tr("● Deciding"), QColor("#5fd0ff")))
    return out
