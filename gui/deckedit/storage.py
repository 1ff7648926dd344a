"""Where user decks and cards live, lenient deck reading and safe deck writing.

Nothing here imports widgets; QtCore is used only for QStandardPaths.
"""
from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import DataError
from engine.decks import SYNTAX, Deck, DeckProblem, parse_deck
from engine.paths import assets_dir

ENV_DATA_DIR = "ENZA_DATA_DIR"   # overrides the data folder (tests, portable installs)


def data_dir() -> Path:
    """The user data folder: $ENZA_DATA_DIR, else QStandardPaths AppDataLocation.

    When the application has not named itself (QCoreApplication.applicationName() empty or the
    Python executable's name), GenericDataLocation/Enza is used so that decks never end up in a
    folder called "python3"."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env)
    from PySide6.QtCore import QCoreApplication, QStandardPaths
    name = QCoreApplication.applicationName()
    exe = Path(sys.executable).stem.lower()
    if not name or name.lower() in (exe, "python", "python3", "pytest"):
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
        return Path(base or Path.home() / ".local" / "share") / "Enza"
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base)


def user_decks_dir() -> Path:
    """<data>/decks, created on demand."""
    p = data_dir() / "decks"
    p.mkdir(parents=True, exist_ok=True)
    return p


def user_cards_dir() -> Path:
    """<data>/cards, created on demand: extra card TOML files (engine/families/shield/SCHEMA.md)."""
    p = data_dir() / "cards"
    p.mkdir(parents=True, exist_ok=True)
    return p


def list_user_decks(fmt: str | None = None) -> list[Path]:
    """The user's *.deck files (sub-folders included), sorted by name.

    With `fmt`, only decks whose `format:` header names a format of the same family with the same deck rules
    (a stack deck saved for `magic` is offered for a free-for-all or Two-Headed Giant too; a 40-card duel deck
    is not offered for DuePa's 60), or that have no header (a header-less deck is offered everywhere); each
    format's validation tells the rest."""
    root = user_decks_dir()
    out = sorted(root.rglob("*.deck"), key=lambda p: (p.name.lower(), str(p)))
    if fmt is None:
        return out
    keep = []
    for p in out:
        f = _format_header(p)
        if not f or f == fmt or _deck_kind(f) == _deck_kind(fmt) is not None:
            keep.append(p)
    return keep


def _deck_kind(fmt: str):
    """(family, deck rules) of a format: decks built for one are built for the other."""
    import engine
    info = next((f for f in engine.formats() if f.name == fmt or fmt in (f.aliases or ())), None)
    return None if info is None else (info.family, sorted(info.deck_rules.items()))


def _format_header(p: Path) -> str:
    from engine.cards.reader import read_file
    try:
        for line in read_file(p, "deck").splitlines():
            s = line.strip()
            if s.lower().startswith("format:"):
                return s.split(":", 1)[1].split("#", 1)[0].strip()
    except DataError:
        pass
    return ""


def bundled_decks_dir() -> Path:
    return assets_dir() / "decks"


def bundled_deck_paths(fmt: str | None = None) -> list[Path]:
    root = bundled_decks_dir()
    if fmt:
        return sorted((root / fmt).glob("*.deck"))
    return sorted(root.glob("*/*.deck"))


def is_bundled(path) -> bool:
    """True for any file inside the bundled assets folder (never written by the editor)."""
    try:
        Path(path).resolve().relative_to(assets_dir().resolve())
        return True
    except ValueError:
        return False


@dataclass
class LoadResult:
    """A deck read leniently: the good part parsed, every unreadable line reported."""
    path: str
    text: str
    deck: Deck
    problems: list[DeckProblem] = field(default_factory=list)   # syntax problems (rule SYNTAX, "deck:syntax")
    bad_lines: dict[int, str] = field(default_factory=dict)      # line number -> raw text


def parse_deck_lenient(text: str, path: str) -> LoadResult:
    """Parse with engine.decks.parse_deck; each line it refuses is reported and blanked, and
    parsing goes on, so every syntax problem is listed and the rest of the deck is kept."""
    errors: list[DataError] = []
    try:
        deck = parse_deck(text, path, errors)
    except DataError as e:          # the whole text (too large): nothing to keep
        errors, deck = [e], Deck(path=path)
    lines = text.splitlines()
    problems = [DeckProblem(path, e.line, SYNTAX, _reason(e)) for e in errors]
    bad = {e.line: lines[e.line - 1] for e in errors if e.line and 1 <= e.line <= len(lines)}
    problems.sort(key=lambda p: p.line or 0)
    return LoadResult(path, text, deck, problems, bad)


def _reason(e: DataError) -> str:
    for attr in ("problem", "message", "msg"):
        v = getattr(e, attr, None)
        if isinstance(v, str) and v:
            return v
    return str(e)


def read_deck_file(path) -> LoadResult:
    """Read a deck file leniently.  Unreadable files raise DataError (file, None, reason)."""
    from engine.cards.reader import read_file
    p = Path(path)
    return parse_deck_lenient(read_file(p, "deck"), str(p))


def same_deck(a: Deck, b: Deck) -> bool:
    return (a.name == b.name and (a.partner or None) == (b.partner or None) and a.format == b.format
            and [(e.card, e.count) for e in a.entries] == [(e.card, e.count) for e in b.entries])


class WriteRefused(Exception):
    """The editor refused to write (bundled file, or the text would not read back)."""


def write_deck_file(path, text: str, expect: Deck | None = None) -> None:
    """Write `text` atomically (temp file in the same folder + os.replace).

    Refuses bundled files, and text that engine.decks.parse_deck cannot read back (or that reads
    back as a different deck than `expect`)."""
    p = Path(path)
    if is_bundled(p):
        raise WriteRefused(f"{p} is a bundled deck; save a copy in your decks folder instead")
    try:
        back = parse_deck(text, str(p))
    except DataError as e:
        raise WriteRefused(f"the deck text would not read back: {e}") from None
    if expect is not None and not same_deck(back, expect):
        raise WriteRefused("the deck text reads back differently from the deck being saved")
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=str(p.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
