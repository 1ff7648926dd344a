"""`enza --self-test`: works frozen and from source.  Loads every card, deck and translation,
plays a short seeded game between random computer players in every format, renders a table
offscreen to a PNG and exits 0; any failure exits non-zero with a clear message."""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path


def _step(name, fn, report):
    t0 = time.perf_counter()
    try:
        detail = fn()
    except Exception as e:  # every failure becomes a clear line, never a traceback alone
        report.append((False, name, f"{type(e).__name__}: {e}"))
        traceback.print_exc(file=sys.stderr)
        return None
    report.append((True, name, f"{detail} ({(time.perf_counter() - t0) * 1000:.0f} ms)"))
    return detail


def check_cards():
    from engine.cards.loader import shield_pool
    from engine.families.lifezone.cards import lifezone_pool
    from engine.families.stack.cards import stack_pool
    counts = {"shield": len(shield_pool()), "life-zone": len(lifezone_pool()), "stack": len(stack_pool())}
    return ", ".join(f"{n} {fam} cards" for fam, n in counts.items())


def check_decks():
    import engine
    from engine.paths import assets_dir
    from engine.decks import load_deck
    n = 0
    problems = []
    for info in engine.formats():
        fmt = info.name
        folder = assets_dir() / "decks" / fmt
        if not folder.exists():
            continue
        rules = engine.get_format(fmt)()
        for p in sorted(folder.glob("*.deck")):
            probs = rules.validate_deck(load_deck(p))
            problems += [str(x) for x in probs]
            n += 1
    if problems:
        raise RuntimeError("bundled deck problems: " + "; ".join(problems[:5]))
    return f"{n} bundled decks legal"


def check_translations():
    from engine.paths import assets_dir
    folder = assets_dir() / "translations"
    files = sorted(folder.glob("*.ts")) + sorted(folder.glob("*.qm")) if folder.exists() else []
    if not files:
        raise RuntimeError(f"no translation files in {folder}")
    import xml.etree.ElementTree as ET
    msgs = 0
    for f in files:
        if f.suffix == ".ts":
            msgs += len(ET.parse(f).getroot().findall(".//message"))
    return f"{len(files)} translation files, {msgs} messages"


def check_games():
    import engine
    from engine.sim import simulate
    out = []
    for info in engine.formats():
        if info.family == "toy" or info.name.startswith("toy"):
            continue
        n = max(info.min_players, min(3, info.max_players))
        r = simulate(info.name, n, 1, 20261122, max_actions=20000)
        out.append(f"{info.name}:{r.actions} actions{'' if r.unfinished == 0 else ' (unfinished)'}")
    return ", ".join(out)


def render_table(path: Path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    import engine
    from engine.sim import bundled_decks, play_random_game
    app = QApplication.instance() or QApplication(["enza-self-test"])
    d = bundled_decks("duepa")
    g = engine.new_game("duepa", [{"name": f"P{i + 1}", "deck": d[i % len(d)]} for i in range(4)], seed=7)
    play_random_game(g, 3, 120)
    widget = None
    try:
        from gui.table.view import TableView  # the table, when present
        widget = TableView()
        widget.resize(1366, 768)
        widget.show_game(g, viewer=g.decision.waiting_for()[0] if g.decision else 0)
    except ImportError:
        from PySide6.QtWidgets import QLabel
        widget = QLabel(f"Enza self-test: {g.format.name}, turn {g.turn}")
        widget.resize(640, 360)
    widget.show()
    app.processEvents()
    img = widget.grab()
    if img.isNull() or not img.save(str(path)):
        raise RuntimeError(f"could not write {path}")
    return f"table rendered to {path} ({img.width()}x{img.height()})"


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(tempfile.gettempdir()) / "enza-self-test.png"
    report = []
    _step("cards", check_cards, report)
    _step("decks", check_decks, report)
    _step("translations", check_translations, report)
    _step("games", check_games, report)
    _step("table", lambda: render_table(out), report)
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    print(f"Enza self-test ({frozen}):")
    for ok, name, detail in report:
        print(f"  {'ok  ' if ok else 'FAIL'} {name}: {detail}")
    failed = [n for ok, n, _ in report if not ok]
    if failed:
        print(f"self-test FAILED: {', '.join(failed)}", file=sys.stderr)
        return 1
    print("self-test passed")
    return 0
