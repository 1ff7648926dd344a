"""Words for the events of every family that gui/log_text.py does not word itself (the life-zone and stack
families, the digital rules' extras), and for the steps of every family.

`more_event_text(ev, P, C, names, card)` returns a line, None for an event deliberately left out of the
log (listed in QUIET with the reason), or RAW when it has no words (tests/gui/test_words.py walks the
engine's registry, engine/core/kinds.py, and fails on RAW)."""
from __future__ import annotations

from .i18n import tr

RAW = object()

# events the log leaves out on purpose: each is the bookkeeping behind a line that another event gives
QUIET = {
    "answered",            # a private answer: the table announces all answers together
    "auto_pass",           # the engine passed for a side with nothing to do; the next real action follows
    "damage_window_end",   # the end of a damage window: the damage lines say what happened
    "setup_done",          # the game_start line follows
    "tap", "untap",        # tapping shows on the table; the shield log words the charges and attacks
    "mana_recovered",      # digital mana shows on the seat
    "trigger_check",       # the trigger's own line follows when it does something
    "stand",               # a turn's stand step: the turn line says it
    "passed", "pass",      # priority passes: most are given by the table (gui/priority.py); a line each would
                           # bury the plays, and the decision panel says who holds priority now
}

# steps whose engine name is not already a word (setup, start, untap, draw, charge, main, attack and end are
# translated as they are: assets/translations/build_translations.py lists them)
STEP_WORDS = {
    "upkeep": "upkeep", "main1": "first main phase", "begin_combat": "beginning of combat",
    "declare_attackers": "declare attackers", "declare_blockers": "declare blockers",
    "first_strike_damage": "first-strike damage", "combat_damage": "combat damage", "end_combat": "end of combat",
    "main2": "second main phase", "cleanup": "cleanup", "stand": "stand phase",
}


def step_words(step) -> str:
    s = str(step)
    return tr(STEP_WORDS[s]) if s in STEP_WORDS else tr(s)


def _players(names: dict, ps) -> str:
    return ", ".join(str(names.get(p, "?")) for p in (ps or []))


def _tok(names: dict, card, tok) -> str:
    """A card token cN / an id / a player token pN, as words."""
    if isinstance(tok, str) and tok.startswith("p") and tok[1:].isdigit():
        return names.get(int(tok[1:]), "?")
    if isinstance(tok, str) and tok.startswith("c") and tok[1:].isdigit():
        return "《" + card(int(tok[1:]), None) + "》"
    if isinstance(tok, int):
        return "《" + card(tok, None) + "》"
    return "?"


def more_event_text(ev: dict, P, C, names: dict, card):
    k = ev["kind"]
    if k in QUIET:
        return None
    g = ev.get
    if k == "mulligan":
        return tr("{player} takes a mulligan.", player=P())
    if k == "declares_mulligan":
        return tr("{player} will take a mulligan.", player=P())
    if k == "keep":
        return tr("{player} keeps their hand.", player=P())
    if k == "draw_skipped":
        if g("players"):
            return tr("{players} skip their first draw.", players=_players(names, g("players")))
        return tr("{player} skips the first draw.", player=P())
    if k == "legend_skill":
        return tr("{player}'s legend skill takes effect.", player=P())
    if k == "not_put":
        return tr("{card} cannot be put there and stays.", card=C())
    if k == "overflow":
        return tr("{card} goes to the graveyard: the zone is full.", card=C())
    if k == "something_happens":
        return tr("Something happens for {player}.", player=P())
    if k == "turn_limit":
        return tr("The turn limit is reached: both players lose.")
    # --- life-zone family
    if k == "silent_window":    # D-silent-window: nobody could do anything but pass
        return silent_window_text(ev, C)
    if k == "buster":
        return tr("Buster! {card} is revealed from the life of {player}.", card=C(), player=P())
    if k == "shot":
        return tr("Shot! {player} reveals {card}.", player=P(), card=C())
    if k == "damage_cancelled":
        return tr("The damage is cancelled.")
    if k == "damage_changed":
        return tr("The damage becomes {n}.", n=g("points"))
    if k == "discard":
        return tr("{player} discards {n} cards.", player=P(), n=g("count"))
    if k == "draw_from_life":
        return tr("{player} draws a card from the life zone.", player=P())
    if k == "energy_placed":
        return tr("{player} puts {card} into energy.", player=P(), card=C())
    if k == "enter":
        return tr("{card} enters the field.", card=C())
    if k == "hit":
        return tr("{card} hits {player} ({n}).", card=C("attacker"), player=P(), n=g("hits"))
    if k == "life_card_moved":
        return tr("A life card, {card}, leaves the life zone.", card=C())
    if k == "life_empty":
        return tr("The life zone of {player} is empty.", player=P())
    if k == "life_placed":
        return tr("{player} puts {n} cards into the life zone.", player=P(), n=g("count"))
    if k == "modified":
        return tr("Power changes by {power}.", power=g("power"))
    if k == "no_target":
        return tr("{card} has no target: nothing happens.", card=C())
    if k == "player_damage":
        return tr("{player} takes damage.", player=P())
    if k == "put":
        return tr("{player} plays {card}.", player=P(), card=C())
    if k == "rest":
        return tr("{card} is rested.", card=C())
    if k == "territory_opened":
        return tr("{player} opens the territory {card}.", player=P(), card=C())
    if k == "unit_damaged":
        return tr("{card} takes {n} damage.", card=C(), n=g("amount"))
    # --- stack family
    if k == "assign_damage":
        return tr("{card} assigns {n} damage to {target}.", card=C(), n=g("amount"), target=_tok(names, card, g("to")))
    if k == "attacks":      # the target is a player index (or a card token where cards can be attacked)
        t = g("target")
        return tr("{card} attacks {target}.", card=C(),
                  target=names.get(t, "?") if isinstance(t, int) else _tok(names, card, t))
    if k == "blocks":
        return tr("{card} blocks {attacker}.", card=C(), attacker=_tok(names, card, g("attacker")))
    if k == "cannot_win":
        return tr("{player} cannot win the game.", player=P())
    if k == "cast_cancelled":
        return tr("{player} takes the spell back.", player=P())
    if k == "countered":
        return tr("{card} is countered.", card=C())
    if k == "damage":
        return tr("{card} deals {n} damage to {target}.", card=C(), n=g("amount"), target=_tok(names, card, g("to")))
    if k == "draw_agreed":
        return tr("{player} agrees to a draw.", player=P())
    if k == "draw_from_empty":
        return tr("{player} must draw from an empty library.", player=P())
    if k == "fizzle":
        return tr("{card} has no legal target left and does nothing.", card=C())
    if k == "land_played":
        return tr("{player} plays the land {card}.", player=P(), card=C())
    if k == "life":
        d = g("delta") or 0
        if d >= 0:
            return tr("{player} gains {n} life ({life}).", player=P(), n=d, life=g("life"))
        return tr("{player} loses {n} life ({life}).", player=P(), n=-d, life=g("life"))
    if k == "mana_added":
        return tr("{player} adds mana {mana}.", player=P(), mana=g("mana") or "")
    if k == "mana_emptied":
        return tr("Unused mana of {player} empties.", player=P())
    if k == "mana_from_pool":
        return tr("{player} pays {mana} from the mana pool.", player=P(), mana=g("mana") or "")
    if k == "player_drew":
        return tr("{player} draws the game.", player=P())
    if k == "poison":
        return tr("{player} gets {n} poison counters ({total}).", player=P(), n=g("amount"), total=g("total"))
    if k == "restart":
        return tr("The game restarts.")
    if k == "sacrificed":
        return tr("{player} sacrifices {card}.", player=P(), card=C())
    if k == "sba":
        return tr("{card} is put into the graveyard (state-based action).", card=C())
    if k == "tap_for_mana":
        return tr("{player} taps {card} for mana.", player=P(), card=C())
    if k == "trigger":
        return tr("The ability of {card} triggers.", card=C())
    if k == "trigger_removed":
        return tr("The triggered ability of {card} is removed.", card=C())
    if k == "untap_skipped":
        return tr("{players} skip the untap step.", players=_players(names, g("players")))
    if k == "win_and_lose":
        return tr("{player} would win and lose at once: they lose.", player=P())
    if k == "win_becomes_losses":
        return tr("{player}'s win makes the others lose.", player=P())
    return RAW


def silent_window_text(ev: dict, C):
    """A round of a window in which no side could do anything but pass: a line when it lets a card or an
    ability resolve (the players learn that nobody could answer it); None when it only closes a step's
    window or lets the damage go on, as the passes it replaces said nothing (the turn, step and damage lines
    say what happened)."""
    if ev.get("then") != "resolve":
        return None
    if ev.get("what") == "ability":
        return tr("Nobody can respond: the ability of {card} resolves.", card=C())
    return tr("Nobody can respond: {card} resolves.", card=C())
