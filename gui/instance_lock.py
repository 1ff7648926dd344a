"""One game, one owner: a QLockFile in the autosave folder tells a second Enza that a live game is there.

The lock is per process and per folder (windows of one process share it).  A lock left by a process that
died is stale and taken over at once (QLockFile checks that the recorded PID still runs the same
program).  The lock is never considered stale because of its age alone: `setStaleLockTime(0)`; with Qt's
default (30 s) a second instance would take over the lock of a game that has simply run longer than 30 s.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

LOCK_NAME = "owner.lock"
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
    lock = QLockFile(str(Path(folder) / LOCK_NAME))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        _HELD[key] = [lock, 1]
        return LockResult(True)
    err = lock.error()
    if err == QLockFile.LockError.LockFailedError:
        info = lock.getLockInfo()          # PySide6: (pid, hostname, appname)
        pid = info[0] if info and isinstance(info[0], int) and info[0] > 0 else None
        return LockResult(False, "other-instance", pid)
    return LockResult(False, "unwritable")


def release(folder: Path) -> None:
    key = str(Path(folder).resolve())
    held = _HELD.get(key)
    if held is None:
        return
    held[1] -= 1
    if held[1] <= 0:
        held[0].unlock()
        del _HELD[key]
