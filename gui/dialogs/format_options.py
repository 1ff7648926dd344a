"""A format's rule options in words a player understands, and the widget that edits each one.

The engine lists options as name -> default (FormatInfo.options) and nothing more; this module knows how
to say the known ones (a label, a sentence of help, the choices of an option whose values are words or
"no limit") and falls back to the option's type for any option it does not know, so a format added to
the engine later shows its options without a change here."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox, QWidget

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
    choices: list | None      # [(value, words)] or None (a check box, a number or free text)


def _choices(key: str, default) -> list | None:
    if key == "range":
        return [(None, tr("Everyone (no limit)")), (1, tr("1 seat to each side")), (2, tr("2 seats to each side")),
                (3, tr("3 seats to each side"))]
    if key == "attack":
        return [("multiple", tr("Any opponents, several at once")), ("left", tr("Only the player on the left")),
                ("right", tr("Only the player on the right"))]
    if key == "legend_skill":
        out = [("", tr("None"))]
        try:
            from engine.formats.digital import legend_skills
            out += [(sid, i18n.pick(sk.get("name_ja"), sk.get("name_en")) or sid)
                    for sid, sk in legend_skills().items()]
        except Exception:  # noqa: BLE001 - a broken skill file keeps the option editable as "none"
            pass
        return out
    return None


def describe(key: str, default) -> OptionWord:
    label = OPTION_LABELS.get(key)
    label = tr(label) if label else key.replace("_", " ").capitalize()
    helptext = OPTION_HELP.get(key)
    return OptionWord(key, label, tr(helptext) if helptext else "", _choices(key, default))


def make_widget(key: str, default) -> QWidget:
    """The editor of one option, showing `default`; `value_of` reads it back."""
    word = describe(key, default)
    if word.choices is not None:
        w = QComboBox()
        for value, text in word.choices:
            w.addItem(text, value)
        if default not in [v for v, _ in word.choices]:
            w.addItem(str(default), default)
        w.setCurrentIndex([w.itemData(i) for i in range(w.count())].index(default))
    elif isinstance(default, bool):
        w = QCheckBox()
        w.setChecked(default)
    elif isinstance(default, int):
        w = QSpinBox()
        w.setRange(0, 999)
        w.setValue(default)
    else:
        w = QLineEdit("" if default is None else str(default))
    w.setObjectName("opt:" + key)
    if word.help:
        w.setToolTip(word.help)
    return w


def value_of(w: QWidget, default):
    if isinstance(w, QComboBox):
        return w.currentData()
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QSpinBox):
        return w.value()
    t = w.text().strip()
    if t == "" or t.lower() == "none":
        return None if default is None else ("" if isinstance(default, str) else default)
    if t.lstrip("-").isdigit() and not isinstance(default, str):
        return int(t)
    return t if default is None or isinstance(default, str) else default


def set_value(w: QWidget, value) -> None:
    if isinstance(w, QComboBox):
        for k in range(w.count()):
            if w.itemData(k) == value and type(w.itemData(k)) is type(value):
                w.setCurrentIndex(k)
    elif isinstance(w, QCheckBox):
        w.setChecked(bool(value))
    elif isinstance(w, QSpinBox) and isinstance(value, int):
        w.setValue(value)
    elif isinstance(w, QLineEdit):
        w.setText("" if value is None else str(value))
