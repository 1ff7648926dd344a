"""Crash-and-resume, CI tier (issue 17, item 5): the real MainWindow in child processes, killed at random
moments and at injected points inside the autosave write, restarted and resumed.  `make crash` runs the
long version (1,000 kills) with the same harness (tools/crash_resume.py)."""
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import crash_resume  # noqa: E402

# each injected point is hit once at a known place: segment-* and prune at the resume's new snapshot,
# line-* in the middle of play
FORCED = ("segment-tmp:1", "line-partial:4", "segment-renamed:1", "line-written:6", "prune:1")


def test_crash_and_resume_loses_no_game_and_at_most_one_answer(tmp_path):
    r = crash_resume.run(kills=16, seed=5, work=tmp_path / "crash", quiet=True, forced=FORCED, max_delay=3.0)
    print(crash_resume.table(r))
    assert not r["problems"], r["problems"]
    assert r["kills"] == 16 and r["resumed"] >= 8
    assert r["games_lost"] == 0 and r["never_seen_states"] == 0
    assert r["max_lost_in_one_kill"] <= 1
    assert r["temp_files_left"] == 0
    for point in ("segment-tmp", "line-partial", "segment-renamed", "line-written"):
        assert r["kills_by_kind"].get(point), (point, r["kills_by_kind"])
