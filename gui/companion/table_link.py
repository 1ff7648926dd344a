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

import weakref

from gui.session.phones import phone_screen, seat_of_screen

from . import protocol

LOG_LINES = 40          # the newest lines of the seat's log in each snapshot
RECAP_LINES = 30        # what happened while a phone was away, newest last
KEPT_LINES = 200        # lines kept per phone between snapshots (up to twice as many until trimmed)
ZONE_CARDS = 40         # cards named per zone (a long graveyard: its newest, and how many more)
SEATS_KEPT = 512        # seats' wire forms kept (8 seats x a few updates x languages); then begun again


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
        self.people: set = set()
        self.logs: dict[int, list] = {}     # seat -> its log lines, in its words
        self.lines: dict[int, int] = {}     # seat -> how many lines its log has had (the trimmed ones too)
        self.gone_at: dict[int, int] = {}   # seat -> lines when its phone went away (for the recap)
        self.recaps: dict[int, tuple] = {}  # seat -> (first, end) lines it missed while away, until it answers
        self.langs: dict[int, str] = {}
        self._zone_names: dict = {}         # (language, zone) -> its words
        self._card_names: dict = {}         # (language, card token) -> its name
        self._seat_wire: dict = {}          # what a seat shows -> its wire form (shared by the phones)
        self._parts: dict = {}              # phone -> (what its parts depend on, {seat: (state, part), …})
        self._states: tuple = (lambda: None, {})  # (a game state's Sight, weakly; {seat: its state then})
        self._alike: dict = {}              # this state's parts by what they show (`_alike_part`), seats' `_varying`
        session.subscribe(self._seen)
        for p in people:
            self.add(p)

    def add(self, seat: int) -> None:
        """`seat` now plays from its phone (its screen `phone:<seat>` exists in the session): its log from the
        game's start (the deal was published before)."""
        self.people.add(seat)
        self.logs[seat], self.lines[seat] = [], 0
        self.session.set_screen_language(phone_screen(seat), self.langs.get(seat))

    def remove(self, seat: int) -> None:
        """The table took the seat back."""
        self.people.discard(seat)
        for d in (self.logs, self.lines, self.gone_at, self.recaps, self.langs):
            d.pop(seat, None)
        self._parts.pop(seat, None)

    def away(self, seat: int) -> None:
        """The phone's connection ended: what happens from now on is its recap when it comes back."""
        if seat in self.people:
            self.gone_at.setdefault(seat, self.lines.get(seat, 0))

    def back(self, seat: int) -> None:
        """The phone is connected again: the lines it missed, to show once (until it answers)."""
        start = self.gone_at.pop(seat, None)
        if start is not None:
            self.recaps[seat] = (start, self.lines.get(seat, 0))

    def recap(self, seat: int) -> list:
        """The log lines a phone missed while away, in its words now (a language switch words them again)."""
        if seat not in self.recaps:
            return []
        start, end = self.recaps[seat]
        logs = self.logs.get(seat, [])
        base = self.lines.get(seat, 0) - len(logs)      # the log keeps its newest lines only
        return logs[max(0, start - base):max(0, end - base)][-RECAP_LINES:]

    # ----- the session's snapshots, as they come --------------------------------------------------------
    def _seen(self, screen: str, snap) -> None:
        seat = seat_of_screen(screen)
        if seat is None or seat not in self.people:
            return
        lines = [] if snap.log_restart else self.logs.setdefault(seat, [])
        new = [e.tagged for e in snap.events if e.words]
        lines.extend(new)
        if len(lines) > 2 * KEPT_LINES:     # trimmed now and then, not copied at every publish
            del lines[:-KEPT_LINES]
        self.logs[seat] = lines
        if snap.log_restart:
            self.lines[seat] = len(lines)
            if seat in self.gone_at:        # worded again (a new language): the mark cannot be past the end
                self.gone_at[seat] = min(self.gone_at[seat], len(lines))
        else:
            self.lines[seat] = self.lines.get(seat, 0) + len(new)

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
        reach = self._reach(view, seat)
        parts = self._kept_parts(seat, snap, w, reach)
        return {
            "lang": self.langs.get(seat, s.options.language or "en"),
            "you": {"player": seat, "name": names.get(seat, "?")},
            "turn": view.turn,
            "step": w.step(view.step),
            "turn_player": names.get(view.turn_player, "?"),
            "heading": snap.heading,
            "status": snap.status,
            "decision": self._decision(seat, snap, namer, names),
            "undo": {"possible": undo.possible, "label": undo.label, "reason": undo.reason}
            if undo is not None and undo.seat == seat else None,
            "note": snap.note,
            "hand": self._hand(view, seat, namer, parts),
            "seats": self._seats(w, view, seat, namer, parts, reach),
            "teams": [self._team(w, tv, names) for tv in view.teams if tv.counters],
            "shared": [z for z in (self._zone(view.zones[k], namer) for k in view.shared if k in view.zones
                                   and k != "stack") if z is not None],
            "stack": [self._stack_item(it, namer, names) for it in view.stack],
            "log": self.logs.get(seat, [])[-LOG_LINES:],
            "recap": self.recap(seat),
            "outcome": snap.outcome[0] if snap.outcome else None,
            "result": list(snap.outcome[1:]),
        }

    def _decision(self, seat: int, snap, namer, names: dict) -> dict | None:
        w = namer.w
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
                         "passing": o.passing, "target_name": self._target_name(o.target, namer, names)}
                        for o in answers],
        }

    @staticmethod
    def _target_name(target, namer, names: dict) -> str | None:
        """Where a drag of this answer's card is dropped, in words (the page's drop targets say it): a player,
        a zone of the table, or a card; None for a team (the answer's own words say it)."""
        if not target:
            return None
        if target[:1] == "p" and target[1:].isdigit():
            return names.get(int(target[1:]), "?")
        if "." in target:
            owner = target.split(".", 1)[0]
            zone = namer.w.zone(target)
            return f"{names.get(int(owner[1:]), '?')} · {zone}" if owner[:1] == "p" and owner[1:].isdigit() else zone
        if target[:1] == "c" and target[1:].isdigit():
            return namer.token_name(target)
        return None

    def _hand(self, view, seat: int, namer, parts) -> list:
        zone = view.zones.get(f"p{seat}.hand")
        if zone is None:
            return []
        state = parts[1].get(seat) if parts is not None else None
        kept = parts[0].get("hand") if parts is not None else None
        if kept is not None and kept[0] is state:
            return kept[1]
        hand = [{"token": c.token, "name": self._card_name(namer, c.token)} for c in zone.cards]
        if parts is not None:
            parts[0]["hand"] = (state, hand)
        return hand

    def _kept_parts(self, seat: int, snap, w, reach) -> tuple | None:
        """(this phone's parts kept: {seat: (its state, its part), "hand": (…)}, every seat's state now), or None
        when nothing may be kept (`_seat_states`).  A part is made again only when its seat's state changed or
        what every part of this phone depends on did (its language, whose cards its view shows, its range of
        influence): a tap changes a seat or two, and 8 phones at 8 seats are 64 parts per update.  A part kept
        is this phone's own, made from its own view of the same seat state."""
        states = self._seat_states(snap.view)
        if states is None:
            return None
        mine = (w.lang, snap.viewer, reach)
        kept = self._parts.get(seat)
        if kept is None or kept[0] != mine:
            kept = self._parts[seat] = (mine, {})
        return kept[1], states, snap.viewer

    def _seats(self, w, view, seat: int, namer, parts, reach) -> list:
        """Each seat in brief, as this phone sees it (`_seat_made`), kept while it did not change."""
        if parts is None:
            return [self._seat_made(w, x, view, seat, namer, reach) for x in view.seats]
        kept, states, viewer = parts
        out = []
        for x in view.seats:
            state, part = states[x.player], kept.get(x.player)
            if part is None or part[0] is not state:
                part = kept[x.player] = (state, self._alike_part(w, x, view, seat, namer, reach, viewer))
            out.append(part[1])
        return out

    def _alike_part(self, w, x, view, seat: int, namer, reach, viewer) -> dict:
        """Seat `x`'s part for this phone at this game state, made once for the phones that see it alike: those
        that know the same of its cards (of the cards that some but not all players know: most are known to
        everyone or to no one), in the same words, with the same marks (theirs, in range)."""
        full = viewer == "full"
        knows = () if full or not isinstance(viewer, int) else \
            tuple([i for i, m in self._varying(x.player) if m >> viewer & 1])
        key = (x.player, w.lang, full, knows, x.player == seat, reach is None or not x.alive or x.player in reach)
        part = self._alike.get(key)
        if part is None:
            part = self._alike[key] = self._seat_made(w, x, view, seat, namer, reach)
        return part

    def _varying(self, player: int) -> list:
        """[(card, who knows it)] of seat `player`'s cards shown one by one that some players know and others
        do not, at this game state (from its state: `_zones_held`)."""
        got = self._alike.get(player)
        if got is None:
            everyone = self.session.game.all_mask
            got = self._alike[player] = [(i, m) for zone in self._states[1][player][0] if not isinstance(zone, int)
                                         for i, _tapped, m in zone if m and m != everyone]
        return got

    def _seat_made(self, w, s, view, seat: int, namer, reach) -> dict:
        """A seat in brief (each zone's count, life and poison) and the cards this phone may see in its zones
        (the battle zone, mana, face-up shields, the graveyard …; the phone's own hand is `hand`).  A seat seen
        alike by several phones (most of the table is public) is worded once: the wire dict is shared between
        snapshots, never changed after it is made."""
        zones = [z for z in map(view.zones.get, s.zones) if z is not None]
        you, turn = s.player == seat, s.player in view.active_players
        in_range = reach is None or not s.alive or s.player in reach
        sig = (w.lang, s.player, s.name, you, turn, s.alive, in_range, s.counters.get("life"),
               s.counters.get("poison"), tuple([(z.key, z.count, tuple([(c.token, c.tapped) for c in z.cards]))
                                                for z in zones]))
        out = self._seat_wire.get(sig)
        if out is None:
            if len(self._seat_wire) >= SEATS_KEPT:
                self._seat_wire.clear()
            cards = [x for x in (self._zone(z, namer) for z in zones if z.key != f"p{seat}.hand") if x is not None]
            counts = [[self._zone_words(w, z.key), z.count] for z in zones] + self._counters(w, s.counters)
            out = self._seat_wire[sig] = {"name": s.name, "player": s.player, "you": you, "turn": turn,
                                          "alive": s.alive, "in_range": in_range, "zones": counts, "cards": cards}
        return out

    def _seat_states(self, view) -> dict | None:
        """{player: that seat's state} at the game state `view` was made from, made once for all the phones'
        snapshots of it; a seat's state is the same object as at the state before while the seat did not change
        (so a phone's part is kept by one identity test).  None when the game moved on since `view` was made
        (changed outside the session, not yet published): nothing is kept then."""
        sight = self.session.sight
        if not sight.made(view):
            return None
        if self._states[0]() is sight:
            return self._states[1]
        before = self._states[1]
        states = {}
        for s in view.seats:
            state = (self._zones_held(view, s), s.name, s.alive, s.player in view.active_players,
                     s.counters.get("life"), s.counters.get("poison"))
            states[s.player] = before[s.player] if before.get(s.player) == state else state
        # (the Sight is not kept alive here: its views are the session's to free)
        self._states = (weakref.ref(sight), states)
        self._alike = {}
        return states

    def _zones_held(self, view, s) -> tuple:
        """Seat `s`'s zones as the game holds them: each card, whether it is tapped, who knows it; a zone shown
        by its count only (a deck), or empty, by its count.  What a phone's view shows of these zones (which
        cards it may name, tapped or not, how many face down) follows from this alone."""
        holdings, out = self.session.game.zone_holdings, []
        for k in s.zones:
            z = view.zones.get(k)
            if z is not None:
                out.append(holdings(k) if z.cards else z.count)
        return tuple(out)

    @staticmethod
    def _reach(view, seat: int) -> frozenset | None:
        """The players within this phone's range of influence (a grand melee's limited range, 801): what the
        table dims and marks "out of range" for its viewer, the page marks too.  None where the range reaches
        everyone (then no seat is marked; nor is a player out of the game, nor any seat when this phone's own
        player is)."""
        me = next((x for x in view.seats if x.player == seat), None)
        if me is None or not me.alive or len(me.in_range) >= len(view.seats):
            return None
        return frozenset(me.in_range)

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

    def _zone_words(self, w, key: str) -> str:
        """A zone's name in a phone's words (asked for every zone of every seat of every snapshot: kept)."""
        k = (w.lang, key.rsplit(".", 1)[-1])
        name = self._zone_names.get(k)
        if name is None:
            name = self._zone_names[k] = w.zone(key)
        return name

    def _card_name(self, namer, token: str) -> str:
        """A known card's name in a phone's words (a token names one card for the whole game: kept)."""
        k = (namer.w.lang, token)
        name = self._card_names.get(k)
        if name is None:
            name = self._card_names[k] = namer.token_name(token)
        return name

    def _zone(self, z, namer) -> dict | None:
        """A zone's cards as this phone may see them: known cards by name (tapped marked), the others counted
        as face down.  None when it shows no card by name (a deck, a hand of another player)."""
        known = [c for c in z.cards if isinstance(c.token, str) and c.token.startswith("c")]
        if not known:
            return None
        shown = known[-ZONE_CARDS:]
        return {"zone": self._zone_words(namer.w, z.key), "key": z.key,
                "cards": [{"token": c.token, "name": self._card_name(namer, c.token), "tapped": bool(c.tapped)}
                          for c in shown],
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
        self.recaps.pop(seat, None)
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
