"""The session's state per screen (who holds it, the curtain, the open call, its log) and per team round."""
from __future__ import annotations

from .snapshot import Snapshot
from .wording import CardBook


class Screen:
    """One screen's state: who holds it (whose hidden cards it may draw), the curtain, the open call."""

    def __init__(self, sid: str, people: list, game):
        self.id = sid
        self.people = people
        self.owner: int | None = None       # the person it is drawn for, while they may be the only one looking
        self.uncovered = False              # the owner took it without the curtain: the others may still look
        self.curtain: int | None = None
        self.call: int | None = None
        self.recap: tuple = ()
        self.book = CardBook(game)
        self.log_viewer: object = ()        # whose events it showed last (() before the first)
        self.logs: dict = {}                # viewer -> [EventLine] of every event, as that viewer sees it
        self.seen = 0                       # events it was given
        self.snapshot: Snapshot | None = None
        self.words = None                   # its own words (a phone's language); None: the table's


class Round:
    """A decision that any one of several players answers for all (a team holding priority, a team's block):
    who declined (computers) or passed (people, their pass withheld from the engine) in this round, and who
    said yes to the open call.  A new round starts whenever the engine takes an answer (D-805.5-people)."""

    def __init__(self, key=None):
        self.key = key
        self.done: dict[int, str] = {}      # seat -> its pass, in the order given
        self.called: set = set()
