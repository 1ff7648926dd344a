"""The seats of a table: who sits where, person or computer, and which screen a person uses.

A seat is a player of the game.  A person plays on a screen: "pc" is the one shared computer screen (several
people take turns at it, behind the curtain when their cards must stay private); a phone (C1) will be a screen
of its own, seen by its person only.  A computer seat has no screen; its level comes from the game's setup
("random", "easy", "normal", "hard"; none: the default level)."""
from __future__ import annotations

from dataclasses import dataclass

PC = "pc"
PERSON = "person"
COMPUTER = "computer"


@dataclass(frozen=True)
class Seat:
    index: int
    name: str
    kind: str                  # PERSON or COMPUTER
    screen: str | None = PC    # the screen a person plays on; None for a computer
    level: str | None = None   # a computer's level name (None: the default)

    @property
    def person(self) -> bool:
        return self.kind == PERSON


def seats_of(game, people=None, screens=None) -> tuple[Seat, ...]:
    """The seats of `game` as its setup gives them (a player of kind "computer" is a computer seat).
    `people` (seat indices) overrides who is a person; `screens` ({seat: screen}) puts people on other
    screens than the PC."""
    out = []
    specs = (game.setup or {}).get("players") or []
    for pl in game.players:
        spec = specs[pl.index] if pl.index < len(specs) and isinstance(specs[pl.index], dict) else {}
        person = (pl.index in people) if people is not None else pl.kind != COMPUTER
        level = spec.get("level") if not person else None
        screen = (screens or {}).get(pl.index, PC) if person else None
        out.append(Seat(pl.index, pl.name, PERSON if person else COMPUTER, screen,
                        level if isinstance(level, str) else None))
    return tuple(out)


def people_at(seats, screen: str) -> list[int]:
    """The people who play on `screen`, in seat order."""
    return [s.index for s in seats if s.person and s.screen == screen]


def screens_of(seats) -> list[str]:
    """Every screen a person plays on (the PC first, always, so that a table of computers has a screen)."""
    out = [PC]
    for s in seats:
        if s.person and s.screen not in out:
            out.append(s.screen)
    return out
