"""Words for refusals: the engine's refusal of a gesture or an answer (code, params, rule id) and the table's
own reasons, always with the rule id.  Every code the engine gives has words here
(tests/engine/test_gesture_catalogue.py checks), so the engine's English developer message, which names
raw ids, never reaches a person.  Tokens in the parameters (`source`, `target`, `targets`) are named
by the screen's Namer: players by name, cards only as that screen knows them, zones by their words."""
from __future__ import annotations

from .cards import civ_names

REFUSALS = {
    # the shield game (engine/families/shield/explain.py, engine/formats/digital.py)
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
    "mana-taps-to-pay": "mana is tapped only to pay for a card you use",
    "not-your-mana": "only untapped cards of your own mana zone pay",
    "mana-tapped": "{card} is already tapped",
    # the stack game (engine/families/stack/explain.py)
    "no-priority-now": "spells and lands are played when you have priority",
    "not-a-land": "{card} is not a land",
    "one-land-per-turn": "you have already played a land this turn",
    "land-timing": "lands are played in your own main phase with an empty stack",
    "land-is-not-cast": "lands are played, not cast: put {card} on your battlefield",
    "sorcery-timing": "{card} can be cast only in your main phase with an empty stack",
    "cannot-pay": "you cannot pay {cost} with your untapped lands",
    "no-legal-target": "that spell has no legal target",
    "not-declaring-attackers": "attackers are declared in the declare attackers step",
    "summoning-sick": "{card} came under your control this turn",
    "attack-direction": "you may attack only the nearest opponent in the direction the table attacks",
    "out-of-range": "that player is outside your range of influence",
    "bad-attack": "that creature cannot attack that player",
    "not-declaring-blockers": "blockers are declared in the declare blockers step",
    "not-attacking-you": "you may block only creatures attacking you",
    "flying": "a creature with flying can be blocked only by flying or reach",
    "bad-block": "that cannot block this attack",
    "land-taps-to-pay": "lands are tapped for mana while you pay a cost",
    "not-your-land": "only untapped lands you control pay",
    "land-tapped": "{card} is already tapped",
    "deploy-timing": "creatures are deployed in your main phase with an empty stack",
    "deploy-untapped": "{card} must be untapped and under your control since the turn began",
    "deploy-teammate": "creatures are deployed to a teammate within your range",
    # the life-zone game (engine/families/lifezone/explain.py)
    "normal-timing": "Normal actions are only for the turn player in the main phase with an empty resolution area",
    "energy-once": "energy was already placed this turn",
    "cannot-play": "{card} cannot be played now (cost, timing or targets)",
    "unit-attack-wrong-step": "units attack in the attack step",
    "not-your-unit": "only units you control on the field attack",
    "attacker-rested": "{card} is rested",
    "attack-front-only": "only the player in front of you may be attacked",
    "not-an-opponent": "only opponents may be attacked",
    "bad-attack-target": "only opponents' rested units may be attacked",
    "blocker-rested": "{card} is rested",
    "energy-rests-to-pay": "energy is rested only to pay a cost",
    "not-your-energy": "only standing cards of your own energy zone pay",
    "energy-rested": "{card} is already rested",
    # every family (engine/core)
    "not-legal-now": "that is not a legal answer to the current decision",
    "not-your-decision": "another player must decide now",
    "not-your-card": "that card is not yours to move",
    "unknown-card": "that is not a card you can see",
    "no-move": "nothing can be done with that now",
    "no-drop": "nothing can be done by dropping that card there",
    "already-out": "that player has already left the game",
    "game-over": "the game is over",
}
NOT_LEGAL = "that is not a legal answer to the current decision"


def _with_rule(text: str, rule) -> str:
    return text + (f"  [{rule}]" if rule else "")


def refusal_text(w, err, card_name: str = "?", name=None) -> str:
    """An engine refusal (or the table's own, with the same code/params/rule shape) in words.  `name(tok)`
    names a token as the screen knows it (gui/session/words/cards.py Namer.token_words); without it the
    refusal's card is `card_name`."""
    code = getattr(err, "code", "")
    params = dict(getattr(err, "params", {}) or {})
    src = params.get("source") or params.get("target")
    if name is not None and isinstance(src, str):
        card = name(src)        # a known card comes as 《…》; a face-down one, a zone or a player as words
    else:
        card = card_name if card_name.startswith("《") else "《" + card_name + "》"
    fields = {"card": card}
    for k in ("cost", "have"):
        if isinstance(params.get(k), (str, int)):
            fields[k] = params[k]
    if isinstance(params.get("civs"), (list, tuple)):
        fields["civs"] = civ_names(w, params["civs"])
    try:
        msg = w.tr(REFUSALS.get(code, NOT_LEGAL), **fields)
    except (KeyError, IndexError, ValueError):
        msg = w.tr(NOT_LEGAL)
    works = params.get("targets")
    if name is not None and isinstance(works, (list, tuple)) and works:
        sep = "、" if w.lang == "ja" else ", "
        msg = w.tr("{msg} (it can go to: {targets})", msg=msg, targets=sep.join(name(t) for t in works))
    return _with_rule(w.tr("Not allowed: {msg}", msg=msg), getattr(err, "rule", ""))

