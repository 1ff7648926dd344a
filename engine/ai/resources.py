"""Resources against board: which card to put into mana (shield game) or energy (life-zone game) this turn,
and whether to put one at all.

A card put into mana or energy is a card not played.  The plan compares the most cost the hand can deploy
this turn as it stands with what it deploys once each candidate card has become a resource: a card whose
placing costs this turn's play is kept (the play comes first, and the placing waits for a card that is left
over); one that costs nothing, or opens a play the colours did not allow, is placed.  How much one more
resource is worth falls as the zone fills (four are a start, seven are plenty).  Seen at the table before:
a life-zone computer put every drawn card into energy from turn 5 on and kept an empty field."""
from __future__ import annotations

# one more resource is worth this much (Normal's points) at a zone of this many cards
GROWTH = ((4, 3.0), (6, 2.0), (7, 1.0))
ENOUGH = -2.0


def covers(slots: list, pool: list) -> bool:
    """Whether every slot (a colour or civilization to show) can take a different resource card that shows
    it (a matching: each card pays one slot)."""
    if not slots:
        return True
    owner: dict = {}

    def place(si: int, seen: set) -> bool:
        for ci, colours in enumerate(pool):
            if slots[si] in colours and ci not in seen:
                seen.add(ci)
                if ci not in owner or place(owner[ci], seen):
                    owner[ci] = si
                    return True
        return False

    return all(place(si, set()) for si in range(len(slots)))


def best_spend(cards: list, pool: list) -> int:
    """The most cost that `pool` (the colours of each usable resource card) deploys from `cards` ((cost,
    slots) each) this turn: biggest card first while the resources last (colours checked over the pool)."""
    left, total = len(pool), 0
    for cost, slots in sorted(cards, key=lambda c: -c[0]):
        if 0 < cost <= left and covers(slots, pool):
            total += cost
            left -= cost
    return total


def growth(count: int) -> float:
    for below, worth in GROWTH:
        if count < below:
            return worth
    return ENOUGH


def _lifezone_card(d):
    if d is None or getattr(d, "type", "") == "territory" or getattr(d, "cost", -1) < 0:
        return None
    slots = [c for c, n in getattr(d, "require", ()) for _ in range(n)]
    return (d.cost, slots)


def _shield_card(d):
    if d is None:
        return None
    sides = [(d.cost, list(d.civs))]
    if getattr(d, "spell", None) is not None:
        sides.append((d.spell.cost, list(d.spell.civs)))
    return min(sides, key=lambda s: s[0])


def _hand(obs):
    z = obs.zone(obs.player, "hand")
    out = []
    for c in (z.cards if z else ()):
        if c.card is not None:
            out.append((c.token, obs.defn(c.card)))
    return out


def placing_scores(obs) -> dict:
    """Normal's score for putting each hand card into the family's resource zone now (by token); the
    shield game's charge step passes at 0, the life-zone game's priority plays at 10 + cost."""
    me, fam = obs.player, obs.family
    if fam == "shield":
        zone, usable, as_card = "mana", lambda c: not c.tapped, _shield_card
        colours = lambda d: frozenset(d.all_civs) if d is not None else frozenset()   # noqa: E731
        enters_ready = lambda d: d is not None and not d.multicolor                     # noqa: E731
    else:
        zone, usable, as_card = "energy", lambda c: not c.tapped, _lifezone_card
        colours = lambda d: frozenset(getattr(d, "colors", ())) if d is not None else frozenset()  # noqa: E731
        enters_ready = lambda d: True                                                  # noqa: E731
    rz = obs.zone(me, zone)
    pool = [colours(obs.defn(c.card)) for c in (rz.cards if rz else ()) if usable(c)]
    count = rz.count if rz else 0
    hand = _hand(obs)
    cards = {tok: as_card(d) for tok, d in hand}
    now = best_spend([c for c in cards.values() if c], pool)
    want = growth(count)
    if fam == "shield" and count >= 5 and len(hand) <= 2:
        want = ENOUGH        # a short hand: its cards are worth more played than charged
    have = set().union(*pool) if pool else set()
    out = {}
    for tok, d in hand:
        rest = [c for t, c in cards.items() if t != tok and c]
        after = best_spend(rest, pool + [colours(d)] if enters_ready(d) else pool)
        loss = now - after
        opens = bool(colours(d) - have) and any(set(s) & (colours(d) - have) for _, s in rest)
        cost = cards[tok][0] if cards[tok] else 0
        if fam == "shield":
            # the charge step comes before the main step: pass is 0, charging the card least likely to be
            # played soon (dear, or of several civilizations) among those whose loss costs nothing now
            multi = 2 if d is not None and d.multicolor else 0
            out[tok] = 1 + want - 2 * max(0, loss) + (1 if opens else 0) + (cost - multi) / 10
        elif want <= 0:
            out[tok] = want
        elif loss <= 0:
            # before the turn's plays (a placed card stands and pays at once), keeping what they need
            out[tok] = 20 + 3 * want + after - cost / 10 + (1 if opens else 0)
        else:
            out[tok] = 3 * want - 2 * loss     # after the plays it would cost, when a card is left over
    return out
