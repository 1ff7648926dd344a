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
