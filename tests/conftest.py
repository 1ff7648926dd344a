import os
import sys
from pathlib import Path

# Qt needs this before any QApplication exists; without a display pytest would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# parsed card pools are cached per content hash; keep the tests' cache out of the user's home
import tempfile  # noqa: E402

os.environ.setdefault("ENZA_CACHE_DIR", tempfile.mkdtemp(prefix="enza-test-cache-"))

# PySide6 6.12 on Python 3.11 drops a reference to None per void call: the guard every Qt start installs
from gui.none_guard import install as _install_none_guard  # noqa: E402

_install_none_guard()
