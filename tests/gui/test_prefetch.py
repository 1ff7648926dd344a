"""gui/app.py's prefetch (issue 22 item 5): after the first frame a worker loads what New game and Start
need (networkx, the default format, its pool and deck checks) and nothing of the other families (the New game
dialog lists them from the generated index), then calls back on the main thread."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CODE = """
import sys, threading
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gui.app import _prefetch
seen = {}
def done():
    seen["main thread"] = threading.current_thread() is threading.main_thread()
    app.quit()
_prefetch(app, done)
app.exec()
from engine.formats import FORMATS
from engine.families.shield.loader import _POOLS
from gui.dialogs.new_game import DEFAULT_FORMAT
families = sorted(m.split(".")[2] for m in sys.modules if m.startswith("engine.families.") and m.count(".") >= 2)
print(seen.get("main thread"), "networkx" in sys.modules, DEFAULT_FORMAT in FORMATS, sorted(set(families)),
      "shield" in _POOLS)
"""


def test_prefetch_loads_what_new_game_and_start_need_and_no_other_family_then_calls_back_on_the_main_thread(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ENZA_DATA_DIR=str(tmp_path), ENZA_CACHE_DIR=str(tmp_path))
    r = subprocess.run([sys.executable, "-c", CODE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["True", "True", "True", "['shield']", "True"], r.stdout + r.stderr
