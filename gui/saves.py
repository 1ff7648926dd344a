"""Save files (.enza = engine JSON), atomic writes that keep a .bak, autosave and undo safety."""
from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from pathlib import Path

# Events after which undoing would let someone take back a move having seen hidden cards.
REVEALING = {"shuffle", "look", "reveal", "break", "gachinko", "s_trigger", "draw"}
HIDDEN_ZONES = {"deck", "shield", "library", "life"}  # a card leaving a hidden pile


def replace_atomically(path: Path, data: bytes) -> None:
    """Temp file in the same folder, fsync, os.replace: `path` is the old or the new content, never half.
    Temp files of the same name left by a crash (older than a minute: not another writer's) are removed."""
    for stale in path.parent.glob(glob_escape(path.name) + ".*.tmp"):
        try:
            if time.time() - stale.stat().st_mtime > 60:
                stale.unlink()
        except OSError:
            pass
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def atomic_write(path: str | Path, text: str) -> None:
    """Write atomically, keeping the previous file as .bak.  At every instant `path` holds the old or the
    new text, complete (the old one is copied to .bak first, never moved away); temp files left by an
    earlier crash beside it are removed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_file():
        replace_atomically(path.with_name(path.name + ".bak"), read_limited(path))
    replace_atomically(path, text.encode("utf-8"))


def glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


MAX_SAVE_BYTES = 32 * 1024 * 1024   # far above any real game; /dev/zero and the like stop here


def read_limited(path: str | Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; OSError otherwise.  Devices, FIFOs and
    /proc files are refused before anything is read (a crafted name must not hang or exhaust the app)."""
    limit = MAX_SAVE_BYTES if limit is None else limit
    fd = os.open(str(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        if st.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than {limit // (1024 * 1024)} MB")
        chunks, total = [], 0
        while True:
            b = os.read(fd, 1 << 20)
            if not b:
                break
            total += len(b)
            if total > limit:
                raise OSError(errno.EFBIG, f"larger than {limit // (1024 * 1024)} MB")
            chunks.append(b)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_save(path: str | Path):
    """Load a save; raises engine.DataError with a readable problem for anything wrong with it."""
    import engine
    from engine.core.save_setup import clip
    p = Path(path)
    try:
        raw = read_limited(p)
    except OSError as e:
        raise engine.DataError(str(p), None, f"cannot read the file ({e.strerror or e})") from None
    from engine.cards.reader import decode
    text = decode(raw, str(p), "save")      # UTF-8 with or without BOM, CRLF; a bad byte names its line
    try:
        return engine.load_game(text, str(p))
    except engine.DataError:
        raise
    except Exception as e:  # a foreign JSON shape can trip the replay anywhere: never crash the app
        raise engine.DataError(str(p), None, f"not a usable Enza save ({type(e).__name__}: {clip(str(e))})") from None


def revealing_events(game, since: int = 0) -> list[int]:
    """The events from `since` on that showed somebody a card they did not know: a private event (its
    spectator's form differs from the full one), or a public one that shows hidden cards (a draw, a shield
    break, a shuffle, a look)."""
    seen = game.events_for(None, since)
    full = game.events_for(None, since, full=True)
    out = []
    for i, (pub, whole) in enumerate(zip(seen, full)):
        if pub != whole or pub["kind"] in REVEALING or (pub["kind"] == "move" and pub.get("frm") in HIDDEN_ZONES):
            out.append(since + i)
    return out
