"""The registry of effect primitives: typed Python functions that card data names by `op`.

A primitive declares its parameters with types and defaults; a family's card reader checks card files
against these declarations, so a card can only ask for what the engine can do.  Each family registers its
primitives under its own name, in the modules its rules class names (`primitive_modules`), which its card
reader imports before it checks a file (`ensure_registered`): this layer names no family.
"""
from __future__ import annotations

from dataclasses import dataclass

@dataclass(frozen=True)
class Primitive:
    name: str
    fn: object
    params: dict          # name -> Field (engine/cards/schema.py) or (type, default); REQUIRED: required
    family: str


REQUIRED = object()
# family -> op name -> primitive: one typed registry for every family's effect ops
REGISTRY: dict[str, dict[str, Primitive]] = {}
# family -> static op name -> parameters (effects that hold while their card is in play)
STATIC_OPS: dict[str, dict[str, dict]] = {}


def primitive(op_name: str, family: str, /, **params):
    def deco(fn):
        REGISTRY.setdefault(family, {})[op_name] = Primitive(op_name, fn, params, family)
        return fn
    return deco


def static_op(op_name: str, family: str, /, **params):
    STATIC_OPS.setdefault(family, {})[op_name] = params
    return op_name


def ops(family: str) -> dict[str, Primitive]:
    """The family's registry of effect ops (filled as its primitive modules are imported)."""
    return REGISTRY.setdefault(family, {})


def static_ops(family: str) -> dict[str, dict]:
    return STATIC_OPS.setdefault(family, {})


def ensure_registered(modules) -> None:
    """Import the primitive modules a family's rules class names (`primitive_modules`), so that its card
    files are checked against every op it registers; a module already imported costs a dictionary look-up."""
    import importlib
    for name in modules:
        importlib.import_module(name)
