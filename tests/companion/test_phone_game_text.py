"""Issue 35 item 3: game text is data.  A player named `<img src=x onerror=alert(1)>` and a user's card named
`</script><script>` (a card file of their own, loaded as a scenario loads it) travel to the phone as JSON
strings, and the page puts them on screen as text: checked in headless Chromium when it is installed (under
CI=true it must be), driven over DevTools (tests/companion/browser.py)."""
from __future__ import annotations

import json
import re
import time

import pytest

import engine
from tests.companion.browser import Phone, need_chromium
from tests.companion.helpers import claim, recv_type, send, served, token_of

PLAYER = "<img src=x onerror=alert(1)>"
CARD = "</script><script>"
CARD_FILE = f"""
format = "duel"
turn_player = 0
step = "charge"

[[card]]
id = "USER-1"
name_ja = "{CARD}"
name_en = "{CARD}"
type = "creature"
civilizations = ["fire"]
cost = 2
power = 2000
race_ja = "<b>テスト</b>"
race_en = "<b>Test</b>"
text_ja = "<img src=x onerror=alert(2)>"
text_en = "<img src=x onerror=alert(2)>"

[[player]]
name = "{PLAYER}"
deck = ["SG-001", "SG-002", "SG-003", "SG-004"]
hand = ["USER-1", "SG-137"]
mana = ["SG-137"]

[[player]]
name = "Bunta"
deck = ["SG-001", "SG-002", "SG-003"]
"""


@pytest.fixture
def hostile_game(tmp_path):
    path = tmp_path / "my-cards.toml"
    path.write_text(CARD_FILE, encoding="utf-8")
    return engine.load_scenario(str(path))


def test_names_and_card_text_travel_as_json_strings(hostile_game):
    with served(hostile_game, people=(0,)) as t:
        ws, _, snap = claim(t, 0)
        assert snap["you"]["name"] == PLAYER
        assert CARD in [c["name"] for c in snap["hand"]]
        labels = [a["label"] for a in snap["decision"]["answers"]]
        i = next(k for k, label in enumerate(labels) if CARD in label)
        send(ws, type="answer", decision=snap["decision"]["id"], answer=i)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            m = recv_type(ws, "snapshot")["snapshot"]
            if any(CARD in line for line in m["log"]):
                break
        else:
            pytest.fail("the charge never reached the log")
        assert any(PLAYER in line and CARD in line for line in m["log"])
        ws.close()


@pytest.mark.browser
def test_the_page_shows_hostile_names_as_text_in_a_real_browser(hostile_game):
    need_chromium()
    with served(hostile_game, people=(0,)) as t, Phone(lang="en") as p:
        url = t.server.link(0)
        p.open(url)
        # the page has drawn the game's first snapshot (its log), in real time: no page-time budget to run out
        p.wait_for("document.querySelector('#log li:not(.empty)') !== null", timeout=60)
        dom = p.js("document.documentElement.outerHTML")
        assert t.server.claimed(0), "the page never connected"
        token = token_of(url)
    body = dom.split("<body>", 1)[1]
    # the names are there, as text (the serialiser escapes text: an element would appear unescaped)
    assert "&lt;img src=x onerror=alert(1)&gt;" in body
    assert "&lt;/script&gt;&lt;script&gt;" in body
    assert "<img" not in body and "onerror=" not in body.replace("onerror=alert(1)&gt;", "")
    assert len(re.findall(r"<script", dom)) == 1            # only the page's own /app.js
    assert token not in body


def test_a_snapshot_is_plain_json_whatever_the_names(hostile_game):
    from gui.companion import protocol
    from gui.companion.table_link import TableLink, phone_seats
    from gui.session import Session
    snap = TableLink(Session(hostile_game, phone_seats(hostile_game, [0])), [0]).snapshot(0, "ja")
    text = protocol.dumps(protocol.snapshot(snap))
    assert json.loads(text)["snapshot"] == snap
