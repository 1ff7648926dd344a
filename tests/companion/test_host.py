"""Issue 35 item 4: `enza host` from its entry point, as the test rig and the packaged app's check use it."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

from websockets.sync.client import connect

from tests.companion.helpers import get
from gui.companion import protocol

ROOT = Path(__file__).resolve().parents[2]


def start_host(*args):
    proc = subprocess.Popen([sys.executable, "-m", "gui.launch", "host", *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if sum(1 for x in lines if x.startswith("seat ")) == args_humans(args):
            return proc, lines
    proc.kill()
    raise AssertionError("enza host printed no seat lines: " + "\n".join(lines) + proc.stderr.read())


def args_humans(args) -> int:
    return len(args[list(args).index("--humans") + 1].split(","))


def test_enza_host_prints_a_seat_line_per_person_and_serves_the_page():
    proc, lines = start_host("--format", "duel", "--players", "2", "--humans", "0", "--address", "127.0.0.1",
                             "--port", "0", "--seed", "5")
    try:
        seat = [x for x in lines if x.startswith("seat ")]
        m = re.fullmatch(r"seat 0 (\S+) (http://127\.0\.0\.1:(\d+)/s/([A-Za-z0-9_-]{22,}))", seat[0])
        assert m, lines
        name, url, port, token = m.group(1), m.group(2), int(m.group(3)), m.group(4)
        assert name == "Akari"
        status, headers, body = get(port, f"/s/{token}")
        assert status == 200 and "default-src 'self'" in headers["content-security-policy"]
        assert get(port, "/s/" + token[:-1] + ("x" if token[-1] != "x" else "y"))[0] in (403, 404)
        # the page connects: the seat is claimed then, and the game's first snapshot arrives
        origin = f"http://127.0.0.1:{port}"
        with connect(f"ws://127.0.0.1:{port}/ws", origin=origin) as ws:
            ws.send(json.dumps({"v": protocol.VERSION, "type": "hello", "token": token, "lang": "ja"}))
            assert json.loads(ws.recv(10))["type"] == "welcome"
            snap = json.loads(ws.recv(10))["snapshot"]
            assert snap["you"]["name"] == "Akari" and snap["lang"] == "ja" and snap["hand"]
        assert get(port, f"/s/{token}")[0] == 403
        with connect(f"ws://127.0.0.1:{port}/ws", origin=origin) as ws:
            ws.send(json.dumps({"v": protocol.VERSION, "type": "hello", "token": token}))
            raw = ws.recv(10)
            assert json.loads(raw)["code"] == "claimed" and "Akari" not in raw
    finally:
        proc.terminate()
        proc.wait(10)
    assert proc.returncode == 0


def test_enza_host_refuses_what_it_cannot_do():
    for args, words in ((["--format", "nope", "--players", "2", "--humans", "0"], "unknown format"),
                        (["--format", "duel", "--players", "2", "--humans", "5"], "--humans"),
                        (["--format", "duel", "--players", "2", "--humans", "0", "--address", "0.0.0.0"],
                         "cannot serve"),
                        (["--format", "duel", "--players", "2", "--humans", "0", "--address", "8.8.8.8"],
                         "cannot serve")):
        r = subprocess.run([sys.executable, "-m", "gui.launch", "host", *args], cwd=ROOT, capture_output=True,
                           text=True, timeout=60)
        assert r.returncode != 0 and words in r.stderr, (args, r.stderr)
        assert "Traceback" not in r.stderr


def test_the_phone_server_loads_no_qt():
    code = ("import sys; import gui.companion.host, gui.companion.server, gui.companion.table_link;"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]; print(bad);"
            "sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
