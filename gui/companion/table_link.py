"""Between one game and the phone server: a snapshot per seat out, a seat's answer in.

This is the one module that knows where snapshots come from.  Until the table's session (gui/session, issue
31) is on main it builds them from the engine's public contract only: `game.view(seat)` (what that seat may
see), `game.legal_actions(seat)` with their gesture hints, `game.events_for(seat)` for the log, and
`game.perform`.  Words come from the table's own word lists (gui/action_text.py, gui/log_text.py) in the
phone's language (`i18n.speaking`).  docs/COMPANION.md describes the snapshot as sent.

A phone answers by the number of an answer its snapshot offered, for the decision that snapshot showed; the
seat is the phone's own (the server takes it from the device key).  Anything else is refused here with a
protocol error and changes nothing.
"""
from __future__ import annotations

from engine.core.errors import ActionError
from gui import i18n
from gui.action_text import action_label, decision_title, refusal_text
from gui.event_words import step_words
from gui.i18n import tr
from gui.log_text import event_text, zone_name
from gui.names import CardBook

from . import protocol

LOG_LINES = 40          # the newest lines of the seat's log in each snapshot
KEPT_LINES = 200        # lines kept per seat and language between snapshots


def offered(game, seat: int) -> list:
    """The answers a phone is offered, numbered as it answers them: conceding is not among them (a tap
    must not end a player's game; the table asks for it with a confirmation)."""
    return [a for a in game.legal_actions(seat) if a.verb != "concede"]


class TableLink:
    """One game seen from its phone seats.  Called on the table's thread only."""

    def __init__(self, game, people):
        self.game = game
        self.people = set(people)
        self.books: dict[int, CardBook] = {}
        self.logs: dict[tuple, tuple] = {}     # (seat, lang) -> (events read, lines)

    # ----- out ----------------------------------------------------------------------------------------
    def decision_id(self) -> str:
        """Changes with every action the game takes: an answer for an older snapshot is stale."""
        return str(len(self.game.actions_log))

    def _book(self, seat: int) -> CardBook:
        book = self.books.get(seat)
        if book is None:
            book = self.books[seat] = CardBook()
            book.start(self.game)
        return book

    def snapshot(self, seat: int, lang: str) -> dict:
        """What `seat`'s phone shows, in `lang`: only what `game.view(seat)` and `events_for(seat)` hold."""
        g = self.game
        view = g.view(seat)
        book = self._book(seat)
        book.learn_view(view)
        with i18n.speaking(lang):
            lines = self._log(seat, lang, book)
            names = {s.player: s.name for s in view.seats}
            return {
                "lang": lang,
                "you": {"player": seat, "name": names.get(seat, "?")},
                "turn": view.turn,
                "step": step_words(view.step),
                "turn_player": names.get(view.turn_player, "?"),
                "decision": self._decision(seat, book, names),
                "hand": self._hand(view, seat, book),
                "seats": [self._seat(s, view, seat) for s in view.seats],
                "log": lines[-LOG_LINES:],
                "outcome": self._outcome(names),
            }

    def _card_name(self, book: CardBook, ref) -> str:
        defn = book.definition(ref) if isinstance(ref, int) else None
        if defn is None:
            return tr("a face-down card")
        return i18n.pick(getattr(defn, "name_ja", None), getattr(defn, "name_en", None)) or defn.id

    def _token_name(self, book: CardBook, tok) -> str:
        if isinstance(tok, str) and tok[:1] == "c" and tok[1:].isdigit():
            return self._card_name(book, int(tok[1:]))
        return tr("a face-down card")

    def _decision(self, seat: int, book: CardBook, names: dict) -> dict | None:
        g = self.game
        d = g.decision
        if d is None or g.outcome is not None:
            return None
        answers = offered(g, seat)

        def player(tok):
            try:
                return names[int(tok[1:])]
            except (ValueError, KeyError, TypeError):
                return "?"
        waiting = [names.get(p, "?") for p in d.waiting_for() if p != seat]
        return {
            "id": self.decision_id(),
            "title": decision_title(d.kind) if answers else "",
            "rule": d.rule or "",
            "yours": bool(answers),
            "waiting": waiting,
            "answers": [{"label": action_label(str(a), lambda t: self._token_name(book, t), player),
                         "source": a.source, "target": a.target} for a in answers],
        }

    def _hand(self, view, seat: int, book: CardBook) -> list:
        zone = view.zones.get(f"p{seat}.hand")
        if zone is None:
            return []
        return [{"token": c.token, "name": self._token_name(book, c.token)} for c in zone.cards]

    def _seat(self, s, view, seat: int) -> dict:
        counts = []
        for key in s.zones:
            z = view.zones.get(key)
            if z is not None:
                counts.append([zone_name(key), z.count])
        for key, words in (("life", "Life {n}"), ("poison", "Poison {n}")):
            n = s.counters.get(key)
            if isinstance(n, int) and not isinstance(n, bool):
                counts.append([tr(words, n=n), None])
        return {"name": s.name, "you": s.player == seat, "turn": s.player in view.active_players,
                "alive": s.alive, "zones": counts}

    def _log(self, seat: int, lang: str, book: CardBook) -> list:
        """The seat's log lines, read on from the events this seat's phone already has in words."""
        g = self.game
        names = {i: p.name for i, p in enumerate(g.players)}
        seen, lines = self.logs.get((seat, lang), (0, []))
        if seen > len(g.events):                # the game was replaced or taken back: read it again
            seen, lines = 0, []

        def card(ref, _defn):
            return self._card_name(book, ref)
        lines = list(lines)
        for ev in g.events_for(seat, since=seen):
            book.learn_event(ev)
            line = event_text(ev, names, card)
            if line:
                lines.append(line)
        lines = lines[-KEPT_LINES:]
        self.logs[(seat, lang)] = (len(g.events), lines)
        return lines

    def _outcome(self, names: dict) -> str | None:
        o = self.game.outcome
        if o is None:
            return None
        if o.is_draw:
            return tr("The game is a draw.")
        if o.nobody_won:
            return tr("Nobody won.")
        return tr("Winner: {w}", w=", ".join(names.get(w, "?") for w in o.winners))

    # ----- in -----------------------------------------------------------------------------------------
    def answer(self, seat: int, decision: str, index: int, lang: str = "en") -> dict | None:
        """Perform answer number `index` of those `seat` was offered for `decision`.  None when it was
        performed; else the error message for the phone (the game is unchanged)."""
        g = self.game
        if seat not in self.people:
            return protocol.error("unknown-key")
        if decision != self.decision_id():
            return protocol.error("stale-decision", decision=decision)
        answers = offered(g, seat)
        if not 0 <= index < len(answers):
            return protocol.error("not-offered", decision=decision)
        try:
            g.perform(answers[index])
        except ActionError as e:
            with i18n.speaking(lang):
                return protocol.error("refused", decision=decision, text=refusal_text(e), rule=e.rule or "")
        return None
