"""`enza table-sim` (issue 31 item 7): every configuration of the issue's "Done when" reads 0 on every counter,
each planted fault raises its counter, the observer reads no module of the session, and the command prints one
JSON object without Qt."""
import ast
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.sim import choose_random, random_players
from gui.session.sim.cli import FAULT_COUNTER, run, verdict
from gui.session.sim.expected import named
from gui.session.sim.matrix import CONFIGS, FAULTS
from gui.session.sim.observer import COUNTERS

ROOT = Path(__file__).resolve().parents[2]
SIM = ROOT / "gui" / "session" / "sim"


@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: c.name.replace(" ", "-"))
def test_table_sim_reads_zero_on_every_counter(cfg):
    out = run(cfg, games=1, seed=1)
    assert {k: out[k] for k in COUNTERS} == dict.fromkeys(COUNTERS, 0), out["examples"]
    assert out["illegal_taken"] == 0 and out["legal_refused"] == 0 and out["desyncs"] == 0
    assert all(out["asked"][str(p)] > 0 for p in cfg.humans), "a person was never asked"
    assert out["resumes"] >= 1 and out["refused"] > 0       # saved and resumed; illegal gestures tried
    assert verdict(out)


@pytest.mark.parametrize("cfg", FAULTS, ids=lambda c: c.fault)
def test_each_planted_fault_raises_its_counter(cfg):
    out = run(cfg, games=1, seed=1)
    assert out[FAULT_COUNTER[cfg.fault]] > 0, out
    assert verdict(out)


def test_the_faults_are_the_sessions_own():
    """Every fault of the session (issue 31's five, issue 34's two) is offered by --fault and played."""
    from gui.session import faults
    assert set(FAULT_COUNTER) == set(faults.NAMES) == {c.fault for c in FAULTS}


def test_undo_is_played_and_checked():
    """Undo is a gesture of the script: over the configurations some undos are made and each is compared."""
    out = run(CONFIGS[3], games=1, seed=1)      # magic 2 0,1
    assert out["undos"] > 0 and out["undo_mismatches"] == 0


def _imports(path: Path) -> list[tuple[int, str, int]]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(0, a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append((node.level, node.module or "", node.lineno))
    return out


OBSERVER = ("observer", "looking", "restoring", "expected")


@pytest.mark.parametrize("name", OBSERVER)
def test_the_observer_imports_nothing_of_the_session(name):
    """The observer's policy is its own: it imports the standard library, the engine's public package and
    its own modules — never a module of gui/session (nor any other of gui)."""
    for level, module, line in _imports(SIM / f"{name}.py"):
        where = f"gui/session/sim/{name}.py:{line}"
        if level:
            assert level == 1 and module in OBSERVER, f"{where} imports .{module} (not the observer's own)"
            continue
        top = module.split(".")[0]
        assert top != "gui", f"{where} imports {module}"
        assert top in sys.stdlib_module_names or module == "engine", f"{where} imports {module}"


def test_known_cards_are_the_cards_a_view_names():
    """The observer asks `known_cards(p)` for the cards p sees, without building p's view: what `view(p)` names
    by id, and besides only cards that no view draws (a card everyone saw that went back into a deck)."""
    for fmt, n in (("duel", 2), ("duepa", 4), ("divide", 2), ("tag", 4), ("magic", 2), ("2hg", 4), ("melee", 8)):
        rng = random.Random(3)
        g = engine.new_game(fmt, random_players(fmt, n, rng), seed=4)
        for i in range(1500):
            if g.outcome is not None or g.decision is None:
                break
            if i % 97 == 0:
                drawn = named(g.full_view())
                for p in range(n):
                    mine, known = named(g.view(p)), g.known_cards(p)
                    assert mine <= known and not (known - mine) & drawn, (fmt, i, p)
            d = g.decision
            g.perform(choose_random(d.actions[d.waiting_for()[0]], rng))


def test_enza_table_sim_prints_one_json_object_without_qt():
    code = ("import sys; from gui.launch import main;"
            "rc = main(['table-sim', '--format', 'divide', '--players', '2', '--humans', '0,1', '--seed', '2',"
            " '--json']);"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')];"
            "sys.exit(3 if bad else rc)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    out = json.loads(r.stdout)
    assert out["format"] == "divide" and out["humans"] == [0, 1] and set(out["asked"]) == {"0", "1"}
    assert all(out[k] == 0 for k in COUNTERS)


@pytest.mark.parametrize("args,says", [
    (["--format", "duel", "--players", "2", "--humans", "0,5"], "--humans"),
    (["--format", "nope", "--players", "2", "--humans", "0"], "unknown format"),
    (["--format", "alternating", "--players", "3", "--humans", "0"], "4-8 players"),
    (["--format", "teams", "--players", "4", "--humans", "0", "--options", "[1]"], "JSON object"),
    (["--format", "duel", "--players", "2", "--humans", "0", "--fault", "nope"], "invalid choice"),
])
def test_a_wrong_argument_is_named(args, says, capsys):
    from gui.session.sim.cli import main
    try:
        rc = main(args)
    except SystemExit as e:
        rc = e.code
    assert rc == 2 and says in capsys.readouterr().err


def test_a_resume_that_changes_the_table_is_counted(monkeypatch):
    """No named fault stands for resume: a session that, once loaded, passes for its people until something
    happens (as if F4 were saved, and as if it did not know the decision it was saved at) moves the table on
    before the person asked takes the screen again."""
    from gui.session import session as S
    from gui.session.sim.table import Config
    init = S.Session.__init__

    def loaded_with_f4(self, game, *a, **k):
        init(self, game, *a, **k)
        if game.actions_log:
            self.loaded_at = None
            for seat in self.seats:
                if seat.person:
                    self.stops.until_something_happens(seat.index, self.sight.public())
    monkeypatch.setattr(S.Session, "__init__", loaded_with_f4)
    out = run(Config("magic", 2, (0, 1)), games=1, seed=1)
    assert out["resume_mismatches"] > 0 and not verdict(out)


def test_a_curtain_between_tag_teammates_is_needless(monkeypatch):
    """Tag teammates see each other's hands (the views say so): a session that raised the curtain between
    them anyway is counted."""
    from gui.session import seeing
    from gui.session.sim.table import Config
    monkeypatch.setattr(seeing.Sight, "private_to", lambda self, p, others: len(others) > 1)
    out = run(Config("tag", 4, (0, 1)), games=1, seed=1)
    assert out["needless_asks"] > 0


def test_a_position_of_its_own_takes_labelled_gestures():
    """Table.try_at, where issue 34's labelled gestures are made: a person asked at a position of the test's own
    makes an illegal labelled gesture, which the session refuses; the observer keeps the refusal with its label
    and counts nothing wrong."""
    from gui.session.sim.gestures import Gesture
    from gui.session.sim.observer import Observer
    from gui.session.sim.table import Config, Table
    from tests.session.test_found_by_table_sim import team_turn_scenario
    cfg = Config("2hg", 4, (0, 1))
    obs = Observer({0: "pc", 1: "pc"})
    g = team_turn_scenario()
    bad = Gesture(0, "drop", "p0 cast c99999", legal=False, label="unseen-card", expect="stack:601.2")
    replies = Table(cfg, obs, random.Random(1)).try_at(g, [bad], "2hg position")
    assert not replies[0].ok and replies[0].refusal
    assert [(seat, gest.label) for seat, gest, _ in obs.refusals] == [(0, "unseen-card")]
    assert obs.stats["illegal-taken"] == 0 and all(v == 0 for v in obs.counts.values())
