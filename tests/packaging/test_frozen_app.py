"""Issues 5 and 22: build the packaged app from a clean checkout with PyInstaller (and the .deb on
Debian), check what each carries, and run the frozen self-test on a real X server when there is one."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.xserver import private_xvfb

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
    assert "Library not found" not in build.stdout + build.stderr
    # the plain bundle carries the Qt xcb libraries itself: a desktop without them still starts it
    if sys.platform.startswith("linux"):
        internal = src / "dist" / "Enza" / "_internal"
        for lib in ("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"):
            assert (internal / lib).exists(), lib
    if sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
        check_deb(src)
    # assets come from inside the bundle, never from the checkout next to it
    shutil.rmtree(src / "assets")
    png = tmp_path / "self-test.png"
    env = dict(os.environ, ENZA_DATA_DIR=str(tmp_path / "data"))
    env.pop("ENZA_ASSETS", None)
    with private_xvfb() as display:
        if display:  # the real platform plugin, as a user's start loads it
            env.pop("QT_QPA_PLATFORM", None)
            env["DISPLAY"] = display
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        r = subprocess.run([str(exe), "--self-test", str(png)], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    check_host(exe, env)
    assert "self-test passed" in r.stdout
    assert f"painted on {'xcb' if display else 'offscreen'}" in r.stdout
    assert png.exists() and png.stat().st_size > 1000


def check_host(exe, env):
    """`enza host` from the bundle (issue 35): the phone server, its library and its page are inside."""
    from tests.companion.helpers import get
    proc = subprocess.Popen([str(exe), "host", "--format", "duel", "--players", "2", "--humans", "0", "--port", "0",
                             "--address", "127.0.0.1", "--seed", "1"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = ""
        for _ in range(5):
            line = proc.stdout.readline()
            if line.startswith("seat 0 "):
                break
        assert line.startswith("seat 0 "), line + proc.stderr.read() if proc.poll() is not None else line
        url = line.split()[3]
        port = int(url.split("/")[2].rsplit(":", 1)[1])
        status, headers, body = get(port, "/" + url.split("/", 3)[3])
        assert status == 200 and b"/app.js" in body
        status, _, js = get(port, "/app.js")
        assert status == 200 and b"textContent" in js
        # a phone claims the seat over the WebSocket: the server's whole path is inside the bundle
        import json

        from websockets.sync.client import connect

        from gui.companion import protocol
        with connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}") as ws:
            ws.send(json.dumps({"v": protocol.VERSION, "type": "hello", "token": url.rsplit("/", 1)[1], "lang": "ja"}))
            assert json.loads(ws.recv(10))["type"] == "welcome"
            assert json.loads(ws.recv(10))["snapshot"]["lang"] == "ja"
    finally:
        proc.terminate()
        proc.wait(10)


def check_deb(src):
    """The .deb: bundle in /opt/enza, launcher, desktop entry, icon; the system libraries it leaves
    to the system are named in Depends (derived at build time) and absent from its copy."""
    debs = sorted((src / "dist").glob("enza_*.deb"))
    assert len(debs) == 1, debs
    info = subprocess.run(["dpkg-deb", "-f", str(debs[0])], capture_output=True, text=True, check=True).stdout
    fields = dict(line.split(": ", 1) for line in info.splitlines() if ": " in line and not line.startswith(" "))
    depends = {d.split()[0] for d in fields["Depends"].split(", ")}
    assert {"libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4", "libgl1", "fonts-noto-cjk"} <= depends
    assert not {d for d in depends if d.startswith(("python3", "libpython"))}, "the bundle carries its own Python"
    listing = subprocess.run(["dpkg-deb", "-c", str(debs[0])], capture_output=True, text=True, check=True).stdout
    files = {line.split()[5] for line in listing.splitlines()}
    for path in ("./opt/enza/Enza", "./usr/bin/enza", "./usr/share/applications/enza.desktop",
                 "./usr/share/icons/hicolor/256x256/apps/enza.png"):
        assert path in files, path
    assert not [f for f in files if "libxcb-cursor.so" in f], "left to the system (Depends: libxcb-cursor0)"
