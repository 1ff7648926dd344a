"""Issue 5: build the packaged app from a clean checkout with PyInstaller and run its self-test."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git to make a clean checkout")
def test_packaged_app_builds_from_a_clean_checkout_and_passes_its_self_test(tmp_path):
    pytest.importorskip("PyInstaller")
    src = tmp_path / "src"
    subprocess.run(["git", "clone", "--quiet", "--depth", "1", f"file://{ROOT}", str(src)], check=True)
    env = dict(os.environ, PY=sys.executable, QT_QPA_PLATFORM="offscreen")
    build = subprocess.run(["bash", "packaging/build.sh"], cwd=src, env=env, capture_output=True, text=True)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    exe = src / "dist" / "Enza" / "Enza"
    assert exe.exists()
    # assets come from inside the bundle, never from the checkout next to it
    shutil.rmtree(src / "assets")
    png = tmp_path / "self-test.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ENZA_DATA_DIR=str(tmp_path / "data"))
    env.pop("ENZA_ASSETS", None)
    r = subprocess.run([str(exe), "--self-test", str(png)], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "self-test passed" in r.stdout
    assert png.exists() and png.stat().st_size > 1000
