"""`alternating`: the Alternating Teams variant of the stack game (811), 4-8 players.

* 811.1/811.2: two or more teams of equal size, seated alternately (A1, B1, C1, A2, B2, C2 …): seat s
  belongs to the team of seat s mod (number of teams);
* 811.3: range of influence (recommended 2, option `range`, None = unlimited) and exactly one of attack
  left / attack right / attack multiple players (option `attack`, as in 806); deploy creatures is not used;
* 811.4: a player may attack only opponents seated immediately next to them;
* 811.5: resources are not shared; teammates may look at each other's hands only when seated next to each
  other: alternate seating never does that while every player is in the game, but departures can make two
  teammates neighbours, who from then on see each other's hands (D-811);
* a team wins when every other team has left (104.2c) and loses when all its players have lost (104.3g)."""
from __future__ import annotations

from dataclasses import replace

from ..core.errors import SetupProblem
from ..core.rules import FormatInfo
from ..families.stack.rules import ATTACK, COMMON_OPTIONS, RANGE, StackRules
from ..families.stack.zones import TEAM as TEAM_ZONES
from ..seating import Seating
from . import register


@register
class AlternatingTeamsRules(StackRules):
    info = FormatInfo(
        name="alternating", family="stack", title_en="Stack game: alternating teams",
        title_ja="スタック戦: 交互チーム戦", min_players=4, max_players=8, recommended_players=6,
        aliases=("alternating-teams",), teams=(2, 2),
        options={"range": replace(RANGE, default=2), "attack": replace(ATTACK, rule="mtg:811.3"), **COMMON_OPTIONS},
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=("mtg:811", "mtg:801", "mtg:802", "mtg:803", "mtg:104.2c", "mtg:104.3g"))
    free_mulligan = True
    zone_specs = TEAM_ZONES   # a hand is seen by its owner and the teammates seated next to them (811.5)

    teams_seated_apart = True

    @classmethod
    def seat_teams(cls, sizes: tuple, n: int) -> list[int]:
        """811.2: A1, B1, C1, A2, B2, C2 … around the table."""
        return [Seating.alternating_team(seat, len(sizes)) for seat in range(n)]

    def team_problems(self, seating) -> list:
        teams = seating.teams or ()
        sizes = {len(t) for t in teams}
        if len(teams) < 2 or len(sizes) != 1 or sizes == {1}:
            return [SetupProblem("team-sizes", "mtg:811.1", {"counts": sorted(len(t) for t in teams)},
                                 "811.1: alternating teams need two or more teams of the same size (two or more each)")]
        if not seating.teams_alternate():
            return [SetupProblem("team-seating", "mtg:811.2", {},
                                 "811.2: the teams sit alternately (A1, B1, C1, A2, B2, C2 …)")]
        return []

    def team_mask(self, g, p: int) -> int:
        """811.5: the owner, and the living teammates seated immediately next to them."""
        m = 1 << p
        if g.players[p].alive:
            seat = g.players[p].seat
            for s in (g.seating.left(seat), g.seating.right(seat)):
                q = g.seat_player[s]
                if q != p and self.same_team(g, p, q):
                    m |= 1 << q
        return m

    def remove_player(self, g, player: int) -> None:
        """A departure may seat two teammates next to each other: from now on they see each other's hand."""
        super().remove_player(g, player)
        for q in g.alive_players():
            mask = self.team_mask(g, q)
            if mask != 1 << q:
                for cid in g.zones[f"p{q}.hand"]:
                    g.cards[cid].known |= mask

    def skip_first_draw(self, g):
        return False, "mtg:800.7"

    def attack_targets(self, g, p: int) -> list[int]:
        """811.4: only opponents seated immediately next to the player; attack left / right narrow that to
        one side (803)."""
        seat = g.players[p].seat
        opt = self.options["attack"]
        sides = {"left": [g.seating.left(seat)], "right": [g.seating.right(seat)],
                 "multiple": [g.seating.left(seat), g.seating.right(seat)]}[opt]
        return [q for q in self.opponents(g, p) if g.players[q].seat in sides and q in self.roi(g, p)]
