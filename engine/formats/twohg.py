"""Team formats of the stack game.

`2hg` — Two-Headed Giant (810): two teams of two sitting together, shared team turns (805, always used),
team priority, combat as a team (805.10), a shared life total of 30 (810.4) and shared poison with a
threshold of 15 (810.10, 704.6b), the starting team skips its first draw (810.6), players win and lose
only as a team (810.8a), a concession takes the whole team out (810.8b).

`teams` — Team vs. Team (808): two or more teams sitting together, the attack-multiple-players option,
individual turns; the option `shared_turns` turns on the shared team turns option (805) for it.  A team
loses when all of its players have lost (104.3g) and wins when all other teams have left (104.2c)."""
from __future__ import annotations

from ..core.rules import FormatInfo
from ..core.options import flag
from ..families.stack.rules import COMMON_OPTIONS, RANGE, StackRules
from ..families.stack.zones import TEAM as TEAM_ZONES
from . import register


@register
class TeamVsTeamRules(StackRules):
    info = FormatInfo(
        name="teams", family="stack", title_en="Stack game: team vs. team", title_ja="スタック戦: チーム対抗戦",
        min_players=4, max_players=8, recommended_players=4, aliases=("team-vs-team",), teams=(2, 2),
        options={"shared_turns": flag(False), **COMMON_OPTIONS, "range": RANGE},
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=("mtg:808", "mtg:805", "mtg:104.2c", "mtg:104.3g", "mtg:104.4d", "mtg:104.4g"))
    free_mulligan = True
    team_sees_hands = True   # 808: teammates may look at each other's hands
    zone_specs = TEAM_ZONES

    def skip_first_draw(self, g):
        return False, "mtg:800.7"

    def attack_targets(self, g, p):
        if self.shared_turns:  # 805.10a/b: the active team attacks the other team's players
            return [q for q in self.opponents(g, p) if q in self.roi(g, p)]
        return [q for q in self.opponents(g, p) if q in self.roi(g, p)]  # 808: attack multiple players


@register
class TwoHeadedGiantRules(TeamVsTeamRules):
    info = FormatInfo(
        name="2hg", family="stack", title_en="Stack game: Two-Headed Giant", title_ja="スタック戦: 双頭巨人戦",
        min_players=4, max_players=4, recommended_players=4, aliases=("two-headed-giant", "twohg"),
        teams=(2, 2), options=dict(COMMON_OPTIONS),
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=tuple(f"mtg:{r}" for r in (
            "810", "805", "805.1", "805.2", "805.3", "805.3a", "805.3b", "805.4", "805.4a", "805.4b", "805.4c",
            "805.4d", "805.5", "805.5a", "805.5b", "805.6", "805.6a", "805.7", "805.8", "805.9", "805.10",
            "805.10a", "805.10b", "805.10c", "805.10d", "805.10e", "805.10f", "805.10g")))
    start_life = 30          # 810.4
    poison_limit = 15        # 810.10 / 704.6b
    concede_rule = "mtg:810.8b"
    rule_life = "mtg:810.8c"
    rule_poison = "mtg:810.8d"

    shared_turns = True      # 810.2
    def life_key(self, g, p):
        return f"t{g.players[p].team}"   # 810.4 / 810.10: life and poison belong to the team

    def skip_first_draw(self, g):
        return True, "mtg:810.6"

    def loss_partners(self, g, p):
        return self.team_members(g, p)   # 810.8a: "can't lose" extends to the team

    def expand_losers(self, g, losers):
        out = dict(losers)               # 810.8a: if either player loses, the team loses
        for p, rule in losers.items():
            for m in self.team_members(g, p):
                if g.players[m].alive and m not in out:
                    out[m] = "mtg:810.8a" if rule != self.concede_rule else rule
        return out

    def team_wins_if(self, member_results):
        return True                      # 810.8a: if either player wins, the team wins
