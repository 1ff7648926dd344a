"""The phone server: the page's static files and one WebSocket per seat, on its own thread.

The `websockets` library (asyncio) serves both: its `process_request` hook answers the plain GETs of the page
and lets `/ws` upgrade.  The table's thread (the Qt UI thread, or `enza host`'s loop) talks to it only
through thread-safe calls and one bounded queue:

    table thread                                  server thread (asyncio)
    link(seat) / revoke(seat)      ── lock ──►    SeatLinks (tokens, device keys)
    publish(seat, snapshot)        ── call_soon_threadsafe ──►  the seat's connection keeps the newest only
    publish_all({seat: snapshot})  ── one call_soon_threadsafe for them all ──►  (the same, each)
    tell(seat, message)            ── call_soon_threadsafe ──►  a few notices (refusals) in order
    events.get_nowait()            ◄── put_nowait ──  Opened(seat, lang) / Answer(seat, decision, i) / Undo / Concede / Closed

The server never waits on the table: when the queue is full an answer is refused as "busy" at once.
Every security rule is in security.py; what each one stops is in docs/COMPANION.md.
"""
from __future__ import annotations

import asyncio
import http
import logging
import queue
import threading
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response

from . import protocol, security
from .protocol import ProtocolError

log = logging.getLogger("enza.phones")
STATIC = Path(__file__).resolve().parent / "static"
# the page's files, by URL path; "/" and a live link serve the page itself
FILES = {"/app.js": ("app.js", "text/javascript; charset=utf-8"),
         "/app.css": ("app.css", "text/css; charset=utf-8"),
         "/icon.svg": ("icon.svg", "image/svg+xml")}
PAGE = ("index.html", "text/html; charset=utf-8")
LINK_PREFIX = "/s/"
NOTICES_KEPT = 8


def _quiet_logger() -> logging.Logger:
    """The library's own logger: silent, whatever the application's logging level (a failed handshake's
    debug lines hold the request line, and a link's request line holds its token)."""
    lg = logging.getLogger("enza.phones.wire")
    lg.propagate = False
    lg.handlers[:] = [logging.NullHandler()]
    lg.setLevel(logging.CRITICAL + 1)
    return lg


@dataclass(frozen=True)
class Opened:
    """A phone opened `seat` (or changed its language): send it a snapshot in `lang`."""
    seat: int
    lang: str


@dataclass(frozen=True)
class Answer:
    """The phone of `seat` answers decision `decision` with the offered answer number `answer`."""
    seat: int
    decision: str
    answer: int


@dataclass(frozen=True)
class Undo:
    """The phone of `seat` takes back its last answer, as shown with decision `decision`."""
    seat: int
    decision: str


@dataclass(frozen=True)
class Concede:
    """The person at the phone of `seat` concedes (the page confirmed it)."""
    seat: int


@dataclass(frozen=True)
class Closed:
    seat: int


class _Peer:
    """One seat's live WebSocket: the newest snapshot waiting to go out, and a few notices."""

    def __init__(self, conn, seat: int, lang: str):
        self.conn, self.seat, self.lang = conn, seat, lang
        self.latest: str | None = None
        self.notices: deque = deque(maxlen=NOTICES_KEPT)
        self.ready = asyncio.Event()

    def offer(self, text: str) -> None:
        self.latest = text          # an older one not yet sent is dropped: only the newest matters
        self.ready.set()

    def notice(self, message: dict) -> None:
        self.notices.append(protocol.dumps(message))
        self.ready.set()

    async def send_loop(self) -> None:
        while True:
            await self.ready.wait()
            self.ready.clear()
            while self.notices:
                await self.conn.send(self.notices.popleft())
            if self.latest is not None:
                text, self.latest = self.latest, None
                await self.conn.send(text)


class _Close(Exception):
    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


class CompanionServer:
    """Serves phones for the seats given links.  start() binds (raises OSError when it cannot), stop() ends."""

    def __init__(self, address: str | None = None, port: int = 0, *, static_dir: Path = STATIC,
                 queue_size: int = 64, wake=None, handshake_seconds: float = security.HANDSHAKE_SECONDS,
                 rate: tuple = (security.MAX_MESSAGES_PER_SECOND, 1.0)):
        self.address = security.choose_address() if address is None else address
        if not security.bindable(self.address):
            raise ValueError(f"{self.address} is not a private address of this machine or loopback")
        self.port = port
        self.events: queue.Queue = queue.Queue(maxsize=queue_size)
        self.wake = wake                        # called (from the server thread) after each event queued
        self.handshake_seconds = handshake_seconds
        self.rate = rate                        # (messages, seconds) a connection may send; more closes it
        self.static = {path: ((static_dir / name).read_bytes(), kind) for path, (name, kind) in FILES.items()}
        self.page = ((static_dir / PAGE[0]).read_bytes(), PAGE[1])
        self._links = security.SeatLinks()
        self._lock = threading.Lock()           # SeatLinks is shared with the table's thread
        self._sockets = security.SocketLimits(security.MAX_SOCKETS, security.MAX_SOCKETS_PER_ADDRESS)
        self._websockets = security.SocketLimits(security.MAX_WEBSOCKETS, security.MAX_WEBSOCKETS_PER_ADDRESS)
        self._live: dict[int, _Peer] = {}        # the server thread's own
        self._connected: frozenset = frozenset()  # the seats with a live phone, for other threads to read
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._bound = threading.Event()
        self._error: BaseException | None = None
        self._snapshot_text = protocol.SnapshotText()   # the server thread's own
        self.refused_sockets = 0                # counters for tests and the fuzz tier
        self.dropped_events = 0

    # ----- the table's side (any thread) --------------------------------------------------------------
    @property
    def origin(self) -> str:
        return "http://" + security.host_port(self.address, self.port)

    def start(self, timeout: float = 10.0) -> None:
        self._thread = threading.Thread(target=self._run, name="enza-phones", daemon=True)
        self._thread.start()
        if not self._bound.wait(timeout):
            raise OSError("the phone server did not start")
        if self._error is not None:
            raise self._error

    def stop(self, timeout: float = 5.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def link(self, seat: int) -> str:
        """A new link for `seat` (its earlier link and device stop working).  The URL holds the token: show
        it only to that seat's person."""
        with self._lock:
            token = self._links.issue(seat)
        self._call(self._drop, seat, "revoked")
        return f"{self.origin}{LINK_PREFIX}{token}"

    def revoke(self, seat: int) -> None:
        """Take the seat back from its phone: the device key and the link stop working, the socket closes."""
        with self._lock:
            self._links.revoke(seat)
        self._call(self._drop, seat, "revoked")

    def claimed(self, seat: int) -> bool:
        with self._lock:
            return self._links.claimed(seat)

    def connected(self) -> set[int]:
        return set(self._connected)

    def publish(self, seat: int, body: dict) -> None:
        """The newest snapshot for `seat`'s phone (plain JSON data, not changed afterwards)."""
        self._call(self._offer, seat, body)

    def publish_all(self, bodies: dict) -> None:
        """The newest snapshots of several phones ({seat: body}), handed over at once (one wake of the server's
        loop for all of them rather than one each)."""
        if bodies:
            self._call(self._offer_all, bodies)

    def tell(self, seat: int, message: dict) -> None:
        """A notice for `seat`'s phone (an error or a refusal), sent before its next snapshot."""
        self._call(self._notice, seat, message)

    def _call(self, fn, *args) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:        # the loop closed meanwhile: nobody is connected any more
                pass

    # ----- the server's thread -----------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as e:   # noqa: BLE001 - reported to start(); the thread must not die silently
            self._error = e
            self._bound.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        server = await serve(
            self._serve_socket, self.address, self.port,
            process_request=self._http, process_response=self._headers, server_header=None,
            open_timeout=self.handshake_seconds, max_size=security.MAX_FRAME, max_queue=4,
            compression=None, close_timeout=2, logger=_quiet_logger(), create_connection=self._connection)
        self.port = server.sockets[0].getsockname()[1]
        log.info("phones: serving on %s", security.host_port(self.address, self.port))
        self._bound.set()
        try:
            await self._stop.wait()
        finally:
            server.close()
            await server.wait_closed()

    def _connection(self, *args, **kwargs):
        return _GuardedConnection(self, *args, **kwargs)

    def _offer(self, seat: int, body: dict) -> None:
        peer = self._live.get(seat)
        if peer is not None:
            peer.offer(self._snapshot_text.text(body))

    def _offer_all(self, bodies: dict) -> None:
        for seat, body in bodies.items():
            self._offer(seat, body)

    def _notice(self, seat: int, message: dict) -> None:
        peer = self._live.get(seat)
        if peer is not None:
            peer.notice(message)

    def _drop(self, seat: int, code: str) -> None:
        peer = self._live.get(seat)
        if peer is not None and not self._holds(seat):
            self._set_live(seat, None)
            self._queue(Closed(seat))
            asyncio.ensure_future(_close(peer.conn, code, protocol.error(code)))

    def _admit(self, addr: str) -> bool:
        """A new TCP connection from `addr`: a peer in the private ranges, within the socket limits."""
        if security.peer_allowed(addr) and self._sockets.take(addr):
            return True
        self.refused_sockets += 1
        return False

    def _set_live(self, seat: int, peer) -> None:
        if peer is None:
            self._live.pop(seat, None)
        else:
            self._live[seat] = peer
        self._connected = frozenset(self._live)

    def _holds(self, seat: int) -> bool:
        with self._lock:
            return self._links.claimed(seat)

    def _queue(self, event) -> bool:
        try:
            self.events.put_nowait(event)
        except queue.Full:
            self.dropped_events += 1
            return False
        if self.wake is not None:
            self.wake()
        return True

    # ----- HTTP ----------------------------------------------------------------------------------------
    def _response(self, status: int, body: bytes, kind: str = "text/plain; charset=utf-8", **extra) -> Response:
        st = http.HTTPStatus(status)
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))), ("Connection", "close"),
                           *security.HEADERS.items(), *extra.items()])
        return Response(st.value, st.phrase, headers, body)

    def _http(self, conn, request):
        """Every request: GET only, the served Host only; the page, its files, a link, or the WebSocket."""
        if getattr(request, "method", "GET") != "GET":
            return self._response(405, b"GET only\n", Allow="GET")
        if not security.host_ok(request.headers.get("Host"), self.address, self.port):
            return self._response(403, b"wrong host\n")
        path = request.path.split("?", 1)[0].split("#", 1)[0]
        if path == "/ws":
            if not security.origin_ok(request.headers.get("Origin"), self.address, self.port):
                return self._response(403, b"wrong origin\n")
            return None                          # the library checks the upgrade itself
        if path in ("/", "/index.html"):
            return self._response(200, *self.page)
        if path in self.static:
            return self._response(200, *self.static[path])
        if path.startswith(LINK_PREFIX):
            with self._lock:
                state = self._links.link_state(path[len(LINK_PREFIX):])
            # a GET never claims: link previews and prefetches see the page, not the seat
            if state == "open":
                return self._response(200, *self.page)
            if state == "claimed":
                return self._response(403, b"this link was already used by another device\n")
        return self._response(404, b"not found\n")

    def _headers(self, conn, request, response):
        for k, v in security.HEADERS.items():
            if k not in response.headers:
                response.headers[k] = v
        return None

    # ----- WebSocket -----------------------------------------------------------------------------------
    async def _serve_socket(self, conn) -> None:
        addr = conn.remote_address[0] if conn.remote_address else ""
        if not self._websockets.take(addr):
            self.refused_sockets += 1
            await _close(conn, "busy")
            return
        seat = None
        try:
            seat, lang = await self._hello(conn)
            await self._play(conn, seat, lang)
        except _Close as c:
            await _close(conn, c.code, protocol.reload() if c.code == "bad-version" else protocol.error(c.code))
        except ConnectionClosed:
            pass
        except Exception as e:  # noqa: BLE001 - one phone's failure must not end the server
            log.error("phones: a connection failed (%s)", type(e).__name__)
        finally:
            self._websockets.give_back(addr)
            if seat is not None and self._live.get(seat) is not None and self._live[seat].conn is conn:
                self._set_live(seat, None)
                self._queue(Closed(seat))

    async def _hello(self, conn) -> tuple[int, str]:
        """The first message names the seat: a live link's token (the seat is claimed now, on connect) or the
        device key of an earlier claim.  Nothing of any seat is sent before it."""
        try:
            frame = await asyncio.wait_for(conn.recv(), self.handshake_seconds)
        except asyncio.TimeoutError:
            raise _Close("hello-first") from None
        try:
            msg = protocol.parse(frame)
        except ProtocolError as e:
            raise _Close(e.code) from None
        if msg.type != "hello":
            raise _Close("hello-first")
        try:
            with self._lock:
                if msg.token is not None:
                    seat, key = self._links.claim(msg.token)
                else:
                    seat, key = self._links.seat_of_key(msg.key), None
        except security.Refused as r:
            raise _Close(r.code) from None
        try:
            await conn.send(protocol.dumps(protocol.welcome(key)))
        except ConnectionClosed:
            if key is not None:
                with self._lock:
                    self._links.unclaim(seat, msg.token, key)
            raise
        return seat, msg.lang or "en"

    async def _play(self, conn, seat: int, lang: str) -> None:
        old = self._live.get(seat)
        peer = _Peer(conn, seat, lang)
        self._set_live(seat, peer)
        if old is not None:                      # one live connection per seat: the newest wins
            asyncio.ensure_future(_close(old.conn, "replaced", protocol.error("replaced")))
        if not self._queue(Opened(seat, lang)):
            raise _Close("busy")
        sender = asyncio.ensure_future(peer.send_loop())
        rate = security.RateLimit(*self.rate)
        try:
            async for frame in conn:
                if not rate.allow():
                    raise _Close("too-fast")
                self._receive(peer, frame)
        finally:
            sender.cancel()

    def _receive(self, peer: _Peer, frame) -> None:
        try:
            msg = protocol.parse(frame)
        except ProtocolError as e:
            peer.notice(protocol.error(e.code))
            return
        if msg.type == "answer":
            if not self._queue(Answer(peer.seat, msg.decision, msg.answer)):
                peer.notice(protocol.error("busy", decision=msg.decision))
        elif msg.type == "undo":
            if not self._queue(Undo(peer.seat, msg.decision)):
                peer.notice(protocol.error("busy", decision=msg.decision))
        elif msg.type == "concede":
            if not self._queue(Concede(peer.seat)):
                peer.notice(protocol.error("busy"))
        elif msg.type == "lang":
            peer.lang = msg.lang
            if not self._queue(Opened(peer.seat, msg.lang)):
                peer.notice(protocol.error("busy"))
        else:
            peer.notice(protocol.error("bad-type"))


async def _close(conn, code: str, last: dict | None = None) -> None:
    """Close with the protocol's code for `code`, after a last message when one is given."""
    try:
        if last is not None:
            await conn.send(protocol.dumps(last))
        await conn.close(protocol.CLOSE.get(code, 4400), code)
    except Exception:  # noqa: BLE001 - the socket may be gone already
        pass


class _GuardedConnection(ServerConnection):
    """Refuses a TCP connection before reading a byte: a peer outside the private ranges, or one more socket
    than the limits allow (all peers, and per address)."""

    def __init__(self, server: CompanionServer, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._companion = server
        self._counted: str | None = None

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        addr = peer[0] if peer else ""
        if self._companion._admit(addr):
            self._counted = addr
        else:
            transport.abort()

    def connection_lost(self, exc) -> None:
        if self._counted is not None:
            self._companion._sockets.give_back(self._counted)
            self._counted = None
        super().connection_lost(exc)
