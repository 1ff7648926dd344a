"""Options validated by their declaration (issue 30 item 3): every option of every format declares its type and
range in FormatInfo (engine/core/options.py), and new_game, the CLI, scenarios and saves refuse a value of
the wrong type or out of its range with the option's name, the value and the range, before anything is set
up.  Types are never coerced: true is not 1, 2.5 is not a whole number, "5" is not 5.  The New game dialog
takes its widgets' ranges from the same declarations (tests/gui/test_new_game_options.py)."""
from __future__ import annotations

import json

import pytest

import engine
from engine import DataError
from engine.core.options import Option, OptionError
from engine.scenario import load_scenario

FORMATS = [i.name for i in engine.formats()]


def _choices(fmt: str, name: str, spec: Option):
    return engine.get_format(fmt).option_choices(name) if spec.type == "str" else None


def good_values(fmt: str, name: str, spec: Option) -> list:
    """The default, the ends of the range, null where it means no limit, every listed word."""
    if spec.type == "bool":
        out = [True, False]
    elif spec.type == "int":
        out = [spec.low, spec.high, (spec.low + spec.high) // 2]
    else:
        out = list(_choices(fmt, name, spec))
    return [spec.default] + out + ([None] if spec.none else [])


def bad_values(fmt: str, name: str, spec: Option) -> list:
    """A value of every wrong JSON type, and for numbers and words the values just outside the range."""
    out = [2.5, [1], {"a": 1}]
    if spec.type == "bool":
        out += [1, 0, "true", None]
    elif spec.type == "int":
        out += [True, "5", float(spec.low), spec.low - 1, spec.high + 1, -5, 1_000_000] + ([] if spec.none else [None])
    else:
        out += [1, True, None, "no-such-" + name, spec.default + " "]
    return out


def every(kind):
    for fmt in FORMATS:
        info = engine.get_format(fmt).info
        for name, spec in info.options.items():
            for v in kind(fmt, name, spec):
                yield pytest.param(fmt, name, v, id=f"{fmt}-{name}-{v!r}")


def test_every_option_of_every_format_declares_its_type_and_range():
    for info in engine.formats():
        assert info.options == engine.get_format(info.name).info.options   # the index lists the declarations
        for name, spec in info.options.items():
            assert isinstance(spec, Option) and spec.type in ("bool", "int", "str"), (info.name, name)
            choices = _choices(info.name, name, spec)
            assert spec.accepts(spec.default, choices), (info.name, name)
            if spec.type == "int":
                assert spec.low <= spec.high
            if spec.type == "str":
                assert choices, f"{info.name} option {name} lists no value"


@pytest.mark.parametrize("fmt,name,value", list(every(good_values)))
def test_every_value_in_range_is_taken(fmt, name, value):
    rules = engine.get_format(fmt)({name: value})
    assert rules.options[name] == value and type(rules.options[name]) is type(value)


@pytest.mark.parametrize("fmt,name,value", list(every(bad_values)))
def test_new_game_refuses_every_wrong_type_and_every_value_out_of_range(fmt, name, value):
    spec = engine.get_format(fmt).info.options[name]
    with pytest.raises(OptionError) as e:
        engine.new_game(fmt, [], options={name: value}, seed=1)
    said = str(e.value)
    assert f"option {name!r} of {fmt}" in said and said.endswith(f"got {value!r}")
    assert spec.allowed(_choices(fmt, name, spec)) in said          # the range, in words


def test_the_issue_s_values_are_refused_naming_option_value_and_range():
    for fmt, opts, words in [("duepa", {"shields": 2.5}, "whole number from 1 to 12, got 2.5"),
                             ("duepa", {"shields": -5}, "from 1 to 12, got -5"),
                             ("duepa", {"hand": 1_000_000}, "from 0 to 12, got 1000000"),
                             ("digital", {"turn_limit": -1}, "from 0 to 999 (0: off; dmp:41), got -1"),
                             ("duepa", {"ask_every_player": 1}, "must be true or false, got 1"),
                             ("melee", {"range": 2}, "'range' of melee must be 1 (mtg:807.2a), got 2")]:
        with pytest.raises(OptionError, match=words.replace("(", r"\(").replace(")", r"\)")):
            engine.new_game(fmt, [], options=opts, seed=1)


def test_an_unknown_option_is_refused_naming_the_format_s_options():
    with pytest.raises(OptionError, match=r"unknown option 'shield' for format duel \(its options: first_player"):
        engine.new_game("duel", [], options={"shield": 5}, seed=1)
    with pytest.raises(OptionError, match="a table of option names and values"):
        engine.get_format("duel")([("shields", 5)])


def _one_bad_value_per_option():
    """For each option, a bad value every entry point can carry (TOML has no null, JSON has no 2.5 as int)."""
    for fmt in FORMATS:
        for name, spec in engine.get_format(fmt).info.options.items():
            yield pytest.param(fmt, name, {"bool": 1, "int": 2.5, "str": 7}[spec.type], id=f"{fmt}-{name}")


@pytest.mark.parametrize("fmt,name,value", list(_one_bad_value_per_option()))
def test_the_cli_refuses_a_bad_option_in_one_line_naming_it(fmt, name, value, capsys):
    from engine.cli import main
    info = engine.get_format(fmt).info
    rc = main(["sim", "--format", fmt, "--players", str(info.min_players), "--games", "1",
               "--options", json.dumps({name: value})])
    err = capsys.readouterr().err
    assert rc == 2 and err.startswith(f"error: option {name!r} of {fmt} must be ") and err.count("\n") == 1
    assert "internal error" not in err and "Traceback" not in err


def _scenario_text(fmt: str, name: str, value) -> str:
    info = engine.get_format(fmt).info
    players = "".join(f'\n[[player]]\nname = "P{i}"\n' + (f"team = {i % 2}\n" if info.teams else "")
                      for i in range(info.min_players))
    other = "" if name == "shuffle_decks" else "shuffle_decks = false\n"
    return f'format = "{fmt}"\nseed = 3\n\n[options]\n{other}{name} = {value}\n{players}'


@pytest.mark.parametrize("fmt,name,value", list(_one_bad_value_per_option()))
def test_a_scenario_with_a_bad_option_is_refused_at_that_option_s_line(fmt, name, value, tmp_path):
    p = tmp_path / "bad.toml"
    text = _scenario_text(fmt, name, value)
    p.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_scenario(p)
    assert e.value.path == str(p) and e.value.line == text.splitlines().index(f"{name} = {value}") + 1
    assert f"option {name!r} of {fmt} must be " in e.value.problem and f"got {value!r}" in e.value.problem


@pytest.fixture(scope="module")
def saves():
    """One real save of every format (its setup holds every option's value)."""
    import random

    from engine.sim import random_players
    out = {}
    for fmt in FORMATS:
        info = engine.get_format(fmt).info
        g = engine.new_game(fmt, random_players(fmt, info.min_players, random.Random(5)), seed=5)
        out[fmt] = g.to_json()
    return out


@pytest.mark.parametrize("fmt,name,value", list(_one_bad_value_per_option()))
def test_a_save_with_a_bad_option_is_refused_naming_it_at_its_line(fmt, name, value, saves):
    data = json.loads(saves[fmt])
    data["setup"]["options"][name] = value
    text = json.dumps(data, indent=1)
    with pytest.raises(DataError) as e:
        engine.load_game(text, "bad.enza")
    assert e.value.path == "bad.enza" and f"option {name!r} of {fmt} must be " in e.value.problem
    assert f'"{name}": {json.dumps(value)}' in text.splitlines()[e.value.line - 1]


def test_the_saves_of_every_format_still_load(saves):
    for fmt, text in saves.items():
        assert engine.load_game(text).format.name == fmt
