"""Zone specs and the one `move` every family uses.

Each family declares its zones once as `ZoneSpec`s (its rules' `zone_specs`): where the zone lives (its key
pattern and scope), how a table draws it (kind, order), who sees its cards (visibility) and a label key for the
GUI's translations.  From the specs come the zone keys of a game (`make_zones`), the cards' knowledge when they
are created (`new_card`) or moved (`move`), the move event's privacy, the scenario keys and the generic zone
invariants, and the typed view (engine/core/view.py).

Knowledge: `Card.known` is a bitmask of the players who know what a card is.  On a move, a card entering a
public zone becomes known to all; otherwise what its viewers already knew is kept or forgotten per the
destination's `keep_from` / `forget_from` (a card drawn from a shuffled deck is new to everyone, a card put
from hand into a deck stays known to whoever saw it), then the zone's own viewers (owner, team) learn it.
A source zone may reveal a card as it leaves (`reveal_on_leave`, e.g. a life card turned face up).
"""
from __future__ import annotations

from dataclasses import dataclass

PLAYER, TEAM, SHARED = "player", "team", "shared"
PUBLIC, OWNER, TEAM_SEES, HIDDEN = "public", "owner", "team", "hidden"
ANY = "*"


@dataclass(frozen=True)
class ZoneSpec:
    name: str                     # short name: "hand", "life", "field", "stack"
    key: str                      # key pattern: "p{n}.hand", "t{n}.life", "all.field", "stack"
    scope: str = PLAYER           # player | team | shared
    kind: str = "pile"            # pile | row | fan | lifo | counter (a pile drawn as a count)
    visibility: str = PUBLIC      # public | owner | team | hidden (its cards' faces)
    order: str = "ordered"        # ordered (last = top / rightmost) | unordered | shuffled (order hidden)
    label: str = ""               # i18n key of the zone's name, "zone.<family>.<name>"
    keep_from: tuple = (ANY,)     # source zone names whose knowledge survives entering this zone
    forget_from: tuple = ()       # … except these
    reveal_on_leave: tuple | None = None   # leaving for any zone not listed makes the card public
    shown: bool = True            # drawn by a table (False: bookkeeping zones such as "gone")
    scenario: bool = True         # a scenario may fill it
    cap: int | None = None        # most cards it may hold (None: no cap; formats may add caps)

    def key_for(self, n: int | None = None) -> str:
        return self.key.format(n=n) if "{n}" in self.key else self.key

    @property
    def public(self) -> bool:
        return self.visibility == PUBLIC


_KEYS: dict[str, tuple] = {}   # zone key -> (name, owner index or None): moves are the engine's hot path


def key_info(key: str) -> tuple:
    info = _KEYS.get(key)
    if info is None:
        i = key.find(".")
        info = _KEYS[key] = (key, None) if i < 0 else (key[i + 1:], int(key[1:i]) if key[0] in "pt" else None)
    return info


def zone_name(key: str) -> str:
    """'p1.hand' -> 'hand', 't0.life' -> 'life', 'stack' -> 'stack'."""
    return key_info(key)[0]


def zone_owner(key: str) -> int | None:
    """The player or team index of a scoped key ('p1.hand' -> 1), None for shared zones."""
    return key_info(key)[1]


def spec_of(g, key: str) -> ZoneSpec:
    return g.rules.zone_spec_map[key_info(key)[0]]


def scope_indices(g, spec: ZoneSpec) -> list:
    if spec.scope == PLAYER:
        return [p.index for p in g.players]
    if spec.scope == TEAM:
        return list(g.rules.zone_teams(g))
    return [None]


def zone_keys(g, spec: ZoneSpec) -> list[str]:
    return [spec.key_for(i) for i in scope_indices(g, spec)]


def make_zones(g) -> None:
    """Create every zone a game's specs declare (player zones player by player, then team and shared ones)."""
    specs = g.rules.zone_specs
    for p in g.players:
        for s in specs:
            if s.scope == PLAYER:
                g.zones[s.key_for(p.index)] = []
    for s in specs:
        if s.scope != PLAYER:
            for k in zone_keys(g, s):
                g.zones[k] = []


def sight(g, spec: ZoneSpec, owner: int) -> int:
    """Bitmask of the players who see the faces of `owner`'s cards in a zone of this spec."""
    v = spec.visibility
    if v == PUBLIC:
        return g.all_mask
    if v == OWNER:
        return 1 << owner
    if v == TEAM_SEES:
        return g.rules.team_mask(g, owner)
    return 0


def new_card(g, cls, spec_id: str, owner: int, key: str):
    """Create a card of definition `spec_id` for `owner` on top of zone `key`, known as the zone allows."""
    c = cls(len(g.cards), g.rules.resolve_card(g, spec_id), owner)
    g.cards.append(c)
    g.zones[key].append(c.id)
    name, zo = key_info(key)
    spec = g.rules.zone_spec_map[name]
    c.zone, c.zname = key, name
    c.zowner = zo if zo is not None and spec.scope == PLAYER else owner
    c.known = sight(g, spec, owner)
    return c


def new_cards(g, cls, spec_ids, owner: int, key: str) -> None:
    """`new_card` for each of `spec_ids` in order (a deck at setup): the zone's facts are worked out once and
    every card after the first is a copy of the first with its own id and definition.  Only for card
    classes whose fresh state does not depend on the definition."""
    if not spec_ids:
        return
    first = new_card(g, cls, spec_ids[0], owner, key)
    defs = {spec_ids[0]: first.defn}
    resolve = g.rules.resolve_card
    cards, zone, copy = g.cards, g.zones[key], first.copy
    for spec in spec_ids[1:]:
        d = defs.get(spec)
        if d is None:
            d = defs[spec] = resolve(g, spec)
        c = copy()
        c.id = cid = len(cards)
        c.defn = d
        cards.append(c)
        zone.append(cid)


def move(g, cid: int, key: str, *, top: bool = True, silent: bool = False, cause: str = "",
         public: bool = False, event_keys: bool = False) -> None:
    """Move card `cid` onto the top (or bottom) of zone `key`: update who knows it, the card's zone, and emit
    the `move` event (public when either zone is public or everyone knows the card; otherwise the card's
    identity goes only to those who know it and the destination's viewers).  `public` forces the card face
    up (a face-up shield); `event_keys` names the zones in the event by key instead of by name."""
    c = g.cards[cid]
    src_key = c.zone
    specs = g.rules.zone_spec_map
    src = specs[c.zname]
    g.zones[src_key].remove(cid)
    z = g.zones[key]
    if top:
        z.append(cid)
    else:
        z.insert(0, cid)
    info = _KEYS.get(key)
    dname, zo = info if info is not None else key_info(key)
    dst = specs[dname]
    owner = zo if zo is not None and dst.scope == PLAYER else c.owner
    c.zone, c.zname, c.zowner = key, dname, owner
    all_mask = g.all_mask
    vis = dst.visibility
    if public or vis == PUBLIC or (src.reveal_on_leave is not None and dname not in src.reveal_on_leave):
        known = all_mask
    else:
        sname = src.name
        known = c.known if (ANY in dst.keep_from or sname in dst.keep_from) and sname not in dst.forget_from else 0
        if vis == OWNER:
            known |= 1 << owner
        elif vis == TEAM_SEES:
            known |= g.rules.team_mask(g, owner)
    c.known = known
    if silent:
        return
    frm, to = (src_key, key) if event_keys else (src.name, dname)
    if src.visibility == PUBLIC or vis == PUBLIC or known == all_mask:
        g.emit("move", card=cid, defn=c.defn.id, frm=frm, to=to, owner=owner, cause=cause)
    else:
        g.emit("move", private=known | (1 << owner if vis != HIDDEN else 0),
               hidden={"card": g.handle(cid), "defn": None}, card=cid, defn=c.defn.id, frm=frm, to=to,
               owner=owner, cause=cause)
