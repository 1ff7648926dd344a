"""DuePa (seed 000): free-for-all shield game for 2-8 players with a partner zone.

Overrides the base shield rules only where seed 000 says so; every override names its rule id."""
from __future__ import annotations

from ..core.actions import Action
from ..core.game import DONE, Frame
from ..core.leaving import drop_frames_of
from ..core.options import flag, number
from ..core.rules import FormatInfo
from ..families.shield.frames import A, ask
from ..families.shield.rules import HAND, SHIELDS, ShieldRules
from ..families.shield.zones import SPECS
from . import register
from .shield_decks import validate_shield_deck

DUEPA_RULES = (
    "100.1", "101.1", "101.1a", "101.1b", "101.1c", "101.1d", "102.1", "103.1", "103.2", "103.3", "103.4",
    "103.5", "104.1", "104.2", "104.2a", "104.2b", "104.2c", "105.1", "106.1", "107.1", "107.1a", "200.1",
    "201.1", "201.1a", "201.2", "201.2a", "201.3", "201.3a", "201.3b", "201.4", "300.1", "300.1a", "300.1b",
    "300.1c", "300.1d", "300.2", "300.3", "301.1", "301.2", "302.1", "302.2", "303.1", "303.1a", "303.1b",
    "304.1", "304.2", "304.3", "305.1", "305.1a", "305.2", "306.1", "306.1a", "306.1b", "306.1c", "400.1",
    "400.1a", "400.2", "400.3", "400.4")


class PartnerReturnFrame(Frame):
    """DuePa 201.4 (D-201.4): the partner landed outside the partner and battle zones; its owner may
    put a mana card on the deck bottom to bring it back.  Runs before anything else."""

    __slots__ = ("partner", "zone")

    def __init__(self, owner, partner, zone):
        super().__init__(owner)
        self.partner = partner
        self.zone = zone

    def run(self, g):
        p = self.owner
        c = g.cards[self.partner]
        mana = g.zones[f"p{p}.mana"]
        if not g.players[p].alive or c.zone != self.zone or not mana:
            return DONE
        acts = [A(p, "return", f"c{m}") for m in mana] + [A(p, "keep")]
        return ask(g, "partner-return", p, acts, "duepa:201.4", partner=self.partner)

    def answer(self, g, a: Action):
        if a.verb == "return":
            R = g.rules
            m = int(a.args[0][1:])
            R.move(g, m, self.owner, "deck", top=False, cause="partner-return")
            R.move(g, self.partner, self.owner, "partner", cause="partner-return")
            g.emit("partner_returned", player=self.owner, card=self.partner, mana=m, rule="duepa:201.4")
        self.zone = ""  # answered: done on the next run


@register
class DuePaRules(ShieldRules):
    """Options digital_mana, zone_caps and auto_order (off by default) bring in the digital rules of
    seed 002 (strategies of the shield family: engine/families/shield/digital.py)."""
    info = FormatInfo(
        name="duepa", family="shield", title_en="DuePa (party free-for-all)", title_ja="デュエパーティー",
        min_players=2, max_players=8, recommended_players=3, aliases=("duel-party", "party"),
        options={"shields": number(6, *SHIELDS), "hand": number(6, *HAND), "first_player_draws": flag(True),
                 "nullify_win": flag(True), "nullify_extra_turn": flag(True), "name_once_per_turn": flag(True),
                 "ask_every_player": flag(False), "clockwise": flag(True), "shuffle_decks": flag(True),
                 "digital_mana": flag(False), "zone_caps": flag(False), "auto_order": flag(False)},
        deck_rules={"size": 60, "max_copies": 1, "partner": True, "no_start_outside": True,
                    "banlist": "duepa", "size_rule": "duepa:101.1", "copies_rule": "duepa:101.1b"},
        rules_ref=tuple("duepa:" + r for r in DUEPA_RULES))
    has_partner = True
    zone_specs = SPECS       # the partner zone is drawn (201)
    last_standing_rule = "duepa:104.1"
    rule_pending_order = "duepa:305.1"
    rule_declaration = "duepa:306.1"
    rule_block_owner = "duepa:304.3"
    rule_self_loss = "duepa:104.2c"
    rule_skip_turn = "duepa:106.1"

    def validate_deck(self, deck):
        return validate_shield_deck(self, deck)

    def init_state(self, g):
        super().init_state(g)
        g.memory["clockwise"] = self.options["clockwise"]  # DuePa 103.4: the players' chosen order

    def after_cards(self, g):
        g.memory["partners"] = {p: g.zones[f"p{p}.partner"][0] for p in range(g.n_players)
                                if g.zones[f"p{p}.partner"]}

    def usable_zones(self, g, p):
        return ("hand", "partner")  # DuePa 201.3, 201.3b

    # 107.1 / D-107: a name may be used once and may enter once per turn, per player
    def name_allowed(self, g, p, name, kind):
        if not self.options["name_once_per_turn"]:
            return None
        if name in g.per_turn["used"][p]:
            return "duepa:107.1"
        if kind == "summon" and name in g.per_turn["entered"][p]:
            return "duepa:107.1"
        return None

    def may_enter(self, g, player, c, summoned):
        if self.options["name_once_per_turn"] and not summoned and c.defn.name_en in g.per_turn["entered"][player]:
            g.emit("not_put", card=c.id, player=player, rule="duepa:107.1")
            return False
        return True

    # 104.2a / 104.2b / 105.1 / 106.1
    def direct_attack(self, g, attacker_player, defender):
        self.player_loses(g, defender, "duepa:104.2a", "direct attack")

    def deck_empty(self, g, player):
        self.player_loses(g, player, "duepa:104.2b", "deck-out")

    def nullified(self, g, what):
        if what in ("win", "opponent_loses") and self.options["nullify_win"]:
            return "duepa:105.1"
        if what == "extra_turn" and self.options["nullify_extra_turn"]:
            return "duepa:106.1"
        return None

    def check_removed(self, g, player):
        from ..core.errors import InvariantError
        for z in ("hand", "deck", "mana", "battle", "shield", "graveyard", "partner"):
            if g.zones[f"p{player}.{z}"]:
                raise InvariantError(f"removed player p{player} still has cards in {z} (DuePa 400.1)")

    # 400.1 / 400.1a: the loser's cards vanish without triggers; their pending effects are dropped
    def remove_player(self, g, player):
        super().remove_player(g, player)
        for key in [k for k in g.zones if k.startswith(f"p{player}.") and not k.endswith(".gone")]:
            for cid in list(g.zones[key]):
                c = g.cards[cid]
                g.zones[key].remove(cid)
                for u in c.under:
                    g.zones[f"p{player}.gone"].append(u)
                    g.cards[u].zone, g.cards[u].zname = f"p{player}.gone", "gone"
                c.under = []
                g.zones[f"p{player}.gone"].append(cid)
                c.zone, c.zname, c.zowner = f"p{player}.gone", "gone", player
                c.known = g.all_mask
                c.tapped = False
                c.mods = []
        g.memory["static_src"] = [s for s in g.memory["static_src"] if g.cards[s].zname == "battle"]
        g.pending[:] = [pe for pe in g.pending if pe.controller != player]
        g.interrupts[:] = [f for f in g.interrupts if f.owner != player]
        drop_frames_of(g, player)  # 400.1a: only the loser's own effects go; everyone else's finish
        g.emit("player_removed", player=player, rule="duepa:400.1")

    # 201.4: the partner's return interrupts everything (queued as an interrupt frame)
    def partner_landed(self, g, c):
        if g.zones[f"p{c.owner}.mana"]:
            g.interrupts.append(PartnerReturnFrame(c.owner, c.id, c.zone))
