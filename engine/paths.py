"""Where bundled data lives (next to the package from a checkout, or inside a PyInstaller bundle), and
the user's cache folder.  Pure Python: the GUI tells us Qt's answer for the cache (QStandardPaths)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

_cache_dir: Path | None = None      # set by the GUI from QStandardPaths.CacheLocation


def assets_dir() -> Path:
    env = os.environ.get("ENZA_ASSETS")
    if env:
        return Path(env)
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def set_user_cache_dir(path: str | Path | None) -> None:
    """The GUI passes QStandardPaths' CacheLocation here, so that Qt decides per system."""
    global _cache_dir
    _cache_dir = Path(path) if path else None


def user_cache_dir() -> Path:
    """The folder for things Enza can rebuild (parsed card pools): $ENZA_CACHE_DIR, else the folder the GUI
    set (QStandardPaths), else the same place worked out without Qt, as QStandardPaths.CacheLocation names
    it for organisation and application "Enza" (the command line never loads Qt)."""
    env = os.environ.get("ENZA_CACHE_DIR")
    if env:
        return Path(env)
    if _cache_dir is not None:
        return _cache_dir
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / "Enza" / "Enza" / "cache"
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "Enza" / "Enza"
    return Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "Enza" / "Enza"
