"""The one typed view of a game, the same for every family and format: `game.view(player)`.

`game.view(p)` returns a `View` for viewer `p` (None: a spectator; `game.full_view()`: everything, for open-hand
play and debugging).  It is plain data: `dataclasses.asdict(view)` gives JSON-ready dicts and lists.  Hidden
information leaves the engine only through it: a card the viewer does not know appears with an opaque handle
as its token and no definition.

View
  format, family, viewer, turn, step, turn_player
  active_players  the players whose turn it is (several in shared-team-turn formats, MTG 805)
  seats           [SeatView] in player order
  zones           {zone key: ZoneView} for every drawn zone of every player, team and the table
  shared          keys of the shared zones ("all.field", "stack" …)
  teams           [TeamView] (shield game: none; the life-zone game: one per side, a side being the player
                  in `divide`)
  stack           [StackItemView]: the stack (stack game), the resolution area (life-zone game) or the
                  pool of pending effects (shield game), bottom first
  decision        DecisionView or None (game over)
  outcome         None, or {"players": {p: [result, rule]}, "teams": {t: [result, rule]}} and, when someone
                  conceded, "conceded": [players] (a concession is a result of its own kind)
  clockwise       the turn order the players chose (the format's `clockwise` option; True where it has none)
  turns           [TurnView] where several turns run at once (grand melee's turn markers, 807.4); empty where
                  the one turn is `turn`, `turn_player` and `step`
SeatView
  player, name, seat, team, alive, kind ("human" / "computer")
  counters        family numbers: life, poison, lands_played (stack); mana (digital); side (life-zone) …
  zones           keys of this player's zones, in the family's order
  in_range        players within this player's range of influence (everyone where the format has none)
  attack_targets  tokens this player could attack now (players "pN", and cards where cards can be attacked)
  left, front     the seats of this player's left neighbour and front player (engine/seating.py; None when out
                  or where the seating has no front player): the table draws the seating graph from them
ZoneView
  key, name, scope (player / team / shared), owner (player or team index, None for shared), kind (pile / row /
  fan / lifo), visibility (public / owner / team / hidden), order (ordered / unordered / secret), label (an i18n
  key), count, cards ([CardView]; empty for zones whose order and faces are both secret: decks, life zones)
CardView
  token ("cN" when the viewer knows the card, else a handle "h…"), card (definition id or None), owner,
  controller, tapped, stats (family data: power, toughness, damage, sick, keywords, face_up, opened …),
  attached ([CardView], e.g. evolution sources under a creature)
TeamView
  team, members, alive, zones (keys of team zones), counters (life, poison, life cards, red-zone size …),
  state (e.g. "yellow" / "red" for a life zone; "" when the family has none)
StackItemView
  token (card token or None), card (definition id or None), kind (spell / ability / trigger / card / pending),
  controller, targets (tokens), ability (index or None), zone (the key of the lifo zone it is on where a game
  has several, e.g. grand melee's one stack per turn marker; None: the game's one stack)
TurnView
  marker (its number), turn, player, step, zone (the key of its stack), current (the turn whose decision is
  asked now: `turn`, `turn_player` and `step` are its own), waiting (its marker waits for a holder, 807.4d)
DecisionView
  kind, players (who must answer now), mode (single / sequential / simultaneous), rule, info (labels' data),
  answers ([AnswerView], only for a viewer who must answer, or in the full view), answered (players who already
  answered a simultaneous decision privately), source (the token of the card whose effect asks, as the viewer
  knows it, or None)
AnswerView
  text (canonical action text), verb, args, source, target, follow: the gesture hints of the action
  (engine/core/hints.py)

`decision_view(g, viewer)` is the view's `decision` alone (`game.decision_view(p)`): what a table asks after
every answer (who is asked, which answers are offered) without building the zones.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .zones import HIDDEN, zone_keys


@dataclass
class CardView:
    token: str
    card: str | None
    owner: int
    controller: int | None = None
    tapped: bool = False
    stats: dict = field(default_factory=dict)
    attached: list = field(default_factory=list)


@dataclass
class ZoneView:
    key: str
    name: str
    scope: str
    owner: int | None
    kind: str
    visibility: str
    order: str
    label: str
    count: int
    cards: list = field(default_factory=list)


@dataclass
class SeatView:
    player: int
    name: str
    seat: int
    team: int | None
    alive: bool
    kind: str
    counters: dict = field(default_factory=dict)
    zones: list = field(default_factory=list)
    in_range: list = field(default_factory=list)
    attack_targets: list = field(default_factory=list)
    left: int | None = None
    front: int | None = None


@dataclass
class TeamView:
    team: int
    members: list
    alive: bool
    zones: list = field(default_factory=list)
    counters: dict = field(default_factory=dict)
    state: str = ""


@dataclass
class StackItemView:
    token: str | None
    card: str | None
    kind: str
    controller: int
    targets: list = field(default_factory=list)
    ability: int | None = None
    zone: str | None = None


@dataclass
class TurnView:
    marker: int
    turn: int
    player: int
    step: str
    zone: str | None = None
    current: bool = False
    waiting: bool = False


@dataclass
class AnswerView:
    text: str
    verb: str
    args: list
    source: str | None = None
    target: str | None = None
    follow: list = field(default_factory=list)

    def __str__(self) -> str:       # the canonical text, as str() of the engine's Action gives it
        return self.text


@dataclass
class DecisionView:
    kind: str
    players: list
    mode: str
    rule: str
    info: dict = field(default_factory=dict)
    answers: list = field(default_factory=list)
    answered: list = field(default_factory=list)
    source: str | None = None


@dataclass
class View:
    format: str
    family: str
    viewer: int | None
    turn: int
    step: str
    turn_player: int
    active_players: list
    seats: list
    zones: dict
    shared: list
    teams: list
    stack: list
    decision: DecisionView | None
    outcome: dict | None
    clockwise: bool = True
    turns: list = field(default_factory=list)


_PLAIN = (int, str, bool, type(None))


def _plain(v, depth: int = 2) -> bool:
    """A value of plain data: a scalar, or a list of them (lists of pairs too: the blocks and attacks declared
    so far, which a seat needs to declare the next one)."""
    if isinstance(v, _PLAIN):
        return True
    return depth > 0 and isinstance(v, list) and all(_plain(x, depth - 1) for x in v)


def plain_info(info: dict) -> dict:
    return {k: v for k, v in info.items() if _plain(v)}


# the decision details that name a card by its id (the others are counts, steps, costs and players)
CARD_DETAILS = frozenset({"attacker", "target", "declared", "partner", "card"})


def seen_info(g, info: dict, viewer, full: bool) -> dict:
    """The decision's details as `viewer` may see them: a card it does not know goes by its opaque handle, as
    in the zones (a bare id is the card itself to whoever knows the order ids were dealt in)."""
    out = plain_info(info)
    for k in CARD_DETAILS.intersection(out):
        v = out[k]
        out[k] = [_seen_card(g, x, viewer, full) for x in v] if isinstance(v, list) else \
            _seen_card(g, v, viewer, full)
    return out


def _seen_card(g, x, viewer, full):
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(g.cards) and not knows(g, x, viewer, full):
        return g.handle(x)
    return x


def knows(g, cid: int, viewer, full: bool) -> bool:
    c = g.cards[cid]
    return full or c.known == g.all_mask or (viewer is not None and (c.known >> viewer) & 1 == 1)


def card_view(g, cid: int, viewer, full: bool, masks: set | None = None) -> CardView:
    """`masks`: where given, gets the `known` mask of every card whose knowledge this card's view was decided
    by (itself, and the cards under it where it is shown): the view is the same for another viewer exactly
    when that viewer knows or ignores each of them alike (`build_views`)."""
    c = g.cards[cid]
    R = g.rules
    if masks is not None:
        masks.add(c.known)
    if not knows(g, cid, viewer, full):
        return CardView(g.handle(cid), None, c.owner)
    return CardView(f"c{cid}", c.defn.id, c.owner, R.view_controller(g, c), c.tapped, R.view_card_stats(g, c),
                    [card_view(g, u, viewer, full, masks) for u in R.view_attached(g, c)])


def zone_view(g, spec, key: str, owner, viewer, full: bool, masks: set | None = None) -> ZoneView:
    ids = g.zones[key]
    count_only = spec.order == "secret" and spec.visibility == HIDDEN
    if count_only:
        cards = []
    elif masks is None:         # (one viewer's view: card_view's own four arguments)
        cards = [card_view(g, cid, viewer, full) for cid in ids]
    else:
        cards = [card_view(g, cid, viewer, full, masks) for cid in ids]
    return ZoneView(key, spec.name, spec.scope, owner, spec.kind, spec.visibility, spec.order, spec.label,
                    len(ids), cards)


def answers(g, player: int) -> list:
    from .hints import annotate
    acts = g.decision.actions.get(player, [])
    annotate(g, acts)
    return [AnswerView(str(a), a.verb, list(a.args), a.source, a.target, list(a.follow or ())) for a in acts]


def decision_source(g) -> int | None:
    """The card whose effect asks the current question: the nearest frame being resolved that names one
    (a family may say otherwise: `rules.view_decision_source`)."""
    own = g.rules.view_decision_source(g)
    if own is not None:
        return own
    for f in reversed(g.frames):
        src = getattr(f, "source", None)
        if isinstance(src, int):
            return src
    return None


def decision_view(g, viewer, full: bool = False, offered: dict | None = None) -> DecisionView | None:
    """The decision as `viewer` sees it: its answers only to whoever must answer (all of them in the full
    view); None when the game is over or nothing is asked.  `offered` {player: [AnswerView]}: answers already
    listed for this very state (a table's earlier view of it), not listed again."""
    d = g.decision
    if d is None or g.outcome is not None:
        return None
    waiting = list(d.waiting_for())
    src = decision_source(g)
    token = None if src is None else f"c{src}" if knows(g, src, viewer, full) else g.handle(src)
    dec = DecisionView(d.kind, waiting, d.mode, d.rule, seen_info(g, d.info, viewer, full),
                       answered=sorted(d.held or ()), source=token)
    offered = offered or {}
    if full:
        for p in waiting:
            dec.answers += offered[p] if p in offered else answers(g, p)
    elif viewer is not None and viewer in waiting:
        dec.answers = list(offered[viewer]) if viewer in offered else answers(g, viewer)
    return dec


def seat_links(seating, seat: int) -> tuple:
    """(left, front) of an alive seat, None for a seat that left the game."""
    if seat not in seating.alive_seats():
        return None, None
    return seating.left(seat), seating.front(seat)


def chosen_clockwise(options) -> bool:
    return bool(options.get("clockwise", True)) if isinstance(options, dict) else True


def _zone_places(g) -> list:
    """(spec, key, owner) of every drawn zone, in the view's order: each player's zones, then the teams' and
    the shared ones."""
    R = g.rules
    specs = [s for s in R.zone_specs if s.shown]
    out = [(s, s.key_for(p.index), p.index) for p in g.players for s in specs if s.scope == "player"]
    for s in specs:
        if s.scope == "team":
            out += [(s, s.key_for(t), t) for t in R.zone_teams(g)]
        elif s.scope == "shared":
            out += [(s, k, None) for k in zone_keys(g, s)]
    return out


def _seats(g, places) -> list:
    """The seats, the same for every viewer: their counters, range, attack targets and links read no card's
    face."""
    R = g.rules
    keys: dict = {}
    for s, k, owner in places:
        if s.scope == "player":
            keys.setdefault(owner, []).append(k)
    seats = []
    for p in g.players:
        alive = p.alive
        seats.append(SeatView(p.index, p.name, p.seat, p.team, alive, p.kind, R.view_seat_counters(g, p.index),
                              keys.get(p.index, []), R.view_in_range(g, p.index) if alive else [],
                              R.view_attack_targets(g, p.index) if alive else [], *seat_links(g.seating, p.seat)))
    return seats


def _view(g, viewer, full, offered, seats, zones, places) -> View:
    R = g.rules
    shared = [k for s, k, _ in places if s.scope == "shared"]
    return View(g.format.name, g.format.family, viewer, g.turn, g.step, g.turn_player, R.view_active_players(g),
                seats, zones, shared, R.view_teams(g, viewer, full), R.view_stack(g, viewer, full),
                decision_view(g, viewer, full, offered), g.outcome.to_data() if g.outcome else None,
                chosen_clockwise(g.options), R.view_turns(g))


def build_view(g, viewer, full: bool = False, offered: dict | None = None) -> View:
    places = _zone_places(g)
    zones = {k: zone_view(g, s, k, owner, viewer, full) for s, k, owner in places}
    return _view(g, viewer, full, offered, _seats(g, places), zones, places)


def _knows_mask(mask: int, viewer, all_mask: int) -> bool:
    """`knows` for a card whose `known` mask is `mask` (not the full view)."""
    return mask == all_mask or (viewer is not None and (mask >> viewer) & 1 == 1)


def _zone_for(g, s, k, owner, viewer, kept, everyone, some, alike) -> ZoneView:
    """Zone k for `viewer`: one made for an earlier viewer who knows or ignores alike each card it was decided
    by, else made now (and kept in `alike` when no viewer of the batch can see it otherwise)."""
    for zv, masks, first in kept:
        if all(_knows_mask(m, viewer, everyone) == _knows_mask(m, first, everyone) for m in masks):
            return zv
    masks = set()
    zv = zone_view(g, s, k, owner, viewer, False, masks)
    kept.append((zv, masks, viewer))
    if all(m == everyone or not m & some for m in masks):
        alike[k] = zv
    return zv


def build_views(g, viewers, offered: dict | None = None) -> dict:
    """{viewer: build_view(g, viewer, False, offered)} for several viewers (players or None) of this one state,
    each equal to its own `build_view`, made at once: the seats are read once, and a zone view is made again
    only for a viewer who knows one of the cards it was decided by while an earlier viewer did not, or the
    reverse (a zone of face-up cards, or of cards nobody knows, is made once for all).  Views are plain data
    that nothing changes after they are made, so viewers share these objects."""
    viewers = list(dict.fromkeys(viewers))
    places = _zone_places(g)
    seats = _seats(g, places)
    everyone = g.all_mask
    some = sum(1 << v for v in viewers if v is not None)    # the players among the viewers
    made: dict = {}     # zone key -> [(ZoneView, the masks it was decided by, the viewer it was made for)]
    alike: dict = {}    # zone key -> its ZoneView where each of its cards is known to all viewers or to none
    out = {}
    for viewer in viewers:
        zones = {}
        for s, k, owner in places:
            zv = alike.get(k)
            if zv is None:
                zv = _zone_for(g, s, k, owner, viewer, made.setdefault(k, []), everyone, some, alike)
            zones[k] = zv
        out[viewer] = _view(g, viewer, False, offered, list(seats), zones, places)
    return out


def public_view(g) -> View:
    """The spectator's view without seats, zones or decision (Game.public_view)."""
    R = g.rules
    return View(g.format.name, g.format.family, None, g.turn, g.step, g.turn_player, R.view_active_players(g),
                [], {}, [], R.view_teams(g, None, False), R.view_stack(g, None, False), None,
                g.outcome.to_data() if g.outcome else None, chosen_clockwise(g.options), R.view_turns(g))
