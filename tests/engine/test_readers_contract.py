"""The readers' error contract (issue 13 item 2, issue 18 item 2): one test per kind of bad file.

Every card, deck, scenario and save reader takes UTF-8 with or without a BOM and CRLF; refuses a file
over its size limit or nested deeper than 64; checks types and never coerces; and answers every
problem with one DataError naming the file and the line (a save: the action number) that quotes at
most 80 characters of the bad value."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import DataError
from engine.families.shield.loader import READER as SHIELD
from engine.cards.reader import MAX_DEPTH, SIZE_LIMITS
from engine.core.errors import InvalidAction
from engine.decks import load_deck, parse_deck
from engine.families.lifezone.cards import READER as LIFEZONE
from engine.families.stack.cards import READER as STACK
from engine.scenario import load_scenario
from tests.engine.test_card_loader import GOOD

ROOT = Path(__file__).resolve().parents[2]
HUGE = "x" * 100_000

SHIELD_CARD = GOOD.replace("cost = 2\n", 'cost = 2\nrarity = "C"\n')
LIFEZONE_CARD = '''[[card]]
id = "LZ-900"
name_ja = "良い兵"
name_en = "Good Unit"
type = "unit"
colors = ["red"]
cost = 2
power = 2000
hit = 1
'''
STACK_CARD = '''[[card]]
id = "ST-900"
name_ja = "良い獣"
name_en = "Good Beast"
type = "creature"
cost = "1G"
power = 2
toughness = 2
'''
FAMILIES = {"shield": (SHIELD, SHIELD_CARD, "power = 2000"), "lifezone": (LIFEZONE, LIFEZONE_CARD, "power = 2000"),
            "stack": (STACK, STACK_CARD, "power = 2")}


def _write(tmp_path, name, data) -> Path:
    p = tmp_path / name
    p.write_bytes(data if isinstance(data, bytes) else data.encode())
    return p


def _refused(fn, *args) -> DataError:
    with pytest.raises(DataError) as e:
        fn(*args)
    err = e.value
    assert err.located, f"not located: {err}"
    assert "x" * 81 not in str(err) and len(err.problem) <= DataError.MAX_PROBLEM
    return err


# ---- card files, every family --------------------------------------------------------------------
@pytest.mark.parametrize("family", FAMILIES)
def test_card_file_utf8_with_bom_and_crlf_is_read(family, tmp_path):
    reader, text, _ = FAMILIES[family]
    p = _write(tmp_path, "c.toml", b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    (card,) = reader.read_files([p])
    assert card.id.endswith("-900") and "\r" not in card.name_en


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("bad", ["power = 1.5",          # a float is not coerced to a whole number
                                 "power = true",         # nor is a bool
                                 "power = \"2000\""])
def test_card_values_are_type_checked_never_coerced(family, bad, tmp_path):
    reader, text, power = FAMILIES[family]
    p = _write(tmp_path, "c.toml", text.replace(power, bad))
    err = _refused(reader.read_files, [p])
    assert err.path == str(p) and err.line == _line(text, power) and "power" in err.problem


def _line(text, needle):
    return text.splitlines().index(needle) + 1


@pytest.mark.parametrize("family", FAMILIES)
def test_card_file_not_utf8_names_the_line(family, tmp_path):
    reader, text, _ = FAMILIES[family]
    data = text.encode().replace("Good".encode(), b"G\xff\xfed")
    err = _refused(reader.read_files, [_write(tmp_path, "c.toml", data)])
    assert err.line == 4 and "UTF-8" in err.problem


@pytest.mark.parametrize("family", FAMILIES)
def test_card_file_over_4_mib_is_refused(family, tmp_path):
    reader, text, _ = FAMILIES[family]
    data = text + "# " + "x" * SIZE_LIMITS["card"] + "\n"
    err = _refused(reader.read_files, [_write(tmp_path, "c.toml", data)])
    assert "larger than 4 MiB" in err.problem


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 100_000])
def test_card_file_nested_too_deep_is_refused(family, depth, tmp_path):
    reader, text, _ = FAMILIES[family]
    data = text + "deep = " + "[" * depth + "1" + "]" * depth + "\n"
    err = _refused(reader.read_files, [_write(tmp_path, "c.toml", data)])
    assert "nested deeper than 64" in err.problem and err.line == text.count("\n") + 1


@pytest.mark.parametrize("family", FAMILIES)
def test_a_huge_bad_value_is_quoted_short(family, tmp_path):
    reader, text, _ = FAMILIES[family]
    err = _refused(reader.read_files, [_write(tmp_path, "c.toml", text.replace('type = "', f'type = "{HUGE}'))])
    assert err.line == 5


@pytest.mark.parametrize("family", FAMILIES)
def test_an_over_long_number_is_a_clean_error(family, tmp_path):
    reader, text, power = FAMILIES[family]
    err = _refused(reader.read_files, [_write(tmp_path, "c.toml", text.replace(power, "power = " + "9" * 5000))])
    assert err.line == _line(text, power)


@pytest.mark.parametrize("power", [750, 100_000, -500])
def test_shield_power_limits_of_the_schema_are_enforced(power):
    with pytest.raises(DataError) as e:
        SHIELD.parse_text(SHIELD_CARD.replace("power = 2000", f"power = {power}"), "c.toml")
    assert e.value.line == _line(SHIELD_CARD, "power = 2000") and "power" in e.value.problem


def test_shield_rarity_is_one_of_the_documented_ones():
    with pytest.raises(DataError) as e:
        SHIELD.parse_text(SHIELD_CARD.replace('rarity = "C"', 'rarity = "SSR"'), "c.toml")
    assert e.value.line == _line(SHIELD_CARD, 'rarity = "C"') and "rarity" in e.value.problem
    with pytest.raises(DataError):
        SHIELD.parse_text(SHIELD_CARD.replace('rarity = "C"', "rarity = 3"), "c.toml")


def test_lifezone_reads_its_cards_once_per_file_not_once_per_card():
    # the old loader built a fresh line index for every card (2,000 cards: 9.5 s); now the index is
    # built once: count the constructions rather than time anything
    from engine.cards import reader
    made = []
    orig = reader.Locator.__init__

    def counting(self, text):
        made.append(1)
        orig(self, text)
    reader.Locator.__init__ = counting
    try:
        text = "".join(LIFEZONE_CARD.replace("LZ-900", f"LZ-{i}").replace("Good Unit", f"U{i}")
                       .replace("良い兵", f"兵{i}") for i in range(300))
        assert len(LIFEZONE.parse_text(text, "many.toml")) == 300
    finally:
        reader.Locator.__init__ = orig
    assert len(made) == 1


def test_a_bad_user_card_is_reported_and_skipped(tmp_path):
    from engine.families.shield.loader import shield_pool_with_user_cards
    _write(tmp_path, "good.toml", SHIELD_CARD)
    _write(tmp_path, "bad.toml", b"[[card]]\nid = \xff\n")
    _write(tmp_path, "deep.toml", "x = " + "[" * 5000 + "]" * 5000)
    pool, problems = shield_pool_with_user_cards(tmp_path)
    assert "SG-900" in pool and len(pool) > 200
    assert sorted(Path(e.path).name for e in problems) == ["bad.toml", "deep.toml"]
    assert all(e.located for e in problems)


# ---- decks ------------------------------------------------------------------------------------------
def _a_deck(fmt="duel") -> str:
    return sorted((ROOT / "assets" / "decks" / fmt).glob("*.deck"))[0].read_text(encoding="utf-8")


def test_deck_with_bom_and_crlf_is_read(tmp_path):
    text = _a_deck()
    p = _write(tmp_path, "d.deck", b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    assert load_deck(p).card_ids() == parse_deck(text).card_ids()


@pytest.mark.parametrize("bad,needle", [
    ("4 SG-001\n" + "4 " + "SG-0" * 20_000 + "\n", "not a card id"),       # a 80 kB line, quoted short
    ("99999999999999999999 SG-001\n", "count"),
    ("partner: " + HUGE + "\n", "partner"),
    ("name: " + HUGE + "\n", "name"),
])
def test_bad_deck_lines_name_the_line_and_quote_short(bad, needle, tmp_path):
    err = _refused(load_deck, _write(tmp_path, "d.deck", "name: x\n" + bad))
    assert err.line in (2, 3) and needle in err.problem


def test_deck_over_1_mib_or_not_utf8_is_refused(tmp_path):
    err = _refused(load_deck, _write(tmp_path, "big.deck", "# " + "x" * SIZE_LIMITS["deck"]))
    assert "1 MiB" in err.problem
    err = _refused(load_deck, _write(tmp_path, "l1.deck", "name: caf\xe9\n".encode("latin-1")))
    assert err.line == 1 and "UTF-8" in err.problem


@pytest.mark.parametrize("fmt", ["divide", "magic", "duel"])
def test_a_partner_line_in_a_format_without_partners_is_an_error(fmt):
    deck = parse_deck("partner: SG-201\n" + _a_deck(fmt), "d.deck")
    probs = engine.get_format(fmt)().validate_deck(deck)
    assert any(p.line == 1 and "partner" in p.message for p in probs)
    with pytest.raises(ValueError):
        players = [{"deck": deck}, {"deck": parse_deck(_a_deck(fmt))}]
        engine.new_game(fmt, players, seed=1)


# ---- scenarios -------------------------------------------------------------------------------------
SCEN = (ROOT / "tests/scenarios/duel/ts_dm_cost_1.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("key,value", [("seed", "1.5"), ("seed", "inf"), ("turn_player", "true"),
                                       ("format", "[1]"), ("seed", "nan"), ("turn_player", "7")])
def test_scenario_values_are_type_checked(key, value, tmp_path):
    import re
    text = re.sub(rf"(?m)^{key} = .*$", f"{key} = {value}", SCEN)
    if not re.search(rf"(?m)^{key} = ", SCEN):
        text = f"{key} = {value}\n" + SCEN
    err = _refused(load_scenario, _write(tmp_path, "s.toml", text))
    assert err.line == next(i for i, ln in enumerate(text.splitlines(), 1) if ln.startswith(key))


def test_scenario_options_must_be_a_table(tmp_path):
    err = _refused(load_scenario, _write(tmp_path, "s.toml", 'options = "x"\n' + SCEN))
    assert err.line == 1 and "options" in err.problem


def test_scenario_with_bom_and_crlf_runs(tmp_path):
    p = _write(tmp_path, "s.toml", b"\xef\xbb\xbf" + SCEN.replace("\n", "\r\n").encode())
    assert load_scenario(p).fingerprint() == load_scenario(ROOT / "tests/scenarios/duel/ts_dm_cost_1.toml").fingerprint()


def test_scenario_too_deep_or_too_big_is_refused(tmp_path):
    _refused(load_scenario, _write(tmp_path, "d.toml", SCEN + "title = " + "[" * 70 + "]" * 70 + "\n"))
    err = _refused(load_scenario, _write(tmp_path, "b.toml", SCEN + "# " + "x" * SIZE_LIMITS["scenario"]))
    assert "4 MiB" in err.problem


# ---- saves -----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def save_text():
    from engine.sim import bundled_decks, play_random_game
    d = bundled_decks("duel")
    g = engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=3)
    play_random_game(g, 3, 30)
    return g.to_json()


def test_save_with_bom_and_crlf_loads(save_text):
    text = "\ufeff" + save_text.replace("\n", "\r\n")
    assert engine.load_game(text, "s.enza").fingerprint() == engine.load_game(save_text).fingerprint()


@pytest.mark.parametrize("field,value,needle", [("seed", 1.5, "seed"), ("seed", True, "seed"),
                                                ("first_player", True, "first_player"), ("options", "x", "options"),
                                                ("format", [1], "format"), ("seed", float("inf"), "seed")])
def test_save_setup_values_are_type_checked(save_text, field, value, needle):
    d = json.loads(save_text)
    d["setup"][field] = value
    err = _refused(engine.load_game, json.dumps(d, indent=1), "s.enza")
    assert needle in err.problem


def test_a_bad_action_in_a_save_names_its_number(save_text):
    d = json.loads(save_text)
    d["actions"][4] = "p9 concede"
    err = _refused(engine.load_game, json.dumps(d), "s.enza")
    assert err.action == 5 and "action 5" in str(err)
    d["actions"][4] = "p0 " + "x" * 600
    err = _refused(engine.load_game, json.dumps(d), "s.enza")
    assert err.action == 5 and len(str(err)) < 300


def test_save_nested_too_deep_or_too_big_is_refused(save_text):
    deep = save_text.replace('"setup"', '"deep": ' + "[" * 100_000 + "]" * 100_000 + ', "setup"', 1)
    assert "nested deeper" in _refused(engine.load_game, deep, "s.enza").problem
    big = save_text + " " * SIZE_LIMITS["save"]
    assert "32 MiB" in _refused(engine.load_game, big, "s.enza").problem


# ---- action texts ---------------------------------------------------------------------------------
def test_action_text_over_512_characters_is_refused_unchanged(save_text):
    g = engine.load_game(save_text)
    before = g.fingerprint()
    with pytest.raises(InvalidAction) as e:
        g.perform("p0 pass " + "x" * 600)
    assert e.value.code == "too-long" and g.fingerprint() == before


@pytest.mark.parametrize("text", ["p99 concede", "p-1 pass", "p100000000000000000000 pass", "p0 block c99999"])
def test_out_of_range_seats_and_cards_are_refused_unchanged(save_text, text):
    from engine.core.errors import ActionError
    g = engine.load_game(save_text)
    before = (g.fingerprint(), len(g.events), list(g.actions_log))
    with pytest.raises(ActionError):
        g.perform(text)
    assert (g.fingerprint(), len(g.events), list(g.actions_log)) == before


# ---- the command line --------------------------------------------------------------------------------
def enza(*args):
    return subprocess.run([sys.executable, "-m", "gui.launch", *args], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.parametrize("make,cmd", [
    (lambda p: p.write_text('{"enza_save": 1, "setup": ' + "[" * 50_000 + "]" * 50_000 + "}"), "replay"),
    (lambda p: p.write_bytes(b"\xff\xfe\x00garbage"), "replay"),
    (lambda p: p.write_text("seed = inf\n" + SCEN), "scenario"),
    (lambda p: p.write_text('options = "x"\n' + SCEN), "scenario"),
    (lambda p: p.write_text(SCEN.replace('format = "duel"', "format = [1]")), "scenario"),
    (lambda p: p.write_text("4 " + "SG-0" * 300_000 + "\n"), "check-deck"),
    (lambda p: None, "replay"),                                     # a file that does not exist
])
def test_cli_bad_files_give_one_line_and_exit_2(tmp_path, make, cmd):
    p = tmp_path / "in.file"
    make(p)
    args = [cmd, str(p)] + (["--format", "duel"] if cmd == "check-deck" else [])
    r = enza(*args)
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1 and len(r.stderr) < 600
    assert r.stderr.startswith("error: ")


def test_cli_bad_arguments_give_one_line_and_exit_2():
    for args in (["sim", "--format", "nosuch"], ["sim", "--options", "[1]"], ["sim", "--options", "{"],
                 ["check-deck", "assets/decks/duel/blazing_grove.deck", "--format", "nosuch"]):
        r = enza(*args)
        assert r.returncode == 2 and "Traceback" not in r.stderr and r.stderr.count("\n") == 1, (args, r.stderr)


@pytest.mark.parametrize("fmt,n", [("duel", 2), ("duepa", 4), ("digital", 2), ("divide", 2), ("tag", 4),
                                   ("magic", 2), ("2hg", 4)])
def test_any_verb_on_any_card_is_answered_with_a_refusal_or_played(fmt, n):
    """Issue 18: `galaxy`/`kirifudash` on a card without the keyword raised KeyError, `pN concede` with N
    out of range IndexError.  Every verb of the format on every card id, by every seat and two seats
    that do not exist: an ActionError that changes nothing, or a legal action."""
    import random

    from engine.core.errors import ActionError
    from engine.sim import play_random_game, random_players
    rng = random.Random(fmt)
    g = engine.new_game(fmt, random_players(fmt, n, rng), seed=5)
    play_random_game(g, 5, 30)
    verbs = sorted(g.rules.verbs)
    for _ in range(400):
        if g.outcome is not None:
            break
        text = f"p{rng.choice([*range(n), n, 99])} {rng.choice(verbs)} c{rng.randrange(len(g.cards) + 2)}"
        before = (g.fingerprint(), len(g.events), list(g.actions_log))
        try:
            g.perform(text)
        except ActionError:
            assert (g.fingerprint(), len(g.events), list(g.actions_log)) == before, text
