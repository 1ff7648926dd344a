"""Card fields declared as data, and the one reader that checks a card's tables against them.

Each family declares its card fields (`Field`: type, default, the words or the range it may take, what it
means) in tables (`Schema`), and its effect ops' parameters the same way (the shield family's in its
`@primitive` declarations).  `FieldReader.fields` reads any table of any family against its schema: unknown
keys, missing fields, types (a bool is never a whole number), words, ranges and list items are refused with a
DataError naming the file, the line of the field, the field and what it expects; the family's reader then
checks only what ties two fields together.  The same declarations write each family's SCHEMA.md
(`tools/card_schema.py`).

A field that names a player or a side (`player=True`) has no default: a card says whose it means.  Where the
field may be left out because another one says what is affected (a target), `unless` names that other field.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..core.save_setup import excerpt
from .primitives import REQUIRED

TYPE_WORDS = {int: "a whole number", str: "a string", bool: "true or false", list: "a list", dict: "a table"}
TYPE_NAMES = {int: "int", str: "string", bool: "bool", list: "list", dict: "table"}


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def type_ok(v, t) -> bool:
    return is_int(v) if t is int else isinstance(v, t)


@dataclass(frozen=True)
class Field:
    """One field of a card table or one parameter of an effect op."""
    type: type                      # str, int, bool, list or dict
    default: object = REQUIRED      # REQUIRED: the card must give it
    doc: str = ""
    choices: tuple = ()             # the words a string, or each item of a list, may be
    range: tuple | None = None      # (low, high) of a whole number, both included
    item: type | None = None        # the type of each item of a list
    table: "Schema | None" = None   # a table, or each table of a list, read against this schema
    ops: object = None              # a list of effect tables: a callable giving {op name: Schema}
    player: bool = False            # names a player or a side: never defaulted
    unless: str = ""                # required, but may be left out when this other field of the table is given
    pattern: str = ""               # a string must match this regular expression whole
    words: str = ""                 # what the field must be, when the type alone does not say it

    def __post_init__(self):
        if self.player and self.default is not REQUIRED:
            raise ValueError("a field naming a player or a side has no default: a card says whose")

    @property
    def required(self) -> bool:
        return self.default is REQUIRED or bool(self.unless)

    def expected(self) -> str:
        """What the field must be, in words (error messages and SCHEMA.md)."""
        if self.words:
            return self.words
        if self.choices and self.type is str:
            return "one of " + _words(self.choices)
        if self.range is not None:
            return f"{TYPE_WORDS[int]} {self.range[0]}-{self.range[1]}"
        if self.type is list:
            return self._list_words()
        if self.table is not None:
            return f"a {self.table.name} table"
        return TYPE_WORDS[self.type]

    def _list_words(self) -> str:
        if self.ops is not None:
            return "a list of effect tables"
        if self.table is not None:
            return f"a list of {self.table.name} tables"
        if self.choices:
            return "a list drawn from " + _words(self.choices)
        return f"a list of {TYPE_NAMES.get(self.item, 'value')}s" if self.item else TYPE_WORDS[list]


@dataclass(frozen=True)
class Schema:
    """A table of a card file: its fields by name, in the order SCHEMA.md lists them."""
    name: str
    fields: dict
    doc: str = ""
    what: str = "key"               # what its fields are called in messages: an op's are its parameters

    def required(self) -> list[str]:
        return [k for k, f in self.fields.items() if f.required]


# what every family's card has: an id and its two names
ID = Field(str, pattern=r"[A-Z]{1,4}-[A-Za-z0-9_]+", words="an id like SG-001 (capital letters, a dash, letters "
                                                          "or digits)", doc="unique in the pool")
NAME = Field(str, pattern=r"(?s).*\S.*", words="a non-empty string", doc="unique in the pool in its language")


def as_field(spec) -> Field:
    """A declaration as a Field: a Field, or a primitive's older (type, default) pair."""
    return spec if isinstance(spec, Field) else Field(spec[0], spec[1])


def op_schema(name: str, params: dict, doc: str = "") -> Schema:
    return Schema(name, {k: as_field(v) for k, v in params.items()}, doc, "parameter")


@dataclass
class FieldReader:
    """Reads tables of one card against schemas; `src` locates fields and raises the DataErrors."""
    src: object
    made: dict = field(default_factory=dict)

    def fields(self, raw, schema: Schema, where: tuple = (), fill: bool = True) -> dict:
        """The table's values, checked; the defaults of absent fields filled in when `fill`."""
        if not isinstance(raw, dict):
            self.src.at(where, f"{_field_name(where, schema)!r} must be a {schema.name} table, got {excerpt(raw)}")
        out = {}
        for k, v in raw.items():
            fld = schema.fields.get(k)
            if fld is None:
                self.src.at(where + (k,), _unknown(schema, k))
            out[k] = self.value(v, fld, where + (k,), _label(schema, k))
        self._absent(raw, schema, where, out, fill)
        return out

    def _absent(self, raw: dict, schema: Schema, where: tuple, out: dict, fill: bool) -> None:
        for k, fld in schema.fields.items():
            if k in raw:
                continue
            if (fld.unless not in raw) if fld.unless else fld.default is REQUIRED:
                need = f" (or {fld.unless!r})" if fld.unless else ""
                say = "must say whose:" if fld.player else "needs"
                self.src.at(where, f"{_whose(schema)} {say} {schema.what} {k!r}{need}, {fld.expected()}")
            if fill and fld.default is not REQUIRED:
                out[k] = fld.default

    def value(self, v, fld: Field, where: tuple, label: str):
        """A value of a field (`label` names it in messages), checked; a table's and a list's items too."""
        if not type_ok(v, fld.type):
            self.src.at(where, f"{label} must be {fld.expected()}, got {excerpt(v)}")
        if fld.type is list:
            return self.items(v, fld, where, label)
        if fld.table is not None:
            return self.fields(v, fld.table, where, fill=False)   # a nested table keeps what the card says
        if not _within(v, fld):
            self.src.at(where, f"{label} must be {fld.expected()}, got {excerpt(v)}")
        return v

    def items(self, v: list, fld: Field, where: tuple, label: str) -> list:
        if fld.ops is not None:
            return [self.effect(x, fld.ops(), where + (j,), label) for j, x in enumerate(v)]
        if fld.table is not None:
            return [self.fields(x, fld.table, where + (j,)) for j, x in enumerate(v)]
        for j, x in enumerate(v):
            if (fld.item and not type_ok(x, fld.item)) or (fld.choices and x not in fld.choices):
                self.src.at(where + (j,), f"{label}: item {j + 1} must be {_item_words(fld)}, got {excerpt(x)}")
        return list(v)

    def effect(self, raw, ops: dict, where: tuple, label: str):
        """One effect table: a known op and its declared parameters; the family's `make_effect` builds it."""
        if not isinstance(raw, dict) or "op" not in raw:
            self.src.at(where, f"{label} {where[-1] + 1} must be a table with an 'op', got {excerpt(raw)}")
        op = raw["op"]
        if not isinstance(op, str) or op not in ops:
            self.src.at(where + ("op",), f"'op': unknown effect op {excerpt(op)} (known: {', '.join(sorted(ops))})")
        params = self.fields({k: v for k, v in raw.items() if k != "op"}, ops[op], where)
        return self.src.make_effect(op, params, raw, where)


def _words(choices: tuple) -> str:
    return ", ".join(c if c else '""' for c in choices)


def _within(v, fld: Field) -> bool:
    if fld.choices and v not in fld.choices:
        return False
    if fld.range and not fld.range[0] <= v <= fld.range[1]:
        return False
    return not fld.pattern or re.fullmatch(fld.pattern, v) is not None


def _item_words(fld: Field) -> str:
    if fld.choices:
        return "one of " + _words(fld.choices)
    return TYPE_WORDS.get(fld.item, "a value")


def _whose(schema: Schema) -> str:
    return f"op {schema.name!r}" if schema.what == "parameter" else f"a {schema.name}"


def _unknown(schema: Schema, k) -> str:
    known = ", ".join(schema.fields) or "none"
    if schema.what == "parameter":
        return f"op {schema.name!r} has no parameter {excerpt(k)} (it takes: {known})"
    return f"unknown key {excerpt(k)} in {schema.name} (keys: {known})"


def _label(schema: Schema, k: str) -> str:
    return f"op {schema.name!r}: parameter {k!r}" if schema.what == "parameter" else repr(k)


def _field_name(where: tuple, schema: Schema) -> str:
    return next((k for k in reversed(where) if isinstance(k, str)), schema.name)
