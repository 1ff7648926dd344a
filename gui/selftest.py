"""`enza --self-test`: works frozen and from source.  Loads every card, deck and translation,
plays a short seeded game between random computer players in every format, then starts Qt on the
platform a real start would use, shows a table in a window, waits for its first painted frame and
saves it to a PNG; exits 0.  Any failure (also a missing platform plugin or system library, or a Qt
warning) exits non-zero with a clear message.  QT_QPA_PLATFORM=offscreen checks without a screen.

Also home of the ENZA_SMOKE check of a real start (gui/app.py), which shares the first-frame watch."""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path


def _step(name, fn, report):
    t0 = time.perf_counter()
    try:
        detail = fn()
    except Exception as e:  # every failure becomes a clear line, never a traceback alone
        traceback.print_exc(file=sys.stderr)
        report.append((False, name, f"{type(e).__name__}: {e}"))
    else:
        report.append((True, name, f"{detail} ({(time.perf_counter() - t0) * 1000:.0f} ms)"))
    ok, _, text = report[-1]
    # printed as each step ends: if Qt aborts the process (no platform plugin), the earlier lines stay
    print(f"  {'ok  ' if ok else 'FAIL'} {name}: {text}", flush=True)
    return detail if ok else None


def check_cards():
    from engine.cards.loader import shield_pool
    from engine.families.lifezone.cards import lifezone_pool
    from engine.families.stack.cards import stack_pool
    counts = {"shield": len(shield_pool()), "life-zone": len(lifezone_pool()), "stack": len(stack_pool())}
    return ", ".join(f"{n} {fam} cards" for fam, n in counts.items())


def check_decks():
    import engine
    from engine.paths import assets_dir
    from engine.decks import load_deck
    n = 0
    problems = []
    for info in engine.formats():
        fmt = info.name
        folder = assets_dir() / "decks" / fmt
        if not folder.exists():
            continue
        rules = engine.get_format(fmt)()
        for p in sorted(folder.glob("*.deck")):
            probs = rules.validate_deck(load_deck(p))
            problems += [str(x) for x in probs]
            n += 1
    if problems:
        raise RuntimeError("bundled deck problems: " + "; ".join(problems[:5]))
    return f"{n} bundled decks legal"


def check_translations():
    from engine.paths import assets_dir
    folder = assets_dir() / "translations"
    files = sorted(folder.glob("*.ts")) + sorted(folder.glob("*.qm")) if folder.exists() else []
    if not files:
        raise RuntimeError(f"no translation files in {folder}")
    import xml.etree.ElementTree as ET
    msgs = 0
    for f in files:
        if f.suffix == ".ts":
            msgs += len(ET.parse(f).getroot().findall(".//message"))
    return f"{len(files)} translation files, {msgs} messages"


def check_games():
    import engine
    from engine.sim import simulate
    out = []
    for info in engine.formats():
        if info.family == "toy" or info.name.startswith("toy"):
            continue
        n = max(info.min_players, min(3, info.max_players))
        r = simulate(info.name, n, 1, 20261122, max_actions=20000)
        out.append(f"{info.name}:{r.actions} actions{'' if r.unfinished == 0 else ' (unfinished)'}")
    return ", ".join(out)


# Messages from Qt that say something about the environment, not about Enza: a session without a
# login manager (CI, chroots, su) has no XDG_RUNTIME_DIR, and Qt falls back to a private folder;
# the offscreen platform (tests, benchmarks) has no window manager to pass size hints to.
QT_NOISE = (
    "This plugin does not support propagateSizeHints()",
    "QStandardPaths: XDG_RUNTIME_DIR not set",
    "QStandardPaths: runtime directory",
    "QStandardPaths: wrong permissions on runtime directory",
)


def watch_qt_messages() -> list[str]:
    """Route Qt's warnings through us (install before the QApplication exists, so that the platform
    plugin's own messages are caught): each is still printed, and the ones that are not known
    environment noise are returned in the list, which fills as Qt talks."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    problems: list[str] = []
    quiet = (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)

    def handler(kind, context, text):
        category = getattr(context, "category", None) or ""
        line = f"{category + ': ' if category and category != 'default' else ''}{text}"
        sys.stderr.write(line + "\n")
        sys.stderr.flush()
        if kind not in quiet and not any(text.startswith(n) for n in QT_NOISE):
            problems.append(line)

    handler.problems = problems  # keeps the list alive with the handler
    watch_qt_messages.handler = handler  # Qt holds no Python reference of its own
    qInstallMessageHandler(handler)
    return problems


def on_first_frame(app, window, done, timeout_ms: int = 60000) -> None:
    """Call done(pixels, painted_at) once a widget of `window` has painted and the frame has reached
    the screen; `pixels` is that window read back from the display server (a null image offscreen),
    `painted_at` the time.time() of the first paint.  If nothing paints within the timeout, done(None, None)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        fired = False

        def eventFilter(self, obj, event):
            if (not self.fired and event.type() == QEvent.Type.Paint and hasattr(obj, "window")
                    and obj.window() is window):
                self.fired = time.time()
                # let the paint finish and the backing store reach the screen first
                QTimer.singleShot(200, finish)
            return False

    def finish():
        app.removeEventFilter(spy)
        timer.stop()
        screen = window.screen()
        done(screen.grabWindow(window.winId()) if spy.fired and screen else None, spy.fired or None)

    spy = FirstPaint(app)
    app.installEventFilter(spy)
    timer = QTimer(app)
    timer.setSingleShot(True)
    timer.timeout.connect(finish)
    timer.start(timeout_ms)
    window.update()


class SmokeCheck:
    """ENZA_SMOKE=1 (CI, and the bad-files test): quit with 0 once the first frame is painted and the main
    window is ready (built, the autosave looked at, any start-up message shown); 1 if Qt warned, nothing
    painted, the main window did not come within the time limit, or any exception went uncaught.  Prints
    `ENZA_SMOKE: first frame painted …`, each message box the person sees at that moment
    (`ENZA_SMOKE: message: …`) and `ENZA_SMOKE: main window ready …`."""

    def __init__(self, app, window, problems: list[str], timeout_ms: int = 60000):
        from PySide6.QtCore import QTimer

        from . import error_log
        self.app, self.window, self.problems = app, window, problems
        self.painted = self.ready = self.finished = False
        self.bad: list[str] = []
        error_log.ON_UNEXPECTED.append(self.uncaught)   # the error log's hook (from the main window on)
        sys.excepthook = self._hook                     # until then
        on_first_frame(app, window, self._painted)
        self.timer = QTimer(app)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: self.fail("the main window was not ready within the time limit"))
        self.timer.start(timeout_ms)

    def _hook(self, etype, value, tb) -> None:
        sys.__stderr__.write("".join(traceback.format_exception(etype, value, tb)))
        self.uncaught(etype, value)

    def uncaught(self, etype, value) -> None:
        self.fail(f"uncaught {etype.__name__}: {value}")

    def fail(self, why: str) -> None:
        self.bad.append(why)
        self._finish()

    def _painted(self, pixels, painted_at) -> None:
        if pixels is None:
            self.bad.append("no frame painted within the time limit")
        elif self.app.platformName() != "offscreen" and _blank(pixels):
            self.bad.append(f"the frame read back from the screen is blank ({pixels.width()}x{pixels.height()})")
        self.bad[:0] = self.problems
        if not self.bad:
            t0 = os.environ.get("ENZA_T0")  # benchmarks/bench_startup.py: when the launcher started us
            after = f" after {painted_at - float(t0):.4f} s" if t0 else ""
            print(f"ENZA_SMOKE: first frame painted on {self.app.platformName()} "
                  f"({self.window.width()}x{self.window.height()}){after}", flush=True)
        self.painted = True
        self._finish()

    def main_ready(self, main) -> None:
        """Called once the main window is in place and has looked at the autosave; the messages it opens
        at once (some a moment later, from the event queue) are printed as the person would read them."""
        from PySide6.QtCore import QTimer
        QTimer.singleShot(50, lambda: self._ready(main))

    def _ready(self, main) -> None:
        from PySide6.QtWidgets import QMessageBox
        from .startup_probe import peak_rss_kib
        for box in main.findChildren(QMessageBox):
            if box.isVisible():
                text = box.text().replace("\n", " | ")
                print(f"ENZA_SMOKE: message: {box.windowTitle()}: {text}", flush=True)
        print(f"ENZA_SMOKE: main window ready (peak RSS {peak_rss_kib() // 1024} MiB)", flush=True)
        self.ready = True
        self._finish()

    def _finish(self) -> None:
        if self.finished or not (self.bad or (self.painted and self.ready)):
            return
        self.finished = True
        self.timer.stop()
        for line in self.bad:
            print(f"ENZA_SMOKE: {line}", file=sys.stderr, flush=True)
        self.app.exit(1 if self.bad else 0)


def _blank(image) -> bool:
    """True if the image is null or one flat colour (sampled on a grid)."""
    img = image.toImage()
    if img.isNull() or img.width() == 0 or img.height() == 0:
        return True
    colours = {img.pixel(x * img.width() // 16, y * img.height() // 16) for x in range(16) for y in range(16)}
    return len(colours) < 2


def _platform_problem() -> str | None:
    """Why a real start would fail before Qt is even asked: no display on Linux/BSD."""
    if os.environ.get("QT_QPA_PLATFORM") or not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("no display (neither DISPLAY nor WAYLAND_DISPLAY is set): the table could not start here either; "
            "QT_QPA_PLATFORM=offscreen tests without a screen")


def render_table(path: Path):
    """Start Qt on the platform a real start would use (xcb, wayland, windows, cocoa; offscreen only if
    QT_QPA_PLATFORM says so), show a 4-seat table in a window, wait until its first frame is painted
    and save it.  A missing platform plugin or system library fails here as it would at a real start."""
    problem = _platform_problem()
    if problem:
        raise RuntimeError(problem)
    problems = watch_qt_messages()
    from PySide6.QtWidgets import QApplication
    import engine
    from engine.sim import bundled_decks, play_random_game
    app = QApplication.instance() or QApplication(["enza-self-test"])
    d = bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": f"P{i + 1}", "deck": d[i % len(d)]} for i in range(4)], seed=7)
    play_random_game(g, 3, 120)
    from gui.table.view import TableView
    widget = TableView()
    widget.resize(1366, 768)
    widget.show_game(g, viewer=g.decision.waiting_for()[0] if g.decision else 0)
    widget.setWindowTitle("Enza self-test")
    widget.show()
    result = {}
    on_first_frame(app, widget, lambda pixels, _: (result.setdefault("pixels", pixels), app.quit()))
    app.exec()
    widget.close()
    if result.get("pixels") is None:
        raise RuntimeError(f"the window never painted on platform {app.platformName()}")
    if problems:
        raise RuntimeError(f"Qt warned on platform {app.platformName()}: " + " | ".join(problems[:5]))
    img = widget.grab()
    if img.isNull() or not img.save(str(path)):
        raise RuntimeError(f"could not write {path}")
    return f"window shown and painted on {app.platformName()}; table saved to {path} ({img.width()}x{img.height()})"


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(tempfile.gettempdir()) / "enza-self-test.png"
    report = []
    from .none_guard import install
    install()                       # before the first Qt call (PySide6 6.12 on Python 3.11)
    print(f"Enza self-test ({'frozen' if getattr(sys, 'frozen', False) else 'from source'}):", flush=True)
    _step("cards", check_cards, report)
    _step("decks", check_decks, report)
    _step("translations", check_translations, report)
    _step("games", check_games, report)
    _step("table", lambda: render_table(out), report)
    failed = [n for ok, n, _ in report if not ok]
    if failed:
        print(f"self-test FAILED: {', '.join(failed)}", file=sys.stderr)
        return 1
    print("self-test passed")
    return 0
