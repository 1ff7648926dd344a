"""The registry of effect primitives: typed Python functions that card data names by `op`.

A primitive declares its parameters with types and defaults; the loader checks card files against
these declarations, so a card can only ask for what the engine can do.  Families register their
primitives by importing modules that use `@primitive`.
"""
from __future__ import annotations

from dataclasses import dataclass

FILTER_KEYS = {
    "zone": str, "owner": str, "type": str, "civ": list, "max_cost": int, "min_cost": int,
    "max_power": int, "min_power": int, "tapped": bool, "race": str, "not_multicolor": bool,
    "keyword": str, "other": bool,
    "name_contains": str,   # a name category: these characters in the Japanese name, readings ignored (DMP-25)
}


@dataclass(frozen=True)
class Primitive:
    name: str
    fn: object
    params: dict          # name -> (type, default); default REQUIRED means required
    family: str


# The modules whose `@primitive`s a card file may name, imported by name on first need (`ensure_registered`):
# the card reader checks card files against the registry, and engine/cards imports no family
# (ARCHITECTURE.md), so the families are named here as plug-ins rather than imported.
PROVIDERS = ("engine.families.shield.primitives", "engine.families.shield.scripts")

REQUIRED = object()
# family -> op name -> primitive: one typed registry for every family's effect ops
REGISTRY: dict[str, dict[str, Primitive]] = {}
PRIMITIVES: dict[str, Primitive] = REGISTRY.setdefault("shield", {})  # the shield card files' ops
STATIC_OPS: dict[str, dict] = {}


def primitive(op_name: str, family: str = "shield", **params):
    def deco(fn):
        REGISTRY.setdefault(family, {})[op_name] = Primitive(op_name, fn, params, family)
        return fn
    return deco


def static_op(name: str, **params):
    STATIC_OPS[name] = params
    return name


def ensure_registered() -> None:
    import importlib
    for name in PROVIDERS:
        importlib.import_module(name)
