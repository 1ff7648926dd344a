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

from .base import Gestures
from .combat import is_gift
from .evaluate import evaluate
from .normal import NormalPlayer, scores
from .observation import WorldObservation, WorldView

# decisions whose answer the heuristic gets right: no search
OBVIOUS = frozenset({"pay", "mulligan-bottom", "damage-order", "order-triggers", "assign-damage", "may", "shot",
                     "how-many", "partner-return", "break-shields", "begin-on-battlefield", "cleanup-discard"})


PRIOR = 2.0      # in evaluation points (a shield is worth 4): few playouts are noisy
MIN_ROUNDS = 6   # rounds every candidate plays before any is dropped
Z = 2.0          # standard errors below the leader that drop a candidate
KEEP = 1.0       # standard errors by which another answer must beat Normal's choice to be played instead


class Rollout:
    """Plays a world on with Normal's scoring for every seat (epsilon-random), up to a horizon.  Each seat
    remembers the gestures it gave up this turn, as a real computer seat does (base.Gestures)."""

    def __init__(self, rng, epsilon: float = 0.05, turns: int = 2, cap: int = 80):
        self.rng = rng
        self.epsilon = epsilon
        self.turns = turns
        self.cap = cap

    def play(self, w, start: int | None = None) -> int:
        """Play on until `turns` turns after `start` (the turn of the decision searched: every candidate
        stops at the same turn, whether or not its own answer ended a turn) or the action cap."""
        rng = self.rng
        last_turn = (w.turn if start is None else start) + self.turns
        gestures: dict = {}
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
            else:
                ges = gestures.get(p)
                if ges is None:
                    ges = gestures[p] = Gestures()
                turn = w.turn
                acts = ges.fresh(turn, acts)
                if rng.random() < self.epsilon:
                    a = acts[rng.randrange(len(acts))]
                else:
                    obs = WorldObservation(w, p)
                    obs.legal = acts
                    sc = scores(obs)
                    a = acts[max(range(len(sc)), key=lambda i: (sc[i], rng.random()))]
                ges.note(turn, a)
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

    def candidates(self, obs, order: list) -> list:
        """Normal's best answers, up to top_k of them, leaving out answers that do the same as one already
        taken (two copies of a card, two hidden shields) and attacks that give a creature away for nothing
        (combat.is_gift): the search's playouts go to real alternatives."""
        out, keys = [], set()
        for i in order:
            a = obs.legal[i]
            key = same_key(obs, a)
            if key in keys or (out and is_gift(obs, a)):
                continue
            keys.add(key)
            out.append(i)
            if len(out) == self.top_k:
                break
        return out

    def decide(self, obs):
        sc = scores(obs)
        order = sorted(range(len(sc)), key=lambda i: (-sc[i], self.rng.random()))
        if obs.kind in OBVIOUS:
            return obs.legal[order[0]]
        cands = self.candidates(obs, order)
        if len(cands) == 1:
            return obs.legal[cands[0]]
        t0, w0 = time.process_time(), time.perf_counter()
        wall = self.wall if self.wall is not None else float("inf")
        texts = [str(obs.legal[i]) for i in cands]
        values: list = [[] for _ in cands]     # each candidate's score in each round it played
        alive = list(range(len(cands)))
        done = 0
        me = obs.player
        start = obs.view.turn
        # at least one round, however small the budget
        while not done or (len(alive) > 1 and done + len(alive) <= self.playouts and
                           time.process_time() - t0 < self.seconds and time.perf_counter() - w0 < wall):
            world = obs.world(self.rng)
            # every candidate plays on in the same world with the same random stream (common random numbers:
            # the comparison sees the answers' difference, not the luck of the draw)
            stream = self.rng.getrandbits(64)
            for j, k in enumerate(alive):
                w = world.clone() if j < len(alive) - 1 else world
                w.perform(texts[k])
                roll = Rollout(random.Random(stream), turns=self.turns, cap=self.cap)
                self.stats["actions"] += roll.play(w, start) + 1
                values[k].append(evaluate(WorldView(w, me), me, lambda cid, w=w: _defn(w, cid), self.weights))
            done += len(alive)
            alive = prune(values, alive)
        self.stats["decisions"] += 1
        self.stats["playouts"] += done
        self.stats["cpu"] += time.process_time() - t0
        return obs.legal[cands[choice(values, alive)]]


def _mean(xs: list) -> float:
    return sum(xs) / len(xs)


def leader(values: list, alive: list) -> int:
    """The candidate with the best mean; Normal's own choice (0) keeps a small edge (PRIOR): the search must
    find a real difference to overrule it."""
    return max(alive, key=lambda k: (_mean(values[k]) + (PRIOR if k == 0 else 0), -k))


def _paired(values: list, k: int, best: int) -> tuple:
    """Mean and standard error of candidate k's score minus candidate best's, round by round."""
    n = min(len(values[k]), len(values[best]))
    d = [x - y for x, y in zip(values[k][:n], values[best][:n])]
    m = _mean(d)
    var = sum((x - m) ** 2 for x in d) / (n - 1) if n > 1 else float("inf")
    return m, (var / n) ** 0.5


def choice(values: list, alive: list) -> int:
    """The answer to play: the leader, if Normal's own choice (0) is out of the running or the leader beats
    it by more than PRIOR plus KEEP standard errors of their paired difference; else Normal's choice.  A
    search whose rounds end in wins and losses either way (an endgame) is mostly noise, and noise must not
    overrule a sensible move."""
    best = leader(values, alive)
    if best == 0 or 0 not in alive:
        return best
    m, se = _paired(values, best, 0)
    return best if m - KEEP * se > PRIOR else 0


def prune(values: list, alive: list) -> list:
    """Successive elimination: once every candidate has MIN_ROUNDS rounds, a candidate whose paired
    difference to the leader (the same worlds and random streams, so the luck cancels) stays below zero by
    Z standard errors is dropped (a difference that is always the same loss has no error and is dropped
    too), and the rest of the budget goes to the answers still in question."""
    if len(values[alive[0]]) < MIN_ROUNDS or len(alive) < 2:
        return alive
    best = leader(values, alive)
    keep = [best]
    for k in alive:
        if k == best:
            continue
        m, se = _paired(values, k, best)
        m += (PRIOR if k == 0 else 0) - (PRIOR if best == 0 else 0)
        if m + Z * se >= 0 and not (se == 0 and m < 0):
            keep.append(k)
    return sorted(keep)


def same_key(obs, a) -> tuple:
    """What tells two answers apart as far as the player can see: the verb, and for each card named its
    definition, zone and state rather than its token (hidden cards are all alike)."""
    key = [a.verb]
    for t in a.args:
        if t[:1] == "h":
            key.append("hidden")
            continue
        s = obs.seen(t) if t[:1] == "c" else None
        if s is None:
            key.append(t)
        else:
            cv = s.view
            key.append((cv.card, s.zone, cv.tapped, cv.controller, repr(sorted(cv.stats.items()))))
    return tuple(key)


def _defn(g, card_id):
    return g.rules.resolve_card(g, card_id) if card_id is not None else None
