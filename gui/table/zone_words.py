"""A zone's name on the table, from its spec's i18n key (ZoneSpec.label, "zone.<family>.<name>"): the English
source, translated at run time through Qt Linguist.  Both table layouts (the seat boxes and the zone table)
caption zones from here."""
from __future__ import annotations

from ..i18n import tr

# zone label keys of the specs (ZoneSpec.label) -> English sources, translated at run time
ZONE_KEYS = {
    "zone.shield.deck": "Deck", "zone.shield.hand": "Hand", "zone.shield.mana": "Mana",
    "zone.shield.battle": "Battle zone", "zone.shield.shield": "Shields", "zone.shield.graveyard": "Graveyard",
    "zone.shield.partner": "Partner",
    "zone.stack.library": "Library", "zone.stack.hand": "Hand", "zone.stack.battlefield": "Battlefield",
    "zone.stack.graveyard": "Graveyard", "zone.stack.exile": "Exile", "zone.stack.stack": "Stack",
    "zone.lifezone.deck": "Deck", "zone.lifezone.hand": "Hand", "zone.lifezone.energy": "Energy",
    "zone.lifezone.grave": "Graveyard", "zone.lifezone.territory": "Territory", "zone.lifezone.field": "Field",
    "zone.lifezone.res": "Resolution area", "zone.lifezone.life": "Life",
}


def title_of(label: str, name: str) -> str:
    """The zone's caption in the interface language (its name, capitalised, when its key is unknown)."""
    src = ZONE_KEYS.get(label)
    return tr(src) if src else name.replace("_", " ").capitalize()


def zone_title(zv) -> str:
    return title_of(zv.label, zv.name)
