"""`emperor`: the Emperor variant of the stack game (809), six players in two teams of three.

* 809.1/809.2: each team sits together, its emperor in the middle seat and a general on each side;
* 809.3 (801): range of influence 2 for emperors, 1 for generals, fixed as each turn begins;
* 809.4: a player may attack only opponents seated immediately next to them (so an emperor cannot
  attack while both generals sit beside them);
* 804: deploy creatures is always used (engine/families/stack/deploy.py);
* a random emperor takes the first turn, turns go to the left;
* 809.5 / 104.2d, 104.3i, 104.4h: a team wins, loses or draws with its emperor - the emperor losing takes
  the whole team out even with both generals alive (TS-MTG-809-1), an emperor's draw is the team's draw.
Resources are not shared: life totals, hands and libraries stay each player's own."""
from __future__ import annotations

from ..core.game import Outcome
from ..core.errors import SetupProblem
from ..core.rules import FormatInfo
from ..families.stack.deploy import deploy_actions
from ..families.stack.rules import COMMON_OPTIONS, VERBS, StackRules
from . import register
from ..core.kinds import DREW, LOST, WON

EMPEROR_RANGE, GENERAL_RANGE = 2, 1


@register
class EmperorRules(StackRules):
    info = FormatInfo(
        name="emperor", family="stack", title_en="Stack game: Emperor", title_ja="スタック戦: 皇帝戦",
        min_players=6, max_players=6, recommended_players=6, aliases=("emperor-variant",), teams=(3, 3),
        options=dict(COMMON_OPTIONS),
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=("mtg:809", "mtg:804", "mtg:801", "mtg:104.2d", "mtg:104.3i", "mtg:104.4h"))
    verbs = VERBS | {"deploy"}
    free_mulligan = True
    drag_hints = {**StackRules.drag_hints, "deploy": "arg"}

    # ----- seating (809.1, 809.2) ------------------------------------------------------------
    def team_problems(self, seating) -> list:
        """809.1 / 809.2: three players per team, sitting together, the emperor in the middle."""
        teams = seating.teams or ()
        for k, team in enumerate(teams):
            if len(team) != 3:
                return [SetupProblem("team-sizes", "mtg:809.1", {"team": k, "count": len(team), "sizes": [3]},
                                     f"809.1: Emperor teams have three players (team {k} has {len(team)})")]
        middles = [s for team in teams for s in team if {seating.left(s), seating.right(s)} <= set(team) - {s}]
        if len(middles) != len(teams):
            return [SetupProblem("team-seating", "mtg:809.2", {},
                                 "809.2: each team sits together with its emperor in the middle seat")]
        return []

    def check_seating(self, g) -> None:
        self.refuse_unfit_teams(g)
        emperors = {}
        for p in g.players:
            mates = self.team_members(g, p.index)
            left, right = g.seating.left(p.seat), g.seating.right(p.seat)
            if {g.seat_player[left], g.seat_player[right]} <= set(mates) - {p.index}:
                emperors[str(p.team)] = p.index
        g.memory["emperors"] = emperors


    def team_head(self, g, members: list[int]) -> int | None:
        return emperor_of(self, g, members[0])


    def primary(self, g, members: list[int]) -> int:
        """The team's lead is its emperor (809.2); turns are not shared, so this only names whom the table
        stars in the team's panel (the shared-turns rule of the rightmost seat would name a general)."""
        emperors = set(g.memory.get("emperors", {}).values())
        emp = next((m for m in members if m in emperors), None)
        return super().primary(g, members) if emp is None else emp

    def setup(self, g) -> None:
        # 809.2: a random emperor goes first (a chosen first player stands for their team's emperor)
        first = g.setup.get("first_player")
        self.init_state(g)
        emperors = [g.memory["emperors"][k] for k in sorted(g.memory["emperors"])]
        setup = g.setup   # the recorded setup stays as given, so a replay draws the same emperor
        g.setup = dict(setup, first_player=emperors[g.rng.below(len(emperors))] if first is None
                       else emperor_of(self, g, first))
        try:
            super().setup(g)
        finally:
            g.setup = setup

    # ----- range and attacks (809.3, 809.4) --------------------------------------------------
    def limited_range(self) -> bool:
        return True

    def compute_roi(self, g) -> None:
        g.memory["roi"] = {
            str(p): [g.seat_player[s] for s in g.seating.range_of_influence(
                g.players[p].seat, EMPEROR_RANGE if is_emperor(self, g, p) else GENERAL_RANGE)]
            for p in g.alive_players()}

    def attack_targets(self, g, p: int) -> list[int]:
        seat = g.players[p].seat
        beside = {g.seating.left(seat), g.seating.right(seat)}
        return [q for q in self.opponents(g, p) if g.players[q].seat in beside and q in self.roi(g, p)]

    def skip_first_draw(self, g):
        return False, "mtg:800.7"

    def priority_actions(self, g, p: int, step: str) -> list:
        return super().priority_actions(g, p, step) + deploy_actions(g, p, step)   # 804

    # ----- results with the emperor (809.5) --------------------------------------------------
    def expand_losers(self, g, losers: dict) -> dict:
        out = dict(losers)   # 104.3i: the emperor loses, the team loses
        for p in list(losers):
            if is_emperor(self, g, p):
                for m in self.team_members(g, p):
                    if g.players[m].alive and m not in out:
                        out[m] = "mtg:104.3i"
        return out

    def players_draw(self, g, players: list[int], rule: str) -> None:
        extra = []   # 104.4h: the emperor's draw is the team's draw
        for p in players:
            if g.players[p].alive and is_emperor(self, g, p):
                extra += [m for m in self.team_members(g, p) if g.players[m].alive and m not in players]
        results = g.memory.setdefault("results", {})
        for m in extra:
            results[m] = (DREW, "mtg:104.4h")
            g.players[m].alive = False
            g.emit("player_drew", player=m, rule="mtg:104.4h")
        for m in extra:
            self.remove_player(g, m)
        super().players_draw(g, players, rule)

    def decide_outcome(self, g) -> None:
        if g.outcome is not None:
            return
        alive = g.alive_players()
        teams = {g.seating.team_of(g.players[p].seat) for p in alive}
        if len(teams) == 1 and alive:   # 104.2d: the team whose emperor wins wins, generals who left included
            results = dict(g.memory.get("results", {}))
            for m in self.team_members(g, alive[0]):   # a general whose game was already a draw (104.4e) keeps it
                if results.get(m, ("",))[0] != DREW:
                    results[m] = (WON, "mtg:104.2d")
            g.end_game(Outcome(results, self.team_results(g, results)))
            return
        super().decide_outcome(g)

    def team_results(self, g, results: dict) -> dict:
        out = {}   # 809.5: each team's result is its emperor's
        name = {m: t for t, members in self.team_table(g) for m in members}
        for emp in g.memory["emperors"].values():
            r = results.get(emp, (LOST, ""))
            rule = {WON: "mtg:104.2d", LOST: "mtg:104.3i", DREW: "mtg:104.4h"}[r[0]]
            out[name[emp]] = (r[0], rule)
        return out


def emperor_of(R, g, p: int) -> int:
    """The emperor of p's team (the seating graph's team; memory keys them by the team's name)."""
    emperors = g.memory["emperors"].values()
    return next(m for m in R.team_members(g, p) if m in emperors)


def is_emperor(R, g, p: int) -> bool:
    return emperor_of(R, g, p) == p
