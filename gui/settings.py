"""User settings and the user data folder.

Settings live in `settings.json` in the data folder: one JSON object of plain values (bool, int, str,
list of str), written atomically (temp file + fsync + rename).  JSON holds nothing but data, so no
settings file can run code.  Every value is checked against the type of its default in DEFAULTS (and the
ranges/choices below); a bad value is logged and the default is used instead, an unknown one (a newer
Enza's) is logged and skipped.  Files are read through gui/guarded_files.py: a file that cannot be used
(a FIFO, a link out of the data folder, over MAX_FILE, not JSON, a value of the wrong type) is set aside
and named to the person once; the good values are kept.

Why not QSettings: its INI reader turns an `@Variant(...PyObjectWrapper...)` value into a Python object
with pickle, so reading settings through it runs code from the file.  Nothing here ever lets QSettings
read a file.  An older `settings.ini` (written by QSettings before this change) is migrated once by a
plain-text reader that takes only known keys with plain values and ignores anything starting with '@'
(the QSettings serialised forms); the old file is then renamed `settings.ini.migrated` and kept.
"""
from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from .guarded_files import DataFolder, Refused, parse_json, refuse_type
from .saves import replace_atomically

log = logging.getLogger("enza.settings")

DEFAULTS = {
    "language": "",            # "" = the system's (gui.i18n.system_language); a menu choice is kept
    "declarations": "public",  # D-306-ask: "public" call, "private" curtain for all, "can" (only who can)
    "auto_pass": True,
    "confirm_end_turn": False,
    "card_size": 100,          # percent
    "anim_speed": 350,         # ms a computer move that shows something stays on the screen (the pace, issue 31 item 6)
    "animations": True,        # card moves and snap-backs glide (<= 200 ms)
    "privacy": True,
    "show_links": False,
    "recent": [],
    "large_text": False,       # View -> Larger text: the interface's words a quarter larger
    "window_main": "",         # "x,y,w,h" of the table's window when it was last closed (gui/window_geometry.py)
    "window_main_max": False,
    "window_decks": "",        # the deck editor's
    "window_decks_max": False,
}
RANGES = {"card_size": (60, 200), "anim_speed": (0, 60000)}
CHOICES = {"language": ("ja", "en")}
MAX_RECENT = 8
MAX_TEXT = 4096        # longest string kept (a path); longer is a bad value
MAX_FILE = 256 * 1024  # a settings file larger than this is not read
FILE_NAME = "settings.json"
LEGACY_NAME = "settings.ini"


def data_dir() -> Path:
    """Per-user folder for autosaves, the error log and settings.  ENZA_DATA_DIR overrides it
    (tests, portable installs).  Never raises: when the folder cannot be created, the path is still
    returned (and the problem logged); writers then report their own errors and the app runs on."""
    env = os.environ.get("ENZA_DATA_DIR")
    if env:
        p = Path(env)
    else:
        from PySide6.QtCore import QStandardPaths
        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        p = Path(loc or Path.home() / ".enza")
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        log.warning("data folder %s cannot be created: %s", p, e.strerror or e)
    return p


def short(value, limit: int = 80) -> str:
    """A bad value as it may appear in a message: its repr, cut to `limit` characters."""
    r = repr(value)
    return r if len(r) <= limit else r[:limit - 1] + "…"


def check_value(key: str, value):
    """`value` if it is a valid value for `key`, else raises ValueError saying why.  The default itself is
    always valid (a language of "" is the system's)."""
    default = DEFAULTS[key]
    if type(value) is type(default) and value == default:
        return list(value) if isinstance(value, list) else value
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError("expected true or false")
        return value
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("expected a whole number")
        lo, hi = RANGES.get(key, (-2 ** 31, 2 ** 31 - 1))
        if not lo <= value <= hi:
            raise ValueError(f"expected a number from {lo} to {hi}")
        return value
    if isinstance(default, str):
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise ValueError("expected a short text")
        if key in CHOICES and value not in CHOICES[key]:
            raise ValueError("expected one of " + ", ".join(CHOICES[key]))
        return value
    if isinstance(default, list):
        if not isinstance(value, list) or not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in value):
            raise ValueError("expected a list of texts")
        return list(value[:MAX_RECENT]) if key == "recent" else list(value)
    raise ValueError("unsupported setting")


def _ini_value(default, value: str):
    """An INI text as the type of its default where it plainly is one; anything else stays text (and is
    then refused by check_value)."""
    if value.startswith('"') and value.endswith('"') and len(value) >= 2:
        value = value[1:-1]
    if isinstance(default, bool):
        return {"true": True, "false": False}.get(value.lower(), value)
    if isinstance(default, int):
        return int(value) if value.lstrip("-").isdigit() and len(value) < 20 else value
    if isinstance(default, list):
        return [v.strip() for v in value.split(",") if v.strip()] if value else []
    return value


class Settings:
    """get(key) / set(key, value); values are kept in memory, so a folder that cannot be written only
    means that changes are not remembered (logged, `last_error` says why).

    A settings file that cannot be used (not a regular file, a link out of the data folder, too large, not
    JSON, or holding a value of the wrong type) is set aside through gui/guarded_files.py: the good values
    are kept (and written to a clean settings.json), the window names the file once, and the next start
    reads the clean file."""

    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else data_dir()
        self.path = self.folder / FILE_NAME
        self.last_error: str | None = None
        self._values: dict = {}
        files = DataFolder(self.folder)
        data = self._json(files)
        self._values = self._migrate(files, self.folder / LEGACY_NAME) if data is None else self._read(files, data)

    # -- reading ---------------------------------------------------------------------------
    def _json(self, files: DataFolder) -> dict | None:
        """settings.json as an object, or None: there is none, or it cannot be used at all (then it is set
        aside, and the start goes on as if there were none)."""
        try:
            raw = files.read_bytes(self.path, MAX_FILE)
            data = None if raw is None else parse_json(raw)
            if raw is not None and not isinstance(data, dict):
                raise refuse_type("the file", data, "a JSON object of settings")
        except Refused as e:
            log.warning("%s: cannot be read (%s); using the default settings", self.path, short(str(e)))
            files.set_aside(self.path, e)
            return None
        return data

    def _read(self, files: DataFolder, data: dict) -> dict:
        """The good values of settings.json; a file with a bad one is set aside and rewritten without it."""
        values, bad = self._checked(data, str(self.path))
        if bad:
            files.set_aside(self.path, Refused("bad-value", bad[0] + (f" (and {len(bad) - 1} more)"
                                                                      if len(bad) > 1 else "")))
            self._values = values
            self._save()
        return values

    def _checked(self, data: dict, where: str) -> tuple[dict, list[str]]:
        """(the good values, a short description of each bad one); unknown keys (a newer Enza's) are
        skipped and logged, not counted as bad."""
        out, bad = {}, []
        for key, value in data.items():
            if key not in DEFAULTS:
                log.warning("%s: unknown setting %s ignored", where, short(key))
                continue
            try:
                out[key] = check_value(key, value)
            except ValueError as e:
                log.warning("%s: setting %r has a bad value %s (%s); the default %r is used",
                            where, key, short(value), e, DEFAULTS[key])
                bad.append(f"{key!r}: {e}, got {short(value, 40)}")
        return out, bad

    def _migrate(self, files: DataFolder, path: Path) -> dict:
        """Plain values from a QSettings INI file, read as text.  Serialised values (@Variant, @ByteArray,
        @Invalid, ...) are never decoded: they are skipped and logged."""
        try:
            data = files.read_bytes(path, MAX_FILE)
        except Refused as e:
            log.warning("%s: cannot be read (%s); using the default settings", path, short(str(e)))
            files.set_aside(path, e)
            return {}
        if data is None:
            return {}
        raw: dict = {}
        for n, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), 1):
            line = line.strip()
            if not line or line.startswith((";", "#", "[")) or "=" not in line:
                continue
            key, _, value = (s.strip() for s in line.partition("="))
            if key not in DEFAULTS:
                continue
            if value.startswith("@"):
                log.warning("%s:%d: serialised value of %r skipped (never decoded)", path, n, key)
                continue
            raw[key] = _ini_value(DEFAULTS[key], value)
        values, _bad = self._checked(raw, str(path))    # the file is kept as .migrated: nothing is lost
        self._values = values
        if self._save():
            try:
                os.replace(path, path.with_name(LEGACY_NAME + ".migrated"))
            except OSError:
                pass
            log.info("%s: %d plain setting(s) migrated to %s", path, len(values), FILE_NAME)
        return values

    # -- the API the app uses --------------------------------------------------------------
    def get(self, key: str):
        default = DEFAULTS[key]
        v = self._values.get(key, default)
        return list(v) if isinstance(v, list) else v

    def set(self, key: str, value) -> None:
        try:
            value = check_value(key, value)
        except ValueError as e:
            log.warning("setting %r: refused bad value %s (%s)", key, short(value), e)
            return
        self._values[key] = value
        self._save()

    def add_recent(self, path: str) -> None:
        rec = [p for p in self.get("recent") if p != path]
        self.set("recent", [path] + rec[:MAX_RECENT - 1])

    def _save(self) -> bool:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            replace_atomically(self.path, json.dumps(self._values, ensure_ascii=False, indent=1,
                                                     sort_keys=True).encode("utf-8"))
        except OSError as e:
            self.last_error = f"{self.path}: {e.strerror or e}"
            log.warning("settings not saved: %s", self.last_error)
            return False
        self.last_error = None
        return True
