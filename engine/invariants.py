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


def _check_card_views(g, cards, viewer, where: str) -> None:
    for cv in cards:
        _known_to(g, cv.token, viewer, where)
        if cv.card is not None and cv.token[0] != "c":
            raise InvariantError(f"view({viewer}) shows the face of handle {cv.token} in {where}")
        _check_card_views(g, cv.attached, viewer, where)


def check_views(g) -> None:
    """No typed view names a card its viewer does not know, in zones, on the stack or in the hints of the
    viewer's answers (the older dictionary: `check_view_leaks`); then the family's own view checks."""
    from .core.view import build_view
    for viewer in range(g.n_players):
        v = build_view(g, viewer, False)
        for z in v.zones.values():
            _check_card_views(g, z.cards, viewer, z.key)
        for it in v.stack:
            _known_to(g, it.token, viewer, "an object being played or resolved")
        if v.decision is not None:
            for a in v.decision.answers:
                for tok in (a.source, a.target, *a.follow):
                    _known_to(g, tok, viewer, f"hint of {a.text}")
    check_view_leaks(g)
    g.rules.check_views(g)   # a family's own view data (e.g. life zones)


def _knows(g, viewer: int, cid: int) -> bool:
    known = g.cards[cid].known
    return known == g.all_mask or bool((known >> viewer) & 1)


def check_view_leaks(g) -> None:
    """Family-independent: wherever a player's view names a card ({"id": n, "card": …}), that player
    knows the card, and the view tells the truth about which card it is."""
    for viewer in range(g.n_players):
        todo = [g.view(viewer).to_dict()]   # the older dictionary, what the GUI table draws
        while todo:
            v = todo.pop()
            if isinstance(v, dict):
                cid = v.get("id")
                if type(cid) is int and isinstance(v.get("card"), str) and 0 <= cid < len(g.cards):
                    if not _knows(g, viewer, cid):
                        raise InvariantError(f"view({viewer}) names card {cid} ({v['card']}), which p{viewer} "
                                             f"does not know (in {g.cards[cid].zone})")
                    if v["card"] != g.cards[cid].defn.id:
                        raise InvariantError(f"view({viewer}) calls card {cid} {v['card']}, "
                                             f"but it is {g.cards[cid].defn.id}")
                todo.extend(v.values())
            elif isinstance(v, (list, tuple)):
                todo.extend(v)
            elif isinstance(v, str) and v.startswith(f"p{viewer} "):   # an answer offered to the viewer
                for tok in v.split()[2:]:
                    cid = _card_of(tok, v)
                    if cid is not None and cid < len(g.cards) and not _knows(g, viewer, cid):
                        raise InvariantError(f"view({viewer}) offers {v!r}, naming a card p{viewer} does not know")


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
            check_views(g)   # with check_view_leaks
        if self.save_every and self.n % self.save_every == 0:
            check_save_roundtrip(g)
