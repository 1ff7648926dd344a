"""`melee`: the Grand Melee variant of the stack game (807), eight players, two turns at once.

* 807.1/807.3: a free-for-all (806), seated at random (the table's seats);
* 807.2: range of influence 1 (801), attack left (803; `attack` = "right" mirrors it); attack multiple players
  and deploy creatures are not used;
* 807.4/807.5: turn markers, one per full four players, take turns at the same time, one stack each, priority
  gated by range (engine/families/stack/melee.py; D-807: the markers' decisions interleave one by one);
* 807.6 / 104: the normal rules for winning and losing, with the limited range (104.3h, 104.4e, 104.4f)."""
from __future__ import annotations

from ..core.options import choice, number
from ..core.rules import FormatInfo
from ..core.zones import PUBLIC, ZoneSpec
from ..families.stack.melee import (MeleeFrame, current, marker_count, marker_to_remove, new_marker,
                                    next_holder, place_markers, stack_zone, within)
from ..families.stack.zones import SOLO
from ..families.stack.rules import COMMON_OPTIONS
from .ffa import FreeForAllRules
from . import register

MAX_MARKERS = 2   # eight seats at most at the table: two full fours


def _stack_spec(n: int) -> ZoneSpec:
    return ZoneSpec(stack_zone(n), stack_zone(n), "shared", "lifo", PUBLIC, "ordered", f"zone.stack.stack{n}",
                    scenario=False)   # "Stack 1", "Stack 2": each marker's stack drawn apart by the table


@register
class GrandMeleeRules(FreeForAllRules):
    info = FormatInfo(
        name="melee", family="stack", title_en="Stack game: grand melee", title_ja="スタック戦: 大乱闘戦",
        min_players=8, max_players=8, recommended_players=8, aliases=("grand-melee",),
        # 807.2: attack left (or right), never several players; 807.2a: range of influence 1
        options={"range": number(1, 1, 1, rule="mtg:807.2a"),
                 "attack": choice("left", "left", "right", rule="mtg:807.2"), **COMMON_OPTIONS},
        deck_rules={"min_size": 40, "max_size": 60, "max_copies": 4},
        rules_ref=("mtg:807", "mtg:801", "mtg:803", "mtg:104.3h", "mtg:104.4e", "mtg:104.4f"))
    zone_specs = tuple(s for s in SOLO if s.name != "stack") + tuple(_stack_spec(n) for n in range(1, MAX_MARKERS + 1))
    stack_keys = tuple(stack_zone(n) for n in range(1, MAX_MARKERS + 1))

    # ----- turn markers (807.4) ----------------------------------------------------------------
    def setup(self, g) -> None:
        super().setup(g)
        place_turn_markers(self, g, g.memory["first_player"], None)

    def setup_scenario(self, g, sc: dict) -> None:
        super().setup_scenario(g, sc)
        place_turn_markers(self, g, g.turn_player, g.frames.pop())


    def on_empty_stack(self, g) -> None:
        """A marker's turn ended (or it waits): pass it on (807.4c/d) or remove it (807.4)."""
        from ..families.stack.frames import TurnFrame
        m = current(g)
        if m["fresh"]:
            m["fresh"] = False
            nxt = m["player"]
        else:
            if m["n"] in g.memory["marker_removals"]:
                g.memory["marker_removals"].remove(m["n"])
                g.memory["markers"].remove(m)
                g.emit("turn_marker", marker=m["n"], player=m["player"], what="removed", rule="mtg:807.4")
                return
            nxt = next_holder(g, m)
            if nxt is None:
                if not m.get("waiting"):
                    m["waiting"] = True
                    g.emit("turn_marker", marker=m["n"], player=m["player"], what="waits", rule="mtg:807.4d")
                return
            m["waiting"] = False
            g.emit("turn_marker", marker=m["n"], player=nxt, what="passed", rule="mtg:807.4c")
        m["player"] = nxt
        g.memory["turns_begun"] += 1
        g.turn = g.memory["turns_begun"]
        g.turn_player = nxt
        g.memory["active"] = [nxt]
        g.push(TurnFrame(nxt))

    def remove_player(self, g, player: int) -> None:
        """800.4a in every turn under way; 807.4: a departure that leaves fewer full fours removes a marker."""
        super().remove_player(g, player)
        cur = g.memory.get("marker")
        for m in list(g.memory.get("markers", ())):
            if m["n"] != cur:
                with within(g, m):
                    self.forget_objects_of(g, player)
        markers = [m for m in g.memory.get("markers", ()) if m["n"] not in g.memory["marker_removals"]]
        if len(markers) > marker_count(len(g.alive_players())):
            n = marker_to_remove(g, g.players[player].seat, markers)
            if n is not None:
                g.memory["marker_removals"].append(n)
                g.memory["marker_removals"].sort()   # several at once: the lower number first

    # ----- stacks and priority (807.5) -------------------------------------------------------------
    def stack_key(self, g) -> str:
        return stack_zone(g.memory["marker"])


    def stack_items(self, g) -> list:
        if not g.memory.get("markers"):
            return g.memory["stack"]
        return [it for _, _, st in marker_stacks(self, g) for it in st]

    def priority_groups(self, g) -> list:
        """807.5: only players within range of the marker's holder or of an object on its stack."""
        holder = g.turn_player
        ctl = {it["controller"] for it in g.memory["stack"]}
        out = []
        for grp in self.groups(g):
            reach = self.roi(g, grp[0])
            if holder in reach or any(c in reach for c in ctl):
                out.append(grp)
        return out

    # ----- the view ------------------------------------------------------------------------------------
    def view_active_players(self, g) -> list:
        return [p for _, p, _ in marker_stacks(self, g) if g.players[p].alive] or [g.turn_player]

    def view_turns(self, g) -> list:
        """Every marker's turn (807.4): two turns run at once, each at its own step."""
        from ..core.view import TurnView
        cur = g.memory.get("marker")
        out = []
        for m in g.memory.get("markers", ()):
            now = m["n"] == cur
            out.append(TurnView(m["n"], g.turn if now else m["turn"], g.turn_player if now else m["turn_player"],
                                str(g.step if now else m["step"]), stack_zone(m["n"]), now, bool(m.get("waiting"))))
        return out

    def view_stack(self, g, viewer, full: bool) -> list:
        """Every marker's stack, each item naming the zone it is drawn in (807.5)."""
        from ..core.view import StackItemView
        from ..families.stack.view import waiting_triggers
        out = []
        for n, _, st in marker_stacks(self, g):
            out += [StackItemView(f"c{it['card']}", g.cards[it["card"]].defn.id, it["kind"], it["controller"],
                                  [t[0] for t in it["targets"]], it["ability"], stack_zone(n)) for it in st]
            out += waiting_triggers(g, marker_pending(g, n), viewer, full, stack_zone(n))
        return out


def place_turn_markers(R, g, first: int, turn) -> None:
    """807.4b: the markers go out from the starting player; marker 1's turn is the game's own state."""
    holders = place_markers(g, first)
    g.memory["markers"] = [new_marker(i + 1, h, [] if i or turn is None else [turn]) for i, h in enumerate(holders)]
    g.memory["markers"][0]["fresh"] = turn is None
    g.memory.update(marker=1, turns_begun=g.turn if turn is not None else 0, marker_removals=[])
    if turn is None:
        g.frames[0] = MeleeFrame()   # below the mulligans, in place of the one turn
    else:
        g.frames.append(MeleeFrame())


def marker_pending(g, n: int) -> list:
    """The triggered abilities waiting in marker `n`'s turn (the turn under way's are the game's own)."""
    if n == g.memory.get("marker"):
        return g.pending
    return next((m["pending"] for m in g.memory.get("markers", ()) if m["n"] == n), [])


def marker_stacks(R, g) -> list:
    """(marker number, holder, stack items) for each marker, the turn under way read live."""
    cur = g.memory.get("marker")
    return [(m["n"], m["player"], g.memory["stack"] if m["n"] == cur else m["stack"])
            for m in g.memory.get("markers", ())]
