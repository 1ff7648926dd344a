"""The stack game's card fields and effect ops, declared as data: what `cards.py` reads and what SCHEMA.md lists
(`python -m tools.card_schema` writes it from these declarations)."""
from __future__ import annotations

from ...cards.schema import ID, NAME, Field, Schema

COLORS = ("W", "U", "B", "R", "G")
MANA = COLORS + ("C",)
TYPES = ("land", "creature", "instant", "sorcery")
KEYWORDS = ("flying", "reach", "vigilance", "haste", "trample", "first_strike", "lifelink", "deathtouch",
            "defender", "begin_on_battlefield", "cant_lose_opponents_cant_win")
TRIGGERS = ("enters", "dies", "attacks", "blocks", "upkeep", "opponent_upkeep")
MAX_AMOUNT, MAX_POWER = 99, 9999
# what an op acts on: "to" names objects (targets or groups), "who" names players
TO_VALUES = ("target_creature", "target_player", "any_target", "target_opponent", "target_spell", "self",
             "each_creature", "each_other_creature", "each_opponent", "each_player", "each_opponent_creature",
             "defending_player", "attacking_player", "that_player", "you", "active_player")
TARGETED = {"target_creature": "creature", "target_player": "player", "any_target": "any",
            "target_opponent": "opponent", "target_spell": "spell"}

AMOUNT = Field(int, 0, range=(0, MAX_AMOUNT), doc="how many or how much")
TO = Field(str, choices=TO_VALUES, player=True, doc="what it acts on (the `to`/`who` words below)")
WHO = Field(str, choices=TO_VALUES, player=True, doc="the players it acts on (the `to`/`who` words below)")
BOOST = Field(int, 0, range=(-MAX_AMOUNT, MAX_AMOUNT), doc="+X (may be negative) until end of turn")


def _ops(**ops) -> dict:
    return {name: Schema(name, params, doc, "parameter") for name, (doc, params) in ops.items()}


OPS = _ops(
    damage=("damage to creatures and/or players", {"amount": AMOUNT, "to": TO}),
    draw=("players draw (APNAP order, 805.6a)", {"amount": AMOUNT, "who": WHO}),
    discard=("players discard cards of their choice (they choose)", {"amount": AMOUNT, "who": WHO}),
    gain_life=("life (shared by a 2HG team, 810.9)", {"amount": AMOUNT, "who": WHO}),
    lose_life=("life (shared by a 2HG team, 810.9)", {"amount": AMOUNT, "who": WHO}),
    poison=("poison counters (shared by a 2HG team, 810.10)", {"amount": AMOUNT, "who": WHO}),
    set_life=("the life total becomes N: the player gains or loses the difference (810.9c)",
              {"amount": Field(int, 0, range=(-MAX_AMOUNT, MAX_AMOUNT), doc="the new life total"), "who": WHO}),
    destroy=("destroy creatures", {"to": TO}),
    exile=("exile creatures", {"to": TO}),
    bounce=("return creatures to their owners' hands", {"to": TO}),
    tap=("tap creatures", {"to": TO}),
    pump=("+X/+Y until end of turn", {"to": TO, "power": BOOST, "toughness": BOOST}),
    counter=("counter a spell (`to` = `target_spell`)", {"to": TO}),
    sacrifice=("each such player sacrifices a creature of their choice (they choose)", {"who": WHO}),
    skip_untap=("skip the next untap step (team-wide with shared turns, 805.8)", {"who": WHO}),
    extra_turn=("take an extra turn (team-wide with shared turns, 805.8)", {"who": WHO}),
    win_game=("the player wins (104.2b; test cards)", {"who": WHO}),
    lose_game=("the player loses (104.3e; test cards)", {"who": WHO}),
    draw_game=("the game is a draw (104.4c; test cards)", {}),
    restart_game=("the game restarts (104.6; test cards)", {}),
    add_mana=("mana to the players' pools; a pool empties at the end of each step (500.4)",
              {"who": WHO, "mana": Field(str, pattern="[WUBRGC]+", words="mana symbols among WUBRGC, e.g. \"RR\"",
                                         doc="the symbols added")}),
    reanimate=("the creature card returns from its owner's graveyard to the battlefield (a new object; `to` = "
               "`self`; 104.4b loops, test cards)", {"to": TO}),
)

ABILITY = Schema("ability", {
    "when": Field(str, choices=TRIGGERS, doc="the trigger (below)"),
    "effects": Field(list, ops=lambda: OPS, doc="what it does, in order"),
}, doc="`[[card.abilities]]`: a creature's triggered ability")
CARD = Schema("card", {
    "id": ID, "name_ja": NAME, "name_en": NAME,
    "type": Field(str, choices=TYPES),
    "cost": Field(str, None, pattern=r"(?=.{1,20}$)[0-9]*[WUBRG]*",
                  words="generic digits then colour letters WUBRG, e.g. \"1UU\"", doc="non-lands: the mana cost"),
    "produces": Field(str, "", choices=MANA, doc="lands only: the one mana the land gives when tapped"),
    "basic": Field(bool, False, doc="a basic land (any number of copies in a deck)"),
    "power": Field(int, 0, range=(0, MAX_POWER), doc="creatures only"),
    "toughness": Field(int, 0, range=(0, MAX_POWER), doc="creatures only"),
    "keywords": Field(list, [], choices=KEYWORDS, doc="`begin_on_battlefield`: 805.3b / 103.6 opening-hand card"),
    "text_ja": Field(str, "", doc="rules text shown to players"), "text_en": Field(str, "", doc="rules text"),
    "subtype_en": Field(str, "", doc="creature type (flavour)"), "subtype_ja": Field(str, ""),
    "effects": Field(list, None, ops=lambda: OPS, doc="instants and sorceries: what the spell does, in order"),
    "abilities": Field(list, [], table=ABILITY, doc="creatures: triggered abilities"),
}, doc="`[[card]]`")

# ---- SCHEMA.md (tools/card_schema.py writes it from the declarations above and these words) -------------------
SCHEMA_TITLE = "Stack-game card files (assets/cards/stack/*.toml)"
SCHEMA_INTRO = """
Every card is one `[[card]]` table, read by the one reader (`engine/cards/reader.py`, `engine/cards/schema.py`)
against the declarations this page is written from (`engine/families/stack/fields.py`); every problem is
reported as `file:line: problem` naming the field and what it expects (engine.core.errors.DataError). Cards are
ORIGINAL: our own names and texts. An op's `to` / `who` is always said: no card leaves it to a default.
"""
SCHEMA_NOTES = """
## Triggers (`when`)

`enters` (this creature enters), `dies` (this creature dies), `attacks` (this creature attacks; "defending
player" = the player it attacks, 805.10e), `blocks` (this creature blocks; "attacking player" = the controller
of the creature it blocks, 805.10c), `upkeep` (at the beginning of your upkeep), `opponent_upkeep` (at the
beginning of each opponent's upkeep; "that player" = that opponent; with shared team turns it triggers once
per active player, 805.4d).

## `to` / `who` words

Targets `target_creature`, `target_player`, `target_opponent`, `any_target`, `target_spell` (chosen as the spell
is cast or the trigger put on the stack, one answer each); non-targets `self`, `you`, `each_creature`,
`each_other_creature`, `each_opponent_creature`, `each_player`, `each_opponent`, `that_player`,
`defending_player`, `attacking_player`, `active_player` (805.9: with several active players the controller
chooses one). With limited range of influence (801) every "each …" and every target is limited to the
controller's range. Paying a cost spends pool mana first.

## Decks (`assets/decks/<format>/*.deck`)

Plain text like every Enza deck (`count card-id` lines, `name:` / `format:` headers). 40–60 cards, at most 4
copies of any card that is not a basic land.
"""
SCHEMA_TABLES = (CARD, ABILITY)


def schema_ops() -> list:
    return [("Effect ops (`effects`)", OPS, {})]
