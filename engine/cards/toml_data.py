"""Reading TOML data files with errors that name the file and the line (shared by every family's
card loader and the scenario loader)."""
from __future__ import annotations

import re
import tomllib

from ..core.errors import DataError

_LINE = re.compile(r"line (\d+)")


def load_toml(text: str, path: str) -> dict:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = _LINE.search(str(e))
        raise DataError(path, int(m.group(1)) if m else None, f"TOML syntax error: {e}") from None


def card_tables(text: str, path: str, other_keys: bool = False) -> list:
    """The [[card]] tables of a card file (every family's card files are laid out so)."""
    data = load_toml(text, path)
    extra = set(data) - {"card"}
    if extra and not other_keys:
        raise DataError(path, 1, f"unknown top-level key(s) {', '.join(sorted(extra))}; cards go in [[card]]")
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise DataError(path, 1, "'card' must be an array of tables ([[card]])")
    return cards
