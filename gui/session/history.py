"""The table's history and undo with several people.

Every answer the engine took is one `Entry`: who gave it, how (a person's own choice, an automatic pass given
for a person, a computer), and where the game was before it.  A person may undo only their own last answers
(a choice, not a pass: the pass-like answers are given again by themselves), while no other person has
answered since and no hidden card was revealed since (a draw, a shield break, a shuffle, a look: someone saw
it); the computers' answers after it are undone with it and played again.  Undo = the game replayed without
those answers (DESIGN §4); redo = replayed with them again, exact by the seed, until anything new is answered."""
from __future__ import annotations

from dataclasses import dataclass

from engine.saves import replay

from . import faults
from ..saves import revealing_events
from .answers import event_count

CHOSEN, AUTO, COMPUTER = "chosen", "auto", "computer"


@dataclass(frozen=True)
class Entry:
    seat: int
    text: str
    how: str             # CHOSEN (a person's own answer), AUTO (given for a person), COMPUTER
    before: int          # actions in the game's log before this one
    events: int          # events before this one
    passing: bool        # the decision's pass-like answer


@dataclass(frozen=True)
class Verdict:
    entry: Entry | None
    why: str | None      # None: undo would succeed; "nothing", "others" (+ who), "hidden"
    who: tuple = ()      # the people who answered since (for "others")


class History:
    def __init__(self):
        self.entries: list[Entry] = []
        self.redo_log: list[str] | None = None     # the log an undo left, while nothing new was answered
        self.undone: list[Entry] = []               # the entries that undo took back (redo gives them back)
        self._reveal = -1           # the last event that showed someone a card they did not know (or -1)
        self._scanned = 0           # events looked at for that
        self._index()

    def _index(self) -> None:
        """Per seat: where its last undoable choice and its last answer of its own are in `entries`."""
        self.last_choice: dict[int, int] = {}
        self.last_answer: dict[int, int] = {}
        for i, e in enumerate(self.entries):
            self._note(i, e)

    def _note(self, i: int, e: Entry) -> None:
        if e.how == CHOSEN:
            self.last_answer[e.seat] = i
            if not e.passing:
                self.last_choice[e.seat] = i

    def record(self, entry: Entry) -> None:
        self.entries.append(entry)
        self._note(len(self.entries) - 1, entry)
        self.redo_log = None
        self.undone = []

    def watch(self, game) -> None:
        """Look at the events since the last call for a hidden card shown (after every answer)."""
        n = event_count(game, self._scanned)
        if n > self._scanned:
            found = revealing_events(game, self._scanned)
            if found:
                self._reveal = found[-1]
        self._scanned = n

    def restart_watch(self, game) -> None:
        found = revealing_events(game, 0)
        self._reveal, self._scanned = (found[-1] if found else -1), event_count(game)

    def verdict(self, game, seat: int, withheld=()) -> Verdict:
        i = self.last_choice.get(seat)
        if i is None:
            return Verdict(None, "nothing")
        e = self.entries[i]
        others = tuple(sorted({q for q, j in self.last_answer.items() if q != seat and j > i} |
                              {q for q in withheld if q != seat}))
        if others:
            return Verdict(e, "others", others)
        if self._reveal >= e.events:
            return Verdict(e, "hidden")
        return Verdict(e, None)

    def undo(self, game, entry: Entry):
        """The game before `entry` (a new Game); the history forgets `entry` and everything after it."""
        n = entry.before - (1 if faults.on("undo-off-by-one") and entry.before > 0 else 0)
        earlier = replay(game.setup, list(game.actions_log[:n]))
        self.redo_log = list(game.actions_log)
        self.undone = [x for x in self.entries if x.before >= n]
        self.entries = [x for x in self.entries if x.before < n]
        self._index()
        self.restart_watch(earlier)
        return earlier

    def can_redo(self, game) -> bool:
        log = self.redo_log
        return log is not None and len(log) > len(game.actions_log) and log[:len(game.actions_log)] == \
            list(game.actions_log)

    def redo(self, game):
        later = replay(game.setup, list(self.redo_log))
        self.entries += self.undone
        self.redo_log, self.undone = None, []
        self._index()
        self.restart_watch(later)
        return later
