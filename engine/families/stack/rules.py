"""Base rules of the stack game (2 players, format `magic`); formats override the named hooks.

State lives in plain data: cards (StackCard slots), zones `pN.library|hand|battlefield|graveyard|exile|gone`
and the shared `stack` zone for spell cards; `g.memory` holds life and poison (keyed by `life_key`), the
stack items (spells and abilities, last = top), range of influence (801), skips and extra turns (805.8),
and results.  Hooks a format overrides: `shared_turns` (805), `life_key`/`start_life`/`poison_limit`
(810.4, 810.10), `skip_first_draw` (103.7a / 800.7 / 810.6), `attack_targets` (802/803/805.10),
`team_sees_hands` (810.5), `expand_losers` (810.8a), `team_wins_if`.
"""
from __future__ import annotations

from ...core.actions import Action
from ...core.errors import IllegalAction, SetupProblem
from ...core.game import Card, Game, Outcome, canon
from ...core.pending import Pending, queue_pending
from ...core import zones
from ...core.leaving import drop_frames_of
from ...core.options import choice, flag, number
from ...core.rules import BaseRules, FormatInfo
from .base import PUBLIC, STEPS, VERBS, ZONES, A  # noqa: F401  (A, PUBLIC, STEPS: re-exported)
from .cards import READER, stack_pool
from .hooks import StackHooks
from .play import StackPlay
from .zones import SOLO as SOLO_ZONES
from ...core.kinds import DREW, LOST, WON

_new = object.__new__


class StackPending(Pending):
    """A triggered ability waiting to go on the stack (603.3b); its fingerprint keeps the shape it had, the
    dictionary's sorted (key, value) pairs."""
    __slots__ = ()

    def fp(self):
        return (("ability", self.ability), ("controller", self.controller), ("ctx", canon(self.ctx)),
                ("seq", self.seq), ("source", self.source))


class StackCard(Card):
    __slots__ = ("damage", "deathtouched", "entered", "attacking", "blocking", "blocked",
                 "mods", "zc")

    def __init__(self, cid, defn, owner):
        super().__init__(cid, defn, owner)
        self.damage = 0
        self.deathtouched = False
        self.entered = 0
        self.attacking = -1      # the player it attacks
        self.blocking = -1       # the attacker it blocks
        self.blocked = False
        self.mods = []           # [power, toughness] until end of turn
        self.zc = 0              # zone changes: a card that moved is a new object (targets see it)

    def fp(self):
        return (self.id, self.defn.id, self.owner, self.zone, self.tapped, self.known, self.epoch, self.zowner,
                self.damage, self.deathtouched, self.entered, self.attacking, self.blocking, self.blocked,
                tuple(tuple(m) for m in self.mods), self.zc)

    def copy(self) -> "StackCard":
        n = _new(type(self))   # (Card.copy's slots written out: one call less per card of every clone)
        n.id, n.defn, n.owner, n.zone, n.zname = self.id, self.defn, self.owner, self.zone, self.zname
        n.zowner, n.tapped, n.known, n.epoch = self.zowner, self.tapped, self.known, self.epoch
        n.damage, n.deathtouched, n.entered, n.attacking = self.damage, self.deathtouched, self.entered, self.attacking
        n.blocking, n.blocked, n.mods, n.zc = self.blocking, self.blocked, list(self.mods), self.zc
        return n


# the options every stack format has, and the multiplayer ones of seed 001 its formats declare:
# 801 range of influence (1-3 seats to each side, or none: everyone; beyond 3 seats at eight players
# it is everyone anyway) and 802/803 whom a player may attack
COMMON_OPTIONS = {"shuffle_decks": flag(True), "intentional_draw": flag(False)}
RANGE = number(None, 1, 3, none=True, rule="mtg:801")
ATTACK = choice("multiple", "multiple", "left", "right", rule="mtg:802, mtg:803")


class StackRules(StackPlay, BaseRules):
    hooks = StackHooks   # what a format of this family overrides (hooks.py)
    info = FormatInfo(
        name="magic", family="stack", title_en="Stack game: duel", title_ja="スタック戦: 1対1",
        min_players=2, max_players=2, aliases=("mtg", "stack"),
        options=dict(COMMON_OPTIONS),
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=("mtg:104.1", "mtg:104.2a", "mtg:104.2b", "mtg:104.3a", "mtg:104.3b", "mtg:104.3c",
                   "mtg:104.3d", "mtg:104.3e", "mtg:104.3f", "mtg:104.4a", "mtg:104.4c", "mtg:104.5"))
    verbs = VERBS
    card_reader = READER
    primitive_modules = ("engine.families.stack.effects",)
    family = "stack"
    priority_steps = tuple(s for s in STEPS if s not in ("untap", "cleanup"))   # 502.4, 514.3
    shared_turns = False     # 805: the game's teams share turns (the `shared_turns` option, or always: 810.2)
    start_life = 20
    poison_limit = 10
    hand_size = 7
    concede_rule = "mtg:104.3a"
    last_standing_rule = "mtg:104.2a"
    rule_life = "mtg:104.3b"
    rule_poison = "mtg:104.3d"
    rule_draw_empty = "mtg:104.3c"
    free_mulligan = False          # 800.6: multiplayer games give one free mulligan
    team_sees_hands = False        # 810.5 / 808: teammates may look at each other's hands
    zone_specs = SOLO_ZONES        # formats whose teammates see hands use zones.TEAM
    colour_words = (("W", "White"), ("U", "Blue"), ("B", "Black"), ("R", "Red"), ("G", "Green"))
    stack_keys = ("stack",)        # grand melee (807.5) has one stack zone per turn marker
    drag_hints = {"play": "zone:battlefield", "cast": "zone:stack", "attack": "arg", "block": "arg"}
    scenario_extra_keys = frozenset({"life", "poison", "deck"})

    # ----- data ---------------------------------------------------------------------------
    def pool(self):
        return stack_pool()

    def __init__(self, options: dict | None = None):
        super().__init__(options)
        if self.options.get("shared_turns"):   # 805: a format offering shared team turns as an option
            self.shared_turns = True

    def validate_deck(self, deck) -> list:
        from .decks import validate_stack_deck
        return validate_stack_deck(self, deck)

    # ----- seating, groups, turns ---------------------------------------------------------
    def skip_first_draw(self, g: Game) -> tuple[bool, str]:
        """103.7a: the starting player of a two-player game skips the first draw."""
        return True, "mtg:103.7a"

    _members: tuple | None = None

    def team_members(self, g: Game, p: int) -> list[int]:
        """`p` and their teammates, alive or not, by player index: the seating graph's teams, read once per game
        (a rules object serves one game and its clones, whose seats and teams never change)."""
        m = self._members
        if m is None:
            sp, seating = g.seat_player, g.seating
            m = self._members = tuple(tuple(sorted(sp[s] for s in seating.members(q.seat))) for q in g.players)
        return list(m[p])

    def team_head(self, g: Game, members: list[int]) -> int | None:
        """The player whose result is the team's (809.5's emperor); None where every player counts alike."""
        return None

    def primary(self, g: Game, members: list[int]) -> int:
        """805.2: the player in the team's rightmost seat (their right neighbour is not a teammate)."""
        alive = [m for m in members if g.players[m].alive] or members
        seats = {g.players[m].seat for m in members}
        for m in alive:
            s = g.players[m].seat
            if g.players[m].alive and g.seating.right(s) not in seats:
                return m
        return alive[0]

    def group_of(self, g: Game, p: int) -> list[int]:
        """The players who take turns and hold priority together with `p` (805.4, 805.5)."""
        if not self.shared_turns:
            return [p]
        members = self.team_members(g, p)
        first = self.primary(g, members)
        order = [q for q in self.turn_order_from(g, first) if q in members] if g.players[first].alive else []
        return order + [m for m in members if m not in order and not g.players[m].alive]

    def active_players(self, g: Game) -> list[int]:
        return [p for p in g.memory["active"] if g.players[p].alive]

    # groups() by what they depend on: the turn player, the direction, who is alive, the active players and
    # the seats gone (a rules object serves one game and its clones, whose seats and teams never change).
    # Asked twice per priority answer, and worked out from scratch it was a sixth of a stack game's time.
    _groups_memo: dict | None = None

    def _grouped(self, g: Game) -> tuple:
        """(groups, apnap order) as tuples, kept in the memo."""
        memo = self._groups_memo
        if memo is None:
            memo = self._groups_memo = {}
        key = (g.turn_player, self.clockwise(g), tuple([p.alive for p in g.players]), tuple(g.memory["active"]),
               g.seating.gone)
        got = memo.get(key)
        if got is None:
            if len(memo) >= 512:
                memo.clear()
            groups = tuple(tuple(grp) for grp in self._groups(g))
            got = memo[key] = (groups, tuple(p for grp in groups for p in grp))
        return got

    def groups(self, g: Game) -> list[tuple[int, ...]]:
        """Living groups in turn order from the active group (APNAP by group, 805.6), each a tuple."""
        return list(self._grouped(g)[0])

    def _groups(self, g: Game) -> list[list[int]]:
        start = g.turn_player
        out, seen = [], set()
        for p in self.turn_order_from(g, start):
            if p in seen:
                continue
            grp = [q for q in self.group_of(g, p) if g.players[q].alive]
            seen.update(grp)
            out.append(grp)
        act = set(self.active_players(g))
        out.sort(key=lambda grp: 0 if act & set(grp) else 1)
        return out

    def apnap(self, g: Game) -> list[int]:
        """101.4 / 805.6: active player(s) first, then the others in turn order."""
        return list(self._grouped(g)[1])

    def decider(self, g: Game, grp: list[int]) -> int:
        """Who decides for a group when teammates disagree: the primary player (805.2)."""
        return self.primary(g, grp) if len(grp) > 1 else grp[0]

    def next_group_start(self, g: Game) -> int:
        """The player who starts the next turn (the next group's primary player with shared turns)."""
        last = g.memory["active"]
        seat = g.players[last[-1]].seat
        seats = {g.players[m].seat for m in last}
        s = seat
        for _ in range(g.n_players):
            s = g.seating.next_in_turn_order(s, self.clockwise(g))
            if s not in seats:
                break
        p = g.seat_player[s]
        return self.group_of(g, p)[0]

    def limited_range(self) -> bool:
        """801: whether this game uses the limited range of influence option (104.4e, 104.4f)."""
        return self.options.get("range") is not None

    def roi(self, g: Game, p: int) -> list[int]:
        """801: players within `p`'s range of influence, fixed as the turn began (801.2c)."""
        r = g.memory.get("roi")
        if r is None or str(p) not in r:
            return g.alive_players()
        return [q for q in r[str(p)] if g.players[q].alive]

    def compute_roi(self, g: Game) -> None:
        reach = self.options.get("range")
        if reach is None:
            g.memory["roi"] = None
            return
        g.memory["roi"] = {str(p): [g.seat_player[s] for s in g.seating.range_of_influence(g.players[p].seat, reach)]
                           for p in g.alive_players()}

    def is_opponent(self, g: Game, p: int, q: int) -> bool:
        if p == q:
            return False
        team_of, players = g.seating.team_of, g.players
        tp = team_of(players[p].seat)
        return tp is None or tp != team_of(players[q].seat)

    def attack_targets(self, g: Game, p: int) -> list[int]:
        """Whom `p`'s creatures may attack: every opponent (2 players; 802 attack multiple)."""
        return [q for q in self.opponents(g, p) if q in self.roi(g, p)]

    # ----- life and poison ----------------------------------------------------------------
    def life_key(self, g: Game, p: int) -> str:
        return f"p{p}"

    def life(self, g: Game, p: int) -> int:
        return g.memory["life"][self.life_key(g, p)]

    def poison(self, g: Game, p: int) -> int:
        return g.memory["poison"][self.life_key(g, p)]

    def change_life(self, g: Game, p: int, delta: int, cause: str = "", rule: str = "") -> None:
        """810.9: life is gained or lost by a player; the result applies to the (team's) total."""
        if not g.players[p].alive or delta == 0:
            return
        key = self.life_key(g, p)
        g.memory["life"][key] += delta
        g.emit("life", player=p, delta=delta, life=g.memory["life"][key], key=key, cause=cause, rule=rule)

    def add_poison(self, g: Game, p: int, n: int) -> None:
        if not g.players[p].alive:
            return
        key = self.life_key(g, p)
        g.memory["poison"][key] += n
        g.emit("poison", player=p, amount=n, total=g.memory["poison"][key], key=key)

    def cant_lose(self, g: Game, p: int) -> bool:
        """A 'you can't lose the game' permanent of `p` (or a teammate: 810.8a)."""
        for q in self.loss_partners(g, p):
            for cid in g.zones[f"p{q}.battlefield"]:
                if "cant_lose_opponents_cant_win" in g.cards[cid].defn.keywords:
                    return True
        return False

    def cant_win(self, g: Game, p: int) -> bool:
        """An opponent's 'your opponents can't win' reaches `p` only within that opponent's range of
        influence (801.3: a player's effects affect only what is within their range)."""
        for q in g.alive_players():
            if self.is_opponent(g, p, q) and p in self.roi(g, q):
                for cid in g.zones[f"p{q}.battlefield"]:
                    if "cant_lose_opponents_cant_win" in g.cards[cid].defn.keywords:
                        return True
        return False

    def loss_partners(self, g: Game, p: int) -> list[int]:
        return [p]

    # ----- setup ----------------------------------------------------------------------------
    def init_state(self, g: Game) -> None:
        n = g.n_players
        g.all_mask = (1 << n) - 1
        zones.make_zones(g)
        keys = sorted({self.life_key(g, p.index) for p in g.players})
        g.memory.update({"life": {k: self.start_life for k in keys}, "poison": {k: 0 for k in keys},
                         "stack": [], "seq": 0, "drew_empty": [], "skip_untap": {}, "extra_turns": [],
                         "active": [], "roi": None, "draw_votes": [], "pool": {}})
        g.per_turn = {"lands": {}, "attacked": False, "blocks": {}, "first_strike": False}
        self.check_seating(g)

    def team_problems(self, seating) -> list:
        if self.shared_turns:  # 805.1: only if each team's members sit together
            for k, team in enumerate(seating.teams or ()):
                seats = sorted(team)
                if not seating.sit_together(seats):
                    return [SetupProblem("team-seating", "mtg:805.1", {"team": k, "seats": seats},
                                         f"805.1: shared team turns need each team's members sitting together "
                                         f"(team {k} sits at seats {seats})")]
        return []

    def check_seating(self, g: Game) -> None:
        self.refuse_unfit_teams(g)

    def _new_card(self, g: Game, spec: str, owner: int, zname: str) -> StackCard:
        return zones.new_card(g, StackCard, spec, owner, f"p{owner}.{zname}")

    def team_mask(self, g: Game, p: int) -> int:
        return self.hand_mask(g, p)

    def hand_mask(self, g: Game, p: int) -> int:
        m = 1 << p
        if self.team_sees_hands:
            for q in self.team_members(g, p):
                m |= 1 << q
        return m

    def setup(self, g: Game) -> None:
        from .frames import BeginFrame, MulliganFrame, TurnFrame
        self.init_state(g)
        for p in g.players:
            for spec in p.deck_spec:
                self._new_card(g, spec, p.index, "library")
        for p in g.players:
            if self.options["shuffle_decks"]:
                g.shuffle_zone(f"p{p.index}.library")
            else:
                g.zones[f"p{p.index}.library"].reverse()
        first = g.setup.get("first_player")
        if first is None:
            first = g.rng.below(g.n_players)
        first = self.group_of(g, first)[0]   # 805.3: the starting team (its primary player leads)
        g.memory["first_player"] = first
        g.turn_player = first
        g.memory["active"] = self.group_of(g, first)
        for p in self.apnap(g):
            self.draw(g, p, 7)
        g.turn = 1
        g.emit("game_start", first=first, players=g.n_players, starting=list(g.memory["active"]))
        g.push(TurnFrame(first))
        g.push(BeginFrame())
        g.push(MulliganFrame())

    def setup_scenario(self, g: Game, sc: dict) -> None:
        from .frames import TurnFrame
        self.init_state(g)
        labels = g.memory.setdefault("labels", {})
        for i, ps in enumerate(sc["players"]):
            for zname in (z.name for z in self.zone_specs if z.scenario and z.scope == "player"):
                entries = ps.get(zname, [])
                if isinstance(entries, (str, dict)):
                    entries = [entries]
                if zname == "library":
                    entries = list(reversed(entries))  # listed top first
                for e in entries:
                    spec = e if isinstance(e, str) else e["card"]
                    c = self._new_card(g, spec, i, zname)
                    if isinstance(e, dict):
                        c.tapped = bool(e.get("tapped", False))
                        c.damage = int(e.get("damage", 0))
                        if e.get("as"):
                            labels[e["as"]] = c.id
                    if zname == "battlefield":
                        sick = isinstance(e, dict) and e.get("sick", False)
                        c.entered = int(sc.get("turn", 2)) if sick else 0
            if "life" in ps:
                g.memory["life"][self.life_key(g, i)] = int(ps["life"])
            if "poison" in ps:
                g.memory["poison"][self.life_key(g, i)] = int(ps["poison"])
        tp = int(sc.get("turn_player", 0))
        tp = self.group_of(g, tp)[0]
        g.memory["first_player"] = int(sc.get("first_player", tp))
        g.turn_player = tp
        g.memory["active"] = self.group_of(g, tp)
        g.turn = int(sc.get("turn", 2))
        self.compute_roi(g)
        step = sc.get("step", "main1")
        if step not in STEPS:
            raise ValueError(f"unknown step {step!r}; steps: {', '.join(STEPS)}")
        f = TurnFrame(tp)
        f.stage = STEPS.index(step)
        f.fresh = False
        g.emit("game_start", first=tp, players=g.n_players, scenario=True)
        g.push(f)

    # ----- turns ----------------------------------------------------------------------------
    def pass_ends_turn(self, g: Game, action: Action) -> bool | None:
        """A keep at the mulligan (103.4) ends no turn: the first turn, numbered already, asks priority in
        its upkeep before it can end; every other answer: only running the game on tells."""
        from .frames import MulliganFrame
        frames = g.frames
        return False if frames and type(frames[-1]) is MulliganFrame and action.verb == "keep" else None

    def on_empty_stack(self, g: Game) -> None:
        from .frames import TurnFrame
        extra = g.memory["extra_turns"]
        nxt = None
        while extra:
            cand = extra.pop(0)
            if g.players[cand].alive:
                nxt = self.group_of(g, cand)[0]
                g.emit("extra_turn", player=nxt, rule="mtg:805.8" if self.shared_turns else "mtg:500.7")
                break
        if nxt is None:
            nxt = self.next_group_start(g)
        g.turn += 1
        g.turn_player = nxt
        g.memory["active"] = self.group_of(g, nxt)
        g.push(TurnFrame(nxt))

    # ----- cards and zones ------------------------------------------------------------------
    def move(self, g: Game, cid: int, owner: int | None, zname: str, *, top: bool = True, silent: bool = False,
             cause: str = "", tapped: bool = False, face_up: bool = False, controller: int | None = None) -> None:
        """(BaseRules.move) A new object (400.7): untapped unless `tapped`, no damage, no marks; the stack
        is the current one; `face_up` and `controller` are not this family's (control follows the zone)."""
        c: StackCard = g.cards[cid]
        c.zc += 1
        c.tapped = tapped
        c.damage = 0
        c.deathtouched = False
        c.attacking = c.blocking = -1
        c.blocked = False
        c.mods = []
        if zname == "battlefield":
            c.entered = g.turn
        zones.move(g, cid, self.stack_key(g) if zname == "stack" else f"p{owner}.{zname}", top=top, silent=silent,
                   cause=cause)

    def stack_key(self, g: Game) -> str:
        """The zone of the stack that spells go on now (807.5: the current turn marker's)."""
        return "stack"

    def stack_items(self, g: Game) -> list:
        """Every object on every stack, bottom first (one stack but in grand melee, 807.5)."""
        return g.memory["stack"]

    def draw(self, g: Game, p: int, n: int = 1) -> int:
        drawn = 0
        for _ in range(n):
            if not g.players[p].alive or g.outcome is not None:
                break
            lib = g.zones[f"p{p}.library"]
            if not lib:
                if p not in g.memory["drew_empty"]:
                    g.memory["drew_empty"].append(p)  # 121.4 / 104.3c: loses at the next check
                g.emit("draw_from_empty", player=p, rule=self.rule_draw_empty)
                continue
            self.move(g, lib[-1], p, "hand", cause="draw")
            drawn += 1
        return drawn

    # ----- creatures --------------------------------------------------------------------------
    def creatures(self, g: Game, p: int) -> list[int]:
        return [cid for cid in g.zones[f"p{p}.battlefield"] if g.cards[cid].defn.is_creature]

    def lands(self, g: Game, p: int) -> list[int]:
        return [cid for cid in g.zones[f"p{p}.battlefield"] if g.cards[cid].defn.is_land]

    def all_creatures(self, g: Game) -> list[int]:
        return [cid for p in self.apnap(g) for cid in self.creatures(g, p)]

    def power(self, g: Game, c: StackCard) -> int:
        mods = c.mods
        return c.defn.power + sum(m[0] for m in mods) if mods else c.defn.power

    def toughness(self, g: Game, c: StackCard) -> int:
        # (the state check asks it of every creature at every priority; most have no modifier)
        mods = c.mods
        return c.defn.toughness + sum(m[1] for m in mods) if mods else c.defn.toughness

    def has(self, c: StackCard, kw: str) -> bool:
        return kw in c.defn.keywords

    def can_attack(self, g: Game, cid: int) -> bool:
        c = g.cards[cid]
        return (c.defn.is_creature and not c.tapped and "defender" not in c.defn.keywords
                and (c.entered < g.turn or self.has(c, "haste")))

    def can_block(self, g: Game, bid: int, aid: int) -> bool:
        b, a = g.cards[bid], g.cards[aid]
        if b.tapped or b.blocking != -1 or not b.defn.is_creature:
            return False
        if self.has(a, "flying") and not (self.has(b, "flying") or self.has(b, "reach")):
            return False
        return True

    def destroy(self, g: Game, cid: int, cause: str = "destroy") -> None:
        c = g.cards[cid]
        if c.zname != "battlefield":
            return
        ctl = c.zowner
        dies = c.defn.is_creature
        self.move(g, cid, c.owner, "graveyard", cause=cause)
        if dies:
            self.fire(g, cid, "dies", ctl)

    # ----- triggers -------------------------------------------------------------------------
    def fire(self, g: Game, cid: int, when: str, controller: int | None = None, **ctx) -> None:
        c = g.cards[cid]
        ctl = c.zowner if controller is None else controller
        for i, ab in enumerate(c.defn.abilities):
            if ab.when == when and g.players[ctl].alive:
                queue_pending(g, StackPending, ctl, cid, i, ctx=dict(ctx))

    def fire_upkeep(self, g: Game) -> None:
        """Beginning-of-upkeep triggers; 'each opponent's upkeep' triggers once per active player (805.4d)."""
        active = self.active_players(g)
        for p in self.apnap(g):
            for cid in list(g.zones[f"p{p}.battlefield"]):
                for i, ab in enumerate(g.cards[cid].defn.abilities):
                    if ab.when == "upkeep" and p in active:
                        self.fire_one(g, p, cid, i, player=p)
                    elif ab.when == "opponent_upkeep":
                        for a in active:
                            if self.is_opponent(g, p, a) and a in self.roi(g, p):
                                self.fire_one(g, p, cid, i, player=a)

    def fire_one(self, g: Game, ctl: int, cid: int, i: int, **ctx) -> None:
        queue_pending(g, StackPending, ctl, cid, i, ctx=dict(ctx))

    # ----- state-based actions (704) ----------------------------------------------------------
    def state_based_actions(self, g: Game) -> bool:
        acted = False
        while g.outcome is None:
            losers = {}
            alive = g.alive_players()
            memory = g.memory
            drew_empty, lives, poisons = memory["drew_empty"], memory["life"], memory.get("poison")
            limit = self.poison_limit
            for p in alive:
                key = self.life_key(g, p)   # (life and poison, read here without a call each)
                if lives[key] <= 0:
                    why = self.rule_life
                elif p in drew_empty:
                    why = self.rule_draw_empty
                elif limit and poisons[key] >= limit:
                    why = self.rule_poison
                else:
                    continue
                if not self.cant_lose(g, p):   # (asked only of a player who would lose: it reads permanents)
                    losers[p] = why
            # 104.3c: drawing from an empty library is an event, looked at by this one check and gone (a
            # "can't lose" effect that ends later does not revive it); life and poison are conditions
            # looked at again by every check (704.5a-c, 810.8c/d).
            g.memory["drew_empty"] = []
            dying = []
            # the APNAP order of the creatures matters only when some die: look for one first, in any order
            # (all_creatures lists living players' creatures only)
            if self._any_dies(g, alive):
                for cid in self.all_creatures(g):
                    rule = self._dies(g, g.cards[cid])
                    if rule:
                        dying.append((cid, rule))
            if not losers and not dying:
                break
            acted = True
            for cid, rule in dying:
                g.emit("sba", card=cid, rule=rule)
                self.destroy(g, cid, cause="sba")
            if losers:
                self.lose_players(g, losers)
        return acted

    def _any_dies(self, g: Game, alive: list[int]) -> bool:
        """Whether some living player's creature would die now (a plain loop: this runs at every priority)."""
        cards, zones, dies = g.cards, g.zones, self._dies
        for p in alive:
            for cid in zones[f"p{p}.battlefield"]:
                c = cards[cid]
                d = c.defn
                # an undamaged creature without modifiers and with toughness above 0 lives (_dies): not asked
                if d.is_creature and (c.damage or c.mods or d.toughness <= 0) and dies(g, c):
                    return True
        return False

    def _dies(self, g: Game, c: StackCard) -> str:
        """The state-based action that puts creature `c` into its graveyard now (704.5f/g), or ''."""
        t = self.toughness(g, c)
        if t <= 0:
            return "mtg:704.5f"
        if c.damage >= t or (c.deathtouched and c.damage > 0):
            return "mtg:704.5g"
        return ""

    # ----- end of the game (rule 104) ---------------------------------------------------------
    def expand_losers(self, g: Game, losers: dict) -> dict:
        return losers

    def player_loses(self, g: Game, player: int, rule: str, why: str = "") -> None:
        if g.players[player].alive and g.outcome is None:
            self.lose_players(g, {player: rule}, why)

    def lose_players(self, g: Game, losers: dict, why: str = "") -> None:
        """Several players lose at once; if that is every remaining player, the game is a draw
        (104.4a; teams 104.4d)."""
        losers = {p: r for p, r in self.expand_losers(g, dict(losers)).items() if g.players[p].alive}
        if not losers or g.outcome is not None:
            return
        alive = g.alive_players()
        results = g.memory.setdefault("results", {})
        everyone = all(p in losers for p in alive)
        for p, rule in sorted(losers.items()):
            if everyone:
                results[p] = (DREW, "mtg:104.4d" if g.seating.team_of(g.players[p].seat) is not None else "mtg:104.4a")
            else:
                results[p] = (LOST, rule)
            g.players[p].alive = False
            g.emit("player_lost" if not everyone else "player_drew", player=p, why=why, rule=results[p][1])
        for p in sorted(losers):
            self.remove_player(g, p)
        self.decide_outcome(g)

    def players_draw(self, g: Game, players: list[int], rule: str) -> None:
        """104.4e: a draw for some players only: they leave the game (104.5)."""
        results = g.memory.setdefault("results", {})
        for p in players:
            if g.players[p].alive:
                results[p] = (DREW, rule)
                g.players[p].alive = False
                g.emit("player_drew", player=p, rule=rule)
        for p in players:
            self.remove_player(g, p)
        self.decide_outcome(g)

    def decide_outcome(self, g: Game) -> None:
        if g.outcome is not None:
            return
        alive = g.alive_players()
        results = dict(g.memory.get("results", {}))
        team_of = g.seating.team_of
        sides = {("p", p) if team_of(g.players[p].seat) is None else ("t", team_of(g.players[p].seat)) for p in alive}
        if not alive:
            g.end_game(Outcome(results, self.team_results(g, results)))
        elif len(sides) == 1:
            side = next(iter(sides))
            if side[0] == "t":  # 104.2c: every player of the winning team wins, even those who left
                winners = self.team_members(g, alive[0])
                rule = "mtg:104.2c"
            else:
                winners, rule = alive, self.last_standing_rule
            for p in winners:
                results[p] = (WON, rule)
            g.end_game(Outcome(results, self.team_results(g, results)))

    def team_results(self, g: Game, results: dict) -> dict:
        out = {}
        for t, members in self.team_table(g):
            rs = [results.get(m, (LOST, "")) for m in members]
            if any(r == WON for r, _ in rs) and self.team_wins_if([r for r, _ in rs]):
                out[t] = (WON, next(w for r, w in rs if r == WON))
            elif any(r == DREW for r, _ in rs):
                out[t] = (DREW, next(w for r, w in rs if r == DREW))  # 104.4g
            else:
                out[t] = (LOST, next((w for r, w in rs if w), "mtg:104.3g"))
        return out

    def win_game(self, g: Game, p: int, source_rule: str = "mtg:104.2b") -> None:
        """An effect says `p` wins (104.2b)."""
        if not g.players[p].alive or g.outcome is not None:
            return
        if self.would_lose_now(g, p):  # 104.3f: winning and losing at once: the player loses
            g.emit("win_and_lose", player=p, rule="mtg:104.3f")
            self.lose_players(g, {p: "mtg:104.3f"})
            return
        if self.cant_win(g, p):
            g.emit("cannot_win", player=p, rule="mtg:104.2b")
            return
        if self.limited_range():  # 104.3h: opponents in range lose instead
            losers = {q: "mtg:104.3h" for q in self.roi(g, p) if self.is_opponent(g, p, q) and not self.cant_lose(g, q)}
            g.emit("win_becomes_losses", player=p, losers=sorted(losers), rule="mtg:104.3h")
            self.lose_players(g, losers)
            return
        results = g.memory.setdefault("results", {})
        winners = self.loss_partners(g, p) if self.shared_turns else [p]
        if g.seating.team_of(g.players[p].seat) is not None:
            winners = self.team_members(g, p)
        for q in g.alive_players():
            if q not in winners:
                results[q] = (LOST, source_rule)
                g.players[q].alive = False
        for q in winners:
            results[q] = (WON, source_rule)
        g.end_game(Outcome(results, self.team_results(g, results)))

    def would_lose_now(self, g: Game, p: int) -> bool:
        if self.cant_lose(g, p):
            return False
        return (self.life(g, p) <= 0 or p in g.memory["drew_empty"]
                or (self.poison_limit and self.poison(g, p) >= self.poison_limit))

    def game_is_draw(self, g: Game, controller: int) -> None:
        """104.4c: an effect makes the game a draw; with limited range (104.4e) only for the controller
        and the players within their range, who leave the game."""
        if self.limited_range():
            self.players_draw(g, [q for q in self.roi(g, controller)], "mtg:104.4e")
            return
        results = g.memory.setdefault("results", {})
        for q in g.alive_players():
            results[q] = (DREW, "mtg:104.4c")
            g.players[q].alive = False
        g.end_game(Outcome(results, self.team_results(g, results)))

    def remove_player(self, g: Game, player: int) -> None:
        """104.5 / 800.4a: a player who leaves takes every object they own out of the game, wherever it is (a
        creature they deployed to a teammate too, 804); effects that gave them control of another's object
        end, so it goes back to its owner; their stack objects and triggers cease to exist; combat with them
        ends."""
        g.seating.remove(g.players[player].seat)
        owned = [cid for key, ids in g.zones.items() if not key.endswith(".gone") for cid in ids
                 if g.cards[cid].owner == player]
        for cid in owned:
            self.move(g, cid, player, "gone", cause="left-game", silent=True)
        for cid in list(g.zones[f"p{player}.battlefield"]):   # another's creature deployed to them (804)
            self.change_control(g, cid, g.cards[cid].owner, "control-ends", "mtg:800.4a")
        self.forget_objects_of(g, player)
        g.emit("player_removed", player=player, rule="mtg:104.5")

    def change_control(self, g: Game, cid: int, to: int, cause: str, rule: str) -> None:
        """`to` controls the permanent now (804 deploy; 800.4a a control effect ends): no zone change, so it
        keeps its tap state, damage and effects; it leaves combat (506.4) and is new to its controller (302.6)."""
        c = g.cards[cid]
        kept = (c.zc, c.tapped, c.damage, c.deathtouched, list(c.mods))
        self.move(g, cid, to, "battlefield", cause=cause)
        c.zc, c.tapped, c.damage, c.deathtouched, c.mods = kept
        g.emit("control_changed", card=cid, player=to, rule=rule)

    def forget_objects_of(self, g: Game, player: int) -> None:
        """800.4a: the departed player's spells and abilities on the stack, waiting triggers and frames go."""
        st = g.memory["stack"]
        st[:] = [it for it in st if it["controller"] != player and g.cards[it["card"]].zname != "gone"
                 or (it["kind"] == "trigger" and it["controller"] != player)]
        g.pending[:] = [t for t in g.pending if t.controller != player]
        for c in g.cards:
            if c.attacking == player:
                c.attacking = -1
        drop_frames_of(g, player)  # 800.4a: only what the departed player controlled goes

    # ----- mana --------------------------------------------------------------------------------
    def untapped_lands(self, g: Game, p: int) -> list[int]:
        return [cid for cid in self.lands(g, p) if not g.cards[cid].tapped]

    @staticmethod
    def can_pay(colors: list[str], generic: int, colored: tuple) -> bool:
        """Each land gives one mana of one fixed colour, so colour needs are counted independently."""
        need = {}
        for c in colored:
            need[c] = need.get(c, 0) + 1
        for c, n in need.items():
            if colors.count(c) < n:
                return False
        return len(colors) >= generic + len(colored)

    def mana_available(self, g: Game, p: int) -> list[str]:
        """The mana p could spend now: one of each untapped land's colour, and the pool's."""
        return [g.cards[c].defn.produces for c in self.untapped_lands(g, p)] + list(self.mana_pool(g, p))

    def affordable(self, g: Game, p: int, defn) -> bool:
        return self.can_pay(self.mana_available(g, p), defn.generic, defn.colored)

    # ----- errors and views --------------------------------------------------------------------
    def explain_illegal(self, g: Game, action: Action) -> IllegalAction:
        from .explain import explain
        return explain(g, action)

    def gesture_meaning(self, g: Game, player: int, src, dst) -> list:
        from .gestures import meaning
        return meaning(g, player, src, dst)

    def click_meaning(self, g: Game, player: int, spot) -> list:
        from .gestures import click_meaning
        return click_meaning(g, player, spot)

    # the typed view's hooks (engine/core/view.py)
    def view_card_stats(self, g: Game, c) -> dict:
        from .view import card_stats
        return card_stats(g, c)

    def view_seat_counters(self, g: Game, p: int) -> dict:
        from .view import seat_counters
        return seat_counters(g, p)

    def view_in_range(self, g: Game, p: int) -> list:
        return self.roi(g, p)

    def view_attack_targets(self, g: Game, p: int) -> list:
        return [f"p{q}" for q in self.attack_targets(g, p)]

    def view_active_players(self, g: Game) -> list:
        return self.active_players(g) if g.memory.get("active") else [g.turn_player]

    def view_teams(self, g: Game, viewer, full: bool) -> list:
        from .view import teams
        return teams(g)

    def view_stack(self, g: Game, viewer, full: bool) -> list:
        from .view import stack_items
        return stack_items(g, viewer, full)

    # ----- invariants (engine/invariants.py calls this for non-shield families) ---------------------
    def settle_at_end(self, g: Game) -> None:
        """The game ends while a spell resolves (a "win the game" effect, say): as the final part of its
        resolution an instant or sorcery goes to its owner's graveyard (608.2n), so no card stays on the
        stack as a half-resolved object once the frames are gone.  A permanent spell that did not get to
        finish stays on the stack with its item, like every object that has not begun to resolve."""
        for f in reversed(list(g.frames)):
            if type(f).__name__ != "ResolveFrame" or not f.started:
                continue
            item = next((it for it in g.memory["stack"] if it["id"] == f.item), None)
            if item is None or item["kind"] != "spell":
                continue
            c = g.cards[item["card"]]
            if c.zname in self.stack_keys and not c.defn.is_creature and g.players[c.owner].alive:
                g.memory["stack"].remove(item)
                self.move(g, c.id, c.owner, "graveyard", cause="resolve")

    def check_invariants(self, g: Game) -> None:
        from ...core.errors import InvariantError
        spells = {it["card"] for it in self.stack_items(g) if it["kind"] == "spell"}
        on_stacks = [cid for k in self.stack_keys for cid in g.zones[k]]
        if set(on_stacks) != spells:
            raise InvariantError(f"stack zones {on_stacks} and spell items {sorted(spells)} disagree")
        for p in g.players:
            i = p.index
            if not p.alive:
                for z in ZONES[:-1]:
                    if g.zones[f"p{i}.{z}"]:
                        raise InvariantError(f"p{i} left the game but still has cards in {z} (800.4a)")
            for cid in g.zones[f"p{i}.battlefield"]:
                c = g.cards[cid]
                if c.defn.type not in ("land", "creature"):
                    raise InvariantError(f"non-permanent {c.defn.id} on the battlefield")
            for z in ("hand", "library", "graveyard", "exile"):
                for cid in g.zones[f"p{i}.{z}"]:
                    c = g.cards[cid]
                    if c.tapped or c.damage or c.owner != i:
                        raise InvariantError(f"card {cid} in p{i}.{z} is tapped, damaged or not p{i}'s")
            for cid in g.zones[f"p{i}.hand"]:
                if not (g.cards[cid].known >> i) & 1:
                    raise InvariantError(f"p{i} does not know their own hand card {cid}")
        if g.decision is not None:
            for q in g.decision.waiting_for():
                if not g.players[q].alive:
                    raise InvariantError(f"p{q} left the game but is asked to decide")
