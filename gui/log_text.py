"""Engine events → one readable line in Japanese or English (with the rule id when there is one).

`names` maps player index → name; `card(ref, defn_id)` returns a card's display name from an event's
card reference (an id the viewer may see, or an opaque handle for a hidden card)."""
from __future__ import annotations

from .i18n import tr

ZONE_KEYS = {
    "limbo": "resolving", "gone": "out of the game", "under": "under a creature",
    "deck": "deck", "hand": "hand", "mana": "mana zone", "battle": "battle zone", "shield": "shield zone",
    "graveyard": "graveyard", "partner": "partner zone", "library": "library", "grave": "graveyard",
    "battlefield": "battlefield", "exile": "exile", "stack": "stack", "stack2": "stack", "energy": "energy", "territory": "territory",
    "field": "field", "res": "resolution area", "life": "life zone", "aside": "set aside",
}


def _count(cards) -> int:
    """A look event lists the cards to the one who looked and only their number to everyone else."""
    return cards if isinstance(cards, int) else len(cards or [])


def zone_name(z: str) -> str:
    """A zone's name from its name or its key ('p0.hand', 'all.field', 't1.life': the part after the dot)."""
    z = (z or "?").split(".")[-1]
    return tr(ZONE_KEYS.get(z, z))


def event_text(ev: dict, names: dict, card, spell_side=None) -> str | None:
    """None for events not worth a log line (the move behind a charge, for example).
    `spell_side(ref)` names a twinpact's spell side (None for other cards): a cast names the side used."""
    k = ev["kind"]

    def P(key="player"):
        v = ev.get(key)
        if isinstance(v, str) and v.startswith("p") and v[1:].isdigit():
            v = int(v[1:])
        return names.get(v, "?") if isinstance(v, int) else "?"

    def C(key="card"):
        return "《" + card(ev.get(key), ev.get("defn")) + "》"

    t = None
    if k == "game_start":
        t = tr("The game begins: {n} players; {first} goes first.", n=ev.get("players"), first=P("first"))
    elif k == "turn_start":
        t = tr("— Turn {turn}: {player} —", turn=ev.get("turn"), player=P())
    elif k == "turn_end":
        return None
    elif k == "turn_skipped" or k == "skip_turn":
        t = tr("{player}'s turn is skipped.", player=P())
    elif k == "extra_turn":
        t = tr("{player} takes an extra turn.", player=P())
    elif k == "charge":
        t = tr("{player} charges {card} to mana.", player=P(), card=C())
    elif k == "summon":
        t = tr("{player} summons {card}.", player=P(), card=C())
    elif k == "cast":
        side = spell_side(ev.get("card")) if spell_side else None
        t = tr("{player} casts {card}.", player=P(), card="《" + side + "》" if side else C())
    elif k == "paid":
        if ev.get("amount") is not None:  # digital mana: an amount, no cards tapped (DMP-2)
            if not ev.get("amount"):
                return None
            t = tr("{player} pays {n} mana ({left} left).", player=P(), n=ev.get("amount"), left=ev.get("available"))
        elif not ev.get("cards"):
            return None  # a free card: nothing was paid, so nothing to say
        elif ev.get("zone") == "energy":      # the life-zone game pays with energy, not mana
            t = tr("{player} pays with {n} energy.", player=P(), n=len(ev.get("cards")))
        else:
            t = tr("{player} pays with {n} mana.", player=P(), n=len(ev.get("cards")))
    elif k == "attack":
        tgt = ev.get("target")
        if isinstance(tgt, str) and tgt.startswith("c"):
            tname = "《" + card(int(tgt[1:]), None) + "》"
        elif isinstance(tgt, int):
            tname = "《" + card(tgt, None) + "》"
        else:
            tname = P("target")
        t = tr("{player} attacks {target} with {card}.", player=P(), target=tname,
               card=C() if ev.get("card") is not None else C("attacker"))
    elif k == "block":
        t = tr("{player} blocks with {card}.", player=P(), card=C())
    elif k == "battle" and ev.get("power_a") is None:     # the life-zone game's battle names no powers
        t = tr("Battle: {a} against {b}.", a="《" + card(ev.get("attacker"), None) + "》",
               b="《" + card(ev.get("defender"), None) + "》")
    elif k == "battle":
        t = tr("Battle: {a} ({pa}) against {b} ({pb}).", a="《" + card(ev.get("attacker"), None) + "》",
               b="《" + card(ev.get("defender"), None) + "》", pa=ev.get("power_a"), pb=ev.get("power_b"))
    elif k == "break":
        t = tr("{by} breaks a shield of {player}.", by=P("by"), player=P())
    elif k == "s_trigger":
        t = tr("{player} uses the shield trigger of {card}.", player=P(), card=C())
    elif k == "destroyed":
        t = tr("{card} is destroyed.", card=C())
    elif k == "direct_attack":
        t = tr("{player} attacks {target} directly!", player=P(), target=P("target"))
    elif k == "player_lost":
        t = tr("{player} loses the game.", player=P())
    elif k == "player_drew":
        t = tr("{player}'s game is a draw.", player=P())
    elif k == "mandatory_loop":   # 104.4b / 104.4f
        t = tr("A loop of actions nobody can stop: the game is a draw for the players it reaches.")
    elif k == "turn_marker":      # 807.4: a grand melee's turn marker
        what = ev.get("what")
        if what == "passed":
            t = tr("Turn marker {n} passes to {player}.", n=ev.get("marker"), player=P())
        elif what == "waits":
            t = tr("Turn marker {n} waits: a turn is under way within three seats to the left.", n=ev.get("marker"))
        else:
            t = tr("Turn marker {n} is removed.", n=ev.get("marker"))
    elif k == "deploy":           # 804
        t = tr("{player} deploys {card} to {to}.", player=P(), card=C(), to=P("to"))
    elif k == "control_changed":
        t = tr("{player} gains control of {card}.", player=P(), card=C())
    elif k == "player_removed":
        t = tr("{player} leaves the game.", player=P())
    elif k == "game_over":
        res = ev.get("result") or {}
        won = [names.get(int(p), p) for p, r in res.items() if r == "won"]
        t = tr("Game over. Winner: {w}.", w=", ".join(map(str, won))) if won else tr("Game over. Nobody won.")
    elif k == "designate":
        t = tr("{player} chooses {opp} as the opponent.", player=P(), opp=P("opponent"))
    elif k == "reveal":
        t = tr("{card} is revealed.", card=C())
    elif k == "look" and ev.get("whose") is None:   # a life-zone look: the cards, or their handles for others
        n = _count(ev.get("cards")) or len(ev.get("handles") or [])
        t = tr("{player} looks at {n} cards.", player=P(), n=n)
    elif k == "look":
        t = tr("{player} looks at {n} cards of {whose}.", player=P(), n=_count(ev.get("cards")), whose=P("whose"))
    elif k == "gachinko":
        t = gachinko_text(ev, names, card)
    elif k == "declare":
        t = tr("{player} declares {card}.", player=P(), card=C())
    elif k == "partner_returned":
        t = tr("{player} returns the partner {card} by putting a mana card under the deck.", player=P(), card=C())
    elif k == "nullified":
        t = tr("An effect of {player} is nullified.", player=P())
    elif k == "replaced":
        t = tr("{card}: an effect is replaced.", card=C())
    elif k == "shuffle":
        z = str(ev.get("zone", ""))
        owner = int(z[1:z.index(".")]) if z.startswith("p") and "." in z else None
        t = tr("{player} shuffles the deck.", player=names.get(owner, "?"))
    elif k == "move":
        cause = ev.get("cause") or ""
        if cause in ("charge", "summon", "cast", "") and ev.get("to") in ("mana", "battle", "graveyard") \
                and ev.get("frm") == "hand":
            return None
        frm, to = ev.get("frm"), ev.get("to")
        f_name, t_name = str(frm or "").split(".")[-1], str(to or "").split(".")[-1]
        if f_name == "hand" and t_name in ("res", "energy", "stack", "battlefield") or \
                (f_name == "res" and t_name == "field"):
            return None     # the play, energy, cast, land or enter line says it
        if cause == "draw" or (frm == "deck" and to == "hand"):
            t = tr("{player} draws {card}.", player=names.get(ev.get("owner"), "?"), card=C())
        else:
            t = tr("{card}: {frm} → {to}.", card=C(), frm=zone_name(frm), to=zone_name(to))
    elif k in ("resolve", "attack_end", "untap", "tap"):
        return None
    elif k == "concede_proposed":
        t = tr("{player} concedes.", player=P())
    elif k == "galaxy_shield":
        t = tr("{player} puts {card} face up into the shields (Galaxy Shield).", player=P(), card=C())
    elif k == "lock_spells":
        t = tr("{player} cannot cast spells for now.", player=P())
    elif k == "condition_failed":
        t = tr("The condition of {card} does not hold: nothing happens.", card=C())
    elif k == "mana_recovered":
        return None
    else:
        from .event_words import RAW, more_event_text
        t = more_event_text(ev, P, C, names, card)
        if t is None:
            return None
        if t is RAW:
            t = tr("({kind})", kind=k)
    rule = ev.get("rule")
    return f"{t}  [{rule}]" if rule else t


def gachinko_text(ev: dict, names: dict, card) -> str:
    """One text for a gachinko judge, used by the log and the status bar alike: both revealed cards
    with their costs, and who won."""
    cards = list(ev.get("cards") or [None, None]) + [None, None]
    costs = list(ev.get("costs") or ["?", "?"]) + ["?", "?"]
    who = names.get(ev.get("player"), "?")
    opp = names.get(ev.get("opponent"), "?")
    return tr("Gachinko judge: {player} reveals {a} (cost {ca}), {opp} reveals {b} (cost {cb}) — {player} {res}.",
              player=who, opp=opp, a="《" + card(cards[0], None) + "》", ca=costs[0],
              b="《" + card(cards[1], None) + "》", cb=costs[1], res=tr("won") if ev.get("won") else tr("lost"))


def reveal_note(ev: dict, names: dict, card) -> tuple:
    """(where, text) for an event shown beyond the log: a gachinko judge in the status bar, a declaration
    in a message (declarations in seat order are revealed as they are made); (None, "") otherwise."""
    if ev["kind"] == "gachinko":
        return "status", gachinko_text(ev, names, card)
    if ev["kind"] == "declare":
        who = names.get(ev.get("player"), "?")
        return "message", tr("{player} declares {card}.", player=who, card="《" + card(ev.get("card"), None) + "》")
    return None, ""
