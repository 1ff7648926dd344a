"""Through the real window path (issue 15 item 3): MainWindow at 1366x768 with 8 seats and about 250
cards on the table, open play.  Prints figures; asserts nothing.

  drop answered: QTest mouse release of a hand card over its legal zone -> TableInput.on_drop -> hints ->
                 controller -> engine -> table rebuilt -> the first frame Qt paints after it (its changed
                 regions, as on screen); the whole table repainted is printed beside it for comparison
  redraw after a change: an answer performed on the game, then the session told (its snapshot, the window
                 drawing it) and the first frame painted
  log: appending 800 lines to the log, one at a time, each shown (scroll to bottom)

CPU time (process_time) is what to compare under load; wall time is printed beside it.  The autosave's
share (R1's bar, fsync on its own) is measured apart and excluded from the drop figure.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_window.py [--drops 20]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ENZA_DATA_DIR", tempfile.mkdtemp(prefix="enza-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import load_text  # noqa: E402

def med(xs) -> str:
    return f"median {statistics.median(xs):.1f} ms, max {max(xs):.1f} ms" if xs else "no samples"


class Clock:
    def __init__(self):
        self.cpu, self.wall = [], []

    def __enter__(self):
        self.c0, self.w0 = time.process_time(), time.perf_counter()
        return self

    def __exit__(self, *_exc):
        self.cpu.append((time.process_time() - self.c0) * 1000)
        self.wall.append((time.perf_counter() - self.w0) * 1000)


class PaintCounter:
    """Counts the viewport's paint events (an event filter)."""

    def __new__(cls):
        from PySide6.QtCore import QEvent, QObject

        class F(QObject):
            n = 0

            def eventFilter(self, obj, ev):
                if ev.type() == QEvent.Type.Paint:
                    self.n += 1
                return False
        return F()


def position(seed: int):
    """A mid-game 8-seat DuePa position with many cards out, at a charge step: (setup, actions)."""
    import engine
    from engine.sim import bundled_decks
    decks = bundled_decks("duepa")
    players = [{"name": f"P{i + 1}", "deck": decks[i % len(decks)], "seat": i, "kind": "human"} for i in range(8)]
    g = engine.new_game("duepa", players, seed=seed, first_player=0, options={"hand": 12, "shields": 8})
    rng = random.Random(seed)
    while g.decision is not None and len(g.actions_log) < 1200:
        p = g.decision.waiting_for()[0]
        acts = [a for a in g.legal_actions(p) if a.verb != "concede"]
        # prefer putting cards out, so the table fills up
        out = [a for a in acts if a.verb in ("charge", "summon")]
        g.perform(rng.choice(out) if out and rng.random() < 0.8 else rng.choice(acts))
        if len(g.actions_log) > 500 and g.decision is not None and g.decision.kind == "charge":
            break
    return g


class Breakdown:
    """CPU time of the redraw's parts: the window's steps wrapped on the instance, each redraw's samples
    kept apart (a part called twice in one redraw is summed); "paint" is the event loop until the first frame."""

    def __init__(self):
        self.samples: dict = {}
        self.cur: dict | None = None
        self.t0 = 0.0

    def wrap(self, obj, name: str, label: str) -> None:
        f = getattr(obj, name)

        def timed(*a, **kw):
            if self.cur is None:
                return f(*a, **kw)
            c0 = time.process_time()
            try:
                return f(*a, **kw)
            finally:
                self.cur[label] = self.cur.get(label, 0.0) + (time.process_time() - c0) * 1000
        setattr(obj, name, timed)

    def start(self) -> None:
        self.cur = {}

    def mark(self, label: str) -> None:
        self.t0 = time.process_time()
        self.label = label

    def stop(self) -> None:
        self.cur[self.label] = (time.process_time() - self.t0) * 1000
        for k, v in self.cur.items():
            self.samples.setdefault(k, []).append(v)
        self.cur = None

    def report(self) -> None:
        print("where the redraw goes (CPU medians):")
        for k, xs in self.samples.items():
            print(f"  {k:34s} {statistics.median(xs):5.1f} ms")


def breakdown(w, b: Breakdown | None) -> Breakdown:
    """Wrap the window's parts (once) and the session's snapshot (again for each new game: the session is
    the game's) into `b` (None: a new one)."""
    import gui.main_window as mw
    first = b is None
    b = Breakdown() if first else b
    b.wrap(w.ctl.session, "_snapshot_of", "the session's snapshot (views, answers, words)")
    if first:
        b.wrap(w.ctl, "answers_now", "answers read by the window")
        b.wrap(mw, "build_context", "table context")
        b.wrap(w.table.tscene, "set_state", "table scene (set_state, layout)")
        b.wrap(w, "show_panel", "decision panel")
        b.wrap(w.log, "add_lines", "log")       # the log's lines come from each snapshot (LogFeed.take)
    return b


def wait_painted(app, vp, painted, limit_s: float = 5.0) -> bool:
    """Run the event loop until the viewport paints a frame; False (and a repaint forced, so that nothing
    waits for ever) when none came within `limit_s` of wall time: nothing visible changed."""
    t0 = time.perf_counter()
    while painted.n == 0:
        app.processEvents()
        if time.perf_counter() - t0 > limit_s:
            vp.repaint()
            return False
    return True


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--drops", type=int, default=20)
    ap.add_argument("--breakdown", action="store_true", help="where the redraw's time goes, part by part")
    args = ap.parse_args()
    import gui  # noqa: F401
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from engine.saves import replay
    from gui import i18n
    from gui.main_window import MainWindow
    from gui.settings import Settings
    i18n.set_language("en")
    st = Settings()
    st.set("privacy", False)
    st.set("animations", False)
    st.set("anim_speed", 0)
    w = MainWindow(st)
    w.resize(1366, 768)
    w.show()
    app.processEvents()
    base = position(7)
    setup, actions = base.setup, list(base.actions_log)
    v = w.table
    vp = v.viewport()
    sc = v.tscene
    drop, redraw, autosave, full = Clock(), Clock(), Clock(), Clock()
    parts = None
    painted = PaintCounter()
    vp.installEventFilter(painted)
    cards = 0
    unpainted = 0
    for k in range(args.drops):
        g = replay(setup, actions)
        w.games.set_game(g)
        app.processEvents()
        if args.breakdown:
            parts = breakdown(w, parts)     # the new game's session wrapped too
        me = w.ctl.acting()
        cards = sum(1 for s in sc.seats.values() for _ in s.card_items())
        ans = [a for a in w.ctl.answers_now() if a.source is not None and a.target is not None]
        if not ans:
            print("no drop at this position")
            break
        a = ans[k % len(ans)]
        item = next(it for s in sc.seats.values() for it in s.card_items() if it.token == a.source)
        area = next(ar for ar in sc.seats[me].areas.values() if sc.zone_key(me, ar.zone) == a.target)
        pa = v.mapFromScene(item.scene_center())
        pb = v.mapFromScene(area.mapToScene(area.rect.center()))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa)
        for i in range(1, 5):
            QTest.mouseMove(vp, pa + (pb - pa) * (i / 4))
        n = len(g.actions_log)
        sync = w.ctl.autosaver.sync
        spent = []

        def timed_sync(*x, **kw):       # the autosave is R1's budget: measured, then taken out
            c0, w0 = time.process_time(), time.perf_counter()
            sync(*x, **kw)
            spent.append(((time.process_time() - c0) * 1000, (time.perf_counter() - w0) * 1000))
        w.ctl.autosaver.sync = timed_sync
        painted.n = 0
        with drop:
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pb)
            unpainted += not wait_painted(app, vp, painted)  # the first frame Qt paints after the drop
        with full:
            vp.repaint()                # for comparison: the whole table painted again
        w.ctl.autosaver.sync = sync
        c_auto = sum(s[0] for s in spent)
        w_auto = sum(s[1] for s in spent)
        drop.cpu[-1] -= c_auto
        drop.wall[-1] -= w_auto
        autosave.cpu.append(c_auto)
        autosave.wall.append(w_auto)
        assert len(w.game.actions_log) > n, f"drop {a.text} not answered"
        # a redraw after a change: the next answer performed on the game outside the window (the engine's
        # time is not the redraw's), then the session told (after_change: its snapshot, the window drawing
        # it) and the first frame painted.  (refresh() alone redraws the snapshot the window holds: when
        # nothing changed Qt paints nothing, and waiting for a frame waited for ever.)
        nxt = w.ctl.answers_now()
        if nxt:
            w.ctl.autosave = False
            w.game.perform(nxt[0].text)
            painted.n = 0
            if parts is not None:
                parts.start()
            with redraw:
                w.ctl.after_change()
                if parts is not None:
                    parts.mark("paint")
                unpainted += not wait_painted(app, vp, painted)
            if parts is not None:
                parts.stop()
            w.ctl.autosave = True
    log_cpu = Clock()
    w.log.clear()
    for i in range(800):
        with log_cpu:
            w.log.add_line(f"P{i % 8 + 1} charges 《A rather long card name number {i}》 to mana.  [dm:503]")
            w.log.viewport().repaint()
    print(f"8 seats, {cards} card items, 1366x768, load average {load_text()}")
    print(f"drop answered + first changed frame painted: CPU {med(drop.cpu)}; wall {med(drop.wall)} "
          f"({len(drop.cpu)} drops, autosave excluded)")
    print(f"  autosave on the UI thread per drop (R1's budget): CPU {med(autosave.cpu)}; wall {med(autosave.wall)}")
    print(f"  the whole table repainted (not what a drop costs; for comparison): CPU {med(full.cpu)}")
    print(f"redraw after a change (the session's snapshot + the window drawing it + the changed regions painted): "
          f"CPU {med(redraw.cpu)}; wall {med(redraw.wall)}")
    if unpainted:
        print(f"  ({unpainted} changes painted no frame within 5 s: a repaint was forced)")
    print(f"log line appended and shown (800 lines): CPU {med(log_cpu.cpu)}; wall {med(log_cpu.wall)}")
    if parts is not None:
        parts.report()
    w.ctl.stop()
    os._exit(0)


if __name__ == "__main__":
    main()
