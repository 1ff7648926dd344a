"""A heuristic computer player for the shield game: plays its biggest affordable card, charges
while mana is short, attacks the most exposed opponent, blocks when it wins the battle or its
shields are low, always uses S-Triggers.  It reads only `game.view(player)`-level knowledge: its
own hand, public zones and counts (never another player's hidden cards)."""
from __future__ import annotations

import random

from ..families.shield.cards import power


class HeuristicPlayer:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    # ----- helpers -----------------------------------------------------------------------
    @staticmethod
    def _card(g, tok):
        if tok.startswith("c") and tok[1:].isdigit():
            return g.cards[int(tok[1:])]
        return None

    def _threat(self, g, p):
        """How dangerous an opponent is: creatures' power, few shields make them an easy kill."""
        return sum(power(g, g.cards[c]) for c in g.zones[f"p{p}.battle"]) / 1000 + len(g.zones[f"p{p}.battle"])

    # ----- the choice --------------------------------------------------------------------
    def choose(self, g, player):
        acts = [a for a in g.legal_actions(player) if a.verb != "concede"]
        if not acts:
            return None
        kind = g.decision.kind
        scored = [(self.score(g, player, kind, a), self.rng.random(), i) for i, a in enumerate(acts)]
        return acts[max(scored)[2]]

    def score(self, g, me, kind, a) -> float:
        v, args = a.verb, a.args
        c = self._card(g, args[0]) if args else None
        if kind == "charge":
            if v == "pass":
                return 0.5 if len(g.zones[f"p{me}.mana"]) >= 7 else -1
            # charge the card we can least afford to play soon; prefer single-civilization cards
            return c.defn.cost - 2 * c.defn.multicolor if c else 0
        if kind == "main":
            if v == "pass":
                return 0
            if v == "gzero":
                return 50
            if c is None:
                return 1
            bonus = 3 if "blocker" in c.defn.keywords and len(g.zones[f"p{me}.shield"]) <= 2 else 0
            return 10 + c.defn.cost + bonus
        if kind == "pay":
            return 10 if v == "autopay" else (-10 if v == "cancel" else 0)
        if kind == "attack":
            if v == "pass":
                return 0
            return 5 + (power(g, c) / 1000 if c else 0)
        if kind == "attack-target":
            if v == "cancel":
                return -5
            tok = args[0]
            if tok.startswith("p"):
                p = int(tok[1:])
                shields = len(g.zones[f"p{p}.shield"])
                return 20 - shields * 2 + (30 if shields == 0 else 0) + self._threat(g, p) / 10
            t = self._card(g, tok)
            att = g.cards[g.decision.info.get("attacker")] if g.decision.info.get("attacker") is not None else None
            if t and att and power(g, att, attacking=True) > power(g, t):
                return 12 + power(g, t) / 1000
            return -2
        if kind == "block":
            if v == "noblock":
                return 0
            att = g.cards[g.decision.info["attacker"]]
            mine = power(g, c) if c else 0
            shields = len(g.zones[f"p{me}.shield"])
            if mine > power(g, att, attacking=True):
                return 10
            return 5 if shields <= 1 else -1
        if kind in ("shield-trigger", "use-declaration", "kirifudash"):
            return 0 if v in ("done", "pass") else 10
        if kind == "may":
            return 1 if v == "yes" else 0
        if kind == "how-many":
            return int(args[0]) if args else 0
        if kind == "designate-opponent":
            p = int(args[0][1:])
            return self._threat(g, p) - len(g.zones[f"p{p}.shield"])
        if kind == "partner-return":
            return 1 if v == "return" else 0
        if kind in ("choose-cards", "break-shields", "discard"):
            if v == "done":
                return -1
            if c is None:
                return 0
            if c.zowner != me:  # an opponent's card: take the strongest
                return power(g, c) / 1000 + c.defn.cost if c.zname == "battle" else c.defn.cost
            return -c.defn.cost  # one of ours (discard, sacrifice): the cheapest
        return 0
