"""Settings hold plain values only: no settings file can run code (issue 17, item 1).

PySide6's QSettings turns an `@Variant(...PySide::PyObjectWrapper...)` INI value into a Python object
with pickle.  These tests plant such a value (a pickle that creates a marker file when loaded) and
check that Enza's settings reader never runs it, in the old settings.ini and in settings.json."""
import json
import logging
import os
import pickle
import subprocess
import sys

import pytest

from gui import settings as S


def pickle_payload(marker) -> bytes:
    # the reduce tuple a malicious file would carry: loading it calls os.system(...)
    class Evil:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))
    return pickle.dumps(Evil(), protocol=4)


def variant_value(marker) -> str:
    """The @Variant text QSettings writes for a PySide::PyObjectWrapper holding `pickle_payload`."""
    name = b"PySide::PyObjectWrapper\0"
    blob = pickle_payload(marker)
    raw = (127).to_bytes(4, "big") + len(name).to_bytes(4, "big") + name + len(blob).to_bytes(4, "big") + blob
    return "@Variant(" + "".join(f"\\x{b:x}" for b in raw) + ")"


def plant_ini(folder, marker):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text(
        "[General]\ncard_size=120\nlanguage=" + variant_value(marker) + "\nprivacy=false\n"
        "recent=/a/b.enza, /c.enza\nanim_speed=" + variant_value(marker) + "\n", encoding="latin-1")


def test_planted_payload_is_live_for_qsettings(tmp_path):
    """Sanity check of the test itself: QSettings (in a child process) does run the planted pickle."""
    marker = tmp_path / "ran-in-qsettings"
    plant_ini(tmp_path / "d", marker)
    code = ("from PySide6.QtCore import QSettings;"
            f"QSettings({str(tmp_path / 'd' / 'settings.ini')!r}, QSettings.Format.IniFormat).value('language')")
    subprocess.run([sys.executable, "-c", code], env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=60)
    assert marker.exists(), "the planted @Variant value should be a live pickle for QSettings"


def test_pickle_in_old_settings_ini_never_runs(tmp_path, caplog):
    marker = tmp_path / "ran"
    folder = tmp_path / "d"
    plant_ini(folder, marker)
    with caplog.at_level(logging.WARNING, logger="enza.settings"):
        s = S.Settings(folder)
    assert not marker.exists()
    # the plain values were migrated, the serialised ones fell back to their defaults
    assert s.get("card_size") == 120 and s.get("privacy") is False
    assert s.get("recent") == ["/a/b.enza", "/c.enza"]
    assert s.get("language") == S.DEFAULTS["language"] and s.get("anim_speed") == S.DEFAULTS["anim_speed"]
    assert "serialised value of 'language' skipped" in caplog.text
    # migrated once: the old file kept aside, the new one plain JSON
    assert not (folder / "settings.ini").exists() and (folder / "settings.ini.migrated").exists()
    data = json.loads((folder / "settings.json").read_text())
    assert data["card_size"] == 120 and "language" not in data
    S.Settings(folder)
    assert not marker.exists()


def test_pickle_text_in_settings_json_is_a_bad_value(tmp_path, caplog):
    marker = tmp_path / "ran"
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"language": variant_value(marker), "card_size": 90}))
    with caplog.at_level(logging.WARNING, logger="enza.settings"):
        s = S.Settings(folder)
    assert not marker.exists()
    assert s.get("language") == S.DEFAULTS["language"] and s.get("card_size") == 90
    assert "'language' has a bad value" in caplog.text
    # the message quotes at most 80 characters of the bad value
    line = next(r.getMessage() for r in caplog.records if "'language'" in r.getMessage())
    assert len(line) < 250


@pytest.mark.parametrize("key,bad", [
    ("auto_pass", "yes"), ("auto_pass", 1), ("card_size", "120"), ("card_size", 5000), ("card_size", True),
    ("language", "fr"), ("language", 3), ("recent", "/x.enza"), ("recent", [1, 2]), ("anim_speed", 1.5),
])
def test_bad_value_falls_back_to_default_and_is_logged(tmp_path, caplog, key, bad):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({key: bad}))
    with caplog.at_level(logging.WARNING, logger="enza.settings"):
        s = S.Settings(folder)
    assert s.get(key) == S.DEFAULTS[key]
    assert f"{key!r} has a bad value" in caplog.text


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe\x00", b"null"])
def test_unreadable_settings_file_gives_defaults(tmp_path, caplog, content):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "settings.json").write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="enza.settings"):
        s = S.Settings(folder)
    assert all(s.get(k) == v for k, v in S.DEFAULTS.items())
    assert "using the default settings" in caplog.text


def test_settings_round_trip_and_refuse_bad_values(tmp_path):
    folder = tmp_path / "d"
    s = S.Settings(folder)
    s.set("card_size", 150)
    s.set("language", "en")
    s.set("card_size", "huge")          # refused, logged, unchanged
    for i in range(12):
        s.add_recent(f"/g{i}.enza")
    t = S.Settings(folder)
    assert t.get("card_size") == 150 and t.get("language") == "en"
    assert t.get("recent")[0] == "/g11.enza" and len(t.get("recent")) == S.MAX_RECENT
    assert [p.name for p in folder.iterdir()] == ["settings.json"]   # no temp file left


def test_a_settings_temp_file_left_by_a_kill_is_removed(tmp_path):
    folder = tmp_path / "d"
    folder.mkdir()
    stale = folder / "settings.json.x1y2z3.tmp"
    stale.write_text("{")
    os.utime(stale, (1, 1))
    S.Settings(folder).set("card_size", 110)
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]


def test_unwritable_folder_keeps_values_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    s = S.Settings(blocker / "sub")       # a folder that cannot exist (its parent is a file)
    s.set("card_size", 140)
    assert s.get("card_size") == 140 and s.last_error


def test_data_dir_that_cannot_be_created_does_not_raise(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("ENZA_DATA_DIR", str(blocker / "sub"))
    assert S.data_dir() == blocker / "sub"


def test_no_pickle_marshal_shelve_in_the_app():
    """Nothing in engine/ or gui/ imports pickle, marshal or shelve (or multiprocessing, which pickles what it
    exchanges with a worker process: a worker speaks JSON or action text), or reads settings with QSettings."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    bad = []
    for folder in ("engine", "gui"):
        for f in (root / folder).rglob("*.py"):
            text = f.read_text(encoding="utf-8")
            if re.search(r"^\s*(import|from)\s+(pickle|cPickle|marshal|shelve|dill|cloudpickle|multiprocessing)\b", text, re.M) \
                    or "QSettings(" in text or "ProcessPoolExecutor" in text:
                bad.append(str(f.relative_to(root)))
    assert not bad, bad


@pytest.mark.parametrize("content", [b'"x"', b"[1]", b"null", b"{not json"])
def test_an_unusable_settings_json_and_a_bad_old_ini_are_both_set_aside_in_one_start(tmp_path, content):
    """Found by the fuzzer (data-folder kind): a settings.json that was JSON but no object was set aside
    without the old settings.ini being looked at, so the next start set the ini aside: not a clean start."""
    from gui import guarded_files
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "settings.json").write_bytes(content)
    os.mkfifo(folder / "settings.ini")
    guarded_files.take_notes()
    S.Settings(folder)
    assert sorted(os.path.basename(n.path) for n in guarded_files.take_notes()) == ["settings.ini", "settings.json"]
    S.Settings(folder)
    assert guarded_files.take_notes() == []
