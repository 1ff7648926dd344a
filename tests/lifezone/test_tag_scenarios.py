"""Every TS-BD-T example of DIGEST.md A4 that a scenario file can express (tests/scenarios/tag/*.toml)
runs through the public `engine scenario` path and meets its expectations.  The setup examples
(401-1, 402-1a, 403-3, 403-3a, 501-1, 501-2, 502-1) and the ones that need event order (1001-1/2,
802-4, 301-3, 302-1, 302-2, 901-3a) are tests in test_tag_rules.py."""
from pathlib import Path

import pytest

from engine.scenario import run_scenario

SCEN = Path(__file__).resolve().parents[1] / "scenarios" / "tag"
FILES = sorted(SCEN.glob("*.toml"))


def test_there_are_tag_scenarios():
    assert len(FILES) >= 15


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_tag_scenario(path):
    r = run_scenario(path)
    assert r.ok, "\n".join(r.lines)


def test_cli_runs_a_tag_scenario(capsys):
    from engine.cli import main
    assert main(["scenario", str(SCEN / "ts_bd_t_701_4.toml")]) == 0
    assert "FAIL" not in capsys.readouterr().out
