"""A person at a real X screen, for the real-window test: an Xvfb of its own, xdotool for the mouse
and keyboard, screenshots with ImageMagick's `import`, and eyes that find a button by its colour
on the screenshot (no hook into the application: it is driven from outside, like a person)."""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

TOOLS = ("Xvfb", "xdotool", "xwininfo", "import")


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


class Screen:
    def __init__(self, width=1366, height=768, shots: Path | None = None):
        self.width, self.height = width, height
        self.shots = shots
        self.n_shot = 0
        r, w = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{width}x{height}x24",
                                      "-nolisten", "tcp"], pass_fds=(w,), stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            num = f.readline().strip()
        if not num:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{num}"
        self.env = dict(os.environ, DISPLAY=self.display)

    def close(self) -> None:
        self.xvfb.terminate()
        try:
            self.xvfb.wait(5)
        except subprocess.TimeoutExpired:
            self.xvfb.kill()

    # -- input ---------------------------------------------------------------------------
    def xdo(self, *args: str) -> str:
        out = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        return out.stdout.strip()

    def pointer(self) -> tuple[int, int]:
        v = dict(kv.split(":", 1) for kv in self.xdo("getmouselocation").split() if ":" in kv)
        return int(v.get("x", -1)), int(v.get("y", -1))

    def move(self, x: int, y: int) -> None:
        # "--sync" waits for the pointer to move, and for seconds when it is already there
        if self.pointer() != (int(x), int(y)):
            self.xdo("mousemove", "--sync", str(int(x)), str(int(y)))

    def click(self, x: int, y: int) -> None:
        self.move(x, y)
        time.sleep(0.05)
        self.xdo("click", "1")

    def drag(self, a: tuple, b: tuple, steps: int = 8) -> None:
        self.move(*a)
        self.xdo("mousedown", "1")
        for k in range(1, steps + 1):
            x = a[0] + (b[0] - a[0]) * k / steps
            y = a[1] + (b[1] - a[1]) * k / steps
            self.xdo("mousemove", "--sync", str(int(x)), str(int(y)))
            time.sleep(0.02)
        self.xdo("mouseup", "1")

    def key(self, *keys: str) -> None:
        self.xdo("key", "--clearmodifiers", *keys)

    def windows(self, name: str) -> list[str]:
        """Mapped windows whose title matches `name` (a regular expression)."""
        out = self.xdo("search", "--name", name)
        found = []
        for w in out.split():
            info = subprocess.run(["xwininfo", "-id", w], env=self.env, capture_output=True, text=True).stdout
            if "IsViewable" in info:
                found.append(w)
        return found

    def wait_window(self, name: str, timeout: float = 30) -> str:
        end = time.time() + timeout
        while time.time() < end:
            ws = self.windows(name)
            if ws:
                return ws[-1]
            time.sleep(0.2)
        raise AssertionError(f"no window named {name!r} appeared in {timeout} s")

    def geometry(self, wid: str) -> tuple[int, int, int, int]:
        out = self.xdo("getwindowgeometry", "--shell", wid)
        v = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
        return int(v["X"]), int(v["Y"]), int(v["WIDTH"]), int(v["HEIGHT"])

    def focus(self, wid: str) -> None:
        self.xdo("windowfocus", "--sync", wid)

    # -- eyes ----------------------------------------------------------------------------
    def shot(self, label: str):
        """A screenshot of the whole screen, saved (numbered) and returned as a QImage (RGB888)."""
        from PySide6.QtGui import QImage
        self.n_shot += 1
        path = (self.shots or Path("/tmp")) / f"{self.n_shot:03d}_{label}.png"
        subprocess.run(["import", "-window", "root", str(path)], env=self.env, check=True, timeout=30)
        img = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
        if self.shots is None:
            path.unlink()
        return img


def find_blocks(img, rgb: tuple, min_w: int = 24, min_h: int = 10, region=None, max_gap: int = 24,
                max_w: int = 420) -> list:
    """Solid rectangles of one colour (a button's face) on a screenshot: (x, y, w, h), largest
    first.  Thin lines of the same colour (borders, text) are not blocks."""
    w, h = img.width(), img.height()
    bpl = img.bytesPerLine()
    data = bytes(img.constBits())[: bpl * h]
    x0, y0, x1, y1 = region or (0, 0, w, h)
    one = bytes(rgb)
    pat = one * min_w
    runs = {}
    for y in range(max(0, y0), min(h, y1)):
        row = data[y * bpl: y * bpl + 3 * w]
        i = row.find(pat, 3 * max(0, x0))
        found = []
        while i != -1 and i < 3 * x1:
            if i % 3 == 0:
                j = i + len(pat)
                while j + 3 <= len(row) and row[j:j + 3] == one:
                    j += 3
                if (j - i) // 3 <= max_w:      # longer runs are lines (a border), not a button
                    found.append((i // 3, j // 3))
                i = row.find(pat, j)
            else:
                i = row.find(pat, i + 1)
        if found:
            runs[y] = found
    # runs on nearby rows that overlap belong to one block: a button's text splits its rows into
    # short runs or leaves rows with none, so a block is the bounding box of its runs
    blocks: list[dict] = []
    for y in sorted(runs):
        for a, b in runs[y]:
            hits = [blk for blk in blocks if y - max_gap <= blk["y1"] < y and a < blk["x1"] and b > blk["x0"]]
            if hits:
                blk = hits[0]
                for other in hits[1:]:
                    blk["x0"], blk["x1"] = min(blk["x0"], other["x0"]), max(blk["x1"], other["x1"])
                    blk["y0"] = min(blk["y0"], other["y0"])
                    blocks.remove(other)
                blk["x0"], blk["x1"], blk["y1"] = min(blk["x0"], a), max(blk["x1"], b), y
            else:
                blocks.append({"x0": a, "x1": b, "y0": y, "y1": y})
    out = [(b["x0"], b["y0"], b["x1"] - b["x0"], b["y1"] - b["y0"] + 1) for b in blocks
           if b["y1"] - b["y0"] + 1 >= min_h]
    return sorted(out, key=lambda r: -r[2] * r[3])


def centre(block) -> tuple[int, int]:
    x, y, w, h = block
    return x + w // 2, y + h // 2
