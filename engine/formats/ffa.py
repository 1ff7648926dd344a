"""`ffa`: free-for-all stack game for 3-8 players (806) with the options of seed 001 §801-803.

* range of influence (801): option `range` 1 / 2 / None, fixed as each turn begins (801.2c); it limits
  targets, attacks, "each …" effects and 'you win' / draw effects (104.3h, 104.4e);
* attack multiple players (802), attack left / attack right (803): option `attack` = "multiple" | "left" |
  "right" (806: exactly one of them is used);
* 800.6 a free first mulligan; 800.7 the starting player does not skip the first draw; 800.4 players leave
  and the game goes on.
Deploy creatures (804) is not offered (806 excludes it)."""
from __future__ import annotations

from dataclasses import replace

from ..core.rules import FormatInfo
from ..families.stack.rules import ATTACK, COMMON_OPTIONS, RANGE, StackRules
from . import register


@register
class FreeForAllRules(StackRules):
    info = FormatInfo(
        name="ffa", family="stack", title_en="Stack game: free-for-all", title_ja="スタック戦: 無差別戦",
        min_players=3, max_players=8, recommended_players=4, aliases=("free-for-all",),
        options={"range": RANGE, "attack": replace(ATTACK, rule="mtg:806"), **COMMON_OPTIONS},
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=("mtg:800", "mtg:801", "mtg:802", "mtg:803", "mtg:806", "mtg:104.3h", "mtg:104.4e"))
    free_mulligan = True

    def skip_first_draw(self, g):
        return False, "mtg:800.7"  # 800.7: nobody skips the first draw in multiplayer (but 2HG)

    def attack_targets(self, g, p):
        rng = self.roi(g, p)
        opt = self.options["attack"]
        seat = g.players[p].seat
        if opt == "left":      # 803: only the opponent immediately on the left
            s = g.seating.attack_left_target(seat)
            cands = [] if s is None else [g.seat_player[s]]
        elif opt == "right":
            s = g.seating.attack_right_target(seat)
            cands = [] if s is None else [g.seat_player[s]]
        else:                  # 802: any opponent
            cands = self.opponents(g, p)
        return [q for q in cands if q in rng]   # 801: only players within range
