"""Bundled data read once while it stays the same (engine/filecache.py): the shield ban list and restricted
list are not re-read for every deck check, nor the bundled decks for every simulated game; a file changed on
disk is read again."""
import os

from engine.filecache import read_cached
from engine.formats.digital import restricted_list
from engine.formats.shield_decks import banlist
from engine.sim import bundled_decks


def test_a_file_is_parsed_once_until_it_changes(tmp_path):
    p = tmp_path / "list.txt"
    p.write_text("a\n", encoding="utf-8")
    calls = []

    def parse(path):
        calls.append(path)
        return path.read_text(encoding="utf-8").split()

    assert read_cached(p, parse) == ["a"] and read_cached(p, parse) == ["a"] and len(calls) == 1
    p.write_text("a b\n", encoding="utf-8")
    st = p.stat()
    os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))   # a later change on a coarse clock too
    assert read_cached(p, parse) == ["a", "b"] and len(calls) == 2


def test_ban_lists_and_bundled_decks_are_read_once():
    assert banlist("duepa") is banlist("duepa") and banlist("duepa")
    assert restricted_list("digital") is restricted_list("digital")
    first, again = bundled_decks("duel"), bundled_decks("duel")
    assert first and all(a is b for a, b in zip(first, again, strict=True))
