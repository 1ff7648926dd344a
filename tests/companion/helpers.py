"""A real game served to phones on loopback for the tests: the server on its thread, the table (gui/companion/
host.py Host) on another, and clients that speak raw HTTP or WebSocket as a phone's browser or an attacker
would.  Traffic goes to 127.0.0.0/8 only."""
from __future__ import annotations

import json
import random
import socket
import threading
from contextlib import contextmanager

from websockets.sync.client import connect

import engine
from engine.sim import random_players
from gui.companion.host import Host
from gui.companion.server import CompanionServer
from gui.companion import protocol


def duel_game(seed: int = 3, names=("Akari", "Bunta")):
    players = random_players("duel", 2, random.Random(seed))
    for p, name in zip(players, names):
        p["name"] = name
    return engine.new_game("duel", players, seed=seed)


class Table:
    """A game served on 127.0.0.1: `people` play by phone, the other seats by `computers` (player objects)."""

    def __init__(self, game, people, computers=None, **server_args):
        self.game = game
        self.server = CompanionServer("127.0.0.1", 0, **server_args)
        self.server.start()
        self.host = Host(game, people, self.server, computers or {})
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self.host.run, args=(self.stop_event, 0.02), daemon=True)
        self.thread.start()

    @property
    def port(self) -> int:
        return self.server.port

    @property
    def hostport(self) -> str:
        return f"127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.stop_event.set()
        self.thread.join(10)
        self.server.stop()


@contextmanager
def served(game=None, people=(0,), computers=None, **server_args):
    t = Table(game if game is not None else duel_game(), people, computers, **server_args)
    try:
        yield t
    finally:
        t.stop()


def raw_http(port: int, request: bytes, source: str = "127.0.0.1", timeout: float = 5.0) -> bytes:
    """Send bytes as they are, read the whole answer (the server closes after one response)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0)) as s:
        s.sendall(request)
        chunks = []
        try:
            while True:
                b = s.recv(65536)
                if not b:
                    break
                chunks.append(b)
        except (ConnectionResetError, socket.timeout):
            pass
    return b"".join(chunks)


def get(port: int, path: str, host: str | None = None, method: str = "GET", extra: str = "") -> tuple[int, dict, bytes]:
    host = f"127.0.0.1:{port}" if host is None else host
    head = f"{method} {path} HTTP/1.1\r\n" + (f"Host: {host}\r\n" if host else "") + extra + "\r\n"
    data = raw_http(port, head.encode("latin-1"))
    return parse_response(data)


def parse_response(data: bytes) -> tuple[int, dict, bytes]:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    if not lines or not lines[0].startswith("HTTP/1.1 "):
        return 0, {}, data
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        k, _, v = line.partition(":")
        headers[k.strip().lower()] = v.strip()
    return status, headers, body


def token_of(url: str) -> str:
    return url.rsplit("/", 1)[1]


def phone(t: Table, origin: str | None = None, **kw):
    """A WebSocket to the table as the page opens it (Origin = the page's origin)."""
    origin = f"http://{t.hostport}" if origin is None else origin
    return connect(f"ws://{t.hostport}/ws", origin=origin, open_timeout=5, close_timeout=2, legacy=True, **kw)


def send(ws, **message) -> None:
    ws.send(json.dumps({"v": protocol.VERSION, **message}))


def recv(ws, timeout: float = 5.0) -> dict:
    return json.loads(ws.recv(timeout))


def recv_type(ws, kind: str, timeout: float = 5.0) -> dict:
    """The next message of `kind`, skipping others (a snapshot may come before an error)."""
    while True:
        m = recv(ws, timeout)
        if m.get("type") == kind:
            return m


def claim(t: Table, seat: int = 0, lang: str = "en"):
    """Open the seat's link as its phone: (socket, device key, first snapshot)."""
    token = token_of(t.server.link(seat))
    ws = phone(t)
    send(ws, type="hello", token=token, lang=lang)
    welcome = recv(ws)
    assert welcome["type"] == "welcome", welcome
    return ws, welcome["key"], recv_type(ws, "snapshot")["snapshot"]
