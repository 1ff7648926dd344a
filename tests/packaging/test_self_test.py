"""Issue 22 item 4: `enza --self-test` starts Qt as a real start would, so it fails where a real start fails."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.xserver import private_xvfb

ROOT = Path(__file__).resolve().parents[2]


def self_test(tmp_path, **env_changes):
    env = dict(os.environ, ENZA_DATA_DIR=str(tmp_path / "data"))
    for k in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(k, None)
    env.update(env_changes)
    return subprocess.run([sys.executable, "-m", "gui.launch", "--self-test", str(tmp_path / "t.png")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how X11 systems name the screen")
def test_self_test_fails_without_a_display_as_a_real_start_would(tmp_path):
    r = self_test(tmp_path)
    assert r.returncode != 0
    assert "FAIL table" in r.stdout and "no display" in r.stdout


def test_self_test_fails_when_the_platform_plugin_cannot_start(tmp_path):
    r = self_test(tmp_path, QT_QPA_PLATFORM="no-such-platform")
    assert r.returncode != 0
    assert "self-test passed" not in r.stdout
    assert "no-such-platform" in r.stderr


def test_self_test_shows_and_paints_a_window_on_a_real_x_server(tmp_path):
    with private_xvfb() as display:
        if display is None:
            pytest.skip("needs Xvfb (README: the packages the tests need)")
        r = self_test(tmp_path, DISPLAY=display)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "window shown and painted on xcb" in r.stdout
    assert (tmp_path / "t.png").stat().st_size > 1000


def test_smoke_start_exits_once_the_first_frame_is_painted_and_the_main_window_ready(tmp_path):
    with private_xvfb() as display:
        if display is None:
            pytest.skip("needs Xvfb (README: the packages the tests need)")
        env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
        env.update(DISPLAY=display, ENZA_SMOKE="1", ENZA_DATA_DIR=str(tmp_path / "data"))
        r = subprocess.run([sys.executable, "-m", "gui.launch"], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "ENZA_SMOKE: first frame painted on xcb" in r.stdout
    assert "ENZA_SMOKE: main window ready" in r.stdout
