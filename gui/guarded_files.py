"""The one way Enza reads a file of its own data folder (settings, the autosave's segments, the lock, the
error log): no file found there may hang, exhaust or stop the start.

A file is read only if it is a regular file (no FIFO, device, socket or folder: each is refused before it
is opened for reading, and the open itself never blocks), its real path stays inside the data folder (a link
leading out of it is refused: it could name /dev/zero or another program's file), and its size is within the
caller's limit, checked before anything is read.  Parse and schema errors are the caller's to find; they
raise `Refused` too.  A refused file is set aside (renamed `<name>.unreadable`, never deleted) and a
`SetAside` note is kept until the window tells the person (`take_notes`), so that the app starts with what
is good and the next start finds the bad file no more.

Qt-free and light (imported before the first frame): the table's session inherits it as it is.
"""
from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path

MAX_NOTES = 200         # set-aside notes kept for the window; a folder full of bad files stays bounded
_NOTES: list["SetAside"] = []


class Refused(Exception):
    """Why a file is not used.  `code` is one of not-regular, outside, too-large, cannot-open, not-json,
    bad-value, cannot-replay, too-long (gui/resume_text.py words each in the person's language); `detail` is
    a short English specific (a field, a limit, the system's reason)."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


class SetAside:
    """A file that was refused and moved out of the way (`aside` is its new path, "" if it could not be
    moved: then the next start meets it again)."""
    __slots__ = ("path", "code", "detail", "aside")

    def __init__(self, path: str, code: str, detail: str, aside: str):
        self.path, self.code, self.detail, self.aside = path, code, detail, aside

    def __str__(self) -> str:
        kept = f"kept aside as {self.aside}" if self.aside else "it could not be moved aside"
        return f"{self.path} is not used ({self.code}{': ' + self.detail if self.detail else ''}); {kept}"

    def __repr__(self) -> str:
        return f"SetAside({self})"


def take_notes() -> list[SetAside]:
    """The files set aside since the last call (the window shows them once)."""
    notes = list(_NOTES)
    _NOTES.clear()
    return notes


def clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


class DataFolder:
    """One data folder, its real path resolved once."""

    def __init__(self, root: str | Path):
        self.root = Path(root)
        self.real = os.path.realpath(self.root)

    def _real_inside(self, path: Path) -> str:
        real = os.path.realpath(path)
        try:
            inside = os.path.commonpath([self.real, real]) == self.real
        except ValueError:          # another drive (Windows)
            inside = False
        if not inside:
            raise Refused("outside", "a link leading out of the data folder")
        return real

    def check_folder(self, path: str | Path) -> None:
        """Refused if `path` exists and is not a folder inside the data folder (a link out of it, a file)."""
        path = Path(path)
        if not os.path.lexists(path):
            return
        self._real_inside(path)
        if not os.path.isdir(path):
            raise Refused("not-regular", "not a folder")

    def check(self, path: str | Path) -> os.stat_result | None:
        """The file's stat if it may be read, None if there is none; Refused otherwise.  Nothing is opened."""
        path = Path(path)
        try:
            os.lstat(path)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as e:
            raise Refused("cannot-open", e.strerror or str(e)) from None
        real = self._real_inside(path)
        try:
            st = os.stat(real)
        except (FileNotFoundError, NotADirectoryError):
            raise Refused("cannot-open", "a link to nothing") from None
        except OSError as e:
            raise Refused("cannot-open", e.strerror or str(e)) from None
        if not stat.S_ISREG(st.st_mode):
            raise Refused("not-regular", _kind(st.st_mode))
        return st

    def open(self, path: str | Path, limit: int):
        """A binary file object of the regular file `path` (None if there is none); Refused if it is not a
        regular file inside the folder or is larger than `limit` bytes."""
        if self.check(path) is None:
            return None
        real = self._real_inside(Path(path))
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        try:
            fd = os.open(real, flags)       # non-blocking: a FIFO swapped in since the check opens at once
        except FileNotFoundError:
            return None
        except OSError as e:
            raise Refused("cannot-open", e.strerror or str(e)) from None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise Refused("not-regular", _kind(st.st_mode))
            if st.st_size > limit:
                raise Refused("too-large", f"{st.st_size:,} bytes, more than {limit:,}")
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)
            return os.fdopen(fd, "rb")
        except BaseException:
            os.close(fd)
            raise

    def read_bytes(self, path: str | Path, limit: int) -> bytes | None:
        """The whole content (at most `limit` bytes, else Refused), None if there is no such file."""
        f = self.open(path, limit)
        if f is None:
            return None
        with f:
            try:
                data = f.read(limit + 1)
            except OSError as e:
                raise Refused("cannot-open", e.strerror or str(e)) from None
        if len(data) > limit:       # grew since it was measured
            raise Refused("too-large", f"more than {limit:,} bytes")
        return data

    def set_aside(self, path: str | Path, why: Refused) -> SetAside:
        """Rename `path` to `<name>.unreadable` (`.unreadable2`, … if taken) and keep a note for the window."""
        path = Path(path)
        target = path.with_name(path.name + ".unreadable")
        k = 1
        while os.path.lexists(target):
            k += 1
            target = path.with_name(f"{path.name}.unreadable{k}")
        try:
            os.replace(path, target)        # a link is renamed itself, never what it names
            aside = str(target)
        except OSError:
            aside = ""
        note = SetAside(str(path), why.code, why.detail, aside)
        _NOTES.append(note)
        del _NOTES[:-MAX_NOTES]
        return note


def parse_json(data: bytes):
    """JSON from bytes; Refused("not-json") with the parser's reason."""
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as e:
        raise Refused("not-json", f"not UTF-8 text (byte {e.start})") from None
    except RecursionError:
        raise Refused("not-json", "nested too deep") from None
    except ValueError as e:
        raise Refused("not-json", clip(str(e))) from None


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def refuse_type(where: str, value, expected: str) -> Refused:
    """The schema error of a value of the wrong JSON type."""
    return Refused("bad-value", f"{where}: expected {expected}, got {clip(_json_type(value), 20)}")


def _json_type(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
