"""The labelled catalogue of gestures (issue 34): `assets/gestures/<family>/*.toml` are scenario positions
(engine/scenario.py, also opened by Game → Load a puzzle…) whose `[[expect]] gesture = "label"` entries name
a gesture at the table and what it must give: the rule (and code) of its refusal, or the answers it is.
tests/engine/test_gesture_catalogue.py walks every entry through `Game.why_not` and `Game.answer_for`;
`enza table-sim` makes the labelled gestures of its format at the table and counts a refusal citing another
rule as a bad refusal."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .paths import assets_dir


@dataclass(frozen=True)
class LabelledGesture:
    label: str
    family: str               # the catalogue's folder
    format: str
    path: Path                # the position (a scenario file)
    expect: dict = field(hash=False, compare=False)   # the [[expect]] entry: player, source, target, rule …

    @property
    def rule(self) -> str | None:
        return self.expect.get("rule")

    @property
    def code(self) -> str | None:
        return self.expect.get("code")

    @property
    def legal(self) -> bool:
        """Whether the gesture is an answer (its `answers`), not a refusal."""
        return "answers" in self.expect

    def game(self):
        """The position, as a new game."""
        from .scenario import load_scenario
        return load_scenario(self.path)

    def gesture(self, g) -> tuple:
        """(player, source, target) as that player sees the table in `g` (a game of this position)."""
        from .scenario import gesture_tokens
        return gesture_tokens(g, self.expect)

    def answers(self, g) -> tuple:
        """The answers the gesture must give in `g`, as action texts."""
        from .scenario import subst
        return tuple(subst(g, a) for a in self.expect.get("answers", ()))


def catalogue_dir() -> Path:
    return assets_dir() / "gestures"


def catalogue(fmt: str | None = None, family: str | None = None) -> list[LabelledGesture]:
    """Every labelled gesture (of one format or family), in file order."""
    from .scenario import _read
    out = []
    for path in sorted(catalogue_dir().glob("*/*.toml")):
        if family is not None and path.parent.name != family:
            continue
        data, _text, _path = _read(path)
        if fmt is not None and data.get("format") != fmt:
            continue
        for e in data.get("expect", []):
            if isinstance(e, dict) and "gesture" in e:
                out.append(LabelledGesture(e["gesture"], path.parent.name, data.get("format", ""), path, e))
    return out


BASE_DOCUMENT = {"shield": "dm", "lifezone": "bd", "stack": "mtg"}   # each family's base rules document


def rule_documents(fmt: str) -> frozenset:
    """The documents a refusal in format `fmt` may cite: its family's base rules and the seeds it implements
    (the prefixes of its `rules_ref`); never another family's (issue 34 item 3)."""
    from .newgame import formats
    info = next(i for i in formats() if i.name == fmt)
    return frozenset({BASE_DOCUMENT[info.family]} | {r.split(":")[0] for r in info.rules_ref})
