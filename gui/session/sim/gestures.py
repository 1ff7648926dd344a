"""The gestures a scripted person makes at the table, and the illegal ones they try on purpose.

A `Gesture` is one input through the session's one way in (gui/session/README.md): an answer given from the
panel (a button) or by a drop (a card dragged onto its target, matched to the offer by its hints), the
curtain, the open call, End turn and F4, a stop, undo.  `legal` says whether the person made it as a legal
move (an illegal one must be refused and change nothing).  `label` names the kind of illegal gesture; issue
34 (S1b) adds a labelled catalogue per family, each with its `expect` rule id, for the observer's
`bad_refusals`: build such gestures with `label` and `expect` set and make them with `People.make`."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Gesture:
    seat: int
    kind: str                   # answer, drop, gesture, curtain, call-yes, call-no, end-turn, pass-until, stop, undo
    text: str | None = None     # the answer's text (answer, drop), the step (stop)
    on: bool = True             # stop: set or cleared
    legal: bool = True
    label: str | None = None    # the kind of illegal gesture ("unoffered", "unseen-card", "not-asked" …)
    expect: str | None = None   # the rule id its refusal must cite (S1b's catalogue)
    source: str | None = None   # gesture: the card or zone dragged (or clicked), as its maker's screen shows it
    target: str | None = None   # gesture: where it was dropped (None: a click)


def send(session, g: Gesture):
    """Make gesture `g` through the session; returns its Reply."""
    p = g.seat
    if g.kind in ("answer", "drop"):
        return session.answer(p, g.text)
    if g.kind == "gesture":
        return session.gesture(p, g.source, g.target)
    if g.kind == "curtain":
        return session.dismiss_curtain(p)
    if g.kind in ("call-yes", "call-no"):
        return session.answer_call(p, g.kind == "call-yes")
    if g.kind == "end-turn":
        return session.end_turn(p)
    if g.kind == "pass-until":
        return session.pass_until(p, "event")
    if g.kind == "stop":
        return session.set_stop(p, g.text, g.on)
    if g.kind == "undo":
        return session.undo(p)
    raise ValueError(f"unknown gesture {g.kind!r}")


def _card_args(text: str) -> list[int]:
    return [i for i, tok in enumerate(text.split()) if i >= 2 and tok[:1] == "c" and tok[1:].isdigit()]


def illegal_gestures(snap, seat: int, people, seen_cards, rng) -> list[Gesture]:
    """Illegal gestures the person at `snap` could try now: an answer the table did not offer (an offered
    answer with another card the screen shows), an answer naming a card nobody at the table can see, another
    person answering in their place, the curtain or the open call dismissed by someone it does not wait for,
    Undo while the screen says it is refused."""
    out: list[Gesture] = []
    offered = {o.text for o in snap.offers}
    with_cards = [o.text for o in snap.offers if _card_args(o.text)]
    if with_cards and seen_cards:
        parts = rng.choice(with_cards).split()
        i = rng.choice(_card_args(" ".join(parts)))
        parts[i] = f"c{rng.choice(sorted(seen_cards))}"
        text = " ".join(parts)
        if text not in offered:
            out.append(Gesture(seat, "answer", text, legal=False, label="unoffered"))
    if with_cards:
        parts = rng.choice(with_cards).split()
        parts[rng.choice(_card_args(" ".join(parts)))] = "c99999"
        out.append(Gesture(seat, "answer", " ".join(parts), legal=False, label="unseen-card"))
    others = [q for q in people if q != seat]
    if others:
        q = rng.choice(others)
        out.append(Gesture(q, "answer", f"p{q} pass", legal=False, label="not-asked"))
        if snap.curtain is not None or snap.open_call is not None:
            out.append(Gesture(q, "curtain" if snap.curtain is not None else "call-no", legal=False,
                               label="not-asked"))
    if snap.curtain is None and snap.asked == seat:
        out.append(Gesture(seat, "curtain", legal=False, label="no-curtain"))
    if snap.undo is not None and not snap.undo.possible and snap.undo.seat == seat:
        out.append(Gesture(seat, "undo", legal=False, label="undo-refused"))
    return out
