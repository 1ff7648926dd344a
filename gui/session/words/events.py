"""Engine events -> one readable line (with the rule id when there is one), in one language.

`names` maps player index -> name; `card(ref, defn_id)` returns a card's display name from an event's card
reference (an id the viewer may see, or an opaque handle for a hidden card).  Most kinds have one template
(event_lines.py); the kinds below choose between lines or leave some out."""
from __future__ import annotations

from string import Formatter

from .event_lines import EVENT_LINES, QUIET, C, P
from .terms import step_words, zone_name

__all__ = ["event_text", "rule_tag", "with_rule", "gachinko_text", "reveal_note", "zone_name", "step_words", "QUIET"]


class Line:
    """One event being put into words: its fields as players, cards and values."""

    def __init__(self, w, ev: dict, names: dict, card, spell_side=None):
        self.w, self.ev, self.names, self.card_of, self.spell_side = w, ev, names, card, spell_side

    def player(self, key: str = "player") -> str:
        v = self.ev.get(key)
        if isinstance(v, str) and v.startswith("p") and v[1:].isdigit():
            v = int(v[1:])
        return self.names.get(v, "?") if isinstance(v, int) else "?"

    def card(self, key: str = "card") -> str:
        return "《" + self.card_of(self.ev.get(key), self.ev.get("defn")) + "》"

    def ref(self, ref) -> str:
        """A card named by a bare reference (no definition comes with it)."""
        return "《" + self.card_of(ref, None) + "》"

    def token(self, tok) -> str:
        """A card token cN / an id / a player token pN, as words."""
        if isinstance(tok, str) and tok.startswith("p") and tok[1:].isdigit():
            return self.names.get(int(tok[1:]), "?")
        if isinstance(tok, str) and tok.startswith("c") and tok[1:].isdigit():
            return self.ref(int(tok[1:]))
        if isinstance(tok, int):
            return self.ref(tok)
        return "?"

    def value(self, key: str, empty=None):
        v = self.ev.get(key)
        return (v or empty) if empty is not None else v

    def players(self, key: str) -> str:
        return ", ".join(str(self.names.get(p, "?")) for p in (self.ev.get(key) or []))

    def fill(self, template: str, fields: dict) -> str:
        return self.w.tr(template, **{name: f(self) for name, f in fields.items()})


def _placeholders(template: str) -> set[str]:
    return {name for _t, name, _s, _c in Formatter().parse(template) if name}


def _with_defaults(template: str, fields: dict) -> dict:
    defaults = {"player": P("player"), "card": C("card")}
    out = dict(fields)
    for name in _placeholders(template) - set(fields):
        out[name] = defaults[name]      # a KeyError here is a template naming a field nobody fills
    return out


LINES = {kind: (t, _with_defaults(t, fields)) for kind, (t, fields) in EVENT_LINES.items()}


# ----- kinds with a choice of lines ----------------------------------------------------------------
def _cast(x: Line):
    side = x.spell_side(x.ev.get("card")) if x.spell_side else None     # a twinpact names the side cast
    return x.w.tr("{player} casts {card}.", player=x.player(), card="《" + side + "》" if side else x.card())


def _paid(x: Line):
    g, tr = x.ev.get, x.w.tr
    if g("amount") is not None:  # digital mana: an amount, no cards tapped (DMP-2)
        if not g("amount"):
            return None
        return tr("{player} pays {n} mana ({left} left).", player=x.player(), n=g("amount"), left=g("available"))
    if not g("cards"):
        return None  # a free card: nothing was paid, so nothing to say
    if g("zone") == "energy":      # the life-zone game pays with energy, not mana
        return tr("{player} pays with {n} energy.", player=x.player(), n=len(g("cards")))
    return tr("{player} pays with {n} mana.", player=x.player(), n=len(g("cards")))


def _attack(x: Line):
    tgt = x.ev.get("target")
    if isinstance(tgt, str) and tgt.startswith("c"):
        target = x.ref(int(tgt[1:]))
    elif isinstance(tgt, int):
        target = x.ref(tgt)
    else:
        target = x.player("target")
    return x.w.tr("{player} attacks {target} with {card}.", player=x.player(), target=target,
                  card=x.card() if x.ev.get("card") is not None else x.card("attacker"))


def _battle(x: Line):
    a, b = x.ref(x.ev.get("attacker")), x.ref(x.ev.get("defender"))
    if x.ev.get("power_a") is None:     # the life-zone game's battle names no powers
        return x.w.tr("Battle: {a} against {b}.", a=a, b=b)
    return x.w.tr("Battle: {a} ({pa}) against {b} ({pb}).", a=a, b=b, pa=x.ev.get("power_a"),
                  pb=x.ev.get("power_b"))


def _turn_marker(x: Line):      # 807.4: a grand melee's turn marker
    what, n = x.ev.get("what"), x.ev.get("marker")
    if what == "passed":
        return x.w.tr("Turn marker {n} passes to {player}.", n=n, player=x.player())
    if what == "waits":
        return x.w.tr("Turn marker {n} waits: a turn is under way within three seats to the left.", n=n)
    return x.w.tr("Turn marker {n} is removed.", n=n)


def _game_over(x: Line):
    res = x.ev.get("result") or {}
    won = [x.names.get(int(p), p) for p, r in res.items() if r == "won"]
    gave_up = [x.names.get(int(p), p) for p in (x.ev.get("conceded") or [])]
    head = x.w.tr("Game over. Winner: {w}.", w=", ".join(map(str, won))) if won else x.w.tr("Game over. Nobody won.")
    if gave_up:         # a concession is said as such (the winner did not beat them on the board)
        head += " " + x.w.tr("{players} conceded.", players=and_list(x.w, gave_up))
    return head


def _count(cards) -> int:
    """A look event lists the cards to the one who looked and only their number to everyone else."""
    return cards if isinstance(cards, int) else len(cards or [])


def _look(x: Line):
    if x.ev.get("whose") is None:   # a life-zone look: the cards, or their handles for others
        n = _count(x.ev.get("cards")) or len(x.ev.get("handles") or [])
        return x.w.tr("{player} looks at {n} cards.", player=x.player(), n=n)
    return x.w.tr("{player} looks at {n} cards of {whose}.", player=x.player(), n=_count(x.ev.get("cards")),
                  whose=x.player("whose"))


def _shuffle(x: Line):
    z = str(x.ev.get("zone", ""))
    owner = int(z[1:z.index(".")]) if z.startswith("p") and "." in z else None
    return x.w.tr("{player} shuffles the deck.", player=x.names.get(owner, "?"))


# moves another line already says: the play, charge, cast, land or energy line; a mulligan's cards going
# aside and back (the mulligan line says it)
SAID_BY_ANOTHER_LINE = frozenset({"charge", "summon", "cast", "play", "play-land", "energy", "put", "mulligan",
                                  "mulligan-bottom", "galaxy"})
SAID_AS_PLAYED = {("hand", "res"), ("hand", "energy"), ("hand", "stack"), ("hand", "battlefield"),
                  ("res", "field"), ("hand", "limbo"), ("hand", "mana"), ("hand", "battle")}
# why a card moved, said after the move (the engine's `cause`); a move with no cause says where it went
MOVE_CAUSES = {
    "effect": "by an effect", "battle": "after a battle", "break": "a shield is broken", "damage": "by damage",
    "discard": "discarded", "rules": "by the rules", "sba": "by the rules", "setup": "at the start of the game",
    "resolve": "after resolving", "resolved": "after resolving", "countered": "countered", "bounce": "returned",
    "return": "returned", "sacrifice": "sacrificed", "search": "searched for", "shot": "by a shot",
    "gachinko": "by the gachinko judge", "overflow": "the zone is full", "no-target": "it has no target",
    "exile": "exiled", "reanimate": "brought back", "replacement": "by a replacement effect",
    "left-game": "its owner left the game", "legend-skill": "by a legend skill", "partner-return": "partner return",
    "ninja-strike": "ninja strike", "begin": "begins the game there", "lifelink": "by an effect",
    "something_happens": "something happens", "script": "by the scenario", "set": "by the scenario",
}


def _move(x: Line):
    g = x.ev.get
    cause = g("cause") or ""
    f_name, t_name = str(g("frm") or "").split(".")[-1], str(g("to") or "").split(".")[-1]
    if cause == "draw" or (f_name == "deck" and t_name == "hand" and not cause):
        return x.w.tr("{player} draws {card}.", player=x.names.get(g("owner"), "?"), card=x.card())
    if cause in SAID_BY_ANOTHER_LINE or (not cause and (f_name, t_name) in SAID_AS_PLAYED):
        return None
    frm, to = zone_name(x.w, f_name), zone_name(x.w, t_name)
    if cause in ("resolve", "resolved"):
        if f_name == "res" and t_name == "field":
            return None     # the enter line says it
        return x.w.tr("{card} goes to the {to} after resolving.", card=x.card(), to=to)
    if cause in MOVE_CAUSES:
        return x.w.tr("{card} goes from the {frm} to the {to} ({why}).", card=x.card(), frm=frm, to=to,
                      why=x.w.tr(MOVE_CAUSES[cause]))
    return x.w.tr("{card} goes from the {frm} to the {to}.", card=x.card(), frm=frm, to=to)


def _player_lost(x: Line):   # a concession is said as such (issue 34), whatever rule the family cites
    if x.ev.get("why") == "concede":
        return x.w.tr("{player} concedes the game.", player=x.player())
    return x.w.tr("{player} loses the game.", player=x.player())


def _draw_skipped(x: Line):
    who = [p for p in (x.ev.get("players") or []) if p in x.names] or [x.ev.get("player")]
    if len(who) > 1:
        return x.w.tr("{players} skip their first draw.", players=and_list(x.w, [x.names[p] for p in who]))
    return x.w.tr("{player} skips the first draw.", player=x.names.get(who[0], "?"))


def and_list(w, names) -> str:
    """Names as one subject: "Aki and Bo", "Aki, Bo and Chi" (「Aki・Bo」 in Japanese)."""
    names = [str(n) for n in names]
    if w.lang == "ja":
        return "・".join(names)
    return names[0] if len(names) == 1 else w.tr("{some} and {last}", some=", ".join(names[:-1]), last=names[-1])


def _turn_start(x: Line):
    """A team's turn names the team: 2HG's active players, or the turn player's side in tag (its team holds
    priority through the turn)."""
    active = [p for p in (x.ev.get("active") or []) if p in x.names]
    if len(active) > 1:
        return x.w.tr("— Turn {turn}: {player} —", turn=x.ev.get("turn"),
                      player=and_list(x.w, [x.names[p] for p in active]))
    p = x.ev.get("player")
    team = [q for q in (getattr(x.names, "teams", {}) or {}).get(p, ()) if q in x.names]
    if len(team) > 1:
        return x.w.tr("— Turn {turn}: {player} (team {team}) —", turn=x.ev.get("turn"), player=x.player(),
                      team=and_list(x.w, [x.names[q] for q in team]))
    return x.w.tr("— Turn {turn}: {player} —", turn=x.ev.get("turn"), player=x.player())


def _block(x: Line):        # the life-zone game names the blocking unit "blocker"
    key = "card" if x.ev.get("card") is not None else "blocker"
    return x.w.tr("{player} blocks with {card}.", player=x.player(), card=x.card(key))


def _put(x: Line):          # a life-zone card played, or one of its abilities used
    if x.ev.get("what") == "ability":
        return x.w.tr("{player} uses an ability of {card}.", player=x.player(), card=x.card())
    return x.w.tr("{player} plays {card}.", player=x.player(), card=x.card())


def _signed(n) -> str:
    return f"+{n}" if n > 0 else str(n)


def _modified(x: Line):
    """Power and hits of units changed; nothing to say when neither changed."""
    power, hit = x.ev.get("power") or 0, x.ev.get("hit") or 0
    units = [x.ref(c) for c in (x.ev.get("cards") or [])]
    if not (power or hit) or not units:
        return None
    sep = "、" if x.w.lang == "ja" else ", "
    cards = sep.join(units)
    if power and hit:
        return x.w.tr("{cards}: power {power}, hits {hits}.", cards=cards, power=_signed(power), hits=_signed(hit))
    if power:
        return x.w.tr("{cards}: power {power}.", cards=cards, power=_signed(power))
    return x.w.tr("{cards}: hits {hits}.", cards=cards, hits=_signed(hit))


def _attacks(x: Line):      # the target is a player index (or a card token where cards can be attacked)
    t = x.ev.get("target")
    return x.w.tr("{card} attacks {target}.", card=x.card(),
                  target=x.names.get(t, "?") if isinstance(t, int) else x.token(t))


def _life(x: Line):
    d = x.ev.get("delta") or 0
    if d >= 0:
        return x.w.tr("{player} gains {n} life ({life}).", player=x.player(), n=d, life=x.ev.get("life"))
    return x.w.tr("{player} loses {n} life ({life}).", player=x.player(), n=-d, life=x.ev.get("life"))


def _silent_window(x: Line):
    """D-silent-window (E4): a round in which no side could do anything but pass.  A line when it lets a card
    or an ability resolve (the players learn that nobody could answer it); None when it only closes a step's
    window or lets the damage go on, as the passes it replaces said nothing."""
    if x.ev.get("then") != "resolve":
        return None
    if x.ev.get("what") == "ability":
        return x.w.tr("Nobody can respond: the ability of {card} resolves.", card=x.card())
    return x.w.tr("Nobody can respond: {card} resolves.", card=x.card())


def _trigger_check(x: Line):
    """A life card turned up by damage is named before anything is asked about it (a shot's question names
    it too); a buster says so in its own line."""
    if x.ev.get("icon") == "buster":
        return None
    return x.w.tr("A life card of {player} is revealed: {card}.", player=x.player(), card=x.card())


def _gachinko(x: Line):
    return gachinko_text(x.w, x.ev, x.names, x.card_of)


CHOICES = {"cast": _cast, "paid": _paid, "attack": _attack, "battle": _battle, "turn_marker": _turn_marker,
           "game_over": _game_over, "look": _look, "gachinko": _gachinko, "shuffle": _shuffle, "move": _move,
           "draw_skipped": _draw_skipped, "turn_start": _turn_start, "block": _block, "put": _put,
           "modified": _modified, "trigger_check": _trigger_check, "player_lost": _player_lost, "attacks": _attacks, "life": _life,
           "silent_window": _silent_window}


def event_text(w, ev: dict, names: dict, card, spell_side=None) -> str | None:
    """None for events not worth a log line (the move behind a charge, for example).
    `spell_side(ref)` names a twinpact's spell side (None for other cards): a cast names the side used."""
    k = ev["kind"]
    if k in QUIET:
        return None
    x = Line(w, ev, names, card, spell_side)
    if k in CHOICES:
        t = CHOICES[k](x)
        if t is None:
            return None
    elif k in LINES:
        t = x.fill(*LINES[k])
    else:
        t = w.tr("({kind})", kind=k)     # no words yet: tests/gui/test_words.py fails on it
    return t


def rule_tag(rule) -> str:
    """A rule id as the tag shown beside a sentence, never inside it (the log paints it apart, small and
    grey: gui/log_panel.py): "[bd:mulligan]".  The same form ends a refusal (engine/refusal_check.py reads
    it)."""
    return f"[{rule}]" if rule else ""


def with_rule(text: str, rule) -> str:
    """A sentence and its rule tag, two spaces apart."""
    return f"{text}  {rule_tag(rule)}" if rule else text


def gachinko_text(w, ev: dict, names: dict, card) -> str:
    """One text for a gachinko judge, used by the log and the status bar alike: both revealed cards
    with their costs, and who won."""
    cards = list(ev.get("cards") or [None, None]) + [None, None]
    costs = list(ev.get("costs") or ["?", "?"]) + ["?", "?"]
    who = names.get(ev.get("player"), "?")
    opp = names.get(ev.get("opponent"), "?")
    return w.tr("Gachinko judge: {player} reveals {a} (cost {ca}), {opp} reveals {b} (cost {cb}) — {player} {res}.",
                player=who, opp=opp, a="《" + card(cards[0], None) + "》", ca=costs[0],
                b="《" + card(cards[1], None) + "》", cb=costs[1], res=w.tr("won") if ev.get("won") else w.tr("lost"))


def reveal_note(w, ev: dict, names: dict, card) -> tuple:
    """(where, text) for an event shown beyond the log: a gachinko judge in the status bar, a declaration
    in a message (declarations in seat order are revealed as they are made); (None, "") otherwise."""
    if ev["kind"] == "gachinko":
        return "status", gachinko_text(w, ev, names, card)
    if ev["kind"] == "declare":
        who = names.get(ev.get("player"), "?")
        return "message", w.tr("{player} declares {card}.", player=who, card="《" + card(ev.get("card"), None) + "》")
    return None, ""
