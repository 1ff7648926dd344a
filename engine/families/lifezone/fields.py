"""The life-zone game's card fields and effect ops, declared as data: what `cards.py` reads and what SCHEMA.md
lists (`python -m tools.card_schema` writes it from these declarations)."""
from __future__ import annotations

from ...cards.schema import ID, NAME, Field, Schema

COLORS = ("red", "blue", "white", "black")
TYPES = ("unit", "command", "territory")
TIMINGS = ("normal", "quick")
ICONS = ("", "buster", "shot")
KEYWORDS = ("blitz", "cant_block")
WHENS = ("enter", "attack", "block", "turn_start", "destroyed")
CONDITIONS = ("", "awakened", "opponent_hand_empty", "red_zone", "yellow_zone")
ABILITY_KINDS = ("effect", "auto", "activated", "permanent")
MAX_POWER = 99999

N = Field(int, 1, range=(-MAX_POWER, MAX_POWER), doc="how many (cards, life, damage) or how much (power)")
PLAYER = Field(str, choices=("self", "opponent"), player=True,
               doc="whose: `self` (you) or `opponent` (the opponent: the bound one, 901-1)")
UNITS = ("self", "your", "ally", "opponent")
UNITS_WORDS = ("which units: `self` (this unit), `your` (your units), `ally` (your side's units), `opponent` "
               "(the opponent's units)")
TARGET = Schema("target", {
    "side": Field(str, choices=("opponent", "ally", "your"), player=True,
                  doc="whose units may be chosen: the opponent's, your side's, yours"),
    "count": Field(int, 1, range=(1, 10), doc="how many targets"),
    "rested": Field(bool, False, doc="only rested units"),
    "max_power": Field(int, MAX_POWER, range=(0, MAX_POWER), doc="only units with at most this power"),
    "self": Field(bool, False, doc="`true`: this unit itself"),
}, doc="the units an effect targets (`target = { side = \"opponent\", count = 1 }`); chosen as it is played")
TARGET_FIELD = Field(dict, table=TARGET, doc="the units it targets (target table)")
MODIFIER = {"n": N, "target": Field(dict, None, table=TARGET, doc="the units it targets (target table)"),
            "who": Field(str, choices=UNITS, player=True, unless="target", doc=UNITS_WORDS + "; or a `target`")}


def _ops(**ops) -> dict:
    return {name: Schema(name, params, doc, "parameter") for name, (doc, params) in ops.items()}


OPS = _ops(
    draw=("you draw n cards", {"n": N}),
    discard=("the player named discards n cards of their choice (they choose)", {"n": N, "who": PLAYER}),
    destroy=("destroy the targets", {"target": TARGET_FIELD}),
    damage_unit=("deal n damage to the targets", {"n": N, "target": TARGET_FIELD}),
    rest=("rest the targets", {"target": TARGET_FIELD}),
    stand=("stand the targets", {"target": TARGET_FIELD}),
    power=("+n power until end of turn", MODIFIER),
    hit=("+n hit until end of turn", MODIFIER),
    player_damage=("n damage to the player named (a damage window, 1002)", {"n": N, "who": PLAYER}),
    life_to_hand=("n cards of your life to your hand", {"n": N}),
    life_to_deck=("n cards of your life to the bottom of their owners' decks", {"n": N}),
    life_to_field=("the top card of your life onto the field", {}),
    look_deck=("look at the top n cards of your deck", {"n": N}),
    energy_from_deck=("n cards of your deck to your energy", {"n": N}),
    lose=("your side loses the game", {}),
    win=("your side wins the game", {}),
)
STATIC_OPS = _ops(
    power=("+n power while the ability applies", {"n": N, "who": Field(str, choices=UNITS, player=True,
                                                                        doc=UNITS_WORDS)}),
    hand_limit=("the hand limit of the player named is n", {"n": N, "who": Field(
        str, choices=UNITS, player=True, doc="whose hand: `self`/`your` (yours), `ally`, `opponent`")}),
)

ABILITY = Schema("ability", {
    "kind": Field(str, choices=ABILITY_KINDS, doc="`effect` (a command's text), `auto` (when …), `activated` "
                                                  "(pay to use), `permanent` (holds while in play)"),
    "when": Field(str, "", doc="auto: " + ", ".join(WHENS)),
    "timing": Field(str, "quick", choices=TIMINGS, doc="activated: when it may be used"),
    "cost": Field(int, 0, range=(0, 99), doc="activated: energy to rest"),
    "rest_self": Field(bool, False, doc="activated: rest this unit as a cost"),
    "condition": Field(str, "", choices=CONDITIONS, doc="the ability applies only then"),
    "effects": Field(list, [], ops=lambda: OPS, doc="effect, auto, activated: what it does (ops below)"),
    "static": Field(list, [], ops=lambda: STATIC_OPS, doc="permanent: what it keeps true (static ops below)"),
}, doc="`[[card.abilities]]`")
REQUIRE = Schema("require", {c: Field(int, 0, range=(1, 99)) for c in COLORS},
                 doc="colour minimums inside the total cost (`require = { red = 1 }`)")
CARD = Schema("card", {
    "id": ID, "name_ja": NAME, "name_en": NAME,
    "type": Field(str, choices=TYPES),
    "colors": Field(list, [], choices=COLORS),
    "cost": Field(int, 0, range=(0, 99), doc="the total energy cost"),
    "require": Field(dict, {}, table=REQUIRE, doc="colour minimums inside the cost (require table)"),
    "timing": Field(str, "normal", choices=TIMINGS, doc="when it may be played from hand"),
    "power": Field(int, 0, range=(0, MAX_POWER), doc="units only"),
    "hit": Field(int, 0, range=(0, 99), doc="units only: life it takes"),
    "icon": Field(str, "", choices=ICONS, doc="what it does when revealed from life"),
    "attributes": Field(list, [], item=str, doc="`ace` and others"),
    "titles": Field(list, [], item=str, doc="territories: the title their ace opens"),
    "keywords": Field(list, [], choices=KEYWORDS),
    "abilities": Field(list, [], table=ABILITY),
    "text_ja": Field(str, ""), "text_en": Field(str, ""),
    "opened_name_ja": Field(str, ""), "opened_name_en": Field(str, ""),
    "start_life": Field(int, None, range=(3, 99), doc="territories: the life a side starts with"),
    "rarity": Field(str, ""),
}, doc="`[[card]]`")

# ---- SCHEMA.md (tools/card_schema.py writes it from the declarations above and these words) -------------------
SCHEMA_TITLE = "Life-zone card files (assets/cards/lifezone/*.toml)"
SCHEMA_INTRO = """
Cards are `[[card]]` tables, read by the one reader (`engine/cards/reader.py`, `engine/cards/schema.py`) against
the declarations this page is written from (`engine/families/lifezone/fields.py`); every problem is reported as
`file:line: problem` naming the field and what it expects (engine.core.errors.DataError). Scenario files may
define cards inline with the same keys. No key is ever evaluated as code. A field that names a player or a side
(`who`, a target's `side`) is always said: no card leaves it to a default.
"""
SCHEMA_NOTES = """
## Words

`condition`: `awakened` (your territory is open), `opponent_hand_empty` (either opponent, tag 901-3a),
`red_zone`, `yellow_zone`. `icon`: `buster` (☠: one more damage when revealed) or `shot` (★: its owner may play
it free). A territory's `titles`: an ace opens the territory sharing a title with it when played from hand
paying its cost; `start_life`: base, the life count (tag 403-3a: minus 2).

At most one effect of an ability chooses targets; they are chosen when the card or ability is played
(901-1/901-2: any opposing player's units). "your" never includes the teammate (tag 201-1); "ally" means the
controller and the teammate (201-2); a static "opponent" applies to both opponents (901-3); an effect's
"opponent" is the one bound when it is played (901-1).

## Decks

Plain-text deck lists (engine/decks.py): 40–50 cards besides exactly one territory card (listed in
the same file, kept outside the deck at setup), at most 4 of a name, exactly 12 buster cards, at most
12 shot cards. Tag option `ace_rule` (402-1a): one ace up to 4 copies, every other name up to 2.
"""
SCHEMA_TABLES = (CARD, ABILITY, TARGET, REQUIRE)


def schema_ops() -> list:
    return [("Effect ops (`effects`)", OPS, {}), ("Static ops (`static`)", STATIC_OPS, {})]
