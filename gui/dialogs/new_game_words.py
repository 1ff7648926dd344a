"""The New game dialog's words: computer levels, what a format is about, team sizes, deck problems."""
from __future__ import annotations

from pathlib import Path

import engine

from ..i18n import tr


def level_words(level: str) -> str:
    return {"random": tr("Random moves"), "easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard")}[level]


def format_about(info) -> str:
    """One line: how many play, in which teams."""
    n = (tr("{n} players", n=info.min_players) if info.min_players == info.max_players
         else tr("{a} to {b} players", a=info.min_players, b=info.max_players))
    if info.teams:
        return n + " · " + tr("teams of {sizes}", sizes=" / ".join(str(t) for t in info.teams)) \
            + " · " + tr("drag a seat onto another on the diagram to swap places and teams")
    return n + " · " + tr("every player for themselves")


def setup_problem_lines(problems) -> list[str]:
    """The engine's typed setup problems (engine/catalog.py setup_problems) as lines, with their rule ids."""
    out = []
    for p in problems:
        g = p.params.get
        if p.code == "team-sizes" and g("sizes") and g("counts"):
            text = tr("Each team needs {sizes} players; now: {counts}.", sizes=" / ".join(map(str, g("sizes"))),
                      counts=" / ".join(map(str, g("counts"))))
        elif p.code == "team-sizes":
            text = tr("These teams cannot play: {counts} players.", counts=" / ".join(map(str, g("counts") or [])))
        elif p.code == "team-seating":
            text = tr("Teammates do not sit where the rules put them.")
        elif p.code == "territories":
            text = tr("Teammates need territories with different names; both use {name}.", name=g("name"))
        else:
            text = p.message     # the engine's own words (u1a: the dialog's words for the other codes)
        out.append("• " + text + (f"  [{p.rule}]" if p.rule else ""))
    return out


def _legal(rules, deck) -> bool:
    try:
        return not rules.validate_deck(deck)
    except engine.DataError:
        return False


def problem_line(seat: str, path, line, rule: str, message: str) -> str:
    """One short line: seat, file, line, rule, problem."""
    name = Path(path).name if path else ""
    where = tr("{file}, line {line}", file=name, line=line) if line else name
    parts = [seat] + [x for x in (where, tr("rule {rule}", rule=rule) if rule else "") if x]
    return "• " + " — ".join(parts) + ": " + str(message)


def data_error_text(e) -> str:
    where = f"{e.path}:{e.line}" if getattr(e, "line", None) else getattr(e, "path", "")
    return f"{where}\n{getattr(e, 'problem', str(e))}"
