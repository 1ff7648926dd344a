#!/usr/bin/env python3
"""Checks every bundled card pool and deck with the engine's own readers (nothing is re-implemented here):
each format's card pool loads (bad card files stop with file, line and problem) and each bundled deck of the
format is legal under its rules.

    .venv/bin/python -m tools.check_pool      # one line per format, problems listed; exit 1 on problems
"""
from __future__ import annotations

import sys

import engine
from engine.core.errors import DataError
from engine.sim import bundled_decks


def main() -> int:
    problems = 0
    for info in engine.formats():
        rules = engine.get_format(info.name)()
        try:
            pool = rules.pool()
            decks = bundled_decks(info.name)
        except DataError as e:
            print(f"{info.name}: {e}")
            problems += 1
            continue
        bad = [(d, p) for d in decks for p in rules.validate_deck(d)]
        size = len(pool.cards) if hasattr(pool, "cards") else len(pool)
        print(f"{info.name}: {size} cards, {len(decks)} bundled decks, {len(bad)} problem(s)")
        for d, p in bad:
            print(f"  {getattr(d, 'path', '') or getattr(d, 'name', '')}: {p}")
        problems += len(bad)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
