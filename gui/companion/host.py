"""`enza host`: a game served to phones without a window.  People play from their phones' browsers, computers
play the other seats; one line per person says `seat N <name> <url>`.  It is the phones' test rig.

    enza host --format duel --players 2 --humans 0 [--port P] [--seed S] [--address A] [--computers LEVEL]

The game lives in the table's session (gui/session) on this program's main thread (the table's thread), each
person's screen being their phone; the server runs on its own thread (gui/companion/server.py) and hands
answers over through its bounded queue.
"""
from __future__ import annotations

import argparse
import json
import queue
import random
import signal
import sys
import threading
import time

from .desk import PhoneDesk
from .server import CompanionServer
from .table_link import phone_seats

COMPUTER_LEVELS = ("random", "easy", "normal", "hard")


class Host:
    """Plays one game through the table's session (gui/session) between the phones' answers and the computers'
    (on the calling thread): each person's screen is their phone, `phone:<seat>`."""

    def __init__(self, game, people, server: CompanionServer, computers: dict | None = None, pace: float = 0.0,
                 language: str | None = None):
        from gui.session import Session, TableOptions
        self.people = set(people)
        self.server = server
        self.computers = dict(computers or {})     # seat -> a player object (else the seat's level from the setup)
        self.session = Session(game, phone_seats(game, self.people),
                               options=TableOptions(pace_ms=int(pace * 1000), language=language))
        self.desk = PhoneDesk(self.session, server, fixed=self.people)
        self._answered = None                   # the last computer question answered (each is sent once)

    @property
    def game(self):
        return self.session.game                # undo may put another state of the game on the table

    @property
    def link(self):
        return self.desk.link

    @property
    def langs(self) -> dict:
        return self.desk.langs

    def step(self):
        """Run the table (gui/session's run loop) and, when a computer must think, let it think once, here,
        inline.  Returns (the session's Wait, whether a computer answered: then call again)."""
        w = self.session.run()
        q = w.question
        if q is not None and q.ticket != self._answered:
            self._answered = q.ticket
            self.session.computer_answer(q.ticket, self._think(q))
            return w, True
        return w, False

    def _think(self, q) -> str:
        ai = self.computers.get(q.seat)
        if ai is None:
            from engine.ai.levels import ALIASES, DEFAULT_LEVEL, TABLE_BUDGET, make_player
            name = ALIASES.get(q.level, q.level) or DEFAULT_LEVEL
            ai = self.computers[q.seat] = make_player(name, q.seed, **TABLE_BUDGET.get(name, {}))
        try:
            a = ai.choose(q.copy(), q.seat)
        except Exception:  # noqa: BLE001 - a computer player's bug must not stop the table: the session
            a = None        # gives a safe answer instead of a wrong or missing one
        return str(a) if a is not None else ""

    def handle(self, event) -> None:
        self.desk.handle(event)

    def run(self, stop: threading.Event, poll: float = 0.2) -> None:
        """Until `stop`: the table's moves, and between any two of them the phones' messages (a phone that
        opens its seat while the computers play is shown the table at once, not after their turns)."""
        while not stop.is_set():
            w, busy = self.step()
            timeout = 0.0 if busy else poll if w.until is None else min(poll, max(0.0, w.until - time.monotonic()))
            try:
                event = self.server.events.get(timeout=timeout) if timeout else self.server.events.get_nowait()
            except queue.Empty:
                continue
            self.handle(event)


def _seat_list(text: str, n: int) -> list[int]:
    try:
        seats = sorted({int(x) for x in text.split(",") if x.strip()})
    except ValueError:
        raise SystemExit(f"enza host: --humans takes seat numbers such as 0,1 (got {text!r})") from None
    if not seats or any(not 0 <= s < n for s in seats):
        raise SystemExit(f"enza host: --humans must name seats 0..{n - 1}")
    return seats


def new_game(fmt: str, n: int, seed: int, options: dict | None, lang: str):
    """A game with the format's bundled decks, and the table's default names."""
    import engine
    from engine.catalog import seated_players
    from gui.names import DEFAULT_NAMES_EN, DEFAULT_NAMES_JA
    players = seated_players(fmt, n, random.Random(seed))
    names = DEFAULT_NAMES_JA if lang == "ja" else DEFAULT_NAMES_EN
    for i, p in enumerate(players):
        p["name"] = names[i % len(names)]
    return engine.new_game(fmt, players, options=options, seed=seed)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="enza host", description="serve a game to phones on this network")
    ap.add_argument("--format", required=True)
    ap.add_argument("--players", type=int, required=True)
    ap.add_argument("--humans", required=True, help="the seats people play from their phones, e.g. 0,1")
    ap.add_argument("--port", type=int, default=0, help="0: any free port")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--address", default=None,
                    help="the interface to serve on (a private address of this machine, or 127.0.0.1); "
                         "default: this machine's private address, else loopback")
    ap.add_argument("--computers", default="normal", choices=COMPUTER_LEVELS)
    ap.add_argument("--options", default=None, help="the format's options as JSON")
    ap.add_argument("--pace", type=float, default=0.0, help="seconds between computer moves")
    ap.add_argument("--qr", action="store_true", help="print each seat's link as a QR code too")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    import engine
    from engine.ai.levels import make_player
    from gui.i18n import system_language
    known = {f.name for f in engine.formats()}
    if args.format not in known:
        raise SystemExit(f"enza host: unknown format {args.format!r} (known: {', '.join(sorted(known))})")
    if not 0 <= args.port <= 65535:
        raise SystemExit("enza host: --port must be 0..65535")
    try:
        options = json.loads(args.options) if args.options else None
    except ValueError as e:
        raise SystemExit(f"enza host: --options is not JSON: {e}") from None
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2 ** 31)
    people = _seat_list(args.humans, args.players)
    try:
        game = new_game(args.format, args.players, seed, options, system_language())
    except (ValueError, TypeError) as e:
        raise SystemExit(f"enza host: {e}") from None
    computers = {p: make_player(args.computers, seed + p) for p in range(args.players) if p not in people}
    try:
        server = CompanionServer(args.address, args.port)
        server.start()
    except (OSError, ValueError) as e:
        raise SystemExit(f"enza host: cannot serve on {args.address or 'this machine'}: {e}") from None
    host = Host(game, people, server, computers, args.pace, language=system_language())
    print(f"enza host: {args.format}, {args.players} players, seed {seed}, serving on {server.origin} "
          "(plain HTTP: anyone on this network can read the traffic)", flush=True)
    for p in people:
        url = server.link(p)
        print(f"seat {p} {game.players[p].name} {url}", flush=True)
        if args.qr:
            import segno
            segno.make(url, error="m").terminal(compact=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        host.run(stop)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
