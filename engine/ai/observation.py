"""What a computer player is given: its own view, the events shown to it, its legal answers, and worlds to
search in — never the game itself.

`Observation(game, player)` reads the game once, through the public contract (`game.view(player)`,
`game.events_for(player)`, `game.legal_actions(player)`), and keeps the game only to deal worlds from it:
`world(rng)` is `game.determinized(player, rng)`, a copy in which every card hidden from the player is dealt
again at random among the places hidden from them.  A player that reads only these sees nothing two games
that differ by hidden cards could tell apart (tests/engine/test_ai_contract.py proves it by permutation).
Card definitions are public (the rules text of a card id), so `defn(card_id)` looks one up.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import card_id


@dataclass
class Seen:
    """A card the player can see: its view, the zone it lies in and that zone's name."""
    view: object        # engine.core.view.CardView
    zone: str
    zname: str


class Observation:
    __slots__ = ("player", "view", "legal", "kind", "info", "family", "format", "_game", "_cards", "_events", "memo")

    def __init__(self, game, player: int, view=None):
        self.player = player
        self.view = view if view is not None else game.view(player)
        self.legal = [a for a in game.legal_actions(player) if a.verb != "concede"]
        d = self.view.decision
        self.kind = d.kind if d is not None else ""
        self.info = d.info if d is not None else {}
        self.family = self.view.family
        self.format = self.view.format
        self._game = game
        self._cards: dict | None = None
        self._events = None
        self.memo: dict = {}        # what a player works out once per decision (normal.placing)

    # ----- what the player sees -----------------------------------------------------------
    @property
    def events(self) -> list:
        """The events shown to this player (what `game.events_for(player)` gives)."""
        if self._events is None:
            self._events = self._game.events_for(self.player)
        return self._events

    def seen(self, token: str) -> Seen | None:
        """The card a token names, if the player sees it ("c12"; None for a handle or a player token)."""
        if self._cards is None:
            self._cards = {}
            for key, z in self.view.zones.items():
                for cv in z.cards:
                    if cv.card is not None:
                        self._cards[cv.token] = Seen(cv, key, z.name)
        return self._cards.get(token)

    def defn(self, card_id):
        """A card definition by id (public: the rules text printed on a card)."""
        if card_id is None:
            return None
        g = self._game
        return g.rules.resolve_card(g, card_id)

    def card_defn(self, token: str):
        s = self.seen(token)
        return self.defn(s.view.card) if s is not None else None

    def zone(self, player: int, name: str):
        """A player's zone view (None when the family has no such zone)."""
        return self.view.zones.get(f"p{player}.{name}")

    def seat(self, p: int):
        return self.view.seats[p]

    def team_of(self, p: int):
        return self.view.seats[p].team

    def allies(self) -> list[int]:
        """The player and their teammates (team formats), alive or not."""
        me = self.player
        t = self.team_of(me)
        if t is None:
            return [me]
        return [s.player for s in self.view.seats if s.team == t]

    def opponents(self) -> list[int]:
        mine = set(self.allies())
        return [s.player for s in self.view.seats if s.player not in mine and s.alive]

    # ----- worlds to search in ------------------------------------------------------------
    def world(self, rng):
        """One game as this player might imagine it: hidden cards dealt again, the future reseeded, and
        what an opponent's unseen cards ARE guessed from the format's public decks (a player does not know
        an opponent's deck list, only its size and the cards it has shown)."""
        w = self._game.determinized(self.player, rng)
        guess_unseen(w, self.player, set(self.allies()), rng)
        return w


_PUBLIC_CARDS: dict = {}


def public_cards(g) -> list:
    """Card ids of the format's bundled decks (public: they ship with the game), the guess for cards unseen."""
    fmt = g.format.name
    if fmt not in _PUBLIC_CARDS:
        from ..sim import bundled_decks
        try:
            ids = sorted(c for d in bundled_decks(fmt) for c in d.card_ids())
        except (OSError, ValueError):
            ids = []
        _PUBLIC_CARDS[fmt] = ids
    return _PUBLIC_CARDS[fmt]


def guess_unseen(w, player: int, allies: set, rng) -> None:
    """Give every card of an opponent that `player` does not know a definition drawn from the public decks."""
    pool = public_cards(w)
    if not pool:
        return
    bit, everyone = 1 << player, w.all_mask
    R = w.rules
    w.forget_derived()      # the guesses give card ids other definitions
    for c in w.cards:
        if c.owner in allies or c.known == everyone or c.known & bit or not c.zone:
            continue
        try:
            c.defn = R.resolve_card(w, pool[rng.randrange(len(pool))])
        except KeyError:
            continue


class _LazyZones(dict):
    """Zone views built when first read (a playout reads a handful of the dozens a full view holds)."""

    def __init__(self, g, viewer):
        super().__init__()
        self._g, self._viewer = g, viewer

    def __missing__(self, key):
        from ..core.view import zone_view
        from ..core.zones import spec_of, zone_owner
        g = self._g
        if key not in g.zones:
            raise KeyError(key)
        spec = spec_of(g, key)
        z = self[key] = zone_view(g, spec, key, zone_owner(key), self._viewer, False)
        return z

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default


class WorldView:
    """The parts of `View` the computer players read, for one seat of a world they imagine, built lazily
    (playouts ask thousands of questions; a full `build_view` for each would cost most of the budget)."""

    def __init__(self, g, viewer: int):
        self._g = g
        self.viewer = viewer
        self.family = g.format.family
        self.format = g.format.name
        self.turn = g.turn
        self.zones = _LazyZones(g, viewer)
        self._seats = self._teams = self._stack = None
        d = g.decision
        self.decision = None if d is None or g.outcome is not None else d
        self.outcome = g.outcome.to_data() if g.outcome else None

    @property
    def seats(self):
        if self._seats is None:
            from ..core.view import SeatView
            g, R = self._g, self._g.rules
            self._seats = [SeatView(p.index, p.name, p.seat, p.team, p.alive, p.kind,
                                    R.view_seat_counters(g, p.index)) for p in g.players]
        return self._seats

    @property
    def teams(self):
        if self._teams is None:
            self._teams = self._g.rules.view_teams(self._g, self.viewer, False)
        return self._teams

    @property
    def stack(self):
        if self._stack is None:
            self._stack = self._g.rules.view_stack(self._g, self.viewer, False)
        return self._stack


class WorldObservation(Observation):
    """An Observation of one seat inside a world that a computer player imagines (Hard's playouts).  The
    world is already only a guess, so reading its cards by token is no leak; still, a card the seat does
    not know stays unknown to it here too."""

    __slots__ = ()

    def __init__(self, world, player: int):
        self.player = player
        self.view = WorldView(world, player)
        d = world.decision
        self.legal = [a for a in d.actions.get(player, ()) if a.verb != "concede"]
        self.kind = d.kind
        self.info = d.info
        self.family = self.view.family
        self.format = self.view.format
        self._game = world
        self._cards = None
        self._events = None
        self.memo = {}

    def seen(self, token: str):
        g = self._game
        cid = card_id(token)
        if cid is None or cid >= len(g.cards):
            return None
        from ..core.view import card_view, knows
        if not knows(g, cid, self.player, False):
            return None
        c = g.cards[cid]
        return Seen(card_view(g, cid, self.player, False), c.zone, c.zname)
