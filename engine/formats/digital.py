"""`digital`: the shield game under the digital rules of Duel Masters Play's (seed 002, DIGEST.md A3).

The differences that other shield formats may offer too are options of the shield family, each a strategy
it chooses from the options (engine/families/shield/digital.py; on here, off elsewhere by default):
digital_mana (DMP-1..6, 44, 45, 55), zone_caps (DMP-7..12, 42, 43, 46, 47), auto_order (DMP-13..20, 48, 49).

Digital-only (no option elsewhere): the 99-turn limit (DMP-41, D-digital-99), the power clamp (DMP-33),
the DP hall of fame (DMP-53), the legend skills (DMP-51).  One block per attack (DMP-40) and the highest
breaker only (DMP-30/50) are already how the shield engine works.
"""
from __future__ import annotations

import itertools

from ..core.game import Outcome
from ..core.options import choice, flag, number
from ..core.rules import FormatInfo
from ..families.shield.rules import HAND, SHIELDS, ShieldRules
from . import register
from ..decks import UNKNOWN_CARD
from .shield_decks import validate_shield_deck
from ..core.kinds import LOST

POWER_LIMIT = 2_147_483_647


@register
class DigitalRules(ShieldRules):
    info = FormatInfo(
        name="digital", family="shield", title_en="Shield game: digital (DMP rules)",
        title_ja="シールド戦: デジタル（デュエプレ準拠）", min_players=2, max_players=2,
        aliases=("dmp", "duepure"),
        # turn_limit 0 plays without one (DMP-41 fixes 99); legend_skill: "" or a skill of assets/legend (DMP-51)
        options={"first_player_draws": flag(False), "shields": number(5, *SHIELDS), "hand": number(5, *HAND),
                 "ask_every_player": flag(False), "shuffle_decks": flag(True), "digital_mana": flag(True),
                 "zone_caps": flag(True), "auto_order": flag(True),
                 "turn_limit": number(99, 0, 999, off=0, rule="dmp:41"), "legend_skill": choice("", rule="dmp:51")},
        deck_rules={"size": 40, "max_copies": 4, "restricted_list": "digital", "restricted_max": 1,
                    "restricted_rule": "dmp:53"},
        rules_ref=tuple(f"dmp:{i}" for i in range(1, 56)))

    @classmethod
    def option_choices(cls, name: str) -> tuple:
        if name == "legend_skill":   # none, or one of the skills of assets/legend/digital.toml (DMP-51)
            return ("", *sorted(legend_skills()))
        return super().option_choices(name)

    # ----- power (DMP-33) ----------------------------------------------------------------
    def clamp_power(self, p):
        if p == float("inf") or p == float("-inf"):
            return p  # the explicit "infinite" value is outside the limits
        return max(-POWER_LIMIT, min(POWER_LIMIT, p))

    # ----- legend skills (DMP-51) ---------------------------------------------------------
    def start_of_turn(self, g, tp):
        super().start_of_turn(g, tp)
        fire_legend_skill(self, g, tp, "your_turn_start")

    # ----- turn limit (DMP-41, D-digital-99) ---------------------------------------------
    def setup_scenario(self, g, sc):
        super().setup_scenario(g, sc)
        if "turn" in sc:  # the scenario's game turn sets each player's finished turns too
            g.memory["turns_done"] = turns_done_before(g, int(sc["turn"]))

    def on_empty_stack(self, g):
        prev = g.turn_player
        done = g.memory.setdefault("turns_done", {})
        done[str(prev)] = done.get(str(prev), 0) + 1
        second = 1 - g.memory["first_player"]
        limit = self.options["turn_limit"]
        if limit and prev == second and done[str(prev)] >= limit:
            g.emit("turn_limit", turns=done[str(prev)], rule="dmp:41")
            g.end_game(Outcome({p.index: (LOST, "dmp:41") for p in g.players}, {}))
            return
        super().on_empty_stack(g)

    # ----- decks (DMP-53) ----------------------------------------------------------------
    def validate_deck(self, deck):
        probs = validate_shield_deck(self, deck)
        if any(pr.rule == UNKNOWN_CARD for pr in probs):
            return probs
        from ..decks import DeckProblem
        restricted = restricted_list(self.info.deck_rules["restricted_list"])
        counts: dict = {}
        lines: dict = {}
        for e in deck.entries:
            counts[e.card] = counts.get(e.card, 0) + e.count
            lines.setdefault(e.card, e.line)
        pool = self.pool()
        for cid, n in counts.items():
            if cid in restricted and n > 1:
                probs.append(DeckProblem(deck.path, lines[cid], "dmp:53",
                                         f"{n} copies of {pool[cid].name_en} ({cid}); it is in the DP hall of "
                                         "fame: at most 1"))
        return probs


def fire_legend_skill(R, g, p, when) -> None:
    """DMP-51: a player's legend skill fires by itself when its moment comes and its condition holds
    (no declaration, no choice, no card)."""
    skill_id = R.options.get("legend_skill") or ""
    if not skill_id:
        return
    sk = legend_skills()[skill_id]
    if sk["when"] != when or not g.players[p].alive:
        return
    used = g.memory.setdefault("legend_used", {})
    if sk["limit"] == "game" and used.get(str(p), 0):
        return
    from ..families.shield.conditions import holds
    if not holds(g, p, sk["condition"], None):
        return
    used[str(p)] = used.get(str(p), 0) + 1
    g.emit("legend_skill", player=p, skill=skill_id, rule="dmp:51")
    for e in sk["effects"]:
        for _ in range(e["count"]):
            deck = g.zones[f"p{p}.deck"]
            if not deck or not g.players[p].alive or g.outcome is not None:
                break
            if e["op"] == "draw":
                R.draw(g, p, 1)
            else:
                top = deck[-1]
                zname = "shield" if e["op"] == "add_shields" else "mana"
                R.move(g, top, p, zname, cause="legend-skill",
               tapped=zname == "mana" and g.cards[top].defn.multicolor)


def turns_done_before(g, turn: int) -> dict:
    """Each player's finished turns when game turn `turn` begins: turns go round in turn order from the
    first player, one per player."""
    order = g.turn_order_from(g.memory["first_player"])
    done = {str(p): 0 for p in order}
    for p in itertools.islice(itertools.cycle(order), max(0, turn - 1)):
        done[str(p)] += 1
    return done


LEGEND_OPS = ("draw", "add_shields", "charge_top")
_LEGEND: dict | None = None


def legend_skills() -> dict:
    """Skill id -> skill, from assets/legend/digital.toml (checked once; a bad entry names file and skill)."""
    global _LEGEND
    if _LEGEND is None:
        import tomllib

        from ..core.errors import DataError
        from ..paths import assets_dir
        path = assets_dir() / "legend" / "digital.toml"
        out = {}
        for i, sk in enumerate(tomllib.loads(path.read_text(encoding="utf-8")).get("skill", [])):
            where = f"skill #{i + 1} ({sk.get('id', '?')})"
            if sk.get("when") != "your_turn_start" or sk.get("limit") not in ("game", "turn"):
                raise DataError(str(path), None, f"{where}: when must be your_turn_start, limit game or turn")
            for e in sk.get("effects", []):
                if e.get("op") not in LEGEND_OPS or not isinstance(e.get("count", 1), int):
                    raise DataError(str(path), None, f"{where}: unknown effect {e!r}")
                e.setdefault("count", 1)
            sk.setdefault("condition", "")
            out[sk["id"]] = sk
        _LEGEND = out
    return _LEGEND


def restricted_list(name: str) -> dict:
    """Card id -> reason, from assets/banlists/<name>.toml `restricted = [...]` (read again only when it
    changes)."""
    from ..filecache import read_cached
    from ..paths import assets_dir
    p = assets_dir() / "banlists" / f"{name}.toml"
    if not p.exists():
        return {}
    return read_cached(p, _read_restricted)


def _read_restricted(p) -> dict:
    import tomllib
    data = tomllib.loads(p.read_text(encoding="utf-8"))
    reasons = data.get("reasons", {})
    return {cid: reasons.get(cid, "") for cid in data.get("restricted", [])}
