"""`tag`: BuildDivide-style 2 vs 2 tag team battle (seed 003, タッグチーム戦ルール Ver. 1.2.0).

Overrides the life-zone base rules only where seed 003 says so; every override names its rule id.
Seats 0,1 are one team and seats 2,3 the other (engine.seating.Seating(4, [[0, 1], [2, 3]])): a team
is a "side" that holds priority (801-1) and owns one life zone "t<team>.life" (301-1, 302-1) with its
own red-zone count (302-2); the field and the resolution area are shared by all four (301-2a)."""
from __future__ import annotations

from ..core.errors import SetupError, SetupProblem
from ..core.game import Game, Outcome
from ..core.options import flag
from ..core.rules import FormatInfo
from ..decks import DeckProblem
from ..families.lifezone.decks import validate_deck
from ..families.lifezone.rules import LifeRules
from ..families.lifezone.zones import TEAM as TEAM_ZONES
from . import register
from ..core.kinds import LOST, WON

TAG_RULES = (
    "101-1", "101-2", "101-2a", "102-1", "102-2", "103-1", "103-2", "201-1", "201-2", "201-3", "201-4", "201-4a",
    "301-1", "301-2", "301-2a", "301-3", "302-1", "302-2", "302-2a", "302-2b", "302-2c", "302-3", "302-3a",
    "302-3b", "302-3b-1", "401-1", "401-2", "402-1", "402-1a", "403-1", "403-1a", "403-1b", "403-2", "403-3",
    "403-3a", "501-1", "501-2", "501-2a", "501-2b", "502-1", "601-1", "602-1", "602-1a", "603-1", "603-1a",
    "701-1", "701-1a", "701-1b", "701-1c", "801-1", "802-1", "802-2", "802-3", "802-4", "802-5", "802-6",
    "802-7", "802-8", "802-9", "802-10", "901-1", "901-2", "901-2a", "901-3", "901-3a", "1001-1", "1001-2")


@register
class TagRules(LifeRules):
    info = FormatInfo(
        name="tag", family="lifezone", title_en="Tag team battle (2 vs 2)", title_ja="タッグチーム戦",
        min_players=4, max_players=4, teams=(2, 2), aliases=("tag-team", "tag-battle"),
        options={"shuffle_decks": flag(True), "mulligan": flag(True), "ace_rule": flag(False)},
        deck_rules={"min": 40, "max": 50, "max_copies": 4, "busters": 12, "max_shots": 12},
        rules_ref=tuple("tag:" + r for r in TAG_RULES))
    red_zone_start = 8                       # 302-2a
    zone_specs = TEAM_ZONES                  # 301-1: one life zone per team, hands seen by the team (301-3)
    team_concedes_together = True            # 103-2
    concede_rule = "tag:103-2"
    last_standing_rule = "tag:103-1"
    RID = dict(LifeRules.RID, **{
        "window": "tag:802-1", "main": "tag:802-6", "normal": "tag:802-6", "priority": "tag:802-6",
        "pass": "tag:802-9", "target": "tag:602-1", "block": "tag:603-1", "attack": "tag:601-1",
        "damage": "tag:701-1", "life_empty": "tag:701-1a", "buster": "tag:701-1b", "shot": "tag:701-1c",
        "first_draw": "tag:502-1", "triggers": "tag:1001-1", "order": "tag:1001-2", "opponent": "tag:901-1",
        "life_move": "tag:302-3", "visible": "tag:301-3", "energy": "tag:802-6", "lose_effect": "tag:103-1",
        "win_effect": "tag:103-1", "setup_life": "tag:403-3", "resolve": "tag:802-8", "close": "tag:802-7",
    })

    # ----- sides are teams ---------------------------------------------------------------
    def seat_side(self, g: Game, seat: int, p: int):
        return g.seating.team_of(seat)        # the team the seating graph puts the seat in

    def side_ids(self, g: Game) -> list[int]:
        return [0, 1]

    def side_life_key(self, side: int) -> str:
        return f"t{side}.life"                # 301-1 / 302-1: one life zone per team

    def attackable_players(self, g: Game, p: int) -> list[int]:
        f = g.seating.front(g.players[p].seat)   # 602-1a: only the front player (403-1b)
        return [g.seat_player[f]] if f is not None else []

    # ----- setup -------------------------------------------------------------------------
    def team_problems(self, seating) -> list:
        """Two teams of two (101-1), teammates side by side (403-1)."""
        teams = seating.teams
        if not teams or len(teams) != 2 or any(len(t) != 2 for t in teams):
            return [SetupProblem("team-sizes", "tag:101-1", {"sizes": [2, 2], "counts": [len(t) for t in teams or ()]},
                                 "tag needs two teams of two players (tag:101-1)")]
        if any(seating.team_side(s) is None for t in teams for s in t):
            return [SetupProblem("team-seating", "tag:403-1", {},
                                 "teammates sit side by side (tag:403-1): give seats 0,1 one team and 2,3 the other")]
        return []

    def check_teams(self, g: Game) -> None:
        """Two teams of two, teammates side by side (a scenario is checked for this too)."""
        self.refuse_unfit_teams(g)

    def check_setup(self, g: Game) -> None:
        self.check_teams(g)
        for side in (0, 1):
            names = []
            for p in self.side_members(g, side):
                terr = g.zones[f"p{p}.territory"]
                if terr:
                    names.append(g.cards[terr[0]].defn.name_ja)
            if len(names) == 2 and names[0] == names[1]:
                raise SetupError([SetupProblem(
                    "territories", "tag:401-1", {"name": names[0], "players": list(self.side_members(g, side))},
                    f"tag:401-1: teammates need territories with different unopened-side names (both use {names[0]!r})")])

    def set_first_player(self, g: Game, first: int) -> None:
        super().set_first_player(g, first)
        g.memory["clockwise"] = g.seating.tag_clockwise(g.players[first].seat)   # 501-2a / 501-2b

    def life_count(self, g: Game, p: int) -> int:
        terr = g.zones[f"p{p}.territory"]
        if terr and g.cards[terr[0]].defn.start_life:
            return g.cards[terr[0]].defn.start_life - 2     # 403-3a
        return 8

    def place_life(self, g: Game, first: int) -> None:
        """403-3: per team, one player places their cards, then the teammate on top of them.
        L-4 (ours): the team member who comes first in turn order places first."""
        order = self.turn_order_from(g, first)
        done = set()
        for p in order:
            side = self.side_of(g, p)
            if side in done:
                continue
            done.add(side)
            mate = next(q for q in self.side_members(g, side) if q != p)
            self.deck_to_life(g, p, self.life_count(g, p))
            self.deck_to_life(g, mate, self.life_count(g, mate))

    # ----- end of game -------------------------------------------------------------------
    def player_wins(self, g: Game, player: int, rule: str) -> None:
        """103-1: a player who wins makes the whole team win."""
        if g.outcome is not None:
            return
        side = self.side_of(g, player)
        res = {p: ((WON if self.side_of(g, p) == side else LOST), rule) for p in range(g.n_players)}
        g.end_game(Outcome(res, self.team_results(g, res)))

    # ----- decks -------------------------------------------------------------------------
    def validate_deck(self, deck) -> list:
        return validate_deck(self, deck, ace_rule=self.options["ace_rule"])   # 402-1a when chosen


def validate_team(R, decks) -> list:
    """401-1: teammates' territories have different unopened-side names (401-2: sizes may differ)."""
    pool = R.pool()
    names = []
    for d in decks:
        terr = [e.card for e in d.entries if e.card in pool and pool[e.card].type == "territory"]
        names.append(pool[terr[0]].name_ja if terr else None)
    if len(names) == 2 and names[0] is not None and names[0] == names[1]:
        return [DeckProblem(decks[1].path, None, "tag:401-1",
                            f"teammates use territories with the same name {names[0]!r}")]
    return []
