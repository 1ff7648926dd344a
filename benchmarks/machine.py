"""What a benchmark reports about the machine it ran on, where the system can tell: the load average
(none on Windows) and the process's peak resident memory (none on Windows; the kernel gives KiB on Linux,
bytes on macOS)."""
from __future__ import annotations

import os
import sys


def load_1min() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):    # Windows has none
        return None


def load_text() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def peak_rss_mib() -> float | None:
    try:
        import resource
    except ImportError:                  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2 ** 20 if sys.platform == "darwin" else peak / 1024
