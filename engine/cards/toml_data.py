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
