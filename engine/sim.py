"""Seeded random playouts (used by `enza sim`, conformance tests and benchmarks)."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from .catalog import bundled_decks, default_cap, default_teams, seated_players, team_sizes  # noqa: F401  (re-exported)


_PLAYOUT_DECKS: dict[str, list] = {}


def _playout_decks(fmt: str) -> list:
    """The bundled decks read once per process for random playouts (reading and parsing them again for
    every simulated game was a tenth of a short game's cost); new_game only reads a Deck, so sharing
    the objects is safe."""
    decks = _PLAYOUT_DECKS.get(fmt)
    if decks is None:
        decks = _PLAYOUT_DECKS[fmt] = bundled_decks(fmt)
    return decks


def random_players(fmt: str, n: int, rng: random.Random) -> list[dict]:
    """Players of a random playout: the catalog's seating with bundled decks (read once per process here)."""
    return seated_players(fmt, n, rng, _playout_decks(fmt))


@dataclass
class SimResult:
    games: int = 0
    finished: int = 0
    unfinished: int = 0
    draws: int = 0
    nobody_won: int = 0
    wins: dict = field(default_factory=dict)
    actions: int = 0
    seconds: float = 0.0

    def as_dict(self) -> dict:
        return {"games": self.games, "finished": self.finished, "unfinished": self.unfinished,
                "draws": self.draws, "nobody_won": self.nobody_won,
                "wins_by_seat": {str(k): v for k, v in sorted(self.wins.items())},
                "actions": self.actions, "mean_actions": self.actions / max(self.games, 1),
                "seconds": round(self.seconds, 3), "games_per_s": self.games / max(self.seconds, 1e-9),
                "actions_per_s": self.actions / max(self.seconds, 1e-9)}


# Answers that let the game go on without doing anything.  Preferring the others makes random games
# shorter and livelier (more attacks, spells, blocks); what makes big stack games long is the forced
# passes (each seat passes priority in each step), which the seat-scaled cap below allows for.
PASSIVE_VERBS = frozenset({"pass", "cancel", "noblock", "done", "concede"})
ACT_PROBABILITY = 0.9
# Answers legal at almost every priority that change little (804 deploy: a creature handed to a teammate and
# maybe back): the "act" policy skips them with probability ACT_PROBABILITY, or random games never end.
RARE_VERBS = frozenset({"deploy"})
POLICIES = ("act", "uniform")


def _below(rng, n: int) -> int:
    """rng.randrange(n) (n > 0), the same number, without randrange's argument checks for random.Random."""
    return rng._randbelow(n) if type(rng) is random.Random else rng.randrange(n)


def choose_random(acts: list, rng: random.Random, policy: str = "act"):
    """One random answer.  "uniform": any legal answer alike.  "act" (the default playout policy): when
    the decision offers something besides passing, cancelling, not blocking or finishing a choice, do
    one of those with probability ACT_PROBABILITY; passive answers stay possible so that every legal
    path is still explored."""
    if policy == "act":
        # (this runs for every action of every playout: the rare verbs are never passive, so they are looked
        # for among the active answers only, and only when there are some)
        active = []
        for a in acts:     # (a loop: a comprehension is a call of its own, at every action of every playout)
            if a.verb not in PASSIVE_VERBS:
                active.append(a)
        rare = False
        if active:
            for a in active:
                if a.verb in RARE_VERBS:
                    rare = True
                    break
        if rare and rng.random() < ACT_PROBABILITY:
            acts = [a for a in acts if a.verb not in RARE_VERBS]   # (never empty: pass is always there)
            active = [a for a in active if a.verb not in RARE_VERBS]
        if active and len(active) < len(acts) and rng.random() < ACT_PROBABILITY:
            return active[_below(rng, len(active))]
    elif policy != "uniform":
        raise ValueError(f"unknown playout policy {policy!r} (known: {', '.join(POLICIES)})")
    return acts[_below(rng, len(acts))]


def play_random_game(game, seed: int, max_actions: int | None = 5000, check=None, policy: str = "act") -> int:
    """Play random legal actions until the end or the cap (None: `default_cap`); returns the number of
    actions."""
    rng = random.Random(seed)
    if max_actions is None:
        max_actions = default_cap(game.n_players)
    n = 0
    while game.outcome is None and n < max_actions:
        d = game.decision
        if d is None:
            break
        p = d.waiting_for()[0]
        acts = d.actions.get(p)
        if not acts:
            raise RuntimeError(f"decision {d} offers no action to p{p}")
        game.perform(choose_random(acts, rng, policy))
        n += 1
        if check is not None:
            check(game)
    return n


def simulate(fmt: str, players: int, games: int, seed: int, max_actions: int | None = 5000, options=None,
             check=None, factory=None, policy: str = "act") -> SimResult:
    from .newgame import new_game
    res = SimResult()
    t0 = time.perf_counter()
    for i in range(games):
        rng = random.Random(seed * 1_000_003 + i)
        if factory:
            g = factory(i, rng)
        else:
            g = new_game(fmt, random_players(fmt, players, rng), options=options, seed=rng.randrange(1 << 62))
        n = play_random_game(g, rng.randrange(1 << 62), max_actions, check, policy)
        res.games += 1
        res.actions += n
        if g.outcome is None:
            res.unfinished += 1
        else:
            res.finished += 1
            if g.outcome.is_draw:
                res.draws += 1
            elif g.outcome.nobody_won:
                res.nobody_won += 1
            for w in g.outcome.winners:
                seat = g.players[w].seat
                res.wins[seat] = res.wins.get(seat, 0) + 1
    res.seconds = time.perf_counter() - t0
    return res
