"""Zone-spec table speed (G3 item 9): a 4-seat stack-family table with about 150 permanents redrawn, and a
drop (a land dragged from the hand onto the battlefield) answered: engine, table rebuilt, repainted.
Prints CPU time (process_time, steadier than wall time on a shared machine) and wall time; asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_zone_table.py
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ENZA_DATA_DIR", tempfile.mkdtemp())
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import load_text  # noqa: E402

LANDS = ["ST-L1", "ST-L2", "ST-L3", "ST-L4", "ST-L5"]
CREATURES = ["ST-B01", "ST-B02", "ST-B03", "ST-B04", "ST-R01", "ST-R03", "ST-R04"]


def crowded_game(per_seat: int = 38):
    import engine
    players = []
    for i in range(4):
        field = [LANDS[k % 5] for k in range(per_seat // 2)] + [CREATURES[k % 7] for k in range(per_seat - per_seat // 2)]
        players.append({"name": f"P{i + 1}", "seat": i, "library": ["ST-L4"] * 10, "hand": ["ST-L4", "ST-B02"],
                        "battlefield": field})
    return engine.load_scenario({"format": "ffa", "turn_player": 0, "step": "main1", "player": players})


def timed(fn, n):
    cpu, wall = [], []
    for _ in range(n):
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
    return statistics.median(cpu), max(cpu), statistics.median(wall)


def main() -> None:
    import gui  # noqa: F401
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from gui.table.view import TableView
    g = crowded_game()
    v = TableView()
    v.resize(1366 - 340, 768 - 50)
    v.show()
    app.processEvents()
    v.show_game(g, viewer=0)
    sc = v.tscene
    perms = sum(len(z.cards) for k, z in g.view(0).zones.items() if k.endswith(".battlefield"))
    items = sum(1 for _ in sc.all_cards())
    img = QImage(v.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)

    def render():
        img.fill(0)
        p = QPainter(img)
        v.render(p)
        p.end()

    render()
    print(f"load average: {load_text()}")
    print(f"4 seats, {perms} permanents, {items} card items on the zone table (zone mode: {sc.zone_mode})")
    c, mx, w = timed(render, 30)
    print(f"full repaint into an image (render()): CPU median {c:.1f} ms, max {mx:.1f} ms (wall median {w:.1f} ms)")
    c, mx, w = timed(lambda: v.viewport().repaint(), 30)
    print(f"viewport repaint (the screen's path, caches in use): CPU median {c:.1f} ms, max {mx:.1f} ms "
          f"(wall median {w:.1f} ms)")
    c, mx, w = timed(lambda: (v.show_game(g, viewer=0), v.viewport().repaint()), 15)
    print(f"state update + repaint (no change): CPU median {c:.1f} ms, max {mx:.1f} ms (wall median {w:.1f} ms)")
    window_drop(app)
    os._exit(0)


def window_drop(app) -> None:
    """The whole window path: a land dragged from the hand onto the battlefield with QTest mouse events,
    answered by the engine through the controller, the table rebuilt and repainted."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from gui import i18n
    from gui.main_window import MainWindow
    from gui.settings import Settings
    i18n.set_language("en")
    st = Settings()
    st.set("privacy", False)
    st.set("anim_speed", 0)
    cpu, wall = [], []
    for _ in range(6):
        w = MainWindow(st)
        w.resize(1366, 768)
        w.show()
        g = crowded_game()
        w.games.set_game(g, 0)
        app.processEvents()
        sc = w.table.tscene
        land = next(a for a in sc.answers if a.verb == "play")
        item = next(it for it in sc.all_cards() if it.token == land.source)
        target = sc.boxes[0].zones["p0.battlefield"]
        vp = w.table.viewport()
        a = w.table.mapFromScene(item.scene_center())
        b = w.table.mapFromScene(target.mapToScene(target.rect.center()))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for k in range(1, 5):
            QTest.mouseMove(vp, a + (b - a) * (k / 4))
        n = len(g.actions_log)
        c0, w0 = time.process_time(), time.perf_counter()
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        vp.repaint()
        c1, w1 = time.process_time(), time.perf_counter()
        if len(w.game.actions_log) > n:
            cpu.append((c1 - c0) * 1000)
            wall.append((w1 - w0) * 1000)
        w.ctl.stop()
        w.close()
    if cpu:
        print(f"drop → engine → updated table (window path, {len(cpu)} drops): CPU median "
              f"{statistics.median(cpu):.1f} ms, max {max(cpu):.1f} ms (wall median {statistics.median(wall):.1f} ms)")
    else:
        print("drop: no drop was answered")


if __name__ == "__main__":
    main()
