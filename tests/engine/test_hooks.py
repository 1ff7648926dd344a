"""A format is a small declared layer over its family (issue 39 item 1): its rules class, below the family's,
defines at most MAX_FORMAT_METHODS methods, every one a hook of the family's Protocol (`hooks`); the digital
rules reach the other shield formats as strategies chosen from the options, not by inheritance or by methods
rebound at init; every family moves cards with one signature; no hook is looked up by name."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import engine
from engine.core.hooks import hook_names
from engine.core.rules import BaseRules
from engine.families.shield import digital as shield_digital
from engine.formats import get_format

MAX_FORMAT_METHODS = 25
ROOT = Path(__file__).resolve().parents[2]
FORMATS = sorted(f.name if hasattr(f, "name") else f for f in engine.formats())


def family_class(cls) -> type:
    """The family's rules class: the class of the MRO that declares the hooks Protocol."""
    return next(k for k in cls.__mro__ if "hooks" in vars(k))


def format_methods(cls) -> dict:
    """Method name -> the format class defining it, for every class of the MRO below the family's."""
    fam = family_class(cls)
    out: dict = {}
    for k in cls.__mro__[:cls.__mro__.index(fam)]:
        for name, v in vars(k).items():
            if (inspect.isfunction(v) or isinstance(v, (classmethod, staticmethod, property))) \
                    and name != "__init_subclass__":
                out.setdefault(name, k.__name__)
    return out


def test_there_are_formats_of_every_family():
    assert {get_format(f).info.family for f in FORMATS} == {"shield", "lifezone", "stack"}
    assert len(FORMATS) >= 12


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_format_overrides_only_hooks_of_its_family_protocol(fmt):
    cls = get_format(fmt)
    fam = family_class(cls)
    assert fam.__module__.startswith("engine.families."), fam
    hooks = hook_names(fam.hooks)
    methods = format_methods(cls)
    assert len(methods) <= MAX_FORMAT_METHODS, sorted(methods)
    strays = {m: k for m, k in methods.items() if m not in hooks}
    assert not strays, f"{fmt} defines methods that are not hooks of {fam.hooks.__name__}: {strays}"
    for m in methods:   # a hook is the family's (or BaseRules') method: the protocol says what it means
        assert hasattr(fam, m), f"{fam.hooks.__name__}.{m} is not a method of {fam.__name__}"


def test_every_hook_of_a_protocol_is_a_method_of_its_family():
    for fmt in FORMATS:
        fam = family_class(get_format(fmt))
        missing = [h for h in hook_names(fam.hooks) if not callable(getattr(fam, h, None))]
        assert not missing, (fam.__name__, missing)


def test_the_paper_shield_formats_inherit_nothing_from_the_digital_format():
    for fmt in FORMATS:
        if fmt == "digital":
            continue
        mods = {k.__module__ for k in get_format(fmt).__mro__}
        assert "engine.formats.digital" not in mods, fmt
    assert [k.__module__ for k in get_format("digital").__mro__].count("engine.formats.digital") == 1


@pytest.mark.parametrize("options, mana, limited, auto", [
    ({}, shield_digital.PaperMana, False, False),
    ({"digital_mana": True}, shield_digital.DigitalMana, False, False),
    ({"zone_caps": True}, shield_digital.PaperMana, True, False),
    ({"auto_order": True}, shield_digital.PaperMana, False, True),
])
@pytest.mark.parametrize("fmt", ["duel", "duepa"])
def test_digital_switches_are_strategies_chosen_from_the_options(fmt, options, mana, limited, auto):
    R = get_format(fmt)(options)
    assert type(R.mana) is mana
    assert bool(R.limits.caps) is limited and (R.zone_cap("hand") == 10) is limited
    assert R.order.auto is auto and R.replacement_choice(None) is not auto
    assert not [k for k, v in vars(R).items() if callable(v) and not isinstance(v, type)], \
        "no method is rebound on the rules object"


def test_the_digital_format_switches_every_strategy_on():
    R = get_format("digital")()
    assert (type(R.mana), R.limits.caps, R.order.auto) == (shield_digital.DigitalMana, shield_digital.CAPS, True)


def test_every_family_moves_cards_with_one_signature():
    want = inspect.signature(BaseRules.move)
    seen = set()
    for fmt in FORMATS:
        for k in get_format(fmt).__mro__:
            if "move" in vars(k) and k not in seen:
                seen.add(k)
                assert inspect.signature(vars(k)["move"]) == want, k
    assert len(seen) >= 4   # BaseRules and each family's own


RULES_NAMES = {"rules", "R", "rules_cls", "cls", "fmt_cls", "format_cls"}


def _names_rules(node, in_rules_module: bool) -> bool:
    """Whether an expression stands for a rules object or class: `rules`, `R`, `g.rules`, `get_format(…)`, and
    `self` / `cls` inside the rules modules."""
    if isinstance(node, ast.Name):
        return node.id in RULES_NAMES or (in_rules_module and node.id == "self")
    if isinstance(node, ast.Attribute):
        return node.attr == "rules"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id == "get_format"
    return False


def hooks_by_name(path: Path, root: Path = ROOT) -> list[str]:
    rel = path.relative_to(root).as_posix()
    in_rules = rel.startswith("engine/formats/") or rel.endswith("/rules.py") or rel.endswith("/play.py")
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr") \
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) \
                and isinstance(node.args[1].value, str) and not node.args[1].value.startswith("__") \
                and _names_rules(node.args[0], in_rules):
            out.append(f"{rel}:{node.lineno} {node.func.id}(…, {node.args[1].value!r})")
    return out


def test_no_hook_is_found_by_getattr():
    """Every hook has its default on BaseRules or the family, so asking a rules object or class for one by
    name (getattr / hasattr with the name as a string) would only hide a misspelt hook."""
    found = [hit for top in ("engine", "gui") for path in sorted((ROOT / top).rglob("*.py"))
             for hit in hooks_by_name(path)]
    assert not found, "\n".join(found)


def test_the_getattr_check_sees_a_hook_asked_by_name(tmp_path):
    """The check fails on what engine/invariants.py and engine/catalog.py did before item 1."""
    probe = tmp_path / "probe.py"
    probe.write_text('cap_of = getattr(rules, "zone_cap", None)\nf = getattr(g.rules, "check_views", None)\n'
                     'team = getattr(cls, "team_for_seat", None)\nd = getattr(d, "cost", None)\n')
    assert [h.split(" ", 1)[1] for h in hooks_by_name(probe, tmp_path)] == [
        "getattr(…, 'zone_cap')", "getattr(…, 'check_views')", "getattr(…, 'team_for_seat')"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_format_hook_takes_the_parameters_its_protocol_declares(fmt):
    cls = get_format(fmt)
    proto = family_class(cls).hooks
    for name, owner in format_methods(cls).items():
        if name.startswith("__"):
            continue
        declared = next(vars(k)[name] for k in proto.__mro__ if name in vars(k))
        mine = inspect.getattr_static(cls, name)
        unwrap = (lambda f: f.__func__ if isinstance(f, (classmethod, staticmethod)) else f)
        assert type(mine) is type(declared), (fmt, name, "method kind")
        want = [p.kind for p in inspect.signature(unwrap(declared)).parameters.values()]
        got = [p.kind for p in inspect.signature(unwrap(mine)).parameters.values()]
        assert got == want, f"{owner}.{name}{inspect.signature(unwrap(mine))} vs {proto.__name__}"
