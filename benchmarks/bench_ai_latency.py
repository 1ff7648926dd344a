"""Does the table stay responsive while a computer thinks?  UI event latency with the Hard level thinking
non-stop, in the worker process (how the table runs it) and, for comparison, in a thread.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_ai_latency.py [--seconds 10] [--json]

Every 20 ms a zero-delay event is posted to the UI event loop; its latency is the time until it runs.  The
runner asks Hard (the table's budget) about a mid-game position again as soon as it answers.  Also reported:
the UI thread's own cost of sending one question (the save text of the copy).  The bar (A1): p95 < 50 ms."""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import load_1min  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import engine  # noqa: E402
from engine.core.saves import save_data  # noqa: E402
from engine.sim import play_random_game, random_players  # noqa: E402
from gui.computer import ComputerRunner  # noqa: E402


def position(fmt: str, n: int, seed: int):
    g = engine.new_game(fmt, random_players(fmt, n, random.Random(seed)), seed=seed)
    play_random_game(g, seed, 150)
    return g


def pct(xs, q):
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))] * 1000, 2) if xs else 0.0


def measure(app, g, process: bool, seconds: float) -> dict:
    runner = ComputerRunner()
    runner.use_process = process
    p = g.decision.waiting_for()[0]
    lat, answers = [], [0]
    runner.player_for(p, "hard", 1)

    def ask():
        runner.ask(g, p, runner.players[p])

    def on_answer(ticket, player, text):
        answers[0] += 1
        ask()

    runner.answered.connect(on_answer)
    runner.failed.connect(lambda *a: ask())

    def probe():
        t0 = time.perf_counter()
        QTimer.singleShot(0, lambda: lat.append(time.perf_counter() - t0))

    ask()       # warm up: the worker started, imported and replayed the game once
    end = time.perf_counter() + 120
    while answers[0] == 0 and time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.005)
    answers[0] = 0
    timer = QTimer()
    timer.timeout.connect(probe)
    timer.start(20)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    runner.cancel()
    runner.wait(3)
    runner.stop_worker()
    return {"mode": "process" if process else "thread", "probes": len(lat), "answers": answers[0],
            "latency_p50_ms": pct(lat, 0.5), "latency_p95_ms": pct(lat, 0.95), "latency_max_ms": pct(lat, 1.0)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--format", default="duepa")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    g = position(a.format, a.players, 3)
    t0 = time.perf_counter()
    for _ in range(20):
        json.dumps(save_data(g))
    send_ms = (time.perf_counter() - t0) / 20 * 1000
    rows = [measure(app, g, True, a.seconds), measure(app, g, False, a.seconds)]
    for r in rows:
        r.update({"format": a.format, "actions_so_far": len(g.actions_log), "question_send_ms": round(send_ms, 2),
                  "bar": "p95 < 50 ms", "meets_bar": r["latency_p95_ms"] < 50,
                  "load_avg": load_1min()})
        print(json.dumps(r) if a.json else r, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
