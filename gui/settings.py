"""User settings (QSettings in an INI file in the user data folder) and that folder itself."""
from __future__ import annotations

import os
from pathlib import Path

DEFAULTS = {
    "language": "",            # "" = the system's (gui.i18n.system_language); a menu choice is kept
    "declarations": "public",  # D-306-ask: "public" call, "private" curtain for all, "can" (only who can)
    "auto_pass": True,
    "confirm_end_turn": False,
    "card_size": 100,          # percent
    "anim_speed": 500,         # ms a computer seat waits before acting (at least 500 by default: G1 item 7)
    "animations": True,        # card moves and snap-backs glide (<= 200 ms)
    "privacy": True,
    "show_links": False,
    "recent": [],
}


def data_dir() -> Path:
    """Per-user folder for autosaves, the error log and settings.  ENZA_DATA_DIR overrides it
    (tests, portable installs)."""
    env = os.environ.get("ENZA_DATA_DIR")
    if env:
        p = Path(env)
    else:
        from PySide6.QtCore import QStandardPaths
        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        p = Path(loc or Path.home() / ".enza")
    p.mkdir(parents=True, exist_ok=True)
    return p


class Settings:
    def __init__(self):
        from PySide6.QtCore import QSettings
        self._q = QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)

    def get(self, key: str):
        default = DEFAULTS[key]
        v = self._q.value(key, default)
        if isinstance(default, bool):
            return v if isinstance(v, bool) else str(v).lower() in ("true", "1", "yes")
        if isinstance(default, int):
            try:
                return int(v)
            except (TypeError, ValueError):
                return default
        if isinstance(default, list):
            if v is None or v == "":
                return []
            return list(v) if isinstance(v, (list, tuple)) else [str(v)]
        return v

    def set(self, key: str, value) -> None:
        self._q.setValue(key, value)
        self._q.sync()

    def add_recent(self, path: str) -> None:
        rec = [p for p in self.get("recent") if p != path]
        self.set("recent", [path] + rec[:7])
