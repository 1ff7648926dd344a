"""The parsed-pool cache is only a head start (issue 30, item 1): a cache entry that is a FIFO, a link to
/dev/zero, too large, or damaged in its shape or its card data is not used; the cards are parsed from their
files, the pool is the same, and the cache is written afresh."""
import json
import os

import pytest

from engine.cards import loader
from engine.paths import assets_dir


def shield_files():
    return sorted((assets_dir() / "cards" / "shield").glob("*.toml"))[:3]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ENZA_CACHE_DIR", str(tmp_path))
    files = shield_files()
    pool = loader.load_card_files(files)            # writes the cache
    entry = tmp_path / f"pool-{pool.version}.json"
    assert entry.is_file()
    return files, pool, entry


def spoil_fifo(entry):
    entry.unlink()
    os.mkfifo(entry)


def spoil_zero(entry):
    entry.unlink()
    entry.symlink_to("/dev/zero")


def spoil(change):
    def f(entry):
        data = json.loads(entry.read_text())
        change(data)
        entry.write_text(json.dumps(data))
    return f


SPOILS = {
    "fifo": spoil_fifo, "dev-zero": spoil_zero,
    "not-an-object": lambda e: e.write_text("[1, 2]"),
    "files-a-text": spoil(lambda d: d.update(files="x")),
    "lines-short": spoil(lambda d: d["files"][0]["lines"].pop()),
    "card-a-list": spoil(lambda d: d["files"][0]["cards"].__setitem__(0, [])),
    "cost-a-list": spoil(lambda d: d["files"][0]["cards"][0].update(cost=[1])),
    "evolution-a-list": spoil(lambda d: d["files"][0]["cards"][0].update(evolution=[1])),
    "one-file-less": spoil(lambda d: d["files"].pop()),
    "truncated": lambda e: e.write_bytes(e.read_bytes()[:100]),
}


@pytest.mark.parametrize("how", SPOILS)
def test_a_damaged_pool_cache_is_not_used_and_is_written_afresh(cache, how):
    files, pool, entry = cache
    SPOILS[how](entry)
    again = loader.load_card_files(files)
    assert sorted(again.cards) == sorted(pool.cards)
    assert [again.cards[c].cost for c in sorted(again.cards)] == [pool.cards[c].cost for c in sorted(pool.cards)]
    assert entry.is_file() and not entry.is_symlink() and json.loads(entry.read_text())["hash"] == pool.version
