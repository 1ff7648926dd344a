"""Issue 35 item 3: the fuzz tier.  More than 2,000 hostile requests and frames against a real two-phone duel:
0 crashes, 0 state changes, 0 leaks (tests/companion/phone_fuzz.py says what each count means).  A longer run:
`python -m tests.companion.phone_fuzz --seed 7 --cases 20000`."""
from __future__ import annotations

import json
import time

from tests.companion import phone_fuzz
from tests.companion.helpers import send
from gui.companion import protocol


def test_phone_fuzz_tier_2200_hostile_frames_and_requests():
    c = phone_fuzz.run(seed=1, http=800, hello=600, play=800)
    print(f"phone fuzz: {c.http_requests} requests, {c.hello_frames} first frames, {c.play_frames} frames "
          f"after a claim; crashes {c.crashes}, state changes {c.state_changes}, leaks {c.leaks}")
    assert c.total >= 2000
    assert (c.crashes, c.state_changes, c.leaks) == (0, 0, 0), c.details


def test_the_oracle_sees_a_state_change_and_a_leak():
    """The counts are not zero by construction: a real answer moves the game, a token sent is a leak."""
    f = phone_fuzz.Fuzzer(seed=2)
    f.setup()
    try:
        asked = 0 if f.first_snapshot["decision"]["yours"] else 1
        snap = f.first_snapshot if asked == 0 else f._snapshot_again(1)
        send(f.socks[asked], type="answer", decision=snap["decision"]["id"], answer=0)
        time.sleep(0.3)
        f.table.server.tell(0, {"v": protocol.VERSION, "type": "error", "code": "x", "message": f.tokens[1]})
        f.drain(f.socks[0])
        f.check()
    finally:
        f.close()
    assert f.counts.state_changes >= 1 and f.counts.leaks >= 1, f.counts.details
