"""Computer players against each other: the heuristic player against random players (win rates,
decision time).  Figures only."""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.ai.heuristic import HeuristicPlayer  # noqa: E402
from engine.ai.random_player import RandomPlayer  # noqa: E402
from engine.sim import random_players  # noqa: E402


def play(fmt, n, seed, heuristic_seats):
    rng = random.Random(seed)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=rng.randrange(1 << 62))
    bots = {p: (HeuristicPlayer(seed + p) if p in heuristic_seats else RandomPlayer(seed + p)) for p in range(n)}
    steps = 0
    while g.outcome is None and steps < 6000:
        p = g.decision.waiting_for()[0]
        g.perform(bots[p].choose(g, p))
        steps += 1
    return g, steps


def main() -> int:
    for fmt, n, games in (("duel", 2, 100), ("duepa", 4, 40)):
        wins = 0
        t0 = time.perf_counter()
        total = 0
        for i in range(games):
            seat = i % n
            g, steps = play(fmt, n, 1000 + i, {seat})
            total += steps
            if g.outcome and seat in g.outcome.winners:
                wins += 1
        dt = time.perf_counter() - t0
        print(f"{fmt} {n} seats: heuristic player won {wins}/{games} against random players "
              f"(chance alone: {games / n:.0f}); {total / games:.0f} actions/game, {total / dt:.0f} actions/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
