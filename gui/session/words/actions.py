"""Words for decisions and answers: a decision's title, an answer's label (decision panel, context menus) and
the labels that need the game (effect order, shield positions, twinpact sides)."""
from __future__ import annotations

from .terms import zone_name

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
    "how-many": "How many cards do you draw?",
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

# answers by their verb: those that name nothing, and those that name the card they use
ANSWER_WORDS = {
    "pass": "Go on (end this step)", "done": "Done", "noblock": "Do not block", "autopay": "Pay automatically",
    "cancel": "Cancel", "yes": "Yes", "no": "No", "keep": "Keep", "concede": "Concede", "mulligan": "Mulligan",
    "agree-draw": "Agree to a draw",
}
CARD_ANSWER_WORDS = {
    "charge": "Charge {card}", "summon": "Summon {card}", "cast": "Cast {card}", "gzero": "G-Zero {card}",
    "galaxy": "Galaxy {card}", "tap": "Tap {card} for mana", "block": "Block with {card}",
    "trigger": "Use shield trigger {card}", "declare": "Declare {card}", "choose": "Choose {card}",
    "kirifudash": "Kirifuda dash {card}", "play": "Play {card}", "energy": "Put {card} into energy",
    "rest": "Rest {card} to pay", "activate": "Use an ability of {card}", "bottom": "Put {card} on the bottom",
    "begin": "Begin with {card}", "sacrifice": "Sacrifice {card}", "discard": "Discard {card}",
    "return": "Return {card} to the deck bottom",
}

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


# a decision whose words differ by family: the family's own word fills {zone} / {cards} (its glossary, U1a)
FAMILY_TITLES = {
    ("pay", "lifezone"): ("Pay the cost: rest cards of your {zone} or pay automatically.", "zones", "energy"),
    ("pay", "stack"): ("Pay the cost: tap {cards} or pay automatically.", "types", "land"),
    ("attack", "lifezone"): ("Attack step: attack with your {cards}.", "types", "unit"),
}


def decision_title(w, kind: str, family: str = "") -> str:
    if (kind, family) in FAMILY_TITLES:
        from gui.glossary import glossary
        template, section, key = FAMILY_TITLES[kind, family]
        word = glossary(family).word(section, key, w.lang)
        word = word if w.lang == "ja" else word.lower() + ("s" if section == "types" else "")
        return w.tr(template, zone=word, cards=word)
    return w.tr(DECISION_TITLES[kind]) if kind in DECISION_TITLES else w.tr("Decision: {kind}", kind=kind)


def _attack_label(w, parts: list, card, player) -> str:
    named = "《" + card(parts[2]) + "》"
    if len(parts) > 3:    # stack family: the attacked player in the same answer
        target = player(parts[3]) if parts[3].startswith("p") else "《" + card(parts[3]) + "》"
        return w.tr("Attack {target} with {card}", card=named, target=target)
    return w.tr("Attack with {card}", card=named)


def _other_label(w, verb: str, parts: list, card, player) -> str | None:
    arg = parts[2] if len(parts) > 2 else ""
    if verb == "target":
        return w.tr("Attack {target}", target=player(arg) if arg.startswith("p") else "《" + card(arg) + "》")
    if verb == "resolve":
        return w.tr("Resolve effect {n}", n=arg)
    if verb == "deploy" and len(parts) > 3:      # 804: a creature deployed to a teammate
        return w.tr("Deploy {card} to {player}", card="《" + card(arg) + "》", player=player(parts[3]))
    if verb == "opponent":
        return w.tr("Choose {player}", player=player(arg))
    if verb == "count":     # (the one question of a number: how many cards to draw, up to the effect's count)
        return w.tr("Draw {n}", n=arg) if arg != "0" else w.tr("Do not draw")
    if verb == "order":
        return w.tr("Next: {card}", card="《" + card(arg) + "》") if arg.startswith(("c", "h")) else \
            w.tr("Order: {n}", n=arg)
    if verb == "assign":
        return w.tr("Assign damage: {what}", what=" ".join(parts[2:]))
    return None


def action_label(w, text: str, card, player) -> str:
    """`card(token)` names a card token (cN or an opaque handle); `player(token)` names pN."""
    parts = text.split()
    verb = parts[1] if len(parts) > 1 else ""
    if verb in ANSWER_WORDS:
        return w.tr(ANSWER_WORDS[verb])
    if verb in CARD_ANSWER_WORDS:
        return w.tr(CARD_ANSWER_WORDS[verb], card="《" + card(parts[2] if len(parts) > 2 else "") + "》")
    if verb == "attack":
        return _attack_label(w, parts + [""] * (3 - len(parts)), card, player)
    label = _other_label(w, verb, parts, card, player)
    if label is not None:
        return label
    return text.split(" ", 1)[1] if " " in text else text


# decisions whose own dialog (gui/dialogs/moments.py) explains who answers when, once
EXPLAINED_BY_THEIR_DIALOG = frozenset({"mulligan", "mulligan-bottom", "choose-opponent", "designate-opponent",
                                       "block", "declare-blockers", "damage-order", "assign-damage",
                                       "order-triggers", "pending-order"})


def together_note(w, kind: str, mode: str) -> str:
    """"Answers revealed together" where it applies: a question everyone answers in private at once (not a
    team's shared priority, where a teammate's play is seen at once; not a moment its dialog explains)."""
    if mode != "simultaneous" or kind == "priority" or kind in EXPLAINED_BY_THEIR_DIALOG:
        return ""
    return w.tr("Everyone answers privately; the answers are revealed together.")


# ----- prompts that say what they are about ------------------------------------------------
def decision_source(game):
    """The card whose effect asks the current question (the view's decision names it), or None."""
    d = game.decision_view(None)
    tok = d.source if d is not None else None
    return _card_id(tok)


def _card_id(tok) -> int | None:
    return int(tok[1:]) if isinstance(tok, str) and tok[:1] == "c" and tok[1:].isdigit() else None


def decision_heading(w, game, card_by_id) -> str:
    """The title of the current decision, naming the card when the question is about one."""
    d = game.decision
    src = decision_source(game)
    name = "《" + card_by_id(src) + "》" if src is not None else ""
    family = getattr(getattr(game, "format", None), "family", "")
    if d.kind == "may" and name:
        return w.tr("Use the effect of {card}?", card=name)
    if d.kind == "shot" and name:
        return w.tr("Shot: {card} was revealed from your life. Play it for free?", card=name)
    if d.kind in ("choose-cards", "discard", "how-many", "designate-opponent") and name:
        return decision_title(w, d.kind, family) + " " + w.tr("(effect of {card})", card=name)
    return decision_title(w, d.kind, family)


def shield_position(game, token: str, chooser: int):
    """(owner, 1-based position from the left) of a shield named by `token` (as the chooser's view names it),
    or None."""
    v = game.view(chooser)
    for seat in v.seats:
        z = v.zones.get(f"p{seat.player}.shield")
        for i, c in enumerate(z.cards if z is not None else ()):
            if c.token == token:
                return seat.player, i + 1
    return None


def card_place(w, game, cid, viewer=None) -> str:
    """Where a card lies, so that two copies of one card can be told apart: 'battle zone, 2nd from the left'
    (as `viewer`'s view shows the table)."""
    tok = f"c{cid}"
    for key, z in game.view(viewer).zones.items():
        tokens = [c.token for c in z.cards]
        if tok in tokens and "." in key:
            zone = key.split(".", 1)[1]
            return w.tr("{zone}, card {n} from the left", zone=zone_name(w, zone), n=tokens.index(tok) + 1)
    return ""


def _resolve_label(w, d, game, arg: str, card_by_id, viewer=None) -> str | None:
    for seq, source, why in d.info.get("pending", []):
        if str(seq) == arg:
            when = w.tr(TRIGGER_WHEN[why]) if why in TRIGGER_WHEN else str(why or "")
            text = w.tr("Resolve {card}: its effect {when}", card="《" + card_by_id(source) + "》", when=when)
            place = card_place(w, game, source, viewer)
            return f"{text} ({place})" if place else text
    return None


def _side_label(w, verb: str, defn) -> str:
    """A twinpact's answer names the side it uses."""
    side = defn.spell if verb == "cast" else defn
    name = "《" + (w.pick(side.name_ja, side.name_en) or defn.id) + "》"
    return w.tr("Cast {card} (spell side)", card=name) if verb == "cast" else \
        w.tr("Summon {card} (creature side)", card=name)


def _target_label(w, game, arg: str, card_by_id) -> str | None:
    if arg[:1] == "p" and arg[1:].isdigit():
        return w.tr("Target {target}", target=game.players[int(arg[1:])].name)
    if arg[:1] == "c" and arg[1:].isdigit():
        return w.tr("Target {target}", target="《" + card_by_id(int(arg[1:])) + "》")
    return None


def context_label(w, text: str, game, card_by_id, card_def=None) -> str | None:
    """A label that needs the game: effect order, shield positions, twinpact sides; None = plain.
    `card_def(id)`: a card's definition as the screen knows it (cards.py CardBook)."""
    parts = text.split()
    if game is None or len(parts) < 3 or game.decision is None:
        return None
    verb, arg = parts[1], parts[2]
    d = game.decision
    if verb == "resolve":
        return _resolve_label(w, d, game, arg, card_by_id, int(parts[0][1:]))
    if verb == "choose" and d.kind == "break-shields":
        pos = shield_position(game, arg, int(parts[0][1:]))
        if pos is not None:
            return w.tr("Shield {n} of {player} (from the left)", n=pos[1], player=game.players[pos[0]].name)
    if verb == "target" and d.kind == "choose-target":      # a spell's or an ability's target, not an attack
        return _target_label(w, game, arg, card_by_id)
    if verb in ("summon", "cast") and arg.startswith("c") and arg[1:].isdigit():
        defn = card_def(int(arg[1:])) if card_def is not None else None
        if getattr(defn, "spell", None) is not None:
            return _side_label(w, verb, defn)
    return None
