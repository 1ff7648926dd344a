"""Base rules of the shield game (2 players, `duel`); formats override the named hooks.

State helpers (moving cards, drawing, destroying, triggers) live here so that every frame and
every primitive goes through the same watchers: deck-out (DuePa 104.2b), the partner's return
(DuePa 201.4), name-once-per-turn records (107.1), replacement effects (305.2).
"""
from __future__ import annotations

from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.game import Game
from ...core.pending import Pending, queue_pending
from ...core import zones
from ...core.options import flag, number
from ...core.rules import BaseRules, FormatInfo
from .cards import ShieldCard, has_kw, modified_cards
from .conditions import holds_static
from .digital import choose, refusal as digital_refusal
from .frames import TurnFrame, pass_closes_turn, pass_ends_turn
from .hooks import ShieldHooks
from .loader import PRIMITIVE_MODULES, READER
from . import view as shield_view
from .play import ShieldPlay
from .targeting import matches
from .zones import SPECS_NO_PARTNER

VERBS = frozenset({
    "concede", "charge", "pass", "summon", "cast", "gzero", "galaxy", "attack", "target", "block", "noblock",
    "tap", "autopay", "cancel", "choose", "done", "opponent", "resolve", "trigger", "declare", "yes", "no",
    "kirifudash", "return", "keep", "count",
})

# the ranges of the start's counts: a table may play longer or shorter games, never with no shield at all
SHIELDS, HAND = (1, 12), (0, 12)


class ShieldPending(Pending):
    """The shield game's pool record; its fingerprint keeps the shape it had (opp and the moment too)."""
    __slots__ = ()

    def fp(self):
        return (self.seq, self.controller, self.source, self.ability, self.opp, self.why)


class ShieldRules(ShieldPlay, BaseRules):
    hooks = ShieldHooks   # what a format of this family overrides (hooks.py)
    info = FormatInfo(
        name="duel", family="shield", title_en="Shield game: duel", title_ja="シールド戦: デュエル",
        min_players=2, max_players=2, aliases=("shield",),
        options={"first_player_draws": flag(False), "shields": number(5, *SHIELDS), "hand": number(5, *HAND),
                 "ask_every_player": flag(False), "shuffle_decks": flag(True)},
        deck_rules={"size": 40, "max_copies": 4},
        rules_ref=())
    verbs = VERBS
    zone_specs = SPECS_NO_PARTNER     # DuePa shows its partner zone (engine/formats/duepa.py)
    colour_term = "Civilization"
    colour_words = (("light", "Light"), ("water", "Water"), ("darkness", "Darkness"), ("fire", "Fire"),
                    ("nature", "Nature"))
    drag_hints = {"charge": "zone:mana", "summon": "zone:battle", "cast": "zone:battle", "gzero": "zone:battle",
                  "galaxy": "zone:battle", "kirifudash": "zone:battle", "attack": "follow"}
    last_standing_rule = "dm:last-player"
    concede_rule = ""      # no shield document states a concession rule: the outcome says "conceded" (S1b)
    has_partner = False
    card_reader = READER
    primitive_modules = PRIMITIVE_MODULES

    def __init__(self, options: dict | None = None):
        super().__init__(options)
        # the digital switches, as strategies (engine/families/shield/digital.py); a format's options never
        # change during a game
        self.mana, self.limits, self.order = choose(self.options)
        self.watch_moves = self.mana.digital or bool(self.limits.caps)

    # ----- setup -------------------------------------------------------------------------
    def pool(self):
        from .loader import shield_pool
        return shield_pool()

    def init_state(self, g: Game) -> None:
        n = g.n_players
        g.all_mask = (1 << n) - 1
        zones.make_zones(g)
        g.memory["static_src"] = []
        g.memory["until"] = []
        g.memory["locks"] = []
        g.memory["extra_turns"] = []
        g.memory["skips"] = {}
        g.memory["seq"] = 0
        # the cards that were given a modifier (a superset of those that still have one): the ends of
        # turns look at these instead of at every card.  An index, not state: never fingerprinted,
        # rebuilt by replaying.
        g.modded = {}
        self.new_turn_records(g)

    def setup(self, g: Game) -> None:
        n = g.n_players
        self.init_state(g)
        for p in g.players:
            zones.new_cards(g, ShieldCard, p.deck_spec, p.index, f"p{p.index}.deck")
            if p.partner_spec:
                if not self.has_partner:
                    raise ValueError(f"format {self.info.name} has no partner zone")
                self._new_card(g, p.partner_spec, p.index, "partner")
        self.after_cards(g)
        for p in g.players:
            if self.options["shuffle_decks"]:
                g.shuffle_zone(f"p{p.index}.deck")
            else:  # stacked decks for tests and puzzles: the deck list's first card is on top
                g.zones[f"p{p.index}.deck"].reverse()
        shields, hand = self.options["shields"], self.options["hand"]
        for p in g.players:
            deck = g.pzone(p.index, "deck")
            for _ in range(min(shields, len(deck) - 1)):
                self.move(g, deck[-1], p.index, "shield", silent=True)
            for _ in range(min(hand, len(deck) - 1)):
                self.move(g, deck[-1], p.index, "hand", silent=True)
        first = g.setup.get("first_player")
        if first is None:
            first = g.rng.below(n)
        g.memory["first_player"] = first
        g.turn_player = first
        g.turn = 1
        g.emit("game_start", first=first, players=n)
        g.push(TurnFrame(first))

    def after_cards(self, g: Game) -> None:
        """Hook: all cards exist (DuePa records the partners here)."""

    STEPS = {"start": 0, "draw": 1, "charge": 2, "main": 3, "attack": 4, "end": 5}

    def setup_scenario(self, g: Game, sc: dict) -> None:
        """Put given cards into given zones (decks listed top first) and start at a given step."""
        self.init_state(g)
        labels = g.memory.setdefault("labels", {})
        for i, ps in enumerate(sc["players"]):
            for zname in (z.name for z in self.zone_specs if z.scenario):
                entries = ps.get(zname, [])
                if isinstance(entries, (str, dict)):
                    entries = [entries]
                if zname == "deck":
                    entries = list(reversed(entries))
                for e in entries:
                    spec = e if isinstance(e, str) else e["card"]
                    c = self._new_card(g, spec, i, zname)
                    if isinstance(e, dict):
                        c.tapped = bool(e.get("tapped", False))
                        c.sick = bool(e.get("sick", False))
                        c.face_up = bool(e.get("face_up", False))
                        if e.get("as"):
                            labels[e["as"]] = c.id
                    if zname == "battle" and c.defn.statics:
                        g.memory["static_src"].append(c.id)
                    if zname == "shield" and c.face_up:
                        c.known = g.all_mask
        self.after_cards(g)
        tp = int(sc.get("turn_player", 0))
        g.memory["first_player"] = int(sc.get("first_player", tp))
        g.turn_player = tp
        g.turn = int(sc.get("turn", 2))
        f = TurnFrame(tp)
        step = sc.get("step", "main")
        if step not in self.STEPS:
            raise ValueError(f"unknown step {step!r}; steps: {', '.join(self.STEPS)}")
        f.stage = self.STEPS[step]
        g.per_turn["charged"] = int(sc.get("charged", 0))
        g.emit("game_start", first=tp, players=g.n_players, scenario=True)
        g.push(f)
        for p in g.players:
            for cid in g.zones[f"p{p.index}.battle"]:
                self.order.stamp(g, cid)
        self.mana.scenario(self, g)

    def _new_card(self, g: Game, spec: str, owner: int, zname: str) -> ShieldCard:
        return zones.new_card(g, ShieldCard, spec, owner, f"p{owner}.{zname}")

    def new_turn_records(self, g: Game) -> None:
        n = g.n_players
        g.per_turn = {"charged": 0, "used": [[] for _ in range(n)], "entered": [[] for _ in range(n)],
                      "free": [], "ninja": [], "broke": 0}

    def pass_ends_turn(self, g: Game, action: Action) -> bool | None:
        return pass_ends_turn(g, action)

    def pass_closes_turn(self, g: Game, action: Action) -> bool | None:
        return pass_closes_turn(g, action)

    def on_empty_stack(self, g: Game) -> None:
        prev = g.turn_player
        if g.memory["extra_turns"] and g.players[g.memory["extra_turns"][0]].alive:
            nxt = g.memory["extra_turns"].pop(0)
        else:
            g.memory["extra_turns"].clear()
            nxt = self.next_player(g, prev)
        self.expire_until_turn(g, prev, nxt)
        g.turn += 1
        g.turn_player = nxt
        g.push(TurnFrame(nxt))

    def expire_until_turn(self, g: Game, prev: int, nxt: int) -> None:
        """'Until X's next turn' ends when X's turn begins, or when it would have begun (DuePa 400.3)."""
        seats = g.seating.seats_passed(g.players[prev].seat, g.players[nxt].seat, self.clockwise(g))
        between = {g.seat_player[s] for s in seats}
        ending = {p for p in between if p == nxt or not g.players[p].alive}
        for c in modified_cards(g):
            if any(m[2] == "next" and m[3] in ending for m in c.mods):
                c.mods = [m for m in c.mods if not (m[2] == "next" and m[3] in ending)]
        g.memory["locks"] = [lk for lk in g.memory["locks"] if not (lk[2] == "next" and lk[3] in ending)]

    # ----- seating hooks -----------------------------------------------------------------
    def opponents(self, g: Game, player: int) -> list[int]:
        seat_player = g.seat_player
        out = []
        for s in g.seating.opponents(g.players[player].seat):   # (a loop: a comprehension is a call of its own)
            out.append(seat_player[s])
        return out

    def zone_cap(self, zname: str) -> int | None:
        return self.limits.cap(zname)   # the digital rules' zone limits, when switched on

    def clamp_power(self, p: int) -> int:
        return p

    # ----- cards, zones and watchers -----------------------------------------------------
    def move(self, g: Game, cid: int, owner: int | None, zname: str, *, top: bool = True, silent: bool = False,
             cause: str = "", tapped: bool = False, face_up: bool = False, controller: int | None = None) -> None:
        """(BaseRules.move) `face_up`: a shield put face up; the zone's owner controls the card."""
        c: ShieldCard = g.cards[cid]
        src_key, src_name = c.zone, c.zname
        if self.watch_moves:    # the digital rules' zone limits and mana (DMP-2/3, 7-12, 43, 44)
            if zname != "battle" and src_name != zname and self.limits.full(g, owner, zname):
                return self.limits.overflow(self, g, cid, zname, cause)  # the battle zone's: on entering
            if zname == "mana":
                tapped = self.mana.entering_mana(tapped)
            src_owner = c.zowner
        src = g.zones[src_key]
        if src_name == "battle":
            if c.under:
                for u in c.under:
                    self._place(g, g.cards[u], f"p{g.cards[u].owner}.{zname}", zname, g.cards[u].owner, top)
                c.under = []
            if cid in g.memory["static_src"]:
                g.memory["static_src"].remove(cid)
            c.mods = []
            c.sick = False
        c.tapped = tapped
        c.face_up = face_up
        zones.move(g, cid, f"p{owner}.{zname}", top=top, silent=silent, cause=cause,
                   public=zname == "shield" and face_up)
        if zname == "battle":
            c.entered_turn = g.turn
            if c.defn.statics:
                g.memory["static_src"].append(cid)
        if src_name == "deck" and not src and g.players[c.owner].alive:
            self.deck_empty(g, c.owner)
        if self.has_partner and zname not in ("partner", "battle", "gone", "limbo") and \
                g.memory.get("partners", {}).get(c.owner) == cid and g.players[c.owner].alive:
            self.partner_landed(g, c)
        if self.watch_moves:
            self.mana.moved(self, g, c, src_name, src_owner, owner, zname)

    def _place(self, g: Game, c: ShieldCard, key: str, zname: str, owner: int, top: bool) -> None:
        z = g.zones[key]
        if top:
            z.append(c.id)
        else:
            z.insert(0, c.id)
        c.zone, c.zname, c.zowner = key, zname, owner

    def partner_landed(self, g: Game, c: ShieldCard) -> None:  # pragma: no cover - DuePa overrides
        pass

    def deck_empty(self, g: Game, player: int) -> None:
        """Base rules: a player whose deck reaches 0 cards loses at once (state-based)."""
        self.player_loses(g, player, "dm:deck-out", "deck-out")

    def draw(self, g: Game, player: int, n: int = 1) -> int:
        drawn = 0
        limits = self.limits
        for _ in range(n):
            if not g.players[player].alive or g.outcome is not None:
                break
            deck = g.pzone(player, "deck")
            if not deck:
                break
            if limits.caps and limits.full(g, player, "hand"):
                limits.overflow(self, g, deck[-1], "hand", "draw")  # DMP-8: not a draw
                continue
            self.move(g, deck[-1], player, "hand", cause="draw")
            drawn += 1
        return drawn

    def creatures(self, g: Game, player: int) -> list[int]:
        return g.zones[f"p{player}.battle"]

    def controller(self, g: Game, cid: int) -> int:
        return g.cards[cid].zowner

    def follow_targets(self, g: Game, action: Action) -> list:
        """Attack, then its target (dm:506.1e): the targets the attacker may choose."""
        return [t if isinstance(t, str) else f"c{t}"
                for t in self.attack_targets(g, action.player, int(action.args[0][1:]))]

    # ----- the typed view's hooks (engine/core/view.py) -------------------------------------
    def view_card_stats(self, g: Game, c) -> dict:
        return shield_view.card_stats(g, c)     # imported once: this runs for every card of every view

    def view_seat_counters(self, g: Game, p: int) -> dict:
        mana = g.zones[f"p{p}.mana"]
        out = {"mana": len(mana), "mana_untapped": sum(1 for cid in mana if not g.cards[cid].tapped)}
        out.update(self.mana.counters(g, p))
        if self.limits.caps:
            out.update(self.limits.counters())
        return out

    def view_attached(self, g: Game, c) -> list:
        return c.under if c.zname == "battle" else []

    def view_attack_targets(self, g: Game, p: int) -> list:
        from .view import attack_targets
        return attack_targets(g, p)

    def view_stack(self, g: Game, viewer, full: bool) -> list:
        from .view import pending_items
        return pending_items(g, viewer, full)

    # ----- invariants (engine/invariants.py calls these after every action of a random playout) -----
    def settle_at_end(self, g: Game) -> None:
        """The game ends while a spell resolves (it made a player draw their last card, say): the spell
        finishes into its owner's graveyard as UseCardFrame would have put it, instead of staying in the
        limbo between zones once the frames are gone."""
        for f in reversed(list(g.frames)):
            if type(f).__name__ != "UseCardFrame" or f.how not in ("cast", "free_cast") or f.stage < 3:
                continue
            c = g.cards[f.cid]
            if c.zname == "limbo":
                self.move(g, f.cid, c.owner, "graveyard", cause="resolved")

    def check_invariants(self, g: Game) -> None:
        from ...core.errors import InvariantError
        for p in g.players:
            i = p.index
            if not p.alive:
                self.check_removed(g, i)
                continue
            for cid in g.zones[f"p{i}.battle"]:
                c = g.cards[cid]
                if not c.defn.is_creature:
                    raise InvariantError(f"non-creature {c.defn.id} in the battle zone")
                if c.owner != i and c.zowner != i:
                    raise InvariantError(f"card {cid} in p{i}'s battle zone belongs elsewhere")
            for z in ("hand", "deck", "graveyard"):
                for cid in g.zones[f"p{i}.{z}"]:
                    if g.cards[cid].tapped:
                        raise InvariantError(f"tapped card {cid} in {z}")
            for cid in g.zones[f"p{i}.shield"]:
                c = g.cards[cid]
                if c.face_up and c.known != g.all_mask:
                    raise InvariantError(f"face-up shield {cid} is not public")

    def check_removed(self, g: Game, player: int) -> None:
        """A player who left the game: base rules keep their cards where they are."""

    # ----- triggers ----------------------------------------------------------------------
    def add_pending(self, g: Game, controller: int, source: int, ability, opp=None, why="") -> None:
        queue_pending(g, ShieldPending, controller, source, ability, opp, why)
        if self.order.auto:   # DMP-19/20: the computer's order is fixed when the effect is queued
            self.order.queued(g, g.pending[-1], g.cards[source], ability, why)

    def fire(self, g: Game, when: str, cards, opp=None) -> None:
        """Put the `when` triggered abilities of `cards` into the pending pool."""
        key = (when, "battle")
        for cid in cards:
            c = g.cards[cid]
            for i in c.defn.triggers.get(key, ()):
                self.add_pending(g, c.zowner, cid, ("c", i), opp, when)

    def fire_graveyard(self, g: Game, player: int, when: str) -> None:
        """Triggered abilities that work while their card is in its owner's graveyard (zone = "graveyard",
        DMP-20: in the digital rules they resolve after the battle zone's)."""
        key = (when, "graveyard")
        for cid in g.zones[f"p{player}.graveyard"]:
            for i in g.cards[cid].defn.triggers.get(key, ()):
                self.add_pending(g, player, cid, ("c", i), None, when)

    def fire_event(self, g: Game, when: str, actor: int | None = None) -> None:
        """Triggers that look at every battle zone: `when` for everyone, 'opponent_' variants for
        opponents of `actor` (their opponent is `actor`, DuePa 300.1b)."""
        opp_when = "opponent_" + when.removeprefix("any_")
        for p in g.turn_order_from(g.turn_player):
            for cid in list(g.zones[f"p{p}.battle"]):
                c = g.cards[cid]
                if not c.defn.triggers:
                    continue
                for i, ab in enumerate(c.defn.abilities):
                    if ab.kind != "triggered" or ab.zone != "battle":
                        continue
                    if ab.when == when:
                        self.add_pending(g, p, cid, ("c", i), None, when)
                    elif actor is not None and ab.when == opp_when and p != actor \
                            and actor in self.opponents(g, p):
                        self.add_pending(g, p, cid, ("c", i), actor, ab.when)

    # ----- creatures entering, leaving, dying --------------------------------------------
    def enter_battle(self, g: Game, cid: int, player: int, *, summoned: bool, evolve_on: int | None = None,
                     cause: str = "", replacement: int | None = None) -> bool:
        """Put a creature into the battle zone.  Returns False when it did not go there."""
        c: ShieldCard = g.cards[cid]
        name = c.defn.name_en
        if evolve_on is None and self.limits.caps and self.limits.full(g, player, "battle"):
            self.limits.overflow(self, g, cid, "battle", cause)  # DMP-11/46: never entered, no cip, no pig
            return False
        auto = self.order.auto
        if auto:   # entry stamp: creatures enter at the right end (DMP-48)
            self.order.stamp(g, cid)
        if not self.may_enter(g, player, c, summoned):
            return False
        repl = self.replacement_for_enter(g, c, player, replacement)
        if repl is not None:
            src_card, result = repl
            g.emit("replaced", card=cid, by=src_card, result=result, rule=self.rule_replacement)
            self._apply_result(g, cid, result, cause="replacement")
            return False
        if evolve_on is not None:
            base = g.cards[evolve_on]
            was_tapped = base.tapped
            self.move(g, cid, player, "battle", cause=cause, tapped=was_tapped)
            z = g.zones[f"p{player}.battle"]
            z.remove(cid)
            if auto:  # DMP-48: stacked on its source, moved to the right end
                z.append(cid)
            else:
                z.insert(z.index(evolve_on), cid)
            z.remove(evolve_on)
            if evolve_on in g.memory["static_src"]:
                g.memory["static_src"].remove(evolve_on)
            c.under = base.under + [evolve_on]
            base.under = []
            base.zone, base.zname, base.zowner = f"p{player}.under", "under", player
            c.sick = False
        else:
            self.move(g, cid, player, "battle", cause=cause)
            c.sick = not has_kw(g, c, "speed_attacker")
        g.per_turn["entered"][player].append(name)
        if summoned:
            g.per_turn["used"][player].append(name)
        self.fire(g, "enter", (cid,))
        for oid in g.zones[f"p{player}.battle"]:
            if oid != cid:
                self.fire_matching(g, oid, "your_creature_enters")
        return True

    rule_replacement = "duepa:305.2"

    def may_enter(self, g: Game, player: int, c: ShieldCard, summoned: bool) -> bool:
        return True

    def enter_replacements(self, g: Game, c: ShieldCard, player: int) -> tuple[int | None, list[int]]:
        """The player whose replacement effects apply to `c` entering (305.2: the turn player's first,
        then turn order) and their cards that could replace it."""
        cards = g.cards
        for p in self.replacement_order(g):
            if p == player:
                continue
            srcs = [sid for sid in g.zones[f"p{p}.battle"] if "opponent_creature_enters" in cards[sid].defn.replaces]
            if srcs and player in self.opponents(g, p):
                return p, srcs
        return None, []

    def replacement_for_enter(self, g: Game, c: ShieldCard, player: int, chosen: int | None = None):
        """(source, result) of the replacement that applies; `chosen` is the source its controller
        picked when they had several (DuePa 305.2), else their first one applies."""
        _, srcs = self.enter_replacements(g, c, player)
        if not srcs:
            return None
        if self.order.auto:  # DMP-17/18: the rightmost (latest placed) card's replacement
            chosen = srcs[-1]
        sid = chosen if chosen in srcs else srcs[0]
        ab = next(a for a in g.cards[sid].defn.abilities
                  if a.kind == "replacement" and a.event == "opponent_creature_enters")
        return sid, ab.instead

    def replacement_choice(self, g: Game) -> bool:
        """Whether a player with several applicable replacement effects chooses one (305.2; not DMP-13)."""
        return self.order.players_pick_replacements

    def replacement_order(self, g: Game) -> list[int]:
        """The turn player's replacement effects first, then in turn order (DuePa 305.2, D-305.2)."""
        return g.turn_order_from(g.turn_player)

    def _apply_result(self, g: Game, cid: int, result: str, cause: str = "") -> None:
        c = g.cards[cid]
        owner = c.owner
        if result == "bounce":
            self.move(g, cid, owner, "hand", cause=cause)
        elif result == "to_mana":
            self.move(g, cid, owner, "mana", tapped=c.defn.multicolor, cause=cause)
        elif result == "to_shields":
            self.move(g, cid, owner, "shield", cause=cause)
        elif result == "to_deck_bottom":
            self.move(g, cid, owner, "deck", top=False, cause=cause)
        else:
            self.move(g, cid, owner, "graveyard", cause=cause)

    def destroy(self, g: Game, cid: int, cause: str = "destroy") -> None:
        c: ShieldCard = g.cards[cid]
        if c.zname != "battle":
            return
        for ab in c.defn.abilities:
            if ab.kind == "replacement" and ab.event == "destroyed":
                g.emit("replaced", card=cid, by=cid, result=ab.instead, rule="dm:609")
                self.leave_battle(g, cid, ab.instead, cause="replacement")
                return
        controller = c.zowner
        self.fire_graveyard(g, controller, "your_creature_destroyed")
        self.fire(g, "destroyed", (cid,))
        for oid in g.zones[f"p{controller}.battle"]:
            if oid != cid:
                self.fire_matching(g, oid, "your_creature_destroyed")
        self.fire(g, "leave", (cid,))
        g.emit("destroyed", card=cid, defn=c.defn.id, owner=c.owner)
        self.move(g, cid, c.owner, "graveyard", cause=cause)

    def fire_matching(self, g: Game, cid: int, when: str) -> None:
        self.fire(g, when, (cid,))

    def leave_battle(self, g: Game, cid: int, result: str, cause: str = "") -> None:
        c = g.cards[cid]
        if c.zname != "battle":
            return
        self.fire(g, "leave", (cid,))
        self._apply_result(g, cid, result, cause=cause)

    # ----- static effects ----------------------------------------------------------------
    def static_condition(self, g: Game, src: ShieldCard, ab) -> bool:
        if not ab.condition:
            return True
        return holds_static(g, src.zowner, ab.condition)

    def spell_locked(self, g: Game, player: int, cost: int, multicolor: bool) -> str | None:
        """Rule id of the lock that forbids `player` casting such a spell, or None."""
        for (locked, max_cost, _until, _by, not_multi) in g.memory["locks"]:
            if locked == player and cost <= max_cost and not (not_multi and multicolor):
                return "dm:lock"
        for sid in g.memory["static_src"]:
            s = g.cards[sid]
            if s.zowner == player or player not in self.opponents(g, s.zowner):
                continue
            for name, ab in s.defn.statics:
                if name == "lock_spells":
                    prm = ab.segments[0][0].params
                    if cost <= prm.get("max_cost", 99) and not (prm.get("not_multicolor") and multicolor) \
                            and self.static_condition(g, s, ab):
                        return self.rule_static_opponent
        return None

    rule_static_opponent = "duepa:300.2"
    rule_block_owner = "dm:507.1a"
    rule_self_loss = "dm:card-effect"
    rule_skip_turn = "dm:skip-turn"

    def cant_be_attacked(self, g: Game, cid: int) -> bool:
        c = g.cards[cid]
        for name, ab in c.defn.statics:
            if name == "cant_be_attacked" and self.static_condition(g, c, ab):
                return True
        return False

    def cost_of(self, g: Game, c: ShieldCard, side: str = "creature") -> int:
        base = cost = c.defn.spell.cost if side == "spell" else c.defn.cost
        cards = g.cards
        for sid in g.memory["static_src"]:
            s = cards[sid]
            if s.zowner != c.owner:
                continue
            for name, ab in s.defn.statics:
                if name == "cost_reduction" and self.static_condition(g, s, ab):
                    prm = ab.segments[0][0].params
                    if matches(g, c.id, prm.get("filter", {}), c.owner, None, s.id):
                        cost -= prm.get("amount", 1)
        return max(cost, 1) if base > 0 else 0  # reductions never take a cost below 1

    # ----- win / lose --------------------------------------------------------------------
    def direct_attack(self, g: Game, attacker_player: int, defender: int) -> None:
        """2-player: the attacking player wins."""
        self.player_wins(g, attacker_player, "dm:direct-attack")

    def nullified(self, g: Game, what: str) -> str | None:
        """Rule id that nullifies a win/lose/extra-turn effect part, or None (base rules: nothing)."""
        return None

    # ----- errors ------------------------------------------------------------------------
    def explain_illegal(self, g: Game, action: Action) -> IllegalAction:
        from .explain import explain
        return digital_refusal(self, g, action) or explain(g, action)

    def gesture_meaning(self, g: Game, player: int, src, dst) -> list:
        from .gestures import meaning
        return meaning(g, player, src, dst)

    def click_meaning(self, g: Game, player: int, spot) -> list:
        from .gestures import click_meaning
        return click_meaning(g, player, spot)

    def explain_not_waiting(self, g: Game, action: Action) -> IllegalAction:
        d = g.decision
        if action.verb == "block" and d.kind == "block":  # DuePa 304.3 / DM 507.1a: not the attacked player
            return IllegalAction("block-not-attacked", f"{action} refused: only the attacked player may block",
                                 self.rule_block_owner, action=str(action), waiting=list(d.waiting_for()))
        return super().explain_not_waiting(g, action)
