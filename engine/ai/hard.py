"""Hard: determinised Monte Carlo over the worlds a player can imagine.

For a decision worth thinking about, Normal's ranking gives the few most promising answers.  Each round
deals one world (`obs.world(rng)`: the hidden cards dealt again, the future reseeded) and tries every
candidate in a copy of that same world (common worlds make the comparison fair), playing on with Normal's
heuristic for every seat (with a little randomness, the same random stream for every candidate of a round)
for a few turns, then scoring the position with the shared evaluation from the player's own view.  Rounds go
on until the per-decision budget (playouts, CPU seconds and wall-clock seconds) is spent; the answer with the best mean wins, Normal's ranking breaking ties.  Decisions with
an obvious answer (paying, ordering, mulligan details) are left to Normal."""
from __future__ import annotations

import random
import time

from .evaluate import evaluate
from .normal import NormalPlayer, scores
from .observation import WorldObservation, WorldView

# decisions whose answer the heuristic gets right: no search
OBVIOUS = frozenset({"pay", "mulligan-bottom", "damage-order", "order-triggers", "assign-damage", "may", "shot",
                     "how-many", "partner-return", "break-shields", "begin-on-battlefield", "cleanup-discard"})


PRIOR = 2.0      # in evaluation points (a shield is worth 4): few playouts are noisy


class Rollout:
    """Plays a world on with Normal's scoring for every seat (epsilon-random), up to a horizon."""

    def __init__(self, rng, epsilon: float = 0.05, turns: int = 2, cap: int = 80):
        self.rng = rng
        self.epsilon = epsilon
        self.turns = turns
        self.cap = cap

    def play(self, w) -> int:
        rng = self.rng
        last_turn = w.turn + self.turns
        n = 0
        while w.outcome is None and n < self.cap and w.turn < last_turn:
            d = w.decision
            if d is None:
                break
            p = d.waiting_for()[0]
            acts = [a for a in d.actions.get(p, ()) if a.verb != "concede"]
            if not acts:
                break
            if len(acts) == 1:
                a = acts[0]
            elif rng.random() < self.epsilon:
                a = acts[rng.randrange(len(acts))]
            else:
                obs = WorldObservation(w, p)
                sc = scores(obs)
                a = obs.legal[max(range(len(sc)), key=lambda i: (sc[i], rng.random()))]
            w.perform(a)
            n += 1
        return n


class HardPlayer(NormalPlayer):
    level = "hard"

    def __init__(self, seed: int = 0, playouts: int = 120, seconds: float = 0.8, wall: float | None = None,
                 top_k: int = 3, turns: int = 2, cap: int = 80, weights=None):
        super().__init__(seed)
        self.playouts = playouts      # per decision, over all candidates
        self.seconds = seconds        # CPU seconds per decision (process time), whichever ends first
        self.wall = wall              # and wall-clock seconds (a slow or busy machine never waits long)
        self.top_k = top_k
        self.turns = turns
        self.cap = cap
        self.weights = weights        # the evaluation's weights (None: evaluate.WEIGHTS of the family)
        self.stats = {"decisions": 0, "playouts": 0, "actions": 0, "cpu": 0.0}

    def decide(self, obs):
        sc = scores(obs)
        order = sorted(range(len(sc)), key=lambda i: (-sc[i], self.rng.random()))
        if obs.kind in OBVIOUS:
            return obs.legal[order[0]]
        cands = order[:self.top_k]
        if len(cands) == 1:
            return obs.legal[cands[0]]
        t0, w0 = time.process_time(), time.perf_counter()
        wall = self.wall if self.wall is not None else float("inf")
        texts = [str(obs.legal[i]) for i in cands]
        total = [0.0] * len(cands)
        rounds = 0
        done = 0
        me = obs.player
        # at least one round, however small the budget
        while rounds == 0 or (done + len(cands) <= self.playouts and time.process_time() - t0 < self.seconds
                              and time.perf_counter() - w0 < wall):
            world = obs.world(self.rng)
            # every candidate plays on in the same world with the same random stream (common random numbers:
            # the comparison sees the answers' difference, not the luck of the draw)
            stream = self.rng.getrandbits(64)
            for k, text in enumerate(texts):
                w = world.clone() if k < len(texts) - 1 else world
                w.perform(text)
                roll = Rollout(random.Random(stream), turns=self.turns, cap=self.cap)
                self.stats["actions"] += roll.play(w) + 1
                total[k] += evaluate(WorldView(w, me), me, lambda cid, w=w: _defn(w, cid), self.weights)
            done += len(cands)
            rounds += 1
        self.stats["decisions"] += 1
        self.stats["playouts"] += done
        self.stats["cpu"] += time.process_time() - t0
        # Normal's own choice (k == 0) keeps a small edge: search must find a real difference to overrule it
        best = max(range(len(cands)), key=lambda k: (total[k] / rounds + (PRIOR if k == 0 else 0), -k))
        return obs.legal[cands[best]]


def _defn(g, card_id):
    return g.rules.resolve_card(g, card_id) if card_id is not None else None
