"""The registry of every kind of event and decision the engine can emit, and of the decision modes and
game results, as `StrEnum`s.

The values are the plain strings the engine has always used (a member compares and hashes equal to its
string), so events, decisions, logs, saves and fingerprints are unchanged.  The GUI's log and translations
key on these values; tests/engine/test_kinds.py plays seeded games of every format and fails if anything
emits a kind missing here.  A new event or decision kind is added here first.
"""
from __future__ import annotations

import re
from enum import StrEnum

# The one convention for citing a rule: "<document>:<id>".  Documents: dm (the shield game's base rules),
# duepa (seed 000), dmp (seed 002, DIGEST.md A3 numbering), bd (the life-zone base game), tag (seed 003),
# mtg (seeds 001 and 004), and deck: Enza's deck list format (engine/decks.py), for a deck problem that no game
# rule states (an unknown card, a partner line where the format has none).  Decisions, events, refusals,
# outcomes and deck problems carry rule ids in this form.
RULE_DOCUMENTS = ("dm", "duepa", "dmp", "bd", "tag", "mtg", "deck")
RULE_ID = re.compile(r"(?:%s):[0-9A-Za-z][0-9A-Za-z.\-]*" % "|".join(RULE_DOCUMENTS))


class _PlainRepr(StrEnum):
    """A StrEnum whose repr is its string's: decision modes and results sit in the tuples that
    `Game.fingerprint` hashes through repr(), so a member must print exactly as the bare string did."""

    def __repr__(self) -> str:
        return str.__repr__(self.value)


class DecisionMode(_PlainRepr):
    """Who answers a decision: one player, several one after another, or several at once."""
    SINGLE = "single"
    SEQUENTIAL = "sequential"
    SIMULTANEOUS = "simultaneous"


class Result(_PlainRepr):
    """A player's or team's result in `Game.outcome`."""
    WON = "won"
    LOST = "lost"
    DREW = "drew"


# The members as plain module names: reading `Result.WON` goes through the enum's descriptor, about ten times
# the cost of a global, and some of these are read on every decision.
SINGLE, SEQUENTIAL, SIMULTANEOUS = DecisionMode.SINGLE, DecisionMode.SEQUENTIAL, DecisionMode.SIMULTANEOUS
WON, LOST, DREW = Result.WON, Result.LOST, Result.DREW


class EventKind(StrEnum):
    """The `kind` of every event the engine emits (`Game.emit`)."""
    # core and more than one family
    ANSWERED = "answered"
    ATTACK = "attack"
    ATTACK_END = "attack_end"
    BATTLE = "battle"
    BLOCK = "block"
    CAST = "cast"
    CONCEDE_PROPOSED = "concede_proposed"
    DESIGNATE = "designate"
    DESTROYED = "destroyed"
    DRAW_SKIPPED = "draw_skipped"
    EXTRA_TURN = "extra_turn"
    GAME_OVER = "game_over"
    GAME_START = "game_start"
    LOOK = "look"
    MOVE = "move"
    MULLIGAN = "mulligan"
    PAID = "paid"
    PLAYER_LOST = "player_lost"
    PLAYER_REMOVED = "player_removed"
    RESOLVE = "resolve"
    SHUFFLE = "shuffle"
    TURN_END = "turn_end"
    TURN_START = "turn_start"
    # shield family (duel, DuePa, digital)
    BREAK = "break"
    CHARGE = "charge"
    CONDITION_FAILED = "condition_failed"
    DECLARE = "declare"
    DIRECT_ATTACK = "direct_attack"
    GACHINKO = "gachinko"
    GALAXY_SHIELD = "galaxy_shield"
    LEGEND_SKILL = "legend_skill"
    LOCK_SPELLS = "lock_spells"
    MANA_RECOVERED = "mana_recovered"
    NOT_PUT = "not_put"
    NULLIFIED = "nullified"
    OVERFLOW = "overflow"
    PARTNER_RETURNED = "partner_returned"
    REPLACED = "replaced"
    REVEAL = "reveal"
    S_TRIGGER = "s_trigger"
    SKIP_TURN = "skip_turn"
    SOMETHING_HAPPENS = "something_happens"
    SUMMON = "summon"
    TAP = "tap"
    TURN_LIMIT = "turn_limit"
    TURN_SKIPPED = "turn_skipped"
    UNTAP = "untap"
    # life-zone family (divide, tag)
    AUTO_PASS = "auto_pass"
    BUSTER = "buster"
    DAMAGE_CANCELLED = "damage_cancelled"
    DAMAGE_CHANGED = "damage_changed"
    DAMAGE_WINDOW_END = "damage_window_end"
    DISCARD = "discard"
    DRAW_FROM_LIFE = "draw_from_life"
    ENERGY_PLACED = "energy_placed"
    ENTER = "enter"
    HIT = "hit"
    LIFE_CARD_MOVED = "life_card_moved"
    LIFE_EMPTY = "life_empty"
    LIFE_PLACED = "life_placed"
    MODIFIED = "modified"
    NO_TARGET = "no_target"
    PASS = "pass"
    PLAYER_DAMAGE = "player_damage"
    PUT = "put"
    REST = "rest"
    SETUP_DONE = "setup_done"
    SHOT = "shot"
    SILENT_WINDOW = "silent_window"   # D-silent-window: a round in which no side could do anything but pass
    STAND = "stand"
    TERRITORY_OPENED = "territory_opened"
    TRIGGER_CHECK = "trigger_check"
    UNIT_DAMAGED = "unit_damaged"
    # stack family (magic, ffa, team formats)
    ASSIGN_DAMAGE = "assign_damage"
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    CANNOT_WIN = "cannot_win"
    CAST_CANCELLED = "cast_cancelled"
    CONTROL_CHANGED = "control_changed"
    DEPLOY = "deploy"
    MANDATORY_LOOP = "mandatory_loop"
    TURN_MARKER = "turn_marker"   # 807.4: a grand melee's turn marker passes, waits or is removed
    COUNTERED = "countered"
    DAMAGE = "damage"
    DECLARES_MULLIGAN = "declares_mulligan"
    DRAW_AGREED = "draw_agreed"
    DRAW_FROM_EMPTY = "draw_from_empty"
    FIZZLE = "fizzle"
    KEEP = "keep"
    LAND_PLAYED = "land_played"
    LIFE = "life"
    MANA_ADDED = "mana_added"
    MANA_EMPTIED = "mana_emptied"
    MANA_FROM_POOL = "mana_from_pool"
    PASSED = "passed"
    PLAYER_DREW = "player_drew"
    POISON = "poison"
    RESTART = "restart"
    SACRIFICED = "sacrificed"
    SBA = "sba"
    TAP_FOR_MANA = "tap_for_mana"
    TRIGGER = "trigger"
    TRIGGER_REMOVED = "trigger_removed"
    UNTAP_SKIPPED = "untap_skipped"
    WIN_AND_LOSE = "win_and_lose"
    WIN_BECOMES_LOSSES = "win_becomes_losses"


class DecisionKind(StrEnum):
    """The `kind` of every decision the engine asks (`Game.decision.kind`)."""
    # core and more than one family
    ATTACK = "attack"
    ATTACK_TARGET = "attack-target"
    BLOCK = "block"
    CHOOSE_TARGET = "choose-target"
    DISCARD = "discard"
    MULLIGAN = "mulligan"
    ORDER_TRIGGERS = "order-triggers"
    PAY = "pay"
    PRIORITY = "priority"
    # shield family (duel, DuePa, digital)
    BREAK_SHIELDS = "break-shields"
    CHARGE = "charge"
    CHOOSE_CARDS = "choose-cards"
    DESIGNATE_OPPONENT = "designate-opponent"
    EVOLUTION_SOURCE = "evolution-source"
    HOW_MANY = "how-many"
    KIRIFUDASH = "kirifudash"
    MAIN = "main"
    MAY = "may"
    PARTNER_RETURN = "partner-return"
    PENDING_ORDER = "pending-order"
    REPLACEMENT_CHOICE = "replacement-choice"
    SHIELD_TRIGGER = "shield-trigger"
    USE_DECLARATION = "use-declaration"
    # life-zone family (divide, tag)
    CHOOSE_OPPONENT = "choose-opponent"
    SHOT = "shot"
    # stack family (magic, ffa, team formats)
    ASSIGN_DAMAGE = "assign-damage"
    BEGIN_ON_BATTLEFIELD = "begin-on-battlefield"
    CHOOSE_ACTIVE_PLAYER = "choose-active-player"
    CLEANUP_DISCARD = "cleanup-discard"
    DAMAGE_ORDER = "damage-order"
    DECLARE_ATTACKERS = "declare-attackers"
    DECLARE_BLOCKERS = "declare-blockers"
    MULLIGAN_BOTTOM = "mulligan-bottom"
    SACRIFICE = "sacrifice"


EVENT_KINDS = frozenset(EventKind)
DECISION_KINDS = frozenset(DecisionKind)
