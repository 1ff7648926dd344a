"""The escape hatch: per-card Python for an effect no primitive can express.

Card data names a script with `{ op = "script", name = "…" }`; the script is a registered function
with the same signature as a primitive (game, ability frame, op).  Every script has its own test
(tests/engine/test_card_scripts.py); prefer adding a general primitive over adding a script."""
from __future__ import annotations

SCRIPTS: dict = {}


def script(name: str):
    def deco(fn):
        SCRIPTS[name] = fn
        return fn
    return deco
