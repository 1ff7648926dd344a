"""Issue 34's labelled illegal gestures (assets/gestures/) made at tables of people, for `bad_refusals`.

Each position of the catalogue is set at a table where every seat is a person (the gesture's maker is asked,
whoever they are), the curtain is lifted by the person it waits for, and the gesture is made through
`Session.gesture` in each language; the observer judges the refusal's words (observer.refused).  A
configuration plays its format's positions, or its family's when the catalogue has none for the format (a
duel plays DuePa's: the same family's words and rules)."""
from __future__ import annotations

import random

import engine

from .gestures import Gesture
from .observer import Observer
from .table import Config, Table

LANGUAGES = ("en", "ja")


def positions(fmt: str) -> list:
    """The labelled refusals a configuration of `fmt` plays."""
    own = [e for e in engine.labelled_gestures(fmt) if not e.legal]
    if own:
        return own
    family = engine.get_format(fmt).info.family
    return [e for e in engine.labelled_gestures(family=family) if not e.legal]


def play_labelled(fmt: str, observer, rng: random.Random) -> int:
    """Make every labelled refusal of `fmt` (positions()) in each language, each watched by an observer of
    its own table of people whose bad refusals are added to `observer`'s; returns how many were made."""
    made = 0
    for entry in positions(fmt):
        for lang in LANGUAGES:
            game = entry.game()
            n = len(game.players)
            watcher = Observer({p: "pc" for p in range(n)})
            table = Table(Config(entry.format, n, tuple(range(n))), watcher, rng, language=lang)

            def gestures(session, entry=entry):
                out = []
                snap = session.snapshot("pc")
                if snap.curtain is not None:
                    out.append(Gesture(snap.curtain.seat, "curtain"))
                p, source, target = entry.gesture(session.game)
                out.append(Gesture(p, "gesture", legal=False, label=entry.label, expect=entry.rule,
                                   source=source, target=target))
                return out
            table.try_at(game, gestures, f"{entry.format}: {entry.label} ({lang})")
            for detail in watcher.examples["bad_refusals"]:
                observer.count("bad_refusals", detail)
            made += 1
    return made
