"""Table drawing speed: a full redraw with 8 seats and about 300 visible cards, and the time from a drop
(a charge by drag) to the updated table.  Prints figures; asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_table.py            # everything
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_table.py --window   # the window's drops only
    ... --window --rounds 24   # more turns (and drops) per seat count: steadier medians on a busy machine
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    import gui  # noqa: F401  (PySide6 None-refcount workaround first)
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 8
    if "--window" in sys.argv:
        window_drops(app, 4, rounds)
        window_drops(app, 8, rounds)
        os._exit(0)
    import engine
    from engine.sim import bundled_decks, play_random_game
    from gui.table.view import TableView
    d = bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": f"P{i + 1}", "deck": d[i % len(d)], "seat": i} for i in range(8)],
                        seed=11, options={"hand": 12, "shields": 8})
    play_random_game(g, 5, 700)
    v = TableView()
    v.resize(1560, 1030)
    v.show()
    app.processEvents()
    viewer = g.decision.waiting_for()[0]
    v.show_game(g, viewer=viewer, full=True)
    sc = v.tscene
    cards = sum(1 for s in sc.seats.values() for _ in s.card_items())
    img = QImage(v.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def paint():
        img.fill(0)
        p = QPainter(img)
        v.render(p)
        p.end()

    paint()  # warm the pixmap cache
    times = []
    for _ in range(30):
        t0 = time.perf_counter()
        paint()
        times.append((time.perf_counter() - t0) * 1000)
    print(f"8 seats, {cards} card items: full repaint into an image (render(), no item caches) median "
          f"{statistics.median(times):.1f} ms, max {max(times):.1f} ms")
    times = []
    for _ in range(30):
        t0 = time.perf_counter()
        v.viewport().repaint()  # what the screen does: item and background caches in use
        times.append((time.perf_counter() - t0) * 1000)
    print(f"8 seats, {cards} card items: viewport repaint median {statistics.median(times):.1f} ms, "
          f"max {max(times):.1f} ms")
    times = []
    for _ in range(10):
        t0 = time.perf_counter()
        v.show_game(g, viewer=viewer, full=True)
        paint()
        times.append((time.perf_counter() - t0) * 1000)
    print(f"state update + repaint (no change): median {statistics.median(times):.1f} ms")
    # a drop: perform one action the way the window does, then update and repaint
    drops = []
    for _ in range(8):
        acts = [a for a in g.legal_actions(g.decision.waiting_for()[0]) if a.verb != "concede"]
        if not acts or g.outcome is not None:
            break
        t0 = time.perf_counter()
        g.perform(acts[0])
        v.show_game(g, viewer=g.decision.waiting_for()[0] if g.decision else None, full=True)
        v.viewport().repaint()
        drops.append((time.perf_counter() - t0) * 1000)
    if drops:
        print(f"drop → engine → updated table: median {statistics.median(drops):.1f} ms, max {max(drops):.1f} ms "
              f"({len(drops)} actions)")
    window_drops(app, 4, rounds)
    window_drops(app, 8, rounds)
    os._exit(0)


def duepa_window(app, seats: int):
    """The main window at 1366x768 with a DuePa game of `seats` people started (seed 2, seat 1 first, privacy
    off, auto-pass and animations on): the window the drop benchmarks drag in (also drop_instructions.py)."""
    import tempfile
    os.environ.setdefault("ENZA_DATA_DIR", tempfile.mkdtemp())
    from engine.sim import bundled_decks
    from gui import i18n
    from gui.main_window import MainWindow
    from gui.settings import Settings
    i18n.set_language("en")
    st = Settings()
    st.set("privacy", False)
    st.set("auto_pass", True)
    st.set("animations", True)
    w = MainWindow(st)
    w.resize(1366, 768)
    w.show()
    d = bundled_decks("duepa")
    w.games.start_game({"format": "duepa", "options": None, "seed": 2, "first_player": 0,
                        "players": [{"name": f"P{i + 1}", "deck": d[i % len(d)], "seat": i, "kind": "human"}
                                    for i in range(seats)]})
    app.processEvents()
    return w


def window_drops(app, seats: int = 4, rounds: int = 8) -> None:
    """The whole window path, as a person drags: a hand card dropped on the mana zone (QTest mouse
    events on the viewport), answered by the engine through the controller, the table rebuilt and
    repainted; and the time until the card's glide (animation) has settled.  CPU time (process_time, steadier
    than wall time on a shared machine) beside wall time."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    w = duepa_window(app, seats)
    v = w.table
    vp = v.viewport()
    answered, settled, redraw, answered_cpu, redraw_cpu = [], [], [], [], []
    for _ in range(rounds):
        g = w.game
        me = w.ctl.acting()
        if g.decision.kind != "charge":
            w.ctl.end_turn()
            app.processEvents()
            continue
        seat = v.tscene.seats[me]
        card = next(iter(seat.items["hand"].values()))
        a = v.mapFromScene(card.scene_center())
        b = v.mapFromScene(seat.mapToScene(seat.areas["mana"].rect.center()))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for k in range(1, 5):
            QTest.mouseMove(vp, a + (b - a) * (k / 4))
        n = len(g.actions_log)
        c0, t0 = time.process_time(), time.perf_counter()
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        vp.repaint()
        c1, t1 = time.process_time(), time.perf_counter()
        if len(w.game.actions_log) == n:
            continue    # refused: not a measure of an answered drop
        answered.append((t1 - t0) * 1000)
        answered_cpu.append((c1 - c0) * 1000)
        moved = [it for s_ in v.tscene.seats.values() for it in s_.card_items() if not it.settled()]
        while any(not it.settled() for it in moved):
            app.processEvents()
        settled.append((time.perf_counter() - t0) * 1000)
        c2, t2 = time.process_time(), time.perf_counter()
        w.refresh()
        vp.repaint()
        redraw.append((time.perf_counter() - t2) * 1000)
        redraw_cpu.append((time.process_time() - c2) * 1000)
        w.ctl.end_turn()
        app.processEvents()
    if answered:
        print(f"window, {seats} seats at 1366x768: drop answered + table redrawn CPU median "
              f"{statistics.median(answered_cpu):.1f} ms, max {max(answered_cpu):.1f} ms (wall median "
              f"{statistics.median(answered):.1f} ms); glide settled median {statistics.median(settled):.0f} ms "
              f"({len(answered)} drops)")
        print(f"window, {seats} seats: redraw after a change (refresh + viewport repaint) CPU median "
              f"{statistics.median(redraw_cpu):.1f} ms, max {max(redraw_cpu):.1f} ms (wall median "
              f"{statistics.median(redraw):.1f} ms)")


if __name__ == "__main__":
    main()
