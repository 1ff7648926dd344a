"""A small seeded RNG kept inside the game state (its state is part of the fingerprint).

splitmix64: a single 64-bit integer of state, cheap to copy and to hash, identical on every
platform and independent of PYTHONHASHSEED.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK

    def __deepcopy__(self, memo):
        n = memo[id(self)] = Rng(self.state)
        return n

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("n must be positive")
        return self.next64() % n  # bias < n / 2**64: negligible for card counts

    def shuffle(self, items: list) -> None:
        # below(i + 1) for each i, with next64 written out (every new game shuffles every deck)
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s

    def choice(self, items):
        return items[self.below(len(items))]
