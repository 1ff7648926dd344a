"""Names of zones and steps, from the engine's keys."""
from __future__ import annotations

ZONE_KEYS = {
    "limbo": "resolving", "gone": "out of the game", "under": "under a creature",
    "deck": "deck", "hand": "hand", "mana": "mana zone", "battle": "battle zone", "shield": "shield zone",
    "graveyard": "graveyard", "partner": "partner zone", "library": "library", "grave": "graveyard",
    "battlefield": "battlefield", "exile": "exile", "stack": "stack", "stack2": "stack", "energy": "energy",
    "territory": "territory", "field": "field", "res": "resolution area", "life": "life zone", "aside": "set aside",
}

# steps whose engine name is not already a word (setup, start, untap, draw, charge, main, attack and end are
# translated as they are: assets/translations/build_translations.py lists them)
STEP_WORDS = {
    "upkeep": "upkeep", "main1": "first main phase", "begin_combat": "beginning of combat",
    "declare_attackers": "declare attackers", "declare_blockers": "declare blockers",
    "first_strike_damage": "first-strike damage", "combat_damage": "combat damage", "end_combat": "end of combat",
    "main2": "second main phase", "cleanup": "cleanup", "stand": "stand phase",
}


def zone_name(w, z: str) -> str:
    """A zone's name from its name or its key ('p0.hand', 'all.field', 't1.life': the part after the dot)."""
    z = (z or "?").split(".")[-1]
    return w.tr(ZONE_KEYS.get(z, z))


def step_words(w, step) -> str:
    s = str(step)
    return w.tr(STEP_WORDS.get(s, s))
