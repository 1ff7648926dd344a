"""Hostile requests and frames against the phone server, with a real two-phone duel behind it (issue 35).

Three streams, seeded:
- HTTP: raw requests with broken, wrong or hostile methods, paths, hosts, origins, headers and bodies;
- hello: a new WebSocket whose first frame is hostile (mutated tokens and keys, seat fields, wrong versions,
  non-JSON, binary, deep nesting, oversized frames);
- play: hostile frames on a connection that did claim seat 0 (stale and foreign answers, wrong types, extra
  fields, seat fields, numbers of every shape).
The oracle counts
- crashes: the server or the table thread died, a connection failed in the server (its error log), or the
  page is no longer served;
- state changes: the game's fingerprint moved, a seat was claimed or lost its phone, a device key stopped
  working;
- leaks: a token or a device key in any answer (but the fuzzer's own welcome), a player's name or seat data in
  an answer to anyone who holds no seat, or a card of seat 1's hand in anything seat 0 receives.

    python -m tests.companion.phone_fuzz --seed 1 --cases 20000      # a longer run; prints the counts as JSON
Traffic goes to 127.0.0.1 only.
"""
from __future__ import annotations

import argparse
import json
import logging
import random
import socket
import sys
import time
from dataclasses import asdict, dataclass, field

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from tests.companion.helpers import Table, duel_game, parse_response, phone, raw_http, send, token_of
from gui.companion import protocol

METHODS = ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "CONNECT", "TRACE", "PATCH", "get", "G\x00T",
           "GETT", "", "BREW", "PRI"]
PROTOCOLS = ["HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/0.9", "HTTP/1.1\x00", "http/1.1", ""]


@dataclass
class Counts:
    http_requests: int = 0
    hello_frames: int = 0
    play_frames: int = 0
    crashes: int = 0
    state_changes: int = 0
    leaks: int = 0
    details: list = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.http_requests + self.hello_frames + self.play_frames

    def note(self, what: str, detail: str) -> None:
        setattr(self, what, getattr(self, what) + 1)
        if len(self.details) < 20:
            self.details.append(f"{what}: {detail[:200]}")


class ErrorLog(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.records = []

    def emit(self, record):
        self.records.append(record.getMessage())


def mutate_secret(rng: random.Random, secret: str) -> str:
    """A near miss of a real token or key: never the secret itself."""
    ops = [lambda s: s[:-1] + rng.choice("AbZ9_-"), lambda s: s[1:], lambda s: s + "A", lambda s: s.upper(),
           lambda s: " " + s, lambda s: s + "\n", lambda s: s.replace(s[0], "ａ", 1), lambda s: s[::-1],
           lambda s: s[: len(s) // 2], lambda s: s + s, lambda s: "%2F" + s, lambda s: s.encode().hex()[:len(s)]]
    out = secret
    while out == secret:
        out = rng.choice(ops)(secret)
    return out


def sendable(frame):
    """A text frame holding a lone surrogate cannot be sent as text by any client: its bytes go as binary."""
    if isinstance(frame, str):
        try:
            frame.encode("utf-8")
        except UnicodeEncodeError:
            return frame.encode("utf-8", "surrogatepass")
    return frame


class Fuzzer:
    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.counts = Counts()

    # ----- the table -------------------------------------------------------------------------------------
    def setup(self) -> None:
        # a short handshake limit: a request that never ends (slowloris) is dropped in half a second, not ten
        self.table = Table(duel_game(seed=11, names=("Akari", "Bunta")), people=(0, 1), rate=(10 ** 6, 1.0),
                           handshake_seconds=0.5)
        self.errors = ErrorLog()
        logging.getLogger("enza.phones").addHandler(self.errors)
        t, srv = self.table, self.table.server
        self.tokens = {}
        self.keys = {}
        self.socks = {}
        for seat in (0, 1):
            url = srv.link(seat)
            tok = token_of(url)
            ws = phone(t)
            send(ws, type="hello", token=tok)
            self.keys[seat] = json.loads(ws.recv(5))["key"]
            self.tokens[seat] = tok
            self.socks[seat] = ws
        self.first_snapshot = self._snapshot(self.socks[0])
        self.seat1_snapshot = self._snapshot(self.socks[1])
        self.old_token = token_of(srv.link(2))       # a seat nobody plays: a live link of no person…
        srv.revoke(2)                                 # …taken back: a used link
        self.decision = self.first_snapshot["decision"]["id"] if self.first_snapshot["decision"] else "0"
        g = t.game
        view1 = g.view(1)
        self.hidden = {self._name(g, c.card) for c in view1.zones["p1.hand"].cards} - \
            {c["name"] for c in self.first_snapshot["hand"]}
        self.names = [p.name for p in g.players]
        time.sleep(0.1)
        self.fingerprint = g.fingerprint()

    @staticmethod
    def _name(g, def_id):
        d = g.card_definition(def_id)
        return d.name_en if d is not None else ""

    def _snapshot_again(self, seat: int) -> dict:
        return self.seat1_snapshot if seat == 1 else self.first_snapshot

    def _snapshot(self, ws) -> dict:
        while True:
            m = json.loads(ws.recv(5))
            if m["type"] == "snapshot":
                return m["snapshot"]

    def secrets_in(self, text: str, own_key: bool = False) -> bool:
        found = [s for s in (*self.tokens.values(), self.old_token, self.keys[1]) if s in text]
        if not own_key and self.keys[0] in text:
            found.append("key 0")
        return bool(found)

    # ----- HTTP ---------------------------------------------------------------------------------------------
    def http_case(self) -> bytes:
        r, port = self.rng, self.table.port
        good_host = f"127.0.0.1:{port}"
        path = r.choice(["/", "/index.html", "/app.js", "/app.css", "/icon.svg", "/ws", "/s/",
                         "/s/" + mutate_secret(r, self.tokens[0]), "/s/" + self.tokens[r.randrange(2)],
                         "/s/" + self.old_token, "/s/" + "A" * r.randrange(1, 300), "/../../etc/passwd",
                         "/%2e%2e/%2e%2e/etc/passwd", "/static/../server.py", "/app.js?token=" + self.tokens[0],
                         "//app.js", "/s/" + self.tokens[0] + "/", "/S/" + self.tokens[0], "*", "",
                         "http://evil.example/", "/" + "x" * r.choice([10, 5000, 9000]), "/\u00e9",
                         "/s/%00", "/favicon.ico", "/ws?x=1"])
        method = r.choice(METHODS) if r.random() < 0.5 else "GET"
        proto = r.choice(PROTOCOLS) if r.random() < 0.2 else "HTTP/1.1"
        headers = []
        host = r.choice([good_host, good_host, "evil.example", f"localhost:{port}", "", good_host.upper(),
                         f"{good_host}, evil.example", "127.0.0.1", good_host + "\r\nX-Injected: 1"])
        if r.random() < 0.9:
            headers.append(f"Host: {host}")
        if r.random() < 0.2:
            headers.append(f"Host: {r.choice([good_host, 'evil.example'])}")
        if r.random() < 0.4:
            headers.append("Origin: " + r.choice([f"http://{good_host}", "http://evil.example", "null", ""]))
        if r.random() < 0.3:
            headers += ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
                        "Sec-WebSocket-Key: " + r.choice(["dGhlIHNhbXBsZSBub25jZQ==", "bad", ""])]
        if r.random() < 0.15:
            headers.append("Content-Length: " + r.choice(["0", "5", "-1", "99999999999", "x"]))
        if r.random() < 0.1:
            headers.append("Transfer-Encoding: chunked")
        if r.random() < 0.05:
            headers += [f"X-{i}: {i}" for i in range(r.choice([50, 200]))]
        if r.random() < 0.05:
            headers.append("X-Big: " + "y" * 9000)
        body = r.choice([b"", b"", b"hello", b"0\r\n\r\n"]) if r.random() < 0.2 else b""
        req = f"{method} {path} {proto}\r\n" + "".join(h + "\r\n" for h in headers) + "\r\n"
        data = req.encode("utf-8", "surrogatepass") + body
        if r.random() < 0.05:
            data = bytes(r.randrange(256) for _ in range(r.randrange(1, 400)))
            if r.random() < 0.8:        # most garbage ends as a request would; the rest waits for the timeout
                data += b"\r\n\r\n"
        return data

    def proper_upgrade(self, data: bytes) -> bool:
        """The request a page of this server would send: GET /ws, the exact Host, one, and the page's Origin."""
        good = f"127.0.0.1:{self.table.port}"
        lines = data.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        hosts = [v.strip() for k, _, v in (x.partition(":") for x in lines[1:]) if k.lower() == "host"]
        origins = [v.strip() for k, _, v in (x.partition(":") for x in lines[1:]) if k.lower() == "origin"]
        return lines[0].startswith("GET /ws") and hosts == [good] and origins == [f"http://{good}"]

    def run_http(self, n: int) -> None:
        page_files = {self.table.server.page[0], *(b for b, _ in self.table.server.static.values())}
        for _ in range(n):
            data = self.http_case()
            try:
                answer = raw_http(self.table.port, data, timeout=3)
            except OSError as e:
                self.counts.note("crashes", f"http: {type(e).__name__} {e}")
                continue
            self.counts.http_requests += 1
            status, headers, body = parse_response(answer)
            if self.secrets_in(answer.decode("latin-1")):
                self.counts.note("leaks", f"http secret in answer to {data[:80]!r}")
            if any(n.encode() in body for n in self.names):
                self.counts.note("leaks", f"http name in answer to {data[:80]!r}")
            if status == 200:
                if body not in page_files:
                    self.counts.note("leaks", f"200 with another body to {data[:80]!r}")
                if "content-security-policy" not in headers:
                    self.counts.note("leaks", f"200 without CSP to {data[:80]!r}")
            if status == 101 and not self.proper_upgrade(data):
                self.counts.note("leaks", f"an upgrade was accepted without the page's host and origin: {data[:120]!r}")

    # ----- WebSocket: the first frame -----------------------------------------------------------------------
    def hello_case(self):
        r = self.rng
        credential = r.choice([
            {"token": mutate_secret(r, self.tokens[0])}, {"token": mutate_secret(r, self.tokens[1])},
            {"token": self.old_token}, {"token": self.tokens[0]}, {"key": mutate_secret(r, self.keys[1])},
            {"key": mutate_secret(r, self.keys[0])}, {"token": "A" * 22}, {"key": ""}, {"token": None},
            {"token": 12345}, {"token": ["x"]}, {"token": "x" * 70}, {"token": self.tokens[0], "key": self.keys[1]},
            {"key": self.keys[1], "seat": 1}, {"token": self.tokens[1], "seat": 0}, {}])
        msg = {"v": protocol.VERSION, "type": "hello", **credential}
        if r.random() < 0.3:
            msg["lang"] = r.choice(["fr", "", None, 1, "ja" * 40])
        if r.random() < 0.2:
            msg["v"] = r.choice([0, 2, "1", 1.0, True, None, -1, 10 ** 30])
        if r.random() < 0.15:
            msg["type"] = r.choice(["answer", "lang", "HELLO", "", None, "snapshot", "welcome"])
        if r.random() < 0.1:
            msg[r.choice(["extra", "player", "admin", "__proto__"])] = r.choice([1, "x", {"a": 1}])
        text = json.dumps(msg)
        roll = r.random()
        if roll < 0.05:
            return text.encode()                       # binary
        if roll < 0.1:
            return "[" * r.choice([10, 1000, 100000]) + "]" * 10
        if roll < 0.13:
            return "x" * (16 * 1024 + r.randrange(1, 5000))
        if roll < 0.2:
            return r.choice(["", "null", "[]", "1", '"hello"', "{", "{}", "\ud800", '{"v":1e999}', "NaN"])
        return text

    def run_hello(self, n: int) -> None:
        t = self.table
        for _ in range(n):
            frame = self.hello_case()
            try:
                ws = phone(t)
            except (InvalidHandshake, InvalidStatus, OSError) as e:
                self.counts.note("crashes", f"hello: handshake refused: {e}")
                continue
            got = []
            try:
                ws.send(sendable(frame))
                self.counts.hello_frames += 1
                while True:
                    got.append(ws.recv(5))
            except (ConnectionClosed, TimeoutError):
                pass
            except Exception as e:  # noqa: BLE001 - what the client library says of a broken frame
                got.append(f"client: {type(e).__name__}")
            finally:
                ws.close()
            legit = isinstance(frame, str) and self.tokens[0] in frame or isinstance(frame, str) and \
                self.keys[1] in frame
            for text in got:
                text = text if isinstance(text, str) else text.decode("latin-1")
                if self.secrets_in(text):
                    self.counts.note("leaks", f"hello: secret in {text[:100]}")
                if not legit and ('"welcome"' in text or '"snapshot"' in text):
                    self.counts.note("leaks", f"hello: seat opened by {frame[:100]!r}")
                if any(name in text for name in self.names) and not legit:
                    self.counts.note("leaks", f"hello: name in {text[:100]}")

    # ----- WebSocket: after a claim ---------------------------------------------------------------------
    def play_case(self):
        r = self.rng
        d = self.decision
        n_answers = len(self.first_snapshot["decision"]["answers"]) if self.first_snapshot["decision"] else 0
        answer = r.choice([n_answers, n_answers + 1, -1, 10 ** 9, 4095, 4096, 1.5, "0", True, None, [0], {"i": 0},
                           float("inf") if r.random() < 0.01 else -0.0])
        decision = r.choice([d + "1", d[:-1], "0." + d, "", "x" * 65, d + " ", None, 7, d * 2, "-" + d,
                             "1e3"]) if r.random() < 0.8 else d
        msg = r.choice([
            {"v": protocol.VERSION, "type": "answer", "decision": decision, "answer": answer},
            {"v": protocol.VERSION, "type": "answer", "decision": d, "answer": answer},
            {"v": protocol.VERSION, "type": "answer", "decision": decision, "answer": 0},
            {"v": protocol.VERSION, "type": "answer", "decision": d, "answer": 0, "seat": 1},
            {"v": protocol.VERSION, "type": "answer", "decision": d, "answer": 0, "player": 1},
            {"v": protocol.VERSION, "type": "answer", "decision": d},
            {"v": protocol.VERSION, "type": "lang", "lang": r.choice(["de", "", 1, None, "en\x00"])},
            {"v": protocol.VERSION, "type": "hello", "key": self.keys[1]},
            {"v": protocol.VERSION, "type": "hello", "token": self.tokens[1]},
            {"v": protocol.VERSION + 1, "type": "answer", "decision": d, "answer": 0},
            {"v": protocol.VERSION, "type": r.choice(["snapshot", "welcome", "error", "reload", "admin", ""])},
            {"v": protocol.VERSION, "type": "answer", "decision": d, "answer": 0, "text": "p1 pass"},
            {"v": protocol.VERSION, "type": "undo", "decision": decision if decision != d else d + "0"},
            {"v": protocol.VERSION, "type": "undo", "decision": d, "seat": 1},
            {"v": protocol.VERSION, "type": "undo"},
            {"v": protocol.VERSION, "type": "concede", "decision": d},
            {"v": protocol.VERSION, "type": "concede", "seat": r.choice([0, 1])},
            {"v": protocol.VERSION, "type": "concede", "player": 1},
        ])
        if msg.get("type") == "answer" and msg.get("decision") == d and msg.get("answer") == 0 and len(msg) == 4:
            msg["answer"] = n_answers            # never the one real answer: that would be a legal change
        try:
            text = json.dumps(msg)
        except ValueError:
            text = str(msg)
        roll = r.random()
        if roll < 0.05:
            return text.encode()
        if roll < 0.1:
            return r.choice(["", "null", "[]", "{", '{"v":1,"type":"answer","decision":"' + d + '","answer":0',
                             "\x00" * 10, "{}" * 100, '{"v":1,"type":"answer","answer":1e400,"decision":"1"}'])
        return text

    def run_play(self, n: int) -> None:
        ws = self.socks[0]
        sent = 0
        while sent < n:
            frame = self.play_case()
            try:
                ws.send(sendable(frame))
            except ConnectionClosed:
                ws = self.reconnect()
                continue
            sent += 1
            self.counts.play_frames += 1
            if sent % 50 == 0:
                self.drain(ws)
        self.drain(ws)

    def reconnect(self):
        ws = phone(self.table)
        send(ws, type="hello", key=self.keys[0])
        self.socks[0] = ws
        return ws

    def drain(self, ws) -> None:
        while True:
            try:
                text = ws.recv(0.15)
            except (TimeoutError, ConnectionClosed):
                return
            text = text if isinstance(text, str) else text.decode("latin-1")
            if self.secrets_in(text, own_key=True):
                self.counts.note("leaks", f"play: secret in {text[:100]}")
            for name in self.hidden:
                if name and name in text:
                    self.counts.note("leaks", f"play: seat 1's card {name} in {text[:100]}")

    # ----- the end ------------------------------------------------------------------------------------------
    def check(self) -> None:
        t, c = self.table, self.counts
        time.sleep(0.2)
        if not t.thread.is_alive():
            c.note("crashes", "the table thread died")
        if t.server._thread is None or not t.server._thread.is_alive() or t.server._error is not None:
            c.note("crashes", "the server thread died")
        for message in self.errors.records:
            c.note("crashes", f"server error: {message}")
        status, _, _ = parse_response(raw_http(t.port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{t.port}\r\n\r\n".encode()))
        if status != 200:
            c.note("crashes", f"the page is not served any more ({status})")
        if t.game.fingerprint() != self.fingerprint:
            c.note("state_changes", "the game moved")
        for seat in (0, 1):
            if not t.server.claimed(seat):
                c.note("state_changes", f"seat {seat} lost its phone")
        if t.server.claimed(2):
            c.note("state_changes", "seat 2 was claimed")
        ws = phone(t)
        send(ws, type="hello", key=self.keys[1])
        if json.loads(ws.recv(5))["type"] != "welcome":
            c.note("state_changes", "seat 1's key stopped working")
        ws.close()

    def close(self) -> None:
        for ws in self.socks.values():
            try:
                ws.close()
            except Exception:  # noqa: BLE001
                pass
        logging.getLogger("enza.phones").removeHandler(self.errors)
        self.table.stop()


def run(seed: int = 1, http: int = 800, hello: int = 600, play: int = 800) -> Counts:
    f = Fuzzer(seed)
    f.setup()
    try:
        f.run_http(http)
        f.run_hello(hello)
        f.run_play(play)
        f.check()
    finally:
        f.close()
    return f.counts


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.companion.phone_fuzz")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=2200)
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    n = args.cases
    c = run(args.seed, http=n * 4 // 11, hello=n * 3 // 11, play=n - n * 4 // 11 - n * 3 // 11)
    out = {**asdict(c), "total": c.total, "seconds": round(time.monotonic() - t0, 1)}
    print(json.dumps(out, indent=1))
    return 1 if c.crashes or c.state_changes or c.leaks else 0


if __name__ == "__main__":
    socket.setdefaulttimeout(30)
    sys.exit(main())
