"""The log line of each event kind: an English template (translated through the catalogue) and what fills
each of its placeholders, read off the event's fields.  `{player}` is the event's player and `{card}` its
card unless the line says otherwise.  Kinds that need a choice between lines are worded in events.py."""
from __future__ import annotations


def P(key: str):
    """A player named by an index or a pN token."""
    return lambda x: x.player(key)


def C(key: str):
    """A card the event names, with the event's definition when the viewer may see it."""
    return lambda x: x.card(key)


def T(key: str):
    """A token: a card (cN or an id) or a player (pN)."""
    return lambda x: x.token(x.ev.get(key))


def V(key: str, empty=None):
    """A value as the event gives it (`empty` stands for a missing or empty one)."""
    return lambda x: x.value(key, empty)


def PLAYERS(key: str):
    """Several players, by index."""
    return lambda x: x.players(key)


EVENT_LINES = {
    # --- every family
    "game_start": ("The game begins: {n} players; {first} goes first.", {"n": V("players"), "first": P("first")}),
    "turn_skipped": ("{player}'s turn is skipped.", {}),
    "skip_turn": ("{player}'s turn is skipped.", {}),
    "extra_turn": ("{player} takes an extra turn.", {}),
    "player_drew": ("{player}'s game is a draw.", {}),
    "player_removed": ("{player} leaves the game.", {}),
    "mandatory_loop": ("A loop of actions nobody can stop: the game is a draw for the players it reaches.", {}),  # 104.4b / 104.4f
    "concede_proposed": ("{player} concedes.", {}),
    "designate": ("{player} chooses {opp} as the opponent.", {"opp": P("opponent")}),
    "reveal": ("{card} is revealed.", {}),
    "declare": ("{player} declares {card}.", {}),
    "nullified": ("An effect of {player} is nullified.", {}),
    "replaced": ("{card}: an effect is replaced.", {}),
    "condition_failed": ("The condition of {card} does not hold: nothing happens.", {}),
    "mulligan": ("{player} takes a mulligan.", {}),
    "declares_mulligan": ("{player} will take a mulligan.", {}),
    "keep": ("{player} keeps their hand.", {}),
    "legend_skill": ("{player}'s legend skill takes effect.", {}),
    "not_put": ("{card} cannot be put there and stays.", {}),
    "overflow": ("{card} goes to the graveyard: the zone is full.", {}),
    "something_happens": ("Something happens for {player}.", {}),
    "turn_limit": ("The turn limit is reached: both players lose.", {}),
    # --- shield family
    "charge": ("{player} charges {card} to mana.", {}),
    "summon": ("{player} summons {card}.", {}),
    "break": ("{by} breaks a shield of {player}.", {"by": P("by")}),
    "s_trigger": ("{player} uses the shield trigger of {card}.", {}),
    "destroyed": ("{card} is destroyed.", {}),
    "direct_attack": ("{player} attacks {target} directly!", {"target": P("target")}),
    "partner_returned": ("{player} returns the partner {card} by putting a mana card under the deck.", {}),
    "galaxy_shield": ("{player} puts {card} face up into the shields (Galaxy Shield).", {}),
    "lock_spells": ("{player} cannot cast spells for now.", {}),
    # --- life-zone family
    "buster": ("Buster! {card} is revealed from the life of {player}.", {}),
    "shot": ("Shot! {player} reveals {card}.", {}),
    "damage_cancelled": ("The damage is cancelled.", {}),
    "damage_changed": ("The damage becomes {n}.", {"n": V("points")}),
    "discard": ("{player} discards {n} cards.", {"n": V("count")}),
    "draw_from_life": ("{player} draws a card from the life zone.", {}),
    "energy_placed": ("{player} puts {card} into energy.", {}),
    "enter": ("{card} enters the field.", {}),
    "hit": ("{card} hits {player} ({n}).", {"card": C("attacker"), "n": V("hits")}),
    "life_card_moved": ("A life card, {card}, leaves the life zone.", {}),
    "life_empty": ("The life zone of {player} is empty.", {}),
    "life_placed": ("{player} puts {n} cards into the life zone.", {"n": V("count")}),
    "no_target": ("{card} has no target: nothing happens.", {}),
    "player_damage": ("{player} takes damage.", {}),
    "rest": ("{card} is rested.", {}),
    "territory_opened": ("{player} opens the territory {card}.", {}),
    "unit_damaged": ("{card} takes {n} damage.", {"n": V("amount")}),
    # --- stack family
    "deploy": ("{player} deploys {card} to {to}.", {"to": P("to")}),        # 804
    "control_changed": ("{player} gains control of {card}.", {}),
    "assign_damage": ("{card} assigns {n} damage to {target}.", {"n": V("amount"), "target": T("to")}),
    "blocks": ("{card} blocks {attacker}.", {"attacker": T("attacker")}),
    "cannot_win": ("{player} cannot win the game.", {}),
    "cast_cancelled": ("{player} takes the spell back.", {}),
    "countered": ("{card} is countered.", {}),
    "damage": ("{card} deals {n} damage to {target}.", {"n": V("amount"), "target": T("to")}),
    "draw_agreed": ("{player} agrees to a draw.", {}),
    "draw_from_empty": ("{player} must draw from an empty library.", {}),
    "fizzle": ("{card} has no legal target left and does nothing.", {}),
    "land_played": ("{player} plays the land {card}.", {}),
    "mana_added": ("{player} adds mana {mana}.", {"mana": V("mana", "")}),
    "mana_emptied": ("Unused mana of {player} empties.", {}),
    "mana_from_pool": ("{player} pays {mana} from the mana pool.", {"mana": V("mana", "")}),
    "poison": ("{player} gets {n} poison counters ({total}).", {"n": V("amount"), "total": V("total")}),
    "restart": ("The game restarts.", {}),
    "sacrificed": ("{player} sacrifices {card}.", {}),
    "sba": ("{card} is put into the graveyard (state-based action).", {}),
    "tap_for_mana": ("{player} taps {card} for mana.", {}),
    "trigger": ("The ability of {card} triggers.", {}),
    "trigger_removed": ("The triggered ability of {card} is removed.", {}),
    "untap_skipped": ("{players} skip the untap step.", {"players": PLAYERS("players")}),
    "win_and_lose": ("{player} would win and lose at once: they lose.", {}),
    "win_becomes_losses": ("{player}'s win makes the others lose.", {}),
}

# events the log leaves out on purpose: each is the bookkeeping behind a line that another event gives
QUIET = {
    "answered",            # a private answer: the table announces all answers together
    "auto_pass",           # the engine passed for a side with nothing to do; the next real action follows
    "damage_window_end",   # the end of a damage window: the damage lines say what happened
    "setup_done",          # the game_start line follows
    "tap", "untap",        # tapping shows on the table; the shield log words the charges and attacks
    "mana_recovered",      # digital mana shows on the seat
    "stand",               # a turn's stand step: the turn line says it
    "passed", "pass",      # priority passes: most are given by the table (gui/priority.py); a line each would
                           # bury the plays, and the decision panel says who holds priority now
    "turn_end",            # the next turn's line follows
    "resolve",             # what the resolving card does has its own lines
    "attack_end",          # the attack's battle, breaks and damage have their own lines
}
