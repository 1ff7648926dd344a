"""A private Xvfb for tests that need a real X11 display (the platform plugin a user's start loads)."""
from __future__ import annotations

import contextlib
import os
import shutil
import subprocess


@contextlib.contextmanager
def private_xvfb():
    """Yield a DISPLAY string of a fresh Xvfb (1366x768), or None when Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()  # Xvfb writes it once it accepts connections
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
