"""Seating graph of the table (DESIGN.md §5).

Geometry
========
Seats are numbered ``0 .. n-1`` going **clockwise around the table seen from
above**; every player faces the centre of the table. For a player facing the
centre, the next seat clockwise is on their left hand, so:

* ``left(s)``  = next *alive* seat clockwise         (``s+1``, ``s+2`` ... mod n)
* ``right(s)`` = next *alive* seat counter-clockwise (``s-1``, ``s-2`` ... mod n)
* "turn order clockwise" passes the turn to the player on the left.

Tag team battle (BuildDivide tag rules, seed 003)
=================================================
403-1  同一チームはゲームを行う場所の一方に並んで、相手チームの正面に着席します。
       (teammates sit side by side, facing the opposing team)
403-1a 相手に向かって左側に着席しているプレイヤーを“左プレイヤー”、右側 ... “右プレイヤー”
       (the one sitting on the left *as seen facing the opponents* is the left player)
403-1b あるチームの左プレイヤーはその相手チームの右プレイヤーの“正面のプレイヤー”です。
       (a team's left player is the front player of the opposing team's right player, and
       the right player the front player of the opposing left player)

With the standard model ``Seating(4, [[0, 1], [2, 3]])`` (team A on one side,
team B across the table)::

               B-left 3    2 B-right          (B faces down)
            +------------------------+
            |         table          |
            +------------------------+
               A-right 0   1 A-left           (A faces up)

Seat 1 is seat 0's left neighbour (clockwise), so seat 1 sits on A's left as A
faces B: **seat 1 = A's left player, seat 0 = A's right player** (403-1a).
Likewise seat 3 is seat 2's left neighbour: **seat 3 = B's left player, seat 2 =
B's right player**. Front pairs (403-1b): A-left 1 <-> B-right 2 and A-right 0 <->
B-left 3, i.e. seat 0 faces seat 3 and seat 1 faces seat 2. In general, for a
team of two adjacent seats ``{a, a+1}``, ``a+1`` (the clockwise end of the team)
is the left player and ``a`` the right player; the left player's front player is
its left neighbour and the right player's front player is its right neighbour.

This agrees with the seed's own wording of 501-2a/501-2b: starting from a left
player the order "first team left -> second team right -> second team left ->
first team right" (1, 2, 3, 0) is called 時計回り (clockwise), and starting from a
right player "first right -> second left -> second right -> first left"
(0, 3, 2, 1) is called 反時計回り (counter-clockwise). In both cases the turn
passes first to the starting player's front player. :meth:`Seating.tag_turn_order`
implements 501-2.

MTG multiplayer options
=======================
* 801 (limited range of influence): :meth:`Seating.range_of_influence` answers
  for the current seating; 801.2c fixes the range as each turn begins, so the
  engine computes it at the start of a turn and keeps the tuple for that turn.
* 803 (attack left / attack right): a player may only attack the opponent
  seated immediately to their left (right); "if the nearest opponent on that
  side is more than one seat away, they can't attack" (DIGEST B3.8). Players who
  left the game are no longer seated and are skipped; a teammate in between
  *does* count as a seat, so :meth:`Seating.attack_left_target` is ``None`` then.
  :meth:`Seating.nearest_opponent_left` / ``_right`` give the nearest opponent
  on a side without the one-seat limit.

Implementation
==============
``graph`` (a :class:`networkx.MultiDiGraph`) is the source of truth, built when
the game is created (networkx is imported then, never at application start):
one node per seat (removed seats stay as nodes with ``alive=False`` and no
edges), node attribute ``team``; edges ``kind="left"`` / ``kind="right"`` around
the ring of alive seats and ``kind="front"`` (both directions) between alive
facing players. Turn orders are walks along the left (right) edges, teams are
read off the nodes, range of influence is graph distance. Every answer is
cached as plain tuples (``_Answers``), so the hot-path calls do no graph
traversal. A copy (a game's clone) shares graph and answers; :meth:`Seating.remove`
builds new ones. This module is the only place where seat numbers are counted
round the table (``% n``); tests/engine/test_layering.py checks it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Seating", "MIN_SEATS", "MAX_SEATS"]

MIN_SEATS = 2
MAX_SEATS = 8

LEFT = "left"
RIGHT = "right"
FRONT = "front"


class Seating:
    """Seats around one table; see the module docstring for conventions."""

    # ------------------------------------------------------------------ build
    def __init__(self, n_seats: int, teams: list[list[int]] | None = None,
                 *, removed: list[int] | tuple[int, ...] = ()):
        if isinstance(n_seats, bool) or not isinstance(n_seats, int):
            raise TypeError("n_seats must be an int")
        if not MIN_SEATS <= n_seats <= MAX_SEATS:
            raise ValueError(f"n_seats must be {MIN_SEATS}..{MAX_SEATS}, got {n_seats}")
        self.n: int = n_seats
        self._teams: tuple[tuple[int, ...], ...] | None = None
        team_of: list[int | None] = [None] * n_seats
        if teams is not None:
            norm = []
            for t_idx, team in enumerate(teams):
                members = tuple(int(s) for s in team)
                if not members:
                    raise ValueError(f"team {t_idx} is empty")
                for s in members:
                    self._check_seat(s)
                    if team_of[s] is not None:
                        raise ValueError(f"seat {s} is in more than one team")
                    team_of[s] = t_idx
                norm.append(members)
            self._teams = tuple(norm)
        self._team_of: tuple[int | None, ...] = tuple(team_of)
        self._static_geometry()
        for s in removed:
            self._check_seat(s)
        self._removed: frozenset[int] = frozenset(removed)
        self._rebuild()

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r} at a {self.n}-seat table")

    def _static_geometry(self) -> None:
        """Left/right player of two-seat teams (403-1a) and front pairs (403-1b).

        Fixed by where people sit, so computed once from the original seating.
        """
        n = self.n
        side: list[str | None] = [None] * n
        teams = self._teams or ()
        for team in teams:
            if len(team) != 2:
                continue
            a, b = team
            if (a + 1) % n == b and (b + 1) % n != a:
                side[b], side[a] = LEFT, RIGHT  # b is clockwise of a: on a's left
            elif (b + 1) % n == a and (a + 1) % n != b:
                side[a], side[b] = LEFT, RIGHT
        self._side: tuple[str | None, ...] = tuple(side)

        front: list[int | None] = [None] * n
        # "The opposing team" (403-1b) is only well defined with exactly two
        # teams of two adjacent seats, i.e. the 2v2 table.
        if (n == 4 and len(teams) == 2
                and all(side[s] is not None for team in teams for s in team)):
            for team, other in ((teams[0], teams[1]), (teams[1], teams[0])):
                other_left = next(s for s in other if side[s] == LEFT)
                other_right = next(s for s in other if side[s] == RIGHT)
                for s in team:
                    front[s] = other_right if side[s] == LEFT else other_left
        self._front_static: tuple[int | None, ...] = tuple(front)

    def _rebuild(self) -> None:
        """The table of answers for the alive seats (at creation and when a player leaves): the same seating
        gives the same graph, so one is built per seating and shared by every game that has it."""
        key = (self.n, self._team_of, self._front_static, self._removed)
        t = _BUILT.get(key)
        if t is None:
            if len(_BUILT) >= 256:
                _BUILT.clear()
            t = _BUILT[key] = _Answers(self.n, self._team_of, self._front_static, self._removed)
        self._t = t
        # the seats that left, as a hashable value: what the rules' memos of turn orders are keyed by
        self.gone: frozenset[int] = self._removed
        # the hot answers bound here too: one attribute lookup per query
        self._alive, self._alive_set, self._left_c, self._right_c, self._front_c = (
            t.alive, t.alive_set, t.left_c, t.right_c, t.front_c)
        self._cw, self._ccw, self._teammates, self._opponents, self._opp_set = (
            t.cw, t.ccw, t.teammates, t.opponents, t.opp_set)

    @property
    def graph(self):
        """The seating as a networkx MultiDiGraph: the source every answer is read from."""
        return self._t.graph

    # ---------------------------------------------------------------- queries
    def alive(self, seat: int) -> bool:
        self._check_seat(seat)
        return seat in self._alive_set

    def alive_seats(self) -> tuple[int, ...]:
        return self._alive

    @property
    def removed(self) -> tuple[int, ...]:
        return tuple(sorted(self._removed))

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        return self._teams

    def left(self, seat: int) -> int:
        """Next alive seat clockwise; ``seat`` itself may have been removed."""
        r = self._left_c[seat]
        if r is None:
            raise ValueError("no seat is alive")
        return r

    def right(self, seat: int) -> int:
        """Next alive seat counter-clockwise; ``seat`` itself may have been removed."""
        r = self._right_c[seat]
        if r is None:
            raise ValueError("no seat is alive")
        return r

    def team_of(self, seat: int) -> int | None:
        """The team of ``seat`` (fixed by where people sit: seats whose players left keep it)."""
        return self._t.team_of[seat]

    def members(self, seat: int) -> tuple[int, ...]:
        """Every seat of ``seat``'s team, whose players left included, in seat order; ``(seat,)`` without
        teams."""
        return self._t.members[seat]

    def teammates(self, seat: int) -> tuple[int, ...]:
        """Alive teammates of ``seat`` (not ``seat`` itself), clockwise from it."""
        return self._teammates[seat]

    def opponents(self, seat: int) -> tuple[int, ...]:
        """Alive seats not on ``seat``'s team (every other alive seat without
        teams), in turn order clockwise from ``seat``."""
        return self._opponents[seat]

    def is_opponent(self, seat: int, other: int) -> bool:
        return other in self._opp_set[seat]

    def team_side(self, seat: int) -> str | None:
        """tag 403-1a: ``"left"`` or ``"right"`` player of its team.

        Only for teams of two adjacent seats; the clockwise one of the pair is
        the left player (module docstring). Fixed by the original seating.
        """
        return self._side[seat]

    def front(self, seat: int) -> int | None:
        """tag 403-1b: the opposing player sitting across from ``seat``.

        The left player's front player is the opposing team's right player and
        vice versa (symmetric). ``None`` outside the 2v2 table, or if either of
        the two has left the game.
        """
        return self._front_c[seat]

    def turn_order(self, start: int, clockwise: bool = True) -> tuple[int, ...]:
        """One round of alive seats, each once, beginning with ``start``.

        If ``start`` was removed the round begins with the next alive seat in
        that direction (decision D-400: walk from the removed seat, skip it).
        """
        return self._cw[start] if clockwise else self._ccw[start]

    def next_in_turn_order(self, seat: int, clockwise: bool = True) -> int:
        """The alive seat after ``seat`` in turn order (``seat`` may be removed)."""
        r = self._left_c[seat] if clockwise else self._right_c[seat]
        if r is None:
            raise ValueError("no seat is alive")
        return r

    def tag_clockwise(self, start: int) -> bool:
        """tag 501-2: the turn order goes clockwise (501-2a) if the starting
        player is its team's left player, counter-clockwise (501-2b) if it is
        the right player."""
        side = self._side[start]
        if side is None:
            raise ValueError(f"seat {start} is neither a left nor a right player (403-1a)")
        return side == LEFT

    def tag_turn_order(self, start: int) -> tuple[int, ...]:
        """tag 501-2/501-2a/501-2b: one round of turns from the starting player."""
        return self.turn_order(start, self.tag_clockwise(start))

    def range_of_influence(self, seat: int, reach: int | None) -> tuple[int, ...]:
        """MTG 801: ``seat`` plus the alive seats at most ``reach`` seats to its
        left or right (``None``: unlimited), i.e. within graph distance ``reach``
        along the left/right edges. Players who left are not counted as seats.
        Returned ``seat`` first, then clockwise."""
        if seat not in self._alive_set:
            self._check_seat(seat)
            raise ValueError(f"seat {seat} has left the game")
        if reach is None:
            return self._cw[seat]
        if reach < 0:
            raise ValueError("reach must be >= 0")
        return self._t.within(seat, reach)

    def seats_passed(self, start: int, stop: int, clockwise: bool = True) -> tuple[int, ...]:
        """The seats walked past going from ``start`` (excluded) round the table to ``stop``
        (included), seats whose players left included: whose turns would have come in between
        (DuePa 400.3: "until X's next turn" also ends when X's turn would have begun)."""
        self._check_seat(start)
        self._check_seat(stop)
        step = 1 if clockwise else -1
        out = []
        s = start
        while True:
            s = (s + step) % self.n
            out.append(s)
            if s == stop:
                return tuple(out)

    @staticmethod
    def alternating_team(seat: int, n_teams: int) -> int:
        """MTG 811.2: the team of ``seat`` when ``n_teams`` teams sit alternately (A1, B1, C1, A2, B2, C2 …)."""
        return seat % n_teams

    def teams_alternate(self) -> bool:
        """MTG 811.2: whether the teams sit alternately round the table."""
        k = len(self._teams or ())
        return k > 0 and all(self._team_of[s] == self._team_of[self.alternating_team(s, k)] for s in range(self.n))

    def sit_together(self, seats) -> bool:
        """Whether ``seats`` are adjacent round the table, as one block (805.1: shared team turns
        need each team's members sitting together)."""
        want = set(seats)
        return any(all((s0 + k) % self.n in want for k in range(len(want))) for s0 in want)

    def nearest_opponent_left(self, seat: int) -> int | None:
        """Nearest alive opponent walking left (clockwise), teammates skipped."""
        return next((o for o in self._cw[seat] if o in self._opp_set[seat]), None)

    def nearest_opponent_right(self, seat: int) -> int | None:
        """Nearest alive opponent walking right (counter-clockwise), teammates skipped."""
        return next((o for o in self._ccw[seat] if o in self._opp_set[seat]), None)

    def attack_left_target(self, seat: int) -> int | None:
        """MTG 803 attack left: the opponent seated immediately to the left
        (players who left are skipped); ``None`` if the nearest opponent on the
        left is more than one seat away (e.g. a teammate sits in between)."""
        t = self._left_c[seat]
        return t if t is not None and t in self._opp_set[seat] else None

    def attack_right_target(self, seat: int) -> int | None:
        """MTG 803 attack right: as :meth:`attack_left_target`, to the right."""
        t = self._right_c[seat]
        return t if t is not None and t in self._opp_set[seat] else None

    # --------------------------------------------------------------- changes
    def remove(self, seat: int) -> None:
        """A player left the game: drop the seat and build a new graph (a clone sharing the old
        one keeps it)."""
        self._check_seat(seat)
        if seat in self._removed:
            raise ValueError(f"seat {seat} has already left the game")
        self._removed = self._removed | {seat}
        self._rebuild()

    # ----------------------------------------------------------- persistence
    def to_data(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "teams": None if self._teams is None else [list(t) for t in self._teams],
            "removed": sorted(self._removed),
        }

    @classmethod
    def from_data(cls, d: dict[str, Any]) -> "Seating":
        return cls(int(d["n"]), d.get("teams"), removed=list(d.get("removed", ())))

    def copy(self) -> "Seating":
        """An independent snapshot (a game's clone, or the seating as a turn began, MTG 801.2c).  It shares
        the graph and its answers, which are never changed in place: `remove` builds new ones."""
        c = object.__new__(Seating)
        c.__dict__.update(self.__dict__)
        return c

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Seating):
            return NotImplemented
        return self.to_data() == other.to_data()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (f"Seating(n={self.n}, teams={self._teams}, "
                f"removed={sorted(self._removed)})")


# (seats, team of each seat, front player of each seat, removed seats) -> its _Answers
_BUILT: dict = {}


class _Answers:
    """The seating graph of one set of alive seats and every answer read off it, as plain tuples so that
    the hot-path queries do no graph traversal.  Never changed after it is built: copies of a Seating share
    it until a player leaves."""

    __slots__ = ("graph", "alive", "alive_set", "left_c", "right_c", "front_c", "cw", "ccw", "teammates",
                 "opponents", "opp_set", "team_of", "members", "_ring", "_within")

    def __init__(self, n: int, team_of, front_static, removed) -> None:
        import networkx as nx  # here only: importing it costs ~350 ms, paid when the first game is created

        g = nx.MultiDiGraph()
        for s in range(n):
            g.add_node(s, team=team_of[s], alive=s not in removed)
        ring = [s for s in range(n) if s not in removed]  # clockwise
        for s, nxt in zip(ring, ring[1:] + ring[:1]):
            g.add_edge(s, nxt, kind=LEFT)
            g.add_edge(nxt, s, kind=RIGHT)
        for s in ring:
            f = front_static[s]
            if f is not None and f not in removed:
                g.add_edge(s, f, kind=FRONT)
        self.graph = nx.freeze(g)   # shared by every seating like it (Seating._rebuild): never changed
        self._ring = None
        self._within: dict = {}
        self._derive(n)

    def _derive(self, n: int) -> None:
        g = self.graph
        alive = tuple(s for s, a in g.nodes(data="alive") if a)
        self.alive, self.alive_set = alive, frozenset(alive)
        edge = {LEFT: {}, RIGHT: {}, FRONT: {}}
        for u, v, kind in g.edges(data="kind"):
            edge[kind][u] = v
        left_of, right_of = edge[LEFT], edge[RIGHT]
        # A seat whose player left keeps its place at the table: its neighbours are the next alive seats
        # on each side of that place (decision D-400).
        left_c: list[int | None] = [None] * n
        right_c: list[int | None] = [None] * n
        for s in range(n):
            if s in left_of:
                left_c[s], right_c[s] = left_of[s], right_of[s]
            elif alive:
                left_c[s] = next(t for t in ((s + k) % n for k in range(1, n + 1)) if t in self.alive_set)
                right_c[s] = next(t for t in ((s - k) % n for k in range(1, n + 1)) if t in self.alive_set)
        self.left_c, self.right_c = tuple(left_c), tuple(right_c)
        self.front_c = tuple(edge[FRONT].get(s) for s in range(n))

        # turn orders from every seat, both directions: walks along the left (right) edges
        def walk(first, step):
            out = [first]
            while (nxt := step[out[-1]]) != first:
                out.append(nxt)
            return tuple(out)
        cw, ccw = [], []
        for s in range(n):
            cw.append(walk(left_c[s] if s not in left_of and alive else s, left_of) if alive else ())
            ccw.append(walk(right_c[s] if s not in right_of and alive else s, right_of) if alive else ())
        self.cw, self.ccw = tuple(cw), tuple(ccw)

        # teams, read off the nodes: every seat keeps its team when its player leaves
        self.team_of = tuple(g.nodes[s]["team"] for s in range(n))
        self.members = tuple(tuple(o for o in range(n) if o == s or (t is not None and self.team_of[o] == t))
                             for s, t in enumerate(self.team_of))
        teammates, opponents = [], []
        for s in range(n):
            t = g.nodes[s]["team"]
            others = [o for o in cw[s] if o != s]
            if t is None:
                teammates.append(())
                opponents.append(tuple(others))
            else:
                teammates.append(tuple(o for o in others if g.nodes[o]["team"] == t))
                opponents.append(tuple(o for o in others if g.nodes[o]["team"] != t))
        self.teammates, self.opponents = tuple(teammates), tuple(opponents)
        self.opp_set = tuple(frozenset(o) for o in opponents)

    def within(self, seat: int, reach: int) -> tuple[int, ...]:
        """Alive seats at graph distance <= reach from ``seat`` round the table, clockwise from it (cached)."""
        key = (seat, reach)
        got = self._within.get(key)
        if got is None:
            import networkx as nx
            if self._ring is None:
                self._ring = nx.Graph((u, v) for u, v, k in self.graph.edges(data="kind") if k == LEFT)
                self._ring.add_nodes_from(self.alive)
            near = nx.single_source_shortest_path_length(self._ring, seat, cutoff=reach)
            got = self._within[key] = tuple(o for o in self.cw[seat] if o in near)
        return got
