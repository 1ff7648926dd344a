"""No file from a save (issue 17, item 2): a save carries card lists, its setup is validated field by
field, nothing in it makes the app read another file, and errors quote at most 80 characters."""
import json
import os

import pytest

import engine
import engine.paths
from engine.sim import bundled_decks
from gui import saves


@pytest.fixture(scope="module")
def good_save():
    decks = bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": f"P{i}", "deck": decks[i % len(decks)], "seat": i} for i in range(3)],
                        seed=5, first_player=0)
    for _ in range(5):
        g.perform(g.legal_actions(g.decision.waiting_for()[0])[0])
    return json.loads(g.to_json())


def crafted(save, **player0):
    data = json.loads(json.dumps(save))
    data["setup"]["players"][0].update(player0)
    return json.dumps(data)


def test_save_round_trip_carries_card_lists(good_save, tmp_path):
    for p in good_save["setup"]["players"]:
        assert isinstance(p["deck"], list) and all(isinstance(c, str) for c in p["deck"])
    path = tmp_path / "ok.enza"
    path.write_text(json.dumps(good_save))
    assert saves.read_save(path).fingerprint() == good_save["fingerprint"]


@pytest.mark.parametrize("target", ["/etc/passwd", "/proc/self/environ", "/dev/zero", "../../secret.deck",
                                    "assets/decks/duepa/ember.deck"])
def test_deck_path_in_a_save_is_refused_without_reading_it(good_save, tmp_path, target, monkeypatch):
    opened = []
    real_open = open

    def spy(file, *a, **k):
        opened.append(str(file))
        return real_open(file, *a, **k)
    monkeypatch.setattr("builtins.open", spy)
    path = tmp_path / "evil.enza"
    path.write_text(crafted(good_save, deck=target))
    with pytest.raises(engine.DataError) as e:
        saves.read_save(path)
    msg = str(e.value)
    assert "player 1 'deck'" in msg and "never names a file" in msg
    assert "root:" not in msg and "PATH=" not in msg
    assert not [f for f in opened if f.endswith(("passwd", "environ", "zero", ".deck"))]


@pytest.mark.parametrize("field,value,expect", [
    ("deck", ["SG-001", {"x": 1}], "'deck' card 2"), ("deck", 7, "'deck'"), ("name", ["x"], "'name'"),
    ("seat", "0", "'seat'"), ("kind", "a b c", "'kind'"), ("partner", 5, "'partner'"), ("evil", 1, "unknown field"),
    ("deck", ["X" * 5000], "'deck' card 1"),
])
def test_player_fields_are_checked_one_by_one(good_save, tmp_path, field, value, expect):
    path = tmp_path / "bad.enza"
    path.write_text(crafted(good_save, **{field: value}))
    with pytest.raises(engine.DataError) as e:
        saves.read_save(path)
    assert expect in str(e.value) and "bad.enza" in str(e.value)
    assert "X" * 81 not in str(e.value)


@pytest.mark.parametrize("field,value,expect", [
    ("format", "nope", "unknown format"), ("format", "../x", "'format'"), ("seed", "1", "'seed'"),
    ("seed", True, "'seed'"), ("players", [], "'players'"), ("options", {"shields": [1, 2]}, "option"),
    ("first_player", 9, "'first_player'"), ("scenario", {"path": "/etc/passwd"}, "'text'"), ("extra", 1, "unknown"),
])
def test_setup_fields_are_checked_one_by_one(good_save, tmp_path, field, value, expect):
    data = json.loads(json.dumps(good_save))
    data["setup"][field] = value
    with pytest.raises(engine.DataError) as e:
        engine.load_game(json.dumps(data), "s.enza")
    assert expect in str(e.value)


def test_long_bad_values_are_quoted_in_80_characters_at_most(good_save):
    long = "A" * 100_000
    for mutate in (lambda d: d["setup"]["players"][0].update(name=long),
                   lambda d: d["setup"].update(format=long),
                   lambda d: d["actions"].append(long),
                   lambda d: d["actions"].append("p0 " + "x" * 150)):
        data = json.loads(json.dumps(good_save))
        mutate(data)
        with pytest.raises(engine.DataError) as e:
            engine.load_game(json.dumps(data), "s.enza")
        assert "A" * 80 not in str(e.value) and "x" * 80 not in str(e.value), str(e.value)[:300]


@pytest.mark.parametrize("target", ["/dev/zero", "/etc"])
def test_opening_a_device_or_folder_as_a_save_is_refused(target):
    with pytest.raises(engine.DataError) as e:
        saves.read_save(target)
    assert "cannot read the file" in str(e.value)


def test_error_on_a_foreign_file_never_quotes_its_contents():
    with pytest.raises(engine.DataError) as e:
        saves.read_save("/proc/self/environ")
    assert "PATH=" not in str(e.value) and len(str(e.value)) < 200


def test_opening_a_fifo_does_not_hang(tmp_path):
    fifo = tmp_path / "pipe.enza"
    os.mkfifo(fifo)
    with pytest.raises(engine.DataError, match="not a regular file"):
        saves.read_save(fifo)


def test_huge_save_is_refused_before_reading(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    big = tmp_path / "big.enza"
    big.write_text(" " * 5000)
    with pytest.raises(engine.DataError, match="larger than"):
        saves.read_save(big)


def test_scenario_save_rebuilds_from_its_text_and_not_its_path(tmp_path):
    sc = next((engine.paths.assets_dir().parent / "tests" / "scenarios").rglob("*.toml"), None) \
        if (engine.paths.assets_dir().parent / "tests" / "scenarios").exists() else None
    if sc is None:
        pytest.skip("no scenario file in this checkout")
    g = engine.load_scenario(str(sc))
    data = json.loads(g.to_json())
    data["setup"]["scenario"]["path"] = "/etc/passwd"
    g2 = engine.load_game(json.dumps(data), "s.enza")
    assert g2.fingerprint() == data["fingerprint"]


def test_atomic_save_keeps_a_complete_file_and_a_backup(tmp_path):
    path = tmp_path / "g.enza"
    saves.atomic_write(path, "one")
    (tmp_path / "g.enza.abc123.tmp").write_text("left by a crash")
    os.utime(tmp_path / "g.enza.abc123.tmp", (1, 1))
    saves.atomic_write(path, "two")
    saves.atomic_write(path, "three")
    assert path.read_text() == "three" and (tmp_path / "g.enza.bak").read_text() == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.enza", "g.enza.bak"]
