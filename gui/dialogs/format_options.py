"""A format's rule options in words a player understands, and the widget that edits each one.

The engine declares every option with its type and range (FormatInfo.options, engine/core/options.py); the
widget of an option takes its range from that declaration (a check box, a spin box from low to high, a list
of the allowed values), so the dialog cannot produce a value the engine refuses.  This module only knows how
to say the known ones (a label, a sentence of help, words for the values of an option whose values are words
or "no limit") and falls back to the value itself for any it does not know, so a format added to the engine
later shows its options without a change here."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

import engine

from .. import i18n
from ..i18n import tr

# English sources; tr() at run time (assets/translations/build_translations.py reads this table by name)
OPTION_LABELS = {
    "shields": "Shields at the start", "hand": "Cards in hand at the start",
    "first_player_draws": "The first player draws on the first turn", "nullify_win": "Win effects are nullified",
    "nullify_extra_turn": "Extra-turn effects are nullified", "name_once_per_turn": "Each card name once per turn",
    "ask_every_player": "Ask every player for declarations", "clockwise": "Turn order clockwise",
    "shuffle_decks": "Shuffle the decks", "digital_mana": "Digital mana rules", "zone_caps": "Zone limits",
    "auto_order": "Order own effects automatically", "turn_limit": "Turn limit", "mulligan": "Mulligan",
    "ace_rule": "Ace rule", "intentional_draw": "Intentional draw allowed", "range": "Range of influence",
    "attack": "Whom a player may attack", "shared_turns": "Teammates share their turns",
    "legend_skill": "Legend skill of every player",
}
OPTION_HELP = {
    "range": "How far around the table a player's spells, abilities and attacks reach (rule 801).",
    "attack": "Attack every opponent at once, or only the neighbour on one side (rules 802, 803).",
    "shared_turns": "Each team takes its turn together, as in Two-Headed Giant (rule 805).",
    "ace_rule": "A player may set one card aside as their ace (tag 302-3).",
    "mulligan": "A player may once shuffle their opening hand away and draw again.",
    "intentional_draw": "The players may agree to end the game in a draw (rule 104.4a).",
    "ask_every_player": "At a declaration every player answers in public, so a pass never tells who "
                        "holds an answer.",
    "turn_limit": "After this many turns the game ends and both players lose (Duel Masters Play's).",
    "digital_mana": "Mana works as in Duel Masters Play's: it recovers each turn (DMP 5).",
    "zone_caps": "Zones hold at most as many cards as in Duel Masters Play's.",
    "clockwise": "Turns pass to the left around the table; off: to the right.",
}


@dataclass
class OptionWord:
    key: str
    label: str
    help: str


def describe(key: str) -> OptionWord:
    label = OPTION_LABELS.get(key)
    label = tr(label) if label else key.replace("_", " ").capitalize()
    helptext = OPTION_HELP.get(key)
    return OptionWord(key, label, tr(helptext) if helptext else "")


def _seats_words(n) -> str:
    if n is None:
        return tr("Everyone (no limit)")
    return tr("1 seat to each side") if n == 1 else tr("{n} seats to each side", n=n)


def _skill_words() -> dict:
    try:
        from engine.formats.digital import legend_skills
        return {sid: i18n.pick(sk.get("name_ja"), sk.get("name_en")) or sid for sid, sk in legend_skills().items()}
    except Exception:  # noqa: BLE001 - a broken skill file: the skills are named by their ids
        return {}


def _value_words(key: str, choices: tuple) -> list:
    """[(value, words)] of an option whose values are listed (`choices`, from the declaration)."""
    if key == "range":
        return [(v, _seats_words(v)) for v in choices]
    words = {"multiple": tr("Any opponents, several at once"), "left": tr("Only the player on the left"),
             "right": tr("Only the player on the right"), "": tr("None")}
    if key == "legend_skill":
        words.update(_skill_words())
    return [(v, words.get(v, str(v))) for v in choices]


def listed_values(key: str, spec, choices: tuple) -> tuple | None:
    """The values a list offers for option `spec` (an engine Option), or None when it is a check box or a
    spin box: words, and numbers that have words (the range of influence: 1, 2, 3 seats or everyone)."""
    if spec.type == "str":
        return tuple(choices)
    if spec.type == "int" and key == "range":
        return ((None,) if spec.none else ()) + tuple(range(spec.low, spec.high + 1))
    return None


def offered_choices(rules_cls, key: str, spec) -> tuple:
    """The words a text option may take, as the format lists them; only its default when the format's data
    cannot be read (a broken legend skill file keeps the option editable as "none")."""
    if spec.type != "str":
        return ()
    try:
        return tuple(rules_cls.option_choices(key))
    except (engine.DataError, OSError, ValueError):
        return (spec.default,)


def make_widget(key: str, spec, value, choices: tuple = ()) -> QWidget:
    """The editor of one option (`spec`: its engine declaration; `choices`: the words a text option may take),
    showing `value` when the declaration allows it, else the default; `value_of` reads it back."""
    if not spec.accepts(value, choices if spec.type == "str" else None):
        value = spec.default
    word = describe(key)
    listed = listed_values(key, spec, choices)
    if listed is not None:
        w = QComboBox()
        for v, text in _value_words(key, listed):
            w.addItem(text, v)
        set_value(w, value)
    elif spec.type == "bool":
        w = QCheckBox()
        w.setChecked(value)
    else:
        w = QSpinBox()
        # null ("no limit") is the one step below the range, shown in words (Qt's special value text)
        w.setRange(spec.low - 1 if spec.none else spec.low, spec.high)
        if spec.none or spec.off is not None:
            w.setSpecialValueText(tr("No limit"))
        w.setValue(spec.low - 1 if value is None else value)
    w.setObjectName("opt:" + key)
    w.setProperty("option_none", bool(spec.none))
    if word.help:
        w.setToolTip(word.help)
    return w


def value_of(w: QWidget):
    if isinstance(w, QComboBox):
        return w.currentData()
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if w.property("option_none") and w.value() == w.minimum():
        return None
    return w.value()


def set_value(w: QWidget, value) -> None:
    if isinstance(w, QComboBox):
        for k in range(w.count()):
            if w.itemData(k) == value and type(w.itemData(k)) is type(value):
                w.setCurrentIndex(k)
    elif isinstance(w, QCheckBox):
        w.setChecked(bool(value))
    elif value is None and w.property("option_none"):
        w.setValue(w.minimum())
    elif type(value) is int:
        w.setValue(value)   # a spin box keeps a value inside its range
