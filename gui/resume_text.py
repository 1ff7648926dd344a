"""What the player reads about autosave and resume (gui/autosave.py gives codes and fields; this turns
them into Japanese or English)."""
from __future__ import annotations

from pathlib import Path

from . import i18n
from .i18n import tr


def problem_text(p) -> str:
    """A short sentence for the status bar and a toast; `p` is an autosave.Problem."""
    if p.code == "write-failed":
        return tr("Autosave failed ({detail}): the game goes on but is not being saved. Free some disk space "
                  "or save by hand.", detail=p.detail)
    if p.code == "other-instance":
        return tr("Another Enza window owns the autosaved game: this window neither resumes nor autosaves it.")
    if p.code == "unwritable":
        return tr("The data folder {path} cannot be used ({detail}): games are not autosaved.", path=p.path,
                  detail=p.detail)
    return warning_text(p)


def warning_text(p) -> str:
    name = Path(p.path).name if p.path else ""
    if p.code == "unreadable":
        return tr("{name} could not be read ({detail}); it was kept aside as {aside}.", name=name,
                  detail=p.detail, aside=Path(p.aside).name if p.aside else name)
    if p.code == "torn-tail":
        return tr("The last write was unfinished when Enza stopped; the action in flight is not restored.")
    if p.code == "corrupt-line":
        return tr("{name}: a damaged line was found ({detail}); the actions after it are not restored.",
                  name=name, detail=p.detail)
    if p.code == "replay-stopped":
        return tr("{name}: an action could not be replayed ({detail}); the game resumes before it.", name=name,
                  detail=p.detail)
    if p.code == "older-game":
        return tr("The newest autosave could not be read; an older game is offered.")
    if p.code == "fingerprint":
        return tr("The autosave was written by another version of Enza and was replayed anew.")
    return str(p)


def source_text(source: str) -> str:
    return {"journal": tr("Recovered from the journal of every action."),
            "snapshot": tr("Recovered from the last snapshot."),
            "backup": tr("Recovered from an older snapshot: the newest file could not be used."),
            "legacy": tr("Recovered from an autosave of an earlier version of Enza.")}[source]


def resume_question(info) -> str:
    fmt = i18n.pick(getattr(info.format_info, "title_ja", None), getattr(info.format_info, "title_en", None)) \
        or info.format
    lines = [tr("An unfinished game was found (the app did not close normally):"),
             tr("{format} with {seats}: turn {turn} ({player}), {actions} actions.", format=fmt,
                seats=", ".join(info.seats), turn=info.turn, player=info.turn_player, actions=info.actions),
             source_text(info.source)]
    if info.pending:
        lines.append(tr("{n} answer(s) already given in a simultaneous decision are kept.", n=len(info.pending)))
    lines += [warning_text(w) for w in info.warnings]
    lines.append("")
    lines.append(tr("Resume it?"))
    return "\n".join(lines)


def unreadable_note(warnings) -> str:
    return "\n".join([tr("An autosave could not be resumed:")] + [warning_text(w) for w in warnings])


# -- files of the data folder set aside at start (gui/guarded_files.py) ----------------------------------
SHOWN_NOTES = 8     # lines of the start-up message; the rest are counted


def _reason(note) -> str:
    kinds = {"a folder": tr("a folder"), "a FIFO": tr("a FIFO (named pipe)"), "a device": tr("a device"),
             "a socket": tr("a socket"), "not a folder": tr("not a folder")}
    d = note.detail
    if note.code == "not-regular":
        return tr("it is {kind}, not a regular file", kind=kinds.get(d, d))
    if note.code == "outside":
        return tr("it is a link leading out of the data folder")
    if note.code == "too-large":
        return tr("it is too large ({detail})", detail=d)
    if note.code == "cannot-open":
        return tr("it cannot be opened ({detail})", detail=d)
    if note.code == "not-json":
        return tr("it is damaged ({detail})", detail=d)
    if note.code == "bad-value":
        return tr("a value in it has the wrong type or is out of range ({detail})", detail=d)
    if note.code == "too-long":
        return tr("replaying its game would take too long ({detail})", detail=d)
    return tr("its game cannot be replayed ({detail})", detail=d)


def _short_path(path: str, folder: Path) -> str:
    try:
        return str(Path(path).relative_to(folder))
    except ValueError:
        return path


def set_aside_text(notes, folder: Path) -> str:
    """The start-up message: which files of the data folder were not used, why, and where they are now."""
    lines = [tr("Enza could not use these files of its data folder ({folder}); it started with what was good:",
                folder=str(folder))]
    for n in notes[:SHOWN_NOTES]:
        name = _short_path(n.path, folder)
        if n.aside:
            lines.append("• " + tr("{name}: {reason}. It was kept aside as {aside}.", name=name, reason=_reason(n),
                                   aside=Path(n.aside).name))
        else:
            lines.append("• " + tr("{name}: {reason}. It could not be moved aside.", name=name, reason=_reason(n)))
    if len(notes) > SHOWN_NOTES:
        lines.append(tr("… and {n} more.", n=len(notes) - SHOWN_NOTES))
    return "\n".join(lines)
