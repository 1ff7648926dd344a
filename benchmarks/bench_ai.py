"""Computer players against each other: the heuristic player against random players (win rates,
actions per second).  Figures only (this holds the strength figure that tests/engine/test_ai.py used to
assert: the heuristic player won >= 14 of the 20 seeded duels 500..519, where chance alone is ~10)."""
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


def former_test_bar() -> None:
    """The 20 duels of the former strength assertion (seeds 500..519, heuristic seat alternating)."""
    wins = 0
    for i in range(20):
        rng = random.Random(500 + i)
        g = engine.new_game("duel", random_players("duel", 2, rng), seed=rng.randrange(1 << 62))
        bots = {p: HeuristicPlayer(500 + i) if p == i % 2 else RandomPlayer(500 + i + p) for p in range(2)}
        steps = 0
        while g.outcome is None and steps < 6000:
            p = g.decision.waiting_for()[0]
            g.perform(bots[p].choose(g, p))
            steps += 1
        wins += g.outcome is not None and (i % 2) in g.outcome.winners
    print(f"duel, seeds 500..519: heuristic player won {wins}/20 (former test bar: 14; chance alone: 10)")


def main() -> int:
    former_test_bar()
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
