"""What the session hands a screen after every change: one immutable `Snapshot`.  A screen draws from it and
from nothing else (it never asks the engine), and sends answers back through the session."""
from __future__ import annotations

from dataclasses import dataclass, field

from .words.events import with_rule


@dataclass(frozen=True)
class Offer:
    """One answer offered to the person asked: its canonical text (what to send back), its words, and the
    engine's gesture hints (engine/core/hints.py): a drag of `source` onto `target`, or onto one of `follow`
    (a two-answer gesture); a button has neither source nor target."""
    text: str
    words: str
    source: str | None
    target: str | None
    follow: tuple = ()
    passing: bool = False      # the decision's one pass-like answer (go on, no block, done …)

    @property
    def button(self) -> bool:
        return self.source is None and self.target is None


@dataclass(frozen=True)
class Curtain:
    """The screen is covered until `seat` (named `name`) says they are at it.  `recap`: what happened to them
    while they looked away (attacks on them, their cards that left, life changes), in words."""
    seat: int
    name: str
    recap: tuple = ()


@dataclass(frozen=True)
class OpenCall:
    """The open call of D-306-ask, asked aloud with the table covered: "{name}: any declaration?".  Only a yes
    passes the screen (then the curtain, if it is needed); a no gives the seat's pass."""
    seat: int
    name: str
    question: str


@dataclass(frozen=True)
class UndoState:
    """Whether the screen's person may undo now: `label` names what Undo takes back ("Undo: charge 《X》");
    `reason` says why not when it is refused (None when it would succeed)."""
    seat: int | None
    possible: bool
    label: str
    reason: str | None = None
    redo: str | None = None    # the label of Redo when it is possible


@dataclass(frozen=True)
class EventLine:
    seq: int
    kind: str
    words: str | None          # None: bookkeeping the log leaves out; never a rule id (that is `rule`)
    event: dict = field(default_factory=dict, compare=False)   # the event as this screen may see it
    rule: str = ""             # the rule the event cites, shown as its own tag beside the words

    @property
    def tagged(self) -> str | None:
        """The words with the rule's tag after them (the log's line), None when the log leaves it out."""
        return with_rule(self.words, self.rule) if self.words else None


@dataclass(frozen=True)
class Stop:
    step: str
    words: str
    on: bool


@dataclass(frozen=True)
class Controls:
    """The controls that mean something now for the person asked: End turn, the two "pass until" (F6, F4)
    and the Stops list (every step of the game's family where that person could be stopped)."""
    end_turn: bool = False
    pass_until: bool = False
    stops: tuple = ()          # (Stop, …)
    waiting_until: str | None = None   # "turn" / "event" while the person's "pass until …" holds


@dataclass(frozen=True)
class Snapshot:
    screen: str
    version: int               # grows with every change of the session
    view: object               # the engine's typed View as this screen may see it (engine/core/view.py)
    viewer: int | None         # whose hidden cards the view shows (None: nobody's; "full": everyone's)
    asked: int | None          # the person whose answers `offers` are (None: nobody at this screen now)
    offers: tuple = ()         # (Offer, …) for `asked`
    heading: str = ""          # the decision in words, naming the person asked or the one awaited
    waiting_for: tuple = ()    # every seat the game waits for now
    thinking: int | None = None        # the computer seat whose answer the table awaits
    curtain: Curtain | None = None
    open_call: OpenCall | None = None
    undo: UndoState | None = None
    controls: Controls = field(default_factory=Controls)
    events: tuple = ()         # (EventLine, …) new for this screen since its previous snapshot
    log_restart: bool = False  # the viewer changed: `events` is the whole log as the new viewer sees it
    people: tuple = ()         # (seat, name, alive) of the people at this screen (Concede asks who)
    paused: bool = False
    skipping: bool = False
    over: bool = False
    outcome: tuple = ()        # words: the result lines when the game is over
    status: str = ""           # one line: format, turn, step, whose screen
    caption: str = ""          # the table's line in the middle: format, every turn under way and its step
    dimmed: tuple = ()         # seats drawn dimmed: in a question all answer at once, those not asked (any more)
    note: str | None = None    # a line no engine event carries (an automatic pass, a declined call)
