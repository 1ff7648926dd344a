"""The data folder's one reader (gui/guarded_files.py, issue 30 item 1): regular files inside the folder
only, the size checked before reading, nothing that can block; refused files set aside and noted once."""
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gui import guarded_files as G

ROOT = Path(__file__).resolve().parents[2]


def within(seconds, fn, *args):
    """fn(*args), failing (not hanging) if it has not returned within `seconds`."""
    out = {}

    def run():
        try:
            out["value"] = fn(*args)
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            out["error"] = e
    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"{fn.__name__} blocked"
    if "error" in out:
        raise out["error"]
    return out["value"]


@pytest.fixture
def folder(tmp_path):
    d = tmp_path / "data"
    d.mkdir()
    return G.DataFolder(d)


def refused(folder, name, limit=1000):
    with pytest.raises(G.Refused) as e:
        within(5, folder.read_bytes, folder.root / name, limit)
    return e.value


def test_a_regular_file_and_a_link_inside_the_folder_are_read(folder):
    (folder.root / "a.json").write_bytes(b'{"x": 1}')
    (folder.root / "sub").mkdir()
    (folder.root / "sub" / "b").symlink_to("../a.json")
    assert folder.read_bytes(folder.root / "a.json", 100) == b'{"x": 1}'
    assert folder.read_bytes(folder.root / "sub" / "b", 100) == b'{"x": 1}'
    assert folder.read_bytes(folder.root / "missing", 100) is None


def test_fifo_device_folder_socket_and_links_out_are_refused_without_blocking(folder, tmp_path):
    os.mkfifo(folder.root / "fifo")
    (folder.root / "zero").symlink_to("/dev/zero")
    (folder.root / "dir").mkdir()
    (tmp_path / "elsewhere.json").write_text("{}")
    (folder.root / "out").symlink_to(tmp_path / "elsewhere.json")
    (folder.root / "dangling").symlink_to("nothing-here")
    assert refused(folder, "fifo").code == "not-regular" and refused(folder, "fifo").detail == "a FIFO"
    assert refused(folder, "zero").code == "outside"
    assert refused(folder, "dir").detail == "a folder"
    assert refused(folder, "out").code == "outside"
    assert refused(folder, "dangling").code == "cannot-open"


def test_the_size_is_checked_before_reading(folder):
    with open(folder.root / "big", "wb") as f:
        f.truncate(10 ** 12)            # a terabyte, sparse: reading it would never end
    e = refused(folder, "big", limit=256 * 1024)
    assert e.code == "too-large" and "1,000,000,000,000 bytes" in e.detail


def test_the_data_folders_own_real_path_may_be_a_link(tmp_path):
    real = tmp_path / "real"
    real.mkdir()
    (real / "s.json").write_text("{}")
    (tmp_path / "link").symlink_to(real)
    assert G.DataFolder(tmp_path / "link").read_bytes(tmp_path / "link" / "s.json", 10) == b"{}"


def test_a_refused_file_is_set_aside_never_deleted_and_noted_once(folder):
    G.take_notes()
    for _ in range(2):
        os.mkfifo(folder.root / "s.json")
        folder.set_aside(folder.root / "s.json", refused(folder, "s.json"))
    assert sorted(os.listdir(folder.root)) == ["s.json.unreadable", "s.json.unreadable2"]
    notes = G.take_notes()
    assert [Path(n.aside).name for n in notes] == ["s.json.unreadable", "s.json.unreadable2"]
    assert "s.json" in str(notes[0]) and "a FIFO" in str(notes[0])
    assert G.take_notes() == []


@pytest.mark.parametrize("data,why", [(b"{", "not-json"), (b"\xff\xfe{}", "not-json"),
                                      (b"[" * 100_000, "not-json")])
def test_parse_errors_are_refusals(data, why):
    with pytest.raises(G.Refused) as e:
        G.parse_json(data)
    assert e.value.code == why


def test_smoke_fails_on_an_uncaught_exception_and_never_says_ready(tmp_path):
    """ENZA_SMOKE=1: the main window's start raising is a failure (exit 1), not a painted first frame."""
    code = ("import sys; from gui.main_window import MainWindow\n"
            "def boom(self): raise RuntimeError('planted at the start screen')\n"
            "MainWindow.refresh = boom\n"
            "from gui.launch import main; sys.exit(main([]))")
    env = dict(os.environ, ENZA_DATA_DIR=str(tmp_path), ENZA_SMOKE="1", QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "ENZA_SMOKE: uncaught RuntimeError: planted at the start screen" in r.stderr
    assert "main window ready" not in r.stdout
