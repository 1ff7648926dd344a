"""Who is on which side of a life-zone table, worked out once per game.

A side holds priority and owns a life zone: the player in `divide`, the team in `tag` (where the
seating graph says who sits in which team, engine/seating.py).  Nothing here changes during a game --
seats and teams are fixed, a player leaves only when the game ends -- so the rules read these tuples
instead of asking the seating and the players again at every priority (each priority asks a few
dozen times).  Whether a player is still alive is not part of the table: callers check it."""
from __future__ import annotations


class Sides:
    __slots__ = ("side", "sides", "members", "rotations", "other", "opponents", "allies", "mask",
                 "hand", "energy", "territory", "deck", "grave", "life")

    def __init__(self, R, g) -> None:
        n = g.n_players
        side = tuple(R.seat_side(g, g.players[p].seat, p) for p in range(n))
        self.side = side
        self.sides = tuple(R.side_ids(g))
        members = {s: tuple(p for p in range(n) if side[p] == s) for s in self.sides}
        self.members = members
        # each side's members listed from each of them in turn (which teammate is asked first alternates)
        self.rotations = {s: tuple(m[k:] + m[:k] for k in range(len(m))) for s, m in members.items()}
        # "the other side" of a two-sided table; the first side that is not this one otherwise
        self.other = {s: next(o for o in self.sides if o != s) for s in self.sides} if len(self.sides) > 1 else {}
        self.opponents = tuple(tuple(q for q in range(n) if q != p and side[q] != side[p]) for p in range(n))
        self.allies = tuple(members[side[p]] for p in range(n))
        self.mask = tuple(sum(1 << q for q in members[side[p]]) for p in range(n))
        self.hand = tuple(f"p{p}.hand" for p in range(n))
        self.energy = tuple(f"p{p}.energy" for p in range(n))
        self.territory = tuple(f"p{p}.territory" for p in range(n))
        self.deck = tuple(f"p{p}.deck" for p in range(n))
        self.grave = tuple(f"p{p}.grave" for p in range(n))
        self.life = tuple(R.side_life_key(side[p]) for p in range(n))
