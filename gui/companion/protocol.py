"""The phone protocol's messages (docs/COMPANION.md is its description for other clients).

Every message is one JSON object in one WebSocket text frame, with the protocol version `v` and a `type`.
A page speaks first (`hello`, with its link token or its device key); afterwards it sends `answer`, `undo`,
`concede` (the page asks for a second tap first) and `lang`.  Anything else, a field this version does not define (a `seat` above all: the seat comes from
the device key only), a wrong type or an oversized value is refused with an `error` and changes nothing.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

VERSION = 2          # 2: the table's session behind the phones (heading, status, undo, follow, passing)
LANGS = ("en", "ja")
MAX_SECRET = 64          # characters of a token or a key (token_urlsafe(16) is 22, a key 43)
MAX_DECISION_ID = 64
MAX_ANSWER = 4096        # an answer is an index into the answers the snapshot offered

# type -> (required fields, optional fields) besides v and type
FIELDS = {
    "hello": (set(), {"token", "key", "lang"}),
    "answer": ({"decision", "answer"}, set()),
    "undo": ({"decision"}, set()),
    "concede": (set(), set()),
    "lang": ({"lang"}, set()),
}

# error code -> English words for other clients and logs; the page has its own words for each code
ERRORS = {
    "not-json": "a message is one JSON object in a text frame",
    "bad-version": "this page is of another version: reload it",
    "bad-type": "unknown message type",
    "bad-field": "a field this message type does not have, or a value of the wrong kind",
    "seat-field": "a message may not name a seat: the seat comes from the device key",
    "hello-first": "say hello first, with the link's token or the device key",
    "unknown-link": "this link opens no seat",
    "claimed": "this seat's link was already used by another device",
    "unknown-key": "this device no longer holds a seat: open the seat's link again",
    "stale-decision": "that answer was for an earlier decision",
    "not-offered": "that answer was not offered",
    "refused": "the table refused that answer",
    "no-undo": "there is nothing this seat may undo now",
    "no-concede": "this seat cannot concede now",
    "busy": "the table is busy: try again",
    "replaced": "the seat was opened on another connection",
    "revoked": "the seat was taken back at the table",
    "too-fast": "too many messages",
}

# WebSocket close codes (4000-4999 are the application's)
CLOSE = {"bad-version": 4426, "hello-first": 4400, "not-json": 4400, "bad-type": 4400, "bad-field": 4400,
         "seat-field": 4400, "unknown-link": 4404, "claimed": 4403, "unknown-key": 4401, "busy": 4503,
         "replaced": 4409, "revoked": 4401, "too-fast": 1008}


class ProtocolError(Exception):
    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class Message:
    type: str
    token: str | None = None
    key: str | None = None
    lang: str | None = None
    decision: str | None = None
    answer: int | None = None


def _text(limit: int):
    def check(value) -> str:
        if not isinstance(value, str) or not 0 < len(value) <= limit or not value.isascii():
            raise ProtocolError("bad-field")
        return value
    return check


def _lang(value) -> str:
    if value not in LANGS:
        raise ProtocolError("bad-field")
    return value


def _answer(value) -> int:
    if type(value) is not int or not 0 <= value < MAX_ANSWER:     # not a bool, a float or a numeric string
        raise ProtocolError("bad-field")
    return value


CHECKS = {"token": _text(MAX_SECRET), "key": _text(MAX_SECRET), "lang": _lang,
          "decision": _text(MAX_DECISION_ID), "answer": _answer}


def _object(frame) -> dict:
    if not isinstance(frame, str):
        raise ProtocolError("not-json")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("not-json") from None
    if not isinstance(data, dict):
        raise ProtocolError("not-json")
    return data


def parse(frame) -> Message:
    """One incoming frame as a Message, or ProtocolError with the code to answer."""
    data = _object(frame)
    if "seat" in data:
        raise ProtocolError("seat-field")
    if type(data.get("v")) is not int or data["v"] != VERSION:
        raise ProtocolError("bad-version")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise ProtocolError("bad-type")
    required, optional = FIELDS[kind]
    fields = set(data) - {"v", "type"}
    if not required <= fields or fields - required - optional:
        raise ProtocolError("bad-field")
    out = {k: CHECKS[k](data[k]) for k in fields}
    if kind == "hello" and ("token" in out) == ("key" in out):
        raise ProtocolError("bad-field")          # exactly one credential
    return Message(type=kind, **out)


_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode     # made once, not per message


def dumps(message) -> str:
    """A message as sent: compact JSON; non-ASCII kept (Japanese is half the size)."""
    return _ENCODE(message)


def error(code: str, **extra) -> dict:
    return {"v": VERSION, "type": "error", "code": code, "message": ERRORS.get(code, code), **extra}


def welcome(key: str | None) -> dict:
    out = {"v": VERSION, "type": "welcome"}
    if key is not None:
        out["key"] = key
    return out


def snapshot(body: dict) -> dict:
    return {"v": VERSION, "type": "snapshot", "snapshot": body}


class SnapshotText:
    """Snapshot messages as sent (exactly `dumps(snapshot(body))`), the seats' parts of the bodies written once
    each: a part is one dict shared by the snapshots that show it alike and kept while its seat does not change
    (gui/companion/table_link.py), never changed after it is made, so its text is kept with it.  One writer per
    thread (the server's)."""

    KEPT = 1024     # parts' texts kept (8 phones x 8 seats x a few updates); then begun again

    def __init__(self):
        self._texts: dict = {}      # id(part) -> (part, its text); the part kept alive so its id is its own

    def text(self, body: dict) -> str:
        if not all(isinstance(k, str) for k in body):
            return dumps(snapshot(body))
        fields = ",".join([f"{_ENCODE(k)}:{self._list(v) if k == 'seats' else _ENCODE(v)}" for k, v in body.items()])
        return f'{{"v":{VERSION},"type":"snapshot","snapshot":{{{fields}}}}}'

    def _list(self, parts: list) -> str:
        return "[" + ",".join(map(self._part, parts)) + "]"

    def _part(self, part: dict) -> str:
        kept = self._texts.get(id(part))
        if kept is None or kept[0] is not part:
            if len(self._texts) >= self.KEPT:
                self._texts.clear()
            kept = self._texts[id(part)] = (part, _ENCODE(part))
        return kept[1]


def reload() -> dict:
    return {"v": VERSION, "type": "reload", "version": VERSION}
