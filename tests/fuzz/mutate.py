"""Seeded mutations of the project's own files: byte flips, truncation, encodings, BOM/CRLF, huge and
deep values, wrong types.  Every mutation is a pure function of (bytes, rng)."""
from __future__ import annotations

import json
import random
import re

_VALUE_LINE = re.compile(rb"^([ \t]*[A-Za-z_][A-Za-z0-9_.-]*[ \t]*=[ \t]*)(.*)$", re.M)

# values of the wrong type (or out of any range) for a `key = value` line or a JSON node
WRONG_TOML = [b"true", b"false", b"1.5", b"-1", b"0", b"inf", b"nan", b"-inf", b'"x"', b'""', b"[]", b"[1]",
              b"{}", b'{ a = 1 }', b"99999999999999999999", b"1e999", b"2026-01-01", b'["x", 1]', b"[[1]]",
              b'"\\u0000"', b"'''x'''", b'"p0 \xe3\x81\x82"', b"-9223372036854775809"]
WRONG_JSON = [True, False, 1.5, -1, 0, None, "x", "", [], [1], {}, {"a": 1}, 10 ** 20, -(2 ** 70), float("inf"),
              float("nan"), "p99 pass", "c99999", "h" + "f" * 8, ["x", 1], [[1]], "\u0000", "\ufeff"]


def _pos(rng: random.Random, data: bytes) -> int:
    return rng.randrange(len(data) + 1)


def flip_bits(data: bytes, rng) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if b:
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def set_bytes(data: bytes, rng) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if b:
            b[rng.randrange(len(b))] = rng.choice(b'\x00\xff\xfe\x80\xc3"\'[]{}=\n\r\t#\\,.0123456789 ')
    return bytes(b)


def truncate(data: bytes, rng) -> bytes:
    return data[:_pos(rng, data)]


def delete_range(data: bytes, rng) -> bytes:
    i = _pos(rng, data)
    return data[:i] + data[i + rng.randint(1, 200):]


def duplicate_range(data: bytes, rng) -> bytes:
    i = _pos(rng, data)
    j = min(len(data), i + rng.randint(1, 400))
    return data[:j] + data[i:j] * rng.choice((1, 2, 50)) + data[j:]


def insert_junk(data: bytes, rng) -> bytes:
    i = _pos(rng, data)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    return data[:i] + junk + data[i:]


def encoding(data: bytes, rng) -> bytes:
    text = data.decode("utf-8", "replace")
    enc = rng.choice(("utf-16", "utf-16-le", "utf-32", "latin-1", "shift_jis", "cp1252", "euc-jp"))
    return text.encode(enc, "replace")


def bom(data: bytes, rng) -> bytes:
    return rng.choice((b"\xef\xbb\xbf", b"\xef\xbb\xbf\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")) + data


def crlf(data: bytes, rng) -> bytes:
    return rng.choice((data.replace(b"\n", b"\r\n"), data.replace(b"\n", b"\r"), b"\xef\xbb\xbf" +
                       data.replace(b"\n", b"\r\n"), data.replace(b"\n", b"\n\r")))


def _replace_value(data: bytes, rng, value: bytes) -> bytes:
    lines = list(_VALUE_LINE.finditer(data))
    if not lines:
        i = _pos(rng, data)
        return data[:i] + value + data[i:]
    m = rng.choice(lines)
    return data[:m.start(2)] + value + data[m.end(2):]


def wrong_type(data: bytes, rng) -> bytes:
    return _replace_value(data, rng, rng.choice(WRONG_TOML))


def huge_value(data: bytes, rng) -> bytes:
    n = rng.choice((5000, 100_000, 2_000_000, 5_000_000))
    v = rng.choice((b'"' + b"x" * n + b'"', b"9" * min(n, 100_000), b"[" + b"1," * (n // 2) + b"1]",
                    b'"' + "あ".encode() * (n // 3) + b'"'))
    return _replace_value(data, rng, v)


def deep_value(data: bytes, rng) -> bytes:
    d = rng.choice((63, 65, 200, 1000, 100_000))
    v = rng.choice((b"[" * d + b"1" + b"]" * d, b"{ a = " * d + b"1" + b" }" * d))
    return _replace_value(data, rng, v)


def huge_line(data: bytes, rng) -> bytes:
    i = data.find(b"\n", _pos(rng, data))
    i = len(data) if i < 0 else i
    return data[:i] + b"\n" + b"4 " + b"SG-0" * rng.choice((100, 300_000)) + b"\n" + data[i:]


def tweak_number(data: bytes, rng) -> bytes:
    """A number changed to another plausible one: the file usually stays valid, and the game it gives
    is played (cards of cost 0, power 0 or 99999, decks of other sizes)."""
    nums = list(re.finditer(rb"(?<![\w.-])\d{1,6}(?![\w.])", data[:200_000]))
    if not nums:
        return data
    m = rng.choice(nums)
    v = rng.choice((0, 1, 2, 3, 5, 9, 20, 99, 500, 1000, 5000, 99999, int(m.group()) + 1))
    return data[:m.start()] + str(v).encode() + data[m.end():]


def swap_lines(data: bytes, rng) -> bytes:
    lines = data.split(b"\n")
    if len(lines) > 2:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


MUTATORS = [flip_bits, set_bytes, truncate, delete_range, duplicate_range, insert_junk, encoding, bom, crlf,
            wrong_type, wrong_type, wrong_type, huge_value, deep_value, huge_line, tweak_number, tweak_number,
            tweak_number, swap_lines]


def mutate(data: bytes, rng: random.Random, rounds: int | None = None) -> tuple[bytes, str]:
    """`data` after 1-3 mutations; the names of the mutations used."""
    names = []
    for _ in range(rounds or rng.choice((1, 1, 1, 2, 3))):
        f = rng.choice(MUTATORS)
        data = f(data, rng)
        names.append(f.__name__)
    return data, "+".join(names)


# -- JSON: structural mutation of a parsed document -------------------------------------------------
def _nodes(doc, limit: int = 100):
    """The path of every node (the first 50 items of a list), not below `limit` levels (an earlier round
    may have nested a value 50,000 deep)."""
    stack = [((), doc)]
    while stack:
        path, v = stack.pop()
        yield path
        if len(path) >= limit:
            continue
        if isinstance(v, dict):
            stack.extend((path + (k,), x) for k, x in reversed(list(v.items())))
        elif isinstance(v, list):
            stack.extend((path + (i,), x) for i, x in reversed(list(enumerate(v[:50]))))


def _pick(doc, rng: random.Random):
    """(parent, key, value) of a random node below the root, or None for a document with none.  Half the
    time a named field (an object's key), not a list item: a save's card lists would take most picks."""
    paths = [p for p in _nodes(doc) if p]
    named = [p for p in paths if isinstance(p[-1], str)]
    if not paths:
        return None
    path = rng.choice(named if named and rng.random() < 0.5 else paths)
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    return parent, path[-1], parent[path[-1]]


def nested(value, rng: random.Random):
    """The same value one level deeper (in a list or an object), or one level shallower (a container
    replaced by one of its items, or turned into the other kind of container)."""
    how = rng.randrange(4)
    if how == 0:
        return [value]
    if how == 1:
        return {rng.choice(("x", "value", "0")): value}
    if isinstance(value, dict) and value:
        return rng.choice(list(value.values())) if how == 2 else list(value.values())
    if isinstance(value, list) and value:
        return rng.choice(value) if how == 2 else {str(i): v for i, v in enumerate(value[:50])}
    return [[value]]


def _json_change(rng: random.Random, node) -> str:
    parent, last, value = node
    how = rng.choice(("type", "type", "type", "nest", "nest", "delete", "huge", "deep", "actions"))
    if how == "delete":
        del parent[last]
    elif how == "nest":
        parent[last] = nested(value, rng)
    elif how == "huge":
        parent[last] = rng.choice(("x" * 5_000_000, 10 ** 4500, ["p0 pass"] * 300_000))
    elif how == "deep":
        v = 1
        for _ in range(rng.choice((65, 1000, 50_000))):
            v = [v]
        parent[last] = v
    elif how == "actions" and isinstance(parent, list) and all(isinstance(a, str) for a in parent):
        parent[last] = action_text(rng, str(value))
    else:
        parent[last] = rng.choice(WRONG_JSON)
        how = "type"
    return how


def mutate_json(text: str, rng: random.Random) -> tuple[bytes, str]:
    """A save, settings file or autosave line with 1-3 of its nodes given a value of another JSON type,
    nested deeper or shallower, removed, or made huge or deep; the whole document replaced by another type;
    or the bytes mutated as for any file."""
    if rng.random() < 0.3:
        return mutate(text.encode(), rng)
    doc = json.loads(text)
    if rng.random() < 0.05:
        doc, hows = rng.choice(WRONG_JSON + [[doc], {"x": doc}]), ["root"]
    else:
        hows = []
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            node = _pick(doc, rng)
            if node is None:
                return mutate(text.encode(), rng)
            hows.append(_json_change(rng, node))
    try:
        out = json.dumps(doc, ensure_ascii=rng.random() < 0.5)
    except (RecursionError, ValueError):
        return mutate(text.encode(), rng)
    return out.encode(), "json-" + "+".join(hows)


# -- TOML: structural mutation of a parsed document ------------------------------------------------
WRONG_TOML_VALUES = [True, False, 1.5, -1, 0, 10 ** 20, -(2 ** 63), float("inf"), float("nan"), "x", "", [], [1],
                     {}, {"a": 1}, ["x", 1], [[1]], "SG-001", 99999, 500, "p0 pass"]


def _tv(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return "nan" if v != v else ("inf" if v == float("inf") else "-inf" if v == float("-inf") else repr(v))
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(_tv(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{json.dumps(str(k))} = {_tv(x)}" for k, x in v.items()) + " }"
    return json.dumps(str(v))


def dump_toml(doc: dict) -> str:
    """Scalars first, then arrays of tables as [[name]] with inline values (enough for our files)."""
    out = [f"{json.dumps(k)} = {_tv(v)}" for k, v in doc.items()
           if not (isinstance(v, list) and v and all(isinstance(x, dict) for x in v))]
    for k, v in doc.items():
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for t in v:
                out.append(f"\n[[{json.dumps(k)}]]")
                out.extend(f"{json.dumps(str(kk))} = {_tv(vv)}" for kk, vv in t.items())
    return "\n".join(out) + "\n"


def mutate_toml(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """A TOML file with 1-3 nodes of its parsed data (a card's fields, its abilities and their fields) given a
    value of another type, nested deeper or shallower, or removed."""
    import tomllib
    try:
        doc = tomllib.loads(data.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return mutate(data, rng)
    hows = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        node = _pick(doc, rng)
        if node is None:
            return mutate(data, rng)
        parent, last, value = node
        r = rng.random()
        if r < 0.15:
            del parent[last]
            hows.append("delete")
        elif r < 0.4:
            parent[last] = nested(value, rng)
            hows.append("nest")
        else:
            parent[last] = rng.choice(WRONG_TOML_VALUES)
            hows.append("type")
    return dump_toml(doc).encode(), "toml-" + "+".join(hows)


def mutate_file(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """Bytes mutations, or for a TOML file (half the time) a structural one."""
    if rng.random() < 0.5 and b" = " in data:
        return mutate_toml(data, rng)
    return mutate(data, rng)


# -- action texts -----------------------------------------------------------------------------------
def action_text(rng: random.Random, base: str, n_cards: int = 200, hidden: list | None = None) -> str:
    """A mutated action: out-of-range seats, hidden cards' ids and handles, junk tokens, long texts."""
    parts = base.split()
    how = rng.randrange(10)
    if how == 0 and parts:
        parts[0] = f"p{rng.choice((-1, 8, 16, 99, 10 ** 6, 10 ** 30))}"
    elif how == 1 and len(parts) > 2:
        parts[rng.randrange(2, len(parts))] = f"c{rng.choice(hidden) if hidden else rng.randrange(n_cards + 50)}"
    elif how == 2:
        parts.append(f"h{rng.getrandbits(32):08x}")
    elif how == 3:
        parts.append(f"c{rng.choice((-1, 10 ** 9, n_cards, n_cards + 1))}")
    elif how == 4:
        return base + " x" * rng.choice((300, 5000))
    elif how == 5 and len(parts) > 1:
        parts[1] = rng.choice(("block", "galaxy", "kirifudash", "concede", "summon", "cast", "attack", "ninja",
                               "choose", "order", "mulligan", "pass", "charge", "x" * 100))
    elif how == 6:
        return rng.choice(("", " ", "p0", "p0\x00pass", "p0 pass\n", "ｐ０ pass", "p٣ pass", "P0 PASS",
                           "p0  pass", "p0 pass #", "p00 pass", "p0 pass c", "p0 pass c-1"))
    elif how == 7 and len(parts) > 2:
        del parts[rng.randrange(2, len(parts))]
    elif how == 8:
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(("p1", "p2", "c0", "true", "1.5", "∞", "-")))
    else:
        return mutate(base.encode(), rng, 1)[0].decode("utf-8", "replace")
    return " ".join(parts)
