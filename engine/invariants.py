"""Invariants checked during random playouts (conformance tests and the soak command)."""
from __future__ import annotations


from .core.actions import card_id, names_card
from .core.errors import InvariantError  # noqa: F401  (raised here; defined in the core for the families)


def check_cards(g) -> None:
    """Every card is in exactly one zone (or under exactly one evolution creature), and knows it."""
    seen = {}
    for key, ids in g.zones.items():
        for cid in ids:
            if cid in seen:
                raise InvariantError(f"card {cid} is in {seen[cid]} and {key}")
            seen[cid] = key
            c = g.cards[cid]
            if c.zone != key:
                raise InvariantError(f"card {cid} thinks it is in {c.zone} but is in {key}")
            for u in getattr(c, "under", ()):
                if u in seen:
                    raise InvariantError(f"card {u} under {cid} is also in {seen[u]}")
                seen[u] = f"under {cid}"
    if len(seen) != len(g.cards):
        missing = [c.id for c in g.cards if c.id not in seen]
        raise InvariantError(f"cards in no zone: {missing[:10]}")


def check_departed(g) -> None:
    """A player who has left a game that goes on (Magic 800.4a, DuePa 400.1; in a team format a player can
    leave while their team plays on) owns no card anywhere but out of the game (a `.gone` zone), under
    another card included, and no zone of theirs holds a card: what they owned left with them, what they
    controlled went back to its owner."""
    if g.outcome is not None:
        return
    left = {p.index for p in g.players if not p.alive}
    if not left:
        return
    for key, ids in g.zones.items():
        if key.endswith(".gone"):
            continue
        holder = _zone_player(key)
        for cid in ids:
            for c in (g.cards[cid], *(g.cards[u] for u in getattr(g.cards[cid], "under", ()))):
                gone = c.owner if c.owner in left else holder if holder in left else None
                if gone is not None:
                    raise InvariantError(f"card {c.id} (p{c.owner}'s) is in {key} although p{gone} left the game "
                                         f"(800.4a, DuePa 400.1)")


def _zone_player(key: str) -> int | None:
    """The player whose zone `key` is ("p3.hand" -> 3), None for shared and team zones."""
    head = key.split(".", 1)[0]
    return int(head[1:]) if head[:1] == "p" and head[1:].isdigit() else None


def check_zone_rules(g) -> None:
    """What the zone specs promise (faces of public zones known to all, owners know their own private
    zones, caps), then the family's and format's own rules (`rules.check_invariants`)."""
    from .core.zones import HIDDEN, spec_of
    rules = g.rules
    everyone = g.all_mask
    for key, ids in g.zones.items():
        spec = spec_of(g, key)
        if spec.public:
            for cid in ids:
                if g.cards[cid].known != everyone:
                    raise InvariantError(f"card {cid} in public zone {key} is not known to every player")
        elif spec.visibility != HIDDEN:
            for cid in ids:
                c = g.cards[cid]
                if not (c.known >> c.zowner) & 1:
                    raise InvariantError(f"p{c.zowner} does not know card {cid} in their {key}")
        cap = rules.zone_cap(spec.name)
        if cap is not None and len(ids) > cap:
            raise InvariantError(f"{key} holds {len(ids)} cards, over the cap {cap}")
    rules.check_invariants(g)


def _card_of(tok, where: str):
    """The card id a token of the engine's own output names: the one spelling ("c12") or nothing else."""
    if not tok or not names_card(tok):
        return None
    cid = card_id(tok)
    if cid is None:
        raise InvariantError(f"{tok!r} is not the one spelling of a card ({where})")
    return cid


def _known_to(g, tok, viewer, where: str) -> None:
    cid = _card_of(tok, where)
    if cid is not None:
        c = g.cards[cid]
        if not (c.known >> viewer) & 1 and c.known != g.all_mask:
            raise InvariantError(f"view({viewer}) names hidden card {tok} ({where})")


def _true_card(g, viewer, token, card, where: str) -> None:
    """A card a view shows: named by id only where the viewer knows it, its face only by id, and the face
    the one it really has."""
    _known_to(g, token, viewer, where)
    if card is None:
        return
    cid = _card_of(token, where)
    if cid is None:
        raise InvariantError(f"view({viewer}) shows the face of handle {token} in {where}")
    if cid < len(g.cards) and card != g.cards[cid].defn.id:
        raise InvariantError(f"view({viewer}) calls card {cid} {card} in {where}, but it is {g.cards[cid].defn.id}")


def _check_card_views(g, cards, viewer, where: str) -> None:
    for cv in cards:
        _true_card(g, viewer, cv.token, cv.card, where)
        _check_card_views(g, cv.attached, viewer, where)


def _check_offered(g, viewer, text: str, where: str) -> None:
    """An answer offered to the viewer (or any answer-like text it is shown) names only cards it knows."""
    for tok in text.split()[2:]:
        cid = _card_of(tok, text)
        if cid is not None and (cid >= len(g.cards) or not _knows(g, viewer, cid)):
            raise InvariantError(f"view({viewer}) offers {text!r}, naming a card p{viewer} does not know ({where})")


def check_views(g) -> None:
    """Family-independent: no typed view names a card its viewer does not know, and every card it shows is
    the card it is — in zones, under cards, on the stack (and its targets), in the decision's source, in the
    answers offered (their text and their gesture hints) and in the decision's details; then the family's own
    view checks."""
    from .core.view import build_view
    for viewer in range(g.n_players):
        v = build_view(g, viewer, False)
        for z in v.zones.values():
            _check_card_views(g, z.cards, viewer, z.key)
        for it in v.stack:
            _true_card(g, viewer, it.token, it.card, "an object being played or resolved")
            for tok in it.targets:
                _known_to(g, tok, viewer, "a target of an object being played or resolved")
        if v.decision is not None:
            _check_decision(g, viewer, v.decision)
    g.rules.check_views(g)   # a family's own view data (e.g. life zones)


def _check_decision(g, viewer, d) -> None:
    from .core.view import CARD_DETAILS
    _known_to(g, d.source, viewer, "the source of the decision")
    for a in d.answers:
        _check_offered(g, viewer, a.text, "an answer")
        for tok in (a.source, a.target, *a.follow):
            _known_to(g, tok, viewer, f"hint of {a.text}")
    for k, val in d.info.items():
        for x in (val if isinstance(val, list) else [val]):
            if isinstance(x, str) and x.startswith(f"p{viewer} "):
                _check_offered(g, viewer, x, f"the decision's {k}")
            elif k in CARD_DETAILS and isinstance(x, int) and not isinstance(x, bool) and \
                    (x >= len(g.cards) or not _knows(g, viewer, x)):
                # a bare card id is the card itself to whoever knows the order ids were dealt in
                raise InvariantError(f"view({viewer}): the decision's {k} names card {x}, which p{viewer} "
                                     f"does not know")


def _knows(g, viewer: int, cid: int) -> bool:
    known = g.cards[cid].known
    return known == g.all_mask or bool((known >> viewer) & 1)


def check_action_leaks(g) -> None:
    """The legal answers of a player name only cards that player knows (others go by opaque handle)."""
    d = g.decision
    if d is None:
        return
    for p in d.waiting_for():
        for a in d.actions.get(p, ()):
            for tok in a.args:
                cid = _card_of(tok, str(a))
                if cid is not None:
                    if cid >= len(g.cards) or not _knows(g, p, cid):
                        raise InvariantError(f"legal action {a} names card {cid}, which p{p} does not know")


def check_events(g, since: int) -> None:
    """Per-viewer events name another player's secret cards only by handle."""
    for e in g.events[since:]:
        if e.private is None:
            continue
        for viewer in range(g.n_players):
            if (e.private >> viewer) & 1:
                continue
            d = e.for_viewer(viewer)
            for k in ("card", "defn"):
                if k in e.data and d.get(k) == e.data[k] and e.data[k] is not None:
                    raise InvariantError(f"event {e.kind} shows {k}={e.data[k]} to p{viewer}")
            if "cards" in e.data and isinstance(d.get("cards"), list) and d["cards"]:
                raise InvariantError(f"event {e.kind} lists secret cards to p{viewer}")


def check_save_roundtrip(g) -> None:
    from .saves import load_game
    g2 = load_game(g.to_json())
    if g2.fingerprint() != g.fingerprint():
        raise InvariantError("save/load does not reach the same fingerprint")


class Checker:
    """Call after every action: cheap checks always, views every `view_every`, saves every `save_every`."""

    def __init__(self, view_every: int = 1, save_every: int = 0):
        self.view_every = view_every
        self.save_every = save_every
        self.n = 0
        self.events_seen = 0

    def __call__(self, g) -> None:
        self.n += 1
        check_cards(g)
        check_zone_rules(g)
        check_departed(g)
        check_events(g, self.events_seen)
        check_action_leaks(g)
        self.events_seen = len(g.events)
        if self.view_every and self.n % self.view_every == 0:
            check_views(g)
        if self.save_every and self.n % self.save_every == 0:
            check_save_roundtrip(g)
