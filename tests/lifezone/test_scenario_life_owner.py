"""A scenario's [life] entry names an owner of its side (found by the fuzz tier at seed fade0ce, scenario#4779:
owner = 20 at a 4-seat tag table crashed the rules with IndexError instead of a located refusal)."""
from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.scenario import load_scenario

TAG = Path(__file__).resolve().parents[1] / "scenarios" / "tag" / "ts_bd_t_701_2.toml"


@pytest.mark.parametrize("owner", [20, 0])      # 20: no such seat; 0: a seat of the other side
def test_a_life_card_owned_outside_its_side_is_refused_naming_the_file(tmp_path, owner):
    text = TAG.read_text(encoding="utf-8")
    assert 'owner = 3 }' in text
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace("owner = 3 }", f"owner = {owner} }}"), encoding="utf-8")
    with pytest.raises(engine.DataError) as e:
        load_scenario(bad)
    assert "bad.toml" in str(e.value) and f"owner {owner}" in str(e.value)


def test_the_bundled_scenario_still_loads():
    assert load_scenario(TAG) is not None
