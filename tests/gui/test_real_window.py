"""The real application, as a person meets it (G1 item 10): started from its entry point in a real X
window (an Xvfb of this test's own, xcb platform), from fresh settings, driven from outside with the
mouse and keyboard (xdotool) and looked at through screenshots.

start -> New game with the defaults -> start -> two rounds by mouse through the curtain -> quit ->
start -> Continue.

Without Xvfb/xdotool/ImageMagick it skips, except under CI=true, where it fails: CI must run it.
Screenshots go to ENZA_SHOTS (or the test's temp folder)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .xwin import Screen, centre, find_blocks, missing_tools

ROOT = Path(__file__).resolve().parents[2]
GOLD = (242, 193, 78)           # the End turn button's face (gui/table/view.py)
BLUE = (61, 106, 153)           # a push button's face in the main window's style
BLUE_HOVER = (79, 130, 184)
MAIN_TITLE = "Enza|円座"         # the window title (a regular expression), either language


def need_tools():
    missing = missing_tools() + ([] if shutil.which("openbox") else ["openbox"])
    if missing:
        msg = f"real-window test needs {', '.join(missing)} (Debian: xvfb xdotool x11-utils imagemagick openbox)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(msg)
        pytest.skip(msg)


def entry_point() -> list[str]:
    exe = Path(sys.executable).with_name("enza")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "gui.launch"]


class Person:
    """Someone at the screen: sees screenshots, moves the mouse, presses keys."""

    def __init__(self, scr: Screen, data: Path):
        self.scr = scr
        self.data = data
        self.app = None
        self.main = None
        self.log = []

    # -- the application -----------------------------------------------------------------
    def start_app(self):
        env = dict(self.scr.env, QT_QPA_PLATFORM="xcb", ENZA_DATA_DIR=str(self.data), LANG="en_US.UTF-8",
                   LC_ALL="", LANGUAGE="")
        env.pop("QT_QPA_PLATFORMTHEME", None)
        self.app = subprocess.Popen(entry_point(), env=env, cwd=str(ROOT), stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True)
        try:
            self.main = self.scr.wait_window(MAIN_TITLE, 60)
        except AssertionError:
            if self.app.poll() is None:
                self.app.kill()
            out, _ = self.app.communicate()
            raise AssertionError(f"no main window (exit code {self.app.returncode}):\n{out}") from None
        self.wait_idle()

    def quit_by_menu(self):
        """Game menu (the first in the menu bar, opened by its mnemonic Alt+G) -> its last entry, Quit."""
        self.scr.xdo("windowactivate", "--sync", self.main)
        time.sleep(0.3)
        self.scr.key("alt+g")
        time.sleep(0.4)
        self.scr.key("Up")          # from the top of an open menu, Up wraps to the last entry: Quit
        self.scr.key("Return")
        try:
            out, _ = self.app.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.app.kill()
            out, _ = self.app.communicate()
            raise AssertionError("the application did not quit from Game -> Quit")
        self.log.append(out)
        return self.app.returncode, out

    def wait_idle(self, t=0.6):
        time.sleep(t)

    # -- what is on the screen -----------------------------------------------------------
    def look(self, label):
        return self.scr.shot(label)

    def wait_screen(self, label, done, timeout=30.0):
        """Look again until `done(screenshot)`, as a person waits for the screen to change (the app may
        still be loading the replayed game on a busy machine); the last look is returned either way."""
        end = time.time() + timeout
        while True:
            self.wait_idle(0.5)
            img = self.look(label)
            if done(img) or time.time() > end:
                return img

    def other_windows(self):
        return [w for w in self.scr.windows(".") if w != self.main and self.scr.geometry(w)[2] > 50]

    def game_position(self):
        """(players, turn) of the game on the table, as its autosave journal (the app's own output) says."""
        from gui.autosave import Autosave
        try:
            info = Autosave.reader(self.data).find_resumable()
        except Exception:   # a journal line being written this instant: ask again later
            return None
        if info is None:
            return None
        return info.game.n_players, info.game.turn

    def wait_game_position(self, timeout=30):
        """The game's position once its journal exists: starting a game (the seating graph, the decks)
        takes a few seconds on a loaded machine."""
        end = time.time() + timeout
        while time.time() < end:
            pos = self.game_position()
            if pos is not None:
                return pos
            time.sleep(0.5)
        return None

    # -- doing ---------------------------------------------------------------------------
    def new_game_with_defaults(self):
        """The start screen's New game button (the first button of the centred box); then the
        dialog's default button (Return): DuePa, four seats, bundled decks."""
        img = self.look("start")
        buttons = self.centred_buttons(img)
        assert len(buttons) >= 4, "no start screen with New game, Continue, Puzzles, Deck editor, Rules"
        self.scr.click(*centre(min(buttons, key=lambda b: b[1])))     # the topmost: New game
        dlg = self.wait_new_window()
        time.sleep(0.5)
        self.look("new_game_dialog")
        self.scr.focus(dlg)
        self.scr.key("Return")
        self.wait_idle(1.0)
        return img

    def centred_buttons(self, img):
        """Button faces (the stage's blue, plain or hovered) around the middle of the screen."""
        # buttons stacked 10 px apart are separate blocks: a small gap joins only a face's own rows
        blocks = (find_blocks(img, BLUE, min_w=30, min_h=12, max_gap=4)
                  + find_blocks(img, BLUE_HOVER, min_w=30, min_h=12, max_gap=4))
        mid = img.width() // 2
        return [b for b in blocks if abs(centre(b)[0] - mid) < 320 and b[0] + b[2] < img.width() * 0.73
                and 100 < centre(b)[1] < img.height() - 100]

    def wait_new_window(self, timeout=20):
        end = time.time() + timeout
        while time.time() < end:
            ws = self.other_windows()
            if ws:
                return ws[-1]
            time.sleep(0.2)
        raise AssertionError("no dialog window appeared")

    def curtain_button(self, img):
        """The curtain's button to press: "I am X — show", or at a public declaration call
        ("X: any declaration? — No / Yes, pass me the screen") the left one, No."""
        blocks = self.centred_buttons(img)
        if not blocks:
            return None
        row = [b for b in blocks if abs(centre(b)[1] - centre(blocks[0])[1]) < 10]
        return min(row, key=lambda b: b[0])

    def end_turn_button(self, img):
        b = find_blocks(img, GOLD, min_w=40, min_h=14)
        return b[0] if b else None

    def charge_by_drag(self, img, end_turn) -> None:
        """Drag the rightmost glowing hand card up into the mana zone (a real gesture; a refusal
        is fine too, the table then says why)."""
        glow = (124, 252, 138)
        ex, ey, ew, eh = end_turn
        edges = find_blocks(img, glow, min_w=30, min_h=1, max_gap=0,
                            region=(0, ey + 200, int(img.width() * 0.75), img.height()))
        if not edges:
            return
        top = min(b[1] for b in edges)                          # the hand cards' top edges
        x, y, w, h = max((b for b in edges if b[1] <= top + 3), key=lambda b: b[0])
        a = (x + w // 2, y + 40)
        self.scr.drag(a, (a[0], a[1] - 110))
        self.wait_idle(0.5)

    def click_decision_button(self, img) -> bool:
        """Any button of the decision panel (the right-hand side)."""
        blocks = [b for b in find_blocks(img, BLUE, min_w=30, min_h=12) if b[0] > img.width() * 0.73]
        if not blocks:
            return False
        self.scr.click(*centre(blocks[0]))
        return True


@pytest.fixture
def person(tmp_path):
    need_tools()
    shots = Path(os.environ.get("ENZA_SHOTS") or (tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    scr = Screen(1366, 768, shots=shots)
    # a window manager, as on a person's desktop (title bars, focus, the main window maximized by it)
    wm = subprocess.Popen(["openbox"], env=scr.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    data = tmp_path / "enza-data"
    data.mkdir()
    p = Person(scr, data)
    yield p
    if p.app is not None and p.app.poll() is None:
        p.app.kill()
    wm.terminate()
    wm.wait(5)
    scr.close()


def test_game_night_in_a_real_window(person):
    p = person
    p.start_app()
    p.new_game_with_defaults()
    pos = p.wait_game_position()
    assert pos is not None, "New game with the defaults did not start a game"
    n, turn0 = pos
    target = turn0 + 2 * n          # two full rounds
    charged_on = set()
    idle_looks = 0          # looks in a row that found nothing to do
    for step in range(60 * n):
        pos = p.game_position()
        if pos[1] >= target:
            break
        img = p.look(f"turn{pos[1]}")
        if idle_looks and (p.end_turn_button(img) is not None or p.curtain_button(img) is not None):
            idle_looks = 0
        c = p.curtain_button(img) if p.end_turn_button(img) is None else None
        if c is not None:
            p.scr.click(*centre(c))             # take the screen: "I am X — show"
            p.wait_idle()
            continue
        b = p.end_turn_button(img)
        if b is not None:
            if pos[1] not in charged_on:
                charged_on.add(pos[1])
                p.charge_by_drag(img, b)
                continue
            p.scr.click(*centre(b))
            p.wait_idle()
            continue
        if p.click_decision_button(img):
            idle_looks = 0
            p.wait_idle()
            continue
        ws = p.other_windows()
        if not ws and idle_looks < 3:   # a busy machine may still be drawing: look again, as a person would
            idle_looks += 1
            p.wait_idle(2.0)
            continue
        assert ws, f"nothing to do on the screen at turn {pos[1]}"
        idle_looks = 0
        p.scr.focus(ws[-1])     # a question in a window of its own: its default answer (Return)
        p.scr.key("Return")
        p.wait_idle()
    final = p.game_position()
    assert final[1] >= target, f"two rounds not played: turn {final[1]} < {target}"
    p.look("after_two_rounds")
    code, out = p.quit_by_menu()
    assert code == 0, out
    assert "Traceback" not in out, out
    saved = p.game_position()
    assert saved is not None and saved[1] == final[1], "the game was not kept for Continue"

    # start again: Continue brings the same game back
    p.start_app()
    img = p.look("restart")
    assert not p.other_windows(), "a question window instead of the start screen"
    assert len(p.centred_buttons(img)) >= 4, "no start screen after the restart"
    p.scr.focus(p.main)     # Continue is the focused button when a game can be continued
    p.scr.key("Return")
    img = p.wait_screen("continued", lambda im: len(p.centred_buttons(im)) < 4 or p.end_turn_button(im))
    c = p.curtain_button(img) if p.end_turn_button(img) is None else None
    if c is not None:
        p.scr.click(*centre(c))
        p.wait_idle()
        img = p.look("continued_table")
    assert p.end_turn_button(img) is not None, "after Continue the table shows no game"
    assert p.game_position()[1] == final[1]
    code, out = p.quit_by_menu()
    assert code == 0 and "Traceback" not in out, out


def play_team_game(p, keys: list[str], fmt: str, rounds: int = 2, end_turn_first: bool = False) -> None:
    """A team format chosen in the New game dialog by keyboard (`keys` in the format list: the start of its name,
    then arrows),
    with the dialog's defaults (every seat a person, so two people sit on each team), played for `rounds` turns by
    mouse through the curtain, the mulligans and the turns."""
    from gui.autosave import Autosave
    p.start_app()
    img = p.look("start")
    p.scr.click(*centre(min(p.centred_buttons(img), key=lambda b: b[1])))     # New game
    dlg = p.wait_new_window()
    time.sleep(0.5)
    p.scr.focus(dlg)
    p.scr.key("Home")                   # the format list has the focus: jump to the format by its name
    for key in keys:
        p.scr.key(key)
    time.sleep(0.4)
    p.look(f"new_game_{fmt}")
    p.scr.key("Return")
    p.wait_idle(1.0)
    n, turn0 = p.wait_game_position()
    info = Autosave.reader(p.data).find_resumable()
    assert info is not None and info.game.format.name == fmt, f"the {fmt} game did not start"
    idle_looks = 0          # looks in a row that found nothing to do
    for step in range(120):
        pos = p.game_position()
        if pos is not None and pos[1] >= turn0 + rounds:
            break
        img = p.look(f"{fmt}{step}")
        b = p.end_turn_button(img)
        c = p.curtain_button(img) if b is None else None
        if b is not None or c is not None:
            idle_looks = 0
        if c is not None:
            p.scr.click(*centre(c))
            p.wait_idle()
            continue
        if b is not None and end_turn_first:
            p.scr.click(*centre(b))
            p.wait_idle()
            continue
        # the decision panel's top button (Keep before Mulligan; buttons 6 px apart are separate faces)
        panel = [b for b in find_blocks(img, BLUE, min_w=30, min_h=12, max_gap=4) if b[0] > img.width() * 0.73]
        if panel:
            p.scr.click(*centre(min(panel, key=lambda b: b[1])))
            p.wait_idle()
            continue
        if b is not None:
            p.scr.click(*centre(b))
            p.wait_idle()
            continue
        ws = p.other_windows()
        if not ws and idle_looks < 3:   # a busy machine may still be drawing: look again, as a person would
            idle_looks += 1
            p.wait_idle(2.0)
            continue
        assert ws, "nothing to do on the screen"
        idle_looks = 0
        p.scr.focus(ws[-1])
        p.scr.key("Return")
        p.wait_idle()
    assert p.game_position()[1] >= turn0 + rounds, f"the {fmt} game did not go on"
    p.look(f"{fmt}_after")
    code, out = p.quit_by_menu()
    assert code == 0 and "Traceback" not in out, out


def test_tag_game_in_a_real_window(person):
    """G3: a tag game, two people on each team, the zone table on the screen."""
    play_team_game(person, ["T", "a", "g"], "tag")


def test_2hg_game_in_a_real_window(person):
    """U1b item 3: Two-Headed Giant, two people on each team (shared team turns), two turns by mouse."""
    play_team_game(person, ["S", "t", "a", "c", "k", "Down", "Down"], "2hg", end_turn_first=True)   # duel, ffa, 2hg
