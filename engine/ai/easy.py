"""Easy: a beginner.  It plays Normal's plausible moves most of the time but makes a beginner's
mistakes: now and then a random legal move, a careless block, it forgets to attack, and it uses its
resources in a fixed greedy order without thought.  A person who has played a few games beats it."""
from __future__ import annotations

from ..sim import choose_random
from .normal import NormalPlayer, scores

MISTAKE = 0.3            # how often it plays any legal move instead of a sensible one
FORGET_ATTACK = 0.35     # how often it lets an attack chance go by


class EasyPlayer(NormalPlayer):
    level = "easy"

    def decide(self, obs):
        rng = self.rng
        acts = obs.legal
        if obs.kind in ("attack", "declare-attackers") and rng.random() < FORGET_ATTACK:
            passive = [a for a in acts if a.verb in ("pass", "done")]
            if passive:
                return passive[0]
        if obs.kind != "pay" and rng.random() < MISTAKE:
            return choose_random(acts, rng, "act")
        sc = scores(obs)
        return acts[max(range(len(sc)), key=lambda i: (sc[i], rng.random()))]
