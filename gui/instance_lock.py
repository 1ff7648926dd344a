"""One game, one owner: a QLockFile in the autosave folder tells a second Enza that a live game is there.

The lock is per process and per folder (windows of one process share it).  A lock left by a process that
died is stale and taken over at once (QLockFile checks that the recorded PID still runs the same
program).  The lock is never considered stale because of its age alone: `setStaleLockTime(0)`; with Qt's
default (30 s) a second instance would take over the lock of a game that has simply run longer than 30 s.
Besides Qt's PID test, a lock whose native flock nobody holds is stale too (see _owner_gone).
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

LOCK_NAME = "owner.lock"
MAX_LOCK_BYTES = 4096           # QLockFile writes a PID, a host and an application name
_HELD: dict[str, list] = {}     # folder -> [QLockFile, users]


@dataclass
class LockResult:
    ok: bool
    reason: str = ""            # "" | "other-instance" | "unwritable"
    owner_pid: int | None = None


def acquire(folder: Path) -> LockResult:
    """Take (or share, within this process) the lock of `folder`; never blocks."""
    from PySide6.QtCore import QLockFile
    key = str(Path(folder).resolve())
    held = _HELD.get(key)
    if held is not None:
        held[1] += 1
        return LockResult(True)
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError:
        return LockResult(False, "unwritable")
    path = Path(folder) / LOCK_NAME
    _set_aside_if_unusable(folder, path)
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)
    ok = lock.tryLock(0)
    if not ok and lock.error() == QLockFile.LockError.LockFailedError and _owner_gone(path):
        lock.removeStaleLockFile()
        ok = lock.tryLock(0)
    if ok:
        _HELD[key] = [lock, 1]
        return LockResult(True)
    err = lock.error()
    if err == QLockFile.LockError.LockFailedError:
        info = lock.getLockInfo()          # PySide6: (pid, hostname, appname)
        pid = info[0] if info and isinstance(info[0], int) and info[0] > 0 else None
        return LockResult(False, "other-instance", pid)
    return LockResult(False, "unwritable")


def _set_aside_if_unusable(folder, path: Path) -> None:
    """QLockFile reads a lock file it did not take (the owner's PID): a FIFO, a device or a link out of the
    folder there would hang or flood it, so such an entry is set aside first (gui/guarded_files.py)."""
    from .guarded_files import DataFolder, Refused
    files = DataFolder(folder)
    try:
        f = files.open(path, MAX_LOCK_BYTES)
    except Refused as e:
        files.set_aside(path, e)
        return
    if f is not None:
        f.close()


def _owner_gone(path: Path, settle: float = 2.0) -> bool:
    """True when nobody holds the lock file's native lock (QLockFile keeps an flock on it for its whole
    life): its owner died, whatever process its recorded PID names now.  Qt's own test trusts the PID,
    which a busy machine may already have given to another python process; an empty lock file (a kill
    between its creation and its first write) is never stale for Qt either.  Files younger than `settle`
    seconds are left alone: their owner may be taking the lock right now."""
    try:
        import fcntl
    except ImportError:     # Windows: Qt's PID test only
        return False
    try:
        if time.time() - path.stat().st_mtime < settle:
            return False
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False        # a live owner holds it
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return True
    finally:
        os.close(fd)


def release(folder: Path) -> None:
    key = str(Path(folder).resolve())
    held = _HELD.get(key)
    if held is None:
        return
    held[1] -= 1
    if held[1] <= 0:
        held[0].unlock()
        del _HELD[key]
