"""A format's rule options, declared once with their type and range (`FormatInfo.options`), and the one check
of a set of option values that every way into a game goes through (`new_game`, so the CLI, scenarios, saves
and the New game dialog): a value of the wrong type or outside its range is refused with the option's name,
the value and what it may be, before anything is set up.  The dialog builds its widgets from the same
declarations, so it cannot offer a value the check refuses.

Types are never coerced: `true` is not 1, 2.5 is not a whole number, "5" is not 5 (the readers' contract)."""
from __future__ import annotations

import re
from dataclasses import dataclass, fields

TYPES = ("bool", "int", "str")
QUOTE = 80      # characters of a bad value a message may quote


class OptionError(ValueError):
    """An option value the format's declaration refuses: names the option, the value and what it may be."""

    def __init__(self, fmt: str, option: str, value, allowed: str, unknown: bool = False):
        shown = repr(value)
        if len(shown) > QUOTE:
            shown = shown[:QUOTE - 1] + "…"
        super().__init__(f"unknown option {option!r} for format {fmt} (its options: {allowed})" if unknown else
                         f"option {option!r} of {fmt} must be {allowed}, got {shown}")
        self.format, self.option, self.value, self.allowed = fmt, option, value, allowed


@dataclass(frozen=True)
class Option:
    """One option: its default, its type and its range.  An int lies in low..high (`off`: the value, if any,
    that switches the rule off, as a turn limit of 0); a str is one of `choices`, or, when a format lists
    them from its data (the digital format's legend skills), one of its `option_choices`; `none`: None
    ("no limit") is allowed too.  `rule` names the rule that fixes the range, for the message."""
    default: object
    type: str
    low: int | None = None
    high: int | None = None
    choices: tuple = ()
    none: bool = False
    off: int | None = None
    rule: str = ""

    def __post_init__(self):
        if self.type not in TYPES:
            raise TypeError(f"an option's type is one of {TYPES}, not {self.type!r}")
        if self.type == "int" and (self.low is None or self.high is None or self.low > self.high):
            raise TypeError("a whole-number option declares its range low..high")
        object.__setattr__(self, "choices", tuple(self.choices))

    def compact(self) -> dict:
        """The declaration's fields that differ from their defaults (`Option(**compact())` is the same option):
        how the generated index keeps it."""
        out = {"default": self.default, "type": self.type}
        for f in fields(self)[2:]:
            v = getattr(self, f.name)
            if v != f.default:
                out[f.name] = v
        return out

    def allowed(self, choices: tuple | None = None) -> str:
        """What a value may be, in words for a message: 'a whole number from 1 to 12', 'one of …'."""
        if self.type == "bool":
            text = "true or false"
        elif self.type == "int":
            text = f"{self.low}" if self.low == self.high else f"a whole number from {self.low} to {self.high}"
        else:
            text = "one of " + ", ".join(map(repr, self.choices if choices is None else choices))
        notes = [f"{self.off}: off"] if self.off is not None else []
        if self.none:
            text += " or null"
            notes.append("null: no limit")
        if self.rule:
            notes.append(self.rule)
        return text + (f" ({'; '.join(notes)})" if notes else "")

    def accepts(self, value, choices: tuple | None = None) -> bool:
        if value is None:
            return self.none
        if self.type == "bool":
            return isinstance(value, bool)
        if self.type == "int":
            return type(value) is int and self.low <= value <= self.high
        return isinstance(value, str) and value in (self.choices if choices is None else choices)


def flag(default: bool) -> Option:
    """An on/off rule."""
    return Option(default, "bool")


def number(default, low: int, high: int, *, none: bool = False, off: int | None = None, rule: str = "") -> Option:
    """A whole number in low..high (None too, meaning no limit, when `none`)."""
    return Option(default, "int", low, high, none=none, off=off, rule=rule)


def choice(default: str, *values: str, rule: str = "") -> Option:
    """One of a few words; no words: the format lists them (`BaseRules.option_choices`)."""
    return Option(default, "str", choices=values, rule=rule)


def declared(options: dict) -> dict:
    """`FormatInfo.options` as Options: the generated index (engine/formats/index.py) keeps each as its
    fields; anything else is a format that did not declare an option's type and range."""
    out = {}
    for name, spec in options.items():
        if isinstance(spec, dict):
            spec = Option(**spec)
        if not isinstance(spec, Option):
            raise TypeError(f"option {name!r} must be declared with its type and range (engine/core/options.py "
                            f"flag, number or choice), not as a bare default {spec!r}")
        out[name] = spec
    return out


def resolve(fmt: str, declared_options: dict, given, choices_of) -> dict:
    """Every option's value for a game: the declared defaults, with `given` (None or a mapping of option name
    to value) checked against the declarations.  `choices_of(name)`: the words a str option may take."""
    out = {k: o.default for k, o in declared_options.items()}
    if given is None:
        return out
    if not isinstance(given, dict):
        raise OptionError(fmt, "options", given, "a table of option names and values")
    for name, value in given.items():
        spec = declared_options.get(name)
        if spec is None:
            raise OptionError(fmt, str(name)[:QUOTE], value, ", ".join(declared_options) or "none", unknown=True)
        choices = choices_of(name) if spec.type == "str" else None
        if not spec.accepts(value, choices):
            raise OptionError(fmt, name, value, spec.allowed(choices))
        out[name] = value
    return out


def option_line(text: str | None, name: str) -> int | None:
    """The line of option `name` in a scenario's TOML or a save's JSON text: its first mention after the
    options table's key (`options = {…}`, `[options]`, `"options": {…}`), else the options key's own line."""
    if not text:
        return None
    m = re.search(r"""(?:^|[\s{,"\[])(options)["\]]?[ \t]*[=:\n]""", text)
    if m is None:
        return None
    at = m.start(1)
    hit = re.compile(r"(?:^|[\s{,\"])(" + re.escape(name) + r")[\"\s]*[=:]").search(text, at)
    return text.count("\n", 0, hit.start(1) if hit else at) + 1
