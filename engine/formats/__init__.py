"""The format registry: every playable format registers its rules class here, with one declaration
(`@register` on the class).  engine/formats/index.py, generated from those declarations by
tools/format_index.py, says which module to import for a name, so starting a game loads only its format."""
from __future__ import annotations

import importlib

from .index import INFO, MODULE_OF, ORDER

FORMATS: dict[str, type] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def register(rules_cls):
    info = rules_cls.info
    FORMATS[info.name] = rules_cls
    for a in info.aliases:
        _ALIASES[a] = info.name
    return rules_cls


def _load_builtin():
    """Import every built-in format module (listing them all); one game imports only its own (`_load_one`)."""
    global _loaded
    if not _loaded:
        _loaded = True
        for mod in dict.fromkeys(MODULE_OF.values()):
            _import(mod)


def _load_one(name: str) -> None:
    mod = MODULE_OF.get(name)
    if mod is None:
        _load_builtin()
    else:
        _import(mod)


def _import(mod: str) -> None:
    # by name, from the generated index: the package never imports its format modules itself, which
    # import it to register (tests/engine/test_layering.py checks the import graph has no cycle)
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


_INDEXED_INFO: dict = {}


def _listed_info(name: str):
    """A built-in format's FormatInfo: its class's once imported, else built from the index, so that
    listing the formats (the New game dialog) imports none of them."""
    cls = FORMATS.get(name)
    if cls is not None:
        return cls.info
    info = _INDEXED_INFO.get(name)
    if info is None:
        from ..core.rules import FormatInfo
        info = _INDEXED_INFO[name] = FormatInfo(**INFO[name])
    return info


def all_formats():
    return [_listed_info(n) for n in ORDER] + [c.info for n, c in FORMATS.items() if n not in INFO]


class _CallableModule(__import__("types").ModuleType):
    """`engine.formats()` is the public contract (DESIGN.md §4) while `engine/formats/` is also the
    package of format modules; importing the package rebinds the attribute `engine.formats` to it,
    so the package itself answers the call."""

    def __call__(self):
        return all_formats()


__import__("sys").modules[__name__].__class__ = _CallableModule
