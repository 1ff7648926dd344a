"""The deck editor's words: English source strings translated through Qt Linguist like the rest of the
interface (assets/translations/enza_*.ts, built to .qm; gui/i18n.py).  The tables below map the editor's
keys and the game's terms to their English source text."""
from __future__ import annotations

from .. import i18n


TYPE_NAMES = {
    'creature': 'Creature',
    'evolution': 'Evolution Creature',
    'spell': 'Spell',
    'twinpact': 'Twinpact',
    'unit': 'Unit',
    'command': 'Command',
    'territory': 'Territory',
    'land': 'Land',
    'instant': 'Instant',
    'sorcery': 'Sorcery',
}


FORMAT_NAMES = {
    'duepa': 'DuePa (60 cards, partner)',
    'duel': 'Duel (40 cards)',
    'digital': 'Digital (40 cards, DP hall of fame)',
}


RULE_NAMES = {
    'duepa:101.1': '60 cards incl. partner / ban list',
    'duepa:101.1b': 'singleton',
    'duepa:101.1c': 'no cards that start outside the deck',
    'duepa:201.1': 'partner: a creature of cost 5+',
    'duepa:201.1a': 'twinpact partner',
    'duepa:201.2': "partner's civilizations only",
    'duepa:201.2a': "partner's civilizations only (twinpact)",
    'dmp:53': 'DP hall of fame: at most 1',
    'dm:100': '40 cards, at most 4 copies',
    'deck:unknown-card': 'unknown card id',
    'deck:partner': 'no partner in this format',
    'deck:syntax': 'unreadable line',
}

_S = {
    'title': 'Enza — cards and deck editor',
    'search': 'Search name, text, race (Japanese/English)',
    'family': 'Game',
    'family.shield': 'Shield game',
    'family.lifezone': 'Life-zone game',
    'family.stack': 'Stack game',
    'civ.mode.any': 'any of',
    'civ.mode.only': 'only',
    'cost': 'Cost',
    'type': 'Type',
    'keyword': 'Keyword',
    'all': 'All',
    'sort': 'Sort',
    'sort.cost': 'by cost',
    'sort.name': 'by name',
    'sort.civ': 'by {term}',
    'sort.power': 'by power',
    'sort.id': 'by id',
    'fits': 'Only cards that fit the partner',
    'col.cost': 'Cost',
    'col.name': 'Name',
    'col.type': 'Type',
    'col.power': 'Power',
    'col.id': 'ID',
    'col.count': 'Qty',
    'shown': '{n} of {total} cards',
    'add': 'Add to deck ▶',
    'make_partner': 'Make partner',
    'plus': '+1',
    'minus': '−1',
    'remove_all': 'Remove all',
    'deck_name': 'Deck name',
    'format': 'Format',
    'partner': 'Partner',
    'partner.none': '(drop a card here)',
    'partner.clear': 'Clear',
    'deck': 'Deck',
    'count': '{n} / {size} cards',
    'problems': 'Problems',
    'legal': '✔ Legal for {fmt}',
    'n_problems': '✖ {n} problem(s)',
    'source': 'File text',
    'menu.file': '&File',
    'new': 'New',
    'open': 'Open…',
    'open_bundled': 'Open bundled deck',
    'save': 'Save',
    'save_as': 'Save as…',
    'close': 'Close',
    'untitled': 'Untitled',
    'bundled_tag': 'bundled, read-only',
    'unsaved.title': 'Unsaved changes',
    'unsaved.text': 'Save the changes to “{name}”?',
    'saved': 'Saved: {path}',
    'save_failed': 'Cannot save',
    'open_failed': 'Cannot open',
    'opened_problems': 'Opened {path} — {n} unreadable line(s) (see the list and the file text)',
    'limit': '{name}: at most {n} in this format',
    'cards_error': 'User cards not loaded: {err}',
    'deck_filter': 'Deck files (*.deck);;All files (*)',
    'curve': 'Cost',
    'preview.hint': 'Click a card in the list to see it here',
    'hint': 'Double-click or drag to add; double-click in the deck removes one',
    'unknown_card': 'unknown card',
    'kept_lines': 'Unreadable lines are kept as comments when saving',
}



def dtr(key: str, lang: str | None = None, **kw) -> str:
    """The editor's text for `key` in the interface language (`lang` is kept for callers: the editor speaks
    the language the application speaks, gui/deckedit/editor.py switches it)."""
    return i18n.tr(_S.get(key, key), **kw)


def pick(table: dict, key: str, lang: str | None = None) -> str:
    text = table.get(key)
    return key if text is None else i18n.tr(text)


def format_title(fmt: str) -> str:
    """A format's name in the editor: its deck rules in short for the shield formats, else the engine's title."""
    if fmt in FORMAT_NAMES:
        return pick(FORMAT_NAMES, fmt)
    from engine.formats import get_format
    info = get_format(fmt).info
    return i18n.pick(info.title_ja, info.title_en)
