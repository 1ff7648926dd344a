"""Base rules of the life-zone game (BuildDivide style, 2 players: format `divide`).

The turn (stand, draw, main, attack, end), play/damage windows with priority held by a side
(a player in `divide`, a team in `tag`), the resolution area (LIFO), attacks, blocks, battles,
damage packets with trigger checks (buster / shot icons), drawing from the life zone.

A "side" is what holds priority and owns a life zone: the player in `divide`, the team in `tag`.
Every rule id the engine cites comes from `self.RID` so that a format cites its own numbers.
Sources: DIGEST.md B2, DIGEST_B2_ADDENDUM.md (wins over B2), seed 003 for what tag implies;
our own readings are the decisions "L-n (ours)" in tests/rule_status.toml.
"""
from __future__ import annotations

from ...core.errors import IllegalAction
from ...core.game import Game
from ...core.pending import Pending, queue_pending
from ...core import zones
from ...core.options import flag
from ...core.rules import BaseRules, FormatInfo
from . import effects  # noqa: F401  (registers the family's effect ops)
from .cards import READER, LZCard, lifezone_pool
from .frames import SetupFrame, TurnFrame
from .hooks import LifeHooks
from .sides import Sides
from .zones import SOLO as SOLO_ZONES

VERBS = frozenset({"concede", "pass", "play", "energy", "activate", "attack", "target", "block", "noblock",
                   "rest", "autopay", "choose", "done", "opponent", "yes", "no", "mulligan", "keep", "order"})

HAND_LIMIT = 5  # L-5 (ours): the forum value, provisional in the addendum Q5
# completable answers by (cards still needed, colour minimums, sorted colours of the rested and the standing)
_COMPLETABLE: dict = {}
KEPT_MAX = 4096     # answers kept per kind and game (Game.derived), forgotten all at once beyond


def _kept(g: Game, kind: str) -> dict:
    """The answers of one kind that this game and its clones keep by card ids (Game.derived); callers look
    the dict up themselves first (`g.derived.get(kind) or _kept(...)` would start anew while it is empty)."""
    d = g.derived.get(kind)
    if d is None or len(d) >= KEPT_MAX:
        d = g.derived[kind] = {}
    return d


def _field_having(g: Game, field: list, what: str) -> tuple:
    """The cards of `field` whose definition has abilities of kind `what` ("permanents", "activated"), kept
    by the field's ids (Game.derived): asked at every priority and rules check, and fields change seldom."""
    key = tuple(field)
    kept = g.derived.get(what)
    out = None if kept is None else kept.get(key)
    if out is None:
        cards = g.cards
        out = []
        for cid in key:
            if getattr(cards[cid].defn, what):
                out.append(cid)
        out = _kept(g, what)[key] = tuple(out)
    return out


class LifeRules(BaseRules):
    hooks = LifeHooks   # what a format of this family overrides (hooks.py)
    info = FormatInfo(
        name="divide", family="lifezone", title_en="Life-zone game: divide (1 vs 1)",
        title_ja="ライフゾーン戦: ディバイド", min_players=2, max_players=2, aliases=("lifezone", "bd"),
        options={"shuffle_decks": flag(True), "mulligan": flag(True)},
        deck_rules={"min": 40, "max": 50, "max_copies": 4, "busters": 12, "max_shots": 12},
        rules_ref=())
    verbs = VERBS
    priority_steps = ("stand", "draw", "main", "attack", "end")     # a window in every step of the turn
    card_reader = READER
    primitive_modules = ("engine.families.lifezone.effects",)
    last_standing_rule = "bd:103"
    concede_rule = "bd:concede"
    red_zone_start = 5
    life_default = 10
    RID = {
        "window": "bd:window", "main": "bd:window-main", "normal": "bd:timing-normal", "attack": "bd:attack",
        "target": "bd:attack-target", "block": "bd:block", "battle": "bd:battle", "damage": "bd:player-damage",
        "life_empty": "bd:life-empty", "buster": "bd:buster", "shot": "bd:shot", "draw": "bd:draw",
        "draw_lose": "bd:draw-from-life", "first_draw": "bd:first-draw", "triggers": "bd:rules-processing",
        "order": "bd:rules-processing", "opponent": "bd:opponent", "life_move": "bd:life-move",
        "visible": "bd:visibility", "energy": "bd:energy", "pay": "bd:cost", "mulligan": "bd:mulligan",
        "hand_limit": "bd:hand-limit", "lose_effect": "bd:103", "win_effect": "bd:103", "destroy": "bd:state",
        "territory": "bd:territory", "priority": "bd:window", "packet": "bd:1002-2b", "setup_life": "bd:setup-life",
        "resolve": "bd:resolve", "pass": "bd:window-pass", "close": "bd:window-pass",
    }

    # ----- scenarios (engine/scenario.py asks these) --------------------------------------
    scenario_top_keys = frozenset({"life", "red_zone", "energy_placed"})
    zone_specs = SOLO_ZONES
    colour_words = (("red", "Red"), ("blue", "Blue"), ("white", "White"), ("black", "Black"))
    drag_hints = {"energy": "zone:energy", "play": "field-or-res", "attack": "follow"}

    # ----- pool --------------------------------------------------------------------------
    def pool(self):
        return lifezone_pool()


    # ----- sides (player in divide, team in tag) -----------------------------------------
    def seat_side(self, g: Game, seat: int, p: int):
        """The side of player `p` sitting at `seat` (a format hook: tag reads the team off the seating)."""
        return p

    def side_ids(self, g: Game) -> list:
        """Every side of the table (a format hook)."""
        return list(range(g.n_players))

    # Sides, members, opponents and zone keys of this game's table (sides.py), worked out by init_state when
    # the game is set up.  A rules object serves one game and its clones (engine/newgame.py makes one per
    # game), whose seats and teams never change.
    _sides: Sides | None = None

    def side_of(self, g: Game, p: int) -> int:
        return self._sides.side[p]

    def side_members(self, g: Game, side: int) -> list[int]:
        return list(self._sides.members[side])

    def sides(self, g: Game) -> list[int]:
        return list(self._sides.sides)

    def other_side(self, g: Game, side: int) -> int:
        return self._sides.other[side]

    def mask(self, g: Game, p: int) -> int:
        """Who learns what `p` sees (tag 301-3: the whole team)."""
        return self._sides.mask[p]

    def life_key(self, g: Game, p: int) -> str:
        return self._sides.life[p]

    def side_life_key(self, side: int) -> str:
        return f"p{side}.life"

    def red_count(self, g: Game, p: int) -> int:
        return g.memory["red"][str(self.side_of(g, p))]

    def in_red_zone(self, g: Game, p: int) -> bool:
        return len(g.zones[self.life_key(g, p)]) <= self.red_count(g, p)

    def in_yellow_zone(self, g: Game, p: int) -> bool:
        return len(g.zones[self.life_key(g, p)]) > self.red_count(g, p)

    def opponents(self, g: Game, p: int) -> list[int]:
        players = g.players
        out = []
        for q in self._sides.opponents[p]:
            if players[q].alive:
                out.append(q)
        return out

    def allies(self, g: Game, p: int) -> list[int]:
        """201-2: the controller and the controller's teammate."""
        return list(self._sides.allies[p])

    def attackable_players(self, g: Game, p: int) -> list[int]:
        return self.opponents(g, p)

    def blockers_side_players(self, g: Game, defender_side: int) -> list[int]:
        return [q for q in self.side_members(g, defender_side) if g.players[q].alive]

    def skips_first_draw(self, g: Game, p: int) -> bool:
        return g.turn == 1 and p == g.memory["first_player"]

    # ----- setup -------------------------------------------------------------------------
    def init_state(self, g: Game) -> None:
        self._sides = Sides(self, g)
        self._territories = None      # (this game's territory cards, listed when first asked)
        g.all_mask = (1 << g.n_players) - 1
        zones.make_zones(g)
        g.memory["res"] = []          # resolution area entries, bottom first (LIFO)
        g.memory["red"] = {str(s): self.red_zone_start for s in self.sides(g)}
        g.memory["seq"] = 0
        g.memory["prio_n"] = 0
        g.pending = []
        self.new_turn_records(g)

    def settle_at_end(self, g: Game) -> None:
        """The game ends while a command resolves (its damage ended it, say): the card finishes
        resolving into its owner's graveyard, as EffectFrame would have put it; a card still being put
        (paying, choosing) stays in the resolution area as a waiting entry."""
        for f in reversed(list(g.frames)):
            kind = type(f).__name__
            if kind == "EffectFrame" and f.grave >= 0 and g.cards[f.grave].zone == "all.res":
                self.move(g, f.grave, g.cards[f.grave].owner, "grave", cause="resolved")
            elif kind == "PutFrame" and f.ab < 0 and f.stage > 0 and g.cards[f.cid].zone == "all.res":
                g.memory["seq"] += 1
                g.memory["res"].append([g.memory["seq"], "card", f.ctrl, f.cid, f.ab, f.opp, list(f.targets)])

    def new_turn_records(self, g: Game) -> None:
        g.per_turn = {"energy": 0}

    def new_card(self, g: Game, spec: str, owner: int, key: str) -> LZCard:
        return zones.new_card(g, LZCard, spec, owner, key)

    def zone_teams(self, g: Game) -> list:
        return self.sides(g)

    def zone_team_of(self, g: Game, p: int):
        return self.side_of(g, p)

    def team_mask(self, g: Game, p: int) -> int:
        return self.mask(g, p)

    def setup(self, g: Game) -> None:
        self.init_state(g)
        for p in g.players:
            # in deck-list order (card ids follow it), each run of cards bound for one zone made at once
            deck, territory = f"p{p.index}.deck", f"p{p.index}.territory"
            run, run_key = [], deck
            for spec in p.deck_spec:
                key = territory if self.resolve_card(g, spec).type == "territory" else deck
                if key != run_key:
                    zones.new_cards(g, LZCard, run, p.index, run_key)
                    run, run_key = [], key
                run.append(spec)
            zones.new_cards(g, LZCard, run, p.index, run_key)
        self.check_setup(g)
        for p in g.players:
            if self.options["shuffle_decks"]:
                g.shuffle_zone(f"p{p.index}.deck")
            else:
                g.zones[f"p{p.index}.deck"].reverse()  # the deck list's first card on top
        first = g.setup.get("first_player")
        if first is None:
            first = g.rng.below(g.n_players)
        self.set_first_player(g, first)
        g.emit("game_start", first=first, players=g.n_players)
        for p in self.turn_order_from(g, first):
            self.draw_n(g, p, 5)
        g.push(SetupFrame(first))

    def check_setup(self, g: Game) -> None:
        pass

    def check_teams(self, g: Game) -> None:
        """The table's teams fit the format (tag: two of two); called for scenarios too."""

    def set_first_player(self, g: Game, first: int) -> None:
        g.memory["first_player"] = first
        g.turn_player = first
        g.turn = 0

    def life_count(self, g: Game, p: int) -> int:
        terr = g.zones[f"p{p}.territory"]
        if terr and g.cards[terr[0]].defn.start_life:
            return g.cards[terr[0]].defn.start_life
        return self.life_default

    def place_life(self, g: Game, first: int) -> None:
        """Base: each player puts the top cards of their deck into their life zone (5 yellow + 5 red)."""
        for p in self.turn_order_from(g, first):
            self.deck_to_life(g, p, self.life_count(g, p))

    def deck_to_life(self, g: Game, p: int, n: int) -> None:
        deck = g.zones[f"p{p}.deck"]
        key = self.life_key(g, p)
        moved = 0
        for _ in range(min(n, len(deck))):
            zones.move(g, deck[-1], key, silent=True)  # face down: known to nobody (302-1)
            moved += 1
        g.emit("life_placed", player=p, count=moved, life=self.life_key(g, p), rule=self.RID["setup_life"])

    def place_energy(self, g: Game, first: int) -> None:
        for p in self.turn_order_from(g, first):
            for _ in range(2):
                deck = g.zones[f"p{p}.deck"]
                if deck:
                    self.move(g, deck[-1], p, "energy", cause="setup")

    def turn_order_from(self, g: Game, player: int) -> list[int]:
        return super().turn_order_from(g, player)

    def setup_scenario(self, g: Game, sc: dict) -> None:
        """Cards into zones (decks, life zones top first), then start at a given step of a turn."""
        self.check_teams(g)
        self.init_state(g)
        labels = g.memory.setdefault("labels", {})

        def put(spec_or_dict, owner, key, zn):
            spec = spec_or_dict if isinstance(spec_or_dict, str) else spec_or_dict["card"]
            c = self.new_card(g, spec, owner, key)
            if isinstance(spec_or_dict, dict):
                c.tapped = bool(spec_or_dict.get("rested", False))
                c.damage = int(spec_or_dict.get("damage", 0))
                c.opened = bool(spec_or_dict.get("opened", False))
                if spec_or_dict.get("as"):
                    labels[spec_or_dict["as"]] = c.id
            return c

        for i, ps in enumerate(sc["players"]):
            for zn in (z.name for z in self.zone_specs if z.scenario):
                entries = ps.get(zn, [])
                if isinstance(entries, (str, dict)):
                    entries = [entries]
                if zn in ("deck", "life"):
                    entries = list(reversed(entries))
                for e in entries:
                    if zn == "field":
                        put(e, i, "all.field", "field")
                    elif zn == "life":
                        put(e, i, self.life_key(g, i), "life")
                    else:
                        put(e, i, f"p{i}.{zn}", zn)
        for key, entries in (sc.get("life") or {}).items():  # [life] s0 = [{card, owner}, …] top first
            side = int(key[1:])
            members = self.side_members(g, side)
            for e in reversed(list(entries)):
                owner = int(e.get("owner", members[0])) if isinstance(e, dict) else members[0]
                if owner not in members:      # a fuzzed scenario gave owner = 20 at a 4-seat table
                    raise ValueError(f"life {key}: owner {owner} is not a player of that side "
                                     f"(players {', '.join(map(str, members))})")
                put(e, owner, self.side_life_key(side), "life")
        for key, n in (sc.get("red_zone") or {}).items():
            g.memory["red"][str(int(key[1:]))] = int(n)
        tp = int(sc.get("turn_player", 0))
        self.set_first_player(g, int(sc.get("first_player", tp)))
        g.turn_player = tp
        g.turn = int(sc.get("turn", 2))
        g.per_turn["energy"] = int(sc.get("energy_placed", 0))
        step = sc.get("step", "main")
        if step not in TurnFrame.STEPS:
            raise ValueError(f"unknown step {step!r}; steps: {', '.join(TurnFrame.STEPS)}")
        f = TurnFrame(tp)
        f.stage = TurnFrame.STEPS[step]
        g.emit("game_start", first=tp, players=g.n_players, scenario=True)
        g.push(f)

    # ----- turns -------------------------------------------------------------------------
    def on_empty_stack(self, g: Game) -> None:
        nxt = self.next_player(g, g.turn_player) if g.turn else g.turn_player
        g.turn += 1
        g.turn_player = nxt
        g.push(TurnFrame(nxt))

    # ----- moving cards ------------------------------------------------------------------
    def zname(self, key: str) -> str:
        return key.split(".", 1)[1]

    def move(self, g: Game, cid: int, owner: int | None, zname: str, *, top: bool = True, silent: bool = False,
             cause: str = "", tapped: bool = False, face_up: bool = False, controller: int | None = None) -> None:
        """(BaseRules.move) `owner` None: the shared zone (the field, the resolution area); `tapped`: rested;
        `controller`: who controls it there (its owner unless said); a card is never face up here."""
        c: LZCard = g.cards[cid]
        c.tapped = tapped
        if c.zname == "field" or zname != "field":
            c.damage = 0
            c.mods = []
        c.controller = controller if controller is not None else c.owner
        if zname == "field":
            c.entered = g.turn
        zones.move(g, cid, f"all.{zname}" if owner is None else f"p{owner}.{zname}", top=top, silent=silent,
                   cause=cause, event_keys=True)

    def life_move(self, g: Game, cid: int, zname: str, *, cause: str = "", top: bool = True) -> str:
        """302-3: a card leaving a life zone goes to the region of its OWNER (302-3b); onto the field or
        into the resolution area it comes under its owner's control (302-3a)."""
        c = g.cards[cid]
        if zname in ("field", "res"):
            self.move(g, cid, None, zname, cause=cause, controller=c.owner, top=top)
        else:
            self.move(g, cid, c.owner, zname, cause=cause, top=top)
        key = c.zone
        g.emit("life_card_moved", card=cid, owner=c.owner, to=key, rule=self.RID["life_move"])
        return key

    def draw_n(self, g: Game, p: int, n: int) -> int:
        done = 0
        for _ in range(n):
            if g.outcome is not None:
                break
            deck = g.zones[f"p{p}.deck"]
            if deck:
                self.move(g, deck[-1], p, "hand", cause="draw")
            else:
                life = g.zones[self.life_key(g, p)]
                if not life:
                    self.side_loses(g, self.side_of(g, p), self.RID["draw_lose"], "draw with deck and life empty")
                    break
                g.emit("draw_from_life", player=p, rule=self.RID["draw_lose"])
                self.life_move(g, life[-1], "hand", cause="draw")
            done += 1
        return done

    # ----- power, hit, statics -----------------------------------------------------------
    def units(self, g: Game, p: int | None = None) -> list[int]:
        f = g.zones["all.field"]
        if p is None:
            return list(f)
        cards = g.cards
        out = []
        for cid in f:
            if cards[cid].controller == p:
                out.append(cid)
        return out

    def static_sources(self, g: Game) -> list:
        """(card, permanent ability) of every static ability working now: units on the field, then opened
        territories in player order.  Asked at every rules check: the cards that have permanent abilities
        at all are kept by the field's ids (_field_having), and most fields have none."""
        out = []
        cards = g.cards
        zs = g.zones
        for cid in _field_having(g, zs["all.field"], "permanents"):
            c = cards[cid]
            for ab in c.defn.permanents:
                if self.condition(g, c.controller, ab.condition):
                    out.append((c, ab))
        for key in self._sides.territory:
            for cid in zs[key]:
                c = cards[cid]
                if c.opened:
                    for ab in c.defn.permanents:
                        if self.condition(g, c.controller, ab.condition):
                            out.append((c, ab))
        return out

    def condition(self, g: Game, p: int, cond: str) -> bool:
        if not cond:
            return True
        if cond == "awakened":
            return any(g.cards[t].opened for t in g.zones[self._sides.territory[p]])
        if cond == "opponent_hand_empty":  # 901-3a: met if EITHER opponent meets it
            for q in self.opponents(g, p):
                if not g.zones[f"p{q}.hand"]:
                    return True
            return False
        if cond == "red_zone":
            return self.in_red_zone(g, p)
        if cond == "yellow_zone":
            return self.in_yellow_zone(g, p)
        return False

    def _applies(self, g: Game, src: LZCard, who: str, target_player: int, target: LZCard | None = None) -> bool:
        ctrl = src.controller
        if who == "self":
            return target is not None and target.id == src.id
        if who == "your":        # 201-1: "you" does not include the teammate
            return target_player == ctrl
        if who == "ally":        # 201-2: the controller or the controller's teammate
            return target_player in self._sides.allies[ctrl]
        if who == "opponent":    # 901-3: both opposing players
            return target_player in self.opponents(g, ctrl)
        return False

    def power_statics(self, g: Game) -> list:
        """(source card, effect) of every static power effect working now, in source order (static_sources's,
        read off each definition's power effects: asked at every rules check)."""
        out = []
        cards = g.cards
        field = g.zones["all.field"]
        if field:
            for cid in _field_having(g, field, "permanents"):
                c = cards[cid]
                for cond, s in c.defn.power_effects:
                    if not cond or self.condition(g, c.controller, cond):
                        out.append((c, s))
        for cid in self._territory_cards(g):
            c = cards[cid]
            if c.opened:
                for cond, s in c.defn.power_effects:
                    if not cond or self.condition(g, c.controller, cond):
                        out.append((c, s))
        return out

    _territories: tuple | None = None

    def _territory_cards(self, g: Game) -> tuple:
        """The territory cards of every player, in player order (zones.territory's order).  A territory is made
        at setup and never moves (nothing puts a card into a territory zone or takes one out), so they are
        listed once per rules object (one game and its clones) the first time a game with cards asks."""
        t = self._territories
        if t is None:
            zs = g.zones
            t = tuple(cid for key in self._sides.territory for cid in zs[key])
            if g.cards:
                self._territories = t
        return t

    def power(self, g: Game, c: LZCard, statics: list | None = None) -> int:
        """`statics`: power_statics(g) when the caller asks for several cards' power in one state."""
        v = c.defn.power
        if c.mods:
            v += sum(m[0] for m in c.mods)
        for src, s in self.power_statics(g) if statics is None else statics:
            if self._applies(g, src, s.get("who", "self"), c.controller, c):
                v += s.get("n", 0)
        return v

    def hit(self, g: Game, c: LZCard) -> int:
        v = c.defn.hit
        for m in c.mods:
            v += m[1]
        return v if v > 0 else 0

    def hand_limit(self, g: Game, p: int) -> int:
        v = HAND_LIMIT
        for src, ab in self.static_sources(g):
            for s in ab.static:
                if s["op"] == "hand_limit" and self._applies(g, src, s.get("who", "opponent"), p):
                    v += s.get("n", 0)
        return max(0, v)

    # ----- costs -------------------------------------------------------------------------
    def standing_energy(self, g: Game, p: int) -> list[int]:
        cards = g.cards
        return [cid for cid in g.zones[self._sides.energy[p]] if not cards[cid].tapped]

    @staticmethod
    def _match(slots: list[str], cards: list[tuple], first: int) -> tuple[int, int]:
        """Max matching of colour slots to energy cards (augmenting paths); cards[:first] are tried
        before the others.  Returns (matched slots, slots matched to cards[:first])."""
        owner = {}

        def aug(si, seen, limit):
            for ci in range(limit):
                if slots[si] in cards[ci] and ci not in seen:
                    seen.add(ci)
                    if ci not in owner or aug(owner[ci], seen, limit):
                        owner[ci] = si
                        return True
            return False
        matched = set()
        for si in range(len(slots)):
            if aug(si, set(), first):
                matched.add(si)
        n_first = len(matched)
        for si in range(len(slots)):
            if si not in matched and aug(si, set(), len(cards)):
                matched.add(si)
        return len(matched), n_first

    @classmethod
    def completable(cls, need: int, require, rested: tuple, standing: tuple) -> bool:
        """Whether `need` more energy cards out of those whose colours are `standing`, with those whose colours
        are `rested` already rested, meet the colour minimums `require`.  Asked for every card in hand at
        every priority: the answer depends only on the colours -- on how many cards have each, since a
        maximum matching's size does not depend on the order of the cards -- so it is kept by the sorted
        colours (callers pass them sorted)."""
        key = (need, require, rested, standing)
        ok = _COMPLETABLE.get(key)
        if ok is None:
            slots = [c for c, n in require for _ in range(n)]
            total, from_rested = cls._match(slots, list(rested) + list(standing), len(rested))
            ok = total >= len(slots) and len(slots) - from_rested <= need
            if len(_COMPLETABLE) >= 4096:
                _COMPLETABLE.clear()
            _COMPLETABLE[key] = ok
        return ok

    def can_pay(self, g: Game, p: int, cost: int, require, standing: list[int] | None = None) -> bool:
        """Whether `p`'s standing energy (`standing`, when the caller already has it) pays `cost` with the colour
        minimums `require`."""
        if standing is None:
            standing = self.standing_energy(g, p)
        if cost < 0 or cost > len(standing):
            return False
        if not require:
            return True
        cards = g.cards
        return self.completable(cost, require, (), tuple(sorted([cards[x].defn.colors for x in standing])))

    # ----- playing -----------------------------------------------------------------------
    def target_candidates(self, g: Game, ctrl: int, tspec: dict, src: int | None = None,
                          first: bool = False) -> list[int]:
        """The cards `tspec` may target for `ctrl` (`first`: stop at the first one, for whether there is any)."""
        if tspec.get("self"):
            return [src] if src is not None and g.cards[src].zone == "all.field" else []
        field = g.zones["all.field"]
        if not field:
            return []
        side = tspec.get("side", "opponent")
        if side == "opponent":     # 901-2: any opposing player
            whose = self.opponents(g, ctrl)
        elif side == "ally":
            whose = self._sides.allies[ctrl]
        elif side == "your":
            whose = (ctrl,)
        else:
            whose = None
        rested = tspec.get("rested")
        max_power = tspec.get("max_power")
        bonus = None
        out = []
        cards = g.cards
        for cid in field:
            c = cards[cid]
            if whose is not None and c.controller not in whose:
                continue
            if rested and not c.tapped:
                continue
            if max_power is not None:
                if bonus is None:
                    statics = self.power_statics(g)
                    bonus, own = self._power_bonus(g, statics) if statics else ((0,) * g.n_players, {})
                pw = c.defn.power + bonus[c.controller] + own.get(cid, 0)
                if c.mods:
                    pw += sum(m[0] for m in c.mods)
                if pw > max_power:
                    continue
            out.append(cid)
            if first:
                break
        return out

    def ability_ready(self, g: Game, ctrl: int, ab, src: int | None) -> bool:
        t = ab.target_op()
        if t is None:
            return True
        return bool(self.target_candidates(g, ctrl, t["target"], src, True))

    def playable(self, g: Game, p: int, normal_ok: bool, first: bool = False) -> list[int]:
        """The cards of `p`'s hand that may be played now, in hand order (`first`: stop at the first one):
        not a territory, the timing (`normal_ok`: 802-6), a cost the standing energy can pay with its colour
        minimums, and targets for the card's effect."""
        return self._with_targets(g, p, self._affordable(g, p, normal_ok), first)

    def _with_targets(self, g: Game, p: int, affordable: tuple, first: bool) -> list[int]:
        if not affordable:
            return []
        out = []
        cards = g.cards
        for cid in affordable:
            d = cards[cid].defn
            if d.effect_targets and not self._targets_exist(g, p, d.effect_targets, cid):
                continue
            out.append(cid)
            if first:
                break
        return out

    def _targets_exist(self, g: Game, p: int, specs: tuple, cid: int) -> bool:
        """Whether every one of `specs` has a candidate (target_candidates reads and changes nothing, so the
        first one without stops the look; a loop, as generators cost more than these few specs)."""
        for spec in specs:
            if not self.target_candidates(g, p, spec, cid, True):
                return False
        return True

    def _affordable(self, g: Game, p: int, normal_ok: bool, timed: tuple | None = None) -> tuple:
        """The cards of `p`'s hand whose timing and cost (colour minimums too) allow them now, in hand order
        (`timed`: _timed_cards's answer, when the caller has it).

        Asked for every player at every priority, and most of the time nothing in `p`'s hand or energy
        changed since the last time: the answer depends only on which cards are in the hand and which energy
        cards stand (a card id names one definition in a game and its clones), so it is kept by those ids in
        Game.derived, first by the hand alone (a hand with nothing to play at this timing needs no look at
        the energy)."""
        if timed is None:
            timed = self._timed_cards(g, p, normal_ok)
        if not timed:
            return timed
        cards = g.cards
        standing = []
        for cid in g.zones[self._sides.energy[p]]:     # (a loop: a comprehension is a call of its own)
            if not cards[cid].tapped:
                standing.append(cid)
        key = (timed, tuple(standing))
        kept = g.derived.get("payable")
        out = None if kept is None else kept.get(key)
        if out is None:
            kept = _kept(g, "payable")
            colours = []
            for x in standing:
                colours.append(cards[x].defn.colors)
            colours = tuple(sorted(colours))
            out = []
            for cid in timed:
                d = cards[cid].defn
                if d.cost > len(standing):
                    continue
                if d.require and not self.completable(d.cost, d.require, (), colours):
                    continue
                out.append(cid)
            out = kept[key] = tuple(out)
        return out

    def _timed_cards(self, g: Game, p: int, normal_ok: bool) -> tuple:
        """The cards of `p`'s hand that may be played at this timing at all (kept by the hand's ids)."""
        key = (normal_ok, tuple(g.zones[self._sides.hand[p]]))
        kept = g.derived.get("timed")
        timed = None if kept is None else kept.get(key)
        if timed is None:
            kept = _kept(g, "timed")
            cards = g.cards
            timing = 1 if normal_ok else 2
            timed = []
            for cid in key[1]:      # (loops, not generators, in these answers asked at every priority)
                if cards[cid].defn.hand_timing >= timing:
                    timed.append(cid)
            timed = kept[key] = tuple(timed)
        return timed

    def may_act(self, g: Game, p: int, normal_ok: bool) -> bool:
        """bool(playable(first=True) or activatable(first=True)), listing nothing."""
        return self.anyone_may_act(g, (p,), p if normal_ok else -1, False)

    def anyone_may_act(self, g: Game, members, normal_player: int, energy_ok: bool) -> bool:
        """Whether any of `members` may do anything besides passing: place energy (`energy_ok`, for
        `normal_player` only), play a card, activate an ability.  `normal_player`: the one of them for whom
        normal timing holds (802-6), or -1.  Asked at every priority of every window, and nine times in ten
        the answer is no: one call for the whole side, the answers kept by card ids (_affordable)."""
        zs = g.zones
        hands = self._sides.hand
        timed_kept = g.derived.get("timed")
        acting = None
        for p in members:
            nok = p == normal_player
            hand = zs[hands[p]]
            if nok and energy_ok and hand:
                return True
            timed = None if timed_kept is None else timed_kept.get((nok, tuple(hand)))
            if timed is None:
                timed = self._timed_cards(g, p, nok)
            if timed:
                affordable = self._affordable(g, p, nok, timed)
                if affordable and self._with_targets(g, p, affordable, True):
                    return True
            if acting is None:
                field = zs["all.field"]
                acting = _field_having(g, field, "activated") if field else ()
            if acting:
                cards = g.cards
                for cid in acting:
                    if cards[cid].controller == p:
                        if self.activatable(g, p, nok, first=True):
                            return True
                        break
        return False

    def activatable(self, g: Game, p: int, normal_ok: bool, first: bool = False) -> list[tuple[int, int]]:
        out = []
        cards = g.cards
        used = None
        for cid in g.zones["all.field"]:
            c = cards[cid]
            if c.controller != p or not c.defn.activated:
                continue
            for i, ab in c.defn.activated:
                if ab.timing == "normal" and not normal_ok:
                    continue
                if ab.rest_self and c.tapped:
                    continue
                if used is None:
                    used = g.memory.get("used_abilities", {})
                if used.get(f"{cid}:{i}") == g.turn:
                    continue  # L-7 (ours): each activated ability once per turn
                if not self.condition(g, p, ab.condition) or not self.can_pay(g, p, ab.cost, ()):
                    continue
                if not self.ability_ready(g, p, ab, cid):
                    continue
                out.append((cid, i))
                if first:
                    return out
        return out

    def card_playable_free(self, g: Game, p: int, cid: int) -> bool:
        """A shot card played without paying its cost (511-2): any timing, targets must exist."""
        d = g.cards[cid].defn
        if d.type == "territory":
            return False
        return all(self.ability_ready(g, p, ab, cid) for ab in d.abilities if ab.kind == "effect")

    def open_territory(self, g: Game, p: int, ace: LZCard) -> None:
        """Playing an ace from hand paying its cost opens its territory (a rules process, addendum Q6)."""
        for t in g.zones[f"p{p}.territory"]:
            tc = g.cards[t]
            if not tc.opened and set(tc.defn.titles) & set(ace.defn.titles):
                tc.opened = True
                g.emit("territory_opened", player=p, card=t, ace=ace.id, rule=self.RID["territory"])

    def battle(self, g: Game, a: int, b: int) -> None:
        """Each unit deals damage equal to its power to the other; Blitz units deal theirs first
        (addendum Q3, CR 804-2)."""
        ca, cb = g.cards[a], g.cards[b]
        g.emit("battle", attacker=a, defender=b, rule=self.RID["battle"])
        blitz = [x for x in (ca, cb) if "blitz" in x.defn.keywords]
        if len(blitz) == 1:
            first = blitz[0]
            other = cb if first is ca else ca
            other.damage += self.power(g, first)
            self.state_checks(g)
            if other.zone == "all.field" and first.zone == "all.field":
                first.damage += self.power(g, other)
        else:
            pa, pb = self.power(g, ca), self.power(g, cb)
            cb.damage += pa
            ca.damage += pb
        self.state_checks(g)

    # ----- triggers ----------------------------------------------------------------------
    def fire(self, g: Game, when: str, cid: int) -> None:
        c = g.cards[cid]
        for i, ab in enumerate(c.defn.abilities):
            if ab.kind == "auto" and ab.when == when and self.condition(g, c.controller, ab.condition):
                queue_pending(g, Pending, c.controller, cid, i)

    def enter_field(self, g: Game, cid: int, controller: int, cause: str = "") -> None:
        self.move(g, cid, None, "field", cause=cause, controller=controller)
        g.emit("enter", card=cid, controller=controller)
        self.fire(g, "enter", cid)

    def destroy(self, g: Game, cid: int, cause: str = "destroy") -> None:
        c = g.cards[cid]
        if c.zone != "all.field":
            return
        ctrl = c.controller
        g.emit("destroyed", card=cid, defn=c.defn.id, owner=c.owner, cause=cause)
        self.move(g, cid, c.owner, "grave", cause=cause)
        for i, ab in enumerate(c.defn.abilities):
            if ab.kind == "auto" and ab.when == "destroyed":
                queue_pending(g, Pending, ctrl, cid, i)

    def state_checks(self, g: Game) -> None:
        """Rules processing: units whose power is 0 or less, or whose damage reaches their power, are
        destroyed (all at once).  Every static power effect is summed once per player (and per card for
        "self") instead of being matched against every unit: this runs at every window."""
        field = g.zones["all.field"]
        if not field:
            return
        statics = self.power_statics(g)   # once for every unit: nothing changes before the destructions
        if statics:
            bonus, own = self._power_bonus(g, statics)
        dead = []
        cards = g.cards
        for cid in field:
            c = cards[cid]
            pw = c.defn.power
            for m in c.mods:
                pw += m[0]
            if statics:
                pw += bonus[c.controller] + own.get(cid, 0)
            if pw <= 0 or c.damage >= pw:
                dead.append(cid)
        for cid in dead:
            self.destroy(g, cid, cause="rules")

    def _power_bonus(self, g: Game, statics: list) -> tuple[list, dict]:
        """What `power` adds for `statics`, by controller (who: your, ally, opponent) and by card (self)."""
        bonus = [0] * g.n_players
        own: dict = {}
        t = self._sides
        for src, s in statics:
            who = s.get("who", "self")
            n = s.get("n", 0)
            ctrl = src.controller
            if who == "self":
                own[src.id] = own.get(src.id, 0) + n
            elif who == "your":         # 201-1
                bonus[ctrl] += n
            elif who == "ally":         # 201-2
                for q in t.allies[ctrl]:
                    bonus[q] += n
            elif who == "opponent":     # 901-3
                for q in self.opponents(g, ctrl):
                    bonus[q] += n
        return bonus, own

    # ----- end of game -------------------------------------------------------------------
    def side_loses(self, g: Game, side: int, rule: str, why: str = "") -> None:
        for p in self.side_members(g, side):
            self.player_loses(g, p, rule, why)

    def player_wins(self, g: Game, player: int, rule: str) -> None:
        super().player_wins(g, player, rule)

    # ----- errors ------------------------------------------------------------------------
    def explain_illegal(self, g: Game, action) -> IllegalAction:
        from .explain import explain
        return explain(g, action)

    def gesture_meaning(self, g: Game, player: int, src, dst) -> list:
        from .gestures import meaning
        return meaning(g, player, src, dst)

    def click_meaning(self, g: Game, player: int, spot) -> list:
        from .gestures import click_meaning
        return click_meaning(g, player, spot)

    # ----- decks -------------------------------------------------------------------------
    def validate_deck(self, deck) -> list:
        from .decks import validate_deck
        return validate_deck(self, deck)

    # ----- views -------------------------------------------------------------------------
    # gesture hints (engine/core/hints.py): units go onto the field, other cards into the resolution area
    def drag_target(self, g: Game, action, rule: str):
        return "all.field" if g.cards[int(action.args[0][1:])].defn.is_unit else "all.res"

    def follow_targets(self, g: Game, action) -> list:
        from .view import attack_targets
        return attack_targets(g, action.player)

    # the typed view's hooks (engine/core/view.py)
    def view_decision_source(self, g: Game) -> int | None:
        """A shot is asked about the life card just revealed (the damage frame below the question holds it)."""
        frames = g.frames
        if g.decision is not None and g.decision.kind == "shot" and len(frames) > 1:
            card = getattr(frames[-2], "card", None)
            return card if isinstance(card, int) else None
        return None

    def view_controller(self, g: Game, c) -> int | None:
        return c.controller

    def view_card_stats(self, g: Game, c) -> dict:
        from .view import card_stats
        return card_stats(g, c)

    def view_seat_counters(self, g: Game, p: int) -> dict:
        energy = g.zones[f"p{p}.energy"]
        return {"side": self.side_of(g, p), "energy": len(energy),
                "energy_standing": sum(1 for cid in energy if not g.cards[cid].tapped)}

    def view_attack_targets(self, g: Game, p: int) -> list:
        from .view import attack_targets
        return attack_targets(g, p)

    def view_teams(self, g: Game, viewer, full: bool) -> list:
        from .view import teams
        return teams(g, viewer, full)

    def view_stack(self, g: Game, viewer, full: bool) -> list:
        from .view import resolution_items
        return resolution_items(g, viewer, full)

    def check_invariants(self, g: Game) -> None:
        from .view import check_invariants
        check_invariants(g)

    def check_views(self, g: Game) -> None:
        from .view import check_views
        check_views(g)
