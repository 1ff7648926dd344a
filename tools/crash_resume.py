"""Crash-and-resume test of the real app (issue 17): kill it, restart it, check what it resumes.

    python tools/crash_resume.py --kills 1000 [--seed 1] [--work build/crash] [--quiet]

Each round starts a child process: a small driver around the real MainWindow (offscreen).  The child
resumes through MainWindow.files.check_resume (answering yes) or, when nothing is offered, starts a new game
(4-seat DuePa or 3-seat free-for-all, whose opening mulligans are simultaneous decisions), then plays
random legal answers through MainWindow.table_input.do_action as fast as it can.  It writes what the player saw
after every change (the controller's `changed` signal, i.e. after autosave) to a log.  The harness kills
it with SIGKILL at a random moment, or lets it die at an injected point inside the autosave write
(ENZA_AUTOSAVE_FAULT, see gui/autosave.py), then starts the next child on the same data folder and
compares what it resumed with the last state the dead child showed:

  - the resumed state must be one the player saw (same actions and fingerprint), or the state right after
    the one answer in flight;
  - at most one answer lost (an answer = an engine action or a private simultaneous answer);
  - an unfinished game with at least one answer must be resumed (else: a game lost).

Prints a table (kills, resumed, answers lost, games lost, bad states, temp files left) and returns 1 if
a game was lost, a state was never seen, or a kill lost more than one answer.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAULT_POINTS = ("line-partial", "line-written", "segment-tmp", "segment-renamed", "prune")


# ------------------------------------------------------------------------------------------------ child
def child() -> int:
    sys.path.insert(0, str(ROOT))
    log_fd = os.open(os.environ["CRASH_LOG"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def out(**rec):
        os.write(log_fd, (json.dumps(rec, separators=(",", ":")) + "\n").encode())

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([sys.argv[0]])
    import engine
    from engine.sim import random_players
    from gui import i18n
    from gui.main_window import MainWindow
    from gui.settings import Settings
    rng = random.Random(int(os.environ.get("CRASH_SEED", "1")))
    s = Settings()
    s.set("privacy", False)
    s.set("anim_speed", 0)
    i18n.set_language("en")
    w = MainWindow(s)
    w.show()
    state = {"n": -1, "pending": None, "game": None}

    listened = {"session": None}

    def listen():
        # every answer the table's session performs is logged as it is made (before the autosave writes it):
        # the session may give several in one go (a person's answer, then passes it gives for people who can
        # only pass), and a kill among them resumes a state the engine was really in, with no answer lost
        s = w.ctl.session
        if s is not None and s is not listened["session"]:
            listened["session"] = s
            s.subscribe_actions(lambda _entry, s=s: seen() if s is w.ctl.session else None)

    def seen():
        listen()
        g = w.game
        if g is None:
            return
        pending = {}    # private simultaneous answers are held by the engine, in its action log
        if g is state["game"] and len(g.actions_log) == state["n"] and pending == state["pending"]:
            return
        new = g.actions_log[state["n"]:] if g is state["game"] and state["n"] >= 0 else None
        out(ev="state", n=len(g.actions_log), fp=g.fingerprint(), pending={str(k): v for k, v in pending.items()},
            new=new, full=None if new is not None else list(g.actions_log), over=g.outcome is not None)
        state.update(n=len(g.actions_log), pending=pending, game=g)

    loaded = {}
    table_resume = w.ctl.resume

    def resume(game, pending):
        # the game as the autosave gave it back, before the table's session moves on from it (it may give
        # passes for people who can only pass at once): that is what the harness compares with the last state
        loaded.update(actions=list(game.actions_log), fp=game.fingerprint())
        return table_resume(game, pending)
    w.ctl.resume = resume
    resumed = w.files.check_resume(ask=lambda: True)
    if resumed:
        out(ev="start", resumed=True, actions=loaded["actions"], fp=loaded["fp"], pending={})
    else:   # why nothing was resumed, for the harness's report
        aut = w.ctl.autosaver
        try:
            listing = sorted((n.name, n.stat().st_size) for n in aut.dir.iterdir())
        except OSError:
            listing = []
        out(ev="start", resumed=False, problem=str(aut.problem) if aut.problem else None,
            warnings=[str(x) for x in aut.last_warnings], files=listing)
    w.ctl.changed.connect(seen)
    seen()

    def new_game():
        fmt, n = rng.choice([("duepa", 4), ("duepa", 4), ("ffa", 3)])
        seed = rng.randrange(1 << 30)
        players = random_players(fmt, n, random.Random(seed))
        for p in players:
            p["kind"] = "human"
        out(ev="new", format=fmt, seed=seed)
        g = engine.new_game(fmt, players, seed=seed, first_player=0)
        w.games.set_game(g)

    def step():
        g = w.game
        if g is None or g.outcome is not None:
            new_game()
        else:
            legal = [a for a in w.ctl.legal_now() if " concede" not in a] or w.ctl.legal_now()
            if legal:
                w.table_input.do_action(rng.choice(legal))
        QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)
    return app.exec()


# ---------------------------------------------------------------------------------------------- harness
def read_log(path: Path) -> list[dict]:
    recs = []
    try:
        raw = path.read_bytes()
    except OSError:
        return recs
    for line in raw.split(b"\n"):
        try:
            recs.append(json.loads(line))
        except ValueError:
            continue          # the kill cut a line
    return recs


class Seen:
    """What the player saw of the current game: the actions in order and the (n, fingerprint) states."""

    def __init__(self):
        self.actions: list[str] = []
        self.pending: dict = {}
        self.states: set = set()
        self.over = False
        self.alive = False     # a game is on the table

    def reset(self, actions, fp, pending, over=False):
        self.actions = list(actions)
        self.pending = dict(pending)
        self.states = {(len(actions), fp, json.dumps(pending, sort_keys=True))}
        self.over = over
        self.alive = True

    def add(self, rec):
        if rec.get("full") is not None:
            self.reset(rec["full"], rec["fp"], rec["pending"], rec["over"])
            return
        self.actions += rec["new"]
        self.pending = rec["pending"]
        self.over = rec["over"]
        self.states.add((rec["n"], rec["fp"], json.dumps(rec["pending"], sort_keys=True)))

    @property
    def progress(self) -> int:
        return len(self.actions) + len(self.pending)


def judge(before: Seen, start: dict) -> tuple[str, int]:
    """(verdict, answers lost) for a child's start line given what the previous children showed."""
    if before.alive and not before.actions and not before.pending and start["resumed"] and not start["actions"]:
        return "seen", 0        # a new game killed before it was shown, resumed empty
    if not before.alive or before.over:
        return ("nothing-to-resume" if not start["resumed"] else "resumed-finished?"), 0
    if not start["resumed"]:
        return ("game-lost" if before.progress >= 1 else "empty-game-not-resumed"), before.progress
    acts, pending = start["actions"], start["pending"]
    progress = len(acts) + len(pending)
    key = (len(acts), start["fp"], json.dumps(pending, sort_keys=True))
    if key in before.states:
        return "seen", max(0, before.progress - progress)
    # the answer in flight was journaled before the child could show it
    if acts[:len(before.actions)] == before.actions and progress == before.progress + 1:
        return "in-flight", 0
    if len(acts) == len(before.actions) + 1 and acts[:-1] == before.actions and progress <= before.progress + 1:
        return "in-flight", 0
    return "never-seen", max(0, before.progress - progress)


def run(kills: int, seed: int, work: Path, quiet: bool = False, fault_share: float = 0.3,
        max_delay: float = 4.0, forced: tuple = ()) -> dict:
    """`forced`: fault specs ("segment-tmp:1", ...) used by kills 1, 3, 5, ... before the random mix."""
    rng = random.Random(seed)
    shutil.rmtree(work, ignore_errors=True)
    data = work / "data"
    logs = work / "logs"
    logs.mkdir(parents=True)
    env0 = dict(os.environ, QT_QPA_PLATFORM="offscreen", ENZA_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    env0.pop("ENZA_AUTOSAVE_FAULT", None)
    seen = Seen()
    stats = Counter()
    lost_hist = Counter()
    problems: list[str] = []
    t0 = time.time()
    for k in range(kills + 1):
        log = logs / f"{k:05d}.jsonl"
        env = dict(env0, CRASH_LOG=str(log), CRASH_SEED=str(seed * 100003 + k))
        kind = "random"
        last = k == kills          # the last child only resumes: it is checked, then stopped
        if not last and k % 2 == 1 and k // 2 < len(forced):
            env["ENZA_AUTOSAVE_FAULT"] = forced[k // 2]
            kind = forced[k // 2].partition(":")[0]
        elif not last and rng.random() < fault_share:
            point = rng.choice(FAULT_POINTS)
            env["ENZA_AUTOSAVE_FAULT"] = f"{point}:{rng.randint(1, 20 if point.startswith('line') else 2)}"
            kind = point
        # what the child will find, kept for a post-mortem if it loses the game
        shutil.rmtree(work / "before", ignore_errors=True)
        if (data / "autosave").exists():
            shutil.copytree(data / "autosave", work / "before", ignore=shutil.ignore_patterns("*.lock"))
        errf = open(logs / f"{k:05d}.stderr", "wb")
        proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child"], env=env,
                                stdout=subprocess.DEVNULL, stderr=errf)
        errf.close()

        def wait(until, seconds):
            end = time.time() + seconds
            while time.time() < end and proc.poll() is None and not until():
                time.sleep(0.05)

        def started():
            return any(r.get("ev") == "start" for r in read_log(log))
        if last:                        # wait until it has resumed
            wait(started, 90)
        elif kind != "random":          # the injected fault kills it (given time to reach the point)
            wait(lambda: False, 20)
        elif rng.random() < 0.2:        # a kill during start-up or resume
            wait(lambda: False, rng.uniform(0.2, 3.0))
        else:                           # a kill at a random moment of play
            wait(started, 90)
            wait(lambda: False, rng.uniform(0.1, max_delay))
        died_itself = proc.poll() is not None
        if not died_itself:
            proc.kill()                 # SIGKILL; TerminateProcess on Windows
        proc.wait()
        err = (logs / f"{k:05d}.stderr").read_text(errors="replace")
        if "Traceback" in err:
            problems.append(f"child {k}: traceback\n{err[-1500:]}")
        recs = read_log(log)
        if not last:
            stats["kills"] += 1
            stats["kills-" + kind + ("" if kind == "random" or died_itself else "-not-reached")] += 1
        starts = [r for r in recs if r.get("ev") == "start"]
        if starts:
            verdict, lost = judge(seen, starts[0])
            stats[verdict] += 1
            if starts[0]["resumed"]:
                stats["resumed"] += 1
            if verdict in ("seen", "in-flight"):
                lost_hist[lost] += 1
                stats["answers-lost"] += lost
                if lost > 1:
                    problems.append(f"child {k}: {lost} answers lost")
            elif verdict in ("game-lost", "never-seen", "resumed-finished?"):
                if (work / "before").exists():
                    shutil.copytree(work / "before", work / f"lost-{k:05d}")
                problems.append(f"child {k}: {verdict} (saw {seen.progress}, start {json.dumps(starts[0])[:1500]})")
            if starts[0]["resumed"]:
                seen.reset(starts[0]["actions"], starts[0]["fp"], starts[0]["pending"])
        else:
            stats["killed-before-start"] += 1
        for r in recs:
            if r.get("ev") == "new":
                seen = Seen()
                seen.alive = True      # a game with no answer yet: nothing to lose
            elif r.get("ev") == "state":
                seen.add(r)
        stats["answers-seen"] += sum(len(r.get("new") or []) for r in recs if r.get("ev") == "state")
        if not quiet and (k % 25 == 0 or last):
            print(f"  {k}/{kills} kills, {time.time() - t0:.0f} s, lost games {stats['game-lost']}, "
                  f"problems {len(problems)}", flush=True)
    # temp files a later start should have removed: any in the autosave folder; elsewhere (settings) those
    # older than the minute a concurrent writer may still need
    tmp_left = [str(p.relative_to(data)) for p in data.rglob("*.tmp")
                if p.parent.name == "autosave" or time.time() - p.stat().st_mtime > 60]
    aside = [p.name for p in data.rglob("*.unreadable*")]
    result = {"kills": stats["kills"], "resumed": stats["resumed"],
              "answers_lost": stats["answers-lost"], "lost_per_kill": dict(sorted(lost_hist.items())),
              "max_lost_in_one_kill": max(lost_hist) if lost_hist else 0,
              "games_lost": stats["game-lost"], "never_seen_states": stats["never-seen"],
              "in_flight_kept": stats["in-flight"], "killed_before_start": stats["killed-before-start"],
              "nothing_to_resume": stats["nothing-to-resume"], "answers_played": stats["answers-seen"],
              "temp_files_left": len(tmp_left), "files_set_aside": len(aside),
              "kills_by_kind": {k[6:]: v for k, v in sorted(stats.items()) if k.startswith("kills-")},
              "seconds": round(time.time() - t0, 1), "problems": problems}
    return result


def table(r: dict) -> str:
    rows = [("kills", r["kills"]), ("resumed", r["resumed"]), ("answers lost (total)", r["answers_lost"]),
            ("answers lost per kill (lost: kills)", r["lost_per_kill"]),
            ("most answers lost in one kill", r["max_lost_in_one_kill"]), ("games lost", r["games_lost"]),
            ("resumed states never seen", r["never_seen_states"]),
            ("answer in flight kept", r["in_flight_kept"]),
            ("killed before resuming", r["killed_before_start"]), ("no game to resume", r["nothing_to_resume"]),
            ("answers played", r["answers_played"]), ("temp files left", r["temp_files_left"]),
            ("files set aside", r["files_set_aside"]), ("kills by kind", r["kills_by_kind"]),
            ("seconds", r["seconds"])]
    return "\n".join(f"{k:38s} {v}" for k, v in rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--child", action="store_true")
    ap.add_argument("--kills", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--work", default=str(ROOT / "build" / "crash"))
    ap.add_argument("--json", default="")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if args.child:
        return child()
    r = run(args.kills, args.seed, Path(args.work), args.quiet)
    print(table(r))
    for p in r["problems"][:20]:
        print("PROBLEM:", p)
    if args.json:
        Path(args.json).write_text(json.dumps(r, indent=1))
    bad = r["games_lost"] or r["never_seen_states"] or r["max_lost_in_one_kill"] > 1 or r["problems"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
