"""The format registry: every playable format registers its rules class here."""
from __future__ import annotations

FORMATS: dict[str, type] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(rules_cls):
    info = rules_cls.info
    FORMATS[info.name] = rules_cls
    for a in info.aliases:
        _ALIASES[a] = info.name
    return rules_cls


# Which module defines each built-in format (and its aliases), so that starting one game imports
# only its own family: importing every family costs start-up time.
_MODULE_OF = {"duel": "duel", "shield": "duel", "duepa": "duepa", "duel-party": "duepa", "party": "duepa",
              "digital": "digital", "dmp": "digital", "divide": "divide", "tag": "tag", "magic": "magic",
              "ffa": "ffa", "teams": "twohg", "2hg": "twohg", "emperor": "emperor",
              "emperor-variant": "emperor", "alternating": "alternating", "alternating-teams": "alternating"}


def _load_builtin():
    global _loaded
    if not _loaded:
        _loaded = True
        from . import duel, duepa, digital, divide, tag, magic, ffa, twohg  # noqa: F401  (registration side effect)
        from . import emperor, alternating  # noqa: F401  (F2: seed 001 §809, §811)


def _load_one(name: str) -> None:
    mod = _MODULE_OF.get(name)
    if mod is None:
        _load_builtin()
    else:
        import importlib
        importlib.import_module(f"{__name__}.{mod}")


def get_format(name: str):
    key = _ALIASES.get(name, name)
    if key not in FORMATS:
        _load_one(name)
        key = _ALIASES.get(name, name)
    if key not in FORMATS:
        _load_builtin()
        key = _ALIASES.get(name, name)
    if key not in FORMATS:
        raise KeyError(f"unknown format {name!r}; known: {', '.join(sorted(FORMATS))}")
    return FORMATS[key]


def all_formats():
    _load_builtin()
    return [cls.info for cls in FORMATS.values()]


class _CallableModule(__import__("types").ModuleType):
    """`engine.formats()` is the public contract (DESIGN.md §4) while `engine/formats/` is also the
    package of format modules; importing the package rebinds the attribute `engine.formats` to it,
    so the package itself answers the call."""

    def __call__(self):
        return all_formats()


__import__("sys").modules[__name__].__class__ = _CallableModule
