"""The one way out: an immutable Snapshot per screen after every change (snapshot.py says what one holds),
made from the engine's views and events in the screen's words (wording.py)."""
from __future__ import annotations

from .answers import pass_of
from .protocol import CURTAIN, PERSON, THINK, USE_DECLARATION, Next
from .snapshot import Controls, Curtain, EventLine, Offer, OpenCall, Snapshot, Stop, UndoState
from .stops import has_turn
from .tables import Screen
from .wording import Namer, words_for
from .words.status import dimmed_seats, pass_words, turn_caption, turns_words

RECAP_LINES = 6


class ShowingMixin:
    """For Session: needs game, seats, screens, words, sight, history, stops, notes and the asking state."""

    def _changed(self) -> None:
        self.publish()

    def words_of(self, s: Screen):
        """The words screen s is drawn in: its own language (a phone's) or the table's."""
        return s.words if s.words is not None else self.words

    def namer(self, screen: str) -> Namer:
        """Names of cards and players as screen `screen` may say them, in its words."""
        s = self.screens[screen]
        return Namer(self.words_of(s), s.book, self.game)

    def set_screen_language(self, screen: str, lang: str | None) -> None:
        """Screen `screen` speaks `lang` from now on (a phone's own language; None: the table's): its log is
        worded again from its start."""
        s = self.screens[screen]
        s.words = words_for(lang) if lang else None
        s.logs, s.log_viewer = {}, ()
        self._changed()

    def _note_lines(self, w) -> str | None:
        """The notes in a screen's words (a note is a function of the words, or a line already worded)."""
        return "\n".join(n(w) if callable(n) else n for n in self.notes) or None

    def publish_if_changed(self) -> bool:
        key = self._state_key()
        if key != getattr(self, "_published_key", None):
            return self.publish()
        return False

    def _state_key(self) -> tuple:
        g = self.game
        return (id(g), len(g.actions_log), self.events_n, self._now, self.paused, self.skipping,
                tuple((s.owner, s.curtain, s.call) for s in self.screens.values()), len(self.round.done),
                self.question.ticket if self.question else None)

    def publish(self) -> bool:
        """Make every screen's snapshot anew and hand it to the listeners; True when a screen was shown
        something to read: a new line of its log (what the pace counts; a pass that only moves the game on
        to its next step says nothing and is not paced)."""
        self.version += 1
        self._published_key = self._state_key()
        shown = False
        self.sight.views([self.viewer_of(s) for s in self.screens.values()])
        for s in self.screens.values():
            snap = self._snapshot_of(s)
            s.snapshot = snap
            if not snap.log_restart and any(e.words for e in snap.events):
                shown = True
            for fn in list(self.listeners):
                fn(s.id, snap)
        self.notes = []
        return shown

    def viewer_of(self, s: Screen):
        """Whose hidden cards screen s draws: "full" (open play, replay), one person, or None (nobody's)."""
        if self.replay or not self.options.privacy:
            return "full"
        if len(s.people) == 1:
            return s.people[0]
        if s.owner is not None and not (s.uncovered and self.sight.private_to(s.owner, s.people)):
            return s.owner      # (one who took it uncovered keeps it only while they have nothing to hide)
        if not s.people:
            return None
        return self.sight.common_viewer(s.people)

    def _snapshot_of(self, s: Screen) -> Snapshot:
        g, w, sight = self.game, self.words_of(s), self.sight
        viewer = self.viewer_of(s)
        view = sight.view(viewer)
        s.book.learn_view(view, sight.faces)
        namer = Namer(w, s.book, g)
        nxt = self._now
        asked = nxt.seat if nxt.what == PERSON and nxt.seat in s.people else None
        events, restart = self._events(s, viewer, namer)
        offers, heading, controls = (), self._heading(nxt, namer, w), Controls()
        if asked is not None:
            offers = self._offers(asked, namer, view)
            controls = self._controls(asked, w)
        d = g.decision
        waiting = tuple(d.waiting_for()) if d is not None and g.outcome is None else ()
        curtain = Curtain(s.curtain, self.seats[s.curtain].name, s.recap) if s.curtain is not None else None
        call = None
        if s.call is not None:
            name = self.seats[s.call].name
            q = w.tr("{name}: any declaration?", name=name) if d.kind == USE_DECLARATION else \
                w.tr("{name}: any response?", name=name)
            call = OpenCall(s.call, name, q)
        return Snapshot(
            screen=s.id, version=self.version, view=view, viewer=viewer, asked=asked, offers=offers,
            heading=heading, waiting_for=waiting, thinking=nxt.seat if nxt.what == THINK else None,
            curtain=curtain, open_call=call, undo=self._undo_state(s, namer), controls=controls,
            events=events, log_restart=restart,
            people=tuple((p, self.seats[p].name, g.players[p].alive) for p in s.people),
            paused=self.paused, skipping=self.skipping, over=g.outcome is not None,
            outcome=self._outcome_lines(w) if g.outcome is not None else (),
            status=self._status(s, viewer), note=self._note_lines(w), caption=turn_caption(w, g, view),
            dimmed=dimmed_seats(g, view))

    def _events(self, s: Screen, viewer, namer) -> tuple:
        """The screen's new log lines; when the viewer changed, the whole log as the new viewer sees it (kept
        per viewer, so that the screen passing back and forth words each event once per viewer)."""
        g = self.game
        restart = viewer != s.log_viewer
        lines = s.logs.setdefault(viewer, [])
        seen = len(lines)
        if seen < self.events_n:
            names = namer.player_names()
            # the opening hands are dealt before the first turn: their draws, card by card, would be the
            # first fourteen or more lines of every game (the hand shows the cards); the shield game deals
            # them silently, the others are worded alike
            dealing = not any(x.kind == "turn_start" for x in lines)
            for ev in g.events_for(None if viewer == "full" else viewer, seen, full=viewer == "full"):
                s.book.learn_event(ev)
                dealing = dealing and ev["kind"] != "turn_start"
                words = None if dealing and ev.get("cause") == "draw" else \
                    namer.w.event(ev, names, namer.log_card, namer.spell_side_name)
                lines.append(EventLine(ev["seq"], ev["kind"], words, ev, str(ev.get("rule") or "")))
        new = lines if restart else lines[s.seen:]      # one line per event: line k is event k
        s.log_viewer, s.seen = viewer, self.events_n
        return tuple(new), restart

    def _offers(self, p: int, namer, view) -> tuple:
        acts = self.sight.answers(p)
        passing = pass_of(acts)
        return tuple(Offer(a.text, pass_words(namer, view, a.text) if a is passing else namer.answer(a.text),
                           a.source, a.target, tuple(a.follow or ()), a is passing) for a in acts)

    def _heading(self, nxt: Next, namer, w) -> str:
        g = self.game
        if g.decision is None or g.outcome is not None or nxt.seat is None:
            return ""
        name = self.seats[nxt.seat].name
        if nxt.what == CURTAIN:
            return w.tr("Waiting for {name} to take the screen.", name=name)
        return f"{name}: {w.heading(g, namer.card_label)}"

    def _controls(self, p: int, w) -> Controls:
        passing = pass_of(self.sight.answers(p)) is not None
        view = self.sight.public()
        mine = self.stops.stops_of(p)
        stops = tuple(Stop(step, w.step(step), step in mine) for step in self.stops.steps)
        return Controls(end_turn=passing and has_turn(view, p), pass_until=passing, stops=stops,
                        waiting_until=self.stops.waiting(p))

    def _undo_state(self, s: Screen, namer) -> UndoState:
        seat = self.undo_seat(s.id)
        w = self.words_of(s)
        known = self.sight.known(self.viewer_of(s)) if self.viewer_of(s) != "full" else None

        def card(tok):      # a card the screen's viewer does not know stays unnamed (a choice made in private)
            cid = int(tok[1:]) if isinstance(tok, str) and tok[:1] == "c" and tok[1:].isdigit() else None
            return namer.token_name(tok) if cid is not None and (known is None or cid in known) else \
                w.tr("a face-down card")
        redo = None
        if seat is not None and self.history.can_redo(self.game) and self.history.undone:
            redo = w.tr("Redo: {what}", what=w.answer(self.history.undone[0].text, card, namer.player_name))
        if seat is None or self.replay:
            return UndoState(None, False, w.tr("Undo"), w.tr("Nothing to undo."), redo)
        v = self.history.verdict(self.game, seat, self._withheld_people())
        if v.entry is None:
            return UndoState(seat, False, w.tr("Undo"), self._undo_reason(v, w), redo)
        label = w.tr("Undo: {what}", what=w.answer(v.entry.text, card, namer.player_name))
        return UndoState(seat, v.why is None, label, None if v.why is None else self._undo_reason(v, w), redo)

    def _status(self, s: Screen, viewer) -> str:
        g, w = self.game, self.words_of(s)
        fmt = w.pick(g.format.title_ja, g.format.title_en)
        screen = self.seats[viewer].name if isinstance(viewer, int) else w.tr("everyone")
        view = self.sight.public()
        if view.turns:      # several turns at once (grand melee): each with its own step
            return w.tr("{fmt} · {turns} · screen: {screen}", fmt=fmt, turns=turns_words(w, g, view.turns),
                        screen=screen)
        return w.tr("{fmt} · turn {turn} ({player}) · {step} · screen: {screen}", fmt=fmt, turn=g.turn,
                    player=g.players[g.turn_player].name, step=w.step(g.step), screen=screen)

    def _outcome_lines(self, w) -> tuple:
        g = self.game
        o = g.outcome
        data = o.to_data()      # a concession is said as such, with the family's rule where it has one
        lines = [f"{self.seats[p].name}: {w.result(data, p)}" for p in sorted(o.players)]
        if o.is_draw:
            head = w.tr("The game is a draw.")
        elif o.nobody_won:
            head = w.tr("Nobody won.")
        else:
            head = w.tr("Winner: {w}", w=", ".join(self.seats[p].name for p in o.winners))
        return (head, *lines)

    def _recap(self, p: int) -> tuple:
        """What happened to p while they looked away: the public log lines since then that name them (an
        attack on them, their cards that left, their life)."""
        g = self.game
        if p not in self.last_look:
            return ()           # they never looked away: the deal is no news
        s = self.screen_of(p)
        namer = Namer(self.words_of(s), s.book, g)
        names = namer.player_names()
        name = names.get(p, "")
        out = []
        for ev in g.events_for(None, self.last_look[p]):
            line = namer.w.event(ev, names, namer.log_card, namer.spell_side_name)
            if line and name and name in line:
                out.append(line)
        return tuple(out[-RECAP_LINES:])
