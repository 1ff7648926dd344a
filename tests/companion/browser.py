"""A phone's browser for the tests: Debian's Chromium, headless, driven over the DevTools protocol with the
websockets library the server already uses (no Selenium: the project's test extras do not carry it).  Each
Phone is its own Chromium with its own profile (a phone keeps its device key in its own localStorage), at a
phone's size (390x844 CSS px, scale 2, touch) and in its own language.

    with Phone(lang="ja") as p:
        p.open(url); p.wait_for("document.querySelectorAll('#answers button').length > 0")
        p.tap("#answers button"); p.screenshot(path)
"""
from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

from websockets.sync.client import connect


def need_chromium() -> None:
    """Skip without Chromium; under CI=true fail (the README's test packages install it)."""
    import pytest
    if chromium() is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("the phone page's browser tests need Chromium (README: test packages)")
        pytest.skip("Chromium is not installed")


def chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    return None


class Phone:
    def __init__(self, port: int = 0, lang: str = "en", width: int = 390, height: int = 844):
        self.port = port            # 0: Chromium picks a free one and names it in its profile's DevToolsActivePort
        self.lang, self.width, self.height = lang, width, height
        self.profile = tempfile.mkdtemp(prefix="enza-phone-")
        self.proc = None
        self.ws = None
        self.n = 0

    def __enter__(self):
        exe = chromium()
        if exe is None:
            raise RuntimeError("Chromium is not installed")
        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--disable-background-networking", "--disable-extensions", f"--lang={self.lang}",
             f"--accept-lang={self.lang}", f"--user-data-dir={self.profile}", "--remote-allow-origins=*",
             "--remote-debugging-address=127.0.0.1", f"--remote-debugging-port={self.port}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "LANGUAGE": self.lang})
        target = self._page_target()
        self.ws = connect(target, max_size=64 * 1024 * 1024, open_timeout=20, legacy=True)
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=self.width, height=self.height,
                  deviceScaleFactor=2, mobile=True)
        self.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        self.call("Emulation.setLocaleOverride", locale="ja-JP" if self.lang == "ja" else "en-US")
        self.call("Network.enable")
        self.call("Network.setUserAgentOverride", userAgent="Mozilla/5.0 (Linux; Android 14) Mobile",
                  acceptLanguage=self.lang)
        return self

    def _page_target(self, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if not self.port:
                    with open(os.path.join(self.profile, "DevToolsActivePort")) as f:
                        self.port = int(f.readline())
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list", timeout=2) as r:
                    for t in json.loads(r.read()):
                        if t.get("type") == "page":
                            return t["webSocketDebuggerUrl"]
            except (OSError, ValueError):
                pass
            time.sleep(0.2)
        raise RuntimeError("Chromium's DevTools did not answer")

    def __exit__(self, *exc):
        if self.ws is not None:
            self.ws.close()
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def call(self, method: str, **params) -> dict:
        self.n += 1
        me = self.n
        self.ws.send(json.dumps({"id": me, "method": method, "params": params}))
        while True:
            m = json.loads(self.ws.recv(30))
            if m.get("id") == me:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})

    def js(self, expression: str):
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expression}: {r['exceptionDetails']}")
        return r["result"].get("value")

    def open(self, url: str) -> None:
        self.call("Page.navigate", url=url)

    def wait_for(self, expression: str, timeout: float = 20.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                v = self.js(expression)
            except RuntimeError:
                v = None
            if v:
                return v
            time.sleep(0.1)
        raise TimeoutError(expression)

    def tap(self, selector: str, index: int = 0) -> str:
        """A touch on the element's centre (as a thumb would), after scrolling it into view; its text."""
        box = self.js(f"""(() => {{ const e = document.querySelectorAll({json.dumps(selector)})[{index}];
            e.scrollIntoView({{block: "center"}}); const r = e.getBoundingClientRect();
            return [r.x + r.width / 2, r.y + r.height / 2, e.textContent]; }})()""")
        x, y, text = box
        for kind in ("touchStart", "touchEnd"):
            self.call("Input.dispatchTouchEvent", type=kind,
                      touchPoints=[{"x": x, "y": y}] if kind == "touchStart" else [])
        return text

    def drag(self, selector: str, index: int = 0, to: str = "#drop .drop-target", to_index: int = 0) -> str:
        """A touch that holds the element and moves it to another (found once the drag began: the page's drop
        targets show then) and lets go there, in small steps as a finger moves; the dragged element's text."""
        x, y, text = self.js(f"""(() => {{ const e = document.querySelectorAll({json.dumps(selector)})[{index}];
            e.scrollIntoView({{block: "center"}}); const r = e.getBoundingClientRect();
            return [r.x + r.width / 2, r.y + r.height / 2, e.textContent]; }})()""")
        self.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
        for k in range(1, 4):
            self.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": x + 4 * k, "y": y - 8 * k}])
        tx, ty = self.wait_for(f"""(() => {{ const e = document.querySelectorAll({json.dumps(to)})[{to_index}];
            if (!e) return null; const r = e.getBoundingClientRect();
            return [r.x + r.width / 2, r.y + r.height / 2]; }})()""", timeout=5)
        for k in range(1, 6):
            self.call("Input.dispatchTouchEvent", type="touchMove",
                      touchPoints=[{"x": x + (tx - x) * k / 5, "y": y + (ty - y) * k / 5}])
        self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        return text

    def screenshot(self, path) -> None:
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
