"""Attacks into a blocker that wins the fight, in every family, read from the player's own view.

A blocker "wins the fight" against an attacker when the battle destroys the attacker and leaves the blocker
standing.  Such an attack gives a creature away unless it buys something; `attack_gain` names what:
  "lethal"   -- the attackers the defenders cannot all block carry enough to finish the defending side;
  "pressure" -- they take at least half of what the defending side has left;
  "no-time"  -- our library is nearly empty: waiting loses anyway (stack game).
An attack whose every possible blocker loses or trades is no gift and needs no gain.  Normal never makes a
gift (an attack into a winning blocker without a gain) and Hard never searches one (tests/engine/
test_ai_play.py proves both over seeded positions in each family).

Who may block: in the shield game an untapped creature with Blocker of the attacked player (DuePa 304.3);
in the life-zone game any standing unit of the attacked side (tag 603-1a); in the stack game an untapped
creature of the defending player, or of the defending team where a team shares its blockers (805.10d)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import parse_player as _pl


@dataclass(frozen=True)
class Fighter:
    token: str
    power: float          # damage it deals in a fight
    endure: float         # damage it takes before it is destroyed
    slayer: bool = False  # destroys whatever it fights (shield game)


def _card(obs, tok: str):
    s = obs.seen(tok)
    return s.view if s is not None else None


def fighter(obs, cv) -> Fighter | None:
    """A creature on the board as a fighter (None for a land or a card without power)."""
    st = cv.stats
    fam = obs.family
    if fam == "shield":
        pw = st.get("power")
        if pw is None:
            return None
        return Fighter(cv.token, pw, pw, "slayer" in (st.get("keywords") or ()))
    if fam == "lifezone":
        pw = st.get("power")
        if pw is None:
            return None
        return Fighter(cv.token, pw, pw - st.get("damage", 0))
    if st.get("toughness") is None:
        return None
    return Fighter(cv.token, st.get("power", 0) or 0, (st.get("toughness", 0) or 0) - st.get("damage", 0))


def beats(blocker: Fighter, attacker: Fighter) -> bool:
    """Whether the blocker destroys the attacker and survives."""
    kills = blocker.slayer or blocker.power >= attacker.endure
    survives = not attacker.slayer and attacker.power < blocker.endure    # equal power: both are destroyed
    return kills and survives


def _side_of(obs, p: int) -> list:
    """The players who defend p: p alone, or p's team where teammates block for each other."""
    v = obs.view
    if obs.family == "lifezone" or (obs.family == "stack" and any(t.counters.get("shared_turns") or
                                                                    t.counters.get("shared_life")
                                                                    for t in v.teams if p in t.members)):
        t = v.seats[p].team
        if t is not None:
            return [s.player for s in v.seats if s.team == t and s.alive]
    return [p]


def blockers(obs, defender: int) -> list:
    """The fighters that may block an attack on `defender` (a player), as far as the view shows."""
    fam = obs.family
    out = []
    if fam == "lifezone":
        side = set(_side_of(obs, defender))
        z = obs.view.zones.get("all.field")
        cards = [c for c in (z.cards if z else ()) if c.controller in side]
    else:
        cards = []
        for q in _side_of(obs, defender):
            z = obs.zone(q, "battle" if fam == "shield" else "battlefield")
            cards += list(z.cards) if z is not None else []
    for c in cards:
        if c.tapped:
            continue
        if fam == "shield" and "blocker" not in (c.stats.get("keywords") or ()):
            continue
        f = fighter(obs, c)
        if f is not None:
            out.append(f)
    return out


def winning_blockers(obs, attacker: str, defender: int) -> list:
    cv = _card(obs, attacker)
    att = fighter(obs, cv) if cv is not None else None
    if att is None:
        return []
    return [b for b in blockers(obs, defender) if beats(b, att)]


def _owner(obs, tok: str):
    cv = _card(obs, tok)
    if cv is None:
        return None
    return cv.controller if cv.controller is not None else cv.owner


def ready_attackers(obs) -> list:
    """Our creatures that may still attack this turn: those the decision offers, and those already declared."""
    toks = []
    for a in obs.legal:
        if a.verb == "attack" and a.args and a.args[0] not in toks:
            toks.append(a.args[0])
    for cid, _ in obs.info.get("declared", ()) or ():
        if f"c{cid}" not in toks:
            toks.append(f"c{cid}")
    return toks


def _remaining(obs, defender: int) -> float:
    """What the defending side has left, in the unit one unblocked attacker takes away."""
    v = obs.view
    if obs.family == "shield":
        z = v.zones.get(f"p{defender}.shield")
        return (z.count if z else 0) + 1          # every shield, then the direct attack
    team = next((t for t in v.teams if defender in t.members), None)
    if obs.family == "lifezone":
        return (team.counters.get("life", 0) if team else 0) + 1
    if team is not None and team.counters.get("shared_life"):
        return team.counters.get("life", 0)
    return v.seats[defender].counters.get("life", 0)


def _through(obs, attackers: list, defender: int) -> float:
    """What the attackers the defenders cannot all block take away: the defenders block the strongest."""
    fam = obs.family
    vals = []
    for tok in attackers:
        cv = _card(obs, tok)
        if cv is None:
            continue
        st = cv.stats
        if fam == "shield":
            kw = st.get("keywords") or ()
            vals.append(3 if "t_breaker" in kw else 2 if "w_breaker" in kw else 1)
        elif fam == "lifezone":
            vals.append(st.get("hit", 1) or 1)
        else:
            vals.append(st.get("power", 0) or 0)
    vals.sort()
    n_block = len(blockers(obs, defender))
    return sum(vals[:max(0, len(vals) - n_block)])


def attack_gain(obs, attacker: str, defender: int) -> str | None:
    """What an attack on `defender` with `attacker` buys, by name (one of those the module's docstring lists), or None."""
    left = _remaining(obs, defender)
    through = _through(obs, ready_attackers(obs) or [attacker], defender)
    if through >= left:
        return "lethal"
    if through * 2 >= left and through > 0:
        return "pressure"
    if obs.family == "stack":
        lib = obs.zone(obs.player, "library")
        if lib is not None and lib.count < 8:
            return "no-time"
    return None


def gift(obs, attacker: str, defender: int) -> bool:
    """An attack on `defender` that a blocker wins, for nothing named."""
    return bool(winning_blockers(obs, attacker, defender)) and attack_gain(obs, attacker, defender) is None


def is_gift(obs, a) -> bool:
    """Whether answer `a` declares an attack that gives the attacker away (see `gift`).  In the shield and
    life-zone games an attacker picks its target after it is declared: declaring one is a gift when every
    player it could attack would make it one."""
    pairs = _attacks_of(obs, a)
    return bool(pairs) and all(gift(obs, t, q) for t, q in pairs)


GAINS = ("lethal", "pressure", "no-time")


def _attacks_of(obs, a) -> list:
    """The (attacker, defender) pairs answer `a` may lead to: the one a stack attack names, every opponent of a
    shield or life-zone attacker (its target is picked next), the one an attack-target answer picks."""
    v, args = a.verb, a.args
    if v == "attack" and args:
        if obs.family == "stack":
            target = _pl(args[1]) if len(args) > 1 else None
            return [(args[0], target)] if target is not None else []
        return [(args[0], q) for q in obs.opponents()]
    if obs.kind == "attack-target" and v == "target" and args:
        att = obs.info.get("attacker")
        target = _pl(args[0])
        if target is None:
            target = _owner(obs, args[0])
        return [(f"c{att}", target)] if isinstance(att, int) and target is not None else []
    return []


def attack_reason(obs, a) -> str | None:
    """What an attack answer is made for, by name: None for an answer that is no attack; "open" when some
    defender it may meet has no blocker that wins the fight; else what it gains (GAINS), or "gift" when it
    gains nothing a computer would name (a computer never makes one: tests/engine/test_ai_play.py)."""
    pairs = _attacks_of(obs, a)
    if not pairs:
        return None
    if any(not winning_blockers(obs, t, q) for t, q in pairs):
        return "open"
    return next((g for g in (attack_gain(obs, t, q) for t, q in pairs) if g), "gift")
