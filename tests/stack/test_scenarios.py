"""The TS-MTG examples kept as scenario files (tests/scenarios/stack/*.toml), run through the public
scenario runner (the same files drive the puzzle menu)."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.scenario import run_scenario

SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "stack"


@pytest.mark.parametrize("path", sorted(SCEN.glob("*.toml")), ids=lambda p: p.stem)
def test_stack_scenario_files(path):
    rep = run_scenario(path)
    assert rep.ok, "\n".join(rep.lines)
