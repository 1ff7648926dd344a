"""The shield game's card fields, declared as data: what `loader.py` reads and what SCHEMA.md lists
(`python -m tools.card_schema` writes it from these declarations).  The effect ops' parameters are declared
with the ops (`@primitive` in primitives.py); the fields they share are here."""
from __future__ import annotations

from ...cards.primitives import ops, static_ops
from ...cards.schema import ID, NAME, Field, Schema, op_schema
from .model import CIVILIZATIONS

FAMILY = "shield"
KEYWORDS = ("blocker", "speed_attacker", "w_breaker", "t_breaker", "s_trigger", "slayer",
            "cant_attack_players", "cant_attack", "unblockable", "g_zero",
            "attack_untapped")  # DMP-39: an ability ("can attack untapped creatures"), not an effect
PARAM_KEYWORDS = ("power_attacker", "ninja_strike", "galaxy_shield", "kirifudash")
TRIGGERS = ("enter", "attack", "block", "destroyed", "leave", "win_battle", "your_turn_start",
            "your_turn_end", "opponent_turn_end", "any_creature_attacks", "opponent_creature_attacks",
            "you_are_attacked", "opponent_casts_spell", "your_creature_destroyed", "break_shield",
            "your_creature_enters")
GRAVEYARD_TRIGGERS = ("your_creature_destroyed",)   # what a card in its owner's graveyard can react to
CONDITIONS = ("oni_time", "labyrinth", "opponent_used_free")
PARAM_CONDITIONS = ("shields_at_most", "creatures_at_least", "mana_at_least", "hand_at_most",
                    "no_shields_at_most")
REPLACEMENT_EVENTS = ("destroyed", "opponent_creature_enters", "your_shield_broken")
REPLACEMENT_RESULTS = ("bounce", "to_mana", "to_shields", "to_deck_bottom", "graveyard")
RARITIES = ("", "C", "U", "R", "VR", "SR")
WHO_WORDS = ("self", "opponent", "each")
MIN_POWER, MAX_POWER, POWER_STEP = 500, 99999, 500
ZONES = ("battle", "mana", "hand", "graveyard", "shield", "deck")

# ---- what effect ops share -----------------------------------------------------------------------------
WHO = Field(str, choices=WHO_WORDS, player=True,
            doc="the player affected: `self` (you), `opponent` (the opponent; in DuePa the one designated, 300.3), "
                "`each` (each player, in turn order from the turn player)")
FILTER = Schema("filter", {
    "owner": Field(str, choices=("self", "opponent", "any"), player=True,
                   doc="whose cards: yours, the opponent's, anyone's"),
    "zone": Field(str, "battle", choices=ZONES, doc="where the cards are"),
    "type": Field(str, "", doc="card type"),
    "civ": Field(list, [], choices=CIVILIZATIONS, doc="any of these civilizations"),
    "max_cost": Field(int, 99, range=(0, 99)), "min_cost": Field(int, 0, range=(0, 99)),
    "max_power": Field(int, MAX_POWER, range=(0, MAX_POWER)), "min_power": Field(int, 0, range=(0, MAX_POWER)),
    "tapped": Field(bool, False, doc="only tapped cards"),
    "race": Field(str, "", doc="of this race"),
    "not_multicolor": Field(bool, False),
    "keyword": Field(str, "", doc="with this keyword"),
    "other": Field(bool, False, doc="not the card itself"),
    "name_contains": Field(str, "", doc="a name category: these characters in the Japanese name, readings "
                                        "ignored (DMP-25)"),
}, doc="`filter = { owner = \"opponent\", … }`: which cards an op may choose")
FILTER_FIELD = Field(dict, {}, table=FILTER, unless="target", doc="which cards (filter table below); `owner` is always said")
EFFECTS = Field(list, [], ops=lambda: effect_ops(), doc="effects run when the op says so")


def effect_ops() -> dict:
    """{op name: Schema} of the effect ops (the `@primitive` declarations of the family's modules)."""
    return _ops_schemas(ops(FAMILY), False)


def static_effect_ops() -> dict:
    return _ops_schemas(static_ops(FAMILY), True)


_SCHEMAS: dict = {}


def _ops_schemas(table: dict, static: bool) -> dict:
    key = (static, len(table))
    if key not in _SCHEMAS:
        _SCHEMAS[key] = {name: op_schema(name, p if static else p.params) for name, p in table.items()}
    return _SCHEMAS[key]


# ---- the card's tables ---------------------------------------------------------------------------------------
ABILITY = Schema("ability", {
    "kind": Field(str, choices=("triggered", "static", "replacement", "spell"),
                  doc="`triggered` (when …), `static` (while in play), `replacement` (instead of …), `spell`"),
    "when": Field(str, "", doc="triggered: the event (" + ", ".join(TRIGGERS) + ")"),
    "zone": Field(str, "battle", choices=("battle", "hand", "graveyard"),
                  doc="where the ability works; `graveyard` only for " + ", ".join(GRAVEYARD_TRIGGERS) + " (DMP-20)"),
    "condition": Field(str, "", doc="a condition (below) that must hold"),
    "effects": Field(list, [], item=dict, doc="the effects, in order (static ops for a static ability)"),
    "segments": Field(list, [], item=list, doc="instead of `effects`: one list of effects per ■/▶ segment "
                                               "(DuePa 300.1a; each binds its own opponent)"),
    "event": Field(str, "", doc="replacement: " + ", ".join(REPLACEMENT_EVENTS)),
    "instead": Field(str, "", doc="replacement: " + ", ".join(REPLACEMENT_RESULTS)),
}, doc="`[[card.abilities]]`")
SIDE = Schema("spell side", {
    "name_ja": NAME, "name_en": NAME,
    "civilizations": Field(list, choices=CIVILIZATIONS), "cost": Field(int, range=(0, 99)),
    "text_ja": Field(str), "text_en": Field(str),
    "keywords": Field(list, [], item=str, doc="as a card's"),
    "abilities": Field(list, [], table=ABILITY, doc="needs one of kind `spell`"),
}, doc="`[card.spell]`: a twinpact creature's spell side")
CARD = Schema("card", {
    "id": ID,
    "name_ja": NAME, "name_en": NAME,
    "type": Field(str, choices=("creature", "evolution", "spell")),
    "civilizations": Field(list, choices=CIVILIZATIONS, doc="`[]`: colourless"),
    "cost": Field(int, range=(0, 99)),
    "power": Field(int, 0, range=(0, MAX_POWER), doc=f"creatures: {MIN_POWER}-{MAX_POWER} in steps of "
                                                     f"{POWER_STEP} (or 0); spells have none"),
    "race_ja": Field(str, ""), "race_en": Field(str, ""),
    "keywords": Field(list, [], item=str, doc=", ".join(KEYWORDS) + "; with a number: "
                                               + ", ".join(f"`{k}:N`" for k in PARAM_KEYWORDS)),
    "text_ja": Field(str, doc="rules text shown to players"), "text_en": Field(str, doc="rules text shown to players"),
    "abilities": Field(list, [], table=ABILITY),
    "evolution": Field(dict, None, doc="evolution creatures: `{ race = \"…\" }` or `{ civilization = \"…\" }`"),
    "spell": Field(dict, None, doc="a twinpact's spell side (the spell side table below)"),
    "copies": Field(int, None, range=(1, 9999), doc="copies a deck may hold, when not the format's usual"),
    "starts_in": Field(str, "", choices=("", "battle", "hyperspatial", "gr"), doc="where the card starts"),
    "not_for_tournaments": Field(bool, False),
    "rarity": Field(str, "", choices=RARITIES),
    "g_zero_if": Field(str, "", doc="g_zero cards: the condition under which they cost 0"),
    "reading_ja": Field(str, "", doc="the Japanese name's reading (name categories ignore it)"),
}, doc="`[[card]]`")

# ---- SCHEMA.md (tools/card_schema.py writes it from the declarations above and these words) -------------------
# the modules whose ops this family's card files may name: its rules class declares them (primitive_modules)
PRIMITIVE_MODULES = ("engine.families.shield.primitives", "engine.families.shield.scripts")
OP_DOCS = {
    "draw": "the players named draw (`up_to`: you choose 0..count)",
    "destroy": "choose and destroy (`all`: every matching card)",
    "bounce": "return to the owner's hand", "to_mana": "put into the owner's mana zone",
    "to_shields": "put into the owner's shield zone face down", "to_deck_bottom": "put on the bottom of the owner's deck",
    "tap": "tap the chosen cards", "untap": "untap the chosen cards",
    "discard": "each player named chooses and discards cards of their own hand, in turn order (`random`: at random)",
    "mill": "top cards of the deck to the graveyard", "add_shields": "top cards of the deck to the shield zone",
    "charge_top": "top cards of the deck to the mana zone",
    "break_shields": "break shields of one opponent (you choose which); the shield check follows",
    "return_from_graveyard": "graveyard cards to the hand (`to = \"battle\"`: into the battle zone)",
    "search_deck": "deck cards to your hand, shown to all; then shuffle",
    "put_from_hand": "put into the battle zone (not summoned)",
    "power": "power modifier until `until` (`turn` or `your_next_turn`); `target = \"self\"`: this creature",
    "grant": "give a keyword until `until`; `target = \"self\"`: this creature",
    "cant_attack": "the chosen creatures can't attack until `until`",
    "lock_spells": "the players named can't cast spells (at most `max_cost`)",
    "look_hand": "you alone look at the hand (301.2)", "reveal_top": "shown to all (301.1)",
    "gachinko": "designate one opponent, both reveal the top card, you win if your cost ≥ theirs; `then` runs "
                "with that opponent (302)",
    "if": "`then` if the condition holds, else `else`", "may": "optional (\"you may\")",
    "win_game": "you win (nullified in DuePa, 105.1)", "opponent_loses": "the opponent loses (nullified in DuePa)",
    "lose_game": "you lose (not nullified)", "extra_turn": "an extra turn (nullified in DuePa, 106.1)",
    "skip_turn": "the player named skips their next turn (not nullified)",
    "summon_self": "(zone = \"hand\" abilities) summon this card for free from hand or partner zone",
    "something_happens": "\"something happens\" (DMP-52): one of six outcomes chosen uniformly at random",
    "script": "a per-card script registered by name (scripts.py)",
}
STATIC_DOCS = {
    "power": "this creature's power (`target = \"self\"`)", "grant": "this creature has the keyword",
    "lock_spells": "the players named can't cast spells (all opponents in DuePa, 300.2)",
    "cant_be_attacked": "this creature can't be attacked", "others_power": "your other creatures +amount",
    "cost_reduction": "cards of your hand matching the filter cost `amount` less (never below 1)",
}
SCHEMA_TITLE = "Shield-game card files (assets/cards/shield/*.toml)"
SCHEMA_INTRO = """
Every card is one `[[card]]` table; files group cards by civilization (`light.toml` … `multi.toml`,
`twinpact.toml`, `digital.toml`). Every card file of every family is read by the one reader
(`engine/cards/reader.py`, `engine/cards/schema.py`) against the declarations this page is written from
(`engine/families/shield/fields.py`, and the ops' `@primitive` declarations): UTF-8 with or without a BOM, LF or
CRLF; at most 4 MiB; every value has its declared type (`power = 1.5` or `power = true` is an error, never
rounded), at any depth; an unknown key is an error; an error names the file, the line of the field, the field
and what it expects. A field that names a player (`who`, a filter's `owner`) is always said: no card leaves it
to a default. In the user's card folder a bad file is reported and skipped; the other files still load.

All names and texts are ORIGINAL (never a real card's name or text). Ids: `SG-NNN`, unique across the pool.
"""
SCHEMA_NOTES = """
## Keywords (strings in `keywords`)
`attack_untapped` can attack untapped creatures (an ability, so it does not override summoning sickness,
DMP-39; `grant` gives it too); `power_attacker:N` +N while attacking; `ninja_strike:N` may be declared from
hand or partner zone when an opponent's creature attacks, if you have N+ mana cards (summoned free; at end of
turn it goes to the deck bottom); `g_zero` alternative cost 0, needs `g_zero_if` (a condition);
`galaxy_shield:N` pay N to put it face up into your shields (it can be summoned from there later);
`kirifudash:N` at the end of your creature's attack in which it broke a shield, you may summon this from hand
or partner zone for N.

## Abilities
```toml
[[card.abilities]]
kind = "triggered"        # triggered | static | replacement | spell  (spell = what a spell does when cast)
when = "enter"
condition = "oni_time"    # optional: checked on resolving (triggered/spell) or continuously (static)
effects = [ { op = "draw", count = 2, who = "self" },
            { op = "destroy", filter = { owner = "opponent", max_power = 3000 }, count = 1 } ]
# or several segments (each ■/▶ part binds its own "opponent", DuePa 300.1a):
# segments = [ [ {op=...} ], [ {op=...} ] ]
```
A triggered ability with `zone = "graveyard"` works while the card is in its owner's graveyard (DMP-20); one
with `zone = "hand"` works while the card is in your hand or partner zone (it must be declared; its effects are
usually `[{ op = "summon_self" }]`). A static ability has one op in `effects`; a `condition` such as
`labyrinth` or `oni_time` makes it apply while it holds against at least one opponent (303.1b).

### Triggers (`when`)
`enter`, `attack`, `block`, `destroyed`, `leave` (this leaves the battle zone), `win_battle`,
`your_turn_start`, `your_turn_end`, `opponent_turn_end` (the opponent is the turn player, 300.1b),
`any_creature_attacks`, `opponent_creature_attacks` (its opponent is the attacker's controller, 300.1b),
`you_are_attacked`, `opponent_casts_spell` (300.1b), `your_creature_destroyed`, `break_shield`,
`your_creature_enters`.

### Conditions (strings)
`oni_time` (your shields + that opponent's ≤ 6; designates one opponent, 303), `labyrinth` (you have more
shields than that opponent, 303), `shields_at_most:N` (yours), `creatures_at_least:N`, `mana_at_least:N`,
`hand_at_most:N`, `no_shields_at_most:N`, `opponent_used_free` (the turn-player opponent put a creature or cast
a spell this turn without tapping mana, 300.1b/400.4).

### Replacement effects (`kind = "replacement"`)
`event`: `destroyed` (this would be destroyed), `opponent_creature_enters`, `your_shield_broken`;
`instead`: `bounce`, `to_mana`, `to_shields`, `to_deck_bottom`, `graveyard`.
"""
SCHEMA_TABLES = (CARD, SIDE, ABILITY, FILTER)


def schema_ops() -> list:
    return [("Effect ops (`effects`, `then`, `else`)", effect_ops(), OP_DOCS),
            ("Static ops (`kind = \"static\"`)", static_effect_ops(), STATIC_DOCS)]
