"""Readable labels for actions (decision panel, context menus) and refusals (code + params → text)."""
from __future__ import annotations

from .i18n import tr

DECISION_TITLES = {
    "charge": "Charge step: put a card from your hand into your mana zone (or go on).",
    "main": "Main step: summon creatures and cast spells.",
    "attack": "Attack step: attack with your creatures.",
    "attack-target": "Choose what to attack.",
    "pay": "Pay the cost: click mana cards or pay automatically.",
    "block": "You are attacked: block?",
    "shield-trigger": "Shield trigger: use it?",
    "use-declaration": "Use declaration?",
    "pending-order": "Choose which effect resolves next.",
    "designate-opponent": "Choose an opponent.",
    "choose-cards": "Choose cards.",
    "break-shields": "Choose the shields to break.",
    "evolution-source": "Choose the creature to evolve from.",
    "discard": "Choose a card to discard.",
    "how-many": "How many?",
    "may": "Do you use this effect?",
    "kirifudash": "Kirifuda dash?",
    "partner-return": "Your partner left: put a mana card under your deck to bring it back?",
    "mulligan": "Keep your hand or mulligan?",
    "choose-target": "Choose a target.",
    "order-triggers": "Choose the order of the triggered abilities.",
    "priority": "Priority: play a card, use an ability or pass.",
    "choose-opponent": "Choose an opponent.",
    "shot": "Shot: use the revealed card?",
    "assign-damage": "Assign the combat damage.",
    "begin-on-battlefield": "Begin the game with this card on the battlefield?",
    "choose-active-player": "Choose who acts first.",
    "cleanup-discard": "Discard down to your hand size.",
    "damage-order": "Order the blockers for damage.",
    "declare-attackers": "Declare attackers: drag creatures onto the player they attack.",
    "declare-blockers": "Declare blockers: drag creatures onto the attacker they block.",
    "mulligan-bottom": "Put cards from your hand on the bottom of your library.",
    "sacrifice": "Choose a permanent to sacrifice.",
    "replacement-choice": "Choose which replacement effect applies.",
}

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


def civ_names(civs) -> str:
    """Civilization names in the interface language (digital mana shows which are unlocked)."""
    from . import i18n
    from .session.words.cards import CIV_NAMES
    sep = "・" if i18n.language() == "ja" else ", "
    return sep.join(tr(CIV_NAMES[c]) if c in CIV_NAMES else c for c in civs)


def decision_title(kind: str) -> str:
    return tr(DECISION_TITLES[kind]) if kind in DECISION_TITLES else tr("Decision: {kind}", kind=kind)


def refusal_text(err, card_name: str = "?") -> str:
    code = getattr(err, "code", "")
    params = dict(getattr(err, "params", {}) or {})
    params.setdefault("card", "《" + card_name + "》")
    if isinstance(params.get("civs"), (list, tuple)):
        params["civs"] = civ_names(params["civs"])
    tmpl = REFUSALS.get(code)
    if tmpl:
        try:
            msg = tr(tmpl, **{k: v for k, v in params.items() if isinstance(v, (str, int))})
        except Exception:
            msg = getattr(err, "message", str(err))
    else:
        msg = getattr(err, "message", str(err))
    rule = getattr(err, "rule", "")
    return tr("Not allowed: {msg}", msg=msg) + (f"  [{rule}]" if rule else "")


def action_label(text: str, card, player) -> str:
    """`card(token)` names a card token (cN or an opaque handle); `player(token)` names pN."""
    parts = text.split()
    verb = parts[1] if len(parts) > 1 else ""
    arg = parts[2] if len(parts) > 2 else ""

    def C():
        return "《" + card(arg) + "》"

    table = {
        "pass": tr("Go on (end this step)"), "done": tr("Done"), "noblock": tr("Do not block"),
        "autopay": tr("Pay automatically"), "cancel": tr("Cancel"), "yes": tr("Yes"), "no": tr("No"),
        "keep": tr("Keep"), "concede": tr("Concede"), "mulligan": tr("Mulligan"),
        "agree-draw": tr("Agree to a draw"),
    }
    if verb in table:
        return table[verb]
    if verb == "charge":
        return tr("Charge {card}", card=C())
    if verb == "summon":
        return tr("Summon {card}", card=C())
    if verb == "cast":
        return tr("Cast {card}", card=C())
    if verb == "gzero":
        return tr("G-Zero {card}", card=C())
    if verb == "galaxy":
        return tr("Galaxy {card}", card=C())
    if verb == "attack" and len(parts) > 3:    # stack family: the attacked player in the same answer
        return tr("Attack {target} with {card}", card=C(), target=player(parts[3]) if parts[3].startswith("p")
                  else "《" + card(parts[3]) + "》")
    if verb == "attack":
        return tr("Attack with {card}", card=C())
    if verb == "target":
        return tr("Attack {target}", target=player(arg) if arg.startswith("p") else C())
    if verb == "tap":
        return tr("Tap {card} for mana", card=C())
    if verb == "block":
        return tr("Block with {card}", card=C())
    if verb == "trigger":
        return tr("Use shield trigger {card}", card=C())
    if verb == "declare":
        return tr("Declare {card}", card=C())
    if verb == "resolve":
        return tr("Resolve effect {n}", n=arg)
    if verb == "opponent":
        return tr("Choose {player}", player=player(arg))
    if verb == "choose":
        return tr("Choose {card}", card=C())
    if verb == "count":
        return tr("Number: {n}", n=arg)
    if verb == "kirifudash":
        return tr("Kirifuda dash {card}", card=C())
    if verb == "play":
        return tr("Play {card}", card=C())
    if verb == "energy":
        return tr("Put {card} into energy", card=C())
    if verb == "rest":
        return tr("Rest {card} to pay", card=C())
    if verb == "activate":
        return tr("Use an ability of {card}", card=C())
    if verb == "order":
        return tr("Next: {card}", card=C()) if arg.startswith(("c", "h")) else tr("Order: {n}", n=arg)
    if verb == "bottom":
        return tr("Put {card} on the bottom", card=C())
    if verb == "begin":
        return tr("Begin with {card}", card=C())
    if verb == "sacrifice":
        return tr("Sacrifice {card}", card=C())
    if verb == "discard":
        return tr("Discard {card}", card=C())
    if verb == "assign":
        return tr("Assign damage: {what}", what=" ".join(parts[2:]))
    if verb == "return":
        return tr("Return {card} to the deck bottom", card=C())
    return text.split(" ", 1)[1] if " " in text else text


# ----- prompts that say what they are about ------------------------------------------------
TRIGGER_WHEN = {
    "enter": "when it enters the battle zone", "attack": "when it attacks", "destroyed": "when it is destroyed",
    "your_turn_start": "at the start of your turn", "your_turn_end": "at the end of your turn",
    "opponent_turn_end": "at the end of an opponent's turn", "win_battle": "when it wins a battle",
    "your_creature_destroyed": "when one of your creatures is destroyed", "you_are_attacked": "when you are attacked",
    "opponent_creature_attacks": "when an opponent's creature attacks",
    "opponent_casts_spell": "when an opponent casts a spell", "leave": "when it leaves the battle zone",
    "break_shield": "when it breaks a shield", "block": "when it blocks",
    "any_creature_attacks": "when any creature attacks", "ninja_strike": "ninja strike",
    "summon_self": "summoned by its own effect",
}


def decision_source(game):
    """The card whose effect asks the current question (the nearest resolving ability), or None."""
    for f in reversed(getattr(game, "frames", []) or []):
        src = getattr(f, "source", None)
        if isinstance(src, int):
            return src
    return None


def decision_heading(game, card_by_id) -> str:
    """The title of the current decision, naming the card when the question is about one."""
    d = game.decision
    src = decision_source(game)
    name = "《" + card_by_id(src) + "》" if src is not None else ""
    if d.kind == "may" and name:
        return tr("Use the effect of {card}?", card=name)
    if d.kind in ("choose-cards", "discard", "how-many", "designate-opponent") and name:
        return decision_title(d.kind) + " " + tr("(effect of {card})", card=name)
    if d.kind == "shield-trigger":
        return decision_title(d.kind)
    return decision_title(d.kind)


def shield_position(game, token: str, chooser: int):
    """(owner, 1-based position from the left) of a shield named by `token`, or None."""
    for p in range(len(game.players)):
        for i, cid in enumerate(game.zones.get(f"p{p}.shield", [])):
            if game.token(cid, chooser) == token:
                return p, i + 1
    return None


def card_place(game, cid) -> str:
    """Where a card lies, so that two copies of one card can be told apart: 'battle zone, 2nd from the left'."""
    from .log_text import zone_name
    for key, ids in game.zones.items():
        if cid in ids and "." in key:
            zone = key.split(".", 1)[1]
            return tr("{zone}, card {n} from the left", zone=zone_name(zone), n=ids.index(cid) + 1)
    return ""


def context_label(text: str, game, card, player, card_by_id, card_def=None) -> str | None:
    """A label that needs the game: effect order, shield positions, twinpact sides; None = plain.
    `card_def(id)`: a card's definition as the screen knows it (gui/names.py CardBook)."""
    parts = text.split()
    if game is None or len(parts) < 3 or game.decision is None:
        return None
    verb, arg = parts[1], parts[2]
    d = game.decision
    if verb == "resolve":
        for seq, source, why in d.info.get("pending", []):
            if str(seq) == arg:
                when = tr(TRIGGER_WHEN[why]) if why in TRIGGER_WHEN else str(why or "")
                text = tr("Resolve {card}: its effect {when}", card="《" + card_by_id(source) + "》", when=when)
                place = card_place(game, source)
                return f"{text} ({place})" if place else text
        return None
    if verb == "choose" and d.kind == "break-shields":
        pos = shield_position(game, arg, int(parts[0][1:]))
        if pos is not None:
            return tr("Shield {n} of {player} (from the left)", n=pos[1], player=game.players[pos[0]].name)
    if verb in ("summon", "cast") and arg.startswith("c") and arg[1:].isdigit():
        defn = card_def(int(arg[1:])) if card_def is not None else None
        if getattr(defn, "spell", None) is not None:
            from . import i18n
            side = defn.spell if verb == "cast" else defn
            name = "《" + (i18n.pick(side.name_ja, side.name_en) or defn.id) + "》"
            return tr("Cast {card} (spell side)", card=name) if verb == "cast" else \
                tr("Summon {card} (creature side)", card=name)
    return None
