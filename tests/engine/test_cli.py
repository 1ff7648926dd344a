"""`enza` subcommands (engine.cli), run as a user would."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def enza(*args):
    return subprocess.run([sys.executable, "-m", "gui.launch", *args], cwd=ROOT, capture_output=True, text=True)


def test_sim_json_reports_games_and_speed():
    r = enza("sim", "--format", "duepa", "--players", "3", "--games", "3", "--seed", "4", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["games"] == 3 and d["finished"] + d["unfinished"] == 3
    assert d["actions"] > 0 and d["actions_per_s"] > 0


def test_sim_is_reproducible():
    a = enza("sim", "--format", "duel", "--games", "4", "--seed", "9", "--json")
    b = enza("sim", "--format", "duel", "--games", "4", "--seed", "9", "--json")
    da, db = json.loads(a.stdout), json.loads(b.stdout)
    assert da["actions"] == db["actions"] and da["wins_by_seat"] == db["wins_by_seat"]


def test_scenario_exit_codes(tmp_path):
    ok = enza("scenario", "tests/scenarios/duel/ts_dm_cost_1.toml")
    assert ok.returncode == 0 and "FAIL" not in ok.stdout
    bad = (ROOT / "tests/scenarios/duel/ts_dm_cost_1.toml").read_text().replace(
        'legal = "p0 summon $x"', 'legal = "p0 summon $x"\npresent = false')
    p = tmp_path / "failing.toml"
    p.write_text(bad)
    r = enza("scenario", str(p))
    assert r.returncode == 1 and "FAIL" in r.stdout
    p.write_text("format = \n")
    r = enza("scenario", str(p))
    assert r.returncode == 2 and "failing.toml:1" in r.stderr


def test_check_deck_legal_and_illegal(tmp_path):
    r = enza("check-deck", "assets/decks/duepa/ember_and_grove.deck", "--format", "duepa")
    assert r.returncode == 0 and "legal duepa deck" in r.stdout
    p = tmp_path / "bad.deck"
    p.write_text("name: bad\n4 SG-001\n1 SG-NOPE\n")
    r = enza("check-deck", str(p), "--format", "duel")
    assert r.returncode == 1
    assert f"{p}:3" in r.stdout and "unknown card id" in r.stdout
    p.write_text("name: bad\nfour SG-001\n")
    r = enza("check-deck", str(p), "--format", "duel")
    assert r.returncode == 2 and f"{p}:2" in r.stderr


def test_replay_checks_the_fingerprint(tmp_path):
    import engine
    from engine.sim import bundled_decks, play_random_game
    d = bundled_decks("duel")
    g = engine.new_game("duel", [{"deck": d[0]}, {"deck": d[1]}], seed=2)
    play_random_game(g, 1)
    p = tmp_path / "g.enza"
    p.write_text(g.to_json())
    r = enza("replay", str(p))
    assert r.returncode == 0 and g.fingerprint() in r.stdout
    p.write_text("garbage")
    r = enza("replay", str(p))
    assert r.returncode == 2 and "not a valid save" in r.stderr


def test_formats_lists_everything():
    r = enza("formats")
    assert r.returncode == 0 and "duel" in r.stdout and "duepa" in r.stdout


def test_an_expectation_naming_an_unknown_card_label_is_a_located_error(tmp_path):
    """Found by the fuzz tier (seed 2710151538, scenario#5): `enza scenario` said "internal error" for an
    expectation naming a label ($b) that no card of the scenario sets; it now names the file and the line."""
    text = (ROOT / "tests/scenarios/duel/ts_dm_cost_1.toml").read_text()
    assert 'legal = "p0 summon $x"' in text
    p = tmp_path / "label.toml"
    p.write_text(text.replace('legal = "p0 summon $x"', 'legal = "p0 summon $nobody"'))
    r = enza("scenario", str(p))
    line = text[:text.index('legal = "p0 summon $x"')].count("\n") + 1
    assert r.returncode == 2 and f"label.toml:{line}: unknown card label $'nobody'" in r.stderr, r.stderr
    assert "internal error" not in r.stderr
