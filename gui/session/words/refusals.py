"""Words for refusals: the engine's refusal (code, params, rule id) and the table's own reasons why a card
has no move now, always with the rule id."""
from __future__ import annotations

from .cards import civ_names

REFUSALS = {
    "charge-wrong-step": "cards are charged only in the charge step",
    "charge-once": "only one card may be charged per turn",
    "not-in-hand": "that card is not in your hand",
    "use-wrong-step": "cards are used in your main step",
    "not-usable-zone": "that card is not in your hand",
    "not-a-spell": "{card} is not a spell",
    "not-a-creature": "{card} is not a creature",
    "name-once-per-turn": "a card with that name was already used this turn",
    "battle-zone-full": "your battle zone is full",
    "spells-locked": "an effect stops you casting that spell",
    "not-enough-mana": "{card} costs {cost}; you have {have} untapped mana",
    "civilization-missing": "paying for {card} needs untapped mana of each of its civilizations",
    "civilization-locked": "{civs} is not unlocked yet: no card of that civilization in your mana zone",
    "no-evolution-source": "{card} needs a creature to evolve from",
    "attack-wrong-step": "creatures attack in the attack step",
    "not-your-creature": "only your creatures in the battle zone attack",
    "attacker-tapped": "{card} is tapped",
    "summoning-sickness": "{card} came into the battle zone this turn",
    "cannot-attack": "{card} cannot attack",
    "target-untapped": "only tapped creatures can be attacked",
    "target-own": "you cannot attack your own creature",
    "bad-target": "that is not something this creature can attack",
    "block-not-now": "nothing is being attacked now",
    "block-not-attacked": "only the attacked player may block",
    "blocker-tapped": "{card} is tapped",
    "not-a-blocker": "{card} cannot block",
    "not-legal-now": "that is not a legal answer to the current decision",
    "not-your-decision": "another player must decide now",
    "game-over": "the game is over",
    "no-drop": "nothing can be done by dropping that card there",
}


def _with_rule(text: str, rule) -> str:
    return text + (f"  [{rule}]" if rule else "")


def refusal_text(w, err, card_name: str = "?") -> str:
    """An engine refusal (or the table's own, with the same code/params/rule shape) in words."""
    code = getattr(err, "code", "")
    params = dict(getattr(err, "params", {}) or {})
    params.setdefault("card", "《" + card_name + "》")
    if isinstance(params.get("civs"), (list, tuple)):
        params["civs"] = civ_names(w, params["civs"])
    msg = getattr(err, "message", str(err))
    if code in REFUSALS:
        try:
            msg = w.tr(REFUSALS[code], **{k: v for k, v in params.items() if isinstance(v, (str, int))})
        except (KeyError, IndexError, ValueError):
            pass    # the refusal lacks a field its words name: the engine's own message stands
    return _with_rule(w.tr("Not allowed: {msg}", msg=msg), getattr(err, "rule", ""))


def not_your_decision(w, name: str, rule=None) -> str:
    """A gesture made while someone else (or a computer, or the curtain) holds the decision."""
    return _with_rule(w.tr("Not allowed: it is {name}'s decision now.", name=name), rule)


def not_your_card(w, name: str, what: str, rule=None) -> str:
    """A gesture with another player's card."""
    return _with_rule(w.tr("Not allowed: this card is not yours; {name} is deciding ({what}).", name=name,
                           what=what), rule)


def nothing_to_do(w, rule=None) -> str:
    """A card with no move now that the engine's refusals do not explain."""
    return _with_rule(w.tr("Not allowed: {msg}", msg=w.tr("nothing can be done with this card now")), rule)
