import os
import sys
from pathlib import Path

# Qt needs this before any QApplication exists; without a display pytest would abort.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
