"""Soak tier of the `digital` format (DMP rules): 1,000 seeded random games by default, with the
digital invariants after every action (cards conserved, zone caps, 0 <= available <= max mana, no
tapped mana, no pay / pending-order decisions), then a throughput run without checks.

    .venv/bin/python benchmarks/soak_digital.py [--games 1000] [--seed 2026]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.sim import bundled_decks, play_random_game, simulate  # noqa: E402


def check(g) -> None:
    seen = set()
    for ids in g.zones.values():
        for cid in ids:
            assert cid not in seen, f"card {cid} twice"
            seen.add(cid)
            for u in g.cards[cid].under:
                assert u not in seen, f"card {u} twice"
                seen.add(u)
    assert len(seen) == len(g.cards), "cards not conserved"
    R = g.rules
    for p in g.players:
        i = p.index
        for z, cap in (("hand", 10), ("shield", 10), ("battle", 7), ("mana", 99)):
            assert len(g.zones[f"p{i}.{z}"]) <= cap, f"p{i} {z} over {cap}"
        assert 0 <= R.mana.available(g, i) <= R.mana.max(g, i)
        assert not any(g.cards[c].tapped for c in g.zones[f"p{i}.mana"])
    assert g.decision is None or g.decision.kind not in ("pay", "pending-order")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--max-actions", type=int, default=5000)
    args = ap.parse_args()
    decks = bundled_decks("digital")
    t0 = time.perf_counter()
    unfinished = turn_limit = actions = 0
    for i in range(args.games):
        rng = random.Random(args.seed * 1_000_003 + i)
        g = engine.new_game("digital", [{"deck": decks[rng.randrange(len(decks))]},
                                        {"deck": decks[rng.randrange(len(decks))]}], seed=rng.randrange(1 << 62))
        try:
            actions += play_random_game(g, rng.randrange(1 << 62), args.max_actions, check)
        except AssertionError as e:
            print(f"game {i}: invariant broken: {e}")
            return 1
        unfinished += g.outcome is None
        turn_limit += g.outcome is not None and g.outcome.reason(0) == "dmp:41"
    dt = time.perf_counter() - t0
    print(f"digital soak: {args.games} games, {actions} actions, unfinished {unfinished}, 99-turn losses "
          f"{turn_limit}, {dt:.1f}s with checks")
    r = simulate("digital", 2, min(args.games, 500), args.seed)
    d = r.as_dict()
    print(f"throughput (no checks): {d['games']} games, {d['mean_actions']:.1f} actions/game, "
          f"{d['games_per_s']:.1f} games/s, {d['actions_per_s']:.0f} actions/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
