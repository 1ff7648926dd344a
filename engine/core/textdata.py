"""Reading data files' text under the one error contract (cards, decks, scenarios, saves, journals,
settings): UTF-8 with or without a BOM, CRLF or LF; a file over its size limit or nested deeper than
MAX_DEPTH is refused before it is parsed further; every problem is one DataError naming the file and the
line and quoting at most 80 characters of the bad value; the work is linear in the size of the file.
It lives in the core so that the core's own save reader keeps the contract; engine/cards/reader.py builds
the card files' reader on it."""
from __future__ import annotations

import json
import os
import re
import stat
import tomllib

from .errors import DataError
from .save_setup import clip

MiB = 1 << 20
SIZE_LIMITS = {"card": 4 * MiB, "deck": 1 * MiB, "scenario": 4 * MiB, "save": 32 * MiB, "journal": 32 * MiB,
               "settings": 1 * MiB, "cache": 32 * MiB}
MAX_DEPTH = 64
# tomllib is pure Python (about 3.5 µs of CPU per array item): these caps keep the worst 4 MiB file
# under a second.  The bundled files use a few hundred of each.
MAX_ITEMS = 100_000        # commas in one TOML file (array items, inline-table entries)
MAX_TABLES = 20_000        # [table] and [[array]] headers in one TOML file
_LINE = re.compile(r"line (\d+)")
_BOM = "\ufeff"


def _limit_line(data, limit: int) -> int:
    return data[:limit].count(b"\n" if isinstance(data, bytes) else "\n") + 1


def _too_big(path, kind: str, data, limit: int) -> DataError:
    return DataError(path, _limit_line(data, limit), f"{kind} file is larger than {limit // MiB} MiB; "
                                                     f"it is cut off from here on")


def decode(data: bytes, path, kind: str = "card") -> str:
    """Bytes of a data file as text: UTF-8 with or without BOM, CRLF read as LF."""
    limit = SIZE_LIMITS[kind]
    if len(data) > limit:
        raise _too_big(path, kind, data, limit)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise DataError(path, line, f"not UTF-8 text (byte 0x{data[e.start]:02x} at column {col}); "
                                    f"save the file as UTF-8") from None
    return normalize(text)


def normalize(text: str) -> str:
    if text.startswith(_BOM):
        text = text[1:]
    return text.replace("\r\n", "\n") if "\r" in text else text


def read_file(path, kind: str = "card") -> str:
    """The text of a data file, refusing (DataError) what cannot be read, is too large or is not UTF-8."""
    limit = SIZE_LIMITS[kind]
    try:
        # non-blocking and regular files only: a FIFO or a device named as a deck must not hang the app
        fd = os.open(str(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise DataError(str(path), None, f"cannot read {kind} file: not a regular file")
            data = f.read(limit + 1)
    except OSError as e:
        raise DataError(str(path), None, f"cannot read {kind} file: {e.strerror or e}") from None
    return decode(data, str(path), kind)


def check_text(text, path, kind: str) -> str:
    """Text handed over directly (not read from a file) under the same contract."""
    if not isinstance(text, str):
        raise DataError(path, None, f"{kind} data must be text, got {type(text).__name__}")
    if len(text) > SIZE_LIMITS[kind]:
        raise _too_big(path, kind, text, SIZE_LIMITS[kind])
    return normalize(text)


def _depth_line(text: str, limit: int) -> int | None:
    """The line where brackets nest deepest (strings are not told apart and table headers do not
    count: a guess that points at the right place, made only once the data is known to be too deep)."""
    depth, best, line = 0, 0, None
    for n, ln in enumerate(text.split("\n"), 1):
        for ch in re.findall(r"[\[\]{}]", ln):
            depth = depth + 1 if ch in "[{" else max(0, depth - 1)
            if depth > best:
                best, line = depth, n
    return line


def check_depth(value, path, text: str = "", limit: int = MAX_DEPTH) -> None:
    """Refuse data nested deeper than `limit` (iterative: the check itself never recurses)."""
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            v = v.values()
        elif not isinstance(v, list):
            continue
        if d > limit:
            raise DataError(path, _depth_line(text, limit) if text else None,
                            f"values are nested deeper than {limit} levels")
        stack.extend((x, d + 1) for x in v if isinstance(x, (dict, list)))


def _count_cap(text: str, needle: str, cap: int, path, what: str) -> None:
    if text.count(needle) > cap:
        at = -1
        for _ in range(cap + 1):
            at = text.find(needle, at + 1)
        raise DataError(path, text.count("\n", 0, at) + 1, f"more than {cap:,} {what} in one file")


def parse_toml(text: str, path, kind: str = "card") -> dict:
    text = check_text(text, path, kind)
    _count_cap(text, ",", MAX_ITEMS, path, "values in lists and tables")
    _count_cap(text, "\n[", MAX_TABLES, path, "[tables]")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = _LINE.search(str(e))
        line = int(m.group(1)) if m else text.count("\n") + 1     # "(at end of document)"
        raise DataError(path, line, f"TOML syntax error: {clip(str(e))}") from None
    except RecursionError:
        raise DataError(path, _depth_line(text, MAX_DEPTH), f"values are nested deeper than {MAX_DEPTH} levels") \
            from None
    except ValueError as e:   # e.g. an integer longer than Python converts
        raise DataError(path, _value_line(text), f"unreadable value: {clip(str(e))}") from None
    check_depth(data, path, text)
    return data


def parse_json(text: str, path, kind: str = "save"):
    text = check_text(text, path, kind)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(path, e.lineno, f"not a valid {kind} (JSON error: {e.msg} at column {e.colno})") from None
    except RecursionError:
        raise DataError(path, _depth_line(text, MAX_DEPTH), f"values are nested deeper than {MAX_DEPTH} levels") \
            from None
    except ValueError as e:
        raise DataError(path, _value_line(text), f"unreadable value: {clip(str(e))}") from None
    check_depth(data, path, text)
    return data


def _value_line(text: str) -> int | None:
    """Where an over-long number sits (the only ValueError tomllib and json raise besides syntax)."""
    m = re.search(r"\d{4000}", text)
    return text.count("\n", 0, m.start()) + 1 if m else None
