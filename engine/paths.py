"""Where bundled data lives: next to the package from a checkout, or inside a PyInstaller bundle."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def assets_dir() -> Path:
    env = os.environ.get("ENZA_ASSETS")
    if env:
        return Path(env)
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"
