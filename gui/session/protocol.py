"""The session's protocol: its options, its replies, a computer's question, what the table waits for, and
what it does next (Session._next)."""
from __future__ import annotations

from dataclasses import dataclass, field

USE_DECLARATION = "use-declaration"     # the engine's decision kind for D-306-ask's call (engine/core/kinds.py)
PACE_MS = 350           # the default pace: a computer move that shows something stays this long on the screen


@dataclass
class TableOptions:
    privacy: bool = True            # hide other players' cards (off: open-hand play, everything face up)
    auto_pass: bool = True          # give a person's pass where they could do nothing else or a stop says so
    declarations: str = "public"    # D-306-ask: "public" (the open call), "private" (a curtain each), "can"
    pace_ms: int = PACE_MS
    language: str | None = None


@dataclass(frozen=True)
class Reply:
    ok: bool
    refusal: str | None = None      # why not, in words, with the rule id
    code: str = ""
    rule: str = ""                  # the rule id the refusal cites
    choices: tuple = ()             # a gesture naming several answers: each choice's answers, to pick from


@dataclass(frozen=True, eq=False)
class Question:
    """A computer seat must answer.  `game` is the live game: copy it at once, on the caller's thread
    (`copy()` or `save()`), and never change it; the answer goes to `Session.computer_answer(ticket, text)`."""
    ticket: int
    seat: int
    level: str | None
    seed: int
    game: object = field(repr=False)

    def copy(self):
        return self.game.clone()

    def save(self) -> dict:
        from engine.core.saves import save_data
        return save_data(self.game)


@dataclass(frozen=True)
class Wait:
    person: int | None = None       # a person must act (answer, dismiss the curtain, answer the open call)
    question: Question | None = None   # the computer question now (send it once: its ticket tells)
    until: float | None = None      # call run() again at this time (the pace)
    thinking: int | None = None
    paused: bool = False
    over: bool = False


# what the table does next (Session._next)
OVER, NOBODY, PERSON, CALL, CURTAIN, AUTO_PASS, THINK = "over", "nobody", "person", "call", "curtain", "auto", "think"


@dataclass(frozen=True)
class Next:
    what: str
    seat: int | None = None
    text: str | None = None         # AUTO_PASS: the answer given
    withhold: bool = False          # AUTO_PASS: a pass of a team's round, kept until every teammate passed
