"""Phones at the Qt table (issue 38 item 5): how soon a phone's tap shows everywhere, how big a snapshot is on the
wire, and how much of the UI thread an update costs.

    python benchmarks/bench_phones.py [--format duepa --players 8] [--taps 200] [--port 0] [--json]

The real window (gui/main_window.py, offscreen) holds an 8-seat game whose every seat is a person with a phone:
eight WebSocket clients on loopback (each from its own 127.0.0.x address, as eight phones on a Wi-Fi are eight
peers; in a process of their own, as phones are other devices: `--clients threads` keeps them in this one) claim
their seats through Game → Phones…'s PhoneHost.  The phone the table asks taps one of its answers
(at random, seeded); the latency of that tap is from sending it until the PC's table was redrawn (the window's
`changed` handled) and every other phone received its next snapshot.  Bars: p95 ≤ 100 ms on loopback with 8
phones; a snapshot ≤ 20 KB on the wire in an 8-seat game; ≤ 2 ms of UI-thread time per update (the phones'
share: their wire snapshots made and handed to the server, and their listeners of the session's publishes;
reported beside it: the session's own snapshots of the phones' screens, and the whole update, the PC's redraw
included).  Figures only: nothing here asserts a time."""
from __future__ import annotations

import argparse
import json
import os
import random
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ENZA_DATA_DIR", tempfile.mkdtemp(prefix="enza-bench-phones-"))


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))] if xs else float("nan")


class PhoneClient(threading.Thread):
    """One phone: claims its seat, keeps every snapshot's arrival time, size and decision."""

    def __init__(self, origin: str, url: str, source: str):
        super().__init__(daemon=True)
        from websockets.sync.client import connect
        host, port = origin.split("//", 1)[1].rsplit(":", 1)
        sock = socket.create_connection((host, int(port)), source_address=(source, 0))
        self.ws = connect(f"ws://{host}:{port}/ws", sock=sock, origin=origin, open_timeout=10, legacy=True)
        from gui.companion import protocol
        self.version = protocol.VERSION
        self.ws.send(json.dumps({"v": self.version, "type": "hello", "token": url.rsplit("/", 1)[1], "lang": "en"}))
        self.got: list = []         # (arrival, bytes, snapshot)
        self.lock = threading.Lock()
        self.stopped = False

    def run(self) -> None:
        try:
            for frame in self.ws:
                now = time.perf_counter()
                m = json.loads(frame)
                if m.get("type") == "snapshot":
                    with self.lock:
                        self.got.append((now, len(frame.encode("utf-8")), m["snapshot"]))
        except Exception:  # noqa: BLE001 - the bench ends by closing the sockets
            pass

    def latest(self):
        with self.lock:
            return self.got[-1] if self.got else None

    def after(self, t0: float) -> float | None:
        with self.lock:
            return next((t for t, _n, _s in self.got if t > t0), None)

    def answer(self, decision: str, i: int) -> None:
        self.ws.send(json.dumps({"v": self.version, "type": "answer", "decision": decision, "answer": i}))


class RemotePhones:
    """The eight phones in a process of their own (`--clients process`, the default): real phones are other
    devices, so their JSON parsing must not take the table's interpreter lock.  Each phone's snapshots are
    reported back (arrival on the shared monotonic clock, bytes, the decision), and taps are sent to it."""

    def __init__(self, origin: str, urls: list):
        import subprocess
        self.proc = subprocess.Popen([sys.executable, __file__, "--phone-process", origin, *urls],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.phones = [_Remote(self, seat) for seat in range(len(urls))]
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            seat, t, n, snap = json.loads(line)
            with self.phones[seat].lock:
                self.phones[seat].got.append((t, n, snap))

    def tap(self, seat: int, decision: str, i: int) -> None:
        self.proc.stdin.write(json.dumps([seat, decision, i]) + "\n")

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(10)


class _Remote:
    def __init__(self, group, seat):
        self.group, self.seat = group, seat
        self.got: list = []
        self.lock = threading.Lock()

    latest = PhoneClient.latest
    after = PhoneClient.after

    def answer(self, decision: str, i: int) -> None:
        self.group.tap(self.seat, decision, i)


def phone_process(origin: str, urls: list) -> int:
    """The child of RemotePhones: eight PhoneClients; each snapshot's arrival reported on stdout, in brief."""
    out_lock = threading.Lock()

    class Reporting(PhoneClient):
        def run(self):
            try:
                for frame in self.ws:
                    now = time.perf_counter()
                    m = json.loads(frame)
                    if m.get("type") == "snapshot":
                        d = m["snapshot"]["decision"]
                        brief = {"decision": d and {"id": d["id"], "yours": d["yours"],
                                                    "answers": [0] * len(d["answers"])}}
                        with out_lock:
                            sys.stdout.write(json.dumps([self.seat, now, len(frame.encode("utf-8")), brief]) + "\n")
                            sys.stdout.flush()
            except Exception:  # noqa: BLE001 - the bench ends by closing the sockets
                pass
    clients = []
    for seat, url in enumerate(urls):
        c = Reporting(origin, url, f"127.0.0.{seat + 2}")
        c.seat = seat
        c.start()
        clients.append(c)
    for line in sys.stdin:
        seat, decision, i = json.loads(line)
        clients[seat].answer(decision, i)
    for c in clients:
        c.ws.close()
    return 0


def phones_work():
    """The UI thread's work for the phones at each update (what `phones_median` counts; the session's own
    snapshot of each screen is the table's work, counted in `whole_median`)."""
    from gui.companion.desk import PhoneDesk
    from gui.companion.table_link import TableLink
    return ((PhoneDesk, "flush"), (PhoneDesk, "publish"), (PhoneDesk, "_published"), (TableLink, "_seen"))


def timed_share(share: list, cls, name: str) -> None:
    """Adds the UI thread's time in `cls.name` to share[0] (share[1]: how deep in such calls: a call within
    another is counted once)."""
    real = getattr(cls, name)

    def timed(self, *args):
        if share[1]:
            return real(self, *args)
        share[1] += 1
        t = time.thread_time()
        try:
            return real(self, *args)
        finally:
            share[0] += time.thread_time() - t
            share[1] -= 1
    setattr(cls, name, timed)


def time_phone_screens(screens: list) -> None:
    """Adds to screens[0] the UI thread's time in the session's own snapshots of the phones' screens (their
    views, offers and words: the table's work for each screen, one per viewer; reported beside the phones'
    share, not in it).  The views a publish builds for every screen at once (`Sight.views`) count here whole,
    the PC screen's share of them included: an upper bound."""
    from gui.session.seeing import Sight
    from gui.session.showing import ShowingMixin
    real = ShowingMixin._snapshot_of
    real_views = getattr(Sight, "views", None)     # (None: a tree from before it, where each screen built its own)

    def views(self, viewers):
        t = time.thread_time()
        try:
            return real_views(self, viewers)
        finally:
            screens[0] += time.thread_time() - t
    if real_views is not None:
        Sight.views = views

    def timed(self, s):
        if not s.id.startswith("phone:"):
            return real(self, s)
        t = time.thread_time()
        try:
            return real(self, s)
        finally:
            screens[0] += time.thread_time() - t
    ShowingMixin._snapshot_of = timed


def tap_until(app, w, host, phones, pc_changed, limit, rng):
    """The phone the table asks taps an answer, `limit` times (or to the game's end); each tap's latency: until
    the PC's table was redrawn and every other phone received its next snapshot."""
    latencies = []
    taps = 0
    while taps < limit and w.game.outcome is None:
        app.processEvents()
        mine = [(c, g) for c, g in ((c, c.latest()) for c in phones) if g and g[2]["decision"]
                and g[2]["decision"]["yours"] and g[2]["decision"]["id"] == host.desk.link.decision_id()]
        if not mine:
            time.sleep(0.001)
            continue
        c, (_t, _n, snap) = mine[0]
        d = snap["decision"]
        t0 = time.perf_counter()
        c.answer(d["id"], rng.randrange(len(d["answers"])))
        end = time.monotonic() + 5
        while time.monotonic() < end:
            app.processEvents()
            pc = next((t for t in pc_changed if t > t0), None)
            others = [o.after(t0) for o in phones if o is not c]
            if pc is not None and all(x is not None for x in others):
                latencies.append(max([pc, *others]) - t0)
                break
            time.sleep(0.0005)
        taps += 1
        pc_changed[:] = [t for t in pc_changed if t > t0]
    return latencies, taps


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--format", default="duepa")
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--taps", type=int, default=200)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--port", type=int, default=int(os.environ.get("ENZA_PHONES_PORT") or 0))
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--clients", choices=("process", "threads"), default="process",
                    help="the phones in a process of their own (as other devices), or threads of this one")
    ap.add_argument("--phone-process", nargs="+", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.phone_process:
        return phone_process(args.phone_process[0], args.phone_process[1:])

    from PySide6.QtWidgets import QApplication

    from engine.sim import bundled_decks, default_teams
    from gui import i18n
    from gui.dialogs.phones import phone_host
    from gui.main_window import MainWindow
    from gui.settings import Settings

    app = QApplication.instance() or QApplication([])
    i18n.set_language("en")
    settings = Settings()
    settings.set("anim_speed", 0)
    w = MainWindow(settings)
    w.resize(1366, 768)
    w.show()
    decks = bundled_decks(args.format)
    teams = default_teams(args.format, args.players) or []
    players = [{"name": f"P{i}", "deck": decks[i % len(decks)], "seat": i, "kind": "human"}
               for i in range(args.players)]
    for p, t in zip(players, teams):
        p["team"] = t
    w.games.start_game({"format": args.format, "options": None, "seed": args.seed, "first_player": 0, "players": players})
    host = phone_host(w)
    host.start("127.0.0.1", args.port)

    # the UI thread's time: each drain of the phones' events (handled, the table pumped and redrawn), and the
    # phones' share of it: their wire snapshots made and handed to the server, and what the phones' listeners of
    # the session do at each of its publishes (each phone's log kept, its screen marked to be sent)
    drains, shares, screen_times, pc_changed = [], [], [], []
    share, screens = [0.0, 0], [0.0]
    for cls, name in phones_work():
        timed_share(share, cls, name)
    time_phone_screens(screens)
    real_drain = host._drain

    def timed_drain():
        share[0] = screens[0] = 0.0
        t = time.thread_time()
        real_drain()
        drains.append(time.thread_time() - t)
        shares.append(share[0])
        screen_times.append(screens[0])
    host.woke.disconnect()
    host.woke.connect(timed_drain)
    w.ctl.changed.connect(lambda: pc_changed.append(time.perf_counter()))

    phones, remote = [], None
    if args.clients == "process":
        remote = RemotePhones(host.origin, [host.link(seat) for seat in range(args.players)])
        phones = remote.phones
    for seat in range(args.players if remote is None else 0):
        c = PhoneClient(host.origin, host.link(seat), f"127.0.0.{seat + 2}")
        c.start()
        phones.append(c)
    deadline = time.monotonic() + 30
    while any(host.state(p) != "phone" for p in range(args.players)) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.002)
    drains.clear()
    shares.clear()
    screen_times.clear()

    latencies, taps = tap_until(app, w, host, phones, pc_changed, args.taps, random.Random(args.seed))
    sizes = []
    for c in phones:
        sizes += [n for _t, n, _s in c.got]
        if remote is None:
            c.ws.close()
    if remote is not None:
        remote.close()
    host.stop()
    w.ctl.stop()
    out = {
        "format": args.format, "players": args.players, "phones": len(phones), "clients": args.clients, "taps": taps,
        "measured": len(latencies), "game_over": w.game.outcome is not None,
        "latency_ms": {"median": round(1000 * statistics.median(latencies), 2),
                       "p95": round(1000 * pct(latencies, 0.95), 2), "max": round(1000 * max(latencies), 2)},
        "snapshot_bytes": {"median": int(statistics.median(sizes)), "p95": int(pct(sizes, 0.95)), "max": max(sizes),
                           "count": len(sizes)},
        "ui_ms_per_update": {"phones_median": round(1000 * statistics.median(shares), 3),
                             "phones_p95": round(1000 * pct(shares, 0.95), 3),
                             "session_phone_screens_median": round(1000 * statistics.median(screen_times), 3),
                             "session_phone_screens_p95": round(1000 * pct(screen_times, 0.95), 3),
                             "whole_median": round(1000 * statistics.median(drains), 3),
                             "whole_p95": round(1000 * pct(drains, 0.95), 3), "updates": len(drains)},
        "load": os.getloadavg()[0],
    }
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
