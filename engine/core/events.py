"""Typed events. The engine emits these; gui/ turns them into Japanese or English text."""
from __future__ import annotations


class Event:
    """`kind` names the event; `data` holds player indices, card ids and numbers.

    `private` is None when everyone sees the whole event; otherwise a bitmask of the players who see
    the card identities in it.  Others get `hidden` instead: the same keys with opaque handles.
    """

    __slots__ = ("seq", "kind", "data", "private", "hidden", "rule")

    def __init__(self, seq: int, kind: str, data: dict, private: int | None = None,
                 hidden: dict | None = None, rule: str = ""):
        self.seq = seq
        self.kind = kind
        self.data = data
        self.private = private
        self.hidden = hidden
        self.rule = rule

    def for_viewer(self, viewer: int | None, full: bool = False) -> dict:
        if full or self.private is None or (viewer is not None and (self.private >> viewer) & 1):
            d = dict(self.data)
        else:
            d = dict(self.data)
            d.update(self.hidden or {})
        d["kind"] = self.kind
        d["seq"] = self.seq
        if self.rule:
            d["rule"] = self.rule
        return d

    def __repr__(self) -> str:
        return f"Event({self.kind}, {self.data})"
