"""Normal: a heuristic player for each family, reading only its Observation (own view, legal answers,
public card definitions).  Each family scores every legal answer; the best one is played (ties broken by the
player's seeded generator).  What it knows of the game: board, hand, mana / energy / lands, shields / life,
threats; it attacks the weakest exposed opponent, blocks when the block wins or the (shared) life is low,
plays its biggest affordable card, and in team formats counts the team's shared life and never targets a
teammate."""
from __future__ import annotations

from .base import ComputerPlayer
from .blocks import block_score
from .combat import is_gift
from .resources import placing_scores

PASSIVE = frozenset({"pass", "cancel", "noblock", "done"})


def _pl(tok: str):
    """The player a token "pN" names, else None."""
    if len(tok) > 1 and tok[0] == "p" and tok[1:].isdigit():
        return int(tok[1:])
    return None


def _stat(obs, tok: str, key: str, default=0):
    s = obs.seen(tok)
    if s is None:
        return default
    v = s.view.stats.get(key)
    if v is None:
        d = obs.defn(s.view.card)
        v = getattr(d, key, default) if d is not None else default
    return v or 0


def _cost(obs, tok: str) -> int:
    d = obs.card_defn(tok)
    if d is None:
        return 0
    c = getattr(d, "cost", None)
    if c is None:
        c = getattr(d, "generic", 0) + len(getattr(d, "colored", ()))
    return c or 0


def _owner_of(obs, tok: str):
    s = obs.seen(tok)
    if s is None:
        return None
    c = s.view
    return c.controller if c.controller is not None else c.owner


def _by_card_id(obs, cid):
    return f"c{cid}" if isinstance(cid, int) else None


# ----- how exposed / threatening each opponent is ----------------------------------------------
def _life(obs, p: int) -> float:
    """The life left to the side of p, in the family's own unit (shields, life cards, life points / 4)."""
    v = obs.view
    if v.family == "shield":
        z = v.zones.get(f"p{p}.shield")
        return z.count if z else 0
    team = next((t for t in v.teams if p in t.members), None)
    if v.family == "lifezone":
        return team.counters.get("life", 0) if team else 0
    if team is not None and team.counters.get("shared_life"):
        return team.counters.get("life", 0) / 4
    return v.seats[p].counters.get("life", 0) / 4


def _board_power(obs, p: int) -> float:
    v = obs.view
    if v.family == "lifezone":
        z = v.zones.get("all.field")
        return sum(c.stats.get("power", 0) / 1000 for c in z.cards if c.controller == p) if z else 0
    z = v.zones.get(f"p{p}.battle" if v.family == "shield" else f"p{p}.battlefield")
    if z is None:
        return 0
    if v.family == "shield":
        return sum(c.stats.get("power", 0) / 1000 + 1 for c in z.cards)
    return sum(c.stats.get("power", 0) for c in z.cards)


def _target_value(obs, p: int) -> float:
    """How good an opponent is to hit: close to losing, and dangerous."""
    return 10 - 2 * _life(obs, p) + _board_power(obs, p) / 3


def _hand(obs) -> int:
    z = obs.zone(obs.player, "hand")
    return z.count if z else 0


def placing(obs) -> dict:
    """resources.placing_scores, worked out once per decision."""
    memo = obs.memo
    if "placing" not in memo:
        memo["placing"] = placing_scores(obs)
    return memo["placing"]


# ----- shield game ------------------------------------------------------------------------------
def shield_score(obs, a) -> float:
    kind, v, args = obs.kind, a.verb, a.args
    me = obs.player
    tok = args[0] if args else ""
    if kind == "charge":
        if v == "pass":
            return 0
        return placing(obs).get(tok, -1)
    if kind == "main":
        if v == "pass":
            return 0
        if v == "gzero":
            return 50
        if v == "galaxy":
            # a face-up shield instead of a creature (DuePa's Galaxy Shield): worth the mana only when
            # nothing else is, or the shields are running out
            return 6 + (5 if _life(obs, me) <= 2 else 0)
        d = obs.card_defn(tok)
        if d is None:
            return 1
        shields = _life(obs, me)
        bonus = 3 if "blocker" in getattr(d, "keywords", ()) and shields <= 2 else 0
        return 10 + d.cost + bonus
    if kind == "pay":
        return 10 if v == "autopay" else (-10 if v == "cancel" else 0)
    if kind == "attack":
        if v == "pass":
            return 0
        return -2 if is_gift(obs, a) else 5 + _stat(obs, tok, "power") / 1000
    if kind == "attack-target":
        if v == "cancel":
            return -5
        if is_gift(obs, a):
            return -3
        p = _pl(tok)
        if p is not None:
            shields = _life(obs, p)
            return 20 - shields * 2 + (30 if shields == 0 else 0) + _target_value(obs, p)
        att = _by_card_id(obs, obs.info.get("attacker"))
        if att and _stat(obs, att, "power") > _stat(obs, tok, "power"):
            return 12 + _stat(obs, tok, "power") / 1000
        return -2
    if kind == "block":
        if v == "noblock":
            return 0
        att = _by_card_id(obs, obs.info.get("attacker"))
        mine = _stat(obs, tok, "power")
        if att and mine > _stat(obs, att, "power"):
            return 10
        return 5 if _life(obs, me) <= 1 else -1
    if kind in ("shield-trigger", "use-declaration", "kirifudash"):
        return 0 if v in ("done", "pass") else 10
    if kind == "may":
        return 1 if v == "yes" else 0
    if kind == "how-many":
        return int(tok) if tok.isdigit() else 0
    if kind == "designate-opponent":
        p = _pl(tok)
        return _target_value(obs, p) if p is not None else 0
    if kind == "partner-return":
        # bring the partner back (DuePa 201.4) unless it lies in the shield zone: Galaxy Shield put it there
        # on purpose, and taking it back would throw away the mana paid and one more card of mana
        partner = obs.seen(f"c{obs.info.get('partner')}")
        if partner is not None and partner.zname == "shield":
            return 1 if v == "keep" else 0
        return 1 if v == "return" else 0
    return _choose_cards(obs, a)


def _choose_cards(obs, a) -> float:
    """A card or player to pick for an effect: an opponent's strongest, or one of ours at least cost."""
    v, args = a.verb, a.args
    if v in PASSIVE:
        return -1
    tok = next((t for t in args if t[:1] in "ch" or _pl(t) is not None), "")
    p = _pl(tok)
    allies = obs.allies()
    if p is not None:
        return (8 + _target_value(obs, p)) if p not in allies else -10
    s = obs.seen(tok)
    if s is None:
        return 0.5   # a hidden card (a shield, a card in a hand): any is as good
    owner = _owner_of(obs, tok)
    value = _stat(obs, tok, "power") / (1000 if obs.family != "stack" else 1) + _cost(obs, tok)
    if owner in allies:
        return -value
    return 5 + value


# ----- life-zone game ---------------------------------------------------------------------------
def lifezone_score(obs, a) -> float:
    kind, v, args = obs.kind, a.verb, a.args
    me = obs.player
    tok = args[0] if args else ""
    if kind == "mulligan":
        return 1 if v == "keep" else 0
    if kind == "priority":
        if v == "energy":
            return placing(obs).get(tok, -2)
        if v == "play":
            return 10 + _cost(obs, tok)
        if v == "activate":
            return 5
        return 0
    if kind == "pay":
        return 10 if v == "autopay" else (-10 if v == "cancel" else 0)
    if kind == "attack":
        if v == "pass":
            return 0
        return -2 if is_gift(obs, a) else 5 + _stat(obs, tok, "power") / 1000
    if kind == "attack-target":
        if is_gift(obs, a):
            return -3
        p = _pl(tok)
        if p is not None:
            return 15 + _target_value(obs, p)
        att = _by_card_id(obs, obs.info.get("attacker"))
        if att and _stat(obs, att, "power") >= _stat(obs, tok, "power"):
            return 12 + _stat(obs, tok, "power") / 1000
        return -2
    if kind == "shot":
        return 1 if v == "yes" else 0
    if kind == "block":
        if v == "noblock":
            return 0
        att = _by_card_id(obs, obs.info.get("attacker"))
        if att and _stat(obs, tok, "power") >= _stat(obs, att, "power"):
            return 10
        return 5 if _life(obs, me) <= 2 else -1
    if kind in ("choose-opponent", "designate-opponent"):
        p = _pl(tok)
        return _target_value(obs, p) if p is not None else 0
    if kind == "discard":
        return -_cost(obs, tok)
    return _choose_cards(obs, a)


# ----- stack game -------------------------------------------------------------------------------
def _is_land(obs, tok: str) -> bool:
    d = obs.card_defn(tok)
    return d is not None and getattr(d, "type", "") == "land"


def _untapped_blockers(obs, p: int) -> list:
    z = obs.zone(p, "battlefield")
    if z is None:
        return []
    return [c for c in z.cards if not c.tapped and c.stats.get("toughness") is not None]


def stack_score(obs, a) -> float:
    kind, v, args = obs.kind, a.verb, a.args
    me = obs.player
    tok = args[0] if args else ""
    if kind == "mulligan":
        if v == "keep":
            hand = obs.zone(me, "hand")
            lands = sum(1 for c in hand.cards if _is_land(obs, c.token)) if hand else 0
            return 1 if 2 <= lands <= 5 or (hand and hand.count <= 5) else -1
        return 0
    if kind == "mulligan-bottom":
        return _cost(obs, tok) + (3 if _is_land(obs, tok) else 0)
    if kind == "priority":
        if v == "play":
            return 40
        if v == "cast":
            return 10 + _cost(obs, tok) if _has_target(obs, tok) and not _decks_us(obs, tok) else -1
        if v == "activate":
            return 3
        return 0
    if kind == "pay":
        return 10 if v == "autopay" else (-10 if v == "cancel" else 0)
    if kind == "declare-attackers":
        if v == "done":
            return 0
        target = _pl(args[1]) if len(args) > 1 else None
        pw = _stat(obs, tok, "power")
        mine = _untapped_blockers(obs, me)
        life = _life(obs, target) * 4 if target is not None else 99
        total = sum(c.stats.get("power", 0) for c in mine)
        library = obs.zone(me, "library")
        tv = _target_value(obs, target) / 10 if target is not None else 0
        if is_gift(obs, a):
            # a blocker that kills this attacker and lives makes the attack a gift, unless it buys something
            # (our creatures' power is not the race: the blockers stop it)
            return -2
        if total >= life or (library and library.count < 8):
            return 5 + pw + tv      # the race is ours, or there is no time left: all in
        # keep defenders home when the opponents' creatures could kill us on the swing back
        threat = sum(c.stats.get("power", 0) for q in obs.opponents()
                     for c in (obs.zone(q, "battlefield").cards if obs.zone(q, "battlefield") else ())
                     if c.stats.get("toughness") is not None)
        vigilant = "vigilance" in (obs.seen(tok).view.stats.get("keywords") or ()) if obs.seen(tok) else False
        # (an attack kept home stays below `done` however tempting the target: the target's value only
        # orders the answers that are played)
        if threat >= _life(obs, me) * 4 + pw and not vigilant:
            return -1
        return 5 + pw + tv
    if kind == "declare-blockers":
        return block_score(obs, a)
    if kind in ("discard", "cleanup-discard"):
        lands = sum(1 for c in obs.zone(me, "battlefield").cards if _is_land(obs, c.token))
        return -_cost(obs, tok) + (4 if _is_land(obs, tok) and lands >= 5 else 0)
    if kind == "begin-on-battlefield":
        return 1 if v == "begin" else 0
    if kind == "choose-target" and _helps(obs) and v == "target":
        return -_choose_cards(obs, a)     # a pump or a gift: our own creature, ourselves
    return _choose_cards(obs, a)


HELPFUL = frozenset({"gain_life", "draw"})


def _has_target(obs, tok: str) -> bool:
    """Whether an instant or sorcery that targets has a target worth it on the board: a creature of ours for a
    pump, an opponent's creature for anything else, an opponent's spell for a counter (casting it only to
    cancel at the target is a wasted gesture)."""
    d = obs.card_defn(tok)
    for e in getattr(d, "effects", ()) or ():
        to = str(e.get("to", ""))
        if to == "target_spell":
            allies = obs.allies()
            return any(it.controller not in allies for it in obs.view.stack)
        if to == "target_creature":
            good = e.op == "pump" and e.get("power", 0) + e.get("toughness", 0) > 0
            side = obs.allies() if good else obs.opponents()
            return any(_creatures(obs, q) for q in side)
    return True


def _decks_us(obs, tok: str) -> bool:
    """Whether a spell that makes us draw would leave our library too thin for the game left: in a long
    multiplayer game the seat that drew extra cards is the first to lose by drawing from an empty library."""
    d = obs.card_defn(tok)
    draws = sum(e.get("amount", 1) for e in getattr(d, "effects", ()) or ()
                if e.op == "draw" and e.get("who", "you") == "you")
    lib = obs.zone(obs.player, "library")
    return bool(draws) and lib is not None and lib.count <= draws + 6


def _creatures(obs, p: int) -> list:
    z = obs.zone(p, "battlefield")
    return [c for c in (z.cards if z else ()) if c.stats.get("toughness") is not None]


def _helps(obs) -> bool:
    """Whether the spell or ability asking for a target does its target good (+N/+N, life, cards)."""
    d = obs.card_defn(f"c{obs.info.get('card')}") if isinstance(obs.info.get("card"), int) else None
    effects = list(getattr(d, "effects", ()) or ()) + [e for t in getattr(d, "abilities", ()) or ()
                                                        for e in getattr(t, "effects", ())]
    for e in effects:
        if "target" not in str(e.get("to", "")):
            continue
        if e.op == "pump":
            return e.get("power", 0) + e.get("toughness", 0) > 0
        return e.op in HELPFUL
    return False


SCORERS = {"shield": shield_score, "lifezone": lifezone_score, "stack": stack_score}


def scores(obs) -> list:
    score = SCORERS[obs.family]
    return [score(obs, a) for a in obs.legal]


class NormalPlayer(ComputerPlayer):
    level = "normal"

    def decide(self, obs):
        sc = scores(obs)
        best = max(range(len(sc)), key=lambda i: (sc[i], self.rng.random()))
        return obs.legal[best]
