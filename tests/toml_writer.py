"""A minimal TOML writer for test helpers that build scenario files from Python data
(values: str, int, bool, list, dict).  Shared by the shield, digital, life-zone and stack tests."""
from __future__ import annotations


def tv(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(tv(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{key(k)} = {tv(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


def key(k: str) -> str:
    return k if k.replace("_", "").replace("-", "").isalnum() else tv(k)
