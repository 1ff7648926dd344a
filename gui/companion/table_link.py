"""Between the table's session and the phone server: a snapshot per phone seat out, a seat's answer in.

This is the one module that turns the session's snapshots (gui/session) into what a phone is sent.  Each person
who plays by phone is a seat of the session whose screen is `phone:<seat>`; that screen has one person on it,
so the session never raises a curtain or an open call for it, and the PC's screen never draws that seat's
hidden cards.  The session words each phone's screen in the phone's own language (gui/session/words).
docs/COMPANION.md describes the snapshot as sent.

A phone answers by the number of an answer its snapshot offered, for the decision that snapshot showed; the
seat is the phone's own (the server takes it from the device key).  The answer goes through the session's one
way in (`Session.answer`); anything else is refused here with a protocol error and changes nothing.
"""
from __future__ import annotations

from . import protocol

LOG_LINES = 40          # the newest lines of the seat's log in each snapshot
KEPT_LINES = 200        # lines kept per phone between snapshots
ZONE_CARDS = 40         # cards named per zone (a long graveyard: its newest, and how many more)


def phone_screen(seat: int) -> str:
    return f"phone:{seat}"


def phone_seats(game, people):
    """The session's seats of a game whose `people` play by phone (computers: every other seat)."""
    from gui.session import seats_of
    return seats_of(game, people=set(people), screens={p: phone_screen(p) for p in people})


def _conceding(text: str) -> bool:
    return text.split()[1:2] == ["concede"]


def offered(snap) -> list:
    """The answers a phone is offered, numbered as it answers them: conceding is not among them (a tap
    must not end a player's game; the table asks for it with a confirmation)."""
    return [o for o in snap.offers if not _conceding(o.text)]


class TableLink:
    """A session seen from its phone seats.  Called on the table's thread only."""

    def __init__(self, session, people):
        self.session = session
        self.people = set(people)
        self.logs: dict[int, list] = {p: [] for p in self.people}     # seat -> its log lines, in its words
        self.langs: dict[int, str] = {}
        session.subscribe(self._seen)
        for p in self.people:           # each phone's log from the game's start (the deal was published before)
            session.set_screen_language(phone_screen(p), None)

    # ----- the session's snapshots, as they come --------------------------------------------------------
    def _seen(self, screen: str, snap) -> None:
        if not screen.startswith("phone:"):
            return
        seat = int(screen.split(":", 1)[1])
        lines = [] if snap.log_restart else self.logs.get(seat, [])
        lines.extend(e.tagged for e in snap.events if e.words)
        self.logs[seat] = lines[-KEPT_LINES:]

    def set_language(self, seat: int, lang: str) -> None:
        """The phone of `seat` speaks `lang`: its screen is worded in it from now on."""
        if seat in self.people and self.langs.get(seat) != lang:
            self.langs[seat] = lang
            self.session.set_screen_language(phone_screen(seat), lang)

    def decision_id(self) -> str:
        """Changes whenever the decision asked may have changed (an answer taken, a pass withheld, an undo):
        an answer for an older snapshot is stale."""
        s = self.session
        return f"{s.generation}.{len(s.game.actions_log)}.{len(s.round.done)}"

    # ----- out ------------------------------------------------------------------------------------------
    def snapshot(self, seat: int, lang: str | None = None) -> dict:
        """What `seat`'s phone shows: the wire form of the session's snapshot of screen `phone:<seat>`."""
        if lang is not None:
            self.set_language(seat, lang)
        s = self.session
        screen = phone_screen(seat)
        snap = s.snapshot(screen)
        namer = s.namer(screen)
        w = namer.w
        view = snap.view
        names = {x.player: x.name for x in view.seats}
        undo = snap.undo
        return {
            "lang": self.langs.get(seat, s.options.language or "en"),
            "you": {"player": seat, "name": names.get(seat, "?")},
            "turn": view.turn,
            "step": w.step(view.step),
            "turn_player": names.get(view.turn_player, "?"),
            "heading": snap.heading,
            "status": snap.status,
            "decision": self._decision(seat, snap, w, names),
            "undo": {"possible": undo.possible, "label": undo.label, "reason": undo.reason}
            if undo is not None and undo.seat == seat else None,
            "note": snap.note,
            "hand": self._hand(view, seat, namer),
            "seats": [self._seat(w, x, view, seat, namer) for x in view.seats],
            "teams": [self._team(w, tv, names) for tv in view.teams if tv.counters],
            "shared": [z for z in (self._zone(view.zones[k], namer) for k in view.shared if k in view.zones
                                   and k != "stack") if z is not None],
            "stack": [self._stack_item(it, namer, names) for it in view.stack],
            "log": self.logs.get(seat, [])[-LOG_LINES:],
            "outcome": snap.outcome[0] if snap.outcome else None,
            "result": list(snap.outcome[1:]),
        }

    def _decision(self, seat: int, snap, w, names: dict) -> dict | None:
        g = self.session.game
        d = g.decision
        if d is None or snap.over:
            return None
        answers = offered(snap) if snap.asked == seat else []
        return {
            "id": self.decision_id(),
            "title": w.decision_title(d.kind) if answers else "",
            "rule": d.rule or "",
            "yours": bool(answers),
            "waiting": [names.get(p, "?") for p in snap.waiting_for if p != seat],
            "answers": [{"label": o.words, "source": o.source, "target": o.target, "follow": list(o.follow),
                         "passing": o.passing} for o in answers],
        }

    def _hand(self, view, seat: int, namer) -> list:
        zone = view.zones.get(f"p{seat}.hand")
        if zone is None:
            return []
        return [{"token": c.token, "name": namer.token_name(c.token)} for c in zone.cards]

    def _seat(self, w, s, view, seat: int, namer) -> dict:
        """A seat in brief (each zone's count, life and poison) and the cards this phone may see in its zones
        (the battle zone, mana, face-up shields, the graveyard …; the phone's own hand is `hand`)."""
        counts, cards = [], []
        for key in s.zones:
            z = view.zones.get(key)
            if z is None:
                continue
            counts.append([w.zone(key), z.count])
            if key != f"p{seat}.hand":
                shown = self._zone(z, namer)
                if shown is not None:
                    cards.append(shown)
        counts.extend(self._counters(w, s.counters))
        return {"name": s.name, "you": s.player == seat, "turn": s.player in view.active_players,
                "alive": s.alive, "zones": counts, "cards": cards}

    @staticmethod
    def _counters(w, counters: dict) -> list:
        out = []
        for key, words in (("life", "Life {n}"), ("poison", "Poison {n}")):
            n = counters.get(key)
            if isinstance(n, int) and not isinstance(n, bool):
                out.append([w.tr(words, n=n), None])
        return out

    def _team(self, w, tv, names: dict) -> dict:
        return {"members": [names.get(p, "?") for p in tv.members], "alive": tv.alive,
                "zones": self._counters(w, tv.counters)}

    @staticmethod
    def _zone(z, namer) -> dict | None:
        """A zone's cards as this phone may see them: known cards by name (tapped marked), the others counted
        as face down.  None when it shows no card by name (a deck, a hand of another player)."""
        known = [c for c in z.cards if isinstance(c.token, str) and c.token.startswith("c")]
        if not known:
            return None
        shown = known[-ZONE_CARDS:]
        return {"zone": namer.w.zone(z.key), "cards": [{"token": c.token, "name": namer.token_name(c.token),
                                                         "tapped": bool(c.tapped)} for c in shown],
                "hidden": len(z.cards) - len(known), "more": len(known) - len(shown)}

    @staticmethod
    def _stack_item(it, namer, names: dict) -> dict:
        name = namer.token_name(it.token) if it.token else namer.card_label(it.card) if it.card else it.kind
        return {"name": name, "kind": it.kind, "controller": names.get(it.controller, "?")}

    # ----- in -------------------------------------------------------------------------------------------
    def _current(self, seat: int, decision: str) -> dict | None:
        if seat not in self.people:
            return protocol.error("unknown-key")
        if decision != self.decision_id():
            return protocol.error("stale-decision", decision=decision)
        return None

    def answer(self, seat: int, decision: str, index: int) -> dict | None:
        """Give answer number `index` of those `seat` was offered for `decision`, through the session.  None
        when it was taken; else the error message for the phone (the game is unchanged)."""
        err = self._current(seat, decision)
        if err is not None:
            return err
        snap = self.session.snapshot(phone_screen(seat))
        answers = offered(snap) if snap.asked == seat else []
        if not 0 <= index < len(answers):
            return protocol.error("not-offered", decision=decision)
        reply = self.session.answer(seat, answers[index].text)
        if not reply.ok:
            return protocol.error("refused", decision=decision, text=reply.refusal or "", rule=reply.code or "")
        return None

    def undo(self, seat: int, decision: str) -> dict | None:
        """Take back `seat`'s last answer (what its snapshot's Undo named, for `decision`), through the
        session, which says whether that is still possible."""
        err = self._current(seat, decision)
        if err is not None:
            return err
        reply = self.session.undo(seat)
        if not reply.ok:
            return protocol.error("no-undo", decision=decision, text=reply.refusal or "", rule=reply.code or "")
        return None

    def concede(self, seat: int) -> dict | None:
        """The phone's person concedes for their own seat (the page asked them to confirm)."""
        if seat not in self.people:
            return protocol.error("unknown-key")
        reply = self.session.concede(seat)
        if not reply.ok:
            return protocol.error("no-concede", text=reply.refusal or "")
        return None
