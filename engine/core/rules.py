"""FormatInfo and BaseRules, the rules every family builds on (like python-chess variants over Board).

What a format may override is declared per family as a Protocol (engine/core/hooks.py and each family's
hooks.py); the families' machinery: setup, turn structure (`start`/`on_empty_stack`), who may act (the frames' decisions),
pending-effect ordering (`pending_order`), state checks (`state_checks`), win/lose/draw
(`player_loses`, `decide_outcome`, `team_wins_if`), deck validation (`validate_deck`), zones
(`zone_specs`, engine/core/zones.py), gesture hints (`drag_hints`, `follow_targets`) and the typed
view's `view_*` hooks (engine/core/view.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action
from .errors import IllegalAction, SetupError
from .game import Game, Outcome
from .kinds import DREW, LOST, WON
from .options import declared, resolve


@dataclass(frozen=True)
class FormatInfo:
    name: str
    family: str
    title_en: str
    title_ja: str
    min_players: int
    max_players: int
    aliases: tuple[str, ...] = ()
    teams: tuple[int, ...] | None = None        # team sizes, e.g. (2, 2); None = every player alone
    options: dict = field(default_factory=dict)  # option name -> Option (default, type, range: core/options.py)
    deck_rules: dict = field(default_factory=dict)
    recommended_players: int | None = None
    rules_ref: tuple[str, ...] = ()               # rule ids the format implements

    def __post_init__(self):
        object.__setattr__(self, "options", declared(self.options))

    def defaults(self) -> dict:
        """Option name -> its default value."""
        return {k: o.default for k, o in self.options.items()}


class BaseRules:
    info: FormatInfo
    verbs: frozenset = frozenset({"concede"})
    zone_specs: tuple = ()                    # the family's ZoneSpecs (engine/core/zones.py)
    # what the family's cards call their colours and their names, for people (the deck editor's filters and
    # counts): (key in the card data, English word) in the family's usual order; the interface translates
    # the words like its own (Qt Linguist)
    colour_term: str = "Colour"
    colour_words: tuple[tuple[str, str], ...] = ()
    scenario_extra_keys: frozenset = frozenset()  # [[player]] keys of a scenario that are not zones
    hooks: type | None = None                     # the family's Protocol of what a format overrides (core/hooks.py)
    scenario_top_keys: frozenset = frozenset()    # a scenario's top-level keys that only this family reads
    has_partner = False                           # whether a deck may name a partner (DuePa 201)
    # the steps of a turn at which players receive priority, in turn order (a table lists its stops by them;
    # a family without priority decisions has none)
    priority_steps: tuple[str, ...] = ()

    def __init__(self, options: dict | None = None):
        # every value checked against the format's declaration (OptionError names option, value and range)
        self.options = resolve(self.info.name, self.info.options, options, self.option_choices)
        self.zone_spec_map = {z.name: z for z in self.zone_specs}

    @classmethod
    def option_choices(cls, name: str) -> tuple:
        """The words a text option may take: its declared choices (a format listing them from its data, as the
        digital format's legend skills, overrides this)."""
        return cls.info.options[name].choices

    # ----- zones -------------------------------------------------------------------------
    @classmethod
    def scenario_player_keys(cls) -> frozenset:
        """The keys a scenario's [[player]] table may use: seat data, the zones a scenario may fill, extras."""
        return frozenset({"name", "seat", "team"}) | {z.name for z in cls.zone_specs if z.scenario} | \
            cls.scenario_extra_keys

    def move(self, g: Game, cid: int, owner: int | None, zname: str, *, top: bool = True, silent: bool = False,
             cause: str = "", tapped: bool = False, face_up: bool = False, controller: int | None = None) -> None:
        """Move card `cid` onto the top (or bottom) of zone `zname` of player `owner` (None: the table's
        shared zone), with the family's watchers; the one signature of every family (tests/engine/test_hooks.py).
        `silent`: no event; `cause`: why, for the event; `tapped`: it arrives tapped (rested); `face_up`: it
        arrives face up in a hidden zone; `controller`: who controls it there, when not the zone's owner."""
        raise NotImplementedError   # pragma: no cover - every family moves cards its own way

    def zone_cap(self, zname: str) -> int | None:
        """How many cards zone `zname` holds at most (engine/invariants.py checks it); None: no limit."""
        return self.zone_spec_map[zname].cap

    def zone_teams(self, g: Game) -> list:
        """Indices of the teams that own team-scoped zones."""
        return sorted(name for name, _ in self.team_table(g))

    def zone_team_of(self, g: Game, p: int):
        """The index of `p`'s team-scoped zones (`zone_teams`)."""
        return g.players[p].team

    def team_mask(self, g: Game, p: int) -> int:
        """Who sees what `p`'s team-visible zones hold: p's team, or p alone outside teams."""
        m = 0
        for q in self.team_members(g, p):
            m |= 1 << q
        return m

    # ----- teams, read off the seating graph (engine/seating.py) ----------------------------
    @classmethod
    def team_sizes_for(cls, n: int) -> tuple:
        """The team sizes of an n-seat table when the format's own sizes (`info.teams`) do not fill it: teams of
        two, an odd seat joining the first (6 seats of `teams` = three teams of two, 808.1)."""
        sizes = [2] * (n // 2)
        sizes[0] += n % 2
        return tuple(sizes)

    @classmethod
    def seat_teams(cls, sizes: tuple, n: int) -> list[int]:
        """Each of n seats' team before anyone changes it: consecutive seats form a team."""
        return [t for t, size in enumerate(sizes) for _ in range(size)][:n]

    teams_seated_apart = False   # whether seat_teams seats teammates apart (811.2), not side by side

    def team_problems(self, seating) -> list:
        """What is wrong with the teams of this seating (engine/seating.py) by the format's rules, as typed
        SetupProblems (engine/core/errors.py); [] when they fit.  Asked before a game exists
        (engine/catalog.py) and again when one is set up (the game then raises SetupError)."""
        return []

    def refuse_unfit_teams(self, g: Game) -> None:
        """Setting a game up: teams that do not fit raise SetupError with their typed problems."""
        problems = self.team_problems(g.seating)
        if problems:
            raise SetupError(problems)

    def team_members(self, g: Game, p: int) -> list[int]:
        """`p` and their teammates, alive or not, by player index: the seating graph's team of p's seat
        (`[p]` without teams).  `Player.team` is only the team's name."""
        sp = g.seat_player
        return sorted(sp[s] for s in g.seating.members(g.players[p].seat))

    def team_table(self, g: Game) -> list:
        """Every team as (its name, its players by index), from the seating graph, in the order of each
        team's first player; [] without teams."""
        team_of, out, seen = g.seating.team_of, [], set()
        for p in g.players:
            t = team_of(p.seat)
            if t is not None and t not in seen:
                seen.add(t)
                out.append((p.team, self.team_members(g, p.index)))
        return out

    def same_team(self, g: Game, p: int, q: int) -> bool:
        """Whether p and q are teammates on the seating graph (False without teams)."""
        t = g.seating.team_of(g.players[p].seat)
        return t is not None and t == g.seating.team_of(g.players[q].seat)

    # ----- setup and turn structure ------------------------------------------------------
    def setup(self, g: Game) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def on_empty_stack(self, g: Game) -> None:
        """Called when no frame is left: start the next turn (or end the game)."""
        raise NotImplementedError  # pragma: no cover

    def pass_ends_turn(self, g: Game, action: Action) -> bool | None:
        """Whether answering `action` (a legal answer now, a pass-like one) ends the turn as `Game.ends_turn`
        means it, read from the family's steps without running anything; None when only running the game on
        tells (then `Game.ends_turn` tries it on a copy)."""
        return None

    def pass_closes_turn(self, g: Game, action: Action) -> bool | None:
        """Whether answering `action` closes the turn's own play as `Game.closes_turn` means it (the family's
        steps alone; None: as `Game.ends_turn` answers)."""
        return self.pass_ends_turn(g, action)

    # ----- seating -----------------------------------------------------------------------
    def clockwise(self, g: Game) -> bool:
        return g.memory.get("clockwise", True)

    def turn_order_from(self, g: Game, player: int) -> list[int]:
        seat = g.players[player].seat
        order = g.seating.turn_order(seat, self.clockwise(g))
        seat_player = g.seat_player
        out = []
        for s in order:     # (a loop: a comprehension is a call of its own, and turn order is asked at every step)
            out.append(seat_player[s])
        return out

    def next_player(self, g: Game, player: int) -> int:
        seat = g.seating.next_in_turn_order(g.players[player].seat, self.clockwise(g))
        return g.seat_player[seat]

    def opponents(self, g: Game, player: int) -> list[int]:
        """Living opponents, in turn order after `player`."""
        return [g.seat_player[s] for s in g.seating.opponents(g.players[player].seat)]

    # ----- choices --------------------------------------------------------------------------
    def choice_offered(self, g: Game) -> None:
        """A choose frame (engine/core/choose.py) offers several answers: a real choice (the stack game's
        loop watch, 104.4b, forgets what it recorded)."""

    # ----- pending effects ---------------------------------------------------------------
    def pending_order(self, g: Game) -> list[int]:
        """Players in the order their pending effects resolve: turn order from the turn player."""
        return self.turn_order_from(g, g.turn_player)

    # ----- end of game -------------------------------------------------------------------
    # A format whose teams concede together (tag 103-2) sets this: a member's concession is then a
    # proposal, and the team loses when every living member has conceded.
    team_concedes_together = False
    concede_rule = ""           # each family cites its own rule for conceding ("" where its documents state none)
                                # and for the last one standing

    def concede(self, g: Game, player: int) -> None:
        if g.outcome is not None:
            raise IllegalAction("game-over", "the game is over", "")
        if not g.players[player].alive:
            raise IllegalAction("already-out", f"p{player} has already left the game", self.concede_rule,
                                player=player)
        if self.team_concedes_together and g.seating.team_of(g.players[player].seat) is not None:
            members = self.team_members(g, player)
            team = g.players[members[0]].team   # the team's name, as team_table gives it
            agreed = g.memory.setdefault("concessions", {}).setdefault(str(team), [])
            if player not in agreed:
                agreed.append(player)
            members = [m for m in members if g.players[m].alive]
            g.emit("concede_proposed", player=player, team=team, agreed=list(agreed), rule=self.concede_rule)
            if all(m in agreed for m in members):
                for m in members:
                    self._conceded(g, m)
            return
        self._conceded(g, player)

    def _conceded(self, g: Game, player: int) -> None:
        """A concession is a result of its own kind (Outcome.conceded): the players' words say "conceded",
        with the family's concession rule where its documents have one (none for the shield game)."""
        if g.players[player].alive and g.outcome is None:
            g.memory.setdefault("conceded", []).append(player)
        self.player_loses(g, player, self.concede_rule, "concede")

    def player_loses(self, g: Game, player: int, rule: str, why: str = "") -> None:
        """A player loses: record it, take them out, and end the game when it is decided."""
        if not g.players[player].alive or g.outcome is not None:
            return
        g.memory.setdefault("results", {})[player] = (LOST, rule)
        g.players[player].alive = False
        g.emit("player_lost", player=player, why=why, rule=rule)
        self.remove_player(g, player)
        self.decide_outcome(g)

    def player_wins(self, g: Game, player: int, rule: str) -> None:
        if g.outcome is not None:
            return
        res = {p: (LOST, rule) for p in g.alive_players() if p != player}
        res.update(g.memory.get("results", {}))
        res[player] = (WON, rule)
        g.end_game(Outcome(res, self.team_results(g, res)))

    def check_invariants(self, g: Game) -> None:
        """The family's and format's own invariants, after every action of a random playout
        (engine/invariants.py); raises InvariantError."""

    def check_views(self, g: Game) -> None:
        """The family's own view data (engine/invariants.py): no hidden card named; raises InvariantError."""

    def settle_at_end(self, g: Game) -> None:
        """The game ends now (its frames are about to be dropped): a family moves any object that is
        half-way through resolving to where it goes, so zones and their bookkeeping agree."""

    def remove_player(self, g: Game, player: int) -> None:
        g.seating.remove(g.players[player].seat)

    def decide_outcome(self, g: Game) -> None:
        """Free-for-all: the last player standing wins; nobody standing = everyone lost."""
        alive = g.alive_players()
        results = dict(g.memory.get("results", {}))
        teams = {g.seating.team_of(g.players[p].seat) for p in alive}
        if len(alive) > 1 and len(teams) == 1 and None not in teams:
            for p in alive:  # only one team is left: it wins (MTG 104.2b for teams)
                results[p] = (WON, self.last_standing_rule)
            g.end_game(Outcome(results, self.team_results(g, results)))
        elif len(alive) == 1:
            results[alive[0]] = (WON, self.last_standing_rule)
            g.end_game(Outcome(results, self.team_results(g, results)))
        elif not alive:
            g.end_game(Outcome(results, self.team_results(g, results)))

    last_standing_rule = ""

    def team_results(self, g: Game, results: dict) -> dict:
        """Whether a team wins when some members lost is the format's call (team_wins_if)."""
        out = {}
        for t, members in self.team_table(g):
            rs = [results.get(m, (LOST, ""))[0] for m in members]
            if any(r == WON for r in rs) and self.team_wins_if(rs):
                out[t] = (WON, next(results[m][1] for m in members if results[m][0] == WON))
            elif all(r == DREW for r in rs):
                out[t] = (DREW, results[members[0]][1])
            else:
                out[t] = (LOST, next((results[m][1] for m in members if m in results), ""))
        return out

    def team_wins_if(self, member_results: list[str]) -> bool:
        return True

    # ----- legality explanation ----------------------------------------------------------
    def explain_not_waiting(self, g: Game, action: Action) -> IllegalAction:
        """The refusal of an answer from a player nobody is waiting for; a family may cite the rule that
        keeps them out (DuePa 304.3: only the attacked player blocks)."""
        d = g.decision
        who = ", ".join(f"p{p}" for p in d.waiting_for())
        return IllegalAction("not-your-decision", f"{action} refused: {who} must decide now ({d.kind})",
                             d.rule, action=str(action), waiting=list(d.waiting_for()))

    def explain_illegal(self, g: Game, action: Action) -> IllegalAction:
        d = g.decision
        return IllegalAction("not-legal-now", f"{action} is not one of the legal answers to {d.kind}",
                             d.rule, action=str(action), decision=d.kind)

    # ----- cards and decks ---------------------------------------------------------------
    # What a family declares about its cards: its reader (a CardReader, engine/cards/reader.py) and the
    # modules that register the effect ops its card files may name (imported before a file is checked).
    card_reader = None
    primitive_modules: tuple = ()

    @classmethod
    def parse_inline_cards(cls, text: str, path: str, other_keys: bool = True) -> list:
        """A scenario's own [[card]] tables, read by the family's reader beside the scenario's other keys."""
        import importlib
        for name in cls.primitive_modules:
            importlib.import_module(name)
        return cls.card_reader.parse_text(text, path, other_keys)

    def validate_deck(self, deck) -> list:
        return []

    def pool(self):
        """The family's card pool (mapping card id -> definition, with a `version`), or None."""
        return None

    def pool_version(self) -> str:
        pool = self.pool()
        return pool.version if pool is not None else "none"

    def resolve_card(self, g: Game, spec: str):
        """A card definition by id: cards defined inline by a scenario first, then the pool."""
        extra = getattr(g, "extra_defs", None)
        if extra and spec in extra:
            return extra[spec]
        pool = self.__dict__.get("_game_pool")
        if pool is None:   # asked once per card at setup: look the pool up once per rules object (one game)
            pool = self._game_pool = self.pool()
        return pool[spec]

    # ----- gesture hints (engine/core/hints.py) -------------------------------------------
    drag_hints: dict = {}

    def follow_targets(self, g: Game, action: Action) -> list:
        """The answers a two-answer gesture's second step may name (tokens)."""
        return []

    def drag_target(self, g: Game, action: Action, rule: str):
        """A family's own drag rule (a word in `drag_hints`): the target of the gesture."""
        return None

    # ----- what gestures mean (engine/core/gestures.py) ------------------------------------
    def gesture_meaning(self, g: Game, player: int, src, dst) -> list:
        """What dragging `src` onto `dst` (gestures.Spot) means in this family, legal or not: [(action
        text, follow-up token or None)], best first; [] when it means nothing.  Read from where the cards
        lie and what they are, never from what is legal now."""
        return []

    def click_meaning(self, g: Game, player: int, spot) -> list:
        """What a click on `spot` means when the current decision asks for nothing of the kind (a mana
        card: pay with it), as gesture_meaning."""
        return []

    # Hooks of the typed view (engine/core/view.py); a family overrides what it has.
    def view_decision_source(self, g: Game) -> int | None:
        """The card the current question is about when it is not the nearest resolving ability's (None: that)."""
        return None

    def view_controller(self, g: Game, c) -> int | None:
        return c.zowner

    def view_card_stats(self, g: Game, c) -> dict:
        return {}

    def view_attached(self, g: Game, c) -> list:
        return []

    def view_seat_counters(self, g: Game, p: int) -> dict:
        return {}

    def view_in_range(self, g: Game, p: int) -> list:
        return g.alive_players()

    def view_attack_targets(self, g: Game, p: int) -> list:
        return []

    def view_active_players(self, g: Game) -> list:
        return [g.turn_player]

    def view_teams(self, g: Game, viewer, full: bool) -> list:
        from .view import TeamView
        return [TeamView(t, m, any(g.players[q].alive for q in m)) for t, m in sorted(self.team_table(g))]

    def view_turns(self, g: Game) -> list:
        """[TurnView] where several turns run at once; empty: the game's one turn (view.py)."""
        return []

    def view_stack(self, g: Game, viewer, full: bool) -> list:
        return []
