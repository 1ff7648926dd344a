"""Bundled data files parsed once while they stay the same: a result is kept per file and parser, keyed by the
file's identity (size, modification time, inode), so a file changed on disk is read again and one that did not
change costs one stat.  The results are shared: callers only read them."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, TypeVar

T = TypeVar("T")

_CACHE: dict[tuple[str, Callable], tuple[tuple[int, int, int], object]] = {}


def read_cached(path: str | Path, parse: Callable[[Path], T]) -> T:
    """`parse(path)`, or what it returned last time for this file if the file is unchanged."""
    p = Path(path)
    st = os.stat(p)
    ident = (st.st_size, st.st_mtime_ns, st.st_ino)
    key = (str(p), parse)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] == ident:
        return hit[1]  # type: ignore[return-value]
    value = parse(p)
    _CACHE[key] = (ident, value)
    return value
