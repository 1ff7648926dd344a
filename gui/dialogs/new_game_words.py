"""The New game dialog's words: computer levels, what a format is about, team sizes, deck problems."""
from __future__ import annotations

from pathlib import Path

import engine

from ..i18n import tr


def level_words(level: str) -> str:
    return {"random": tr("Random moves"), "easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard")}[level]


def format_about(info, counts=None, seats=(), team_sizes=None, heads=()) -> str:
    """One line: how many play (the seat counts the format can start with), in which teams (the teams the
    seats have now), and who leads a team (809: the emperor sits in the middle of the team)."""
    counts = list(counts or range(info.min_players, info.max_players + 1))
    if len(counts) == 1:
        n = tr("{n} players", n=counts[0])
    elif counts == list(range(counts[0], counts[-1] + 1)):
        n = tr("{a} to {b} players", a=counts[0], b=counts[-1])
    else:
        n = tr("{counts} players", counts=", ".join(map(str, counts)))
    if not info.teams:
        return n + " · " + tr("every player for themselves")
    sizes = team_sizes if team_sizes else list(info.teams)
    text = n + " · " + tr("{k} teams of {sizes}", k=len(sizes), sizes=" / ".join(str(t) for t in sizes))
    if heads:
        text += " · " + tr("emperors (♛): {names}", names=", ".join(seats[h] if h < len(seats) else str(h + 1)
                                                                    for h in heads))
    return text + " · " + tr("drag a seat onto another on the diagram to swap places and teams")


# the engine's refusals of a setup, by the rule they cite, in words (English sources, translated)
SETUP_WORDS = {
    "811.1": "Alternating teams: every team needs the same number of players, two or more, and there are two or "
             "more teams (811.1).",
    "811.2": "Alternating teams sit alternately around the table: a player of each team, then again (811.2). "
             "Give the seats their teams in that order.",
    "809.1": "Emperor: each team has three players (809.1).",
    "809.2": "Emperor: each team sits together, its emperor in the middle seat (809.2).",
    "tag:101-1": "Tag: two teams of two players (tag 101-1).",
    "tag:403-1": "Tag: teammates sit side by side, seats 1 and 2 one team, seats 3 and 4 the other (tag 403-1).",
    "tag:401-1": "Tag: teammates need territories with different names (tag 401-1): choose another deck for one "
                 "of them.",
    "807.2a": "Grand melee: every player's range of influence is 1 (807.2a).",
    "807.2": "Grand melee attacks to the left (or right), never several players (807.2).",
}


def rule_words(rule: str, n: int = 0) -> str:
    """The sentence of a rule a setup broke, when the dialog knows it (SETUP_WORDS), else ""."""
    for key, text in SETUP_WORDS.items():
        if rule and (rule.endswith(":" + key) or rule == key or key in rule):
            return tr(text, n=n)
    return ""


def _problem_text(p) -> str:
    """One typed setup problem in words: the rule's own sentence, else the dialog's words for its code."""
    g = p.params.get
    counts = " / ".join(map(str, g("counts") or []))
    said = rule_words(p.rule or "", sum(g("counts") or []))   # the rule's own sentence (811, 809, tag …)
    if said and p.code == "team-sizes" and g("counts"):     # the rule, then what the seats have now
        return said + " " + tr("These teams cannot play: {counts} players.", counts=counts)
    if said:
        return said
    if p.code == "team-sizes" and g("sizes") and g("counts"):
        return tr("Each team needs {sizes} players; now: {counts}.", sizes=" / ".join(map(str, g("sizes"))),
                  counts=counts)
    if p.code == "team-sizes":
        return tr("These teams cannot play: {counts} players.", counts=counts)
    if p.code == "team-seating":
        return tr("Teammates do not sit where the rules put them.")
    if p.code == "territories":
        return tr("Teammates need territories with different names; both use {name}.", name=g("name"))
    return p.message     # the engine's own words (u1a: the dialog's words for the other codes)


def setup_problem_lines(problems) -> list[str]:
    """The engine's typed setup problems (engine/catalog.py setup_problems) as lines, with their rule's tag."""
    return ["• " + _problem_text(p) + (f"  [{p.rule}]" if p.rule else "") for p in problems]


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
